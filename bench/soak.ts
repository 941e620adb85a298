/**
 * Soak test (`npm run soak`): a long mixed load against the compiled gateway over the sandbox,
 * memory sampled after a warm-up and at the end; exits 1 when the growth exceeds the limit.
 *
 * The mix: the benchmark's operations (bench/scenarios.ts: S1–S4, cached and uncached lookups,
 * the transfer page with its calldata, createQuote), lookups of hashes nobody knows (an upstream
 * call each, never cached), and bad requests (malformed JSON, an unknown field, a missing variable).
 * One gateway with the in-memory cache, `RATE_LIMIT_PER_MINUTE=0`, 32 connections.
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | `SOAK_REQUESTS` | `200000` | requests after the warm-up |
 * | `SOAK_WARMUP` | `20000` | requests before the first sample |
 * | `SOAK_CONNECTIONS` | `32` | concurrent connections |
 * | `SOAK_MAX_GROWTH_MB` | `20` | allowed growth of RSS and of the heap (after a full GC) |
 */
import autocannon from "autocannon";
import { execFileSync, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { prepareExecutedTransfers, sandboxJwt } from "./fixtures.js";
import { START_FLAGS, startServer } from "./processes.js";
import { scenarios } from "./scenarios.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const API_KEY = "SECRET_sandbox";
const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const REQUESTS = num("SOAK_REQUESTS", 200_000);
const WARMUP = num("SOAK_WARMUP", 20_000);
const CONNECTIONS = num("SOAK_CONNECTIONS", 32);
const MAX_GROWTH_MB = num("SOAK_MAX_GROWTH_MB", 20);
const MB = 1024 * 1024;

interface Sample {
  rss: number;
  heapUsed: number;
  external: number;
}

const log = (line: string) => process.stdout.write(`[soak] ${line}\n`);

async function main(): Promise<number> {
  execFileSync(process.execPath, ["scripts/build.mjs", "--if-stale"], { cwd: ROOT, stdio: "inherit" });
  const sandbox = await startServer({
    name: "sandbox",
    entry: "packages/sandbox/dist/main.js",
    env: { SANDBOX_PORT: "0", SANDBOX_AUTO_ADVANCE_MS: "0", SANDBOX_SEED: "soak", SANDBOX_QUOTE_TTL_S: "3600" },
    ready: /listening on (http:\/\/\S+)/,
  });
  const gateway = spawn(process.execPath, [...START_FLAGS, "--import", "./bench/soak-probe.mjs", "dist/main.js"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      BRIDGE_API_URL: sandbox.url,
      BRIDGE_API_KEY: API_KEY,
      LOG_LEVEL: "silent",
      RATE_LIMIT_PER_MINUTE: "0",
      EVENT_BACKFILL_INTERVAL_MS: "0",
    },
    stdio: ["ignore", "pipe", "inherit", "ipc"],
  });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = "";
      gateway.stdout!.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        const m = /GraphQL gateway on (http:\/\/[^\s"]+)\/graphql/.exec(out);
        if (m) resolve(m[1]!);
      });
      gateway.once("exit", (code) => reject(new Error(`gateway exited (${code}): ${out}`)));
    });
    const sample = () =>
      new Promise<Sample>((resolve) => {
        gateway.once("message", (m) => resolve(m as Sample));
        gateway.send("sample");
      });

    const jwt = await sandboxJwt(sandbox.url, API_KEY);
    log("preparing 100 executed transfers on the sandbox");
    const transfers = await prepareExecutedTransfers(sandbox.url, jwt, 100);
    const bodies: (() => string)[] = [];
    for (const s of scenarios({ transfers, jwt })) {
      const request = s.gatewayRequests()[0]!;
      const setup = request.setupRequest as (req: autocannon.Request, context: object) => { body: string };
      bodies.push(() => setup({ ...request }, {}).body);
    }
    let n = 0;
    const unknownHash = () => `0x${(n++).toString(16).padStart(64, "0")}`;
    bodies.push(
      () =>
        JSON.stringify({
          query: "query U($h: String!) { transactionByWithdrawHash(withdrawTxHash: $h) { __typename } }",
          variables: { h: unknownHash() },
        }),
      () => '{"query": "{ __typename ',
      () => JSON.stringify({ query: "{ noSuchField }" }),
      () => JSON.stringify({ query: "query M($h: String!) { transactionByWithdrawHash(withdrawTxHash: $h) { __typename } }" }),
    );
    let i = 0;
    const load = (amount: number) =>
      autocannon({
        url: `${url}/graphql`,
        connections: CONNECTIONS,
        amount,
        requests: [
          {
            method: "POST",
            headers: { "content-type": "application/json", accept: "application/graphql-response+json" },
            setupRequest: (req) => ({ ...req, body: bodies[i++ % bodies.length]!() }),
          },
        ],
      });

    log(`warm-up: ${WARMUP} requests`);
    await load(WARMUP);
    const before = await sample();
    log(
      `after warm-up: rss ${(before.rss / MB).toFixed(1)} MB, heapUsed ${(before.heapUsed / MB).toFixed(1)} MB (after a full GC)`,
    );
    log(`soak: ${REQUESTS} requests, ${CONNECTIONS} connections, ${bodies.length} kinds of request`);
    const started = performance.now();
    const result = await load(REQUESTS);
    const after = await sample();
    const secs = (performance.now() - started) / 1000;
    const rssGrowth = (after.rss - before.rss) / MB;
    const heapGrowth = (after.heapUsed - before.heapUsed) / MB;
    log(
      `done in ${secs.toFixed(0)} s (${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors, ` +
        `${result.timeouts} timeouts)`,
    );
    log(`at the end: rss ${(after.rss / MB).toFixed(1)} MB, heapUsed ${(after.heapUsed / MB).toFixed(1)} MB`);
    log(`growth: rss ${rssGrowth.toFixed(1)} MB, heapUsed ${heapGrowth.toFixed(1)} MB (limit ${MAX_GROWTH_MB} MB)`);
    const ok = rssGrowth <= MAX_GROWTH_MB && heapGrowth <= MAX_GROWTH_MB && result.errors === 0;
    log(ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
  } finally {
    gateway.kill("SIGTERM");
    await sandbox.stop();
  }
}

process.exitCode = await main();
