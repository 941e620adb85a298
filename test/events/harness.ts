import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { Redis } from "ioredis";
import type { EventSubscription, RelayedEvent } from "../../src/events/pubsub.js";
import { createAsyncQueue } from "../utils/async-queue.js";
import { onDispose } from "../utils/disposers.js";
import { testKeyPrefix } from "../utils/redis-keys.js";

/** A key and channel prefix no other test run uses. */
export function uniquePrefix(): string {
  return testKeyPrefix("events");
}

/** A Redis client that is quit after the file's tests. */
export function connectRedis(url: string): Redis {
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  onDispose(() => client.quit().catch(() => client.disconnect()));
  return client;
}

/** Serves `handler` on a free local port until the file's tests are done. */
export async function serve(handler: RequestListener): Promise<string> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onDispose(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Buffers what a subscription yields; `next` waits for the next event, failing after a timeout. */
export interface EventQueue {
  next(timeoutMs?: number): Promise<RelayedEvent>;
  /** Ends the subscription. */
  close(): Promise<void>;
}

/** Starts reading `subscription` into a queue. */
export function queueOf(subscription: EventSubscription): EventQueue {
  const queue = createAsyncQueue<RelayedEvent>();
  void (async () => {
    for await (const event of subscription) queue.push(event);
  })();
  return {
    next: (timeoutMs = 3000) => queue.next(timeoutMs),
    async close() {
      await subscription.return();
    },
  };
}
