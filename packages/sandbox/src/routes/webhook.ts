import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { SandboxContext } from "../server/context.js";
import { decode } from "../server/decode.js";
import { decodeIssue } from "../domain/errors.js";
import { decodePageToken } from "../delivery/event-log.js";
import { sendJson } from "../server/reply-json.js";

const digits = (max: number) =>
  z.string().regex(/^\d+$/, "Expected a non-negative integer").transform(Number).pipe(z.number().int().max(max));

const pagedQuery = z.object({
  sinceTimestamp: digits(Number.MAX_SAFE_INTEGER),
  page: digits(1_000_000).pipe(z.number().min(1)),
  limit: digits(50).pipe(z.number().min(1)),
});

const query = z.object({
  sinceTimestamp: digits(Number.MAX_SAFE_INTEGER),
  pageToken: z.string().min(1).optional(),
  pageSize: digits(50).pipe(z.number().min(1)).optional(),
});

/** The webhook public key and the missed-events cursor. */
export function registerWebhookRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get("/webhook/public-key", async (_request, reply) => sendJson(reply, (await ctx.signer).publicKeyBase64()));

  // The vendor types list bare events here (no eventId, no ts), unlike the signed deliveries.
  app.get("/webhook/user-events-cursor", async (request) => {
    const principal = await ctx.auth.verify(request.headers.authorization);
    const q = decode(query, request.query);
    const after = q.pageToken === undefined ? 0 : decodePageToken(q.pageToken);
    if (after === undefined) throw decodeIssue(["pageToken"], "Unknown page token");
    const page = ctx.log.page(principal.projectId, q.sinceTimestamp, q.pageSize ?? 20, after);
    return { items: page.items.map((e) => e.event), nextPageToken: page.nextPageToken };
  });

  // Deprecated page-numbered form of the same log.
  app.get("/webhook/user-events", async (request) => {
    const principal = await ctx.auth.verify(request.headers.authorization);
    const q = decode(pagedQuery, request.query);
    const all = ctx.log.since(principal.projectId, q.sinceTimestamp);
    return { totalItems: all.length, items: all.slice((q.page - 1) * q.limit, q.page * q.limit).map((e) => e.event) };
  });
}
