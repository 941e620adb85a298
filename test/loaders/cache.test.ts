import { describe, expect, it } from "vitest";
import { graphql } from "../gql/index.js";
import { as, startGateway, type GatewayHandle } from "../utils/gateway.js";
import { startSandbox } from "../utils/sandbox.js";
import { testKeyPrefix } from "../utils/redis-keys.js";

const Executed = graphql(`
  query CacheByWithdraw($hash: String!) {
    transactionByWithdrawHash(withdrawTxHash: $hash) {
      __typename
      ... on Transaction {
        id
        state
      }
    }
  }
`);

const Pending = graphql(`
  query CacheByDeposit($hash: String!) {
    transactionsByDepositHash(depositTxHash: $hash) {
      __typename
      ... on TransactionList {
        items {
          id
          state
        }
      }
    }
  }
`);

const ById = graphql(`
  query CacheById($id: ID!) {
    transactionById(id: $id) {
      __typename
      ... on Transaction {
        state
      }
    }
  }
`);

const Calldata = graphql(`
  query CacheCalldata($id: ID!) {
    swapCalldata(commitmentId: $id) {
      __typename
    }
  }
`);

const WITHDRAW = "GET /bridge/history/bridge/by-withdraw-hash/:withdrawTxHash";
const DEPOSIT = "GET /bridge/history/bridge/by-deposit-hash/:depositTxHash";

interface Transfer {
  _id: string;
  depositTxHash: string;
  withdrawTxHash: string;
}

/** A committed quote's id; its events go to the gateway unless `webhook` is false. */
async function committedQuote(gw: GatewayHandle, apiKey = gw.sandbox.apiKey, tokenOut = "USDT", webhook = true): Promise<string> {
  const jwt = await gw.sandbox.getJwt(apiKey);
  const quote = await gw.sandbox.api("POST", "/bridge/quote/bridge-swap/user", {
    jwt,
    body: {
      chainIn: "ETHEREUM",
      chainOut: "BASE",
      amount: "100",
      mode: "pay",
      tokenIn: "USDT",
      tokenOut,
      depositor: "0x1111111111111111111111111111111111111111",
      recipient: "0x2222222222222222222222222222222222222222",
      ...(webhook && { webhookUrl: `${gw.url}/webhooks/bridge` }),
    },
  });
  const quoteId = String(quote.body.quoteId);
  await gw.sandbox.api("POST", `/bridge/quote/commit/${quoteId}`, { jwt });
  return quoteId;
}

async function transfer(
  gw: GatewayHandle,
  apiKey = gw.sandbox.apiKey,
  to: "ACCEPTED" | "EXECUTED" = "EXECUTED",
  tokenOut = "USDT",
): Promise<Transfer> {
  return (await gw.sandbox.advance(await committedQuote(gw, apiKey, tokenOut), to)) as unknown as Transfer;
}

