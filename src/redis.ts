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
