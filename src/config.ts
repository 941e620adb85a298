import { z } from "zod";

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const optionalUrl = optionalString.pipe(z.url().optional());

const boolean = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

const positiveInt = z.coerce.number().int().positive();
/** Node runs a timer set past 2^31-1 ms after 1 ms: a longer deadline or interval would fire at once. */
const MAX_TIMER_MS = 2_147_483_647;
const timerMs = positiveInt.max(MAX_TIMER_MS);

/** `host:port` or `[ipv6]:port`. */
const NODE = /^(?:\[([^\]]+)\]|([^:\s,[\]]+)):(\d{1,5})$/;

/** A Redis Cluster to connect to (`REDIS_CLUSTER_NODES`, or a `redis+cluster://` URL). */
export interface RedisClusterConfig {
  nodes: { host: string; port: number }[];
  username?: string;
  password?: string;
  /** `rediss+cluster://`: TLS to every node. */
  tls: boolean;
}

/** `host:port,host:port,...` as cluster seed nodes; undefined if any entry is not one. */
function parseNodes(list: string): RedisClusterConfig["nodes"] | undefined {
  const nodes = list
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = NODE.exec(entry);
      const port = Number(match?.[3]);
      return match && port >= 1 && port <= 65535 ? { host: (match[1] ?? match[2])!, port } : undefined;
    });
  return nodes.length > 0 && nodes.every((n) => n !== undefined) ? nodes : undefined;
}

/** `redis+cluster://[user:password@]host:port,host:port[/]` (`rediss+cluster://` for TLS). */
const CLUSTER_URL = /^(rediss?)\+cluster:\/\/(?:([^@/]*)@)?([^/@?#]+)\/?$/;

function parseClusterUrl(url: string): RedisClusterConfig | undefined {
  const match = CLUSTER_URL.exec(url);
  const nodes = match && parseNodes(match[3]!);
  if (!match || !nodes) return undefined;
  const [user, ...password] = (match[2] ?? "").split(":");
  const decode = (v: string | undefined) => (v ? decodeURIComponent(v) : undefined);
  return { nodes, username: decode(user), password: decode(password.join(":")), tls: match[1] === "rediss" };
}

/**
 * `NAME=url,NAME=url`: an RPC per chain name. Issues never quote a value: an operator's RPC URL
 * usually carries an API key.
 */
function parseRpcUrls(list: string, ctx: z.RefinementCtx): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const entry of list
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean)) {
    const at = entry.indexOf("=");
    const name = entry.slice(0, at).trim();
    const url = entry.slice(at + 1).trim();
    if (at <= 0 || !/^[A-Z0-9_]{1,64}$/.test(name) || !z.url({ protocol: /^https?$/ }).safeParse(url).success) {
      ctx.addIssue({
        code: "custom",
        message: "must be CHAIN=https://...,CHAIN=https://... (chain names as the vendor spells them)",
      });
      return z.NEVER;
    }
    urls[name] = url;
  }
  return urls;
}

/** `WEBHOOK_URL_ALLOWED_HOSTS` as hosts (lower case, IPv6 without brackets), or `any`. */
function webhookUrlHostsOf(list: string | undefined, sandboxMode: boolean): string[] | "any" {
  if (list === undefined) return sandboxMode ? [] : "any";
  const hosts = list
    .split(",")
    .map((h) =>
      h
        .trim()
        .toLowerCase()
        .replace(/^\[|\]$/g, ""),
    )
    .filter(Boolean);
  return hosts.includes("*") ? "any" : hosts;
}

const isRedisUrl = (v: string) => z.url({ protocol: /^rediss?$/ }).safeParse(v).success;

