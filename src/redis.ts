import { Redis, type RedisOptions } from "ioredis";
import type { Logger } from "./logger.js";
import { redisOutages, redisUp } from "./metrics.js";

/** Connections by role; `onRecovered` runs when one becomes ready again after an outage. */
export function connectRedis(url: string, logger: Logger, onRecovered: () => void) {
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
      if (role === "commands") onRecovered();
    });
    return client;
  };
  return {
    commands: make("commands"),
    publish: make("publish"),
    subscribe: make("subscribe"),
    // The cache must never make a query wait for Redis: fail fast and read through instead.
    cache: make("cache", { enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: 250 }),
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
