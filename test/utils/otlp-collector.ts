import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { z } from "zod";
import { onDispose } from "./disposers.js";

/**
 * The OTLP/JSON encoding of an ExportTraceServiceRequest, as the OTLP specification defines it
 * (https://opentelemetry.io/docs/specs/otlp/#json-protobuf-encoding): hex trace and span ids,
 * enums as integers, 64-bit integers as decimal strings (numbers accepted). Written from the
 * specification, not from the exporter's serializer, so a serializer that drifted from it fails here.
 */
const anyValue: z.ZodType<unknown> = z.lazy(() =>
  z.union([
    z.strictObject({ stringValue: z.string() }).transform((v) => v.stringValue),
    z.strictObject({ boolValue: z.boolean() }).transform((v) => v.boolValue),
    z.strictObject({ intValue: z.union([z.string().regex(/^-?\d+$/), z.number().int()]) }).transform((v) => Number(v.intValue)),
    z.strictObject({ doubleValue: z.number() }).transform((v) => v.doubleValue),
    z.strictObject({ bytesValue: z.base64() }).transform((v) => v.bytesValue),
    z.strictObject({ arrayValue: z.object({ values: z.array(anyValue).default([]) }) }).transform((v) => v.arrayValue.values),
    z.strictObject({ kvlistValue: z.object({ values: keyValues }) }).transform((v) => v.kvlistValue.values),
  ]),
);
const keyValues = z
  .array(z.object({ key: z.string(), value: anyValue }))
  .default([])
  .transform((list) => Object.fromEntries(list.map((kv) => [kv.key, kv.value])));

const hexId = (bytes: number) =>
  z
    .string()
    .regex(new RegExp(`^[0-9a-fA-F]{${bytes * 2}}$`))
    .transform((s) => s.toLowerCase());
const nanos = z.union([z.string().regex(/^\d+$/), z.number().int()]);
const KINDS = ["UNSPECIFIED", "INTERNAL", "SERVER", "CLIENT", "PRODUCER", "CONSUMER"] as const;
const STATUS_CODES = ["UNSET", "OK", "ERROR"] as const;

const span = z.object({
  traceId: hexId(16),
  spanId: hexId(8),
  // A root span has none, or the empty string.
  parentSpanId: z
    .union([hexId(8), z.literal("")])
    .optional()
    .transform((id) => id || undefined),
  traceState: z.string().optional(),
  name: z.string(),
  kind: z
    .number()
    .int()
    .min(0)
    .max(5)
    .transform((k) => KINDS[k]!),
  startTimeUnixNano: nanos,
  endTimeUnixNano: nanos,
  attributes: keyValues,
  events: z.array(z.object({ name: z.string(), timeUnixNano: nanos, attributes: keyValues })).default([]),
  links: z.array(z.object({ traceId: hexId(16), spanId: hexId(8), attributes: keyValues })).default([]),
  status: z
    .object({
      code: z
        .number()
        .int()
        .min(0)
        .max(2)
        .default(0)
        .transform((c) => STATUS_CODES[c]!),
      message: z.string().optional(),
    })
    .default({ code: "UNSET" }),
});

const exportTraceServiceRequest = z.object({
  resourceSpans: z
    .array(
      z.object({
        resource: z.object({ attributes: keyValues }).default({ attributes: {} }),
        scopeSpans: z.array(
          z.object({
            scope: z.object({ name: z.string(), version: z.string().optional() }),
            spans: z.array(span).default([]),
          }),
        ),
      }),
    )
    .default([]),
});

/** One span as a collector received it, with its resource and instrumentation scope. */
export type CollectedSpan = z.output<typeof span> & {
  resource: Record<string, unknown>;
  scope: string;
};

/** One export request the collector accepted. */
export interface CollectedExport {
  headers: IncomingHttpHeaders;
  /** The decoded (gunzipped) body text. */
  body: string;
}

/** An OTLP/HTTP trace receiver, as an OpenTelemetry Collector's `otlphttp` receiver answers. */
export interface OtlpCollector {
  /** The base URL: set it as `OTEL_EXPORTER_OTLP_ENDPOINT` (spans are posted to `/v1/traces`). */
  url: string;
  /** Every span received so far, in arrival order. */
  readonly spans: CollectedSpan[];
  readonly exports: CollectedExport[];
  /** Requests refused (wrong path, content type or body), with the reason: a test expects none. */
  readonly refused: string[];
  clear(): void;
}

/**
 * Starts an OTLP/HTTP receiver for JSON-encoded traces on a free port of 127.0.0.1: it decodes each
 * `POST /v1/traces` against the OTLP/JSON encoding and answers `{}` (a full success), or 400 with
 * the reason. Closed after the file's tests.
 */
export async function startOtlpCollector(): Promise<OtlpCollector> {
  const collector: OtlpCollector = {
    url: "",
    spans: [],
    exports: [],
    refused: [],
    clear() {
      collector.spans.splice(0);
      collector.exports.splice(0);
      collector.refused.splice(0);
    },
  };
  const refuse = (status: number, reason: string) => {
    collector.refused.push(reason);
    return { status, body: { code: 3, message: reason } };
  };
  const receive = (path: string | undefined, headers: IncomingHttpHeaders, raw: Buffer) => {
    if (path !== "/v1/traces") return refuse(404, `POST ${path}`);
    if (!headers["content-type"]?.startsWith("application/json")) return refuse(415, `content-type ${headers["content-type"]}`);
    const text = (headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw).toString("utf8");
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (err) {
      return refuse(400, `not JSON: ${(err as Error).message}`);
    }
    const decoded = exportTraceServiceRequest.safeParse(json);
    if (!decoded.success) return refuse(400, `not an ExportTraceServiceRequest: ${z.prettifyError(decoded.error)}`);
    collector.exports.push({ headers, body: text });
    for (const { resource, scopeSpans } of decoded.data.resourceSpans) {
      for (const { scope, spans } of scopeSpans) {
        for (const s of spans) collector.spans.push({ ...s, resource: resource.attributes, scope: scope.name });
      }
    }
    return { status: 200, body: {} };
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const answer =
        req.method === "POST" ? receive(req.url, req.headers, Buffer.concat(chunks)) : refuse(405, `${req.method} ${req.url}`);
      res.writeHead(answer.status, { "content-type": "application/json" }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onDispose(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  collector.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return collector;
}
