import type { RedisClient } from "../redis/connect.js";
import { LRUCache } from "lru-cache";

/** Options of {@link createDedupe}. */
export interface DedupeOptions {
  /** Shares claims across instances; without it claims live in this process only. */
  redis?: RedisClient;
  /** Prefix of every Redis key, e.g. `${config.redisKeyPrefix}webhook-event:`. */
  keyPrefix: string;
  /** How long a relayed (confirmed) event id is remembered, in seconds. */
  ttlSeconds: number;
  /**
   * How long a claim holds before it is confirmed, in seconds (default 60). A process that dies
   * between claiming and publishing must not make the upstream's redeliveries look like duplicates
   * for the whole TTL: its claim lapses after this and a redelivery is relayed.
   */
  pendingSeconds?: number;
}

/** First-delivery detection for at-least-once webhook deliveries, keyed by the relay's id of an event (its content id). */
export interface Dedupe {
  /**
   * True only for the first caller for this event id within the TTL.
   * @throws when Redis is unreachable (the caller cannot know whether the event is new).
   */
  claim(eventId: string): Promise<boolean>;
  /** Makes a claim last the full TTL, once the event was relayed. */
  confirm(eventId: string): Promise<void>;
  /** Undoes a claim, so a retry of an event that could not be published is published. */
  release(eventId: string): Promise<void>;
}

const DEFAULT_PENDING_SECONDS = 60;

/** Bounds the in-memory store; ids beyond it are forgotten oldest first. */
const MEMORY_MAX_IDS = 100_000;

/** Creates a {@link Dedupe}: Redis `SET NX EX` when a client is given, an LRU with TTL otherwise. */
export function createDedupe(options: DedupeOptions): Dedupe {
  const { redis, keyPrefix, ttlSeconds } = options;
  const pendingSeconds = Math.min(options.pendingSeconds ?? DEFAULT_PENDING_SECONDS, ttlSeconds);
  if (redis) {
    return {
      async claim(eventId) {
        return (await redis.set(keyPrefix + eventId, "1", "EX", pendingSeconds, "NX")) === "OK";
      },
      async confirm(eventId) {
        await redis.expire(keyPrefix + eventId, ttlSeconds);
      },
      async release(eventId) {
        await redis.del(keyPrefix + eventId);
      },
    };
  }
  // Made on the first webhook: lru-cache allocates its arrays for `max` entries up front (about
  // 4 MB and 25 ms of start-up for 100,000), which an instance that receives none never needs.
  let store: LRUCache<string, true> | undefined;
  const seen = () => (store ??= new LRUCache<string, true>({ max: MEMORY_MAX_IDS, ttl: ttlSeconds * 1000 }));
  return {
    async claim(eventId) {
      if (seen().has(eventId)) return false;
      seen().set(eventId, true, { ttl: pendingSeconds * 1000 });
      return true;
    },
    async confirm(eventId) {
      seen().set(eventId, true);
    },
    async release(eventId) {
      seen().delete(eventId);
    },
  };
}
