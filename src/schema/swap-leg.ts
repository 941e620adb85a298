import type { SwapLeg as SwapLegShape } from "../upstream/wire/swap-leg.js";
import type { TransferRefund as TransferRefundShape } from "../upstream/wire/transaction.js";
import { builder } from "./builder.js";

export const SwapLeg = builder.objectRef<SwapLegShape>("SwapLeg").implement({
  description:
    "One swap of a bridge+swap transfer: preSwap on chainIn before the bridge, postSwap on chainOut after it. " +
    "Reads both the vendor's shape (with USD values, minimums and aggregator) and the older one (chain, slippage).",
  fields: (t) => ({
    tokenIn: t.exposeString("tokenIn", { description: "Token swapped from." }),
    tokenOut: t.exposeString("tokenOut", { description: "Token swapped to." }),
    amountIn: t.expose("amountIn", { type: "Decimal", description: "Amount of tokenIn swapped." }),
    amountInUsd: t.exposeFloat("amountInUsd", { nullable: true, description: "USD value of amountIn." }),
    amountOut: t.expose("amountOut", { type: "Decimal", description: "Amount of tokenOut quoted." }),
    amountOutUsd: t.exposeFloat("amountOutUsd", { nullable: true, description: "USD value of amountOut." }),
    minAmountOut: t.expose("minAmountOut", {
      type: "Decimal",
      nullable: true,
      description: "Least tokenOut accepted after slippage.",
    }),
    minAmountOutUsd: t.exposeFloat("minAmountOutUsd", { nullable: true, description: "USD value of minAmountOut." }),
    aggregator: t.exposeString("aggregator", {
      nullable: true,
      description: "Who routes the swap, e.g. KYBERSWAP, RHINO, ONEINCH, BEBOP (a string: new ones appear).",
    }),
    chain: t.exposeString("chain", { nullable: true, description: "Chain of the swap (older upstream shape only)." }),
    slippage: t.exposeFloat("slippage", {
      nullable: true,
      description: "Slippage tolerance, e.g. 0.005 (older upstream shape only).",
    }),
  }),
});

export const TransferRefund = builder.objectRef<TransferRefundShape>("TransferRefund").implement({
  description: "The refund of a transfer whose swap failed (SWAP_FAILED_REFUNDED) or that was otherwise refunded.",
  fields: (t) => ({
    reason: t.exposeString("reason", { nullable: true, description: "Why the transfer was refunded." }),
    txHash: t.exposeString("txHash", { nullable: true, description: "Refund transaction hash (refundTxHash)." }),
    txTimestamp: t.expose("txTimestamp", {
      type: "DateTime",
      nullable: true,
      description: "When the refund transaction happened (refundTxTimestamp).",
    }),
    token: t.exposeString("token", { nullable: true, description: "Token refunded (refundedToken)." }),
    amount: t.expose("amount", { type: "Decimal", description: "Amount refunded, in token units (refundedAmount)." }),
    chain: t.exposeString("chain", { nullable: true, description: "Chain the refund was sent on (refundedChain)." }),
    additionalData: t.expose("additionalData", {
      type: "JSON",
      nullable: true,
      description: "Extra details the upstream attached to the refund.",
    }),
  }),
});
