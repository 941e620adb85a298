import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { freePort } from "./net.js";

// No vitest import here: `npm run bench` (S6) starts its cluster with this file too.

/** One `redis-server` of the cluster. */
export interface ClusterNode {
  port: number;
  /** `127.0.0.1:<port>`. */
  address: string;
  /** SIGKILLs the process (no goodbye to clients or peers) and waits for it to exit. */
  kill(): Promise<void>;
  /** SIGSTOPs the process: it answers nobody (and cannot be elected) until {@link resume}. */
  pause(): void;
  /** SIGCONTs a paused process. */
  resume(): void;
  readonly alive: boolean;
}

/** A Redis Cluster of loopback processes owned by one test file or bench run. */
export interface RedisCluster {
  nodes: ClusterNode[];
  /** `REDIS_CLUSTER_NODES` for the gateway: every node, comma-separated. */
  nodesEnv: string;
  /** The node that serves `key`'s slot as master right now (asked of a live node). */
  masterOf(key: string): Promise<ClusterNode>;
  /** The node that replicates `master` (the first one, when it has several). */
  replicaOf(master: ClusterNode): Promise<ClusterNode>;
  /** Resolves once every slot is served by a live master and the cluster says `cluster_state:ok`. */
  waitHealthy(timeoutMs?: number): Promise<void>;
  /** A plain client for one live node (for CLUSTER commands). Disconnect it after use. */
  client(): Redis;
  /** Kills every node and deletes its data folder. */
  stop(): Promise<void>;
}

/** Options of {@link startRedisCluster}. */
export interface RedisClusterOptions {
  masters?: number;
  replicasPerMaster?: number;
  /** `cluster-node-timeout`: how long a silent master is waited for before its replica takes over. */
  nodeTimeoutMs?: number;
}

/** Why cluster tests cannot run here (no `redis-server` or `redis-cli`), or undefined when they can. */
export function redisClusterUnavailable(): string | undefined {
  for (const binary of ["redis-server", "redis-cli"]) {
    const probe = spawnSync(binary, ["--version"], { stdio: "ignore" });
    if (probe.error || probe.status !== 0) return `${binary} is not installed (apt-get install redis-server)`;
  }
  return undefined;
}

