import { createGraphQLError, processRegularResult, type Plugin } from "graphql-yoga";

const STREAMING = /text\/event-stream|multipart\/mixed/;

/** What a client that POSTed a subscription for one JSON answer reads instead of an empty 406. */
export const SUBSCRIBE_HOW =
  "A subscription is a stream: send it with `accept: text/event-stream` (GraphQL over SSE) or over " +
  "a WebSocket to /graphql with the graphql-ws protocol (graphql-transport-ws); a plain POST gets one JSON answer.";

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === "object" && value !== null && Symbol.asyncIterator in value;

/**
 * A subscription POSTed with a JSON `accept` (or none): yoga finds no result processor for a
 * stream and answers 406 with an empty body, which a frontend shows as a bare failure. This
 * answers the same 406 with a JSON error that says how to subscribe, and ends the stream it
 * had already started.
 */
export function subscriptionNeedsStreamPlugin(): Plugin {
  return {
    onResultProcess({ request, result, setResult, setResultProcessor }) {
      if (!isAsyncIterable(result) || STREAMING.test(request.headers.get("accept") ?? "")) return;
      void result[Symbol.asyncIterator]().return?.();
      setResult({
        errors: [createGraphQLError(SUBSCRIBE_HOW, { extensions: { code: "NOT_ACCEPTABLE", http: { status: 406 } } })],
      });
      setResultProcessor(processRegularResult, "application/json");
    },
  };
}
