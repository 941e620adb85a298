import { randomBytes, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { topic } from "../../src/events/envelope.js";
import { graphql } from "../gql/index.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";
import { startOwnedRedis } from "../utils/redis-server.js";
import { startSandbox, type SandboxHandle } from "../utils/sandbox.js";
import { pastNotKnownYet, subscribeWs, type Subscription, wsClient } from "../utils/subscriptions.js";
import { commitTransfer } from "../utils/transfers.js";
import { testKeyPrefix } from "../utils/redis-keys.js";

const OutageEvents = graphql(`
  subscription OutageEvents($filter: TransactionEventFilter, $untilFinal: Boolean) {
    transactionEvents(filter: $filter, untilFinal: $untilFinal) {
      eventId
      type
    }
  }
`);

const OutageLookup = graphql(`
  query OutageLookup($hash: String!) {
    transactionByWithdrawHash(withdrawTxHash: $hash) {
      __typename
    }
  }
`);

type Events = Subscription<{ transactionEvents: { eventId: string; type: string } }>;

/** Subscribes and waits until the gateway counts `listeners` subscriptions on the quote. */
async function subscribe(gw: GatewayHandle, quoteId: string, listeners = 1): Promise<Events> {
  // Until the final state: the stream's own end shows that nothing came after the last event.
  const sub = subscribeWs(wsClient(gw.url), OutageEvents, { filter: { quoteId }, untilFinal: true });
  await expect.poll(() => gw.gateway.bus.listenerCount(topic("transaction", quoteId)), { timeout: 5000 }).toBe(listeners);
  return sub;
}

/** The next event's type; a timeout names the step and what the sandbox had delivered by then. */
async function typeOf(sub: Events, step: string, sandbox: SandboxHandle, timeoutMs = 5000): Promise<string> {
  const message = await sub.next(timeoutMs).catch(async (error: Error) => {
    const { webhooks } = await sandbox.stats();
    throw new Error(`${step}: ${error.message} (webhooks: ${JSON.stringify(webhooks)})`);
  });
  if (message.errors) throw new Error(JSON.stringify(message.errors));
  return message.data!.transactionEvents.type;
}

describe("a Redis outage", () => {
  it("keeps queries answering, has the sender retry a webhook until Redis is back, then relays it once and recovers subscriptions", async () => {
    const redis = await startOwnedRedis();
    // Retries spread over ~30 s: the upstream keeps trying while Redis is down.
    const sandbox = await startSandbox({ webhookRetryBaseMs: 200, webhookMaxAttempts: 8 });
    const gw = await startGateway({ sandbox, env: { REDIS_URL: redis.url, REDIS_KEY_PREFIX: testKeyPrefix() } });
    const webhookUrl = `${gw.url}${gw.config.webhookPath}`;
    let live!: Events;
    const quoteId = await commitTransfer(sandbox, webhookUrl, async (id) => {
      live = await subscribe(gw, id);
      await pastNotKnownYet(live);
    });
    expect(await typeOf(live, "the first event", sandbox)).toBe("BRIDGE_PENDING");
    // Subscribers get the event before the sender gets its answer (the gateway still confirms the
    // dedupe claim and moves the cursor in Redis): Redis goes down once that delivery is answered.
    await expect.poll(async () => (await sandbox.stats()).webhooks.delivered, { timeout: 10_000, interval: 50 }).toBe(1);

    await redis.kill();
    const { data } = await gw.gql(OutageLookup, { hash: `0x${randomBytes(32).toString("hex")}` });
    expect(data?.transactionByWithdrawHash.__typename).toBe("HistoryNotFound");

    const refused = subscribeWs(wsClient(gw.url), OutageEvents, { filter: { quoteId: `q-${randomUUID()}` } });
    expect((await refused.next()).errors?.[0]).toMatchObject({ extensions: { code: "EVENTS_UNAVAILABLE" } });

    const { attempts } = (await sandbox.stats()).webhooks;
    await sandbox.advance(quoteId, "ACCEPTED");
    // The gateway answers 5xx while it cannot dedupe: the sender has tried at least twice.
    await expect
      .poll(async () => (await sandbox.stats()).webhooks.attempts, { timeout: 10_000, interval: 100 })
      .toBeGreaterThanOrEqual(attempts + 2);
    expect((await sandbox.stats()).webhooks.delivered).toBe(1);

    await redis.start();
    // The sender's next retry relays it: wait for that delivery (the retries span ~25 s), not a fixed time.
    await expect.poll(async () => (await sandbox.stats()).webhooks.delivered, { timeout: 30_000, interval: 100 }).toBe(2);
    expect(await typeOf(live, "the event relayed once Redis is back", sandbox)).toBe("BRIDGE_ACCEPTED");

    const fresh = await subscribe(gw, quoteId, 2);
    await sandbox.advance(quoteId, "EXECUTED");
    // A late subscriber by quote id first gets the current state (read by id), then what the history
    // kept while that read ran, then the live event.
    const seen: string[] = [];
    while (seen.at(-1) !== "BRIDGE_EXECUTED") seen.push(await typeOf(fresh, "the late subscriber's events", sandbox));
    expect(seen[0]).toBe("CURRENT_STATE");
    expect(seen.slice(1, -1).every((type) => type === "BRIDGE_PENDING" || type === "BRIDGE_ACCEPTED")).toBe(true);
    expect(await typeOf(live, "the last event", sandbox)).toBe("BRIDGE_EXECUTED");
    await live.expectEnd();
    await fresh.expectEnd();
    // Room for the sender's whole retry schedule on a loaded machine.
  }, 60_000);
});
