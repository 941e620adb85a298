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
   * The topic's events recorded after `afterEventId`, oldest first, each once. When that id is
   * not (or no longer) in the history, every event still kept: they are all newer than an event
   * the history has forgotten.
   * @throws when Redis is unreachable.
   */
  after(topic: Topic, afterEventId: string): Promise<RelayedEvent[]>;
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
    // `after` counts an event recorded twice once.
    const write = multiWriter<Topic, string>(redis, "history", (transaction, topic, data) => {
      transaction.xadd(keyPrefix + topic, "MAXLEN", String(size), "*", "event", data);
      transaction.expire(keyPrefix + topic, ttlSeconds);
    });
    return {
      async append(topics, event) {
        await write(kept(topics), JSON.stringify(event));
      },
      async after(topic, afterEventId) {
        const entries = await redis.xrange(keyPrefix + topic, "-", "+");
        return eventsAfter(
          entries.flatMap(([, fields]) => parseEntry(fields)),
          afterEventId,
        );
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
    async after(topic, afterEventId) {
      return eventsAfter(store.get(topic) ?? [], afterEventId);
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
function eventsAfter(events: RelayedEvent[], afterEventId: string): RelayedEvent[] {
  const position = events.findIndex((e) => e.eventId === afterEventId);
  const seen = new Set<string>(events.slice(0, position + 1).map((e) => e.eventId));
  const out: RelayedEvent[] = [];
  for (const e of events.slice(position + 1)) {
    if (seen.has(e.eventId)) continue;
    seen.add(e.eventId);
    out.push(e);
  }
  return out;
}
