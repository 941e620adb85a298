/**
 * Document flood (`npm run flood`): what a caller sending distinct documents costs the gateway in
 * memory. One gateway (the production build, `npm start`'s node flags) receives, in phases:
 * 12,000 distinct query texts each sent three times (each proves hot and may be compiled), then
 * the hostile corpus: 9,000 distinct small texts sent once, then 200 distinct documents each
 * carrying a ~600 KB string literal (every body within GRAPHQL_MAX_BODY_BYTES). Its resident set
 * size, as the OS sees it, is sampled every 50 ms (the peak) and after every checkpoint of texts
 * (the curve, printed at the end). Exits 1 when the peak exceeds the limit.
 *
 * `FLOOD_MODE=production` (default) runs `dist/main.js` over a sandbox started as a process of its
 * own (`BRIDGE_API_URL`); `sandbox` runs it as `npm start` does without one (the sandbox and its
 * local chains in child processes; the gateway's process is measured, the sandbox's RSS printed).
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | `FLOOD_MODE` | `production` | `production` or `sandbox` |
 * | `FLOOD_REPEATED` | `12000` | distinct texts of the repeated phase |
 * | `FLOOD_REPEATS` | `3` | times each of them is sent |
 * | `FLOOD_SMALL` | `9000` | distinct small texts |
 * | `FLOOD_LARGE` | `200` | distinct ~600 KB documents |
 * | `FLOOD_CHECKPOINT` | `2000` | texts between two points of the curve |
 * | `FLOOD_CONNECTIONS` | `8` | requests in flight at once |
 * | `FLOOD_MAX_RSS_MB` | `200` | allowed peak RSS |
 */
import { execFileSync } from "node:child_process";
import pidusage from "pidusage";
import { fileURLToPath } from "node:url";
import { START_FLAGS, startServer, type ServerProcess } from "./processes.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const MODE = process.env.FLOOD_MODE ?? "production";
const REPEATED = num("FLOOD_REPEATED", 12_000);
const REPEATS = num("FLOOD_REPEATS", 3);
const SMALL = num("FLOOD_SMALL", 9_000);
const LARGE = num("FLOOD_LARGE", 200);
const CHECKPOINT = num("FLOOD_CHECKPOINT", 2_000);
/** Large documents between two points of the curve: their peak is brief. */
const LARGE_CHECKPOINT = 25;
const CONNECTIONS = num("FLOOD_CONNECTIONS", 8);
const MAX_RSS_MB = num("FLOOD_MAX_RSS_MB", 200);
const MB = 1024 * 1024;
const LITERAL = "x".repeat(600 * 1024);

const log = (line: string) => process.stdout.write(`[flood] ${line}\n`);

