import { SandboxError, quoteExpired, quoteNotFound, transactionNotFound } from "./errors.js";
import type { EmitEvent } from "./emit-event.js";
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
   * Moves a transaction to `to` (or one step on), emitting one event per state entered. `facts`
   * (what a chain really saw) are written on the record before, instead of invented hashes.
   * @throws SandboxError TransactionNotFound (404) or InvalidTransition (409).
   */
  advance(quoteId: string, to?: TransactionState, facts?: ChainFacts): TransactionRecord;
  /** @throws SandboxError TransactionNotFound (404). */
  get(quoteId: string): TransactionRecord;
  /** Cancels every auto-advance timer. */
  close(): void;
}

/** What a local chain saw of a transfer: real hashes and amounts, written on its record. */
export interface ChainFacts {
  depositTxHash?: string;
  withdrawTxHash?: string;
  /** Why it failed (SWAP_FAILED, FAILED). */
  reason?: string;
  /** The deposit sent back: its hash, the token's symbol and the amount in token units. */
  refund?: { txHash: string; token: string; amount: string };
}

/** Ethereum-like block time, to derive a plausible expected confirmation block from the clock. */
const BLOCK_TIME_MS = 12_000;
const CONFIRMATION_DELAY_MS = 60_000;

const SWAP_FAILED_REASON = "Swap failed: the price moved beyond the slippage tolerance";
const LATE_DEPOSIT_REASON = "Deposit received after the quote's grace period";

interface EngineDeps {
  store: SandboxStore;
  ids: IdSource;
  emit: EmitEvent;
  now: () => number;
  autoAdvanceMs: number;
  /** True for a transaction the timer must leave alone: a local chain moves it (default: none). */
  chainDriven?: (tx: Transaction) => boolean;
}

const flowOf = (tx: Transaction): Flow => tx.quote.wire._tag;

