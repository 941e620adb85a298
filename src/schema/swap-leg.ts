import type { SwapLeg as SwapLegShape } from "../upstream/wire/swap-leg.js";
import type { TransferRefund as TransferRefundShape } from "../upstream/wire/transaction.js";
import { builder } from "./builder.js";
import { decimal, optional, usd } from "./fields.js";
import { explorerUrl } from "./explorer-links.js";

export const SwapLeg = builder.objectRef<SwapLegShape>("SwapLeg").implement({
  description:
    "One swap of a bridge+swap transfer: preSwap on chainIn before the bridge, postSwap on chainOut after it. " +
    "Reads both the vendor's shape (with USD values, minimums and aggregator) and the older one (chain, slippage).",
  fields: (t) => ({
    tokenIn: t.exposeString("tokenIn", { description: "Token swapped from." }),
    tokenOut: t.exposeString("tokenOut", { description: "Token swapped to." }),
    amountIn: decimal(t, "amountIn", "Amount of tokenIn swapped."),
    amountInUsd: usd(t, "amountInUsd", true),
    amountOut: decimal(t, "amountOut", "Amount of tokenOut quoted."),
    amountOutUsd: usd(t, "amountOutUsd", true),
    minAmountOut: optional(t, "minAmountOut", "Decimal", "Least tokenOut accepted after slippage."),
    minAmountOutUsd: usd(t, "minAmountOutUsd", true),
    aggregator: optional(
      t,
      "aggregator",
      "String",
      "Who routes the swap, e.g. KYBERSWAP, RHINO, ONEINCH, BEBOP (a string: new ones appear).",
    ),
    chain: optional(t, "chain", "String", "Chain of the swap (older upstream shape only)."),
    slippage: optional(t, "slippage", "Float", "Slippage tolerance, e.g. 0.005 (older upstream shape only)."),
  }),
});

export const TransferRefund = builder.objectRef<TransferRefundShape>("TransferRefund").implement({
  description: "The refund of a transfer whose swap failed (SWAP_FAILED_REFUNDED) or that was otherwise refunded.",
  fields: (t) => ({
    reason: optional(t, "reason", "String", "Why the transfer was refunded."),
    txHash: optional(t, "txHash", "String", "Refund transaction hash (refundTxHash)."),
    txUrl: t.string({
      nullable: true,
      description:
        "The refund transaction on its chain's block explorer; null when the hash, the chain or its explorer is unknown.",
      resolve: (refund, _args, ctx) => explorerUrl(ctx, refund.chain, refund.txHash),
    }),
    txTimestamp: optional(t, "txTimestamp", "DateTime", "When the refund transaction happened (refundTxTimestamp)."),
    token: optional(t, "token", "String", "Token refunded (refundedToken)."),
    amount: decimal(t, "amount", "Amount refunded, in token units (refundedAmount)."),
    chain: optional(t, "chain", "String", "Chain the refund was sent on (refundedChain)."),
    additionalData: optional(t, "additionalData", "JSON", "Extra details the upstream attached to the refund."),
  }),
});