/** Runs `count` requests, `CONNECTIONS` at a time; resolves the statuses seen (`error`: no answer), by count. */
async function send(url: string, count: number, body: (i: number) => string): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const status = await fetch(`${url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/graphql-response+json" },
        body: body(i),
      }).then(
        async (res) => (await res.arrayBuffer(), String(res.status)),
        () => "error",
      );
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return statuses;
}

/** Counts of statuses, summed. */
const add = (into: Record<string, number>, from: Record<string, number>) => {
  for (const [status, n] of Object.entries(from)) into[status] = (into[status] ?? 0) + n;
};

/** The gateway of `FLOOD_MODE`, and what else was started for it. */
async function startFlooded(): Promise<{ gateway: ServerProcess; stop: () => Promise<void> }> {
  const env = { PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent", RATE_LIMIT_PER_MINUTE: "0", EVENT_BACKFILL_INTERVAL_MS: "0" };
  const ready = /GraphQL gateway on (http:\/\/[^\s"]+)\/graphql/;
  if (MODE === "sandbox") {
    const gateway = await startServer({
      name: "gateway",
      entry: "dist/main.js",
      nodeFlags: START_FLAGS,
      env: { ...env, SANDBOX_AUTO_ADVANCE_MS: "0", SANDBOX_SEED: "flood" },
      ready,
      timeoutMs: 120_000,
    });
    return { gateway, stop: () => gateway.stop() };
  }
  const sandbox = await startServer({
    name: "sandbox",
    entry: "packages/sandbox/dist/main.js",
    env: { SANDBOX_PORT: "0", SANDBOX_AUTO_ADVANCE_MS: "0", SANDBOX_SEED: "flood" },
    ready: /listening on (http:\/\/\S+)/,
  });
  const gateway = await startServer({
    name: "gateway",
    entry: "dist/main.js",
    nodeFlags: START_FLAGS,
    env: { ...env, BRIDGE_API_URL: sandbox.url, BRIDGE_API_KEY: "SECRET_sandbox" },
    ready,
  });
  return { gateway, stop: () => gateway.stop().then(() => sandbox.stop()) };
}

/** RSS of the gateway's node child: sandbox mode's sandbox (its chains are anvil processes, not counted). */
async function sandboxRss(gatewayPid: number): Promise<number> {
  const children = execFileSync("pgrep", ["-P", String(gatewayPid), "node"])
    .toString()
    .split("\n")
    .filter(Boolean);
  return (await pidusage(Number(children[0]))).memory;
}

const mb = (bytes: number) => (bytes / MB).toFixed(1);

async function main(): Promise<number> {
  execFileSync(process.execPath, ["scripts/build.mjs", "--if-stale"], { cwd: ROOT, stdio: "inherit" });
  const { gateway, stop } = await startFlooded();
  let peak = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, (await gateway.usage()).rssBytes);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const curve: string[] = [];
  /** A point of the curve: RSS, and the V8 heap (total / used) and external memory the gateway reports, in MB. */
  const point = async (label: string) => {
    const rss = (await gateway.usage()).rssBytes;
    const metrics = await (await fetch(`${gateway.url}/metrics`)).text();
    const gauge = (name: string) => Number(new RegExp(`^${name} (\\S+)`, "m").exec(metrics)?.[1] ?? NaN);
    const heap = `${mb(gauge("nodejs_heap_size_total_bytes"))}/${mb(gauge("nodejs_heap_size_used_bytes"))}`;
    curve.push(`${label} ${mb(rss)} (heap ${heap}, external ${mb(gauge("nodejs_external_memory_bytes"))})`);
    return rss;
  };
  /** Sends `texts` distinct texts, each `repeats` times in a row, a checkpoint of the curve every CHECKPOINT texts. */
  const phase = async (name: string, texts: number, repeats: number, body: (i: number) => string, every = CHECKPOINT) => {
    const statuses: Record<string, number> = {};
    const at: number[] = [];
    for (let from = 0; from < texts; from += every) {
      const n = Math.min(every, texts - from);
      add(statuses, await send(gateway.url, n * repeats, (j) => body(from + Math.floor(j / repeats))));
      at.push(await point(`${name} ${from + n}:`));
    }
    log(`${name}: ${texts} texts x${repeats}: ${JSON.stringify(statuses)}, peak so far ${mb(peak)} MB`);
    return at;
  };
  try {
    // Warm: the first queries load graphql-jit and read the chain catalogue once.
    await send(gateway.url, 20, () => JSON.stringify({ query: "{ chains { name } }" }));
    const before = await point("before:");
    peak = before;
    log(`mode ${MODE}; before: rss ${mb(before)} MB`);
    const repeated = await phase("repeated", REPEATED, REPEATS, (i) =>
      JSON.stringify({ query: `query Repeated${i} { chain(name: "R${i}") { name chainId } }` }),
    );
    await phase("small", SMALL, 1, (i) => JSON.stringify({ query: `query Small${i} { chain(name: "C${i}") { name chainId } }` }));
    await phase(
      "large",
      LARGE,
      1,
      (i) => JSON.stringify({ query: `{ chain(name: "${i}${LITERAL}") { name } }` }),
      LARGE_CHECKPOINT,
    );
    const metrics = await (await fetch(`${gateway.url}/metrics`)).text();
    const cut = /^gateway_http_body_deadline_exceeded_total (\d+)/m.exec(metrics)?.[1];
    log(`${cut} large bodies cut by the body deadline`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const after = await point("after 2 s:");
    sampling = false;
    await sampler;
    const half = repeated[Math.floor(repeated.length / 2) - 1] ?? before;
    log(`curve (MB):\n  ${curve.join("\n  ")}`);
    log(`repeated phase, second half: ${(((repeated.at(-1) ?? half) - half) / MB).toFixed(1)} MB`);
    log(`peak: rss ${mb(peak)} MB (limit ${MAX_RSS_MB} MB); after: rss ${mb(after)} MB`);
    if (MODE === "sandbox") log(`the sandbox's own process after: rss ${mb(await sandboxRss(gateway.pid))} MB`);
    const ok = peak <= MAX_RSS_MB * MB;
    log(ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
  } finally {
    sampling = false;
    await stop();
  }
}

process.exitCode = await main();
