import type { IncomingHttpHeaders, IncomingMessage, Server } from "node:http";
import { GraphQLError } from "graphql";
import type { YogaServerInstance } from "graphql-yoga";
import { CloseCode, handleProtocols, makeServer, type WebSocket as GraphqlWsSocket } from "graphql-ws";
import { WebSocketServer, type RawData, type WebSocket } from "ws";
import type { Logger } from "../../observability/logger.js";
import type { RateVerdict } from "../../security/rate-limit.js";
import type { Caller, CallerResolver } from "../../caller.js";
import type { Security } from "../../security/index.js";
import type { GatewayContext } from "../../schema/context.js";
import { startHeartbeat, type Heartbeat } from "./ws-heartbeat.js";

/**
 * The server context yoga receives: the caller, the HTTP request (or, over graphql-ws, the
 * upgrade request's trace headers) it came with, and `rateVerdict` when the fast path already
 * counted the request.
 */
export type ServerContext = { caller: Caller; req?: Pick<IncomingMessage, "headers">; rateVerdict?: RateVerdict };
type Yoga = YogaServerInstance<ServerContext, GatewayContext>;
type Enveloped = ReturnType<Yoga["getEnveloped"]>;

/** graphql-ws's liveness settings, as its `useServer` has them. */
const PING_INTERVAL_MS = 12_000;
const INIT_TIMEOUT_MS = 3_000;

/** The headers of the W3C trace context, the only ones an operation reads from the upgrade request. */
const TRACE_HEADERS = ["traceparent", "tracestate", "baggage"] as const;
const NO_HEADERS: IncomingHttpHeaders = Object.freeze({});

function traceHeadersOf(request: IncomingMessage): IncomingHttpHeaders {
  let picked: IncomingHttpHeaders | undefined;
  for (const name of TRACE_HEADERS) {
    const value = request.headers[name];
    if (value !== undefined) (picked ??= {})[name] = value;
  }
  return picked ?? NO_HEADERS;
}

const kConnection = Symbol("graphql-ws connection");
const connectionOf = (socket: WebSocket) => (socket as WebSocket & { [kConnection]: Connection })[kConnection];

/**
 * One graphql-ws connection: graphql-ws's view of the socket and the `extra` of its context, in
 * one object whose methods every connection shares. graphql-ws's `useServer` builds the same from
 * a dozen closures per socket and keeps the upgrade request for the socket's lifetime.
 */
class Connection implements GraphqlWsSocket {
  /** The upgrade request, until `connection_init` decided the caller (then let go: it holds all its headers). */
  request: IncomingMessage | undefined;
  /** Decided at `connection_init`: the credential cannot change afterwards. */
  caller: Caller | undefined;
  readonly traceHeaders: IncomingHttpHeaders;
  /**
   * graphql-ws's handler of this socket's messages. It takes a parsed message as well as a text
   * (its parseMessage accepts both), and its handler of a subscribe message stays suspended for the
   * operation's lifetime holding its argument: handed the text, every subscriber kept its whole
   * subscribe message (the query text again, half a kilobyte and more) as long as it stayed.
   */
  private handle: ((data: unknown) => Promise<void>) | undefined;
  /** graphql-ws's handler of the socket's end. */
  closed: ((code: number, reason: string) => Promise<void>) | undefined;

  constructor(
    readonly socket: WebSocket,
    request: IncomingMessage,
  ) {
    this.request = request;
    this.traceHeaders = traceHeadersOf(request);
  }

  get protocol(): string {
    return this.socket.protocol;
  }

  send(data: string): Promise<void> {
    const { socket } = this;
    if (socket.readyState !== socket.OPEN) return Promise.resolve();
    return new Promise((resolve, reject) => socket.send(data, (err) => (err ? reject(err) : resolve())));
  }

  close(code: number, reason: string): void {
    this.socket.close(code, reason);
  }

  onMessage(handle: (data: string) => Promise<void>): void {
    this.handle = handle as (data: unknown) => Promise<void>;
  }

  receive(data: string, onError: (err: unknown) => void): void {
    this.handle?.(parsedOrText(data)).catch((err: unknown) => {
      onError(err);
      this.socket.close(CloseCode.InternalServerError, "Internal server error");
    });
  }
}

/**
 * The message parsed when it is a JSON object; else its text, which graphql-ws refuses (4400) as
 * it always did (a JSON string is not parsed twice into a message).
 */
function parsedOrText(data: string): unknown {
  try {
    const message: unknown = JSON.parse(data);
    return typeof message === "object" && message !== null ? message : data;
  } catch {
    return data;
  }
}

/** What {@link attachGraphqlWs} serves with. */
export interface GraphqlWsDeps {
  yoga: Pick<Yoga, "getEnveloped">;
  security: Pick<Security, "admitWs" | "admission">;
  callers: Pick<CallerResolver, "fromWebSocket">;
  logger: Pick<Logger, "error">;
}

/** The WebSocket server and its heartbeat, to stop with it. */
export interface GraphqlWsServer {
  wss: WebSocketServer;
  heartbeat: Heartbeat;
}

