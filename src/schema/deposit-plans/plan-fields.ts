import type { FieldRef } from "@pothos/core";
import type { DepositPlan } from "../../deposits/service.js";
import { builder } from "../builder.js";
import { Chain, Token } from "../chain.js";
import type { Fields } from "../fields.js";
import { tagged } from "../is-type.js";
import { DepositPreflight } from "./preflight.js";

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

type Types = typeof builder.$inferSchemaTypes;

/** What a family's plan type says of itself: its name, its description and what its preflight reads. */
interface PlanTypeText {
  name: string;
  description: string;
  preflight: string;
}

/**
 * A chain family's plan type: its name and description (recognised in `DepositPlanResult` by its
 * `__typename`), the fields every plan has, the family's own, then the preflight.
 */
export function planType<Shape extends DepositPlan & { preflight: unknown }>(
  text: PlanTypeText,
  own: (t: PothosSchemaTypes.ObjectFieldBuilder<Types, Shape>) => Record<string, FieldRef<Types, unknown, "Object">>,
) {
  return builder.objectRef<Shape>(text.name).implement({
    ...tagged(text.name, text.description),
    fields: (t) => ({
      ...planFields(t),
      ...own(t),
      preflight: t.field({
        type: DepositPreflight,
        nullable: true,
        description: text.preflight,
        resolve: (p) => p.preflight as never,
      }),
    }),
  });
}
