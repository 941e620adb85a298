import { toTransferState, type TransferState } from "../../domain/transfer-states.js";
import { z } from "zod";
import {
  dateTime,
  decimal,
  feesSchema,
  feesShape,
  isRawObject,
  optional,
  postBridgeDataSchema,
  rawObject,
  speedSchema,
  usd,
  type Fees,
  type RawObject,
} from "./common.js";
import { compileCopy, recordReader } from "../../twins/wire/fast-reader.js";
import { parseSwapLeg, type SwapLeg } from "./swap-leg.js";

const coreShape = {
  _id: z.string().min(1),
  userId: z.string(),
  state: optional(z.string()),
  chainIn: z.string(),
  chainOut: z.string(),
  amountIn: decimal,
  amountInUsd: usd,
  amountOut: decimal,
  amountOutUsd: usd,
  amountNative: optional(decimal),
  amountNativeUsd: optional(usd),
  ...feesShape,
  sponsoredFees: feesSchema,
  recipient: z.string(),
  depositor: z.string(),
  createdAt: dateTime,
  commitmentDate: dateTime,
  depositTxHash: optional(z.string()),
  depositCommittedAt: optional(dateTime),
  withdrawTxHash: optional(z.string()),
  withdrawCommittedAt: optional(dateTime),
  speed: optional(speedSchema),
  estimatedDuration: optional(z.number().nonnegative()),
  postBridgeData: optional(postBridgeDataSchema),
  flowCredits: optional(z.number()),
  depositDiscoveredAt: optional(dateTime),
  depositConfirmedAt: optional(dateTime),
  expectedDepositConfirmedAt: optional(dateTime),
  expectedDepositConfirmedAtBlock: optional(z.number().int()),
  preSwapTxHash: optional(z.string()),
  preSwapCommittedAt: optional(dateTime),
  isConfirmed: optional(z.boolean()),
  // Per-state fields of the vendor's types: CANCELLED has `cancelledAt`, FAILED `failedAt`.
  cancelledAt: optional(dateTime),
  failedAt: optional(dateTime),
};

const coreSchema = z.object(coreShape);

const bridgeSchema = z.object({
  ...coreShape,
  _tag: z.literal("bridge").optional(),
  token: z.string(),
  usdPrice: usd,
});

const bridgeSwapSchema = z.object({
  ...coreShape,
  _tag: z.literal("bridgeSwap").optional(),
  tokenIn: z.string(),
  tokenOut: z.string(),
  minAmountOut: decimal,
  minAmountOutUsd: usd,
  usdPriceTokenIn: usd,
  usdPriceTokenOut: usd,
  preSwap: optional(z.unknown()),
  postSwap: optional(z.unknown()),
  mode: optional(z.enum(["pay", "receive"]).transform((m) => m.toUpperCase() as "PAY" | "RECEIVE")),
  isAtomicSwap: optional(z.boolean()),
});

const depositAddressBridgeSchema = z.object({
  ...coreShape,
  _tag: z.literal("depositAddressBridge").optional(),
  token: z.string(),
  tokenOut: optional(z.string()),
  usdPrice: usd,
  depositAddress: optional(z.string()),
});

/**
 * Each variant is read by its fast reader first (checked in place, no per-field copy; see
 * fast-reader.ts) and by zod when that declines: the same output, and zod's leniency and reasons
 * for the records that need them.
 */
/** The variants' wire schemas, for the test that holds their fast readers to zod's output. */
export const TRANSACTION_VARIANT_SCHEMAS = {
  bridge: bridgeSchema,
  bridgeSwap: bridgeSwapSchema,
  depositAddressBridge: depositAddressBridgeSchema,
};
const readBridgeSwap = recordReader(bridgeSwapSchema);
const readDepositAddressBridge = recordReader(depositAddressBridgeSchema);
const readBridge = recordReader(bridgeSchema);

/**
 * A refund of the transfer (`SWAP_FAILED_REFUNDED` and other refunded states): the vendor's
 * `reason, refundTxHash, refundTxTimestamp, refundedToken, refundedAmount, refundedChain,
 * additionalData`. Read only when the record carries a refunded amount.
 */
