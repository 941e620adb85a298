import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import { clusterFanOutMarkdown, runClusterFanOut, type ClusterFanOutReport } from "./cluster-fan-out.js";
import { depositPlanMarkdown, runDepositPlanBench, type DepositPlanReport } from "./deposit-plan.js";
import { familyPlansMarkdown, runFamilyPlansBench, type FamilyPlanRow } from "./family-plans.js";
import { paymentRequestMarkdown, runPaymentRequestBench, type PaymentRequestReport } from "./payment-request.js";
import { runSdaDetectionBench, sdaDetectionMarkdown, type SdaDetectionReport } from "./sda-detection.js";
import { runWalletBalancesBench, walletBalancesMarkdown, type WalletBalancesReport } from "./wallet-balances.js";
import { runFanOut } from "./fan-out.js";
import { prepareExecutedTransfers, sandboxCall, sandboxJwt, serveSigningKey } from "./fixtures.js";
import { latencyHistogram, runLoad } from "./load.js";
import {
  BENCH_API_KEY,
  BENCH_WEBHOOK_PATH,
  startGateway as startGatewayProcess,
  startSandbox,
  startServer,
  type ServerProcess,
} from "./processes.js";
import { gitCommit, machine } from "./run-info.js";
import { checkTargets, latencyLabel, markdown, row, type Report, type Row, type SideResult } from "./report.js";
import { scenarios, type Scenario } from "./scenarios.js";
import { measureStartup, type StartupVariant } from "./startup.js";

/**
 * `npm run bench`: the sandbox upstream, the gateways (compiled, as `npm start` runs them) and the
 * reference peer gateway (Apollo Server + RESTDataSource, bench/peers/apollo) run as processes of
 * their own, the load generator (autocannon) here; every scenario goes through the gateway, through
 * the peer and straight to the sandbox's REST API in the same run, at 0 and 20 ms of upstream
 * latency. Tunable through BENCH_* variables (see docs/performance.md); this file is the bench's
 * only reader of the environment.
 */
const env = process.env;
const number = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);
const settings = {
  durationS: number("BENCH_DURATION_S", 6),
  rounds: number("BENCH_ROUNDS", 3),
  warmupS: number("BENCH_WARMUP_S", 1),
  warmupOps: number("BENCH_WARMUP_OPS", 3000),
  connections: number("BENCH_CONNECTIONS", 10),
  transfers: number("BENCH_TRANSFERS", 100),
  latenciesMs: [0, 20],
  // A third pass at 20 ms ± this (uniform): a real upstream's latency varies, and a constant one
  // keeps concurrent operations in lockstep (docs/performance.md, "Latency at 20 ms"). 0: no pass.
  jitterMs: number("BENCH_JITTER_MS", 3),
  subscribers: number("BENCH_SUBSCRIBERS", 1000),
  clusterSubscribers: number("BENCH_CLUSTER_SUBSCRIBERS", 3000),
  events: number("BENCH_EVENTS", 5),
  only: env.BENCH_ONLY ? env.BENCH_ONLY.split(",").map((s) => s.trim()) : undefined,
  profile: env.BENCH_PROFILE === "1",
  peer: env.BENCH_PEER !== "off",
  starts: number("BENCH_STARTS", 3),
  // S9: blocks of 100 transfers into smart deposit addresses, mined back to back.
  sdaBlocks: number("BENCH_SDA_BLOCKS", 10),
  redisUrl: env.REDIS_URL || "redis://127.0.0.1:6379",
};

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const RESULTS = fileURLToPath(new URL("./results/", import.meta.url));
const PEER_DIR = fileURLToPath(new URL("./peers/apollo/", import.meta.url));
const wanted = (id: string) => !settings.only || settings.only.includes(id);
const log = (line: string) => process.stderr.write(`${line}\n`);

