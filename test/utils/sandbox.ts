import { inject } from "vitest";
import type { z } from "zod";
import { createSandbox, type Sandbox } from "../../packages/sandbox/src/app.js";
import type { LocalChains } from "../../packages/sandbox/src/contracts/deployment.js";
import { defaultSandboxConfig, type SandboxConfig } from "../../packages/sandbox/src/config.js";
import type {
  registerDepositAddressSchema,
  DepositAddressStatus,
} from "../../packages/sandbox/src/domain/deposit-address-record.js";
import type { Faults } from "../../packages/sandbox/src/control/faults.js";
import type { overrideSchema } from "../../packages/sandbox/src/control/overrides.js";
import type { TransactionRecord } from "../../packages/sandbox/src/domain/records.js";
import type { TransactionState } from "../../packages/sandbox/src/domain/types.js";
import {
  createWebhookSigner,
  generateWebhookKeyPair,
  type WebhookKeyPair,
} from "../../packages/sandbox/src/delivery/webhook-signer.js";
import { onDispose } from "./disposers.js";

/** GET /sandbox/stats. */
export interface SandboxStats {
  /** Upstream (non-/sandbox) requests per `"<METHOD> <route pattern>"`, e.g. `"POST /bridge/quote/commit/:quoteId"`. */
  requests: Record<string, number>;
  /** The latest W3C `traceparent` header each of those routes received (routes that got none are absent). */
  traceparents: Record<string, string>;
  /** Successful API-key exchanges. */
  authExchanges: number;
  webhooks: { attempts: number; delivered: number; gaveUp: number; refused: number };
}

/** Body of POST /sandbox/history. */
export interface InjectHistoryBody {
  projectId?: string;
  depositTxHash?: string;
  withdrawTxHash?: string;
  record: unknown;
}

/**
 * A parsed JSON response body. Deliberately `any`: tests read deep, variant-dependent shapes
 * and assert them at run time with `expect`, which is the point of a conformance test.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonBody = any;

/** What `api()` resolves: status, headers, raw text and the parsed body (undefined if not JSON). */
export interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
  body: JsonBody;
}

/** Options of `api()`. */
export interface ApiOptions {
  /** Sent as `Authorization: Bearer <jwt>`. */
  jwt?: string;
  /** Sent verbatim as `Authorization` (wins over `jwt`). */
  authorization?: string;
  /** JSON body (content type application/json). */
  body?: unknown;
  /** Raw body text, sent with `contentType` (default none). */
  rawBody?: string;
  contentType?: string;
  signal?: AbortSignal;
}

/** One HTTP call to `baseUrl + path`; never throws on an HTTP status, only on network failure. */
export async function callApi(baseUrl: string, method: string, path: string, options: ApiOptions = {}): Promise<ApiResponse> {
  const headers: Record<string, string> = {};
  const authorization = options.authorization ?? (options.jwt === undefined ? undefined : `Bearer ${options.jwt}`);
  if (authorization !== undefined) headers.authorization = authorization;
  let payload: string | undefined;
  if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(options.body);
  } else if (options.rawBody !== undefined) {
    if (options.contentType !== undefined) headers["content-type"] = options.contentType;
    payload = options.rawBody;
  }
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body: payload, signal: options.signal });
  const text = await response.text();
  let body: JsonBody;
  try {
    body = text === "" ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, text, body };
}

/** A sandbox started for one test file, with typed helpers over its control API. */
export interface SandboxHandle {
  /** Base URL, e.g. `http://127.0.0.1:41234`. */
  url: string;
  config: SandboxConfig;
  /** The first configured API key and its project. */
  apiKey: string;
  projectId: string;
  /** The running instance (for `store` inspection). */
  sandbox: Sandbox;
  /** The local chains it runs on (`startSandbox(…, { localChains: true })`), else undefined. */
  chains: LocalChains | undefined;
  /** `callApi` against this sandbox. */
  api(method: string, path: string, options?: ApiOptions): Promise<ApiResponse>;
  /** Exchanges `apiKey` (default the first key) for a fresh JWT; counts as one auth exchange in stats. */
  getJwt(apiKey?: string): Promise<string>;
  /** POST /sandbox/transactions/{quoteId}/advance: one step, or the whole way to `to`. */
  advance(quoteId: string, to?: TransactionState): Promise<TransactionRecord>;
  /** GET /sandbox/transactions/{quoteId}: the current record with `state`. */
  transaction(quoteId: string): Promise<TransactionRecord>;
  stats(): Promise<SandboxStats>;
  resetStats(): Promise<void>;
  setFaults(faults: Faults): Promise<void>;
  clearFaults(): Promise<void>;
  /** POST /sandbox/deposit-addresses; answers the full status object (destinationAddress included). */
  registerDepositAddress(body: z.input<typeof registerDepositAddressSchema>): Promise<DepositAddressStatus>;
  /** Stores a raw record served verbatim by the history endpoints. */
  injectHistory(body: InjectHistoryBody): Promise<void>;
  /** Canned answer for the next `times` (default 1) requests to exactly `method` + `path`. */
  override(body: z.input<typeof overrideSchema>): Promise<void>;
  clearOverrides(): Promise<void>;
  /** Replaces the webhook key pair; resolves the new public key (base64 PEM). */
  rotateWebhookKey(): Promise<string>;
}

