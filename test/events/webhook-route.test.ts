import { createPrivateKey, generateKeyPairSync, randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { signBody } from "../../src/events/signature.js";
import { contentEventId, topic } from "../../src/events/envelope.js";
import { graphql } from "../gql/index.js";
import { onDispose } from "../utils/disposers.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";
import { pastNotKnownYet, subscribeWs, wsClient } from "../utils/subscriptions.js";

const Events = graphql(`
  subscription RouteEvents($filter: TransactionEventFilter) {
    transactionEvents(filter: $filter) {
      eventId
      type
    }
  }
`);

/**
 * The sandbox keeps its private key to itself, so these tests sign with a key of their own and
 * make the sandbox serve its public half through an override of GET /webhook/public-key.
 */
const keys = generateKeyPairSync("rsa", { modulusLength: 2048 });
const publicKeyBase64 = Buffer.from(keys.publicKey.export({ type: "spki", format: "pem" }).toString()).toString("base64");
const otherKey = createPrivateKey(
  generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ type: "pkcs8", format: "pem" }),
);

const Correlated = graphql(`
  subscription RouteCorrelatedEvents($filter: TransactionEventFilter) {
    transactionEvents(filter: $filter) {
      kind
      eventId
      upstreamEventId
    }
  }
`);

let gw: GatewayHandle;

/**
 * The events here name transfers no project has, which no caller could read by query: only an
 * admin's subscription is sent such events (a caller's gets only what its credential reads).
 */
const ADMIN = "admin-token-for-the-webhook-route";
const adminClient = () => wsClient(gw.url, { authorization: `Bearer ${ADMIN}` });

function envelope(quoteId: string, kind = "BRIDGE_ACCEPTED") {
  return JSON.stringify({ event: { _tag: kind, _id: quoteId }, eventId: randomUUID(), ts: Date.now() });
}

