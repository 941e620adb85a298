import { GraphQLError, type ExecutionResult } from "graphql";
import type { Plugin } from "graphql-yoga";
import { capEcho } from "../security/input-echo.js";

/** The code of every refusal caused by what the caller sent (docs/api.md). */
const BAD_USER_INPUT = "BAD_USER_INPUT";

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === "object" && value !== null && Symbol.asyncIterator in value;

/**
 * graphql-js answers variables that fail coercion (`amount: "abc"` for a Decimal, a missing
 * required variable, an unknown enum value) and an unknown `operationName` before running
 * anything: a result without `data` whose errors carry no `extensions.code`, unlike every other
 * refusal of this gateway. Every such error is the caller's input, so it gets `BAD_USER_INPUT`
 * here, in one place, for HTTP, SSE and graphql-ws (all of which run through yoga's envelop).
 * Results that ran (`data` present) and errors that already have a code are left alone. The
 * variable's value, which graphql-js quotes whole, is cut to a prefix (security/input-echo.ts).
 */
export function inputErrorCodesPlugin(): Plugin {
  const withCodes = (result: ExecutionResult): ExecutionResult | undefined => {
    if ("data" in result || !result.errors?.some((e) => e.extensions?.code === undefined)) return undefined;
    return {
      ...result,
      errors: result.errors.map((e) =>
        e.extensions?.code !== undefined
          ? e
          : new GraphQLError(capEcho(e.message), {
              nodes: e.nodes,
              path: e.path,
              originalError: e.originalError,
              extensions: { ...e.extensions, code: BAD_USER_INPUT },
            }),
      ),
    };
  };
  return {
    onExecute: () => ({
      onExecuteDone({ result, setResult }) {
        if (isAsyncIterable(result)) return;
        const coded = withCodes(result);
        if (coded) setResult(coded);
      },
    }),
    onSubscribe: () => ({
      onSubscribeResult({ result, setResult }) {
        if (isAsyncIterable(result)) return;
        const coded = withCodes(result);
        if (coded) setResult(coded);
      },
    }),
  };
}
