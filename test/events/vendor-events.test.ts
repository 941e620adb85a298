import { generateKeyPairSync, randomBytes, randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { signBody } from "../../src/events/signature.js";
import { topic, type TopicField } from "../../src/events/envelope.js";
import { graphql } from "../gql/index.js";
import type { VendorEventsSubscription } from "../gql/graphql.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";
import { pastNotKnownYet, subscribeWs, wsClient, type Subscription } from "../utils/subscriptions.js";
import { commitTransfer } from "../utils/transfers.js";

/*
 * The vendor's 13 event kinds reach subscribers typed (kind, transferType) over graphql-ws, each
 * sent by the sandbox itself. Only a kind the vendor types do not name (a later kind) is signed by
 * the test, with a key whose public half the sandbox serves (an override of GET /webhook/public-key).
 */

const VendorEvents = graphql(`
  subscription VendorEvents($filter: TransactionEventFilter) {
    transactionEvents(filter: $filter) {
      eventId
      type
      kind
      transferType
      payload
      transaction {
        __typename
        id
        state
        refund {
          amount
          token
        }
        ... on DepositAddressBridgeTransaction {
          depositAddress
        }
      }
    }
  }
`);

type Event = VendorEventsSubscription["transactionEvents"];
type Events = Subscription<VendorEventsSubscription>;

async function next(sub: Events, timeoutMs = 5000): Promise<Event> {
  const message = await sub.next(timeoutMs);
  if (message.errors) throw new Error(JSON.stringify(message.errors));
  return message.data!.transactionEvents;
}

async function listen(gw: GatewayHandle, field: TopicField, value: string, headers?: Record<string, unknown>): Promise<Events> {
  const filter = field === "transaction" ? { quoteId: value } : { [field]: value };
  const sub = subscribeWs(wsClient(gw.url, headers), VendorEvents, { filter });
  await expect.poll(() => gw.gateway.bus.listenerCount(topic(field, value)), { timeout: 5000 }).toBeGreaterThan(0);
  // This file listens to a quote before committing it, and to an address before any transfer into
  // it: either stream starts by saying so.
  if (field === "transaction" || field === "depositAddress") await pastNotKnownYet(sub);
  return sub;
}

const webhookUrlOf = (gw: GatewayHandle) => `${gw.url}${gw.config.webhookPath}`;

describe("the sandbox's own event kinds, typed", () => {
  let gw: GatewayHandle;
  beforeAll(async () => {
    gw = await startGateway({ env: { GATEWAY_ADMIN_TOKEN: "admin-token-for-vendor-events" } });
  });

  it("BRIDGE_PENDING, BRIDGE_ACCEPTED, BRIDGE_EXECUTED carry transferType bridge; BRIDGE_CANCELLED none", async () => {
    let sub!: Events;
    const quoteId = await commitTransfer(
      gw.sandbox,
      webhookUrlOf(gw),
      async (id) => void (sub = await listen(gw, "transaction", id)),
    );
    await gw.sandbox.advance(quoteId, "ACCEPTED");
    await gw.sandbox.advance(quoteId, "EXECUTED");
    const seen = [await next(sub), await next(sub), await next(sub)];
    expect(seen.map((e) => [e.kind, e.type, e.transferType, e.transaction?.__typename, e.transaction?.state])).toEqual([
      ["BRIDGE_PENDING", "BRIDGE_PENDING", "bridge", "BridgeTransaction", "PENDING"],
      ["BRIDGE_ACCEPTED", "BRIDGE_ACCEPTED", "bridge", "BridgeTransaction", "ACCEPTED"],
      ["BRIDGE_EXECUTED", "BRIDGE_EXECUTED", "bridge", "BridgeTransaction", "EXECUTED"],
    ]);

    let cancelledSub!: Events;
    const cancelled = await commitTransfer(
      gw.sandbox,
      webhookUrlOf(gw),
      async (id) => void (cancelledSub = await listen(gw, "transaction", id)),
    );
    expect((await next(cancelledSub)).kind).toBe("BRIDGE_PENDING");
    await gw.sandbox.advance(cancelled, "CANCELLED");
    const e = await next(cancelledSub);
    expect(e).toMatchObject({ kind: "BRIDGE_CANCELLED", transferType: null, transaction: { id: cancelled, state: "CANCELLED" } });
  });

  it("BRIDGE_REFUNDED carries the swap's refund", async () => {
    const jwt = await gw.sandbox.getJwt();
    const quote = await gw.sandbox.api("POST", "/bridge/quote/bridge-swap/user", {
      jwt,
      body: {
        chainIn: "ETHEREUM",
        chainOut: "ARBITRUM_ONE",
        tokenIn: "USDC",
        tokenOut: "ETH",
        amount: "3000",
        mode: "pay",
        depositor: "0x1111111111111111111111111111111111111111",
        recipient: "0x2222222222222222222222222222222222222222",
        webhookUrl: webhookUrlOf(gw),
      },
    });
    const quoteId = quote.body.quoteId as string;
    const sub = await listen(gw, "transaction", quoteId);
    expect((await gw.sandbox.api("POST", `/bridge/quote/commit/${quoteId}`, { jwt })).status).toBe(200);
    expect(await next(sub)).toMatchObject({ kind: "BRIDGE_PENDING", transferType: "bridgeSwap" });
    await gw.sandbox.advance(quoteId, "DEPOSIT_ACCEPTED");
    await gw.sandbox.advance(quoteId, "SWAP_FAILED");
    const record = await gw.sandbox.advance(quoteId, "SWAP_FAILED_REFUNDED");
    const refunded = await next(sub);
    expect(refunded).toMatchObject({
      kind: "BRIDGE_REFUNDED",
      transaction: { __typename: "BridgeSwapTransaction", state: "SWAP_FAILED_REFUNDED" },
    });
    expect(refunded.transaction?.refund).toEqual({
      amount: (record as unknown as Record<string, string>).refundedAmount,
      token: (record as unknown as Record<string, string>).refundedToken,
    });
  });

  it("SDA kinds reach a depositAddress subscriber: created, rejected, refund, delayed, and the transfer's own events", async () => {
    const depositAddress = `0x${randomBytes(20).toString("hex")}`;
    const sub = await listen(gw, "depositAddress", depositAddress);
    await gw.sandbox.registerDepositAddress({ depositAddress, depositChain: "ETHEREUM", webhookUrl: webhookUrlOf(gw) });
    expect(await next(sub)).toMatchObject({ kind: "DEPOSIT_ADDRESS_CREATED", transaction: null, transferType: null });

    const deposits = `/sandbox/deposit-addresses/${depositAddress}/ETHEREUM/deposits`;
    const rejected = await gw.sandbox.api("POST", deposits, { body: { token: "USDT", amount: "100", reject: "NO_ROUTE_FOUND" } });
    expect(rejected.status).toBe(201);
    const kinds = [await next(sub), await next(sub)].map((e) => e.kind).sort();
    expect(kinds).toEqual(["DEPOSIT_ADDRESS_BRIDGE_REJECTED", "SDA_REFUND_COMPLETED"]);

    const delayed = await gw.sandbox.api("POST", deposits, { body: { token: "USDT", amount: "100", delayed: true } });
    expect(delayed.status).toBe(201);
    expect(await next(sub)).toMatchObject({ kind: "DEPOSIT_ADDRESS_BRIDGE_DELAYED", transaction: null });
    const quoteId = delayed.body.quoteId as string;
    await gw.sandbox.advance(quoteId, "ACCEPTED");
    const accepted = await next(sub);
    expect(accepted).toMatchObject({
      kind: "BRIDGE_ACCEPTED",
      transferType: "depositAddressBridge",
      transaction: { __typename: "DepositAddressBridgeTransaction", id: quoteId, state: "ACCEPTED", depositAddress },
    });
  });

  it("the three ROUTING_DEPOSIT_ADDRESS_* kinds reach a depositAddress subscriber from the sandbox's routing address, then the transfer's own", async () => {
    const depositAddress = `0x${randomBytes(20).toString("hex")}`;
    const sub = await listen(gw, "depositAddress", depositAddress);
    const created = await gw.sandbox.api("POST", "/sandbox/routing-deposit-addresses", {
      body: {
        depositChain: "ETHEREUM",
        depositAddress,
        webhookUrl: webhookUrlOf(gw),
        routes: [
          {
            matcher: { _tag: "sentToken", symbolsOrAddresses: ["USDT"] },
            action: {
              _tag: "bridge",
              destinationChain: "BASE",
              destinationAddress: "0x3333333333333333333333333333333333333333",
            },
          },
        ],
      },
    });
    expect(created.status).toBe(201);
    expect(await next(sub)).toMatchObject({ kind: "ROUTING_DEPOSIT_ADDRESS_CREATED", transaction: null, transferType: null });

    const deposits = `/sandbox/routing-deposit-addresses/${depositAddress}/ETHEREUM/deposits`;
    const unrouted = await gw.sandbox.api("POST", deposits, { body: { token: "USDC", amount: "100" } });
    expect(unrouted.body).toEqual({ outcome: "rejected", reason: "NO_ROUTE_FOUND" });
    const rejected = await next(sub);
    expect(rejected).toMatchObject({ kind: "ROUTING_DEPOSIT_ADDRESS_BRIDGE_REJECTED", transaction: null });
    expect(rejected.payload).toMatchObject({ reason: "NO_ROUTE_FOUND", tokenSymbol: "USDC", depositAddress: { depositAddress } });

    const routed = await gw.sandbox.api("POST", deposits, { body: { token: "USDT", amount: "100", delayed: true } });
    expect(routed.body.outcome).toBe("accepted");
    expect(await next(sub)).toMatchObject({ kind: "ROUTING_DEPOSIT_ADDRESS_BRIDGE_DELAYED", transaction: null });
    const quoteId = routed.body.quoteId as string;
    await gw.sandbox.advance(quoteId, "ACCEPTED");
    expect(await next(sub)).toMatchObject({
      kind: "BRIDGE_ACCEPTED",
      transferType: "depositAddressBridge",
      transaction: { __typename: "DepositAddressBridgeTransaction", id: quoteId, state: "ACCEPTED", depositAddress },
    });
  });

  it("WEBHOOK_TEST reaches an unfiltered (admin) subscriber, typed", async () => {
    // The response cache listens on `all` too.
    const before = gw.gateway.bus.listenerCount("all");
    const sub = subscribeWs(wsClient(gw.url, { authorization: "Bearer admin-token-for-vendor-events" }), VendorEvents, {});
    await expect.poll(() => gw.gateway.bus.listenerCount("all"), { timeout: 5000 }).toBeGreaterThan(before);
    const message = `ping ${randomUUID()}`;
    await gw.sandbox.api("POST", "/sandbox/webhook-test", { body: { webhookUrl: webhookUrlOf(gw), message } });
    let e = await next(sub);
    while (e.kind !== "WEBHOOK_TEST") e = await next(sub);
    expect(e).toMatchObject({ kind: "WEBHOOK_TEST", type: "WEBHOOK_TEST", transferType: "test", payload: { message } });
  });
});

describe("a kind the vendor types do not name, signed by the test", () => {
  const keys = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const publicKey = Buffer.from(keys.publicKey.export({ type: "spki", format: "pem" }).toString()).toString("base64");
  let gw: GatewayHandle;
  beforeAll(async () => {
    gw = await startGateway();
    await gw.sandbox.override({ method: "GET", path: "/webhook/public-key", status: 200, body: publicKey, times: 1000 });
  });

  async function deliver(event: Record<string, unknown>): Promise<void> {
    const body = JSON.stringify({ event, eventId: randomUUID(), ts: Date.now() });
    const res = await fetch(`${webhookUrlOf(gw)}/rhinofi-event`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-rhino-signature": signBody(body, keys.privateKey) },
      body,
    });
    expect(res.status).toBe(200);
  }

  it("types a kind the vendor types do not name UNKNOWN, with its raw kind, routed by its address", async () => {
    const depositAddress = `0x${randomBytes(20).toString("hex")}`;
    const sub = await listen(gw, "depositAddress", depositAddress);
    await deliver({ _tag: "DEPOSIT_ADDRESS_TELEPORTED", depositAddress });
    const e = await next(sub);
    expect([e.kind, e.type, e.transaction]).toEqual(["UNKNOWN", "DEPOSIT_ADDRESS_TELEPORTED", null]);
    expect(e.payload).toEqual({ _tag: "DEPOSIT_ADDRESS_TELEPORTED", depositAddress });
  });
});

