import { setTimeout as sleep } from "node:timers/promises";
import { GraphQLError } from "graphql";
import type { Credential } from "../upstream/auth.js";
import type { Transaction } from "../upstream/wire/transaction.js";
import { AccessGate, type MayRead } from "./access.js";
import { topic, topicsOfMessage, type Topic, type TopicField } from "./envelope.js";
import type { EventHistory } from "./history.js";
import type { EventBus, EventSink, RelayedEvent } from "./pubsub.js";
import { PUSH_QUEUE_LIMIT, PushQueue } from "./push-queue.js";
import type { SubscriptionSlot, SubscriptionSlots } from "./subscription-slots.js";
import type { Watched, WatchRereader } from "./watch-reread.js";

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

const rightsUnknown = () =>
  new StreamRefused(
    "EVENTS_UNAVAILABLE",
    "Whether this caller may read the transfer could not be checked right now; subscribe again shortly (with afterEventId).",
  );

/** The subscriber's side of a stream: its rights, and the credential its transfer is read with. */
export interface StreamCaller {
  isAdmin: boolean;
  /** Whose subscriptions these are, for the per-caller cap (the caller's rate key: credential, else address). */
  key: string;
  /** The caller's credential upstream: what the transfer's current state is read with. */
  credential: Credential;
}

/**
 * The record of the transfer a filter names (by withdraw hash, deposit hash or quote id), as the
 * upstream has it now, read with `credential` as queries read it (the shared cache and its
 * single-flight); undefined when the filter names none. A port: the loaders' layer fills it.
 */
export type ReadTransfer = (credential: Credential, filter: StreamFilter) => Promise<Transaction | undefined>;

/** Options of {@link createTransactionStreams}. */
export interface TransactionStreamsDeps {
  bus: EventBus;
  history: EventHistory;
  /** Reads a transfer's current state: when a stream starts, and for the watch re-reader. */
  readTransfer: ReadTransfer;
  /** Whether a subscriber may read an event's transfer or address, as it could by query (admins aside). */
  mayRead: MayRead;
  /** Counts open streams (the `gateway_active_subscriptions` gauge). */
  gauge: { inc(): void; dec(): void };
  /** The per-caller cap on open streams. */
  slots: SubscriptionSlots;
  /** Hears a stream refused by the cap (a metric). */
  onRefused?: () => void;
  /** Hears an event dropped for a subscriber that stopped reading (for logging). */
  onDropped?: (error: unknown) => void;
  /** Re-reads the transfers streams watch, for the states no webhook announces; none: not re-read. */
  rereader?: WatchRereader;
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

/** Adds to a map of at most {@link SEEN_PER_SUBSCRIPTION} keys, oldest first out (a Map iterates in insertion order). */
function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.set(key, value);
  if (map.size > SEEN_PER_SUBSCRIPTION) map.delete(map.keys().next().value!);
}

/** What a subscriber asked for, its filter as topics. */
interface StreamRequest {
  topics: readonly Topic[];
  filter: StreamFilter | null | undefined;
  afterEventId: string | undefined;
  caller: StreamCaller;
  untilFinal: boolean;
}

/** Whether the filter names one transfer (quoteId, depositTxHash or withdrawTxHash). */
const namesTransfer = (filter: StreamFilter | null | undefined): boolean =>
  Boolean(filter?.quoteId || filter?.depositTxHash || filter?.withdrawTxHash);

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
  if (untilFinal && !namesTransfer(filter)) {
    // A deposit address (or the whole project) sees many transfers: whose final state would end it?
    throw new StreamRefused(
      "BAD_USER_INPUT",
      "untilFinal needs a filter that names one transfer: quoteId, depositTxHash or withdrawTxHash.",
    );
  }
}

