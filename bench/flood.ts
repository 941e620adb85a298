/**
 * Document flood (`npm run flood`): what a caller sending distinct documents costs the gateway in
 * memory. One gateway (the production build, `npm start`'s node flags) over the sandbox receives
 * 9,000 distinct small query texts, then 200 distinct documents each carrying a ~600 KB string
 * literal (every body within GRAPHQL_MAX_BODY_BYTES). Its resident set size, as the OS sees it, is
 * sampled every 50 ms: before, the peak during the flood, and after. Exits 1 when the peak
 * exceeds the limit.
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | `FLOOD_SMALL` | `9000` | distinct small texts |
 * | `FLOOD_LARGE` | `200` | distinct ~600 KB documents |
 * | `FLOOD_CONNECTIONS` | `8` | requests in flight at once |
 * | `FLOOD_MAX_RSS_MB` | `200` | allowed peak RSS |
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { START_FLAGS, startServer } from "./processes.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SMALL = num("FLOOD_SMALL", 9_000);
const LARGE = num("FLOOD_LARGE", 200);
const CONNECTIONS = num("FLOOD_CONNECTIONS", 8);
const MAX_RSS_MB = num("FLOOD_MAX_RSS_MB", 200);
const MB = 1024 * 1024;
const LITERAL = "x".repeat(600 * 1024);

const log = (line: string) => process.stdout.write(`[flood] ${line}\n`);

/** Runs `count` requests, `CONNECTIONS` at a time; resolves the statuses seen (`error`: no answer), by count. */
async function send(url: string, count: number, body: (i: number) => string): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const status = await fetch(`${url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/graphql-response+json" },
        body: body(i),
      }).then(
        async (res) => (await res.arrayBuffer(), String(res.status)),
        () => "error",
      );
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return statuses;
}

async function main(): Promise<number> {
  execFileSync(process.execPath, ["scripts/build.mjs", "--if-stale"], { cwd: ROOT, stdio: "inherit" });
  const sandbox = await startServer({
    name: "sandbox",
    entry: "packages/sandbox/dist/main.js",
    env: { SANDBOX_PORT: "0", SANDBOX_AUTO_ADVANCE_MS: "0", SANDBOX_SEED: "flood" },
    ready: /listening on (http:\/\/\S+)/,
  });
  const gateway = await startServer({
    name: "gateway",
    entry: "dist/main.js",
    nodeFlags: START_FLAGS,
    env: {
      PORT: "0",
      HOST: "127.0.0.1",
      BRIDGE_API_URL: sandbox.url,
      BRIDGE_API_KEY: "SECRET_sandbox",
      LOG_LEVEL: "silent",
      RATE_LIMIT_PER_MINUTE: "0",
      EVENT_BACKFILL_INTERVAL_MS: "0",
    },
    ready: /GraphQL gateway on (http:\/\/[^\s"]+)\/graphql/,
  });
  let peak = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, (await gateway.usage()).rssBytes);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    // Warm: the first queries load graphql-jit and read the chain catalogue once.
    await send(gateway.url, 20, () => JSON.stringify({ query: "{ chains { name } }" }));
    const before = (await gateway.usage()).rssBytes;
    peak = before;
    log(`before: rss ${(before / MB).toFixed(1)} MB`);
    const small = await send(gateway.url, SMALL, (i) =>
      JSON.stringify({ query: `query Small${i} { chain(name: "C${i}") { name chainId } }` }),
    );
    log(`${SMALL} small texts: ${JSON.stringify(small)}, peak so far ${(peak / MB).toFixed(1)} MB`);
    const large = await send(gateway.url, LARGE, (i) => JSON.stringify({ query: `{ chain(name: "${i}${LITERAL}") { name } }` }));
    const metrics = await (await fetch(`${gateway.url}/metrics`)).text();
    const cut = /^gateway_http_body_deadline_exceeded_total (\d+)/m.exec(metrics)?.[1];
    log(`${LARGE} ~600 KB documents: ${JSON.stringify(large)}, ${cut} cut by the body deadline`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const after = (await gateway.usage()).rssBytes;
    sampling = false;
    await sampler;
    log(`peak: rss ${(peak / MB).toFixed(1)} MB (limit ${MAX_RSS_MB} MB); after: rss ${(after / MB).toFixed(1)} MB`);
    const ok = peak <= MAX_RSS_MB * MB;
    log(ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
  } finally {
    sampling = false;
    await gateway.stop();
    await sandbox.stop();
  }
}

process.exitCode = await main();
