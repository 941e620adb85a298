import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import pidusage from "pidusage";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * The Node flags of package.json's `start` script (V8's young-generation sizes), read from there so
 * that the bench and the soak measure the gateway as `npm start` runs it.
 */
export const START_FLAGS: string[] = (
  JSON.parse(readFileSync(`${ROOT}package.json`, "utf8")) as { scripts: { start: string } }
).scripts.start
  .split(" ")
  .filter((arg) => arg.startsWith("--"));

/** A server started as its own node process, so its CPU time is its own. */
export interface ServerProcess {
  name: string;
  url: string;
  pid: number;
  /** `performance.now()` of the spawn, to time start-up from. */
  spawnedAt: number;
  /** CPU time (user + system) the process has used so far, in ms, and its resident set size in bytes. */
  usage(): Promise<{ cpuMs: number; rssBytes: number }>;
  /** SIGTERM, then waits for the exit (graceful: a `--cpu-prof` profile is written on the way out). */
  stop(): Promise<void>;
}

/** Options of {@link startServer}. */
export interface StartOptions {
  name: string;
  /** Entry file relative to the repository root, e.g. `dist/main.js`. */
  entry: string;
  /**
   * `tsx`: run a TypeScript entry through tsx's loader (`node --import tsx`), as `npm start` did
   * before the production build; the benchmark keeps that variant to measure what the build saves.
   */
  loader?: "tsx";
  env: Record<string, string>;
  /** The line the server prints once it listens; its first capture group is the base URL. */
  ready: RegExp;
  /** Extra node flags, e.g. `--cpu-prof`. */
  nodeFlags?: string[];
  timeoutMs?: number;
}

/**
 * Starts `node <entry>` (with `--import tsx` for the loader variant: what `npx tsx <entry>` runs,
 * without the wrapper process whose CPU would not be the server's) and resolves once it prints
 * its URL.
 */
export function startServer(options: StartOptions): Promise<ServerProcess> {
  const { name, entry, env, ready, nodeFlags = [], timeoutMs = 30_000 } = options;
  const spawnedAt = performance.now();
  const loader = options.loader === "tsx" ? ["--import", "tsx"] : [];
  const child: ChildProcess = spawn(process.execPath, [...nodeFlags, ...loader, entry], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`${name} did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const fail = (err: Error) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(err);
    };
    const onEarlyExit = (code: number | null) => fail(new Error(`${name} exited with ${code} before listening:\n${output}`));
    child.once("exit", onEarlyExit);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (!match?.[1] || child.pid === undefined) return;
      clearTimeout(timer);
      child.off("exit", onEarlyExit);
      child.stdout?.off("data", onData);
      // Keep draining the pipes, or a chatty child would block on a full buffer.
      child.stdout?.resume();
      const pid = child.pid;
      resolve({
        name,
        url: match[1],
        pid,
        spawnedAt,
        async usage() {
          const stat = await pidusage(pid);
          return { cpuMs: stat.ctime, rssBytes: stat.memory };
        },
        async stop() {
          if (child.exitCode === null) child.kill("SIGTERM");
          await exited;
          pidusage.clear();
        },
      });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  });
}
