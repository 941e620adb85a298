import type { TronContractCall } from "../../chain/families/tron/calls.js";
import type { DepositPlanOf } from "../../deposits/service.js";
import { builder } from "../builder.js";
import { planType } from "./plan-fields.js";

const TronContractCallType = builder.objectRef<TronContractCall>("TronContractCall").implement({
  description:
    "A TRON smart-contract call, as TronWeb's triggerSmartContract(contractAddress, functionSelector, { callValue, feeLimit, rawParameter: parameter }, [], ownerAddress) takes it.",
  fields: (t) => ({
    contractAddress: t.exposeString("contractAddress", { description: "The contract called, base58 (T...)." }),
    functionSelector: t.exposeString("functionSelector", {
      description: "The function's signature, e.g. approve(address,uint256).",
    }),
    parameter: t.exposeString("parameter", {
      description: "The ABI-encoded arguments, hex without 0x and without the selector (TronWeb's rawParameter).",
    }),
    callValue: t.string({
      description: "TRX sent with the call, in sun (decimal string).",
      resolve: (c) => c.callValue.toString(),
    }),
    ownerAddress: t.exposeString("ownerAddress", {
      nullable: true,
      description: "The signer, base58, when the plan was asked with an owner.",
    }),
    feeLimit: t.string({
      nullable: true,
      description: "The most TRX (sun) the call may burn for energy; null: the wallet's default.",
      resolve: (c) => c.feeLimit?.toString() ?? null,
    }),
  }),
});

/** The TRON family's plan. */
export const TronDepositPlan = planType<DepositPlanOf<"TRON">>(
  {
    name: "TronDepositPlan",
    description:
      "A deposit from a TRON chain, as the vendor SDK's TRON adapter sends it: the TRC-20 approval (if any), then depositWithId.",
    preflight:
      "TRC-20 allowance and balance, and TRX for energy, of `owner`; null without an owner, or when the TRON node's /jsonrpc is not configured or does not answer.",
  },
  (t) => ({
    spender: t.exposeString("spender", { description: "The bridge contract (base58) the approval names and the deposit calls." }),
    approval: t.expose("approval", {
      type: TronContractCallType,
      nullable: true,
      description: "TRC-20 approve(spender, amount), to send first; null for TRX or when the preflight shows enough allowance.",
    }),
    deposit: t.expose("deposit", {
      type: TronContractCallType,
      description:
        "depositWithId(token, amount, commitmentId) on the bridge contract; for TRX the token is the TRX config's address, as the vendor's SDK sends it.",
    }),
  }),
);
