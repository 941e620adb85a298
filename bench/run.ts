import { execFileSync } from "node:child_process";
import { generateKeyPairSync, randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus } from "node:os";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import { clusterFanOutMarkdown, runClusterFanOut, type ClusterFanOutReport } from "./cluster-fan-out.js";
import { runFanOut } from "./fan-out.js";
import { prepareExecutedTransfers, sandboxCall, sandboxJwt } from "./fixtures.js";
import { runLoad } from "./load.js";
import { startServer, type ServerProcess } from "./processes.js";
import { checkTargets, markdown, row, type Report, type Row, type SideResult } from "./report.js";
import { scenarios, type Scenario } from "./scenarios.js";

/**
 * `npm run bench`: the sandbox upstream and the gateways run as processes of their own, the load
 * generator (autocannon) here; every scenario goes through the gateway and straight to the
 * sandbox's REST API in the same run, at 0 and 20 ms of upstream latency. Tunable through
 * BENCH_* variables (see docs/performance.md); this file is the bench's only reader of the
 * environment.
 */
const env = process.env;
const number = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);
const settings = {
  durationS: number("BENCH_DURATION_S", 5),
  warmupS: number("BENCH_WARMUP_S", 1),
  connections: number("BENCH_CONNECTIONS", 10),
  transfers: number("BENCH_TRANSFERS", 100),
  latenciesMs: [0, 20],
  subscribers: number("BENCH_SUBSCRIBERS", 1000),
  clusterSubscribers: number("BENCH_CLUSTER_SUBSCRIBERS", 3000),
  events: number("BENCH_EVENTS", 5),
  only: env.BENCH_ONLY ? env.BENCH_ONLY.split(",").map((s) => s.trim()) : undefined,
  profile: env.BENCH_PROFILE === "1",
  redisUrl: env.REDIS_URL || "redis://127.0.0.1:6379",
};

const API_KEY = "SECRET_sandbox";
const WEBHOOK_PATH = "/webhooks/bridge";
const RESULTS = fileURLToPath(new URL("./results/", import.meta.url));
const wanted = (id: string) => !settings.only || settings.only.includes(id);
const log = (line: string) => process.stderr.write(`${line}\n`);

async function startGateway(name: string, sandboxUrl: string, extra: Record<string, string> = {}): Promise<ServerProcess> {
  return startServer({
    name,
    entry: "src/main.ts",
    env: {
      PORT: "0",
      HOST: "127.0.0.1",
      BRIDGE_API_URL: sandboxUrl,
      BRIDGE_API_KEY: API_KEY,
      LOG_LEVEL: "silent",
      WEBHOOK_PATH,
      // The load comes from one client: a per-client budget would measure the limiter, not the gateway.
      RATE_LIMIT_PER_MINUTE: "0",
      // No periodic missed-events reads in the middle of a measurement.
      EVENT_BACKFILL_INTERVAL_MS: "0",
      ...extra,
    },
    ready: /GraphQL gateway on (http:\/\/\S+)\/graphql/,
    // One directory per process: the main thread and tsx's loader thread each write a profile.
    nodeFlags: settings.profile ? ["--cpu-prof", `--cpu-prof-dir=${RESULTS}profiles/${name}`] : [],
  });
}

async function upstreamCalls(sandboxUrl: string): Promise<number> {
  const stats = await sandboxCall<{ requests: Record<string, number> }>(sandboxUrl, "GET", "/sandbox/stats");
  return Object.values(stats.requests).reduce((a, b) => a + b, 0);
}

/** One side of a scenario: a warm-up, then the measured run with CPU, RSS and upstream calls around it. */
async function measure(
  target: string,
  requests: () => Parameters<typeof runLoad>[0]["requests"],
  gateway: ServerProcess,
  sandbox: ServerProcess,
  isGatewaySide: boolean,
): Promise<SideResult> {
  await runLoad({ url: target, requests: requests(), connections: settings.connections, durationS: settings.warmupS });
  await sandboxCall(sandbox.url, "DELETE", "/sandbox/stats");
  const [g0, s0] = await Promise.all([gateway.usage(), sandbox.usage()]);
  const load = await runLoad({
    url: target,
    requests: requests(),
    connections: settings.connections,
    durationS: settings.durationS,
  });
  const [g1, s1] = await Promise.all([gateway.usage(), sandbox.usage()]);
  const calls = await upstreamCalls(sandbox.url);
  const perOp = (ms: number) => (ms * 1000) / Math.max(1, load.ops);
  return {
    ...load,
    upstreamCallsPerOp: calls / Math.max(1, load.ops),
    upstreamCpuUsPerOp: perOp(s1.cpuMs - s0.cpuMs),
    ...(isGatewaySide ? { gatewayCpuUsPerOp: perOp(g1.cpuMs - g0.cpuMs), gatewayRssMb: g1.rssBytes / 2 ** 20 } : {}),
  };
}