/** `npm run build`, so the gateway measured is the current source, compiled as `npm start` runs it. */
function build(): void {
  execFileSync("npm", ["run", "-s", "build"], { cwd: ROOT, stdio: ["ignore", "inherit", "inherit"] });
}

/**
 * The peer's dependencies live in bench/peers/apollo/package.json, not in ours: `npm ci` (and CI)
 * stays without Apollo's ~125 packages, and the bench installs them from their lockfile the first
 * time (and again when the lockfile changes).
 */
function installPeer(): void {
  const marker = `${PEER_DIR}node_modules/.package-lock.json`;
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(`${PEER_DIR}package-lock.json`).mtimeMs) return;
  log("installing the Apollo peer's dependencies (bench/peers/apollo, npm ci)");
  try {
    execFileSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: PEER_DIR, stdio: ["ignore", "inherit", "inherit"] });
  } catch (err) {
    throw new Error(`npm ci in bench/peers/apollo failed (offline? BENCH_PEER=off runs without the peer): ${String(err)}`);
  }
}

/** A gateway process of this run (see {@link startGatewayProcess}), profiled with BENCH_PROFILE. */
function startGateway(
  name: string,
  sandboxUrl: string,
  extra: Record<string, string> = {},
  loader?: "tsx",
): Promise<ServerProcess> {
  return startGatewayProcess(name, sandboxUrl, {
    env: extra,
    ...(loader ? { loader } : {}),
    ...(settings.profile ? { profileDir: `${RESULTS}profiles/${name}` } : {}),
  });
}

async function startPeer(sandboxUrl: string): Promise<ServerProcess> {
  return startServer({
    name: "apollo",
    entry: "bench/peers/apollo/server.mjs",
    env: { PORT: "0", HOST: "127.0.0.1", BRIDGE_API_URL: sandboxUrl, BRIDGE_API_KEY: BENCH_API_KEY },
    ready: /apollo peer on (http:\/\/\S+)\/graphql/,
    nodeFlags: settings.profile ? ["--cpu-prof", `--cpu-prof-dir=${RESULTS}profiles/apollo`] : [],
  });
}

async function upstreamCalls(sandboxUrl: string): Promise<number> {
  const stats = await sandboxCall<{ requests: Record<string, number> }>(sandboxUrl, "GET", "/sandbox/stats");
  return Object.values(stats.requests).reduce((a, b) => a + b, 0);
}

/** One side of a scenario: where its load goes, and the GraphQL server it goes through (none for direct REST). */
interface Side {
  target: string;
  requests: () => Parameters<typeof runLoad>[0]["requests"];
  server?: ServerProcess;
}

/**
 * Measures the sides of a scenario in `settings.rounds` interleaved slices (A B C, A B C, ...) of
 * `durationS / rounds` seconds each, after one warm-up per side. Other work on the two shared
 * cores then falls on every side alike instead of on whichever side ran at that moment, which is
 * what keeps the ratios between sides meaningful on a noisy machine. Operations, CPU time and
 * upstream calls are summed over the slices, latencies pooled in one histogram per side; RSS is
 * read at the end of the side's last slice.
 */