/**
 * Serves graphql-ws (`graphql-transport-ws`) on the HTTP server's `/graphql`: graphql-ws's own
 * protocol server (`makeServer`) on `ws`, wired here instead of by graphql-ws's `useServer` so
 * that a connection costs one object and no timer of its own (see {@link startHeartbeat}).
 * Operations go through yoga's envelop, so WebSocket and HTTP share plugins, masking and the
 * context factory; the security layer admits each subscribe message as it admits an HTTP request.
 */
export function attachGraphqlWs(server: Server, deps: GraphqlWsDeps): GraphqlWsServer {
  const { security, logger } = deps;
  // Upgrades handed over here rather than `{ server }`: ws would re-emit the server's own errors
  // (a port already in use) as errors of the WebSocket server, which graphql-ws logs as internal.
  // One size limit for every entrance: ws would otherwise read and parse messages up to 100 MiB.
  // No compression (ws's default for servers, said here because it matters): per-message deflate
  // keeps zlib state per socket, far more than the rest of a subscriber costs.
  const wss = new WebSocketServer({
    noServer: true,
    path: "/graphql",
    maxPayload: security.admission.maxBodyBytes,
    perMessageDeflate: false,
    handleProtocols,
  });
  server.on("upgrade", (req, socket, head) => wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req)));
  const heartbeat = startHeartbeat(wss, { pingIntervalMs: PING_INTERVAL_MS, initTimeoutMs: INIT_TIMEOUT_MS });
  const internal = (err: unknown) => logger.error({ err }, "graphql-ws: internal error");
  const protocol = graphqlWsProtocol(deps, heartbeat);

  // One listener function of each kind for every socket: the socket is `this`.
  function onMessage(this: WebSocket, data: RawData): void {
    connectionOf(this).receive(String(data), internal);
  }
  function onClose(this: WebSocket, code: number, reason: Buffer): void {
    connectionOf(this).closed?.(code, String(reason)).catch(internal);
  }
  function onError(this: WebSocket, err: Error): void {
    internal(err);
    this.close(CloseCode.InternalServerError, "Internal server error");
  }
  wss.on("error", (err) => {
    internal(err);
    for (const client of wss.clients) client.close(CloseCode.InternalServerError, "Internal server error");
  });
  wss.on("connection", (socket: WebSocket, request: IncomingMessage) => {
    const connection = new Connection(socket, request);
    (socket as WebSocket & { [kConnection]: Connection })[kConnection] = connection;
    socket.once("error", onError);
    socket.on("message", onMessage);
    socket.once("close", onClose);
    connection.closed = protocol.opened(connection, connection);
  });
  return { wss, heartbeat };
}

/**
 * graphql-ws's protocol server over yoga's envelop: the caller decided at `connection_init`, each
 * subscribe message admitted by the security layer, parsed, given its context and validated.
 */
function graphqlWsProtocol({ yoga, security, callers }: GraphqlWsDeps, heartbeat: Heartbeat) {
  return makeServer<Record<string, unknown> | undefined, Connection>({
    execute: (args) => (args.rootValue as Enveloped).execute(args),
    subscribe: (args) => (args.rootValue as Enveloped).subscribe(args),
    // The heartbeat closes connections that never initialise, on its one timer.
    connectionInitWaitTimeout: 0,
    onConnect: ({ extra: connection, connectionParams }) => {
      heartbeat.initialised(connection.socket);
      connection.caller = callers.fromWebSocket(connection.request!, connectionParams);
      connection.request = undefined;
    },
    onSubscribe: async ({ extra: connection }, _id, params) => {
      const caller = connection.caller!;
      const query = await security.admitWs(caller, params);
      if (query instanceof GraphQLError) return [query];
      const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
        caller,
        req: { headers: connection.traceHeaders },
        params,
      });
      let document;
      try {
        document = parse(query);
      } catch (err) {
        // A syntax error or the token limit: answered as an error message, not a closed socket.
        return [err instanceof GraphQLError ? withoutHttp(err) : new GraphQLError("The document could not be parsed.")];
      }
      // graphql-ws keeps the subscribe message for the operation's lifetime: its copy of a text
      // parsed before is swapped for the parsed document's own, so a thousand subscribers with
      // one query hold one text.
      const text = document.loc?.source.body;
      if (text !== undefined && params.query === text) (params as { query: string }).query = text;
      const args = {
        schema,
        operationName: params.operationName,
        document,
        variableValues: params.variables,
        contextValue: await contextFactory(),
        rootValue: { execute, subscribe },
      };
      const errors = validate(args.schema, args.document);
      return errors.length > 0 ? errors.map(withoutHttp) : args;
    },
  });
}

/**
 * The error without yoga's `extensions.http` (status hints for HTTP answers, which yoga strips
 * there). Yoga caches parse and validation errors by document, so one first met over HTTP comes
 * back here annotated.
 */
function withoutHttp(err: GraphQLError): GraphQLError {
  if (err.extensions.http === undefined) return err;
  const { http: _http, ...extensions } = err.extensions;
  return new GraphQLError(err.message, { nodes: err.nodes, source: err.source, positions: err.positions, extensions });
}
