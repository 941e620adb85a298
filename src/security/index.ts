import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import type { GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { CORSOptions } from "@whatwg-node/server";
import type { RedisClient } from "../redis/cluster.js";
import type { Config } from "../config.js";
import type { Caller } from "../caller.js";
import type { Logger } from "../observability/logger.js";
import { bodyLimitPlugin } from "./body-limit.js";
import { hideParseDetailsPlugin } from "./hide-parse-details.js";
import { loadPersistedOperations, type PersistedLookup } from "./persisted-operations.js";
import { queryLimitPlugins } from "./query-limits.js";
import { createRateLimiter, rateLimitedError, rateLimitPlugin, type RateVerdict } from "./rate-limit.js";

/** Header a browser cannot add to a cross-site "simple" request, so its presence proves a CORS preflight. */
export const CSRF_HEADER = "x-graphql-yoga-csrf";

/** Armor's default: far above any real operation, well below an abusive one. */
const MAX_DIRECTIVES = 50;

/** Infrastructure the security layer borrows from the gateway. */
export interface SecurityDeps {
  /** The gateway's command connection; rate-limit counters live there when set. */
  redis?: RedisClient;
  logger: Logger;
}

/** Everything that stands between the public internet and the schema. */
export interface Security {
  /** Yoga plugins, in order: rate limit, body size, parse-error detail, CSRF, persisted operations, query limits. */
  plugins: Plugin[];
  /** Yoga's `cors` option: undefined (yoga's default, any origin) unless `CORS_ORIGINS` is set. */
  cors: CORSOptions | undefined;
  /**
   * Applies to a graphql-ws subscribe message what HTTP requests get from the plugins before
   * parsing (query limits and masking run for both inside yoga's envelop): the client's rate
   * budget and the persisted-operations allow-list. Resolves the document to run, or the error
   * to answer with.
   */
  admitWs(caller: Caller, params: { query: string; extensions?: Record<string, unknown> | null }): Promise<string | GraphQLError>;
  /** Spends one unit of the caller's budget, as the rate-limit plugin does; undefined when rate limiting is off. */
  consumeRate?: (caller: Caller) => Promise<RateVerdict>;
  /** The persisted-operations allow-list as the compiled path reads it; undefined when it is off. */
  persisted?: PersistedLookup;
}

/**
 * Builds the security layer from the config.
 * @throws Error when the persisted-operations file is configured but unreadable.
 */
export function createSecurity(config: Config, deps: SecurityDeps): Security {
  const s = config.security;
  const limiter =
    s.rateLimitPerMinute > 0
      ? createRateLimiter({
          perMinute: s.rateLimitPerMinute,
          redis: deps.redis,
          keyPrefix: `${config.redisKeyPrefix}rate-limit`,
          onStoreDown: (err) =>
            deps.logger.warn(
              { err: (err as Error).message },
              "rate-limit store unavailable; requests are not limited until it returns",
            ),
        })
      : undefined;
  const persisted =
    s.persistedOperations === "off" ? undefined : loadPersistedOperations(s.persistedOperationsFile, s.persistedOperations);

  const plugins: Plugin[] = [
    ...(limiter ? [rateLimitPlugin(limiter) as Plugin] : []),
    bodyLimitPlugin(s.maxBodyBytes),
    hideParseDetailsPlugin(),
    useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
    ...(persisted ? [persisted.plugin] : []),
    ...queryLimitPlugins({
      maxDepth: s.maxDepth,
      maxAliases: s.maxAliases,
      maxTokens: s.maxTokens,
      maxCost: s.maxCost,
      maxDirectives: MAX_DIRECTIVES,
      introspection: config.introspection,
      fieldSuggestions: s.fieldSuggestions,
    }),
  ];

  return {
    plugins,
    cors: s.corsOrigins && { origin: s.corsOrigins },
    consumeRate: limiter && ((caller) => limiter.consume(caller.rateKeys)),
    persisted,
    async admitWs(caller, params) {
      if (limiter) {
        const verdict = await limiter.consume(caller.rateKeys);
        if (!verdict.allowed) return rateLimitedError(verdict.retryAfterSeconds);
      }
      return persisted ? persisted.resolveWs(params) : params.query;
    },
  };
}
