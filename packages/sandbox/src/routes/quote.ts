import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { SandboxContext } from "../server/context.js";
import { decode, jsonBody } from "../server/decode.js";
import { computeQuote, publicView } from "../domain/quote.js";
import {
  legacyPublicQuoteQuerySchema,
  legacyQuoteRequestSchema,
  publicQuoteQuerySchema,
  quoteRequestSchema,
  type QuoteRequest,
} from "../domain/quote-request.js";

const commitParams = z.object({ quoteId: z.string().min(1) });

/** Quote creation (user and public, current and deprecated paths) and commitment. */
export function registerQuoteRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const sameChainSwaps = (chain: string) => ctx.addresses.local(chain) !== undefined;
  const userQuote = (projectId: string, input: QuoteRequest) => {
    const quote = computeQuote(input, {
      projectId,
      quoteId: ctx.ids.objectId(),
      nowMs: ctx.now(),
      ttlS: ctx.config.quoteTtlS,
      checkLimits: true,
      checkAddresses: true,
      sameChainSwaps,
    });
    ctx.store.quotes.set(quote.wire.quoteId, quote);
    return quote.wire;
  };
  const publicQuote = (input: QuoteRequest) =>
    publicView(
      computeQuote(input, {
        projectId: "",
        quoteId: "",
        nowMs: ctx.now(),
        ttlS: ctx.config.quoteTtlS,
        checkLimits: false,
        checkAddresses: false,
        sameChainSwaps,
      }).wire,
    );

  app.post("/bridge/quote/bridge-swap/user", async (request) => {
    const principal = await ctx.auth.verify(request.headers.authorization);
    return userQuote(principal.projectId, decode(quoteRequestSchema, jsonBody(request)));
  });
  app.post("/bridge/quote/user", async (request) => {
    const principal = await ctx.auth.verify(request.headers.authorization);
    return userQuote(principal.projectId, decode(legacyQuoteRequestSchema, jsonBody(request)));
  });

  // Public quotes are indicative: no auth, not stored, not committable.
  app.get("/bridge/quote/bridge-swap/public", async (request) => publicQuote(decode(publicQuoteQuerySchema, request.query)));
  app.get("/bridge/quote/public", async (request) => publicQuote(decode(legacyPublicQuoteQuerySchema, request.query)));

  app.post("/bridge/quote/commit/:quoteId", async (request) => {
    const principal = await ctx.auth.verify(request.headers.authorization);
    const { quoteId } = decode(commitParams, request.params);
    return ctx.engine.commit(principal.projectId, quoteId);
  });
}
