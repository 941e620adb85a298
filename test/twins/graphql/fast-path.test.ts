import { print } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { graphql } from "../../gql/index.js";
import { startGateway, type GatewayHandle } from "../../utils/gateway.js";
import { metricValue } from "../../utils/metrics.js";
import { startSandbox } from "../../utils/sandbox.js";
import { commitTransfer } from "../../utils/transfers.js";

const Lookup = graphql(`
  query FastLookup($hash: String!) {
    transactionByWithdrawHash(withdrawTxHash: $hash) {
      __typename
      ... on BridgeTransaction {
        id
        amountIn
        amountOut
        state
        fees {
          fee
          feeUsd
          gasFee
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

const Page = graphql(`
  query FastPage($hash: String!, $id: ID!) {
    a: transactionByWithdrawHash(withdrawTxHash: $hash) {
      __typename
    }
    b: transactionById(id: $id) {
      __typename
      ... on Transaction {
        id
        state
        chainIn
      }
    }
    chains {
      __typename
    }
  }
`);

const Commit = graphql(`
  mutation FastCommit($quoteId: ID!) {
    commitQuote(quoteId: $quoteId) {
      __typename
    }
  }
`);

/** The compiled-path counter of `/metrics`, by how it answered. */
const compiledCount = (url: string, how: "run" | "cached") =>
  metricValue(url, `gateway_graphql_compiled_operations_total{how="${how}"}`);

async function raw(gw: GatewayHandle, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${gw.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, type: res.headers.get("content-type"), text: await res.text(), headers: res.headers };
}

/** The header yoga's CSRF prevention wants on a GET. */
const CSRF = { "x-graphql-yoga-csrf": "1" };

/** Upstream commit calls the sandbox has answered so far. */
const commitCalls = async (sandbox: GatewayHandle["sandbox"]) =>
  (await sandbox.stats()).requests["POST /bridge/quote/commit/:quoteId"] ?? 0;

/** Sends a request as often as yoga must run its text before it is compiled (twice). */
async function warm(gw: GatewayHandle, body: unknown, headers: Record<string, string> = {}): Promise<void> {
  for (let i = 0; i < 2; i++) await raw(gw, body, headers);
}

describe("the compiled fast path", () => {
  let compiled: GatewayHandle;
  let yogaOnly: GatewayHandle;
  let executed: { withdrawTxHash: string; id: string };

  beforeAll(async () => {
    const sandbox = await startSandbox();
    // The response cache would answer repeats without running them; this file is about running them.
    compiled = await startGateway({ sandbox, env: { GRAPHQL_COMPILED: "auto", RESPONSE_CACHE_MAX_BYTES: "0" } });
    yogaOnly = await startGateway({ sandbox, env: { GRAPHQL_COMPILED: "false" } });
    const id = await commitTransfer(sandbox, "http://127.0.0.1:9/unused");
    const record = (await sandbox.advance(id, "EXECUTED")) as unknown as { withdrawTxHash: string };
    executed = { withdrawTxHash: record.withdrawTxHash, id };
  });

  it("answers a repeated query compiled, with the bytes, status and media type yoga answers", async () => {
    const unknownHash = `0x${"ab".repeat(32)}`;
    const cases = [
      { query: print(Lookup), variables: { hash: executed.withdrawTxHash } },
      // A result union answering an error object: graphql-jit crashed on these until the schema's
      // abstract types got the argument it leaves out (twins/graphql/compiled-operations.ts).
      { query: print(Lookup), variables: { hash: unknownHash } },
      { query: print(Page), variables: { hash: executed.withdrawTxHash, id: executed.id } },
    ];
    for (const accept of [undefined, "application/json", "application/graphql-response+json"]) {
      for (const body of cases) {
        const headers: Record<string, string> = accept ? { accept } : {};
        const reference = await raw(yogaOnly, body, headers);
        await warm(compiled, body, headers);
        const before = await compiledCount(compiled.url, "run");
        const fast = await raw(compiled, body, headers);
        expect(await compiledCount(compiled.url, "run")).toBe(before + 1);
        expect(fast).toMatchObject({ status: reference.status, type: reference.type, text: reference.text });
      }
    }
    expect(JSON.parse((await raw(compiled, cases[1])).text).data.transactionByWithdrawHash.__typename).toBe("HistoryNotFound");
  });

  it("hands refused variables to yoga, which answers BAD_USER_INPUT as it would have", async () => {
    const good = { query: print(Lookup), variables: { hash: executed.withdrawTxHash } };
    await warm(compiled, good);
    const bad = { query: print(Lookup), variables: { hash: 42 } };
    const before = await compiledCount(compiled.url, "run");
    const answer = await raw(compiled, bad, { accept: "application/graphql-response+json" });
    const reference = await raw(yogaOnly, bad, { accept: "application/graphql-response+json" });
    expect(answer).toMatchObject({ status: reference.status, text: reference.text });
    expect(JSON.parse(answer.text).errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(await compiledCount(compiled.url, "run")).toBe(before);
  });

  it("adds the CORS headers yoga adds and echoes the caller's request id", async () => {
    const body = { query: print(Lookup), variables: { hash: executed.withdrawTxHash } };
    const headers = { origin: "https://app.example", "x-request-id": "fast-path-test-1" };
    await warm(compiled, body, headers);
    const fast = await raw(compiled, body, headers);
    const reference = await raw(yogaOnly, body, headers);
    for (const name of ["access-control-allow-origin", "access-control-allow-credentials", "vary", "x-request-id"]) {
      expect(fast.headers.get(name), name).toBe(reference.headers.get(name));
    }
    expect(fast.headers.get("x-request-id")).toBe("fast-path-test-1");
  });

  it("compiles a text only once yoga has run it twice", async () => {
    const body = { query: print(Lookup), variables: { hash: executed.withdrawTxHash }, operationName: "FastLookup" };
    const before = await compiledCount(compiled.url, "run");
    await raw(compiled, body);
    await raw(compiled, body);
    expect(await compiledCount(compiled.url, "run")).toBe(before);
    await raw(compiled, body);
    expect(await compiledCount(compiled.url, "run")).toBe(before + 1);
  });

  it("runs a repeated mutation compiled and once, answering what yoga answers", async () => {
    const body = { query: print(Commit), variables: { quoteId: "not-a-quote" } };
    const reference = await raw(yogaOnly, body);
    await warm(compiled, body);
    const before = await compiledCount(compiled.url, "run");
    const commits = await commitCalls(compiled.sandbox);
    const fast = await raw(compiled, body);
    expect(await compiledCount(compiled.url, "run")).toBe(before + 1);
    expect(await commitCalls(compiled.sandbox)).toBe(commits + 1);
    expect(fast).toMatchObject({ status: reference.status, type: reference.type, text: reference.text });
    expect(JSON.parse(fast.text).data.commitQuote.__typename).toBe("QuoteNotFound");
  });

  it("answers a compiled mutation's execution error as yoga does, without running it a second time", async () => {
    const body = { query: print(Commit), variables: { quoteId: "not-a-quote" } };
    await warm(compiled, body);
    await compiled.sandbox.setFaults({ errorRate: 1, status: 503 });
    try {
      for (const accept of ["application/json", "application/graphql-response+json"]) {
        const reference = await raw(yogaOnly, body, { accept });
        const before = await compiledCount(compiled.url, "run");
        const commits = await commitCalls(compiled.sandbox);
        const fast = await raw(compiled, body, { accept });
        expect(await compiledCount(compiled.url, "run")).toBe(before + 1);
        expect(await commitCalls(compiled.sandbox)).toBe(commits + 1);
        expect(fast).toMatchObject({ status: reference.status, type: reference.type, text: reference.text });
        expect(JSON.parse(fast.text).errors[0].extensions.code).toBe("UPSTREAM_UNAVAILABLE");
      }
    } finally {
      await compiled.sandbox.clearFaults();
    }
  });

  it("answers a repeated GET query compiled as yoga answers it, and leaves GET mutations and GETs without the CSRF header to yoga", async () => {
    const get = async (gw: GatewayHandle, params: Record<string, string>, headers: Record<string, string> = CSRF) => {
      const res = await fetch(`${gw.url}/graphql?${new URLSearchParams(params)}`, { headers });
      return { status: res.status, type: res.headers.get("content-type"), text: await res.text() };
    };
    const lookup = { query: print(Lookup), variables: JSON.stringify({ hash: executed.withdrawTxHash }) };
    const reference = await get(yogaOnly, lookup);
    for (let i = 0; i < 2; i++) await get(compiled, lookup);
    let before = await compiledCount(compiled.url, "run");
    expect(await get(compiled, lookup)).toEqual(reference);
    expect(await compiledCount(compiled.url, "run")).toBe(before + 1);

    before = await compiledCount(compiled.url, "run");
    const withoutHeader = await get(compiled, lookup, {});
    expect(withoutHeader).toMatchObject({ status: 403, text: (await get(yogaOnly, lookup, {})).text });
    expect(await compiledCount(compiled.url, "run")).toBe(before);

    // Compiled by its POSTs; sent by GET, yoga refuses it and nothing runs.
    await warm(compiled, { query: print(Commit), variables: { quoteId: "not-a-quote" } });
    const commits = await commitCalls(compiled.sandbox);
    before = await compiledCount(compiled.url, "run");
    const mutation = await get(compiled, { query: print(Commit), variables: JSON.stringify({ quoteId: "not-a-quote" }) });
    expect(mutation.status).toBe(405);
    expect(await commitCalls(compiled.sandbox)).toBe(commits);
    expect(await compiledCount(compiled.url, "run")).toBe(before);
  });

  it("counts a request against the rate limit once, and answers 429 over budget as yoga does", async () => {
    const limited = await startGateway({
      sandbox: compiled.sandbox,
      env: { GRAPHQL_COMPILED: "auto", RATE_LIMIT_PER_MINUTE: "3", RESPONSE_CACHE_MAX_BYTES: "0" },
    });
    const body = { query: print(Lookup), variables: { hash: executed.withdrawTxHash } };
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await raw(limited, body)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await compiledCount(limited.url, "run")).toBe(1);
    const refused = await raw(limited, body);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(JSON.parse(refused.text).errors[0].extensions.code).toBe("RATE_LIMITED");
  });

  it("a failing compiled query makes exactly the upstream calls the same query makes with the compiled path off", async () => {
    // Its own upstream and gateways: the breakers these failures open stay here.
    const sandbox = await startSandbox();
    const on = await startGateway({ sandbox, env: { GRAPHQL_COMPILED: "auto", RESPONSE_CACHE_MAX_BYTES: "0" } });
    const off = await startGateway({ sandbox, env: { GRAPHQL_COMPILED: "off" } });
    const body = { query: print(Lookup), variables: { hash: `0x${"cd".repeat(32)}` } };
    await warm(on, body);
    // Once by the other gateway too, so that both hold an upstream token before the faults.
    await raw(off, body);
    const route = "GET /bridge/history/bridge/by-withdraw-hash/:withdrawTxHash";
    const calls = async () => (await sandbox.stats()).requests[route] ?? 0;
    await sandbox.setFaults({ status: 503, errorRate: 1 });
    try {
      for (const accept of ["application/json", "application/graphql-response+json"]) {
        let before = await calls();
        const reference = await raw(off, body, { accept });
        const offCalls = (await calls()) - before;
        before = await calls();
        const ran = await compiledCount(on.url, "run");
        const fast = await raw(on, body, { accept });
        expect((await calls()) - before).toBe(offCalls);
        expect(await compiledCount(on.url, "run")).toBe(ran + 1);
        expect(fast).toMatchObject({ status: reference.status, type: reference.type, text: reference.text });
        expect(JSON.parse(fast.text).errors[0].extensions.code).toBe("UPSTREAM_UNAVAILABLE");
      }
    } finally {
      await sandbox.clearFaults();
    }
  });

  it('answers operationName "" as yoga does, whether the text runs compiled or not', async () => {
    const query = print(Lookup);
    const variables = { hash: executed.withdrawTxHash };
    await warm(compiled, { query, variables });
    await warm(compiled, { query, variables, operationName: "FastLookup" });
    for (const accept of ["application/json", "application/graphql-response+json"]) {
      const body = { query, variables, operationName: "" };
      const reference = await raw(yogaOnly, body, { accept });
      const before = await compiledCount(compiled.url, "run");
      expect(await raw(compiled, body, { accept })).toMatchObject({ status: reference.status, text: reference.text });
      expect(await compiledCount(compiled.url, "run")).toBe(before);
    }
  });
});
