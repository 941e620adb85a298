import type { FanOutResult } from "./fan-out.js";
import type { LoadResult } from "./load.js";
import type { StartupRow } from "./startup.js";

/** One side (gateway, the peer gateway, or direct REST) of a scenario row. */
export interface SideResult extends LoadResult {
  /** Upstream (sandbox) requests per completed operation, from the sandbox's stats. */
  upstreamCallsPerOp: number;
  /** CPU time (user + system) of the GraphQL server's process per operation; undefined for direct REST. */
  gatewayCpuUsPerOp?: number;
  /** CPU time of the sandbox process per operation: what the upstream itself spends. */
  upstreamCpuUsPerOp: number;
  /** The GraphQL server's resident set size at the end of the run; undefined for direct REST. */
  gatewayRssMb?: number;
  /** Interleaved slices the measured window was cut into (BENCH_ROUNDS). */
  slices: number;
}

/** A scenario at one upstream latency: the gateway and direct REST, measured in the same run. */
export interface Row {
  scenario: string;
  title: string;
  upstreamLatencyMs: number;
  /** Spread of that latency: each upstream answer waits `upstreamLatencyMs ± upstreamJitterMs` (0: constant). */
  upstreamJitterMs: number;
  expectedCallsPerOp: number;
  gateway: SideResult;
  direct: SideResult;
  /** The reference gateway (Apollo Server + RESTDataSource) on the same operation; absent with BENCH_PEER=off. */
  peer?: SideResult;
  /** gateway / direct. */
  ratios: { opsPerSec: number; p50: number; p99: number };
  /** gateway / peer: below 1 means the gateway spends less (CPU, latency, memory) or serves less (ops/s). */
  vsPeer?: { opsPerSec: number; cpu: number; p50: number; p99: number; rss: number };
  /** gateway - direct, in ms. */
  addedMs: { p50: number; p99: number };
}

/** Everything `bench/results/latest.json` holds. */
export interface Report {
  generatedAt: string;
  commit: string | undefined;
  machine: { nproc: number; cpuModel: string; node: string; platform: string };
  settings: Record<string, unknown>;
  rows: Row[];
  fanOut: FanOutResult | { skipped: string } | undefined;
  /** Start-up and memory: the compiled gateway, the same through tsx (as `npm start` ran before the build), the peer. */
  startup: StartupRow[] | undefined;
  targets: TargetCheck[];
}

/** A target of the issue and whether this run met it. */
export interface TargetCheck {
  target: string;
  measured: string;
  met: boolean;
}

const f = (n: number | undefined, digits = 1) => (n === undefined || !Number.isFinite(n) ? "–" : n.toFixed(digits));
const signed = (n: number) => (n >= 0 ? "+" : "") + n.toFixed(2);
/** "20 ms", or "20 ± 3 ms" for a jittered pass. */
export const latencyLabel = (latencyMs: number, jitterMs: number) =>
  jitterMs > 0 ? `${latencyMs} ± ${jitterMs} ms` : `${latencyMs} ms`;
const latencyOf = (r: Row) => latencyLabel(r.upstreamLatencyMs, r.upstreamJitterMs);

/** Builds a row from its sides. */
export function row(base: Omit<Row, "ratios" | "vsPeer" | "addedMs">): Row {
  const { gateway: g, direct: d, peer: p } = base;
  return {
    ...base,
    ratios: { opsPerSec: g.opsPerSec / d.opsPerSec, p50: g.p50Ms / d.p50Ms, p99: g.p99Ms / d.p99Ms },
    ...(p
      ? {
          vsPeer: {
            opsPerSec: g.opsPerSec / p.opsPerSec,
            cpu: (g.gatewayCpuUsPerOp ?? NaN) / (p.gatewayCpuUsPerOp ?? NaN),
            p50: g.p50Ms / p.p50Ms,
            p99: g.p99Ms / p.p99Ms,
            rss: (g.gatewayRssMb ?? NaN) / (p.gatewayRssMb ?? NaN),
          },
        }
      : {}),
    addedMs: { p50: g.p50Ms - d.p50Ms, p99: g.p99Ms - d.p99Ms },
  };
}

