import type { Attributes } from "@opentelemetry/api";
import { getOperationAST, type DocumentNode, type OperationDefinitionNode } from "graphql";
import type { Plugin } from "graphql-yoga";
import { callerContext, SpanKind, withSpan } from "./tracing.js";

/** The request headers an operation came with: yoga's Fetch request (HTTP, SSE) or the WebSocket upgrade request. */
function headersOf(contextValue: unknown): Headers | Record<string, string | string[] | undefined> | undefined {
  const c = contextValue as { request?: Request; req?: { headers: Record<string, string | string[] | undefined> } };
  return c.request?.headers ?? c.req?.headers;
}

/** An operation's span name and attributes. */
export interface OperationSpan {
  spanName: string;
  attributes: Attributes;
}

/** The span of `operation` (undefined: the document names none that runs), named `<type> <name>`. */
export function operationSpan(
  operation: OperationDefinitionNode | null | undefined,
  operationName: string | null | undefined,
): OperationSpan {
  const type = operation?.operation ?? "query";
  const name = operation?.name?.value ?? operationName ?? undefined;
  return {
    spanName: name ? `${type} ${name}` : type,
    attributes: { "graphql.operation.type": type, ...(name && { "graphql.operation.name": name }) },
  };
}

/**
 * Runs `fn` in the operation's server span, continuing the caller's `traceparent` from `headers`
 * (a no-op span when tracing is off).
 */
export function inOperationSpan<T>(
  span: OperationSpan,
  headers: Parameters<typeof callerContext>[0],
  fn: () => Promise<T> | T,
): Promise<T> {
  return withSpan(
    span.spanName,
    { kind: SpanKind.SERVER, attributes: span.attributes, parent: callerContext(headers) },
    async () => fn(),
  );
}

const describe = (document: DocumentNode, operationName: string | null | undefined) =>
  operationSpan(getOperationAST(document, operationName), operationName);

/**
 * One span per operation (HTTP, SSE and graphql-ws all run through yoga's envelop), continuing
 * the caller's W3C `traceparent`; resolvers, cache lookups and upstream calls run inside it, so
 * their spans are its children. Installed only when tracing is on (gateway.ts).
 */
export function tracingPlugin(): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const span = describe(args.document, args.operationName);
      setExecuteFn((execArgs) => inOperationSpan(span, headersOf(args.contextValue), () => executeFn(execArgs)));
    },
    onSubscribe({ args, subscribeFn, setSubscribeFn }) {
      const span = describe(args.document, args.operationName);
      // Covers opening the stream (filter checks, current state); events are pushed outside it.
      setSubscribeFn((subscribeArgs) => inOperationSpan(span, headersOf(args.contextValue), () => subscribeFn(subscribeArgs)));
    },
  };
}
