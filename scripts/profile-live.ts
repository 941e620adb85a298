/**
 * Where a live subscriber's memory goes (issue 29). Starts the sandbox and one compiled gateway on
 * Redis, opens filtered graphql-ws subscribers (each on its own connection, each to its own
 * committed transfer, with the example page's selection), and at each step reports the gateway's
 * RSS and heap above its idle state, per subscriber; with `--snapshots`, heap snapshots at idle and
 * at each step, diffed by constructor. With `--rate`, signed webhook events for the subscribers'
 * transfers at that rate: webhook POST -> subscriber latency, lost, duplicated and misdelivered.
 *
 *   npx tsx scripts/profile-live.ts --steps 1000,5000 [--snapshots] [--rate 200 --seconds 10] [--label x]
 *     [--entries dist/main.js,/tmp/old/dist/main.js]   (several builds in turn, same sandbox and transfers)
 *     [--churn 100 --churn-seconds 10 --churn-transfers 200]   (then churn beside the standing subscribers)
 *     [--transport sse]   (the standing subscribers over GraphQL over SSE instead of graphql-ws)
 *     [--event-allocations]   (with --rate: what the event phase allocates per event, freed or not, by stack)
 *     [--event-promotions]   (with --rate: what the event phase allocates that outlives the young generation, per event)
 *
 * With `--churn`, new subscriptions at that rate (connect, subscribe, first message, close), each
 * from its own address to one of `--churn-transfers` other transfers (as bench:live's L3): the
 * gateway's CPU and Redis commands per churned subscription (less the quiet rate below; commands run
 * by scripts count too), and its heap before and after (both after a forced GC); then the Redis
 * commands of ten quiet seconds, per standing subscriber, and the heap once more after them. Every
 * subscriber, standing or churned, comes from its own address, so each is its own caller key. Run
 * it against a Redis of its own (`REDIS_URL`): the Redis figures are its INFO commandstats.
 *
 * With `--snapshots` the RSS figures are not comparable (a snapshot grows the process); the heap's are.
 *
 * Output: a table on stdout and `<out>/<label>.json` (default out: $TMPDIR/profile-live).
 * The machine's load average is printed at the start and the end: compare runs of one sitting.
 */
import { execFileSync } from "node:child_process";
import { generateKeyPairSync, randomUUID, type KeyObject } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { parseArgs } from "node:util";
import { createClient, type Client } from "graphql-ws";
import { Redis } from "ioredis";
import WebSocket from "ws";
import { sandboxCall, sandboxJwt, QUOTE_REQUEST } from "../bench/fixtures.js";
import { START_FLAGS, startServer, type ServerProcess } from "../bench/processes.js";
import { contentEventId } from "../src/events/envelope.js";
import { signBody } from "../src/events/signature.js";
import { diffHeapSummaries, summarizeHeapSnapshot, type HeapGroup } from "./heap-summary.js";
import { summarizeAllocations } from "./allocation-summary.js";
import { summarizeCpu } from "./cpu-summary.js";
import { connectInspector, type CpuProfile, type InspectorSession, type SamplingHeapProfile } from "./inspector-session.js";

