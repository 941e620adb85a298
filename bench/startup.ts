import type { ServerProcess } from "./processes.js";
import type { SideResult } from "./report.js";

/** One way of running a GraphQL server: the compiled gateway, the gateway through tsx, the peer. */
export interface StartupVariant {
  label: string;
  start(): Promise<ServerProcess>;
}

/** Start-up and memory of one variant: medians over the cold starts, then one run under load. */
export interface StartupRow {
  label: string;
  starts: number;
  /** Spawn to the "listening" line on stdout, ms (median). */
  listeningMs: number;
  /** Spawn to the first answer of `{ __typename }`, ms (median). */
  firstAnswerMs: number;
  /** RSS two seconds after that answer, with nothing else asked (median). */
  idleRssMb: number;
  /** The S1 load on the last start (warm-up, then slices interleaved with the other variants): RSS at its end, CPU per operation. */
  load: Pick<SideResult, "opsPerSec" | "p50Ms" | "p99Ms" | "gatewayCpuUsPerOp" | "gatewayRssMb" | "failures">;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `{ __typename }` until it is answered; returns ms since the spawn. */
async function firstAnswer(server: ServerProcess, timeoutMs = 30_000): Promise<number> {
  const body = JSON.stringify({ query: "{ __typename }" });
  for (;;) {
    try {
      const res = await fetch(`${server.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body });
      const answer = (await res.json()) as { data?: { __typename?: string } };
      if (res.ok && answer.data?.__typename) return performance.now() - server.spawnedAt;
    } catch {
      // Not answering yet.
    }
    if (performance.now() - server.spawnedAt > timeoutMs) throw new Error(`${server.name} never answered { __typename }`);
    await sleep(5);
  }
}

/**
 * Cold-starts every variant `starts` times, interleaved (A B C, A B C, ...) so that a busier
 * moment of the machine does not land on one variant only. Each start is stopped once its idle
 * RSS is read, except in the last round: those processes stay up and get `underLoad` together
 * (which interleaves its slices across them), then stop.
 */
export async function measureStartup(
  variants: StartupVariant[],
  starts: number,
  underLoad: (servers: ServerProcess[]) => Promise<SideResult[]>,
): Promise<StartupRow[]> {
  const samples = variants.map(() => ({ listening: [] as number[], first: [] as number[], idle: [] as number[] }));
  let loads: SideResult[] = [];
  for (let round = 0; round < starts; round++) {
    const last = round === starts - 1;
    const alive: ServerProcess[] = [];
    try {
      for (const [i, variant] of variants.entries()) {
        const server = await variant.start();
        alive.push(server);
        const sample = samples[i]!;
        sample.listening.push(performance.now() - server.spawnedAt);
        sample.first.push(await firstAnswer(server));
        await sleep(2_000);
        sample.idle.push((await server.usage()).rssBytes / 2 ** 20);
        if (!last) await alive.pop()!.stop();
      }
      if (last) loads = await underLoad(alive);
    } finally {
      await Promise.all(alive.map((server) => server.stop()));
    }
  }
  return variants.map((variant, i) => {
    const { listening, first, idle } = samples[i]!;
    const { opsPerSec, p50Ms, p99Ms, gatewayCpuUsPerOp, gatewayRssMb, failures } = loads[i]!;
    return {
      label: variant.label,
      starts,
      listeningMs: median(listening),
      firstAnswerMs: median(first),
      idleRssMb: median(idle),
      load: { opsPerSec, p50Ms, p99Ms, gatewayCpuUsPerOp, gatewayRssMb, failures },
    };
  });
}
