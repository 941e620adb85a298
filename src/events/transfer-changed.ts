import { topicsOfMessage, type Topic } from "./envelope.js";
import type { EventHistory } from "./history.js";
import type { EventBus, RelayedEvent } from "./pubsub.js";

/** What {@link createTransferChanged} is built from. */
export interface TransferChangedDeps {
  history: EventHistory;
  bus: EventBus;
  /**
   * Drops what the change makes stale in the shared cache (each read route's declared staleness):
   * a port the composition root fills from the cached reads, which sit above this layer.
   */
  evict?: (change: RelayedEvent) => void | Promise<void>;
  /** Hears a failed eviction, which does not fail the change: the cache's lifetimes still bound it. */
  onError: (error: unknown) => void;
}

/**
 * The one way a transfer's change reaches every instance, whoever found it (a webhook event or the
 * backfill through the relay, the watch re-reader, a write of this gateway): the shared cache
 * forgets what it made stale, the history records it, then the bus carries it to subscribers and
 * to what only listens (each instance's response cache). The eviction and the history write
 * overlap (a round trip each, on different connections); both are done before the publish, so a
 * subscriber that reads on an event gets the fresh record and one that resumes finds the event.
 * @param topics where it is published; by default the lookup topics of its event and record, and `all`.
 * @throws when the history or the bus fails: nothing was published.
 */
export type TransferChanged = (change: RelayedEvent, topics?: readonly Topic[]) => Promise<void>;

/** Creates the {@link TransferChanged} call. */
export function createTransferChanged({ history, bus, evict, onError }: TransferChangedDeps): TransferChanged {
  const evicting = async (change: RelayedEvent): Promise<void> => {
    try {
      await evict?.(change);
    } catch (error) {
      onError(error);
    }
  };
  return async (change, topics = [...topicsOfMessage(change), "all"]) => {
    const evicted = evicting(change);
    await history.append(topics, change);
    await evicted;
    await bus.publish(topics, change);
  };
}
