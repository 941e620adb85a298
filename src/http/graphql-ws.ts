import type { IncomingMessage, Server } from "node:http";
import { GraphQLError } from "graphql";
import type { YogaServerInstance } from "graphql-yoga";
import { useServer } from "graphql-ws/use/ws";
import { WebSocketServer } from "ws";
import type { RateVerdict } from "../security/rate-limit.js";
import type { Caller, CallerResolver } from "../caller.js";
import type { Security } from "../security/index.js";
import type { GatewayContext } from "../schema/context.js";

/**
 * The server context yoga receives: the caller, the HTTP request (or WebSocket upgrade request) it
 * came with, and `rateVerdict` when the fast path already counted the request.
 */
export type ServerContext = { caller: Caller; req?: IncomingMessage; rateVerdict?: RateVerdict };
type Yoga = YogaServerInstance<ServerContext, GatewayContext>;
type Enveloped = ReturnType<Yoga["getEnveloped"]>;

/**
 * Serves graphql-ws (`graphql-transport-ws`) on the HTTP server's `/graphql`. Operations go
 * through yoga's envelop, so WebSocket and HTTP share plugins, masking and the context factory;
 * the security layer admits each subscribe message as it admits an HTTP request.
 */
export function attachGraphqlWs(
  server: Server,
  yoga: Pick<Yoga, "getEnveloped">,
  security: Pick<Security, "admitWs" | "admission">,
  callers: Pick<CallerResolver, "fromWebSocket">,
): WebSocketServer {
  // Upgrades handed over here rather than `{ server }`: ws would re-emit the server's own errors
  // (a port already in use) as errors of the WebSocket server, which graphql-ws logs as internal.
  // One size limit for every entrance: ws would otherwise read and parse messages up to 100 MiB.
  const wss = new WebSocketServer({ noServer: true, path: "/graphql", maxPayload: security.admission.maxBodyBytes });
  server.on("upgrade", (req, socket, head) => wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req)));
  // Decided once per connection: its credential cannot change after connection_init.
  const callerOf = new WeakMap<object, Caller>();
  useServer(
    {
      execute: (args) => (args.rootValue as Enveloped).execute(args),
      subscribe: (args) => (args.rootValue as Enveloped).subscribe(args),
      onSubscribe: async (ctx, _id, params) => {
        let caller = callerOf.get(ctx);
        if (!caller) {
          caller = callers.fromWebSocket(ctx.extra.request, ctx.connectionParams);
          callerOf.set(ctx, caller);
        }
        const query = await security.admitWs(caller, params);
        if (query instanceof GraphQLError) return [query];
        const {
          schema: s,
          execute,
          subscribe,
          contextFactory,
          parse,
          validate,
        } = yoga.getEnveloped({ caller, req: ctx.extra.request, params });
        let document;
        try {
          document = parse(query);
        } catch (err) {
          // A syntax error or the token limit: answered as an error message, not a closed socket.
          return [err instanceof GraphQLError ? withoutHttp(err) : new GraphQLError("The document could not be parsed.")];
        }
        const args = {
          schema: s,
          operationName: params.operationName,
          document,
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        return errors.length > 0 ? errors.map(withoutHttp) : args;
      },
    },
    wss,
  );
  return wss;
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
