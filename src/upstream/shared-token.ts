import type { RedisClient } from "../redis/cluster.js";

/**
 * Where instances of one deployment share the gateway's JWT, so a cluster exchanges its API key
 * once per renewal instead of once per instance. The JWT is the deployment's own credential and
 * the key is scoped by its tenant hash: nothing here is shared between tenants.
 */
export interface SharedTokenStore {
  /** The JWT another instance stored, if any. */
  get(): Promise<string | undefined>;
  /** Stores the JWT for `ttlMs`. */
  put(jwt: string, ttlMs: number): Promise<void>;
  /** True for the one instance that may exchange now; the claim expires by itself after `ttlMs`. */
  claim(ttlMs: number): Promise<boolean>;
  /** Extends a held claim to `ttlMs` from now (the holder's exchange is still running). */
  renew(ttlMs: number): Promise<void>;
  /** Whether some instance holds the claim now (it has neither released it nor let it expire). */
  claimed(): Promise<boolean>;
  release(): Promise<void>;
  /** Forgets `jwt` if it is still the stored one (the upstream refused it). */
  drop(jwt: string): Promise<void>;
}

const DROP_IF_SAME = "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0";

/** A {@link SharedTokenStore} in Redis under `key` (and `key:claim` for the exchange lock). */
export function createRedisTokenStore(redis: RedisClient, key: string): SharedTokenStore {
  const claimKey = `${key}:claim`;
  return {
    async get() {
      return (await redis.get(key)) ?? undefined;
    },
    async put(jwt, ttlMs) {
      await redis.set(key, jwt, "PX", Math.max(1, Math.round(ttlMs)));
    },
    async claim(ttlMs) {
      return (await redis.set(claimKey, "1", "PX", ttlMs, "NX")) === "OK";
    },
    async renew(ttlMs) {
      await redis.set(claimKey, "1", "PX", ttlMs, "XX");
    },
    async claimed() {
      return (await redis.exists(claimKey)) === 1;
    },
    async release() {
      await redis.del(claimKey);
    },
    async drop(jwt) {
      await redis.eval(DROP_IF_SAME, 1, key, jwt);
    },
  };
}
