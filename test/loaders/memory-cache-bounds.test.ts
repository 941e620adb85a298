import { describe, expect, it } from "vitest";
import { createMemoryCache } from "../../src/loaders/cache.js";

const HOUR = 3_600_000;

describe("in-memory shared cache bounds", () => {
  it("keeps at most CACHE_MAX_ENTRIES records in memory", async () => {
    const cache = createMemoryCache(3);
    for (let i = 0; i < 5; i++) await cache.set(`k${i}`, "t", `v${i}`, HOUR);
    const kept = await Promise.all([0, 1, 2, 3, 4].map((i) => cache.get(`k${i}`, "t")));
    expect(kept).toEqual([undefined, undefined, "v2", "v3", "v4"]);
  });

  it("keeps at most maxBytes of records, dropping the least recently used first", async () => {
    const value = "x".repeat(1000); // about 2 kB counted
    const cache = createMemoryCache(10_000, 10_000);
    for (let i = 0; i < 10; i++) await cache.set(`k${i}`, "t", value, HOUR);
    const kept = (await Promise.all([...Array(10).keys()].map((i) => cache.get(`k${i}`, "t")))).filter(Boolean);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThanOrEqual(4);
    expect(await cache.get("k9", "t")).toBe(value);
    expect(await cache.get("k0", "t")).toBeUndefined();
  });

  it("counts every tenant's copy of a key against the byte budget", async () => {
    const cache = createMemoryCache(10_000, 10_000);
    const value = "y".repeat(1000);
    for (let i = 0; i < 10; i++) await cache.set("shared", `tenant${i}`, value, HOUR);
    // Ten tenants' copies do not fit: the key's entry is dropped rather than kept over budget.
    expect(await cache.get("shared", "tenant9")).toBeUndefined();
    await cache.set("small", "t", "v", HOUR);
    expect(await cache.get("small", "t")).toBe("v");
  });
});
