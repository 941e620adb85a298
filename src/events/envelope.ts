import { stateOfKind, UNTAGGED_EVENT_KIND, type KnownEventKind } from "../domain/event-kinds.js";
import type { Envelope } from "../upstream/wire/event.js";
import { parseTransaction, type Transaction } from "../upstream/wire/transaction.js";

export { contentEventId, envelopeSchema, type Envelope } from "../upstream/wire/event.js";

/** The event's `type` (bridge events: `bridge`, `bridgeSwap`, `depositAddressBridge`; `test` for WEBHOOK_TEST). */
export function transferTypeOf(event: Record<string, unknown>): string | undefined {
  return typeof event.type === "string" && event.type !== "" ? event.type : undefined;
}

/** The event kind (`event._tag`); {@link UNTAGGED_EVENT_KIND} when the upstream sent none. */
export function kindOf(envelope: Envelope): KnownEventKind | (string & {}) {
  return envelope.event._tag ?? UNTAGGED_EVENT_KIND;
}

/** Fields an event can be looked up by, each a topic family. */
export type TopicField = "transaction" | "depositTxHash" | "withdrawTxHash" | "depositAddress";

/** A pub/sub topic: one per lookup field value, and `all` for every event. */
export type Topic = `${TopicField}:${string}` | "all";

const EVM_HEX = /^0x[0-9a-fA-F]+$/;

/**
 * The topic for a field value. EVM hex values (hashes, addresses) are lower-cased, because
 * their case carries no meaning and subscribers write them either way; other values (Solana
 * base58, record ids) are case-sensitive and kept. Subscribers must build topics with this.
 */
export function topic(field: TopicField, value: string): Topic {
  return `${field}:${EVM_HEX.test(value) ? value.toLowerCase() : value}`;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** SDA events carry the address as a string, rejection events as `{ depositAddress: string, ... }`. */
function depositAddressOf(value: unknown): string | undefined {
  if (typeof value === "object" && value !== null && "depositAddress" in value) {
    return nonEmptyString(value.depositAddress);
  }
  return nonEmptyString(value);
}

/**
 * The topics an event is published on: `transaction:<event._id>` (the quote id),
 * `depositTxHash:<hash>`, `withdrawTxHash:<hash>`, `depositAddress:<address>` when the field
 * is a non-empty string, and `all` always.
 */
export function topicsFor(envelope: Envelope): Topic[] {
  return [...topicsOfEvent(envelope.event), "all"];
}

/** The lookup topics an upstream event object belongs to (without `all`). */
export function topicsOfEvent(event: Record<string, unknown>): Topic[] {
  const values: [TopicField, string | undefined][] = [
    ["transaction", nonEmptyString(event._id)],
    ["depositTxHash", nonEmptyString(event.depositTxHash)],
    ["withdrawTxHash", nonEmptyString(event.withdrawTxHash)],
    ["depositAddress", depositAddressOf(event.depositAddress)],
  ];
  const topics: Topic[] = [];
  for (const [field, value] of values) {
    if (value !== undefined) topics.push(topic(field, value));
  }
  return topics;
}

/**
 * The lookup topics of a relayed message: its event's, and its record's (a CURRENT_STATE message
 * carries the record as read, keyed by `id`, where an upstream event has `_id`).
 */
export function topicsOfMessage(message: { event: Record<string, unknown>; transaction?: Transaction }): Topic[] {
  const topics = topicsOfEvent(message.event);
  const record = message.transaction;
  if (!record) return topics;
  const fromRecord: [TopicField, string | undefined][] = [
    ["transaction", record.id],
    ["depositTxHash", nonEmptyString(record.depositTxHash)],
    ["withdrawTxHash", nonEmptyString(record.withdrawTxHash)],
    ["depositAddress", "depositAddress" in record ? nonEmptyString(record.depositAddress) : undefined],
  ];
  for (const [field, value] of fromRecord) {
    if (value === undefined) continue;
    const t = topic(field, value);
    if (!topics.includes(t)) topics.push(t);
  }
  return topics;
}

/**
 * The transaction record an event carries, as of the event; null for kinds that carry none
 * (e.g. DEPOSIT_ADDRESS_CREATED) and for records too malformed to read.
 */
export function transactionOfEvent(kind: string, event: Record<string, unknown>): Transaction | null {
  const state = typeof event.state === "string" ? event.state : stateOfKind(kind);
  if (state === undefined) return null;
  // The event's `_tag` is its kind; its `type` names the record variant (absent on BRIDGE_REFUNDED
  // and on older sandboxes' events, which leaves the variant to the record's shape).
  const type = transferTypeOf(event);
  const { type: _type, ...record } = event;
  // A later variant's type becomes the OtherTransaction's tag.
  const parsed = parseTransaction({ ...record, _tag: type }, state);
  return parsed.__typename === "UnreadableRecord" ? null : parsed;
}