function deliver(body: string, headers: Record<string, string>, path = "/webhooks/bridge/rhinofi-event") {
  return fetch(`${gw.url}${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
}

const signed = (body: string, key = keys.privateKey) => ({ "x-rhino-signature": signBody(body, key) });

beforeAll(async () => {
  gw = await startGateway({ redis: true, env: { GRAPHQL_MAX_SUBSCRIPTIONS_PER_CALLER: "500", GATEWAY_ADMIN_TOKEN: ADMIN } });
  await gw.sandbox.override({ method: "GET", path: "/webhook/public-key", status: 200, body: publicKeyBase64, times: 1000 });
});

describe("the webhook route", () => {
  it("accepts a signed event on the bare path and both documented suffixes", async () => {
    for (const path of ["/webhooks/bridge", "/webhooks/bridge/rhinofi-event", "/webhooks/bridge/rhinofi-bridge-event"]) {
      const body = envelope("q-paths");
      const res = await deliver(body, signed(body), path);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true });
    }
  });

  it("gives each relayed event the vendor's delivery id as upstreamEventId, and none to the gateway's own first message", async () => {
    const quoteId = `q-${randomUUID()}`;
    const sub = subscribeWs(adminClient(), Correlated, { filter: { quoteId } });
    await expect.poll(() => gw.gateway.bus.listenerCount(topic("transaction", quoteId)), { timeout: 3000 }).toBeGreaterThan(0);
    const first = (await sub.next()).data?.transactionEvents;
    expect(first).toMatchObject({ kind: "NOT_KNOWN_YET", upstreamEventId: null });
    const body = envelope(quoteId, "BRIDGE_EXECUTED");
    expect((await deliver(body, signed(body))).status).toBe(200);
    expect((await sub.next()).data?.transactionEvents).toEqual({
      kind: "BRIDGE_EXECUTED",
      eventId: contentEventId(JSON.parse(body).event),
      upstreamEventId: JSON.parse(body).eventId,
    });
  });

  it("answers 401 and relays nothing for a forged, foreign, tampered or missing signature", async () => {
    const quoteId = `q-${randomUUID()}`;
    const sub = subscribeWs(adminClient(), Events, { filter: { quoteId } });
    await expect.poll(() => gw.gateway.bus.listenerCount(topic("transaction", quoteId)), { timeout: 3000 }).toBeGreaterThan(0);
    await pastNotKnownYet(sub);
    const body = envelope(quoteId);
    const attempts: [string, Record<string, string>][] = [
      [body, { "x-rhino-signature": "ab".repeat(256) }],
      [body, signed(body, otherKey)],
      [body.replace("BRIDGE_ACCEPTED", "BRIDGE_EXECUTED"), signed(body)],
      [body, {}],
    ];
    for (const [payload, headers] of attempts) {
      const res = await deliver(payload, headers);
      expect(res.status).toBe(401);
      expect(await res.text()).not.toMatch(/at .*\.ts/);
    }
    // A valid event sent after them is the first thing the subscriber sees: none of them got through.
    const sentinel = envelope(quoteId, "BRIDGE_EXECUTED");
    expect((await deliver(sentinel, signed(sentinel))).status).toBe(200);
    expect((await sub.next()).data?.transactionEvents.eventId).toBe(contentEventId(JSON.parse(sentinel).event));
  });

  it("relays an event delivered three times once, across instances sharing Redis", async () => {
    const quoteId = `q-${randomUUID()}`;
    const sub = subscribeWs(adminClient(), Events, { filter: { quoteId } });
    await expect.poll(() => gw.gateway.bus.listenerCount(topic("transaction", quoteId)), { timeout: 3000 }).toBeGreaterThan(0);
    await pastNotKnownYet(sub);
    const body = envelope(quoteId);
    for (let i = 0; i < 3; i++)
      expect((await deliver(body, { rhino_signature: signBody(body, keys.privateKey) })).status).toBe(200);
    expect((await sub.next()).data?.transactionEvents.eventId).toBe(contentEventId(JSON.parse(body).event));
    // The next message is a later event, not a second copy of the first.
    const sentinel = envelope(quoteId, "BRIDGE_EXECUTED");
    expect((await deliver(sentinel, signed(sentinel))).status).toBe(200);
    expect((await sub.next()).data?.transactionEvents.eventId).toBe(contentEventId(JSON.parse(sentinel).event));
  });

  it("answers 413 to an oversized body and 400 to a signed body that is not an envelope", async () => {
    const huge = JSON.stringify({ event: { _tag: "X", pad: "x".repeat(300_000) }, eventId: "e", ts: 1 });
    expect((await deliver(huge, signed(huge))).status).toBe(413);
    const notEnvelope = JSON.stringify({ hello: "world" });
    expect((await deliver(notEnvelope, signed(notEnvelope))).status).toBe(400);
    expect((await fetch(`${gw.url}/healthz`)).status).toBe(200);
  });
});

describe("subscriptions", () => {
  it("leave no listener or Redis channel behind after 200 clients subscribe and leave", async () => {
    const redis = new Redis(inject("redisUrl"));
    onDispose(() => redis.quit());
    const channels = async () => (await redis.pubsub("CHANNELS", `${gw.config.redisKeyPrefix}*`)).length;
    const baseline = { listeners: gw.gateway.bus.listenerCount(), channels: await channels() };

    const client = wsClient(gw.url);
    const subs = Array.from({ length: 200 }, (_, i) => subscribeWs(client, Events, { filter: { quoteId: `leak-${i % 50}` } }));
    await expect.poll(() => gw.gateway.bus.listenerCount(), { timeout: 5000 }).toBe(baseline.listeners + 200);
    expect(await channels()).toBe(baseline.channels + 50);

    await Promise.all(subs.map((s) => s.close()));
    await expect.poll(() => gw.gateway.bus.listenerCount(), { timeout: 5000 }).toBe(baseline.listeners);
    await expect.poll(channels, { timeout: 5000 }).toBe(baseline.channels);
  });
});