export interface TransferRefund {
  reason: string | null;
  txHash: string | null;
  txTimestamp: string | null;
  token: string | null;
  amount: string;
  chain: string | null;
  additionalData: RawObject | null;
}

const transferRefundSchema = z.object({
  reason: optional(z.string()),
  refundTxHash: optional(z.string()),
  refundTxTimestamp: optional(dateTime),
  refundedToken: optional(z.string()),
  refundedAmount: decimal,
  refundedChain: optional(z.string()),
  additionalData: optional(rawObject),
});

function refundOf(raw: RawObject): TransferRefund | null {
  // Without a refunded amount (nearly every record) the schema cannot match: no parse needed.
  if (typeof raw.refundedAmount !== "string") return null;
  const r = transferRefundSchema.safeParse(raw);
  if (!r.success) return null;
  return {
    reason: r.data.reason ?? null,
    txHash: r.data.refundTxHash ?? null,
    txTimestamp: r.data.refundTxTimestamp ?? null,
    token: r.data.refundedToken ?? null,
    amount: r.data.refundedAmount,
    chain: r.data.refundedChain ?? null,
    additionalData: r.data.additionalData ?? null,
  };
}

type Core = Omit<z.output<typeof coreSchema>, "_id" | "state" | keyof typeof feesShape | "sponsoredFees"> & {
  id: string;
  state: TransferState;
  rawState: string;
  fees: Fees;
  sponsoredFees: Fees;
  refund: TransferRefund | null;
};

export type BridgeTransaction = Core & { __typename: "BridgeTransaction"; token: string; usdPrice: number };
export type BridgeSwapTransaction = Core & {
  __typename: "BridgeSwapTransaction";
  /** The legs read as `SwapLeg`; `preSwapRaw` / `postSwapRaw` keep what the upstream sent. */
  preSwap: SwapLeg | null;
  postSwap: SwapLeg | null;
  preSwapRaw: unknown;
  postSwapRaw: unknown;
} & Pick<
    z.output<typeof bridgeSwapSchema>,
    "tokenIn" | "tokenOut" | "minAmountOut" | "minAmountOutUsd" | "usdPriceTokenIn" | "usdPriceTokenOut" | "mode" | "isAtomicSwap"
  >;
export type DepositAddressBridgeTransaction = Core & {
  __typename: "DepositAddressBridgeTransaction";
  token: string;
  tokenOut: string | null;
  usdPrice: number;
  depositAddress: string | null;
};
export type OtherTransaction = Core & { __typename: "OtherTransaction"; tag: string; raw: RawObject };
export type Transaction = BridgeTransaction | BridgeSwapTransaction | DepositAddressBridgeTransaction | OtherTransaction;

/** A record that lacks the fields every transaction must have; kept whole so nothing is hidden. */
export interface UnreadableRecord {
  __typename: "UnreadableRecord";
  reason: string;
  raw: unknown;
}

/**
 * Keys of a parsed record that `toCore` does not copy as they are: `_id` becomes `id`, `state` is
 * read, the flat fee fields become `fees`, and each variant sets its own (`_tag`, the swap legs…).
 */
const CORE_SKIP = ["_id", "state", "_tag", ...Object.keys(feesShape)];
/** What `toCore` adds after the copied keys, in this order. */
const CORE_ADDED = ["id", "state", "rawState", "fees", "refund"] as const;
/**
 * Makes a record of a variant's other keys, in the schema's order, then CORE_ADDED's (see
 * compileCopy: the record stays a fast object, sized for its keys at once).
 */
const copyOf = (schema: z.ZodObject, skip: string[]) =>
  compileCopy(
    Object.keys(schema.shape).filter((k) => !skip.includes(k)),
    CORE_ADDED,
  );
const copyCore = copyOf(coreSchema, CORE_SKIP);
const copyBridge = copyOf(bridgeSchema, CORE_SKIP);
const copySwap = copyOf(bridgeSwapSchema, [...CORE_SKIP, "preSwap", "postSwap"]);
const copyDepositAddress = copyOf(depositAddressBridgeSchema, [...CORE_SKIP, "tokenOut", "depositAddress"]);

