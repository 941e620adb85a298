import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Credential } from "./upstream/auth.js";

/**
 * Who sent a request or a graphql-ws operation, decided once and handed to everyone who cares:
 * the context (which credential goes upstream, whose cache entries it may read), the
 * subscription gate (admin) and the rate limiter (whose budget it spends).
 */
export interface Caller {
  /** What goes upstream: the caller's own `Authorization`, the gateway's key, or nothing. */
  credential: Credential;
  /** The caller presented `GATEWAY_ADMIN_TOKEN` (never forwarded upstream). */
  isAdmin: boolean;
  /** The rate-limit budgets it spends: see {@link RateKeys}. */
  rateKeys: RateKeys;
  /** The SSE `Last-Event-ID` header: where a reconnecting subscription resumes. */
  lastEventId: string | undefined;
}

/**
 * The budgets a request spends: its credential's when it sends one (hashed, so no token sits in
 * Redis) plus its address's ceiling, else its address's. Anyone can invent an `Authorization`
 * header, so the address keeps a ceiling however many credentials come from it.
 */
export interface RateKeys {
  client: string;
  address?: string;
}

/** What identifies callers: the gateway's own tenant, the admin token, the proxies in front. */
export interface CallerPolicy {
  /** Tenant of the gateway's own API key; undefined when no key is configured. */
  gatewayTenant: string | undefined;
  adminToken: string | undefined;
  /** Proxies in front of the gateway whose `X-Forwarded-For` entry is trusted. */
  trustedProxyHops: number;
}

/** Turns HTTP requests and WebSocket connections into {@link Caller}s. */
export interface CallerResolver {
  /** The caller of an HTTP request (`Authorization`, `Last-Event-ID`, its address). */
  fromHttp(req: IncomingMessage): Caller;
  /**
   * The caller of a graphql-ws connection: browsers cannot set WebSocket headers, so
   * `connectionParams.authorization` wins over the upgrade request's header.
   */
  fromWebSocket(req: IncomingMessage, connectionParams: Readonly<Record<string, unknown>> | undefined): Caller;
}

/** A cache-key-safe identity of a credential: its SHA-256, never the credential itself. */
export function tenantOf(secret: string): string {
  return createHash("sha256").update(secret).digest("hex").slice(0, 32);
}

/** The tenant of the gateway's own API key. */
export const gatewayTenantOf = (apiKey: string): string => tenantOf(`key:${apiKey}`);

const BEARER = /^bearer\s+/i;

/** Compares secrets in constant time (over their digests, so lengths leak nothing either). */
function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** Whether an `Authorization` header value is `Bearer <token>` (the token compared in constant time). */
export function bearerIs(header: string | undefined, token: string): boolean {
  return header !== undefined && BEARER.test(header) && sameSecret(header.replace(BEARER, "").trim(), token);
}

/**
 * The address a request came from. With `hops` proxies in front it is the one the outermost
 * trusted proxy saw, taken from the right of `X-Forwarded-For` (entries further left are the
 * client's own claim and could be forged).
 */
function addressOf(req: IncomingMessage, hops: number): string {
  const peer = req.socket.remoteAddress ?? "unknown";
  const forwarded = req.headers["x-forwarded-for"];
  if (hops === 0 || !forwarded) return peer;
  const entries = [forwarded]
    .flat()
    .join(",")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - hops)] ?? peer;
}

/** Creates the one place where callers are identified. */
export function createCallerResolver(policy: CallerPolicy): CallerResolver {
  function identify(req: IncomingMessage, header: string | undefined, lastEventId: string | undefined): Caller {
    const ip = `ip:${addressOf(req, policy.trustedProxyHops)}`;
    const token = header?.trim().replace(BEARER, "") || undefined;
    if (token === undefined) {
      const credential: Credential = policy.gatewayTenant
        ? { kind: "gateway", tenant: policy.gatewayTenant }
        : { kind: "none", tenant: "anonymous" };
      return { credential, isAdmin: false, rateKeys: { client: ip }, lastEventId };
    }
    // The upstream expects `Bearer <token>`; a bare token is accepted from callers.
    const authorization = `Bearer ${token}`;
    const tenant = tenantOf(authorization);
    const isAdmin = policy.adminToken !== undefined && sameSecret(token, policy.adminToken);
    const credential: Credential = !isAdmin
      ? { kind: "passthrough", authorization, tenant }
      : policy.gatewayTenant
        ? { kind: "gateway", tenant: policy.gatewayTenant }
        : { kind: "none", tenant: "anonymous" };
    return { credential, isAdmin, rateKeys: { client: `cred:${tenant}`, address: ip }, lastEventId };
  }

  return {
    fromHttp(req) {
      const lastEventId = req.headers["last-event-id"];
      return identify(req, req.headers.authorization, (typeof lastEventId === "string" && lastEventId.trim()) || undefined);
    },
    fromWebSocket(req, connectionParams) {
      const fromParams = connectionParams?.authorization ?? connectionParams?.Authorization;
      return identify(req, typeof fromParams === "string" ? fromParams : req.headers.authorization, undefined);
    },
  };
}
