import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  bridgeConfigs,
  swapTokenConfigs,
  tokenConfig,
  tokenConfigByAddress,
  usdPrice,
  usdPrices,
} from "../domain/bridge-configs.js";
import type { SandboxContext } from "../server/context.js";
import { decode } from "../server/decode.js";

const tokenParams = z.object({ chain: z.string().min(1), token: z.string().min(1) });
const tokenQuery = z.object({ chain: z.string().min(1), tokenAddress: z.string().min(1) });
const priceParams = z.object({ token: z.string().min(1) });

/** Chain and token configs and USD prices: public, like the vendor's. */
export function registerConfigRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  // The local chains' explorer pages are this server's own, at the address the client reached it by.
  app.get("/bridge/configs", async (request) => bridgeConfigs(ctx.addresses, `${request.protocol}://${request.host}`));
  app.get("/bridge/config/tokens", async (request) => {
    const q = decode(tokenQuery, request.query);
    return tokenConfigByAddress(ctx.addresses, q.chain, q.tokenAddress);
  });
  app.get("/bridge/config/:chain/:token", async (request) => {
    const p = decode(tokenParams, request.params);
    return tokenConfig(ctx.addresses, p.chain, p.token);
  });
  app.get("/bridge/bridge-swap-token-configs", async () => swapTokenConfigs(ctx.addresses));
  app.get("/usd-prices/usd-prices", async () => usdPrices(ctx.now()));
  app.get("/usd-prices/usd-price/:token", async (request) => usdPrice(decode(priceParams, request.params).token, ctx.now()));
}
