import type { TransactionState } from "./types.js";

/** Which lifecycle a transaction follows: the record families of the vendor types. */
export type Flow = "bridge" | "bridgeSwap" | "depositAddressBridge";

const HAPPY_PATH: Record<Flow, readonly TransactionState[]> = {
  bridge: ["PENDING", "ACCEPTED", "EXECUTED"],
  bridgeSwap: ["PENDING", "DEPOSIT_ACCEPTED", "ACCEPTED", "EXECUTED"],
  // A deposit to a smart deposit address is seen first, then confirmed, then bridged.
  depositAddressBridge: ["PENDING", "PENDING_CONFIRMATION", "DEPOSIT_ACCEPTED", "ACCEPTED", "EXECUTED"],
};

/** The states each family has in the vendor types (7 + 10 + 6 = the 23 by-deposit variants). */
export const FLOW_STATES: Record<Flow, readonly TransactionState[]> = {
  bridge: ["PENDING", "PENDING_CONFIRMATION", "CANCELLED", "FAILED", "DEPOSIT_ACCEPTED", "ACCEPTED", "EXECUTED"],
  bridgeSwap: [
    "PENDING",
    "PENDING_CONFIRMATION",
    "CANCELLED",
    "SWAP_FAILED",
    "DEPOSIT_ACCEPTED",
    "ACCEPTED",
    "EXECUTED",
    "SWAP_FAILED_REFUNDED",
    "DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD",
    "DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD_REFUNDED",
  ],
  depositAddressBridge: ["PENDING", "PENDING_CONFIRMATION", "FAILED", "DEPOSIT_ACCEPTED", "ACCEPTED", "EXECUTED"],
};

const FINAL: ReadonlySet<TransactionState> = new Set([
  "EXECUTED",
  "FAILED",
  "SWAP_FAILED_REFUNDED",
  "DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD_REFUNDED",
]);

/** States after which the deposit is being processed and a swap can still fail. */
const SWAP_RUNNING: ReadonlySet<TransactionState> = new Set(["DEPOSIT_ACCEPTED", "ACCEPTED"]);

/** States in which a swap's deposit can still arrive too late for its quote. */
const AWAITING_DEPOSIT: ReadonlySet<TransactionState> = new Set(["PENDING", "CANCELLED"]);

/** The rest of the normal path from `from`; CANCELLED and PENDING_CONFIRMATION re-enter after PENDING. */
function forwardFrom(flow: Flow, from: TransactionState): readonly TransactionState[] | undefined {
  const path = HAPPY_PATH[flow];
  const index = path.indexOf(from);
  if (index >= 0) return path.slice(index + 1);
  if (from === "CANCELLED" || from === "PENDING_CONFIRMATION") return path.slice(1).filter((s) => s !== "PENDING_CONFIRMATION");
  // A bridge reaches DEPOSIT_ACCEPTED only on request; it then goes on like an accepted deposit.
  if (from === "DEPOSIT_ACCEPTED") return path.slice(path.indexOf("ACCEPTED"));
  return undefined;
}

/**
 * The states a transaction passes through to get from `from` to `to`, `to` included; each one
 * may emit its own event. `to` undefined means one step along the normal path. An empty array
 * means "already there"; undefined means the transition is not allowed.
 */
export function planTransition(flow: Flow, from: TransactionState, to?: TransactionState): TransactionState[] | undefined {
  if (to === undefined) {
    if (from === "SWAP_FAILED") return ["SWAP_FAILED_REFUNDED"];
    if (from === "DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD") return ["DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD_REFUNDED"];
    const next = forwardFrom(flow, from)?.[0];
    return next ? [next] : undefined;
  }
  if (to === from) return [];
  if (!FLOW_STATES[flow].includes(to)) return undefined;
  switch (to) {
    case "CANCELLED":
    case "PENDING_CONFIRMATION":
      return from === "PENDING" ? [to] : undefined;
    case "FAILED":
      return FINAL.has(from) ? undefined : [to];
    case "SWAP_FAILED":
      return SWAP_RUNNING.has(from) ? [to] : undefined;
    case "SWAP_FAILED_REFUNDED":
      if (from === "SWAP_FAILED") return [to];
      return SWAP_RUNNING.has(from) ? ["SWAP_FAILED", to] : undefined;
    case "DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD":
      return AWAITING_DEPOSIT.has(from) ? [to] : undefined;
    case "DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD_REFUNDED":
      if (from === "DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD") return [to];
      return AWAITING_DEPOSIT.has(from) ? ["DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD", to] : undefined;
    case "DEPOSIT_ACCEPTED":
      if (flow === "bridge") return ["PENDING", "PENDING_CONFIRMATION", "CANCELLED"].includes(from) ? [to] : undefined;
      break;
    default:
      break;
  }
  const forward = forwardFrom(flow, from);
  const index = forward?.indexOf(to) ?? -1;
  return forward && index >= 0 ? forward.slice(0, index + 1) : undefined;
}

/** True when auto-advance should keep moving a transaction in this state. */
export const autoAdvances = (flow: Flow, state: TransactionState): boolean =>
  state !== "EXECUTED" && (HAPPY_PATH[flow].includes(state) || state === "PENDING_CONFIRMATION" || state === "DEPOSIT_ACCEPTED");

/**
 * The webhook event a state emits, as the vendor types them: `kind` is the event `_tag`, `typed`
 * says whether the event carries the family in `type`. States without an entry emit nothing (the
 * vendor has no event for them).
 */
export function eventFor(flow: Flow, state: TransactionState): { kind: string; typed: boolean } | undefined {
  switch (state) {
    case "PENDING":
      // The vendor's BRIDGE_PENDING has no smart-deposit-address variant.
      return flow === "depositAddressBridge" ? undefined : { kind: "BRIDGE_PENDING", typed: true };
    case "ACCEPTED":
      return { kind: "BRIDGE_ACCEPTED", typed: true };
    case "EXECUTED":
      return { kind: "BRIDGE_EXECUTED", typed: true };
    case "CANCELLED":
      return { kind: "BRIDGE_CANCELLED", typed: false };
    case "SWAP_FAILED_REFUNDED":
      // The vendor's BRIDGE_REFUNDED is the failed swap's refund (a bridgeSwap record with its
      // reason); a late deposit's refund (DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD_REFUNDED) has no event.
      return { kind: "BRIDGE_REFUNDED", typed: false };
    default:
      return undefined;
  }
}
