import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { SandboxContext } from "../server/context.js";
import { decode, jsonBody } from "../server/decode.js";

const body = z.object({ apiKey: z.string().min(1) });

/** POST /authentication/auth/apiKey: API key -> `{ jwt }`. */
export function registerAuthRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post("/authentication/auth/apiKey", async (request) => {
    const { apiKey } = decode(body, jsonBody(request));
    const jwt = await ctx.auth.exchange(apiKey);
    ctx.stats.authExchange();
    return { jwt };
  });
}
