/**
 * OpenTelemetry tracing. The code paths use `@opentelemetry/api` only (`tracer`, `withSpan`):
 * with no provider registered those are the API's no-ops. {@link startTracing} registers the SDK
 * (once per process, from main.ts) when `config.tracing.enabled`: spans go to an OTLP/HTTP
 * collector, W3C `traceparent` is read from callers and sent upstream.
 */
import {
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
  type TextMapGetter,
} from "@opentelemetry/api";
import type { Config } from "../config.js";

/** The gateway's tracer; a no-op until {@link startTracing} registers a provider. */
export const tracer = trace.getTracer("bridge-graphql-gateway");

export { SpanKind };

/**
 * Runs `fn` inside a new active span (children and upstream `traceparent` follow it), records
 * a thrown error on it, and ends it when `fn` settles.
 */
export function withSpan<T>(
  name: string,
  options: { kind?: SpanKind; attributes?: Attributes; parent?: Context },
  fn: (span: Span) => Promise<T>,
): Promise<T> {
  return tracer.startActiveSpan(
    name,
    { kind: options.kind, attributes: options.attributes },
    options.parent ?? context.active(),
    async (span) => {
      try {
        return await fn(span);
      } catch (err) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error)?.name });
        throw err;
      } finally {
        span.end();
      }
    },
  );
}

interface FetchHeaders {
  get(name: string): string | null;
  keys(): Iterable<string>;
}
type NodeHeaders = Record<string, string | string[] | undefined>;

/** Duck-typed: yoga's requests carry its fetch ponyfill's Headers, not necessarily the global class. */
const isFetchHeaders = (carrier: unknown): carrier is FetchHeaders =>
  typeof (carrier as FetchHeaders | undefined)?.get === "function";

/** Reads header values from Fetch-style headers, a Node header object, or nothing. */
const headerGetter: TextMapGetter<unknown> = {
  keys: (carrier) => (isFetchHeaders(carrier) ? [...carrier.keys()] : Object.keys((carrier ?? {}) as NodeHeaders)),
  get: (carrier, key) =>
    isFetchHeaders(carrier) ? (carrier.get(key) ?? undefined) : (carrier as NodeHeaders | undefined)?.[key],
};

/** The caller's trace context (W3C `traceparent` / `tracestate`), continued by the spans started in it. */
export function callerContext(headers: FetchHeaders | NodeHeaders | undefined): Context {
  return propagation.extract(context.active(), headers, headerGetter);
}

/** Adds the active span's `traceparent` (and `tracestate`) to outgoing headers; nothing when tracing is off. */
export function injectTraceHeaders(headers: Record<string, string>): void {
  propagation.inject(context.active(), headers);
}

/** A started tracing SDK. */
export interface Tracing {
  /** Exports every span ended so far (they otherwise leave in batches, every few seconds); resolves once the collector answered. */
  flush(): Promise<void>;
  /** Flushes pending spans and unregisters the provider. */
  shutdown(): Promise<void>;
}

/**
 * A dynamically imported package's exports. The SDK's packages are CommonJS: Node's namespace of
 * one carries them by name and as `default`, but the production bundle's split chunk only as
 * `default` (the names were undefined there, and a gateway with tracing on did not start).
 */
function exportsOf<T extends object>(namespace: T): T {
  return (namespace as { default?: T }).default ?? namespace;
}

/**
 * Registers the OpenTelemetry SDK for this process: the provider, the AsyncLocalStorage context
 * manager, the W3C trace-context propagator, and a batching OTLP/HTTP (JSON) exporter to
 * `config.endpoint`. Undefined when tracing is off.
 */
export async function startTracing(config: Config["tracing"]): Promise<Tracing | undefined> {
  if (!config.enabled) return undefined;
  // Loaded only when tracing is on: a gateway without it starts without the SDK's modules.
  const [{ OTLPTraceExporter }, { resourceFromAttributes }, { BatchSpanProcessor }, { NodeTracerProvider }] = await Promise.all([
    import("@opentelemetry/exporter-trace-otlp-http").then(exportsOf),
    import("@opentelemetry/resources").then(exportsOf),
    import("@opentelemetry/sdk-trace-base").then(exportsOf),
    import("@opentelemetry/sdk-trace-node").then(exportsOf),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": config.serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: config.endpoint, headers: config.headers }))],
  });
  provider.register();
  return {
    flush: () => provider.forceFlush(),
    async shutdown() {
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
