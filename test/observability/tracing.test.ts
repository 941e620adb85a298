import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { startTracing, type Tracing } from "../../src/observability/tracing.js";
import { graphql } from "../gql/index.js";
import { fundedUser, freshAddress } from "../utils/chains.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";
import { spawnGateway } from "../utils/gateway-process.js";
import { metricValue } from "../utils/metrics.js";
import { startOtlpCollector, type CollectedSpan, type OtlpCollector } from "../utils/otlp-collector.js";
import { startRpcRecorder } from "../utils/rpc-recorder.js";
import { startSandbox, type SandboxHandle } from "../utils/sandbox.js";
import { commitTransfer } from "../utils/transfers.js";

const ByWithdrawHash = graphql(`
  query TracedByWithdrawHash($hash: String!) {
    transactionByWithdrawHash(withdrawTxHash: $hash) {
      __typename
    }
  }
`);

const TracedDepositPlan = graphql(`
  query TracedDepositPlan($quoteId: ID!, $owner: String) {
    depositPlan(quoteId: $quoteId, owner: $owner) {
      __typename
      ... on DepositPlan {
        preflight {
          allowance
          tokenBalance
        }
      }
    }
  }
`);

/**
 * Every span the gateway exports, as docs/configuration.md names it in its span table (the key)
 * and what such a name looks like when exported.
 */
const SPAN_NAMES: Record<string, RegExp> = {
  "<type> <name>": /^(query|mutation|subscription)( \w+)?$/,
  "cache.get <read>": /^cache\.get [\w-]+$/,
  "upstream <METHOD> <path template>": /^upstream (GET|POST|PATCH) \/\S*$/,
  "rpc <method>": /^rpc \w+$/,
  webhook: /^webhook$/,
  "events.publish": /^events\.publish$/,
};

