import { createServer } from "node:net";
import { Redis } from "ioredis";

/** A TCP port nothing listens on right now (for servers the test starts itself, or "nothing there" URLs). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** Whether nothing listens on 127.0.0.1:`port` right now. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once("error", () => resolve(false));
    srv.listen(port, "127.0.0.1", () => srv.close(() => resolve(true)));
  });
}

/** `count` consecutive TCP ports nothing listens on right now; resolves the first. */
export async function freePortRun(count: number): Promise<number> {
  for (;;) {
    const first = await freePort();
    if (first + count > 65536) continue;
    const rest = await Promise.all(Array.from({ length: count - 1 }, (_, i) => portIsFree(first + 1 + i)));
    if (rest.every(Boolean)) return first;
  }
}

/** Whether a Redis at `url` answers PING (without retrying or queueing). */
export async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on("error", () => {});
  try {
    await client.connect();
    return (await client.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
