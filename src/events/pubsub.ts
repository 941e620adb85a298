import { SpanKind } from "@opentelemetry/api";
import type { RedisClient } from "../redis/connect.js";
import { createRedisChannels, type Channels } from "../redis/pubsub.js";
import type { Transaction } from "../upstream/wire/transaction.js";
import type { Topic } from "./envelope.js";
import { withSpan } from "../observability/tracing.js";
import { PUSH_QUEUE_LIMIT, PushQueue } from "./push-queue.js";

/** What subscribers receive: one webhook event, as relayed by this gateway. */
export interface RelayedEvent {
  /**
   * Derived from the content (see contentEventId): the same for a webhook event, its redeliveries
   * and its bare cursor copy, whichever path relayed it (CURRENT_STATE messages have their own).
   */
  eventId: string;
  /**
   * The vendor's own id of the delivery (the envelope's `eventId`), for matching it with the
   * vendor's webhook logs; absent for a bare cursor copy and for messages the gateway makes.
   */
  upstreamEventId?: string;
  /** `event._tag`; unknown kinds are relayed too. */
  kind: string;
  /** The event's `type` (`bridge`, `bridgeSwap`, `depositAddressBridge`), when it has one. */
  transferType?: string;
  /** Upstream emission time, ms since the epoch. */
  ts: number;
  /** When the gateway accepted the delivery, ms since the epoch. */
  receivedAt: number;
  /**
   * When the webhook request that carried it arrived, ms since the epoch, on the clock of the
   * instance that received it; only on events relayed from a webhook. Every instance's live-delivery
   * histogram measures from it (events/delivery-clock.ts).
   */
  arrivedAt?: number;
  /** The upstream event as received. */
  event: Record<string, unknown>;
  /**
   * Its transaction record, read once when the event is relayed (not per subscriber); absent for
   * kinds that carry none (and for records too malformed to read).
   */
  transaction?: Transaction;
}

/** Options of {@link createEventBus}. */
export interface EventBusOptions {
  /**
   * Two connections (see createRedisChannels): with them an event published by one instance
   * reaches subscribers of every instance. Without them the bus is in-memory.
   */
  redis?: { publish: RedisClient; subscribe: RedisClient };
  /** Prepended to every channel name, e.g. `${config.redisKeyPrefix}events:`. */
  channelPrefix: string;
  /** Receives exceptions thrown while delivering to a subscriber (for logging); default: ignored. */
  onListenerError?: (error: unknown) => void;
  /** Hears each event that reaches this instance's listeners, once per channel, before they do. */
  onArrival?: (event: RelayedEvent) => void;
}

/**
 * Something that listens on a topic of the bus: a subscriber's stream, or an internal reader
 * ({@link EventBus.subscribe}). Called for every event of the topic, in order, synchronously.
 */
export interface EventSink {
  receive(event: RelayedEvent): void;
  /** The bus is closing (shutdown): end the stream; consumers see its end. */
  close(): void;
  /**
   * The topic's Redis subscription may have lapsed (its connection was lost, its shard failed
   * over): an event published from now on may never arrive here, and a later one may arrive
   * before the history gives that one back (see `resubscribed`).
   */
  lost?(): void;
  /**
   * The topic's Redis subscription is live again after it was lost: events published meanwhile
   * never arrived here, and the history has them.
   */
  resubscribed?(): void;
}

/** A live subscription to one topic. */
export interface EventSubscription extends AsyncIterable<RelayedEvent, undefined, undefined> {
  /**
   * Resolves once the subscription is live everywhere: an event published after this (by any
   * instance) is delivered. Subscribe, await `ready`, then read the current state, and nothing
   * is missed. Rejects when the Redis subscribe connection fails.
   */
  readonly ready: Promise<void>;
  next(): Promise<IteratorResult<RelayedEvent, undefined>>;
  /** Ends the subscription and removes its listener (and the Redis channel, if it was the last). */
  return(): Promise<IteratorResult<RelayedEvent, undefined>>;
  [Symbol.asyncIterator](): EventSubscription;
}

/** Topic-based pub/sub for relayed events. */
export interface EventBus {
  /**
   * Publishes one event on each topic, on Redis atomically (all topics or none).
   * @throws when the Redis publish fails; nothing was published then.
   */
  publish(topics: readonly Topic[], payload: RelayedEvent): Promise<void>;
  /**
   * Adds `sink` to the topic's listeners on this instance. The first one subscribes the topic's
   * channel (one Redis subscription per channel, however many local listeners); the rest only
   * join its set. The promise is `ready` of {@link EventSubscription}; a caller that never awaits
   * it causes no unhandled rejection.
   */
  listen(topic: Topic, sink: EventSink): Promise<void>;
  /** Removes `sink` (the last one of a channel unsubscribes it). */
  unlisten(topic: Topic, sink: EventSink): void;
  /**
   * A queue of the topic's events, listening from now on (not from the first read), so events
   * published before the first `next()` are kept. The caller must end it with `return()` (a
   * `for await` loop does).
   */
  subscribe(topic: Topic): EventSubscription;
  /**
   * Resolves when a new subscription can go live now (the Redis subscribe connection answers);
   * rejects when it cannot, so a subscriber is refused cleanly instead of listening to nothing.
   */
  ready(): Promise<void>;
  /**
   * Calls `listener` each time Redis subscriptions are live again after they were lost (sinks hear
   * it through `resubscribed`, those of that channel only when one channel is back). Returns the
   * unsubscribe function.
   */
  onResubscribed(listener: () => void): () => void;
  /** Ends every listening sink (their consumers see the end of the stream), e.g. at shutdown. */
  closeAll(): Promise<void>;
  /** The pub/sub channel (Redis channel name) of a topic. */
  channelFor(topic: Topic): string;
  /** Sinks currently listening on this instance, for one topic or in all. */
  listenerCount(topic?: Topic): number;
}

