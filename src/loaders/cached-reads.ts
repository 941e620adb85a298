import { trace } from "@opentelemetry/api";
import { LRUCache } from "lru-cache";
import type { Credential } from "../upstream/auth.js";
import type { BridgeClient } from "../upstream/client.js";
import type { Transaction } from "../upstream/wire/transaction.js";
import type { CachePolicy, CacheRule, ReadRoute } from "../upstream/route.js";
import { READ_NAMES, readRouteOf, type AnswerOf, type ParamsOf, type ReadName } from "../upstream/routes/index.js";
import type { SharedCache } from "./cache.js";

export type { CachePolicy } from "../upstream/route.js";

/**
 * Bump when a cached model's shape changes: a deploy then never reads entries written by the
 * previous version.
 */
export const CACHE_SCHEMA_VERSION = 2;

/** A no-op until the tracing SDK is registered (src/observability/tracing.ts). */
const tracer = trace.getTracer("bridge-graphql-gateway");

/** Tenant of data fetched without any credential (calldata, the public key): the same for everyone. */
const PUBLIC = "public";

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The reads the loaders use: the upstream's cached GETs (`ReadRoute`s), through the shared cache and single-flight. */
export interface CachedReads {
  /**
   * The answer of a read route for these parameters, shared as its declaration's cache rule says.
   * `kept` hears, for an answer found in the shared cache, how long it has left there (ms): what
   * remains of its lifetime, not the whole of it.
   */
  read<N extends ReadName>(
    name: N,
    credential: Credential,
    params: ParamsOf<N>,
    kept?: (msLeft: number) => void,
  ): Promise<AnswerOf<N>>;
  /**
   * How long a read's answer stays true, in ms, judged from the answer (what the shared cache keeps
   * it for; 0 for a read never kept). Also bounds the response cache (loaders/lifetime.ts).
   */
  lifetime<N extends ReadName>(name: N, answer: AnswerOf<N>): number;
  /**
   * Drops what a transfer's change made stale (each read's `staleAfter`): a webhook event, and the
   * record it carries, or a record read or written by this gateway.
   */
  evictForEvent(event: Record<string, unknown>, record?: Transaction): Promise<void>;
  /**
   * The public key fetched fresh from the upstream, replacing the cached one (for every instance
   * and for the `webhookPublicKey` query): what the webhook receiver uses, so a rotation it detects
   * by a failing signature reaches everyone.
   */
  freshWebhookPublicKey(): Promise<string>;
}

/** Cache outcome per read, for metrics. */
export type CacheOutcome = (cache: string, hit: boolean) => void;

export interface CachedReadsOptions {
  /** Each read's cache outcome, for metrics. */
  onOutcome?: CacheOutcome;
  /** A span per cache lookup (`config.tracing.enabled`); off, not even the API's no-op span is made. */
  tracing?: boolean;
  /** Clock in epoch ms (default `Date.now`): when a cached answer stops being true, and a held copy is read again. */
  now?: () => number;
}

const cacheKey = (rule: { name: string }, id: string) => `v${CACHE_SCHEMA_VERSION}:${rule.name}:${id}`;

/** The read routes whose answers some webhook event makes stale. */
const EVICTED_BY_EVENTS = READ_NAMES.map((name) => readRouteOf(name).cache).filter((rule) => rule.staleAfter);

/**
 * Wraps the client's cached GETs. Concurrent identical reads of one tenant share one upstream
 * call (single-flight, across operations); answers a read's rule lets be kept stay in the shared
 * cache under a key that names the tenant, so one caller never sees another caller's record.
 */
