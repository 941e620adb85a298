import type { LiveRun } from "./live-run.js";
import type { TargetCheck } from "./report.js";

/** The issue's scale for each row; a run below it is a small-scale run, marked as such. */
export const FULL_SCALE = { L1: 10_000, L2: 1_000, L3: 10_000, L4: 10_000, L5: 30_000 } as const;

export type LiveRowId = keyof typeof FULL_SCALE;

/** L3's churn in the issue: new subscriptions per second. */
export const FULL_CHURN_RATE = 500;

/** Everything `bench/results/live-latest.json` holds. */
export interface LiveReport {
  generatedAt: string;
  commit: string | undefined;
  machine: { nproc: number; cpuModel: string; node: string; platform: string; openFilesLimit: number | undefined };
  settings: Record<string, unknown>;
  /** `small` when any row ran below the issue's scale (the lead reruns at full scale). */
  scale: "full" | "small";
  rows: Partial<Record<LiveRowId, LiveRun>>;
  /** L1 at each subscriber count of BENCH_LIVE_SLOPES, for the capacity model (scripts/capacity-model.ts). */
  slopes: LiveRun[];
  targets: TargetCheck[];
}

const f = (n: number | undefined, digits = 1) => (n === undefined || !Number.isFinite(n) ? "–" : n.toFixed(digits));
const scaleNote = (id: LiveRowId, run: LiveRun) =>
  run.subscribers < FULL_SCALE[id]
    ? ` (at ${run.subscribers.toLocaleString("en")}, issue: ${FULL_SCALE[id].toLocaleString("en")})`
    : "";
const once = (r: LiveRun) =>
  `${r.deliveries.lost} lost, ${r.deliveries.duplicated} duplicated, ${r.deliveries.misrouted} misrouted` +
  (r.subscribe.failed > 0 ? `, ${r.subscribe.failed} subscribers never opened` : "") +
  (r.deliveries.dropped > 0 ? `, ${r.deliveries.dropped} connections dropped` : "") +
  (r.webhooks.abandoned > 0 ? `, ${r.webhooks.abandoned} webhooks never accepted` : "");
const exactlyOnce = (r: LiveRun) =>
  r.deliveries.lost === 0 &&
  r.deliveries.duplicated === 0 &&
  r.deliveries.misrouted === 0 &&
  r.webhooks.abandoned === 0 &&
  r.subscribe.failed === 0;

