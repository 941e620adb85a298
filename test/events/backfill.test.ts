import { describe, expect, it } from "vitest";
import { topic } from "../../src/events/envelope.js";
import { graphql } from "../gql/index.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";
import { startSandbox } from "../utils/sandbox.js";
import { pastNotKnownYet, subscribeSse, subscribeWs, type Subscription, wsClient } from "../utils/subscriptions.js";
import { commitTransfer } from "../utils/transfers.js";
import { testKeyPrefix } from "../utils/redis-keys.js";

const Resumable = graphql(`
  subscription ResumableEvents($filter: TransactionEventFilter, $afterEventId: ID, $untilFinal: Boolean) {
    transactionEvents(filter: $filter, afterEventId: $afterEventId, untilFinal: $untilFinal) {
      eventId
      type
    }
  }
`);

type Message = Awaited<ReturnType<Subscription<{ transactionEvents: { eventId: string; type: string } }>["next"]>>;

const eventOf = (message: Message) => {
  if (message.errors) throw new Error(JSON.stringify(message.errors));
  return message.data!.transactionEvents;
};

const webhookUrlOf = (gw: GatewayHandle) => `${gw.url}${gw.config.webhookPath}`;

/**
 * Subscribes to a transfer's events until its final state, so the stream's end shows that nothing
 * (no duplicate) came after the last event.
 */
async function subscribe(gw: GatewayHandle, quoteId: string, afterEventId?: string) {
  const sub = subscribeWs(wsClient(gw.url), Resumable, { filter: { quoteId }, afterEventId, untilFinal: true });
  await expect.poll(() => gw.gateway.bus.listenerCount(topic("transaction", quoteId)), { timeout: 10_000 }).toBeGreaterThan(0);
  // Without afterEventId this file subscribes before the commit: the stream first says so.
  if (afterEventId === undefined) await pastNotKnownYet(sub);
  return sub;
}

describe("resuming a subscription", () => {
  it("replays exactly the events missed after afterEventId, in order and once each, then goes live", async () => {
    const gw = await startGateway({ redis: true });
    let first!: Subscription<{ transactionEvents: { eventId: string; type: string } }>;
    const quoteId = await commitTransfer(gw.sandbox, webhookUrlOf(gw), async (id) => void (first = await subscribe(gw, id)));
    const pending = eventOf(await first.next());
    expect(pending.type).toBe("BRIDGE_PENDING");
    await first.close();

    // Two vendor events (PENDING_CONFIRMATION has none): cancelled, then a late deposit accepted.
    await gw.sandbox.advance(quoteId, "CANCELLED");
    await gw.sandbox.advance(quoteId, "ACCEPTED");
    // Both were relayed while nobody listened.
    await expect.poll(async () => (await gw.sandbox.stats()).webhooks.delivered, { timeout: 5000 }).toBe(3);

    // CANCELLED is not final (the late deposit moved the transfer on): the replay goes past it.
    const resumed = await subscribe(gw, quoteId, pending.eventId);
    expect(eventOf(await resumed.next()).type).toBe("BRIDGE_CANCELLED");
    expect(eventOf(await resumed.next()).type).toBe("BRIDGE_ACCEPTED");
    await gw.sandbox.advance(quoteId, "EXECUTED");
    expect(eventOf(await resumed.next()).type).toBe("BRIDGE_EXECUTED");
    // The stream's end shows that nothing (no second copy of a replayed event) came after.
    await resumed.expectEnd();
  });

  it("resumes over SSE from the Last-Event-ID header", async () => {
    const gw = await startGateway();
    let first!: Subscription<{ transactionEvents: { eventId: string; type: string } }>;
    const quoteId = await commitTransfer(gw.sandbox, webhookUrlOf(gw), async (id) => void (first = await subscribe(gw, id)));
    const pending = eventOf(await first.next());
    await gw.sandbox.advance(quoteId, "ACCEPTED");
    const accepted = eventOf(await first.next());
    await first.close();

    const sse = await subscribeSse(
      gw.url,
      Resumable,
      { filter: { quoteId }, untilFinal: true },
      { "last-event-id": pending.eventId },
    );
    expect(sse.status).toBe(200);
    expect(eventOf(await sse.next())).toEqual(accepted);
    await gw.sandbox.advance(quoteId, "EXECUTED");
    expect(eventOf(await sse.next()).type).toBe("BRIDGE_EXECUTED");
    await sse.expectEnd();
  });

  it("refuses afterEventId without a filter", async () => {
    const gw = await startGateway({ env: { GATEWAY_ADMIN_TOKEN: "admin-token-for-tests" } });
    const sub = subscribeWs(wsClient(gw.url, { authorization: "Bearer admin-token-for-tests" }), Resumable, {
      afterEventId: "x",
    });
    const message = await sub.next();
    expect(message.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
  });
});

describe("backfill from the missed-events cursor", () => {
  it("relays after a restart the events sent while every gateway instance was stopped", async () => {
    // One attempt per webhook: what the stopped gateway missed is only in the upstream's cursor.
    const sandbox = await startSandbox({ webhookMaxAttempts: 1 });
    const redisKeyPrefix = testKeyPrefix();
    const before = await startGateway({ sandbox, redis: true, redisKeyPrefix });
    let sub!: Subscription<{ transactionEvents: { eventId: string; type: string } }>;
    const quoteId = await commitTransfer(sandbox, webhookUrlOf(before), async (id) => void (sub = await subscribe(before, id)));
    const pending = eventOf(await sub.next());
    expect(pending.type).toBe("BRIDGE_PENDING");
    await before.stop();

    await sandbox.advance(quoteId, "ACCEPTED");
    await sandbox.advance(quoteId, "EXECUTED");
    await expect.poll(async () => (await sandbox.stats()).webhooks.gaveUp, { timeout: 5000 }).toBeGreaterThanOrEqual(2);

    const after = await startGateway({ sandbox, redis: true, redisKeyPrefix });
    // Everything missed is already in the cursor: the catch-up alone ends this stream, so it may
    // never be seen listening.
    const resumed = subscribeWs(wsClient(after.url), Resumable, {
      filter: { quoteId },
      afterEventId: pending.eventId,
      untilFinal: true,
    });
    expect(eventOf(await resumed.next())).toMatchObject({ type: "BRIDGE_ACCEPTED" });
    expect(eventOf(await resumed.next())).toMatchObject({ type: "BRIDGE_EXECUTED" });
    await resumed.expectEnd();
  });

  it("reads the cursor periodically, so events whose webhook never arrived still reach subscribers", async () => {
    const gw = await startGateway({ env: { EVENT_BACKFILL_INTERVAL_MS: "200" } });
    // A webhook URL nothing listens on: the route is "down" for these events.
    let sub!: Subscription<{ transactionEvents: { eventId: string; type: string } }>;
    const quoteId = await commitTransfer(
      gw.sandbox,
      "http://127.0.0.1:9/nowhere",
      async (id) => void (sub = await subscribe(gw, id)),
    );
    await gw.sandbox.advance(quoteId, "EXECUTED");
    const types = [eventOf(await sub.next()).type, eventOf(await sub.next()).type, eventOf(await sub.next()).type];
    expect(types).toEqual(["BRIDGE_PENDING", "BRIDGE_ACCEPTED", "BRIDGE_EXECUTED"]);
    await sub.expectEnd();
  });
});
