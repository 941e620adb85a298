import type { ObjectRef } from "@pothos/core";
import type { FamilyName } from "../../chain/families/index.js";
import type { DepositPlanOf } from "../../deposits/service.js";
import type { builder } from "../builder.js";
import { EvmDepositPlan } from "./evm.js";
import { SolanaDepositPlan } from "./solana.js";
import { TronDepositPlan } from "./tron.js";

/** Each chain family's plan type, the members of `DepositPlanResult`: a family without one does not compile. */
export const PLAN_TYPES: { [F in FamilyName]: ObjectRef<typeof builder.$inferSchemaTypes, DepositPlanOf<F>> } = {
  EVM: EvmDepositPlan,
  SOL: SolanaDepositPlan,
  TRON: TronDepositPlan,
};
