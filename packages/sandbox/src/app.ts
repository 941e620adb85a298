import { setMaxListeners } from "node:events";
import { createAddressBook } from "./domain/address-book.js";
import { createAuth } from "./server/auth.js";
import { chainDriven, linkChains, type ChainLink } from "./chains/chain-mode.js";
import type { LocalChains } from "./contracts/deployment.js";
import type { SandboxConfig } from "./config.js";
import type { SandboxContext } from "./server/context.js";
import { createEventEmitter } from "./delivery/event-emitter.js";
import { createEventLog } from "./delivery/event-log.js";
import { createFaultInjector } from "./control/faults.js";
import { createHttpServer } from "./server/http.js";
import { createIdSource } from "./domain/ids.js";
import { createOverrides } from "./control/overrides.js";
import { registerAuthRoutes } from "./routes/auth.js";
import { registerConfigRoutes } from "./routes/config.js";
import { registerControlRoutes } from "./routes/control.js";
import { registerExplorerRoutes } from "./routes/explorer.js";
import { registerHistoryRoutes } from "./routes/history.js";
import { registerQuoteRoutes } from "./routes/quote.js";
import { registerSdaRoutes } from "./routes/sda.js";
import { registerSwapRoutes } from "./routes/swap.js";
import { registerWebhookRoutes } from "./routes/webhook.js";
import { createRequestStats } from "./control/stats.js";
import { SandboxStore } from "./domain/store.js";
import { createTransactionEngine } from "./domain/transactions.js";
import { createWebhookDelivery } from "./delivery/webhook-delivery.js";
import { createWebhookSigner, type WebhookSigner } from "./delivery/webhook-signer.js";

/** Infrastructure a sandbox can be given instead of the defaults. */
export interface SandboxDeps {
  /** Clock in epoch ms (default `Date.now`); drives expiries, timestamps and JWT validation. */
  now?: () => number;
  /** The webhook key pair's generation (default: a fresh RSA 2048 pair, begun at creation). */
  signer?: Promise<WebhookSigner>;
  /**
   * Local chains to run on (started by the caller, e.g. `startLocalChains`, and stopped by it):
   * the configs report their addresses and RPC URLs. Without them the sandbox runs in timer mode
   * with invented addresses.
   */
  chains?: LocalChains;
  /** Where the link to the local chains writes its JSON log lines (default: stderr). */
  log?: (line: string) => void;
}

/** A sandbox instance. Create with `createSandbox`, then `start`; `stop` releases everything. */
export interface Sandbox {
  /**
   * Listens (default port/host from the config; pass 0 for a free port). Resolves the base URL,
   * e.g. `http://127.0.0.1:4010`.
   * @throws when the port is taken or start() was already called.
   */
  start(port?: number, host?: string): Promise<{ url: string }>;
  /**
   * Resolves once the webhook key pair exists. Only what needs the key waits for it (not `start()`):
   * the webhooks of events in the first moments leave once it is there.
   * @throws when the key pair could not be generated.
   */
  ready(): Promise<void>;
  /** Closes the server (hanging requests included), timers, pending webhook retries and sockets. Idempotent. */
  stop(): Promise<void>;
  /** The in-memory state, for in-process inspection. */
  store: SandboxStore;
  /**
   * Handles a request in this process, through the same routes, hooks and validation as over
   * HTTP (fastify's `inject`): no socket and no HTTP client, which is how sandbox mode seeds its
   * demo data without loading Node's fetch at start-up.
   */
  inject(request: SandboxRequest): Promise<{ statusCode: number; body: string }>;
}

/** A request for {@link Sandbox.inject}; `payload` is sent as JSON. */
export interface SandboxRequest {
  method: "GET" | "POST";
  url: string;
  payload?: unknown;
}

/**
 * For a process that runs `sandbox` as its upstream: ends it with one line if the webhook key pair
 * cannot be generated. Nothing else waits for the key pair, and without one the sandbox is no upstream.
 */
export function exitWhenKeyPairFails(sandbox: Pick<Sandbox, "ready">): void {
  sandbox.ready().catch((err: unknown) => {
    process.stderr.write(`The sandbox's webhook key pair could not be generated: ${String(err)}\n`);
    process.exit(1);
  });
}

