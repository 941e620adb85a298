import { SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { custom, type Transport } from "viem";
import type { UpstreamBreaker } from "../upstream/breaker.js";
import { ChainRpcAnswerError, ChainRpcTimeout, ChainRpcUnavailable } from "./errors.js";
import { createJsonRpcBatcher, type JsonRpcCall } from "../twins/rpc/json-rpc.js";

/** Options of {@link createChainRpc}. */
export interface ChainRpcOptions {
  /** The chain's name, the only label logs, metrics and traces get (never the URL). */
  chain: string;
  /** The JSON-RPC URL (an operator's may carry an API key: it goes nowhere else). */
  url: string;
  timeoutMs: number;
  /** Keep-alive connections to the RPC. */
  connections: number;
  /** Retries of a request on network errors and 502/503/504, with jittered back-off. */
  retries: number;
  /** Every attempt runs through it (one per chain). */
  breaker: UpstreamBreaker;
  /** A span per JSON-RPC request, a child of the operation's. */
  tracing: boolean;
  /** Called once per JSON-RPC request attempt, for metrics. */
  onRequest?: (info: { method: string; status: "ok" | "error" | "timeout" | "unavailable"; ms: number }) => void;
  /** Called once per HTTP round trip (one carries every request of a tick: JSON-RPC batching). */
  onRoundTrip?: () => void;
}

const RETRYABLE_STATUS = new Set([502, 503, 504]);
const BACKOFF_BASE_MS = 50;
const tracer = trace.getTracer("bridge-graphql-gateway");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A chain's JSON-RPC: the raw request the reads use, and the same as a viem transport. */
export interface ChainRpc {
  /** One request through the breaker and the retry rule; rejects with the chain's own error classes. */
  request(call: JsonRpcCall): Promise<unknown>;
  /** For viem's actions (the deployless multicall of a chain without Multicall3). */
  transport: Transport;
  close(): Promise<void>;
}

/**
 * A chain's JSON-RPC: the requests of one turn share one HTTP round trip (a JSON-RPC batch),
 * behind the upstream's breaker and retry rules, a span and metrics per request.
 */
export function createChainRpc(options: ChainRpcOptions): ChainRpc {
  const { chain } = options;
  const batcher = createJsonRpcBatcher({
    errors: {
      timeout: (ms) => new ChainRpcTimeout(chain, ms),
      unavailable: (status) => new ChainRpcUnavailable(chain, status),
      answer: (code) => new ChainRpcAnswerError(chain, code),
    },
    url: options.url,
    timeoutMs: options.timeoutMs,
    connections: options.connections,
    onRoundTrip: options.onRoundTrip,
  });

  const attempt = async (call: JsonRpcCall) => {
    const started = performance.now();
    try {
      const result = await batcher.request(call);
      options.onRequest?.({ method: call.method, status: "ok", ms: performance.now() - started });
      return result;
    } catch (err) {
      const status = err instanceof ChainRpcTimeout ? "timeout" : err instanceof ChainRpcUnavailable ? "unavailable" : "error";
      options.onRequest?.({ method: call.method, status, ms: performance.now() - started });
      throw err;
    }
  };
  const traced = (call: JsonRpcCall) =>
    options.tracing
      ? tracer.startActiveSpan(
          `rpc ${call.method}`,
          { kind: SpanKind.CLIENT, attributes: { "rpc.system": "jsonrpc", "rpc.method": call.method, "chain.name": chain } },
          async (span) => {
            try {
              return await attempt(call);
            } catch (err) {
              span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).name });
              throw err;
            } finally {
              span.end();
            }
          },
        )
      : attempt(call);
  const run = (call: JsonRpcCall) => options.breaker.execute(`rpc ${chain}`, () => traced(call));

  const request = async (call: JsonRpcCall): Promise<unknown> => {
    for (let i = 0; ; i++) {
      try {
        return await run(call);
      } catch (err) {
        if (i >= options.retries || !isRetryable(err)) throw err;
        await sleep(BACKOFF_BASE_MS * 2 ** i * (0.5 + Math.random()));
      }
    }
  };
  // viem's own retries stay off: the loop above is the one retry policy.
  const transport = custom({ request } as never, { key: "chain", name: `chain ${chain}`, retryCount: 0 });
  return { request, transport, close: () => batcher.close() };
}

/** Network errors and 502/503/504; never the open circuit's refusal (not a ChainRpcUnavailable) or a timeout. */
function isRetryable(err: unknown): boolean {
  if (!(err instanceof ChainRpcUnavailable)) return false;
  return err.status === undefined || RETRYABLE_STATUS.has(err.status);
}
