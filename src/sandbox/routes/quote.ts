import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { SandboxContext } from "../context.js";
import { decode, jsonBody } from "../decode.js";
import { computeQuote } from "../quote.js";
import { quoteRequestSchema } from "../quote-request.js";

const commitParams = z.object({ quoteId: z.string().min(1) });

/** Quote creation and commitment. */
export function registerQuoteRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post("/bridge/quote/bridge-swap/user", async (request) => {
    const principal = await ctx.auth.verify(request.headers.authorization, "unauthorized");
    const input = decode(quoteRequestSchema, jsonBody(request));
    const quote = computeQuote(input, {
      projectId: principal.projectId,
      quoteId: ctx.ids.objectId(),
      nowMs: ctx.now(),
      ttlS: ctx.config.quoteTtlS,
    });
    ctx.store.quotes.set(quote.wire.quoteId, quote);
    return quote.wire;
  });

  app.post("/bridge/quote/commit/:quoteId", async (request) => {
    const principal = await ctx.auth.verify(request.headers.authorization, "unauthorized");
    const { quoteId } = decode(commitParams, request.params);
    return ctx.engine.commit(principal.projectId, quoteId);
  });
}
