import { z } from "zod";

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
