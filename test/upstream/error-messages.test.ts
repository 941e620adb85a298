import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";
import { startSandbox, type SandboxHandle } from "../utils/sandbox.js";

const HASH = `0x${"ab".repeat(32)}`;

/** What must never appear in an answer: the upstream's paths, route templates or address. */
function leaks(text: string, sandbox: SandboxHandle): string[] {
  const marks = ["/bridge/", "/webhook/", "/sda/", "by-withdraw-hash", ":withdrawTxHash", ":quoteId", sandbox.url];
  return marks.filter((m) => text.includes(m));
}

describe("upstream error messages", () => {
  let sandbox: SandboxHandle;
  let gw: GatewayHandle;
  beforeAll(async () => {
    sandbox = await startSandbox();
    gw = await startGateway({ sandbox, env: { UPSTREAM_RETRIES: "0" } });
  });
  afterEach(async () => {
    await sandbox.clearOverrides();
  });

  async function text(query: string): Promise<string> {
    const res = await gw.post({ query });
    return res.text();
  }

  // Regression: a bare 404 became InvalidRequest "GET /bridge/history/bridge/by-withdraw-hash/:withdrawTxHash: not found",
  // and a tagged error without a message became UpstreamError "POST /bridge/quote/commit/:quoteId: <tag>".
  it("name no upstream path in a GraphQL answer to an upstream failure", async () => {
    await sandbox.override({ method: "GET", path: `/bridge/history/bridge/by-withdraw-hash/${HASH}`, status: 404, rawBody: "" });
    const notFound = await text(
      `{ transactionByWithdrawHash(withdrawTxHash: "${HASH}") { __typename ... on Error { message } } }`,
    );
    // An unknown well-formed hash: HistoryNotFound, as by deposit hash (test/errors/consistent-errors.test.ts).
    expect(notFound).toContain('"__typename":"HistoryNotFound"');
    expect(leaks(notFound, sandbox)).toEqual([]);

    await sandbox.override({
      method: "POST",
      path: "/bridge/quote/commit/q1",
      status: 400,
      body: { _tag: "WithdrawLimitReached" },
    });
    const untold = await text(`mutation { commitQuote(quoteId: "q1") { __typename ... on Error { message } } }`);
    expect(untold).toContain('"__typename":"UpstreamError"');
    expect(untold).toContain("WithdrawLimitReached");
    expect(leaks(untold, sandbox)).toEqual([]);

    await sandbox.override({ method: "GET", path: "/webhook/public-key", status: 503, body: { _tag: "Down" } });
    const down = await text("{ webhookPublicKey }");
    expect(down).toContain("UPSTREAM_UNAVAILABLE");
    expect(leaks(down, sandbox)).toEqual([]);
  });

  it("name no upstream path in the client's own errors either (they are logged and relayed)", async () => {
    const failures: [string, () => Promise<unknown>][] = [
      ["503", () => gw.gateway.client.webhookPublicKey()],
      ["not JSON", () => gw.gateway.client.swapCalldata("c1")],
      ["bare 404", () => gw.gateway.client.transactionByWithdrawHash({ kind: "gateway", tenant: "t" }, HASH)],
    ];
    await sandbox.override({ method: "GET", path: "/webhook/public-key", status: 503, body: { _tag: "Down" } });
    await sandbox.override({ method: "GET", path: "/bridge/swap/calldata/c1", status: 200, rawBody: "{not json" });
    await sandbox.override({ method: "GET", path: `/bridge/history/bridge/by-withdraw-hash/${HASH}`, status: 404, rawBody: "" });
    for (const [what, call] of failures) {
      const err = (await call().then(
        () => new Error("no failure"),
        (e: unknown) => e,
      )) as Error;
      expect(err.message, what).not.toBe("no failure");
      expect(leaks(err.message, sandbox), `${what}: ${err.message}`).toEqual([]);
    }
  });
});
