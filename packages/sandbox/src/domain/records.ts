import type { Flow } from "./lifecycle.js";
import type { FeeAmounts, Transaction, TransactionState, VendorEvent } from "./types.js";

/** A transaction status record as JSON (vendor types), with `state` and `_tag`. */
export type TransactionRecord = { _tag: Flow; state: TransactionState } & Record<string, unknown>;

/** Copies exactly the ten fee fields, dropping the quote-only percentage settings. */
const pickFees = (f: FeeAmounts): FeeAmounts => ({
  fee: f.fee,
  feeUsd: f.feeUsd,
  gasFee: f.gasFee,
  gasFeeUsd: f.gasFeeUsd,
  sourceGasFee: f.sourceGasFee,
  sourceGasFeeUsd: f.sourceGasFeeUsd,
  platformFee: f.platformFee,
  platformFeeUsd: f.platformFeeUsd,
  percentageFee: f.percentageFee,
  percentageFeeUsd: f.percentageFeeUsd,
});

const COMMON = [
  "_tag",
  "_id",
  "userId",
  "chainIn",
  "chainOut",
  "amountIn",
  "amountInUsd",
  "amountOut",
  "amountOutUsd",
  "amountNative",
  "amountNativeUsd",
  "fee",
  "feeUsd",
  "gasFee",
  "gasFeeUsd",
  "platformFee",
  "platformFeeUsd",
  "percentageFee",
  "percentageFeeUsd",
  "sourceGasFee",
  "sourceGasFeeUsd",
  "sponsoredFees",
  "recipient",
  "depositor",
  "createdAt",
  "commitmentDate",
  "speed",
  "estimatedDuration",
  "postBridgeData",
  "state",
];

const FAMILY: Record<Flow, string[]> = {
  bridge: ["token", "usdPrice"],
  bridgeSwap: [
    "tokenIn",
    "tokenOut",
    "minAmountOut",
    "minAmountOutUsd",
    "usdPriceTokenIn",
    "usdPriceTokenOut",
    "preSwap",
    "postSwap",
  ],
  depositAddressBridge: ["token", "tokenOut", "usdPrice", "depositAddress"],
};

/** The deposit fields of a record once the deposit is accepted. */
const DEPOSIT = [
  "depositTxHash",
  "depositCommittedAt",
  "depositDiscoveredAt",
  "depositConfirmedAt",
  "expectedDepositConfirmedAt",
  "expectedDepositConfirmedAtBlock",
  "preSwapTxHash",
  "preSwapCommittedAt",
  "isConfirmed",
];
const REFUND = [
  "reason",
  "additionalData",
  "refundTxHash",
  "refundTxTimestamp",
  "refundedToken",
  "refundedAmount",
  "refundedChain",
];

/**
 * Fields each state adds, exactly as the vendor's 23 by-deposit variants list them (their
 * schemas are closed: a field another state has is an error here).
 */
const STATE_FIELDS: Record<TransactionState, string[]> = {
  PENDING: [],
  PENDING_CONFIRMATION: ["depositTxHash", "depositDiscoveredAt", "expectedDepositConfirmedAt", "expectedDepositConfirmedAtBlock"],
  CANCELLED: ["cancelledAt"],
  FAILED: [...DEPOSIT, "failedAt"],
  SWAP_FAILED: [],
  DEPOSIT_ACCEPTED: DEPOSIT,
  ACCEPTED: DEPOSIT,
  EXECUTED: [...DEPOSIT, "withdrawTxHash", "withdrawCommittedAt"],
  SWAP_FAILED_REFUNDED: [...DEPOSIT, ...REFUND],
  DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD: ["depositTxHash", "depositCommittedAt", "reason", "additionalData"],
  DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD_REFUNDED: ["depositTxHash", "depositCommittedAt", ...REFUND],
};

const defined = (entries: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined));