describe("backfill of the vendor's bare cursor events", () => {
  it("relays what only the cursor has once (with a content-derived eventId), and nothing the live stream already relayed", async () => {
    const gw = await startGateway({ env: { EVENT_BACKFILL_INTERVAL_MS: "150" } });

    // Transfer A: its webhooks reach the gateway; the cursor's bare copies must be duplicates.
    let live!: Events;
    const a = await commitTransfer(gw.sandbox, webhookUrlOf(gw), async (id) => void (live = await listen(gw, "transaction", id)));
    await gw.sandbox.advance(a, "ACCEPTED");
    const liveEvents = [await next(live), await next(live)];
    expect(liveEvents.map((e) => e.kind)).toEqual(["BRIDGE_PENDING", "BRIDGE_ACCEPTED"]);
    // Either path may deliver first (the webhook or a backfill run's bare copy): each event once is what counts.

    // Transfer B: its webhooks go nowhere; only the cursor has its events.
    let missed!: Events;
    const b = await commitTransfer(
      gw.sandbox,
      "http://127.0.0.1:9/nowhere",
      async (id) => void (missed = await listen(gw, "transaction", id)),
    );
    await gw.sandbox.advance(b, "ACCEPTED");

    // The premise: the cursor answers bare events, without eventId or ts.
    const jwt = await gw.sandbox.getJwt();
    const cursor = await gw.sandbox.api("GET", "/webhook/user-events-cursor?sinceTimestamp=0&pageSize=50", { jwt });
    const bare = (cursor.body.items as Record<string, unknown>[]).filter((e) => e._id === a);
    expect(bare.map((e) => e._tag)).toEqual(["BRIDGE_PENDING", "BRIDGE_ACCEPTED"]);
    expect(bare.every((e) => !("eventId" in e) && !("ts" in e))).toBe(true);

    const backfilled = [await next(missed), await next(missed)];
    expect(backfilled.map((e) => [e.kind, e.transferType, e.transaction?.state])).toEqual([
      ["BRIDGE_PENDING", "bridge", "PENDING"],
      ["BRIDGE_ACCEPTED", "bridge", "ACCEPTED"],
    ]);
    expect(backfilled.every((e) => /^c-[0-9a-f]{32}$/.test(e.eventId))).toBe(true);

    // Several backfill runs later: no second copy of anything, on either transfer.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await live.expectNothing(100);
    await missed.expectNothing(100);
    await gw.sandbox.advance(a, "EXECUTED");
    expect(await next(live)).toMatchObject({ kind: "BRIDGE_EXECUTED" });
    await live.expectNothing(500);
  });
});
