import type { TransactionState } from "./types.js";

/** Which lifecycle a transaction follows. */
export type Flow = "bridge" | "bridgeSwap";

const HAPPY_PATH: Record<Flow, readonly TransactionState[]> = {
  bridge: ["PENDING", "ACCEPTED", "EXECUTED"],
  bridgeSwap: ["PENDING", "DEPOSIT_ACCEPTED", "ACCEPTED", "EXECUTED"],
};

const FINAL: ReadonlySet<TransactionState> = new Set(["EXECUTED", "FAILED", "SWAP_FAILED_REFUNDED"]);

/** States after which the deposit is being processed and a swap can still fail. */
const SWAP_RUNNING: ReadonlySet<TransactionState> = new Set(["DEPOSIT_ACCEPTED", "ACCEPTED"]);

/** The rest of the happy path from `from`, where CANCELLED and PENDING_CONFIRMATION re-enter after PENDING. */
function forwardFrom(flow: Flow, from: TransactionState): readonly TransactionState[] | undefined {
  const path = HAPPY_PATH[flow];
  if (from === "CANCELLED" || from === "PENDING_CONFIRMATION") return path.slice(1);
  const index = path.indexOf(from);
  return index < 0 ? undefined : path.slice(index + 1);
}

/**
 * The states a transaction passes through to get from `from` to `to`, `to` included; each one
 * emits its own event. `to` undefined means one step along the normal path. An empty array means
 * "already there"; undefined means the transition is not allowed.
 */
export function planTransition(flow: Flow, from: TransactionState, to?: TransactionState): TransactionState[] | undefined {
  if (to === undefined) {
    if (from === "SWAP_FAILED") return ["SWAP_FAILED_REFUNDED"];
    const next = forwardFrom(flow, from)?.[0];
    return next ? [next] : undefined;
  }
  if (to === from) return [];
  switch (to) {
    case "CANCELLED":
    case "PENDING_CONFIRMATION":
      return from === "PENDING" ? [to] : undefined;
    case "FAILED":
      return FINAL.has(from) ? undefined : [to];
    case "SWAP_FAILED":
      return flow === "bridgeSwap" && SWAP_RUNNING.has(from) ? [to] : undefined;
    case "SWAP_FAILED_REFUNDED":
      if (flow !== "bridgeSwap") return undefined;
      if (from === "SWAP_FAILED") return [to];
      return SWAP_RUNNING.has(from) ? ["SWAP_FAILED", to] : undefined;
    default: {
      const forward = forwardFrom(flow, from);
      const index = forward?.indexOf(to) ?? -1;
      return forward && index >= 0 ? forward.slice(0, index + 1) : undefined;
    }
  }
}

/** True when auto-advance should keep moving a transaction in this state. */
export const autoAdvances = (flow: Flow, state: TransactionState): boolean =>
  state === "PENDING_CONFIRMATION" || (HAPPY_PATH[flow].includes(state) && state !== "EXECUTED");

/** Webhook event kind emitted on entering each state. */
export const EVENT_KIND: Record<TransactionState, string> = {
  PENDING: "BRIDGE_PENDING",
  PENDING_CONFIRMATION: "BRIDGE_PENDING_CONFIRMATION",
  DEPOSIT_ACCEPTED: "BRIDGE_DEPOSIT_ACCEPTED",
  ACCEPTED: "BRIDGE_ACCEPTED",
  EXECUTED: "BRIDGE_EXECUTED",
  CANCELLED: "BRIDGE_CANCELLED",
  FAILED: "BRIDGE_FAILED",
  SWAP_FAILED: "BRIDGE_SWAP_FAILED",
  SWAP_FAILED_REFUNDED: "BRIDGE_REFUNDED",
};
