import {
  DepositLimitReached,
  GasBoostGreaterThanReceiveAmount,
  NegativeReceiveAmount,
  NoRouteFound,
  SameChainSwapNotAvailable,
  SdaDepositBelowMinimum,
  SdaDepositLimitExceeded,
  SwapLimitReached,
  TooManyRequests,
  WithdrawLimitReached,
} from "../upstream/errors.js";
import { builder } from "./builder.js";
import { errorType } from "./errors.js";

/*
 * The vendor's tagged errors a frontend acts on, as GraphQL types with the fields of the vendor's
 * API types (amounts are Decimal strings, exactly as the vendor wrote them). A field the body
 * lacks is null. Listed in the result unions of the fields that can answer them.
 */

export const WithdrawLimitReachedType = errorType(
  WithdrawLimitReached,
  "WithdrawLimitReached",
  "The amount received would exceed what may be withdrawn on chainOut (e.g. at most 1,000,000 USDT).",
);
builder.objectFields(WithdrawLimitReachedType, (t) => ({
  token: t.string({ nullable: true, description: "Token withdrawn.", resolve: (r) => r.error.token }),
  chain: t.string({ nullable: true, description: "Chain of the withdrawal.", resolve: (r) => r.error.chain }),
  receiveAmount: t.field({
    type: "Decimal",
    nullable: true,
    description: "The amount that would have been received.",
    resolve: (r) => r.error.receiveAmount,
  }),
  maxWithdrawAmount: t.field({
    type: "Decimal",
    nullable: true,
    description: "The most that may be withdrawn, in token units.",
    resolve: (r) => r.error.maxWithdrawAmount,
  }),
}));

export const DepositLimitReachedType = errorType(
  DepositLimitReached,
  "DepositLimitReached",
  "The amount paid exceeds what may be deposited on chainIn.",
);
builder.objectFields(DepositLimitReachedType, (t) => ({
  token: t.string({ nullable: true, description: "Token deposited.", resolve: (r) => r.error.token }),
  chain: t.string({ nullable: true, description: "Chain of the deposit.", resolve: (r) => r.error.chain }),
  payAmount: t.field({
    type: "Decimal",
    nullable: true,
    description: "The amount that would have been paid.",
    resolve: (r) => r.error.payAmount,
  }),
  maxDepositAmount: t.field({
    type: "Decimal",
    nullable: true,
    description: "The most that may be deposited, in token units.",
    resolve: (r) => r.error.maxDepositAmount,
  }),
  payAmountUsd: t.field({
    type: "Decimal",
    nullable: true,
    description: "USD value of payAmount.",
    resolve: (r) => r.error.payAmountUsd,
  }),
  maxDepositAmountUsd: t.field({
    type: "Decimal",
    nullable: true,
    description: "USD value of maxDepositAmount.",
    resolve: (r) => r.error.maxDepositAmountUsd,
  }),
}));

export const SwapLimitReachedType = errorType(SwapLimitReached, "SwapLimitReached", "The swap market's limit is reached.");
builder.objectFields(SwapLimitReachedType, (t) => ({
  market: t.string({ nullable: true, description: "The market whose limit is reached.", resolve: (r) => r.error.market }),
}));

export const SdaDepositLimitExceededType = errorType(
  SdaDepositLimitExceeded,
  "SdaDepositLimitExceeded",
  "The deposit exceeds the smart deposit address's maximum (in USD).",
);
builder.objectFields(SdaDepositLimitExceededType, (t) => ({
  token: t.string({ nullable: true, description: "Token deposited.", resolve: (r) => r.error.token }),
  chainIn: t.string({ nullable: true, description: "Source chain.", resolve: (r) => r.error.chainIn }),
  chainOut: t.string({ nullable: true, description: "Destination chain.", resolve: (r) => r.error.chainOut }),
  payAmountUsd: t.field({
    type: "Decimal",
    nullable: true,
    description: "USD value of the deposit.",
    resolve: (r) => r.error.payAmountUsd,
  }),
  maxDepositAmountUsd: t.field({
    type: "Decimal",
    nullable: true,
    description: "The largest deposit accepted, in USD.",
    resolve: (r) => r.error.maxDepositAmountUsd,
  }),
}));