/** Every route group of the sandbox, each registered on the one server. */
const ROUTE_GROUPS = [
  registerAuthRoutes,
  registerQuoteRoutes,
  registerConfigRoutes,
  registerHistoryRoutes,
  registerSdaRoutes,
  registerSwapRoutes,
  registerWebhookRoutes,
  registerControlRoutes,
  registerExplorerRoutes,
];

/** The sandbox's state and parts, shared by every route; `stopping` ends what waits (faults' latency). */
function createContext(config: SandboxConfig, deps: SandboxDeps, stopping: AbortSignal): SandboxContext {
  const now = deps.now ?? Date.now;
  const ids = createIdSource(config.seed);
  const store = new SandboxStore();
  // Key generation runs on libuv's thread pool (50-200 ms for RSA 2048) and nothing waits for it
  // but what needs the key (the public-key route, signing a webhook, a rotation): in `npm start`'s
  // sandbox mode the gateway loads, listens and answers meanwhile. A failure surfaces there.
  const signerReady = deps.signer ?? createWebhookSigner();
  signerReady.catch(() => {});
  const delivery = createWebhookDelivery({
    retryBaseMs: config.webhookRetryBaseMs,
    maxAttempts: config.webhookMaxAttempts,
    signatureHeader: config.signatureHeader,
    sign: async (body) => (await signerReady).sign(body),
    random: () => ids.random("jitter"),
  });
  const log = createEventLog();
  const emit = createEventEmitter({ ids, log, delivery, now });
  const addresses = createAddressBook(deps.chains);
  return {
    config,
    now,
    ids,
    store,
    auth: createAuth({ apiKeys: config.apiKeys, ttlS: config.jwtTtlS, now }),
    engine: createTransactionEngine({
      store,
      ids,
      emit,
      now,
      autoAdvanceMs: config.autoAdvanceMs,
      chainDriven: chainDriven(addresses),
    }),
    emit,
    log,
    signer: signerReady,
    delivery,
    stats: createRequestStats(),
    faults: createFaultInjector(() => ids.random("faults"), stopping),
    overrides: createOverrides(),
    addresses,
    activations: new Set(),
  };
}

/** Builds a sandbox from a typed config; nothing runs until `start()`. */
export function createSandbox(config: SandboxConfig, deps: SandboxDeps = {}): Sandbox {
  const stopping = new AbortController();
  // Every delayed answer (faults' latency) listens on it: a run with more than ten concurrent
  // requests is the normal case, not the leak Node's default warning guesses at.
  setMaxListeners(0, stopping.signal);
  const ctx = createContext(config, deps, stopping.signal);
  const { store, signer: signerReady, delivery } = ctx;
  const app = createHttpServer(ctx);
  for (const register of ROUTE_GROUPS) register(app, ctx);

  let started = false;
  let stopped: Promise<void> | undefined;
  let link: ChainLink | undefined;
  return {
    store,
    ready: async () => void (await signerReady),
    async inject({ method, url, payload }) {
      const response = await app.inject({
        method,
        url,
        ...(payload === undefined ? {} : { headers: { "content-type": "application/json" }, payload: JSON.stringify(payload) }),
      });
      return { statusCode: response.statusCode, body: response.body };
    },
    async start(port = config.port, host = config.host) {
      if (started) throw new Error("sandbox already started");
      started = true;
      if (deps.chains) {
        const log = deps.log ?? ((line: string) => process.stderr.write(`${line}\n`));
        const linked = linkChains({
          chains: deps.chains,
          ctx,
          log: (entry) => log(JSON.stringify({ time: new Date(ctx.now()).toISOString(), component: "sandbox-chains", ...entry })),
        });
        ctx.activations.add((address) => linked.activated(address));
        link = linked;
      }
      const [address] = await Promise.all([app.listen({ port, host }), link?.ready]);
      return { url: address };
    },
    stop() {
      stopped ??= (async () => {
        stopping.abort();
        await link?.stop();
        ctx.engine.close();
        await delivery.close();
        await app.close();
      })();
      return stopped;
    },
  };
}
