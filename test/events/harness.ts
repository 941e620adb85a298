import { randomUUID } from "node:crypto";
import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { Redis } from "ioredis";
import type { EventSubscription, RelayedEvent } from "../../src/events/pubsub.js";
import { onDispose } from "../utils/disposers.js";

/** A key and channel prefix no other test run uses. */
export function uniquePrefix(): string {
  return `test:events:${randomUUID()}:`;
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
  const buffered: RelayedEvent[] = [];
  const waiters: ((event: RelayedEvent) => void)[] = [];
  void (async () => {
    for await (const event of subscription) {
      const waiter = waiters.shift();
      if (waiter) waiter(event);
      else buffered.push(event);
    }
  })();
  return {
    next(timeoutMs = 3000) {
      const event = buffered.shift();
      if (event) return Promise.resolve(event);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(deliver), 1);
          reject(new Error(`No event within ${timeoutMs} ms`));
        }, timeoutMs);
        const deliver = (received: RelayedEvent): void => {
          clearTimeout(timer);
          resolve(received);
        };
        waiters.push(deliver);
      });
    },
    async close() {
      await subscription.return();
    },
  };
}
