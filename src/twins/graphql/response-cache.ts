import { LRUCache } from "lru-cache";
import { topicsOfMessage, type Topic } from "../../events/envelope.js";
import type { EventBus } from "../../events/pubsub.js";
import type { ResultLifetime } from "../../loaders/lifetime.js";

/**
 * Whole answers of queries whose every read may be cached (final records, calldata, configs and
 * prices within their TTLs; see loaders/lifetime.ts), kept in this process for as long as the
 * shortest of those reads stays true. Keys carry the tenant: one caller never gets another's
 * answer. A relayed event ends every answer holding one of its transfers.
 */
export interface ResponseCache {
  get(key: string): string | undefined;
  /** Where a query's answer is made; returned to {@link offer}, so an event that came meanwhile wins. */
  generation(): number;
  /** Keeps `body` under `key` if its lifetime allows and no event about its transfers came since `generation`. */
  offer(key: string, body: string, lifetime: ResultLifetime, generation: number): void;
  /** Drops every answer holding a transfer of these topics (an event's). */
  evict(topics: Iterable<Topic>): void;
  /** Drops everything (events may have been missed). */
  clear(): void;
}

export interface ResponseCacheOptions {
  /** Bound on keys plus bodies, in bytes (UTF-16 code units, close enough for ASCII JSON). */
  maxBytes: number;
  /** Longest any answer is kept, also for answers that read nothing. */
  maxTtlMs: number;
  /** The clock answers expire by (epoch ms, default `Date.now`), read on every use. */
  now?: () => number;
}

interface Entry {
  body: string;
  topics: Topic[];
}

/** Creates the cache. */
export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  const byTopic = new Map<Topic, Set<string>>();
  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxBytes,
    // One answer may take an eighth at most: a few huge ones must not push out every other.
    maxEntrySize: Math.max(1, Math.floor(options.maxBytes / 8)),
    sizeCalculation: (entry, key) => key.length + entry.body.length,
    ttlAutopurge: false,
    perf: { now: options.now ?? Date.now },
    ttlResolution: 0,
    dispose: (entry, key) => {
      for (const t of entry.topics) {
        const keys = byTopic.get(t);
        keys?.delete(key);
        if (keys?.size === 0) byTopic.delete(t);
      }
    },
  });
  // Event counter and, per topic, the count at its last event (bounded: an old eviction can only
  // matter to an answer still being made, which takes seconds at most).
  let events = 0;
  let clearedAt = 0;
  const evictedAt = new LRUCache<Topic, number>({ max: 10_000 });

  return {
    get: (key) => entries.get(key)?.body,
    generation: () => events,
    offer(key, body, lifetime, generation) {
      const ttl = Math.min(lifetime.ms, options.maxTtlMs);
      if (!(ttl > 0) || generation < clearedAt) return;
      const topics = [...lifetime.topics];
      if (topics.some((t) => (evictedAt.get(t) ?? 0) > generation)) return;
      entries.set(key, { body, topics }, { ttl });
      if (!entries.has(key)) return;
      for (const t of topics) {
        let keys = byTopic.get(t);
        if (!keys) byTopic.set(t, (keys = new Set()));
        keys.add(key);
      }
    },
    evict(topics) {
      events++;
      for (const t of topics) {
        evictedAt.set(t, events);
        for (const key of [...(byTopic.get(t) ?? [])]) entries.delete(key);
      }
    },
    clear() {
      clearedAt = ++events;
      entries.clear();
    },
  };
}

/**
 * Ends cached answers as changes of their transfers reach any instance (the `all` topic of the
 * bus: webhook events, re-reads and writes alike), and drops everything when the bus missed
 * events (Redis outage) or cannot listen.
 */
export function evictOnEvents(cache: ResponseCache, bus: EventBus, onError: (err: unknown) => void): void {
  bus.onResubscribed(() => cache.clear());
  const events = bus.subscribe("all");
  void (async () => {
    for await (const relayed of events) cache.evict(topicsOfMessage(relayed));
  })().catch((err: unknown) => {
    cache.clear();
    onError(err);
  });
}
