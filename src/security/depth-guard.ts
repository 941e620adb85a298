import { GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";

/** `extensions.code` of a refused document; the same as the field-depth limit's, since it is the same abuse. */
export const MAX_DEPTH_EXCEEDED = "MAX_DEPTH_EXCEEDED";

/**
 * The deepest bracket nesting a document may have. graphql-js parses (and armor's depth rule
 * walks) recursively: about 2,000 nested `{`, `(` or `[` overflow the stack, before the token
 * limit is reached (`[[[…` costs one token per level). Operations allowed by the field-depth
 * limit nest far less (a field level costs a `{`, an inline fragment another, arguments a few),
 * so the ceiling is generous against them and far below the overflow.
 */
export function nestingLimitFor(maxDepth: number): number {
  return Math.max(128, 4 * maxDepth);
}

/**
 * Whether `source` nests `{`, `(` and `[` deeper than `limit`, outside strings, block strings and
 * comments. One linear pass with no recursion, stopping at the first level over the limit, so it
 * is safe to run on anything before the parser sees it. Unbalanced or malformed text is left to
 * the parser to report.
 */
export function nestsDeeperThan(source: string, limit: number): boolean {
  let depth = 0;
  const n = source.length;
  for (let i = 0; i < n; i++) {
    const c = source.charCodeAt(i);
    switch (c) {
      case 0x7b: // {
      case 0x28: // (
      case 0x5b: // [
        if (++depth > limit) return true;
        break;
      case 0x7d: // }
      case 0x29: // )
      case 0x5d: // ]
        depth--;
        break;
      case 0x23: // # comment, to the end of the line
        while (i + 1 < n && source.charCodeAt(i + 1) !== 0x0a && source.charCodeAt(i + 1) !== 0x0d) i++;
        break;
      case 0x22: // "
        if (source.startsWith('"""', i)) {
          // Block string: ends at the next unescaped """.
          i += 3;
          while (i < n && !source.startsWith('"""', i)) i += source.startsWith('\\"""', i) ? 4 : 1;
          i += 2;
        } else {
          // String: ends at the next unescaped " (or the line end, where the parser will complain).
          for (i++; i < n; i++) {
            const s = source.charCodeAt(i);
            if (s === 0x5c) i++;
            else if (s === 0x22 || s === 0x0a || s === 0x0d) break;
          }
        }
        break;
    }
  }
  return false;
}

/**
 * Refuses a document nested deeper than `limit` before it is parsed, for every transport that
 * parses through yoga's envelop (HTTP GET and POST, SSE, graphql-ws): a GraphQL error like the
 * other limits' instead of a stack overflow's 500.
 */
export function depthGuardPlugin(limit: number): Plugin {
  return {
    onParse({ params, setParsedDocument }) {
      const source = typeof params.source === "string" ? params.source : params.source.body;
      if (!nestsDeeperThan(source, limit)) return;
      // Handed over as the parse result rather than thrown: envelop then runs the after-parse hooks
      // on it as on any syntax error (yoga marks it a request error, 400 under
      // application/graphql-response+json; its cache remembers the refusal), and throws it.
      setParsedDocument(
        new GraphQLError(`Document nesting limit of ${limit} exceeded.`, {
          extensions: { code: MAX_DEPTH_EXCEEDED },
        }) as never,
      );
    },
  };
}