async function measureSides(sides: Side[], sandbox: ServerProcess): Promise<SideResult[]> {
  const { connections, rounds } = settings;
  for (const side of sides) {
    const warm = await runLoad({ url: side.target, requests: side.requests(), connections, durationS: settings.warmupS });
    // At 20 ms of upstream latency a second is a few hundred operations, too few for V8 to have
    // optimised the hot code: the first slice paid for the compilations (583 against 357 µs/op
    // in the next one, q1 at 10 connections). A side warms up for at least `warmupOps`.
    const missing = settings.warmupOps - warm.ops;
    if (missing > 0) {
      await runLoad({ url: side.target, requests: side.requests(), connections, durationS: 0, operations: missing });
    }
  }
  const none = { cpuMs: 0, rssBytes: 0 };
  const acc = sides.map(() => ({
    histogram: latencyHistogram(),
    ops: 0,
    seconds: 0,
    failures: 0,
    serverCpuMs: 0,
    sandboxCpuMs: 0,
    calls: 0,
    rssBytes: 0,
    p50Ms: NaN,
    p99Ms: NaN,
  }));
  try {
    for (let round = 0; round < rounds; round++) {
      for (const [i, side] of sides.entries()) {
        const a = acc[i]!;
        await sandboxCall(sandbox.url, "DELETE", "/sandbox/stats");
        const [g0, s0] = await Promise.all([side.server?.usage() ?? none, sandbox.usage()]);
        const load = await runLoad({
          url: side.target,
          requests: side.requests(),
          connections,
          durationS: settings.durationS / rounds,
          histogram: a.histogram,
        });
        const [g1, s1] = await Promise.all([side.server?.usage() ?? none, sandbox.usage()]);
        a.calls += await upstreamCalls(sandbox.url);
        a.ops += load.ops;
        a.seconds += load.seconds;
        a.failures += load.failures;
        a.serverCpuMs += g1.cpuMs - g0.cpuMs;
        a.sandboxCpuMs += s1.cpuMs - s0.cpuMs;
        a.rssBytes = g1.rssBytes;
        // Percentiles of the shared histogram: every slice of this side so far.
        a.p50Ms = load.p50Ms;
        a.p99Ms = load.p99Ms;
      }
    }
  } finally {
    for (const a of acc) a.histogram.destroy();
  }
  return sides.map((side, i) => {
    const a = acc[i]!;
    const perOp = (ms: number) => (ms * 1000) / Math.max(1, a.ops);
    return {
      ops: a.ops,
      connections,
      seconds: a.seconds,
      opsPerSec: a.ops / a.seconds,
      p50Ms: a.p50Ms,
      p99Ms: a.p99Ms,
      failures: a.failures,
      slices: rounds,
      upstreamCallsPerOp: a.calls / Math.max(1, a.ops),
      upstreamCpuUsPerOp: perOp(a.sandboxCpuMs),
      ...(side.server ? { gatewayCpuUsPerOp: perOp(a.serverCpuMs), gatewayRssMb: a.rssBytes / 2 ** 20 } : {}),
    };
  });
}

