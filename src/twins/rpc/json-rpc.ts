import type { Dispatcher } from "undici";
// The pool and the promise request alone, as the REST transport imports them (src/upstream/http.ts says why).
import request from "undici/lib/api/api-request.js";
import Pool from "undici/lib/dispatcher/pool.js";

/** One JSON-RPC request, as viem's transports and the raw reads make it. */
export interface JsonRpcCall {
  method: string;
  params?: unknown;
}

/** Options of {@link createJsonRpcBatcher}. */
export interface JsonRpcBatcherOptions {
  /** The caller's errors for each failure (their messages must not carry the URL). */
  errors: JsonRpcErrors;
  /** The JSON-RPC URL; its path and query (an operator's API key) go only into the request line. */
  url: string;
  /** Deadline of one HTTP round trip. */
  timeoutMs: number;
  /** Keep-alive connections to the RPC. */
  connections: number;
  /** Called once per HTTP round trip. */
  onRoundTrip?: () => void;
  /**
   * Runs each batch's round trip (`post`): the breaker and the retry rule go around it, so a
   * failed batch is one failure however many calls it carries.
   */
  roundTrip?: <T>(post: () => Promise<T>) => Promise<T>;
}

/** What a call fails with, made by the caller (the chain's own error classes, which its breaker counts). */
export interface JsonRpcErrors {
  /** No answer within `timeoutMs`. */
  timeout(timeoutMs: number): Error;
  /** Unreachable, a status outside 2xx (`status`), or an answer that is not JSON-RPC. */
  unavailable(status?: number): Error;
  /** A JSON-RPC error answer to this call: an answer, not an outage. */
  answer(code: number | undefined): Error;
}

export interface JsonRpcBatcher {
  /** Sends `call` with every other call of the same turn of the event loop, as one JSON-RPC batch. */
  request(call: JsonRpcCall): Promise<unknown>;
  close(): Promise<void>;
}

interface Pending {
  call: JsonRpcCall;
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}

interface JsonRpcAnswer {
  id?: unknown;
  result?: unknown;
  error?: { code?: unknown };
}

/**
 * JSON-RPC over one keep-alive undici pool, the calls of one turn batched into one POST. Not
 * viem's HTTP transport: it goes through `fetch` and web streams (a tenth of a preflight's CPU)
 * and turns every error answer, such as the estimate that reverts while an approval is pending,
 * into a chain of error objects with stacks.
 */
export function createJsonRpcBatcher(options: JsonRpcBatcherOptions): JsonRpcBatcher {
  const { errors, timeoutMs } = options;
  const url = new URL(options.url);
  const path = `${url.pathname}${url.search}`;
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (url.username || url.password) {
    const credentials = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
    headers.authorization = `Basic ${Buffer.from(credentials).toString("base64")}`;
  }
  const pool: Dispatcher = new Pool(url.origin, {
    connections: options.connections,
    keepAliveTimeout: 30_000,
    headersTimeout: 0,
    bodyTimeout: 0,
  });
  const queue: Pending[] = [];
  let nextId = 1;

  async function send(batch: Pending[]): Promise<void> {
    const ids = batch.map(() => nextId++);
    const body = JSON.stringify(
      batch.map(({ call }, i) => ({ jsonrpc: "2.0", id: ids[i], method: call.method, params: call.params ?? [] })),
    );
    let answers: JsonRpcAnswer[];
    try {
      answers = await (options.roundTrip ? options.roundTrip(() => post(body)) : post(body));
    } catch (err) {
      for (const p of batch) p.reject(err as Error);
      return;
    }
    const byId = new Map(answers.map((a) => [a.id, a]));
    batch.forEach((p, i) => {
      const answer = byId.get(ids[i]);
      if (!answer) p.reject(errors.unavailable());
      else if (answer.error) p.reject(errors.answer(typeof answer.error.code === "number" ? answer.error.code : undefined));
      else p.resolve(answer.result);
    });
  }

  /** The batch's answers, or the round trip's failure as the caller's error. */
  async function post(body: string): Promise<JsonRpcAnswer[]> {
    options.onRoundTrip?.();
    const signal = AbortSignal.timeout(timeoutMs);
    let status: number;
    let text: string;
    try {
      const response = await request.call(pool, { origin: url.origin, path, method: "POST", headers, body, signal });
      status = response.statusCode;
      text = await response.body.text();
    } catch {
      throw signal.aborted ? errors.timeout(timeoutMs) : errors.unavailable();
    }
    if (status < 200 || status >= 300) throw errors.unavailable(status);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw errors.unavailable();
    }
    // A server may answer a whole batch with one error object (e.g. a batch it does not accept).
    if (!Array.isArray(parsed)) throw errors.unavailable();
    return parsed as JsonRpcAnswer[];
  }

  return {
    request(call) {
      return new Promise((resolve, reject) => {
        // Flushed after the turn's microtasks: a dataloader batch's reads are all queued by then.
        if (queue.length === 0) setImmediate(() => void send(queue.splice(0)));
        queue.push({ call, resolve, reject });
      });
    },
    close: () => pool.close(),
  };
}
