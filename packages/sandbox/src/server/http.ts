import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import type { SandboxContext } from "./context.js";
import { SandboxError, decodeIssue } from "../domain/errors.js";

const BODY_LIMIT = 1024 * 1024;

/** True for the control API, which neither counts in stats nor suffers faults or overrides. */
const isControl = (url: string): boolean => url === "/sandbox" || url.startsWith("/sandbox/") || url.startsWith("/sandbox?");

function sendError(error: unknown, reply: FastifyReply): void {
  if (reply.sent) return;
  if (error instanceof SandboxError) {
    reply.code(error.status).send(error.body);
    return;
  }
  const status = (error as FastifyError).statusCode;
  if (status === 413) {
    reply.code(413).send({ _tag: "PayloadTooLarge", message: `Request body exceeds ${BODY_LIMIT} bytes` });
  } else if (status !== undefined && status >= 400 && status < 500) {
    const { status: code, body } = decodeIssue([], (error as Error).message);
    reply.code(code).send(body);
  } else {
    reply.code(500).send({ _tag: "InternalServerError", message: "Unexpected sandbox error" });
  }
}

/**
 * The fastify instance with the sandbox's HTTP conventions: every body kept as text (so bad
 * JSON or a wrong content type is a decode error, not a framework error), tagged JSON errors,
 * a JSON 404, and the stats / overrides / faults hooks in front of the upstream routes.
 */
export function createHttpServer(ctx: SandboxContext): FastifyInstance {
  const app = Fastify({
    logger: false,
    bodyLimit: BODY_LIMIT,
    // Path parameters are validated by the routes (e.g. depositAddress max 60), not cut by the router.
    routerOptions: { maxParamLength: 2048 },
    exposeHeadRoutes: false,
    // stop() must not wait for requests that a timeout fault keeps hanging.
    forceCloseConnections: true,
    frameworkErrors: (error, _request, reply) => sendError(decodeIssue([], error.message), reply),
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));

  app.setErrorHandler((error, _request, reply) => sendError(error, reply));
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ _tag: "NotFound", message: `No route ${request.method} ${request.url.split("?")[0]}` });
  });

  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    if (isControl(request.url)) return;
    const { traceparent } = request.headers;
    ctx.stats.count(request.method, request.routeOptions.url, typeof traceparent === "string" ? traceparent : undefined);
    if (ctx.overrides.answer(request.method, request.url.split("?")[0] ?? "", reply)) return reply;
    if ((await ctx.faults.apply(reply)) === "answered") return reply;
    return undefined;
  });
  return app;
}
