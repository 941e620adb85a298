import { modelledError } from "../upstream/error-catalogue.js";
import type { Quote } from "../upstream/wire/quote.js";
import type { Transaction } from "../upstream/wire/transaction.js";

/** What a deposit is planned from, whether a quote or a committed transfer. */
export interface PlanSource {
  quoteId: string;
  chainIn: string;
  chainOut: string;
  /** The token paid; null for a variant the gateway does not plan (smart deposit address, unmodelled). */
  token: string | null;
  payAmount: string;
  /**
   * A bridge+swap that runs as one atomic swap. The vendor's types carry `isAtomicSwap` on quotes
   * only, never on status records: a swap within one chain has no bridge leg, so it reads as
   * atomic unless the upstream says `false`.
   */
  atomicSwap: boolean;
}

export function sourceOfQuote(q: Quote): PlanSource {
  const base = { quoteId: q.quoteId, chainIn: q.chainIn, chainOut: q.chainOut, payAmount: q.payAmount, atomicSwap: false };
  if (q.__typename === "BridgeQuote") return { ...base, token: q.token };
  if (q.__typename === "BridgeSwapQuote") return { ...base, token: q.tokenIn, atomicSwap: q.isAtomicSwap ?? true };
  return { ...base, token: null };
}

/** @throws TransferNotPending unless the transfer still waits for its deposit. */
export function sourceOfTransaction(t: Transaction): PlanSource {
  if (t.state !== "PENDING") throw modelledError("TransferNotPending", { state: t.state }, { status: 409 });
  const base = { quoteId: t.id, chainIn: t.chainIn, chainOut: t.chainOut, payAmount: t.amountIn, atomicSwap: false };
  if (t.__typename === "BridgeTransaction") return { ...base, token: t.token };
  if (t.__typename === "BridgeSwapTransaction") return { ...base, token: t.tokenIn, atomicSwap: t.isAtomicSwap ?? true };
  return { ...base, token: null };
}
