import { getOperationAST, type DocumentNode } from "graphql";
import type { Plugin } from "graphql-yoga";
import { callerContext, SpanKind, withSpan } from "./tracing.js";

/** The request headers an operation came with: yoga's Fetch request (HTTP, SSE) or the WebSocket upgrade request. */
function headersOf(contextValue: unknown): Headers | Record<string, string | string[] | undefined> | undefined {
  const c = contextValue as { request?: Request; req?: { headers: Record<string, string | string[] | undefined> } };
  return c.request?.headers ?? c.req?.headers;
}

function describe(document: DocumentNode, operationName: string | null | undefined) {
  const operation = getOperationAST(document, operationName);
  const type = operation?.operation ?? "query";
  const name = operation?.name?.value ?? operationName ?? undefined;
  return {
    spanName: name ? `${type} ${name}` : type,
    attributes: { "graphql.operation.type": type, ...(name && { "graphql.operation.name": name }) },
  };
}

/**
 * One span per operation (HTTP, SSE and graphql-ws all run through yoga's envelop), continuing
 * the caller's W3C `traceparent`; resolvers, cache lookups and upstream calls run inside it, so
 * their spans are its children. Installed only when tracing is on (gateway.ts).
 */
export function tracingPlugin(): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const { spanName, attributes } = describe(args.document, args.operationName);
      setExecuteFn((execArgs) =>
        withSpan(spanName, { kind: SpanKind.SERVER, attributes, parent: callerContext(headersOf(args.contextValue)) }, async () =>
          executeFn(execArgs),
        ),
      );
    },
    onSubscribe({ args, subscribeFn, setSubscribeFn }) {
      const { spanName, attributes } = describe(args.document, args.operationName);
      // Covers opening the stream (filter checks, current state); events are pushed outside it.
      setSubscribeFn((subscribeArgs) =>
        withSpan(spanName, { kind: SpanKind.SERVER, attributes, parent: callerContext(headersOf(args.contextValue)) }, async () =>
          subscribeFn(subscribeArgs),
        ),
      );
    },
  };
}
