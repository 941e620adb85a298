import type { GraphQLError } from "graphql";
import { createGraphQLError } from "graphql-yoga";
import type { Caller } from "../caller.js";
import type { Logger } from "../observability/logger.js";
import type { RedisClient } from "../redis/cluster.js";
import type { Config } from "../config.js";
import { loadPersistedOperations, persistedHashOf } from "./persisted-operations.js";
import { createRateLimiter, type RateVerdict } from "./rate-limit.js";

/** Header a browser cannot add to a cross-site "simple" request, so its presence proves a CORS preflight. */
export const CSRF_HEADER = "x-graphql-yoga-csrf";

/** Content types a browser sends cross-site without a preflight (yoga's CSRF prevention's list). */
const NON_PREFLIGHTED_CONTENT_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"];

const ONLY_PERSISTED = "Only persisted operations are accepted: send extensions.persistedQuery { version: 1, sha256Hash }.";

/** The parameters admission reads of a request or a graphql-ws subscribe message. */
export interface AdmittedParams {
  query?: unknown;
  extensions?: unknown;
}

/**
 * The one place that decides whether a request may run, for every entrance: yoga over HTTP and SSE
 * (through the thin plugins of security/index.ts), the compiled path (twins/graphql/fast-path.ts) and
 * graphql-ws (twins/graphql/graphql-ws.ts). Depth, aliases, tokens, cost and directives are properties of a
 * text, checked by yoga's parse and validate for a text it has not seen (every entrance parses and
 * validates through yoga's envelop; a compiled text was validated when yoga first ran it).
 */
export interface Admission {
  /** Spends one unit of the caller's budget (RATE_LIMIT_PER_MINUTE); always allowed when it is 0. */
  rate(caller: Caller): Promise<RateVerdict>;
  /** Whether rate limiting is on at all. */
  readonly rateLimited: boolean;
  /** Largest request body read, in bytes (GRAPHQL_MAX_BODY_BYTES). */
  readonly maxBodyBytes: number;
  /**
   * Whether a request proves a CORS preflight, as yoga's CSRF prevention decides: a content type a
   * browser preflights, or the CSRF header.
   */
  csrfPasses(contentType: string | null | undefined, hasCsrfHeader: boolean): boolean;
  /** Whether PERSISTED_OPERATIONS is on (`allow` or `only`). */
  readonly persisted: boolean;
  /**
   * What the persisted-operations allow-list makes of these parameters: undefined to run them as
   * they are (a text where texts may run, or the allow-list is off), the allow-listed document a
   * hash names, or the refusal (a text in `only` mode, no hash, an unknown hash).
   */
  document(params: AdmittedParams): string | GraphQLError | undefined;
}

/** Infrastructure admission borrows from the gateway. */
export interface AdmissionDeps {
  /** Rate-limit counters live there when set. */
  redis?: RedisClient;
  logger: Logger;
}

/**
 * Builds admission from the config.
 * @throws Error when the persisted-operations file is configured but unreadable.
 */
export function createAdmission(config: Config, deps: AdmissionDeps): Admission {
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
  const mode = s.persistedOperations;
  const documents = mode === "off" ? undefined : loadPersistedOperations(s.persistedOperationsFile);
  const allowed: RateVerdict = { allowed: true };

  return {
    rate: limiter ? (caller) => limiter.consume(caller.rateKeys) : () => Promise.resolve(allowed),
    rateLimited: limiter !== undefined,
    maxBodyBytes: s.maxBodyBytes,
    csrfPasses(contentType, hasCsrfHeader) {
      if (hasCsrfHeader) return true;
      if (!contentType) return false;
      const type = contentType.toLowerCase();
      return !NON_PREFLIGHTED_CONTENT_TYPES.some((t) => type.startsWith(t));
    },
    persisted: documents !== undefined,
    // The rules of @graphql-yoga/plugin-persisted-operations, which this replaces: a truthy
    // `query` is a text, whatever the extensions say.
    document(params) {
      if (!documents) return undefined;
      if (params.query) {
        return mode === "allow"
          ? undefined
          : createGraphQLError(ONLY_PERSISTED, { extensions: { code: "PERSISTED_QUERY_ONLY" } });
      }
      const hash = persistedHashOf(params.extensions);
      if (hash === undefined) return createGraphQLError(ONLY_PERSISTED, { extensions: { code: "PERSISTED_QUERY_ONLY" } });
      return (
        documents.get(hash) ??
        createGraphQLError("This persisted operation is not on the allow-list.", {
          extensions: { code: "PERSISTED_QUERY_NOT_FOUND" },
        })
      );
    },
  };
}
