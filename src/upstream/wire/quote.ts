import { z } from "zod";
import {
  dateTime,
  decimal,
  feesSchema,
  isRawObject,
  optional,
  postBridgeDataSchema,
  speedSchema,
  usd,
  type Fees,
  type RawObject,
} from "./common.js";

/** What "nothing sponsored" reads as when the quote omits `sponsoredFees` (optional in the vendor's types). */
const NO_SPONSORED_FEES: Fees = {
  fee: "0",
  feeUsd: 0,
  gasFee: "0",
  gasFeeUsd: 0,
  sourceGasFee: "0",
  sourceGasFeeUsd: 0,
  platformFee: "0",
  platformFeeUsd: 0,
  percentageFee: "0",
  percentageFeeUsd: 0,
};

const quoteFeesSchema = feesSchema.extend({
  percentageFeeAmount: optional(z.number()),
  percentageFeeThreshold: optional(z.number()),
  sponsoredFees: feesSchema.nullish().transform((f) => f ?? NO_SPONSORED_FEES),
});

const coreShape = {
  quoteId: z.string().min(1),
  chainIn: z.string(),
  chainOut: z.string(),
  payAmount: decimal,
  payAmountUsd: usd,
  receiveAmount: decimal,
  receiveAmountUsd: usd,
  fees: quoteFeesSchema,
  depositor: z.string(),
  recipient: z.string(),
  expiresAt: dateTime,
  flowCredits: optional(z.number()),
  // The vendor's types allow `maxLimitUsd: null` (no cap); that must not drop the whole promotion.
  promotion: optional(z.object({ name: z.string(), maxLimitUsd: usd.nullish().transform((v) => v ?? null) })),
  gasBoost: optional(z.object({ amountNative: decimal, amountNativeUsd: usd, amountNativeTokenCost: decimal })),
  speed: optional(speedSchema),
  estimatedDuration: optional(z.number().nonnegative()),
  postBridgeData: optional(postBridgeDataSchema),
  webhookUrl: optional(z.string()),
};

const coreSchema = z.object(coreShape);
const bridgeSchema = z.object({ ...coreShape, _tag: z.literal("bridge"), token: z.string() });
const depositAddressBridgeSchema = z.object({ ...coreShape, _tag: z.literal("depositAddressBridge"), token: z.string() });
const bridgeSwapSchema = z.object({
  ...coreShape,
  _tag: z.literal("bridgeSwap"),
  tokenIn: z.string(),
  tokenOut: z.string(),
  // Required in the vendor's types, absent from older sandboxes: optional here, so both read.
  bridgeToken: optional(z.string()),
  bridgeReceiveAmount: optional(decimal),
  bridgePayAmount: optional(decimal),
  bridgePayAmountUsd: optional(usd),
  minReceiveAmount: optional(decimal),
  minReceiveAmountUsd: optional(usd),
  usdPriceTokenIn: optional(usd),
  usdPriceTokenOut: optional(usd),
  // A same-chain atomic swap is deposited with the upstream's swap calldata (vendor SDK, prepare-bridge).
  isAtomicSwap: optional(z.boolean()),
});

type Core = z.output<typeof coreSchema>;
export type BridgeQuote = Core & { __typename: "BridgeQuote"; token: string };
export type BridgeSwapQuote = Omit<z.output<typeof bridgeSwapSchema>, "_tag"> & { __typename: "BridgeSwapQuote" };
export type DepositAddressBridgeQuote = Core & { __typename: "DepositAddressBridgeQuote"; token: string };
export type OtherQuote = Core & { __typename: "OtherQuote"; tag: string; raw: RawObject };
export type Quote = BridgeQuote | BridgeSwapQuote | DepositAddressBridgeQuote | OtherQuote;

/**
 * Reads a quote response. `bridge`, `bridgeSwap` and `depositAddressBridge` (the answer for
 * `isSda: "true"`) are modelled; another variant (or a known one
 * with an unexpected field) is an `OtherQuote` when it has the common quote fields; `undefined`
 * when even those are missing (the caller reports a bad upstream response).
 */
export function parseQuote(raw: unknown): Quote | undefined {
  if (!isRawObject(raw)) return undefined;
  if (raw._tag === "bridge") {
    const r = bridgeSchema.safeParse(raw);
    if (r.success) {
      const { _tag, ...q } = r.data;
      return { ...q, __typename: "BridgeQuote" };
    }
  } else if (raw._tag === "bridgeSwap") {
    const r = bridgeSwapSchema.safeParse(raw);
    if (r.success) {
      const { _tag, ...q } = r.data;
      return { ...q, __typename: "BridgeSwapQuote" };
    }
  } else if (raw._tag === "depositAddressBridge") {
    const r = depositAddressBridgeSchema.safeParse(raw);
    if (r.success) {
      const { _tag, ...q } = r.data;
      return { ...q, __typename: "DepositAddressBridgeQuote" };
    }
  }
  const core = coreSchema.safeParse(raw);
  if (!core.success) return undefined;
  return { ...core.data, __typename: "OtherQuote", tag: typeof raw._tag === "string" ? raw._tag : "unknown", raw };
}

export const commitResponseSchema = z.object({ quoteId: z.string().min(1) });
