import type { RedisClient } from "../redis/connect.js";
import { multiWriter } from "../redis/multi-write.js";
import { LRUCache } from "lru-cache";
import type { Topic } from "./envelope.js";
import type { RelayedEvent } from "./pubsub.js";

/** Options of {@link createEventHistory}. */
export interface EventHistoryOptions {
  /** Shares the history across instances; without it the history lives in this process only. */
  redis?: RedisClient;
  /** Prefix of every Redis key, e.g. `${config.redisKeyPrefix}history:`. */
  keyPrefix: string;
  /** Events kept per topic, newest kept. */
  size: number;
  /** How long a topic's history outlives its last event, in seconds. */
  ttlSeconds: number;
}

/** The last few events of each topic, so a subscriber that lost its connection can resume. */
export interface EventHistory {
  /**
   * Records an event on each topic but `all` (a capped Redis stream per topic, or memory).
   * Must happen before the event is published, so a subscriber that reads the history after
   * subscribing finds every event it does not receive live.
   * @throws when Redis is unreachable.
   */
  append(topics: readonly Topic[], event: RelayedEvent): Promise<void>;
  /**
   * The topic's kept events in the order they were recorded, each once. That order is not always
   * the order of the transfer: after Redis lost its data, the backfill records old events again
   * after newer ones, so a reader takes what it has not sent, not what follows a position.
   * @throws when Redis is unreachable.
   */
  kept(topic: Topic): Promise<RelayedEvent[]>;
}

/** Bounds the in-memory store: topics beyond it are forgotten least recently used first. */
const MEMORY_MAX_TOPICS = 10_000;

/** Creates an {@link EventHistory}: capped Redis streams (`XADD MAXLEN`) with a TTL, or an LRU in memory. */
export function createEventHistory(options: EventHistoryOptions): EventHistory {
  const { redis, keyPrefix, size, ttlSeconds } = options;
  const kept = (topics: readonly Topic[]) => topics.filter((t) => t !== "all");

  if (redis) {
    // Each topic's stream is its own key, and keys in different slots are written one by one
    // (see multiWriter): a failed append fails the relay, the redelivery appends again, and
    // `kept` counts an event recorded twice once.
    const write = multiWriter<Topic, string>(redis, "history", (transaction, topic, data) => {
      transaction.xadd(keyPrefix + topic, "MAXLEN", String(size), "*", "event", data);
      transaction.expire(keyPrefix + topic, ttlSeconds);
    });
    return {
      async append(topics, event) {
        await write(kept(topics), JSON.stringify(event));
      },
      async kept(topic) {
        const entries = await redis.xrange(keyPrefix + topic, "-", "+");
        return once(entries.flatMap(([, fields]) => parseEntry(fields)));
      },
    };
  }

  const store = new LRUCache<Topic, RelayedEvent[]>({ max: MEMORY_MAX_TOPICS, ttl: ttlSeconds * 1000 });
  return {
    async append(topics, event) {
      for (const topic of kept(topics)) {
        const list = [...(store.get(topic) ?? []), event].slice(-size);
        store.set(topic, list);
      }
    },
    async kept(topic) {
      return once(store.get(topic) ?? []);
    },
  };
}

function parseEntry(fields: string[]): RelayedEvent[] {
  const index = fields.indexOf("event");
  const data = index >= 0 ? fields[index + 1] : undefined;
  if (data === undefined) return [];
  try {
    return [JSON.parse(data) as RelayedEvent];
  } catch {
    return [];
  }
}

/** A delivery retried after a failed publish may have been recorded twice: only its first place counts. */
function once(events: RelayedEvent[]): RelayedEvent[] {
  const seen = new Set<string>();
  return events.filter((e) => !seen.has(e.eventId) && seen.add(e.eventId));
}
