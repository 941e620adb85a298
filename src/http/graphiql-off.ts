import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * What a browser opening `/graphql` gets when GraphiQL is off (production by default): yoga would
 * answer 406 with an empty body, which tells a developer nothing. A GET carrying a `query` is an
 * API call and still goes to yoga.
 */
const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>GraphQL endpoint (GraphiQL is off)</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; line-height: 1.5">
<h1>This is a GraphQL endpoint</h1>
<p>GraphiQL, the in-browser IDE, is off on this gateway: it is on by default only in sandbox mode
(without <code>BRIDGE_API_URL</code>). Set <code>GRAPHIQL=true</code> and restart to serve it here.</p>
<p>Clients send queries as <code>POST /graphql</code> with a JSON body, subscriptions over graphql-ws
on this path or as server-sent events (<code>Accept: text/event-stream</code>).</p>
</body></html>
`;

/** Whether this is a browser navigating to the endpoint, not an API call. */
export function isBrowserNavigation(req: IncomingMessage): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (!(req.headers.accept ?? "").includes("text/html")) return false;
  return !new URLSearchParams((req.url ?? "").split("?")[1] ?? "").has("query");
}

/** 200 with the page saying GraphiQL is off and how to turn it on. */
export function answerGraphiqlOff(req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(200, {
    "content-type": "text/html; charset=utf-8",
    "content-length": Buffer.byteLength(PAGE),
    "cache-control": "no-store",
  });
  res.end(req.method === "HEAD" ? undefined : PAGE);
}
