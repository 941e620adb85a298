import { getOperationAST, type ExecutionResult } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Logger } from "./logger.js";
import type { Metrics, OperationOutcome } from "./metrics.js";
import { REQUEST_ID_HEADER, requestIdOf } from "./request-id.js";

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === "object" && value !== null && Symbol.asyncIterator in value;

/** One finished operation, as the log line and the operation metrics see it. */
export interface OperationRecord {
  name: string;
  type: string;
  errors: readonly { extensions?: Record<string, unknown> }[];
  /** Filled by the resolvers (schema/errors.ts) of this very operation. */
  typedErrors: readonly string[];
  seconds: number;
  /** Answered from the response cache (twins/graphql/response-cache.ts) without running it. */
  cached?: boolean;
}

/** Counts the operation in the metrics and logs its line (`log` carries the request id). */
export function recordOperation(log: Logger, metrics: Metrics, op: OperationRecord): void {
  const typedErrors = op.typedErrors.length > 1 ? [...new Set(op.typedErrors)] : op.typedErrors;
  const outcome: OperationOutcome = op.errors.length > 0 ? "error" : typedErrors.length > 0 ? "typed-error" : "success";
  const label = metrics.operationLabel(op.name);
  metrics.operations.inc({ operation: label, type: op.type, outcome });
  metrics.operationDuration.observe({ operation: label, type: op.type }, op.seconds);
  // The line's object is not built at all when nobody reads it (LOG_LEVEL=warn, as under load).
  if (!log.isLevelEnabled("info")) return;
  log.info(
    {
      operation: op.name,
      type: op.type,
      outcome,
      durationMs: Math.round(op.seconds * 1000),
      codes: op.errors.map((e) => e.extensions?.code),
      ...(typedErrors.length > 0 ? { typedErrors } : {}),
      ...(op.cached ? { cached: true } : {}),
    },
    "operation",
  );
}

/**
 * Request ids, operation logs and operation metrics. Every HTTP request gets an id (the caller's
 * `x-request-id` when it is a plain token) echoed in the response; every operation (HTTP, SSE or
 * graphql-ws, which has no request of its own) logs one line with that id, its name, type,
 * outcome and duration, and counts in `gateway_graphql_operations_total`.
 */
export function useObservability(logger: Logger, metrics: Metrics): Plugin {
  const { operations, operationLabel } = metrics;
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
          recordOperation(log, metrics, {
            name,
            type,
            errors: (result as ExecutionResult).errors ?? [],
            typedErrors: (args.contextValue as { typedErrors?: string[] }).typedErrors ?? [],
            seconds: (performance.now() - started) / 1000,
          });
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
