import { GraphQLError } from "graphql";
import { Repeater } from "graphql-yoga";
import type { Transaction } from "../upstream/wire/transaction.js";
import { topic, topicsOfEvent, type Topic, type TopicField } from "./envelope.js";
import type { EventHistory } from "./history.js";
import type { EventBus, RelayedEvent } from "./pubsub.js";
import type { SubscriptionSlot, SubscriptionSlots } from "./subscription-slots.js";

import { CURRENT_STATE_KIND, NOT_KNOWN_YET_KIND } from "../domain/event-kinds.js";
import { isEarlierState, isFinalState } from "../domain/transfer-states.js";

export { CURRENT_STATE_KIND, NOT_KNOWN_YET_KIND };

/**
 * Whether this event ends an `untilFinal` watch: its transfer is in a final state. Not CANCELLED,
 * which a late deposit still moves on (a watcher stopped there would miss the funds moving).
 */
const endsWatchEvent = (e: RelayedEvent): boolean => e.transaction !== undefined && isFinalState(e.transaction.rawState);

/** How a stream behaves besides its filter. */
export interface StreamOptions {
  /** Complete the stream after the first event whose transaction is in a final state. */
  untilFinal?: boolean;
}

/** Which events a subscriber wants; every given field must match. */
export interface StreamFilter {
  quoteId?: string | null;
  depositTxHash?: string | null;
  withdrawTxHash?: string | null;
  depositAddress?: string | null;
}

/**
 * Why a stream was not opened, or stopped. A GraphQL error with its `extensions.code`, because it
 * can also end a stream already handed to the client, where nothing else could translate it.
 */
export class StreamRefused extends GraphQLError {
  constructor(
    code: "FORBIDDEN" | "BAD_USER_INPUT" | "EVENTS_UNAVAILABLE" | "TOO_MANY_SUBSCRIPTIONS",
    message: string,
    extensions: Record<string, unknown> = {},
  ) {
    super(message, { extensions: { code, ...extensions } });
  }
}

const unavailable = () =>
  new StreamRefused("EVENTS_UNAVAILABLE", "Live events are unavailable right now; subscribe again shortly.");

/** The subscriber's side of a stream: its rights and how to read a transaction's current state. */
export interface StreamCaller {
  isAdmin: boolean;
  /** Whose subscriptions these are, for the per-caller cap (the caller's rate key: credential, else address). */
  key: string;
  /** The record as the upstream knows it now (by withdraw or deposit hash); undefined when unknown. */
  currentState(filter: StreamFilter): Promise<Transaction | undefined>;
}

/** Options of {@link createTransactionStreams}. */
export interface TransactionStreamsDeps {
  bus: EventBus;
  history: EventHistory;
  /** Counts open streams (the `gateway_active_subscriptions` gauge). */
  gauge: { inc(): void; dec(): void };
  /** The per-caller cap on open streams. */
  slots: SubscriptionSlots;
  /** Hears a stream refused by the cap (a metric). */
  onRefused?: () => void;
}

/** Opens the live event streams behind `transactionEvents`. */
export interface TransactionStreams {
  /**
   * The events of a filter: kept history after `afterEventId`, or the current state first, then
   * live. Checked before the stream exists, so a refusal is a clean error, not a broken stream.
   * @throws StreamRefused
   */
  open(
    filter: StreamFilter | null | undefined,
    afterEventId: string | undefined,
    caller: StreamCaller,
    options?: StreamOptions,
  ): Promise<AsyncIterable<RelayedEvent>>;
}

const FILTER_FIELDS: [keyof StreamFilter, TopicField][] = [
  ["quoteId", "transaction"],
  ["depositTxHash", "depositTxHash"],
  ["withdrawTxHash", "withdrawTxHash"],
  ["depositAddress", "depositAddress"],
];

/** The filter as topics, most specific first; empty for "every event". */
function topicsOf(filter: StreamFilter | null | undefined): Topic[] {
  return FILTER_FIELDS.flatMap(([key, field]) => {
    const value = filter?.[key];
    return value ? [topic(field, String(value))] : [];
  });
}

/**
 * Event ids one subscriber was sent, so history replay, live stream and backfill reach it once
 * each; and the transfers whose state it was sent.
 */
const SEEN_PER_SUBSCRIPTION = 1_000;

/** A map of at most {@link SEEN_PER_SUBSCRIPTION} keys, oldest first out (a Map iterates in insertion order). */
function boundedMap<V>(): Map<string, V> {
  const map = new Map<string, V>();
  const set = map.set.bind(map);
  map.set = (key, value) => {
    set(key, value);
    if (map.size > SEEN_PER_SUBSCRIPTION) map.delete(map.keys().next().value!);
    return map;
  };
  return map;
}

