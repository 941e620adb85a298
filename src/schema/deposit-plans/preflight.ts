import type { PreflightShape } from "../../chain/families/family.js";
import { builder } from "../builder.js";

/** A plan's preflight, the same type for every chain family that reads one. */
export const DepositPreflight = builder.objectRef<PreflightShape>("DepositPreflight").implement({
  description: "The owner's allowance and balances on the source chain, read from its JSON-RPC for this answer.",
  fields: (t) => ({
    owner: t.exposeString("owner", {
      description: "The address the reads are for, in its chain's form (EVM checksummed, TRON base58, Solana base58).",
    }),
    allowance: t.string({
      description: "What the spender may take of the token, in base units (0 for the native token, which needs no approval).",
      resolve: (p) => p.allowance.toString(),
    }),
    tokenBalance: t.string({
      description: "The owner's balance of the token, in base units (the native balance for the native token).",
      resolve: (p) => p.tokenBalance.toString(),
    }),
    nativeBalance: t.string({
      description: "The owner's balance of the chain's native token (gas), in its base units (wei, sun, lamports).",
      resolve: (p) => p.nativeBalance.toString(),
    }),
    approvalNeeded: t.exposeBoolean("approvalNeeded", {
      description: "Whether the approval must be sent before the deposit (allowance below the amount).",
    }),
    sufficientBalance: t.exposeBoolean("sufficientBalance", {
      description: "Whether the token balance covers the amount (gas not counted).",
    }),
    tokenAccountExists: t.exposeBoolean("tokenAccountExists", {
      nullable: true,
      description:
        "Whether the owner's associated token account exists (Solana; the deposit fails without one); null on chains without token accounts.",
    }),
  }),
});
