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
 * API types (amounts are Decimal strings, exactly as the vendor wrote them; USD values Float like
 * everywhere else in the graph). Fields the vendor requires are non-null (a body without them is
 * an UpstreamError), so they match the quote fields of the same name in one selection set. Listed in the result unions of the fields that can answer them.
 */

export const WithdrawLimitReachedType = errorType(
  WithdrawLimitReached,
  "WithdrawLimitReached",
  "The amount received would exceed what may be withdrawn on chainOut (e.g. at most 1,000,000 USDT).",
);
builder.objectFields(WithdrawLimitReachedType, (t) => ({
  token: t.string({ description: "Token withdrawn.", resolve: (r) => r.error.fields.token }),
  chain: t.string({ description: "Chain of the withdrawal.", resolve: (r) => r.error.fields.chain }),
  receiveAmount: t.field({
    type: "Decimal",
    description: "The amount that would have been received.",
    resolve: (r) => r.error.fields.receiveAmount,
  }),
  maxWithdrawAmount: t.field({
    type: "Decimal",
    description: "The most that may be withdrawn, in token units.",
    resolve: (r) => r.error.fields.maxWithdrawAmount,
  }),
}));

export const DepositLimitReachedType = errorType(
  DepositLimitReached,
  "DepositLimitReached",
  "The amount paid exceeds what may be deposited on chainIn.",
);
builder.objectFields(DepositLimitReachedType, (t) => ({
  token: t.string({ description: "Token deposited.", resolve: (r) => r.error.fields.token }),
  chain: t.string({ description: "Chain of the deposit.", resolve: (r) => r.error.fields.chain }),
  payAmount: t.field({
    type: "Decimal",
    description: "The amount that would have been paid.",
    resolve: (r) => r.error.fields.payAmount,
  }),
  maxDepositAmount: t.field({
    type: "Decimal",
    description: "The most that may be deposited, in token units.",
    resolve: (r) => r.error.fields.maxDepositAmount,
  }),
  payAmountUsd: t.field({
    type: "Float",
    nullable: true,
    description: "USD value of payAmount.",
    resolve: (r) => r.error.fields.payAmountUsd,
  }),
  maxDepositAmountUsd: t.field({
    type: "Float",
    nullable: true,
    description: "USD value of maxDepositAmount.",
    resolve: (r) => r.error.fields.maxDepositAmountUsd,
  }),
}));

export const SwapLimitReachedType = errorType(SwapLimitReached, "SwapLimitReached", "The swap market's limit is reached.");
builder.objectFields(SwapLimitReachedType, (t) => ({
  market: t.string({ description: "The market whose limit is reached.", resolve: (r) => r.error.fields.market }),
}));

export const SdaDepositLimitExceededType = errorType(
  SdaDepositLimitExceeded,
  "SdaDepositLimitExceeded",
  "The deposit exceeds the smart deposit address's maximum (in USD).",
);
builder.objectFields(SdaDepositLimitExceededType, (t) => ({
  token: t.string({ description: "Token deposited.", resolve: (r) => r.error.fields.token }),
  chainIn: t.string({ description: "Source chain.", resolve: (r) => r.error.fields.chainIn }),
  chainOut: t.string({ description: "Destination chain.", resolve: (r) => r.error.fields.chainOut }),
  payAmountUsd: t.field({
    type: "Float",
    description: "USD value of the deposit.",
    resolve: (r) => r.error.fields.payAmountUsd,
  }),
  maxDepositAmountUsd: t.field({
    type: "Float",
    description: "The largest deposit accepted, in USD.",
    resolve: (r) => r.error.fields.maxDepositAmountUsd,
  }),
}));

export const SdaDepositBelowMinimumType = errorType(
  SdaDepositBelowMinimum,
  "SdaDepositBelowMinimum",
  "The deposit is below the smart deposit address's minimum (in USD).",
);
builder.objectFields(SdaDepositBelowMinimumType, (t) => ({
  token: t.string({ description: "Token deposited.", resolve: (r) => r.error.fields.token }),
  chainIn: t.string({ description: "Source chain.", resolve: (r) => r.error.fields.chainIn }),
  chainOut: t.string({ description: "Destination chain.", resolve: (r) => r.error.fields.chainOut }),
  payAmountUsd: t.field({
    type: "Float",
    description: "USD value of the deposit.",
    resolve: (r) => r.error.fields.payAmountUsd,
  }),
  minDepositAmountUsd: t.field({
    type: "Float",
    description: "The smallest deposit accepted, in USD.",
    resolve: (r) => r.error.fields.minDepositAmountUsd,
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
    description: "The (negative) amount that would be received.",
    resolve: (r) => r.error.fields.receiveAmount,
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
    description: "What the gas boost costs, in the token sent.",
    resolve: (r) => r.error.fields.amountNativeTokenCost,
  }),
  receiveAmount: t.field({
    type: "Decimal",
    description: "The amount that would be received.",
    resolve: (r) => r.error.fields.receiveAmount,
  }),
}));

export const NoRouteFoundType = errorType(
  NoRouteFound,
  "NoRouteFound",
  "No route swaps tokenIn on chainIn to tokenOut on chainOut.",
);
builder.objectFields(NoRouteFoundType, (t) => ({
  tokenIn: t.string({ description: "Token sent.", resolve: (r) => r.error.fields.tokenIn }),
  tokenOut: t.string({ description: "Token asked for.", resolve: (r) => r.error.fields.tokenOut }),
  chainIn: t.string({ description: "Source chain.", resolve: (r) => r.error.fields.chainIn }),
  chainOut: t.string({ description: "Destination chain.", resolve: (r) => r.error.fields.chainOut }),
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