/** Runs one operation through a GraphQL server and checks the answer, so the load never measures an error path. */
async function sample(server: ServerProcess, scenario: Scenario): Promise<Record<string, unknown>> {
  const { body, check } = scenario.sample();
  const res = await fetch(`${server.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body });
  const answer = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown };
  if (!res.ok || answer.errors || !answer.data || !check(answer.data)) {
    throw new Error(`${scenario.id} on ${server.name}: unexpected answer ${res.status} ${JSON.stringify(answer)}`);
  }
  return answer.data;
}

/** The peer must do the same work: its answer to a lookup equals the gateway's, field for field. */
async function samplePeer(peer: ServerProcess, scenario: Scenario, gatewayData: Record<string, unknown>): Promise<void> {
  const data = await sample(peer, scenario);
  // A quote is new on every call (id, expiry): its shape is checked by `sample`, not its values.
  if (scenario.id !== "S4" && JSON.stringify(data) !== JSON.stringify(gatewayData)) {
    throw new Error(
      `${scenario.id}: the Apollo peer answered ${JSON.stringify(data)}, the gateway ${JSON.stringify(gatewayData)}`,
    );
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
  // The gateways verify webhooks with the key the upstream serves: serve the bench's.
  const privateKey = await serveSigningKey(sandbox.url);
  const prefix = `bench:${randomUUID()}:`;
  const redisEnv = { REDIS_URL: settings.redisUrl, REDIS_KEY_PREFIX: prefix };
  const instances: ServerProcess[] = [];
  try {
    instances.push(await startGateway("gateway-fanout-a", sandbox.url, redisEnv));
    instances.push(await startGateway("gateway-fanout-b", sandbox.url, redisEnv));
    return await runFanOut({
      gatewayUrls: instances.map((i) => i.url),
      webhookPath: BENCH_WEBHOOK_PATH,
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

async function main(): Promise<void> {
  const started = performance.now();
  const servers: ServerProcess[] = [];
  log("building dist/ (npm run build)");
  build();
  if (settings.peer) installPeer();
  try {
    const sandbox = await startSandbox("bench");
    servers.push(sandbox);
    const jwt = await sandboxJwt(sandbox.url, BENCH_API_KEY);
    log(`preparing ${settings.transfers} executed transfers on the sandbox`);
    const transfers = await prepareExecutedTransfers(sandbox.url, jwt, settings.transfers);

    const cached = await startGateway("gateway-cached", sandbox.url);
    servers.push(cached);
    const uncached = await startGateway("gateway-uncached", sandbox.url, { CACHE_ENABLED: "false" });
    servers.push(uncached);
    const gateways = { cached, uncached };
    let peer: ServerProcess | undefined;
    if (settings.peer) {
      peer = await startPeer(sandbox.url);
      servers.push(peer);
    }

    const rows: Row[] = [];
    const all = scenarios({ transfers, jwt });
    const list = all.filter((s) => wanted(s.id));
    for (const s of list) {
      const data = await sample(gateways[s.gateway], s);
      if (peer) await samplePeer(peer, s, data);
    }
    const passes = [
      ...settings.latenciesMs.map((latencyMs) => ({ latencyMs, latencyJitterMs: 0 })),
      ...(settings.jitterMs > 0 ? [{ latencyMs: 20, latencyJitterMs: settings.jitterMs }] : []),
    ];
    for (const { latencyMs, latencyJitterMs } of passes) {
      await sandboxCall(sandbox.url, "POST", "/sandbox/faults", { latencyMs, latencyJitterMs });
      for (const s of list) {
        const gateway = gateways[s.gateway];
        log(
          `${s.id} at ${latencyLabel(latencyMs, latencyJitterMs)}: gateway (${gateway.name}),${peer ? " Apollo peer," : ""} then direct`,
        );
        const sides: Side[] = [
          { target: gateway.url, requests: () => s.gatewayRequests(), server: gateway },
          // The peer answers the same GraphQL documents; it has no cross-request cache to use or skip.
          ...(peer ? [{ target: peer.url, requests: () => s.gatewayRequests(), server: peer }] : []),
          { target: sandbox.url, requests: () => s.directRequests() },
        ];
        const results = await measureSides(sides, sandbox);
        const g = results[0]!;
        const d = results.at(-1)!;
        const p = peer ? results[1] : undefined;
        rows.push(
          row({
            scenario: s.id,
            title: s.title,
            upstreamLatencyMs: latencyMs,
            upstreamJitterMs: latencyJitterMs,
            expectedCallsPerOp: s.expectedCallsPerOp,
            gateway: g,
            direct: d,
            ...(p ? { peer: p } : {}),
          }),
        );
      }
    }
    await sandboxCall(sandbox.url, "DELETE", "/sandbox/faults");

    let startup: Report["startup"];
    if (wanted("startup")) {
      // Cold starts of fresh processes, beside the long-running ones above (which stay idle meanwhile).
      log(
        `start-up: ${settings.starts} cold starts each of the compiled gateway, the gateway through tsx${peer ? ", the Apollo peer" : ""}`,
      );
      const s1 = all.find((s) => s.id === "S1")!;
      const uncachedEnv = { CACHE_ENABLED: "false" };
      const variants: StartupVariant[] = [
        {
          label: "gateway, compiled (`node dist/main.js`, now `npm start`)",
          start: () => startGateway("startup-compiled", sandbox.url, uncachedEnv),
        },
        {
          label: "gateway through tsx (`node --import tsx src/main.ts`, `npm start` before)",
          start: () => startGateway("startup-tsx", sandbox.url, uncachedEnv, "tsx"),
        },
        ...(peer ? [{ label: "Apollo peer (`node bench/peers/apollo/server.mjs`)", start: () => startPeer(sandbox.url) }] : []),
      ];
      startup = await measureStartup(variants, settings.starts, (servers) =>
        measureSides(
          servers.map((server) => ({ target: server.url, requests: () => s1.gatewayRequests(), server })),
          sandbox,
        ),
      );
    }

    // What every gateway-side scenario below gets: the sandbox, a way to start gateways, the load's shape.
    const scenario = {
      sandbox,
      jwt,
      startGateway,
      connections: settings.connections,
      durationS: settings.durationS,
      warmupS: settings.warmupS,
      transfers: settings.transfers,
      log,
    };

    let depositPlan: DepositPlanReport | { skipped: string } | undefined;
    if (wanted("S7")) {
      depositPlan = await runDepositPlanBench(scenario);
    }

    let familyPlans: FamilyPlanRow[] | undefined;
    if (wanted("S10")) {
      familyPlans = await runFamilyPlansBench(scenario);
    }

    let paymentRequest: PaymentRequestReport[] | undefined;
    if (wanted("S8")) {
      paymentRequest = await runPaymentRequestBench(scenario);
    }

    let sdaDetection: SdaDetectionReport | { skipped: string } | undefined;
    if (wanted("S9")) {
      sdaDetection = await runSdaDetectionBench({ sandbox, perBlock: 100, blocks: settings.sdaBlocks, log });
    }

    let walletBalances: WalletBalancesReport | { skipped: string } | undefined;
    if (wanted("S11")) {
      walletBalances = await runWalletBalancesBench(scenario);
    }

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
        webhookPath: BENCH_WEBHOOK_PATH,
        subscribers: settings.clusterSubscribers,
        rounds: settings.events,
        singleRedisUrl: (await redisReachable(settings.redisUrl)) ? settings.redisUrl : undefined,
        log,
      });
    }

    const report: Report & {
      clusterFanOut?: ClusterFanOutReport;
      depositPlan?: typeof depositPlan;
      paymentRequest?: PaymentRequestReport[];
      sdaDetection?: typeof sdaDetection;
      familyPlans?: FamilyPlanRow[];
      walletBalances?: typeof walletBalances;
    } = {
      generatedAt: new Date().toISOString(),
      commit: gitCommit(),
      machine: machine(),
      settings: { ...settings, redisUrl: undefined, totalSeconds: Math.round((performance.now() - started) / 1000) },
      rows,
      fanOut: fan,
      startup,
      clusterFanOut: clusterFan,
      depositPlan,
      paymentRequest,
      sdaDetection,
      familyPlans,
      walletBalances,
      targets: checkTargets(rows, fan),
    };
    mkdirSync(RESULTS, { recursive: true });
    // A partial run (BENCH_ONLY) must not replace the full results that docs/performance.md quotes.
    const file = settings.only ? "partial.json" : "latest.json";
    writeFileSync(RESULTS + file, `${JSON.stringify(report, null, 2)}\n`);
    process.stdout.write(`${markdown(report)}\n`);
    if (clusterFan) process.stdout.write(`\n${clusterFanOutMarkdown(clusterFan)}\n`);
    if (depositPlan) process.stdout.write(`\n${depositPlanMarkdown(depositPlan)}\n`);
    if (paymentRequest) process.stdout.write(`\n${paymentRequestMarkdown(paymentRequest)}\n`);
    if (sdaDetection) process.stdout.write(`\n${sdaDetectionMarkdown(sdaDetection)}\n`);
    if (familyPlans) process.stdout.write(`\n${familyPlansMarkdown(familyPlans)}\n`);
    if (walletBalances) process.stdout.write(`\n${walletBalancesMarkdown(walletBalances)}\n`);
    log(`wrote bench/results/${file} in ${report.settings.totalSeconds} s`);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

await main();
