/** One bucket of a Prometheus histogram: observations at most `le` seconds, cumulative. */
export interface Bucket {
  le: number;
  count: number;
}

/** The live-delivery histogram on the gateway's clock (src/events/delivery-clock.ts). */
export const DELIVERY_HISTOGRAM = "gateway_event_delivery_seconds";

/** The bound the live target reads off one bucket (p99 at most 50 ms). */
export const TARGET_S = 0.05;

/** What the gateway's clock says of a run's events, per instance or for all. */
export interface ClockSummary {
  /** Events observed (one per event and instance that wrote it to a subscriber). */
  count: number;
  /** Interpolated within their buckets, as Prometheus's histogram_quantile does. */
  p50Ms: number;
  p99Ms: number;
  /** Exact: observations within the 50 ms bucket, %. */
  within50MsPct: number;
}

/** The histogram's cumulative buckets in a `/metrics` text, `+Inf` last. */
export function deliveryBuckets(text: string): Bucket[] {
  const pattern = new RegExp(`^${DELIVERY_HISTOGRAM}_bucket\\{le="([^"]+)"\\} (\\S+)$`, "gm");
  return [...text.matchAll(pattern)].map(([, le, count]) => ({
    le: le === "+Inf" ? Infinity : Number(le),
    count: Number(count),
  }));
}

/** The observations between two scrapes of one instance. */
export function bucketsBetween(before: Bucket[], after: Bucket[]): Bucket[] {
  return after.map((b, i) => ({ le: b.le, count: b.count - (before[i]?.count ?? 0) }));
}

/** Several instances' buckets as one histogram. */
export function mergeBuckets(all: Bucket[][]): Bucket[] {
  return (all[0] ?? []).map((b, i) => ({ le: b.le, count: all.reduce((sum, buckets) => sum + (buckets[i]?.count ?? 0), 0) }));
}

/** The q-quantile in ms: linear within the bucket that holds it; the last finite bound when it is in `+Inf`. */
function quantileMs(buckets: Bucket[], q: number): number {
  const total = buckets.at(-1)?.count ?? 0;
  if (total === 0) return Number.NaN;
  const rank = q * total;
  let lower = 0;
  let below = 0;
  for (const { le, count } of buckets) {
    if (count >= rank) {
      if (!Number.isFinite(le)) return lower * 1000;
      return (lower + ((le - lower) * (rank - below)) / Math.max(1, count - below)) * 1000;
    }
    lower = le;
    below = count;
  }
  return lower * 1000;
}

export function clockSummary(buckets: Bucket[]): ClockSummary {
  const count = buckets.at(-1)?.count ?? 0;
  const within = buckets.find((b) => b.le === TARGET_S)?.count ?? Number.NaN;
  return {
    count,
    p50Ms: quantileMs(buckets, 0.5),
    p99Ms: quantileMs(buckets, 0.99),
    within50MsPct: count === 0 ? Number.NaN : (within / count) * 100,
  };
}
