import { Cluster, Redis, type ClusterOptions, type RedisOptions } from "ioredis";
import type { Logger } from "../observability/logger.js";
import type { Metrics } from "../observability/metrics.js";
import { clusterServesEverySlot, isClusterClient, watchClusterHealth, type RedisClient } from "./cluster.js";
import type { RedisClusterConfig } from "../config.js";

export type { RedisClient } from "./cluster.js";
export type { RedisClusterConfig } from "../config.js";

/** The gateway's Redis connections, one per role; see {@link connectRedis}. */
export type RedisConnections = ReturnType<typeof connectRedis>;

/** A single Redis (its URL) or a Redis Cluster (its seed nodes). */
export type RedisTarget = string | RedisClusterConfig;

type Role = "commands" | "publish" | "subscribe" | "cache";

/**
 * The event side's connections (dedupe, history, cursor, subscription leases, re-read leases,
 * publishing) write the commands issued in one tick as one socket write (ioredis's auto
 * pipelining): a webhook's confirm and cursor move go out together, and the lease renewals of
 * thousands of subscribers come a tick at a time; one write each was a quarter of the gateway's
 * CPU at 200 events/s (issue 29).
 */
const PIPELINED = { enableAutoPipelining: true } as const;

const SINGLE_OPTIONS: Record<Role, RedisOptions> = {
  commands: { maxRetriesPerRequest: 2, enableOfflineQueue: true, ...PIPELINED },
  publish: { maxRetriesPerRequest: 2, enableOfflineQueue: true, ...PIPELINED },
  subscribe: { maxRetriesPerRequest: 2, enableOfflineQueue: true },
  // The cache must never make a query wait for Redis: fail fast and read through instead.
  cache: { enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: 250 },
};

const CLUSTER_OPTIONS: Record<Role, ClusterOptions> = {
  commands: { ...PIPELINED, redisOptions: { maxRetriesPerRequest: 2 } },
  publish: { ...PIPELINED, redisOptions: { maxRetriesPerRequest: 2 } },
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

type HealthDeps = { logger: Logger; metrics: Pick<Metrics, "redisUp" | "redisOutages"> };

/** One role's connection health, shown in the metrics and the log. */
class RoleHealth {
  down = false;

  constructor(
    readonly role: Role,
    private readonly deps: HealthDeps,
    private readonly onRecovered: () => void,
  ) {
    deps.metrics.redisUp.set({ role }, 0);
  }

  wentDown(err: unknown): void {
    const { role } = this;
    this.down = true;
    this.deps.metrics.redisUp.set({ role }, 0);
    this.deps.metrics.redisOutages.inc({ role });
    this.deps.logger.warn({ err: err instanceof Error ? err.message : String(err), role }, "redis unavailable");
  }

  cameBack(): void {
    const { role } = this;
    this.down = false;
    this.deps.metrics.redisUp.set({ role }, 1);
    this.deps.logger.info({ role }, "redis available again");
    this.onRecovered();
  }

  /** The connection is ready; whether that ends an outage is for the topology to say. */
  ready(): void {
    this.deps.metrics.redisUp.set({ role: this.role }, 1);
  }
}

function singleNodeClient(url: string, health: RoleHealth): Redis {
  const client = new Redis(url, SINGLE_OPTIONS[health.role]);
  client.on("error", (err) => {
    if (!health.down) health.wentDown(err);
  });
  client.on("ready", () => {
    health.ready();
    if (health.down) health.cameBack();
  });
  return client;
}

/** A Cluster client, and the watcher of its health (see watchClusterHealth) to stop on quit. */
function clusterClient(target: RedisClusterConfig, health: RoleHealth): { client: Cluster; stop: () => void } {
  const options = CLUSTER_OPTIONS[health.role];
  const { username, password, tls } = target;
  const client = new Cluster(target.nodes, {
    ...options,
    // Reads go to masters: a replica may lag, and dedupe or history must read what was just written.
    scaleReads: "master",
    redisOptions: { ...options.redisOptions, username, password, ...(tls ? { tls: {} } : {}) },
  });
  // Errors are the watcher's to judge (a node can fail while every slot is still served);
  // this listener only keeps an emitted "error" from being an uncaught exception.
  client.on("error", () => {});
  client.on("ready", () => {
    if (!health.down) health.ready();
  });
  const stop = watchClusterHealth(client, {
    onDown: (err) => health.wentDown(err),
    onUp: () => health.cameBack(),
  });
  return { client, stop };
}

/** Resolves when Redis can serve every key now: PING, or on a cluster a live master for every slot. */
async function servesEveryKey(client: RedisClient): Promise<void> {
  if (isClusterClient(client)) await clusterServesEverySlot(client);
  else await client.ping();
}

/** Quits a connection, or drops it when it is not connected (or quitting fails). */
async function quit(client: RedisClient): Promise<void> {
  if (client.status !== "ready") return client.disconnect();
  await client.quit().catch(() => client.disconnect());
}

/** Connections by role, their health shown in the metrics and the log. */
export function connectRedis(target: RedisTarget, deps: HealthDeps) {
  const recovered = new Set<() => void>();
  const stopWatching: (() => void)[] = [];
  const make = (role: Role): RedisClient => {
    const health = new RoleHealth(role, deps, () => {
      if (role === "commands") for (const listener of recovered) listener();
    });
    if (typeof target === "string") return singleNodeClient(target, health);
    const { client, stop } = clusterClient(target, health);
    stopWatching.push(stop);
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
    /** Runs `listener` each time the command connection is ready again after an outage. */
    onRecovered(listener: () => void): void {
      recovered.add(listener);
    },
    /** Resolves when Redis can serve every key now: PING, or on a cluster a live master for every slot. */
    healthy: (): Promise<void> => servesEveryKey(connections.commands),
    /** Quits every connection (or drops it when it is not connected). */
    async quit(): Promise<void> {
      for (const stop of stopWatching) stop();
      await Promise.all(Object.values(connections).map(quit));
    },
  };
}