export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default("0.0.0.0"),
  BRIDGE_API_URL: optionalUrl,
  BRIDGE_API_KEY: optionalString,
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .refine(
        (v) => isRedisUrl(v) || parseClusterUrl(v) !== undefined,
        "must be redis://host:port, rediss://host:port or redis+cluster://host:port,host:port",
      )
      .optional(),
  ),
  REDIS_CLUSTER_NODES: optionalString.pipe(
    z
      .string()
      .refine((v) => parseNodes(v) !== undefined, "must be host:port,host:port,... (seed nodes of a Redis Cluster)")
      .optional(),
  ),
  REDIS_KEY_PREFIX: z.string().min(1).default("bridge-gw:"),
  PUBLIC_URL: optionalUrl,
  WEBHOOK_PATH: z
    .string()
    .regex(/^\/[A-Za-z0-9/_-]*[A-Za-z0-9_-]$/, "must be an absolute path such as /webhooks/bridge")
    .default("/webhooks/bridge"),
  WEBHOOK_MAX_BODY_BYTES: positiveInt.default(256 * 1024),
  WEBHOOK_URL_ALLOWED_HOSTS: optionalString,
  GATEWAY_ADMIN_TOKEN: optionalString,
  METRICS_TOKEN: optionalString,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  UPSTREAM_TIMEOUT_MS: timerMs.default(10_000),
  UPSTREAM_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  UPSTREAM_CONNECTIONS: positiveInt.default(64),
  UPSTREAM_CONCURRENCY: positiveInt.default(16),
  UPSTREAM_BREAKER_THRESHOLD: positiveInt.default(5),
  UPSTREAM_BREAKER_HALF_OPEN_MS: positiveInt.default(10_000),
  CHAIN_RPC_URLS: z.string().default("").transform(parseRpcUrls),
  CHAIN_RPC_TIMEOUT_MS: timerMs.default(3_000),
  CHAIN_RPC_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
  EVENT_BACKFILL_INTERVAL_MS: z.coerce.number().int().min(0).max(MAX_TIMER_MS).default(60_000),
  EVENT_BACKFILL_OVERLAP_MS: z.coerce.number().int().min(0).default(60_000),
  EVENT_HISTORY_SIZE: positiveInt.default(100),
  EVENT_HISTORY_TTL_S: positiveInt.default(86_400),
  GRAPHQL_MAX_SUBSCRIPTIONS_PER_CALLER: positiveInt.default(100),
  WATCH_REREAD_MS: z.coerce.number().int().min(0).max(MAX_TIMER_MS).default(15_000),
  WATCH_REREAD_MAX_PER_S: positiveInt.default(50),
  SHUTDOWN_TIMEOUT_MS: timerMs.default(10_000),
  GRAPHQL_INTROSPECTION: boolean.default(true),
  GRAPHIQL: boolean.optional(),
  GRAPHQL_FEDERATION: boolean.default(false),
  GRAPHQL_MAX_DEPTH: positiveInt.default(10),
  GRAPHQL_MAX_ALIASES: positiveInt.default(30),
  GRAPHQL_MAX_TOKENS: positiveInt.default(5_000),
  GRAPHQL_MAX_COST: positiveInt.default(5_000),
  GRAPHQL_MAX_BODY_BYTES: positiveInt.default(1024 * 1024),
  BODY_DEADLINE_MS: timerMs.default(5_000),
  GRAPHQL_DOCUMENT_CACHE_MAX_BYTES: positiveInt.default(16 * 1024 * 1024),
  CORS_ORIGINS: optionalString.pipe(
    z
      .string()
      .transform((v) =>
        v
          .split(",")
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url().or(z.literal("*"))).min(1))
      .optional(),
  ),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  PERSISTED_OPERATIONS: z.enum(["off", "allow", "only"]).default("off"),
  PERSISTED_OPERATIONS_FILE: z.string().min(1).default("test/gql/persisted-documents.json"),
  CACHE_TTL_S: positiveInt.default(86_400),
  CACHE_PENDING_TTL_MS: z.coerce.number().int().min(0).default(2_000),
  CACHE_MAX_ENTRIES: positiveInt.default(10_000),
  CACHE_ENABLED: boolean.default(true),
  RESPONSE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(16 * 1024 * 1024),
  // `true` and `false` stay accepted as the names they had before the modes.
  GRAPHQL_COMPILED: z
    .enum(["auto", "eager", "off", "true", "false", "1", "0"])
    .default("auto")
    .transform((v): CompiledQueriesMode => (v === "true" || v === "1" ? "auto" : v === "false" || v === "0" ? "off" : v)),
  // OpenTelemetry's standard variables (https://opentelemetry.io/docs/specs/otel/configuration/sdk-environment-variables/).
  OTEL_SDK_DISABLED: boolean.default(false),
  OTEL_TRACES_EXPORTER: optionalString,
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optionalUrl,
  OTEL_EXPORTER_OTLP_HEADERS: optionalString,
  OTEL_EXPORTER_OTLP_TRACES_HEADERS: optionalString,
  OTEL_SERVICE_NAME: z.string().min(1).default("bridge-graphql-gateway"),
  CACHE_CONFIG_TTL_S: positiveInt.default(300),
  CACHE_PRICES_TTL_MS: positiveInt.default(10_000),
  CURSOR_SECRET: optionalString.pipe(z.string().min(16, "must be at least 16 characters").optional()),
});

