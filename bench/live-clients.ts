/**
 * One load-generator process of `npm run bench:live` (bench/live.ts starts several, through
 * bench/processes.ts, so that thousands of sockets are not all read by one event loop). It holds
 * subscribers of the gateway over graphql-ws (`graphql-transport-ws`, spoken directly on `ws`: a
 * client library's per-connection state would make the load generator the bottleneck) or over SSE
 * (`text/event-stream`, GraphQL over SSE's distinct-connections mode), notes when each event
 * reaches each subscriber, runs churn (connect, subscribe, first message, close), and answers the
 * bench over a small HTTP control API on loopback:
 *
 * - `POST /subscribe` opens subscribers and answers once each has its first message (or is live);
 * - `POST /churn` runs churn at a rate and answers with its outcome;
 * - `GET /count` says how many subscribers have received at least one event so far, and how many deliveries;
 * - `POST /report` takes the events the bench sent (id, send time, addressee) and answers latencies,
 *   lost, duplicated and misrouted deliveries;
 * - `POST /close` closes every subscriber.
 *
 * Times are `performance.timeOrigin + performance.now()` in every process: wall-clock based, so
 * the bench's send times and these arrival times compare across processes on one machine.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import WebSocket from "ws";

/** How subscribers reach the gateway. */
export type LiveTransport = "ws" | "sse";

/** One subscriber to open: its addressee key (the events sent `to` it), variables and client address. */
export interface SubscriberSpec {
  key: string;
  variables: Record<string, unknown>;
  /** `X-Forwarded-For`: the gateway runs behind one trusted proxy, so each subscriber is a caller of its own. */
  address: string;
}

/** `POST /subscribe`. */
export interface SubscribeRequest {
  gatewayUrl: string;
  transport: LiveTransport;
  query: string;
  /** graphql-ws `connection_init` payload; over SSE its `authorization` becomes the header. */
  connectionParams?: Record<string, unknown>;
  subscribers: SubscriberSpec[];
  /** Subscriptions being opened at once (handshake, subscribe, first message). */
  concurrency: number;
  /** Wait for each subscriber's first message (a filtered subscription's current state); else only for the subscribe. */
  awaitFirstMessage: boolean;
}

/** The answer of `POST /subscribe`. */
export interface SubscribeResult {
  opened: number;
  failed: number;
  errors: string[];
  /** First messages by event kind (CURRENT_STATE for a known transfer). */
  firstKinds: Record<string, number>;
  seconds: number;
}

/** `POST /churn`: `items` are used in turn, `ratePerS` new subscriptions a second until they are used up. */
export interface ChurnRequest {
  gatewayUrl: string;
  query: string;
  items: Omit<SubscriberSpec, "key">[];
  ratePerS: number;
  timeoutMs: number;
  /** The first message's kind each churned subscription must receive. */
  expectKind: string;
}

/** The answer of `POST /churn`. */
export interface ChurnResult {
  started: number;
  completed: number;
  errors: number;
  errorSamples: string[];
  /** Connect -> first message, ms. */
  firstMessageMs: number[];
  seconds: number;
}

/** One event the bench sent: its relayed id, when its webhook was POSTed, to whom (null: every subscriber). */
export interface SentEvent {
  id: string;
  at: number;
  to: string | null;
  /** Latencies are reported per phase (e.g. before and after a Redis master was killed). */
  phase: string;
}

/** The answer of `POST /report`. */
export interface ReportResult {
  deliveries: number;
  lost: number;
  duplicated: number;
  /** Deliveries to a subscriber the event was not addressed to. */
  misrouted: number;
  /** Subscribers whose connection ended during the run. */
  dropped: number;
  latenciesMs: Record<string, number[]>;
}

/** The answer of `GET /count`. */
export interface CountResult {
  subscribers: number;
  reached: number;
  deliveries: number;
}

const now = () => performance.timeOrigin + performance.now();

interface Receipts {
  /** Local subscriber index -> first arrival. */
  at: Map<number, number>;
  duplicates: number;
}

/** What every open subscriber of this process feeds. */
const state = {
  keys: [] as string[],
  byKey: new Map<string, number[]>(),
  closers: [] as (() => void)[],
  receipts: new Map<string, Receipts>(),
  reached: new Set<number>(),
  deliveries: 0,
  dropped: 0,
  closing: false,
};

function receive(index: number, eventId: string, at: number): void {
  let r = state.receipts.get(eventId);
  if (!r) state.receipts.set(eventId, (r = { at: new Map(), duplicates: 0 }));
  if (r.at.has(index)) {
    r.duplicates++;
    return;
  }
  r.at.set(index, at);
  state.deliveries++;
  state.reached.add(index);
}

