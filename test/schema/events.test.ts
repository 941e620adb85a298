import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { topic, type TopicField } from "../../src/events/envelope.js";
import { graphql } from "../gql/index.js";
import { as, startGateway, type GatewayHandle } from "../utils/gateway.js";
import { pastNotKnownYet, subscribeSse, subscribeWs, wsClient } from "../utils/subscriptions.js";
import { testKeyPrefix } from "../utils/redis-keys.js";

const TransactionEvents = graphql(`
  subscription TransactionEvents($filter: TransactionEventFilter) {
    transactionEvents(filter: $filter) {
      eventId
      type
      occurredAt
      receivedAt
      payload
      transaction {
        __typename
        id
        state
        rawState
        amountIn
        depositTxHash
        withdrawTxHash
        fees {
          fee
        }
        ... on BridgeTransaction {
          token
        }
        ... on BridgeSwapTransaction {
          tokenIn
          tokenOut
        }
      }
    }
  }
`);

const Quote = graphql(`
  mutation EventsQuote($input: QuoteInput!) {
    createQuote(input: $input) {
      __typename
      ... on Quote {
        quoteId
        webhookUrl
      }
    }
  }
`);

const Commit = graphql(`
  mutation EventsCommit($quoteId: ID!) {
    commitQuote(quoteId: $quoteId) {
      __typename
    }
  }
`);

const input = {
  chainIn: "ETHEREUM",
  chainOut: "BASE",
  amount: "42.5",
  mode: "PAY" as const,
  tokenIn: "USDT",
  tokenOut: "USDT",
  depositor: "0x1111111111111111111111111111111111111111",
  recipient: "0x2222222222222222222222222222222222222222",
};

const ADMIN = "admin-token-for-tests";
let gw: GatewayHandle;

async function newQuote(g: GatewayHandle, overrides: Partial<typeof input> = {}): Promise<string> {
  const { data } = await g.gql(Quote, { input: { ...input, ...overrides } });
  const quote = as(
    data?.createQuote,
    overrides.tokenOut && overrides.tokenOut !== input.tokenIn ? "BridgeSwapQuote" : "BridgeQuote",
  );
  expect(quote.webhookUrl).toBe(`${g.url}/webhooks/bridge`);
  return quote.quoteId;
}

/** Resolves once a subscriber listens on this topic, so an event published next reaches it. */
const listening = (g: GatewayHandle, field: TopicField, value: string) =>
  expect.poll(() => g.gateway.bus.listenerCount(topic(field, value)), { timeout: 3000 }).toBeGreaterThan(0);

beforeAll(async () => {
  gw = await startGateway({ selfWebhook: true, env: { GATEWAY_ADMIN_TOKEN: ADMIN } });
});