/** Runs one operation through the gateway and checks the answer, so the load never measures an error path. */
async function sample(gatewayUrl: string, scenario: Scenario): Promise<void> {
  const { body, check } = scenario.sample();
  const res = await fetch(`${gatewayUrl}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body });
  const answer = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown };
  if (!res.ok || answer.errors || !answer.data || !check(answer.data)) {
    throw new Error(`${scenario.id}: unexpected answer ${res.status} ${JSON.stringify(answer)}`);
  }
}

async function redisReachable(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on("error", () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** Deletes the run's keys (never FLUSHALL: the Redis may be shared). */
async function dropRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
}

async function fanOut(sandbox: ServerProcess, transfer: Parameters<typeof runFanOut>[0]["transfer"]): Promise<Report["fanOut"]> {
  if (!(await redisReachable(settings.redisUrl))) return { skipped: `no Redis at ${settings.redisUrl} (set REDIS_URL)` };
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const pem = publicKey.export({ type: "spki", format: "pem" }).toString();
  // The gateways verify webhooks with the key the upstream serves: serve the bench's.
  await sandboxCall(sandbox.url, "POST", "/sandbox/overrides", {
    method: "GET",
    path: "/webhook/public-key",
    status: 200,
    body: Buffer.from(pem).toString("base64"),
    times: 100,
  });
  const prefix = `bench:${randomUUID()}:`;
  const redisEnv = { REDIS_URL: settings.redisUrl, REDIS_KEY_PREFIX: prefix };
  const instances: ServerProcess[] = [];
  try {
    instances.push(await startGateway("gateway-fanout-a", sandbox.url, redisEnv));
    instances.push(await startGateway("gateway-fanout-b", sandbox.url, redisEnv));
    return await runFanOut({
      gatewayUrls: instances.map((i) => i.url),
      webhookPath: WEBHOOK_PATH,
      transfer,
      privateKey,
      subscribers: settings.subscribers,
      rounds: settings.events,
    });
  } finally {
    await Promise.all(instances.map((i) => i.stop()));
    await sandboxCall(sandbox.url, "DELETE", "/sandbox/overrides");
    await dropRedisKeys(settings.redisUrl, prefix);
  }
}

function gitCommit(): string | undefined {
  try {
    const head = execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" }).trim();
    const dirty =
      execFileSync("git", ["status", "--porcelain", "--", "src", "bench", "package.json"], { encoding: "utf8" }).trim() !== "";
    return dirty ? `${head}+uncommitted` : head;
  } catch {
    return undefined;
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const servers: ServerProcess[] = [];
  try {
    const sandbox = await startServer({
      name: "sandbox",
      entry: "src/sandbox/main.ts",
      env: { SANDBOX_PORT: "0", SANDBOX_AUTO_ADVANCE_MS: "0", SANDBOX_SEED: "bench", SANDBOX_QUOTE_TTL_S: "3600" },
      ready: /listening on (http:\/\/\S+)/,
    });
    servers.push(sandbox);
    const jwt = await sandboxJwt(sandbox.url, API_KEY);
    log(`preparing ${settings.transfers} executed transfers on the sandbox`);
    const transfers = await prepareExecutedTransfers(sandbox.url, jwt, settings.transfers);

    const cached = await startGateway("gateway-cached", sandbox.url);
    servers.push(cached);
    const uncached = await startGateway("gateway-uncached", sandbox.url, { CACHE_ENABLED: "false" });
    servers.push(uncached);
    const gateways = { cached, uncached };

    const rows: Row[] = [];
    const list = scenarios({ transfers, jwt }).filter((s) => wanted(s.id));
    for (const s of list) await sample(gateways[s.gateway].url, s);
    for (const latencyMs of settings.latenciesMs) {
      await sandboxCall(sandbox.url, "POST", "/sandbox/faults", { latencyMs });
      for (const s of list) {
        const gateway = gateways[s.gateway];
        log(`${s.id} at ${latencyMs} ms: gateway (${gateway.name}), then direct`);
        const g = await measure(gateway.url, () => s.gatewayRequests(), gateway, sandbox, true);
        const d = await measure(sandbox.url, () => s.directRequests(), gateway, sandbox, false);
        rows.push(
          row({
            scenario: s.id,
            title: s.title,
            upstreamLatencyMs: latencyMs,
            expectedCallsPerOp: s.expectedCallsPerOp,
            gateway: g,
            direct: d,
          }),
        );
      }
    }
    await sandboxCall(sandbox.url, "DELETE", "/sandbox/faults");

    let fan: Report["fanOut"];
    if (wanted("S5")) {
      log(`S5: ${settings.subscribers} subscribers on two gateways sharing Redis`);
      fan = await fanOut(sandbox, transfers[0]!);
    }

    let clusterFan: ClusterFanOutReport | undefined;
    if (wanted("S6")) {
      clusterFan = await runClusterFanOut({
        sandbox,
        transfer: transfers[0]!,
        startGateway,
        sandboxCall,
        webhookPath: WEBHOOK_PATH,
        subscribers: settings.clusterSubscribers,
        rounds: settings.events,
        singleRedisUrl: (await redisReachable(settings.redisUrl)) ? settings.redisUrl : undefined,
        log,
      });
    }

    const report: Report & { clusterFanOut?: ClusterFanOutReport } = {
      generatedAt: new Date().toISOString(),
      commit: gitCommit(),
      machine: {
        nproc: availableParallelism(),
        cpuModel: cpus()[0]?.model ?? "unknown",
        node: process.version,
        platform: `${process.platform}-${process.arch}`,
      },
      settings: { ...settings, redisUrl: undefined, totalSeconds: Math.round((performance.now() - started) / 1000) },
      rows,
      fanOut: fan,
      clusterFanOut: clusterFan,
      targets: checkTargets(rows, fan),
    };
    mkdirSync(RESULTS, { recursive: true });
    // A partial run (BENCH_ONLY) must not replace the full results that docs/performance.md quotes.
    const file = settings.only ? "partial.json" : "latest.json";
    writeFileSync(RESULTS + file, `${JSON.stringify(report, null, 2)}\n`);
    process.stdout.write(`${markdown(report)}\n`);
    if (clusterFan) process.stdout.write(`\n${clusterFanOutMarkdown(clusterFan)}\n`);
    log(`wrote bench/results/${file} in ${report.settings.totalSeconds} s`);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

await main();
