/**
 * `npm run scaling:model` rewrites the capacity model of docs/scaling.md (between its
 * `capacity-model` markers) from the slopes of `npm run bench:live` in
 * bench/results/live-latest.json: straight lines fitted through L1 at several subscriber counts,
 * the per-instance limit each resource sets, the first one reached, and the projection for a
 * million concurrent watchers. test/docs.test.ts runs the same function and compares, so the
 * page's figures are always the JSON's.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { LiveReport } from "../bench/live-report.js";
import type { LiveRun } from "../bench/live-run.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const LIVE_RESULTS = resolve(ROOT, "bench/results/live-latest.json");
export const SCALING_DOC = resolve(ROOT, "docs/scaling.md");
export const MARKERS = {
  start: "<!-- capacity-model:start: `npm run scaling:model` writes this section from bench/results/live-latest.json -->",
  end: "<!-- capacity-model:end -->",
};

/** What the projection assumes; everything else comes from the measurement. */
export const ASSUMPTIONS = {
  watchers: 1_000_000,
  /** L1's design ratio: 200 events/s over 10,000 watchers, about 4 events over a 3-minute transfer. */
  eventsPerWatcherPerS: 0.02,
  /** Per gateway process (one per 2-vCPU instance). */
  rssBudgetMb: 1536,
  /** Share of one core the event loop may be busy: above it, lag (and every latency) grows without bound. */
  loopBusyBudgetPct: 70,
  /** `ulimit -n` of a gateway process (65,536 in production; this machine's hard limit is in the JSON). */
  openFiles: 65_536,
  /** Files that are not subscribers: Redis and upstream connections, webhooks, queries, probes. */
  reservedFiles: 1_000,
  p99TargetMs: 50,
  /** Share of one core a Redis shard may spend (one thread; headroom for failover and bursts). */
  redisShardBudgetPct: 50,
};

/** `y = a + b × subscribers`, least squares. */
export interface Fit {
  a: number;
  b: number;
}

function fit(points: [number, number][]): Fit {
  const n = points.length;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const sxx = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  const b = sxx === 0 ? 0 : points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0) / sxx;
  return { a: my - b * mx, b };
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/**
 * The line a cost is projected with: the fitted one when it grows, else flat at the highest measured value. A cost
 * that falls with the subscribers is noise or a fixed cost spread thinner; extrapolated, it would reach zero.
 */
function projected(series: { fit: Fit; values: number[] }): Fit {
  return series.fit.b >= 0 ? series.fit : { a: Math.max(...series.values), b: 0 };
}

/** One measured quantity at each slope point, and its fitted line. */
interface Series {
  label: string;
  values: number[];
  fit: Fit;
  /** How the slope reads, e.g. "+12.3 KiB per subscriber". */
  slope: string;
}

/** The subscribers a resource allows, per gateway instance or per Redis shard; undefined when it does not bind. */
interface Limit {
  resource: string;
  scope: "instance" | "shard";
  budget: string;
  subscribers: number | undefined;
  note: string;
}

/** The model computed from one live-latest.json. */
export interface CapacityModel {
  report: LiveReport;
  points: number[];
  series: Series[];
  limits: Limit[];
  bottleneck: string;
  perInstanceLimit: number;
  instances: number;
  perInstance: {
    subscribers: number;
    eventsPerS: number;
    rssMb: number;
    busyPct: number;
    redisCommandsPerS: number;
    channels: number;
  };
  redis: { commandsPerS: number; usPerCommand: number; cores: number; shards: number; subscriptionMemoryMb: number };
  eventsPerS: number;
  /** The fitted figures the projection is computed from. */
  inputs: {
    idleMb: number;
    rss: Fit;
    quiet: Fit;
    eventUsAtN: number;
    cmdsPerEvent: number;
    quietCmds: number;
    channelsPerSubscriber: number;
    redisBytesPerSubscriber: number;
  };
}

