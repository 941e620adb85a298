import { Redis } from "ioredis";
import { describe, expect, inject, it } from "vitest";
import { createTokenManager } from "../../src/upstream/auth.js";
import { createRedisTokenStore } from "../../src/upstream/shared-token.js";
import { graphql } from "../gql/index.js";
import { onDispose } from "../utils/disposers.js";
import { as, startGateway } from "../utils/gateway.js";
import { movableClock, startSandbox } from "../utils/sandbox.js";
import { testKeyPrefix } from "../utils/redis-keys.js";

const ByWithdraw = graphql(`
  query AuthByWithdraw($hash: String!) {
    transactionByWithdrawHash(withdrawTxHash: $hash) {
      __typename
    }
  }
`);

const ByDeposit = graphql(`
  query AuthByDeposit($hash: String!) {
    transactionsByDepositHash(depositTxHash: $hash) {
      __typename
    }
  }
`);

const Status = graphql(`
  query AuthStatus($address: String!) {
    depositAddress(address: $address, chain: "ETHEREUM") {
      status {
        __typename
      }
    }
  }
`);

const hash = (i: number) => `0x${i.toString(16).padStart(64, "0")}`;

describe("the gateway's upstream credential", () => {
  it("exchanges the API key once for 1,000 concurrent operations with a cold token", async () => {
    const gw = await startGateway();
    const results = await Promise.all(Array.from({ length: 1000 }, (_, i) => gw.gql(ByWithdraw, { hash: hash(i) })));
    expect(results.every((r) => r.data?.transactionByWithdrawHash.__typename === "HistoryNotFound")).toBe(true);
    expect((await gw.sandbox.stats()).authExchanges).toBe(1);
    // It counts exchanges, not time: 1,000 requests on a loaded 2-core machine may take a while.
  }, 60_000);

  it("renews a JWT the upstream finds expired once, and the operation still succeeds", async () => {
    const upstreamClock = movableClock();
    const sandbox = await startSandbox({ jwtTtlS: 2 }, { now: upstreamClock.now });
    // The gateway's clock runs 70 s behind the upstream's, so it believes its 2 s token is still fresh.
    const gw = await startGateway({ sandbox, now: () => Date.now() - 70_000 });
    expect((await gw.gql(ByDeposit, { hash: hash(1) })).data?.transactionsByDepositHash.__typename).toBe("HistoryNotFound");
    const jwt = await sandbox.getJwt();
    // Past the token's lifetime on the upstream's clock, without waiting for it.
    upstreamClock.advance(3_000);
    // An expired token is 400 InvalidJwt on every JWT route (vendor types).
    expect((await sandbox.api("GET", `/bridge/history/bridge/by-deposit-hash/${hash(1)}`, { jwt })).status).toBe(400);
    await sandbox.resetStats();
    const after = await gw.gql(ByDeposit, { hash: hash(2) });
    expect(after.errors).toBeUndefined();
    expect(after.data?.transactionsByDepositHash.__typename).toBe("HistoryNotFound");
    const stats = await sandbox.stats();
    expect(stats.authExchanges).toBe(1);
    expect(stats.requests["GET /bridge/history/bridge/by-deposit-hash/:depositTxHash"]).toBe(2);
  });

  it("renews and retries once when an SDA endpoint answers InvalidJwt", async () => {
    const gw = await startGateway();
    await gw.gql(Status, { address: "0xabc" });
    await gw.sandbox.override({
      method: "GET",
      path: "/sda/deposit-addresses/0xabc/ETHEREUM",
      status: 400,
      body: { _tag: "InvalidJwt", message: "jwt expired" },
    });
    await gw.sandbox.resetStats();
    const { data } = await gw.gql(Status, { address: "0xabc" });
    expect(data?.depositAddress.status.__typename).toBe("DepositAddressNotFound");
    expect((await gw.sandbox.stats()).authExchanges).toBe(1);
  });

  it("reports UPSTREAM_UNAVAILABLE, not the caller's fault, when the upstream keeps refusing the gateway's key", async () => {
    const gw = await startGateway();
    await gw.sandbox.override({
      method: "GET",
      path: `/bridge/history/bridge/by-deposit-hash/${hash(3)}`,
      status: 401,
      body: { _tag: "Unauthorized", message: "no" },
      times: 2,
    });
    const { data, errors } = await gw.gql(ByDeposit, { hash: hash(3) });
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe("UPSTREAM_UNAVAILABLE");
  });
});

describe("the gateway's upstream credential across instances", () => {
  it("is exchanged once for the whole cluster when instances share Redis", async () => {
    const prefix = testKeyPrefix();
    const a = await startGateway({ redis: true, redisKeyPrefix: prefix });
    const b = await startGateway({ sandbox: a.sandbox, redis: true, redisKeyPrefix: prefix });
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).gql(ByDeposit, { hash: hash(100 + i) })),
    );
    expect(results.every((r) => r.data?.transactionsByDepositHash.__typename === "HistoryNotFound")).toBe(true);
    expect((await a.sandbox.stats()).authExchanges).toBe(1);
  });

  it("is renewed once for the cluster when the upstream refuses the shared JWT", async () => {
    const prefix = testKeyPrefix();
    const a = await startGateway({ redis: true, redisKeyPrefix: prefix });
    const b = await startGateway({ sandbox: a.sandbox, redis: true, redisKeyPrefix: prefix });
    await a.gql(ByDeposit, { hash: hash(200) });
    await b.gql(ByDeposit, { hash: hash(201) });
    await a.sandbox.override({
      method: "GET",
      path: `/bridge/history/bridge/by-deposit-hash/${hash(202)}`,
      status: 401,
      body: { _tag: "Unauthorized", message: "expired" },
    });
    await a.sandbox.resetStats();
    expect((await a.gql(ByDeposit, { hash: hash(202) })).data?.transactionsByDepositHash.__typename).toBe("HistoryNotFound");
    // Instance B adopts A's renewed JWT instead of exchanging its own.
    await b.sandbox.override({
      method: "GET",
      path: `/bridge/history/bridge/by-deposit-hash/${hash(203)}`,
      status: 401,
      body: { _tag: "Unauthorized", message: "expired" },
    });
    expect((await b.gql(ByDeposit, { hash: hash(203) })).data?.transactionsByDepositHash.__typename).toBe("HistoryNotFound");
    expect((await a.sandbox.stats()).authExchanges).toBe(1);
  });
});

