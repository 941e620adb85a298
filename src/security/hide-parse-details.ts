import { GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";

/**
 * Yoga answers a malformed body with the JSON parser's own message in
 * `extensions.originalError`, which quotes the body back. Masking does not cover request-level
 * errors, so this drops that detail; "POST body sent invalid JSON." says enough.
 *
 * Yoga also reads that detail to pick the status: a non-GraphQL `originalError` is what makes it
 * answer `400` rather than `200` under `accept: application/json`, as GraphQL over HTTP asks for a
 * body that is not JSON (or is missing). So the status hint is kept without its `spec` flag, which
 * is what would let `application/json` turn it into `200`.
 */
export function hideParseDetailsPlugin(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || Symbol.asyncIterator in result || !result.errors) return;
      if (!result.errors.some((e) => e.extensions?.originalError !== undefined)) return;
      setResult({
        ...result,
        errors: result.errors.map((e) => {
          if (e.extensions?.originalError === undefined) return e;
          const { originalError: _hidden, http, ...extensions } = e.extensions;
          const status = (http as { status?: unknown } | undefined)?.status;
          return new GraphQLError(e.message, {
            extensions: typeof status === "number" ? { ...extensions, http: { status } } : extensions,
          });
        }),
      });
    },
  };
}
