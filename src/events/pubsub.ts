import { setMaxListeners } from "node:events";
import { SpanKind } from "@opentelemetry/api";
import { createRedisEventTarget } from "@graphql-yoga/redis-event-target";
import { createPubSub } from "graphql-yoga";
import type { Cluster, Redis } from "ioredis";
import { isClusterClient, type RedisClient } from "../redis/cluster.js";
import type { Transaction } from "../upstream/wire/transaction.js";
import type { Topic } from "./envelope.js";
import { withSpan } from "../observability/tracing.js";
import { guardEventTarget } from "./guarded-event-target.js";
import { createShardedEventTarget } from "./sharded-event-target.js";

/** What subscribers receive: one webhook event, as relayed by this gateway. */
export interface RelayedEvent {
  eventId: string;
  /** `event._tag`; unknown kinds are relayed too. */
  kind: string;
  /** Derived from the content (see contentEventId): the same for a webhook event and its bare cursor copy. */
  contentId?: string;
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
   * Two connections (a subscribing connection can do nothing else): with them an event published
   * by one instance reaches subscribers of every instance. Without them the bus is in-memory.
   * Two Cluster clients (the subscribing one with `shardedSubscribers: true`) make it use sharded
   * pub/sub.
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

/**
 * graphql-yoga's Redis event target drops the promises of SUBSCRIBE and UNSUBSCRIBE: during a
 * Redis outage each would be an unhandled rejection, which ends the process. A subscriber learns
 * of the outage from `ready` instead; ioredis re-subscribes the live channels when Redis is back.
 */
function quietSubscriber(client: Redis, onError: (error: unknown) => void): Redis {
  return new Proxy(client, {
    get(target, property) {
      if (property === "subscribe" || property === "unsubscribe") {
        return (...channels: string[]) => {
          const sent = target[property](...channels);
          sent.catch(onError);
          return sent;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

function inMemoryTarget(): EventTarget {
  const target = new EventTarget();
  // Every subscriber of a topic is one listener; thousands on `all` are expected, not a leak.
  setMaxListeners(0, target);
  return target;
}

/**
 * Creates an {@link EventBus} over graphql-yoga's pub/sub, with its Redis event target when
 * clients are given, or the sharded event target when they are Cluster clients.
 */
export function createEventBus(options: EventBusOptions): EventBus {
  const { channelPrefix, onListenerError = () => {} } = options;
  const channelFor = (topic: Topic): string => channelPrefix + topic;
  const given = options.redis;
  const cluster =
    given && isClusterClient(given.subscribe) && isClusterClient(given.publish)
      ? { subscribe: given.subscribe, publish: given.publish }
      : undefined;
  const redis =
    !cluster && given && !isClusterClient(given.subscribe) && !isClusterClient(given.publish)
      ? { subscribe: given.subscribe, publish: given.publish }
      : undefined;
  if (given && !cluster && !redis)
    throw new Error("createEventBus: publish and subscribe must both be Cluster clients, or neither");
  const resubscribed = new Set<() => void>();
  const sharded =
    cluster &&
    createShardedEventTarget<RelayedEvent>(cluster.subscribe, cluster.publish, {
      onError: onListenerError,
      onResubscribed: () => {
        for (const listener of resubscribed) listener();
      },
    });
  const target = guardEventTarget<RelayedEvent>(
    sharded ??
      (redis
        ? createRedisEventTarget({
            publishClient: redis.publish,
            subscribeClient: quietSubscriber(redis.subscribe, onListenerError),
          })
        : inMemoryTarget()),
    onListenerError,
  );
  const pubsub = createPubSub<Record<string, [RelayedEvent]>>({ eventTarget: target });

  async function publishToRedis(client: Redis, topics: readonly Topic[], payload: RelayedEvent): Promise<void> {
    // Not through the event target: its dispatchEvent drops the publish promise, so a failure
    // would be an unhandled rejection instead of an error the receiver answers 503 to.
    // MULTI makes a retried delivery safe: a failed publish reached no topic at all.
    const message = JSON.stringify(payload);
    const transaction = client.multi();
    for (const topic of topics) transaction.publish(channelFor(topic), message);
    const results = await transaction.exec();
    if (results === null) throw new Error("Redis discarded the publish transaction");
    for (const [error] of results) if (error) throw error;
  }

  async function publishToCluster(client: Cluster, topics: readonly Topic[], payload: RelayedEvent): Promise<void> {
    // One SPUBLISH per channel, each to the master of its slot: a MULTI cannot span slots, and
    // channels cannot share one (a subscriber picks any one topic). Not atomic, and need not be:
    // when one fails the relay releases the claim and the redelivery publishes again, and each
    // subscription drops an event id it already had (events/stream.ts), so nobody sees it twice.
    const message = JSON.stringify(payload);
    await Promise.all(topics.map((topic) => client.spublish(channelFor(topic), message)));
  }

  const open = new Set<EventSubscription>();
  if (redis) {
    let lost = false;
    redis.subscribe.on("close", () => (lost = true));
    redis.subscribe.on("ready", () => {
      if (!lost) return;
      lost = false;
      // ioredis re-subscribes on "ready"; replies come in order, so the PING answers after that took effect.
      redis.subscribe.ping().then(
        () => {
          for (const listener of resubscribed) listener();
        },
        () => {},
      );
    });
  }

  return {
    publish(topics, payload) {
      return withSpan(
        "events.publish",
        {
          kind: SpanKind.PRODUCER,
          attributes: {
            "messaging.system": redis ? "redis" : "memory",
            "events.topics": topics.length,
            "events.kind": payload.kind,
          },
        },
        async () => {
          if (cluster) return publishToCluster(cluster.publish, topics, payload);
          if (redis) return publishToRedis(redis.publish, topics, payload);
          for (const topic of topics) pubsub.publish(channelFor(topic), payload);
        },
      );
    },
    subscribe(topic) {
      const repeater = pubsub.subscribe(channelFor(topic));
      // The first next() runs the repeater's setup, which adds the listener and, with Redis,
      // sends SUBSCRIBE. Without it nothing listens until the consumer's first read.
      let first: Promise<IteratorResult<RelayedEvent, undefined>> | undefined = repeater.next();
      // Replies on one connection come in order: the PING answers after the SUBSCRIBE took effect.
      // On a cluster, the SSUBSCRIBE's own answer (from the master of the channel's slot).
      const ready = sharded
        ? sharded.subscribed(channelFor(topic))
        : redis
          ? redis.subscribe.ping().then(() => undefined)
          : Promise.resolve();
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
    async ready() {
      if (cluster) await cluster.subscribe.ping();
      if (redis) await redis.subscribe.ping();
    },
    onResubscribed(listener) {
      resubscribed.add(listener);
      return () => resubscribed.delete(listener);
    },
    async closeAll() {
      await Promise.all([...open].map((s) => s.return()));
    },
    channelFor,
    listenerCount(topic) {
      return target.listenerCount(topic === undefined ? undefined : channelFor(topic));
    },
  };
}
