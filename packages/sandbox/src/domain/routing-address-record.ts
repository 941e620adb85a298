import { z } from "zod";

/** The vendor's routing address shapes (webhook-receiver types): what a route matches and what it does. */
const usdBound = { inclusive: z.boolean().optional() };
const matcherSchema = z.discriminatedUnion("_tag", [
  z.object({ _tag: z.literal("sentToken"), symbolsOrAddresses: z.array(z.string()) }),
  z.object({ _tag: z.literal("sender"), addresses: z.array(z.string()) }),
  z.object({ _tag: z.literal("depositChain"), depositChains: z.array(z.string()) }),
  z.object({ _tag: z.literal("sentAmountUsdLowerThan"), value: z.number(), ...usdBound }),
  z.object({ _tag: z.literal("sentAmountUsdGreaterThan"), value: z.number(), ...usdBound }),
  z.object({ _tag: z.literal("sentAmountUsdBetween"), from: z.number(), to: z.number(), ...usdBound }),
]);

const actionSchema = z.discriminatedUnion("_tag", [
  z.object({ _tag: z.literal("bridge"), destinationChain: z.string(), destinationAddress: z.string() }),
  z.object({
    _tag: z.literal("bridgeSwap"),
    destinationChain: z.string(),
    destinationAddress: z.string(),
    tokenOut: z.string(),
  }),
]);

/** Body of POST /sandbox/routing-deposit-addresses. */
export const createRoutingAddressSchema = z.object({
  projectId: z.string().min(1).optional(),
  depositChain: z.string().min(1),
  /** The address to route (a test that subscribes before it exists names it); a new one otherwise. */
  depositAddress: z.string().min(1).optional(),
  addressNote: z.string().max(80).optional(),
  webhookUrl: z.url({ protocol: /^https?$/ }).optional(),
  routes: z.array(z.object({ matcher: matcherSchema.optional(), action: actionSchema })).min(1),
});

export type Matcher = z.output<typeof matcherSchema>;
export type Route = z.output<typeof createRoutingAddressSchema>["routes"][number];

/** A routing address as the vendor's events carry it. */
export interface RoutingAddress {
  projectId: string;
  webhookUrl: string | undefined;
  depositChain: string;
  depositAddress: string;
  routes: Route[];
  addressNote?: string;
}
