import { z } from "zod";
import { isRawObject, optional, orNull, postBridgeDataSchema, rawObject, type RawObject } from "./common.js";

const statusFieldsSchema = z.object({
  depositChain: z.string(),
  depositAddress: z.string(),
  destinationChain: z.string(),
  destinationAddress: optional(z.string()),
  supportedTokens: z.array(
    z.object({
      symbol: z.string(),
      address: z.string(),
      minDepositLimitUsd: optional(z.number()),
      maxDepositLimitUsd: optional(z.number()),
    }),
  ),
  isActive: z.boolean(),
  addressNote: optional(z.string()),
  postBridgeData: optional(postBridgeDataSchema),
  tokenOut: optional(z.string()),
  refundAddress: optional(z.string()),
  bridgeIfNotSwappable: optional(z.boolean()),
  chainMetadata: optional(rawObject.transform((raw) => chainMetadataOf(raw))),
});

/** Chain-specific metadata of an SDA (vendor types: only Stellar, `{ _tag: "STELLAR", baseAddress, memoId }`). */
export type ChainMetadata =
  | { __typename: "StellarChainMetadata"; baseAddress: string; memoId: string }
  | { __typename: "OtherChainMetadata"; tag: string; raw: RawObject };

const stellarMetadata = z.object({
  _tag: z.literal("STELLAR"),
  baseAddress: z.string(),
  // A memo id is a uint64 written as a string; a number is read as its text.
  memoId: z.union([z.string(), z.number().int().transform(String)]),
});

function chainMetadataOf(raw: RawObject): ChainMetadata {
  const stellar = stellarMetadata.safeParse(raw);
  if (stellar.success)
    return { __typename: "StellarChainMetadata", baseAddress: stellar.data.baseAddress, memoId: stellar.data.memoId };
  return { __typename: "OtherChainMetadata", tag: typeof raw._tag === "string" ? raw._tag : "unknown", raw };
}

/** The SDA status; `raw` keeps every field, including ones this schema does not model. */
export const depositAddressStatusSchema = rawObject.transform((raw, ctx) => {
  const r = statusFieldsSchema.safeParse(raw);
  if (!r.success) {
    for (const issue of r.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    return z.NEVER;
  }
  return { ...r.data, raw };
});

export type DepositAddressStatus = z.output<typeof depositAddressStatusSchema>;

export type RefundTrigger =
  | {
      __typename: "UnsupportedTokenTrigger";
      nativeToken: boolean | null;
      amountWei: string | null;
      tokenAddress: string | null;
      tokenSymbol: string | null;
      amount: string | null;
      amountUsd: string | null;
    }
  | {
      __typename: "RejectedBridgeTrigger";
      rejectedDepositAddressBridgeId: string;
      nativeToken: boolean | null;
      amountWei: string | null;
      amount: string | null;
      amountUsd: string | null;
      tokenAddress: string | null;
      tokenSymbol: string | null;
    }
  | { __typename: "OtherRefundTrigger"; tag: string; raw: RawObject };

const str = optional(z.string());
/** The fields both modelled triggers have, each optional. */
const triggerShape = {
  nativeToken: optional(z.boolean()),
  amountWei: str,
  tokenAddress: str,
  tokenSymbol: str,
  amount: str,
  amountUsd: str,
};
const unsupportedToken = z.object({ _tag: z.literal("UNSUPPORTED_TOKEN"), ...triggerShape });

/** A refund of a deposit whose bridge was rejected (e.g. under the minimum); vendor types, `REJECTED_BRIDGE`. */
const rejectedBridge = z.object({
  _tag: z.literal("REJECTED_BRIDGE"),
  rejectedDepositAddressBridgeId: z.string(),
  ...triggerShape,
});

const TRIGGER_FIELDS = Object.keys(triggerShape) as (keyof typeof triggerShape)[];
/** The shared trigger fields, an absent one as null. */
const triggerFields = (t: z.output<z.ZodObject<typeof triggerShape>>) => orNull(t, TRIGGER_FIELDS);

const triggerSchema = rawObject.transform((raw): RefundTrigger => {
  const rejected = rejectedBridge.safeParse(raw);
  if (rejected.success) {
    const { rejectedDepositAddressBridgeId } = rejected.data;
    return { __typename: "RejectedBridgeTrigger", rejectedDepositAddressBridgeId, ...triggerFields(rejected.data) };
  }
  const t = unsupportedToken.safeParse(raw);
  if (t.success) return { __typename: "UnsupportedTokenTrigger", ...triggerFields(t.data) };
  return { __typename: "OtherRefundTrigger", tag: typeof raw._tag === "string" ? raw._tag : "unknown", raw };
});

export const refundSchema = z.object({
  refundId: z.string().min(1),
  depositAddress: z.string(),
  depositChain: z.string(),
  recipient: optional(z.string()),
  trigger: triggerSchema,
  txHash: optional(z.string()),
  txTimestamp: optional(z.string()),
  originalDepositTxHash: optional(z.string()),
});
export type Refund = z.output<typeof refundSchema>;

export const refundListSchema = z.object({ items: z.array(z.unknown()) });

/** Reads one refund record; `undefined` when it lacks an id or its address. */
export function parseRefund(raw: unknown): Refund | undefined {
  if (!isRawObject(raw)) return undefined;
  const r = refundSchema.safeParse(raw);
  return r.success ? r.data : undefined;
}
