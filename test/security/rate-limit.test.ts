import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { RateLimiterRes } from "rate-limiter-flexible";
import { describe, expect, inject, it } from "vitest";
import { onDispose } from "../utils/disposers.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";
import { startSandbox } from "../utils/sandbox.js";
import { subscribeWs, wsClient } from "../utils/subscriptions.js";
import { graphql } from "../gql/index.js";
import { freePort } from "../utils/net.js";
import { memoryBudget } from "../../src/security/rate-limit.js";
import { testKeyPrefix } from "../utils/redis-keys.js";

const RatePing = graphql(`
  query RatePing {
    __typename
  }
`);

const ping = (gw: GatewayHandle, headers?: Record<string, string>) => gw.post({ query: "{ __typename }" }, headers);

async function spend(gw: GatewayHandle, n: number, headers?: Record<string, string>): Promise<void> {
  for (let i = 0; i < n; i++) expect((await ping(gw, headers)).status).toBe(200);
}

describe("rate limiting", () => {
  it("answers 429 with Retry-After and RATE_LIMITED once a client has spent its budget", async () => {
    const gw = await startGateway({ env: { RATE_LIMIT_PER_MINUTE: "3" } });
    await spend(gw, 3);
    const res = await ping(gw);
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await res.json()).toEqual({
      errors: [
        {
          message: `Too many requests; retry in ${retryAfter} s.`,
          extensions: { code: "RATE_LIMITED", retryAfterSeconds: retryAfter },
        },
      ],
    });
  });

  it("refuses graphql-ws operations over the budget with a RATE_LIMITED error and a retry hint", async () => {
    const gw = await startGateway({ env: { RATE_LIMIT_PER_MINUTE: "2" } });
    const client = wsClient(gw.url);
    for (let i = 0; i < 2; i++) expect((await subscribeWs(client, RatePing).next()).data).toEqual({ __typename: "Query" });
    const refused = await subscribeWs(client, RatePing).next();
    expect(refused.errors?.[0]?.extensions).toEqual({ code: "RATE_LIMITED", retryAfterSeconds: expect.any(Number) });
  });

  it("gives a caller with a credential its own budget, stored under a hash of it, never the token", async () => {
    const gw = await startGateway({ redis: true, env: { RATE_LIMIT_PER_MINUTE: "2" } });
    const token = `tok-${randomUUID()}`;
    await spend(gw, 2);
    expect((await ping(gw)).status).toBe(429);
    await spend(gw, 2, { authorization: `Bearer ${token}` });
    expect((await ping(gw, { authorization: token })).status).toBe(429);

    const redis = new Redis(inject("redisUrl"));
    onDispose(() => redis.quit());
    const keys = await redis.keys(`${gw.config.redisKeyPrefix}rate-limit*`);
    const prefix = `${gw.config.redisKeyPrefix}rate-limit`;
    expect(keys.map((k) => k.slice(prefix.length)).sort()).toEqual([
      ":address:ip:127.0.0.1",
      expect.stringMatching(/^:cred:[0-9a-f]{32}$/),
      ":ip:127.0.0.1",
    ]);
    expect(keys.join(" ")).not.toContain(token);
  });

  it("does not hand out fresh budgets for invented credentials: the address keeps a ceiling", async () => {
    const gw = await startGateway({ env: { RATE_LIMIT_PER_MINUTE: "2" } });
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await ping(gw, { authorization: `junk-${i}` })).status);
    // Every invented token has a budget of 2, but the address allows 5 clients' worth: 10 requests.
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
  });

  it("shares one budget between two instances on the same Redis", async () => {
    const sandbox = await startSandbox();
    const redisKeyPrefix = testKeyPrefix();
    const env = { RATE_LIMIT_PER_MINUTE: "4" };
    const a = await startGateway({ sandbox, redis: true, redisKeyPrefix, env });
    const b = await startGateway({ sandbox, redis: true, redisKeyPrefix, env });
    await spend(a, 2);
    await spend(b, 2);
    expect((await ping(a)).status).toBe(429);
    expect((await ping(b)).status).toBe(429);
  });

  it("serves requests when its Redis is unreachable (fails open)", async () => {
    const gw = await startGateway({ env: { RATE_LIMIT_PER_MINUTE: "1", REDIS_URL: `redis://127.0.0.1:${await freePort()}` } });
    await spend(gw, 3);
  });

  it("is off with RATE_LIMIT_PER_MINUTE=0", async () => {
    const gw = await startGateway({ env: { RATE_LIMIT_PER_MINUTE: "0" } });
    await spend(gw, 5);
  });
});

describe("in-memory rate-limit budgets (no Redis)", () => {
  it("keeps at most memoryMaxKeys budgets in memory, forgetting the least recently seen client", async () => {
    const budget = memoryBudget(2, 3);
    for (let i = 0; i < 10; i++) await budget.consume(`client${i}`);
    expect(budget.size()).toBe(3);
    // The three most recent clients kept their spent point: one more each, then refused.
    await budget.consume("client9");
    await expect(budget.consume("client9")).rejects.toBeInstanceOf(RateLimiterRes);
    // A forgotten client starts a fresh budget.
    await budget.consume("client0");
    await budget.consume("client0");
    await expect(budget.consume("client0")).rejects.toBeInstanceOf(RateLimiterRes);
  });

  it("refills a budget after its minute", async () => {
    let t = 0;
    const budget = memoryBudget(1, 10, () => t);
    await budget.consume("c");
    await expect(budget.consume("c")).rejects.toMatchObject({ msBeforeNext: 60_000 });
    t = 60_000;
    await budget.consume("c");
  });
});
