import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { createEventCursor } from "../../src/events/cursor.js";
import { createDedupe } from "../../src/events/dedupe.js";
import { envelopeSchema, topic } from "../../src/events/envelope.js";
import { createEventHistory } from "../../src/events/history.js";
import { createEventBus } from "../../src/events/pubsub.js";
import { createEventRelay } from "../../src/events/relay.js";
import { createTransferChanged } from "../../src/events/transfer-changed.js";
import { graphql } from "../gql/index.js";
import type { GapFillEventsSubscription } from "../gql/graphql.js";
import { onDispose } from "../utils/disposers.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";
import { startOwnedRedis } from "../utils/redis-server.js";
import { startSandbox } from "../utils/sandbox.js";
import { pastNotKnownYet, subscribeWs, wsClient, type Subscription } from "../utils/subscriptions.js";
import { commitTransfer } from "../utils/transfers.js";
import { startWebhookReceiver, type ReceivedDelivery } from "../utils/webhook-receiver.js";
import { testKeyPrefix } from "../utils/redis-keys.js";

const ResumeEvents = graphql(`
  subscription ResumeAfterWipeEvents($quoteId: ID!, $afterEventId: ID) {
    transactionEvents(filter: { quoteId: $quoteId }, afterEventId: $afterEventId) {
      eventId
      kind
      transaction {
        state
      }
    }
  }
`);

const GapEvents = graphql(`
  subscription GapFillEvents($quoteId: ID!) {
    transactionEvents(filter: { quoteId: $quoteId }) {
      eventId
      kind
      transaction {
        state
      }
    }
  }
`);

