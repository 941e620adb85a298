import type { DepositPlan } from "../../deposits/service.js";
import { Chain, Token } from "../chain.js";
import type { Fields } from "../fields.js";

/** The fields every chain family's plan type has (ARCHITECTURE.md 4.4), declared once. */
export const planFields = <Shape extends DepositPlan>(t: Fields<Shape>) => ({
  quoteId: t.id({ description: "The quote (commitment) id the deposit carries.", resolve: (p: Shape) => p.quoteId }),
  chain: t.field({ type: Chain, description: "The source chain (chainIn).", resolve: (p: Shape) => p.chain }),
  token: t.field({ type: Token, description: "The token deposited.", resolve: (p: Shape) => p.token }),
  amount: t.field({ type: "Decimal", description: "The pay amount, in token units.", resolve: (p: Shape) => p.amount }),
  amountBaseUnits: t.string({
    description: "The pay amount in the token's base units (amount x 10^decimals, exact), as the contract gets it.",
    resolve: (p: Shape) => p.amountBaseUnits.toString(),
  }),
});
