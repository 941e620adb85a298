import { UpstreamCircuitOpen } from "./breaker.js";
import { UpstreamUnavailable } from "./errors.js";

/*
 * The one retry rule of both upstreams, the bridge API (http.ts) and the chains' JSON-RPC
 * (src/chain/rpc.ts): network errors and 502/503/504, with jittered exponential back-off. Not
 * cockatiel's retry policy: nearly every call succeeds at once, and its policy makes an abort
 * controller, event emitters and an async frame around every first attempt.
 */

const RETRYABLE_STATUS = new Set([502, 503, 504]);
const BACKOFF_BASE_MS = 50;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Network errors and 502/503/504; never a refusal of the open circuit, which is the point of failing fast, nor a timeout. */
export function isRetryable(err: unknown): boolean {
  if (!(err instanceof UpstreamUnavailable) || err instanceof UpstreamCircuitOpen) return false;
  return err.status === undefined || RETRYABLE_STATUS.has(err.status);
}

/**
 * `attempt()`, tried again up to `retries` times while it fails retryably. The first attempt
 * runs without an async wrapper: it is the one nearly every call ends with.
 */
export function withRetries<T>(attempt: () => Promise<T>, retries: number): Promise<T> {
  const first = attempt();
  return retries === 0 ? first : first.catch((err: unknown) => retry(attempt, err, retries));
}

/** Attempt `i + 2` after `err`, or `err` itself once it is not worth retrying. */
async function retry<T>(attempt: () => Promise<T>, err: unknown, retries: number): Promise<T> {
  for (let i = 0; ; i++) {
    if (i >= retries || !isRetryable(err)) throw err;
    await sleep(BACKOFF_BASE_MS * 2 ** i * (0.5 + Math.random()));
    try {
      return await attempt();
    } catch (next) {
      err = next;
    }
  }
}
