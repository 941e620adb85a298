/**
 * Which deposit address an address event is about: a smart deposit address, which the vendor's API
 * reads by address and chain, or a routing one, which it has no read for.
 */
export type AddressFamily = "smart" | "routing";

/**
 * The vendor's webhook event kinds (webhook-receiver API types), one row each: what it means and,
 * for a bridge event, the state its record moved to (bridge events carry the record without
 * `state`). Other kinds exist (older sandboxes, later kinds) and are relayed as they come, typed
 * `UNKNOWN` with the raw kind kept.
 */
export const EVENT_KINDS = {
  BRIDGE_PENDING: { state: "PENDING", description: "A transfer was committed and waits for its deposit." },
  BRIDGE_ACCEPTED: { state: "ACCEPTED", description: "The deposit was accepted; the transfer executes on chainOut." },
  BRIDGE_CANCELLED: { state: "CANCELLED", description: "The transfer was cancelled while pending." },
  BRIDGE_EXECUTED: { state: "EXECUTED", description: "The transfer is done (withdrawTxHash set)." },
  BRIDGE_REFUNDED: {
    state: "SWAP_FAILED_REFUNDED",
    description: "The swap failed and the deposit was refunded (transaction.refund).",
  },
  DEPOSIT_ADDRESS_CREATED: { address: "smart", description: "A smart deposit address was created." },
  DEPOSIT_ADDRESS_BRIDGE_REJECTED: {
    address: "smart",
    description: "A deposit to a smart deposit address was rejected (see payload.reason).",
  },
  DEPOSIT_ADDRESS_BRIDGE_DELAYED: { address: "smart", description: "A deposit to a smart deposit address is delayed." },
  ROUTING_DEPOSIT_ADDRESS_CREATED: { address: "routing", description: "A routing smart deposit address was created." },
  ROUTING_DEPOSIT_ADDRESS_BRIDGE_REJECTED: {
    address: "routing",
    description: "A deposit to a routing smart deposit address was rejected.",
  },
  ROUTING_DEPOSIT_ADDRESS_BRIDGE_DELAYED: {
    address: "routing",
    description: "A deposit to a routing smart deposit address is delayed.",
  },
  SDA_REFUND_COMPLETED: { address: "smart", description: "A deposit to a smart deposit address was refunded." },
  WEBHOOK_TEST: { description: "A test event sent to check the webhook." },
} as const satisfies Record<string, { state?: string; address?: AddressFamily; description: string }>;

export type KnownEventKind = keyof typeof EVENT_KINDS;

/** Kind reported for an event without a `_tag`. */
export const UNTAGGED_EVENT_KIND = "UNTAGGED";

/** The kind of a message that is not an upstream event: the record's state, sent first to a subscriber. */
export const CURRENT_STATE_KIND = "CURRENT_STATE";

/**
 * The kind of the first message of a stream for one transfer that neither the upstream nor this
 * gateway's event history knows yet: a quote not committed yet (subscribe-before-commit; its
 * events follow) or an id with a typo (nothing will). Without it such a stream stays silent.
 */
export const NOT_KNOWN_YET_KIND = "NOT_KNOWN_YET";

const isKnown = (kind: string): kind is KnownEventKind => Object.hasOwn(EVENT_KINDS, kind);

/** The kind as one of {@link EVENT_KINDS}, or `UNKNOWN`. */
export function knownKindOf(kind: string): KnownEventKind | "UNKNOWN" {
  return isKnown(kind) ? kind : "UNKNOWN";
}

/**
 * The state a kind's record moved to; undefined for kinds that carry no transfer. A later
 * `BRIDGE_<STATE>` kind names its state the same way.
 */
export function stateOfKind(kind: string): string | undefined {
  if (isKnown(kind)) {
    const row = EVENT_KINDS[kind];
    return "state" in row ? row.state : undefined;
  }
  return kind.startsWith("BRIDGE_") ? kind.slice("BRIDGE_".length) : undefined;
}

/** The family of the deposit address a kind is about; undefined for a kind about none, or one this gateway does not know. */
export function addressFamilyOf(kind: string): AddressFamily | undefined {
  if (!isKnown(kind)) return undefined;
  const row = EVENT_KINDS[kind];
  return "address" in row ? row.address : undefined;
}
