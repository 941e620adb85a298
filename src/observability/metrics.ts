import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/** How a GraphQL operation ended. `error`: the result carries GraphQL errors; `typed-error`: none, but an expected failure as data (an `Error` type). */
export type OperationOutcome = "success" | "typed-error" | "error";

/** What became of one webhook delivery. */
export type WebhookOutcome = "verified" | "duplicate" | "rejected" | "failed";

/** Distinct operation names kept as metric labels; later ones count as "other". */
const MAX_OPERATION_LABELS = 200;

/** The gateway's Prometheus metrics, served at `GET /metrics`; see {@link createMetrics}. */
export type Metrics = ReturnType<typeof createMetrics>;

/** Figures kept elsewhere that the registry reads when scraped. */
export interface MetricSources {
  /** Transaction records read so far, by reader. */
  recordReads?: () => { compiled: number; zod: number };
  /** Estimated bytes of query documents kept (twins/graphql/document-cache.ts). */
  documentCacheBytes?: () => number;
  /** Observes the live deliveries that have settled (events/delivery-clock.ts), so a scrape has them. */
  settleDeliveries?: () => void;
}

/** Declares series on the given registries: `counter`, `gauge` and `histogram`, typed by their label names. */
function seriesOn(registers: Registry[]) {
  return {
    registers,
    counter: <L extends string = never>(name: string, help: string, labelNames: readonly L[] = []) =>
      new Counter<L>({ name, help, labelNames, registers }),
    gauge: <L extends string = never>(name: string, help: string, labelNames: readonly L[] = []) =>
      new Gauge<L>({ name, help, labelNames, registers }),
    histogram: <L extends string>(name: string, help: string, labelNames: readonly L[], buckets: number[]) =>
      new Histogram<L>({ name, help, labelNames, buckets, registers }),
  };
}

type Series = ReturnType<typeof seriesOn>;