type EventPayload = { data?: { transactionEvents?: { eventId: string; kind: string } }; errors?: unknown[] };

/** Callbacks of one subscription, whatever its transport. */
interface Handlers {
  /** A `next` payload, with its arrival time. */
  next(payload: EventPayload, at: number): void;
  /** The subscribe message was sent (graphql-ws) or the response started (SSE). */
  live(): void;
  /** An error message, a failed handshake or a connection that ended. */
  fail(reason: string): void;
}

/** A graphql-ws subscription on its own connection; returns its closer. */
function openWs(url: string, query: string, spec: Omit<SubscriberSpec, "key">, params: Record<string, unknown>, h: Handlers) {
  const ws = new WebSocket(`${url.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws", {
    headers: { "x-forwarded-for": spec.address },
    perMessageDeflate: false,
  });
  ws.on("open", () => ws.send(JSON.stringify({ type: "connection_init", payload: params })));
  ws.on("message", (data: Buffer) => {
    const at = now();
    const message = JSON.parse(data.toString()) as { type: string; payload?: unknown };
    if (message.type === "next") h.next(message.payload as EventPayload, at);
    else if (message.type === "ping") ws.send('{"type":"pong"}');
    else if (message.type === "connection_ack") {
      ws.send(JSON.stringify({ id: "1", type: "subscribe", payload: { query, variables: spec.variables } }));
      h.live();
    } else if (message.type === "error") h.fail(`error: ${JSON.stringify(message.payload)}`);
    else if (message.type === "complete") h.fail("completed by the server");
  });
  ws.on("error", (err) => h.fail(`socket: ${err.message}`));
  ws.on("close", (code) => h.fail(`closed: ${code}`));
  return () => ws.close(1000);
}

/** A GraphQL-over-SSE subscription (one POST, one streamed response); returns its closer. */
function openSse(url: string, query: string, spec: Omit<SubscriberSpec, "key">, params: Record<string, unknown>, h: Handlers) {
  const body = JSON.stringify({ query, variables: spec.variables });
  const auth = typeof params.authorization === "string" ? { authorization: params.authorization } : {};
  const req = request(`${url}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "text/event-stream",
      "x-forwarded-for": spec.address,
      "content-length": Buffer.byteLength(body),
      ...auth,
    },
  });
  req.on("response", (res: IncomingMessage) => {
    if (res.statusCode !== 200) {
      res.resume();
      return h.fail(`status ${res.statusCode}`);
    }
    h.live();
    res.setEncoding("utf8");
    let buffer = "";
    res.on("data", (chunk: string) => {
      const at = now();
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let event = "";
        let data = "";
        for (const line of block.split("\n")) {
          if (line.startsWith("event:")) event = line.slice(6).trim();
          else if (line.startsWith("data:")) data += line.slice(5).trim();
        }
        if (event === "next") h.next(JSON.parse(data) as EventPayload, at);
        else if (event === "complete") h.fail("completed by the server");
      }
    });
    res.on("close", () => h.fail("stream ended"));
  });
  req.on("error", (err) => h.fail(`request: ${err.message}`));
  req.end(body);
  return () => req.destroy();
}

const opener = (transport: LiveTransport) => (transport === "ws" ? openWs : openSse);

