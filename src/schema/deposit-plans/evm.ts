import { numberToHex } from "viem";
import type { EvmCallBatch, EvmTxShape } from "../../chain/families/evm/family.js";
import type { TxRequest } from "../../chain/families/evm/draft.js";
import type { DepositPlanOf } from "../../deposits/service.js";
import { builder } from "../builder.js";
import { planType } from "./plan-fields.js";

export const EvmTransactionRequest = builder.objectRef<EvmTxShape>("EvmTransactionRequest").implement({
  description: "An EVM transaction for the wallet to sign and send as is (eth_sendTransaction's fields).",
  fields: (t) => ({
    chainId: t.exposeInt("chainId", { description: "The network to send it on (switch the wallet to it first)." }),
    to: t.exposeString("to", { description: "The contract called." }),
    data: t.exposeString("data", { description: "The calldata, hex." }),
    value: t.string({ description: "Native value sent, in wei (decimal string).", resolve: (tx) => tx.value.toString() }),
    gas: t.string({
      nullable: true,
      description:
        "The chain's gas estimate, in gas units (decimal string): on the deposit, when an owner was given, the RPC answered and no approval is pending; else null (let the wallet estimate).",
      resolve: (tx) => tx.gas?.toString() ?? null,
    }),
  }),
});

const EvmCall = builder.objectRef<TxRequest>("EvmCall").implement({
  description: "A call of an EIP-5792 batch, as wallet_sendCalls takes it.",
  fields: (t) => ({
    to: t.exposeString("to", { description: "The contract called." }),
    data: t.exposeString("data", { description: "The calldata, hex." }),
    value: t.string({ description: "Native value sent, in wei, as a hex quantity.", resolve: (c) => numberToHex(c.value) }),
  }),
});

const EvmCallBatchType = builder.objectRef<EvmCallBatch>("EvmCallBatch").implement({
  description:
    "The plan as one EIP-5792 wallet_sendCalls request (add `from`): a wallet that supports it approves and deposits in one confirmation.",
  fields: (t) => ({
    version: t.exposeString("version", { description: "The request's version: 2.0.0." }),
    chainId: t.string({ description: "The network, as a hex quantity.", resolve: (b) => numberToHex(b.chainId) }),
    atomicRequired: t.exposeBoolean("atomicRequired", {
      description:
        "false: the approval then the deposit are safe one after the other, so the wallet need not run them atomically.",
    }),
    calls: t.field({
      type: [EvmCall],
      description: "The approval when one is pending, then the deposit.",
      resolve: (b) => b.calls,
    }),
  }),
});

/** The EVM family's plan: `DepositPlan`, the name the contract gave it before there were other families. */
export const EvmDepositPlan = planType<DepositPlanOf<"EVM">>(
  {
    name: "DepositPlan",
    description: "The deposit that starts a transfer, as transactions to sign: the approval (if any), then the deposit.",
    preflight:
      "Allowance and balances of `owner`; null without an owner, or when the chain's RPC is not configured or does not answer.",
  },
  (t) => ({
    spender: t.exposeString("spender", {
      description:
        "The contract the deposit goes to and the approval names: the chain's bridge contract, or its same-chain-swaps contract.",
    }),
    approval: t.expose("approval", {
      type: EvmTransactionRequest,
      nullable: true,
      description:
        "ERC-20 approve(spender, amount), to send first; null for the native token or when the preflight shows enough allowance.",
    }),
    deposit: t.expose("deposit", {
      type: EvmTransactionRequest,
      description:
        "depositWithId(token, amount, commitmentId), depositNativeWithId(commitmentId) with the amount as value, or the upstream's calldata for a same-chain swap.",
    }),
    calls: t.expose("calls", {
      type: EvmCallBatchType,
      description:
        "approval (when pending) and deposit as one EIP-5792 wallet_sendCalls request (viem's sendCalls); check the wallet's capabilities first, else send approval and deposit one by one.",
    }),
  }),
);