const { values: args } = parseArgs({
  options: {
    steps: { type: "string", default: "1000,5000" },
    snapshots: { type: "boolean", default: false },
    /** Sample the allocations made while the subscribers open, still alive at the end, by stack. */
    sampling: { type: "boolean", default: false },
    /** A CPU profile of the gateway during the event phase: self time by function, and the .cpuprofile file. */
    "cpu-profile": { type: "boolean", default: false },
    /** What the event phase allocates (freed or not), per event, by stack: what the scavenges go through. */
    "event-allocations": { type: "boolean", default: false },
    /**
     * What the event phase allocates that the scavenges did not free, per event, by stack: what fills the old
     * generation. Approximate: young objects a mark-compact frees count too, and sampling slows the gateway.
     */
    "event-promotions": { type: "boolean", default: false },
    /** Run the gateway from src/ through tsx (file names and lines in the sampling report). */
    tsx: { type: "boolean", default: false },
    rate: { type: "string", default: "0" },
    seconds: { type: "string", default: "10" },
    label: { type: "string", default: "run" },
    /** Gateway entry files, profiled one after the other against the same sandbox and transfers (A/B). */
    entries: { type: "string", default: "dist/main.js" },
    out: { type: "string", default: `${tmpdir()}/profile-live` },
    "no-build": { type: "boolean", default: false },
    churn: { type: "string", default: "0" },
    "churn-seconds": { type: "string", default: "10" },
    "churn-transfers": { type: "string", default: "200" },
    /** How the standing subscribers subscribe: `ws` (graphql-ws) or `sse` (GraphQL over SSE, distinct connections). */
    transport: { type: "string", default: "ws" },
  },
});
const STEPS = args.steps.split(",").map(Number);
const CHURN_TRANSFERS = Number(args.churn) > 0 ? Number(args["churn-transfers"]) : 0;
const SUBSCRIBERS = Math.max(...STEPS);
const OUT = args.out;
const API_KEY = "SECRET_sandbox";
const WEBHOOK_PATH = "/webhooks/bridge";
const REDIS_URL = process.env.REDIS_URL || "redis://127.0.0.1:6379";
const log = (line: string) => console.log(`[profile-live ${new Date().toISOString().slice(11, 19)}] ${line}`);
const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

const WATCH = `subscription LiveStatusWatchTransfer($quoteId: ID!) {
  transactionEvents(filter: { quoteId: $quoteId }) {
    eventId kind occurredAt
    transaction {
      __typename id state rawState chainIn chainOut amountIn amountOut depositTxHash depositTxUrl withdrawTxHash withdrawTxUrl
      fees { fee feeUsd gasFee platformFee percentageFee }
      ... on BridgeTransaction { token }
      ... on BridgeSwapTransaction { tokenIn tokenOut }
    }
  }
}`;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Committed (PENDING) transfers straight on the sandbox, twenty at a time. */
async function prepareTransfers(sandboxUrl: string, count: number): Promise<string[]> {
  const jwt = await sandboxJwt(sandboxUrl, API_KEY);
  const ids: string[] = [];
  const one = async () => {
    const { quoteId } = await sandboxCall<{ quoteId: string }>(
      sandboxUrl,
      "POST",
      "/bridge/quote/bridge-swap/user",
      QUOTE_REQUEST,
      jwt,
    );
    await sandboxCall(sandboxUrl, "POST", `/bridge/quote/commit/${quoteId}`, undefined, jwt);
    ids.push(quoteId);
  };
  for (let i = 0; i < count; i += 20) await Promise.all(Array.from({ length: Math.min(20, count - i) }, one));
  return ids;
}

/** One browser tab: its own connection, one subscription to its own transfer. */
interface Subscriber {
  quoteId: string;
  client: Pick<Client, "dispose">;
  /** Arrival time (performance.now) of each event id, and how often it came. */
  seen: Map<string, { at: number; count: number }>;
  /** Messages about another transfer than its own. */
  foreign: number;
  close(): void;
}

/** What graphql-ws reports: an Error, a CloseEvent (code, reason) or a socket's ErrorEvent. */
function describe(err: unknown): string {
  const e = err as { code?: number; reason?: string; message?: string; error?: unknown };
  return (
    `${e.code ?? ""} ${e.reason ?? ""} ${e.message ?? ""} ${e.error instanceof Error ? e.error.message : ""}`.trim() ||
    String(err)
  );
}

/** A distinct client address per number (the gateway trusts one proxy hop: X-Forwarded-For). */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
let addresses = 0;

type WatchMessage = { data?: { transactionEvents: { eventId: string; transaction: { id: string } | null } } };