/** What a subscriber asked for, its filter as topics. */
interface StreamRequest {
  topics: readonly Topic[];
  filter: StreamFilter | null | undefined;
  afterEventId: string | undefined;
  caller: StreamCaller;
  untilFinal: boolean;
}

/** Refuses, before the stream exists, a filter this caller may not use or that cannot work. */
function checkRequest({ topics, filter, afterEventId, caller, untilFinal }: StreamRequest): void {
  if (topics.length === 0 && !caller.isAdmin) {
    throw new StreamRefused("FORBIDDEN", "A subscription without a filter needs the gateway admin token.");
  }
  if (topics.length === 0 && afterEventId !== undefined) {
    throw new StreamRefused(
      "BAD_USER_INPUT",
      "afterEventId needs a filter: event history is kept per transaction, hash and deposit address.",
    );
  }
  if (untilFinal && !filter?.quoteId && !filter?.depositTxHash && !filter?.withdrawTxHash) {
    // A deposit address (or the whole project) sees many transfers: whose final state would end it?
    throw new StreamRefused(
      "BAD_USER_INPUT",
      "untilFinal needs a filter that names one transfer: quoteId, depositTxHash or withdrawTxHash.",
    );
  }
}

/** One open stream: what it asked for, and what it has sent so far. */
class StreamDelivery {
  private readonly seen = boundedMap<true>();
  /** The latest state sent per transfer (by record id): a stream never goes back from it. */
  private readonly states = boundedMap<string>();
  /** When the stream began listening; a gap fill without `afterEventId` sends nothing older. */
  readonly startedAt = Date.now();
  finished = false;

  constructor(
    private readonly push: (event: RelayedEvent) => Promise<unknown>,
    private readonly stop: () => void,
    private readonly topics: readonly Topic[],
    private readonly untilFinal: boolean,
    /** The last event id relayed to this subscriber, where a gap fill resumes. */
    public lastRelayed: string | undefined,
  ) {}

  /** Every message goes through here: with untilFinal, the one carrying a final state is the last. */
  async send(e: RelayedEvent): Promise<void> {
    if (this.finished) return;
    this.note(e);
    await this.push(e);
    if (this.untilFinal && endsWatchEvent(e)) {
      this.finished = true;
      this.stop();
    }
  }

  /**
   * Sends a relayed event once, when it matches every topic of the filter and does not take its
   * transfer back to a state earlier than one this stream already sent: after Redis lost the
   * dedupe marks, the backfill relays old events again, and a frontend must not show a settled
   * step as pending again.
   */
  async deliver(e: RelayedEvent): Promise<void> {
    if (!this.matches(e) || this.seen.has(e.eventId)) return;
    this.seen.set(e.eventId, true);
    if (this.isBehind(e)) return;
    this.lastRelayed = e.eventId;
    await this.send(e);
  }

  /** An event the client says it already has (`afterEventId`, sent by another instance): as if sent here. */
  remember(e: RelayedEvent): void {
    this.seen.set(e.eventId, true);
    this.note(e);
  }

  private isBehind(e: RelayedEvent): boolean {
    const seen = e.transaction && this.states.get(e.transaction.id);
    return seen !== undefined && isEarlierState(e.transaction!.rawState, seen);
  }

  private note(e: RelayedEvent): void {
    if (e.transaction && !this.isBehind(e)) this.states.set(e.transaction.id, e.transaction.rawState);
  }

  /** Events published while Redis was away never reached this subscription: take them from the history. */
  async fillGap(history: EventHistory): Promise<void> {
    const missed = await history.after(this.topics[0]!, this.lastRelayed ?? "");
    for (const e of missed) if (this.lastRelayed !== undefined || e.receivedAt >= this.startedAt) await this.deliver(e);
  }

  private matches(e: RelayedEvent): boolean {
    if (this.topics.length <= 1) return true;
    const have = new Set(topicsOfEvent(e.event));
    return this.topics.every((t) => have.has(t));
  }
}

function currentStateEvent(current: Transaction): RelayedEvent {
  const now = Date.now();
  return {
    eventId: `${CURRENT_STATE_KIND}:${current.id}:${current.rawState}`,
    kind: CURRENT_STATE_KIND,
    ts: now,
    receivedAt: now,
    event: { ...current },
    transaction: current,
  };
}

/** The first message of a stream for one transfer nobody knows yet; no transaction. */
function notKnownYetEvent(topic: Topic): RelayedEvent {
  const now = Date.now();
  return { eventId: `${NOT_KNOWN_YET_KIND}:${topic}`, kind: NOT_KNOWN_YET_KIND, ts: now, receivedAt: now, event: {} };
}

/** What a stream sends before its live events: the kept events after `afterEventId`, or the current state. */
interface CatchUp {
  topics: readonly Topic[];
  afterEventId: string | undefined;
  /** The current state read before listening, and when that read started. */
  current: Transaction | undefined;
  lookupStartedAt: number;
  /** The filter names one transfer (quoteId, depositTxHash or withdrawTxHash). */
  namesTransfer: boolean;
}

