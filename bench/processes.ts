import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import pidusage from "pidusage";
import { freePort, redisAnswers } from "../test/utils/net.js";

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

/** The sandbox's API key the bench's gateways exchange, and the webhook path they listen on. */
export const BENCH_API_KEY = "SECRET_sandbox";
export const BENCH_WEBHOOK_PATH = "/webhooks/bridge";

/** The sandbox upstream as the benches run it: its own process, no automatic advancing, quotes that last an hour. */
export function startSandbox(seed: string): Promise<ServerProcess> {
  return startServer({
    name: "sandbox",
    entry: "packages/sandbox/dist/main.js",
    env: { SANDBOX_PORT: "0", SANDBOX_AUTO_ADVANCE_MS: "0", SANDBOX_SEED: seed, SANDBOX_QUOTE_TTL_S: "3600" },
    ready: /listening on (http:\/\/\S+)/,
  });
}

/** Options of {@link startGateway}. */
export interface GatewayOptions {
  /** Environment on top of the bench's (sandbox upstream, silent logs, no rate limit, no periodic backfill). */
  env?: Record<string, string>;
  /** `tsx`: `src/main.ts` through tsx, as `npm start` ran before the production build. */
  loader?: "tsx";
  /** Writes a `--cpu-prof` profile into this directory. */
  profileDir?: string;
}

/**
 * The gateway as `npm start` runs it (`node <START_FLAGS> dist/main.js`) over `sandboxUrl`, with
 * `LOG_LEVEL=silent`, the rate limit and the per-caller subscription cap off (the load comes from
 * one client: a per-client budget would measure the limiter) and no periodic missed-events reads
 * in the middle of a measurement.
 */
export function startGateway(name: string, sandboxUrl: string, options: GatewayOptions = {}): Promise<ServerProcess> {
  const { loader, profileDir } = options;
  return startServer({
    name,
    ...(loader ? { entry: "src/main.ts", loader } : { entry: "dist/main.js" }),
    env: {
      PORT: "0",
      HOST: "127.0.0.1",
      BRIDGE_API_URL: sandboxUrl,
      BRIDGE_API_KEY: BENCH_API_KEY,
      LOG_LEVEL: "silent",
      WEBHOOK_PATH: BENCH_WEBHOOK_PATH,
      RATE_LIMIT_PER_MINUTE: "0",
      // The fan-out subscribers all come from one address (and L2's share the admin token).
      GRAPHQL_MAX_SUBSCRIPTIONS_PER_CALLER: "1000000",
      EVENT_BACKFILL_INTERVAL_MS: "0",
      ...options.env,
    },
    ready: /GraphQL gateway on (http:\/\/[^\s"]+)\/graphql/,
    nodeFlags: [
      // As `npm start` runs it (see docs/performance.md, Memory and Start-up).
      ...(loader ? [] : START_FLAGS),
      // One directory per process (with tsx, its loader thread writes a profile of its own).
      ...(profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []),
    ],
  });
}

/** A private `redis-server` (no persistence) on a free loopback port, so its commands and CPU are the bench's alone. */
export interface RedisProcess {
  url: string;
  port: number;
  pid: number;
  /** CPU time and RSS of the server process. */
  usage(): Promise<{ cpuMs: number; rssBytes: number }>;
  /** SIGKILL, and waits for the exit. */
  stop(): Promise<void>;
}

/** Starts a {@link RedisProcess} and resolves once it answers PING. */
export async function startRedis(): Promise<RedisProcess> {
  const port = await freePort();
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `redis://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await exited;
  };
  const deadline = Date.now() + 10_000;
  while (!(await redisAnswers(url))) {
    if (child.pid === undefined || child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`redis-server on port ${port} did not answer (is redis-server installed?)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const pid = child.pid!;
  return {
    url,
    port,
    pid,
    async usage() {
      const stat = await pidusage(pid);
      return { cpuMs: stat.ctime, rssBytes: stat.memory };
    },
    stop,
  };
}
