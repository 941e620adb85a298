import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { SpanKind } from "@opentelemetry/api";
import { InMemorySpanExporter, type ReadableSpan } from "@opentelemetry/sdk-trace-base";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { startTracing, type Tracing } from "../../src/observability/tracing.js";
import { graphql } from "../gql/index.js";
import { onDispose } from "../utils/disposers.js";
import { metricValue } from "../utils/metrics.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";
import { startSandbox, type SandboxHandle } from "../utils/sandbox.js";
import { commitTransfer } from "../utils/transfers.js";

const ByWithdrawHash = graphql(`
  query TracedByWithdrawHash($hash: String!) {
    transactionByWithdrawHash(withdrawTxHash: $hash) {
      __typename
    }
  }
`);

/**
 * A tiny upstream in front of the sandbox: records each request's `traceparent`, then forwards it.
 * The gateway talks to it as to the bridge API.
 */
async function loggingUpstream(sandbox: SandboxHandle) {
  const seen: { path: string; traceparent: string | undefined }[] = [];
  const server = createServer(async (req, res) => {
    seen.push({ path: req.url ?? "", traceparent: req.headers.traceparent as string | undefined });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([k]) => !["host", "connection", "content-length"].includes(k)),
    ) as Record<string, string>;
    const answer = await fetch(sandbox.url + req.url, {
      method: req.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    });
    res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json" });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onDispose(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

const exporter = new InMemorySpanExporter();
let tracing: Tracing;
let gw: GatewayHandle;
let upstream: Awaited<ReturnType<typeof loggingUpstream>>;

const hex = (n: number, length: number) => n.toString(16).padStart(length, "0");
const spanId = (s: ReadableSpan) => s.spanContext().spanId;
const parentOf = (s: ReadableSpan) => s.parentSpanContext?.spanId;

beforeAll(async () => {
  const env = { OTEL_TRACES_EXPORTER: "otlp" };
  tracing = (await startTracing(loadConfig(env).tracing, exporter))!;
  const sandbox = await startSandbox();
  upstream = await loggingUpstream(sandbox);
  gw = await startGateway({ sandbox, selfWebhook: true, env: { ...env, BRIDGE_API_URL: upstream.url } });
});

afterAll(async () => {
  await gw.stop();
  await tracing.shutdown();
});

describe("tracing (OpenTelemetry)", () => {
  it("is off unless OTEL_TRACES_EXPORTER=otlp or an OTLP endpoint is set", async () => {
    expect(loadConfig({}).tracing.enabled).toBe(false);
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" }).tracing).toMatchObject({
      enabled: true,
      endpoint: "http://collector:4318/v1/traces",
    });
    expect(loadConfig({ OTEL_TRACES_EXPORTER: "otlp", OTEL_SDK_DISABLED: "true" }).tracing.enabled).toBe(false);
    expect(await startTracing(loadConfig({}).tracing)).toBeUndefined();
  });

  it("gives one query one trace: the operation span, its cache lookup and upstream call as children", async () => {
    exporter.reset();
    const hash = `0x${hex(1, 64)}`;
    const { data } = await gw.gql(ByWithdrawHash, { hash });
    expect(data?.transactionByWithdrawHash.__typename).toBe("HistoryNotFound");
    const spans = exporter.getFinishedSpans();
    const operation = spans.find((s) => s.name === "query TracedByWithdrawHash")!;
    expect(operation).toBeDefined();
    expect(operation.kind).toBe(SpanKind.SERVER);
    expect(new Set(spans.map((s) => s.spanContext().traceId))).toEqual(new Set([operation.spanContext().traceId]));

    const call = spans.find((s) => s.name === "upstream GET /bridge/history/bridge/by-withdraw-hash/:withdrawTxHash")!;
    expect(call.kind).toBe(SpanKind.CLIENT);
    // The vendor answers an unknown withdrawal hash 422 InvalidRequest.
    expect(call.attributes["http.response.status_code"]).toBe(422);
    const lookup = spans.find((s) => s.name === "cache.get withdraw")!;
    expect(lookup.attributes["cache.hit"]).toBe(false);
    // The call runs inside the cache read (a miss), which runs inside the operation.
    expect(parentOf(lookup)).toBe(spanId(operation));
    expect([spanId(operation), spanId(lookup)]).toContain(parentOf(call));

    // The upstream received the call's span as its parent.
    const sent = upstream.seen.findLast((r) => r.path.includes(hash))!;
    expect(sent.traceparent).toBe(`00-${call.spanContext().traceId}-${spanId(call)}-01`);
  });

  it("continues a caller's traceparent and propagates it upstream", async () => {
    exporter.reset();
    const traceId = hex(0xabc, 32);
    const callerSpan = hex(0xdef, 16);
    const { data } = await gw.gql(ByWithdrawHash, { hash: `0x${hex(2, 64)}` }, { traceparent: `00-${traceId}-${callerSpan}-01` });
    expect(data?.transactionByWithdrawHash.__typename).toBe("HistoryNotFound");
    const operation = exporter.getFinishedSpans().find((s) => s.name === "query TracedByWithdrawHash")!;
    expect(operation.spanContext().traceId).toBe(traceId);
    expect(parentOf(operation)).toBe(callerSpan);
    expect(upstream.seen.at(-1)!.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
  });

  it("gives a query run on the compiled path the same operation span, continuing the caller's traceparent", async () => {
    const compiled = await startGateway({
      sandbox: gw.sandbox,
      env: { OTEL_TRACES_EXPORTER: "otlp", GRAPHQL_COMPILED: "eager", BRIDGE_API_URL: upstream.url },
    });
    const hash = `0x${hex(3, 64)}`;
    // Yoga runs it first and compiles it; the second run is compiled.
    await compiled.gql(ByWithdrawHash, { hash });
    const before = await metricValue(compiled.url, 'gateway_graphql_compiled_operations_total{how="run"}');
    exporter.reset();
    const traceId = hex(0x123, 32);
    const callerSpan = hex(0x456, 16);
    const { data } = await compiled.gql(ByWithdrawHash, { hash }, { traceparent: `00-${traceId}-${callerSpan}-01` });
    expect(data?.transactionByWithdrawHash.__typename).toBe("HistoryNotFound");
    expect(await metricValue(compiled.url, 'gateway_graphql_compiled_operations_total{how="run"}')).toBe(before + 1);
    const operation = exporter.getFinishedSpans().find((s) => s.name === "query TracedByWithdrawHash")!;
    expect(operation.kind).toBe(SpanKind.SERVER);
    expect(operation.attributes).toEqual({
      "graphql.operation.type": "query",
      "graphql.operation.name": "TracedByWithdrawHash",
    });
    expect(operation.spanContext().traceId).toBe(traceId);
    expect(parentOf(operation)).toBe(callerSpan);
    const lookup = exporter.getFinishedSpans().find((s) => s.name === "cache.get withdraw")!;
    expect(parentOf(lookup)).toBe(spanId(operation));
  });

  it("traces a webhook delivery and its publish to subscribers", async () => {
    exporter.reset();
    await commitTransfer(gw.sandbox, `${gw.url}/webhooks/bridge`);
    await expect.poll(() => exporter.getFinishedSpans().some((s) => s.name === "webhook"), { timeout: 5000 }).toBe(true);
    const spans = exporter.getFinishedSpans();
    const webhook = spans.find((s) => s.name === "webhook")!;
    expect(webhook.attributes["http.response.status_code"]).toBe(200);
    const publish = spans.find((s) => s.name === "events.publish")!;
    expect(publish.attributes["events.kind"]).toBe("BRIDGE_PENDING");
    expect(publish.spanContext().traceId).toBe(webhook.spanContext().traceId);
  });
});
