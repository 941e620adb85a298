import type { WebSocket, WebSocketServer } from "ws";
import { createTurns, TICK_MS, TurnGroups } from "../../events/turns.js";

/** Options of {@link startHeartbeat}. */
export interface HeartbeatOptions {
  /** How often every socket is pinged; one that has not answered the previous ping by then is cut (graphql-ws's 12 s). */
  pingIntervalMs: number;
  /** How long a socket may stay open without being {@link Heartbeat.initialised} (graphql-ws's 3 s; closed with 4408). */
  initTimeoutMs: number;
}

/** The liveness checks of every socket of a WebSocket server, on one timer. */
export interface Heartbeat {
  /** The socket's connection was initialised (graphql-ws `connection_init`): no init deadline any more. */
  initialised(socket: WebSocket): void;
  stop(): void;
}

const kAlive = Symbol("answered the last ping");
const kTurn = Symbol("the tick of each round that pings it");
type Watched = WebSocket & { [kAlive]?: boolean; [kTurn]?: number };

/** One function for every socket's `pong`: the socket is `this`. */
function answered(this: Watched): void {
  this[kAlive] = true;
}

/** graphql-ws's close code for a connection that never sent `connection_init`. */
const INIT_TIMEOUT_CODE = 4408;

/**
 * graphql-ws's `useServer` gives every socket a ping interval of its own, a pong timeout per ping
 * and an init timeout, each a timer with its closures: at ten thousand subscribers, tens of
 * thousands of timers and some 1.5 KB per connection (issue 29). Here one timer serves the
 * server. Each tick closes the sockets past their init deadline (only those not initialised are
 * looked at), and visits the sockets whose turn it is: each socket has one tick of every round of
 * `pingIntervalMs` (its turn, given when it connects), so the pings of ten thousand sockets are
 * spread over the round instead of ten thousand writes in one tick stalling the event loop. A
 * visit cuts a socket that did not answer the previous ping, and pings the others. The deadlines
 * hold within a tick (at most TICK_MS).
 */
export function startHeartbeat(wss: WebSocketServer, options: HeartbeatOptions): Heartbeat {
  const { pingIntervalMs, initTimeoutMs } = options;
  /** Sockets not initialised yet, with the time they opened. */
  const pending = new Map<WebSocket, number>();
  const turns = createTurns(pingIntervalMs, Math.min(TICK_MS, initTimeoutMs));
  const sockets = new TurnGroups<Watched>(turns);
  function forget(this: Watched): void {
    pending.delete(this);
    sockets.delete(this, this[kTurn]!);
  }
  let connections = 0;
  wss.on("connection", (socket: Watched) => {
    socket[kAlive] = true;
    const turn = (socket[kTurn] = connections++ % turns.count);
    sockets.add(socket, turn);
    socket.on("pong", answered);
    pending.set(socket, Date.now());
    socket.once("close", forget);
  });

  const timer = setInterval(() => {
    const now = Date.now();
    for (const [socket, openedAt] of pending) {
      if (now - openedAt < initTimeoutMs) continue;
      pending.delete(socket);
      socket.close(INIT_TIMEOUT_CODE, "Connection initialisation timeout");
    }
    for (const socket of sockets.due()) {
      if (socket.readyState !== socket.OPEN) continue;
      if (!socket[kAlive]) {
        socket.terminate();
        continue;
      }
      socket[kAlive] = false;
      socket.ping();
    }
  }, turns.tickMs);
  timer.unref();

  return {
    initialised: (socket) => void pending.delete(socket),
    stop: () => clearInterval(timer),
  };
}
