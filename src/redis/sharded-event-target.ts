import type { PubSubEventTarget } from "graphql-yoga";
import type { Cluster } from "ioredis";
import { watchClusterHealth } from "./cluster.js";

type Target<TDetail> = PubSubEventTarget<Record<string, [TDetail]>>;
type Listener<TDetail> = NonNullable<Parameters<Target<TDetail>["addEventListener"]>[1]>;
type ListenersByChannel<TDetail> = Map<string, Set<Listener<TDetail>>>;

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
   * Called when shard subscriptions may have lapsed (a dropped connection, a failover, a moved
   * slot), before any channel is live again: a message published from then on may never arrive
   * here, and one that does may have been published after one that did not.
   */
  onLost(): void;
  /**
   * Called once a channel is live again after {@link onLost}: events published on it in between
   * are to be read from the history, which is written before publishing.
   */
  onResubscribed(channel: string): void;
}

/** Between SSUBSCRIBE attempts while a channel's shard is still being failed over: doubling, capped. */
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 2_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** This process's SSUBSCRIBE of each channel with listeners, and its renewal after a shard was replaced. */
class ShardSubscriptions {
  private readonly sent = new Map<string, { sent: Promise<void>; failed: boolean }>();
  /** Channels being asked again, each with whether a loss came since it was last asked (ask once more). */
  private readonly renewing = new Map<string, boolean>();

  constructor(
    private readonly cluster: Cluster,
    private readonly channels: ReadonlyMap<string, unknown>,
    private readonly options: ShardedEventTargetOptions,
  ) {}

  subscribe(channel: string): void {
    const subscription = { sent: this.cluster.ssubscribe(channel).then(() => undefined), failed: false };
    subscription.sent.catch((error: unknown) => {
      subscription.failed = true;
      this.options.onError(error);
    });
    this.sent.set(channel, subscription);
  }

  /** Whether the channel's SSUBSCRIBE failed: a newcomer must not inherit that failure once the shard is back. */
  failed(channel: string): boolean {
    return this.sent.get(channel)?.failed === true;
  }

  unsubscribe(channel: string): void {
    this.sent.delete(channel);
    this.cluster.sunsubscribe(channel).catch(this.options.onError);
  }

  subscribed(channel: string): Promise<void> {
    return this.sent.get(channel)?.sent ?? Promise.resolve();
  }

  /**
   * Re-asks every channel until its shard answers, and reports each as it does (a channel whose
   * shard is fine is not kept waiting for one that is failing over). The loss is reported first,
   * in the tick it was noticed: ioredis re-sends SSUBSCRIBE just before it says
   * "subscribersReady", and no answer or message can come before.
   */
  resubscribeAll(): void {
    this.options.onLost();
    for (const channel of this.channels.keys()) this.renew(channel).catch(this.options.onError);
  }

  /**
   * Asks the channel again and reports it. Losses come in bursts: while a shard is down, ioredis
   * replaces its subscriber several times a second. One that comes while the channel is asked or
   * soon after has it asked once more {@link RETRY_MAX_MS} after the last time, not at once: a
   * channel is asked (and ioredis's list of it grows) no more often than a failing one is retried.
   */
  private async renew(channel: string): Promise<void> {
    if (this.renewing.has(channel)) {
      this.renewing.set(channel, true);
      return;
    }
    this.renewing.set(channel, true);
    try {
      while (this.renewing.get(channel)) {
        this.renewing.set(channel, false);
        await this.resubscribe(channel);
        this.options.onResubscribed(channel);
        await pause(RETRY_MAX_MS);
      }
    } finally {
      this.renewing.delete(channel);
    }
  }

  // After replacing a shard subscriber ("subscribersReady": a dropped connection, a failover, a
  // moved slot) ioredis re-sends SSUBSCRIBE, but neither says when it took effect nor retries a
  // failure (it only logs it): each channel is asked again here until its shard answers. Every
  // ask also adds the channel once more to ioredis's own list (harmless: Redis ignores repeats).
  private async resubscribe(channel: string): Promise<void> {
    for (
      let delay = RETRY_FIRST_MS;
      this.channels.has(channel) && this.cluster.status !== "end";
      delay = Math.min(delay * 2, RETRY_MAX_MS)
    ) {
      try {
        await this.cluster.ssubscribe(channel);
        return;
      } catch {
        await pause(delay);
      }
    }
  }
}

/** Hands one event object to every listener of its channel, as graphql-yoga's Redis target does. */
function dispatch<TDetail>(listeners: Set<Listener<TDetail>>, event: CustomEvent<TDetail>): void {
  for (const listener of [...listeners]) {
    if (typeof listener === "function") listener(event);
    else listener.handleEvent(event);
  }
}

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
  options: ShardedEventTargetOptions,
): ShardedEventTarget<TDetail> {
  const { onError } = options;
  const listeners: ListenersByChannel<TDetail> = new Map();
  const shards = new ShardSubscriptions(cluster, listeners, options);
  cluster.on("subscribersReady", () => shards.resubscribeAll());
  // ioredis does not always replace a shard subscriber after a failover (the replica promoted in
  // the dead master's place may take its slots without a "subscribersReady"), and then the
  // channels of those slots stay SSUBSCRIBEd nowhere: once every slot is served again, ask anew.
  watchClusterHealth(cluster, { onDown: () => {}, onUp: () => shards.resubscribeAll() });
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
    dispatch(forChannel, new CustomEvent(channel, { detail }));
  });

  return {
    addEventListener(channel, listener) {
      if (listener == null) return;
      let forChannel = listeners.get(channel);
      if (!forChannel) {
        forChannel = new Set();
        listeners.set(channel, forChannel);
        shards.subscribe(channel);
      } else if (shards.failed(channel)) {
        // The first SSUBSCRIBE failed (its shard was down) while others still listen: ask again.
        shards.subscribe(channel);
      }
      forChannel.add(listener as Listener<TDetail>);
    },
    removeEventListener(channel, listener) {
      const forChannel = listeners.get(channel);
      if (!forChannel || listener == null) return;
      forChannel.delete(listener as Listener<TDetail>);
      if (forChannel.size > 0) return;
      listeners.delete(channel);
      shards.unsubscribe(channel);
    },
    dispatchEvent(event) {
      const { detail } = event as CustomEvent<TDetail>;
      publisher.spublish(event.type, detail === undefined ? "" : JSON.stringify(detail)).catch(onError);
      return true;
    },
    subscribed: (channel) => shards.subscribed(channel),
  };
}
