import { decodeJwt } from "jose";
import { Unauthorized } from "./errors.js";
import type { SharedTokenStore } from "./shared-token.js";

/**
 * Whose credential goes upstream: the gateway's API key (exchanged for a JWT here), or the
 * caller's own `Authorization` header, passed through.
 */
export type Credential =
  | { kind: "gateway"; tenant: string }
  | { kind: "passthrough"; tenant: string; authorization: string }
  | { kind: "none"; tenant: "anonymous" };

/** The gateway has no API key and the caller sent no `Authorization`: nothing to call the upstream with. */
export class MissingCredential extends Error {
  override readonly name = "MissingCredential";
  constructor() {
    super("This operation needs an Authorization header: the gateway has no upstream API key configured.");
  }
}

/** Options of {@link createTokenManager}. */
export interface TokenManagerOptions {
  apiKey: string;
  /** Exchanges the API key for a JWT (`POST /authentication/auth/apiKey`). */
  exchange: (apiKey: string) => Promise<string>;
  /** Renew this long before the JWT's `exp` (default 60 s), so no request carries a token about to expire. */
  refreshMarginMs?: number;
  /** Assumed lifetime when the JWT carries no readable `exp` (default one hour, the upstream's). */
  defaultTtlMs?: number;
  now?: () => number;
  /** Shares the JWT between the instances of a deployment (one exchange per cluster). */
  shared?: SharedTokenStore;
}

/**
 * How long a claim outlives its holder: the holder renews it while its exchange runs, so the
 * others wait as long as that takes, and take over this long after a holder died.
 */
const CLAIM_MS = 5_000;
const POLL_MS = 25;

export interface TokenManager {
  /** The `Authorization` header value for the gateway's key; exchanges at most once at a time. */
  authorization(): Promise<string>;
  /** The header value when the JWT is there and not due for renewal; undefined otherwise (ask `authorization`). */
  current(): string | undefined;
  /** Drops `authorization` if it is still the current one (it was refused upstream). */
  invalidate(authorization: string): void;
  /** API-key exchanges done so far. */
  readonly exchanges: number;
}

/** Keeps the gateway's JWT: one exchange for any number of concurrent callers, renewed before expiry. */
export function createTokenManager(options: TokenManagerOptions): TokenManager {
  const now = options.now ?? Date.now;
  const margin = options.refreshMarginMs ?? 60_000;
  const defaultTtl = options.defaultTtlMs ?? 3_600_000;
  let current: { header: string; renewAt: number } | undefined;
  let inFlight: Promise<string> | undefined;
  let exchanges = 0;
  let refused: string | undefined;
  const { shared } = options;

  /** When to renew a JWT: shortly before its `exp`. */
  const renewAt = (jwt: string) => expiresAt(jwt, now() + defaultTtl) - margin;

  function adopt(jwt: string): string {
    const header = `Bearer ${jwt}`;
    current = { header, renewAt: Math.max(now(), renewAt(jwt)) };
    return header;
  }

  async function exchange(): Promise<string> {
    exchanges++;
    return options.exchange(options.apiKey);
  }

  /** A JWT another instance shares, one this instance gets the claim to exchange, or (failing both) its own. */
  async function obtain(): Promise<string> {
    // The store may still hold the JWT this instance just saw refused (its drop is on the way).
    const usable = (jwt: string | undefined): jwt is string =>
      jwt !== undefined && `Bearer ${jwt}` !== refused && renewAt(jwt) > now();
    const jwt = shared ? await fromSharedStore(shared, { exchange, usable, renewAt, now }) : undefined;
    return adopt(jwt ?? (await exchange()));
  }

  const fresh = () => (current && now() < current.renewAt ? current.header : undefined);

  return {
    current: fresh,
    authorization() {
      const header = fresh();
      if (header !== undefined) return Promise.resolve(header);
      inFlight ??= obtain().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    invalidate(header) {
      if (current?.header === header) current = undefined;
      refused = header;
      shared?.drop(header.replace(/^Bearer /, "")).catch(() => {});
    },
    get exchanges() {
      return exchanges;
    },
  };
}

/** When a JWT expires (its `exp`), or `fallback` for an opaque token. */
function expiresAt(jwt: string, fallback: number): number {
  try {
    const { exp } = decodeJwt(jwt);
    if (typeof exp === "number") return exp * 1000;
  } catch {
    // An opaque token is allowed: fall back to the documented one-hour lifetime.
  }
  return fallback;
}

/**
 * The JWT the instances of a deployment share: the stored one, one this instance exchanges under
 * the store's claim, or one another instance puts there while this one waits (as long as that
 * instance holds the claim); undefined when the store is unreachable, so the caller exchanges alone,
 * which beats failing the request.
 */
async function fromSharedStore(
  shared: SharedTokenStore,
  jwts: {
    exchange: () => Promise<string>;
    usable: (jwt: string | undefined) => jwt is string;
    renewAt: (jwt: string) => number;
    now: () => number;
  },
): Promise<string | undefined> {
  const { usable } = jwts;
  try {
    for (;;) {
      const stored = await shared.get();
      if (usable(stored)) return stored;
      if (await shared.claim(CLAIM_MS)) return await exchangeUnderClaim(shared, jwts);
      // Another instance is exchanging: wait for its JWT as long as it holds the claim, on the
      // store's clock (the claim's expiry), not this instance's, which a busy event loop stretches.
      while (await shared.claimed()) {
        await new Promise((r) => setTimeout(r, POLL_MS));
        const fresh = await shared.get();
        if (usable(fresh)) return fresh;
      }
      // The claim is gone without a usable JWT (the holder failed or died): claim it again.
    }
  } catch (err) {
    // The exchange's own failure is the request's; an unreachable store only means exchanging alone.
    if (err instanceof ExchangeFailed) throw err.cause;
    return undefined;
  }
}

/** Marks a failed exchange under the claim apart from the store's own failures. */
class ExchangeFailed extends Error {
  override readonly name = "ExchangeFailed";
}

/** Exchanges while holding the claim, renewing it so a slow exchange does not hand it to a waiter. */
async function exchangeUnderClaim(
  shared: SharedTokenStore,
  jwts: { exchange: () => Promise<string>; renewAt: (jwt: string) => number; now: () => number },
): Promise<string> {
  const renewal = setInterval(() => shared.renew(CLAIM_MS).catch(() => {}), CLAIM_MS / 2);
  try {
    const jwt = await jwts.exchange().catch((cause: unknown) => {
      throw new ExchangeFailed("exchange failed", { cause });
    });
    await shared.put(jwt, jwts.renewAt(jwt) - jwts.now());
    return jwt;
  } finally {
    clearInterval(renewal);
    await shared.release();
  }
}

/**
 * Runs `call` with the credential's header. With the gateway's key, an upstream refusal
 * (`Unauthorized`/`InvalidJwt`) renews the JWT once and retries once; a caller's own credential
 * is never retried.
 */
export function withCredential<T>(
  credential: Credential,
  tokens: TokenManager | undefined,
  call: (authorization: string) => Promise<T>,
): Promise<T> {
  if (credential.kind === "passthrough") return call(credential.authorization);
  if (credential.kind === "none" || !tokens) return Promise.reject(new MissingCredential());
  const once = (header: string) =>
    call(header).catch((err: unknown) => {
      if (!(err instanceof Unauthorized)) throw err;
      tokens.invalidate(header);
      return tokens.authorization().then(call);
    });
  // Promise chains rather than an async function: this runs for every upstream call, and a fresh
  // JWT is there without waiting.
  const fresh = tokens.current();
  return fresh !== undefined ? once(fresh) : tokens.authorization().then(once);
}
