import { describe, expect, it } from "vitest";
import { graphql } from "../gql/index.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";
import { startSandbox, type SandboxHandle } from "../utils/sandbox.js";
import { subscribeWs, wsClient, type Subscription } from "../utils/subscriptions.js";
import { commitTransfer } from "../utils/transfers.js";
import { testKeyPrefix } from "../utils/redis-keys.js";

const ManyWatchers = graphql(`
  subscription ManyWatchers($quoteId: ID!) {
    transactionEvents(filter: { quoteId: $quoteId }) {
      eventId
      kind
      transaction {
        id
        state
      }
    }
  }
`);

type Message = { eventId: string; kind: string; transaction: { id: string; state: string } | null };
type Watcher = { quoteId: string; sub: Subscription<{ transactionEvents: Message }>; got: Message[] };

const WATCHERS = 500;
/** Requests to the sandbox at once, as a crowd of frontends. */
const BATCH = 25;

async function inBatches<T, R>(items: T[], each: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += BATCH)
    out.push(...(await Promise.all(items.slice(i, i + BATCH).map((x, j) => each(x, i + j)))));
  return out;
}

/** Reads a watcher's messages until one of `kind` (or fails on an error message or a timeout). */
async function until(watcher: Watcher, kind: string): Promise<void> {
  while (watcher.got.at(-1)?.kind !== kind) {
    const message = await watcher.sub.next(20_000);
    if (!message.data) throw new Error(`${watcher.quoteId}: ${JSON.stringify(message)}`);
    watcher.got.push(message.data.transactionEvents);
  }
}

/** Two instances of one deployment on the test Redis, reading the missed-events cursor every 200 ms. */
async function twoInstances(sandbox: SandboxHandle): Promise<[GatewayHandle, GatewayHandle]> {
  const redisKeyPrefix = testKeyPrefix();
  // Every watcher comes from this one address: the per-caller cap would refuse most of them.
  const env = {
    GRAPHQL_MAX_SUBSCRIPTIONS_PER_CALLER: String(2 * WATCHERS),
    EVENT_BACKFILL_INTERVAL_MS: "200",
    // The webhooks alone: a re-read could find a state before its webhook arrives (watch-reread.test.ts).
    WATCH_REREAD_MS: "0",
  };
  return [
    await startGateway({ sandbox, redis: true, redisKeyPrefix, env }),
    await startGateway({ sandbox, redis: true, redisKeyPrefix, env }),
  ];
}

describe("many watchers over two instances", () => {
  it(`gives each of ${WATCHERS} filtered subscribers its own transfer's events, each once, and none of another's`, async () => {
    const sandbox = await startSandbox();
    const [a, b] = await twoInstances(sandbox);
    const hook = (gw: GatewayHandle) => `${gw.url}${gw.config.webhookPath}`;
    // Webhooks of even transfers go to A, of odd ones to B; watchers sit on A for the first two of
    // every four and on B for the others: every pairing of relaying and serving instance occurs.
    const ids = await inBatches([...Array(WATCHERS).keys()], (_, i) => commitTransfer(sandbox, hook(i % 2 === 0 ? a : b)));
    const watchers = await inBatches(ids, async (quoteId, i): Promise<Watcher> => {
      const sub = subscribeWs(wsClient((i % 4 < 2 ? a : b).url), ManyWatchers, { quoteId });
      const watcher = { quoteId, sub, got: [] };
      await until(watcher, "CURRENT_STATE");
      return watcher;
    });

    // Each relayed once by a webhook and offered again by both instances' cursor reads.
    await inBatches(ids, (id) => sandbox.advance(id, "ACCEPTED"));
    await inBatches(ids, (id) => sandbox.advance(id, "EXECUTED"));
    await Promise.all(watchers.map((w) => until(w, "BRIDGE_EXECUTED")));
    // The cursor copies of every event are read at least once more after the last one arrived.
    const cursor = async () => (await sandbox.stats()).requests["GET /webhook/user-events-cursor"] ?? 0;
    const reads = await cursor();
    await expect.poll(cursor, { timeout: 10_000 }).toBeGreaterThanOrEqual(reads + 6);

    for (const w of watchers) {
      const all = [...w.got, ...w.sub.buffered.map((m) => m.data?.transactionEvents)];
      expect({ quoteId: w.quoteId, got: all.map((m) => [m?.kind, m?.transaction?.id, m?.transaction?.state]) }).toEqual({
        quoteId: w.quoteId,
        got: [
          ["CURRENT_STATE", w.quoteId, "PENDING"],
          ["BRIDGE_ACCEPTED", w.quoteId, "ACCEPTED"],
          ["BRIDGE_EXECUTED", w.quoteId, "EXECUTED"],
        ],
      });
      expect(new Set(w.got.map((m) => m.eventId)).size).toBe(3);
    }
    // Its set-up is the time: 500 quotes and commits, then 500 sockets, take 15-20 s on two busy cores.
  }, 90_000);

  it("reads the current state once for a crowd that subscribes to one transfer together", async () => {
    const sandbox = await startSandbox();
    const [a, b] = await twoInstances(sandbox);
    const quoteId = await commitTransfer(sandbox, `${a.url}${a.config.webhookPath}`);
    const byId = async () => (await sandbox.stats()).requests["GET /bridge/history/bridge/:bridgeId"] ?? 0;
    const before = await byId();
    const crowd = Array.from({ length: 50 }, (_, i): Watcher => ({
      quoteId,
      sub: subscribeWs(wsClient((i % 2 === 0 ? a : b).url), ManyWatchers, { quoteId }),
      got: [],
    }));
    await Promise.all(crowd.map((w) => until(w, "CURRENT_STATE")));
    expect(crowd.every((w) => w.got[0]!.transaction?.state === "PENDING")).toBe(true);
    // One read per instance at most (each has its own single-flight, and the shared cache in between).
    expect((await byId()) - before).toBeLessThanOrEqual(2);
  });
});
