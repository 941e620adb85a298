import type { Config } from "../config.js";
import type { Logger } from "../observability/logger.js";
import { gaugeCircuit } from "../observability/circuit-gauge.js";
import type { Metrics } from "../observability/metrics.js";
import { throttledWarning } from "../observability/throttled-warning.js";
import { createUpstreamBreaker, type CircuitStateName, type UpstreamBreaker } from "../upstream/breaker.js";
import { UpstreamTimeout, UpstreamUnavailable } from "../upstream/errors.js";
import { NoChainRpc } from "./errors.js";
import { familyOfTarget, type ChainRead, type ChainTarget } from "./families/index.js";
import { createChainRpc, type ChainRpc } from "./rpc.js";

export type { ChainRead, ChainTarget } from "./families/index.js";
export { ChainRpcAnswerError, ChainRpcTimeout, ChainRpcUnavailable, NoChainRpc } from "./errors.js";

/** A stable text for a read of any family, for loader keys. */
export const readKey = (read: ChainRead): string =>
  Object.entries(read)
    .map(([k, v]) => `${k}=${typeof v === "string" ? v.toLowerCase() : String(v)}`)
    .join("&");

/** Infrastructure {@link createChains} borrows. */
export interface ChainDeps {
  metrics: Pick<Metrics, "chainRpcRequests" | "chainRpcDuration" | "chainRpcRoundTrips" | "chainRpcCircuit">;
  logger: Logger;
}

/** The chains' RPC, the gateway's second upstream: each family's fixed reads only. */
export interface Chains {
  /**
   * Runs the reads on one chain in one round trip; each answer in its place, an `Error` for a
   * failed one (`NoChainRpc` when the chain has no RPC, an `UpstreamUnavailable` / `UpstreamTimeout`
   * when it is down, `ChainRpcAnswerError` for a JSON-RPC error answer such as a reverting estimate).
   */
  read(target: ChainTarget, reads: readonly ChainRead[]): Promise<(bigint | Error)[]>;
  /** Each chain's circuit by name, for the chains read since the start (`/readyz` reports them). */
  circuits(): Record<string, CircuitStateName>;
}

/** Keep-alive connections per chain RPC: a round trip carries a whole tick's reads, so a few suffice. */
const RPC_CONNECTIONS = 4;
/**
 * A chain's circuit tries again this soon after opening, doubling while the RPC stays down (up to
 * the upstream's half-open period): a plan's preflight is optional and its reads are cheap, so
 * plans get it back within a fraction of a second of the RPC's return.
 */
const FIRST_TRIAL_AFTER_MS = 100;
/** An outage is logged once per chain per this period, not once per operation. */
const WARNING_EVERY_MS = 60_000;

/** Builds the chains side: per chain a breaker and a batching transport, made on first use; the reads are its family's. */
export function createChains(config: Config, deps: ChainDeps): Chains {
  const { metrics, logger } = deps;
  const breakers = new Map<string, UpstreamBreaker>();
  const rpcs = new Map<string, ChainRpc>();

  const breakerOf = (chain: string) => {
    let breaker = breakers.get(chain);
    if (breaker) return breaker;
    breaker = createUpstreamBreaker({ ...config.upstream.circuit, firstHalfOpenAfterMs: FIRST_TRIAL_AFTER_MS });
    gaugeCircuit(breaker, {
      gauge: metrics.chainRpcCircuit,
      labels: { chain },
      logger,
      message: "chain RPC circuit breaker changed state",
    });
    breakers.set(chain, breaker);
    return breaker;
  };

  const rpcOf = (target: ChainTarget, url: string) => {
    // The vendor's configs may move a chain's rpc or multicall: an RPC per what it was made from.
    const key = `${url}\u0000${JSON.stringify(target)}`;
    let rpc = rpcs.get(key);
    if (rpc) return rpc;
    const chain = target.name;
    rpc = createChainRpc({
      chain,
      url,
      timeoutMs: config.chains.timeoutMs,
      connections: RPC_CONNECTIONS,
      retries: config.chains.retries,
      breaker: breakerOf(chain),
      tracing: config.tracing.enabled,
      onRequest: ({ method, status, ms }) => {
        metrics.chainRpcRequests.inc({ chain, method, status });
        metrics.chainRpcDuration.observe({ chain, method }, ms / 1000);
      },
      onRoundTrip: () => metrics.chainRpcRoundTrips.inc({ chain }),
    });
    rpcs.set(key, rpc);
    return rpc;
  };

  const warnOutage = throttledWarning(
    logger,
    WARNING_EVERY_MS,
    "chain RPC unavailable: deposit plans answer without a preflight",
  );
  // The error's name and message only: they name the chain, never the URL.
  const warn = (chain: string, err: Error) => warnOutage(chain, { chain, error: err.name, reason: err.message });

  return {
    async read(target, reads) {
      const url = config.chains.rpcUrls[target.name] ?? target.rpc;
      if (!url) return reads.map(() => new NoChainRpc(target.name));
      const answers = await familyOfTarget(target).read({ rpc: rpcOf(target, url), url }, target, reads);
      const outage = answers.find((a) => a instanceof UpstreamUnavailable || a instanceof UpstreamTimeout);
      if (outage instanceof Error) warn(target.name, outage);
      return answers;
    },
    circuits: () => Object.fromEntries([...breakers].map(([chain, breaker]) => [chain, breaker.state])),
  };
}
