import { setTimeout as sleep } from "node:timers/promises";
import type { EventCursor } from "./cursor.js";
import type { Dedupe } from "./dedupe.js";
import { contentEventId, kindOf, topicsFor, transactionOfEvent, transferTypeOf, type Envelope } from "./envelope.js";
import type { RelayedEvent } from "./pubsub.js";
import type { TransferChanged } from "./transfer-changed.js";

/** Options of {@link createEventRelay}. */
export interface EventRelayOptions {
  /** Drops repeated deliveries of one event (webhook retries, backfill overlapping the live stream), keyed by content id. */
  dedupe: Dedupe;
  /** Evicts, records in the history and publishes each new event, on every topic of {@link topicsFor}. */
  changed: TransferChanged;
  /** Remembers the newest relayed `ts`, where a backfill starts; moved after the publish, with the confirm. */
  cursor: EventCursor;
  /** Clock in ms for `receivedAt`; defaults to `Date.now`. */
  now?: () => number;
  /** Receives failures that do not fail the event (the cursor, releasing a claim). */
  onError?: (error: unknown) => void;
}

/** The event could not be checked against earlier deliveries (Redis unreachable); nothing was relayed. */
export class EventNotRecorded extends Error {
  override readonly name = "EventNotRecorded";
  constructor(cause: unknown) {
    super("Event could not be recorded", { cause });
  }
}

/** The event could not be recorded in the history or published; its claim was released so a retry relays it. */
export class EventNotPublished extends Error {
  override readonly name = "EventNotPublished";
  constructor(cause: unknown) {
    super("Event could not be published", { cause });
  }
}

/**
 * Another delivery of the event (on this instance or another) holds its claim and has not relayed
 * it yet: it may still fail, and acknowledging this one would let the upstream send the transfer's
 * next event, which could then be published first (and a subscriber drops a state behind one it
 * has). Nothing was relayed; the upstream delivers it again later.
 */
export class EventInFlight extends Error {
  override readonly name = "EventInFlight";
  constructor() {
    super("Event is being relayed by another delivery; deliver it again later");
  }
}

/** `relayed`: new, published to subscribers; `duplicate`: this `eventId` was relayed before. */
export type RelayOutcome = "relayed" | "duplicate";

/** How an upstream event becomes a transfer change, shared by the webhook receiver and the backfill. */
export interface EventRelay {
  /**
   * Dedupes on the content id (see contentEventId), which is also the relayed event's `eventId`,
   * hands it to the transfer-changed path (eviction, history, bus), then moves the cursor.
   * @param arrivedAt when the webhook request carrying it arrived (ms since the epoch); none for the backfill's.
   * @throws EventNotRecorded, EventInFlight or EventNotPublished when the event must be delivered again later.
   */
  accept(envelope: Envelope, arrivedAt?: number): Promise<RelayOutcome>;
}

/** Tries of a release Redis refused, in the background: the first delay, doubled for each later one. */
const RELEASE_RETRY_FIRST_MS = 200;
/** Past this an unconfirmed claim has about lapsed by itself (dedupe.ts: a minute). */
const RELEASE_RETRY_FOR_MS = 50_000;

/**
 * Releases a failed relay's claim. Redis refusing it is likely (its failure may be what failed the
 * relay): then it is tried again in the background until it works, rather than leaving the claim
 * to lapse after a minute while every redelivery is refused.
 */
async function release(dedupe: Dedupe, eventId: string, onError: (error: unknown) => void): Promise<void> {
  try {
    await dedupe.release(eventId);
    return;
  } catch (error) {
    onError(error);
  }
  void (async () => {
    for (let delay = RELEASE_RETRY_FIRST_MS, waited = 0; waited < RELEASE_RETRY_FOR_MS; waited += delay, delay *= 2) {
      await sleep(delay, undefined, { ref: false });
      if (
        await dedupe.release(eventId).then(
          () => true,
          () => false,
        )
      )
        return;
    }
  })();
}

/** Creates the {@link EventRelay}. */
export function createEventRelay(options: EventRelayOptions): EventRelay {
  const { dedupe, changed, cursor, now = Date.now } = options;
  const onError = (error: unknown): void => {
    try {
      options.onError?.(error);
    } catch {
      // A failing logger must not fail an event that was relayed.
    }
  };

  return {
    async accept(envelope, arrivedAt) {
      // The content id, not the upstream's `eventId`, on every path: the cursor's bare copy of a
      // webhook event has no eventId, and the two must be one event, deduped as one and shown to
      // subscribers (and resumed from with afterEventId) under one id, whichever path relayed it,
      // even after Redis lost the dedupe marks. A redelivery has the same content, so it still
      // dedupes; see contentEventId for what the id is built from.
      const eventId = contentEventId(envelope.event);
      let isNew: boolean;
      let relayedBefore = false;
      try {
        isNew = await dedupe.claim(eventId);
        if (!isNew) relayedBefore = await dedupe.confirmed(eventId);
      } catch (error) {
        throw new EventNotRecorded(error);
      }
      if (relayedBefore) return "duplicate";
      if (!isNew) throw new EventInFlight();

      const kind = kindOf(envelope);
      const transaction = transactionOfEvent(kind, envelope.event);
      const transferType = transferTypeOf(envelope.event);
      const relayed: RelayedEvent = {
        eventId,
        ...(!envelope.bare && { upstreamEventId: envelope.eventId }),
        kind,
        ...(transferType && { transferType }),
        ts: envelope.ts,
        receivedAt: now(),
        ...(arrivedAt !== undefined && { arrivedAt }),
        event: envelope.event,
        ...(transaction && { transaction }),
      };
      try {
        await changed(relayed, topicsFor(envelope));
      } catch (error) {
        // Without the release a redelivery would be refused until the claim lapses.
        await release(dedupe, eventId, onError);
        throw new EventNotPublished(error);
      }
      await Promise.all([
        // Unconfirmed, the claim lapses after a minute: at worst a late redelivery is relayed twice.
        dedupe.confirm(eventId).catch(onError),
        // A bare event's ts is an estimate (its own timestamps, or when it was read): only the
        // upstream's emission time may move the cursor; the backfill advances it after a full read.
        // Independent of the confirm, so sent with it (one write on a pipelining connection).
        envelope.bare ? undefined : cursor.advance(envelope.ts).catch(onError),
      ]);
      return "relayed";
    },
  };
}
