import { createHash, timingSafeEqual } from "node:crypto";
import type { EventHistory } from "./events/history.js";
import type { EventBus } from "./events/pubsub.js";
import type { CachedReads } from "./loaders/cached-reads.js";
import { createLoaders, type Loaders } from "./loaders/index.js";
import { normalizeAuthorization, tenantOf, type Credential } from "./upstream/auth.js";
import type { BridgeClient } from "./upstream/client.js";

/** What every resolver sees; built once per operation. */
export interface GatewayContext {
  client: BridgeClient;
  credential: Credential;
  loaders: Loaders;
  /** Relayed webhook events, for subscriptions. */
  bus: EventBus;
  /** Recent events per topic, for subscribers resuming after `afterEventId`. */
  history: EventHistory;
  /** The SSE `Last-Event-ID` header: where a reconnecting subscription resumes when it names no `afterEventId`. */
  lastEventId: string | undefined;
  /** The caller presented `GATEWAY_ADMIN_TOKEN`. */
  isAdmin: boolean;
  /** `PUBLIC_URL + WEBHOOK_PATH` when known: filled into quotes that name no `webhookUrl`. */
  defaultWebhookUrl: string | undefined;
}

export interface ContextDeps {
  client: BridgeClient;
  /** The GETs through the shared cache; what the loaders read. */
  reads: CachedReads;
  bus: EventBus;
  history: EventHistory;
  /** Tenant of the gateway's own API key; undefined when no key is configured. */
  gatewayTenant: string | undefined;
  adminToken: string | undefined;
  defaultWebhookUrl: () => string | undefined;
  upstreamConcurrency: number;
}

/** Compares secrets in constant time (over their digests, so lengths leak nothing either). */
function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * Returns the per-operation context factory. A caller's own `Authorization` header is passed
 * upstream; the admin token is not a bridge credential and so is never forwarded.
 */
export function createContextFactory(deps: ContextDeps) {
  return (headers: { get(name: string): string | null }): GatewayContext => {
    const header = headers.get("authorization")?.trim() || undefined;
    const bearer = header?.replace(/^bearer\s+/i, "");
    const isAdmin = deps.adminToken !== undefined && bearer !== undefined && sameSecret(bearer, deps.adminToken);
    let credential: Credential;
    if (header && !isAdmin) {
      const authorization = normalizeAuthorization(header);
      credential = { kind: "passthrough", authorization, tenant: tenantOf(authorization) };
    } else if (deps.gatewayTenant) {
      credential = { kind: "gateway", tenant: deps.gatewayTenant };
    } else {
      credential = { kind: "none", tenant: "anonymous" };
    }
    return {
      client: deps.client,
      credential,
      loaders: createLoaders(deps.reads, credential, deps.upstreamConcurrency),
      bus: deps.bus,
      history: deps.history,
      lastEventId: headers.get("last-event-id")?.trim() || undefined,
      isAdmin,
      defaultWebhookUrl: deps.defaultWebhookUrl(),
    };
  };
}
