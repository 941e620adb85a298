import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { expect } from "vitest";
import { print, type ExecutionResult } from "graphql";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { createAsyncQueue, type AsyncQueue } from "./async-queue.js";
import { onDispose } from "./disposers.js";

export interface Subscription<R> extends AsyncQueue<ExecutionResult<R>> {
  close(): Promise<void>;
}

/** A graphql-ws client on `${gatewayUrl}/graphql`, closed after the file's tests. */
export function wsClient(gatewayUrl: string, connectionParams?: Record<string, unknown>): Client {
  const client = createClient({
    url: `${gatewayUrl.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
    lazy: true,
  });
  onDispose(() => client.dispose());
  return client;
}

/** Subscribes over graphql-ws; every `next` message (or error) lands in the queue. */
export function subscribeWs<R, V>(client: Client, document: TypedDocumentNode<R, V>, variables?: V): Subscription<R> {
  const queue = createAsyncQueue<ExecutionResult<R>>();
  const unsubscribe = client.subscribe<R>(
    { query: print(document), variables: variables as Record<string, unknown> | undefined },
    {
      next: (value) => queue.push(value as ExecutionResult<R>),
      error: (err) =>
        queue.push({
          errors: Array.isArray(err) ? err : [{ message: String((err as Error).message ?? err) }],
        } as ExecutionResult<R>),
      complete: () => queue.end(),
    },
  );
  onDispose(unsubscribe);
  return Object.assign(queue, { close: async () => unsubscribe() });
}

/** Subscribes over SSE (yoga's GraphQL over SSE, "distinct connections" mode). */
export async function subscribeSse<R, V>(
  gatewayUrl: string,
  document: TypedDocumentNode<R, V>,
  variables?: V,
  headers: Record<string, string> = {},
): Promise<Subscription<R> & { status: number }> {
  const queue = createAsyncQueue<ExecutionResult<R>>();
  const abort = new AbortController();
  const res = await fetch(`${gatewayUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream", ...headers },
    body: JSON.stringify({ query: print(document), variables }),
    signal: abort.signal,
  });
  onDispose(() => abort.abort());
  void (async () => {
    const decoder = new TextDecoder();
    let text = "";
    const reader = res.body!.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = text.indexOf("\n\n")) >= 0) {
          const message = text.slice(0, end);
          text = text.slice(end + 2);
          const data = message
            .split("\n")
            .filter((l) => l.startsWith("data:"))
            .map((l) => l.slice(5).trim())
            .join("\n");
          const event = /^event:\s*(\S+)/m.exec(message)?.[1];
          if (data && event !== "complete") queue.push(JSON.parse(data) as ExecutionResult<R>);
          if (event === "complete") queue.end();
        }
      }
      queue.end();
    } catch (err) {
      if (!abort.signal.aborted) queue.fail(err as Error);
    }
  })();
  return Object.assign(queue, { status: res.status, close: async () => abort.abort() });
}

/**
 * Takes a stream's first message and checks that it says the transfer is not known yet: what a
 * subscription to a quote before its commit (or to an id nobody knows) gets first
 * (docs/api.md, "Live status"). Reads `kind`, `type` or the `eventId`, whichever was selected.
 */
export async function pastNotKnownYet<R>(sub: AsyncQueue<ExecutionResult<R>>): Promise<void> {
  const first = (await sub.next()).data as
    { transactionEvents?: { kind?: string; type?: string; eventId?: string; transaction?: unknown } } | undefined;
  const e = first?.transactionEvents;
  expect({ kind: e?.kind ?? e?.type ?? e?.eventId?.split(":")[0], transaction: e?.transaction ?? null }).toEqual({
    kind: "NOT_KNOWN_YET",
    transaction: null,
  });
}
