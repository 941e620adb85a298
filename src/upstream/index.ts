import type { Config } from "../config.js";
import type { Logger } from "../observability/logger.js";
import { gaugeCircuit } from "../observability/circuit-gauge.js";
import type { Metrics } from "../observability/metrics.js";
import { createTokenManager, type TokenManager } from "./auth.js";
import { createUpstreamBreaker, type UpstreamBreaker } from "./breaker.js";
import { createBridgeClient, exchangeApiKey, type BridgeClient } from "./client.js";
import { createUpstreamHttp } from "./http.js";
import type { SharedTokenStore } from "./shared-token.js";

/** Infrastructure {@link createUpstream} borrows. */
export interface UpstreamDeps {
  metrics: Pick<Metrics, "upstreamRequests" | "upstreamDuration" | "upstreamCircuit">;
  logger: Logger;
  /** Clock in epoch ms (default `Date.now`), used to decide when the upstream JWT needs renewing. */
  now?: () => number;
  /** Shares the gateway's JWT between instances (one API-key exchange per deployment). */
  sharedToken?: SharedTokenStore;
}

/** How the gateway talks to the bridge API. */
export interface Upstream {
  client: BridgeClient;
  /** Undefined when the gateway has no API key (callers bring their own credentials). */
  tokens: TokenManager | undefined;
  breaker: UpstreamBreaker;
  /** Closes the connection pool. */
  close(): Promise<void>;
}

/** Builds the upstream side, inside out: breaker, connection pool, JWT manager, typed client. */
export function createUpstream(config: Config & { bridgeApiUrl: string }, deps: UpstreamDeps): Upstream {
  const { metrics, logger } = deps;
  const breaker = createUpstreamBreaker(config.upstream.circuit);
  gaugeCircuit(breaker, {
    gauge: metrics.upstreamCircuit,
    labels: {},
    logger,
    message: "upstream circuit breaker changed state",
  });

  const http = createUpstreamHttp({
    baseUrl: config.bridgeApiUrl,
    ...config.upstream,
    breaker,
    tracing: config.tracing.enabled,
    onAttempt: ({ route, status, ms }) => {
      const labels = { endpoint: route, status };
      metrics.upstreamRequests.inc(labels);
      metrics.upstreamDuration.observe(labels, ms / 1000);
    },
  });
  const tokens = config.bridgeApiKey
    ? createTokenManager({
        apiKey: config.bridgeApiKey,
        exchange: (key) => exchangeApiKey(http, key),
        now: deps.now,
        shared: deps.sharedToken,
      })
    : undefined;
  return { client: createBridgeClient(http, tokens), tokens, breaker, close: () => http.close() };
}
