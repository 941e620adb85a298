import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Principal } from "../auth.js";
import type { SandboxContext } from "../context.js";
import { decode } from "../decode.js";
import { type DepositAddress, statusView } from "../deposit-addresses.js";
import { depositAddressNotFound, endpointDisabled } from "../errors.js";
import { SandboxStore } from "../store.js";

const params = z.object({
  depositAddress: z.string().min(1).max(60),
  depositChain: z.string().min(1),
});

/** Smart deposit address status and completed refunds. */
export function registerSdaRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  // Order: auth (a bad token is the upstream's 400 InvalidJwt here), decode, feature switch, lookup.
  const lookup = async (request: FastifyRequest): Promise<{ principal: Principal; address: DepositAddress }> => {
    const principal = await ctx.auth.verify(request.headers.authorization, "invalidJwt");
    const { depositAddress, depositChain } = decode(params, request.params);
    if (ctx.config.sdaDisabled) throw endpointDisabled();
    const address = ctx.store.depositAddresses.get(SandboxStore.addressKey(depositAddress, depositChain));
    if (!address || address.projectId !== principal.projectId) throw depositAddressNotFound(depositAddress, depositChain);
    return { principal, address };
  };

  app.get("/sda/deposit-addresses/:depositAddress/:depositChain", async (request) => {
    const { principal, address } = await lookup(request);
    return statusView(address, principal.secretKey);
  });

  app.get("/sda/deposit-addresses/:depositAddress/:depositChain/completed-refunds", async (request) => {
    const { address } = await lookup(request);
    return { items: address.refunds };
  });
}