const n0 = (n: number) => Math.round(n).toLocaleString("en");
const n1 = (n: number) => n.toLocaleString("en", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const n3 = (n: number) => n.toLocaleString("en", { minimumFractionDigits: 3, maximumFractionDigits: 3 });
/** Three significant digits at least, with its sign: a slope may be negative (noise, or a fixed cost spread thinner). */
const signed = (n: number) => `${n < 0 ? "−" : "+"} ${Math.abs(n) >= 10 ? n1(Math.abs(n)) : n3(Math.abs(n))}`;

/** The largest n in [0, 1e8] with `f(n) <= budget` for an increasing `f`. */
function solve(f: (n: number) => number, budget: number): number | undefined {
  if (f(0) > budget) return 0;
  if (f(1e8) <= budget) return undefined;
  let [low, high] = [0, 1e8];
  while (high - low > 1) {
    const mid = (low + high) / 2;
    if (f(mid) <= budget) low = mid;
    else high = mid;
  }
  return Math.floor(low);
}

function seriesOf(slopes: LiveRun[]) {
  const make = (label: string, value: (r: LiveRun) => number, slopeScale: number, slopeUnit: string): Series => {
    const values = slopes.map(value);
    const f = fit(slopes.map((r, i) => [r.subscribers, values[i]!]));
    return { label, values, fit: f, slope: `${signed(f.b * slopeScale)} ${slopeUnit}` };
  };
  const perThousand = (unit: string) => `${unit} per 1,000 subscribers`.trim();
  return {
    rss: make("RSS above idle, MB", (r) => r.memory.subscribedRssMb - r.memory.idleRssMb, 1024, "KiB per subscriber"),
    heap: make(
      "JS heap above idle, MB",
      (r) => (r.memory.heapKibPerSubscriber * r.subscribers) / 1024,
      1024,
      "KiB per subscriber",
    ),
    quiet: make("quiet CPU, % of a core", (r) => r.cpu.quietCorePct, 1e4, "µs/s per subscriber"),
    event: make("CPU per event (net of quiet), µs", (r) => r.cpu.gatewayNetUsPerEvent, 1000, perThousand("µs")),
    p99: make("webhook -> subscriber p99, ms", (r) => r.latency.p99Ms, 1000, perThousand("ms")),
    lag: make("event-loop lag p99, ms", (r) => r.loop.lagP99Ms, 1000, perThousand("ms")),
    redisRate: make("Redis commands/s", (r) => r.redisLoad.commandsPerS, 1, "per subscriber"),
    redisPerEvent: make("Redis commands per event", (r) => r.redisLoad.commandsPerEvent, 1000, perThousand("")),
    redisQuiet: make(
      "quiet Redis commands per subscriber per s",
      (r) => r.redisLoad.quietCommandsPerSubscriberPerS,
      1000,
      perThousand(""),
    ),
    channels: make("Redis channels", (r) => r.redisLoad.channelsPerInstance, 1, "per subscriber"),
    redisMemory: make(
      "Redis memory above idle, MB",
      (r) => (r.memory.redisBytesPerSubscriber * r.subscribers) / 2 ** 20,
      2 ** 20,
      "bytes per subscriber",
    ),
  };
}

/** The capacity model of a live-latest.json. */
export function capacityModel(report: LiveReport): CapacityModel {
  const A = ASSUMPTIONS;
  const slopes = [...report.slopes].sort((a, b) => a.subscribers - b.subscribers);
  if (slopes.length < 2) throw new Error("the capacity model needs L1 at two subscriber counts at least (BENCH_LIVE_SLOPES)");
  const s = seriesOf(slopes);
  const points = slopes.map((r) => r.subscribers);
  const idleMb = mean(slopes.map((r) => r.memory.idleRssMb));
  const rss = projected(s.rss);
  const quiet = projected(s.quiet);
  const event = projected(s.event);
  const rssMb = (n: number) => idleMb + rss.a + rss.b * n;
  const eventUs = (n: number) => event.a + event.b * n;
  // At its own subscribers' share of the events: r × n events/s, each costing eventUs(n).
  const busyPct = (n: number) => quiet.a + quiet.b * n + (A.eventsPerWatcherPerS * n * eventUs(n)) / 1e4;
  // Latency is not a straight line (it grows without bound as the loop nears saturation): the limit is the largest
  // measured count whose p99 met the target, never an extrapolation. Measured at L1's fixed rate, which is more
  // events per subscriber than the projection's below L1's own count, so it errs on the safe side.
  const met = slopes.filter((r) => r.latency.p99Ms <= A.p99TargetMs);
  const latencyLimit = met.length > 0 ? Math.max(...met.map((r) => r.subscribers)) : 0;
  // The line at no subscribers: the window's commands per event also hold the subscribers' slot renewals.
  const cmdsPerEvent = s.redisPerEvent.fit.a;
  const quietCmds = mean(s.redisQuiet.values);
  const usPerCommand = mean(slopes.map((r) => r.cpu.redisUsPerEvent / r.redisLoad.commandsPerEvent));
  // Redis CPU per watcher per second, whichever instance holds it.
  const redisUsPerWatcher = (A.eventsPerWatcherPerS * cmdsPerEvent + quietCmds) * usPerCommand;
  const limits: Limit[] = [
    {
      resource: "memory",
      scope: "instance",
      budget: `${n0(A.rssBudgetMb)} MiB RSS`,
      subscribers: solve(rssMb, A.rssBudgetMb),
      note: `idle ${n1(idleMb)} MB + the RSS line`,
    },
    {
      resource: "event-loop busy (lag)",
      scope: "instance",
      budget: `${A.loopBusyBudgetPct} % of one core`,
      subscribers: solve(busyPct, A.loopBusyBudgetPct),
      note: `quiet CPU + ${A.eventsPerWatcherPerS} events/s per subscriber × CPU per event`,
    },
    {
      resource: "sockets",
      scope: "instance",
      budget: `${n0(A.openFiles)} open files`,
      subscribers: A.openFiles - A.reservedFiles,
      note: `one socket per subscriber, ${n0(A.reservedFiles)} kept for the rest`,
    },
    {
      resource: "event-loop lag (p99)",
      scope: "instance",
      budget: `p99 <= ${A.p99TargetMs} ms`,
      subscribers: latencyLimit,
      note:
        latencyLimit === 0
          ? `p99 above ${A.p99TargetMs} ms at every measured point (${slopes[0]!.ratePerS} events/s)`
          : `the largest measured point whose p99 met it (${slopes[0]!.ratePerS} events/s); not extrapolated beyond`,
    },
    {
      resource: "Redis channels and commands",
      scope: "shard",
      budget: `${A.redisShardBudgetPct} % of a core per shard`,
      subscribers: Math.floor((A.redisShardBudgetPct * 1e4) / redisUsPerWatcher),
      note:
        `(${A.eventsPerWatcherPerS} events/s × ${n1(cmdsPerEvent)} commands + ${n3(quietCmds)} quiet commands) × ` +
        `${n1(usPerCommand)} µs per subscriber, over all instances: one shard's share`,
    },
  ];
  const binding = limits.filter((l) => l.subscribers !== undefined).sort((a, b) => a.subscribers! - b.subscribers!);
  const first = binding[0]!;
  // A latency line above the target everywhere names the bottleneck but cannot size the fleet: the resources do;
  // and Redis grows by shards, not instances.
  const sizing = binding.find((l) => l.scope === "instance" && l.subscribers! > 0)!;
  const perInstanceLimit = sizing.subscribers!;
  const instances = Math.ceil(A.watchers / perInstanceLimit);
  const n = A.watchers / instances;
  const eventsPerS = A.watchers * A.eventsPerWatcherPerS;
  const channelsPerSubscriber = s.channels.fit.b;
  const instanceCommands = (eventsPerS / instances) * cmdsPerEvent + n * quietCmds;
  const redisCommands = instanceCommands * instances;
  const cores = (redisCommands * usPerCommand) / 1e6;
  return {
    report,
    points,
    series: Object.values(s),
    limits,
    bottleneck: first.resource,
    perInstanceLimit,
    instances,
    perInstance: {
      subscribers: n,
      eventsPerS: eventsPerS / instances,
      rssMb: rssMb(n),
      busyPct: busyPct(n),
      redisCommandsPerS: instanceCommands,
      channels: n * channelsPerSubscriber,
    },
    redis: {
      commandsPerS: redisCommands,
      usPerCommand,
      cores,
      shards: Math.max(1, Math.ceil((cores * 100) / A.redisShardBudgetPct)),
      subscriptionMemoryMb: A.watchers * s.redisMemory.fit.b,
    },
    eventsPerS,
    inputs: {
      idleMb,
      rss,
      quiet,
      eventUsAtN: eventUs(n),
      cmdsPerEvent,
      quietCmds,
      channelsPerSubscriber,
      redisBytesPerSubscriber: s.redisMemory.fit.b * 2 ** 20,
    },
  };
}

function bottleneckNote(m: CapacityModel): string {
  const first = m.limits.find((l) => l.resource === m.bottleneck)!;
  if (first.subscribers === 0) {
    return `The fleet below is sized by the next limit (${n0(m.perInstanceLimit)} subscribers per instance), which holds only once the latency does.`;
  }
  if (first.scope === "shard") {
    return `One Redis saturates at ${n0(first.subscribers!)} watchers, before one instance is full: beyond that the pub/sub needs a Redis Cluster (sharded pub/sub), sized below.`;
  }
  return `An instance holds at most ${n0(m.perInstanceLimit)} subscribers.`;
}

/** The markdown between the markers of docs/scaling.md. */
export function capacitySection(report: LiveReport): string {
  const m = capacityModel(report);
  const A = ASSUMPTIONS;
  const i = m.inputs;
  const n = m.perInstance.subscribers;

  const scale =
    report.scale === "small"
      ? `**Small-scale run** (L1 at ${m.points.map(n0).join(", ")} subscribers on a busy shared 2-core machine, where the issue ` +
        "asks for 1,000, 3,000 and 10,000 on a quiet one): the figures show the method, not the capacity. " +
        "`npm run bench:live` at its defaults, then `npm run scaling:model`, replaces them."
      : `Full-scale run: L1 at ${m.points.map(n0).join(", ")} subscribers.`;
  const lines = [
    MARKERS.start,
    `Measured: \`npm run bench:live\` of ${report.generatedAt}` +
      (report.commit ? `, commit ${report.commit.slice(0, 10)}` : "") +
      `, ${report.machine.nproc} × ${report.machine.cpuModel}. ${scale}`,
    "",
    `Assumed: ${n0(A.watchers)} concurrent watchers, each filtered to its own transfer, ${A.eventsPerWatcherPerS} events/s each ` +
      `(L1's ratio: about 4 events over a 3-minute transfer), so ${n0(m.eventsPerS)} events/s; a gateway process per 2-vCPU instance ` +
      `with ${n0(A.rssBudgetMb)} MiB of RSS, its event loop busy at most ${A.loopBusyBudgetPct} % of a core, ${n0(A.openFiles)} open files; ` +
      `a Redis shard at most ${A.redisShardBudgetPct} % of a core. Webhooks spread over the instances as subscribers do.`,
    "",
    `| measured (L1, ${m.report.slopes[0]?.ratePerS ?? "?"} events/s) | ${m.points.map((p) => `${n0(p)} subscribers`).join(" | ")} | fitted line: at 0 | slope |`,
    `|---|${m.points.map(() => "---|").join("")}---|---|`,
    ...m.series.map((x) => `| ${x.label} | ${x.values.map(n1).join(" | ")} | ${n1(x.fit.a)} | ${x.slope} |`),
    "",
    "| limit | budget | subscribers it allows | from |",
    "|---|---|---|---|",
    ...m.limits.map(
      (l) =>
        `| ${l.resource} | ${l.budget} | ${l.subscribers === undefined ? "not reached" : `${n0(l.subscribers)} per ${l.scope === "instance" ? "instance" : "Redis shard"}`} | ${l.note} |`,
    ),
    "",
    `**First bottleneck: ${m.bottleneck}.** ${bottleneckNote(m)}`,
    "",
    `| projection for ${n0(A.watchers)} watchers | value | from the measured lines |`,
    "|---|---|---|",
    `| events/s in all | ${n0(m.eventsPerS)} | ${n0(A.watchers)} × ${A.eventsPerWatcherPerS} |`,
    `| gateway instances | ${n0(m.instances)} | ${n0(A.watchers)} / ${n0(m.perInstanceLimit)} subscribers per instance, rounded up |`,
    `| per instance: subscribers, events/s | ${n0(n)}, ${n1(m.perInstance.eventsPerS)} | watchers and events shared evenly |`,
    `| per instance: RSS | ${n0(m.perInstance.rssMb)} MB | idle ${n1(i.idleMb)} MB ${signed(i.rss.a)} MB ${signed(i.rss.b * 1024)} KiB × ${n0(n)} |`,
    `| per instance: event loop busy | ${n1(m.perInstance.busyPct)} % of a core | ${n1(i.quiet.a)} % ${signed(i.quiet.b * 1e4)} µs/s × ${n0(n)} + ${n1(m.perInstance.eventsPerS)} events/s × ${n0(i.eventUsAtN)} µs |`,
    `| per instance: Redis commands/s | ${n0(m.perInstance.redisCommandsPerS)} | ${n1(m.perInstance.eventsPerS)} events/s × ${n1(i.cmdsPerEvent)} + ${n0(n)} × ${n3(i.quietCmds)} quiet |`,
    `| per instance: Redis channels | ${n0(m.perInstance.channels)} | ${n0(n)} × ${n3(i.channelsPerSubscriber)} |`,
    `| Redis in all: commands/s | ${n0(m.redis.commandsPerS)} | ${n0(m.instances)} instances × the above |`,
    `| Redis in all: CPU, shards | ${n1(m.redis.cores)} cores, ${n0(m.redis.shards)} masters | ${n1(m.redis.usPerCommand)} µs of Redis CPU per command (measured), ${A.redisShardBudgetPct} % of a core per shard |`,
    `| Redis memory for the subscriptions | ${n0(m.redis.subscriptionMemoryMb)} MB | ${n0(A.watchers)} × ${n0(i.redisBytesPerSubscriber)} bytes |`,
    MARKERS.end,
  ];
  return lines.join("\n");
}

/** `doc` with its capacity-model section replaced. */
export function withCapacitySection(doc: string, report: LiveReport): string {
  const start = doc.indexOf(MARKERS.start);
  const end = doc.indexOf(MARKERS.end);
  if (start < 0 || end < start) throw new Error(`docs/scaling.md has no capacity-model markers (${MARKERS.start})`);
  return doc.slice(0, start) + capacitySection(report) + doc.slice(end + MARKERS.end.length);
}

export const readLiveReport = (): LiveReport => JSON.parse(readFileSync(LIVE_RESULTS, "utf8")) as LiveReport;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(SCALING_DOC, withCapacitySection(readFileSync(SCALING_DOC, "utf8"), readLiveReport()));
  process.stdout.write(`wrote the capacity model of ${SCALING_DOC}\n`);
}
