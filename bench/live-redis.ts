import { Redis } from "ioredis";

/** What the Redis side did, summed over the masters of a cluster (or the one server). */
export interface RedisSnapshot {
  /** Calls per command name (`INFO commandstats`), lower-case. */
  calls: Record<string, number>;
  /** Pub/sub channels subscribed (plain and sharded). */
  channels: number;
  usedMemoryBytes: number;
  /** `used_cpu_user + used_cpu_sys`, ms. */
  cpuMs: number;
}

const field = (info: string, name: string) => Number(new RegExp(`^${name}:(\\S+)`, "m").exec(info)?.[1] ?? Number.NaN);

async function nodeSnapshot(port: number): Promise<RedisSnapshot | undefined> {
  const redis = new Redis({ host: "127.0.0.1", port, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on("error", () => {});
  try {
    await redis.connect();
    // A replica repeats its master's writes: counting it would count them twice.
    if (/^role:slave/m.test(await redis.info("replication"))) return undefined;
    const calls: Record<string, number> = {};
    for (const [, name, n] of (await redis.info("commandstats")).matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)) {
      calls[name!] = Number(n);
    }
    const plain = (await redis.call("PUBSUB", "CHANNELS")) as string[];
    const sharded = (await redis.call("PUBSUB", "SHARDCHANNELS")) as string[];
    const cpu = await redis.info("cpu");
    return {
      calls,
      channels: plain.length + sharded.length,
      usedMemoryBytes: field(await redis.info("memory"), "used_memory"),
      cpuMs: (field(cpu, "used_cpu_user") + field(cpu, "used_cpu_sys")) * 1000,
    };
  } catch {
    // A node killed on purpose (the failover run) has nothing to say.
    return undefined;
  } finally {
    redis.disconnect();
  }
}

/** Snapshot of the masters among `ports` (a single server is its own master). */
export async function redisSnapshot(ports: number[]): Promise<RedisSnapshot> {
  const nodes = (await Promise.all(ports.map(nodeSnapshot))).filter((n) => n !== undefined);
  const calls: Record<string, number> = {};
  for (const n of nodes) for (const [name, c] of Object.entries(n.calls)) calls[name] = (calls[name] ?? 0) + c;
  return {
    calls,
    channels: nodes.reduce((a, n) => a + n.channels, 0),
    usedMemoryBytes: nodes.reduce((a, n) => a + n.usedMemoryBytes, 0),
    cpuMs: nodes.reduce((a, n) => a + n.cpuMs, 0),
  };
}

/**
 * Commands between two snapshots, by name, without the bench's own `INFO`, `PUBSUB`, `CLUSTER`
 * and connection chatter. A master that failed over between them counts from its replica's zero.
 */
export function commandsBetween(before: RedisSnapshot, after: RedisSnapshot): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, calls] of Object.entries(after.calls)) {
    if (/^(info|pubsub|cluster|client|hello|ping|command|select|readonly)/.test(name)) continue;
    const n = calls - (before.calls[name] ?? 0);
    if (n > 0) out[name] = n;
  }
  return out;
}
