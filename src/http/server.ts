import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Registry } from "prom-client";
import { bearerIs, type CallerResolver } from "../caller.js";
import type { WebhookHandler } from "../events/receiver.js";
import type { Logger } from "../observability/logger.js";
import type { Security } from "../security/index.js";
import { answerClientErrors, bodyDeadlineOptions } from "./body-deadline.js";
import { createHttpDrain } from "./drain.js";
import { answerGraphiqlOff, isBrowserNavigation } from "./graphiql-off.js";
import { largeBodyGate } from "./large-bodies.js";
import { ANSWERED, type FastPath } from "../twins/graphql/fast-path.js";
import { attachGraphqlWs } from "../twins/graphql/graphql-ws.js";
import type { GraphqlEndpoint } from "./yoga.js";

/** The paths the upstream posts webhook events to: `webhookUrl` itself and the suffixes it appends. */
const WEBHOOK_SUFFIXES = ["", "/rhinofi-event", "/rhinofi-bridge-event"];

const LISTEN_BACKLOG = 4096;

/** What the HTTP server routes to. */
export interface HttpServerDeps {
  graphql: GraphqlEndpoint;
  /** Whether `/graphql` serves GraphiQL to a browser (GRAPHIQL); when off, a browser gets a page saying so. */
  graphiql: boolean;
  /** Compiled queries beside yoga; without it every `/graphql` request goes through yoga. */
  fastPath?: FastPath;
  callers: CallerResolver;
  security: Pick<Security, "admitWs" | "admission">;
  webhookPath: string;
  receiveWebhook: WebhookHandler;
  /** `/readyz`: the status code and body. */
  readiness: () => Promise<[number, Record<string, unknown>]>;
  registry: Registry;
  /** `/metrics` answers only this bearer token when set (METRICS_TOKEN). */
  metricsToken: string | undefined;
  logger: Logger;
  /** How long a request may take to arrive whole (BODY_DEADLINE_MS); `onBodyDeadline` hears each one cut. */
  bodyDeadlineMs: number;
  onBodyDeadline: () => void;
}

/** The gateway's HTTP and WebSocket listener. */
export interface HttpServer {
  /** Listens and resolves the base URL (`port` 0 = a free port). */
  listen(port: number, host: string): Promise<{ url: string }>;
  /**
   * Graceful: stop accepting, tell WebSocket clients (1001) to go, run `endStreams` (which ends
   * SSE streams), let requests in flight finish with `Connection: close` (see `drain.ts`), and
   * cut whatever is left at `deadline` (epoch ms).
   */
  close(deadline: number, endStreams: () => Promise<void>): Promise<void>;
}

/** Routes `/graphql` (HTTP, SSE, graphql-ws), the webhook paths, health, readiness and metrics. */
export function createHttpServer(deps: HttpServerDeps): HttpServer {
  const { graphql, callers, logger } = deps;
  const webhookPaths = new Set(WEBHOOK_SUFFIXES.map((s) => deps.webhookPath + s));
  const server = createServer(bodyDeadlineOptions(deps.bodyDeadlineMs), (req, res) => void route(req, res));
  answerClientErrors(server, deps.bodyDeadlineMs, deps.onBodyDeadline);

  const drain = createHttpDrain(server);
  const largeBodies = largeBodyGate();
  const { wss, heartbeat } = attachGraphqlWs(server, { yoga: graphql, security: deps.security, callers, logger });

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    drain.track(res);
    const path = (req.url ?? "/").split("?")[0]!;
    try {
      if (path === "/graphql") {
        if (!deps.graphiql && isBrowserNavigation(req)) return answerGraphiqlOff(req, res);
        const caller = callers.fromHttp(req);
        return await largeBodies(req, async () => {
          const declined = deps.fastPath ? await deps.fastPath.handle(req, res, caller) : {};
          if (declined !== ANSWERED) await graphql.handle(req, res, { caller, ...declined });
        });
      }
      // Someone who opens the bare host in a browser is looking for GraphiQL. Relative, so it holds
      // behind a proxy; 302, not permanent, so browsers do not remember it.
      if (path === "/" && (req.method === "GET" || req.method === "HEAD")) return redirect(res, "/graphql");
      if (webhookPaths.has(path)) return await deps.receiveWebhook(req, res);
      if (path === "/healthz") return json(res, 200, { status: "ok" });
      if (path === "/readyz") return json(res, ...(await deps.readiness()));
      if (path === "/metrics") return await metrics(req, res);
      json(res, 404, { error: "not found" });
    } catch (err) {
      logger.error({ err }, "request failed");
      if (!res.headersSent) json(res, 500, { error: "internal error" });
      else res.destroy();
    }
  }

  async function metrics(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (deps.metricsToken !== undefined && !bearerIs(req.headers.authorization, deps.metricsToken)) {
      res.setHeader("www-authenticate", 'Bearer realm="metrics"');
      return json(res, 401, { error: "/metrics needs Authorization: Bearer <METRICS_TOKEN>" });
    }
    const text = await deps.registry.metrics();
    res.writeHead(200, { "content-type": deps.registry.contentType, "content-length": Buffer.byteLength(text) });
    res.end(text);
  }

  return {
    listen(port, host) {
      return new Promise((resolve, reject) => {
        server.once("error", reject);
        // A burst of new connections beyond the default backlog (511) is reset by the kernel.
        server.listen({ port, host, backlog: LISTEN_BACKLOG }, () => {
          const bound = (server.address() as AddressInfo).port;
          const local = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host;
          resolve({ url: `http://${local.includes(":") ? `[${local}]` : local}:${bound}` });
        });
      });
    },
    async close(deadline, endStreams) {
      // First, so that no answer started from here on keeps its connection alive.
      const drained = drain.drain(deadline);
      heartbeat.stop();
      for (const ws of wss.clients) ws.close(1001, "server shutting down");
      wss.close();
      await endStreams();
      await drained;
    },
  };
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location, "content-length": 0 });
  res.end();
}

function json(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(text) });
  res.end(text);
}
