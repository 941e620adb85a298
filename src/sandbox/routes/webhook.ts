import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { SandboxContext } from "../context.js";
import { decode } from "../decode.js";
import { decodeIssue } from "../errors.js";
import { decodePageToken } from "../event-log.js";
import { sendJson } from "../reply-json.js";

const digits = (max: number) =>
  z.string().regex(/^\d+$/, "Expected a non-negative integer").transform(Number).pipe(z.number().int().max(max));

const query = z.object({
  sinceTimestamp: digits(Number.MAX_SAFE_INTEGER),
  pageToken: z.string().min(1).optional(),
  pageSize: digits(50).pipe(z.number().min(1)).optional(),
});

/** The webhook public key and the missed-events cursor. */
export function registerWebhookRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get("/webhook/public-key", async (_request, reply) => sendJson(reply, ctx.signer().publicKeyBase64()));

  app.get("/webhook/user-events-cursor", async (request) => {
    const principal = await ctx.auth.verify(request.headers.authorization, "unauthorized");
    const q = decode(query, request.query);
    const after = q.pageToken === undefined ? 0 : decodePageToken(q.pageToken);
    if (after === undefined) throw decodeIssue(["pageToken"], "Unknown page token");
    return ctx.log.page(principal.projectId, q.sinceTimestamp, q.pageSize ?? 20, after);
  });
}