/** The issue's targets against the rows, as bench/report.ts checks `npm run bench`'s. */
export function checkLiveTargets(rows: LiveReport["rows"], slopes: LiveRun[]): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const perSubscriberTargets = (id: "L1" | "L4", r: LiveRun) => {
    const note = scaleNote(id, r);
    checks.push(
      {
        target: `${id} webhook -> subscriber p99 <= 50 ms${note}`,
        measured: `${f(r.latency.p99Ms)} ms`,
        met: r.latency.p99Ms <= 50,
      },
      {
        target: `${id} on the gateway's clock (webhook arrival -> last frame written) p99 <= 50 ms${note}`,
        measured: `${f(r.gatewayClock.p99Ms)} ms; ${f(r.gatewayClock.within50MsPct, 2)} % within 50 ms, ${r.gatewayClock.count} events`,
        met: r.gatewayClock.within50MsPct >= 99,
      },
      { target: `${id} 0 lost, 0 duplicated${note}`, measured: once(r), met: exactlyOnce(r) },
      {
        target: `${id} RSS per subscriber <= 16 KiB above idle${note}`,
        measured: `${f(r.memory.rssKibPerSubscriber)} KiB`,
        met: r.memory.rssKibPerSubscriber <= 16,
      },
      {
        target: `${id} gateway CPU per delivered event (reported)${note}`,
        measured: `${f(r.cpu.gatewayUsPerDelivery, 0)} µs`,
        met: true,
      },
    );
  };
  if (rows.L1) perSubscriberTargets("L1", rows.L1);
  if (rows.L2) {
    const r = rows.L2;
    checks.push(
      {
        target: `L2 unfiltered, every event, p99 <= 100 ms at ${r.ratePerS}/s for ${r.durationS} s${scaleNote("L2", r)}`,
        measured: `${f(r.latency.p99Ms)} ms`,
        met: r.latency.p99Ms <= 100,
      },
      { target: "L2 0 lost, 0 duplicated", measured: once(r), met: exactlyOnce(r) },
    );
  }
  if (rows.L3?.churn) {
    const { churn } = rows.L3;
    const note = scaleNote("L3", rows.L3);
    checks.push(
      {
        target: `L3 churn at ${churn.ratePerS}/s: no error${note}${churn.ratePerS < FULL_CHURN_RATE ? ` (churn issue: ${FULL_CHURN_RATE}/s)` : ""}`,
        measured: `${churn.errors} errors of ${churn.started}${churn.errorSamples[0] ? ` (${churn.errorSamples[0]})` : ""}`,
        met: churn.errors === 0 && churn.completed === churn.started,
      },
      {
        target: "L3 RSS back within 10 MB of its start after the churn",
        measured: `${f(churn.rssBeforeMb)} -> ${f(churn.rssAfterMb)} MB (heap in use ${f(churn.heapBeforeMb)} -> ${f(churn.heapAfterMb)} MB)`,
        met: churn.rssAfterMb - churn.rssBeforeMb <= 10,
      },
      {
        target: "L3 current-state reads deduplicated and cached (upstream reads <= distinct transfers)",
        measured: `${churn.upstreamReads} reads for ${churn.started} subscriptions to ${churn.distinctTransfers} transfers`,
        met: churn.upstreamReads <= churn.distinctTransfers,
      },
    );
  }
  if (rows.L4) perSubscriberTargets("L4", rows.L4);
  if (rows.L5) {
    const r = rows.L5;
    const steady = r.latency.byPhase.steady;
    checks.push(
      {
        target: `L5 3 instances on a 3+3 cluster: each event once${scaleNote("L5", r)}`,
        measured: once(r),
        met: exactlyOnce(r),
      },
      {
        target: "L5 p99 <= 100 ms (before the kill)",
        measured: `${f(steady?.p99Ms)} ms`,
        met: (steady?.p99Ms ?? Infinity) <= 100,
      },
      {
        target: "L5 a master killed mid-run loses nothing",
        measured: r.failover
          ? `${r.latency.byPhase.failover?.count ?? 0} deliveries after the kill, max ${f(r.latency.byPhase.failover?.maxMs, 0)} ms, ${r.webhooks.retries} webhook retries, ${r.deliveries.lost} lost`
          : "no master killed",
        met: r.failover !== undefined && r.deliveries.lost === 0 && r.webhooks.abandoned === 0,
      },
    );
  }
  if (slopes.length > 0) {
    checks.push({
      target: "slopes: L1 at >= 3 subscriber counts for the capacity model",
      measured: slopes.map((s) => s.subscribers).join(", "),
      met: slopes.length >= 3,
    });
  }
  const all = [...Object.values(rows), ...slopes];
  const busiest = Math.max(...all.map((r) => r.cpu.clientMaxCorePct));
  const senderLag = Math.max(...all.map((r) => r.webhooks.senderMaxLagMs));
  checks.push({
    target: "harness: no load-generator process above 90 % of a core, webhooks sent on schedule (lag <= 50 ms)",
    measured: `busiest ${f(busiest, 0)} %, sender lag ${f(senderLag, 0)} ms`,
    met: busiest <= 90 && senderLag <= 50,
  });
  return checks;
}

const row = (label: string, r: LiveRun) =>
  `| ${label} | ${r.transport} | ${r.instances} | ${r.subscribers} | ${r.ratePerS}/s × ${r.durationS} s | ` +
  `${f(r.latency.p50Ms)} | ${f(r.latency.p99Ms)} | ${f(r.gatewayClock.p50Ms)} | ${f(r.gatewayClock.p99Ms)} | ` +
  `${r.deliveries.lost} / ${r.deliveries.duplicated} / ${r.deliveries.misrouted} | ` +
  `${f(r.memory.rssKibPerSubscriber)} | ${f(r.cpu.gatewayUsPerEvent, 0)} | ${f(r.cpu.gatewayUsPerDelivery, 0)} | ${f(r.cpu.windowCorePct, 0)} | ` +
  `${f(r.loop.lagP99Ms)} | ${f(r.redisLoad.commandsPerEvent)} | ${f(r.redisLoad.channelsPerInstance, 0)} | ${f(r.cpu.clientMaxCorePct, 0)} |`;

