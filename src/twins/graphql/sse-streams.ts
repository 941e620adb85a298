import { Readable, type Writable } from "node:stream";
import { createGraphQLError, getSchemaCoordinate } from "@graphql-tools/utils";
import { GraphQLError, type ExecutionResult } from "graphql";
import { getSSEProcessor, type Plugin } from "graphql-yoga";
import { createTurns, TurnGroups } from "../../events/turns.js";

/** Yoga's ping interval for SSE streams (graphql-yoga plugins/result-processor/sse.js). */
export const SSE_PING_INTERVAL_MS = 12_000;

/** Yoga's SSE headers (graphql-yoga plugins/result-processor/sse.js); a stream's status is 200. */
const SSE_HEADERS = {
  "Content-Type": "text/event-stream",
  Connection: "keep-alive",
  "Cache-Control": "no-cache",
  "Content-Encoding": "none",
};
const PING = ":\n\n";
const COMPLETE = "event: complete\ndata:\n\n";

/** Yoga's `omitInternalsFromError`: the `http` and `unexpected` extensions are the server's, not the client's. */
function omitInternalsFromError(err: unknown): unknown {
  if (!(err instanceof GraphQLError)) return err;
  const { http: _http, unexpected: _unexpected, ...extensions } = err.toJSON().extensions ?? {};
  return createGraphQLError(err.message, {
    nodes: err.nodes,
    source: err.source,
    positions: err.positions,
    path: err.path,
    originalError: omitInternalsFromError(err.originalError ?? undefined) as Error | undefined,
    extensions: Object.keys(extensions).length ? extensions : undefined,
    coordinate: getSchemaCoordinate(err),
  });
}

type FetchAPI = Parameters<ReturnType<typeof getSSEProcessor>>[1];
type Result = ExecutionResult & { stringify?: (value: unknown) => string };

/** Yoga's `jsonStringifyResultWithoutInternals` for one result (it is not exported). */
function stringify(result: Result): string {
  let clean: Result = result;
  if (result.errors?.length || result.extensions?.http) {
    clean = { ...result };
    if (clean.errors) clean.errors = clean.errors.map(omitInternalsFromError) as GraphQLError[];
    if (clean.extensions) {
      const { http: _http, ...extensions } = result.extensions!;
      clean.extensions = Object.keys(extensions).length ? extensions : undefined;
    }
  }
  return (result.stringify ?? JSON.stringify)(clean);
}

/**
 * Yoga picks SSE for a stream when the client accepts `text/event-stream` (`*\/*` too), multipart
 * when it also accepts `multipart/mixed` and the stream is not a subscription; only the first is ours.
 */
function wantsSse(accept: string | null): boolean {
  return accept !== null && accept.includes("text/event-stream") && !accept.includes("multipart/mixed");
}

function isAsyncIterable(value: unknown): value is AsyncIterable<Result> {
  return typeof value === "object" && value !== null && Symbol.asyncIterator in value;
}

const kTurn = Symbol("the tick of each round that pings it");

/**
 * One SSE stream: yoga's bytes, written to the response as the subscription's results arrive, one
 * pull at a time (the next once the response has room), with no timer of its own. A Node readable
 * only for @whatwg-node, which pipes a readable body to the response: its `pipe` writes straight
 * to the response instead of through the readable's buffer and a pipe's listeners. Destroyed (the
 * client went, or the response failed), it returns the subscription, which releases its slot.
 */
class SseStream extends Readable {
  [kTurn] = 0;
  private done = false;
  private dest: Writable | undefined;
  private readonly pullNext = () => this.pull();
  constructor(
    private readonly source: AsyncIterator<Result>,
    private readonly streams: TurnGroups<SseStream>,
  ) {
    super();
  }

  override pipe<T extends NodeJS.WritableStream>(dest: T): T {
    this.dest = dest as unknown as Writable;
    // Yoga starts with a ping: some browsers do not hand over the headers until a byte arrives.
    this.dest.write(PING);
    this.pull();
    return dest;
  }