/** Checks the issue's targets against the rows and the fan-out. */
export function checkTargets(rows: Row[], fanOut: Report["fanOut"]): TargetCheck[] {
  const find = (scenario: string, latency: number) =>
    rows.find((r) => r.scenario === scenario && r.upstreamLatencyMs === latency && r.upstreamJitterMs === 0);
  const checks: TargetCheck[] = [];
  const s1 = find("S1", 0);
  const s2 = find("S2", 0);
  if (s1)
    checks.push({
      target: "S1 gateway CPU <= 250 µs/op",
      measured: `${f(s1.gateway.gatewayCpuUsPerOp, 0)} µs`,
      met: (s1.gateway.gatewayCpuUsPerOp ?? Infinity) <= 250,
    });
  if (s1 && s2) {
    const third = (s1.gateway.gatewayCpuUsPerOp ?? 0) / 3;
    checks.push({
      target: "S2 gateway CPU <= S1 / 3",
      measured: `${f(s2.gateway.gatewayCpuUsPerOp, 0)} µs vs ${f(third, 0)} µs`,
      met: (s2.gateway.gatewayCpuUsPerOp ?? Infinity) <= third,
    });
  }
  for (const r of rows.filter((x) => x.scenario === "S2" || x.scenario === "S3")) {
    checks.push({
      target: `${r.scenario} upstream calls/op = ${r.expectedCallsPerOp} (${latencyOf(r)})`,
      measured: f(r.gateway.upstreamCallsPerOp, 3),
      // Operations in flight across each slice's stats reset and at its stop (up to one per
      // connection each time) make calls that are not matched by a counted operation.
      met:
        Math.abs(r.gateway.upstreamCallsPerOp - r.expectedCallsPerOp) <=
        (2 * r.gateway.slices * r.gateway.connections * Math.max(1, r.expectedCallsPerOp)) / r.gateway.ops,
    });
  }
  for (const r of rows.filter((x) => x.upstreamLatencyMs === 20)) {
    checks.push({
      target: `${r.scenario} added p50 <= 1 ms at ${latencyOf(r)}`,
      measured: `${signed(r.addedMs.p50)} ms`,
      met: r.addedMs.p50 <= 1,
    });
    checks.push({
      target: `${r.scenario} added p99 <= 5 ms at ${latencyOf(r)}`,
      measured: `${signed(r.addedMs.p99)} ms`,
      met: r.addedMs.p99 <= 5,
    });
  }
  if (fanOut && "p99Ms" in fanOut) {
    checks.push({
      target: "S5 every subscriber gets each event exactly once",
      measured: `${fanOut.duplicates} duplicates, ${fanOut.missing} missing`,
      met: fanOut.exactlyOnce,
    });
    checks.push({
      target: "S5 webhook POST -> subscriber p99 <= 100 ms",
      measured: `${f(fanOut.p99Ms)} ms`,
      met: fanOut.p99Ms <= 100,
    });
  }
  return checks;
}

