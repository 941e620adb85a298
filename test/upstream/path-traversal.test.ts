import type { ExecutionResult } from "graphql";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { InvalidInput } from "../../src/upstream/errors.js";
import { InvalidPathParam, upstreamRoute } from "../../src/upstream/path.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";
import { startRecordingProxy, type RecordedRequest } from "../utils/proxy.js";
import { startSandbox } from "../utils/sandbox.js";

type Issues = { path: string[]; message: string }[];
type Result = { __typename: string; issues?: Issues };

/** A path segment that would make a server leave the route: `.` or `..`, raw or percent-encoded. */
const DOT_SEGMENT = /\/(?:\.|%2e){1,2}(?:[/?#]|$)/i;

describe("upstream paths", () => {
  let gw: GatewayHandle;
  // Each request line exactly as it arrived (`req.url` is not normalised by node): what the upstream would see.
  let proxy: { url: string; requests: RecordedRequest[] };
  const lines = () => proxy.requests.map((r) => `${r.method} ${r.url}`);
  beforeAll(async () => {
    const sandbox = await startSandbox();
    proxy = await startRecordingProxy(sandbox.url);
    gw = await startGateway({ sandbox, env: { BRIDGE_API_URL: proxy.url } });
    // Warm up: the start-up backfill and the JWT exchange are not what these tests look at.
    await gw.post({ query: "{ webhookPublicKey }" });
  });
  beforeEach(() => {
    proxy.requests.length = 0;
  });

  async function run(query: string, variables?: Record<string, unknown>): Promise<ExecutionResult<Record<string, unknown>>> {
    const res = await gw.post({ query, variables });
    expect(res.status).toBe(200);
    return (await res.json()) as ExecutionResult<Record<string, unknown>>;
  }

  // Regression: `..` was percent-encoded into `..` and the upstream resolved it, so the gateway's
  // own credential fetched `GET /sda/deposit-addresses/../..` and `.../../../completed-refunds`.
  it('does not send depositAddress(address: "..", chain: "..") upstream as a path traversal', async () => {
    const r = await run(`{ depositAddress(address: "..", chain: "..") {
      status { __typename ... on InvalidInput { issues { path message } } }
      completedRefunds { __typename ... on InvalidInput { issues { path message } } } } }`);
    expect(r.errors).toBeUndefined();
    const address = r.data?.depositAddress as { status: Result; completedRefunds: Result };
    for (const result of [address.status, address.completedRefunds]) {
      expect(result).toEqual({
        __typename: "InvalidInput",
        issues: [
          { path: ["address"], message: "must not be . or .." },
          { path: ["chain"], message: "must not be . or .." },
        ],
      });
    }
    expect(lines()).toEqual([]);
  });

  it("refuses dot segments and control characters in every route's parameters, without an upstream call", async () => {
    const cases: [string, Record<string, unknown>][] = [
      ["mutation($v: ID!) { commitQuote(quoteId: $v) { __typename } }", { v: ".." }],
      ["query($v: String!) { transactionsByDepositHash(depositTxHash: $v) { __typename } }", { v: ".." }],
      ["query($v: String!) { transactionByWithdrawHash(withdrawTxHash: $v) { __typename } }", { v: "." }],
      ["query($v: ID!) { swapCalldata(commitmentId: $v) { __typename } }", { v: ".." }],
      ['query($v: String!) { depositAddress(address: $v, chain: "ETHEREUM") { status { __typename } } }', { v: "." }],
      ['query($v: String!) { depositAddress(address: "0xabc", chain: $v) { completedRefunds { __typename } } }', { v: ".." }],
      ['query($v: String!) { depositAddress(address: $v, chain: "ETHEREUM") { status { __typename } } }', { v: "a\r\nb" }],
      ['query($v: String!) { depositAddress(address: "0xabc", chain: $v) { status { __typename } } }', { v: "ETH\u0000" }],
    ];
    for (const [query, variables] of cases) {
      const r = await run(query, variables);
      expect(r.errors, query).toBeUndefined();
      expect(JSON.stringify(r.data), query).toContain('"__typename":"InvalidInput"');
    }
    expect(lines()).toEqual([]);
  });

  it("percent-encodes a value so it stays one path segment of its route", async () => {
    const r = await run(`{ depositAddress(address: "a/../b", chain: "x?y#z%2e%2e") { status { __typename } } }`);
    expect(r.errors).toBeUndefined();
    const sda = lines().filter((l) => l.includes("/sda/"));
    expect(sda).toEqual(["GET /sda/deposit-addresses/a%2F..%2Fb/x%3Fy%23z%252e%252e"]);
    for (const line of lines()) expect(line).not.toMatch(DOT_SEGMENT);
  });

  it("builds every path through one helper that refuses before encoding", () => {
    const route = upstreamRoute("GET", "/sda/deposit-addresses/:depositAddress/:depositChain");
    expect(route.route).toBe("GET /sda/deposit-addresses/:depositAddress/:depositChain");
    const err = (() => {
      try {
        route.at({ depositAddress: "..", depositChain: "" });
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(InvalidPathParam);
    expect(err).toBeInstanceOf(InvalidInput);
    expect((err as InvalidInput).issues).toEqual([
      { path: ["depositAddress"], message: "must not be . or .." },
      { path: ["depositChain"], message: "must not be empty" },
    ]);
    expect(route.at({ depositAddress: "0x ab/é", depositChain: "..." }).path).toBe("/sda/deposit-addresses/0x%20ab%2F%C3%A9/...");
    expect(() => route.at({ depositAddress: "\ud800", depositChain: "x" })).toThrow(InvalidPathParam);
    expect(upstreamRoute("GET", "/webhook/user-events-cursor").at({}, new URLSearchParams({ a: "1/2" })).path).toBe(
      "/webhook/user-events-cursor?a=1%2F2",
    );
  });
});