/** Hands a delivery the test held back to the gateway, as the sender would have. */
async function forward(gw: GatewayHandle, delivery: ReceivedDelivery): Promise<void> {
  const signature = delivery.headers["x-rhino-signature"] as string;
  const res = await fetch(`${gw.url}${gw.config.webhookPath}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-rhino-signature": signature },
    body: delivery.rawBody,
  });
  expect(res.status).toBe(200);
}

/**
 * A relay of another instance after Redis lost its data: it writes the gateway's history (same
 * prefix) and publishes to no one, as a delivery published while the subscriber's connection was
 * still away; its dedupe marks are fresh, as wiped ones are.
 */
function relayToNoOne(redis: Redis, gw: GatewayHandle) {
  const prefix = gw.config.redisKeyPrefix;
  const history = createEventHistory({
    redis,
    keyPrefix: `${prefix}history:`,
    size: gw.config.events.historySize,
    ttlSeconds: gw.config.events.historyTtlSeconds,
  });
  const nowhere = createEventBus({ channelPrefix: `nowhere:${randomUUID()}:` });
  const scratch = testKeyPrefix();
  return createEventRelay({
    dedupe: createDedupe({ redis, keyPrefix: `${scratch}dedupe:`, ttlSeconds: 60 }),
    changed: createTransferChanged({ history, bus: nowhere, onError: (err) => expect.fail(String(err)) }),
    cursor: createEventCursor({ redis, key: `${scratch}last-ts` }),
  });
}

/** A gateway on a Redis of this test's own, whose webhooks the test holds and hands on itself. */
async function setUp() {
  const redisServer = await startOwnedRedis();
  const redis = new Redis(redisServer.url, { maxRetriesPerRequest: 1 });
  onDispose(() => redis.quit().catch(() => redis.disconnect()));
  const receiver = await startWebhookReceiver();
  const sandbox = await startSandbox();
  const gw = await startGateway({ sandbox, env: { REDIS_URL: redisServer.url, REDIS_KEY_PREFIX: testKeyPrefix() } });
  /** Redis loses what the gateway kept: its history and its dedupe marks. */
  const wipe = async (what: "history" | "webhook-event") => {
    for (const key of await redis.keys(`${gw.config.redisKeyPrefix}${what}:*`)) await redis.del(key);
  };
  return { redis, receiver, sandbox, gw, wipe };
}

/** A subscriber by quote id, listening before the commit; the transfer's webhooks go to `receiver`. */
async function watchedTransfer({ gw, sandbox, receiver }: Awaited<ReturnType<typeof setUp>>) {
  let live!: Subscription<GapFillEventsSubscription>;
  const quoteId = await commitTransfer(sandbox, receiver.url, async (id) => {
    live = subscribeWs(wsClient(gw.url), GapEvents, { quoteId: id });
    await expect.poll(() => gw.gateway.bus.listenerCount(topic("transaction", id)), { timeout: 5000 }).toBe(1);
    await pastNotKnownYet(live);
  });
  return { quoteId, live };
}

describe("the gap fill after the subscriber's connection comes back", () => {
  it("delivers a kept event the stream never got, though the history has an older event after it", async () => {
    const env = await setUp();
    const { redis, receiver, sandbox, gw, wipe } = env;
    const { quoteId, live } = await watchedTransfer(env);
    const pending = await receiver.next();
    await forward(gw, pending);
    expect((await live.next()).data?.transactionEvents.kind).toBe("BRIDGE_PENDING");

    // Redis loses its data; the delivery of ACCEPTED is relayed while this subscriber's connection
    // is still away, and the backfill, its dedupe marks wiped, appends the old PENDING after it.
    await sandbox.advance(quoteId, "ACCEPTED");
    const accepted = await receiver.next();
    await wipe("history");
    const relay = relayToNoOne(redis, gw);
    for (const delivery of [accepted, pending]) {
      expect(await relay.accept(envelopeSchema.parse(delivery.json()))).toBe("relayed");
    }

    // The subscriber's connection comes back: the gap fill must find ACCEPTED, and nothing else.
    await redis.client("KILL", "TYPE", "pubsub");
    const next = await live.next(5000).catch(() => expect.fail("the gap fill delivered nothing"));
    expect(next.data?.transactionEvents).toMatchObject({ kind: "BRIDGE_ACCEPTED", transaction: { state: "ACCEPTED" } });
    await live.expectNothing(300);
  });
});

describe("resuming after an event the history no longer holds", () => {
  it("starts from the current state: no earlier state after it, and not the event it resumed after", async () => {
    const env = await setUp();
    const { redis, receiver, sandbox, gw, wipe } = env;
    const { quoteId, live } = await watchedTransfer(env);
    const pending = await receiver.next();
    await forward(gw, pending);
    await sandbox.advance(quoteId, "ACCEPTED");
    const accepted = await receiver.next();
    await forward(gw, accepted);
    const kinds = [await live.next(), await live.next()].map((m) => m.data?.transactionEvents);
    expect(kinds.map((e) => e?.kind)).toEqual(["BRIDGE_PENDING", "BRIDGE_ACCEPTED"]);
    await live.close();

    // Redis loses its data; the backfill relays the old PENDING again (to no one yet).
    await wipe("history");
    await wipe("webhook-event");
    expect(await relayToNoOne(redis, gw).accept(envelopeSchema.parse(pending.json()))).toBe("relayed");

    // The client resumes after the ACCEPTED it has: it is where it was, and goes on from there.
    const resumed = subscribeWs(wsClient(gw.url), ResumeEvents, { quoteId, afterEventId: kinds[1]!.eventId });
    expect((await resumed.next()).data?.transactionEvents).toMatchObject({
      kind: "CURRENT_STATE",
      transaction: { state: "ACCEPTED" },
    });
    await expect.poll(() => gw.gateway.bus.listenerCount(topic("transaction", quoteId)), { timeout: 5000 }).toBe(1);
    // The backfill relays ACCEPTED again, live this time: the client has it already.
    await forward(gw, accepted);
    await sandbox.advance(quoteId, "EXECUTED");
    await forward(gw, await receiver.next());
    expect((await resumed.next()).data?.transactionEvents).toMatchObject({ kind: "BRIDGE_EXECUTED" });
    await resumed.expectNothing(300);
  });
});