async function poll<T>(what: string, check: () => Promise<T | undefined>, timeoutMs: number, intervalMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms`, { cause: lastError });
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

async function ask<T>(port: number, command: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis({ host: "127.0.0.1", port, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on("error", () => {});
  try {
    await redis.connect();
    return await command(redis);
  } finally {
    redis.disconnect();
  }
}

const infoField = (info: string, field: string) => new RegExp(`^${field}:(\\S+)`, "m").exec(info)?.[1];

/**
 * Starts `masters` × (1 + `replicasPerMaster`) `redis-server --cluster-enabled yes` processes on
 * free loopback ports, each with a data folder under one temp dir, joins them with
 * `redis-cli --cluster create`, and waits until every node agrees the cluster is up and every
 * replica is in sync (a replica that never synced cannot take over).
 */
export async function startRedisCluster(options: RedisClusterOptions = {}): Promise<RedisCluster> {
  const { masters = 3, replicasPerMaster = 1, nodeTimeoutMs = 1000 } = options;
  const root = mkdtempSync(join(tmpdir(), "redis-cluster-"));
  const children = new Map<number, ChildProcess>();
  const nodes: ClusterNode[] = [];
  const total = masters * (1 + replicasPerMaster);

  const stop = async () => {
    await Promise.all(nodes.map((n) => n.kill()));
    rmSync(root, { recursive: true, force: true });
  };

  // Each node's cluster bus port is free too: by default it is the port + 10,000, never checked,
  // and on a busy host something (another cluster's node) can hold it, and the node exits at start.
  const picked = new Set<number>();
  const unpicked = async (): Promise<number> => {
    let port: number;
    // Nodes not listening yet leave their ports free: one is not handed out twice.
    do port = await freePort();
    while (picked.has(port));
    picked.add(port);
    return port;
  };

  try {
    for (let i = 0; i < total; i++) {
      const port = await unpicked();
      const busPort = await unpicked();
      const dir = join(root, String(port));
      mkdirSync(dir);
      // A replica's first sync starts at once: by default a master waits 5 s for more replicas
      // to share one diskless transfer, and the cluster is only healthy once every replica synced.
      const child = spawn(
        "redis-server",
        [
          "--port",
          String(port),
          "--bind",
          "127.0.0.1",
          "--dir",
          dir,
          "--cluster-enabled",
          "yes",
          "--cluster-port",
          String(busPort),
          "--cluster-config-file",
          "nodes.conf",
          "--cluster-node-timeout",
          String(nodeTimeoutMs),
          "--save",
          "",
          "--appendonly",
          "no",
          "--repl-diskless-sync-delay",
          "0",
        ],
        { stdio: "ignore" },
      );
      children.set(port, child);
      nodes.push({
        port,
        address: `127.0.0.1:${port}`,
        get alive() {
          return child.exitCode === null && child.signalCode === null;
        },
        async kill() {
          if (child.exitCode !== null || child.signalCode !== null) return;
          const exited = new Promise((resolve) => child.once("exit", resolve));
          child.kill("SIGKILL");
          await exited;
        },
        pause: () => child.kill("SIGSTOP"),
        resume: () => child.kill("SIGCONT"),
      });
    }
    await Promise.all(nodes.map((n) => poll(`${n.address} did not answer`, () => ask(n.port, (r) => r.ping()), 10_000)));

    const create = spawn(
      "redis-cli",
      ["--cluster", "create", ...nodes.map((n) => n.address), "--cluster-replicas", String(replicasPerMaster), "--cluster-yes"],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    let output = "";
    create.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    create.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => create.once("exit", resolve));
    if (code !== 0) throw new Error(`redis-cli --cluster create exited with ${code}:\n${output}`);
  } catch (error) {
    await stop();
    throw error;
  }

  const live = () => nodes.filter((n) => n.alive);
  const cluster: RedisCluster = {
    nodes,
    nodesEnv: nodes.map((n) => n.address).join(","),
    client() {
      const node = live()[0];
      if (!node) throw new Error("no live cluster node");
      const redis = new Redis({ host: "127.0.0.1", port: node.port, maxRetriesPerRequest: 1 });
      redis.on("error", () => {});
      return redis;
    },
    async masterOf(key) {
      const node = live()[0]!;
      const port = await ask(node.port, async (r) => {
        const slot = (await r.call("CLUSTER", "KEYSLOT", key)) as number;
        const ranges = (await r.call("CLUSTER", "SLOTS")) as [number, number, [string, number, string]][];
        const owner = ranges.find(([from, to]) => slot >= from && slot <= to);
        if (!owner) throw new Error(`no master serves slot ${slot}`);
        return owner[2][1];
      });
      return nodes.find((n) => n.port === port)!;
    },
    async replicaOf(master) {
      // CLUSTER NODES lines: `<id> <ip:port@bus> <flags> <master id or -> ...`
      const lines = (await ask(master.port, (r) => r.call("CLUSTER", "NODES") as Promise<string>)).trim().split("\n");
      const fields = lines.map((line) => line.split(" "));
      const masterId = fields.find(([, address]) => address?.startsWith(`${master.address}@`))?.[0];
      const replica = fields.find(([, , flags, of]) => flags?.includes("slave") && of === masterId);
      const port = Number(/:(\d+)@/.exec(replica?.[1] ?? "")?.[1]);
      const node = nodes.find((n) => n.port === port);
      if (!masterId || !node) throw new Error(`no replica of ${master.address}`);
      return node;
    },
    async waitHealthy(timeoutMs = 20_000) {
      await poll(
        "the cluster did not become healthy",
        async () => {
          for (const node of live()) {
            const info = await ask(node.port, (r) => r.call("CLUSTER", "INFO") as Promise<string>);
            if (infoField(info, "cluster_state") !== "ok" || infoField(info, "cluster_slots_ok") !== "16384") return undefined;
            const replication = await ask(node.port, (r) => r.info("replication"));
            if (infoField(replication, "role") === "slave" && infoField(replication, "master_link_status") !== "up") {
              return undefined;
            }
          }
          return true;
        },
        timeoutMs,
        100,
      );
    },
    stop,
  };
  try {
    await cluster.waitHealthy();
  } catch (error) {
    await stop();
    throw error;
  }
  return cluster;
}
