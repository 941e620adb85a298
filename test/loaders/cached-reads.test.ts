import { Redis } from "ioredis";
import { describe, expect, inject, it } from "vitest";
import { createRedisCache, type SharedCache } from "../../src/loaders/cache.js";
import { CACHE_SCHEMA_VERSION, createCachedReads } from "../../src/loaders/cached-reads.js";
import type { CachePolicy } from "../../src/upstream/route.js";
import type { BridgeClient } from "../../src/upstream/client.js";
import { onDispose } from "../utils/disposers.js";
import { movableClock } from "../utils/sandbox.js";
import { testKeyPrefix } from "../utils/redis-keys.js";

const redisUrl = inject("redisUrl");

const POLICY: CachePolicy = {
  immutableTtlMs: 60_000,
  pendingTtlMs: 60_000,
  publicKeyTtlMs: 60_000,
  configTtlMs: 60_000,
  pricesTtlMs: 60_000,
};
const ANONYMOUS = { kind: "none", tenant: "anonymous" } as const;

/**
 * Reads through a real Redis cache, counting the cache's reads and evictions. The upstream is a
 * stand-in that answers every route with its own count of calls: which answer a read got tells
 * whether it came from the upstream or from a cache.
 */
function setup() {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  onDispose(() => redis.quit().catch(() => redis.disconnect()));
  const prefix = testKeyPrefix("cached-reads");
  const cache = createRedisCache(redis, prefix, (error) => {
    throw error;
  });
  const counts = { gets: 0, evictions: [] as string[][], upstream: 0 };
  const counted: SharedCache = {
    get: (key, tenant) => ((counts.gets += 1), cache.get(key, tenant)),
    set: (key, tenant, value, ttlMs) => cache.set(key, tenant, value, ttlMs),
    evict: (...keys) => (counts.evictions.push(keys), cache.evict(...keys)),
  };
  const client = {
    call: async () => `answer-${++counts.upstream}`,
  } as unknown as BridgeClient;
  const clock = movableClock();
  const reads = createCachedReads(client, counted, POLICY, { now: clock.now });
  return { redis, prefix, counts, reads, clock };
}

describe("cached reads", () => {
  it("serves a parsed-once answer found in the shared cache from this process for a second, then reads the cache again", async () => {
    const { counts, reads, clock } = setup();
    expect(await reads.read("webhookPublicKey", ANONYMOUS, undefined)).toBe("answer-1"); // miss, written
    expect(await reads.read("webhookPublicKey", ANONYMOUS, undefined)).toBe("answer-1"); // a cache hit, now held
    const lookups = counts.gets;
    let msLeft = 0;
    for (let i = 0; i < 50; i++)
      expect(await reads.read("webhookPublicKey", ANONYMOUS, undefined, (ms) => (msLeft = ms))).toBe("answer-1");
    expect(counts.gets).toBe(lookups);
    // What is left of the cached entry's own lifetime, not a fresh one.
    expect(msLeft).toBeGreaterThan(50_000);
    expect(msLeft).toBeLessThanOrEqual(60_000);

    clock.advance(1_100);
    expect(await reads.read("webhookPublicKey", ANONYMOUS, undefined)).toBe("answer-1");
    expect(counts.gets).toBe(lookups + 1);
    expect(counts.upstream).toBe(1);
  });

  it("drops the held copy at once when this instance evicts it (a key rotation)", async () => {
    const { counts, reads } = setup();
    await reads.read("webhookPublicKey", ANONYMOUS, undefined);
    await reads.read("webhookPublicKey", ANONYMOUS, undefined);
    expect(await reads.freshWebhookPublicKey()).toBe("answer-2");
    expect(await reads.read("webhookPublicKey", ANONYMOUS, undefined)).toBe("answer-2");
    expect(counts.upstream).toBe(2);
  });

  it("evicts every record an event makes stale in one eviction", async () => {
    const { redis, prefix, counts, reads } = setup();
    const keys = [`v${CACHE_SCHEMA_VERSION}:by-id:q-1`, `v${CACHE_SCHEMA_VERSION}:deposit:0xdeposit`];
    for (const key of keys) await redis.hset(prefix + key, "t1", `${Date.now() + 60_000}|{}`);

    await reads.evictForEvent({ _tag: "BRIDGE_EXECUTED", _id: "q-1", depositTxHash: "0xdeposit" });
    expect(counts.evictions).toEqual([expect.arrayContaining(keys)]);
    expect(await redis.exists(...keys.map((k) => prefix + k))).toBe(0);

    await reads.evictForEvent({ _tag: "DEPOSIT_ADDRESS_CREATED" });
    expect(counts.evictions).toHaveLength(1);
  });
});
