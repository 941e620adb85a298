import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { parse } from "graphql";
import { describe, expect, it } from "vitest";
import { topic } from "../../src/events/envelope.js";
import { onDispose } from "../utils/disposers.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";
import { redisClusterUnavailable, startRedisCluster } from "../utils/redis-cluster.js";
import { startSandbox } from "../utils/sandbox.js";
import { pastNotKnownYet, subscribeWs, type Subscription, wsClient } from "../utils/subscriptions.js";
import { commitTransfer } from "../utils/transfers.js";
import { testKeyPrefix } from "../utils/redis-keys.js";

type EventMessage = { transactionEvents: { eventId: string; type: string } };
const Events = parse(`
  subscription FailoverEvents($filter: TransactionEventFilter) {
    transactionEvents(filter: $filter) { eventId type }
  }
`) as TypedDocumentNode<EventMessage, { filter: { quoteId: string } }>;

const unavailable = redisClusterUnavailable();
if (unavailable) console.warn(`Redis Cluster failover test skipped: ${unavailable}`);

const QUOTES = 6;

async function readiness(gw: GatewayHandle): Promise<{ status: number; redis: string }> {
  const res = await fetch(`${gw.url}/readyz`);
  const body = (await res.json()) as { checks: { redis?: string } };
  return { status: res.status, redis: body.checks.redis ?? "absent" };
}

async function redisUp(gw: GatewayHandle, role: string): Promise<number> {
  const text = await (await fetch(`${gw.url}/metrics`)).text();
  const line = text.split("\n").find((l) => l.startsWith(`gateway_redis_up{role="${role}"}`));
  return Number(line?.split(" ")[1]);
}

/** The subscription's next `count` messages (a retried event may overtake an earlier one). */
async function take(sub: Subscription<EventMessage>, count: number): Promise<{ eventId: string; type: string }[]> {
  const got: { eventId: string; type: string }[] = [];
  while (got.length < count) {
    const message = await sub.next(30_000);
    if (message.errors) throw new Error(JSON.stringify(message.errors));
    got.push(message.data!.transactionEvents);
  }
  return got;
}

describe.skipIf(unavailable)("a Redis Cluster failover under three gateway instances", () => {
  it("loses and duplicates no event when a master is killed mid-stream, and reports the outage while it lasts", async () => {
    const cluster = await startRedisCluster({ nodeTimeoutMs: 2000 });
    onDispose(() => cluster.stop());
    // The upstream keeps retrying across the failover (~3-5 s here): 200 ms, doubling, 10 attempts.
    const sandbox = await startSandbox({ webhookRetryBaseMs: 200, webhookMaxAttempts: 10 });
    const redisKeyPrefix = testKeyPrefix();
    // No watch re-read: on a loaded machine the failover can outlast WATCH_REREAD_MS, and a re-read
    // would then hand the subscribers EXECUTED as a CURRENT_STATE, masking whether the event was lost.
    const gws = await Promise.all(
      [0, 1, 2].map(() => startGateway({ sandbox, redisCluster: cluster, redisKeyPrefix, env: { WATCH_REREAD_MS: "0" } })),
    );

    // Six transfers, their webhooks spread over the instances; each followed on every instance.
    const subs: Subscription<EventMessage>[] = [];
    const quoteIds: string[] = [];
    for (let i = 0; i < QUOTES; i++) {
      const target = gws[i % 3]!;
      quoteIds.push(
        await commitTransfer(sandbox, `${target.url}${target.config.webhookPath}`, async (quoteId) => {
          for (const gw of gws) {
            const before = gw.gateway.bus.listenerCount(topic("transaction", quoteId));
            subs.push(subscribeWs(wsClient(gw.url), Events, { filter: { quoteId } }));
            // The stream listens once it read the current state upstream: over a second on a loaded machine.
            await expect
              .poll(() => gw.gateway.bus.listenerCount(topic("transaction", quoteId)), { timeout: 5000 })
              .toBe(before + 1);
            await pastNotKnownYet(subs.at(-1)!);
          }
        }),
      );
    }
    for (const sub of subs) expect((await sub.next(10_000)).data?.transactionEvents.type).toBe("BRIDGE_PENDING");

    // The victim serves the first transfer's channel: its subscribers lose their shard. Its replica
    // is held back until a delivery was refused, so the outage bites however fast the host is.
    const victim = await cluster.masterOf(gws[0]!.gateway.bus.channelFor(topic("transaction", quoteIds[0]!)));
    const heir = await cluster.replicaOf(victim);
    for (const quoteId of quoteIds.slice(0, 3)) await sandbox.advance(quoteId, "ACCEPTED");
    heir.pause();
    await victim.kill();
    // More events while the victim's slots have no master.
    const advancing = (async () => {
      for (const quoteId of quoteIds.slice(3)) await sandbox.advance(quoteId, "ACCEPTED");
      for (const quoteId of quoteIds) await sandbox.advance(quoteId, "EXECUTED");
    })();

    // While part of the keyspace has no master: not ready, and the metrics say so.
    await expect.poll(() => readiness(gws[0]!), { timeout: 5000, interval: 50 }).toEqual({ status: 503, redis: "unavailable" });
    await expect.poll(() => redisUp(gws[0]!, "commands"), { timeout: 5000, interval: 50 }).toBe(0);
    await advancing;
    // Deliveries are refused (503) and left to the upstream's retries.
    await expect
      .poll(
        async () => {
          const { webhooks } = await sandbox.stats();
          return webhooks.attempts > webhooks.delivered;
        },
        { timeout: 15_000, interval: 100 },
      )
      .toBe(true);
    heir.resume();

    // The replica takes over; every instance is ready again and says Redis is up.
    for (const gw of gws) {
      await expect.poll(async () => (await readiness(gw)).status, { timeout: 20_000, interval: 100 }).toBe(200);
      await expect.poll(() => redisUp(gw, "commands"), { timeout: 5000, interval: 50 }).toBe(1);
    }

    for (const [i, sub] of subs.entries()) {
      const where = `instance ${i % 3}, transfer ${Math.floor(i / 3)}`;
      const got = await take(sub, 2).catch((error: Error) => Promise.reject(new Error(`${where}: ${error.message}`)));
      expect(got.map((e) => e.type).sort()).toEqual(["BRIDGE_ACCEPTED", "BRIDGE_EXECUTED"]);
      expect(new Set(got.map((e) => e.eventId)).size).toBe(got.length);
    }
    // Past any late retry: still nothing twice.
    await Promise.all(subs.map((sub) => sub.expectNothing(1500)));
    const outages = await (await fetch(`${gws[0]!.url}/metrics`)).text();
    expect(outages).toMatch(/^gateway_redis_outages_total\{role="commands"\} [1-9]/m);
  }, 90_000);
});
