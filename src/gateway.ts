import { createChains, type Chains } from "./chain/index.js";
import { createCallerResolver, gatewayTenantOf, type Caller } from "./caller.js";
import type { Config } from "./config.js";
import { createEvents, type Events } from "./events/index.js";
import type { EventBus } from "./events/pubsub.js";
import type { WebhookUrlPolicy } from "./schema/webhook-url.js";
import { createCompiledOperations, type CompiledState } from "./twins/graphql/compiled-operations.js";
import { createDocumentCache, type DocumentCache } from "./twins/graphql/document-cache.js";
import { createContextFactory, type GatewayContext } from "./schema/context.js";
import { createFastPath } from "./twins/graphql/fast-path.js";
import { createResponseCache, evictOnEvents } from "./twins/graphql/response-cache.js";
import { graphiqlExampleTabs, type DemoDepositAddress, type SandboxDeposits } from "./http/graphiql-examples.js";
import { createHttpServer, type HttpServer } from "./http/server.js";
import { createGraphqlEndpoint } from "./http/yoga.js";
import { createSharedCache } from "./loaders/cache.js";
import { createCachedReads } from "./loaders/cached-reads.js";
import { currentTransferReader } from "./loaders/current-transfer.js";
import { readRights } from "./loaders/read-rights.js";
import { createLogger, type Logger } from "./observability/logger.js";
import { createMetrics, type MetricSources, type Metrics } from "./observability/metrics.js";
import { throttledWarning } from "./observability/throttled-warning.js";
import { RECORD_READS } from "./twins/wire/fast-reader.js";
import { firstConnection } from "./redis/cluster.js";
import type { RedisConnections } from "./redis/connect.js";
import { createCursorCodec, cursorKey } from "./schema/cursor.js";
import { schema as wholeGraph, subgraphSchema } from "./schema/index.js";
import type { GraphQLSchema } from "graphql";
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
function createCompiledPath(config: Config, schema: GraphQLSchema, now?: () => number) {
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

/** The hosts a caller's `webhookUrl` may name: the configured ones, loopback, and this gateway's own. */
function webhookUrlPolicyOf(config: Config): WebhookUrlPolicy {
  const own = [config.host, config.publicUrl && new URL(config.publicUrl).hostname.replace(/^\[|\]$/g, "")];
  return {
    allowed: config.webhookUrlHosts,
    own: own.filter((h): h is string => !!h && h !== "0.0.0.0" && h !== "::").map((h) => h.toLowerCase()),
  };
}

/** The shared cache (Redis when configured) and the reads over it. */
function createReads(
  config: Config,
  client: BridgeClient,
  infra: { redis?: RedisConnections; logger: Logger; metrics: Metrics; now?: () => number },
) {
  const warn = throttledWarning(infra.logger, CACHE_WARNING_EVERY_MS, "cache unavailable, reading through to the upstream");
  const cache = createSharedCache({
    ...config.cache,
    redis: infra.redis?.cache,
    keyPrefix: `${config.redisKeyPrefix}cache:`,
    now: infra.now,
    onError: (err) => warn("cache", { err: (err as Error).message }),
  });
  return createCachedReads(
    client,
    cache,
    { ...config.cache, publicKeyTtlMs: PUBLIC_KEY_TTL_MS },
    {
      onOutcome: (name, hit) => (hit ? infra.metrics.cacheHits : infra.metrics.cacheMisses).inc({ cache: name }),
      tracing: config.tracing.enabled,
      now: infra.now,
    },
  );
}

/** What the HTTP side is built from. */
interface HttpSideDeps {
  schema: GraphQLSchema;
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
      schema: deps.schema,
      buildContext,
      security,
      logger,
      metrics,
      graphiqlTabs: config.graphiql ? graphiqlExampleTabs(deps.demoDepositAddress, deps.sandboxDeposits) : undefined,
      tracing: config.tracing.enabled,
      documents,
      admitCompiled: compiled?.plugin,
      frames: deps.events.deliveries,
    }),
    graphiql: config.graphiql,
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
/**
 * `/readyz`: ready while the upstream and Redis answer. The chains' circuits are reported beside
 * them but never make the instance unready: a chain that is down only takes the preflight out of
 * plans, on every instance alike, and a load balancer gains nothing by dropping this one.
 */
function readinessOf(upstream: Upstream, redis: RedisConnections | undefined, chains: Chains) {
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
    const body = { status: ready ? "ready" : "not ready", checks, circuit: upstream.breaker.state, chains: chains.circuits() };
    return [ready ? 200 : 503, body];
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

/** What the metrics read when scraped, from parts the composition root makes after them. */
function metricSources(parts: () => { compiledPath: ReturnType<typeof createCompiledPath>; events: Events }): MetricSources {
  return {
    recordReads: () => RECORD_READS,
    documentCacheBytes: () => parts().compiledPath.documents.bytes,
    settleDeliveries: () => parts().events.deliveries.sweep(),
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
  const metrics = createMetrics(metricSources(() => ({ compiledPath, events })));
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
  // A subgraph (GRAPHQL_FEDERATION) is the same graph plus `_service` and `_entities`, served and compiled alike.
  const schema = config.federation ? subgraphSchema() : wholeGraph;
  const compiledPath = createCompiledPath(config, schema, deps.now);
  const { responseCache } = compiledPath;
  const reads = createReads(config, client, { redis, logger, metrics, now: deps.now });

  const events = createEvents(config, {
    redis,
    client,
    freshPublicKey: () => reads.freshWebhookPublicKey(),
    backfillCredential: gatewayTenant ? { kind: "gateway", tenant: gatewayTenant } : undefined,
    logger,
    metrics,
    // Before a change is published: a subscriber that re-reads on an event must not get the stale record.
    evict: (change) => reads.evictForEvent(change.event, change.transaction),
    readTransfer: currentTransferReader(reads),
    mayRead: readRights(reads),
  });

  let boundUrl: string | undefined;
  const chains = createChains(config, { metrics, logger });
  const buildContext = createContextFactory({
    client,
    reads,
    streams: events.streams,
    transferWritten: events.written,
    defaultWebhookUrl: () => {
      const base = config.publicUrl ?? (deps.selfWebhook ? boundUrl : undefined);
      return base && base + config.webhookPath;
    },
    webhookUrlPolicy: webhookUrlPolicyOf(config),
    upstreamConcurrency: config.upstream.concurrency,
    cursors: createCursorCodec(cursorKey(config.cursorSecret, config.bridgeApiKey)),
    chains,
  });
  if (responseCache) {
    evictOnEvents(responseCache, events.bus, (err) => logger.warn({ err }, "response cache stopped hearing events; emptied"));
  }
  const http = createHttpSide(config, {
    schema,
    security,
    buildContext,
    compiledPath,
    events,
    gatewayTenant,
    readiness: readinessOf(upstream, redis, chains),
    logger,
    metrics,
    demoDepositAddress: deps.demoDepositAddress,
    sandboxDeposits: deps.sandboxDeposits,
  });

  return startStop(config, { http, events, upstream, redis, onListening: (url) => (boundUrl = url) });
}
