import { createHash } from "node:crypto";
import { z } from "zod";
import { UNTAGGED_EVENT_KIND } from "../../domain/event-kinds.js";

/** The webhook body: `{ event, eventId, ts }`. Unknown fields of `event` are kept. */
export const envelopeSchema = z.object({
  event: z.looseObject({ _tag: z.string().optional() }),
  eventId: z.string().min(1),
  /** Upstream emission time, ms since the epoch. */
  ts: z.number(),
});

/** A parsed webhook envelope, or a bare event of the missed-events cursor made into one. */
export type Envelope = z.infer<typeof envelopeSchema> & {
  /**
   * True for a bare event (the vendor's cursor sends events without `eventId` or `ts`): its
   * `eventId` is {@link contentEventId} and its `ts` read from its own timestamps, or the time it
   * was read when it has none. Such a `ts` must not move the backfill cursor.
   */
  bare?: true;
};

/** A bare event as the vendor's `GET /webhook/user-events-cursor` lists it: the event object itself. */
const bareEventSchema = z.looseObject({ _tag: z.string().min(1) });

/**
 * Fields that tell one event apart from another of the same kind, and that a redelivery, or the
 * cursor's copy of a webhook, repeats unchanged: the record or refund id, the hashes and the
 * timestamps of the transition. A content id is built from the kind and these alone (never the
 * whole body), so a field the live webhook has and the cursor's copy lacks (e.g. `type`) or a
 * reordering of keys does not make a duplicate look new.
 */
const IDENTITY_FIELDS = [
  "_id",
  "refundId",
  "state",
  "depositAddress",
  "depositChain",
  "txHash",
  "depositTxHash",
  "withdrawTxHash",
  "refundTxHash",
  "createdAt",
  "commitmentDate",
  "depositCommittedAt",
  "withdrawCommittedAt",
  "preSwapCommittedAt",
  "cancelledAt",
  "failedAt",
  "refundTxTimestamp",
  "txTimestamp",
] as const;

/** Nested `{ depositAddress: { depositAddress } }` (SDA rejection events) reads as the address. */
function identityValue(value: unknown): unknown {
  if (typeof value === "object" && value !== null && "depositAddress" in value) return identityValue(value.depositAddress);
  return typeof value === "string" || typeof value === "number" ? value : undefined;
}

/** Keys sorted at every level, so equal JSON values print equally. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * A stable id for an event derived from its content: `c-` + SHA-256 (hex, 32 chars) of the kind
 * and its identity fields; for an event with none of them (e.g. WEBHOOK_TEST), of its whole
 * canonical JSON. The live webhook and the cursor's bare copy of one event get the same id, which
 * is what lets the relay drop the second of them.
 */
export function contentEventId(event: Record<string, unknown>): string {
  const kind = typeof event._tag === "string" ? event._tag : UNTAGGED_EVENT_KIND;
  const identity: Record<string, unknown> = {};
  for (const field of IDENTITY_FIELDS) {
    const value = identityValue(event[field]);
    if (value !== undefined) identity[field] = value;
  }
  const basis = Object.keys(identity).length > 0 ? { kind, ...identity } : { kind, event };
  return `c-${createHash("sha256").update(canonical(basis)).digest("hex").slice(0, 32)}`;
}

/** Timestamps that say when a bare event happened, latest transition first. */
const OCCURRED_AT_FIELDS = [
  "refundTxTimestamp",
  "txTimestamp",
  "withdrawCommittedAt",
  "failedAt",
  "cancelledAt",
  "preSwapCommittedAt",
  "depositCommittedAt",
  "commitmentDate",
  "createdAt",
] as const;

/** When a bare event happened, from its own timestamps; undefined when it carries none. */
export function occurredAtOf(event: Record<string, unknown>): number | undefined {
  for (const field of OCCURRED_AT_FIELDS) {
    const v = event[field];
    const ms = typeof v === "string" ? Date.parse(v) : Number.NaN;
    if (!Number.isNaN(ms)) return ms;
  }
  return undefined;
}

/**
 * Reads one item of the missed-events cursor: an envelope (older sandboxes) or a bare event (the
 * vendor's types). Undefined when it is neither.
 */
export function parseCursorItem(raw: unknown, now: number): Envelope | undefined {
  const envelope = envelopeSchema.safeParse(raw);
  if (envelope.success) return envelope.data;
  const bare = bareEventSchema.safeParse(raw);
  if (!bare.success) return undefined;
  return { event: bare.data, eventId: contentEventId(bare.data), ts: occurredAtOf(bare.data) ?? now, bare: true };
}
