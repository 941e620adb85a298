/**
 * Where a transfer can be, one row per state: what it means and whether it is final, i.e. whether
 * the upstream never moves a record on from it. Everything that asks "can this record still
 * change?" (how long a record may be cached, when a watcher's stream may end) reads this table.
 */
export const TRANSFER_STATES = {
  PENDING: { final: false, description: "Committed, waiting for the deposit." },
  PENDING_CONFIRMATION: { final: false, description: "Deposit seen on a fast chain, waiting for confirmations." },
  DEPOSIT_ACCEPTED: { final: false, description: "Swap flows: deposit accepted, the source-chain pre-swap is running." },
  ACCEPTED: { final: false, description: "Deposit accepted, executing on the destination chain." },
  EXECUTED: { final: true, description: "Done: the funds were delivered on chainOut." },
  // upstream-facts.md: "cancelled while pending; a late deposit still moves it on to ACCEPTED/EXECUTED".
  CANCELLED: { final: false, description: "Cancelled while pending; a late deposit still moves it on." },
  FAILED: { final: true, description: "Failed (set by hand, rare)." },
  // A refund follows.
  SWAP_FAILED: { final: false, description: "The swap failed." },
  SWAP_FAILED_REFUNDED: { final: true, description: "The swap failed and the deposit was refunded (see refund)." },
  DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD: {
    final: false,
    description: "A deposit to a smart deposit address arrived after its grace period; it will be refunded.",
  },
  DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD_REFUNDED: {
    final: true,
    description: "A deposit received after the grace period was refunded (see refund).",
  },
  UNKNOWN: { final: false, description: "A state this gateway does not know yet; rawState has the upstream's text." },
} as const satisfies Record<string, { final: boolean; description: string }>;

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
 * Whether a watcher that asked to stop at the end of its transfer (`untilFinal`) is done: a final
 * state, or CANCELLED, where the user's flow ends although a late deposit can still reopen the
 * transfer (a watcher that must see that keeps its stream open; docs/api.md says so).
 */
export function endsWatch(raw: string): boolean {
  return isFinalState(raw) || raw === "CANCELLED";
}
