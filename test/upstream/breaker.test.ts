import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { graphql } from "../gql/index.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";
import { pollUntil } from "../utils/sandbox.js";

const Lookup = graphql(`
  query BreakerLookup($hash: String!) {
    transactionByWithdrawHash(withdrawTxHash: $hash) {
      __typename
    }
  }
`);

const HISTORY = "GET /bridge/history/bridge/by-withdraw-hash/:withdrawTxHash";

/** A well-formed hash no record has: the sandbox answers 404 InvalidRequest (HistoryNotFound in GraphQL). Fresh each time, so no cache answers. */
const unknownHash = () => `0x${randomBytes(32).toString("hex")}`;

async function lookup(gw: GatewayHandle) {
  const { data, errors } = await gw.gql(Lookup, { hash: unknownHash() });
  return { typename: data?.transactionByWithdrawHash.__typename, code: errors?.[0]?.extensions?.code };
}

async function readiness(gw: GatewayHandle) {
  const res = await fetch(`${gw.url}/readyz`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("the upstream circuit breaker", () => {
  it("opens after the configured consecutive failures: later calls fail fast with UPSTREAM_UNAVAILABLE and reach no upstream", async () => {
    const gw = await startGateway({ env: { UPSTREAM_BREAKER_THRESHOLD: "3", UPSTREAM_BREAKER_HALF_OPEN_MS: "60000" } });
    expect(await lookup(gw)).toEqual({ typename: "HistoryNotFound", code: undefined });
    await gw.sandbox.setFaults({ errorRate: 1 });
    await gw.sandbox.resetStats();

    const started = performance.now();
    for (let i = 0; i < 10; i++) expect(await lookup(gw)).toMatchObject({ code: "UPSTREAM_UNAVAILABLE" });
    // The first call's GET retries are the three failures; the nine calls after it never left the gateway.
    expect((await gw.sandbox.stats()).requests[HISTORY]).toBe(3);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(await readiness(gw)).toEqual({
      status: 503,
      body: expect.objectContaining({ circuit: "open", checks: { upstream: "unavailable" } }),
    });
  });

  it("lets a trial call through after the half-open delay and closes again once the upstream answers", async () => {
    const gw = await startGateway({
      env: { UPSTREAM_BREAKER_THRESHOLD: "2", UPSTREAM_BREAKER_HALF_OPEN_MS: "300", UPSTREAM_RETRIES: "0" },
    });
    expect(await lookup(gw)).toEqual({ typename: "HistoryNotFound", code: undefined });
    await gw.sandbox.setFaults({ errorRate: 1 });
    for (let i = 0; i < 3; i++) expect(await lookup(gw)).toMatchObject({ code: "UPSTREAM_UNAVAILABLE" });
    expect((await readiness(gw)).body).toMatchObject({ circuit: "open" });

    await gw.sandbox.clearFaults();
    await pollUntil(async () => ((await lookup(gw)).typename === "HistoryNotFound" ? true : undefined), 5000, 100);
    expect(await readiness(gw)).toEqual({ status: 200, body: expect.objectContaining({ status: "ready", circuit: "closed" }) });
  });

  it("never opens on tagged 4xx answers: every call reaches the upstream", async () => {
    const gw = await startGateway({ env: { UPSTREAM_BREAKER_THRESHOLD: "2" } });
    await gw.sandbox.resetStats();
    for (let i = 0; i < 8; i++) expect(await lookup(gw)).toEqual({ typename: "HistoryNotFound", code: undefined });
    expect((await gw.sandbox.stats()).requests[HISTORY]).toBe(8);
    expect((await readiness(gw)).body).toMatchObject({ circuit: "closed" });
  });

  it("answers UPSTREAM_TIMEOUT within the configured timeout when the upstream hangs", async () => {
    const gw = await startGateway({ env: { UPSTREAM_TIMEOUT_MS: "400" } });
    expect(await lookup(gw)).toEqual({ typename: "HistoryNotFound", code: undefined });
    await gw.sandbox.setFaults({ timeoutRate: 1 });
    const started = performance.now();
    expect(await lookup(gw)).toMatchObject({ code: "UPSTREAM_TIMEOUT" });
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(390);
    expect(elapsed).toBeLessThan(2000);
  });
});
