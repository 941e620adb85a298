import { z } from "zod";
import {
  dateTime,
  decimal,
  feesSchema,
  feesShape,
  isRawObject,
  optional,
  postBridgeDataSchema,
  speedSchema,
  usd,
  type Fees,
  type RawObject,
} from "./common.js";

/** States of `upstream-facts.md`; anything else reads as `UNKNOWN` with the text kept in `rawState`. */
export const TRANSACTION_STATES = [
  "PENDING",
  "PENDING_CONFIRMATION",
  "DEPOSIT_ACCEPTED",
  "ACCEPTED",
  "EXECUTED",
  "CANCELLED",
  "FAILED",
  "SWAP_FAILED",
  "SWAP_FAILED_REFUNDED",
  "UNKNOWN",
] as const;
export type TransactionState = (typeof TRANSACTION_STATES)[number];

export function toState(raw: string): TransactionState {
  return (TRANSACTION_STATES as readonly string[]).includes(raw) && raw !== "UNKNOWN" ? (raw as TransactionState) : "UNKNOWN";
}

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

type Core = Omit<z.output<typeof coreSchema>, "_id" | "state" | keyof typeof feesShape | "sponsoredFees"> & {
  id: string;
  state: TransactionState;
  rawState: string;
  fees: Fees;
  sponsoredFees: Fees;
};

export type BridgeTransaction = Core & { __typename: "BridgeTransaction"; token: string; usdPrice: number };
export type BridgeSwapTransaction = Core & {
  __typename: "BridgeSwapTransaction";
} & Pick<
    z.output<typeof bridgeSwapSchema>,
    | "tokenIn"
    | "tokenOut"
    | "minAmountOut"
    | "minAmountOutUsd"
    | "usdPriceTokenIn"
    | "usdPriceTokenOut"
    | "preSwap"
    | "postSwap"
    | "mode"
    | "isAtomicSwap"
  >;
export type OtherTransaction = Core & { __typename: "OtherTransaction"; tag: string; raw: RawObject };
export type Transaction = BridgeTransaction | BridgeSwapTransaction | OtherTransaction;

/** A record that lacks the fields every transaction must have; kept whole so nothing is hidden. */
export interface UnreadableRecord {
  __typename: "UnreadableRecord";
  reason: string;
  raw: unknown;
}

const FEE_KEYS = Object.keys(feesShape) as (keyof Fees)[];

/** The record's flat fee fields become `fees`; `_id` becomes `id`, with the state read. */
function toCore<T extends z.output<typeof coreSchema>>(r: T, rawState: string) {
  const { _id, state: _state, ...rest } = r;
  const fees = {} as Record<keyof Fees, unknown>;
  for (const k of FEE_KEYS) {
    fees[k] = rest[k];
    delete rest[k];
  }
  return {
    ...(rest as Omit<typeof rest, keyof Fees>),
    id: _id,
    state: toState(rawState),
    rawState,
    fees: fees as Fees,
  };
}

/**
 * Reads one upstream status record. Known variants are told apart by `_tag`, or by shape when
 * the tag is missing (the by-deposit `bridge` record has none). A record that matches no known
 * variant but has the common fields is an `OtherTransaction`; one without them is unreadable.
 * `state` overrides the record's own (webhook events carry no `state`).
 */
export function parseTransaction(raw: unknown, state?: string): Transaction | UnreadableRecord {
  if (!isRawObject(raw)) return { __typename: "UnreadableRecord", reason: "record is not an object", raw };
  const tag = typeof raw._tag === "string" ? raw._tag : undefined;
  const rawState = state ?? (typeof raw.state === "string" ? raw.state : "");
  const looksSwap = tag === "bridgeSwap" || (tag === undefined && "tokenIn" in raw && "tokenOut" in raw);
  const looksBridge = tag === "bridge" || (tag === undefined && "token" in raw);
  if (looksSwap) {
    const swap = bridgeSwapSchema.safeParse(raw);
    if (swap.success) {
      const { _tag, ...r } = swap.data;
      return { ...toCore(r, rawState), __typename: "BridgeSwapTransaction" };
    }
  } else if (looksBridge) {
    const bridge = bridgeSchema.safeParse(raw);
    if (bridge.success) {
      const { _tag, ...r } = bridge.data;
      return { ...toCore(r, rawState), __typename: "BridgeTransaction" };
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
  return { ...toCore(core.data, rawState), __typename: "OtherTransaction", tag: tag ?? "unknown", raw };
}
