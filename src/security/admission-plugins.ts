import { GraphQLError } from "graphql";
import { createGraphQLError, type Plugin } from "graphql-yoga";
import type { Caller } from "../caller.js";
import { CSRF_HEADER, type Admission } from "./admission.js";
import { errorResponse } from "./http-error.js";
import { rateLimitedError, type RateVerdict } from "./rate-limit.js";

/**
 * Spends one unit per HTTP request to `/graphql` before the body is read; over budget the answer
 * is `429` with `Retry-After` and a GraphQL error `RATE_LIMITED` carrying `retryAfterSeconds`.
 */
export function rateLimitPlugin(
  admission: Pick<Admission, "rate">,
): Plugin<object, { caller: Caller; rateVerdict?: RateVerdict }> {
  return {
    async onRequest({ serverContext, endResponse }) {
      // The fast path (twins/graphql/fast-path.ts) hands over a request it already counted with its verdict.
      const verdict = serverContext.rateVerdict ?? (await admission.rate(serverContext.caller));
      if (verdict.allowed) return;
      const { message, extensions } = rateLimitedError(verdict.retryAfterSeconds);
      endResponse(
        errorResponse(
          429,
          message,
          { ...(extensions as { code: string }) },
          { "retry-after": String(verdict.retryAfterSeconds) },
        ),
      );
    },
  };
}

/** Yoga's CSRF prevention (the header, or a preflighted content type), as admission decides it. */
export function csrfPlugin(admission: Pick<Admission, "csrfPasses">): Plugin {
  return {
    onRequestParse({ request }) {
      if (admission.csrfPasses(request.headers.get("content-type"), request.headers.has(CSRF_HEADER))) return;
      throw createGraphQLError("Required CSRF header(s) not present", { extensions: { http: { status: 403 } } });
    },
  };
}

/** The allow-list for HTTP GET and POST and SSE: runs the document admission names, or throws its refusal. */
export function persistedOperationsPlugin(admission: Pick<Admission, "document">): Plugin {
  return {
    onParams({ params, setParams }) {
      const document = admission.document(params);
      if (document instanceof GraphQLError) throw document;
      if (document === undefined) return;
      setParams({
        query: document,
        operationName: params.operationName,
        variables: params.variables,
        extensions: params.extensions,
      });
    },
  };
}
