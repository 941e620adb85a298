import { createPublicKey, type KeyObject } from "node:crypto";

/** Options of {@link createPublicKeyProvider}. */
export interface PublicKeyProviderOptions {
  /**
   * Fetches what `GET /webhook/public-key` answers: base64 of a PEM public key (a bare PEM is
   * accepted too). Rejecting means "key unavailable".
   */
  fetchKey: () => Promise<string>;
  /**
   * Least time between two fetches after the first, in ms (default 10 000), so forged
   * signatures or a failing upstream cannot cause a fetch storm.
   */
  minRefetchIntervalMs?: number;
  /** Clock in ms; defaults to `Date.now`. */
  now?: () => number;
}

/** The upstream's webhook verification key, cached and refreshable. */
export interface PublicKeyProvider {
  /**
   * The cached key, fetched on first use (concurrent callers share one fetch).
   * @throws the fetch or parse error when no key is cached; after a failure, the same error
   *   again until the refetch interval has passed.
   */
  current(): Promise<KeyObject>;
  /**
   * Refetches the key after a signature failed, so a key rotation heals itself. Joins a
   * fetch in flight; otherwise fetches at most once per refetch interval.
   * @returns the fetched key, or undefined when rate-limited or the fetch failed (the cached
   *   key stays). Never rejects.
   */
  refresh(): Promise<KeyObject | undefined>;
}

const PEM_HEADER = "-----BEGIN";

/** Parses the public-key answer: base64 of a PEM, or a bare PEM. */
function parsePublicKey(answer: string): KeyObject {
  const text = answer.trim();
  const pem = text.includes(PEM_HEADER) ? text : Buffer.from(text, "base64").toString("utf8");
  if (!pem.includes(PEM_HEADER)) throw new Error("Webhook public key is neither a PEM nor base64 of a PEM");
  return createPublicKey(pem);
}

/** Creates a {@link PublicKeyProvider} over the upstream public-key endpoint. */
export function createPublicKeyProvider(options: PublicKeyProviderOptions): PublicKeyProvider {
  const { fetchKey, minRefetchIntervalMs = 10_000, now = Date.now } = options;
  let cached: KeyObject | undefined;
  let inFlight: Promise<KeyObject> | undefined;
  let lastFetchAt: number | undefined;
  let lastRefreshAt: number | undefined;
  let lastError: unknown;

  function fetchOnce(): Promise<KeyObject> {
    lastFetchAt = now();
    inFlight = fetchKey()
      .then(parsePublicKey)
      .then(
        (key) => {
          cached = key;
          lastError = undefined;
          return key;
        },
        (error: unknown) => {
          lastError = error;
          throw error;
        },
      )
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  }

  const elapsed = (since: number | undefined) => since === undefined || now() - since >= minRefetchIntervalMs;

  /** After a failed fetch, wait the interval before the next one. */
  function mayFetch(): boolean {
    return elapsed(lastFetchAt);
  }

  return {
    current() {
      if (cached) return Promise.resolve(cached);
      if (inFlight) return inFlight;
      if (!mayFetch()) return Promise.reject(lastError);
      return fetchOnce();
    },
    async refresh() {
      // Rate-limit refreshes against each other, not against the first fetch: a key rotated
      // right after start-up must heal on the first bad signature, not ten seconds later.
      if (!inFlight && !(cached ? elapsed(lastRefreshAt) : mayFetch())) return undefined;
      if (!inFlight) lastRefreshAt = now();
      try {
        return await (inFlight ?? fetchOnce());
      } catch {
        return undefined;
      }
    },
  };
}