/** What every stream shares: the bus, the history, the reads and rights, the gauge, who hears a dropped event, the watched transfers. */
interface StreamsShared {
  bus: EventBus;
  history: EventHistory;
  readTransfer: ReadTransfer;
  mayRead: MayRead;
  gauge: { inc(): void; dec(): void };
  onDropped: (error: unknown) => void;
  watches: Watches | undefined;
}

/**
 * One transfer watched on this instance (see watch-reread.ts), by the topic its streams listen on:
 * any of them can read it, and each keeps its `state` up to date as it sends the transfer's events.
 */
class Watch implements Watched {
  state: string | undefined;
  due = 0;
  readonly streams = new Set<TransactionStream>();
  /**
   * The watcher last sent a state of the transfer, whose credential therefore reads it: another
   * watcher of the topic may be another project's caller, whose reads of it fail.
   */
  private reader: TransactionStream | undefined;

  constructor(readonly topic: Topic) {}

  read(): Promise<Transaction | undefined> {
    const stream = this.reader && this.streams.has(this.reader) ? this.reader : this.streams.values().next().value;
    return stream ? stream.readCurrentState() : Promise.resolve(undefined);
  }

  /** Whether `stream` watched it; it reads it no more. */
  leave(stream: TransactionStream): boolean {
    if (this.reader === stream) this.reader = undefined;
    return this.streams.delete(stream);
  }

  /** A state sent to a watcher: the latest known, unless a copy of an older one. */
  sent(rawState: string, to: TransactionStream): void {
    this.reader = to;
    if (this.state === undefined || !isEarlierState(rawState, this.state)) this.state = rawState;
  }
}

/** The watched transfers of this instance, and the re-reader that goes over them. */
class Watches {
  private readonly byTopic = new Map<Topic, Watch>();

  constructor(private readonly rereader: WatchRereader) {}

  join(topic: Topic, stream: TransactionStream): Watch {
    let watch = this.byTopic.get(topic);
    if (!watch) {
      this.byTopic.set(topic, (watch = new Watch(topic)));
      this.rereader.add(watch);
    }
    watch.streams.add(stream);
    return watch;
  }

  leave(watch: Watch, stream: TransactionStream): void {
    if (!watch.leave(stream) || watch.streams.size > 0) return;
    this.byTopic.delete(watch.topic);
    this.rereader.remove(watch);
  }
}

/**
 * One open stream: the bus's sink for its topic, the queue its consumer reads, and what it has
 * sent so far. Everything a live subscriber holds on the event side is this one object (the two
 * maps only once it has events to remember); its methods are shared by every stream.
 */
class TransactionStream extends PushQueue<RelayedEvent> implements EventSink {
  /** Event ids sent, created with the first. */
  private seen: Map<string, true> | undefined;
  /** The latest state sent per transfer (by record id), created with the first: a stream never goes back from it. */
  private states: Map<string, string> | undefined;
  /** Live events that arrive while the stream catches up, delivered after it; undefined once live. */
  private held: RelayedEvent[] | undefined = [];
  /** Catch-ups under way (the start's, gap fills) and a lost subscription not being filled yet: live once none is left. */
  private catchingUp = 1;
  /** The subscription was lost and no gap fill has begun since. */
  private lapsed = false;
  private listening = false;
  /** The transfer this stream watches (its filter names one, and re-reads are on). */
  private watch: Watch | undefined;
  /** What lets through only what this subscriber may read; none for an admin, who may read every event. */
  private readonly gate: AccessGate | undefined;
  /** Whether a relayed event got past the gate (sent, or dropped as a repeat): the subscriber may read something of its filter. */
  admittedAny = false;
  /** Whether one that got past the gate carried a transfer. */
  admittedTransfer = false;

  constructor(
    private readonly shared: StreamsShared,
    private readonly slot: SubscriptionSlot,
    private readonly request: StreamRequest,
  ) {
    super();
    const { caller } = request;
    if (!caller.isAdmin) {
      this.gate = new AccessGate(
        (subject) => shared.mayRead(caller.credential, subject),
        (e) => this.admit(e),
        () => this.end(rightsUnknown()),
      );
    }
    shared.gauge.inc();
  }