export function createCachedReads(
  client: BridgeClient,
  cache: SharedCache,
  policy: CachePolicy,
  options: CachedReadsOptions = {},
): CachedReads {
  const { onOutcome = () => {}, tracing = false, now = Date.now } = options;
  const store = createReadThrough(cache, policy, { onOutcome, tracing, now });

  function read<P, T>(route: ReadRoute<P, T>, credential: Credential, params: P, kept?: (msLeft: number) => void): Promise<T> {
    const { cache: rule } = route;
    const key = cacheKey(rule, rule.key(params));
    const fetch = () => client.call(route, credential, params);
    // Single-flight only: answers that may change and are cheap to refetch.
    if (rule.scope === "none") return store.shared(`${key}\u0000${credential.tenant}`, fetch);
    const tenant = rule.scope === "public" ? PUBLIC : credential.tenant;
    return store.read(rule, key, tenant, fetch, kept);
  }
  const publicKey = readRouteOf("webhookPublicKey");

  return {
    read: (name, credential, params, kept) => read(readRouteOf(name), credential, params, kept),
    lifetime: (name, answer) => readRouteOf(name).cache.lifetime?.(answer, policy) ?? 0,
    async freshWebhookPublicKey() {
      await store.evict(cacheKey(publicKey.cache, publicKey.cache.key()));
      return read(publicKey, { kind: "none", tenant: "anonymous" }, undefined);
    },
    async evictForEvent(event, record) {
      const keys: string[] = [];
      for (const rule of EVICTED_BY_EVENTS) {
        const id = rule.staleAfter!(event, record);
        if (id !== undefined) keys.push(cacheKey(rule, id));
      }
      // All at once: one command and one round trip before the event is published, not one each.
      if (keys.length > 0) await store.evict(...keys);
    },
  };
}

/**
 * A cached answer's text with the time it stops being true in front (`<epoch ms>|<json>`): the
 * key's own expiry is no measure of it (a Redis hash's TTL is renewed by every tenant's write), and
 * an answer built from a hit must not outlive it (twins/graphql/response-cache.ts).
 */
const wrap = (json: string, ms: number, now: number) => `${now + ms}|${json}`;

/** The answer's text and what is left of its lifetime at `now`; undefined when that is nothing (a miss). */
function unwrap(stored: string, now: number): { text: string; msLeft: number } | undefined {
  const bar = stored.indexOf("|");
  const msLeft = Number(stored.slice(0, bar)) - now;
  if (bar < 0 || !(msLeft > 0)) return undefined;
  return { text: stored.slice(bar + 1), msLeft };
}

/**
 * How long this process serves a parsed-once answer (the catalogue, the webhook key) that it found
 * in the shared cache without looking again. Every operation reads those whole, and so does each
 * event's result for a live subscriber (explorer links need the configs): one cache read per
 * relayed event, for an answer that changes every few minutes at most. Within the entry's own
 * lifetime the copy is as true as the cached one; only an eviction by another instance (the
 * webhook key after a rotation) reaches it up to this much later. This instance's own evictions
 * drop it at once.
 */
const IN_PROCESS_MS = 1_000;

/** The last copy of a parsed-once answer read from the cache: its text and parse, and until when each may be used. */
interface ParsedCopy {
  text: string;
  value: unknown;
  tenant: string;
  /** When the cached answer stops being true (epoch ms). */
  expiresAt: number;
  /** Until when it is served without a cache read (epoch ms); 0 after an eviction raced its read. */
  heldUntil: number;
}

/** The last copy of each parsed-once answer read from the cache: parsed once, and held for IN_PROCESS_MS. */
function createParsedCopies(clock: () => number) {
  const copies: Record<string, ParsedCopy | undefined> = Object.create(null);
  return {
    /** A copy still held in this process, with what is left of its lifetime. */
    held(key: string, tenant: string): { value: unknown; msLeft: number } | undefined {
      const copy = copies[key];
      const now = clock();
      if (copy === undefined || copy.tenant !== tenant || now >= copy.heldUntil) return undefined;
      return { value: copy.value, msLeft: copy.expiresAt - now };
    },
    /**
     * The parse of a cache hit (the last one's when the text is the same), kept as the key's copy.
     * @param evicted the key was evicted while it was read: the copy must not be held over.
     */
    keep(key: string, tenant: string, hit: { text: string; msLeft: number }, evicted: boolean): unknown {
      const now = clock();
      const expiresAt = now + hit.msLeft;
      const last = copies[key];
      const value = last?.text === hit.text ? last.value : deepFreeze(JSON.parse(hit.text) as unknown);
      copies[key] = {
        text: hit.text,
        value,
        tenant,
        expiresAt,
        heldUntil: evicted ? 0 : Math.min(expiresAt, now + IN_PROCESS_MS),
      };
      return value;
    },
    drop(key: string): void {
      delete copies[key];
    },
  };
}

