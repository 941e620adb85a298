import { UpstreamTimeout, UpstreamUnavailable } from "../upstream/errors.js";

/*
 * A chain's JSON-RPC failing is an upstream failing: the classes extend the upstream's, so the
 * same breaker (upstream/breaker.ts) counts them. Messages name the chain, never the RPC's URL,
 * which may carry an operator's API key (CHAIN_RPC_URLS).
 */

/** The chain's RPC did not answer within CHAIN_RPC_TIMEOUT_MS. */
export class ChainRpcTimeout extends UpstreamTimeout {
  constructor(
    readonly chain: string,
    timeoutMs: number,
  ) {
    super(`The JSON-RPC of ${chain} did not answer within ${timeoutMs} ms.`);
  }
}

/** The chain's RPC could not be reached, answered 5xx or something that is not JSON-RPC. */
export class ChainRpcUnavailable extends UpstreamUnavailable {
  constructor(
    readonly chain: string,
    status?: number,
  ) {
    super(`The JSON-RPC of ${chain} is unavailable${status === undefined ? "" : ` (HTTP ${status})`}.`, status);
  }
}

/** The chain gateway has no RPC for the chain (no CHAIN_RPC_URLS entry, no `rpc` in the vendor's config). */
export class NoChainRpc extends Error {
  override readonly name = "NoChainRpc";
  constructor(readonly chain: string) {
    super(`No JSON-RPC is configured for ${chain}.`);
  }
}

/**
 * The RPC answered with a JSON-RPC error (an estimate that reverts, say): an answer, not an
 * outage. Only the code is kept; viem's messages quote the URL.
 */
export class ChainRpcAnswerError extends Error {
  override readonly name = "ChainRpcAnswerError";
  constructor(
    readonly chain: string,
    readonly code: number | undefined,
  ) {
    super(`The JSON-RPC of ${chain} answered an error${code === undefined ? "" : ` (code ${code})`}.`);
  }
}
