import { SandboxError, quoteExpired, quoteNotFound } from "./errors.js";
import type { EmitEvent } from "./event-emitter.js";
import type { IdSource } from "./ids.js";
import { autoAdvances, eventFor, planTransition, type Flow } from "./lifecycle.js";
import { eventView, renderRecord, type TransactionRecord } from "./records.js";
import type { SandboxStore } from "./store.js";
import type { StoredQuote, Transaction, TransactionState } from "./types.js";

/** Commits quotes and drives transactions through their states. */
export interface TransactionEngine {
  /**
   * Commits a quote of `projectId`; a second commit is a no-op.
   * @throws SandboxError QuoteNotFound (404, also for another project's quote) or, after
   * `expiresAt`, InvalidRequest (422).
   */
  commit(projectId: string, quoteId: string): { quoteId: string };
  /**
   * Starts the transaction of a deposit already made to a smart deposit address: no commit,
   * the quote is stored and the transaction begins in PENDING with its deposit hash known.
   */
  startDeposit(quote: StoredQuote, depositTxHash: string): TransactionRecord;
  /**
   * The caller's transaction `id` (quote id), for status by id.
   * @returns undefined when unknown or another project's.
   */
  find(projectId: string, id: string): Transaction | undefined;
  /**
   * PATCH /bridge/history/bridge/{id} with state CANCELLED.
   * @throws SandboxError BridgeNotFound (404) or CannotCancelBridge (422) unless PENDING.
   */
  cancel(projectId: string, id: string): TransactionRecord;
  /**
   * Moves a transaction to `to` (or one step on), emitting one event per state entered.
   * @throws SandboxError TransactionNotFound (404) or InvalidTransition (409).
   */
  advance(quoteId: string, to?: TransactionState): TransactionRecord;
  /** @throws SandboxError TransactionNotFound (404). */
  get(quoteId: string): TransactionRecord;
  /** Cancels every auto-advance timer. */
  close(): void;
}

/** Ethereum-like block time, to derive a plausible expected confirmation block from the clock. */
const BLOCK_TIME_MS = 12_000;
const CONFIRMATION_DELAY_MS = 60_000;