/** The handling of a subscriber's messages both transports share: the first resolves it. */
function receiver(subscriber: Subscriber, resolve: (s: Subscriber) => void, reject: (err: Error) => void) {
  let first = true;
  return (message: WatchMessage) => {
    const at = performance.now();
    const event = message.data?.transactionEvents;
    if (first) {
      first = false;
      return event ? resolve(subscriber) : reject(new Error(`first message: ${JSON.stringify(message)}`));
    }
    if (!event) return;
    if (event.transaction && event.transaction.id !== subscriber.quoteId) subscriber.foreign++;
    const seen = subscriber.seen.get(event.eventId);
    if (seen) seen.count++;
    else subscriber.seen.set(event.eventId, { at, count: 1 });
  };
}

/** One subscriber over SSE: a POST answered as `text/event-stream` on a connection of its own. */
function subscribeSse(gatewayUrl: string, quoteId: string): Promise<Subscriber> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${gatewayUrl}/graphql`, {
      method: "POST",
      agent: false,
      headers: { "content-type": "application/json", accept: "text/event-stream", "x-forwarded-for": addressOf(++addresses) },
    });
    const subscriber: Subscriber = {
      quoteId,
      client: { dispose: async () => void req.destroy() },
      seen: new Map(),
      foreign: 0,
      close: () => req.destroy(),
    };
    const receive = receiver(subscriber, resolve, reject);
    req.on("error", reject);
    req.on("response", (res) => {
      if (res.statusCode !== 200) return reject(new Error(`status ${res.statusCode}`));
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        text += chunk;
        let end: number;
        while ((end = text.indexOf("\n\n")) >= 0) {
          const data = /^data: (.+)$/m.exec(text.slice(0, end))?.[1];
          text = text.slice(end + 2);
          if (data) receive(JSON.parse(data) as WatchMessage);
        }
      });
    });
    req.end(JSON.stringify({ query: WATCH, variables: { quoteId } }));
  });
}

function subscribe(gatewayUrl: string, quoteId: string): Promise<Subscriber> {
  if (args.transport === "sse") return subscribeSse(gatewayUrl, quoteId);
  const headers = { "x-forwarded-for": addressOf(++addresses) };
  const client = createClient({
    url: `${gatewayUrl.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols: string | string[]) {
        super(url, protocols, { headers });
      }
    },
    retryAttempts: 0,
  });
  return new Promise((resolve, reject) => {
    const subscriber: Subscriber = { quoteId, client, seen: new Map(), foreign: 0, close: () => {} };
    subscriber.close = client.subscribe<WatchMessage["data"] & object>(
      { query: WATCH, variables: { quoteId } },
      {
        next: receiver(subscriber, resolve, reject),
        error: (err) => reject(err instanceof Error ? err : new Error(describe(err))),
        complete: () => {},
      },
    );
  });
}

let failedSubscribes = 0;

/** Subscribes, and once more after a failure (a reset connection on a busy machine), which is counted. */
async function subscribeWithRetry(gatewayUrl: string, quoteId: string): Promise<Subscriber> {
  try {
    return await subscribe(gatewayUrl, quoteId);
  } catch (err) {
    if (failedSubscribes++ < 5) log(`subscribe failed (${(err as Error).message}); once more`);
    return subscribe(gatewayUrl, quoteId);
  }
}

async function openSubscribers(gatewayUrl: string, quoteIds: string[]): Promise<Subscriber[]> {
  const opened: Subscriber[] = [];
  // A hundred handshakes at a time, as a crowd of browsers arrives.
  for (let i = 0; i < quoteIds.length; i += 100) {
    opened.push(...(await Promise.all(quoteIds.slice(i, i + 100).map((id) => subscribeWithRetry(gatewayUrl, id)))));
  }
  return opened;
}

interface Measure {
  subscribers: number;
  rssBytes: number;
  heapUsedBytes: number;
  externalBytes: number;
  snapshot?: string;
}

async function measure(inspector: InspectorSession, subscribers: number, name: string): Promise<Measure> {
  // Let the subscribe work (reads, Redis replies) settle before collecting.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await inspector.collectGarbage();
  const usage = await inspector.memoryUsage();
  const row: Measure = { subscribers, rssBytes: usage.rss, heapUsedBytes: usage.heapUsed, externalBytes: usage.external };
  if (args.snapshots) {
    row.snapshot = `${OUT}/${name}.heapsnapshot`;
    await inspector.writeHeapSnapshot(row.snapshot);
  }
  return row;
}