/**
 * The record's flat fee fields become `fees`; `_id` becomes `id`, with the state and refund read.
 * The other keys of the parsed record are copied in their order into one new object, to which the
 * caller adds its variant's fields: no spread of the record and no `delete` or keyed stores (which
 * turned every record read into a slow dictionary-mode object).
 */
function toCore(
  r: z.output<typeof coreSchema>,
  copy: (from: RawObject, ...values: unknown[]) => RawObject,
  rawState: string,
  raw: RawObject,
) {
  const fees = {
    fee: r.fee,
    feeUsd: r.feeUsd,
    gasFee: r.gasFee,
    gasFeeUsd: r.gasFeeUsd,
    sourceGasFee: r.sourceGasFee,
    sourceGasFeeUsd: r.sourceGasFeeUsd,
    platformFee: r.platformFee,
    platformFeeUsd: r.platformFeeUsd,
    percentageFee: r.percentageFee,
    percentageFeeUsd: r.percentageFeeUsd,
  } satisfies Record<keyof Fees, unknown>;
  // In CORE_ADDED's order: id, state, rawState, fees, refund.
  return copy(r, r._id, toTransferState(rawState), rawState, fees, refundOf(raw));
}

/**
 * Reads one upstream status record. Known variants are told apart by `_tag`, or by shape when
 * the tag is missing (the by-deposit `bridge` record has none; accept a tagless record of the other
 * variants too): `tokenIn` + `tokenOut` is a swap, `token` + `depositAddress` a deposit-address
 * bridge, `token` alone a bridge. A record that matches no known variant but has the common fields
 * is an `OtherTransaction`; one without them is unreadable. `state` overrides the record's own
 * (webhook events carry no `state`).
 */
export function parseTransaction(raw: unknown, state?: string): Transaction | UnreadableRecord {
  if (!isRawObject(raw)) return { __typename: "UnreadableRecord", reason: "record is not an object", raw };
  const tag = typeof raw._tag === "string" ? raw._tag : undefined;
  const rawState = state ?? (typeof raw.state === "string" ? raw.state : "");
  const looksSwap = tag === "bridgeSwap" || (tag === undefined && "tokenIn" in raw && "tokenOut" in raw);
  const looksDepositAddress =
    tag === "depositAddressBridge" || (tag === undefined && !looksSwap && "token" in raw && "depositAddress" in raw);
  const looksBridge = tag === "bridge" || (tag === undefined && !looksDepositAddress && "token" in raw);
  if (looksSwap) {
    const swap = readBridgeSwap(raw);
    if (swap.success) {
      const { preSwap, postSwap } = swap.data;
      const t = toCore(swap.data, copySwap, rawState, raw);
      t.__typename = "BridgeSwapTransaction";
      t.preSwap = parseSwapLeg(preSwap);
      t.postSwap = parseSwapLeg(postSwap);
      t.preSwapRaw = preSwap ?? null;
      t.postSwapRaw = postSwap ?? null;
      return t as BridgeSwapTransaction;
    }
  } else if (looksDepositAddress) {
    const dab = readDepositAddressBridge(raw);
    if (dab.success) {
      const t = toCore(dab.data, copyDepositAddress, rawState, raw);
      t.__typename = "DepositAddressBridgeTransaction";
      t.tokenOut = dab.data.tokenOut ?? null;
      t.depositAddress = dab.data.depositAddress ?? null;
      return t as DepositAddressBridgeTransaction;
    }
  } else if (looksBridge) {
    const bridge = readBridge(raw);
    if (bridge.success) {
      const t = toCore(bridge.data, copyBridge, rawState, raw);
      t.__typename = "BridgeTransaction";
      return t as BridgeTransaction;
    }
  }
  const core = coreSchema.safeParse(raw);
  if (!core.success) {
    const first = core.error.issues[0];
    return {
      __typename: "UnreadableRecord",
      reason: `${first?.path.join(".") || "record"}: ${first?.message ?? "invalid"}`,
      raw,
    };
  }
  const t = toCore(core.data, copyCore, rawState, raw);
  t.__typename = "OtherTransaction";
  t.tag = tag ?? "unknown";
  t.raw = raw;
  return t as OtherTransaction;
}