/** The markdown tables printed at the end of `npm run bench` (and pasted into docs/performance.md). */
export function markdown(report: Report): string {
  const lines = [
    `Run ${report.generatedAt} on ${report.machine.nproc} × ${report.machine.cpuModel}, node ${report.machine.node}` +
      (report.commit ? `, commit ${report.commit.slice(0, 10)}` : ""),
    "",
    "| scenario | upstream latency | ops/s gateway | ops/s direct | ratio | p50 gateway | p50 direct | p99 gateway | p99 direct | added p50 | added p99 | gateway CPU µs/op | sandbox CPU µs/op (direct) | upstream calls/op (gateway / direct) | gateway RSS MB | CPU / Apollo | p50 / Apollo | p99 / Apollo | RSS / Apollo |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const r of report.rows) {
    const { gateway: g, direct: d, vsPeer: v } = r;
    lines.push(
      `| ${r.scenario} ${r.title} | ${latencyOf(r)} | ${f(g.opsPerSec, 0)} | ${f(d.opsPerSec, 0)} | ${f(r.ratios.opsPerSec, 2)} | ` +
        `${f(g.p50Ms, 2)} | ${f(d.p50Ms, 2)} | ${f(g.p99Ms, 2)} | ${f(d.p99Ms, 2)} | ${signed(r.addedMs.p50)} | ${signed(r.addedMs.p99)} | ` +
        `${f(g.gatewayCpuUsPerOp, 0)} | ${f(d.upstreamCpuUsPerOp, 0)} | ${f(g.upstreamCallsPerOp, 3)} / ${f(d.upstreamCallsPerOp, 3)} | ${f(g.gatewayRssMb, 0)} | ` +
        `${f(v?.cpu, 2)} | ${f(v?.p50, 2)} | ${f(v?.p99, 2)} | ${f(v?.rss, 2)} |`,
    );
  }
  const withPeer = report.rows.filter((r) => r.peer);
  if (withPeer.length > 0) {
    lines.push(
      "",
      "| scenario vs Apollo peer | upstream latency | ops/s gateway | ops/s Apollo | CPU µs/op gateway | CPU µs/op Apollo | p50 gateway | p50 Apollo | p99 gateway | p99 Apollo | RSS MB gateway | RSS MB Apollo | upstream calls/op (gateway / Apollo) |",
      "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    );
    for (const r of withPeer) {
      const { gateway: g, peer: p } = r as Row & { peer: SideResult };
      lines.push(
        `| ${r.scenario} ${r.title} | ${latencyOf(r)} | ${f(g.opsPerSec, 0)} | ${f(p.opsPerSec, 0)} | ` +
          `${f(g.gatewayCpuUsPerOp, 0)} | ${f(p.gatewayCpuUsPerOp, 0)} | ${f(g.p50Ms, 2)} | ${f(p.p50Ms, 2)} | ${f(g.p99Ms, 2)} | ${f(p.p99Ms, 2)} | ` +
          `${f(g.gatewayRssMb, 0)} | ${f(p.gatewayRssMb, 0)} | ${f(g.upstreamCallsPerOp, 3)} / ${f(p.upstreamCallsPerOp, 3)} |`,
      );
    }
  }
  const failures = report.rows.filter((r) => r.gateway.failures + r.direct.failures + (r.peer?.failures ?? 0) > 0);
  if (failures.length > 0) {
    lines.push(
      "",
      `Failed requests in: ${failures.map((r) => `${r.scenario} at ${latencyOf(r)}`).join(", ")} (see latest.json).`,
    );
  }
  const fo = report.fanOut;
  if (fo && "p99Ms" in fo) {
    lines.push(
      "",
      "| S5 fan-out | subscribers | instances | events | webhook -> subscriber p50 | p99 | last subscriber per event | exactly once | subscribe all |",
      "|---|---|---|---|---|---|---|---|---|",
      `| graphql-ws, Redis pub/sub | ${fo.subscribers} | ${fo.instances} | ${fo.rounds} | ${f(fo.p50Ms)} ms | ${f(fo.p99Ms)} ms | ` +
        `${fo.lastSubscriberMs.map((m) => f(m)).join(", ")} ms | ${fo.exactlyOnce ? "yes" : `no (${fo.duplicates} duplicates, ${fo.missing} missing)`} | ${f(fo.subscribeSeconds)} s |`,
    );
  } else if (fo) {
    lines.push("", `S5 fan-out skipped: ${fo.skipped}`);
  }
  if (report.startup) {
    lines.push(
      "",
      "| start-up and memory (then S1 load, uncached, 0 ms, interleaved) | cold starts | spawn -> listening ms | spawn -> first answer ms | idle RSS MB | RSS after load MB | CPU µs/op under load | ops/s under load |",
      "|---|---|---|---|---|---|---|---|",
    );
    for (const s of report.startup) {
      lines.push(
        `| ${s.label} | ${s.starts} | ${f(s.listeningMs, 0)} | ${f(s.firstAnswerMs, 0)} | ${f(s.idleRssMb, 0)} | ${f(s.load.gatewayRssMb, 0)} | ` +
          `${f(s.load.gatewayCpuUsPerOp, 0)} | ${f(s.load.opsPerSec, 0)} |`,
      );
    }
  }
  lines.push("", "| target | measured | met |", "|---|---|---|");
  for (const t of report.targets) lines.push(`| ${t.target} | ${t.measured} | ${t.met ? "yes" : "**no**"} |`);
  return lines.join("\n");
}
