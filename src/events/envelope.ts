import { createHash } from "node:crypto";
import { z } from "zod";

/** Event kinds the upstream documents. Others exist and are relayed as they come. */
export type KnownEventKind =
  | "BRIDGE_PENDING"
  | "BRIDGE_ACCEPTED"
  | "BRIDGE_EXECUTED"
  | "BRIDGE_REFUNDED"
  | "BRIDGE_CANCELLED"
  | "DEPOSIT_ADDRESS_CREATED"
  | "DEPOSIT_ADDRESS_BRIDGE_REJECTED"
  | "DEPOSIT_ADDRESS_BRIDGE_DELAYED";

/** JSON with object keys sorted at every level: parsing may reorder keys, content must not change. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/**
 * The identity of an event by its content: `derived:` + sha256 of its canonical JSON. The
 * vendor's cursor lists bare events without the `eventId` their deliveries carried, so the relay
 * dedupes on this key (the same for a delivery, its redeliveries and the cursor's copy) and the
 * backfill uses it as the `eventId` of a bare event.
 */
export const contentKey = (event: unknown): string =>
  `derived:${createHash("sha256").update(canonicalJson(event)).digest("hex")}`;

/** Kind reported for an event without a `_tag`. */
export const UNTAGGED_EVENT_KIND = "UNTAGGED";

/** The webhook body: `{ event, eventId, ts }`. Unknown fields of `event` are kept. */
export const envelopeSchema = z.object({
  event: z.looseObject({ _tag: z.string().optional() }),
  eventId: z.string().min(1),
  /** Upstream emission time, ms since the epoch. */
  ts: z.number(),
});

/** A parsed webhook envelope. */
export type Envelope = z.infer<typeof envelopeSchema>;

/** The event kind (`event._tag`); {@link UNTAGGED_EVENT_KIND} when the upstream sent none. */
export function kindOf(envelope: Envelope): KnownEventKind | (string & {}) {
  return envelope.event._tag ?? UNTAGGED_EVENT_KIND;
}

/** Fields an event can be looked up by, each a topic family. */
export type TopicField = "transaction" | "depositTxHash" | "withdrawTxHash" | "depositAddress";

/** A pub/sub topic: one per lookup field value, plus `all` for every event. */
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
