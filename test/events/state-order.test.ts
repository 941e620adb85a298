import { describe, expect, it } from "vitest";
import { topic } from "../../src/events/envelope.js";
import { graphql } from "../gql/index.js";
import { startGateway } from "../utils/gateway.js";
import { spawnGateway } from "../utils/gateway-process.js";
import { metricValue } from "../utils/metrics.js";
import { startOwnedRedis } from "../utils/redis-server.js";
import { pollUntil, startSandbox } from "../utils/sandbox.js";
import { subscribeWs, wsClient, type Subscription } from "../utils/subscriptions.js";
import { commitTransfer } from "../utils/transfers.js";
import { testKeyPrefix } from "../utils/redis-keys.js";

const OrderEvents = graphql(`
  subscription OrderEvents($filter: TransactionEventFilter, $afterEventId: ID) {
    transactionEvents(filter: $filter, afterEventId: $afterEventId) {
      eventId
      type
    }
  }
`);

type Events = Subscription<{ transactionEvents: { eventId: string; type: string } }>;
interface Received {
  eventId: string;
  type: string;
}

const SUBSCRIBERS = 5;

async function nextEvent(sub: Events, timeoutMs = 15_000): Promise<Received> {
  const message = await sub.next(timeoutMs);
  if (message.errors) throw new Error(JSON.stringify(message.errors));
  return message.data!.transactionEvents;
}

describe("a transfer's state, through an instance killed and Redis restarted empty", () => {
  it("never goes backwards for any subscriber: PENDING, ACCEPTED, EXECUTED, each under one id", async () => {
    const redis = await startOwnedRedis();
    const sandbox = await startSandbox();
    const REDIS_KEY_PREFIX = testKeyPrefix();
    const shared = { REDIS_URL: redis.url, REDIS_KEY_PREFIX };
    const a = await spawnGateway({ ...shared, BRIDGE_API_URL: sandbox.url, BRIDGE_API_KEY: sandbox.apiKey });
    // B backfills every second: what Redis forgot is relayed again soon after it comes back.
    const b = await startGateway({ sandbox, env: { ...shared, EVENT_BACKFILL_INTERVAL_MS: "1000" } });

    // Subscribed on A; the upstream delivers to B, whose relay reaches A's subscribers through Redis.
    let onA: Events[] = [];
    const quoteId = await commitTransfer(sandbox, `${b.url}${b.config.webhookPath}`, async (id) => {
      onA = Array.from({ length: SUBSCRIBERS }, () => subscribeWs(wsClient(a.url), OrderEvents, { filter: { quoteId: id } }));
      await expect.poll(() => metricValue(a.url, "gateway_active_subscriptions"), { timeout: 10_000 }).toBe(SUBSCRIBERS);
    });
    const seen: Received[][] = [];
    for (const sub of onA) {
      // Subscribed before the commit: the stream first says the transfer is not known yet (or, when
      // the commit won the race, gives its current state); the events follow.
      const first = await nextEvent(sub);
      seen.push([first.type === "NOT_KNOWN_YET" || first.type === "CURRENT_STATE" ? await nextEvent(sub) : first]);
    }
    expect(seen.map((s) => s[0]!.type)).toEqual(Array(SUBSCRIBERS).fill("BRIDGE_PENDING"));

    // Between PENDING and ACCEPTED: A dies without a goodbye, and every subscriber resumes on B.
    a.signal("SIGKILL");
    await a.exited;
    const onB = seen.map((s) => subscribeWs(wsClient(b.url), OrderEvents, { filter: { quoteId }, afterEventId: s[0]!.eventId }));
    await expect.poll(() => b.gateway.bus.listenerCount(topic("transaction", quoteId)), { timeout: 10_000 }).toBe(SUBSCRIBERS);

    // Redis comes back empty: the dedupe marks are gone, and B's backfill relays PENDING again.
    const backfilled = await metricValue(b.url, "gateway_backfilled_events_total");
    await redis.kill();
    await redis.start();
    await pollUntil(async () => ((await fetch(`${b.url}/readyz`)).status === 200 ? true : undefined), 15_000, 100);
    await expect
      .poll(() => metricValue(b.url, "gateway_backfilled_events_total"), { timeout: 15_000 })
      .toBeGreaterThan(backfilled);

    await sandbox.advance(quoteId, "ACCEPTED");
    await sandbox.advance(quoteId, "EXECUTED");
    for (const [i, sub] of onB.entries()) {
      while (seen[i]!.at(-1)!.type !== "BRIDGE_EXECUTED") seen[i]!.push(await nextEvent(sub));
    }
    for (const events of seen) {
      expect(events.map((e) => e.type)).toEqual(["BRIDGE_PENDING", "BRIDGE_ACCEPTED", "BRIDGE_EXECUTED"]);
      // One id per event, the same on both instances for every subscriber.
      expect(events.map((e) => e.eventId)).toEqual(seen[0]!.map((e) => e.eventId));
    }
    await Promise.all(onB.map((sub) => sub.expectNothing(500)));
  }, 90_000);
});
