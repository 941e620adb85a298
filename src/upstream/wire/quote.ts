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
  type RawObject,
} from "./common.js";

const quoteFeesSchema = feesSchema.extend({
  percentageFeeAmount: optional(z.number()),
  percentageFeeThreshold: optional(z.number()),
  sponsoredFees: feesSchema,
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
  promotion: optional(z.object({ name: z.string(), maxLimitUsd: usd })),
  gasBoost: optional(z.object({ amountNative: decimal, amountNativeUsd: usd, amountNativeTokenCost: decimal })),
  speed: optional(speedSchema),
  estimatedDuration: optional(z.number().nonnegative()),
  postBridgeData: optional(postBridgeDataSchema),
  webhookUrl: optional(z.string()),
};

const coreSchema = z.object(coreShape);
const bridgeSchema = z.object({ ...coreShape, _tag: z.literal("bridge"), token: z.string() });
const bridgeSwapSchema = z.object({
  ...coreShape,
  _tag: z.literal("bridgeSwap"),
  tokenIn: z.string(),
  tokenOut: z.string(),
  bridgePayAmount: optional(decimal),
  bridgePayAmountUsd: optional(usd),
  minReceiveAmount: optional(decimal),
  minReceiveAmountUsd: optional(usd),
  usdPriceTokenIn: optional(usd),
  usdPriceTokenOut: optional(usd),
});

type Core = z.output<typeof coreSchema>;
export type BridgeQuote = Core & { __typename: "BridgeQuote"; token: string };
export type BridgeSwapQuote = Omit<z.output<typeof bridgeSwapSchema>, "_tag"> & { __typename: "BridgeSwapQuote" };
export type OtherQuote = Core & { __typename: "OtherQuote"; tag: string; raw: RawObject };
export type Quote = BridgeQuote | BridgeSwapQuote | OtherQuote;

/**
 * Reads a quote response. `bridge` and `bridgeSwap` are modelled; another variant (or a known one
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
  }
  const core = coreSchema.safeParse(raw);
  if (!core.success) return undefined;
  return { ...core.data, __typename: "OtherQuote", tag: typeof raw._tag === "string" ? raw._tag : "unknown", raw };
}

export const commitResponseSchema = z.object({ quoteId: z.string().min(1) });
