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
  /**
   * Whether a claim that was refused is confirmed: false while the relay that holds it is still
   * under way (or failed and could not release it), until it lapses.
   * @throws when Redis is unreachable.
   */
  confirmed(eventId: string): Promise<boolean>;
  /** Makes a claim last the full TTL, once the event was relayed. */
  confirm(eventId: string): Promise<void>;
  /** Undoes a claim, so a retry of an event that could not be published is published. */
  release(eventId: string): Promise<void>;
}

const DEFAULT_PENDING_SECONDS = 60;

/** A claim's value until it is confirmed; confirmed, it is {@link CONFIRMED} (or "1", written by gateways that did not tell them apart). */
const PENDING = "pending";
const CONFIRMED = "confirmed";

/** Bounds the in-memory store; ids beyond it are forgotten oldest first. */
const MEMORY_MAX_IDS = 100_000;

/** Creates a {@link Dedupe}: Redis `SET NX EX` when a client is given, an LRU with TTL otherwise. */
export function createDedupe(options: DedupeOptions): Dedupe {
  const { redis, keyPrefix, ttlSeconds } = options;
  const pendingSeconds = Math.min(options.pendingSeconds ?? DEFAULT_PENDING_SECONDS, ttlSeconds);
  if (redis) {
    return {
      async claim(eventId) {
        return (await redis.set(keyPrefix + eventId, PENDING, "EX", pendingSeconds, "NX")) === "OK";
      },
      async confirmed(eventId) {
        const value = await redis.get(keyPrefix + eventId);
        return value !== null && value !== PENDING;
      },
      async confirm(eventId) {
        await redis.set(keyPrefix + eventId, CONFIRMED, "EX", ttlSeconds);
      },
      async release(eventId) {
        await redis.del(keyPrefix + eventId);
      },
    };
  }
  // Made on the first webhook: lru-cache allocates its arrays for `max` entries up front (about
  // 4 MB and 25 ms of start-up for 100,000), which an instance that receives none never needs.
  let store: LRUCache<string, string> | undefined;
  const seen = () => (store ??= new LRUCache<string, string>({ max: MEMORY_MAX_IDS, ttl: ttlSeconds * 1000 }));
  return {
    async claim(eventId) {
      if (seen().has(eventId)) return false;
      seen().set(eventId, PENDING, { ttl: pendingSeconds * 1000 });
      return true;
    },
    async confirmed(eventId) {
      return seen().get(eventId) === CONFIRMED;
    },
    async confirm(eventId) {
      seen().set(eventId, CONFIRMED);
    },
    async release(eventId) {
      seen().delete(eventId);
    },
  };
}
