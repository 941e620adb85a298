import { createChains } from "./chain/index.js";
import { createCallerResolver, gatewayTenantOf, type Caller } from "./caller.js";
import type { Config } from "./config.js";
import { topic } from "./events/envelope.js";
import { createEvents, type Events } from "./events/index.js";
import type { EventBus } from "./events/pubsub.js";
import type { WebhookUrlPolicy } from "./schema/webhook-url.js";
import { createCompiledOperations, type CompiledState } from "./twins/graphql/compiled-operations.js";
import { createDocumentCache, type DocumentCache } from "./twins/graphql/document-cache.js";
import { createContextFactory, type GatewayContext } from "./schema/context.js";
import { createFastPath } from "./twins/graphql/fast-path.js";
import { announceWrite, createResponseCache, evictOnEvents, type ResponseCache } from "./twins/graphql/response-cache.js";
import { graphiqlExampleTabs, type DemoDepositAddress, type SandboxDeposits } from "./http/graphiql-examples.js";
import { createHttpServer, type HttpServer } from "./http/server.js";
import { createGraphqlEndpoint } from "./http/yoga.js";
import { createSharedCache } from "./loaders/cache.js";
import { createCachedReads } from "./loaders/cached-reads.js";
import { createLogger, type Logger } from "./observability/logger.js";
import { createMetrics, type Metrics } from "./observability/metrics.js";
import { RECORD_READS } from "./twins/wire/fast-reader.js";
import { firstConnection } from "./redis/cluster.js";
import type { RedisConnections } from "./redis/connect.js";
import { createCursorCodec, cursorKey } from "./schema/cursor.js";
import { schema } from "./schema/index.js";
import { createSecurity, type Security } from "./security/index.js";
import type { TokenManager } from "./upstream/auth.js";
import type { BridgeClient } from "./upstream/client.js";
import { createUpstream, type Upstream } from "./upstream/index.js";
import { createRedisTokenStore } from "./upstream/shared-token.js";

