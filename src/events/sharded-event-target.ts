import type { PubSubEventTarget } from "graphql-yoga";
import type { Cluster } from "ioredis";

type Target<TDetail> = PubSubEventTarget<Record<string, [TDetail]>>;
type Listener<TDetail> = Parameters<Target<TDetail>["addEventListener"]>[1];

/** An event target over a Redis Cluster's sharded pub/sub; see {@link createShardedEventTarget}. */
export interface ShardedEventTarget<TDetail> extends Target<TDetail> {
  /**
   * Settles when the channel's SSUBSCRIBE was answered by the master of its slot (an event
   * SPUBLISHed after that reaches this process); rejects when it failed. Resolved for channels
   * without listeners.
   */
  subscribed(channel: string): Promise<void>;
}

/** Options of {@link createShardedEventTarget}. */
export interface ShardedEventTargetOptions {
  /** Receives SSUBSCRIBE/SUNSUBSCRIBE failures and unreadable messages. */
  onError(error: unknown): void;
  /**
   * Called each time a shard subscription was lost (a dropped connection, a failover, a moved
   * slot) and every channel is live again: events published in between never arrived here and
   * are to be read from the history, which is written before publishing.
   */
  onResubscribed(): void;
}

/** Between SSUBSCRIBE attempts while a channel's shard is still being failed over: doubling, capped. */
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 2_000;

/**
 * graphql-yoga's Redis event target uses PUBLISH/SUBSCRIBE, which a cluster broadcasts to every
 * node over its bus: each event costs every node, and every node's subscribers, a copy. Sharded
 * pub/sub (Redis >= 7) keeps a channel on the master of its slot: SSUBSCRIBE goes to that master
 * only (ioredis keeps one subscriber connection per master, `shardedSubscribers: true`) and
 * SPUBLISH is delivered by that shard alone. One SSUBSCRIBE per channel and process, however many
 * local listeners; the message is parsed once per process, not per listener.
 * @param cluster a Cluster created with `shardedSubscribers: true`, used for subscribing only.
 * @param publisher where `dispatchEvent` SPUBLISHes (a separate connection).
 */
export function createShardedEventTarget<TDetail>(
  cluster: Cluster,
  publisher: Cluster,
  { onError, onResubscribed }: ShardedEventTargetOptions,
): ShardedEventTarget<TDetail> {
  const listeners = new Map<string, Set<NonNullable<Listener<TDetail>>>>();
  const subscriptions = new Map<string, { sent: Promise<void>; failed: boolean }>();

  const ssubscribe = (channel: string) => {
    const subscription = { sent: cluster.ssubscribe(channel).then(() => undefined), failed: false };
    subscription.sent.catch((error: unknown) => {
      subscription.failed = true;
      onError(error);
    });
    subscriptions.set(channel, subscription);
  };

  // After replacing a shard subscriber ("subscribersReady": a dropped connection, a failover, a
  // moved slot) ioredis re-sends SSUBSCRIBE, but neither says when it took effect nor retries a
  // failure (it only logs it): each channel is asked again here until its shard answers. Every
  // ask also adds the channel once more to ioredis's own list (harmless: Redis ignores repeats).
  const resubscribeChannel = async (channel: string): Promise<void> => {
    for (
      let delay = RETRY_FIRST_MS;
      listeners.has(channel) && cluster.status !== "end";
      delay = Math.min(delay * 2, RETRY_MAX_MS)
    ) {
      try {
        await cluster.ssubscribe(channel);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, delay).unref());
      }
    }
  };

  let resubscribing = false;
  let again = false;
  const resubscribeAll = async (): Promise<void> => {
    if (resubscribing) {
      again = true;
      return;
    }
    resubscribing = true;
    try {
      do {
        again = false;
        await Promise.all([...listeners.keys()].map(resubscribeChannel));
        onResubscribed();
      } while (again);
    } finally {
      resubscribing = false;
    }
  };
  cluster.on("subscribersReady", () => void resubscribeAll().catch(onError));

  cluster.on("smessage", (channel: string, message: string) => {
    const forChannel = listeners.get(channel);
    if (!forChannel) return;
    let detail: TDetail;
    try {
      detail = (message === "" ? null : JSON.parse(message)) as TDetail;
    } catch (error) {
      onError(error);
      return;
    }
    // One event object for every listener, as graphql-yoga's Redis target does.
    const event = new CustomEvent(channel, { detail });
    for (const listener of [...forChannel]) {
      if (typeof listener === "function") listener(event);
      else listener.handleEvent(event);
    }
  });

  return {
    addEventListener(channel, listener) {
      if (listener == null) return;
      let forChannel = listeners.get(channel);
      if (!forChannel) {
        forChannel = new Set();
        listeners.set(channel, forChannel);
        ssubscribe(channel);
      } else if (subscriptions.get(channel)?.failed) {
        // The first SSUBSCRIBE failed (its shard was down) while others still listen: a newcomer
        // must not inherit that failure once the shard is back, so it asks again.
        ssubscribe(channel);
      }
      forChannel.add(listener as NonNullable<Listener<TDetail>>);
    },
    removeEventListener(channel, listener) {
      const forChannel = listeners.get(channel);
      if (!forChannel || listener == null) return;
      forChannel.delete(listener as NonNullable<Listener<TDetail>>);
      if (forChannel.size > 0) return;
      listeners.delete(channel);
      subscriptions.delete(channel);
      cluster.sunsubscribe(channel).catch(onError);
    },
    dispatchEvent(event) {
      const { detail } = event as CustomEvent<TDetail>;
      publisher.spublish(event.type, detail === undefined ? "" : JSON.stringify(detail)).catch(onError);
      return true;
    },
    subscribed(channel) {
      return subscriptions.get(channel)?.sent ?? Promise.resolve();
    },
  };
}
