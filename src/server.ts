import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { renderGraphiQL } from "@graphql-yoga/render-graphiql";
import { createYoga } from "graphql-yoga";
import type { Config } from "./config.js";
import { createContextFactory, type GatewayContext } from "./context.js";
import { createEventPipeline } from "./events/pipeline.js";
import { graphiqlExampleTabs } from "./graphiql-examples.js";
import { createHttpDrain } from "./http-drain.js";
import { attachGraphqlWs, wsAuthorization, type WsServerContext } from "./graphql-ws.js";
import { connectRedis, firstConnection } from "./redis.js";
import { createPublicKeyProvider } from "./events/public-key.js";
import { createEventBus, type EventBus } from "./events/pubsub.js";
import { createDisabledCache, createMemoryCache, createRedisCache } from "./loaders/cache.js";
import { createCachedReads } from "./loaders/cached-reads.js";
import { createLogger, type Logger } from "./logger.js";
import { cacheHits, cacheMisses, registry, upstreamCircuit, upstreamDuration, upstreamRequests } from "./metrics.js";
import { useObservability } from "./observability/yoga-plugin.js";
import { schema } from "./schema/index.js";
import { createSecurity } from "./security/index.js";
import { createTokenManager, tenantOf, type TokenManager } from "./upstream/auth.js";
import { createBridgeClient, type BridgeClient } from "./upstream/client.js";
import { createUpstreamBreaker } from "./upstream/breaker.js";
import { createUpstreamHttp, type UpstreamHttp } from "./upstream/http.js";
import { createRedisTokenStore } from "./upstream/shared-token.js";

/** Infrastructure handed to the gateway; tests and `main.ts` own its lifetime choices. */
export interface GatewayDeps {
  logger?: Logger;
  /** Clock in epoch ms (default `Date.now`), used to decide when the upstream JWT needs renewing. */
  now?: () => number;
  /**
   * Without PUBLIC_URL, fill quotes' `webhookUrl` with this gateway's own bound URL. Only right
   * when the upstream runs on this machine (the sandbox).
   */
  selfWebhook?: boolean;
}

export interface Gateway {
  /** Listens on `config.port` (0 = a free port) and resolves the base URL. */
  start(): Promise<{ url: string }>;
  /** Stops accepting, closes WebSockets and connections, quits Redis. */
  stop(): Promise<void>;
  readonly client: BridgeClient;
  readonly tokens: TokenManager | undefined;
  readonly bus: EventBus;
}

const WEBHOOK_SUFFIXES = ["", "/rhinofi-event", "/rhinofi-bridge-event"];
const PUBLIC_KEY_TTL_MS = 10 * 60_000;

