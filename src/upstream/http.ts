import { context, propagation, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import type { Dispatcher } from "undici";
// undici's index loads all it has (fetch, WebSocket, caches, mock agents, proxies): about 40 ms of
// every start-up. The transport needs its Pool alone (undici has no `exports` map, so this path is
// importable; test/types/deep-imports.test.ts pins what is relied on, on the version checked).
import Pool from "undici/lib/dispatcher/pool.js";
import type { UpstreamBreaker } from "./breaker.js";
import { errorFromResponse } from "./error-catalogue.js";
import { UpstreamBadResponse, UpstreamTimeout, UpstreamUnavailable } from "./errors.js";
import type { UpstreamPath } from "./path.js";
import { withRetries } from "./retry.js";

/** Options of the upstream HTTP transport. */
export interface UpstreamHttpOptions {
  /** Base URL of the bridge API, e.g. `https://api.example.com` (a path prefix is kept). */
  baseUrl: string;
  /** Per-attempt deadline in milliseconds; exceeding it fails with `UpstreamTimeout` (never retried). */
  timeoutMs: number;
  /** Retries for GETs on network errors and 502/503/504, with jittered exponential back-off. */
  retries: number;
  /** Keep-alive connections in the pool. */
  connections: number;
  /**
   * Every attempt runs through it: once the upstream keeps failing, calls fail fast with
   * `UpstreamCircuitOpen` (an `UpstreamUnavailable`) instead of waiting for their own timeouts.
   */
  breaker?: UpstreamBreaker;
  /**
   * One OpenTelemetry span per attempt, and its W3C `traceparent` sent upstream (`config.tracing.enabled`).
   * Off, attempts go out without either: not even the API's no-op span is made.
   */
  tracing?: boolean;
  /** Called once per upstream attempt, e.g. for metrics. */
  onAttempt?: (info: { method: string; route: string; status: number | "error"; ms: number }) => void;
}

export interface UpstreamRequest {
  method: "GET" | "POST" | "PATCH";
  /** Path below the base URL; only `upstreamRoute(...).at()` makes one, so every segment is checked and encoded. */
  path: UpstreamPath;
  /** Route label without ids, for messages and metrics (e.g. `GET /bridge/history/by-withdraw-hash`). */
  route: string;
  authorization?: string;
  body?: unknown;
  /** The endpoint's not-found error, for a bare 404 without a tagged body. */
  notFound?: () => Error;
}

export interface UpstreamHttp {
  /** Sends the request; resolves the parsed JSON of a 2xx answer, rejects with an upstream error class. */
  request(req: UpstreamRequest): Promise<unknown>;
  close(): Promise<void>;
}

/** A no-op until the tracing SDK is registered (src/observability/tracing.ts); this folder imports nothing of the gateway. */
const tracer = trace.getTracer("bridge-graphql-gateway");

/** Creates the keep-alive transport to the upstream (one undici Pool per gateway). */
export function createUpstreamHttp(options: UpstreamHttpOptions): UpstreamHttp {
  const base = new URL(options.baseUrl);
  const prefix = base.pathname.replace(/\/+$/, "");
  const pool = new Pool(base.origin, {
    connections: options.connections,
    keepAliveTimeout: 30_000,
    pipelining: 1,
    // The attempt's own deadline (ExchangeHandler) covers headers and body. undici's timeouts
    // would add a timer per request besides it, switched with the keep-alive timer on every
    // exchange and held until undici's next timer sweep (up to a second), long enough for the
    // garbage collector to promote each one.
    headersTimeout: 0,
    bodyTimeout: 0,
  });

  const attempt = createAttempt(pool, prefix, options);

  /** One attempt that resolves a 2xx body and rejects with the upstream error class otherwise. */
  const attemptOk = (req: UpstreamRequest): Promise<unknown> =>
    attempt(req).then(({ status, body, retryAfter }) => {
      if (status >= 200 && status < 300) return body;
      throw errorFromResponse(status, body, req.notFound, { retryAfter });
    });

  const { breaker } = options;
  const run = (req: UpstreamRequest) => (breaker ? breaker.execute(req.route, () => attemptOk(req)) : attemptOk(req));

  return {
    request(req) {
      return withRetries(() => run(req), req.method === "GET" ? options.retries : 0);
    },
    close: () => pool.close(),
  };
}

/**
 * One attempt through the pool: the answer's status and parsed body, or the transport's failure
 * (`UpstreamTimeout`, `UpstreamUnavailable`, `UpstreamBadResponse` for a 2xx that is not JSON).
 */
function createAttempt(
  pool: Dispatcher,
  prefix: string,
  options: UpstreamHttpOptions,
): (req: UpstreamRequest) => Promise<Attempted> {
  const base = new URL(options.baseUrl);
  const server = {
    "server.address": base.hostname,
    "server.port": Number(base.port || (base.protocol === "https:" ? 443 : 80)),
  };

  /**
   * One span per attempt (retries are separate calls), a child of the operation that asked, with
   * OpenTelemetry's HTTP client attributes: the path template, never the path (it holds ids).
   */
  function tracedAttempt(req: UpstreamRequest): Promise<Attempted> {
    const attributes = {
      "http.request.method": req.method,
      "url.template": prefix + req.route.slice(req.method.length + 1),
      ...server,
    };
    return tracer.startActiveSpan(`upstream ${req.route}`, { kind: SpanKind.CLIENT, attributes }, async (span) => {
      try {
        const answer = await send(req, true);
        span.setAttribute("http.response.status_code", answer.status);
        if (answer.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        return answer;
      } catch (err) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).name });
        throw err;
      } finally {
        span.end();
      }
    });
  }

  async function send(req: UpstreamRequest, traced: boolean): Promise<Attempted> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (req.authorization) headers.authorization = req.authorization;
    // W3C traceparent of the attempt's span, so the upstream's traces join ours.
    if (traced) propagation.inject(context.active(), headers);
    let payload: string | undefined;
    if (req.body !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(req.body);
    }
    const started = performance.now();
    try {
      const res = await exchange(
        pool,
        { method: req.method, path: prefix + req.path, headers, body: payload },
        options.timeoutMs,
      );
      const { text } = res;
      options.onAttempt?.({ method: req.method, route: req.route, status: res.statusCode, ms: performance.now() - started });
      let body: unknown = undefined;
      if (text.length > 0) {
        try {
          body = JSON.parse(text);
        } catch {
          if (res.statusCode >= 200 && res.statusCode < 300) {
            throw new UpstreamBadResponse("The upstream answered a body that is not JSON.");
          }
        }
      }
      return { status: res.statusCode, body, retryAfter: res.retryAfter };
    } catch (err) {
      if (err instanceof UpstreamBadResponse) throw err;
      options.onAttempt?.({ method: req.method, route: req.route, status: "error", ms: performance.now() - started });
      if (err instanceof AttemptTimeout) throw new UpstreamTimeout(`The upstream did not answer within ${options.timeoutMs} ms.`);
      throw new UpstreamUnavailable(`The upstream could not be reached (${errorCode(err)}).`);
    }
  }

  return options.tracing ? tracedAttempt : (req: UpstreamRequest) => send(req, false);
}

