import { SandboxError, quoteExpired, quoteNotFound } from "./errors.js";
import type { EmitEvent } from "./event-emitter.js";
import type { IdSource } from "./ids.js";
import { EVENT_KIND, autoAdvances, planTransition, type Flow } from "./lifecycle.js";
import { eventView, renderRecord, type TransactionRecord } from "./records.js";
import type { SandboxStore } from "./store.js";
import type { Transaction, TransactionState } from "./types.js";

/** Commits quotes and drives transactions through their states. */
export interface TransactionEngine {
  /**
   * Commits a quote of `projectId`; a second commit is a no-op.
   * @throws SandboxError QuoteNotFound (404, also for another project's quote) or QuoteExpired (410).
   */
  commit(projectId: string, quoteId: string): { quoteId: string };
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

  const find = (quoteId: string): Transaction => {
    const tx = store.transactions.get(quoteId);
    if (!tx)
      throw new SandboxError(404, { _tag: "TransactionNotFound", message: `No committed transaction for quote ${quoteId}` });
    return tx;
  };

  const recordDeposit = (tx: Transaction, confirmed: boolean): void => {
    const at = now();
    tx.deposit ??= {
      txHash: ids.txHash(),
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

  const enter = (tx: Transaction, state: TransactionState): void => {
    switch (state) {
      case "PENDING_CONFIRMATION":
        recordDeposit(tx, false);
        break;
      case "DEPOSIT_ACCEPTED":
      case "ACCEPTED":
        recordDeposit(tx, true);
        if (flowOf(tx) === "bridgeSwap") tx.preSwap ??= { txHash: ids.txHash(), committedAt: iso() };
        break;
      case "EXECUTED":
        tx.withdraw ??= { txHash: ids.txHash(), committedAt: iso() };
        break;
      default:
        break;
    }
    tx.state = state;
    store.index(tx);
    const quoteId = tx.quote.wire.quoteId;
    emit(
      { projectId: tx.quote.projectId, queueKey: `tx:${quoteId}`, webhookUrl: tx.quote.wire.webhookUrl },
      eventView(renderRecord(tx), EVENT_KIND[state]),
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
      const tx: Transaction = { quote, state: "PENDING", commitmentDate: iso() };
      store.transactions.set(quoteId, tx);
      enter(tx, "PENDING");
      schedule(tx);
      return { quoteId };
    },
    advance(quoteId, to) {
      const tx = find(quoteId);
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
    get: (quoteId) => renderRecord(find(quoteId)),
    close() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
