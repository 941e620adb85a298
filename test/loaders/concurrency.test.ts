import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";
import { startProxy } from "../utils/proxy.js";
import { startSandbox } from "../utils/sandbox.js";

/** A proxy in front of the sandbox that holds each by-hash lookup a while and counts how many are in flight at once. */
async function countingProxy(target: string, holdMs: number) {
  const seen = { inFlight: 0, max: 0, lookups: 0 };
  const url = await startProxy(target, (req, res, forward) => {
    if (!req.url?.includes("/by-withdraw-hash/")) return forward();
    seen.lookups++;
    seen.max = Math.max(seen.max, ++seen.inFlight);
    res.once("close", () => seen.inFlight--);
    setTimeout(forward, holdMs);
  });
  return { url, seen, reset: () => Object.assign(seen, { inFlight: 0, max: 0, lookups: 0 }) };
}

const hashes = (n: number) => Array.from({ length: n }, () => `0x${randomBytes(32).toString("hex")}`);
const aliased = (list: string[]) =>
  `{ ${list.map((h, i) => `t${i}: transactionByWithdrawHash(withdrawTxHash: "${h}") { __typename }`).join(" ")} }`;

describe("upstream concurrency of one operation", () => {
  let gw: GatewayHandle;
  let proxy: Awaited<ReturnType<typeof countingProxy>>;
  beforeAll(async () => {
    const sandbox = await startSandbox();
    proxy = await countingProxy(sandbox.url, 60);
    gw = await startGateway({ sandbox, env: { BRIDGE_API_URL: proxy.url, UPSTREAM_CONCURRENCY: "4" } });
    // Warm up: the start-up backfill and the JWT exchange are not what these tests look at.
    await gw.post({ query: "{ webhookPublicKey }" });
  });

  async function lookUp(list: string[]) {
    proxy.reset();
    const res = await gw.post({ query: aliased(list) });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data?: Record<string, { __typename: string }>; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(Object.values(body.data ?? {}).map((t) => t.__typename)).toEqual(list.map(() => "HistoryNotFound"));
  }

  it("keeps at most UPSTREAM_CONCURRENCY lookups of one operation in flight, and answers them all", async () => {
    await lookUp(hashes(12));
    expect(proxy.seen.lookups).toBe(12);
    expect(proxy.seen.max).toBe(4);
  });

  it("sends the lookups of a smaller operation all at once", async () => {
    await lookUp(hashes(3));
    expect(proxy.seen.lookups).toBe(3);
    expect(proxy.seen.max).toBe(3);
  });
});
