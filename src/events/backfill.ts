import type { MissedEventsPage, MissedEventsQuery } from "../upstream/client.js";
import { contentKey, type Envelope } from "./envelope.js";
import type { EventCursor } from "./cursor.js";
import type { EventRelay } from "./relay.js";

/** Options of {@link createBackfill}. */
export interface BackfillOptions {
  /** One page of the upstream's missed-events cursor (`BridgeClient.missedEvents` with the gateway's key). */
  fetchPage: (query: MissedEventsQuery) => Promise<MissedEventsPage>;
  /** Relays each event; its dedupe drops what the live stream already delivered. */
  relay: EventRelay;
  cursor: EventCursor;
  /** How far before the cursor a run starts, for events delivered out of `ts` order, in ms. */
  overlapMs: number;
  /** Period of the safety-net runs after {@link Backfill.start}, in ms; 0 = none. */
  intervalMs: number;
  /** Clock in ms; defaults to `Date.now`. */
  now?: () => number;
  /** Receives each run's result: events relayed (after dedupe) and unreadable items skipped. */
  onRun?: (result: BackfillResult) => void;
  /** Receives the failure of a run started by a timer or a trigger (for logging). */
  onError?: (error: unknown) => void;
}

/** What one backfill run did. */
export interface BackfillResult {
  /** Events relayed to subscribers: missed by the live stream. */
  relayed: number;
  /** Events the live stream (or an earlier run) had relayed already. */
  duplicates: number;
  /** Items of the cursor that were not event envelopes. */
  unreadable: number;
  /** The cursor was unset: it now starts here and nothing was read. */
  initialized: boolean;
}

/** Relays the events the gateway missed while it (or Redis, or its webhook route) was down. */
export interface Backfill {
  /**
   * Reads the cursor from the last relayed `ts` (less the overlap) to the end, relaying every
   * event. A call during a run makes one more run follow it and joins the current one.
   * With no cursor yet (first start), it only starts the cursor now.
   * @throws the upstream or relay failure that stopped the run; the cursor keeps what was relayed.
   */
  run(): Promise<BackfillResult>;
  /** Like {@link run}, for triggers (start-up, Redis back): never rejects, failures go to `onError`. */
  trigger(): void;
  /** Triggers a first run and schedules the periodic ones. */
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

const PAGE_SIZE = 50;

/** Time fields of the vendor's events, the latest of which says when a bare event happened. */
const EVENT_TIME_FIELDS = [
  "createdAt",
  "commitmentDate",
  "depositCommittedAt",
  "depositConfirmedAt",
  "withdrawCommittedAt",
  "cancelledAt",
  "failedAt",
  "refundTxTimestamp",
  "txTimestamp",
];

/**
 * The vendor types list the cursor's items as bare events, without `eventId` or `ts` (the signed
 * deliveries keep the envelope). A bare event becomes an envelope here: its id is its content key,
 * which the relay dedupes on, so the cursor's copy of a delivered event is a duplicate; its `ts`
 * is the latest time field it carries (undefined when it has none).
 * @returns undefined for anything that is not a tagged object.
 */
function fromBareEvent(raw: unknown): { envelope: Envelope; at: number | undefined } | undefined {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return undefined;
  const event = raw as Record<string, unknown>;
  if (typeof event._tag !== "string" || "eventId" in event) return undefined;
  const times = EVENT_TIME_FIELDS.map((f) => (typeof event[f] === "string" ? Date.parse(event[f]) : NaN)).filter(
    (t) => !Number.isNaN(t),
  );
  const at = times.length > 0 ? Math.max(...times) : undefined;
  return { envelope: { event: event as Envelope["event"], eventId: contentKey(event), ts: at ?? 0 }, at };
}
/** Bounds one run; a longer backlog continues in the next run from the advanced cursor. */
const MAX_PAGES_PER_RUN = 200;

/** Creates the {@link Backfill} over the upstream's `GET /webhook/user-events-cursor`. */
export function createBackfill(options: BackfillOptions): Backfill {
  const { fetchPage, relay, cursor, overlapMs, intervalMs, now = Date.now } = options;
  let running: Promise<BackfillResult> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function once(): Promise<BackfillResult> {
    const result: BackfillResult = { relayed: 0, duplicates: 0, unreadable: 0, initialized: false };
    const last = await cursor.get();
    if (last === undefined) {
      await cursor.advance(now());
      return { ...result, initialized: true };
    }
    const sinceTimestamp = Math.max(0, last - overlapMs);
    let pageToken: string | undefined;
    for (let page = 0; page < MAX_PAGES_PER_RUN && !stopped; page++) {
      const { items, unreadable, nextPageToken } = await fetchPage({ sinceTimestamp, pageToken, pageSize: PAGE_SIZE });
      for (const envelope of items) {
        if ((await relay.accept(envelope)) === "relayed") result.relayed++;
        else result.duplicates++;
      }
      for (const raw of unreadable) {
        const bare = fromBareEvent(raw);
        if (!bare) {
          result.unreadable++;
          continue;
        }
        // Bare events carry no emission ts to order them by; taking only those after the cursor
        // keeps a Redis that lost the dedupe keys from re-relaying the overlap window.
        if (bare.at !== undefined && bare.at <= last) {
          result.duplicates++;
          continue;
        }
        const envelope = { ...bare.envelope, ts: bare.at ?? last };
        if ((await relay.accept(envelope)) === "relayed") result.relayed++;
        else result.duplicates++;
      }
      if (nextPageToken === null) break;
      pageToken = nextPageToken;
    }
    return result;
  }

  function run(): Promise<BackfillResult> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total: BackfillResult;
      do {
        again = false;
        total = await once();
        options.onRun?.(total);
      } while (again && !stopped);
      return total;
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  function trigger(): void {
    if (stopped) return;
    run().catch((error: unknown) => options.onError?.(error));
  }

  return {
    run,
    trigger,
    start() {
      trigger();
      if (intervalMs > 0) {
        timer = setInterval(trigger, intervalMs);
        timer.unref();
      }
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