  private get topics(): readonly Topic[] {
    return this.request.topics;
  }

  private get topic(): Topic {
    return this.topics[0] ?? "all";
  }

  /** The transfer as the upstream has it now, read with this subscriber's credential (also what the watch re-reads). */
  readCurrentState(): Promise<Transaction | undefined> {
    const { caller, filter } = this.request;
    return filter ? this.shared.readTransfer(caller.credential, filter) : Promise.resolve(undefined);
  }

  /**
   * Reads the current state, listens, sends what came before (see {@link catchUp}), then goes
   * live; a failure ends the stream with that error.
   */
  async start(): Promise<void> {
    const { filter, afterEventId } = this.request;
    // The current state is read before listening: a subscriber that commits once it is listening
    // (the documented flow) then never gets a state that its own live events repeat. What is
    // relayed while the read runs is taken from the history, so nothing falls in between.
    const lookupStartedAt = Date.now();
    const current = afterEventId === undefined ? await this.readCurrentState().catch(() => undefined) : undefined;
    if (this.closed) return;
    // Live first, then read what came before: an event in between is not missed, and `seen` drops its second copy.
    const ready = this.shared.bus.listen(this.topic, this);
    this.listening = true;
    if (this.shared.watches && namesTransfer(filter)) this.watch = this.shared.watches.join(this.topic, this);
    try {
      await ready;
    } catch {
      throw unavailable();
    }
    const request = {
      topics: this.topics,
      afterEventId,
      current,
      lookupStartedAt,
      namesTransfer: namesTransfer(filter),
      namesAddressOnly: Boolean(filter?.depositAddress) && !namesTransfer(filter),
    };
    await catchUp(this, this.shared.history, request);
    this.caughtUp();
  }

  receive(e: RelayedEvent): void {
    if (!this.held) return this.deliver(e);
    if (this.held.length < PUSH_QUEUE_LIMIT) this.held.push(e);
    else this.dropped();
  }

  close(): void {
    this.end();
  }

  /**
   * From the loss until the gap is filled, live events wait: one published after an event that
   * never arrived (it reached a shard before this instance had subscribed there again) must not
   * overtake it, or the stream would drop the missed one when the history gives it back, as a
   * state behind one it already sent. Without a filter there is no history to fill from.
   */
  lost(): void {
    if (this.topics.length === 0 || this.lapsed) return;
    this.lapsed = true;
    this.hold();
  }

  resubscribed(): void {
    // Events published while Redis was away never reached this stream: take them from the history.
    if (this.topics.length === 0) return;
    if (this.lapsed) this.lapsed = false;
    else this.hold();
    this.fillGap().then(
      () => this.caughtUp(),
      (error: unknown) => this.end(error),
    );
  }

  /** Every message goes through here: with untilFinal, the one carrying a final state is the last. */
  send(e: RelayedEvent): void {
    if (this.closed) return;
    this.note(e);
    if (e.transaction) this.watch?.sent(e.transaction.rawState, this);
    if (!this.push(e)) this.dropped();
    if (this.request.untilFinal && endsWatchEvent(e)) this.end();
  }

  /** A relayed event, from the history or live: sent when the subscriber may read it (see {@link admit}). */
  deliver(e: RelayedEvent): void {
    if (this.gate) this.gate.offer(e);
    else this.admit(e);
  }

  /** Resolves once every event handed to {@link deliver} so far was sent or dropped. */
  settled(): Promise<void> {
    return this.gate?.settled() ?? Promise.resolve();
  }

