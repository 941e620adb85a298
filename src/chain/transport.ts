import { SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import {
  custom,
  http,
  HttpRequestError,
  RpcRequestError,
  TimeoutError,
  type Chain as ViemChain,
  type EIP1193Parameters,
  type Transport,
} from "viem";
import type { UpstreamBreaker } from "../upstream/breaker.js";
import { ChainRpcAnswerError, ChainRpcTimeout, ChainRpcUnavailable } from "./errors.js";

/** Options of {@link createChainTransport}. */
export interface ChainTransportOptions {
  /** The chain's name, the only label logs, metrics and traces get (never the URL). */
  chain: string;
  /** The JSON-RPC URL (an operator's may carry an API key: it goes nowhere else). */
  url: string;
  timeoutMs: number;
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

/**
 * The transport of a chain's public client: viem's HTTP transport with JSON-RPC batching (the
 * requests of one tick share one HTTP round trip), behind the upstream's breaker and retry rules,
 * with viem's errors (whose messages quote the URL) replaced by the chain's own classes.
 */
export function createChainTransport(options: ChainTransportOptions): Transport {
  const { chain, timeoutMs } = options;
  let inner: ReturnType<Transport> | undefined;
  const innerOf = (viemChain: ViemChain | undefined) =>
    (inner ??= http(options.url, {
      batch: true,
      retryCount: 0,
      timeout: timeoutMs,
      // A block, not an expression: whatever the hook returns replaces the request's init.
      onFetchRequest: () => {
        options.onRoundTrip?.();
      },
    })({ chain: viemChain, retryCount: 0, timeout: timeoutMs }));

  return (params) => {
    const viemChain = params.chain;
    const attempt = async (args: EIP1193Parameters) => {
      const started = performance.now();
      try {
        const result: unknown = await innerOf(viemChain).request(args);
        options.onRequest?.({ method: args.method, status: "ok", ms: performance.now() - started });
        return result;
      } catch (err) {
        const mapped = mapError(chain, timeoutMs, err);
        const status =
          mapped instanceof ChainRpcTimeout ? "timeout" : mapped instanceof ChainRpcUnavailable ? "unavailable" : "error";
        options.onRequest?.({ method: args.method, status, ms: performance.now() - started });
        throw mapped;
      }
    };
    const traced = (args: EIP1193Parameters) =>
      options.tracing
        ? tracer.startActiveSpan(
            `rpc ${args.method}`,
            { kind: SpanKind.CLIENT, attributes: { "rpc.system": "jsonrpc", "rpc.method": args.method, "chain.name": chain } },
            async (span) => {
              try {
                return await attempt(args);
              } catch (err) {
                span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).name });
                throw err;
              } finally {
                span.end();
              }
            },
          )
        : attempt(args);
    const run = (args: EIP1193Parameters) => options.breaker.execute(`rpc ${chain}`, () => traced(args));

    const request = async (args: EIP1193Parameters): Promise<unknown> => {
      for (let i = 0; ; i++) {
        try {
          return await run(args);
        } catch (err) {
          if (i >= options.retries || !isRetryable(err)) throw err;
          await sleep(BACKOFF_BASE_MS * 2 ** i * (0.5 + Math.random()));
        }
      }
    };
    // viem's own retries stay off: the loop above is the one retry policy.
    return custom({ request } as never, { key: "chain", name: `chain ${chain}`, retryCount: 0 })(params);
  };
}

function mapError(chain: string, timeoutMs: number, err: unknown): Error {
  if (err instanceof TimeoutError) return new ChainRpcTimeout(chain, timeoutMs);
  if (err instanceof RpcRequestError) {
    return err.status !== undefined && err.status >= 500
      ? new ChainRpcUnavailable(chain, err.status)
      : new ChainRpcAnswerError(chain, err.code);
  }
  if (err instanceof HttpRequestError) return new ChainRpcUnavailable(chain, err.status);
  return new ChainRpcUnavailable(chain);
}

/** Network errors and 502/503/504; never the open circuit's refusal (not a ChainRpcUnavailable) or a timeout. */
function isRetryable(err: unknown): boolean {
  if (!(err instanceof ChainRpcUnavailable)) return false;
  return err.status === undefined || RETRYABLE_STATUS.has(err.status);
}
