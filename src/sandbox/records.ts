import { SWAP_SLIPPAGE } from "./catalog.js";
import type { FeeAmounts, Transaction } from "./types.js";

/** A transaction status record as JSON (spec 2.3), with `state` and `_tag`. */
export type TransactionRecord = { _tag: "bridge" | "bridgeSwap" } & Record<string, unknown>;

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

/**
 * Renders the current record of a transaction. The record `_id` is the quote id, so a record,
 * its events and its commitment can be matched up. Optional fields are absent until the state
 * that sets them.
 */
export function renderRecord(tx: Transaction): TransactionRecord {
  const { wire, projectId, gasBoost, createdAt } = tx.quote;
  const common: Record<string, unknown> = {
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
    state: tx.state,
    speed: wire.speed,
    estimatedDuration: wire.estimatedDuration,
    ...(wire.postBridgeData ? { postBridgeData: wire.postBridgeData } : {}),
    flowCredits: wire.flowCredits,
  };
  if (tx.deposit) {
    Object.assign(common, {
      depositTxHash: tx.deposit.txHash,
      depositCommittedAt: tx.deposit.committedAt,
      depositDiscoveredAt: tx.deposit.discoveredAt,
      ...(tx.deposit.confirmedAt ? { depositConfirmedAt: tx.deposit.confirmedAt } : {}),
      expectedDepositConfirmedAt: tx.deposit.expectedConfirmedAt,
      expectedDepositConfirmedAtBlock: tx.deposit.expectedConfirmedAtBlock,
      isConfirmed: tx.deposit.isConfirmed,
    });
  }
  if (tx.preSwap) Object.assign(common, { preSwapTxHash: tx.preSwap.txHash, preSwapCommittedAt: tx.preSwap.committedAt });
  if (tx.withdraw) Object.assign(common, { withdrawTxHash: tx.withdraw.txHash, withdrawCommittedAt: tx.withdraw.committedAt });

  if (wire._tag === "bridge") return { _tag: "bridge", ...common, token: wire.token, usdPrice: tx.quote.usdPrice };
  return {
    _tag: "bridgeSwap",
    ...common,
    tokenIn: wire.tokenIn,
    tokenOut: wire.tokenOut,
    minAmountOut: wire.minReceiveAmount,
    minAmountOutUsd: wire.minReceiveAmountUsd,
    usdPriceTokenIn: wire.usdPriceTokenIn,
    usdPriceTokenOut: wire.usdPriceTokenOut,
    // The sandbox swaps before bridging, on chainIn, so a swap record has a preSwap and no postSwap.
    preSwap: {
      chain: wire.chainIn,
      tokenIn: wire.tokenIn,
      tokenOut: wire.tokenOut,
      amountIn: wire.payAmount,
      amountOut: wire.bridgePayAmount,
      slippage: SWAP_SLIPPAGE.toNumber(),
    },
    mode: tx.quote.mode,
    isAtomicSwap: true,
  };
}

/** The by-deposit-hash form: a faithful upstream quirk drops `_tag` from `bridge` records only. */
export function byDepositView(record: TransactionRecord): Record<string, unknown> {
  if (record._tag !== "bridge") return record;
  const { _tag: _omitted, ...rest } = record;
  return rest;
}

/** The webhook event form: the record without `state`, tagged with the event kind. */
export function eventView(record: TransactionRecord, kind: string): { _tag: string } & Record<string, unknown> {
  const { state: _omitted, ...rest } = record;
  return { ...rest, _tag: kind };
}