type Env = z.output<typeof envSchema>;

/** `k1=v1,k2=v2` (values percent-encoded), the OTEL_EXPORTER_OTLP_HEADERS format. */
function otlpHeaders(...lists: (string | undefined)[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const list of lists) {
    for (const pair of list?.split(",") ?? []) {
      const at = pair.indexOf("=");
      if (at > 0) headers[pair.slice(0, at).trim()] = decodeURIComponent(pair.slice(at + 1).trim());
    }
  }
  return headers;
}

/** The gateway's whole configuration, read once at start-up. */
export interface Config {
  port: number;
  host: string;
  /** Upstream base URL; undefined means "run the embedded sandbox". */
  bridgeApiUrl: string | undefined;
  /** Integrator API key exchanged for a JWT; undefined means callers must bring their own `Authorization`. */
  bridgeApiKey: string | undefined;
  /** Enables the shared Redis cache and pub/sub; undefined means in-memory, single instance (or a cluster). */
  redisUrl: string | undefined;
  /**
   * A Redis Cluster instead of one Redis (`REDIS_CLUSTER_NODES`, or a `redis+cluster://` REDIS_URL):
   * the same state, hash-slotted over its masters, and sharded pub/sub. `redisUrl` is then undefined.
   */
  redisCluster: RedisClusterConfig | undefined;
  /** Prefix for every Redis key and channel, so several deployments (or test runs) can share one Redis. */
  redisKeyPrefix: string;
  publicUrl: string | undefined;
  webhookPath: string;
  /**
   * Hosts a caller's `webhookUrl` may name besides loopback and the gateway's own (`PUBLIC_URL`,
   * `HOST`): `WEBHOOK_URL_ALLOWED_HOSTS` (comma-separated; `*` any host). Unset: none in sandbox
   * mode, where the sandbox in this process delivers the events; any host with a real upstream,
   * which delivers them from its own network. Link-local and metadata hosts are refused unless named.
   */
  webhookUrlHosts: string[] | "any";
  webhookMaxBodyBytes: number;
  adminToken: string | undefined;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  upstream: {
    timeoutMs: number;
    /** Retries for idempotent GETs on network errors and 502/503/504. */
    retries: number;
    /** Keep-alive connections in the pool to the upstream. */
    connections: number;
    /** Upstream calls one operation may have in flight at once. */
    concurrency: number;
    /** Circuit breaker: consecutive unavailability failures that open it, and the wait before a trial call. */
    circuit: { threshold: number; halfOpenAfterMs: number };
  };
  /**
   * The chains' JSON-RPC, read for deposit preflights (src/chain/). The breaker thresholds are the
   * upstream's (`upstream.circuit`), one breaker per chain.
   */
  chains: {
    /**
     * RPC URL per chain name, used instead of the vendor config's public `rpc` (`CHAIN_RPC_URLS`).
     * Server-side only: never shown in the graph, logs or metrics, since such URLs carry API keys.
     */
    rpcUrls: Record<string, string>;
    /** Deadline of one JSON-RPC round trip; after it the plan answers without a preflight. */
    timeoutMs: number;
    /** Retries of a round trip on network errors and 502/503/504 (every read is idempotent). */
    retries: number;
  };
  events: {
    /** How often the missed-events cursor is read as a safety net, in ms; 0 = only on start-up and after a Redis outage. */
    backfillIntervalMs: number;
    /** How far before the last relayed event's `ts` a backfill starts, for events delivered out of order. */
    backfillOverlapMs: number;
    /** Events kept per topic for `transactionEvents(afterEventId:)`. */
    historySize: number;
    /** How long a topic's history outlives its last event, in seconds. */
    historyTtlSeconds: number;
    /** Subscriptions one caller (credential, else address) may hold open at once, over every instance. */
    maxSubscriptionsPerCaller: number;
    /** How often a watched transfer that is not final is read again, for the states no webhook announces; 0 = never. */
    watchRereadMs: number;
    /** Most of those reads a second per instance. */
    watchRereadMaxPerSecond: number;
  };
  /** Longest a graceful shutdown may take before remaining connections are cut. */
  shutdownTimeoutMs: number;
  /**
   * How long a request may take to arrive whole, headers and body (`BODY_DEADLINE_MS`): a slower or
   * truncated one is answered 408 and its connection closed (http/body-deadline.ts).
   */
  bodyDeadlineMs: number;
  /** The bytes of query documents (their text, syntax tree and compiled form) kept per instance (twins/graphql/document-cache.ts). */
  documentCacheMaxBytes: number;
  introspection: boolean;
  /** GraphiQL on `GET /graphql` for a browser: `GRAPHIQL`, by default only in sandbox mode (no BRIDGE_API_URL). */
  graphiql: boolean;
  /** Serve the schema as a Federation 2 subgraph (`_service`, `_entities`, `@key`s) for a router: `GRAPHQL_FEDERATION`. */
  federation: boolean;
  /** `/metrics` answers only `Authorization: Bearer <this>` when set; open when unset (set it in production). */
  metricsToken: string | undefined;
  /**
   * Runs JSON queries compiled (graphql-jit) beside yoga's pipeline (twins/graphql/fast-path.ts): `auto`
   * from a text's third request on (yoga runs it twice first), `eager` from its second (compiled
   * at its first run), `off` never (every request goes through yoga).
   */
  compiledQueries: CompiledQueriesMode;
  /** Abuse limits on `/graphql` (see src/security/). */
  security: {
    maxDepth: number;
    maxAliases: number;
    maxTokens: number;
    maxCost: number;
    /** Larger request bodies get `413`. */
    maxBodyBytes: number;
    /** Origins allowed by CORS; undefined allows any origin. */
    corsOrigins: string[] | undefined;
    /** Requests per minute per client (credential hash, else IP); 0 = unlimited. */
    rateLimitPerMinute: number;
    /** Reverse proxies in front of the gateway whose `X-Forwarded-For` entry names the client; 0 = use the TCP peer. */
    trustedProxyHops: number;
    /** `only` accepts nothing but the allow-listed documents of `persistedOperationsFile`, by hash. */
    persistedOperations: "off" | "allow" | "only";
    persistedOperationsFile: string;
    /**
     * "Did you mean …" in validation errors. Only in sandbox mode (no BRIDGE_API_URL), a developer's
     * own machine: against a real upstream they would map the schema for someone without introspection.
     */
    fieldSuggestions: boolean;
  };
  /**
   * OpenTelemetry tracing, off unless OTEL_TRACES_EXPORTER=otlp or an OTLP endpoint is set (and
   * OTEL_SDK_DISABLED is not true): spans are exported over OTLP/HTTP.
   */
  tracing: {
    enabled: boolean;
    /** Where spans are posted: OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, else OTEL_EXPORTER_OTLP_ENDPOINT + `/v1/traces`. */
    endpoint: string;
    headers: Record<string, string>;
    serviceName: string;
  };
  cache: {
    /** False turns the shared cache off (every read goes upstream; single-flight stays), e.g. to measure the uncached path. */
    enabled: boolean;
    /** How long data that cannot change (EXECUTED records, swap calldata) is kept, in ms. */
    immutableTtlMs: number;
    /** How long in-flight records (by deposit hash) may be served from the cache, in ms; 0 = never. */
    pendingTtlMs: number;
    /** Entries of the in-memory cache used without Redis. */
    maxEntries: number;
    /** How long the vendor's public catalogue (chains, tokens, swap tokens, SDA supported tokens) is kept, in ms. */
    configTtlMs: number;
    /** How long USD prices are kept, in ms. */
    pricesTtlMs: number;
    /** Bound of the in-process cache of whole query answers (twins/graphql/response-cache.ts), in bytes; 0 = off. */
    responseMaxBytes: number;
  };
  /**
   * Signs pagination cursors so a tampered or foreign cursor is refused. Unset: derived from
   * BRIDGE_API_KEY (the same for every instance of a deployment), else random per process.
   */
  cursorSecret: string | undefined;
}