/** Runs `task` over `items`, `concurrency` at a time. */
async function pool<T>(items: T[], concurrency: number, task: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await task(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
}

async function subscribe(r: SubscribeRequest): Promise<SubscribeResult> {
  const started = now();
  const result: SubscribeResult = { opened: 0, failed: 0, errors: [], firstKinds: {}, seconds: 0 };
  const open = opener(r.transport);
  await pool(r.subscribers, r.concurrency, (spec) => {
    const index = state.keys.length;
    state.keys.push(spec.key);
    state.byKey.set(spec.key, [...(state.byKey.get(spec.key) ?? []), index]);
    return new Promise<void>((resolve) => {
      let settled = false;
      let first = true;
      const settle = (error?: string) => {
        if (settled) return;
        settled = true;
        if (error === undefined) result.opened++;
        else {
          result.failed++;
          if (result.errors.length < 5) result.errors.push(error);
        }
        resolve();
      };
      const timer = setTimeout(() => settle("no first message within 30 s"), 30_000);
      state.closers.push(
        open(r.gatewayUrl, r.query, spec, r.connectionParams ?? {}, {
          live: () => {
            if (!r.awaitFirstMessage) settle();
          },
          next: (payload, at) => {
            const event = payload.data?.transactionEvents;
            if (!event) return settle(`message without data: ${JSON.stringify(payload).slice(0, 200)}`);
            if (first && r.awaitFirstMessage) {
              first = false;
              clearTimeout(timer);
              result.firstKinds[event.kind] = (result.firstKinds[event.kind] ?? 0) + 1;
              return settle();
            }
            receive(index, event.eventId, at);
          },
          fail: (reason) => {
            clearTimeout(timer);
            if (!settled) return settle(reason);
            if (!state.closing) state.dropped++;
          },
        }),
      );
    });
  });
  result.seconds = (now() - started) / 1000;
  return result;
}

async function churn(r: ChurnRequest): Promise<ChurnResult> {
  const started = now();
  const result: ChurnResult = { started: 0, completed: 0, errors: 0, errorSamples: [], firstMessageMs: [], seconds: 0 };
  const runs: Promise<void>[] = [];
  const one = (spec: Omit<SubscriberSpec, "key">) =>
    new Promise<void>((resolve) => {
      const t0 = now();
      let done = false;
      let close: () => void = () => {};
      const finish = (error?: string) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        if (error === undefined) result.completed++;
        else {
          result.errors++;
          if (result.errorSamples.length < 5) result.errorSamples.push(error);
        }
        close();
        resolve();
      };
      const timer = setTimeout(() => finish(`no first message within ${r.timeoutMs} ms`), r.timeoutMs);
      close = openWs(
        r.gatewayUrl,
        r.query,
        spec,
        {},
        {
          live: () => {},
          next: (payload, at) => {
            const kind = payload.data?.transactionEvents?.kind;
            if (kind !== r.expectKind) return finish(`first message ${kind ?? JSON.stringify(payload).slice(0, 200)}`);
            result.firstMessageMs.push(at - t0);
            finish();
          },
          fail: (reason) => finish(reason),
        },
      );
    });
  // Paced by the clock, not by answers: a slow gateway faces the same arrivals, as from browsers.
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const due = Math.min(r.items.length, Math.floor(((now() - started) / 1000) * r.ratePerS));
      while (result.started < due) runs.push(one(r.items[result.started++]!));
      if (result.started >= r.items.length) {
        clearInterval(tick);
        resolve();
      }
    }, 5);
  });
  await Promise.all(runs);
  result.seconds = (now() - started) / 1000;
  return result;
}

function report(events: SentEvent[]): ReportResult {
  const result: ReportResult = { deliveries: 0, lost: 0, duplicated: 0, misrouted: 0, dropped: state.dropped, latenciesMs: {} };
  const everyone = state.keys.map((_, i) => i);
  for (const e of events) {
    const latencies = (result.latenciesMs[e.phase] ??= []);
    const receipts = state.receipts.get(e.id);
    const expected = e.to === null ? everyone : (state.byKey.get(e.to) ?? []);
    let found = 0;
    for (const index of expected) {
      const at = receipts?.at.get(index);
      if (at === undefined) result.lost++;
      else {
        found++;
        latencies.push(Math.round((at - e.at) * 1000) / 1000);
      }
    }
    result.deliveries += found;
    result.duplicated += receipts?.duplicates ?? 0;
    result.misrouted += (receipts?.at.size ?? 0) - found;
  }
  return result;
}

function closeAll(): void {
  state.closing = true;
  for (const close of state.closers) close();
  Object.assign(state, {
    keys: [],
    byKey: new Map(),
    closers: [],
    receipts: new Map(),
    reached: new Set(),
    deliveries: 0,
    dropped: 0,
  });
  // Close events of the sockets just closed arrive later: they are not drops.
  setTimeout(() => (state.closing = false), 2_000);
}

async function readJson<T>(req: IncomingMessage): Promise<T> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString() || "{}") as T;
}

async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const answer = (body: unknown) => {
    const text = JSON.stringify(body);
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
    res.end(text);
  };
  try {
    if (req.url === "/subscribe") return answer(await subscribe(await readJson<SubscribeRequest>(req)));
    if (req.url === "/churn") return answer(await churn(await readJson<ChurnRequest>(req)));
    if (req.url === "/count") {
      return answer({ subscribers: state.keys.length, reached: state.reached.size, deliveries: state.deliveries });
    }
    if (req.url === "/report") return answer(report((await readJson<{ events: SentEvent[] }>(req)).events));
    if (req.url === "/close") return answer((closeAll(), { closed: true }));
    res.writeHead(404).end();
  } catch (err) {
    res.writeHead(500, { "content-type": "text/plain" }).end(String(err instanceof Error ? err.stack : err));
  }
}

const control = createServer((req, res) => void route(req, res));
// The bench's control requests may wait minutes (a whole churn run): no server-side timeout.
control.requestTimeout = 0;
control.listen(0, "127.0.0.1", () => {
  const address = control.address();
  if (typeof address === "object" && address) process.stdout.write(`live clients on http://127.0.0.1:${address.port}\n`);
});
