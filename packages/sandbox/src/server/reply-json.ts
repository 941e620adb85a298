import type { FastifyReply } from "fastify";

/**
 * Sends any JSON value, strings and null included (fastify would send a returned string as
 * text/plain).
 */
export function sendJson(reply: FastifyReply, value: unknown, status = 200): FastifyReply {
  return reply.code(status).type("application/json; charset=utf-8").send(JSON.stringify(value));
}
