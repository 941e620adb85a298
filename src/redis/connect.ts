import { Redis, type RedisOptions } from "ioredis";
import type { Logger } from "../observability/logger.js";
import type { Metrics } from "../observability/metrics.js";

/** The gateway's Redis connections, one per role; see {@link connectRedis}. */
export type RedisConnections = ReturnType<typeof connectRedis>;

/** Connections by role, their health shown in the metrics and the log. */
export function connectRedis(
  url: string,
  { logger, metrics }: { logger: Logger; metrics: Pick<Metrics, "redisUp" | "redisOutages"> },
) {
  const { redisUp, redisOutages } = metrics;
  const recovered = new Set<() => void>();
  const make = (role: string, options: RedisOptions = { maxRetriesPerRequest: 2, enableOfflineQueue: true }) => {
    const client = new Redis(url, options);
    let down = false;
    redisUp.set({ role }, 0);
    client.on("error", (err) => {
      if (down) return;
      down = true;
      redisUp.set({ role }, 0);
      redisOutages.inc({ role });
      logger.warn({ err: err.message, role }, "redis unavailable");
    });
    client.on("ready", () => {
      redisUp.set({ role }, 1);
      if (!down) return;
      down = false;
      logger.info({ role }, "redis available again");
      if (role === "commands") for (const listener of recovered) listener();
    });
    return client;
  };
  const connections = {
    commands: make("commands"),
    publish: make("publish"),
    subscribe: make("subscribe"),
    // The cache must never make a query wait for Redis: fail fast and read through instead.
    cache: make("cache", { enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: 250 }),
  };
  return {
    ...connections,
    /** Runs `listener` each time the command connection is ready again after an outage. */
    onRecovered(listener: () => void): void {
      recovered.add(listener);
    },
    /** Quits every connection (or drops it when it is not connected). */
    async quit(): Promise<void> {
      await Promise.all(
        Object.values(connections).map((r) =>
          r.status === "ready"
            ? r.quit().then(
                () => {},
                () => r.disconnect(),
              )
            : r.disconnect(),
        ),
      );
    },
  };
}

/**
 * Settles when a connection first becomes ready or first fails (at most 1 s). Fail-fast
 * connections (no offline queue) refuse commands until then, so waiting for it keeps a fresh
 * instance from starting cold: uncached, and with its first requests unlimited.
 */
export function firstConnection(redis: Redis): Promise<void> {
  if (redis.status !== "wait" && redis.status !== "connecting" && redis.status !== "connect") return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(settle, 1_000);
    timer.unref();
    function settle() {
      clearTimeout(timer);
      redis.off("ready", settle);
      redis.off("close", settle);
      resolve();
    }
    redis.once("ready", settle);
    redis.once("close", settle);
  });
}