describe("waiting for another instance's exchange", () => {
  /** Two instances' token managers over one Redis store, and the exchanges each made. */
  function cluster(options: { exchange: () => Promise<string>; now?: () => number }) {
    const redis = new Redis(inject("redisUrl"));
    onDispose(() => redis.quit());
    const key = `${testKeyPrefix()}jwt`;
    const manager = () =>
      createTokenManager({
        apiKey: "SECRET_cluster",
        exchange: options.exchange,
        shared: createRedisTokenStore(redis, key),
        ...(options.now ? { now: options.now } : {}),
      });
    return { redis, key, a: manager(), b: manager() };
  }

  it("keeps waiting while the claim is held, however long the clock says it has waited", async () => {
    let finish: (jwt: string) => void = () => {};
    const exchanged = new Promise<string>((resolve) => (finish = resolve));
    // A busy instance: each reading of its clock is a second later than the last.
    let clock = Date.now();
    const { a, b } = cluster({ exchange: () => exchanged, now: () => (clock += 1000) });
    const first = a.authorization();
    await expect.poll(() => a.exchanges).toBe(1);
    const second = b.authorization();
    // B polls the store for far more than the claim's 5 s on its own clock while A's exchange is held up.
    await new Promise((r) => setTimeout(r, 300));
    finish("opaque-jwt");
    expect(await Promise.all([first, second])).toEqual(["Bearer opaque-jwt", "Bearer opaque-jwt"]);
    expect(a.exchanges + b.exchanges).toBe(1);
  });

  it("exchanges itself once a claim whose holder went away expires", async () => {
    const { redis, key, b } = cluster({ exchange: () => Promise.resolve("opaque-jwt") });
    // An instance took the claim and died before storing a JWT.
    await redis.set(`${key}:claim`, "1", "PX", 400);
    const started = Date.now();
    expect(await b.authorization()).toBe("Bearer opaque-jwt");
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    expect(b.exchanges).toBe(1);
  });
});

describe("a caller's own credential", () => {
  it("is sent upstream instead of the gateway's key, bare tokens included", async () => {
    const sandbox = await startSandbox({
      apiKeys: [
        { key: "SECRET_a", projectId: "project-a" },
        { key: "SECRET_b", projectId: "project-b" },
      ],
    });
    const gw = await startGateway({ sandbox });
    const record = await (async () => {
      const jwtA = await sandbox.getJwt("SECRET_a");
      const quote = await sandbox.api("POST", "/bridge/quote/bridge-swap/user", {
        jwt: jwtA,
        body: {
          chainIn: "ETHEREUM",
          chainOut: "BASE",
          amount: "10",
          mode: "pay",
          tokenIn: "USDT",
          tokenOut: "USDT",
          depositor: "0x1111111111111111111111111111111111111111",
          recipient: "0x2222222222222222222222222222222222222222",
        },
      });
      await sandbox.api("POST", `/bridge/quote/commit/${quote.body.quoteId}`, { jwt: jwtA });
      return (await sandbox.advance(quote.body.quoteId, "EXECUTED")) as unknown as { withdrawTxHash: string };
    })();
    const jwtB = await sandbox.getJwt("SECRET_b");
    await sandbox.resetStats();
    const asB = await gw.gql(ByWithdraw, { hash: record.withdrawTxHash }, { authorization: jwtB });
    expect(asB.data?.transactionByWithdrawHash.__typename).toBe("HistoryNotFound");
    const asA = await gw.gql(
      ByWithdraw,
      { hash: record.withdrawTxHash },
      { authorization: `Bearer ${await sandbox.getJwt("SECRET_a")}` },
    );
    expect(asA.data?.transactionByWithdrawHash.__typename).toBe("BridgeTransaction");
    expect((await sandbox.stats()).authExchanges).toBe(1);
  });

  it("answers UNAUTHENTICATED when the upstream refuses it, without retrying with the gateway's key", async () => {
    const gw = await startGateway();
    await gw.sandbox.resetStats();
    const { data, errors } = await gw.gql(ByDeposit, { hash: hash(4) }, { authorization: "Bearer forged.jwt.token" });
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(JSON.stringify(errors)).not.toContain("forged");
    const stats = await gw.sandbox.stats();
    expect(stats.authExchanges).toBe(0);
    expect(stats.requests["GET /bridge/history/bridge/by-deposit-hash/:depositTxHash"]).toBe(1);
  });

  it("is required when the gateway has no API key of its own", async () => {
    const gw = await startGateway({ noApiKey: true });
    const { errors } = await gw.gql(ByDeposit, { hash: hash(5) });
    expect(errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const withOwn = await gw.gql(ByDeposit, { hash: hash(5) }, { authorization: await gw.sandbox.getJwt() });
    expect(as(withOwn.data?.transactionsByDepositHash, "HistoryNotFound")).toBeTruthy();
  });
});
