import type { GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { CORSOptions } from "@whatwg-node/server";
import type { Config } from "../config.js";
import type { Caller } from "../caller.js";
import { createAdmission, type Admission, type AdmissionDeps } from "./admission.js";
import { csrfPlugin, persistedOperationsPlugin, rateLimitPlugin } from "./admission-plugins.js";
import { bodyLimitPlugin } from "./body-limit.js";
import { hideParseDetailsPlugin } from "./hide-parse-details.js";
import { inputEchoPlugin } from "./input-echo.js";
import { queryLimitPlugins } from "./query-limits.js";
import { rateLimitedError } from "./rate-limit.js";

export { CSRF_HEADER } from "./admission.js";

/** Armor's default: far above any real operation, well below an abusive one. */
const MAX_DIRECTIVES = 50;

/** Infrastructure the security layer borrows from the gateway. */
export type SecurityDeps = AdmissionDeps;

/** Everything that stands between the public internet and the schema. */
export interface Security {
  /** The decisions, for the entrances that do not go through yoga's plugins (the compiled path). */
  admission: Admission;
  /**
   * Yoga plugins, in order: rate limit, body size, parse-error detail, echoed-input cap, CSRF, persisted operations,
   * query limits. Each of the first, CSRF and persisted operations only carries out what admission decides.
   */
  plugins: Plugin[];
  /** Yoga's `cors` option: undefined (yoga's default, any origin) unless `CORS_ORIGINS` is set. */
  cors: CORSOptions | undefined;
  /**
   * Admits a graphql-ws subscribe message as an HTTP request is admitted before parsing (query
   * limits and masking run for both inside yoga's envelop): the client's rate budget and the
   * persisted-operations allow-list. Resolves the document to run, or the error to answer with.
   */
  admitWs(caller: Caller, params: { query: string; extensions?: Record<string, unknown> | null }): Promise<string | GraphQLError>;
}

/**
 * Builds the security layer from the config.
 * @throws Error when the persisted-operations file is configured but unreadable.
 */
export function createSecurity(config: Config, deps: SecurityDeps): Security {
  const s = config.security;
  const admission = createAdmission(config, deps);
  const plugins: Plugin[] = [
    ...(admission.rateLimited ? [rateLimitPlugin(admission) as Plugin] : []),
    bodyLimitPlugin(admission.maxBodyBytes),
    hideParseDetailsPlugin(),
    inputEchoPlugin(),
    csrfPlugin(admission),
    ...(admission.persisted ? [persistedOperationsPlugin(admission)] : []),
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
    admission,
    plugins,
    cors: s.corsOrigins && { origin: s.corsOrigins },
    async admitWs(caller, params) {
      const verdict = await admission.rate(caller);
      if (!verdict.allowed) return rateLimitedError(verdict.retryAfterSeconds);
      return admission.document(params) ?? params.query;
    },
  };
}