/** {@link EventBus.subscribe}'s queue: a sink that keeps what it receives until it is read. */
class BusSubscription extends PushQueue<RelayedEvent> implements EventSink, EventSubscription {
  readonly ready: Promise<void>;

  constructor(
    private readonly bus: EventBus,
    private readonly topic: Topic,
    private readonly onOverflow: (error: unknown) => void,
  ) {
    super();
    this.ready = bus.listen(topic, this);
  }

  receive(event: RelayedEvent): void {
    if (!this.push(event) && !this.closed) {
      this.onOverflow(
        new Error(`A subscriber of ${this.topic} stopped reading: ${PUSH_QUEUE_LIMIT} events wait; this one is dropped`),
      );
    }
  }

  close(): void {
    this.end();
  }

  protected override onClose(): void {
    this.bus.unlisten(this.topic, this);
  }
}

/** Channels within this process: one instance only. */
function inMemoryChannels<TDetail>(channelFor: (name: string) => string): Channels<TDetail> {
  const target = new EventTarget();
  return {
    target,
    system: "memory",
    async publish(names, detail) {
      for (const name of names) target.dispatchEvent(new CustomEvent(channelFor(name), { detail }));
    },
    subscribed: () => Promise.resolve(),
    ready: () => Promise.resolve(),
    onLost: () => () => {},
    onResubscribed: () => () => {},
  };
}

/** Creates an {@link EventBus}, on Redis channels when clients are given. */
export function createEventBus(options: EventBusOptions): EventBus {
  const { channelPrefix, onListenerError = () => {}, onArrival } = options;
  const channelFor = (topic: string): string => channelPrefix + topic;
  const channels = options.redis
    ? createRedisChannels<RelayedEvent>(options.redis, { channelFor, onError: onListenerError })
    : inMemoryChannels<RelayedEvent>(channelFor);
  /** This instance's sinks by channel; the channel's one listener on the target hands each event to them. */
  const sinks = new Map<string, Set<EventSink>>();
  // One function for every channel: the event names its channel.
  const dispatch = (event: CustomEvent<RelayedEvent>): void => {
    const forChannel = sinks.get(event.type);
    if (!forChannel) return;
    onArrival?.(event.detail);
    for (const sink of forChannel) {
      // Both targets run listeners where an exception is uncaught (the Redis one inside the
      // socket's data handler): one failing sink must not take the process, or the others' event.
      try {
        sink.receive(event.detail);
      } catch (error) {
        onListenerError(error);
      }
    }
  };
  const everySink = function* () {
    for (const forChannel of sinks.values()) yield* forChannel;
  };
  channels.onLost(() => {
    for (const sink of everySink()) sink.lost?.();
  });
  channels.onResubscribed((channel) => {
    const back = channel === undefined ? everySink() : (sinks.get(channel) ?? []);
    for (const sink of back) sink.resubscribed?.();
  });

  const bus: EventBus = {
    publish(topics, payload) {
      const attributes = {
        "messaging.system": channels.system,
        "events.topics": topics.length,
        "events.kind": payload.kind,
      };
      return withSpan("events.publish", { kind: SpanKind.PRODUCER, attributes }, () => channels.publish(topics, payload));
    },
    listen(topic, sink) {
      const channel = channelFor(topic);
      let forChannel = sinks.get(channel);
      if (!forChannel) {
        sinks.set(channel, (forChannel = new Set()));
        channels.target.addEventListener(channel, dispatch);
      }
      forChannel.add(sink);
      const ready = channels.subscribed(channel);
      ready.catch(() => {});
      return ready;
    },
    unlisten(topic, sink) {
      const channel = channelFor(topic);
      const forChannel = sinks.get(channel);
      if (!forChannel?.delete(sink) || forChannel.size > 0) return;
      sinks.delete(channel);
      channels.target.removeEventListener(channel, dispatch);
    },
    subscribe: (topic) => new BusSubscription(bus, topic, onListenerError),
    ready: () => channels.ready(),
    onResubscribed: (listener) => channels.onResubscribed(() => listener()),
    async closeAll() {
      for (const sink of [...everySink()]) sink.close();
    },
    channelFor,
    listenerCount(topic) {
      if (topic !== undefined) return sinks.get(channelFor(topic))?.size ?? 0;
      let count = 0;
      for (const forChannel of sinks.values()) count += forChannel.size;
      return count;
    },
  };
  return bus;
}
