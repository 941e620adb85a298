/**
 * Where a transfer can be, one row per state: what it means, whether it is final, i.e. whether
 * the upstream never moves a record on from it, and its stage: a transfer only moves to a later
 * stage (PENDING, then CANCELLED or the deposit seen, then accepted, executing, done), never back. Everything that asks "can this record still
 * change?" (how long a record may be cached, when a watcher's stream may end) reads this table.
 */
export const TRANSFER_STATES = {
  PENDING: { final: false, stage: 0, description: "Committed, waiting for the deposit." },
  PENDING_CONFIRMATION: { final: false, stage: 1, description: "Deposit seen on a fast chain, waiting for confirmations." },
  DEPOSIT_ACCEPTED: { final: false, stage: 2, description: "Swap flows: deposit accepted, the pre-swap on chainIn runs." },
  ACCEPTED: { final: false, stage: 3, description: "Deposit accepted, executing on the destination chain." },
  EXECUTED: { final: true, stage: 5, description: "Done: the funds were delivered on chainOut." },
  // upstream-facts.md: "cancelled while pending; a late deposit still moves it on to ACCEPTED/EXECUTED".
  CANCELLED: { final: false, stage: 1, description: "Cancelled while pending; a late deposit still moves it on." },
  FAILED: { final: true, stage: 5, description: "Failed (set by hand, rare)." },
  // A refund follows.
  SWAP_FAILED: { final: false, stage: 4, description: "The swap failed." },
  SWAP_FAILED_REFUNDED: { final: true, stage: 5, description: "The swap failed and the deposit was refunded (see refund)." },
  DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD: {
    final: false,
    stage: 2,
    description: "A deposit to a smart deposit address arrived after its grace period; it will be refunded.",
  },
  DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD_REFUNDED: {
    final: true,
    stage: 5,
    description: "A deposit received after the grace period was refunded (see refund).",
  },
  UNKNOWN: {
    final: false,
    stage: undefined,
    description: "A state this gateway does not know yet; rawState has the upstream's text.",
  },
} as const satisfies Record<string, { final: boolean; stage: number | undefined; description: string }>;

export type TransferState = keyof typeof TRANSFER_STATES;

const isKnown = (raw: string): raw is TransferState => Object.hasOwn(TRANSFER_STATES, raw);

/** The state as one of {@link TRANSFER_STATES}; `UNKNOWN` for a text the table does not have. */
export function toTransferState(raw: string): TransferState {
  return isKnown(raw) ? raw : "UNKNOWN";
}

/** Whether a record in this state (the upstream's text) can never change again. */
export function isFinalState(raw: string): boolean {
  return isKnown(raw) && TRANSFER_STATES[raw].final;
}

/**
 * Whether a record in state `next` is behind one already seen in state `seen` (both the upstream's
 * text): a stage the transfer has left, so a copy of an old event (a backfill relaying again what
 * Redis forgot, a replay) rather than news. States of one stage, and states this table does not
 * know, are never earlier: nothing is dropped on a guess.
 */
export function isEarlierState(next: string, seen: string): boolean {
  if (!isKnown(next) || !isKnown(seen)) return false;
  const [a, b] = [TRANSFER_STATES[next].stage, TRANSFER_STATES[seen].stage];
  return a !== undefined && b !== undefined && a < b;
}
