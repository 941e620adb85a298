import type { ObjectRef } from "@pothos/core";
import type { FamilyName } from "../../chain/families/index.js";
import type { DepositPlanOf } from "../../deposits/service.js";
import type { builder } from "../builder.js";
import { EvmDepositPlan } from "./evm.js";

/** Each chain family's plan type, the members of `DepositPlanResult`: a family without one does not compile. */
export const PLAN_TYPES: { [F in FamilyName]: ObjectRef<typeof builder.$inferSchemaTypes, DepositPlanOf<F>> } = {
  EVM: EvmDepositPlan,
};
