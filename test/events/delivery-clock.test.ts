import { describe, expect, it } from "vitest";
import { graphql } from "../gql/index.js";
import { metricValue } from "../utils/metrics.js";
import { testKeyPrefix } from "../utils/redis-keys.js";
import { startSandbox, pollUntil } from "../utils/sandbox.js";
import { startGateway } from "../utils/gateway.js";
import { subscribeSse, subscribeWs, wsClient } from "../utils/subscriptions.js";
import { commitTransfer } from "../utils/transfers.js";

const Watch = graphql(`
  subscription DeliveryClockWatch($quoteId: ID!) {
    transactionEvents(filter: { quoteId: $quoteId }) {
      kind
    }
  }
`);

const COUNT = "gateway_event_delivery_seconds_count";
const SUM = "gateway_event_delivery_seconds_sum";

describe("gateway_event_delivery_seconds", () => {
  it("times a webhook relayed by one instance to the last frame written on the instance that serves its subscribers", async () => {
    const sandbox = await startSandbox();
    const redisKeyPrefix = testKeyPrefix();
    // No re-reads: a CURRENT_STATE they publish must not stand in for the webhook's event.
    const env = { WATCH_REREAD_MS: "0" };
    const receiving = await startGateway({ sandbox, redis: true, redisKeyPrefix, env });
    const serving = await startGateway({ sandbox, redis: true, redisKeyPrefix, env });
    const quoteId = await commitTransfer(sandbox, `${receiving.url}${receiving.config.webhookPath}`);

    const ws = subscribeWs(wsClient(serving.url), Watch, { quoteId });
    const sse = await subscribeSse(serving.url, Watch, { quoteId });
    for (const sub of [ws, sse]) expect((await sub.next()).data?.transactionEvents.kind).toBe("CURRENT_STATE");
    // The current state sent at the start is no webhook's delivery.
    expect(await metricValue(serving.url, COUNT)).toBe(0);

    const sentAt = Date.now();
    await sandbox.advance(quoteId, "ACCEPTED");
    for (const sub of [ws, sse]) expect((await sub.next()).data?.transactionEvents.kind).toBe("BRIDGE_ACCEPTED");
    const seenAt = Date.now();

    // Observed once its frames have settled (a second after the last), one observation for both subscribers.
    await pollUntil(async () => ((await metricValue(serving.url, COUNT)) === 1 ? true : undefined), 5_000, 100);
    const seconds = await metricValue(serving.url, SUM);
    // The webhook arrived after it was sent and the last frame was written before the last client read it
    // (one clock: both instances run here; whole milliseconds on either side).
    expect(seconds).toBeGreaterThanOrEqual(0);
    expect(seconds * 1000).toBeLessThanOrEqual(seenAt - sentAt + 2);
    // The instance that received the webhook has no subscriber of it: nothing to time there.
    expect(await metricValue(receiving.url, COUNT)).toBe(0);
  });
});
