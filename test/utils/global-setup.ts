import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import type { TestProject } from "vitest/node";
import type {} from "vitest";
// @ts-expect-error -- plain JavaScript (it runs before anything is compiled), no declarations
import { buildAll, isStale } from "../../scripts/build.mjs";
import { startLocalChains, type RunningChains } from "../../packages/sandbox/src/chains/local-chains.js";
import type { LocalChains } from "../../packages/sandbox/src/contracts/deployment.js";
import { freePort, redisAnswers } from "./net.js";

declare module "vitest" {
  export interface ProvidedContext {
    redisUrl: string;
    /** The root under which this run's tests keep their Redis keys (test/utils/redis-keys.ts); removed at teardown. */
    redisKeyRoot: string;
    /** The sandbox's local chains, started once for the run (`startSandbox(…, { localChains: true })`). */
    localChains: LocalChains;
  }
}

let owned: ChildProcess | undefined;
let chains: RunningChains | undefined;
let keys: { url: string; root: string } | undefined;

/**
 * Starts the sandbox's local chains (anvil from npm) for the whole run, finds Redis, and builds
 * dist/ when it is older than the sources: tests that start the gateway as a process run what
 * `npm start` runs (test/utils/gateway-process.ts). A rerun in watch mode builds again if needed.
 */
export async function setup(project: TestProject): Promise<void> {
  // Begun first: the nodes start while Redis is looked for and dist/ is built.
  // Free ports: other runs (and `npm start`) may hold the fixed ones.
  const starting = startLocalChains(0);
  starting.then((running) => (chains = running)).catch(() => {});
  await Promise.all([findRedis(project), buildIfStale(), installVendorSdk()]);
  keys = { url: project.getProvidedContext().redisUrl, root: `test:${randomUUID()}:` };
  project.provide("redisKeyRoot", keys.root);
  project.onTestsRerun(buildIfStale);
  project.provide("localChains", (await starting).description);
}

/**
 * The vendor's SDK (its own package folder and lock file, conformance/vendor-sdk): the tests that
 * compare the gateway's plans with its adapters load it. Installed on first need, as
 * scripts/vendor-sdk.sh does, so `npm install && npm test` on a fresh clone runs them.
 */
async function installVendorSdk(): Promise<void> {
  const dir = fileURLToPath(new URL("../../conformance/vendor-sdk/", import.meta.url));
  if (existsSync(`${dir}node_modules/@rhino.fi/sdk`)) return;
  await new Promise<void>((resolve, reject) => {
    const npm = spawn("npm", ["ci", "--prefix", dir, "--ignore-scripts", "--no-audit", "--no-fund"], { stdio: "ignore" });
    npm.once("error", reject);
    npm.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`npm ci in ${dir} exited with ${code}`))));
  });
}

async function buildIfStale(): Promise<void> {
  if (isStale()) await buildAll();
}

/**
 * Finds the real Redis every test talks to: REDIS_URL, else the machine's 127.0.0.1:6379,
 * else a redis-server started here on a free port. Tests isolate their data by key prefix.
 */
async function findRedis(project: TestProject): Promise<void> {
  const candidates = [process.env.REDIS_URL, "redis://127.0.0.1:6379/0"].filter((u): u is string => Boolean(u));
  for (const url of candidates) {
    if (await redisAnswers(url)) {
      project.provide("redisUrl", url);
      return;
    }
  }
  const port = await freePort();
  owned = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
  let failed = false;
  owned.once("error", () => (failed = true));
  const url = `redis://127.0.0.1:${port}/0`;
  let answering = false;
  for (const deadline = Date.now() + 5_000; !failed && !answering && Date.now() < deadline;) {
    answering = await redisAnswers(url);
    if (!answering) await new Promise((r) => setTimeout(r, 50));
  }
  if (!answering) {
    throw new Error(
      "No Redis reachable and redis-server could not be started: install it (apt-get install redis-server) or set REDIS_URL.",
    );
  }
  project.provide("redisUrl", url);
}

/**
 * Removes what this run's tests left in the shared Redis (under its own root only: another run
 * may be using the same database). Gateways give most keys a TTL, some up to a day.
 */
async function removeRunKeys(): Promise<void> {
  if (!keys) return;
  const redis = new Redis(keys.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const stream = redis.scanStream({ match: `${keys.root}*`, count: 1000 });
    for await (const batch of stream as AsyncIterable<string[]>) if (batch.length > 0) await redis.unlink(...batch);
  } finally {
    redis.disconnect();
  }
}

export async function teardown(): Promise<void> {
  await removeRunKeys().catch((err: unknown) => console.warn(`could not remove this run's Redis keys: ${String(err)}`));
  owned?.kill("SIGTERM");
  await chains?.stop();
}
