import { setTimeout as sleep } from "node:timers/promises";
import type { TransactionEngine } from "../domain/transactions.js";
import type { Transaction } from "../domain/types.js";

/** One line of the chain link's log, written as JSON (`level`, `msg`, and fields). */
export type ChainLog = (entry: { level: "warn" | "error"; msg: string } & Record<string, unknown>) => void;

/** How often a payment is tried before the transfer fails, and the first wait (doubled each time). */
export const PAYOUT_ATTEMPTS = 5;
export const PAYOUT_RETRY_BASE_MS = 200;

interface PayoutDeps {
  engine: TransactionEngine;
  log: ChainLog;
  /** Aborted when the sandbox stops: waits end and the transfer stays where it is. */
  stopping: AbortSignal;
}

/**
 * Runs `work` until it resolves, at most PAYOUT_ATTEMPTS times, waiting 200, 400, 800... ms
 * between tries; `stopping` ends the waits.
 */
export async function withRetries<T>(work: () => Promise<T>, stopping: AbortSignal): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= PAYOUT_ATTEMPTS || stopping.aborted) throw err;
      await sleep(PAYOUT_RETRY_BASE_MS * 2 ** (attempt - 1), undefined, { signal: stopping });
    }
  }
}

/**
 * Pays an accepted transfer out (`pay` resolves the payment's hash, or undefined for an invented
 * one; the wallet retries a chain that fails, see `createHotWallet`) and moves it to EXECUTED;
 * a payment that still fails sends the transfer down the vendor's failure path (FAILED, or
 * SWAP_FAILED for a swap) with one JSON log line.
 */
export async function payOrFail(deps: PayoutDeps, tx: Transaction, pay: () => Promise<string | undefined>): Promise<void> {
  const { quoteId, chainOut } = tx.quote.wire;
  let withdrawTxHash: string | undefined;
  try {
    withdrawTxHash = await pay();
  } catch (err) {
    if (deps.stopping.aborted) return;
    const to = tx.quote.wire._tag === "bridgeSwap" ? "SWAP_FAILED" : "FAILED";
    const reason = `The payout on ${chainOut} failed ${PAYOUT_ATTEMPTS} times`;
    deps.engine.advance(quoteId, to, { reason });
    deps.log({
      level: "error",
      msg: "payout failed; transfer failed",
      quoteId,
      chain: chainOut,
      state: to,
      attempts: PAYOUT_ATTEMPTS,
      error: String(err),
    });
    return;
  }
  deps.engine.advance(quoteId, "EXECUTED", withdrawTxHash === undefined ? {} : { withdrawTxHash });
}
