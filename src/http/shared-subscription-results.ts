import type { Plugin } from "graphql-yoga";
import { buildExecutionContext, execute } from "@graphql-tools/executor";
import { createGraphQLError, isAsyncIterable, mapAsyncIterator } from "@graphql-tools/utils";
import { createSourceEventStream, getOperationAST, type DocumentNode, type ExecutionResult } from "graphql";
import type { GatewayContext } from "../schema/context.js";

type Result = ExecutionResult | Promise<ExecutionResult>;

/**
 * Runs a subscription's selection once per event for all the subscribers that share its document,
 * variables, operation name and scope, instead of once per subscriber. The bus hands every
 * subscriber of an instance the same event object, so a thousand clients following one transfer
 * with the same query cost one execution per event (graphql-ws still serialises and sends each
 * copy). Events are keyed by identity: a replayed or current-state event, built for one
 * subscriber, is executed for that subscriber alone.
 * @param scopeOf what besides the operation decides a result (the caller's tenant: resolvers may
 *   read through the caller's credential); subscribers in different scopes never share one.
 */
export function useSharedSubscriptionResults(scopeOf: (context: GatewayContext) => string): Plugin<GatewayContext> {
  const documentIds = new WeakMap<DocumentNode, number>();
  let nextDocumentId = 0;
  const documentId = (document: DocumentNode): number => {
    let id = documentIds.get(document);
    if (id === undefined) documentIds.set(document, (id = nextDocumentId++));
    return id;
  };
  // Per event object, per operation key: dropped with the event once every subscriber is past it.
  const results = new WeakMap<object, Map<string, Result>>();

  return {
    onSubscribe({ subscribeFn, setSubscribeFn }) {
      setSubscribeFn(async (args) => {
        // Invalid variables: the default subscribe answers them (HTTP 400, BAD_USER_INPUT).
        if (!("schema" in buildExecutionContext(args))) return subscribeFn(args);
        const source = await createSourceEventStream(args);
        if (!isAsyncIterable(source)) return source;
        const key = [
          documentId(args.document),
          args.operationName ?? "",
          JSON.stringify(args.variableValues ?? {}),
          scopeOf(args.contextValue as GatewayContext),
        ].join("\u0000");
        // Without the subscriber's abort signal: one subscriber leaving must not cut the others' result.
        const run = (payload: unknown): Result => execute({ ...args, rootValue: payload, signal: undefined }) as Result;
        return mapAsyncIterator(
          source,
          (payload: unknown): Result => {
            if (typeof payload !== "object" || payload === null) return run(payload);
            let forEvent = results.get(payload);
            if (!forEvent) results.set(payload, (forEvent = new Map()));
            let result = forEvent.get(key);
            if (!result) forEvent.set(key, (result = run(payload)));
            return result;
          },
          // As the default subscribe reports a failing event stream.
          (error: unknown) => {
            const operation = getOperationAST(args.document, args.operationName);
            throw createGraphQLError((error as Error).message, { originalError: error as Error, nodes: operation });
          },
        );
      });
    },
  };
}
