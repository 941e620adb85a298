import { isFinalState } from "../domain/transfer-states.js";
import type { Credential } from "../upstream/auth.js";
import type { BridgeClient, RecordList } from "../upstream/client.js";
import type { Transaction } from "../upstream/wire/transaction.js";
import { trace } from "@opentelemetry/api";
import { LRUCache } from "lru-cache";
import type { SharedCache } from "./cache.js";

/**
 * Bump when a cached model's shape changes: a deploy then never reads entries written by the
 * previous version.
 */
export const CACHE_SCHEMA_VERSION = 1;

/** A no-op until the tracing SDK is registered (src/observability/tracing.ts). */
const tracer = trace.getTracer("bridge-graphql-gateway");

/** Tenant of data fetched without any credential (calldata, the public key): the same for everyone. */
const PUBLIC = "public";

/**
 * Shared answers that an operation reads whole (the chain and token catalogue on every quote):
 * parsed once per cached copy instead of once per read, and frozen, since every operation that
 * reads the same copy gets the same object.
 */
const PARSED_ONCE: ReadonlySet<string> = new Set(["configs", "swap-token-configs", "usd-prices", "public-key"]);

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** How long what may be cached is kept. */
export interface CachePolicy {
  /** Data that cannot change: records in a final state (domain/transfer-states.ts), swap calldata. */
  immutableTtlMs: number;
  /** Records still in flight (by deposit hash): a short TTL, and evicted by their webhook events. */
  pendingTtlMs: number;
  /** The webhook public key (it can rotate; the receiver refetches on a bad signature). */
  publicKeyTtlMs: number;
  /** The vendor's public catalogue: chains, tokens, swap tokens, SDA supported tokens. */
  configTtlMs: number;
  /** USD prices. */
  pricesTtlMs: number;
}

/** The reads the loaders use: the upstream's GETs, through the shared cache and single-flight. */
export type CachedReads = Pick<
  BridgeClient,
  | "transactionsByDepositHash"
  | "transactionByWithdrawHash"
  | "depositAddressStatus"
  | "completedRefunds"
  | "swapCalldata"
  | "webhookPublicKey"
  | "transactionById"
  | "historyPage"
  | "configs"
  | "swapTokenConfigs"
  | "usdPrices"
  | "searchDepositAddresses"
  | "depositAddressHistory"
  | "sdaSupportedTokens"
> & {
  /**
   * How long each cacheable read's answer stays true, in ms, judged from the answer (what the
   * shared cache keeps it for); reads without an entry are never cached. Also bounds the response
   * cache (loaders/lifetime.ts).
   */
  lifetime: ReadLifetimes;
  /** Drops the cached record of a transfer by id (after this gateway changed it, e.g. cancelled it). */
  evictTransaction(id: string): Promise<void>;
  /** Drops what a webhook event may have made stale (records of its deposit hash). */
  evictForEvent(event: Record<string, unknown>): Promise<void>;
  /**
   * The public key fetched fresh from the upstream, replacing the cached one (for every instance
   * and for the `webhookPublicKey` query): what the webhook receiver uses, so a rotation it detects
   * by a failing signature reaches everyone.
   */
  freshWebhookPublicKey(): Promise<string>;
};

type Answer<K extends keyof BridgeClient> = Awaited<ReturnType<BridgeClient[K]>>;

export interface ReadLifetimes {
  transactionsByDepositHash(answer: Answer<"transactionsByDepositHash">): number;
  transactionByWithdrawHash(answer: Answer<"transactionByWithdrawHash">): number;
  swapCalldata(answer: Answer<"swapCalldata">): number;
  webhookPublicKey(answer: Answer<"webhookPublicKey">): number;
  transactionById(answer: Answer<"transactionById">): number;
  configs(answer: Answer<"configs">): number;
  swapTokenConfigs(answer: Answer<"swapTokenConfigs">): number;
  usdPrices(answer: Answer<"usdPrices">): number;
  sdaSupportedTokens(answer: Answer<"sdaSupportedTokens">): number;
}

/** Cache outcome per read, for metrics. */
export type CacheOutcome = (cache: string, hit: boolean) => void;