/** The attempt's deadline passed (headers and body together, waiting for a free connection included). */
class AttemptTimeout extends Error {
  override name = "TimeoutError";
}

interface Answer {
  statusCode: number;
  text: string;
  /** The `Retry-After` header of a 429 (read of no other answer: it is the only one that has a use for it). */
  retryAfter?: string;
}

/** An attempt's answer: its status, parsed body and, for a 429, its `Retry-After`. */
interface Attempted {
  status: number;
  body: unknown;
  retryAfter?: string;
}

/**
 * One request through the pool with its whole answer read as text, rejected with
 * {@link AttemptTimeout} once `timeoutMs` have passed (and the request aborted). A dispatch
 * handler rather than `pool.request`: no response stream, header object or AbortSignal (and its
 * timer and listeners) is made per call, which was a measurable part of a request's CPU time.
 */
function exchange(pool: Dispatcher, opts: Dispatcher.DispatchOptions, timeoutMs: number): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    pool.dispatch(opts, new ExchangeHandler(resolve, reject, timeoutMs));
  });
}

/** Undici's (v7) handler hooks, as its own `pool.request` uses them: no controller or parsed headers made per call. */
class ExchangeHandler implements Dispatcher.DispatchHandler {
  private statusCode = 0;
  private retryAfter: string | undefined;
  private chunks: Buffer[] = [];
  private abort: ((err?: Error) => void) | undefined;
  /** Set once the promise is settled: by the answer, an error or the deadline. */
  private done = false;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly resolve: (answer: Answer) => void,
    private readonly reject: (err: unknown) => void,
    timeoutMs: number,
  ) {
    this.timer = setTimeout(() => this.timeout(), timeoutMs);
  }

  private timeout() {
    if (this.done) return;
    const err = new AttemptTimeout("deadline of the attempt passed");
    this.fail(err);
    // Not connected yet (still queued in the pool): `onConnect` aborts it when its turn comes.
    this.abort?.(err);
  }

  private fail(err: unknown) {
    if (this.done) return;
    this.done = true;
    clearTimeout(this.timer);
    this.chunks = [];
    this.reject(err);
  }

  onConnect(abort: (err?: Error) => void): void {
    if (this.done) abort(new AttemptTimeout("deadline of the attempt passed"));
    else this.abort = abort;
  }

  onHeaders(statusCode: number, headers: Buffer[]): boolean {
    // 1xx informational answers come before the real one.
    if (statusCode >= 200) this.statusCode = statusCode;
    if (statusCode === 429) this.retryAfter = headerValue(headers, "retry-after");
    return true;
  }

  onData(chunk: Buffer): boolean {
    this.chunks.push(chunk);
    return true;
  }

  onComplete(): void {
    if (this.done) return;
    this.done = true;
    clearTimeout(this.timer);
    const { chunks } = this;
    this.chunks = [];
    const buffer = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    // UTF-8 with a byte-order mark skipped, as undici's `body.text()` reads it.
    const bom = buffer.length > 2 && buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf;
    this.resolve({ statusCode: this.statusCode, text: buffer.toString("utf8", bom ? 3 : 0), retryAfter: this.retryAfter });
  }

  onError(err: Error): void {
    this.fail(err);
  }
}

/** A header's value from undici's raw list (name, value, name, value, …). */
function headerValue(raw: Buffer[], name: string): string | undefined {
  for (let i = 0; i + 1 < raw.length; i += 2)
    if (raw[i]!.toString("latin1").toLowerCase() === name) return raw[i + 1]!.toString("latin1");
  return undefined;
}

function errorCode(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : "network error";
}