/** Builds the whole gateway from its config: upstream client, schema server, webhook receiver. */
export function createGateway(config: Config, deps: GatewayDeps = {}): Gateway {
  const logger = deps.logger ?? createLogger(config.logLevel, undefined, [config.bridgeApiKey, config.adminToken]);
  if (!config.bridgeApiUrl)
    throw new Error("createGateway needs config.bridgeApiUrl (main.ts starts the sandbox when it is unset)");

  const breaker = createUpstreamBreaker(config.upstream.circuit);
  const showCircuit = (state: string) => {
    for (const s of ["closed", "open", "half-open"]) upstreamCircuit.set({ state: s }, s === state ? 1 : 0);
  };
  showCircuit(breaker.state);
  breaker.onStateChange((state) => {
    showCircuit(state);
    logger.warn({ circuit: state }, "upstream circuit breaker changed state");
  });
  const http: UpstreamHttp = createUpstreamHttp({
    baseUrl: config.bridgeApiUrl,
    ...config.upstream,
    breaker,
    onAttempt: ({ route, status, ms }) => {
      upstreamRequests.inc({ endpoint: route, status });
      upstreamDuration.observe({ endpoint: route, status }, ms / 1000);
    },
  });
  // A Redis outage may have made the webhook route answer 503 until the upstream gave up: catch up.
  const redis = config.redisUrl ? connectRedis(config.redisUrl, logger, () => pipeline.backfill?.trigger()) : undefined;
  const gatewayTenant = config.bridgeApiKey ? tenantOf(`key:${config.bridgeApiKey}`) : undefined;
  // The token manager exchanges through the client it serves; the call happens after both exist.
  const tokens: TokenManager | undefined = config.bridgeApiKey
    ? createTokenManager({
        apiKey: config.bridgeApiKey,
        exchange: (key) => client.exchangeApiKey(key),
        now: deps.now,
        shared: redis && createRedisTokenStore(redis.cache, `${config.redisKeyPrefix}jwt:${gatewayTenant}`),
      })
    : undefined;
  const client: BridgeClient = createBridgeClient(http, tokens);

  const bus = createEventBus({
    redis: redis && { publish: redis.publish, subscribe: redis.subscribe },
    channelPrefix: `${config.redisKeyPrefix}events:`,
    onListenerError: (err) => logger.error({ err }, "subscriber failed"),
  });
  let lastCacheWarning = 0;
  const cache = !config.cache.enabled
    ? createDisabledCache()
    : redis
      ? createRedisCache(redis.cache, `${config.redisKeyPrefix}cache:`, (err) => {
          // A Redis outage fails every read: say so once a minute, not once per query.
          if (Date.now() - lastCacheWarning < 60_000) return;
          lastCacheWarning = Date.now();
          logger.warn({ err: (err as Error).message }, "cache unavailable, reading through to the upstream");
        })
      : createMemoryCache(config.cache.maxEntries);
  const reads = createCachedReads(client, cache, { ...config.cache, publicKeyTtlMs: PUBLIC_KEY_TTL_MS }, (name, hit) =>
    (hit ? cacheHits : cacheMisses).inc({ cache: name }),
  );
  const keys = createPublicKeyProvider({ fetchKey: () => reads.freshWebhookPublicKey() });
  const pipeline = createEventPipeline({
    config,
    redis: redis?.commands,
    bus,
    client,
    keys,
    backfillCredential: gatewayTenant ? { kind: "gateway", tenant: gatewayTenant } : undefined,
    logger,
    // Before publishing: a subscriber that re-reads on an event must not get the stale record.
    onEvent: (e) => reads.evictForEvent(e.event),
  });
  const receiveWebhook = pipeline.receiveWebhook;
  const webhookPaths = new Set(WEBHOOK_SUFFIXES.map((s) => config.webhookPath + s));

  let boundUrl: string | undefined;
  const buildContext = createContextFactory({
    client,
    reads,
    bus,
    history: pipeline.history,
    gatewayTenant,
    adminToken: config.adminToken,
    defaultWebhookUrl: () => {
      const base = config.publicUrl ?? (deps.selfWebhook ? boundUrl : undefined);
      return base && base + config.webhookPath;
    },
    upstreamConcurrency: config.upstream.concurrency,
  });

  // Rate-limit counters share the cache's fail-fast connection: a Redis outage must not stall requests.
  const security = createSecurity(config, { redis: redis?.cache, logger });
  const yoga = createYoga<WsServerContext, GatewayContext>({
    schema,
    graphqlEndpoint: "/graphql",
    landingPage: false,
    graphiql: { title: "Bridge GraphQL gateway", subscriptionsProtocol: "WS", defaultTabs: graphiqlExampleTabs },
    // The self-contained GraphiQL build: the default page loads its scripts from a CDN, which fails offline.
    renderGraphiQL,
    logging: logger,
    // isDev off whatever NODE_ENV says: no stack or original message ever reaches a client.
    maskedErrors: { isDev: false },
    // The security layer's body limit (GRAPHQL_MAX_BODY_BYTES) already guards every body; yoga's own
    // would pipe each request body through one more stream (a few % of the CPU of a cached lookup).
    maxRequestBodySize: false,
    plugins: [useObservability(logger), ...security.plugins],
    cors: security.cors,
    context: (initial) => buildContext(headersOf(initial)),
  });

  const server: Server = createServer((req, res) => void route(req, res));
  const drain = createHttpDrain(server);

  let stopping: Promise<void> | undefined;

  /**
   * Graceful: stop accepting, tell WebSocket clients (1001) and SSE streams to go, let requests in
   * flight finish with `Connection: close` (see src/http-drain.ts), and cut whatever is left after
   * `config.shutdownTimeoutMs`. Then the upstream pool and Redis.
   */
  async function shutdown(): Promise<void> {
    const deadline = Date.now() + config.shutdownTimeoutMs;
    // First, so that no answer started from here on keeps its connection alive.
    const drained = drain.drain(deadline);
    await pipeline.backfill?.stop();
    for (const ws of wss.clients) ws.close(1001, "server shutting down");
    wss.close();
    // Ending the bus's subscriptions completes SSE responses, so their connections can close.
    await bus.closeAll();
    await drained;
    await Promise.race([http.close(), new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())).unref())]);
    if (redis) {
      await Promise.all(
        Object.values(redis).map((r) => (r.status === "ready" ? r.quit().catch(() => r.disconnect()) : r.disconnect())),
      );
    }
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    drain.track(res);
    const path = (req.url ?? "/").split("?")[0]!;
    try {
      if (path === "/graphql") return void (await yoga.handle(req, res));
      if (webhookPaths.has(path)) return await receiveWebhook(req, res);
      if (path === "/healthz") return json(res, 200, { status: "ok" });
      if (path === "/readyz") return json(res, ...(await readiness()));
      if (path === "/metrics") return await metrics(res);
      json(res, 404, { error: "not found" });
    } catch (err) {
      logger.error({ err }, "request failed");
      if (!res.headersSent) json(res, 500, { error: "internal error" });
      else res.destroy();
    }
  }

  async function readiness(): Promise<[number, Record<string, unknown>]> {
    const checks: Record<string, string> = {};
    const probe = async (name: string, check: () => Promise<unknown>) => {
      try {
        await check();
        checks[name] = "ok";
      } catch {
        checks[name] = "unavailable";
      }
    };
    await Promise.all([
      probe("upstream", () => client.webhookPublicKey()),
      ...(redis ? [probe("redis", () => redis.commands.ping())] : []),
    ]);
    const ready = Object.values(checks).every((c) => c === "ok");
    return [ready ? 200 : 503, { status: ready ? "ready" : "not ready", checks, circuit: breaker.state }];
  }

  async function metrics(res: ServerResponse): Promise<void> {
    const text = await registry.metrics();
    res.writeHead(200, { "content-type": registry.contentType, "content-length": Buffer.byteLength(text) });
    res.end(text);
  }

  const wss = attachGraphqlWs(server, yoga, security);

  return {
    client,
    tokens,
    bus,
    start: async () => {
      if (redis) await firstConnection(redis.cache);
      return new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(config.port, config.host, () => {
          const { port } = server.address() as AddressInfo;
          const host = config.host === "0.0.0.0" || config.host === "::" ? "127.0.0.1" : config.host;
          boundUrl = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
          // After listening: the backfill relays to subscribers, and ones that resume must find the history.
          pipeline.backfill?.start();
          resolve({ url: boundUrl });
        });
      });
    },
    async stop() {
      if (stopping) return stopping;
      stopping = shutdown();
      return stopping;
    },
  };
}

/** The credential of an operation: the HTTP request's header, or the WebSocket's (see {@link wsAuthorization}). */
function headersOf(initial: { request?: Request; req?: IncomingMessage; connectionParams?: Record<string, unknown> }) {
  if (initial.request) return initial.request.headers;
  const header = wsAuthorization(initial.req, initial.connectionParams);
  return { get: (name: string) => (name.toLowerCase() === "authorization" ? (header ?? null) : null) };
}

function json(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(text) });
  res.end(text);
}
