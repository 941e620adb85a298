import type { Server, ServerOptions } from "node:http";
import type { Socket } from "node:net";

/** How often at most node checks the connections for a request past its deadline, in ms. */
const MAX_CHECK_INTERVAL_MS = 1_000;

/**
 * Node's own request deadline, shortened to `deadlineMs`: a request whose headers and body have
 * not all arrived by then (a body sent a few bytes a second, or short of its Content-Length) is
 * cut, where node's default (`requestTimeout`, 300 s) let one connection hold a handler and its
 * buffers for five minutes. The deadline covers the request only: once it has arrived, a slow
 * answer or a long-lived stream (SSE) is not cut. Node checks at an interval; a quarter of the
 * deadline keeps it within 25 % of the setting.
 */
export function bodyDeadlineOptions(deadlineMs: number): ServerOptions {
  return {
    requestTimeout: deadlineMs,
    // Node refuses a headers timeout above the request timeout.
    headersTimeout: deadlineMs,
    connectionsCheckingInterval: Math.max(50, Math.min(MAX_CHECK_INTERVAL_MS, Math.floor(deadlineMs / 4))),
  };
}

const answer = (status: string, body: string) =>
  `HTTP/1.1 ${status}\r\nconnection: close\r\ncontent-type: application/json; charset=utf-8\r\n` +
  `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

/** Whether an answer to the request in flight on `socket` has begun (then nothing more can be said). */
const answering = (socket: Socket) =>
  (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;

/**
 * Answers node's client errors on `server` as node would, with a JSON 408 for a request past
 * {@link bodyDeadlineOptions}'s deadline, which `onExceeded` hears (a metric). The handler still
 * waiting for that body sees its request closed; whatever it writes then goes nowhere.
 */
export function answerClientErrors(server: Server, deadlineMs: number, onExceeded: () => void): void {
  server.on("clientError", (err: NodeJS.ErrnoException, socket: Socket) => {
    const code = err.code;
    if (code === "ECONNRESET" || !socket.writable || answering(socket)) return void socket.destroy();
    if (code === "ERR_HTTP_REQUEST_TIMEOUT") {
      onExceeded();
      const body = JSON.stringify({ error: `The request did not arrive whole within ${deadlineMs} ms.` });
      return void socket.end(answer("408 Request Timeout", body), () => socket.destroy());
    }
    const status = code === "HPE_HEADER_OVERFLOW" ? "431 Request Header Fields Too Large" : "400 Bad Request";
    socket.end(answer(status, JSON.stringify({ error: status.slice(4) })), () => socket.destroy());
  });
}
