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
  /** Tenant of the gateway's own API key; undefined when no key is configured. */
  gatewayTenant: string | undefined;
  adminToken: string | undefined;
  defaultWebhookUrl: () => string | undefined;
  upstreamConcurrency: number;
}

/**
 * Returns the per-operation context factory. A caller's own `Authorization` header is passed
 * upstream; the admin token is not a bridge credential and so is never forwarded.
 */
export function createContextFactory(deps: ContextDeps) {
  return (headers: { get(name: string): string | null }): GatewayContext => {
    const header = headers.get("authorization")?.trim() || undefined;
    const bearer = header?.replace(/^bearer\s+/i, "");
    const isAdmin = deps.adminToken !== undefined && bearer === deps.adminToken;
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
      isAdmin,
      defaultWebhookUrl: deps.defaultWebhookUrl(),
    };
  };
}
