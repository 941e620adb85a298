import type { Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";

/**
 * Graceful shutdown of an HTTP server's connections. WebSockets are the caller's to close; their
 * sockets are only destroyed with the rest at the deadline.
 */
export interface HttpDrain {
  /** Call once per request as it arrives: tracks it, and during the drain makes its answer close the connection. */
  track(res: ServerResponse): void;
  /**
   * Stops accepting connections (new ones are refused by the OS), lets requests in progress
   * finish, and answers every request not yet answered, in progress or still to come on an open
   * connection, with `Connection: close`. A connection with no request in progress is left to
   * close on the server's keep-alive timeout (`Keep-Alive: timeout=5` tells clients when): a
   * client may already be sending its next request on it, and closing it now would reset that
   * request after it was sent, which no client can tell from a failure. At `deadline` (epoch ms)
   * whatever is still open is destroyed. Resolves once every connection is closed. Idempotent.
   */
  drain(deadline: number): Promise<void>;
  readonly draining: boolean;
}

/**
 * The answer in progress on a connection, kept on its socket rather than in a set of answers: a
 * long-lived `Set` or `Map` (and `WeakMap`) that gains and loses an entry per request makes V8
 * keep every entry's whole request through its young-generation collections, until the next full
 * one: about 30 % of the CPU of a lookup (docs/performance-history.md, Memory, round six).
 */
const kAnswer = Symbol("answer in progress");
type TrackedSocket = Socket & { [kAnswer]?: ServerResponse };

/** Tracks `server`'s connections from now on; call before it listens. */
export function createHttpDrain(server: Server): HttpDrain {
  const sockets = new Set<TrackedSocket>();
  let draining: Promise<void> | undefined;
  /** Set once the listener is closed: from then on every answer closes its connection. */
  let closing = false;

  server.on("connection", (socket: TrackedSocket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });

  const closeWhenDone = (res: ServerResponse) => {
    // Node then ends the connection after this answer, and the client will not send another on it.
    if (!res.headersSent) res.setHeader("connection", "close");
  };

  return {
    get draining() {
      return draining !== undefined;
    },
    track(res) {
      // The request's socket: a pipelined answer gets its own only when the ones before it are done.
      const socket: TrackedSocket = res.req.socket;
      socket[kAnswer] = res;
      res.once("close", () => {
        if (socket[kAnswer] === res) socket[kAnswer] = undefined;
      });
      if (closing) closeWhenDone(res);
    },
    drain(deadline) {
      if (draining) return draining;
      draining = new Promise<void>((resolve) => {
        const cut = setTimeout(
          () => {
            for (const socket of sockets) socket.destroy();
          },
          Math.max(0, deadline - Date.now()),
        );
        // Close the listener only after one more poll phase: connections the OS has completed
        // but node has not accepted yet (many, when the loop is busy) would be reset by the close,
        // though their clients may have sent a request already. Accepted, they are served below.
        setTimeout(() =>
          setImmediate(() => {
            NetServer.prototype.close.call(server, () => {
              clearTimeout(cut);
              resolve();
            });
            // Only now, with new connections refused by the OS: a client told to close reconnects
            // at once, and must not land in a backlog that is about to be reset.
            closing = true;
            for (const socket of sockets) if (socket[kAnswer]) closeWhenDone(socket[kAnswer]);
          }),
        );
      });
      return draining;
    },
  };
}
