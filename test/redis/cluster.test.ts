import { generateKeyPairSync, randomBytes, randomUUID } from "node:crypto";
import { parse } from "graphql";
import { Redis } from "ioredis";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { beforeAll, describe, expect, it } from "vitest";
import { contentEventId, topic } from "../../src/events/envelope.js";
import { signBody } from "../../src/events/signature.js";
import { onDispose } from "../utils/disposers.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";
import { freePort } from "../utils/net.js";
import { redisClusterUnavailable, startRedisCluster, type RedisCluster } from "../utils/redis-cluster.js";
import { startSandbox, type SandboxHandle } from "../utils/sandbox.js";
import { pastNotKnownYet, subscribeWs, type Subscription, wsClient } from "../utils/subscriptions.js";
import { commitTransfer } from "../utils/transfers.js";
import { testKeyPrefix } from "../utils/redis-keys.js";

// Documents as plain strings, not codegen'd ones: these tests only read `eventId` and `type`.
type EventMessage = { transactionEvents: { eventId: string; type: string } };
const Events = parse(`
  subscription ClusterEvents($filter: TransactionEventFilter, $afterEventId: ID) {
    transactionEvents(filter: $filter, afterEventId: $afterEventId) { eventId type }
  }
`) as TypedDocumentNode<EventMessage, { filter: { quoteId: string }; afterEventId?: string }>;
const BY_WITHDRAW = `query ClusterByWithdraw($hash: String!) {
  transactionByWithdrawHash(withdrawTxHash: $hash) { __typename ... on Transaction { id } }
}`;
const WITHDRAW_ROUTE = "GET /bridge/history/bridge/by-withdraw-hash/:withdrawTxHash";

const unavailable = redisClusterUnavailable();
if (unavailable) console.warn(`Redis Cluster tests skipped: ${unavailable}`);

/** The tests sign events with a key of their own; the sandbox serves its public half. */
const keys = generateKeyPairSync("rsa", { modulusLength: 2048 });
const publicKeyAnswer = Buffer.from(keys.publicKey.export({ type: "spki", format: "pem" }).toString()).toString("base64");

/** A signed webhook delivery, and the id its subscribers see (the event's content id on every path). */
function signedEvent(quoteId: string, kind: string) {
  const event = { _tag: kind, _id: quoteId };
  const body = JSON.stringify({ event, eventId: randomUUID(), ts: Date.now() });
  return { eventId: contentEventId(event), body, signature: signBody(body, keys.privateKey) };
}

async function deliver(gw: GatewayHandle, event: { body: string; signature: string }): Promise<number> {
  const res = await fetch(`${gw.url}${gw.config.webhookPath}/rhinofi-event`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-rhino-signature": event.signature },
    body: event.body,
  });
  await res.text();
  return res.status;
}

/**
 * The events here name transfers no project has, which no caller could read by query: only an
 * admin's subscription is sent such events (a caller's gets only what its credential reads).
 */
const ADMIN = "admin-token-for-the-cluster-trio";

async function subscribe(gw: GatewayHandle, quoteId: string, afterEventId?: string): Promise<Subscription<EventMessage>> {
  const before = gw.gateway.bus.listenerCount(topic("transaction", quoteId));
  const admin = wsClient(gw.url, { authorization: `Bearer ${ADMIN}` });
  const sub = subscribeWs(admin, Events, { filter: { quoteId }, ...(afterEventId ? { afterEventId } : {}) });
  await expect
    .poll(() => gw.gateway.bus.listenerCount(topic("transaction", quoteId)), { timeout: 5000 })
    .toBe(before + 1)
    .catch((e: unknown) => {
      throw new Error(`not listening; got ${JSON.stringify(sub.buffered)}`, { cause: e });
    });
  return sub;
}

async function eventIdOf(sub: Subscription<EventMessage>): Promise<string> {
  const message = await sub.next(10_000);
  if (message.errors) throw new Error(JSON.stringify(message.errors));
  return message.data!.transactionEvents.eventId;
}

