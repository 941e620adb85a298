import type { KeyObject } from "node:crypto";
import { DELIVERY_SETTLE_MS } from "../src/events/delivery-clock.js";
import { startRedisCluster, type RedisCluster } from "../test/utils/redis-cluster.js";
import { percentile } from "./fan-out.js";
import { sandboxCall, type ExecutedTransfer } from "./fixtures.js";
import type { LiveTransport, SubscriberSpec } from "./live-clients.js";
import { bucketsBetween, clockSummary, deliveryBuckets, mergeBuckets, type Bucket, type ClockSummary } from "./live-clock.js";
import { machineShare, markMachine, yieldToGateways, type MachineShare } from "./live-machine.js";
import { awaitDeliveries, metric, planEvents, sendEvents, startClientPool, type ClientPool } from "./live-load.js";
import { commandsBetween, redisSnapshot, type RedisSnapshot } from "./live-redis.js";
import { BENCH_WEBHOOK_PATH, startGateway, startRedis, type RedisProcess, type ServerProcess } from "./processes.js";

/** One run of the live bench: gateways on a Redis of their own, subscribers, webhooks at a rate. */
export interface LiveRunOptions {
  /** Row id: `L1`, `L2`, ..., or `slope-<n>`. */
  id: string;
  transport: LiveTransport;
  instances: number;
  redis: "single" | "cluster";
  /** In all, spread over the instances. */
  subscribers: number;
  /** Each subscriber filtered to its own transfer (quoteId); else unfiltered (admin token), receiving every event. */
  filtered: boolean;
  ratePerS: number;
  durationS: number;
  /** Seconds with the subscribers connected and no events, for their background cost. */
  quietS: number;
  /** At least `subscribers` of them when filtered. */
  transfers: ExecutedTransfer[];
  churn?: { ratePerS: number; durationS: number; transfers: ExecutedTransfer[] };
  /** Kill (SIGKILL) the master holding the `all` channel this many seconds into the events (cluster only). */
  killMasterAtS?: number;
  clientProcesses: number;
  /** Subscriptions being opened at once, over all client processes. */
  subscribeConcurrency: number;
}

/** What {@link runLive} borrows from bench/live.ts. */
export interface LiveRunDeps {
  sandbox: ServerProcess;
  privateKey: KeyObject;
  log(line: string): void;
  /** `--cpu-prof` of every gateway, into `<profileDir>gateway-<row>-<instance>/`. */
  profileDir?: string;
  /** The client processes' nice value during each window (`BENCH_LIVE_CLIENT_NICE`; live-machine.ts, yieldToGateways). */
  clientNice: number;
}