/** Infrastructure handed to the gateway; tests and `main.ts` own its lifetime choices. */
export interface GatewayDeps {
  logger?: Logger;
  /** Clock in epoch ms (default `Date.now`): when the upstream JWT needs renewing, and when cached answers end. */
  now?: () => number;
  /**
   * Without PUBLIC_URL, fill quotes' `webhookUrl` with this gateway's own bound URL. Only right
   * when the upstream runs on this machine (the sandbox).
   */
  selfWebhook?: boolean;
  /** The sandbox's demo address, for GraphiQL's deposit-address tab (sandbox mode). */
  demoDepositAddress?: DemoDepositAddress;
  /** The sandbox's development deposits, for GraphiQL's guided flow (sandbox mode on local chains). */
  sandboxDeposits?: SandboxDeposits;
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

/** How long the webhook public key is cached (a failing signature refetches it at once). */
const PUBLIC_KEY_TTL_MS = 10 * 60_000;
/** How many times yoga runs a query text before it is compiled, by GRAPHQL_COMPILED mode. */
const COMPILE_AFTER_RUNS = { auto: 2, eager: 1 } as const;
/** A Redis outage fails every cache read: it is logged once per this period, not once per query. */
const CACHE_WARNING_EVERY_MS = 60_000;

/** What no log line may show: the keys, and the operator's RPC URLs, which usually carry an API key. */
const secretsOf = (config: Config) => [
  config.bridgeApiKey,
  config.adminToken,
  config.metricsToken,
  ...Object.values(config.chains.rpcUrls),
];

/**
 * The documents yoga parsed and the compiled path compiled (one cache bounded by bytes), the
 * compiled path and the response cache beside it, as GRAPHQL_COMPILED and the cache settings ask.
 */
function createCompiledPath(config: Config, now?: () => number) {
  const documents: DocumentCache<CompiledState> = createDocumentCache(config.documentCacheMaxBytes);
  const compiled =
    config.compiledQueries === "off"
      ? undefined
      : createCompiledOperations(schema, COMPILE_AFTER_RUNS[config.compiledQueries], documents);
  const responseCache =
    compiled && config.cache.enabled && config.cache.responseMaxBytes > 0
      ? createResponseCache({ maxBytes: config.cache.responseMaxBytes, maxTtlMs: config.cache.immutableTtlMs, now })
      : undefined;
  return { documents, compiled, responseCache };
}

/**
 * What a write by this gateway (a cancel) ends: the answers holding the transfer here at once, and
 * on every instance through the bus the webhook events take. The bus is built after the reads
 * (the relay evicts through them); a write only comes once both exist.
 */
function writeEvictions(responseCache: ResponseCache | undefined, logger: Logger) {
  const writes = {
    bus: undefined as EventBus | undefined,
    async onEvicted(id: string): Promise<void> {
      responseCache?.evict([topic("transaction", id)]);
      if (!writes.bus) return;
      await announceWrite(writes.bus, id).catch((err: unknown) =>
        logger.warn(
          { err: (err as Error).message },
          "could not tell other instances of a write; their answers end with their lifetime",
        ),
      );
    },
  };
  return writes;
}

/** The hosts a caller's `webhookUrl` may name: the configured ones, loopback, and this gateway's own. */
function webhookUrlPolicyOf(config: Config): WebhookUrlPolicy {
  const own = [config.host, config.publicUrl && new URL(config.publicUrl).hostname.replace(/^\[|\]$/g, "")];
  return {
    allowed: config.webhookUrlHosts,
    own: own.filter((h): h is string => !!h && h !== "0.0.0.0" && h !== "::").map((h) => h.toLowerCase()),
  };
}

/** The shared cache (Redis when configured) and the reads over it; `onEvicted` hears each transaction it drops. */
function createReads(
  config: Config,
  client: BridgeClient,
  infra: {
    redis?: RedisConnections;
    logger: Logger;
    metrics: Metrics;
    onEvicted: (id: string) => Promise<void>;
    now?: () => number;
  },
) {
  let lastCacheWarning = 0;
  const cache = createSharedCache({
    ...config.cache,
    redis: infra.redis?.cache,
    keyPrefix: `${config.redisKeyPrefix}cache:`,
    now: infra.now,
    onError: (err) => {
      if (Date.now() - lastCacheWarning < CACHE_WARNING_EVERY_MS) return;
      lastCacheWarning = Date.now();
      infra.logger.warn({ err: (err as Error).message }, "cache unavailable, reading through to the upstream");
    },
  });
  return createCachedReads(
    client,
    cache,
    { ...config.cache, publicKeyTtlMs: PUBLIC_KEY_TTL_MS },
    {
      onOutcome: (name, hit) => (hit ? infra.metrics.cacheHits : infra.metrics.cacheMisses).inc({ cache: name }),
      onTransactionEvicted: infra.onEvicted,
      tracing: config.tracing.enabled,
      now: infra.now,
    },
  );
}

/** What the HTTP side is built from. */
interface HttpSideDeps {
  security: Security;
  buildContext: (caller: Caller) => GatewayContext;
  compiledPath: ReturnType<typeof createCompiledPath>;
  events: Events;
  gatewayTenant: string | undefined;
  readiness: () => Promise<[number, Record<string, unknown>]>;
  logger: Logger;
  metrics: Metrics;
  demoDepositAddress?: DemoDepositAddress;
  sandboxDeposits?: SandboxDeposits;
}

/** The HTTP server: yoga's endpoint, the compiled path beside it, the webhook route, health and metrics. */
function createHttpSide(config: Config, deps: HttpSideDeps) {
  const { security, buildContext, logger, metrics } = deps;
  const { documents, compiled, responseCache } = deps.compiledPath;
  return createHttpServer({
    graphql: createGraphqlEndpoint({
      schema,
      buildContext,
      security,
      logger,
      metrics,
      graphiqlTabs: config.graphiql ? graphiqlExampleTabs(deps.demoDepositAddress, deps.sandboxDeposits) : undefined,
      tracing: config.tracing.enabled,
      documents,
      admitCompiled: compiled?.plugin,
    }),
    fastPath:
      compiled &&
      createFastPath({
        operations: compiled,
        buildContext,
        cors: security.cors,
        admission: security.admission,
        responseCache,
        tracing: config.tracing.enabled,
        logger,
        metrics,
      }),
    callers: createCallerResolver({
      gatewayTenant: deps.gatewayTenant,
      adminToken: config.adminToken,
      trustedProxyHops: config.security.trustedProxyHops,
    }),
    security,
    webhookPath: config.webhookPath,
    receiveWebhook: deps.events.receiveWebhook,
    readiness: deps.readiness,
    registry: metrics.registry,
    metricsToken: config.metricsToken,
    logger,
    bodyDeadlineMs: config.bodyDeadlineMs,
    onBodyDeadline: () => metrics.bodyDeadlineExceeded.inc(),
  });
}

/** `/readyz`: the upstream answers and (when configured) Redis has a live master for every slot. */
function readinessOf(upstream: Upstream, redis: RedisConnections | undefined) {
  return async (): Promise<[number, Record<string, unknown>]> => {
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
      probe("upstream", () => upstream.client.webhookPublicKey()),
      // On a cluster: a live master for every slot, not one node's PING.
      ...(redis ? [probe("redis", () => redis.healthy())] : []),
    ]);
    const ready = Object.values(checks).every((c) => c === "ok");
    return [ready ? 200 : 503, { status: ready ? "ready" : "not ready", checks, circuit: upstream.breaker.state }];
  };
}