/** The gateway verifies webhooks with the key the upstream serves: the sandbox serves this one. */
async function serveWebhookKey(sandboxUrl: string): Promise<KeyObject> {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const pem = publicKey.export({ type: "spki", format: "pem" }).toString();
  await sandboxCall(sandboxUrl, "POST", "/sandbox/overrides", {
    method: "GET",
    path: "/webhook/public-key",
    status: 200,
    body: Buffer.from(pem).toString("base64"),
    times: 1_000_000,
  });
  return privateKey;
}

interface EventPhase {
  eventsPerSecond: number;
  events: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  lost: number;
  duplicated: number;
  foreign: number;
  gatewayCpuUsPerEvent: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** `rate` events a second for `seconds`, each for another subscriber's transfer (BRIDGE_ACCEPTED with its record). */
async function eventPhase(
  sandboxUrl: string,
  gateway: ServerProcess,
  subscribers: Subscriber[],
  key: KeyObject,
): Promise<EventPhase> {
  const rate = Number(args.rate);
  const count = Math.min(subscribers.length, Math.round(rate * Number(args.seconds)));
  const targets = [...subscribers].sort(() => Math.random() - 0.5).slice(0, count);
  const records = new Map<string, Record<string, unknown>>();
  for (let i = 0; i < targets.length; i += 20) {
    await Promise.all(
      targets.slice(i, i + 20).map(async (s) => {
        const { state: _state, ...record } = await sandboxCall<Record<string, unknown>>(
          sandboxUrl,
          "GET",
          `/sandbox/transactions/${s.quoteId}`,
        );
        records.set(s.quoteId, record);
      }),
    );
  }
  const post = async (s: Subscriber) => {
    const event = { ...records.get(s.quoteId), _tag: "BRIDGE_ACCEPTED", depositTxHash: `0x${randomUUID().replace(/-/g, "")}` };
    const body = JSON.stringify({ event, eventId: randomUUID(), ts: Date.now() });
    // Subscribers see the content id (events/relay.ts), not the upstream's eventId.
    const eventId = contentEventId(event);
    const sentAt = performance.now();
    const res = await fetch(`${gateway.url}${WEBHOOK_PATH}/rhinofi-event`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-rhino-signature": signBody(body, key) },
      body,
    });
    if (res.status !== 200) throw new Error(`webhook answered ${res.status}: ${await res.text()}`);
    return { s, eventId, sentAt };
  };
  // An untimed first event: the receiver fetches the public key once per process (retried: after
  // the subscribe crowd the upstream's circuit breaker may still be open for a few seconds).
  const first = targets.pop()!;
  for (let attempt = 1; ; attempt++) {
    try {
      await post(first);
      break;
    } catch (err) {
      if (attempt === 30) throw err;
      log(`first webhook: ${(err as Error).message}; again in a second`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  const cpuBefore = (await gateway.usage()).cpuMs;
  const started = performance.now();
  const sent: Promise<{ s: Subscriber; eventId: string; sentAt: number }>[] = [];
  for (let i = 0; i < targets.length; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    sent.push(post(targets[i]!));
  }
  const deliveries = await Promise.all(sent);
  const deadline = performance.now() + 10_000;
  while (performance.now() < deadline && deliveries.some(({ s, eventId }) => !s.seen.has(eventId))) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const cpuMs = (await gateway.usage()).cpuMs - cpuBefore;
  const latencies = deliveries.flatMap(({ s, eventId, sentAt }) => {
    const seen = s.seen.get(eventId);
    return seen ? [seen.at - sentAt] : [];
  });
  latencies.sort((a, b) => a - b);
  return {
    eventsPerSecond: rate,
    events: deliveries.length,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: latencies.at(-1) ?? NaN,
    lost: deliveries.length - latencies.length,
    duplicated: subscribers.reduce((n, s) => n + [...s.seen.values()].reduce((d, e) => d + e.count - 1, 0), 0),
    foreign: subscribers.reduce((n, s) => n + s.foreign, 0),
    gatewayCpuUsPerEvent: (cpuMs * 1000) / deliveries.length,
  };
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

function report(idle: Measure, steps: Measure[]): void {
  console.log(
    "\n| subscribers | RSS MB | heap MB | RSS KiB/sub above idle | heap KiB/sub above idle | RSS KiB/sub since previous step |",
  );
  console.log("|---|---|---|---|---|---|");
  console.log(`| 0 (idle) | ${mb(idle.rssBytes)} | ${mb(idle.heapUsedBytes)} | | | |`);
  let previous = idle;
  for (const m of steps) {
    const n = m.subscribers;
    const slope = (m.rssBytes - previous.rssBytes) / (n - previous.subscribers);
    console.log(
      `| ${n} | ${mb(m.rssBytes)} | ${mb(m.heapUsedBytes)} | ${kib((m.rssBytes - idle.rssBytes) / n)} | ${kib((m.heapUsedBytes - idle.heapUsedBytes) / n)} | ${kib(slope)} |`,
    );
    previous = m;
  }
}

/** The heap diffed by constructor between the last two measures (from idle with one step), per subscriber added. */
function heapDiff(from: Measure, last: Measure): { group: string; countPerUnit: number; bytesPerUnit: number }[] {
  const before: Map<string, HeapGroup> = summarizeHeapSnapshot(from.snapshot!);
  const after = summarizeHeapSnapshot(last.snapshot!);
  const added = last.subscribers - from.subscribers;
  const rows = diffHeapSummaries(before, after, added).slice(0, 30);
  const total = diffHeapSummaries(before, after, added).reduce((sum, r) => sum + r.bytesPerUnit, 0);
  console.log(
    `\nHeap per subscriber, ${from.subscribers} -> ${last.subscribers} (live objects by constructor, shallow bytes; ${total.toFixed(0)} bytes/sub in all):`,
  );
  console.log("| group | objects/sub | bytes/sub |\n|---|---|---|");
  for (const r of rows)
    console.log(`| ${r.group.replace(/\|/g, "\\|")} | ${r.countPerUnit.toFixed(2)} | ${r.bytesPerUnit.toFixed(0)} |`);
  return rows;
}

interface Shared {
  sandbox: ServerProcess;
  key: KeyObject;
  quoteIds: string[];
}

/** One gateway build (`entry`, e.g. dist/main.js): idle, each step, the heap diff, the events. */
async function profileGateway(entry: string, label: string, { sandbox, key, quoteIds }: Shared) {
  const subscribers: Subscriber[] = [];
  failedSubscribes = 0;
  const prefix = `profile-live:${randomUUID()}:`;
  const inspectPort = await freePort();
  const gateway = await startServer({
    name: `gateway ${label}`,
    ...(args.tsx ? { entry: "src/main.ts", loader: "tsx" as const } : { entry }),
    env: {
      PORT: "0",
      HOST: "127.0.0.1",
      BRIDGE_API_URL: sandbox.url,
      BRIDGE_API_KEY: API_KEY,
      LOG_LEVEL: "silent",
      WEBHOOK_PATH,
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      RATE_LIMIT_PER_MINUTE: "0",
      EVENT_BACKFILL_INTERVAL_MS: "0",
      // Each subscriber from its own address (X-Forwarded-For), as browsers behind one proxy.
      TRUSTED_PROXY_HOPS: "1",
    },
    ready: /GraphQL gateway on (http:\/\/[^\s"]+)\/graphql/,
    nodeFlags: [...START_FLAGS, `--inspect=127.0.0.1:${inspectPort}`],
    timeoutMs: 60_000,
  });
  const inspector = await connectInspector(inspectPort);
  try {
    // Warm-up: every code path of a subscriber runs once before the idle measure.
    const warm = await openSubscribers(gateway.url, quoteIds.slice(SUBSCRIBERS, SUBSCRIBERS + 20));
    for (const s of warm) s.close();
    await Promise.all(warm.map((s) => s.client.dispose()));
    const idle = await measure(inspector, 0, `${label}-idle`);
    log(`${label} idle: RSS ${mb(idle.rssBytes)} MB, heap ${mb(idle.heapUsedBytes)} MB`);
    if (args.sampling) await inspector.startSampling(1024);
    const steps: Measure[] = [];
    for (const step of STEPS) {
      const started = performance.now();
      subscribers.push(...(await openSubscribers(gateway.url, quoteIds.slice(subscribers.length, step))));
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      log(`${label}: ${step} subscribers open (${seconds} s for the last ${step - (steps.at(-1)?.subscribers ?? 0)})`);
      steps.push(await measure(inspector, step, `${label}-${step}`));
    }
    console.log(`\n${label} (${entry})`);
    report(idle, steps);
    const heap = args.snapshots ? heapDiff(steps.at(-2) ?? idle, steps.at(-1)!) : undefined;
    const allocations = args.sampling ? allocationReport(await inspector.stopSampling(), SUBSCRIBERS) : undefined;
    // The profile covers the event phase, or with --churn the churn.
    if (args["cpu-profile"] && !(Number(args.churn) > 0)) await inspector.startProfiling(200);
    if (args["event-allocations"]) await inspector.startSampling(4096, true);
    else if (args["event-promotions"]) await inspector.startSampling(16384, { minor: false, major: true });
    const events = Number(args.rate) > 0 ? await eventPhase(sandbox.url, gateway, subscribers, key) : undefined;
    if (args["event-allocations"] || args["event-promotions"]) {
      const sent = Math.round(Number(args.rate) * Number(args.seconds));
      const what = args["event-allocations"]
        ? "Allocated during the event phase (freed or not)"
        : "Promoted during the event phase (outlived the young generation; freed later or not)";
      allocationReport(await inspector.stopSampling(), sent, what, "event");
    }
    const churned = Number(args.churn) > 0 ? await churnPhase(gateway, inspector, quoteIds, subscribers.length) : undefined;
    const profile = churned ? churned.profile : args["cpu-profile"] ? await inspector.stopProfiling() : undefined;
    const cpu = profile && cpuReport(profile, `${OUT}/${label}.cpuprofile`);
    if (events) console.log(`\nEvents: ${JSON.stringify(events)}`);
    if (churned) console.log(`\nChurn: ${JSON.stringify({ ...churned, profile: undefined })}`);
    if (failedSubscribes > 0) log(`${label}: ${failedSubscribes} subscribes failed once and were retried`);
    return {
      label,
      entry,
      idle,
      steps,
      heap,
      allocations,
      events,
      churned: churned && { ...churned, profile: undefined },
      cpu,
      failedSubscribes,
    };
  } finally {
    inspector.close();
    for (const s of subscribers) s.close();
    await Promise.all(subscribers.map((s) => s.client.dispose()));
    await gateway.stop();
    await dropRedisKeys(prefix);
  }
}

/** Redis commands run so far, by command (INFO commandstats). */
async function commandCounts(redis: Redis): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const m of (await redis.info("commandstats")).matchAll(/^cmdstat_(\S+):calls=(\d+)/gm)) counts.set(m[1]!, Number(m[2]));
  return counts;
}

/** Commands between two {@link commandCounts}, the driver's own INFO left out (commands run by scripts are counted too). */
function commandsBetween(before: Map<string, number>, after: Map<string, number>): Map<string, number> {
  const ran = new Map<string, number>();
  for (const [name, calls] of after) ran.set(name, calls - (before.get(name) ?? 0) - (name === "info" ? 1 : 0));
  return ran;
}

/** `ran` less `background`, per unit. */
function commandsPer(ran: Map<string, number>, units: number, background = new Map<string, number>()): Record<string, string> {
  const per: Record<string, string> = {};
  for (const [name, n] of ran) {
    const own = n - (background.get(name) ?? 0);
    if (own > 0.5) per[name] = (own / units).toFixed(3);
  }
  return per;
}

/** One churned subscription: connect, subscribe, the first message (ms after connecting, or why not), close. */
function churnOne(gatewayUrl: string, quoteId: string, address: string): Promise<number | string> {
  return new Promise((resolve) => {
    const startedAt = performance.now();
    const ws = new WebSocket(`${gatewayUrl.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws", {
      headers: { "x-forwarded-for": address },
    });
    let done = false;
    const finish = (outcome: number | string) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      ws.close();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish("no first message within 10 s"), 10_000);
    ws.on("open", () => ws.send(JSON.stringify({ type: "connection_init" })));
    ws.on("message", (data) => {
      const m = JSON.parse(String(data)) as { type: string; payload?: { data?: { transactionEvents?: { kind?: string } } } };
      if (m.type === "connection_ack") {
        ws.send(JSON.stringify({ id: "1", type: "subscribe", payload: { query: WATCH, variables: { quoteId } } }));
      } else if (m.type === "next") {
        const kind = m.payload?.data?.transactionEvents?.kind;
        finish(kind === "CURRENT_STATE" ? performance.now() - startedAt : `first message ${kind}`);
      } else if (m.type === "error") finish(`error ${JSON.stringify(m.payload)}`);
    });
    ws.on("error", (err) => finish(err.message));
    ws.on("close", (code) => finish(`closed ${code}`));
  });
}

/**
 * `--churn` new subscriptions a second for `--churn-seconds`, paced by the clock; the gateway's
 * CPU and the Redis commands per churned subscription; the heap after a forced GC before and
 * after; then ten quiet seconds' Redis commands per standing subscriber (the lease renewals).
 */
async function churnPhase(gateway: ServerProcess, inspector: InspectorSession, quoteIds: string[], standing: number) {
  const rate = Number(args.churn);
  const count = Math.round(rate * Number(args["churn-seconds"]));
  const transfers = quoteIds.slice(SUBSCRIBERS + 20);
  const redis = new Redis(REDIS_URL);
  try {
    const heapBefore = await measure(inspector, standing, "churn-before");
    const commandsBefore = await commandCounts(redis);
    if (args["cpu-profile"]) await inspector.startProfiling(200);
    const cpuBefore = (await gateway.usage()).cpuMs;
    const started = performance.now();
    const runs: Promise<number | string>[] = [];
    for (let i = 0; i < count; i++) {
      const wait = started + (i * 1000) / rate - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      runs.push(churnOne(gateway.url, transfers[i % transfers.length]!, addressOf(1_000_000 + i)));
    }
    const outcomes = await Promise.all(runs);
    // The closes' own work (unsubscribes, releases) is part of a churned subscription's cost.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const churnSeconds = (performance.now() - started) / 1000;
    const cpuMs = (await gateway.usage()).cpuMs - cpuBefore;
    const commandsAfter = await commandCounts(redis);
    const profile = args["cpu-profile"] ? await inspector.stopProfiling() : undefined;
    const heapAfter = await measure(inspector, standing, "churn-after");
    const quietBefore = await commandCounts(redis);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const quiet = commandsBetween(quietBefore, await commandCounts(redis));
    // After quiet seconds: what stays now stays per closed subscription.
    const heapQuiet = await measure(inspector, standing, "churn-quiet");
    // What the standing subscribers cost meanwhile (the lease renewals, the watch re-reads) is not the churn's.
    // Not the (s)unsubscribes of the quiet seconds: the churned channels' own.
    const background = new Map([...quiet].map(([name, n]) => [name, name.endsWith("subscribe") ? 0 : (n * churnSeconds) / 10]));
    const firstMs = outcomes.filter((o): o is number => typeof o === "number").sort((a, b) => a - b);
    const errors = outcomes.filter((o): o is string => typeof o === "string");
    return {
      churned: count,
      ratePerS: rate,
      errors: errors.length,
      errorSamples: [...new Set(errors)].slice(0, 3),
      firstMessageP50Ms: percentile(firstMs, 50),
      firstMessageP99Ms: percentile(firstMs, 99),
      gatewayCpuUsPerChurn: Math.round((cpuMs * 1000) / count),
      redisCommandsPerChurn: commandsPer(commandsBetween(commandsBefore, commandsAfter), count, background),
      heapBeforeMb: mb(heapBefore.heapUsedBytes),
      heapAfterMb: mb(heapAfter.heapUsedBytes),
      heapAfterQuietMb: mb(heapQuiet.heapUsedBytes),
      rssBeforeMb: mb(heapBefore.rssBytes),
      rssAfterMb: mb(heapAfter.rssBytes),
      quietRedisCommandsPerSubscriberPerS: commandsPer(quiet, standing * 10),
      profile,
    };
  } finally {
    redis.disconnect();
  }
}

async function dropRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL);
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
}

function cpuReport(profile: CpuProfile, file: string) {
  writeFileSync(file, JSON.stringify(profile));
  const rows = summarizeCpu(profile).slice(0, 40);
  console.log(
    `\nGateway CPU during the ${Number(args.churn) > 0 ? "churn" : "event phase"}, self time by function (${file}):\n| function | share |\n|---|---|`,
  );
  for (const r of rows) console.log(`| ${r.frame} | ${(r.share * 100).toFixed(1)} % |`);
  return rows;
}

function allocationReport(
  profile: SamplingHeapProfile,
  per: number,
  what = "Live allocations made while subscribing",
  unit = "sub",
) {
  const { bySite, byOwnCode, byPair } = summarizeAllocations(profile);
  const print = (title: string, rows: { site: string; bytes: number }[]) => {
    console.log(`\n${title}\n| site | bytes/${unit} |\n|---|---|`);
    for (const r of rows.slice(0, 40)) console.log(`| ${r.site} | ${(r.bytes / per).toFixed(0)} |`);
  };
  const total = bySite.reduce((sum, r) => sum + r.bytes, 0);
  print(`${what}, ${(total / per).toFixed(0)} bytes/${unit} sampled, by allocating frame:`, bySite);
  print("The same by the innermost frame of src/ on the stack:", byOwnCode);
  print("The same by both:", byPair);
  return { bySite: bySite.slice(0, 50), byOwnCode: byOwnCode.slice(0, 50), byPair: byPair.slice(0, 80) };
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const loadAtStart = loadAverage();
  const entries = args.entries.split(",");
  log(`load average ${loadAtStart}; ${SUBSCRIBERS} subscribers, steps ${STEPS.join(", ")}; gateways ${entries.join(", ")}`);
  if (!args["no-build"]) execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
  const sandbox = await startServer({
    name: "sandbox",
    entry: "packages/sandbox/dist/main.js",
    env: { SANDBOX_PORT: "0", SANDBOX_AUTO_ADVANCE_MS: "0", SANDBOX_SEED: "profile", SANDBOX_QUOTE_TTL_S: "3600" },
    ready: /listening on (http:\/\/\S+)/,
  });
  try {
    const key = await serveWebhookKey(sandbox.url);
    log(`preparing ${SUBSCRIBERS + 20} committed transfers`);
    const quoteIds = await prepareTransfers(sandbox.url, SUBSCRIBERS + 20 + CHURN_TRANSFERS);
    const runs = [];
    for (const [i, entry] of entries.entries()) {
      runs.push(await profileGateway(entry, entries.length > 1 ? `${args.label}-${i}` : args.label, { sandbox, key, quoteIds }));
    }
    const loadAtEnd = loadAverage();
    log(`load average ${loadAtEnd}`);
    const file = `${OUT}/${args.label}.json`;
    writeFileSync(file, JSON.stringify({ loadAtStart, loadAtEnd, runs }, null, 2));
    log(`wrote ${file}`);
  } finally {
    await sandbox.stop();
  }
}

await main();
