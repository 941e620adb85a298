import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { swapCalldata } from "../domain/calldata.js";
import type { SandboxContext } from "../server/context.js";
import { decode } from "../server/decode.js";
import { commitmentNotFound, invalidCommitmentType } from "../domain/errors.js";

const params = z.object({ commitmentId: z.string().min(1) });

/** GET /bridge/swap/calldata/{commitmentId}: no auth, like upstream. */
export function registerSwapRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get("/bridge/swap/calldata/:commitmentId", async (request) => {
    const { commitmentId } = decode(params, request.params);
    const quote = ctx.store.quotes.get(commitmentId);
    if (!quote) throw commitmentNotFound(commitmentId);
    if (quote.wire._tag !== "bridgeSwap") throw invalidCommitmentType(commitmentId);
    return { calldata: swapCalldata(ctx.addresses, quote.wire) };
  });
}