export interface CachedReadsOptions {
  /** Each read's cache outcome, for metrics. */
  onOutcome?: CacheOutcome;
  /** After a transfer this gateway changed was evicted by id: answers built from it must go too. */
  onTransactionEvicted?: (id: string) => void;
  /** A span per cache lookup (`config.tracing.enabled`); off, not even the API's no-op span is made. */
  tracing?: boolean;
}

/**
 * Wraps the client's GETs. Concurrent identical reads of one tenant share one upstream call
 * (single-flight, across operations); results that cannot change are kept in the shared cache
 * under a key that names the tenant, so one caller never sees another caller's record.
 */
export function createCachedReads(
  client: BridgeClient,
  cache: SharedCache,
  policy: CachePolicy,
  options: CachedReadsOptions = {},
): CachedReads {
  const { onOutcome = () => {}, onTransactionEvicted = () => {}, tracing = false } = options;
  // A dictionary object, not a `Map`: an entry per read comes and goes, and a long-lived `Map` with
  // that churn keeps every entry's request alive through V8's young-generation collections (see
  // src/http/drain.ts).
  const inFlight: Record<string, Promise<unknown> | undefined> = Object.create(null);
  const key = (kind: string, id: string) => `v${CACHE_SCHEMA_VERSION}:${kind}:${id}`;
  // Evictions by key, so an upstream answer fetched before an eviction is not written back after it.
  let evictions = 0;
  const evictedAt = new LRUCache<string, number>({ max: 10_000 });
  /** The last copy of each {@link PARSED_ONCE} answer read from the cache, and its parse. */
  const parsedOnce: Record<string, { text: string; value: unknown } | undefined> = Object.create(null);
  function parseHit(kind: string, cacheKey: string, text: string): unknown {
    if (!PARSED_ONCE.has(kind)) return JSON.parse(text);
    const last = parsedOnce[cacheKey];
    if (last?.text === text) return last.value;
    const value = deepFreeze(JSON.parse(text) as unknown);
    parsedOnce[cacheKey] = { text, value };
    return value;
  }
  async function evict(cacheKey: string): Promise<void> {
    evictedAt.set(cacheKey, ++evictions);
    await cache.evict(cacheKey);
  }

  function shared<T>(flightKey: string, fetch: () => Promise<T>): Promise<T> {
    const running = inFlight[flightKey];
    if (running) return running as Promise<T>;
    const started = fetch().finally(() => delete inFlight[flightKey]);
    inFlight[flightKey] = started;
    return started;
  }

  /** Reads through the cache; `ttl` decides from the fresh value how long it may be kept (0 = not at all). */
  function read<T>(kind: string, id: string, tenant: string, fetch: () => Promise<T>, ttl: (value: T) => number): Promise<T> {
    if (!cache.disabled) return readThrough(kind, id, tenant, fetch, ttl);
    // Nothing to look up or keep: single-flight only (still counted as a miss), with no async
    // function around it (this is every read of a gateway without a cache).
    onOutcome(kind, false);
    return shared(`${key(kind, id)}\u0000${tenant}`, fetch);
  }

  async function readThrough<T>(
    kind: string,
    id: string,
    tenant: string,
    fetch: () => Promise<T>,
    ttl: (value: T) => number,
  ): Promise<T> {
    const cacheKey = key(kind, id);
    const hit = tracing
      ? await tracer.startActiveSpan(`cache.get ${kind}`, async (span) => {
          try {
            const found = await cache.get(cacheKey, tenant);
            span.setAttribute("cache.hit", found !== undefined);
            return found;
          } finally {
            span.end();
          }
        })
      : await cache.get(cacheKey, tenant);
    onOutcome(kind, hit !== undefined);
    if (hit !== undefined) return parseHit(kind, cacheKey, hit) as T;
    return shared(`${cacheKey}\u0000${tenant}`, async () => {
      const before = evictions;
      const value = await fetch();
      const ms = ttl(value);
      const evictedSince = (evictedAt.get(cacheKey) ?? 0) > before;
      if (ms > 0 && !evictedSince) await cache.set(cacheKey, tenant, JSON.stringify(value), ms);
      return value;
    });
  }

  /** Single-flight only: answers that may change and are cheap to refetch. */
  const direct = <T>(kind: string, id: string, credential: Credential, fetch: () => Promise<T>) =>
    shared(`${key(kind, id)}\u0000${credential.tenant}`, fetch);

  const lifetime: ReadLifetimes = {
    transactionsByDepositHash: () => policy.pendingTtlMs,
    transactionByWithdrawHash: (t) => (isFinalState(t.rawState) ? policy.immutableTtlMs : 0),
    swapCalldata: () => policy.immutableTtlMs,
    webhookPublicKey: () => policy.publicKeyTtlMs,
    // A final record cannot change; a pending one is kept briefly and evicted by its webhook events.
    transactionById: (t) => (isFinalState(t.rawState) ? policy.immutableTtlMs : policy.pendingTtlMs),
    configs: () => policy.configTtlMs,
    swapTokenConfigs: () => policy.configTtlMs,
    usdPrices: () => policy.pricesTtlMs,
    sdaSupportedTokens: () => policy.configTtlMs,
  };

  const webhookPublicKey = () =>
    read("public-key", "current", PUBLIC, () => client.webhookPublicKey(), lifetime.webhookPublicKey);

  return {
    transactionsByDepositHash: (credential, hash) =>
      read<RecordList<Transaction>>(
        "deposit",
        hash,
        credential.tenant,
        () => client.transactionsByDepositHash(credential, hash),
        lifetime.transactionsByDepositHash,
      ),
    transactionByWithdrawHash: (credential, hash) =>
      read(
        "withdraw",
        hash,
        credential.tenant,
        () => client.transactionByWithdrawHash(credential, hash),
        lifetime.transactionByWithdrawHash,
      ),
    depositAddressStatus: (credential, address, chain) =>
      direct("sda-status", `${chain}:${address}`, credential, () => client.depositAddressStatus(credential, address, chain)),
    completedRefunds: (credential, address, chain) =>
      direct("sda-refunds", `${chain}:${address}`, credential, () => client.completedRefunds(credential, address, chain)),
    swapCalldata: (commitmentId) =>
      read("calldata", commitmentId, PUBLIC, () => client.swapCalldata(commitmentId), lifetime.swapCalldata),
    lifetime,
    webhookPublicKey,
    transactionById: (credential, id) =>
      read("by-id", id, credential.tenant, () => client.transactionById(credential, id), lifetime.transactionById),
    // Pages move as transfers are created: single-flight only.
    historyPage: (credential, query) =>
      direct("history-page", `${query.pageSize}:${query.pageToken ?? ""}`, credential, () =>
        client.historyPage(credential, query),
      ),
    // The catalogue and prices are public routes (no credential upstream): one entry for every tenant.
    configs: () => read("configs", "all", PUBLIC, () => client.configs(), lifetime.configs),
    swapTokenConfigs: () => read("swap-token-configs", "all", PUBLIC, () => client.swapTokenConfigs(), lifetime.swapTokenConfigs),
    usdPrices: () => read("usd-prices", "all", PUBLIC, () => client.usdPrices(), lifetime.usdPrices),
    sdaSupportedTokens: (depositChain, destinationChain, tokenOut) =>
      read(
        "sda-supported-tokens",
        `${depositChain}:${destinationChain}:${tokenOut ?? ""}`,
        PUBLIC,
        () => client.sdaSupportedTokens(depositChain, destinationChain, tokenOut),
        lifetime.sdaSupportedTokens,
      ),
    searchDepositAddresses: (credential, query) =>
      direct("sda-search", JSON.stringify(query), credential, () => client.searchDepositAddresses(credential, query)),
    depositAddressHistory: (credential, address, chain) =>
      direct("sda-history", `${chain}:${address}`, credential, () => client.depositAddressHistory(credential, address, chain)),
    async evictTransaction(id) {
      onTransactionEvicted(id);
      await evict(key("by-id", id));
    },
    async freshWebhookPublicKey() {
      await evict(key("public-key", "current"));
      return webhookPublicKey();
    },
    async evictForEvent(event) {
      if (typeof event.depositTxHash === "string") await evict(key("deposit", event.depositTxHash));
      // Bridge events carry the record, whose `_id` is the quote id `transactionById` caches under.
      if (typeof event._id === "string") await evict(key("by-id", event._id));
    },
  };
}