export const SdaDepositBelowMinimumType = errorType(
  SdaDepositBelowMinimum,
  "SdaDepositBelowMinimum",
  "The deposit is below the smart deposit address's minimum (in USD).",
);
builder.objectFields(SdaDepositBelowMinimumType, (t) => ({
  token: t.string({ nullable: true, description: "Token deposited.", resolve: (r) => r.error.token }),
  chainIn: t.string({ nullable: true, description: "Source chain.", resolve: (r) => r.error.chainIn }),
  chainOut: t.string({ nullable: true, description: "Destination chain.", resolve: (r) => r.error.chainOut }),
  payAmountUsd: t.field({
    type: "Decimal",
    nullable: true,
    description: "USD value of the deposit.",
    resolve: (r) => r.error.payAmountUsd,
  }),
  minDepositAmountUsd: t.field({
    type: "Decimal",
    nullable: true,
    description: "The smallest deposit accepted, in USD.",
    resolve: (r) => r.error.minDepositAmountUsd,
  }),
}));

export const NegativeReceiveAmountType = errorType(
  NegativeReceiveAmount,
  "NegativeReceiveAmount",
  "The fees exceed the amount: nothing would be received.",
);
builder.objectFields(NegativeReceiveAmountType, (t) => ({
  receiveAmount: t.field({
    type: "Decimal",
    nullable: true,
    description: "The (negative) amount that would be received.",
    resolve: (r) => r.error.receiveAmount,
  }),
}));

export const GasBoostGreaterThanReceiveAmountType = errorType(
  GasBoostGreaterThanReceiveAmount,
  "GasBoostGreaterThanReceiveAmount",
  "The gas boost (amountNative) costs more than the amount received.",
);
builder.objectFields(GasBoostGreaterThanReceiveAmountType, (t) => ({
  amountNativeTokenCost: t.field({
    type: "Decimal",
    nullable: true,
    description: "What the gas boost costs, in the token sent.",
    resolve: (r) => r.error.amountNativeTokenCost,
  }),
  receiveAmount: t.field({
    type: "Decimal",
    nullable: true,
    description: "The amount that would be received.",
    resolve: (r) => r.error.receiveAmount,
  }),
}));

export const NoRouteFoundType = errorType(NoRouteFound, "NoRouteFound", "No route swaps tokenIn on chainIn to tokenOut on chainOut.");
builder.objectFields(NoRouteFoundType, (t) => ({
  tokenIn: t.string({ nullable: true, description: "Token sent.", resolve: (r) => r.error.tokenIn }),
  tokenOut: t.string({ nullable: true, description: "Token asked for.", resolve: (r) => r.error.tokenOut }),
  chainIn: t.string({ nullable: true, description: "Source chain.", resolve: (r) => r.error.chainIn }),
  chainOut: t.string({ nullable: true, description: "Destination chain.", resolve: (r) => r.error.chainOut }),
}));

export const SameChainSwapNotAvailableType = errorType(
  SameChainSwapNotAvailable,
  "SameChainSwapNotAvailable",
  "A swap with chainIn = chainOut is not available.",
);

export const TooManyRequestsType = errorType(TooManyRequests, "TooManyRequests", "The upstream's rate limit: retry later.");
builder.objectFields(TooManyRequestsType, (t) => ({
  retryAfterSeconds: t.float({
    nullable: true,
    description: "Seconds to wait before retrying (the upstream's retryAfter).",
    resolve: (r) => r.error.retryAfterSeconds,
  }),
}));

/** The errors a quote request can answer (createQuote, previewQuote). */
export const quoteErrorTypes = [
  WithdrawLimitReachedType,
  DepositLimitReachedType,
  SwapLimitReachedType,
  SdaDepositLimitExceededType,
  SdaDepositBelowMinimumType,
  NegativeReceiveAmountType,
  GasBoostGreaterThanReceiveAmountType,
  NoRouteFoundType,
  SameChainSwapNotAvailableType,
  TooManyRequestsType,
] as const;