/** The tables printed at the end of `npm run bench:live`. */
export function liveMarkdown(report: LiveReport): string {
  const m = report.machine;
  const lines = [
    `Run ${report.generatedAt} on ${m.nproc} × ${m.cpuModel}, node ${m.node}` +
      (report.commit ? `, commit ${report.commit.slice(0, 10)}` : "") +
      (report.scale === "small" ? " — **small scale**" : ""),
    "",
    "| row | transport | instances | subscribers | events | p50 ms | p99 ms | gateway clock p50 ms | gateway clock p99 ms | lost / dup / misrouted | RSS KiB/sub | CPU µs/event | CPU µs/delivery | CPU % | lag p99 ms | Redis cmds/event | channels/instance | busiest client CPU % |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const [id, r] of Object.entries(report.rows)) lines.push(row(id, r));
  const churn = report.rows.L3?.churn;
  if (churn) {
    lines.push(
      "",
      `L3 churn: ${churn.started} subscriptions at ${churn.ratePerS}/s, ${churn.completed} completed, ${churn.errors} errors; ` +
        `first message p50 ${f(churn.firstMessageP50Ms)} ms, p99 ${f(churn.firstMessageP99Ms)} ms; RSS ${f(churn.rssBeforeMb)} -> ${f(churn.rssAfterMb)} MB ` +
        `(heap in use ${f(churn.heapBeforeMb)} -> ${f(churn.heapAfterMb)} MB); ` +
        `${churn.upstreamReads} upstream current-state reads for ${churn.distinctTransfers} transfers.`,
    );
  }
  const l5 = report.rows.L5;
  if (l5?.failover) {
    const s = l5.latency.byPhase.steady;
    const fo = l5.latency.byPhase.failover;
    lines.push(
      "",
      `L5 failover: master ${l5.failover.node} killed at ${f(l5.failover.killedAtS)} s; before: p99 ${f(s?.p99Ms)} ms; ` +
        `after: ${fo?.count ?? 0} deliveries, p99 ${f(fo?.p99Ms)} ms, max ${f(fo?.maxMs, 0)} ms; ${l5.webhooks.retries} webhook retries.`,
    );
  }
  if (report.slopes.length > 0) {
    lines.push(
      "",
      "| slope: L1 at | RSS above idle MB | RSS KiB/sub | heap KiB/sub | quiet CPU % | net CPU µs/event | p50 / p99 ms | gateway clock p50 / p99 ms | lag p99 ms | Redis cmds/s | quiet Redis cmds/sub/s | channels | Redis B/sub | CPU % gateway / clients / sender / Redis |",
      "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    );
    for (const s of report.slopes) {
      lines.push(
        `| ${s.subscribers} | ${f(s.memory.subscribedRssMb - s.memory.idleRssMb)} | ${f(s.memory.rssKibPerSubscriber)} | ${f(s.memory.heapKibPerSubscriber)} | ` +
          `${f(s.cpu.quietCorePct)} | ${f(s.cpu.gatewayNetUsPerEvent, 0)} | ${f(s.latency.p50Ms)} / ${f(s.latency.p99Ms)} | ` +
          `${f(s.gatewayClock.p50Ms)} / ${f(s.gatewayClock.p99Ms)} | ${f(s.loop.lagP99Ms)} | ${f(s.redisLoad.commandsPerS, 0)} | ` +
          `${f(s.redisLoad.quietCommandsPerSubscriberPerS, 3)} | ${f(s.redisLoad.channelsPerInstance, 0)} | ${f(s.memory.redisBytesPerSubscriber, 0)} | ` +
          `${f(s.cpu.windowCorePct, 0)} / ${f(s.cpu.clientsCorePct, 0)} / ${f(s.cpu.senderCorePct, 0)} / ${f(s.cpu.redisCorePct, 0)} |`,
      );
    }
  }
  lines.push("", "Machine during each window (other work on it included):", "");
  for (const [id, r] of [...Object.entries(report.rows), ...report.slopes.map((s) => [s.id, s] as const)]) {
    const m = r.machine;
    lines.push(
      `- ${id}: load ${f(m.load1[0], 2)} -> ${f(m.load1[1], 2)}, cores ${f(m.busyPct, 0)} % busy; CPU % of a core: gateway ${f(r.cpu.windowCorePct, 0)}, ` +
        `clients ${f(r.cpu.clientsCorePct, 0)}, sender ${f(r.cpu.senderCorePct, 0)}, Redis ${f(r.cpu.redisCorePct, 0)}; ` +
        `waiting for a core: gateway loop ${f(m.gatewayWaitPct)} %, clients' loops up to ${f(m.clientMaxWaitPct)} % of the window` +
        `${m.clientNice ? `; client processes at nice ${m.clientNice}` : ""}`,
    );
  }
  lines.push("", "| target | measured | met |", "|---|---|---|");
  for (const t of report.targets) lines.push(`| ${t.target} | ${t.measured} | ${t.met ? "yes" : "**no**"} |`);
  return lines.join("\n");
}