function recordDeposit(deps: EngineDeps, tx: Transaction, confirmed: boolean, knownHash?: string): void {
  const at = deps.now();
  tx.deposit ??= {
    txHash: knownHash ?? deps.ids.txHash(),
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
}

/** Refund of a transfer that could not run: the deposit goes back, in tokenIn, on chainIn. */
function recordRefund(deps: EngineDeps, tx: Transaction, reason: string): void {
  const wire = tx.quote.wire;
  recordDeposit(deps, tx, true);
  tx.reason ??= reason;
  tx.refund ??= {
    txHash: deps.ids.txHash(),
    timestamp: new Date(deps.now()).toISOString(),
    token: wire._tag === "bridgeSwap" ? wire.tokenIn : wire.token,
    amount: wire.payAmount,
    chain: wire.chainIn,
  };
}

/** What entering `state` writes on the record: its deposit, hashes, times, reason or refund. */
function recordStep(deps: EngineDeps, tx: Transaction, state: TransactionState): void {
  const iso = () => new Date(deps.now()).toISOString();
  switch (state) {
    case "PENDING_CONFIRMATION":
      recordDeposit(deps, tx, false);
      break;
    case "DEPOSIT_ACCEPTED":
    case "ACCEPTED":
      recordDeposit(deps, tx, true);
      if (tx.quote.preSwap) tx.preSwap ??= { txHash: deps.ids.txHash(), committedAt: iso() };
      break;
    case "EXECUTED":
      recordDeposit(deps, tx, true);
      tx.withdraw ??= { txHash: deps.ids.txHash(), committedAt: iso() };
      break;
    case "CANCELLED":
      tx.cancelledAt = iso();
      break;
    case "FAILED":
      // The vendor's FAILED records carry a deposit: a transfer fails while processing one.
      recordDeposit(deps, tx, true);
      tx.failedAt = iso();
      break;
    case "SWAP_FAILED":
      tx.reason ??= SWAP_FAILED_REASON;
      break;
    case "SWAP_FAILED_REFUNDED":
      recordRefund(deps, tx, SWAP_FAILED_REASON);
      break;
    case "DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD":
      recordDeposit(deps, tx, true);
      tx.reason = LATE_DEPOSIT_REASON;
      break;
    case "DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD_REFUNDED":
      recordRefund(deps, tx, LATE_DEPOSIT_REASON);
      break;
    default:
      break;
  }
}

/** Writes what a chain saw on the record; the states entered next keep these values. */
function recordFacts(deps: EngineDeps, tx: Transaction, facts: ChainFacts): void {
  const iso = new Date(deps.now()).toISOString();
  if (facts.depositTxHash !== undefined) recordDeposit(deps, tx, false, facts.depositTxHash);
  if (facts.withdrawTxHash !== undefined) tx.withdraw ??= { txHash: facts.withdrawTxHash, committedAt: iso };
  if (facts.reason !== undefined) tx.reason ??= facts.reason;
  if (facts.refund) tx.refund ??= { ...facts.refund, timestamp: iso, chain: tx.quote.wire.chainIn };
}

/** Moves the record into `state` and emits the state's event, if it has one. */
function enter(deps: EngineDeps, tx: Transaction, state: TransactionState): void {
  recordStep(deps, tx, state);
  tx.state = state;
  tx.updatedAtMs = deps.now();
  deps.store.index(tx);
  const event = eventFor(flowOf(tx), state);
  if (!event) return;
  const quoteId = tx.quote.wire.quoteId;
  deps.emit(
    { projectId: tx.quote.projectId, queueKey: `tx:${quoteId}`, webhookUrl: tx.quote.wire.webhookUrl },
    eventView(renderRecord(tx), event.kind, event.typed),
  );
}

/** One timer per transaction that moves it a step on after `autoAdvanceMs`, while its state auto-advances. */
function createAutoAdvance(deps: EngineDeps) {
  const timers = new Map<string, NodeJS.Timeout>();
  const schedule = (tx: Transaction): void => {
    const quoteId = tx.quote.wire.quoteId;
    if (deps.autoAdvanceMs <= 0 || timers.has(quoteId) || !autoAdvances(flowOf(tx), tx.state)) return;
    if (deps.chainDriven?.(tx)) return;
    const timer = setTimeout(() => {
      timers.delete(quoteId);
      if (!autoAdvances(flowOf(tx), tx.state)) return;
      const [next] = planTransition(flowOf(tx), tx.state) ?? [];
      if (next) enter(deps, tx, next);
      schedule(tx);
    }, deps.autoAdvanceMs);
    timer.unref();
    timers.set(quoteId, timer);
  };
  const close = (): void => {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
  };
  return { schedule, close };
}

function cancellable(tx: Transaction | undefined, projectId: string, id: string): Transaction {
  if (!tx || tx.quote.projectId !== projectId) {
    throw new SandboxError(404, { _tag: "BridgeNotFound", message: `No bridge ${id}` });
  }
  if (tx.state !== "PENDING" || flowOf(tx) === "depositAddressBridge") {
    throw new SandboxError(422, {
      _tag: "CannotCancelBridge",
      message: `Bridge ${id} is ${tx.state}; only a PENDING bridge or swap can be cancelled`,
    });
  }
  return tx;
}

/** The transaction engine over the sandbox store: commits, cancellations, and state moves by hand or on a timer. */
export function createTransactionEngine(deps: EngineDeps): TransactionEngine {
  const { store, now } = deps;
  const iso = () => new Date(now()).toISOString();
  const auto = createAutoAdvance(deps);

  const findAny = (quoteId: string): Transaction => {
    const tx = store.transactions.get(quoteId);
    if (!tx) throw transactionNotFound(quoteId);
    return tx;
  };

  /** Stores a new transaction of `quote` and starts it in PENDING. */
  const begin = (quote: StoredQuote, knownDepositHash?: string): Transaction => {
    const tx: Transaction = { quote, state: "PENDING", commitmentDate: iso(), updatedAtMs: now() };
    // A known hash is on the record from the start; it shows from PENDING_CONFIRMATION on.
    if (knownDepositHash !== undefined) recordDeposit(deps, tx, false, knownDepositHash);
    store.transactions.set(quote.wire.quoteId, tx);
    enter(deps, tx, "PENDING");
    auto.schedule(tx);
    return tx;
  };

  return {
    commit(projectId, quoteId) {
      const quote = store.quotes.get(quoteId);
      if (!quote || quote.projectId !== projectId) throw quoteNotFound(quoteId);
      if (store.transactions.has(quoteId)) return { quoteId };
      if (now() > quote.expiresAtMs) throw quoteExpired(quoteId, quote.wire.expiresAt);
      begin(quote);
      return { quoteId };
    },
    startDeposit(quote, depositTxHash) {
      store.quotes.set(quote.wire.quoteId, quote);
      return renderRecord(begin(quote, depositTxHash));
    },
    find(projectId, id) {
      const tx = store.transactions.get(id);
      return tx && tx.quote.projectId === projectId ? tx : undefined;
    },
    cancel(projectId, id) {
      const tx = cancellable(store.transactions.get(id), projectId, id);
      enter(deps, tx, "CANCELLED");
      return renderRecord(tx);
    },
    advance(quoteId, to, facts) {
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
      if (facts) recordFacts(deps, tx, facts);
      for (const state of path) enter(deps, tx, state);
      auto.schedule(tx);
      return renderRecord(tx);
    },
    get: (quoteId) => renderRecord(findAny(quoteId)),
    close: auto.close,
  };
}
