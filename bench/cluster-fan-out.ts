import { randomUUID, type KeyObject } from "node:crypto";
import { Redis } from "ioredis";
import { signBody } from "../src/events/signature.js";
import { redisClusterUnavailable, startRedisCluster } from "../test/utils/redis-cluster.js";
import { runFanOut, type FanOutResult } from "./fan-out.js";
import { serveSigningKey, type ExecutedTransfer } from "./fixtures.js";
import type { ServerProcess } from "./processes.js";

/** One S6 side: three instances on one kind of Redis. */
export interface ClusterFanOutSide extends FanOutResult {
  redis: "cluster (3 masters + 3 replicas)" | "single";
  /** Peak RSS growth per instance while its subscribers were connected, per subscriber, in KiB. */
  rssKibPerSubscriber: number;
  /** Signed webhooks relayed per second, no subscribers, 20 in flight, spread over the instances. */
  relayEventsPerSecond: number;
}

/** What S6 measured: the same shape on a Redis Cluster and on one Redis, in the same run. */
export type ClusterFanOutReport =
  { cluster: ClusterFanOutSide; single: ClusterFanOutSide | { skipped: string } } | { skipped: string };

/** What S6 borrows from bench/run.ts. */
export interface ClusterFanOutOptions {
  sandbox: ServerProcess;
  transfer: ExecutedTransfer;
  startGateway(name: string, sandboxUrl: string, extra: Record<string, string>): Promise<ServerProcess>;
  sandboxCall(url: string, method: string, path: string, body?: unknown): Promise<unknown>;
  webhookPath: string;
  subscribers: number;
  rounds: number;
  /** The single Redis to compare with; undefined skips that side. */
  singleRedisUrl: string | undefined;
  log(line: string): void;
}

const INSTANCES = 3;
const RELAY_EVENTS = 600;
const RELAY_IN_FLIGHT = 20;

/** Peak RSS of `servers` while `work` runs, sampled every 250 ms. */
async function peakRss<T>(servers: ServerProcess[], work: () => Promise<T>): Promise<{ result: T; peakBytes: number[] }> {
  const peakBytes = servers.map(() => 0);
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const usages = await Promise.all(servers.map((s) => s.usage().catch(() => ({ rssBytes: 0 }))));
      usages.forEach((u, i) => (peakBytes[i] = Math.max(peakBytes[i]!, u.rssBytes)));
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  try {
    return { result: await work(), peakBytes };
  } finally {
    sampling = false;
    await sampler;
  }
}