/** When a query text starts running compiled (see {@link Config.compiledQueries}). */
export type CompiledQueriesMode = "auto" | "eager" | "off";

/** Thrown for an invalid environment; the message names every bad variable. */
export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

/** The abuse limits of `/graphql`. */
function securityOf(e: Env): Config["security"] {
  return {
    maxDepth: e.GRAPHQL_MAX_DEPTH,
    maxAliases: e.GRAPHQL_MAX_ALIASES,
    maxTokens: e.GRAPHQL_MAX_TOKENS,
    maxCost: e.GRAPHQL_MAX_COST,
    maxBodyBytes: e.GRAPHQL_MAX_BODY_BYTES,
    corsOrigins: e.CORS_ORIGINS,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustedProxyHops: e.TRUSTED_PROXY_HOPS,
    persistedOperations: e.PERSISTED_OPERATIONS,
    persistedOperationsFile: e.PERSISTED_OPERATIONS_FILE,
    fieldSuggestions: e.BRIDGE_API_URL === undefined,
  };
}

/** OpenTelemetry's standard variables, read as the SDK reads them. */
function tracingOf(e: Env): Config["tracing"] {
  return {
    enabled:
      !e.OTEL_SDK_DISABLED &&
      e.OTEL_TRACES_EXPORTER !== "none" &&
      (e.OTEL_TRACES_EXPORTER === "otlp" ||
        e.OTEL_EXPORTER_OTLP_ENDPOINT !== undefined ||
        e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT !== undefined),
    endpoint:
      e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
      `${(e.OTEL_EXPORTER_OTLP_ENDPOINT ?? "http://localhost:4318").replace(/\/+$/, "")}/v1/traces`,
    headers: otlpHeaders(e.OTEL_EXPORTER_OTLP_HEADERS, e.OTEL_EXPORTER_OTLP_TRACES_HEADERS),
    serviceName: e.OTEL_SERVICE_NAME,
  };
}

