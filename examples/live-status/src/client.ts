import { createClient, type Client } from "graphql-ws";
import type { TypedDocumentString } from "./gql/graphql.js";

/** A GraphQL response as the page consumes it: data, or the reason there is none. */
export type Result<T> = { data: T; error?: undefined } | { data?: undefined; error: string };

/**
 * The two transports an integrator needs: HTTP POST for queries and mutations, graphql-ws for
 * subscriptions, both on one endpoint (absolute, or relative to the page such as `/graphql`).
 */
export interface GatewayClient {
  request<T, V>(document: TypedDocumentString<T, V>, variables: V): Promise<Result<T>>;
  /** Calls `onResult` for every event until the returned function is called. */
  subscribe<T, V>(document: TypedDocumentString<T, V>, variables: V, onResult: (result: Result<T>) => void): () => void;
  /** Resolves once the WebSocket is open (true), or false after `timeoutMs` without a connection. */
  whenConnected(timeoutMs: number): Promise<boolean>;
  dispose(): void;
}

/** Connects to the gateway at `endpoint`; the WebSocket opens with the first subscription. */
export function createGatewayClient(endpoint: string): GatewayClient {
  const httpUrl = new URL(endpoint, window.location.href);
  const wsUrl = new URL(httpUrl);
  wsUrl.protocol = httpUrl.protocol === "https:" ? "wss:" : "ws:";
  const ws: Client = createClient({ url: wsUrl.href, retryAttempts: 5 });
  let connected = false;
  const waiting = new Set<(ok: boolean) => void>();
  ws.on("connected", () => {
    connected = true;
    for (const resolve of waiting) resolve(true);
    waiting.clear();
  });
  ws.on("closed", () => (connected = false));

  return {
    async request(document, variables) {
      try {
        const response = await fetch(httpUrl, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/graphql-response+json, application/json" },
          body: JSON.stringify({ query: document.toString(), variables }),
        });
        const body = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
        if (body.errors?.length) return { error: body.errors.map((e) => e.message).join("; ") };
        if (!body.data) return { error: `HTTP ${response.status} without data` };
        return { data: body.data as never };
      } catch (err) {
        return { error: `The gateway at ${httpUrl.href} is unreachable (${(err as Error).message})` };
      }
    },
    subscribe(document, variables, onResult) {
      return ws.subscribe(
        { query: document.toString(), variables: variables as Record<string, unknown> },
        {
          next: (result) => {
            if (result.errors?.length) onResult({ error: result.errors.map((e) => e.message).join("; ") });
            else if (result.data) onResult({ data: result.data as never });
          },
          error: (err) => onResult({ error: err instanceof Error ? err.message : `subscription failed (${describe(err)})` }),
          complete: () => {},
        },
      );
    },
    whenConnected: (timeoutMs) =>
      connected
        ? Promise.resolve(true)
        : new Promise((resolve) => {
            const done = (ok: boolean) => {
              waiting.delete(done);
              clearTimeout(timer);
              resolve(ok);
            };
            const timer = setTimeout(() => done(false), timeoutMs);
            waiting.add(done);
          }),
    dispose: () => void ws.dispose(),
  };
}

function describe(err: unknown): string {
  if (Array.isArray(err)) return err.map((e: { message?: string }) => e.message).join("; ");
  if (err && typeof err === "object" && "code" in err) return `socket closed with code ${String((err as CloseEvent).code)}`;
  return String(err);
}
