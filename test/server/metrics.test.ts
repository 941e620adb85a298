import { randomBytes, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { topic } from "../../src/events/envelope.js";
import { graphql } from "../gql/index.js";
import { startGateway } from "../utils/gateway.js";
import { metricValue } from "../utils/metrics.js";
import { testKeyPrefix } from "../utils/redis-keys.js";
import { pollUntil, startSandbox } from "../utils/sandbox.js";
import { subscribeSse, subscribeWs, wsClient } from "../utils/subscriptions.js";
import { commitTransfer } from "../utils/transfers.js";

const MetricsLookup = graphql(`
  query MetricsLookup($hash: String!) {
    transactionByWithdrawHash(withdrawTxHash: $hash) {
      __typename
    }
  }
`);

const MetricsEvents = graphql(`
  subscription MetricsEvents($filter: TransactionEventFilter) {
    transactionEvents(filter: $filter) {
      eventId
    }
  }
`);

async function scrape(url: string): Promise<string> {
  const res = await fetch(`${url}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
  return res.text();
}

/** The value of one series, e.g. `name{label="x"}`; undefined when absent. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("GET /metrics", () => {
  it("with METRICS_TOKEN answers only that bearer token: 401 without it or with another", async () => {
    const gw = await startGateway({ env: { METRICS_TOKEN: "scrape-secret" } });
    const as = (authorization?: string) =>
      fetch(`${gw.url}/metrics`, { headers: authorization ? { authorization } : {} }).then((r) => r.status);
    expect(await as()).toBe(401);
    expect(await as("Bearer wrong")).toBe(401);
    expect(await as("Bearer scrape-secret")).toBe(200);
  });

  it("counts operations by name and outcome, upstream calls by endpoint and status, webhooks, subscriptions and Redis", async () => {
    const gw = await startGateway({ redis: true });
    await gw.gql(MetricsLookup, { hash: `0x${randomBytes(32).toString("hex")}` });
    await gw.gql(MetricsLookup, { hash: "not-a-hash" });
    const forged = await fetch(`${gw.url}${gw.config.webhookPath}`, {
      method: "POST",
      body: "{}",
      headers: { "x-rhino-signature": "00" },
    });
    expect(forged.status).toBe(401);
    const quoteId = `q-${randomUUID()}`;
    const sub = subscribeWs(wsClient(gw.url), MetricsEvents, { filter: { quoteId } });
    await expect.poll(() => gw.gateway.bus.listenerCount(topic("transaction", quoteId)), { timeout: 3000 }).toBe(1);

    const text = await scrape(gw.url);
    // Both lookups find nothing: a typed error (InvalidRequest) as data, not a success.
    expect(valueOf(text, 'gateway_graphql_operations_total{operation="MetricsLookup",type="query",outcome="typed-error"}')).toBe(
      2,
    );
    expect(
      valueOf(
        text,
        // The vendor types answer an unknown and a malformed withdraw hash alike: 422 InvalidRequest.
        'gateway_upstream_requests_total{endpoint="GET /bridge/history/bridge/by-withdraw-hash/:withdrawTxHash",status="422"}',
      ),
    ).toBe(2);
    expect(
      valueOf(text, 'gateway_upstream_request_duration_seconds_count{endpoint="POST /authentication/auth/apiKey",status="200"}'),
    ).toBe(1);
    expect(valueOf(text, 'gateway_webhooks_total{outcome="rejected"}')).toBe(1);
    expect(valueOf(text, "gateway_active_subscriptions")).toBe(1);
    expect(valueOf(text, 'gateway_upstream_circuit_state{state="closed"}')).toBe(1);
    expect(valueOf(text, 'gateway_redis_up{role="commands"}')).toBe(1);
    expect(text).toContain("# TYPE gateway_cache_hits_total counter");

    await sub.close();
    await expect.poll(async () => valueOf(await scrape(gw.url), "gateway_active_subscriptions"), { timeout: 3000 }).toBe(0);
  });
});

const DeliveryClockWatch = graphql(`
  subscription DeliveryClockWatch($quoteId: ID!) {
    transactionEvents(filter: { quoteId: $quoteId }) {
      kind
    }
  }
`);

describe("gateway_event_delivery_seconds", () => {
  const COUNT = "gateway_event_delivery_seconds_count";

  it("times a webhook relayed by one instance to the last frame written on the instance that serves its subscribers", async () => {
    const sandbox = await startSandbox();
    const redisKeyPrefix = testKeyPrefix();
    // No re-reads: a CURRENT_STATE they publish must not stand in for the webhook's event.
    const env = { WATCH_REREAD_MS: "0" };
    const receiving = await startGateway({ sandbox, redis: true, redisKeyPrefix, env });
    const serving = await startGateway({ sandbox, redis: true, redisKeyPrefix, env });
    const quoteId = await commitTransfer(sandbox, `${receiving.url}${receiving.config.webhookPath}`);
    // BRIDGE_PENDING's webhook is sent on commit: taken in before the streams open, it is in their opening
    // read, so every delivery timed below comes from the advance (it came late to them in CI once: 56 ms timed).
    await expect.poll(async () => (await sandbox.stats()).webhooks.delivered, { timeout: 5000 }).toBe(1);
    const ws = subscribeWs(wsClient(serving.url), DeliveryClockWatch, { quoteId });
    const sse = await subscribeSse(serving.url, DeliveryClockWatch, { quoteId });
    for (const sub of [ws, sse]) expect((await sub.next()).data?.transactionEvents.kind).toBe("CURRENT_STATE");
    // The current state sent at the start is no webhook's delivery.
    expect(await metricValue(serving.url, COUNT)).toBe(0);

    const sentAt = Date.now();
    await sandbox.advance(quoteId, "ACCEPTED");
    const kinds: string[][] = [];
    for (const sub of [ws, sse]) {
      const seen: string[] = [];
      while (seen.at(-1) !== "BRIDGE_ACCEPTED") seen.push((await sub.next()).data!.transactionEvents.kind);
      kinds.push(seen);
    }
    const seenAt = Date.now();

    // Observed once its frames have settled (a second after the last): one observation per live webhook event,
    // for both subscribers; at most one per event they saw (an event a stream took from the history is not timed).
    const events = new Set(kinds.flat()).size;
    await pollUntil(async () => ((await metricValue(serving.url, COUNT)) >= 1 ? true : undefined), 5_000, 100);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const count = await metricValue(serving.url, COUNT);
    expect(count).toBeLessThanOrEqual(events);
    const seconds = await metricValue(serving.url, "gateway_event_delivery_seconds_sum");
    // Each event's webhook arrived after it was sent and its last frame was written before the last client read
    // it (one clock: both instances run here; whole milliseconds on either side): each observation is within that
    // window, the sum within one window per observation.
    expect(seconds).toBeGreaterThanOrEqual(0);
    expect(seconds * 1000).toBeLessThanOrEqual(count * (seenAt - sentAt + 2));
    // The instance that received the webhook has no subscriber of it: nothing to time there.
    expect(await metricValue(receiving.url, COUNT)).toBe(0);
  });
});

describe("operation metrics", () => {
  it("keep a bounded set of operation-name labels however many names clients invent", async () => {
    const gw = await startGateway({ env: { RATE_LIMIT_PER_MINUTE: "0" } });
    for (let i = 0; i < 250; i++) await gw.post({ query: `query Invented${i} { __typename }` });
    const names = new Set(
      (await scrape(gw.url))
        .split("\n")
        .filter((l) => l.startsWith("gateway_graphql_operations_total{"))
        .map((l) => /operation="([^"]*)"/.exec(l)?.[1]),
    );
    expect(names.size).toBeLessThanOrEqual(201);
    expect(names.has("other")).toBe(true);
  });
});

describe("request ids", () => {
  it("echoes a caller's x-request-id and mints one otherwise", async () => {
    const gw = await startGateway();
    const body = { query: "{ __typename }" };
    expect((await gw.post(body, { "x-request-id": "trace-abc.123" })).headers.get("x-request-id")).toBe("trace-abc.123");
    expect((await gw.post(body, { "x-request-id": "bad id\twith spaces" })).headers.get("x-request-id")).toMatch(
      /^[0-9a-f-]{36}$/,
    );
    expect((await gw.post(body)).headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