/** The parts whose lifetimes the gateway's start and stop order. */
interface Lifetimes {
  http: HttpServer;
  events: Events;
  upstream: Upstream;
  redis: RedisConnections | undefined;
  onListening: (url: string) => void;
}

/** Start: Redis, listen, then the backfill. Stop (once, bounded by `config.shutdownTimeoutMs`): the HTTP side, then the upstream pool, then Redis. */
function startStop(config: Config, { http, events, upstream, redis, onListening }: Lifetimes): Gateway {
  async function shutdown(): Promise<void> {
    const deadline = Date.now() + config.shutdownTimeoutMs;
    await http.close(deadline, () => events.stop());
    const left = new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())).unref());
    await Promise.race([upstream.close(), left]);
    await redis?.quit();
  }

  let stopping: Promise<void> | undefined;
  return {
    client: upstream.client,
    tokens: upstream.tokens,
    bus: events.bus,
    async start() {
      // Fail-fast connections refuse commands until ready: waiting keeps a fresh instance from starting cold.
      if (redis) await firstConnection(redis.cache);
      const { url } = await http.listen(config.port, config.host);
      onListening(url);
      // After listening: the backfill relays to subscribers, and ones that resume must find the history.
      events.start();
      return { url };
    },
    stop() {
      stopping ??= shutdown();
      return stopping;
    },
  };
}

/**
 * The composition root: builds each part from the config and hands it the infrastructure it
 * needs, inside out: metrics and Redis, upstream, cached reads, events, then the HTTP side.
 */
export async function createGateway(config: Config, deps: GatewayDeps = {}): Promise<Gateway> {
  const { bridgeApiUrl } = config;
  if (!bridgeApiUrl) throw new Error("createGateway needs config.bridgeApiUrl (main.ts starts the sandbox when it is unset)");
  const logger = deps.logger ?? createLogger(config.logLevel, undefined, secretsOf(config));
  const metrics = createMetrics({ recordReads: () => RECORD_READS, documentCacheBytes: () => compiledPath.documents.bytes });
  const redisTarget = config.redisCluster ?? config.redisUrl;
  // Imported only when configured: without Redis, ioredis (about 20 ms of the start) is never loaded.
  const redis = redisTarget ? (await import("./redis/connect.js")).connectRedis(redisTarget, { logger, metrics }) : undefined;
  const gatewayTenant = config.bridgeApiKey ? gatewayTenantOf(config.bridgeApiKey) : undefined;

  const upstream = createUpstream(
    { ...config, bridgeApiUrl },
    {
      metrics,
      logger,
      now: deps.now,
      sharedToken:
        redis && gatewayTenant ? createRedisTokenStore(redis.cache, `${config.redisKeyPrefix}jwt:${gatewayTenant}`) : undefined,
    },
  );
  const { client } = upstream;

  // Rate-limit counters share the cache's fail-fast connection: a Redis outage must not stall requests.
  const security = createSecurity(config, { redis: redis?.cache, logger });
  const compiledPath = createCompiledPath(config, deps.now);
  const { responseCache } = compiledPath;
  const writes = writeEvictions(responseCache, logger);
  const reads = createReads(config, client, { redis, logger, metrics, onEvicted: writes.onEvicted, now: deps.now });

  const events = createEvents(config, {
    redis,
    client,
    freshPublicKey: () => reads.freshWebhookPublicKey(),
    backfillCredential: gatewayTenant ? { kind: "gateway", tenant: gatewayTenant } : undefined,
    logger,
    metrics,
    // Before publishing: a subscriber that re-reads on an event must not get the stale record.
    onEvent: (e) => reads.evictForEvent(e.event),
  });

  let boundUrl: string | undefined;
  const buildContext = createContextFactory({
    client,
    reads,
    streams: events.streams,
    defaultWebhookUrl: () => {
      const base = config.publicUrl ?? (deps.selfWebhook ? boundUrl : undefined);
      return base && base + config.webhookPath;
    },
    webhookUrlPolicy: webhookUrlPolicyOf(config),
    upstreamConcurrency: config.upstream.concurrency,
    cursors: createCursorCodec(cursorKey(config.cursorSecret, config.bridgeApiKey)),
    chains: createChains(config, { metrics, logger }),
  });
  writes.bus = events.bus;
  if (responseCache) {
    evictOnEvents(responseCache, events.bus, (err) => logger.warn({ err }, "response cache stopped hearing events; emptied"));
  }
  const http = createHttpSide(config, {
    security,
    buildContext,
    compiledPath,
    events,
    gatewayTenant,
    readiness: readinessOf(upstream, redis),
    logger,
    metrics,
    demoDepositAddress: deps.demoDepositAddress,
    sandboxDeposits: deps.sandboxDeposits,
  });

  return startStop(config, { http, events, upstream, redis, onListening: (url) => (boundUrl = url) });
}
