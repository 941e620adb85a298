import type { RedisClient } from "../redis/connect.js";

/** Options of {@link createEventCursor}. */
export interface EventCursorOptions {
  /** Shares the cursor across instances and restarts; without it the cursor lives in this process only. */
  redis?: RedisClient;
  /** The Redis key, e.g. `${config.redisKeyPrefix}events:last-ts`. */
  key: string;
}

/** The `ts` of the newest event relayed, where a backfill after an outage starts. */
export interface EventCursor {
  /**
   * The newest `ts` known to Redis or to this process; undefined when no event was ever relayed.
   * Falls back to this process's value when Redis is unreachable.
   */
  get(): Promise<number | undefined>;
  /**
   * Moves the cursor to `ts` if that is newer (never back).
   * @throws when Redis is unreachable; this process's value has moved all the same.
   */
  advance(ts: number): Promise<void>;
}

// Compare-and-set in one step: instances relaying concurrently must not move the cursor back.
const ADVANCE_SCRIPT = `
local current = tonumber(redis.call('GET', KEYS[1]) or '-1')
if tonumber(ARGV[1]) > current then redis.call('SET', KEYS[1], ARGV[1]) end
return 1`;

/** Creates an {@link EventCursor}. The value in this process also bridges a Redis restart that lost the key. */
export function createEventCursor(options: EventCursorOptions): EventCursor {
  const { redis, key } = options;
  let local: number | undefined;
  return {
    async get() {
      if (!redis) return local;
      let stored: string | null = null;
      try {
        stored = await redis.get(key);
      } catch {
        return local;
      }
      const remote = stored === null ? undefined : Number(stored);
      if (remote === undefined || !Number.isFinite(remote)) return local;
      return local === undefined ? remote : Math.max(local, remote);
    },
    async advance(ts) {
      if (local === undefined || ts > local) local = ts;
      if (redis) await redis.eval(ADVANCE_SCRIPT, 1, key, String(ts));
    },
  };
}
