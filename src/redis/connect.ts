import { Cluster, Redis, type ClusterOptions, type RedisOptions } from "ioredis";
import type { Logger } from "../observability/logger.js";
import type { Metrics } from "../observability/metrics.js";
import {
  clusterServesEverySlot,
  isClusterClient,
  watchClusterHealth,
  type RedisClient,
  type RedisClusterConfig,
} from "./cluster.js";

export type { RedisClient, RedisClusterConfig } from "./cluster.js";

/** The gateway's Redis connections, one per role; see {@link connectRedis}. */
export type RedisConnections = ReturnType<typeof connectRedis>;

/** A single Redis (its URL) or a Redis Cluster (its seed nodes). */
export type RedisTarget = string | RedisClusterConfig;

type Role = "commands" | "publish" | "subscribe" | "cache";

const SINGLE_OPTIONS: Record<Role, RedisOptions> = {
  commands: { maxRetriesPerRequest: 2, enableOfflineQueue: true },
  publish: { maxRetriesPerRequest: 2, enableOfflineQueue: true },
  subscribe: { maxRetriesPerRequest: 2, enableOfflineQueue: true },
  // The cache must never make a query wait for Redis: fail fast and read through instead.
  cache: { enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: 250 },
};

const CLUSTER_OPTIONS: Record<Role, ClusterOptions> = {
  commands: { redisOptions: { maxRetriesPerRequest: 2 } },
  publish: { redisOptions: { maxRetriesPerRequest: 2 } },
  // Sharded pub/sub (SSUBSCRIBE): one subscriber connection per master, each carrying only the
  // channels of its slots, re-subscribed by ioredis on the new master after a failover.
  subscribe: { shardedSubscribers: true, redisOptions: { maxRetriesPerRequest: 2 } },
  // Fail fast as above (no offline queue; few redirections, because a master that is down would
  // otherwise be retried for ~1.6 s, 16 × 100 ms, while a query waits). No `commandTimeout`: on a
  // cluster it also bounds the client's own CLUSTER SLOTS and CLUSTER INFO, and on a loaded
  // machine a 250 ms bound made the client drop its whole slot map and reconnect in a loop.
  cache: {
    enableOfflineQueue: false,
    maxRedirections: 3,
    retryDelayOnFailover: 50,
    redisOptions: { maxRetriesPerRequest: 0 },
  },
};

function clusterClient(target: RedisClusterConfig, options: ClusterOptions): Cluster {
  const { username, password, tls } = target;
  return new Cluster(target.nodes, {
    ...options,
    // Reads go to masters: a replica may lag, and dedupe or history must read what was just written.
    scaleReads: "master",
    redisOptions: { ...options.redisOptions, username, password, ...(tls ? { tls: {} } : {}) },
  });
}

/** Connections by role, their health shown in the metrics and the log. */
export function connectRedis(
  target: RedisTarget,
  { logger, metrics }: { logger: Logger; metrics: Pick<Metrics, "redisUp" | "redisOutages"> },
) {
  const { redisUp, redisOutages } = metrics;
  const recovered = new Set<() => void>();
  const stopWatching: (() => void)[] = [];
  const isCluster = typeof target !== "string";

  const make = (role: Role): RedisClient => {
    let down = false;
    redisUp.set({ role }, 0);
    const wentDown = (err: unknown) => {
      down = true;
      redisUp.set({ role }, 0);
      redisOutages.inc({ role });
      logger.warn({ err: err instanceof Error ? err.message : String(err), role }, "redis unavailable");
    };
    const cameBack = () => {
      down = false;
      redisUp.set({ role }, 1);
      logger.info({ role }, "redis available again");
      if (role === "commands") for (const listener of recovered) listener();
    };

    if (isCluster) {
      const client = clusterClient(target, CLUSTER_OPTIONS[role]);
      // Errors are the watcher's to judge (a node can fail while every slot is still served);
      // this listener only keeps an emitted "error" from being an uncaught exception.
      client.on("error", () => {});
      client.on("ready", () => {
        if (!down) redisUp.set({ role }, 1);
      });
      stopWatching.push(watchClusterHealth(client, { onDown: wentDown, onUp: cameBack }));
      return client;
    }

    const client = new Redis(target, SINGLE_OPTIONS[role]);
    client.on("error", (err) => {
      if (!down) wentDown(err);
    });
    client.on("ready", () => {
      redisUp.set({ role }, 1);
      if (down) cameBack();
    });
    return client;
  };
  const connections = {
    commands: make("commands"),
    publish: make("publish"),
    subscribe: make("subscribe"),
    cache: make("cache"),
  };
  return {
    ...connections,
    isCluster,
    /** Runs `listener` each time the command connection is ready again after an outage. */
    onRecovered(listener: () => void): void {
      recovered.add(listener);
    },
    /** Resolves when Redis can serve every key now: PING, or on a cluster a live master for every slot. */
    async healthy(): Promise<void> {
      const { commands } = connections;
      if (isClusterClient(commands)) await clusterServesEverySlot(commands);
      else await commands.ping();
    },
    /** Quits every connection (or drops it when it is not connected). */
    async quit(): Promise<void> {
      for (const stop of stopWatching) stop();
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
