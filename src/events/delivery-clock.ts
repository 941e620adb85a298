import type { RelayedEvent } from "./pubsub.js";

/**
 * How long an event may have no frame in flight here before the last one written counts as its
 * last: a subscriber's queue, a rights check, a catch-up or the copy on a second channel can hold
 * a frame back between two of them.
 */
export const DELIVERY_SETTLE_MS = 1_000;

/** An event whose frames never all end (a subscriber's write hangs) is observed as it stands after this. */
const GIVE_UP_MS = 60_000;

/** Settled events are looked for at most this often (on arrivals, and on every scrape). */
const SWEEP_EVERY_MS = 250;

/** One webhook event on this instance, from its first copy on the bus until it settles. */
interface Delivery {
  /** When its webhook arrived, ms since the epoch (the receiving instance's clock). */
  arrivedAt: number;
  /** Frames taken from a subscriber's queue and not yet written (or given up: their subscriber left). */
  inFlight: number;
  /** When the last frame for it was written here; undefined while none was. */
  lastWrittenAt: number | undefined;
  /** Its last arrival, frame taken or frame ended here. */
  activeAt: number;
}

/**
 * The live-delivery histogram's clock (`gateway_event_delivery_seconds`): per instance and webhook
 * event, from the webhook's arrival (`RelayedEvent.arrivedAt`, stamped by the instance that
 * received it and carried through Redis) to the frame written for this instance's last subscriber
 * of it. An event is followed from its first copy on this instance's bus (replays from the history
 * are not: their event may be hours old); its frames are counted from the moment a subscriber's
 * result stream takes it to the write, and it is observed once none has been in flight for
 * {@link DELIVERY_SETTLE_MS}. An event no subscriber here received is not observed.
 */
export interface DeliveryClock {
  /** A copy of an event reached this instance's bus (once per channel it was published on). */
  arrived(event: RelayedEvent): void;
  /** A subscriber's stream took `payload` (an event) from its queue: a frame for it is on its way. */
  taken(payload: unknown): void;
  /** The frame for `payload` was written (`written`), or its subscriber left before it was. */
  ended(payload: unknown, written: boolean): void;
  /** Observes the events that have settled; each scrape calls it, so `/metrics` has them. */
  sweep(): void;
}

/** Creates the {@link DeliveryClock} observing into `histogram` (seconds). */
export function createDeliveryClock(histogram: { observe(seconds: number): void }, now = Date.now): DeliveryClock {
  // A dictionary object, not a Map: it gains and loses an entry per event (docs/performance.md, Memory).
  const deliveries = Object.create(null) as Record<string, Delivery>;
  let lastSweep = 0;
  const deliveryOf = (payload: unknown): Delivery | undefined => {
    const id = (payload as { eventId?: unknown } | null)?.eventId;
    return typeof id === "string" ? deliveries[id] : undefined;
  };

  const clock: DeliveryClock = {
    arrived(event) {
      if (event.arrivedAt === undefined) return;
      const at = now();
      const delivery = deliveries[event.eventId];
      if (delivery) delivery.activeAt = at;
      else deliveries[event.eventId] = { arrivedAt: event.arrivedAt, inFlight: 0, lastWrittenAt: undefined, activeAt: at };
      if (at - lastSweep >= SWEEP_EVERY_MS) clock.sweep();
    },
    taken(payload) {
      const delivery = deliveryOf(payload);
      if (!delivery) return;
      delivery.inFlight++;
      delivery.activeAt = now();
    },
    ended(payload, written) {
      const delivery = deliveryOf(payload);
      if (!delivery) return;
      const at = now();
      // A frame taken before its event's first live copy arrived here (a catch-up) was not counted.
      if (delivery.inFlight > 0) delivery.inFlight--;
      delivery.activeAt = at;
      if (written) delivery.lastWrittenAt = at;
    },
    sweep() {
      const at = (lastSweep = now());
      for (const id in deliveries) {
        const delivery = deliveries[id]!;
        const quiet = at - delivery.activeAt;
        if ((delivery.inFlight > 0 || quiet < DELIVERY_SETTLE_MS) && quiet < GIVE_UP_MS) continue;
        // Clocks of two hosts can disagree by more than the delivery took.
        if (delivery.lastWrittenAt !== undefined)
          histogram.observe(Math.max(0, delivery.lastWrittenAt - delivery.arrivedAt) / 1000);
        delete deliveries[id];
      }
    },
  };
  return clock;
}
