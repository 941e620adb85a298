import { z } from "zod";
import { readRoute, route, shaped } from "../route.js";
import { isRawObject } from "../wire/common.js";
import { parseCursorItem, type Envelope } from "../wire/event.js";

/** The webhook routes: the key webhooks are signed with, and the missed-events cursor. */

/** Query of `GET /webhook/user-events-cursor`. */
export interface MissedEventsQuery {
  /** Events with a `ts` after this (ms since the epoch). */
  sinceTimestamp: number;
  /** The previous page's `nextPageToken`. */
  pageToken?: string;
  /** 1 to 50; the upstream's default (20) when omitted. */
  pageSize?: number;
}

/** One page of past webhook events, oldest first; bare events are made into envelopes (`bare: true`). */
export interface MissedEventsPage {
  items: Envelope[];
  /** Items that are neither envelopes nor tagged events, kept for logging. */
  unreadable: unknown[];
  /** Null on the last page. */
  nextPageToken: string | null;
}

const readPublicKey = shaped(z.string().min(1));
const readMissedEventsPage = shaped(
  z.object({
    items: z.array(z.unknown()),
    nextPageToken: z.string().min(1).nullable().optional(),
  }),
);

export const webhookRoutes = {
  webhookPublicKey: readRoute(
    "/webhook/public-key",
    {
      auth: "public",
      // Documented as a plain string; tolerate `{ publicKey }` in case the wrapper changes.
      read: (body) => (isRawObject(body) && typeof body.publicKey === "string" ? body.publicKey : readPublicKey(body)),
      errors: [],
    },
    {
      name: "public-key",
      scope: "public",
      key: () => "current",
      lifetime: (_, policy) => policy.publicKeyTtlMs,
      parsedOnce: true,
    },
  ),

  /** The project's past webhook events, for a backfill after downtime: never a per-operation read. */
  missedEvents: route("GET", "/webhook/user-events-cursor", {
    auth: "jwt",
    query: (q: MissedEventsQuery) => {
      const params = new URLSearchParams({ sinceTimestamp: String(q.sinceTimestamp) });
      if (q.pageToken !== undefined) params.set("pageToken", q.pageToken);
      if (q.pageSize !== undefined) params.set("pageSize", String(q.pageSize));
      return params;
    },
    read: (body): MissedEventsPage => {
      const page = readMissedEventsPage(body);
      const out: MissedEventsPage = { items: [], unreadable: [], nextPageToken: page.nextPageToken ?? null };
      const readAt = Date.now();
      for (const raw of page.items) {
        // Envelopes (older sandboxes) and bare events (the vendor's types) both read.
        const item = parseCursorItem(raw, readAt);
        if (item) out.items.push(item);
        else out.unreadable.push(raw);
      }
      return out;
    },
    errors: [],
  }),
};
