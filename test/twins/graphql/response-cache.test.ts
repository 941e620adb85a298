import { describe, expect, it } from "vitest";
import { createResponseCache } from "../../../src/twins/graphql/response-cache.js";
import { ResultLifetime } from "../../../src/loaders/lifetime.js";
import { graphql } from "../../gql/index.js";
import { as, startGateway, type GatewayHandle } from "../../utils/gateway.js";
import { metricValue } from "../../utils/metrics.js";
import { movableClock, pollUntil, startSandbox } from "../../utils/sandbox.js";
import { commitTransfer } from "../../utils/transfers.js";
import { testKeyPrefix } from "../../utils/redis-keys.js";

/** The response cache stands beside the compiled path, and these counts are of its default mode: pinned for every suite mode. */
const AUTO = { GRAPHQL_COMPILED: "auto" };

const ByWithdraw = graphql(`
  query ResponseCacheByWithdraw($hash: String!) {
    transactionByWithdrawHash(withdrawTxHash: $hash) {
      __typename
      ... on Transaction {
        id
        state
      }
    }
  }
`);

const ById = graphql(`
  query ResponseCacheById($id: ID!) {
    transactionById(id: $id) {
      __typename
      ... on Transaction {
        id
        state
      }
    }
  }
`);

const Cancel = graphql(`
  mutation ResponseCacheCancel($id: ID!) {
    cancelTransaction(id: $id) {
      __typename
      ... on Transaction {
        id
        state
      }
    }
  }
`);

const WITHDRAW = "GET /bridge/history/bridge/by-withdraw-hash/:withdrawTxHash";

async function upstreamCalls(gw: GatewayHandle, route: string): Promise<number> {
  return (await gw.sandbox.stats()).requests[route] ?? 0;
}

const cachedAnswers = (gw: GatewayHandle) => metricValue(gw.url, 'gateway_graphql_compiled_operations_total{how="cached"}');

const stateById = async (gw: GatewayHandle, id: string) =>
  as((await gw.gql(ById, { id })).data?.transactionById, "BridgeTransaction").state;

describe("the response cache", () => {
  it("answers repeats of a query about an EXECUTED record from memory, and never to another tenant", async () => {
    const sandbox = await startSandbox({
      apiKeys: [
        { key: "SECRET_one", projectId: "project-one" },
        { key: "SECRET_two", projectId: "project-two" },
      ],
    });
    const gw = await startGateway({ sandbox, env: AUTO });
    const id = await commitTransfer(sandbox, "http://127.0.0.1:9/unused");
    const { withdrawTxHash } = (await sandbox.advance(id, "EXECUTED")) as unknown as { withdrawTxHash: string };
    await sandbox.resetStats();

    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await gw.gql(ByWithdraw, { hash: withdrawTxHash })).data?.transactionByWithdrawHash);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ __typename: "BridgeTransaction", id, state: "EXECUTED" });
    // Yoga runs it twice (the first run reads upstream, the second the shared cache), the compiled
    // run fills the response cache, which answers the rest.
    expect(await upstreamCalls(gw, WITHDRAW)).toBe(1);
    expect(await cachedAnswers(gw)).toBe(2);

    // Another tenant sends the very same request body: its own credential reads its own project.
    const asTwo = await gw.gql(ByWithdraw, { hash: withdrawTxHash }, { authorization: await sandbox.getJwt("SECRET_two") });
    expect(asTwo.data?.transactionByWithdrawHash.__typename).toBe("HistoryNotFound");
    expect(await upstreamCalls(gw, WITHDRAW)).toBe(2);
  });

  it("keeps an answer holding a pending record no longer than CACHE_PENDING_TTL_MS", async () => {
    const clock = movableClock();
    const gw = await startGateway({ env: { ...AUTO, CACHE_PENDING_TTL_MS: "300" }, now: clock.now });
    // Its events go elsewhere: only the TTL can end the cached answer.
    const id = await commitTransfer(gw.sandbox, "http://127.0.0.1:9/unused");
    for (let i = 0; i < 4; i++) expect(await stateById(gw, id)).toBe("PENDING");
    expect(await cachedAnswers(gw)).toBeGreaterThan(0);
    await gw.sandbox.advance(id, "ACCEPTED");
    clock.advance(400);
    expect(await stateById(gw, id)).toBe("ACCEPTED");
  });

  it("does not serve PENDING past its lifetime when the record came from the shared cache", async () => {
    const clock = movableClock();
    const gw = await startGateway({ env: { ...AUTO, CACHE_PENDING_TTL_MS: "2000" }, now: clock.now });
    // Its events go elsewhere: only the lifetime can end the cached answers.
    const id = await commitTransfer(gw.sandbox, "http://127.0.0.1:9/unused");
    const readAt = clock.now();
    expect(await stateById(gw, id)).toBe("PENDING");
    clock.advance(Math.max(0, readAt + 1500 - clock.now()));
    // Read from the shared cache 1.5 s into the record's 2 s, answered again from the response cache.
    for (let i = 0; i < 3; i++) expect(await stateById(gw, id)).toBe("PENDING");
    expect(await cachedAnswers(gw)).toBeGreaterThan(0);
    await gw.sandbox.advance(id, "ACCEPTED");
    clock.advance(Math.max(0, readAt + 2300 - clock.now()));
    expect(await stateById(gw, id)).toBe("ACCEPTED");
  });

  it("drops an answer when an event about its transfer reaches any instance", async () => {
    const sandbox = await startSandbox();
    const redisKeyPrefix = testKeyPrefix();
    // Long enough that only the event can explain a fresh answer.
    const env = { ...AUTO, CACHE_PENDING_TTL_MS: "60000" };
    const a = await startGateway({ sandbox, redis: true, redisKeyPrefix, env });
    const b = await startGateway({ sandbox, redis: true, redisKeyPrefix, env });
    const id = await commitTransfer(sandbox, `${a.url}/webhooks/bridge`);
    for (let i = 0; i < 4; i++) expect(await stateById(b, id)).toBe("PENDING");
    expect(await cachedAnswers(b)).toBeGreaterThan(0);

    await sandbox.advance(id, "ACCEPTED");
    // The webhook reaches instance A only; B hears of it through the bus.
    expect(await pollUntil(async () => ((await stateById(b, id)) === "ACCEPTED" ? true : undefined))).toBe(true);
  });
});