  /**
   * Sends a relayed event once, when it matches every topic of the filter and does not take its
   * transfer back to a state earlier than one this stream already sent: after Redis lost the
   * dedupe marks, the backfill relays old events again, and a frontend must not show a settled
   * step as pending again.
   */
  private admit(e: RelayedEvent): void {
    this.admittedAny = true;
    if (e.transaction) this.admittedTransfer = true;
    if (!this.matches(e) || this.seen?.has(e.eventId)) return;
    remember((this.seen ??= new Map()), e.eventId, true);
    if (this.isBehind(e) || this.isNoNews(e)) return;
    this.send(e);
  }

  /** The transfer as read with the subscriber's own credential, which may therefore read its events. */
  sendCurrentState(current: Transaction): void {
    this.gate?.grant(current.id);
    this.send(currentStateEvent(current));
  }

  /** An event id never to send: the client has it, or it is older than the state the stream started from. */
  skip(eventId: string): void {
    remember((this.seen ??= new Map()), eventId, true);
  }

  /** An event the client says it already has (`afterEventId`, sent by another instance): as if sent here. */
  acknowledge(e: RelayedEvent): void {
    remember((this.seen ??= new Map()), e.eventId, true);
    this.note(e);
  }

  protected override onClose(): void {
    if (this.listening) this.shared.bus.unlisten(this.topic, this);
    if (this.watch) this.shared.watches!.leave(this.watch, this);
    this.held = undefined;
    this.shared.gauge.dec();
    this.slot.release();
  }

  private hold(): void {
    if (this.catchingUp++ === 0) this.held = [];
  }

  /** One catch-up is done: after the last, the live events held meanwhile follow what it sent. */
  private caughtUp(): void {
    if (--this.catchingUp > 0) return;
    const held = this.held ?? [];
    this.held = undefined;
    for (const e of held) this.deliver(e);
  }

  private dropped(): void {
    this.shared.onDropped(
      new Error(`A subscriber of ${this.topic} stopped reading: ${PUSH_QUEUE_LIMIT} events wait; one is dropped`),
    );
  }

  private isBehind(e: RelayedEvent): boolean {
    const seen = e.transaction && this.states?.get(e.transaction.id);
    return seen !== undefined && isEarlierState(e.transaction!.rawState, seen);
  }

  /** A CURRENT_STATE (a re-read's, published to every watcher) of the state this stream already sent. */
  private isNoNews(e: RelayedEvent): boolean {
    return (
      e.kind === CURRENT_STATE_KIND &&
      e.transaction !== undefined &&
      this.states?.get(e.transaction.id) === e.transaction.rawState
    );
  }

  private note(e: RelayedEvent): void {
    if (e.transaction && !this.isBehind(e)) remember((this.states ??= new Map()), e.transaction.id, e.transaction.rawState);
  }

  /**
   * Every kept event of the filter this stream has not sent (it drops the ids it sent or skipped
   * and the states behind what it sent): what was published while its connection was away, in
   * whatever order the history holds it.
   * @throws StreamRefused (EVENTS_UNAVAILABLE) when the history does not answer: the client resumes with afterEventId.
   */
  private async fillGap(): Promise<void> {
    for (const e of await keptOnceAnswering(this.shared.history, this.topics[0]!)) this.deliver(e);
  }

  private matches(e: RelayedEvent): boolean {
    if (this.topics.length <= 1) return true;
    const have = new Set(topicsOfMessage(e));
    return this.topics.every((t) => have.has(t));
  }
}

/** A gap fill's history reads while the history does not answer: the first retry's delay, doubled for each later one. */
const GAP_FILL_RETRY_MS = 100;
const GAP_FILL_ATTEMPTS = 7;

/**
 * A topic's kept events for a gap fill, asked again while the history does not answer (~6 s):
 * right after a failover the command connection may not know the new master of its key yet.
 * @throws StreamRefused (EVENTS_UNAVAILABLE) when it never answered.
 */
async function keptOnceAnswering(history: EventHistory, topic: Topic): Promise<RelayedEvent[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await history.kept(topic);
    } catch {
      if (attempt === GAP_FILL_ATTEMPTS) throw unavailable();
      await sleep(GAP_FILL_RETRY_MS * 2 ** (attempt - 1), undefined, { ref: false });
    }
  }
}

