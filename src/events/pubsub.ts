import { setMaxListeners } from "node:events";
import { SpanKind } from "@opentelemetry/api";
import { createPubSub } from "graphql-yoga";
import type { RedisClient } from "../redis/connect.js";
import { createRedisChannels, type Channels } from "../redis/pubsub.js";
import type { Transaction } from "../upstream/wire/transaction.js";
import type { Topic } from "./envelope.js";
import { withSpan } from "../observability/tracing.js";
import { guardEventTarget } from "./guarded-event-target.js";

/** What subscribers receive: one webhook event, as relayed by this gateway. */
export interface RelayedEvent {
  /**
   * Derived from the content (see contentEventId): the same for a webhook event, its redeliveries
   * and its bare cursor copy, whichever path relayed it (CURRENT_STATE messages have their own).
   */
  eventId: string;
  /** `event._tag`; unknown kinds are relayed too. */
  kind: string;
  /** The event's `type` (`bridge`, `bridgeSwap`, `depositAddressBridge`), when it has one. */
  transferType?: string;
  /** Upstream emission time, ms since the epoch. */
  ts: number;
  /** When the gateway accepted the delivery, ms since the epoch. */
  receivedAt: number;
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
   * Subscribes now (not at the first read), so events published before the first `next()`
   * are kept. The caller must end it with `return()` (a `for await` loop does).
   */
  subscribe(topic: Topic): EventSubscription;
  /**
   * Resolves when a new subscription can go live now (the Redis subscribe connection answers);
   * rejects when it cannot, so a subscriber is refused cleanly instead of listening to nothing.
   */
  ready(): Promise<void>;
  /**
   * Calls `listener` each time the Redis subscribe connection is back after an outage and has
   * re-subscribed its channels: events published meanwhile never reached this instance's
   * subscribers, who should fill the gap from the history. Returns the unsubscribe function.
   */
  onResubscribed(listener: () => void): () => void;
  /** Ends every open subscription (their consumers see the end of the stream), e.g. at shutdown. */
  closeAll(): Promise<void>;
  /** The pub/sub channel (Redis channel name) of a topic. */
  channelFor(topic: Topic): string;
  /** Subscriptions currently listening on this instance, for one topic or in all. */
  listenerCount(topic?: Topic): number;
}

/** Channels within this process: one instance only. */
function inMemoryChannels<TDetail>(channelFor: (name: string) => string): Channels<TDetail> {
  const target = new EventTarget();
  // Every subscriber of a topic is one listener; thousands on `all` are expected, not a leak.
  setMaxListeners(0, target);
  return {
    target,
    system: "memory",
    async publish(names, detail) {
      for (const name of names) target.dispatchEvent(new CustomEvent(channelFor(name), { detail }));
    },
    subscribed: () => Promise.resolve(),
    ready: () => Promise.resolve(),
    onResubscribed: () => () => {},
  };
}

/** Creates an {@link EventBus} over graphql-yoga's pub/sub, on Redis channels when clients are given. */
export function createEventBus(options: EventBusOptions): EventBus {
  const { channelPrefix, onListenerError = () => {} } = options;
  const channelFor = (topic: string): string => channelPrefix + topic;
  const channels = options.redis
    ? createRedisChannels<RelayedEvent>(options.redis, { channelFor, onError: onListenerError })
    : inMemoryChannels<RelayedEvent>(channelFor);
  const target = guardEventTarget<RelayedEvent>(channels.target, onListenerError);
  const pubsub = createPubSub<Record<string, [RelayedEvent]>>({ eventTarget: target });
  const open = new Set<EventSubscription>();

  return {
    publish(topics, payload) {
      const attributes = {
        "messaging.system": channels.system,
        "events.topics": topics.length,
        "events.kind": payload.kind,
      };
      return withSpan("events.publish", { kind: SpanKind.PRODUCER, attributes }, () => channels.publish(topics, payload));
    },
    subscribe(topic) {
      const channel = channelFor(topic);
      const repeater = pubsub.subscribe(channel);
      // The first next() runs the repeater's setup, which adds the listener and, with Redis,
      // sends SUBSCRIBE. Without it nothing listens until the consumer's first read.
      let first: Promise<IteratorResult<RelayedEvent, undefined>> | undefined = repeater.next();
      const ready = channels.subscribed(channel);
      // A caller that never awaits `ready` must not cause an unhandled rejection.
      ready.catch(() => {});
      const subscription: EventSubscription = {
        ready,
        next() {
          const result = first ?? repeater.next();
          first = undefined;
          return result;
        },
        return() {
          first = undefined;
          open.delete(subscription);
          return repeater.return();
        },
        [Symbol.asyncIterator]: () => subscription,
      };
      open.add(subscription);
      return subscription;
    },
    ready: () => channels.ready(),
    onResubscribed: (listener) => channels.onResubscribed(listener),
    async closeAll() {
      await Promise.all([...open].map((s) => s.return()));
    },
    channelFor,
    listenerCount(topic) {
      return target.listenerCount(topic === undefined ? undefined : channelFor(topic));
    },
  };
}