/** Latency of one phase's deliveries, ms. */
export interface LatencySummary {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** What one run measured (per instance: mean over the instances, unless it says max). */
export interface LiveRun {
  id: string;
  transport: LiveTransport;
  instances: number;
  redis: "single" | "cluster";
  subscribers: number;
  filtered: boolean;
  ratePerS: number;
  durationS: number;
  clientProcesses: number;
  webhooks: { sent: number; retries: number; abandoned: number; senderMaxLagMs: number };
  subscribe: {
    opened: number;
    failed: number;
    errors: string[];
    firstKinds: Record<string, number>;
    seconds: number;
    gatewayCpuUsPerSubscriber: number;
  };
  deliveries: { expected: number; delivered: number; lost: number; duplicated: number; misrouted: number; dropped: number };
  latency: LatencySummary & { byPhase: Record<string, LatencySummary> };
  /**
   * The same events on the gateway's clock (`gateway_event_delivery_seconds`): webhook arrival to
   * the frame written for each instance's last subscriber of the event; all instances, and each.
   */
  gatewayClock: ClockSummary & { perInstance: ClockSummary[] };
  memory: {
    idleRssMb: number;
    subscribedRssMb: number;
    endRssMb: number;
    rssKibPerSubscriber: number;
    heapKibPerSubscriber: number;
    redisBytesPerSubscriber: number;
  };
  cpu: {
    /** Gateway CPU while the subscribers sit quiet, % of one core per instance. */
    quietCorePct: number;
    /** Gateway CPU during the event window, % of one core per instance. */
    windowCorePct: number;
    /** Gateway CPU of the window (all instances) per webhook event, and per delivery. */
    gatewayUsPerEvent: number;
    gatewayUsPerDelivery: number;
    /** The same without the quiet background: what the events themselves cost. */
    gatewayNetUsPerEvent: number;
    redisUsPerEvent: number;
    /** The busiest load-generator process, % of one core: near 100 it was the bottleneck. */
    clientMaxCorePct: number;
    /**
     * What else took the machine's cores during the window, % of one core: the load-generator
     * processes together, this process (the webhook sender) and Redis.
     */
    clientsCorePct: number;
    senderCorePct: number;
    redisCorePct: number;
  };
  loop: { lagP99Ms: number; lagMaxMs: number };
  /** The machine during the window: its load, and how long the gateways' and clients' loops waited for a core. */
  machine: MachineShare;
  redisLoad: {
    /** Channels subscribed in Redis per instance. */
    channelsPerInstance: number;
    commandsPerEvent: number;
    /** Per instance, during the window. */
    commandsPerS: number;
    /** Commands a quiet subscriber causes per second (e.g. renewing its per-caller slot). */
    quietCommandsPerSubscriberPerS: number;
    /** Window commands by name, per event. */
    perEventByCommand: Record<string, number>;
  };
  churn?: {
    ratePerS: number;
    started: number;
    completed: number;
    errors: number;
    errorSamples: string[];
    firstMessageP50Ms: number;
    firstMessageP99Ms: number;
    rssBeforeMb: number;
    rssAfterMb: number;
    /** JS heap in use (garbage included: no GC is forced) at the same two moments: what RSS holds that the heap does not is the allocator's. */
    heapBeforeMb: number;
    heapAfterMb: number;
    /** Upstream reads of a current state during the churn, and the distinct transfers it asked for. */
    upstreamReads: number;
    distinctTransfers: number;
  };
  failover?: { killedAtS: number; node: string };
}

const ADMIN_TOKEN = "live-bench-admin";
const MB = 2 ** 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

const FILTERED = `subscription LiveBench($quoteId: ID!) {
  transactionEvents(filter: { quoteId: $quoteId }) { eventId kind transaction { id state } }
}`;
const UNFILTERED = `subscription LiveBenchAll { transactionEvents { eventId kind } }`;

/** A distinct client address per subscriber (`X-Forwarded-For`): every subscriber is a caller of its own, as browsers are. */
const address = (block: number, i: number) => `${block}.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/** The contents of a webhook sequence: distinct across runs, so no event repeats another's content. */
let sequence = 0;

interface GatewaySample {
  cpuMs: number;
  rssBytes: number;
  heapBytes: number;
  lagP99Ms: number;
  lagMaxMs: number;
  delivery: Bucket[];
}

/** CPU and RSS as the OS sees them; heap and event-loop lag from /metrics (whose lag histogram each scrape resets). */
async function sample(gateway: ServerProcess): Promise<GatewaySample> {
  const [usage, text] = await Promise.all([gateway.usage(), fetch(`${gateway.url}/metrics`).then((r) => r.text())]);
  return {
    ...usage,
    heapBytes: metric(text, "nodejs_heap_size_used_bytes"),
    lagP99Ms: metric(text, "nodejs_eventloop_lag_p99_seconds") * 1000,
    lagMaxMs: metric(text, "nodejs_eventloop_lag_max_seconds") * 1000,
    delivery: deliveryBuckets(text),
  };
}
const sampleAll = (gateways: ServerProcess[]) => Promise.all(gateways.map(sample));

function summary(latencies: number[]): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1) ?? Number.NaN,
  };
}

/** The window's events on each gateway's clock: once they have settled there (a second after their last frame). */
async function gatewayClock(gateways: ServerProcess[], before: GatewaySample[]): Promise<LiveRun["gatewayClock"]> {
  await sleep(DELIVERY_SETTLE_MS + 500);
  const texts = await Promise.all(gateways.map((g) => fetch(`${g.url}/metrics`).then((r) => r.text())));
  const perInstance = texts.map((text, i) => bucketsBetween(before[i]!.delivery, deliveryBuckets(text)));
  return { ...clockSummary(mergeBuckets(perInstance)), perInstance: perInstance.map(clockSummary) };
}

/** The Redis of a run: a private server, or a 3 + 3 cluster (as S6 starts it). */
type RunRedis = { kind: "single"; server: RedisProcess } | { kind: "cluster"; cluster: RedisCluster };
const redisPorts = (r: RunRedis) => (r.kind === "single" ? [r.server.port] : r.cluster.nodes.map((n) => n.port));

async function startRunRedis(kind: "single" | "cluster"): Promise<RunRedis> {
  return kind === "single" ? { kind, server: await startRedis() } : { kind, cluster: await startRedisCluster() };
}

/** Subscribers for the run: filtered ones to `transfers[i]`, spread over the gateways. */
function subscriberSpecs(o: LiveRunOptions): SubscriberSpec[] {
  return Array.from({ length: o.subscribers }, (_, i) => {
    const transfer = o.transfers[i % o.transfers.length]!;
    return {
      key: o.filtered ? transfer.id : `all-${i}`,
      variables: o.filtered ? { quoteId: transfer.id } : {},
      address: address(10, i + 1),
    };
  });
}

async function openSubscribers(o: LiveRunOptions, pool: ClientPool, gateways: ServerProcess[]) {
  const specs = subscriberSpecs(o);
  const perGateway = gateways.map((_, g) => specs.filter((_, i) => i % gateways.length === g));
  const results = await Promise.all(
    gateways.map((gateway, g) =>
      pool.subscribe(
        {
          gatewayUrl: gateway.url,
          transport: o.transport,
          query: o.filtered ? FILTERED : UNFILTERED,
          ...(o.filtered ? {} : { connectionParams: { authorization: `Bearer ${ADMIN_TOKEN}` } }),
          concurrency: Math.max(1, Math.floor(o.subscribeConcurrency / gateways.length)),
          awaitFirstMessage: o.filtered,
        },
        perGateway[g]!,
      ),
    ),
  );
  const firstKinds: Record<string, number> = {};
  for (const r of results) for (const [k, n] of Object.entries(r.firstKinds)) firstKinds[k] = (firstKinds[k] ?? 0) + n;
  return {
    opened: results.reduce((a, r) => a + r.opened, 0),
    failed: results.reduce((a, r) => a + r.failed, 0),
    errors: results.flatMap((r) => r.errors).slice(0, 5),
    firstKinds,
    seconds: Math.max(...results.map((r) => r.seconds)),
  };
}

/** Unfiltered subscribers have no first message: untimed events until every one has received one. */
async function awaitUnfilteredLive(o: LiveRunOptions, deps: LiveRunDeps, pool: ClientPool, gateways: ServerProcess[]) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const warm = planEvents(o.transfers, 1, deps.privateKey, { addressed: false, firstSequence: (sequence += 1_000_000) });
    await sendEvents([gateways[0]!.url], BENCH_WEBHOOK_PATH, warm, 1);
    const deadline = Date.now() + 3_000;
    while (Date.now() < deadline) {
      if ((await pool.count()).reached >= o.subscribers) return;
      await sleep(100);
    }
  }
  throw new Error(`${o.id}: unfiltered subscribers still not all live after 20 warm-up events`);
}

async function upstreamReads(sandbox: ServerProcess): Promise<number> {
  const stats = await sandboxCall<{ requests: Record<string, number> }>(sandbox.url, "GET", "/sandbox/stats");
  return stats.requests["GET /bridge/history/bridge/:bridgeId"] ?? 0;
}

/** The churn beside the events: its outcome, then RSS until it is back within 10 MB (or 20 s passed). */
async function runChurn(o: LiveRunOptions, deps: LiveRunDeps, pool: ClientPool, gateways: ServerProcess[], rssBefore: number) {
  const churn = o.churn!;
  const count = Math.round(churn.ratePerS * churn.durationS);
  const items = Array.from({ length: count }, (_, i) => ({
    variables: { quoteId: churn.transfers[i % churn.transfers.length]!.id },
    address: address(11, i + 1),
  }));
  await sandboxCall(deps.sandbox.url, "DELETE", "/sandbox/stats");
  const result = await pool.churn({
    gatewayUrl: gateways[0]!.url,
    query: FILTERED,
    items,
    ratePerS: churn.ratePerS,
    timeoutMs: 10_000,
    expectKind: "CURRENT_STATE",
  });
  const reads = await upstreamReads(deps.sandbox);
  return { result, reads, distinct: Math.min(count, churn.transfers.length), rssBefore };
}

async function rssSettled(gateway: ServerProcess, target: number): Promise<number> {
  let rss = (await gateway.usage()).rssBytes;
  for (let i = 0; i < 40 && rss > target; i++) {
    await sleep(500);
    rss = (await gateway.usage()).rssBytes;
  }
  return rss;
}

/** Runs one row; every process it starts is stopped before it returns. */
export async function runLive(o: LiveRunOptions, deps: LiveRunDeps): Promise<LiveRun> {
  const { log } = deps;
  const eventCount = Math.round(o.ratePerS * o.durationS);
  log(
    `${o.id}: ${o.subscribers} ${o.filtered ? "filtered" : "unfiltered"} ${o.transport} subscribers on ${o.instances} instance(s), ${o.redis} Redis; ${eventCount} events at ${o.ratePerS}/s`,
  );
  const events = planEvents(o.transfers, eventCount, deps.privateKey, {
    addressed: o.filtered,
    firstSequence: (sequence += 1_000_000),
  });
  const redis = await startRunRedis(o.redis);
  const gateways: ServerProcess[] = [];
  let pool: ClientPool | undefined;
  try {
    const redisEnv: Record<string, string> =
      redis.kind === "single" ? { REDIS_URL: redis.server.url } : { REDIS_CLUSTER_NODES: redis.cluster.nodesEnv };
    for (let i = 0; i < o.instances; i++) {
      gateways.push(
        await startGateway(`gateway-${o.id}-${i}`, deps.sandbox.url, {
          ...(deps.profileDir ? { profileDir: `${deps.profileDir}gateway-${o.id}-${i}` } : {}),
          env: {
            ...redisEnv,
            // Behind one proxy, whose X-Forwarded-For names each subscriber's own address.
            TRUSTED_PROXY_HOPS: "1",
            GATEWAY_ADMIN_TOKEN: ADMIN_TOKEN,
          },
        }),
      );
    }
    pool = await startClientPool(o.clientProcesses);
    // Untimed: each gateway fetches the webhook public key on its first event.
    const warm = planEvents(o.transfers, o.instances, deps.privateKey, {
      addressed: false,
      firstSequence: (sequence += 1_000_000),
    });
    await sendEvents(
      gateways.map((g) => g.url),
      BENCH_WEBHOOK_PATH,
      warm,
      100,
    );
    await sleep(2_000);
    const idle = await sampleAll(gateways);
    const redisIdle = await redisSnapshot(redisPorts(redis));

    const subscribe = await openSubscribers(o, pool, gateways);
    if (subscribe.failed > 0) log(`${o.id}: ${subscribe.failed} subscribers failed: ${subscribe.errors.join("; ")}`);
    if (!o.filtered) await awaitUnfilteredLive(o, deps, pool, gateways);
    await sleep(2_000);
    const subscribed = await sampleAll(gateways);
    const redisSubscribed = await redisSnapshot(redisPorts(redis));
    await sleep(o.quietS * 1000);
    const quietEnd = await sampleAll(gateways);
    const redisQuietEnd = await redisSnapshot(redisPorts(redis));
    const clientsBefore = await Promise.all(pool.processes.map((p) => p.usage()));
    const senderBefore = process.cpuUsage();
    const pids = [...gateways, ...pool.processes].map((p) => p.pid);
    yieldToGateways(
      pool.processes.map((p) => p.pid),
      deps.clientNice,
    );
    const machineStart = markMachine(pids);
    // Warm-up events already delivered count in the pool's total.
    const baseline = (await pool.count()).deliveries;

    log(`${o.id}: ${subscribe.opened} subscribed in ${subscribe.seconds.toFixed(1)} s; events${o.churn ? " and churn" : ""}`);
    const windowStart = performance.now();
    let redisAtKill: RedisSnapshot | undefined;
    let failover: LiveRun["failover"];
    const kill =
      o.killMasterAtS !== undefined && redis.kind === "cluster"
        ? (async () => {
            await sleep(o.killMasterAtS! * 1000);
            redisAtKill = await redisSnapshot(redisPorts(redis));
            const master = await redis.cluster.masterOf("bridge-gw:events:all");
            failover = { killedAtS: (performance.now() - windowStart) / 1000, node: master.address };
            log(`${o.id}: killing master ${master.address}`);
            await master.kill();
          })()
        : undefined;
    const churnRun = o.churn ? runChurn(o, deps, pool, gateways, quietEnd[0]!.rssBytes) : undefined;
    const sent = await sendEvents(
      gateways.map((g) => g.url),
      BENCH_WEBHOOK_PATH,
      events,
      o.ratePerS,
      (s) => (o.killMasterAtS !== undefined && s >= o.killMasterAtS ? "failover" : "steady"),
    );
    await kill;
    const churned = await churnRun;
    const expected = o.filtered ? sent.sent.length : sent.sent.length * o.subscribers;
    await awaitDeliveries(pool, baseline + expected);
    const windowSeconds = (performance.now() - windowStart) / 1000;
    const machineEnd = markMachine(pids);
    const end = await sampleAll(gateways);
    const redisEnd = redisAtKill ?? (await redisSnapshot(redisPorts(redis)));
    const clientsAfter = await Promise.all(pool.processes.map((p) => p.usage()));
    const sender = process.cpuUsage(senderBefore);
    const clock = await gatewayClock(gateways, quietEnd);
    const report = await pool.report(sent.sent);
    const rssAfterChurn = churned ? await rssSettled(gateways[0]!, churned.rssBefore + 10 * MB) : undefined;
    const heapAfterChurn = churned ? (await sample(gateways[0]!)).heapBytes : undefined;

    const n = o.subscribers / o.instances;
    const perInstance = (f: (i: number) => number) => mean(gateways.map((_, i) => f(i)));
    const quietCpuMs = perInstance((i) => quietEnd[i]!.cpuMs - subscribed[i]!.cpuMs);
    const windowCpuMs = gateways.reduce((a, _, i) => a + end[i]!.cpuMs - quietEnd[i]!.cpuMs, 0);
    const windowCommands = commandsBetween(redisQuietEnd, redisEnd);
    const totalCommands = Object.values(windowCommands).reduce((a, b) => a + b, 0);
    const quietCommands = Object.values(commandsBetween(redisSubscribed, redisQuietEnd)).reduce((a, b) => a + b, 0);
    // With a failover, Redis figures cover the window up to the kill.
    const redisSeconds = failover ? failover.killedAtS : windowSeconds;
    const redisEvents = failover ? sent.sent.filter((e) => e.phase === "steady").length : sent.sent.length;
    const all = Object.values(report.latenciesMs).flat();
    const byPhase = Object.fromEntries(Object.entries(report.latenciesMs).map(([phase, l]) => [phase, summary(l)]));
    const quietS = o.quietS;

    return {
      id: o.id,
      transport: o.transport,
      instances: o.instances,
      redis: o.redis,
      subscribers: o.subscribers,
      filtered: o.filtered,
      ratePerS: o.ratePerS,
      durationS: o.durationS,
      clientProcesses: o.clientProcesses,
      webhooks: {
        sent: sent.sent.length,
        retries: sent.retries,
        abandoned: sent.abandoned,
        senderMaxLagMs: sent.maxScheduleLagMs,
      },
      subscribe: {
        ...subscribe,
        gatewayCpuUsPerSubscriber: perInstance((i) => ((subscribed[i]!.cpuMs - idle[i]!.cpuMs) * 1000) / n),
      },
      deliveries: {
        expected,
        delivered: report.deliveries,
        lost: report.lost,
        duplicated: report.duplicated,
        misrouted: report.misrouted,
        dropped: report.dropped,
      },
      latency: { ...summary(all), byPhase },
      gatewayClock: clock,
      memory: {
        idleRssMb: perInstance((i) => idle[i]!.rssBytes / MB),
        subscribedRssMb: perInstance((i) => subscribed[i]!.rssBytes / MB),
        endRssMb: perInstance((i) => end[i]!.rssBytes / MB),
        rssKibPerSubscriber: perInstance((i) => (subscribed[i]!.rssBytes - idle[i]!.rssBytes) / 1024 / n),
        heapKibPerSubscriber: perInstance((i) => (subscribed[i]!.heapBytes - idle[i]!.heapBytes) / 1024 / n),
        redisBytesPerSubscriber: (redisSubscribed.usedMemoryBytes - redisIdle.usedMemoryBytes) / o.subscribers,
      },
      cpu: {
        quietCorePct: (quietCpuMs / (quietS * 1000)) * 100,
        windowCorePct: (windowCpuMs / o.instances / (windowSeconds * 1000)) * 100,
        gatewayUsPerEvent: (windowCpuMs * 1000) / Math.max(1, sent.sent.length),
        gatewayUsPerDelivery: (windowCpuMs * 1000) / Math.max(1, report.deliveries),
        gatewayNetUsPerEvent:
          ((windowCpuMs - (quietCpuMs / quietS) * o.instances * windowSeconds) * 1000) / Math.max(1, sent.sent.length),
        redisUsPerEvent: ((redisEnd.cpuMs - redisQuietEnd.cpuMs) * 1000) / Math.max(1, redisEvents),
        clientMaxCorePct: Math.max(...clientsAfter.map((c, i) => (c.cpuMs - clientsBefore[i]!.cpuMs) / (windowSeconds * 10))),
        clientsCorePct: clientsAfter.reduce((a, c, i) => a + (c.cpuMs - clientsBefore[i]!.cpuMs), 0) / (windowSeconds * 10),
        senderCorePct: (sender.user + sender.system) / 1000 / (windowSeconds * 10),
        redisCorePct: (redisEnd.cpuMs - redisQuietEnd.cpuMs) / (redisSeconds * 10),
      },
      loop: {
        lagP99Ms: Math.max(...end.map((s) => s.lagP99Ms)),
        lagMaxMs: Math.max(...end.map((s) => s.lagMaxMs)),
      },
      machine: machineShare(machineStart, machineEnd, gateways.length, deps.clientNice),
      redisLoad: {
        channelsPerInstance: redisSubscribed.channels / o.instances,
        commandsPerEvent: totalCommands / Math.max(1, redisEvents),
        commandsPerS: totalCommands / o.instances / redisSeconds,
        quietCommandsPerSubscriberPerS: quietCommands / o.subscribers / quietS,
        perEventByCommand: Object.fromEntries(
          Object.entries(windowCommands)
            .sort(([, a], [, b]) => b - a)
            .map(([name, c]) => [name, Math.round((c / Math.max(1, redisEvents)) * 100) / 100]),
        ),
      },
      ...(churned && {
        churn: {
          ratePerS: o.churn!.ratePerS,
          started: churned.result.started,
          completed: churned.result.completed,
          errors: churned.result.errors,
          errorSamples: churned.result.errorSamples,
          firstMessageP50Ms: summary(churned.result.firstMessageMs).p50Ms,
          firstMessageP99Ms: summary(churned.result.firstMessageMs).p99Ms,
          rssBeforeMb: churned.rssBefore / MB,
          rssAfterMb: rssAfterChurn! / MB,
          heapBeforeMb: quietEnd[0]!.heapBytes / MB,
          heapAfterMb: heapAfterChurn! / MB,
          upstreamReads: churned.reads,
          distinctTransfers: churned.distinct,
        },
      }),
      ...(failover && { failover }),
    };
  } finally {
    await pool?.closeAll().catch(() => {});
    await pool?.stop();
    await Promise.all(gateways.map((g) => g.stop()));
    if (redis.kind === "single") await redis.server.stop();
    else await redis.cluster.stop();
  }
}