/** The message that gives a transfer's state as read from the upstream (at subscribe, or by a re-read). */
export function currentStateEvent(current: Transaction): RelayedEvent {
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
  /** The filter names a deposit address and no transfer. */
  namesAddressOnly: boolean;
}

async function catchUp(delivery: TransactionStream, history: EventHistory, request: CatchUp): Promise<void> {
  const { topics, afterEventId, current } = request;
  if (afterEventId !== undefined) {
    let kept: RelayedEvent[];
    try {
      kept = await history.kept(topics[0]!);
    } catch {
      throw unavailable();
    }
    const at = kept.findIndex((e) => e.eventId === afterEventId);
    if (at >= 0) {
      // The client has the event it resumes after, and those kept before it, from whichever instance sent them.
      for (const e of kept.slice(0, at + 1)) delivery.acknowledge(e);
      for (const e of kept.slice(at + 1)) delivery.deliver(e);
      return;
    }
    // The history no longer holds it (Redis lost its data, or it aged out): start as a fresh
    // subscription does, from the current state, so that no state the client had comes back.
    delivery.skip(afterEventId);
    const lookupStartedAt = Date.now();
    const now = await delivery.readCurrentState().catch(() => undefined);
    return startFresh(delivery, kept, { ...request, current: now, lookupStartedAt });
  }
  if (topics.length === 0) {
    if (current) delivery.sendCurrentState(current);
    return;
  }
  return startFresh(delivery, await history.kept(topics[0]!).catch((): RelayedEvent[] => []), request);
}

/** A stream's start without a place to resume from: the current state, and what was kept of its filter. */
async function startFresh(delivery: TransactionStream, kept: RelayedEvent[], request: CatchUp): Promise<void> {
  const { topics, current, lookupStartedAt } = request;
  // An address nothing was kept about a transfer of: said first, before what was kept of the
  // address itself (its creation), so a page shows "waiting for a payment" at once.
  const addressQuiet = request.namesAddressOnly && !kept.some((e) => e.transaction);
  if (addressQuiet) delivery.send(notKnownYetEvent(topics[0]!));
  // Without a current state (no upstream lookup by quote id, or it failed), what this gateway
  // relayed for the transaction so far stands in for it, so a late subscriber misses nothing;
  // with one, only what was relayed while it was read (the rest is older: no gap fill sends it).
  if (current) delivery.sendCurrentState(current);
  for (const e of kept) {
    if (!current || e.receivedAt >= lookupStartedAt) delivery.deliver(e);
    else delivery.skip(e.eventId);
  }
  await delivery.settled();
  // One transfer, and nothing at all about it that this caller may read: say so first (a typo
  // would otherwise be a silent stream; another project's transfer reads as an unknown one).
  if (!current && !delivery.admittedAny && request.namesTransfer) delivery.send(notKnownYetEvent(topics[0]!));
  // An address whose kept transfers this caller may not read reads as one without any, as a
  // stranger's transfer reads as an unknown one.
  if (request.namesAddressOnly && !addressQuiet && !delivery.admittedTransfer) delivery.send(notKnownYetEvent(topics[0]!));
}

/** Creates the stream opener over the bus (live events) and the history (what came before). */
export function createTransactionStreams({
  bus,
  history,
  readTransfer,
  mayRead,
  gauge,
  slots,
  onRefused,
  onDropped = () => {},
  rereader,
}: TransactionStreamsDeps): TransactionStreams {
  const shared: StreamsShared = {
    bus,
    history,
    readTransfer,
    mayRead,
    gauge,
    onDropped,
    watches: rereader && new Watches(rereader),
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
      const stream = new TransactionStream(shared, slot, request);
      stream.start().catch((err: unknown) => stream.end(err));
      return stream;
    },
  };
}
