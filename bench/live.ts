import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { redisClusterUnavailable } from "../test/utils/redis-cluster.js";
import { prepareExecutedTransfers, sandboxCall, sandboxJwt, serveSigningKey } from "./fixtures.js";
import { openFilesLimit } from "./live-load.js";
import { checkLiveTargets, FULL_CHURN_RATE, FULL_SCALE, liveMarkdown, type LiveReport, type LiveRowId } from "./live-report.js";
import { runLive, type LiveRun, type LiveRunOptions } from "./live-run.js";
import { BENCH_API_KEY, startSandbox } from "./processes.js";
import { gitCommit, machine } from "./run-info.js";

/**
 * `npm run bench:live`: live status at scale (issue 29). Each row starts its own gateway(s) as
 * `npm start` runs them, on a Redis of its own (a private `redis-server`, or a 3 + 3 cluster for
 * L5), opens subscribers from load-generator processes (bench/live-clients.ts), POSTs signed
 * webhooks at a rate and measures webhook -> subscriber latency, lost and duplicated deliveries,
 * memory, CPU, event-loop lag and Redis load. Tunable through BENCH_LIVE_* variables (see
 * docs/performance.md); this file is the live bench's only reader of the environment.
 */
const env = process.env;
const number = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);
const settings = {
  subscribers: number("BENCH_LIVE_SUBSCRIBERS", FULL_SCALE.L1),
  ratePerS: number("BENCH_LIVE_RATE", 200),
  durationS: number("BENCH_LIVE_DURATION_S", 30),
  unfilteredSubscribers: number("BENCH_LIVE_UNFILTERED", FULL_SCALE.L2),
  unfilteredRatePerS: number("BENCH_LIVE_UNFILTERED_RATE", 20),
  unfilteredDurationS: number("BENCH_LIVE_UNFILTERED_DURATION_S", 60),
  churnRatePerS: number("BENCH_LIVE_CHURN_RATE", FULL_CHURN_RATE),
  churnDurationS: number("BENCH_LIVE_CHURN_DURATION_S", 30),
  churnTransfers: number("BENCH_LIVE_CHURN_TRANSFERS", 1000),
  clusterSubscribers: number("BENCH_LIVE_CLUSTER_SUBSCRIBERS", FULL_SCALE.L5),
  slopes: (env.BENCH_LIVE_SLOPES ?? "1000,3000,10000")
    .split(",")
    .map(Number)
    .filter((n) => n > 0),
  quietS: number("BENCH_LIVE_QUIET_S", 10),
  perClientProcess: number("BENCH_LIVE_PER_CLIENT_PROCESS", 2500),
  subscribeConcurrency: number("BENCH_LIVE_SUBSCRIBE_CONCURRENCY", 200),
  only: env.BENCH_LIVE_ONLY ? env.BENCH_LIVE_ONLY.split(",").map((s) => s.trim()) : undefined,
  profile: env.BENCH_LIVE_PROFILE === "1",
  clientNice: number("BENCH_LIVE_CLIENT_NICE", 19),
};

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const RESULTS = fileURLToPath(new URL("./results/", import.meta.url));
const log = (line: string) => process.stderr.write(`[live] ${line}\n`);
const wanted = (id: string) => !settings.only || settings.only.includes(id);