export function createTransactionEngine(deps: {
  store: SandboxStore;
  ids: IdSource;
  emit: EmitEvent;
  now: () => number;
  autoAdvanceMs: number;
}): TransactionEngine {
  const { store, ids, emit, now } = deps;
  const timers = new Map<string, NodeJS.Timeout>();
  const iso = () => new Date(now()).toISOString();
  const flowOf = (tx: Transaction): Flow => tx.quote.wire._tag;

  const findAny = (quoteId: string): Transaction => {
    const tx = store.transactions.get(quoteId);
    if (!tx)
      throw new SandboxError(404, { _tag: "TransactionNotFound", message: `No committed transaction for quote ${quoteId}` });
    return tx;
  };

  const recordDeposit = (tx: Transaction, confirmed: boolean, knownHash?: string): void => {
    const at = now();
    tx.deposit ??= {
      txHash: knownHash ?? ids.txHash(),
      committedAt: new Date(at).toISOString(),
      discoveredAt: new Date(at).toISOString(),
      expectedConfirmedAt: new Date(at + CONFIRMATION_DELAY_MS).toISOString(),
      expectedConfirmedAtBlock: Math.floor((at + CONFIRMATION_DELAY_MS) / BLOCK_TIME_MS),
      isConfirmed: false,
    };
    if (confirmed && !tx.deposit.isConfirmed) {
      tx.deposit.isConfirmed = true;
      tx.deposit.confirmedAt = new Date(at).toISOString();
    }
  };

  /** Refund of a swap that could not run: the deposit goes back, in tokenIn, on chainIn. */
  const recordRefund = (tx: Transaction): void => {
    const wire = tx.quote.wire;
    tx.refund ??= {
      txHash: ids.txHash(),
      timestamp: iso(),
      token: wire._tag === "bridgeSwap" ? wire.tokenIn : wire.token,
      amount: wire.payAmount,
      chain: wire.chainIn,
    };
  };

  const enter = (tx: Transaction, state: TransactionState): void => {
    switch (state) {
      case "PENDING_CONFIRMATION":
        recordDeposit(tx, false);
        break;
      case "DEPOSIT_ACCEPTED":
      case "ACCEPTED":
        recordDeposit(tx, true);
        if (tx.quote.preSwap) tx.preSwap ??= { txHash: ids.txHash(), committedAt: iso() };
        break;
      case "EXECUTED":
        recordDeposit(tx, true);
        tx.withdraw ??= { txHash: ids.txHash(), committedAt: iso() };
        break;
      case "CANCELLED":
        tx.cancelledAt = iso();
        break;
      case "FAILED":
        // The vendor's FAILED records carry a deposit: a transfer fails while processing one.
        recordDeposit(tx, true);
        tx.failedAt = iso();
        break;
      case "SWAP_FAILED":
        tx.reason = "Swap failed: the price moved beyond the slippage tolerance";
        break;
      case "SWAP_FAILED_REFUNDED":
        recordDeposit(tx, true);
        tx.reason ??= "Swap failed: the price moved beyond the slippage tolerance";
        recordRefund(tx);
        break;
      case "DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD":
        recordDeposit(tx, true);
        tx.reason = "Deposit received after the quote's grace period";
        break;
      case "DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD_REFUNDED":
        recordDeposit(tx, true);
        tx.reason ??= "Deposit received after the quote's grace period";
        recordRefund(tx);
        break;
      default:
        break;
    }
    tx.state = state;
    tx.updatedAtMs = now();
    store.index(tx);
    const event = eventFor(flowOf(tx), state);
    if (!event) return;
    const quoteId = tx.quote.wire.quoteId;
    emit(
      { projectId: tx.quote.projectId, queueKey: `tx:${quoteId}`, webhookUrl: tx.quote.wire.webhookUrl },
      eventView(renderRecord(tx), event.kind, event.typed),
    );
  };

  const schedule = (tx: Transaction): void => {
    const quoteId = tx.quote.wire.quoteId;
    if (deps.autoAdvanceMs <= 0 || timers.has(quoteId) || !autoAdvances(flowOf(tx), tx.state)) return;
    const timer = setTimeout(() => {
      timers.delete(quoteId);
      if (!autoAdvances(flowOf(tx), tx.state)) return;
      const [next] = planTransition(flowOf(tx), tx.state) ?? [];
      if (next) enter(tx, next);
      schedule(tx);
    }, deps.autoAdvanceMs);
    timer.unref();
    timers.set(quoteId, timer);
  };

  return {
    commit(projectId, quoteId) {
      const quote = store.quotes.get(quoteId);
      if (!quote || quote.projectId !== projectId) throw quoteNotFound(quoteId);
      if (store.transactions.has(quoteId)) return { quoteId };
      if (now() > quote.expiresAtMs) throw quoteExpired(quoteId, quote.wire.expiresAt);
      const tx: Transaction = { quote, state: "PENDING", commitmentDate: iso(), updatedAtMs: now() };
      store.transactions.set(quoteId, tx);
      enter(tx, "PENDING");
      schedule(tx);
      return { quoteId };
    },
    startDeposit(quote, depositTxHash) {
      const quoteId = quote.wire.quoteId;
      store.quotes.set(quoteId, quote);
      const tx: Transaction = { quote, state: "PENDING", commitmentDate: iso(), updatedAtMs: now() };
      // The hash is known from the start; the record shows it from PENDING_CONFIRMATION on.
      recordDeposit(tx, false, depositTxHash);
      store.transactions.set(quoteId, tx);
      enter(tx, "PENDING");
      schedule(tx);
      return renderRecord(tx);
    },
    find(projectId, id) {
      const tx = store.transactions.get(id);
      return tx && tx.quote.projectId === projectId ? tx : undefined;
    },
    cancel(projectId, id) {
      const tx = store.transactions.get(id);
      if (!tx || tx.quote.projectId !== projectId) {
        throw new SandboxError(404, { _tag: "BridgeNotFound", message: `No bridge ${id}` });
      }
      if (tx.state !== "PENDING" || flowOf(tx) === "depositAddressBridge") {
        throw new SandboxError(422, {
          _tag: "CannotCancelBridge",
          message: `Bridge ${id} is ${tx.state}; only a PENDING bridge or swap can be cancelled`,
        });
      }
      enter(tx, "CANCELLED");
      return renderRecord(tx);
    },
    advance(quoteId, to) {
      const tx = findAny(quoteId);
      const path = planTransition(flowOf(tx), tx.state, to);
      if (!path) {
        throw new SandboxError(409, {
          _tag: "InvalidTransition",
          from: tx.state,
          to: to ?? null,
          message: to ? `A ${flowOf(tx)} transaction cannot go from ${tx.state} to ${to}` : `${tx.state} has no next state`,
        });
      }
      for (const state of path) enter(tx, state);
      schedule(tx);
      return renderRecord(tx);
    },
    get: (quoteId) => renderRecord(findAny(quoteId)),
    close() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