/** Thrown by the control helpers on a non-2xx answer; keeps the status and parsed body. */
export class SandboxControlError extends Error {
  override readonly name = "SandboxControlError";
  constructor(
    readonly status: number,
    readonly body: unknown,
    what: string,
  ) {
    super(`${what} answered ${status}: ${JSON.stringify(body)}`);
  }
}

/** Options of `startSandbox` beside the config. */
export interface StartSandboxOptions {
  /**
   * Runs on the local chains the global setup started (`inject("localChains")`): the configs
   * report their addresses and RPC URLs. Default false: invented addresses, timer mode.
   */
  localChains?: boolean;
  /**
   * The sandbox's clock (default `Date.now`), which drives quote and JWT expiry: with a
   * {@link movableClock}, a test moves past an expiry instead of waiting for it.
   */
  now?: () => number;
}

/** A clock that reads `Date.now()` plus however far the test has moved it on. */
export function movableClock(): { now: () => number; advance: (ms: number) => void } {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms;
    },
  };
}

/**
 * The key pair every test sandbox signs webhooks with until a rotation (which makes a fresh one):
 * generated once per worker rather than once per sandbox, some 200 times a run at up to 0.2 s of
 * CPU each. Gateways never share what they learnt of a key (each has its own cache and prefix).
 */
let firstKeyPair: Promise<WebhookKeyPair> | undefined;

/**
 * Starts a sandbox on a free port of 127.0.0.1 and stops it after the test file (onDispose).
 * Test defaults differ from `npm run sandbox`: `autoAdvanceMs: 0` (transactions move only when
 * a test advances them), `webhookRetryBaseMs: 20` and the worker's webhook key pair
 * ({@link firstKeyPair}). `overrides` win over the config defaults.
 */
export async function startSandbox(
  overrides: Partial<SandboxConfig> = {},
  options: StartSandboxOptions = {},
): Promise<SandboxHandle> {
  const config: SandboxConfig = { ...defaultSandboxConfig(), autoAdvanceMs: 0, webhookRetryBaseMs: 20, ...overrides };
  const chains = options.localChains ? inject("localChains") : undefined;
  const signer = createWebhookSigner((firstKeyPair ??= generateWebhookKeyPair()));
  const sandbox = createSandbox(config, { signer, ...(chains ? { chains } : {}), ...(options.now ? { now: options.now } : {}) });
  onDispose(() => sandbox.stop());
  // Ready to sign too: a test's first webhooks leave when their events happen.
  const [{ url }] = await Promise.all([sandbox.start(0, "127.0.0.1"), sandbox.ready()]);
  const [first] = config.apiKeys;
  if (!first) throw new Error("startSandbox needs at least one API key");

  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${url}${path}`, {
      method,
      ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const parsed: unknown = text === "" ? undefined : JSON.parse(text);
    if (!response.ok) throw new SandboxControlError(response.status, parsed, `${method} ${path}`);
    return parsed as T;
  };

  return {
    url,
    config,
    apiKey: first.key,
    projectId: first.projectId,
    sandbox,
    chains,
    api: (method, path, options) => callApi(url, method, path, options),
    getJwt: async (apiKey = first.key) => (await call<{ jwt: string }>("POST", "/authentication/auth/apiKey", { apiKey })).jwt,
    advance: (quoteId, to) =>
      call("POST", `/sandbox/transactions/${encodeURIComponent(quoteId)}/advance`, to === undefined ? {} : { to }),
    transaction: (quoteId) => call("GET", `/sandbox/transactions/${encodeURIComponent(quoteId)}`),
    stats: () => call("GET", "/sandbox/stats"),
    resetStats: async () => {
      await call("DELETE", "/sandbox/stats");
    },
    setFaults: async (faults) => {
      await call("POST", "/sandbox/faults", faults);
    },
    clearFaults: async () => {
      await call("DELETE", "/sandbox/faults");
    },
    registerDepositAddress: (body) => call("POST", "/sandbox/deposit-addresses", body),
    injectHistory: async (body) => {
      await call("POST", "/sandbox/history", body);
    },
    override: async (body) => {
      await call("POST", "/sandbox/overrides", body);
    },
    clearOverrides: async () => {
      await call("DELETE", "/sandbox/overrides");
    },
    rotateWebhookKey: async () => (await call<{ publicKey: string }>("POST", "/sandbox/webhook-key/rotate")).publicKey,
  };
}

/**
 * Polls `check` every `intervalMs` until it returns a value other than undefined, for
 * conditions that only time can bring (a JWT or quote expiring). Rejects after `timeoutMs`.
 */
export async function pollUntil<T>(check: () => Promise<T | undefined>, timeoutMs = 5000, intervalMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