async function startTrio(cluster: RedisCluster, sandbox: SandboxHandle, env: Record<string, string> = {}) {
  const redisKeyPrefix = testKeyPrefix();
  return Promise.all(
    [0, 1, 2].map(() =>
      startGateway({ sandbox, redisCluster: cluster, redisKeyPrefix, env: { GATEWAY_ADMIN_TOKEN: ADMIN, ...env } }),
    ),
  );
}

describe.skipIf(unavailable)("three gateway instances on a Redis Cluster (3 masters, 3 replicas)", () => {
  let cluster: RedisCluster;
  let sandbox: SandboxHandle;
  let gws: GatewayHandle[];

  beforeAll(async () => {
    cluster = await startRedisCluster();
    onDispose(() => cluster.stop());
    sandbox = await startSandbox();
    gws = await startTrio(cluster, sandbox);
  }, 60_000);

  it("exchanges the API key once for all three instances (the JWT is shared through the cluster)", async () => {
    const hash = () => `0x${randomBytes(32).toString("hex")}`;
    // One at a time: an instance that finds the stored JWT must not exchange the key again.
    for (const gw of gws) {
      const res = await gw.post({ query: BY_WITHDRAW, variables: { hash: hash() } });
      expect(res.status).toBe(200);
    }
    expect((await sandbox.stats()).authExchanges).toBe(1);
  });

  it("delivers an event posted to any instance to every subscriber of every instance exactly once, over sharded pub/sub", async () => {
    await sandbox.override({ method: "GET", path: "/webhook/public-key", status: 200, body: publicKeyAnswer, times: 100 });
    const quoteId = `q-${randomUUID()}`;
    const subs = await Promise.all(gws.map((gw) => subscribe(gw, quoteId)));
    // Nothing about this id anywhere yet: each stream says so first.
    for (const sub of subs) await pastNotKnownYet(sub);

    // Sharded: the channel lives on the master of its slot, one SSUBSCRIBE per instance, no plain SUBSCRIBE.
    const channel = gws[0]!.gateway.bus.channelFor(topic("transaction", quoteId));
    const owner = await cluster.masterOf(channel);
    const onOwner = new Redis({ host: "127.0.0.1", port: owner.port, maxRetriesPerRequest: 1 });
    onDispose(() => onOwner.disconnect());
    await expect.poll(async () => ((await onOwner.call("PUBSUB", "SHARDNUMSUB", channel)) as [string, number])[1]).toBe(3);
    expect(((await onOwner.call("PUBSUB", "NUMSUB", channel)) as [string, number])[1]).toBe(0);

    const events = ["BRIDGE_PENDING", "BRIDGE_ACCEPTED", "BRIDGE_EXECUTED"].map((kind) => signedEvent(quoteId, kind));
    for (const [i, event] of events.entries()) expect(await deliver(gws[i]!, event)).toBe(200);
    for (const sub of subs) {
      const got = [await eventIdOf(sub), await eventIdOf(sub), await eventIdOf(sub)];
      expect(got.sort()).toEqual(events.map((e) => e.eventId).sort());
    }

    // Redeliveries to the other instances are recognised as duplicates through the cluster.
    for (const [i, event] of events.entries()) {
      for (const gw of gws.filter((_, j) => j !== i)) expect(await deliver(gw, event)).toBe(200);
    }
    // A sentinel after the redeliveries: once every subscriber has it, nothing else is on its way.
    const sentinel = signedEvent(quoteId, "BRIDGE_SENTINEL");
    expect(await deliver(gws[2]!, sentinel)).toBe(200);
    for (const sub of subs) expect(await eventIdOf(sub)).toBe(sentinel.eventId);
    await Promise.all(subs.map((sub) => sub.expectNothing(300)));

    // History replay across instances: the events were written by A, B and C, replayed by C.
    const resumed = await subscribe(gws[2]!, quoteId, events[0]!.eventId);
    const replayed = [await eventIdOf(resumed), await eventIdOf(resumed), await eventIdOf(resumed)];
    expect(replayed).toEqual([events[1]!.eventId, events[2]!.eventId, sentinel.eventId]);
    await resumed.expectNothing(200);
  });

  it("fills the gap from the history when its shard subscriptions dropped and re-subscribing failed for a while", async () => {
    await sandbox.override({ method: "GET", path: "/webhook/public-key", status: 200, body: publicKeyAnswer, times: 100 });
    const quoteId = `q-${randomUUID()}`;
    const subs = await Promise.all(gws.map((gw) => subscribe(gw, quoteId)));
    // Nothing about this id anywhere yet: each stream says so first.
    for (const sub of subs) await pastNotKnownYet(sub);
    const first = signedEvent(quoteId, "BRIDGE_PENDING");
    expect(await deliver(gws[0]!, first)).toBe(200);
    for (const sub of subs) expect(await eventIdOf(sub)).toBe(first.eventId);

    // The channel's master drops every pub/sub connection and refuses SSUBSCRIBE: ioredis
    // reconnects, fails to re-subscribe, and gives up (it only logs that).
    const owner = await cluster.masterOf(gws[0]!.gateway.bus.channelFor(topic("transaction", quoteId)));
    const onOwner = new Redis({ host: "127.0.0.1", port: owner.port, maxRetriesPerRequest: 1 });
    onDispose(() => onOwner.disconnect());
    await onOwner.call("ACL", "SETUSER", "default", "-ssubscribe");
    try {
      await onOwner.call("CLIENT", "KILL", "TYPE", "pubsub");
      const missed = signedEvent(quoteId, "BRIDGE_ACCEPTED");
      expect(await deliver(gws[1]!, missed)).toBe(200);
      await Promise.all(subs.map((sub) => sub.expectNothing(500)));

      await onOwner.call("ACL", "SETUSER", "default", "+ssubscribe");
      for (const sub of subs) expect(await eventIdOf(sub)).toBe(missed.eventId);
    } finally {
      await onOwner.call("ACL", "SETUSER", "default", "+ssubscribe");
    }
    // Live again, and the gap was filled once.
    const last = signedEvent(quoteId, "BRIDGE_EXECUTED");
    expect(await deliver(gws[2]!, last)).toBe(200);
    for (const sub of subs) expect(await eventIdOf(sub)).toBe(last.eventId);
    await Promise.all(subs.map((sub) => sub.expectNothing(300)));
  });

  it("keeps a transfer's events in order when its shard subscription lapsed: a later event waits for the missed one, read again from the history until it answers", async () => {
    // A sandbox of its own: the tests above had theirs serve another public key. No watch re-read:
    // its CURRENT_STATE would stand in for the event that is to come from the history.
    const ownSandbox = await startSandbox();
    const gw = await startGateway({ sandbox: ownSandbox, redisCluster: cluster, env: { WATCH_REREAD_MS: "0" } });
    let sub!: Subscription<EventMessage>;
    const quoteId = await commitTransfer(ownSandbox, `${gw.url}${gw.config.webhookPath}`, async (id) => {
      sub = subscribeWs(wsClient(gw.url), Events, { filter: { quoteId: id } });
      await expect.poll(() => gw.gateway.bus.listenerCount(topic("transaction", id)), { timeout: 5000 }).toBe(1);
      await pastNotKnownYet(sub);
    });
    const typeOf = async () => (await sub.next(10_000)).data?.transactionEvents.type;
    expect(await typeOf()).toBe("BRIDGE_PENDING");
    const delivered = async (count: number) =>
      expect.poll(async () => (await ownSandbox.stats()).webhooks.delivered, { timeout: 10_000 }).toBe(count);
    await delivered(1);

    const channel = gw.gateway.bus.channelFor(topic("transaction", quoteId));
    const onChannel = new Redis({ host: "127.0.0.1", port: (await cluster.masterOf(channel)).port });
    const onHistory = new Redis({
      host: "127.0.0.1",
      port: (await cluster.masterOf(`${gw.config.redisKeyPrefix}history:transaction:${quoteId}`)).port,
    });
    onDispose(() => onChannel.disconnect());
    onDispose(() => onHistory.disconnect());
    const subscribers = async () => ((await onChannel.call("PUBSUB", "SHARDNUMSUB", channel)) as [string, number])[1];
    const refusedReads = async () => {
      const entries = (await onHistory.call("ACL", "LOG")) as unknown[][];
      return entries.filter((entry) => entry[entry.indexOf("object") + 1] === "xrange").length;
    };
    const allow = () =>
      Promise.all([
        onChannel.call("ACL", "SETUSER", "default", "+ssubscribe"),
        onHistory.call("ACL", "SETUSER", "default", "+xrange"),
      ]);
    onDispose(allow);

    // The channel's shard drops its subscriber and refuses it back: ACCEPTED is published to nobody.
    await onChannel.call("ACL", "SETUSER", "default", "-ssubscribe");
    await onChannel.call("CLIENT", "KILL", "TYPE", "pubsub");
    await ownSandbox.advance(quoteId, "ACCEPTED");
    await delivered(2);
    // The subscription comes back while the history refuses to be read: the gap fill fails.
    await onHistory.call("ACL", "LOG", "RESET");
    await onHistory.call("ACL", "SETUSER", "default", "-xrange");
    await onChannel.call("ACL", "SETUSER", "default", "+ssubscribe");
    await expect.poll(subscribers, { timeout: 10_000 }).toBe(1);
    await expect.poll(refusedReads, { timeout: 10_000 }).toBeGreaterThan(0);
    // EXECUTED arrives live before the history gave ACCEPTED back: it waits.
    await ownSandbox.advance(quoteId, "EXECUTED");
    await delivered(3);
    await sub.expectNothing(300);

    await onHistory.call("ACL", "SETUSER", "default", "+xrange");
    expect([await typeOf(), await typeOf()]).toEqual(["BRIDGE_ACCEPTED", "BRIDGE_EXECUTED"]);
    await sub.expectNothing(300);
  });

  it("serves a record one instance cached to the others without an upstream call", async () => {
    const jwt = await sandbox.getJwt();
    // Its webhooks go nowhere: this test only reads the record.
    const nowhere = `http://127.0.0.1:${await freePort()}/webhooks`;
    const quote = await sandbox.api("POST", "/bridge/quote/bridge-swap/user", {
      jwt,
      body: {
        chainIn: "ETHEREUM",
        chainOut: "BASE",
        amount: "100",
        mode: "pay",
        tokenIn: "USDT",
        tokenOut: "USDT",
        depositor: "0x1111111111111111111111111111111111111111",
        recipient: "0x2222222222222222222222222222222222222222",
        webhookUrl: nowhere,
      },
    });
    await sandbox.api("POST", `/bridge/quote/commit/${quote.body.quoteId}`, { jwt });
    const record = await sandbox.advance(quote.body.quoteId as string, "EXECUTED");
    await sandbox.resetStats();
    for (const gw of gws) {
      const res = await gw.post({ query: BY_WITHDRAW, variables: { hash: record.withdrawTxHash } });
      expect(await res.json()).toMatchObject({ data: { transactionByWithdrawHash: { id: record._id } } });
    }
    expect((await sandbox.stats()).requests[WITHDRAW_ROUTE]).toBe(1);
  });

  it("holds one client's rate limit across the three instances", async () => {
    const limited = await startTrio(cluster, sandbox, { RATE_LIMIT_PER_MINUTE: "4" });
    const headers = { authorization: `Bearer tok-${randomUUID()}` };
    const statuses: number[] = [];
    for (const gw of [...limited, ...limited]) {
      const res = await gw.post({ query: "{ __typename }" }, headers);
      await res.text();
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
