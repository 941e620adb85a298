import { GraphQLError } from "graphql";
import { firstConnection, type RedisClient } from "../redis/cluster.js";
import RateLimiterRedis from "rate-limiter-flexible/lib/RateLimiterRedis.js";
import RateLimiterRes from "rate-limiter-flexible/lib/RateLimiterRes.js";
import type { RateKeys } from "../caller.js";

/** `extensions.code` of a refused request or operation. */
export const RATE_LIMITED = "RATE_LIMITED";

/** Options of {@link createRateLimiter}. */
export interface RateLimiterOptions {
  /** Requests (HTTP) or operations (graphql-ws) one client may make per minute. */
  perMinute: number;
  /** Shared counters, so the budget holds across instances; in memory (per instance) when absent. */
  redis?: RedisClient;
  /** Key prefix of the counters in Redis. */
  keyPrefix: string;
  /**
   * Without Redis: the most clients (and, separately, addresses) whose budget is kept in memory
   * (default {@link MEMORY_MAX_KEYS}); past it the least recently seen one's budget is forgotten.
   */
  memoryMaxKeys?: number;
  /** Clock in epoch ms (default `Date.now`), for the in-memory budgets. */
  now?: () => number;
  /** Called once when the counter store fails (the limiter then lets requests through), and not again until it recovers. */
  onStoreDown?: (err: unknown) => void;
}

/** The verdict for one request: allowed, or refused with the seconds until the budget refills. */
export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * How many clients' worth of budget one address may spend: anyone can invent an `Authorization`
 * header, so credentials alone would let a client mint budgets.
 */
export const ADDRESS_CEILING = 5;

/**
 * Most budgets one instance keeps in memory without Redis, per kind (clients, addresses): about
 * 10 MB at most. rate-limiter-flexible's memory store keeps one record and one timer per key for a
 * minute, however many keys there are, so invented credentials at a high rate grew it without bound.
 */
export const MEMORY_MAX_KEYS = 100_000;

/** One kind of budget: spends a point of `key`'s, throwing a `RateLimiterRes` when none is left. */
interface Budget {
  consume(key: string): Promise<unknown>;
}

/**
 * Fixed one-minute windows per key (as rate-limiter-flexible's memory store), in a Map used as an
 * LRU: touching a key moves it to the end, and past `maxKeys` the first (least recently seen) is
 * dropped. A Map, not lru-cache, which would allocate its arrays for `maxKeys` up front.
 */
export function memoryBudget(points: number, maxKeys: number, now: () => number = Date.now): Budget & { size(): number } {
  const windows = new Map<string, { used: number; resetAt: number }>();
  return {
    size: () => windows.size,
    async consume(key) {
      const t = now();
      let w = windows.get(key);
      if (w) windows.delete(key);
      if (!w || w.resetAt <= t) w = { used: 0, resetAt: t + 60_000 };
      windows.set(key, w);
      if (windows.size > maxKeys) windows.delete(windows.keys().next().value!);
      w.used++;
      if (w.used > points) throw new RateLimiterRes(0, w.resetAt - t, w.used, false);
      return w;
    },
  };
}

/** A per-client budget over a sliding minute. */
export interface RateLimiter {
  /** Spends one unit of each of the keys' budgets. Never rejects: a failing store lets the request through. */
  consume(keys: RateKeys): Promise<RateVerdict>;
}

/** Builds the limiter (rate-limiter-flexible). A Redis outage fails open: serving beats refusing everyone. */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const budget = (keyPrefix: string, points: number): Budget =>
    options.redis
      ? new RateLimiterRedis({
          storeClient: options.redis,
          keyPrefix,
          points,
          duration: 60,
          // Without this, commands would queue while Redis reconnects and every request would wait.
          rejectIfRedisNotReady: true,
        })
      : memoryBudget(points, options.memoryMaxKeys ?? MEMORY_MAX_KEYS, options.now);
  const perClient = budget(options.keyPrefix, options.perMinute);
  const perAddress = budget(`${options.keyPrefix}:address`, options.perMinute * ADDRESS_CEILING);
  const connected = options.redis ? firstConnection(options.redis) : Promise.resolve();
  let storeDown = false;
  return {
    async consume(keys) {
      await connected;
      try {
        await Promise.all([perClient.consume(keys.client), ...(keys.address ? [perAddress.consume(keys.address)] : [])]);
        storeDown = false;
        return { allowed: true };
      } catch (err) {
        if (err instanceof RateLimiterRes) {
          storeDown = false;
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(err.msBeforeNext / 1000)) };
        }
        if (!storeDown) options.onStoreDown?.(err);
        storeDown = true;
        return { allowed: true };
      }
    },
  };
}

/** The GraphQL error of a refused graphql-ws operation (HTTP gets a 429, see {@link rateLimitPlugin}). */
export function rateLimitedError(retryAfterSeconds: number): GraphQLError {
  return new GraphQLError(`Too many requests; retry in ${retryAfterSeconds} s.`, {
    extensions: { code: RATE_LIMITED, retryAfterSeconds },
  });
}
