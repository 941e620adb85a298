import { describe, expect, inject, it } from "vitest";
import { createDedupe, type Dedupe, type DedupeOptions } from "../../src/events/dedupe.js";
import { onDispose } from "../utils/disposers.js";
import { connectRedis, uniquePrefix } from "./harness.js";

const redisUrl = inject("redisUrl");
const keyPrefix = uniquePrefix();

// Registered first, so it runs after the tests' own cleanups, before this client quits.
const admin = connectRedis(redisUrl);
onDispose(async () => {
  const keys = await admin.keys(`${keyPrefix}*`);
  if (keys.length > 0) await admin.del(...keys);
});

const stores: [string, () => DedupeOptions][] = [
  ["in memory", () => ({ keyPrefix, ttlSeconds: 60 })],
  ["in Redis", () => ({ redis: connectRedis(redisUrl), keyPrefix, ttlSeconds: 60 })],
];

// Concurrent: two of these wait out a claim's lifetime (1 s and more), each on ids of its own.
describe.concurrent.each(stores)("createDedupe %s", (_name, options) => {
  const create = (): Dedupe => createDedupe(options());
  it("grants a claim to the first of many concurrent callers only", async ({ expect }) => {
    const dedupe = create();
    const eventId = `concurrent-${Math.random()}`;
    const results = await Promise.all(Array.from({ length: 20 }, () => dedupe.claim(eventId)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("lets an unconfirmed claim lapse, so a crash between claim and publish loses nothing", async ({ expect }) => {
    const dedupe = createDedupe({ ...options(), pendingSeconds: 1 });
    const eventId = `lapsed-${Math.random()}`;
    expect(await dedupe.claim(eventId)).toBe(true);
    expect(await dedupe.claim(eventId)).toBe(false);
    await expect.poll(() => dedupe.claim(eventId), { timeout: 3000, interval: 100 }).toBe(true);
  });

  it("keeps a confirmed claim for the whole TTL", async ({ expect }) => {
    const dedupe = createDedupe({ ...options(), pendingSeconds: 1 });
    const eventId = `confirmed-${Math.random()}`;
    expect(await dedupe.claim(eventId)).toBe(true);
    await dedupe.confirm(eventId);
    // Refused all along, past the 1 s an unconfirmed claim lives: asked every 50 ms, not in a busy loop.
    const until = Date.now() + 1_500;
    while (Date.now() < until) {
      expect(await dedupe.claim(eventId)).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it("tells a claim whose relay is under way from a confirmed one", async ({ expect }) => {
    const dedupe = create();
    const eventId = `pending-${Math.random()}`;
    expect(await dedupe.claim(eventId)).toBe(true);
    expect(await dedupe.claim(eventId)).toBe(false);
    expect(await dedupe.confirmed(eventId)).toBe(false);
    await dedupe.confirm(eventId);
    expect(await dedupe.claim(eventId)).toBe(false);
    expect(await dedupe.confirmed(eventId)).toBe(true);
  });

  it("grants a claim again after it was released", async ({ expect }) => {
    const dedupe = create();
    const eventId = `released-${Math.random()}`;
    expect(await dedupe.claim(eventId)).toBe(true);
    await dedupe.release(eventId);
    expect(await dedupe.claim(eventId)).toBe(true);
    expect(await dedupe.claim(eventId)).toBe(false);
  });
});

describe("createDedupe in Redis", () => {
  it("stores a claim under the key prefix with the TTL, so it expires", async () => {
    const redis = connectRedis(redisUrl);
    const dedupe = createDedupe({ redis, keyPrefix, ttlSeconds: 420, pendingSeconds: 42 });
    await dedupe.claim("ttl-check");
    const pending = await redis.ttl(`${keyPrefix}ttl-check`);
    expect(pending).toBeGreaterThan(0);
    expect(pending).toBeLessThanOrEqual(42);
    await dedupe.confirm("ttl-check");
    expect(await redis.ttl(`${keyPrefix}ttl-check`)).toBeGreaterThan(42);
  });

  it("shares claims between instances on one Redis", async () => {
    const a = createDedupe({ redis: connectRedis(redisUrl), keyPrefix, ttlSeconds: 60 });
    const b = createDedupe({ redis: connectRedis(redisUrl), keyPrefix, ttlSeconds: 60 });
    expect(await a.claim("shared")).toBe(true);
    expect(await b.claim("shared")).toBe(false);
  });
});
