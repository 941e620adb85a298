import { GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";

/** The most of one client value (a quoted string, a bare literal) an error message repeats. */
export const MAX_ECHOED_VALUE = 64;
/** The most characters of any error message built from what a client sent. */
export const MAX_ECHO_MESSAGE = 512;

const CUT = "…";
/** A double-quoted value (JSON's escapes included), or a run without spaces, longer than the cap. */
const LONG_QUOTED = new RegExp(`"((?:[^"\\\\]|\\\\.){${MAX_ECHOED_VALUE + 1},})"`, "g");
const LONG_BARE = new RegExp(`[^\\s"]{${MAX_ECHOED_VALUE + 1},}`, "g");

/**
 * The message with every value it quotes cut to {@link MAX_ECHOED_VALUE} characters and the whole
 * to {@link MAX_ECHO_MESSAGE}. graphql-js quotes a literal or variable whole ("Expected value of
 * type …, found …", "Variable "$x" got invalid value …"): a 600 KB string came back in a 600 KB
 * answer, which costs the gateway the copy and lets a caller make it amplify what it sends.
 */
export function capEcho(message: string): string {
  if (message.length <= MAX_ECHOED_VALUE) return message;
  const capped = message
    .replace(LONG_QUOTED, (_all, value: string) => `"${value.slice(0, MAX_ECHOED_VALUE)}${CUT}"`)
    .replace(LONG_BARE, (run) => run.slice(0, MAX_ECHOED_VALUE) + CUT);
  return capped.length <= MAX_ECHO_MESSAGE ? capped : capped.slice(0, MAX_ECHO_MESSAGE - CUT.length) + CUT;
}

/** The error with its message capped; the same object when there was nothing to cut. */
export function withCappedEcho<E extends Error>(error: E): E | GraphQLError {
  const message = capEcho(error.message);
  if (message === error.message) return error;
  if (!(error instanceof GraphQLError)) return new GraphQLError(message);
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

const capAll = (errors: readonly Error[]) => {
  const capped = errors.map(withCappedEcho);
  return capped.some((e, i) => e !== errors[i]) ? capped : undefined;
};

/**
 * Caps the messages of syntax errors and validation errors, for HTTP, SSE and graphql-ws alike
 * (all parse and validate through yoga's envelop). Variable coercion errors are capped where they
 * get their code (http/input-error-codes.ts).
 */
export function inputEchoPlugin(): Plugin {
  return {
    onParse:
      () =>
      ({ result, replaceParseResult }) => {
        if (result instanceof Error) {
          const capped = withCappedEcho(result);
          if (capped !== result) replaceParseResult(capped);
        }
      },
    onValidate:
      () =>
      ({ valid, result, setResult }) => {
        if (valid) return;
        const capped = capAll(result as Error[]);
        if (capped) setResult(capped);
      },
  };
}
