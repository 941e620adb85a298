import { Redis } from "ioredis";
import { describe, expect, inject, it } from "vitest";
import { createSubscriptionSlots } from "../../src/events/subscription-slots.js";
import { graphql } from "../gql/index.js";
import { onDispose } from "../utils/disposers.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";
import { metricValue } from "../utils/metrics.js";
import { startSandbox } from "../utils/sandbox.js";
import { pastNotKnownYet, subscribeSse, subscribeWs, wsClient, type Subscription } from "../utils/subscriptions.js";
import { testKeyPrefix } from "../utils/redis-keys.js";

const Capped = graphql(`
  subscription CappedEvents($filter: TransactionEventFilter) {
    transactionEvents(filter: $filter) {
      eventId
    }
  }
`);

const open = (gw: GatewayHandle) => metricValue(gw.url, "gateway_active_subscriptions");
const refused = (gw: GatewayHandle) => metricValue(gw.url, "gateway_subscriptions_refused_total");

/** The next message of a subscription that should have been refused: its one error. */
async function refusal(sub: Subscription<unknown>) {
  const result = await sub.next(5000);
  expect(result.errors).toHaveLength(1);
  return result.errors![0]! as { message: string; extensions?: Record<string, unknown> };
}

describe("No cap on concurrent subscriptions per caller", () => {
  it("caps one caller's streams over graphql-ws and SSE across instances, says the limit, and counts the refusal", async () => {
    const sandbox = await startSandbox();
    const redisKeyPrefix = testKeyPrefix();
    const env = { GRAPHQL_MAX_SUBSCRIPTIONS_PER_CALLER: "3" };
    const a = await startGateway({ sandbox, redis: true, redisKeyPrefix, env });
    const b = await startGateway({ sandbox, redis: true, redisKeyPrefix, env });
    const authorization = `Bearer ${await sandbox.getJwt()}`;
    const filter = (i: number) => ({ filter: { depositAddress: `0x${String(i).padStart(40, "0")}` } });

    const onA = wsClient(a.url, { authorization });
    const first = [subscribeWs(onA, Capped, filter(1)), subscribeWs(onA, Capped, filter(2))];
    await expect.poll(() => open(a), { timeout: 5000 }).toBe(2);
    await subscribeSse(b.url, Capped, filter(3), { authorization });
    await expect.poll(() => open(b), { timeout: 5000 }).toBe(1);

    // The fourth, on either instance and either transport, is refused with the limit named.
    const overWs = await refusal(subscribeWs(wsClient(b.url, { authorization }), Capped, filter(4)));
    expect(overWs.extensions).toMatchObject({ code: "TOO_MANY_SUBSCRIPTIONS", limit: 3 });
    expect(overWs.message).toMatch(/At most 3 subscriptions/);
    const overSse = await refusal(await subscribeSse(a.url, Capped, filter(5), { authorization }));
    expect(overSse.extensions).toMatchObject({ code: "TOO_MANY_SUBSCRIPTIONS" });
    expect((await refused(a)) + (await refused(b))).toBe(2);

    // Another caller has a budget of its own.
    const other = wsClient(b.url, { authorization: `Bearer ${await sandbox.getJwt()}-other` });
    subscribeWs(other, Capped, filter(6));
    await expect.poll(() => open(b), { timeout: 5000 }).toBe(2);

    // A stream that ends gives its place back.
    await first[0]!.close();
    await expect.poll(() => open(a), { timeout: 5000 }).toBe(1);
    const again = subscribeWs(wsClient(b.url, { authorization }), Capped, filter(7));
    await expect.poll(() => open(b), { timeout: 5000 }).toBe(3);
    // Open, not refused: its first message says the address has no transfer yet.
    await pastNotKnownYet(again);

    // A stopped instance gives back every place it held.
    await a.stop();
    subscribeWs(wsClient(b.url, { authorization }), Capped, filter(8));
    await expect.poll(() => open(b), { timeout: 5000 }).toBe(4);
  });

  it("stops counting the streams of a killed instance once their leases end", async () => {
    const redis = new Redis(inject("redisUrl"));
    onDispose(() => redis.quit());
    const keyPrefix = `${testKeyPrefix()}subscriptions:`;
    const slots = createSubscriptionSlots({ limit: 2, redis, keyPrefix, leaseMs: 600 });
    onDispose(() => slots.close());
    // What an instance killed mid-stream leaves behind: two leases nobody renews or removes.
    const leaseEnd = Date.now() + 600;
    await redis.zadd(`${keyPrefix}caller`, leaseEnd, "dead:1", leaseEnd, "dead:2");
    expect(await slots.acquire("caller")).toBeUndefined();
    await new Promise((r) => setTimeout(r, Math.max(0, leaseEnd + 50 - Date.now())));
    const slot = await slots.acquire("caller");
    expect(slot).toBeDefined();
    // A live instance's own lease is renewed past its first term.
    await new Promise((r) => setTimeout(r, 900));
    expect(await redis.zscore(`${keyPrefix}caller`, (await redis.zrange(`${keyPrefix}caller`, 0, -1))[0]!)).not.toBeNull();
    expect(await redis.zcard(`${keyPrefix}caller`)).toBe(1);
    slot!.release();
    await expect.poll(() => redis.zcard(`${keyPrefix}caller`)).toBe(0);
  });

  it("renews a caller's leases with one Redis command per renewal, many streams and a thousand more at a time", async () => {
    const redis = new Redis(inject("redisUrl"));
    onDispose(() => redis.quit());
    const keyPrefix = `${testKeyPrefix()}subscriptions:`;
    const key = `${keyPrefix}caller`;
    // A lease of 150 ms is renewed every 50 ms (one tick: turns.ts), every stream on each tick.
    const slots = createSubscriptionSlots({ limit: 1_500, redis, keyPrefix, leaseMs: 150 });
    onDispose(() => slots.close());
    const held = await Promise.all(Array.from({ length: 1_200 }, () => slots.acquire("caller")));
    // No lease taken above runs past this before it is renewed.
    const firstTermEnds = Date.now() + 150;
    const commands: string[][] = [];
    const monitor = await new Redis(inject("redisUrl")).monitor();
    onDispose(() => monitor.disconnect());
    // Commands sent by a client, not those its scripts run.
    monitor.on("monitor", (_time: string, args: string[], source: string) => {
      if (!source.startsWith("lua") && args.includes(key)) commands.push(args);
    });
    await new Promise((r) => setTimeout(r, 1_000));
    const renewals = commands.filter(([name]) => name!.toLowerCase() !== "zrem");
    // Renewals of 1,000 members then 200: two EVALs a renewal, nothing else.
    expect(renewals.length).toBeGreaterThanOrEqual(6);
    expect(new Set(renewals.map(([name]) => name!.toLowerCase()))).toEqual(new Set(["eval"]));
    expect(renewals.map((args) => (args.length - 5) / 2).sort((a, b) => a - b)).toContain(1_000);
    // Every lease (and the key) reaches past the first term: the renewals took. (Not "past now":
    // on a loaded machine the last tick may be more than a lease ago.)
    expect(await redis.zcount(key, firstTermEnds + 1, "+inf")).toBe(1_200);
    expect(await redis.pttl(key)).toBeGreaterThan(0);
    for (const slot of held) slot!.release();
    await expect.poll(() => redis.exists(key)).toBe(0);
  });
});