/** Sockets one process may hold at most in this run: each gateway instance's subscribers plus the churn in flight. */
function checkOpenFiles(): void {
  const perInstance = Math.max(
    wanted("L1") || wanted("L3") || wanted("L4") ? settings.subscribers : 0,
    wanted("slopes") ? Math.max(0, ...settings.slopes) : 0,
    wanted("L2") ? settings.unfilteredSubscribers : 0,
    wanted("L5") ? Math.ceil(settings.clusterSubscribers / 3) : 0,
  );
  // Churned sockets close within a second or two; a few seconds' worth may be open at once.
  const needed = perInstance + (wanted("L3") ? settings.churnRatePerS * 5 : 0) + 1024;
  const limit = openFilesLimit();
  if (limit !== undefined && limit < needed) {
    throw new Error(
      `a gateway process will hold about ${needed} open files, but the open-files hard limit is ${limit}: ` +
        `raise it (e.g. \`ulimit -Hn ${needed} && ulimit -n ${needed}\` as root, or LimitNOFILE / limits.conf), ` +
        `or run fewer subscribers (BENCH_LIVE_SUBSCRIBERS, BENCH_LIVE_CLUSTER_SUBSCRIBERS, BENCH_LIVE_SLOPES). ` +
        `Node raises each process's soft limit to the hard one by itself.`,
    );
  }
  const [low, high] = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/).map(Number);
  const ports = high! - low! + 1;
  if (perInstance + settings.churnRatePerS * 60 > ports) {
    log(
      `note: ${ports} local ports for connections to one gateway port; the churn's closed sockets wait in TIME_WAIT ` +
        `(net.ipv4.tcp_tw_reuse lets loopback reuse them)`,
    );
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  checkOpenFiles();
  log("building dist/ (npm run build)");
  execFileSync("npm", ["run", "-s", "build"], { cwd: ROOT, stdio: ["ignore", "inherit", "inherit"] });
  const sandbox = await startSandbox("bench-live");
  try {
    const jwt = await sandboxJwt(sandbox.url, BENCH_API_KEY);
    const filteredMax = Math.max(
      wanted("L1") || wanted("L3") || wanted("L4") ? settings.subscribers : 0,
      wanted("slopes") ? Math.max(0, ...settings.slopes) : 0,
      wanted("L5") ? settings.clusterSubscribers : 0,
      // L2's events need transfers too, whoever watches them.
      100,
    );
    const churnCount = wanted("L3") ? settings.churnTransfers : 0;
    log(`preparing ${filteredMax + churnCount} executed transfers on the sandbox`);
    const prepared = await prepareExecutedTransfers(sandbox.url, jwt, filteredMax + churnCount);
    const transfers = prepared.slice(0, filteredMax);
    const churnTransfers = prepared.slice(filteredMax);
    // One gateway process per row and instance fetches the key once; a hundred rows' worth.
    const privateKey = await serveSigningKey(sandbox.url, 1000);
    const deps = {
      sandbox,
      privateKey,
      log,
      clientNice: settings.clientNice,
      ...(settings.profile ? { profileDir: `${RESULTS}profiles/` } : {}),
    };

    const clientProcesses = (subscribers: number) => Math.max(1, Math.ceil(subscribers / settings.perClientProcess));
    const filtered = (id: string, subscribers: number, extra: Partial<LiveRunOptions> = {}): LiveRunOptions => ({
      id,
      transport: "ws",
      instances: 1,
      redis: "single",
      subscribers,
      filtered: true,
      ratePerS: settings.ratePerS,
      durationS: settings.durationS,
      quietS: settings.quietS,
      transfers: transfers.slice(0, subscribers),
      clientProcesses: clientProcesses(subscribers),
      subscribeConcurrency: settings.subscribeConcurrency,
      ...extra,
    });

    const rows: Partial<Record<LiveRowId, LiveRun>> = {};
    const slopes: LiveRun[] = [];
    if (wanted("slopes")) {
      for (const n of settings.slopes) slopes.push(await runLive(filtered(`slope-${n}`, n), deps));
    }
    if (wanted("L1")) {
      rows.L1 =
        slopes.find((s) => s.subscribers === settings.subscribers) ?? (await runLive(filtered("L1", settings.subscribers), deps));
    }
    if (wanted("L2")) {
      rows.L2 = await runLive(
        filtered("L2", settings.unfilteredSubscribers, {
          filtered: false,
          ratePerS: settings.unfilteredRatePerS,
          durationS: settings.unfilteredDurationS,
          transfers,
        }),
        deps,
      );
    }
    if (wanted("L3")) {
      rows.L3 = await runLive(
        filtered("L3", settings.subscribers, {
          durationS: settings.churnDurationS,
          churn: { ratePerS: settings.churnRatePerS, durationS: settings.churnDurationS, transfers: churnTransfers },
          clientProcesses: clientProcesses(settings.subscribers) + 1,
        }),
        deps,
      );
    }
    if (wanted("L4")) rows.L4 = await runLive(filtered("L4", settings.subscribers, { transport: "sse" }), deps);
    if (wanted("L5")) {
      const unavailable = redisClusterUnavailable();
      if (unavailable) log(`L5 skipped: ${unavailable}`);
      else {
        rows.L5 = await runLive(
          filtered("L5", settings.clusterSubscribers, {
            instances: 3,
            redis: "cluster",
            killMasterAtS: settings.durationS / 2,
          }),
          deps,
        );
      }
    }

    const report: LiveReport = {
      generatedAt: new Date().toISOString(),
      commit: gitCommit(),
      machine: { ...machine(), openFilesLimit: openFilesLimit() },
      settings: { ...settings, totalSeconds: Math.round((performance.now() - started) / 1000) },
      scale: (Object.entries(rows) as [LiveRowId, LiveRun][]).some(([id, r]) => r.subscribers < FULL_SCALE[id])
        ? "small"
        : "full",
      rows,
      slopes,
      targets: checkLiveTargets(rows, slopes),
    };
    mkdirSync(RESULTS, { recursive: true });
    // A partial run must not replace the full results that docs/scaling.md is computed from.
    const file = settings.only ? "live-partial.json" : "live-latest.json";
    writeFileSync(RESULTS + file, `${JSON.stringify(report, null, 2)}\n`);
    process.stdout.write(`${liveMarkdown(report)}\n`);
    log(`wrote bench/results/${file} in ${report.settings.totalSeconds as number} s`);
  } finally {
    await sandboxCall(sandbox.url, "DELETE", "/sandbox/overrides").catch(() => {});
    await sandbox.stop();
  }
}

await main();
