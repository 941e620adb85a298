import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { renderGraphiQL } from "@graphql-yoga/render-graphiql";
import { createYoga } from "graphql-yoga";
import { useServer } from "graphql-ws/use/ws";
import { Redis, type RedisOptions } from "ioredis";
import { WebSocketServer } from "ws";
import type { Config } from "./config.js";
import { createContextFactory, type GatewayContext } from "./context.js";
import { createDedupe } from "./events/dedupe.js";
import { graphiqlExampleTabs } from "./graphiql-examples.js";
import { createPublicKeyProvider } from "./events/public-key.js";
import { createEventBus, type EventBus } from "./events/pubsub.js";
import { createWebhookReceiver } from "./events/receiver.js";
import { createMemoryCache, createRedisCache } from "./loaders/cache.js";
import { createCachedReads } from "./loaders/cached-reads.js";
import { createLogger, type Logger } from "./logger.js";
import { schema } from "./schema/index.js";
import { createTokenManager, tenantOf, type TokenManager } from "./upstream/auth.js";
import { createBridgeClient, type BridgeClient } from "./upstream/client.js";
import { createUpstreamHttp, type UpstreamHttp } from "./upstream/http.js";

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
const DEDUPE_TTL_SECONDS = 24 * 3600;
const PUBLIC_KEY_TTL_MS = 10 * 60_000;

/** Builds the whole gateway from its config: upstream client, schema server, webhook receiver. */
export function createGateway(config: Config, deps: GatewayDeps = {}): Gateway {
  const logger = deps.logger ?? createLogger(config.logLevel);
  if (!config.bridgeApiUrl)
    throw new Error("createGateway needs config.bridgeApiUrl (main.ts starts the sandbox when it is unset)");

  const http: UpstreamHttp = createUpstreamHttp({ baseUrl: config.bridgeApiUrl, ...config.upstream });
  // The token manager exchanges through the client it serves; the call happens after both exist.
  const tokens: TokenManager | undefined = config.bridgeApiKey
    ? createTokenManager({ apiKey: config.bridgeApiKey, exchange: (key) => client.exchangeApiKey(key), now: deps.now })
    : undefined;
  const client: BridgeClient = createBridgeClient(http, tokens);

  const redis = config.redisUrl ? connectRedis(config.redisUrl, logger) : undefined;
  const bus = createEventBus({
    redis: redis && { publish: redis.publish, subscribe: redis.subscribe },
    channelPrefix: `${config.redisKeyPrefix}events:`,
    onListenerError: (err) => logger.error({ err }, "subscriber failed"),
  });
  let lastCacheWarning = 0;
  const cache = redis
    ? createRedisCache(redis.cache, `${config.redisKeyPrefix}cache:`, (err) => {
        // A Redis outage fails every read: say so once a minute, not once per query.
        if (Date.now() - lastCacheWarning < 60_000) return;
        lastCacheWarning = Date.now();
        logger.warn({ err: (err as Error).message }, "cache unavailable, reading through to the upstream");
      })
    : createMemoryCache(config.cache.maxEntries);
  const reads = createCachedReads(client, cache, { ...config.cache, publicKeyTtlMs: PUBLIC_KEY_TTL_MS });
  const keys = createPublicKeyProvider({ fetchKey: () => client.webhookPublicKey() });
  const receiveWebhook = createWebhookReceiver({
    maxBodyBytes: config.webhookMaxBodyBytes,
    keys,
    dedupe: createDedupe({
      redis: redis?.commands,
      keyPrefix: `${config.redisKeyPrefix}webhook-event:`,
      ttlSeconds: DEDUPE_TTL_SECONDS,
    }),
    bus,
    // Before publishing: a subscriber that re-reads on an event must not get the stale record.
    onEvent: (e) => reads.evictForEvent(e.event),
    onError: (err) => logger.error({ err }, "webhook delivery failed"),
  });
  const webhookPaths = new Set(WEBHOOK_SUFFIXES.map((s) => config.webhookPath + s));

  let boundUrl: string | undefined;
  const buildContext = createContextFactory({
    client,
    reads,
    bus,
    gatewayTenant: config.bridgeApiKey ? tenantOf(`key:${config.bridgeApiKey}`) : undefined,
    adminToken: config.adminToken,
    defaultWebhookUrl: () => {
      const base = config.publicUrl ?? (deps.selfWebhook ? boundUrl : undefined);
      return base && base + config.webhookPath;
    },
    upstreamConcurrency: config.upstream.concurrency,
  });

  const yoga = createYoga<{ req?: IncomingMessage; connectionParams?: Record<string, unknown> }, GatewayContext>({
    schema,
    graphqlEndpoint: "/graphql",
    landingPage: false,
    graphiql: { title: "Bridge GraphQL gateway", subscriptionsProtocol: "WS", defaultTabs: graphiqlExampleTabs },
    // The self-contained GraphiQL build: the default page loads its scripts from a CDN, which fails offline.
    renderGraphiQL,
    logging: logger,
    maskedErrors: true,
    context: (initial) => buildContext(headersOf(initial)),
  });

  const server: Server = createServer((req, res) => void route(req, res));
  const sockets = new Set<Socket>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? "/").split("?")[0]!;
    try {
      if (path === "/graphql") return void (await yoga.handle(req, res));
      if (webhookPaths.has(path)) return await receiveWebhook(req, res);
      if (path === "/healthz") return json(res, 200, { status: "ok" });
      if (path === "/readyz") return json(res, ...(await readiness()));
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
    return [ready ? 200 : 503, { status: ready ? "ready" : "not ready", checks }];
  }

  const wss = new WebSocketServer({ server, path: "/graphql" });
  useServer(
    {
      execute: (args) => (args.rootValue as Enveloped).execute(args),
      subscribe: (args) => (args.rootValue as Enveloped).subscribe(args),
      onSubscribe: async (ctx, _id, params) => {
        const {
          schema: s,
          execute,
          subscribe,
          contextFactory,
          parse,
          validate,
        } = yoga.getEnveloped({
          req: ctx.extra.request,
          connectionParams: ctx.connectionParams,
          params,
        });
        const args = {
          schema: s,
          operationName: params.operationName,
          document: parse(params.query),
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        return errors.length > 0 ? errors : args;
      },
    },
    wss,
  );

  return {
    client,
    tokens,
    bus,
    start: () =>
      new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(config.port, config.host, () => {
          const { port } = server.address() as AddressInfo;
          const host = config.host === "0.0.0.0" || config.host === "::" ? "127.0.0.1" : config.host;
          boundUrl = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
          resolve({ url: boundUrl });
        });
      }),
    async stop() {
      for (const ws of wss.clients) ws.close(1001, "server shutting down");
      wss.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => {
          for (const s of sockets) s.destroy();
        }, 2_000).unref();
      });
      await http.close();
      if (redis) await Promise.all(Object.values(redis).map((r) => r.quit())).catch(() => {});
    },
  };
}

