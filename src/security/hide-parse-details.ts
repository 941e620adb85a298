import { GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";

/**
 * Yoga answers a malformed body with the JSON parser's own message in
 * `extensions.originalError`, which quotes the body back. Masking does not cover request-level
 * errors, so this drops that detail; "POST body sent invalid JSON." says enough.
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
          const { originalError: _hidden, ...extensions } = e.extensions;
          return new GraphQLError(e.message, { extensions });
        }),
      });
    },
  };
}
