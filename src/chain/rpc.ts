import { SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { custom, type Transport } from "viem";
import { UpstreamCircuitOpen, type UpstreamBreaker } from "../upstream/breaker.js";
import { withRetries } from "../upstream/retry.js";
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
  /** Retries of a round trip on network errors and 502/503/504, with jittered back-off (upstream/retry.ts). */
  retries: number;
  /** Every round trip runs through it (one per chain): a failed batch is one failure. */
  breaker: UpstreamBreaker;
  /** A span per JSON-RPC request, a child of the operation's. */
  tracing: boolean;
  /** Called once per JSON-RPC request (its round trip's retries included), for metrics. */
  onRequest?: (info: { method: string; status: "ok" | "error" | "timeout" | "unavailable"; ms: number }) => void;
  /** Called once per HTTP round trip (one carries every request of a tick: JSON-RPC batching). */
  onRoundTrip?: () => void;
}

const tracer = trace.getTracer("bridge-graphql-gateway");

/** A chain's JSON-RPC: the raw request the reads use, and the same as a viem transport. */
export interface ChainRpc {
  /** One request, in its turn's batch; rejects with the chain's own error classes (or the open circuit's refusal). */
  request(call: JsonRpcCall): Promise<unknown>;
  /** For viem's actions (the deployless multicall of a chain without Multicall3). */
  transport: Transport;
  close(): Promise<void>;
}

/**
 * A chain's JSON-RPC: the requests of one turn share one HTTP round trip (a JSON-RPC batch),
 * which goes through the upstream's breaker and retry rule; a span and metrics per request.
 */
export function createChainRpc(options: ChainRpcOptions): ChainRpc {
  const { chain, breaker, retries } = options;
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
    roundTrip: (post) => withRetries(() => breaker.execute(`rpc ${chain}`, post), retries),
  });

  const send = async (call: JsonRpcCall) => {
    const started = performance.now();
    try {
      const result = await batcher.request(call);
      options.onRequest?.({ method: call.method, status: "ok", ms: performance.now() - started });
      return result;
    } catch (err) {
      // A refusal of the open circuit sent nothing: not a request.
      if (err instanceof UpstreamCircuitOpen) throw err;
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
              return await send(call);
            } catch (err) {
              span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).name });
              throw err;
            } finally {
              span.end();
            }
          },
        )
      : send(call);
  // viem's own retries stay off: the batcher's round trip carries the one retry policy.
  const transport = custom({ request: traced } as never, { key: "chain", name: `chain ${chain}`, retryCount: 0 });
  return { request: traced, transport, close: () => batcher.close() };
}
