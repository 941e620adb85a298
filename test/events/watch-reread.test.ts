import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { graphql } from "../gql/index.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";
import { metricValue } from "../utils/metrics.js";
import { startSandbox } from "../utils/sandbox.js";
import { subscribeWs, wsClient } from "../utils/subscriptions.js";
import { commitTransfer } from "../utils/transfers.js";

const WatchUntilFinal = graphql(`
  subscription WatchRereadUntilFinal($quoteId: ID!) {
    transactionEvents(filter: { quoteId: $quoteId }, untilFinal: true) {
      kind
      transaction {
        id
        state
      }
    }
  }
`);

const INTERVAL_MS = 400;

const rereads = async (gws: GatewayHandle[], outcomes: string[]) => {
  let sum = 0;
  for (const gw of gws) for (const o of outcomes) sum += await metricValue(gw.url, `gateway_watch_rereads_total{outcome="${o}"}`);
  return sum;
};

describe("watched transfers are read again", () => {
  it("tells every watcher on every instance of a FAILED no webhook announced, ends untilFinal, and reads once per interval across instances", async () => {
    const sandbox = await startSandbox();
    const redisKeyPrefix = `test:${randomUUID()}:`;
    // A PENDING record is cached briefly; shorter here, so the change shows within an interval.
    const env = { WATCH_REREAD_MS: String(INTERVAL_MS), CACHE_PENDING_TTL_MS: "100" };
    const a = await startGateway({ sandbox, redis: true, redisKeyPrefix, env });
    const b = await startGateway({ sandbox, redis: true, redisKeyPrefix, env });
    const quoteId = await commitTransfer(sandbox, `${a.url}${a.config.webhookPath}`);
    // Its BRIDGE_PENDING is relayed before anyone watches: what the watchers get after is the re-read's doing.
    await expect.poll(async () => (await sandbox.stats()).webhooks.delivered).toBe(1);

    const watchedSince = Date.now();
    const onA = subscribeWs(wsClient(a.url), WatchUntilFinal, { quoteId });
    const onB = subscribeWs(wsClient(b.url), WatchUntilFinal, { quoteId });
    for (const sub of [onA, onB]) {
      expect((await sub.next()).data?.transactionEvents).toEqual({
        kind: "CURRENT_STATE",
        transaction: { id: quoteId, state: "PENDING" },
      });
    }

    // Both instances watch it; turn after turn, one of them reads it and the other finds the lease taken.
    await expect.poll(() => rereads([a, b], ["unchanged"]), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    const read = await rereads([a, b], ["unchanged", "changed", "failed"]);
    const intervals = (Date.now() - watchedSince) / INTERVAL_MS;
    expect(read).toBeLessThanOrEqual(Math.floor(intervals) + 1);
    expect(await rereads([a, b], ["elsewhere"])).toBeGreaterThanOrEqual(1);
    // Nothing changed: nothing was sent.
    expect([...onA.buffered, ...onB.buffered]).toEqual([]);

    // The vendor moves it to FAILED and sends no webhook (neither does the sandbox).
    const webhooks = (await sandbox.stats()).webhooks.attempts;
    await sandbox.advance(quoteId, "FAILED");
    for (const sub of [onA, onB]) {
      expect((await sub.next(10_000)).data?.transactionEvents).toEqual({
        kind: "CURRENT_STATE",
        transaction: { id: quoteId, state: "FAILED" },
      });
      await sub.expectEnd();
    }
    expect((await sandbox.stats()).webhooks.attempts).toBe(webhooks);
    expect(await rereads([a, b], ["changed"])).toBe(1);
    // A final transfer is not read again; the watchers are gone anyway.
    await expect
      .poll(
        async () =>
          (await metricValue(a.url, "gateway_watched_transfers")) + (await metricValue(b.url, "gateway_watched_transfers")),
      )
      .toBe(0);
  });
});