describe("transactionEvents", () => {
  it("relays a bridge's events over graphql-ws, in order, with typed transactions", async () => {
    const quoteId = await newQuote(gw);
    const sub = subscribeWs(wsClient(gw.url), TransactionEvents, { filter: { quoteId } });
    await listening(gw, "transaction", quoteId);
    await pastNotKnownYet(sub);
    await gw.gql(Commit, { quoteId });
    await gw.sandbox.advance(quoteId, "EXECUTED");

    const events = [await sub.next(), await sub.next(), await sub.next()].map((r) => r.data!.transactionEvents);
    expect(events.map((e) => [e.type, e.transaction?.state])).toEqual([
      ["BRIDGE_PENDING", "PENDING"],
      ["BRIDGE_ACCEPTED", "ACCEPTED"],
      ["BRIDGE_EXECUTED", "EXECUTED"],
    ]);
    const executed = events[2]!;
    expect(executed.transaction).toMatchObject({ __typename: "BridgeTransaction", id: quoteId, amountIn: "42.5", token: "USDT" });
    expect(executed.transaction?.withdrawTxHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(new Set(events.map((e) => e.eventId)).size).toBe(3);
    expect(Date.parse(executed.occurredAt)).toBeLessThanOrEqual(Date.parse(executed.receivedAt));
    expect(executed.payload).toMatchObject({ _tag: "BRIDGE_EXECUTED", _id: quoteId });
  });

  it("relays the same events over SSE", async () => {
    const quoteId = await newQuote(gw);
    const sub = await subscribeSse(gw.url, TransactionEvents, { filter: { quoteId } });
    expect(sub.status).toBe(200);
    await listening(gw, "transaction", quoteId);
    await pastNotKnownYet(sub);
    await gw.gql(Commit, { quoteId });
    await gw.sandbox.advance(quoteId, "EXECUTED");
    const types = [];
    for (let i = 0; i < 3; i++) types.push((await sub.next()).data?.transactionEvents.type);
    expect(types).toEqual(["BRIDGE_PENDING", "BRIDGE_ACCEPTED", "BRIDGE_EXECUTED"]);
    await sub.close();
  });

  // The vendor has no event for DEPOSIT_ACCEPTED or SWAP_FAILED: only the refund is announced.
  it("relays a swap's pending and refund events and their states", async () => {
    const quoteId = await newQuote(gw, { tokenOut: "ETH", amount: "3000" });
    const sub = subscribeWs(wsClient(gw.url), TransactionEvents, { filter: { quoteId } });
    await listening(gw, "transaction", quoteId);
    await pastNotKnownYet(sub);
    await gw.gql(Commit, { quoteId });
    await gw.sandbox.advance(quoteId, "DEPOSIT_ACCEPTED");
    await gw.sandbox.advance(quoteId, "SWAP_FAILED");
    await gw.sandbox.advance(quoteId, "SWAP_FAILED_REFUNDED");
    // DEPOSIT_ACCEPTED and SWAP_FAILED have no vendor event kind: the sandbox sends none for them.
    const seen = [];
    for (let i = 0; i < 2; i++) {
      const e = (await sub.next()).data!.transactionEvents;
      seen.push([e.type, e.transaction?.__typename, e.transaction?.state]);
    }
    expect(seen).toEqual([
      ["BRIDGE_PENDING", "BridgeSwapTransaction", "PENDING"],
      ["BRIDGE_REFUNDED", "BridgeSwapTransaction", "SWAP_FAILED_REFUNDED"],
    ]);
    await sub.expectNothing(200);
  });

  it("starts a quote-id subscriber who comes after the commit with the current state (read by id), then goes live", async () => {
    const quoteId = await newQuote(gw);
    const { delivered } = (await gw.sandbox.stats()).webhooks;
    await gw.gql(Commit, { quoteId });
    await gw.sandbox.advance(quoteId, "ACCEPTED");
    // Both events were accepted by the gateway before anyone subscribed.
    await expect.poll(async () => (await gw.sandbox.stats()).webhooks.delivered, { timeout: 5000 }).toBe(delivered + 2);
    const sub = subscribeWs(wsClient(gw.url), TransactionEvents, { filter: { quoteId } });
    expect((await sub.next()).data?.transactionEvents).toMatchObject({
      type: "CURRENT_STATE",
      transaction: { id: quoteId, state: "ACCEPTED" },
    });
    await listening(gw, "transaction", quoteId);
    await gw.sandbox.advance(quoteId, "EXECUTED");
    expect((await sub.next()).data?.transactionEvents).toMatchObject({
      type: "BRIDGE_EXECUTED",
      transaction: { state: "EXECUTED" },
    });
  });

  it("sends the current state first when the filter names a transaction by hash", async () => {
    const quoteId = await newQuote(gw);
    await gw.gql(Commit, { quoteId });
    const accepted = (await gw.sandbox.advance(quoteId, "ACCEPTED")) as unknown as { depositTxHash: string };
    const sub = subscribeWs(wsClient(gw.url), TransactionEvents, { filter: { depositTxHash: accepted.depositTxHash } });
    const first = (await sub.next()).data!.transactionEvents;
    expect(first).toMatchObject({ type: "CURRENT_STATE", transaction: { id: quoteId, state: "ACCEPTED" } });
    await gw.sandbox.advance(quoteId, "EXECUTED");
    expect((await sub.next()).data?.transactionEvents).toMatchObject({
      type: "BRIDGE_EXECUTED",
      transaction: { state: "EXECUTED" },
    });
  });

  it("relays an SDA event with no transaction to a deposit-address subscriber", async () => {
    const depositAddress = `0x${randomUUID().replace(/-/g, "").padEnd(40, "0")}`;
    const sub = subscribeWs(wsClient(gw.url), TransactionEvents, { filter: { depositAddress } });
    await listening(gw, "depositAddress", depositAddress);
    await pastNotKnownYet(sub);
    await gw.sandbox.registerDepositAddress({
      depositAddress,
      depositChain: "ETHEREUM",
      webhookUrl: `${gw.url}/webhooks/bridge`,
    });
    const e = (await sub.next()).data!.transactionEvents;
    expect(e).toMatchObject({ type: "DEPOSIT_ADDRESS_CREATED", transaction: null, payload: { depositAddress } });
  });

  it("starts a deposit-address stream with NOT_KNOWN_YET while no transfer into the address is known, before its kept creation", async () => {
    const depositAddress = `0x${randomUUID().replace(/-/g, "").padEnd(40, "1")}`;
    const first = subscribeWs(wsClient(gw.url), TransactionEvents, { filter: { depositAddress } });
    await pastNotKnownYet(first);
    await gw.sandbox.registerDepositAddress({
      depositAddress,
      depositChain: "ETHEREUM",
      webhookUrl: `${gw.url}/webhooks/bridge`,
    });
    expect((await first.next()).data?.transactionEvents).toMatchObject({ type: "DEPOSIT_ADDRESS_CREATED" });

    // Subscribed again once the creation is kept: still no transfer, so it says so first.
    const again = subscribeWs(wsClient(gw.url), TransactionEvents, { filter: { depositAddress } });
    await pastNotKnownYet(again);
    expect((await again.next()).data?.transactionEvents).toMatchObject({ type: "DEPOSIT_ADDRESS_CREATED", transaction: null });

    // Once a transfer into it is kept, a new subscriber gets the kept events and no NOT_KNOWN_YET.
    const deposits = `/sandbox/deposit-addresses/${depositAddress}/ETHEREUM/deposits`;
    const deposited = await gw.sandbox.api("POST", deposits, { body: { token: "USDT", amount: "100" } });
    expect(deposited.status).toBe(201);
    await gw.sandbox.advance(deposited.body.quoteId as string, "ACCEPTED");
    const accepted = (await first.next()).data?.transactionEvents;
    expect(accepted).toMatchObject({ type: "BRIDGE_ACCEPTED", transaction: { id: deposited.body.quoteId } });
    const late = subscribeWs(wsClient(gw.url), TransactionEvents, { filter: { depositAddress } });
    const kinds = [];
    for (let i = 0; i < 2; i++) kinds.push((await late.next()).data?.transactionEvents.type);
    expect(kinds).toEqual(["DEPOSIT_ADDRESS_CREATED", "BRIDGE_ACCEPTED"]);
  });

  it("refuses a subscription without a filter unless the caller has the admin token", async () => {
    const anonymous = subscribeWs(wsClient(gw.url), TransactionEvents, {});
    const refused = await anonymous.next();
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: "FORBIDDEN" } });

    // The response cache listens on `all` too.
    const before = gw.gateway.bus.listenerCount("all");
    const admin = subscribeWs(wsClient(gw.url, { authorization: `Bearer ${ADMIN}` }), TransactionEvents, {});
    await expect.poll(() => gw.gateway.bus.listenerCount("all"), { timeout: 3000 }).toBeGreaterThan(before);
    const quoteId = await newQuote(gw);
    await gw.gql(Commit, { quoteId });
    expect((await admin.next()).data?.transactionEvents).toMatchObject({ type: "BRIDGE_PENDING", transaction: { id: quoteId } });
  });

  it("also refuses an unfiltered subscription over SSE without the admin token", async () => {
    const sub = await subscribeSse(gw.url, TransactionEvents, {});
    const refused = await sub.next();
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: "FORBIDDEN" } });
  });
});

describe("several gateway instances", () => {
  it("delivers an event received by instance A to a subscriber of instance B, once", async () => {
    const prefix = testKeyPrefix();
    const a = await startGateway({ redis: true, redisKeyPrefix: prefix, selfWebhook: true });
    const b = await startGateway({ sandbox: a.sandbox, redis: true, redisKeyPrefix: prefix });
    const quoteId = await newQuote(a);
    const sub = subscribeWs(wsClient(b.url), TransactionEvents, { filter: { quoteId } });
    await listening(b, "transaction", quoteId);
    await pastNotKnownYet(sub);
    await a.gql(Commit, { quoteId });
    expect((await sub.next()).data?.transactionEvents).toMatchObject({ type: "BRIDGE_PENDING", transaction: { id: quoteId } });
    // Once: the next message is the next event, not a second copy through the other instance.
    await a.sandbox.advance(quoteId, "ACCEPTED");
    expect((await sub.next()).data?.transactionEvents).toMatchObject({ type: "BRIDGE_ACCEPTED" });
  });
});