/** Posts distinct signed events (no subscribers) round-robin over the instances; events per second. */
async function relayThroughput(urls: string[], webhookPath: string, privateKey: KeyObject): Promise<number> {
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < RELAY_EVENTS) {
      const i = next++;
      const body = JSON.stringify({
        event: {
          _tag: "BRIDGE_PENDING",
          _id: `bench-relay-${randomUUID()}`,
          depositTxHash: `0x${i.toString(16).padStart(64, "0")}`,
        },
        eventId: randomUUID(),
        ts: Date.now(),
      });
      const post = () =>
        fetch(`${urls[i % urls.length]}${webhookPath}/rhinofi-event`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-rhino-signature": signBody(body, privateKey) },
          body,
        });
      // A keep-alive socket left idle by the fan-out may be closed by the server just as it is
      // reused; a redelivery is safe (same eventId, deduplicated).
      const res = await post().catch(post);
      await res.text();
      if (res.status !== 200) throw new Error(`relay: webhook answered ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: RELAY_IN_FLIGHT }, worker));
  return RELAY_EVENTS / ((performance.now() - started) / 1000);
}

async function side(
  options: ClusterFanOutOptions,
  redis: ClusterFanOutSide["redis"],
  env: Record<string, string>,
  privateKey: KeyObject,
): Promise<ClusterFanOutSide> {
  const instances: ServerProcess[] = [];
  try {
    for (let i = 0; i < INSTANCES; i++) {
      instances.push(
        await options.startGateway(`gateway-s6-${redis === "single" ? "single" : "cluster"}-${i}`, options.sandbox.url, env),
      );
    }
    const before = await Promise.all(instances.map((s) => s.usage()));
    const { result, peakBytes } = await peakRss(instances, () =>
      runFanOut({
        gatewayUrls: instances.map((i) => i.url),
        webhookPath: options.webhookPath,
        transfer: options.transfer,
        privateKey,
        subscribers: options.subscribers,
        rounds: options.rounds,
      }),
    );
    const perInstance = options.subscribers / INSTANCES;
    const growth = peakBytes.map((peak, i) => Math.max(0, peak - before[i]!.rssBytes));
    const rssKibPerSubscriber = growth.reduce((a, b) => a + b, 0) / growth.length / perInstance / 1024;
    const relayEventsPerSecond = await relayThroughput(
      instances.map((i) => i.url),
      options.webhookPath,
      privateKey,
    );
    return { ...result, redis, rssKibPerSubscriber, relayEventsPerSecond };
  } finally {
    await Promise.all(instances.map((i) => i.stop()));
  }
}

async function dropKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
}

/**
 * S6: three instances on a Redis Cluster the bench starts on loopback (3 masters + 3 replicas),
 * `subscribers` spread over them, webhook -> every subscriber latency (bench/fan-out.ts), then
 * relay throughput; the same on one Redis in the same run, so the two compare on one machine.
 */
export async function runClusterFanOut(options: ClusterFanOutOptions): Promise<ClusterFanOutReport> {
  const unavailable = redisClusterUnavailable();
  if (unavailable) return { skipped: unavailable };
  // The gateways verify webhooks with the key the upstream serves: serve the bench's.
  const privateKey = await serveSigningKey(options.sandbox.url);
  try {
    options.log(`S6: ${options.subscribers} subscribers on ${INSTANCES} gateways on a Redis Cluster`);
    const cluster = await startRedisCluster();
    let onCluster: ClusterFanOutSide;
    try {
      onCluster = await side(
        options,
        "cluster (3 masters + 3 replicas)",
        { REDIS_CLUSTER_NODES: cluster.nodesEnv, REDIS_KEY_PREFIX: `bench:${randomUUID()}:` },
        privateKey,
      );
    } finally {
      await cluster.stop();
    }
    let single: ClusterFanOutSide | { skipped: string } = { skipped: "no single Redis (REDIS_URL)" };
    if (options.singleRedisUrl) {
      options.log(`S6: the same on one Redis`);
      const prefix = `bench:${randomUUID()}:`;
      try {
        single = await side(options, "single", { REDIS_URL: options.singleRedisUrl, REDIS_KEY_PREFIX: prefix }, privateKey);
      } finally {
        await dropKeys(options.singleRedisUrl, prefix);
      }
    }
    return { cluster: onCluster, single };
  } finally {
    await options.sandboxCall(options.sandbox.url, "DELETE", "/sandbox/overrides");
  }
}

const f = (n: number) => n.toFixed(1);

/** The S6 table for the bench's markdown output. */
export function clusterFanOutMarkdown(report: ClusterFanOutReport): string {
  if ("skipped" in report) return `S6 cluster fan-out skipped: ${report.skipped}`;
  const lines = [
    "| S6 fan-out, 3 instances | subscribers | events | webhook -> subscriber p50 | p99 | last subscriber per event | exactly once | RSS per subscriber | relayed events/s |",
    "|---|---|---|---|---|---|---|---|---|",
  ];
  for (const s of [report.cluster, report.single]) {
    if ("skipped" in s) {
      lines.push(`| single Redis | skipped: ${s.skipped} |`);
      continue;
    }
    lines.push(
      `| ${s.redis} | ${s.subscribers} | ${s.rounds} | ${f(s.p50Ms)} ms | ${f(s.p99Ms)} ms | ${s.lastSubscriberMs.map(f).join(", ")} ms | ${s.exactlyOnce ? "yes" : `**no** (${s.duplicates} dup, ${s.missing} missing)`} | ${f(s.rssKibPerSubscriber)} KiB | ${f(s.relayEventsPerSecond)} |`,
    );
  }
  return lines.join("\n");
}
