import autocannon from "autocannon";
import * as hdr from "hdr-histogram-js";

/** One operation as a sequence of HTTP requests, sent one after the other on a connection. */
export interface LoadSpec {
  /** Base URL of the target (origin only; paths come from the requests). */
  url: string;
  /** The requests of one operation (autocannon request objects: method, path, headers, body, setupRequest, onResponse). */
  requests: autocannon.Request[];
  /** Concurrent connections, each a closed loop of operations. */
  connections: number;
  durationS: number;
  /** Operations to run instead of a duration (autocannon's `amount`, in requests: operations × requests per operation). */
  operations?: number;
  /**
   * Records into this histogram (microseconds) instead of a fresh one, and leaves it alive: a side
   * measured in several slices gets percentiles over all of them. The percentiles returned are then
   * those of everything recorded into it so far.
   */
  histogram?: hdr.Histogram;
}

/** A microsecond histogram as {@link runLoad} keeps it; the caller destroys it. */
export function latencyHistogram(): hdr.Histogram {
  return hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 60_000_000, numberOfSignificantValueDigits: 3 });
}

/** What a load run measured, per operation (not per request). */
export interface LoadResult {
  ops: number;
  connections: number;
  seconds: number;
  opsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses other than 2xx, and connection errors or timeouts. */
  failures: number;
}

/**
 * Runs autocannon against `spec` and times whole operations. autocannon's own histogram keeps
 * whole milliseconds, too coarse for "added latency under 1 ms", so latencies are taken from its
 * `response` events (float ms) into a microsecond histogram; an operation of several requests
 * lasts the sum of its requests' response times.
 */
export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const histogram = spec.histogram ?? latencyHistogram();
  const perOp = spec.requests.length;
  const progress = new Map<object, { step: number; elapsedMs: number }>();
  let ops = 0;
  let failures = 0;

  let instance!: autocannon.Instance;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: spec.url,
        connections: spec.connections,
        ...(spec.operations === undefined ? { duration: spec.durationS } : { amount: spec.operations * perOp }),
        requests: spec.requests,
        timeout: 10,
      },
      (err: unknown, result) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(result)),
    );
  });
  instance.on("response", (client, statusCode, _bytes, responseTimeMs) => {
    const state = progress.get(client) ?? { step: 0, elapsedMs: 0 };
    progress.set(client, state);
    if (statusCode < 200 || statusCode >= 300) failures++;
    state.elapsedMs += responseTimeMs;
    state.step++;
    if (state.step < perOp) return;
    ops++;
    histogram.recordValue(Math.max(1, Math.round(state.elapsedMs * 1000)));
    state.step = 0;
    state.elapsedMs = 0;
  });
  const started = performance.now();
  const result = await done;
  const seconds = (performance.now() - started) / 1000;
  failures += result.errors + result.timeouts;
  const out: LoadResult = {
    ops,
    connections: spec.connections,
    seconds,
    opsPerSec: ops / seconds,
    p50Ms: histogram.getValueAtPercentile(50) / 1000,
    p99Ms: histogram.getValueAtPercentile(99) / 1000,
    failures,
  };
  if (!spec.histogram) histogram.destroy();
  return out;
}