describe("cancelTransaction evicts only its own instance's response cache", () => {
  it("ends the cached answers of every instance sharing the Redis prefix, through the bus", async () => {
    const sandbox = await startSandbox();
    const redisKeyPrefix = testKeyPrefix();
    // Long enough that only the write's notice can explain a fresh answer; its events go nowhere.
    const env = { ...AUTO, CACHE_PENDING_TTL_MS: "60000" };
    const a = await startGateway({ sandbox, redis: true, redisKeyPrefix, env });
    const b = await startGateway({ sandbox, redis: true, redisKeyPrefix, env });
    const id = await commitTransfer(sandbox, "http://127.0.0.1:9/unused");
    for (let i = 0; i < 4; i++) expect(await stateById(b, id)).toBe("PENDING");
    expect(await cachedAnswers(b)).toBeGreaterThan(0);

    const cancelled = await a.gql(Cancel, { id });
    expect(as(cancelled.data?.cancelTransaction, "BridgeTransaction").state).toBe("CANCELLED");
    expect(await pollUntil(async () => ((await stateById(b, id)) === "CANCELLED" ? true : undefined), 3000)).toBe(true);
  });
});

describe("createResponseCache", () => {
  const lasting = (ms: number, ...topics: `transaction:${string}`[]) => {
    const lifetime = new ResultLifetime();
    lifetime.keep(ms);
    for (const t of topics) lifetime.topics.add(t);
    return lifetime;
  };

  it("stays within its byte bound, dropping the least recently used answers", () => {
    const cache = createResponseCache({ maxBytes: 10_000, maxTtlMs: 60_000 });
    const body = "x".repeat(1_000);
    for (let i = 0; i < 100; i++) cache.offer(`k${i}`, body, lasting(60_000), cache.generation());
    const kept = Array.from({ length: 100 }, (_, i) => cache.get(`k${i}`)).filter(Boolean).length;
    expect(kept).toBeGreaterThan(0);
    expect(kept * 1_000).toBeLessThanOrEqual(10_000);
    expect(cache.get("k99")).toBe(body);
    expect(cache.get("k0")).toBeUndefined();
  });

  it("keeps nothing whose lifetime ended, nor what an event made stale while it was being made", () => {
    const cache = createResponseCache({ maxBytes: 10_000, maxTtlMs: 60_000 });
    const ended = lasting(60_000);
    ended.end();
    cache.offer("ended", "{}", ended, cache.generation());
    expect(cache.get("ended")).toBeUndefined();

    const started = cache.generation();
    cache.evict(["transaction:t1"]);
    cache.offer("stale", "{}", lasting(60_000, "transaction:t1"), started);
    expect(cache.get("stale")).toBeUndefined();
    cache.offer("other", "{}", lasting(60_000, "transaction:t2"), started);
    expect(cache.get("other")).toBe("{}");
    cache.evict(["transaction:t2"]);
    expect(cache.get("other")).toBeUndefined();
  });
});
