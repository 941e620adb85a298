import { createRedisEventTarget } from "@graphql-yoga/redis-event-target";
import type { PubSubEventTarget } from "graphql-yoga";
import type { Cluster, Redis } from "ioredis";
import { isClusterClient, type RedisClient } from "./cluster.js";
import { multiWriter } from "./multi-write.js";
import { createShardedEventTarget } from "./sharded-event-target.js";

/** Named channels carrying one kind of message: what the event bus runs on, Redis or memory. */
export interface Channels<TDetail> {
  /** Where a channel's listeners are added; a message published on it, by any instance, is dispatched here. */
  readonly target: PubSubEventTarget<Record<string, [TDetail]>>;
  /** Where messages travel, for tracing (`messaging.system`). */
  readonly system: "redis" | "memory";
  /**
   * Publishes one message on the channel of each name, on one Redis atomically (all or none).
   * @throws when publishing failed.
   */
  publish(names: readonly string[], detail: TDetail): Promise<void>;
  /**
   * Settles once the listeners of `channel` hear what is published after this; rejects when
   * subscribing failed.
   */
  subscribed(channel: string): Promise<void>;
  /** Resolves when a channel can go live now; rejects when it cannot (its subscribe connection fails). */
  ready(): Promise<void>;
  /**
   * Calls `listener` each time subscriptions may have lapsed (the subscribe connection was lost, a
   * shard failed over), before any channel is live again: a message published from then on may
   * never arrive, and a later one may arrive before it is read from the history. Returns the
   * unsubscribe function.
   */
  onLost(listener: () => void): () => void;
  /**
   * Calls `listener` each time a channel is live again after {@link onLost} (with the channel, or
   * none when every channel is): messages published meanwhile never arrived. Returns the
   * unsubscribe function.
   */
  onResubscribed(listener: (channel?: string) => void): () => void;
}

/** Options of {@link createRedisChannels}. */
export interface RedisChannelsOptions {
  /** The channel of a name given to `publish`. */
  channelFor(name: string): string;
  /** Receives failed subscribe and unsubscribe commands and unreadable messages. */
  onError(error: unknown): void;
}

type Topology<TDetail> = Pick<Channels<TDetail>, "target" | "publish" | "subscribed">;
type TopologyOptions = RedisChannelsOptions & { onLost(): void; onResubscribed(channel?: string): void };

/**
 * graphql-yoga's Redis event target drops the promises of SUBSCRIBE and UNSUBSCRIBE: during a
 * Redis outage each would be an unhandled rejection, which ends the process. A subscriber learns
 * of the outage from `subscribed` instead; ioredis re-subscribes the live channels when Redis is back.
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

/** One Redis: PUBLISH and SUBSCRIBE through graphql-yoga's Redis event target. */
function singleNode<TDetail>(publish: Redis, subscribe: Redis, options: TopologyOptions): Topology<TDetail> {
  const { channelFor, onError, onLost, onResubscribed } = options;
  let lost = false;
  subscribe.on("close", () => {
    if (lost) return;
    lost = true;
    onLost();
  });
  subscribe.on("ready", () => {
    if (!lost) return;
    lost = false;
    // ioredis re-subscribes on "ready"; replies come in order, so the PING answers after that took effect.
    subscribe.ping().then(
      () => onResubscribed(),
      () => {},
    );
  });
  // MULTI makes a retried delivery safe: a failed publish reached no channel at all.
  const write = multiWriter<string, string>(publish, "publish", (transaction, name, message) => {
    transaction.publish(channelFor(name), message);
  });
  return {
    target: createRedisEventTarget({ publishClient: publish, subscribeClient: quietSubscriber(subscribe, onError) }),
    publish: (names, detail) => write(names, JSON.stringify(detail)),
    // Replies on one connection come in order: the PING answers after the SUBSCRIBE took effect.
    subscribed: () => subscribe.ping().then(() => undefined),
  };
}

/** A Redis Cluster: sharded pub/sub, SPUBLISH and SSUBSCRIBE to the master of each channel's slot. */
function sharded<TDetail>(publish: Cluster, subscribe: Cluster, options: TopologyOptions): Topology<TDetail> {
  const { channelFor, onError, onLost, onResubscribed } = options;
  const target = createShardedEventTarget<TDetail>(subscribe, publish, { onError, onLost, onResubscribed });
  return {
    target,
    async publish(names, detail) {
      // One SPUBLISH per channel, each to the master of its slot: a MULTI cannot span slots, and
      // channels cannot share one (a subscriber picks any one topic). Not atomic, and need not be:
      // when one fails the relay releases the claim and the redelivery publishes again, and each
      // subscription drops an event id it already had (events/stream.ts), so nobody sees it twice.
      const message = JSON.stringify(detail);
      await Promise.all(names.map((name) => publish.spublish(channelFor(name), message)));
    },
    // The SSUBSCRIBE's own answer, from the master of the channel's slot.
    subscribed: (channel) => target.subscribed(channel),
  };
}

/**
 * {@link Channels} over Redis pub/sub, on the topology of the clients: PUBLISH and SUBSCRIBE on
 * one Redis, sharded pub/sub on a Cluster (the subscribing client created with
 * `shardedSubscribers: true`). Two connections, because a subscribing one can do nothing else.
 * Publishing does not go through the event target: its dispatchEvent drops the publish promise,
 * so a failure would be an unhandled rejection instead of an error the receiver answers 503 to.
 * @throws when one client is a Cluster client and the other is not.
 */
export function createRedisChannels<TDetail>(
  clients: { publish: RedisClient; subscribe: RedisClient },
  options: RedisChannelsOptions,
): Channels<TDetail> {
  const { publish, subscribe } = clients;
  const lost = new Set<() => void>();
  const resubscribed = new Set<(channel?: string) => void>();
  const topologyOptions: TopologyOptions = {
    ...options,
    onLost: () => {
      for (const listener of lost) listener();
    },
    onResubscribed: (channel) => {
      for (const listener of resubscribed) listener(channel);
    },
  };
  let topology: Topology<TDetail>;
  if (isClusterClient(publish) && isClusterClient(subscribe)) topology = sharded(publish, subscribe, topologyOptions);
  else if (!isClusterClient(publish) && !isClusterClient(subscribe)) topology = singleNode(publish, subscribe, topologyOptions);
  else throw new Error("Redis channels: publish and subscribe must both be Cluster clients, or neither");
  return {
    ...topology,
    system: "redis",
    async ready() {
      await subscribe.ping();
    },
    onLost(listener) {
      lost.add(listener);
      return () => lost.delete(listener);
    },
    onResubscribed(listener) {
      resubscribed.add(listener);
      return () => resubscribed.delete(listener);
    },
  };
}
