import { randomBytes } from "node:crypto";
import { z } from "zod";

/** One API key the sandbox accepts, and the project it authenticates as. */
export interface SandboxApiKey {
  key: string;
  projectId: string;
}

/** Typed sandbox configuration; `loadSandboxConfig` builds it from the environment. */
export interface SandboxConfig {
  /** Listen port for `npm run sandbox` (`SANDBOX_PORT`, default 4010). */
  port: number;
  /** Listen host (`SANDBOX_HOST`, default 127.0.0.1). */
  host: string;
  /** Accepted API keys (`SANDBOX_API_KEYS` as `key:projectId,...`, default `SECRET_sandbox:sandbox-project`). */
  apiKeys: SandboxApiKey[];
  /** Lifetime of issued JWTs in seconds (`SANDBOX_JWT_TTL_S`, default 3600). */
  jwtTtlS: number;
  /** Quote validity in seconds (`SANDBOX_QUOTE_TTL_S`, default 120). */
  quoteTtlS: number;
  /** Delay between automatic lifecycle steps in ms; 0 = manual only (`SANDBOX_AUTO_ADVANCE_MS`, default 10000). */
  autoAdvanceMs: number;
  /** Seed for ids, hashes and the fault PRNG (`SANDBOX_SEED`, default random per process). */
  seed: string;
  /** When true the SDA endpoints answer 503 EndpointDisabledError (`SANDBOX_SDA_DISABLED`, default false). */
  sdaDisabled: boolean;
  /**
   * Projects whose smart-deposit-address extension is not enabled: creating an address answers
   * 403 ExtensionNotEnabled (`SANDBOX_SDA_EXTENSION_OFF`, project ids, comma-separated; default none).
   */
  sdaExtensionOff: string[];
  /** First webhook retry delay in ms, doubled per attempt (`SANDBOX_WEBHOOK_RETRY_BASE_MS`, default 500). */
  webhookRetryBaseMs: number;
  /** Delivery attempts per webhook event, first one included (`SANDBOX_WEBHOOK_MAX_ATTEMPTS`, default 8). */
  webhookMaxAttempts: number;
  /** Header carrying the webhook signature (`SANDBOX_SIGNATURE_HEADER`, default `X-Rhino-Signature`). */
  signatureHeader: string;
  /**
   * `local`: `npm start` and `npm run sandbox` start a local anvil chain per EVM chain of the
   * catalogue and deposits on them drive transfers (timer mode when anvil is missing); `off`: timer
   * mode (`SANDBOX_CHAINS`, default `local`).
   */
  chains: "local" | "off";
  /**
   * The first local chain's RPC port, the others on the next ones in catalogue order
   * (`SANDBOX_CHAIN_PORT`, default 18545: ETHEREUM 18545 ... OPTIMISM 18548), so a wallet's custom
   * network and the banner's lines stay valid across restarts; 0: free ports (tests).
   */
  chainPort: number;
}

/** The documented default key, usable with no configuration at all. */
export const DEFAULT_API_KEY: SandboxApiKey = { key: "SECRET_sandbox", projectId: "sandbox-project" };

const integer = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.string().trim().regex(/^\d+$/, "must be a non-negative integer").transform(Number).pipe(z.number().int().min(min).max(max));

const apiKeyList = z
  .string()
  .trim()
  .transform((text) =>
    text
      .split(",")
      .map((pair) => pair.trim())
      .filter((pair) => pair.length > 0),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^[^:\s]+:[^:\s]+$/, "each entry must be key:projectId")
          .transform((pair): SandboxApiKey => {
            const [key = "", projectId = ""] = pair.split(":");
            return { key, projectId };
          }),
      )
      .min(1, "at least one key:projectId entry is required"),
  );

export const envSchema = z.object({
  SANDBOX_PORT: integer(0, 65535).default(4010),
  SANDBOX_HOST: z.string().trim().min(1).default("127.0.0.1"),
  SANDBOX_API_KEYS: apiKeyList.optional(),
  SANDBOX_JWT_TTL_S: integer(1).default(3600),
  SANDBOX_QUOTE_TTL_S: integer(1).default(120),
  // Slow enough that a person who commits in GraphiQL and then starts the WatchTransfer tab sees
  // the later states arrive one by one rather than all at once.
  SANDBOX_AUTO_ADVANCE_MS: integer(0).default(10_000),
  SANDBOX_SEED: z.string().min(1).optional(),
  SANDBOX_SDA_DISABLED: z
    .enum(["true", "false", "1", "0"], { error: "must be true or false" })
    .transform((v) => v === "true" || v === "1")
    .default(false),
  SANDBOX_SDA_EXTENSION_OFF: z
    .string()
    .transform((text) =>
      text
        .split(",")
        .map((id) => id.trim())
        .filter((id) => id.length > 0),
    )
    .default([]),
  SANDBOX_WEBHOOK_RETRY_BASE_MS: integer(0).default(500),
  SANDBOX_WEBHOOK_MAX_ATTEMPTS: integer(1, 100).default(8),
  SANDBOX_SIGNATURE_HEADER: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+$/, "must be a valid header name")
    .default("X-Rhino-Signature"),
  SANDBOX_CHAINS: z.enum(["local", "off"], { error: "must be local or off" }).default("local"),
  SANDBOX_CHAIN_PORT: integer(0, 65535 - 16).default(18545),
});

/** Thrown when an environment variable holds a bad value; the message names the variable. */
export class SandboxConfigError extends Error {
  override readonly name = "SandboxConfigError";
}

/** A fresh configuration with every default filled in (a random seed each call). */
export function defaultSandboxConfig(): SandboxConfig {
  return loadSandboxConfig({});
}

/**
 * Parses the `SANDBOX_*` variables of `env` (unset or empty = default).
 * @throws SandboxConfigError naming every bad variable.
 */
export function loadSandboxConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape)
      .map((name) => [name, env[name]] as const)
      .filter((entry): entry is readonly [string, string] => entry[1] !== undefined && entry[1] !== ""),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new SandboxConfigError(`Invalid sandbox configuration: ${problems.join("; ")}`);
  }
  const e = parsed.data;
  return {
    port: e.SANDBOX_PORT,
    host: e.SANDBOX_HOST,
    apiKeys: e.SANDBOX_API_KEYS ?? [DEFAULT_API_KEY],
    jwtTtlS: e.SANDBOX_JWT_TTL_S,
    quoteTtlS: e.SANDBOX_QUOTE_TTL_S,
    autoAdvanceMs: e.SANDBOX_AUTO_ADVANCE_MS,
    // A random default keeps two sandboxes of one test run from minting colliding hashes.
    seed: e.SANDBOX_SEED ?? randomBytes(8).toString("hex"),
    sdaDisabled: e.SANDBOX_SDA_DISABLED,
    sdaExtensionOff: e.SANDBOX_SDA_EXTENSION_OFF,
    webhookRetryBaseMs: e.SANDBOX_WEBHOOK_RETRY_BASE_MS,
    webhookMaxAttempts: e.SANDBOX_WEBHOOK_MAX_ATTEMPTS,
    signatureHeader: e.SANDBOX_SIGNATURE_HEADER,
    chains: e.SANDBOX_CHAINS,
    chainPort: e.SANDBOX_CHAIN_PORT,
  };
}