/** Every field the transaction could show, before the state's selection. */
function allFields(tx: Transaction): Record<string, unknown> {
  const { wire, projectId, gasBoost, createdAt } = tx.quote;
  const swap = wire._tag === "bridgeSwap" ? wire : undefined;
  return defined({
    _tag: wire._tag,
    _id: wire.quoteId,
    userId: projectId,
    chainIn: wire.chainIn,
    chainOut: wire.chainOut,
    amountIn: wire.payAmount,
    amountInUsd: wire.payAmountUsd,
    amountOut: wire.receiveAmount,
    amountOutUsd: wire.receiveAmountUsd,
    amountNative: gasBoost?.amountNative ?? null,
    amountNativeUsd: gasBoost?.amountNativeUsd ?? null,
    ...pickFees(wire.fees),
    sponsoredFees: pickFees(wire.fees.sponsoredFees),
    recipient: wire.recipient,
    depositor: wire.depositor,
    createdAt,
    commitmentDate: tx.commitmentDate,
    speed: wire.speed,
    estimatedDuration: wire.estimatedDuration,
    postBridgeData: wire.postBridgeData,
    state: tx.state,
    token: wire._tag === "bridgeSwap" ? undefined : wire.token,
    usdPrice: tx.quote.usdPrice,
    tokenIn: swap?.tokenIn,
    tokenOut: swap?.tokenOut ?? tx.quote.sdaTokenOut,
    minAmountOut: swap?.minReceiveAmount,
    minAmountOutUsd: swap?.minReceiveAmountUsd,
    usdPriceTokenIn: swap?.usdPriceTokenIn,
    usdPriceTokenOut: swap?.usdPriceTokenOut,
    preSwap: tx.quote.preSwap,
    postSwap: tx.quote.postSwap,
    depositAddress: tx.quote.depositAddress,
    depositTxHash: tx.deposit?.txHash,
    depositCommittedAt: tx.deposit?.committedAt,
    depositDiscoveredAt: tx.deposit?.discoveredAt,
    depositConfirmedAt: tx.deposit?.confirmedAt,
    expectedDepositConfirmedAt: tx.deposit?.expectedConfirmedAt,
    expectedDepositConfirmedAtBlock: tx.deposit?.expectedConfirmedAtBlock,
    isConfirmed: tx.deposit?.isConfirmed,
    preSwapTxHash: tx.preSwap?.txHash,
    preSwapCommittedAt: tx.preSwap?.committedAt,
    withdrawTxHash: tx.withdraw?.txHash,
    withdrawCommittedAt: tx.withdraw?.committedAt,
    cancelledAt: tx.cancelledAt,
    failedAt: tx.failedAt,
    reason: tx.reason,
    refundTxHash: tx.refund?.txHash,
    refundTxTimestamp: tx.refund?.timestamp,
    refundedToken: tx.refund?.token,
    refundedAmount: tx.refund?.amount,
    refundedChain: tx.refund?.chain,
  });
}

/**
 * Renders the current record of a transaction: the common fields, the family's and the state's,
 * nothing else. The record `_id` is the quote id, so a record, its events and its commitment can
 * be matched up.
 */
export function renderRecord(tx: Transaction): TransactionRecord {
  const all = allFields(tx);
  const allowed = new Set([...COMMON, ...FAMILY[tx.quote.wire._tag], ...STATE_FIELDS[tx.state]]);
  return Object.fromEntries(Object.entries(all).filter(([key]) => allowed.has(key))) as TransactionRecord;
}

/** The by-deposit-hash form: a faithful upstream quirk drops `_tag` from `bridge` records only. */
export function byDepositView(record: TransactionRecord): Record<string, unknown> {
  if (record._tag !== "bridge") return record;
  const { _tag: _omitted, ...rest } = record;
  return rest;
}

/** The webhook event form: the record without `state`, tagged with the event kind, plus `type` where the vendor has it. */
export function eventView(record: TransactionRecord, kind: string, typed: boolean): VendorEvent {
  const { state: _omitted, ...rest } = record;
  return { ...rest, _tag: kind, ...(typed ? { type: record._tag } : {}) };
}
