import type { SolanaAccountMetaShape, SolanaInstructionShape } from "../../chain/families/solana/family.js";
import type { DepositPlanOf } from "../../deposits/service.js";
import { builder } from "../builder.js";
import { planType } from "./plan-fields.js";

const SolanaAccountMeta = builder.objectRef<SolanaAccountMetaShape>("SolanaAccountMeta").implement({
  description: "An account an instruction reads or writes.",
  fields: (t) => ({
    address: t.exposeString("address", { description: "The account, base58." }),
    isSigner: t.exposeBoolean("isSigner", { description: "Whether the transaction must carry its signature." }),
    isWritable: t.exposeBoolean("isWritable", { description: "Whether the instruction writes it." }),
  }),
});

const SolanaInstruction = builder.objectRef<SolanaInstructionShape>("SolanaInstruction").implement({
  description: "A Solana instruction, in the order the transaction must carry it.",
  fields: (t) => ({
    programId: t.exposeString("programId", { description: "The program called, base58." }),
    accounts: t.field({
      type: [SolanaAccountMeta],
      description: "The accounts, in the program's order.",
      resolve: (i) => i.accounts,
    }),
    data: t.exposeString("data", { description: "The instruction's data, base64." }),
  }),
});

/** The Solana family's plan. */
export const SolanaDepositPlan = planType<DepositPlanOf<"SOL">>(
  {
    name: "SolanaDepositPlan",
    description:
      "A deposit from Solana, as the vendor SDK's Solana adapter sends it: the bridge program's depositWithId, signed by the owner.",
    preflight:
      "The owner's token balance, lamports and whether its associated token account exists; null when the Solana RPC is not configured or does not answer.",
  },
  (t) => ({
    instructions: t.expose("instructions", {
      type: [SolanaInstruction],
      description:
        "depositWithId(amount, commitmentId) of the chain's bridge program, with its program-derived accounts and the owner's associated token account (SOL goes through wrapped SOL).",
    }),
    transaction: t.string({
      nullable: true,
      description:
        "The instructions as a base64 unsigned v0 transaction, the owner as fee payer, with a recent blockhash; null when the Solana RPC is not configured or does not answer.",
      resolve: (p) => p.transaction,
    }),
  }),
);
