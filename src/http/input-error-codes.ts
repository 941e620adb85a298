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
 * Results that ran (`data` present) are left alone, and so is the code of an error that has one
 * (a scalar's own refusal). The variable's value, which graphql-js quotes whole, is cut to a prefix
 * in every such error (security/input-echo.ts), coded or not.
 */
export function inputErrorCodesPlugin(): Plugin {
  const withCodes = (result: ExecutionResult): ExecutionResult | undefined => {
    if ("data" in result || !result.errors) return undefined;
    const errors = result.errors.map((e) => {
      const message = capEcho(e.message);
      if (message === e.message && e.extensions?.code !== undefined) return e;
      return new GraphQLError(message, {
        nodes: e.nodes,
        path: e.path,
        originalError: e.originalError,
        extensions: { ...e.extensions, code: e.extensions?.code ?? BAD_USER_INPUT },
      });
    });
    return errors.some((e, i) => e !== result.errors![i]) ? { ...result, errors } : undefined;
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