/** What GraphQL operations did. */
function graphqlSeries({ counter, histogram, registers }: Series, sources: MetricSources) {
  return {
    /** What the document cache holds, against GRAPHQL_DOCUMENT_CACHE_MAX_BYTES. */
    documentCacheBytes: new Gauge({
      name: "gateway_graphql_document_cache_bytes",
      help: "Estimated bytes of parsed and compiled query documents kept (at most GRAPHQL_DOCUMENT_CACHE_MAX_BYTES).",
      registers,
      collect() {
        this.set(sources.documentCacheBytes?.() ?? 0);
      },
    }),

    /** GraphQL operations by name (`anonymous` without one), type and outcome. */
    operations: counter(
      "gateway_graphql_operations_total",
      "GraphQL operations by operation name, type and outcome (error: the result carries GraphQL errors; " +
        "typed-error: it carries an expected failure as data, an Error type of a result union).",
      ["operation", "type", "outcome"],
    ),

    /** Queries answered beside yoga (twins/graphql/fast-path.ts): run compiled, or from the response cache. */
    compiledOperations: counter(
      "gateway_graphql_compiled_operations_total",
      "Queries answered by the compiled fast path, by how (run: executed compiled; cached: from the response cache).",
      ["how"],
    ),

    /** Duration of GraphQL queries and mutations (subscriptions are long-lived and not timed). */
    operationDuration: histogram(
      "gateway_graphql_operation_duration_seconds",
      "Execution time of GraphQL queries and mutations.",
      ["operation", "type"],
      [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    ),
  };
}

/** What the upstream answered, and how its records read. */
function upstreamSeries({ counter, gauge, histogram, registers }: Series, sources: MetricSources) {
  return {
    /** Upstream attempts by endpoint (route pattern, no ids) and status (`error` for network failures and timeouts). */
    upstreamRequests: counter(
      "gateway_upstream_requests_total",
      "Upstream HTTP attempts by endpoint and status (error: no answer).",
      ["endpoint", "status"],
    ),

    /** Upstream attempt latency by endpoint and status. */
    upstreamDuration: histogram(
      "gateway_upstream_request_duration_seconds",
      "Upstream HTTP attempt latency by endpoint and status.",
      ["endpoint", "status"],
      [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    ),

    /** Upstream transaction records read, by reader (see twins/wire/fast-reader.ts); process-wide totals. */
    upstreamRecords: new Counter({
      name: "gateway_upstream_records_total",
      help:
        "Upstream transaction records read, by reader (compiled: the strict compiled check; " +
        "zod: the lenient reading of a record outside it, e.g. with an optional field that does not read).",
      labelNames: ["reader"] as const,
      registers,
      collect() {
        const reads = sources.recordReads?.();
        if (!reads) return;
        this.reset();
        this.inc({ reader: "compiled" }, reads.compiled);
        this.inc({ reader: "zod" }, reads.zod);
      },
    }),

    /** 1 for the upstream circuit breaker's current state, 0 for the others. */
    upstreamCircuit: gauge(
      "gateway_upstream_circuit_state",
      "Upstream circuit breaker state (1 = current): closed, open or half-open.",
      ["state"],
    ),
  };
}

/** What the chains' JSON-RPC answered (deposit preflights), by chain name: never by URL. */
function chainSeries({ counter, gauge, histogram }: Series) {
  return {
    /** JSON-RPC requests by chain, method and outcome (ok, error: a JSON-RPC error answer, timeout, unavailable). */
    chainRpcRequests: counter(
      "gateway_chain_rpc_requests_total",
      "Chain JSON-RPC requests by chain, method and outcome (ok, error, timeout, unavailable).",
      ["chain", "method", "status"],
    ),
    /** JSON-RPC request latency by chain and method (batched requests share their round trip). */
    chainRpcDuration: histogram(
      "gateway_chain_rpc_request_duration_seconds",
      "Chain JSON-RPC request latency by chain and method.",
      ["chain", "method"],
      [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    ),
    /** HTTP round trips to a chain's RPC (one carries a tick's JSON-RPC batch). */
    chainRpcRoundTrips: counter(
      "gateway_chain_rpc_round_trips_total",
      "HTTP round trips to a chain's JSON-RPC (each carries one JSON-RPC batch).",
      ["chain"],
    ),
    /** 1 for each chain breaker's current state, 0 for the others. */
    chainRpcCircuit: gauge(
      "gateway_chain_rpc_circuit_state",
      "Chain JSON-RPC circuit breaker state by chain (1 = current): closed, open or half-open.",
      ["chain", "state"],
    ),
  };
}

/** The parts around the schema: shared cache, webhooks and backfill, subscriptions, Redis. */
function serviceSeries({ counter, gauge, registers }: Series, sources: MetricSources) {
  return {
    /** Shared-cache hits by cache name. */
    cacheHits: counter("gateway_cache_hits_total", "Shared cache hits by cache name.", ["cache"]),

    /** Shared-cache misses by cache name. */
    cacheMisses: counter("gateway_cache_misses_total", "Shared cache misses by cache name.", ["cache"]),

    /** Webhook deliveries: verified (new, relayed), duplicate, rejected (signature, body) or failed (answered 5xx, to be retried). */
    webhooks: counter(
      "gateway_webhooks_total",
      "Webhook deliveries by outcome: verified (relayed), duplicate, rejected (4xx) or failed (5xx, the upstream retries).",
      ["outcome"],
    ),

    /** Events relayed from the missed-events cursor (backfill), not from a webhook delivery. */
    backfilledEvents: counter(
      "gateway_backfilled_events_total",
      "Events relayed by a backfill from the upstream's missed-events cursor.",
    ),

    /** GraphQL subscriptions currently open on this process. */
    activeSubscriptions: gauge("gateway_active_subscriptions", "GraphQL subscriptions currently open."),

    /** Per webhook event and instance: its arrival to the frame written for the instance's last subscriber of it. */
    eventDelivery: new Histogram({
      name: "gateway_event_delivery_seconds",
      help:
        "Live delivery on the gateway's clock: per webhook event, from the arrival of its webhook request (when the HTTP " +
        "server of whichever instance received it handed it over: a wait for a busy event loop before that is not in it; " +
        "the time travels with the event through Redis, so instances on other hosts add their clocks' difference) to the " +
        "frame written for this instance's last subscriber of it (the WebSocket send's callback, the SSE write). One " +
        "observation per event and instance that wrote it to a subscriber, a second after its last frame.",
      // 50 ms is a bound: the live target (p99 at most 50 ms) reads off one bucket.
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.02, 0.03, 0.05, 0.075, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
      collect() {
        sources.settleDeliveries?.();
      },
    }),

    /** Turns of the watched-transfer re-read (WATCH_REREAD_MS), by outcome. */
    watchRereads: counter(
      "gateway_watch_rereads_total",
      "Re-reads of watched transfers for the states no webhook announces, by outcome: unchanged, changed " +
        "(published as CURRENT_STATE), failed (the read failed; the next turn retries), elsewhere (another instance read it this interval).",
      ["outcome"],
    ),

    /** Transfers watched on this process (named by an open subscription's filter) and re-read. */
    watchedTransfers: gauge(
      "gateway_watched_transfers",
      "Transfers watched by open subscriptions on this process, re-read every WATCH_REREAD_MS.",
    ),

    /** Subscriptions refused because their caller already held GRAPHQL_MAX_SUBSCRIPTIONS_PER_CALLER. */
    subscriptionsRefused: counter(
      "gateway_subscriptions_refused_total",
      "Subscriptions refused because the caller already held its most (GRAPHQL_MAX_SUBSCRIPTIONS_PER_CALLER).",
    ),

    /** Requests cut because they had not arrived whole within BODY_DEADLINE_MS (answered 408). */
    bodyDeadlineExceeded: counter(
      "gateway_http_body_deadline_exceeded_total",
      "Requests answered 408 because their headers and body had not arrived whole within BODY_DEADLINE_MS.",
    ),

    /** 1 while a Redis connection (by role) is ready, 0 while it is down. */
    redisUp: gauge("gateway_redis_up", "Whether each Redis connection (by role) is ready.", ["role"]),

    /** Redis outages seen, by connection role (counted once per outage, not per failed command). */
    redisOutages: counter("gateway_redis_outages_total", "Redis outages by connection role, counted once per outage.", ["role"]),
  };
}

/**
 * One registry and its series per gateway, created by the composition root and handed to each
 * part that counts something, so two gateways in one process (tests) never share a series.
 */
export function createMetrics(sources: MetricSources = {}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const series = seriesOn([registry]);
  const knownOperations = new Set<string>();

  return {
    registry,
    ...graphqlSeries(series, sources),
    ...upstreamSeries(series, sources),
    ...chainSeries(series),
    ...serviceSeries(series, sources),

    /**
     * The label for a client-chosen operation name. Labels must stay a bounded set, or clients
     * inventing names would grow the registry (and the scrape) without limit.
     */
    operationLabel(name: string): string {
      if (knownOperations.has(name)) return name;
      if (knownOperations.size >= MAX_OPERATION_LABELS || name.length > 100) return "other";
      knownOperations.add(name);
      return name;
    },
  };
}