/** docs/configuration.md's span table: name template -> kind and attribute keys. */
function documentedSpans(): Map<string, { kind: string; attributes: string[] }> {
  const page = readFileSync(join(import.meta.dirname, "../../docs/configuration.md"), "utf8");
  const table = page.slice(page.indexOf("| span | kind | parent | attributes |"));
  const rows = new Map<string, { kind: string; attributes: string[] }>();
  for (const line of table.split("\n").slice(2)) {
    if (!line.startsWith("|")) break;
    const [name, kind, , attributes] = line.split(" | ").map((cell) => cell.replace(/^\| /, ""));
    rows.set(/`([^`]+)`/.exec(name!)![1]!, {
      kind: kind!.toUpperCase(),
      attributes: [...attributes!.matchAll(/`([a-z_]+(?:\.[a-z_]+)+)`/g)].map((m) => m[1]!),
    });
  }
  return rows;
}
const DOCUMENTED = documentedSpans();

/** Each span is one the docs list, of the documented kind, with no attribute they do not list. */
function expectDocumented(spans: readonly CollectedSpan[]): void {
  for (const span of spans) {
    const names = Object.keys(SPAN_NAMES).filter((n) => SPAN_NAMES[n]!.test(span.name));
    expect(names, span.name).toHaveLength(1);
    const row = DOCUMENTED.get(names[0]!)!;
    expect({ name: span.name, kind: span.kind }).toEqual({ name: span.name, kind: row.kind });
    expect(
      Object.keys(span.attributes).filter((key) => !row.attributes.includes(key)),
      span.name,
    ).toEqual([]);
  }
}

const hex = (n: number, length: number) => n.toString(16).padStart(length, "0");
/** The one exported span called `name`. */
const only = (spans: readonly CollectedSpan[], name: string): CollectedSpan => {
  const found = spans.filter((s) => s.name === name);
  expect(
    found.map((s) => s.name),
    `spans: ${spans.map((s) => s.name).join(", ")}`,
  ).toEqual([name]);
  return found[0]!;
};

/** The secrets of this file's gateways: none may reach an exported span. */
const RPC_SECRET = "rpc-key-5f1c0de";
const ADMIN_TOKEN = "admin-token-7a7e1c";

let collector: OtlpCollector;
let tracing: Tracing;
let sandbox: SandboxHandle;
let gw: GatewayHandle;
let rpcUrl: string;
/** A committed quote on ARBITRUM_ONE and a funded owner, for deposit plans with a preflight. */
let plan: Promise<{ quoteId: string; owner: string }>;

async function committedPlan(): Promise<{ quoteId: string; owner: string }> {
  const [jwt, user] = await Promise.all([sandbox.getJwt(), fundedUser(sandbox.chains!)]);
  const quote = await sandbox.api("POST", "/bridge/quote/bridge-swap/user", {
    jwt,
    body: {
      mode: "pay",
      chainIn: "ARBITRUM_ONE",
      chainOut: "BASE",
      tokenIn: "USDC",
      tokenOut: "USDC",
      amount: "12.5",
      depositor: user.address,
      recipient: freshAddress(),
    },
  });
  expect(quote.status, quote.text).toBe(200);
  expect((await sandbox.api("POST", `/bridge/quote/commit/${quote.body.quoteId}`, { jwt })).status).toBe(200);
  return { quoteId: quote.body.quoteId as string, owner: user.address };
}

/** Exports every span ended so far, and resolves where the spans of what follows will start. */
async function mark(): Promise<number> {
  await tracing.flush();
  return collector.spans.length;
}

/**
 * Exports every span ended so far through the OTLP exporter and resolves the ones the collector
 * received since `start` (from {@link mark}), after checking they are all documented.
 */
async function exportedSince(start: number): Promise<CollectedSpan[]> {
  await tracing.flush();
  expect(collector.refused).toEqual([]);
  const spans = collector.spans.slice(start);
  expectDocumented(spans);
  return spans;
}

/** Every span of `spans` in one trace, forming one tree below `root` (whose own parent is `rootParent`). */
function expectTree(spans: readonly CollectedSpan[], root: CollectedSpan, rootParent: string | undefined): void {
  expect(new Set(spans.map((s) => s.traceId))).toEqual(new Set([root.traceId]));
  expect(root.parentSpanId).toBe(rootParent);
  const ids = new Set(spans.map((s) => s.spanId));
  expect(spans.filter((s) => s !== root && !ids.has(s.parentSpanId!)).map((s) => s.name)).toEqual([]);
}

beforeAll(async () => {
  collector = await startOtlpCollector();
  const env = {
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    OTEL_EXPORTER_OTLP_HEADERS: "x-collector-tenant=gateway-tests",
    OTEL_SERVICE_NAME: "bridge-gateway-under-test",
  };
  tracing = (await startTracing(loadConfig(env).tracing))!;
  sandbox = await startSandbox({}, { localChains: true });
  // The gateway's own RPC URL for the chain, with its key in the path as providers give them.
  const recorder = await startRpcRecorder(sandbox.chains!.chains.ARBITRUM_ONE!.rpcUrl);
  rpcUrl = `${recorder.url}/v3/${RPC_SECRET}`;
  gw = await startGateway({
    sandbox,
    selfWebhook: true,
    env: { ...env, CHAIN_RPC_URLS: `ARBITRUM_ONE=${rpcUrl}`, GATEWAY_ADMIN_TOKEN: ADMIN_TOKEN },
  });
  plan = committedPlan();
  // Awaited by the tests that use it; a failure here must not go unhandled meanwhile.
  plan.catch(() => {});
});

afterAll(async () => {
  await gw.stop();
  await tracing.shutdown();
});

describe("tracing (OpenTelemetry) over OTLP/HTTP", () => {
  it("is off unless OTEL_TRACES_EXPORTER=otlp or an OTLP endpoint is set", async () => {
    expect(loadConfig({}).tracing.enabled).toBe(false);
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" }).tracing).toMatchObject({
      enabled: true,
      endpoint: "http://collector:4318/v1/traces",
    });
    expect(loadConfig({ OTEL_TRACES_EXPORTER: "otlp", OTEL_SDK_DISABLED: "true" }).tracing.enabled).toBe(false);
    expect(await startTracing(loadConfig({}).tracing)).toBeUndefined();
  });

  it("documents in docs/configuration.md every span it exports", () => {
    expect([...DOCUMENTED.keys()]).toEqual(Object.keys(SPAN_NAMES));
  });

  it("exports one query as one trace to the collector: the operation, its cache lookup and its upstream call, which the upstream receives as parent", async () => {
    const since = await mark();
    const exportsBefore = collector.exports.length;
    const hash = `0x${hex(1, 64)}`;
    const { data } = await gw.gql(ByWithdrawHash, { hash });
    expect(data?.transactionByWithdrawHash.__typename).toBe("HistoryNotFound");
    const spans = await exportedSince(since);

    const operation = only(spans, "query TracedByWithdrawHash");
    expect(operation.kind).toBe("SERVER");
    expect(operation.attributes).toEqual({ "graphql.operation.type": "query", "graphql.operation.name": "TracedByWithdrawHash" });
    expect(operation.resource["service.name"]).toBe("bridge-gateway-under-test");
    expect(operation.scope).toBe("bridge-graphql-gateway");
    expectTree(spans, operation, undefined);

    const lookup = only(spans, "cache.get withdraw");
    expect(lookup.parentSpanId).toBe(operation.spanId);
    expect(lookup.attributes).toEqual({ "cache.hit": false });
    const call = only(spans, "upstream GET /bridge/history/bridge/by-withdraw-hash/:withdrawTxHash");
    expect(call.parentSpanId).toBe(operation.spanId);
    expect(call.attributes).toEqual({
      "http.request.method": "GET",
      "url.template": "/bridge/history/bridge/by-withdraw-hash/:withdrawTxHash",
      "server.address": "127.0.0.1",
      "server.port": Number(new URL(sandbox.url).port),
      // The vendor answers an unknown withdrawal hash 422 InvalidRequest.
      "http.response.status_code": 422,
    });
    // The sandbox received the call's own span as the parent of whatever it does.
    const { traceparents } = await sandbox.stats();
    expect(traceparents["GET /bridge/history/bridge/by-withdraw-hash/:withdrawTxHash"]).toBe(
      `00-${call.traceId}-${call.spanId}-01`,
    );
    // The configured OTEL_EXPORTER_OTLP_HEADERS went with each export.
    for (const sent of collector.exports.slice(exportsBefore)) expect(sent.headers["x-collector-tenant"]).toBe("gateway-tests");
  });

  it("continues a caller's traceparent and propagates it to the upstream", async () => {
    const since = await mark();
    const traceId = hex(0xabc, 32);
    const callerSpan = hex(0xdef, 16);
    const { data } = await gw.gql(ByWithdrawHash, { hash: `0x${hex(2, 64)}` }, { traceparent: `00-${traceId}-${callerSpan}-01` });
    expect(data?.transactionByWithdrawHash.__typename).toBe("HistoryNotFound");
    const spans = await exportedSince(since);
    const operation = only(spans, "query TracedByWithdrawHash");
    expect(operation.traceId).toBe(traceId);
    expectTree(spans, operation, callerSpan);
    const call = only(spans, "upstream GET /bridge/history/bridge/by-withdraw-hash/:withdrawTxHash");
    const { traceparents } = await sandbox.stats();
    expect(traceparents["GET /bridge/history/bridge/by-withdraw-hash/:withdrawTxHash"]).toBe(`00-${traceId}-${call.spanId}-01`);
  });

  it("traces a deposit plan's chain reads as client spans of the operation, labelled with the chain and never with the RPC URL", async () => {
    const { quoteId, owner } = await plan;
    const since = await mark();
    const { data, errors } = await gw.gql(TracedDepositPlan, { quoteId, owner });
    expect(errors).toBeUndefined();
    expect(data?.depositPlan).toMatchObject({ __typename: "DepositPlan", preflight: { allowance: "0" } });
    const spans = await exportedSince(since);

    const operation = only(spans, "query TracedDepositPlan");
    expectTree(spans, operation, undefined);
    expect(only(spans, "upstream GET /bridge/history/bridge/:id").parentSpanId).toBe(operation.spanId);
    const reads = spans.filter((s) => s.name.startsWith("rpc "));
    // The preflight's balance and allowance reads, whichever way viem batches them.
    expect(reads.map((s) => s.name)).toEqual(expect.arrayContaining(["rpc eth_getBalance", "rpc eth_call"]));
    for (const read of reads) {
      expect(read.kind).toBe("CLIENT");
      expect(read.parentSpanId).toBe(operation.spanId);
      expect(read.attributes).toEqual({
        "rpc.system": "jsonrpc",
        "rpc.method": read.name.slice(4),
        "chain.name": "ARBITRUM_ONE",
      });
    }
  });

  it("exports no credential: not the API key, a caller's token or JWT, the admin token or the RPC URL", async () => {
    const exportsBefore = collector.exports.length;
    // A gateway of its own: its first upstream call exchanges the API key for a JWT inside a traced operation.
    const fresh = await startGateway({
      sandbox,
      env: { OTEL_TRACES_EXPORTER: "otlp", CHAIN_RPC_URLS: `ARBITRUM_ONE=${rpcUrl}`, GATEWAY_ADMIN_TOKEN: ADMIN_TOKEN },
    });
    const [callerJwt, { quoteId, owner }] = await Promise.all([sandbox.getJwt(), plan]);
    const since = await mark();
    await fresh.gql(ByWithdrawHash, { hash: `0x${hex(4, 64)}` }, { authorization: `Bearer ${ADMIN_TOKEN}` });
    await fresh.gql(ByWithdrawHash, { hash: `0x${hex(5, 64)}` }, { authorization: `Bearer ${callerJwt}` });
    await fresh.gql(ByWithdrawHash, { hash: `0x${hex(6, 64)}` }, { authorization: sandbox.apiKey });
    const { data } = await fresh.gql(TracedDepositPlan, { quoteId, owner }, { authorization: `Bearer ${callerJwt}` });
    expect(data?.depositPlan.__typename).toBe("DepositPlan");
    const spans = await exportedSince(since);
    expect(spans.map((s) => s.name)).toEqual(
      expect.arrayContaining(["upstream POST /authentication/auth/apiKey", "rpc eth_call"]),
    );

    const exported = collector.exports.slice(exportsBefore).map((e) => e.body);
    expect(exported.length).toBeGreaterThan(0);
    for (const body of exported) {
      for (const secret of [sandbox.apiKey, callerJwt, ADMIN_TOKEN, RPC_SECRET, rpcUrl, "Bearer", "authorization"]) {
        expect(body.toLowerCase()).not.toContain(secret.toLowerCase());
      }
      // Any JWT (the gateway's own, exchanged for the key, is never seen by the test).
      expect(body).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+/);
    }
  });

  it("gives a query run on the compiled path the same operation span, continuing the caller's traceparent", async () => {
    const compiled = await startGateway({ sandbox, env: { OTEL_TRACES_EXPORTER: "otlp", GRAPHQL_COMPILED: "eager" } });
    const hash = `0x${hex(3, 64)}`;
    // Yoga runs it first and compiles it; the second run is compiled.
    await compiled.gql(ByWithdrawHash, { hash });
    const before = await metricValue(compiled.url, 'gateway_graphql_compiled_operations_total{how="run"}');
    const since = await mark();
    const traceId = hex(0x123, 32);
    const callerSpan = hex(0x456, 16);
    const { data } = await compiled.gql(ByWithdrawHash, { hash }, { traceparent: `00-${traceId}-${callerSpan}-01` });
    expect(data?.transactionByWithdrawHash.__typename).toBe("HistoryNotFound");
    expect(await metricValue(compiled.url, 'gateway_graphql_compiled_operations_total{how="run"}')).toBe(before + 1);
    const spans = await exportedSince(since);
    const operation = only(spans, "query TracedByWithdrawHash");
    expect(operation.kind).toBe("SERVER");
    expect(operation.attributes).toEqual({ "graphql.operation.type": "query", "graphql.operation.name": "TracedByWithdrawHash" });
    expect(operation.traceId).toBe(traceId);
    expectTree(spans, operation, callerSpan);
    expect(only(spans, "cache.get withdraw").parentSpanId).toBe(operation.spanId);
  });

  it("traces a webhook delivery and, as its child, the publish to subscribers", async () => {
    const since = await mark();
    await commitTransfer(sandbox, `${gw.url}/webhooks/bridge`);
    await expect
      .poll(async () => (await exportedSince(since)).some((s) => s.name === "events.publish"), { timeout: 5000 })
      .toBe(true);
    const spans = await exportedSince(since);
    const webhook = only(spans, "webhook");
    expect(webhook.attributes).toEqual({ "http.response.status_code": 200 });
    const publish = only(spans, "events.publish");
    expect(publish.attributes).toMatchObject({ "events.kind": "BRIDGE_PENDING", "events.topics": expect.any(Number) });
    expect(publish.traceId).toBe(webhook.traceId);
    expect(publish.parentSpanId).toBe(webhook.spanId);
  });
});

describe("tracing of a gateway started by src/main.ts", () => {
  it("exports to the collector the OTEL_* variables name, and sends the last spans on SIGTERM", async () => {
    const own = await startOtlpCollector();
    const child = await spawnGateway({
      BRIDGE_API_URL: sandbox.url,
      BRIDGE_API_KEY: sandbox.apiKey,
      LOG_LEVEL: "silent",
      OTEL_EXPORTER_OTLP_ENDPOINT: own.url,
      OTEL_SERVICE_NAME: "gateway-process",
    });
    const res = await fetch(`${child.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: 'query FromMain { transactionByWithdrawHash(withdrawTxHash: "0x' + hex(7, 64) + '") { __typename } }',
      }),
    });
    expect(res.status).toBe(200);
    // Spans leave in batches every few seconds: the stop sends what is left.
    child.signal("SIGTERM");
    expect(await child.exited).toBe(0);
    expect(own.refused).toEqual([]);
    expectDocumented(own.spans);
    const operation = only(own.spans, "query FromMain");
    expect(operation.resource["service.name"]).toBe("gateway-process");
    expectTree(own.spans, operation, undefined);
    const call = only(own.spans, "upstream GET /bridge/history/bridge/by-withdraw-hash/:withdrawTxHash");
    expect((await sandbox.stats()).traceparents["GET /bridge/history/bridge/by-withdraw-hash/:withdrawTxHash"]).toBe(
      `00-${call.traceId}-${call.spanId}-01`,
    );
  });
});
