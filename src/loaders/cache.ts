import type { RedisClient } from "../redis/cluster.js";
import { LRUCache } from "lru-cache";

/**
 * A shared cache of upstream answers. Entries live under a key (one record, e.g. a hash) with
 * one field per tenant, so a webhook event can evict a record for every tenant at once while a
 * tenant can only ever read what was fetched with its own credential.
 */
export interface SharedCache {
  get(key: string, tenant: string): Promise<string | undefined>;
  set(key: string, tenant: string, value: string, ttlMs: number): Promise<void>;
  /** Drops the key for every tenant. */
  evict(key: string): Promise<void>;
}

/** Called when the backing store fails; the cache then behaves as a miss (the request still succeeds). */
export type CacheErrorHandler = (error: unknown) => void;

/**
 * Redis-backed: a Redis hash per key, a field per tenant, the key's TTL renewed on each write.
 * Redis failures read as misses: a cache outage costs upstream calls, never a failed query.
 */
export function createRedisCache(redis: RedisClient, keyPrefix: string, onError: CacheErrorHandler): SharedCache {
  const k = (key: string) => keyPrefix + key;
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
    async evict(key) {
      try {
        await redis.del(k(key));
      } catch (err) {
        onError(err);
      }
    },
  };
}

/** In-process, bounded: for a single instance without Redis. Behaves like the Redis cache. */
export function createMemoryCache(maxKeys: number): SharedCache {
  const entries = new LRUCache<string, Map<string, string>>({ max: maxKeys, ttlAutopurge: false });
  return {
    async get(key, tenant) {
      return entries.get(key)?.get(tenant);
    },
    async set(key, tenant, value, ttlMs) {
      const fields = entries.get(key) ?? new Map<string, string>();
      fields.set(tenant, value);
      entries.set(key, fields, { ttl: ttlMs });
    },
    async evict(key) {
      entries.delete(key);
    },
  };
}

/** Keeps nothing (`CACHE_ENABLED=false`): every read is a miss, so every read goes upstream. */
export function createDisabledCache(): SharedCache {
  return {
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
}

/** The shared cache the config asks for: off, in Redis, or in memory. */
export function createSharedCache(choice: SharedCacheChoice): SharedCache {
  if (!choice.enabled) return createDisabledCache();
  return choice.redis ? createRedisCache(choice.redis, choice.keyPrefix, choice.onError) : createMemoryCache(choice.maxEntries);
}