describe.each([
  { name: "the Redis cache", redis: true },
  { name: "the in-memory cache", redis: false },
])("$name", ({ redis }) => {
  it("serves an executed record from the cache: the second read costs no upstream call", async () => {
    const gw = await startGateway({ redis });
    const tx = await transfer(gw);
    await gw.sandbox.resetStats();
    expect(
      as((await gw.gql(Executed, { hash: tx.withdrawTxHash })).data?.transactionByWithdrawHash, "BridgeTransaction").id,
    ).toBe(tx._id);
    expect(
      as((await gw.gql(Executed, { hash: tx.withdrawTxHash })).data?.transactionByWithdrawHash, "BridgeTransaction").id,
    ).toBe(tx._id);
    expect((await gw.sandbox.stats()).requests[WITHDRAW]).toBe(1);
  });

  it("never gives a second tenant the first tenant's cached record", async () => {
    const sandbox = await startSandbox({
      apiKeys: [
        { key: "SECRET_one", projectId: "one" },
        { key: "SECRET_two", projectId: "two" },
      ],
    });
    const gw = await startGateway({ sandbox, redis });
    const tx = await transfer(gw, "SECRET_one");
    const one = await gw.gql(Executed, { hash: tx.withdrawTxHash }, { authorization: await sandbox.getJwt("SECRET_one") });
    expect(one.data?.transactionByWithdrawHash.__typename).toBe("BridgeTransaction");
    const two = await gw.gql(Executed, { hash: tx.withdrawTxHash }, { authorization: await sandbox.getJwt("SECRET_two") });
    expect(two.data?.transactionByWithdrawHash.__typename).toBe("HistoryNotFound");
  });

  it("refreshes a pending record when its webhook event arrives", async () => {
    const gw = await startGateway({ redis, selfWebhook: true, env: { CACHE_PENDING_TTL_MS: "600000" } });
    const tx = await transfer(gw, undefined, "ACCEPTED");
    const before = as((await gw.gql(Pending, { hash: tx.depositTxHash })).data?.transactionsByDepositHash, "TransactionList");
    expect(before.items[0]?.state).toBe("ACCEPTED");
    await gw.sandbox.advance(tx._id, "EXECUTED");
    // The sandbox delivers BRIDGE_EXECUTED to the gateway, which evicts the cached list.
    await expect
      .poll(async () => (await gw.gql(Pending, { hash: tx.depositTxHash })).data?.transactionsByDepositHash, {
        timeout: 5000,
        interval: 50,
      })
      .toMatchObject({ items: [{ state: "EXECUTED" }] });
  });

  it("keeps a pending record no longer than its short TTL", async () => {
    const gw = await startGateway({ redis, env: { CACHE_PENDING_TTL_MS: "400" } });
    const tx = await transfer(gw, undefined, "ACCEPTED");
    // Its BRIDGE_ACCEPTED event evicts the record: let it arrive before measuring.
    await expect.poll(async () => (await gw.sandbox.stats()).webhooks.delivered, { timeout: 5000 }).toBe(2);
    await gw.sandbox.resetStats();
    await gw.gql(Pending, { hash: tx.depositTxHash });
    await gw.gql(Pending, { hash: tx.depositTxHash });
    // Within the TTL the second read was served from the cache...
    expect((await gw.sandbox.stats()).requests[DEPOSIT]).toBe(1);
    // ...and once it has passed, a read goes upstream again.
    await expect
      .poll(
        async () => {
          await gw.gql(Pending, { hash: tx.depositTxHash });
          return (await gw.sandbox.stats()).requests[DEPOSIT];
        },
        { timeout: 5000, interval: 100 },
      )
      .toBeGreaterThan(1);
  });

  it("keeps a cancelled transfer no longer than a pending one: a late deposit still moves it on", async () => {
    const gw = await startGateway({ redis, env: { CACHE_PENDING_TTL_MS: "400" } });
    // No webhookUrl: no event reaches the gateway, so only the cached record's lifetime can end it.
    const id = await committedQuote(gw, undefined, "USDT", false);
    await gw.sandbox.advance(id, "CANCELLED");
    const state = async () => as((await gw.gql(ById, { id })).data?.transactionById, "BridgeTransaction").state;
    expect(await state()).toBe("CANCELLED");
    await gw.sandbox.advance(id, "ACCEPTED");
    await expect.poll(state, { timeout: 5000, interval: 100 }).toBe("ACCEPTED");
  });

  it("shares one upstream call between concurrent operations asking for the same record", async () => {
    const gw = await startGateway({ redis });
    const tx = await transfer(gw);
    await gw.sandbox.setFaults({ latencyMs: 200 });
    await gw.sandbox.resetStats();
    const results = await Promise.all(Array.from({ length: 20 }, () => gw.gql(Executed, { hash: tx.withdrawTxHash })));
    await gw.sandbox.clearFaults();
    expect(results.every((r) => r.data?.transactionByWithdrawHash.__typename === "BridgeTransaction")).toBe(true);
    expect((await gw.sandbox.stats()).requests[WITHDRAW]).toBe(1);
  });

  it("caches swap calldata", async () => {
    const gw = await startGateway({ redis });
    const tx = await transfer(gw, undefined, "EXECUTED", "ETH");
    await gw.sandbox.resetStats();
    for (let i = 0; i < 3; i++)
      expect((await gw.gql(Calldata, { id: tx._id })).data?.swapCalldata.__typename).toBe("SwapCalldata");
    expect((await gw.sandbox.stats()).requests["GET /bridge/swap/calldata/:commitmentId"]).toBe(1);
  });
});

describe("a Redis outage", () => {
  it("costs upstream calls, never a failed query", async () => {
    const sandbox = await startSandbox();
    const gw = await startGateway({
      sandbox,
      env: { REDIS_URL: "redis://127.0.0.1:1/0", REDIS_KEY_PREFIX: testKeyPrefix() },
    });
    const tx = await transfer(gw);
    const { data, errors } = await gw.gql(Executed, { hash: tx.withdrawTxHash });
    expect(errors).toBeUndefined();
    expect(data?.transactionByWithdrawHash.__typename).toBe("BridgeTransaction");
  });
});
