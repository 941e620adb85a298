import { getOperationAST, type ExecutionResult } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Logger } from "./logger.js";
import type { Metrics, OperationOutcome } from "./metrics.js";
import { REQUEST_ID_HEADER, requestIdOf } from "./request-id.js";

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === "object" && value !== null && Symbol.asyncIterator in value;

/**
 * Request ids, operation logs and operation metrics. Every HTTP request gets an id (the caller's
 * `x-request-id` when it is a plain token) echoed in the response; every operation (HTTP, SSE or
 * graphql-ws, which has no request of its own) logs one line with that id, its name, type,
 * outcome and duration, and counts in `gateway_graphql_operations_total`.
 */
export function useObservability(logger: Logger, metrics: Metrics): Plugin {
  const { operations, operationDuration, operationLabel } = metrics;
  const ids = new WeakMap<Request, string>();
  const idOf = (request: Request | undefined): string => {
    if (!request) return requestIdOf(undefined);
    let id = ids.get(request);
    if (id === undefined) {
      id = requestIdOf(request.headers.get(REQUEST_ID_HEADER));
      ids.set(request, id);
    }
    return id;
  };

  return {
    onRequest({ request }) {
      idOf(request);
    },
    onResponse({ request, response }) {
      response.headers.set(REQUEST_ID_HEADER, idOf(request));
    },
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      const name = operation?.name?.value ?? args.operationName ?? "anonymous";
      const type = operation?.operation ?? "unknown";
      const requestId = idOf((args.contextValue as { request?: Request }).request);
      const log = logger.child({ requestId });
      const started = performance.now();
      return {
        onExecuteDone({ result }) {
          // Incremental delivery streams its result; only whole results are counted here.
          if (isAsyncIterable(result)) return;
          const errors = (result as ExecutionResult).errors ?? [];
          // Filled by the resolvers (schema/errors.ts) of this very operation; unique names, in order.
          const typedErrors = [...new Set((args.contextValue as { typedErrors?: string[] }).typedErrors)];
          const outcome: OperationOutcome = errors.length > 0 ? "error" : typedErrors.length > 0 ? "typed-error" : "success";
          const seconds = (performance.now() - started) / 1000;
          operations.inc({ operation: operationLabel(name), type, outcome });
          operationDuration.observe({ operation: operationLabel(name), type }, seconds);
          log.info(
            {
              operation: name,
              type,
              outcome,
              durationMs: Math.round(seconds * 1000),
              codes: errors.map((e) => e.extensions?.code),
              ...(typedErrors.length > 0 ? { typedErrors } : {}),
            },
            "operation",
          );
        },
      };
    },
    onSubscribe({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      const name = operation?.name?.value ?? args.operationName ?? "anonymous";
      const requestId = idOf((args.contextValue as { request?: Request }).request);
      return {
        onSubscribeResult({ result }) {
          const failed = !isAsyncIterable(result) && ((result as ExecutionResult).errors?.length ?? 0) > 0;
          operations.inc({ operation: operationLabel(name), type: "subscription", outcome: failed ? "error" : "success" });
          logger
            .child({ requestId })
            .info({ operation: name, type: "subscription", outcome: failed ? "error" : "success" }, "subscription");
        },
      };
    },
  };
}
