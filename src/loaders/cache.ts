import { LRUCache } from "lru-cache";
import type { RedisClient } from "../redis/cluster.js";
import { multiDeleter } from "../redis/multi-write.js";

/**
 * A shared cache of upstream answers. Entries live under a key (one record, e.g. a hash) with
 * one field per tenant, so a webhook event can evict a record for every tenant at once while a
 * tenant can only ever read what was fetched with its own credential.
 */
export interface SharedCache {
  /** True for the cache that keeps nothing: readers skip it (no lookup, no serialising for a write that is dropped). */
  readonly disabled?: boolean;
  get(key: string, tenant: string): Promise<string | undefined>;
  set(key: string, tenant: string, value: string, ttlMs: number): Promise<void>;
  /** Drops the keys for every tenant, all at once (one webhook event can make several records stale). */
  evict(...keys: string[]): Promise<void>;
}

/** Called when the backing store fails; the cache then behaves as a miss (the request still succeeds). */
export type CacheErrorHandler = (error: unknown) => void;

/**
 * Redis-backed: a Redis hash per key, a field per tenant, the key's TTL renewed on each write.
 * Redis failures read as misses: a cache outage costs upstream calls, never a failed query.
 */
export function createRedisCache(redis: RedisClient, keyPrefix: string, onError: CacheErrorHandler): SharedCache {
  const k = (key: string) => keyPrefix + key;
  const del = multiDeleter(redis);
  return {
    async get(key, tenant) {
      try {
        return (await redis.hget(k(key), tenant)) ?? undefined;
      } catch (err) {
        onError(err);
        return undefined;
      }
    },
    async set(key, tenant, value, ttlMs) {
      try {
        await redis.multi().hset(k(key), tenant, value).pexpire(k(key), ttlMs).exec();
      } catch (err) {
        onError(err);
      }
    },
    async evict(...keys) {
      if (keys.length === 0) return;
      try {
        await del(keys.map(k));
      } catch (err) {
        onError(err);
      }
    },
  };
}

/**
 * Bytes the in-memory cache may hold (keys and values, counted as UTF-16): CACHE_MAX_ENTRIES alone
 * bounds the number of records, not their size (a history page or a catalogue is far larger than a
 * transfer record), nor how many tenants share one key.
 */
export const MEMORY_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** Approximate heap bytes of one key's entry: its strings (two bytes a character at most) plus overhead. */
function entryBytes(fields: Map<string, string>, key: string): number {
  let bytes = 2 * key.length + 64;
  for (const [tenant, value] of fields) bytes += 2 * (tenant.length + value.length) + 64;
  return bytes;
}

/**
 * In-process, bounded by entries (`maxKeys`) and by bytes (`maxBytes`), least recently used first
 * out: for a single instance without Redis. Behaves like the Redis cache. `now`: the clock its
 * entries expire by (epoch ms), read on every use.
 */
export function createMemoryCache(
  maxKeys: number,
  maxBytes: number = MEMORY_CACHE_MAX_BYTES,
  now: () => number = Date.now,
): SharedCache {
  const entries = new LRUCache<string, Map<string, string>>({
    max: maxKeys,
    maxSize: maxBytes,
    sizeCalculation: entryBytes,
    ttlAutopurge: false,
    perf: { now },
    ttlResolution: 0,
  });
  return {
    async get(key, tenant) {
      return entries.get(key)?.get(tenant);
    },
    async set(key, tenant, value, ttlMs) {
      // A copy: the size is computed on set, so the stored map is never changed in place.
      const fields = new Map(entries.get(key));
      fields.set(tenant, value);
      // A single entry over the whole budget is not kept (lru-cache refuses it).
      entries.set(key, fields, { ttl: ttlMs });
    },
    async evict(...keys) {
      for (const key of keys) entries.delete(key);
    },
  };
}

/** Keeps nothing (`CACHE_ENABLED=false`): every read is a miss, so every read goes upstream. */
export function createDisabledCache(): SharedCache {
  return {
    disabled: true,
    get: async () => undefined,
    set: async () => {},
    evict: async () => {},
  };
}

/** What {@link createSharedCache} picks from: the config's switch and size, and Redis if there is one. */
export interface SharedCacheChoice {
  enabled: boolean;
  maxEntries: number;
  /** The cache's fail-fast Redis connection; without it the cache lives in this process. */
  redis?: RedisClient;
  keyPrefix: string;
  onError: CacheErrorHandler;
  /** The in-memory cache's clock (epoch ms, default `Date.now`); Redis keeps its own time. */
  now?: () => number;
}

/** The shared cache the config asks for: off, in Redis, or in memory. */
export function createSharedCache(choice: SharedCacheChoice): SharedCache {
  if (!choice.enabled) return createDisabledCache();
  return choice.redis
    ? createRedisCache(choice.redis, choice.keyPrefix, choice.onError)
    : createMemoryCache(choice.maxEntries, MEMORY_CACHE_MAX_BYTES, choice.now);
}