async function catchUp(delivery: StreamDelivery, history: EventHistory, request: CatchUp): Promise<void> {
  const { topics, afterEventId, current, lookupStartedAt } = request;
  if (afterEventId !== undefined) {
    let kept: RelayedEvent[];
    try {
      kept = await history.after(topics[0]!, "");
    } catch {
      throw unavailable();
    }
    // The client has the event it resumes after (and its state) from whichever instance sent it.
    const at = kept.findIndex((e) => e.eventId === afterEventId);
    if (at >= 0) delivery.remember(kept[at]!);
    for (const e of kept.slice(at + 1)) await delivery.deliver(e);
    return;
  }
  if (topics.length === 0) {
    if (current) await delivery.send(currentStateEvent(current));
    return;
  }
  // Without a current state (no upstream lookup by quote id, or it failed), what this gateway
  // relayed for the transaction so far stands in for it, so a late subscriber misses nothing;
  // with one, only what was relayed while it was read.
  if (current) await delivery.send(currentStateEvent(current));
  const kept = await history.after(topics[0]!, "").catch((): RelayedEvent[] => []);
  for (const e of kept) if (!current || e.receivedAt >= lookupStartedAt) await delivery.deliver(e);
  // One transfer, and nothing at all about it: say so first (a typo would otherwise be a silent stream).
  if (!current && kept.length === 0 && request.namesTransfer) await delivery.send(notKnownYetEvent(topics[0]!));
}

/** The stream, releasing its slot also when it is ended before its first read (a Repeater then never starts). */
function releasing(stream: Repeater<RelayedEvent>, slot: SubscriptionSlot): AsyncIterableIterator<RelayedEvent> {
  const iterator: AsyncIterableIterator<RelayedEvent> = {
    next: () => stream.next(),
    return: (value?: unknown) => {
      slot.release();
      return stream.return(value as undefined);
    },
    throw: (err?: unknown) => {
      slot.release();
      return stream.throw(err);
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

/** Creates the stream opener over the bus (live events) and the history (what came before). */
export function createTransactionStreams({ bus, history, gauge, slots, onRefused }: TransactionStreamsDeps): TransactionStreams {
  const run = async (
    { topics, filter, afterEventId, caller, untilFinal }: StreamRequest,
    push: (event: RelayedEvent) => Promise<unknown>,
    stop: (() => void) & Promise<unknown>,
  ): Promise<void> => {
    gauge.inc();
    // The current state is read before listening: a subscriber that commits once it is listening
    // (the documented flow) then never gets a state that its own live events repeat. What is
    // relayed while the read runs is taken from the history, so nothing falls in between.
    const lookupStartedAt = Date.now();
    const current = afterEventId === undefined && filter ? await caller.currentState(filter).catch(() => undefined) : undefined;
    const subscription = bus.subscribe(topics[0] ?? "all");
    void stop.then(() => {
      gauge.dec();
      return subscription.return();
    });
    const delivery = new StreamDelivery(push, stop, topics, untilFinal, afterEventId);
    const stopGapFill = bus.onResubscribed(() => {
      if (topics.length > 0) delivery.fillGap(history).catch(() => {});
    });
    void stop.then(stopGapFill);
    // Live first, then read what came before: an event in between is not missed, and `seen` drops its second copy.
    try {
      await subscription.ready;
    } catch {
      throw unavailable();
    }
    const namesTransfer = Boolean(filter?.quoteId || filter?.depositTxHash || filter?.withdrawTxHash);
    await catchUp(delivery, history, { topics, afterEventId, current, lookupStartedAt, namesTransfer });
    if (!delivery.finished) for await (const e of subscription) await delivery.deliver(e);
    stop();
  };

  return {
    async open(filter, afterEventId, caller, options = {}) {
      const request: StreamRequest = {
        topics: topicsOf(filter),
        filter,
        afterEventId,
        caller,
        untilFinal: options.untilFinal === true,
      };
      checkRequest(request);
      try {
        await bus.ready();
      } catch {
        throw unavailable();
      }
      const slot = await slots.acquire(caller.key);
      if (!slot) {
        onRefused?.();
        throw new StreamRefused(
          "TOO_MANY_SUBSCRIPTIONS",
          `At most ${slots.limit} subscriptions may be open at once per caller; end one before opening another.`,
          { limit: slots.limit },
        );
      }
      // A Repeater, not an async generator: a generator's `return()` waits behind its pending
      // `next()`, so a client leaving a quiet topic would never unsubscribe.
      const stream = new Repeater<RelayedEvent>((push, stop) => {
        void stop.then(slot.release);
        return run(request, push, stop);
      });
      return releasing(stream, slot);
    },
  };
}
