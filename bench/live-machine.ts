import { readdirSync, readFileSync } from "node:fs";
import { setPriority } from "node:os";

/** What the machine did while a window ran: its load, how busy its cores were, and who waited for one. */
export interface MachineShare {
  /** 1-minute load average at the window's start and end (other work on the machine counts in it). */
  load1: [number, number];
  /** Busy share of all cores over the window, % (from /proc/stat: everything on the machine). */
  busyPct: number;
  /**
   * Time each process's main thread (its event loop) was ready to run and waited for a core, % of
   * the window (/proc/<pid>/schedstat): the gateway's, and the load generators' (the most waited).
   */
  gatewayWaitPct: number;
  clientMaxWaitPct: number;
  /** The client processes' nice value over the window (see {@link yieldToGateways}); 0: as the gateways'. */
  clientNice: number;
}

/** A point to measure a window from. */
export interface MachineMark {
  at: number;
  load1: number;
  /** Busy and total jiffies of all cores. */
  busy: number;
  total: number;
  /** Run-queue wait of each watched process's main thread, ns. */
  waitNs: number[];
}

function cpuJiffies(): { busy: number; total: number } {
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal: idle and iowait are not busy.
  const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - fields[3]! - fields[4]!, total };
}

/** ns the process's main thread has waited on a run queue; NaN when it is gone. */
function runQueueWaitNs(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, "utf8").split(" ")[1]);
  } catch {
    return Number.NaN;
  }
}

/** Marks now, for the gateway's pids first, then the load generators'. */
export function markMachine(pids: number[]): MachineMark {
  return {
    at: performance.now(),
    load1: Number(readFileSync("/proc/loadavg", "utf8").split(" ")[0]),
    ...cpuJiffies(),
    waitNs: pids.map(runQueueWaitNs),
  };
}

/** The window between two marks of the same pids; `gateways` of them are gateways. */
export function machineShare(start: MachineMark, end: MachineMark, gateways: number, clientNice: number): MachineShare {
  const windowNs = (end.at - start.at) * 1e6;
  const waits = end.waitNs.map((ns, i) => ((ns - start.waitNs[i]!) / windowNs) * 100);
  return {
    load1: [start.load1, end.load1],
    busyPct: ((end.busy - start.busy) / Math.max(1, end.total - start.total)) * 100,
    gatewayWaitPct: Math.max(...waits.slice(0, gateways)),
    clientMaxWaitPct: Math.max(...waits.slice(gateways)),
    clientNice,
  };
}

/** Sets the nice value of every thread of `pid` (Linux keeps one per thread); a process that is gone is skipped. */
function reniceThreads(pid: number, nice: number): void {
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return;
  }
  for (const tid of tids) {
    try {
      setPriority(Number(tid), nice);
    } catch {
      // A thread that ended meanwhile.
    }
  }
}

/**
 * Lowers the priority of the client processes (every thread) to `nice` for a window. In production
 * the subscribers are not on the gateway's machine; here they share its two cores, and a client
 * ready to run took a core from the gateway's loop (its run-queue wait, reported beside). The
 * gateways, Redis, the sandbox and the webhook sender (the bench's own process: lowered, it fell
 * behind its schedule) keep their priority. The client processes end with their row.
 */
export function yieldToGateways(clientPids: number[], nice: number): void {
  if (nice !== 0) for (const pid of clientPids) reniceThreads(pid, nice);
}
