import { describe, expect, it } from "vitest";
import { graphql } from "../gql/index.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";
import { metricValue } from "../utils/metrics.js";
import { startSandbox, type SandboxHandle } from "../utils/sandbox.js";
import { subscribeWs, wsClient } from "../utils/subscriptions.js";
import { commitTransfer } from "../utils/transfers.js";
import { testKeyPrefix } from "../utils/redis-keys.js";

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

const ByIdAndDeposit = graphql(`
  query RereadByIdAndDeposit($id: ID!, $depositTxHash: String!) {
    transactionById(id: $id) {
      ... on Transaction {
        state
      }
    }
    transactionsByDepositHash(depositTxHash: $depositTxHash) {
      ... on TransactionList {
        items {
          state
        }
      }
    }
    transaction(hash: $depositTxHash) {
      state
    }
  }
`);

const ByWithdraw = graphql(`
  query RereadByWithdraw($withdrawTxHash: String!) {
    transactionByWithdrawHash(withdrawTxHash: $withdrawTxHash) {
      ... on Transaction {
        state
      }
    }
    transaction(hash: $withdrawTxHash) {
      state
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
    const redisKeyPrefix = testKeyPrefix();
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

/** The state each lookup of the transfer answers on `gw`: by id, by deposit hash (list and `transaction`), by withdrawal hash (both). */
async function lookups(gw: GatewayHandle, jwt: string, hashes: { id: string; deposit: string; withdraw: string }) {
  const auth = { authorization: jwt };
  const [{ data: byDeposit }, { data: byWithdraw }] = await Promise.all([
    gw.gql(ByIdAndDeposit, { id: hashes.id, depositTxHash: hashes.deposit }, auth),
    gw.gql(ByWithdraw, { withdrawTxHash: hashes.withdraw }, auth),
  ]);
  const state = (found: unknown) => (found as { state?: string } | null | undefined)?.state;
  const list = byDeposit?.transactionsByDepositHash as { items?: { state: string }[] } | undefined;
  return [
    state(byDeposit?.transactionById),
    ...(list?.items ?? []).map((t) => t.state),
    state(byDeposit?.transaction),
    state(byWithdraw?.transactionByWithdrawHash),
    state(byWithdraw?.transaction),
  ].map(String);
}

/**
 * The sandbox gives a transfer a withdrawal hash only once EXECUTED; an override answers the
 * record under one before that, as the vendor's record would read with a withdrawal under way.
 */
async function serveByWithdrawHash(sandbox: SandboxHandle, withdrawTxHash: string, record: object): Promise<void> {
  await sandbox.clearOverrides();
  await sandbox.override({
    method: "GET",
    path: `/bridge/history/bridge/by-withdraw-hash/${withdrawTxHash}`,
    status: 200,
    body: { ...record, withdrawTxHash },
    times: 1_000,
  });
}

const WatchByWithdrawHash = graphql(`
  subscription WatchRereadByWithdrawHash($withdrawTxHash: String!) {
    transactionEvents(filter: { withdrawTxHash: $withdrawTxHash }, untilFinal: true) {
      kind
      transaction {
        id
        state
      }
    }
  }
`);

describe("a state the re-read found", () => {
  it("is what every lookup answers at once, on every instance, though the old state is cached for a minute", async () => {
    const sandbox = await startSandbox({
      apiKeys: [
        { key: "SECRET_sandbox", projectId: "sandbox-project" },
        { key: "SECRET_other", projectId: "other-project" },
      ],
    });
    const redisKeyPrefix = testKeyPrefix();
    // The gateways' own key is another project's: their backfill never relays this transfer's
    // events, and only the watchers' credential can read it.
    const env = { WATCH_REREAD_MS: "300", CACHE_PENDING_TTL_MS: "60000", BRIDGE_API_KEY: "SECRET_other" };
    const a = await startGateway({ sandbox, redis: true, redisKeyPrefix, env });
    const b = await startGateway({ sandbox, redis: true, redisKeyPrefix, env });
    const jwt = await sandbox.getJwt("SECRET_sandbox");
    // Its webhooks go nowhere: only the re-read can tell the gateways of a change.
    const quoteId = await commitTransfer(sandbox, "http://127.0.0.1:9/unused");
    const accepted = await sandbox.advance(quoteId, "ACCEPTED");
    const hashes = { id: quoteId, deposit: String(accepted.depositTxHash), withdraw: `0x${"7e".repeat(32)}` };
    await serveByWithdrawHash(sandbox, hashes.withdraw, accepted);
    for (const gw of [a, b]) {
      expect(await lookups(gw, jwt, hashes)).toEqual(Array(5).fill("ACCEPTED"));
      // Asked twice: the second answers may come from the response cache.
      expect(await lookups(gw, jwt, hashes)).toEqual(Array(5).fill("ACCEPTED"));
    }

    // Watched by its withdrawal hash, which is read afresh each turn (a record in flight is not
    // cached under it), while the answers by id and deposit hash stay cached for a minute.
    const watchers = [a, b].map((gw) =>
      subscribeWs(wsClient(gw.url, { authorization: jwt }), WatchByWithdrawHash, { withdrawTxHash: hashes.withdraw }),
    );
    for (const sub of watchers) expect((await sub.next()).data?.transactionEvents.transaction?.state).toBe("ACCEPTED");

    // The transfer fails with no webhook; the next re-read finds it.
    const failed = await sandbox.advance(quoteId, "FAILED");
    await serveByWithdrawHash(sandbox, hashes.withdraw, failed);
    for (const sub of watchers) {
      expect((await sub.next(10_000)).data?.transactionEvents).toEqual({
        kind: "CURRENT_STATE",
        transaction: { id: quoteId, state: "FAILED" },
      });
    }
    for (const gw of [a, b]) expect(await lookups(gw, jwt, hashes)).toEqual(Array(5).fill("FAILED"));
  });
});
