import type { Cluster, Redis } from "ioredis";

/** A connection to one Redis or to a Redis Cluster: what every store in the gateway takes. */
export type RedisClient = Redis | Cluster;

/**
 * Whether `client` is a Cluster client, told by ioredis's own flag rather than `instanceof`: only
 * `connect.ts` (loaded when Redis is configured) imports ioredis's classes.
 */
export function isClusterClient(client: RedisClient): client is Cluster {
  return client.isCluster;
}

/** Where a Redis Cluster is: seed nodes (any few are enough, the rest are discovered) and credentials. */

/** How long one master may take to answer the health probe's PING. */
const PROBE_TIMEOUT_MS = 500;
/** How often the health of a cluster is re-checked while part of it is down. */
const RECHECK_EVERY_MS = 250;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Resolves when every one of the 16,384 slots has a master that answers PING on this client's
 * connections; rejects naming the first gap. A plain PING on a Cluster goes to one node and would
 * say "up" while a third of the keys are unreachable: this is the check `/readyz` needs.
 * A master missing from the client's connection pool (killed, or replaced by a failover the
 * client has not seen yet) also asks the client to refresh its slot map, so recovery is noticed
 * at the next check instead of at the next periodic refresh.
 */
export async function clusterServesEverySlot(cluster: Cluster): Promise<void> {
  const owners = new Set<string>();
  for (let slot = 0; slot < 16_384; slot++) {
    const owner = cluster.slots[slot]?.[0];
    if (!owner) throw new Error(`no master serves slot ${slot}`);
    owners.add(owner);
  }
  const masters = new Map(cluster.nodes("master").map((node) => [`${node.options.host}:${node.options.port}`, node]));
  try {
    await Promise.all(
      // Async, so a missing master rejects the whole check instead of throwing past pings already sent.
      [...owners].map(async (key) => {
        const node = masters.get(key);
        if (!node) throw new Error(`master ${key} is not connected`);
        return withTimeout(node.ping(), PROBE_TIMEOUT_MS, `master ${key}`);
      }),
    );
  } catch (error) {
    cluster.refreshSlotsCache();
    throw error;
  }
}

/** Callbacks of {@link watchClusterHealth}. */
export interface ClusterHealthListener {
  onDown(error: unknown): void;
  onUp(): void;
}

/**
 * Reports when part of a cluster becomes unreachable and when every slot is served again. A
 * Cluster client emits no "ready" after a failover (it stays ready; only some commands fail), so
 * any node-level trouble starts a probe ({@link clusterServesEverySlot}), repeated while it fails.
 * Nothing is polled while the cluster is healthy.
 * @returns stops watching.
 */
export function watchClusterHealth(cluster: Cluster, listener: ClusterHealthListener): () => void {
  let down = false;
  let checking = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const check = (): void => {
    if (checking || stopped || timer) return;
    checking = true;
    clusterServesEverySlot(cluster).then(
      () => {
        checking = false;
        if (!down) return;
        down = false;
        listener.onUp();
      },
      (error: unknown) => {
        checking = false;
        if (!down) {
          down = true;
          listener.onDown(error);
        }
        if (stopped) return;
        timer = setTimeout(() => {
          timer = undefined;
          check();
        }, RECHECK_EVERY_MS);
        timer.unref();
      },
    );
  };
  let everReady = false;
  const onTrouble = () => {
    if (cluster.status === "ready") check();
  };
  const onError = (error: unknown) => {
    if (cluster.status === "ready") return check();
    // Not connected at all (e.g. no startup node answers): the cluster reconnects by itself and
    // says "ready" when it has; node-level noise while it connects (replicas dropped from the
    // pool) is not an outage.
    if (!down && (everReady || cluster.status === "close" || cluster.status === "reconnecting")) {
      down = true;
      listener.onDown(error);
    }
  };
  const onReady = () => {
    everReady = true;
    if (down) check();
  };
  const events = ["node error", "nodeError", "-node", "-subscriber"] as const;
  for (const event of events) cluster.on(event, onTrouble);
  cluster.on("error", onError);
  cluster.on("ready", onReady);
  return () => {
    stopped = true;
    clearTimeout(timer);
    for (const event of events) cluster.off(event, onTrouble);
    cluster.off("error", onError);
    cluster.off("ready", onReady);
  };
}

const CLUSTER_FIRST_CONNECTION_MS = 5_000;

/**
 * Settles when a connection first becomes ready or first fails (at most 1 s, 5 s for a cluster). Fail-fast
 * connections (no offline queue) refuse commands until then, so waiting for it keeps a fresh
 * instance from starting cold: uncached, and with its first requests unlimited.
 */
export function firstConnection(redis: RedisClient): Promise<void> {
  // A cluster client needs a few round trips (slot map, ready check) before its first command;
  // on a loaded machine that can take over a second.
  const limitMs = isClusterClient(redis) ? CLUSTER_FIRST_CONNECTION_MS : 1_000;
  const started = Date.now();
  const connected =
    redis.status !== "wait" && redis.status !== "connecting" && redis.status !== "connect"
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const timer = setTimeout(settle, limitMs);
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
  if (!isClusterClient(redis)) return connected;
  // A cluster is "ready" once it knows the slot map; it connects to each master lazily, at the
  // first command for its slots. A fail-fast first command would spend its timeout on that
  // connection and miss: connect the masters now, within the same second.
  return connected.then(async () => {
    const left = Math.max(0, limitMs - (Date.now() - started));
    const masters = redis.status === "ready" ? redis.nodes("master") : [];
    const ready = (node: Redis) =>
      node.status === "ready"
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            node.once("ready", () => resolve());
            node.once("close", () => resolve());
            if (node.status === "wait") node.connect().catch(() => {});
          });
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(masters.map(ready)),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, left);
        timer.unref();
      }),
    ]);
    clearTimeout(timer);
  });
}