  override _read(): void {}

  private pull(): void {
    this.source.next().then(
      (step) => {
        const dest = this.dest!;
        if (this.done || this.destroyed) return;
        const room = step.value == null || dest.write(`event: next\ndata: ${stringify(step.value)}\n\n`);
        if (step.done) return this.finish(dest);
        if (room) this.pull();
        else dest.once("drain", this.pullNext);
      },
      (err: unknown) => this.destroy(err as Error),
    );
  }

  private finish(dest: Writable): void {
    this.done = true;
    this.streams.delete(this, this[kTurn]);
    dest.end(COMPLETE);
  }

  /** Yoga pings only while the stream's buffer has room (`desiredSize > 0`). */
  ping(): void {
    if (this.dest && !this.done && !this.destroyed && !this.dest.writableNeedDrain) this.dest.write(PING);
  }

  override _destroy(err: Error | null, callback: (err?: Error | null) => void): void {
    this.streams.delete(this, this[kTurn]);
    // Failed (the source threw), the response goes too, as yoga's errored stream aborts it.
    if (err) this.dest?.destroy(err);
    if (this.done) return callback(err);
    this.done = true;
    Promise.resolve(this.source.return?.()).then(
      () => callback(err),
      () => callback(err),
    );
  }
}

/** The open SSE streams, pinged on one timer. */
export interface SseStreams {
  /** Streams open now. */
  readonly size: number;
  /** Ping timers running: one while any stream is open, however many. */
  readonly timers: number;
}

/**
 * Yoga's SSE result processor gives each stream a `setInterval` ping, a `TextEncoder`, a web
 * `ReadableStream` with its controller and closures, which @whatwg-node wraps in a Node readable
 * again (issue 29: SSE subscribers cost twice what graphql-ws ones do). This one answers
 * subscriptions asked for as `text/event-stream` with the same bytes (pings, `event: next`,
 * `event: complete`), headers and status, written straight to the response, and pings every open
 * stream from one timer: each stream has one tick of every round of the ping interval, so ten
 * thousand pings are spread over the round (as ws-heartbeat.ts does for sockets). Results that are
 * not streams (errors before the subscription starts) go to yoga's own processor.
 */
export function useSseStreams(intervalMs = SSE_PING_INTERVAL_MS): Plugin & { streams: SseStreams } {
  const yogaSse = getSSEProcessor();
  const turns = createTurns(intervalMs);
  const streams = new TurnGroups<SseStream>(turns);
  let timer: NodeJS.Timeout | undefined;

  const pingTurn = () => {
    for (const stream of streams.due()) stream.ping();
    if (streams.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  const open = (source: AsyncIterable<Result>, fetchAPI: FetchAPI) => {
    const stream = new SseStream(source[Symbol.asyncIterator](), streams);
    // The next tick of its turn is a whole round away: its first ping after the interval, as yoga's.
    stream[kTurn] = turns.aRoundAway();
    streams.add(stream, stream[kTurn]);
    if (!timer) {
      timer = setInterval(pingTurn, turns.tickMs);
      timer.unref();
    }
    return new fetchAPI.Response(stream as unknown as BodyInit, { status: 200, headers: { ...SSE_HEADERS } });
  };

  return {
    streams: {
      get size() {
        return streams.size;
      },
      get timers() {
        return timer ? 1 : 0;
      },
    },
    // After yoga's own choice (its processors' plugin comes first): a stream yoga answers as SSE.
    onResultProcess({ request, result, resultProcessor, setResultProcessor }) {
      if (!resultProcessor || !isAsyncIterable(result) || !wantsSse(request.headers.get("accept"))) return;
      setResultProcessor(
        (r, fetchAPI, mediaType) => (isAsyncIterable(r) ? open(r, fetchAPI) : yogaSse(r, fetchAPI, mediaType)),
        "text/event-stream",
      );
    },
  };
}