type Enveloped = ReturnType<ReturnType<typeof createYoga>["getEnveloped"]>;

/** HTTP requests carry headers; browsers cannot set WebSocket headers, so graphql-ws connectionParams may carry `authorization`. */
function headersOf(initial: { request?: Request; req?: IncomingMessage; connectionParams?: Record<string, unknown> }) {
  if (initial.request) return initial.request.headers;
  const fromParams = initial.connectionParams?.authorization ?? initial.connectionParams?.Authorization;
  const header = typeof fromParams === "string" ? fromParams : initial.req?.headers.authorization;
  return { get: (name: string) => (name.toLowerCase() === "authorization" ? (header ?? null) : null) };
}

function connectRedis(url: string, logger: Logger) {
  const make = (role: string, options: RedisOptions = { maxRetriesPerRequest: 2, enableOfflineQueue: true }) => {
    const client = new Redis(url, options);
    let warned = false;
    client.on("error", (err) => {
      if (!warned) logger.warn({ err: err.message, role }, "redis unavailable");
      warned = true;
    });
    client.on("ready", () => (warned = false));
    return client;
  };
  return {
    commands: make("commands"),
    publish: make("publish"),
    subscribe: make("subscribe"),
    // The cache must never make a query wait for Redis: fail fast and read through instead.
    cache: make("cache", { enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: 250 }),
  };
}

function json(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(text) });
  res.end(text);
}
