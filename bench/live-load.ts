import { randomUUID, type KeyObject } from "node:crypto";
import { readFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { signBody } from "../src/events/signature.js";
import { contentEventId } from "../src/upstream/wire/event.js";
import type { ExecutedTransfer } from "./fixtures.js";
import type {
  ChurnRequest,
  ChurnResult,
  CountResult,
  ReportResult,
  SentEvent,
  SubscribeRequest,
  SubscribeResult,
  SubscriberSpec,
} from "./live-clients.js";
import { startServer, type ServerProcess } from "./processes.js";

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function call<T>(base: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(base + path, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`live client ${path} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** Splits `items` into `parts` round-robin shares. */
function shares<T>(items: T[], parts: number): T[][] {
  const out: T[][] = Array.from({ length: parts }, () => []);
  items.forEach((item, i) => out[i % parts]!.push(item));
  return out;
}

/** The load generator: `bench/live-clients.ts` processes, each holding a share of the subscribers. */
export interface ClientPool {
  processes: ServerProcess[];
  /** Opens `subscribers` on one gateway, spread over the processes. */
  subscribe(request: Omit<SubscribeRequest, "subscribers">, subscribers: SubscriberSpec[]): Promise<SubscribeResult>;
  /** Churn at `ratePerS` in all, spread over the processes. */
  churn(request: ChurnRequest): Promise<ChurnResult>;
  count(): Promise<CountResult>;
  report(events: SentEvent[]): Promise<ReportResult>;
  /** Closes every subscriber (the processes stay). */
  closeAll(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts `count` client processes (TypeScript through tsx, like the bench itself). */
export async function startClientPool(count: number): Promise<ClientPool> {
  const processes = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      startServer({
        name: `live-clients-${i}`,
        entry: "bench/live-clients.ts",
        loader: "tsx",
        env: {},
        ready: /live clients on (http:\/\/\S+)/,
      }),
    ),
  );
  const all = <T>(task: (p: ServerProcess, i: number) => Promise<T>) => Promise.all(processes.map(task));
  return {
    processes,
    async subscribe(request, subscribers) {
      const parts = shares(subscribers, processes.length);
      const results = await all((p, i) =>
        call<SubscribeResult>(p.url, "/subscribe", {
          ...request,
          concurrency: Math.max(1, Math.ceil(request.concurrency / processes.length)),
          subscribers: parts[i],
        }),
      );
      const firstKinds: Record<string, number> = {};
      for (const r of results)
        for (const [kind, n] of Object.entries(r.firstKinds)) firstKinds[kind] = (firstKinds[kind] ?? 0) + n;
      return {
        opened: results.reduce((a, r) => a + r.opened, 0),
        failed: results.reduce((a, r) => a + r.failed, 0),
        errors: results.flatMap((r) => r.errors).slice(0, 5),
        firstKinds,
        seconds: Math.max(...results.map((r) => r.seconds)),
      };
    },
    async churn(request) {
      const parts = shares(request.items, processes.length);
      const results = await all((p, i) =>
        call<ChurnResult>(p.url, "/churn", { ...request, items: parts[i], ratePerS: request.ratePerS / processes.length }),
      );
      return {
        started: results.reduce((a, r) => a + r.started, 0),
        completed: results.reduce((a, r) => a + r.completed, 0),
        errors: results.reduce((a, r) => a + r.errors, 0),
        errorSamples: results.flatMap((r) => r.errorSamples).slice(0, 5),
        firstMessageMs: results.flatMap((r) => r.firstMessageMs),
        seconds: Math.max(...results.map((r) => r.seconds)),
      };
    },
    async count() {
      const results = await all((p) => call<CountResult>(p.url, "/count"));
      return {
        subscribers: results.reduce((a, r) => a + r.subscribers, 0),
        reached: results.reduce((a, r) => a + r.reached, 0),
        deliveries: results.reduce((a, r) => a + r.deliveries, 0),
      };
    },
    async report(events) {
      const results = await all((p) => call<ReportResult>(p.url, "/report", { events }));
      const latenciesMs: Record<string, number[]> = {};
      // concat, not push(...l): an unfiltered row returns a million latencies, past the arguments a call takes.
      for (const r of results)
        for (const [phase, l] of Object.entries(r.latenciesMs)) latenciesMs[phase] = (latenciesMs[phase] ?? []).concat(l);
      const sum = (key: "deliveries" | "lost" | "duplicated" | "misrouted" | "dropped") =>
        results.reduce((a, r) => a + r[key], 0);
      return {
        deliveries: sum("deliveries"),
        lost: sum("lost"),
        duplicated: sum("duplicated"),
        misrouted: sum("misrouted"),
        dropped: sum("dropped"),
        latenciesMs,
      };
    },
    async closeAll() {
      await all((p) => call(p.url, "/close", {}));
    },
    async stop() {
      await all((p) => p.stop());
    },
  };
}

/** A signed webhook ready to POST, and whom its relayed event is for. */
export interface PlannedEvent {
  /** The id subscribers see (the relay's content id). */
  id: string;
  body: string;
  signature: string;
  /** The subscriber key it is for (the transfer id), or null for every subscriber. */
  to: string | null;
}

/**
 * `count` BRIDGE_EXECUTED events of `transfers` in turn, signed ahead (RSA signing at 200/s would
 * cost the load generator a fifth of a core). Each is a distinct transition (its own
 * `withdrawCommittedAt`): the relay drops an event whose content it already relayed.
 */
export function planEvents(
  transfers: ExecutedTransfer[],
  count: number,
  privateKey: KeyObject,
  options: { addressed: boolean; firstSequence: number },
): PlannedEvent[] {
  const base = Date.parse("2026-01-01T00:00:00Z");
  return Array.from({ length: count }, (_, i) => {
    const transfer = transfers[i % transfers.length]!;
    const { state: _state, ...record } = transfer.record;
    const event = {
      ...record,
      _tag: "BRIDGE_EXECUTED",
      withdrawCommittedAt: new Date(base + options.firstSequence + i).toISOString(),
    };
    const body = JSON.stringify({ event, eventId: randomUUID(), ts: Date.now() });
    return { id: contentEventId(event), body, signature: signBody(body, privateKey), to: options.addressed ? transfer.id : null };
  });
}

/** What {@link sendEvents} did. */
export interface SendOutcome {
  sent: SentEvent[];
  /** Attempts beyond the first (answers other than 200, or no answer), as the upstream would retry. */
  retries: number;
  /** Events never accepted within the retry deadline. */
  abandoned: number;
  /** How far behind its schedule the last POST started, ms: above a few ms the sender was the bottleneck. */
  maxScheduleLagMs: number;
}

/**
 * POSTs `events` at `ratePerS` (open loop: on the clock, whatever the answers) round-robin over
 * `gatewayUrls`, retrying refused ones every 250 ms for up to 60 s as the upstream's retries would.
 * `phase(elapsedS)` labels each event by when it was sent.
 */
export async function sendEvents(
  gatewayUrls: string[],
  webhookPath: string,
  events: PlannedEvent[],
  ratePerS: number,
  phase: (elapsedS: number) => string = () => "steady",
): Promise<SendOutcome> {
  const outcome: SendOutcome = { sent: [], retries: 0, abandoned: 0, maxScheduleLagMs: 0 };
  const inFlight: Promise<void>[] = [];
  // node:http on keep-alive sockets: undici's fetch cost the sender over a millisecond of CPU a POST.
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const attempt = (e: PlannedEvent, url: string) =>
    new Promise<number>((resolve) => {
      const req = request(`${url}${webhookPath}/rhinofi-event`, {
        method: "POST",
        agent,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(e.body),
          "x-rhino-signature": e.signature,
        },
      });
      req.on("response", (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      });
      req.on("error", () => resolve(0));
      req.end(e.body);
    });
  const post = async (e: PlannedEvent, url: string) => {
    const deadline = now() + 60_000;
    for (let n = 0; ; n++) {
      if (n > 0) outcome.retries++;
      if ((await attempt(e, url)) === 200) return;
      if (now() > deadline) return void outcome.abandoned++;
      await sleep(250);
    }
  };
  const started = now();
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const elapsedS = (now() - started) / 1000;
      const due = Math.min(events.length, Math.floor(elapsedS * ratePerS) + 1);
      while (next < due) {
        const e = events[next]!;
        const at = now();
        outcome.maxScheduleLagMs = Math.max(outcome.maxScheduleLagMs, at - (started + (next / ratePerS) * 1000));
        outcome.sent.push({ id: e.id, at, to: e.to, phase: phase(elapsedS) });
        inFlight.push(post(e, gatewayUrls[next % gatewayUrls.length]!));
        next++;
      }
      if (next >= events.length) resolve();
      else setTimeout(tick, 1);
    };
    tick();
  });
  await Promise.all(inFlight);
  agent.destroy();
  return outcome;
}

/** Waits until the pool has `expected` deliveries, or until none arrived for `quietMs`; the count reached. */
export async function awaitDeliveries(pool: ClientPool, expected: number, quietMs = 10_000): Promise<number> {
  let last = -1;
  let lastChange = now();
  for (;;) {
    const { deliveries } = await pool.count();
    if (deliveries >= expected) return deliveries;
    if (deliveries !== last) {
      last = deliveries;
      lastChange = now();
    } else if (now() - lastChange > quietMs) return deliveries;
    await sleep(100);
  }
}

/** Open files this process (and every node process it starts: node raises its soft limit to the hard one) may hold. */
export function openFilesLimit(): number | undefined {
  try {
    const line = readFileSync("/proc/self/limits", "utf8")
      .split("\n")
      .find((l) => l.startsWith("Max open files"));
    const hard = line?.split(/\s{2,}/)[2];
    return hard === undefined || hard === "unlimited" ? undefined : Number(hard);
  } catch {
    return undefined;
  }
}

/** The value of a Prometheus sample (first series of that name) in `text`, or NaN. */
export function metric(text: string, name: string): number {
  const match = new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, "m").exec(text);
  return match ? Number(match[1]) : Number.NaN;
}