/** The shared cache and the response cache. */
function cacheOf(e: Env): Config["cache"] {
  return {
    enabled: e.CACHE_ENABLED,
    immutableTtlMs: e.CACHE_TTL_S * 1000,
    pendingTtlMs: e.CACHE_PENDING_TTL_MS,
    maxEntries: e.CACHE_MAX_ENTRIES,
    configTtlMs: e.CACHE_CONFIG_TTL_S * 1000,
    pricesTtlMs: e.CACHE_PRICES_TTL_MS,
    responseMaxBytes: e.RESPONSE_CACHE_MAX_BYTES,
  };
}

/** The Redis Cluster to use: REDIS_CLUSTER_NODES, or a `redis+cluster://` REDIS_URL. */
function redisClusterOf(e: Env): RedisClusterConfig | undefined {
  if (e.REDIS_CLUSTER_NODES) return { nodes: parseNodes(e.REDIS_CLUSTER_NODES)!, tls: false };
  return e.REDIS_URL ? parseClusterUrl(e.REDIS_URL) : undefined;
}

/**
 * Parses the environment into a {@link Config}. The only reader of `process.env` in the gateway.
 * @throws ConfigError naming each invalid variable.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.REDIS_CLUSTER_NODES && e.REDIS_URL) {
    throw new ConfigError(
      "Invalid configuration:\n  REDIS_CLUSTER_NODES: set it or REDIS_URL, not both (credentials go in a redis+cluster:// REDIS_URL)",
    );
  }
  const redisCluster = redisClusterOf(e);
  return {
    port: e.PORT,
    host: e.HOST,
    bridgeApiUrl: e.BRIDGE_API_URL?.replace(/\/+$/, ""),
    bridgeApiKey: e.BRIDGE_API_KEY,
    redisUrl: redisCluster ? undefined : e.REDIS_URL,
    redisCluster,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ""),
    webhookPath: e.WEBHOOK_PATH,
    webhookUrlHosts: webhookUrlHostsOf(e.WEBHOOK_URL_ALLOWED_HOSTS, e.BRIDGE_API_URL === undefined),
    webhookMaxBodyBytes: e.WEBHOOK_MAX_BODY_BYTES,
    adminToken: e.GATEWAY_ADMIN_TOKEN,
    logLevel: e.LOG_LEVEL,
    upstream: {
      timeoutMs: e.UPSTREAM_TIMEOUT_MS,
      retries: e.UPSTREAM_RETRIES,
      connections: e.UPSTREAM_CONNECTIONS,
      concurrency: e.UPSTREAM_CONCURRENCY,
      circuit: { threshold: e.UPSTREAM_BREAKER_THRESHOLD, halfOpenAfterMs: e.UPSTREAM_BREAKER_HALF_OPEN_MS },
    },
    chains: { rpcUrls: e.CHAIN_RPC_URLS, timeoutMs: e.CHAIN_RPC_TIMEOUT_MS, retries: e.CHAIN_RPC_RETRIES },
    events: {
      backfillIntervalMs: e.EVENT_BACKFILL_INTERVAL_MS,
      backfillOverlapMs: e.EVENT_BACKFILL_OVERLAP_MS,
      historySize: e.EVENT_HISTORY_SIZE,
      historyTtlSeconds: e.EVENT_HISTORY_TTL_S,
      maxSubscriptionsPerCaller: e.GRAPHQL_MAX_SUBSCRIPTIONS_PER_CALLER,
      watchRereadMs: e.WATCH_REREAD_MS,
      watchRereadMaxPerSecond: e.WATCH_REREAD_MAX_PER_S,
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    bodyDeadlineMs: e.BODY_DEADLINE_MS,
    documentCacheMaxBytes: e.GRAPHQL_DOCUMENT_CACHE_MAX_BYTES,
    introspection: e.GRAPHQL_INTROSPECTION,
    graphiql: e.GRAPHIQL ?? e.BRIDGE_API_URL === undefined,
    federation: e.GRAPHQL_FEDERATION,
    metricsToken: e.METRICS_TOKEN,
    compiledQueries: e.GRAPHQL_COMPILED,
    security: securityOf(e),
    tracing: tracingOf(e),
    cache: cacheOf(e),
    cursorSecret: e.CURSOR_SECRET,
  };
}