/** What the read-through needs of a read's cache rule. */
type Rule<T> = Pick<CacheRule<never, T>, "name" | "lifetime" | "parsedOnce">;

/**
 * The shared cache with single-flight in front: reads that find nothing share one upstream call,
 * and an answer fetched before an eviction of its key is not written back after it.
 */
/** The cache's get, in a `cache.get` span of its own when tracing. */
function cacheLookup(cache: SharedCache, tracing: boolean) {
  return (name: string, key: string, tenant: string): Promise<string | undefined> =>
    tracing
      ? tracer.startActiveSpan(`cache.get ${name}`, async (span) => {
          try {
            const found = await cache.get(key, tenant);
            span.setAttribute("cache.hit", found !== undefined);
            return found;
          } finally {
            span.end();
          }
        })
      : cache.get(key, tenant);
}

/** Concurrent calls with one key share the first one's answer until it settles (single-flight). */
function singleFlight() {
  // A dictionary object, not a `Map`: an entry per read comes and goes, and a long-lived `Map` with
  // that churn keeps every entry's request alive through V8's young-generation collections (see
  // src/http/drain.ts).
  const inFlight: Record<string, Promise<unknown> | undefined> = Object.create(null);
  return function shared<T>(flightKey: string, fetch: () => Promise<T>): Promise<T> {
    const running = inFlight[flightKey];
    if (running) return running as Promise<T>;
    // `then` with both outcomes rather than `finally`, which takes two more promises and two more
    // turns of the microtask queue on every upstream read.
    const started = fetch().then(
      (value) => {
        delete inFlight[flightKey];
        return value;
      },
      (err: unknown) => {
        delete inFlight[flightKey];
        throw err;
      },
    );
    inFlight[flightKey] = started;
    return started;
  };
}

function createReadThrough(
  cache: SharedCache,
  policy: CachePolicy,
  { onOutcome, tracing, now }: { onOutcome: CacheOutcome; tracing: boolean; now: () => number },
) {
  const shared = singleFlight();
  let evictions = 0;
  const evictedAt = new LRUCache<string, number>({ max: 10_000 });
  const copies = createParsedCopies(now);
  const evictedSince = (key: string, count: number) => (evictedAt.get(key) ?? 0) > count;

  const lookup = cacheLookup(cache, tracing);

  async function readThrough<T>(
    rule: Rule<T>,
    key: string,
    tenant: string,
    fetch: () => Promise<T>,
    kept?: (msLeft: number) => void,
  ) {
    const held = rule.parsedOnce ? copies.held(key, tenant) : undefined;
    if (held !== undefined) {
      onOutcome(rule.name, true);
      kept?.(held.msLeft);
      return held.value as T;
    }
    const readStarted = evictions;
    const stored = await lookup(rule.name, key, tenant);
    const hit = stored === undefined ? undefined : unwrap(stored, now());
    onOutcome(rule.name, hit !== undefined);
    if (hit !== undefined) {
      kept?.(hit.msLeft);
      return (rule.parsedOnce ? copies.keep(key, tenant, hit, evictedSince(key, readStarted)) : JSON.parse(hit.text)) as T;
    }
    return shared(`${key}\u0000${tenant}`, async () => {
      const before = evictions;
      const value = await fetch();
      const ms = rule.lifetime?.(value, policy) ?? 0;
      if (ms > 0 && !evictedSince(key, before)) await cache.set(key, tenant, wrap(JSON.stringify(value), ms, now()), ms);
      return value;
    });
  }

  return {
    shared,
    /** Reads through the cache; the rule's `lifetime` decides from the fresh value how long it may be kept (0 = not at all). */
    read<T>(rule: Rule<T>, key: string, tenant: string, fetch: () => Promise<T>, kept?: (msLeft: number) => void): Promise<T> {
      if (!cache.disabled) return readThrough(rule, key, tenant, fetch, kept);
      // Nothing to look up or keep: single-flight only (still counted as a miss), with no async
      // function around it (this is every read of a gateway without a cache).
      onOutcome(rule.name, false);
      return shared(`${key}\u0000${tenant}`, fetch);
    },
    async evict(...keys: string[]): Promise<void> {
      for (const key of keys) {
        evictedAt.set(key, ++evictions);
        copies.drop(key);
      }
      await cache.evict(...keys);
    },
  };
}
