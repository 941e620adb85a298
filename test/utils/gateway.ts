import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { print, type ExecutionResult } from "graphql";
import { inject } from "vitest";
import { loadConfig, type Config } from "../../src/config.js";
import { createLogger } from "../../src/observability/logger.js";
import { createGateway, type Gateway } from "../../src/gateway.js";
import { onDispose } from "./disposers.js";
import type { RedisCluster } from "./redis-cluster.js";
import { startSandbox, type SandboxHandle } from "./sandbox.js";
import { testKeyPrefix } from "./redis-keys.js";

/** Options of {@link startGateway}. */
export interface GatewayOptions {
  /** The upstream; a fresh sandbox (manual advance) when omitted. */
  sandbox?: SandboxHandle;
  /** Extra gateway environment (e.g. `{ GATEWAY_ADMIN_TOKEN: "..." }`). */
  env?: Record<string, string>;
  /** Use the real Redis of the test run (with a key prefix of its own), instead of in-memory. */
  redis?: boolean;
  /**
   * Use this Redis Cluster (test/utils/redis-cluster.ts) through REDIS_CLUSTER_NODES, with a key
   * prefix of its own unless `redisKeyPrefix` is given.
   */
  redisCluster?: Pick<RedisCluster, "nodesEnv">;
  /** Share a Redis key prefix with another gateway (two instances of one deployment). */
  redisKeyPrefix?: string;
  /** Fill quotes' webhookUrl with this gateway's own URL (as in sandbox mode). */
  selfWebhook?: boolean;
  /** Run without BRIDGE_API_KEY: only callers' own credentials reach the upstream. */
  noApiKey?: boolean;
  /** The gateway's clock (e.g. skewed against the sandbox's). */
  now?: () => number;
}

export interface GatewayHandle {
  url: string;
  config: Config;
  gateway: Gateway;
  sandbox: SandboxHandle;
  /** Runs an operation over HTTP POST /graphql. */
  gql<R, V>(document: TypedDocumentNode<R, V>, variables?: V, headers?: Record<string, string>): Promise<ExecutionResult<R>>;
  /** Like `gql` but with the raw response, for status and header checks. */
  post(body: unknown, headers?: Record<string, string>): Promise<Response>;
  stop(): Promise<void>;
}

/**
 * For every gateway a test starts in this process. A stop leaves idle keep-alive connections for
 * their clients to close (src/http/drain.ts), and this process's own fetch pool lets go of them
 * only after 3 s, which every stop waited for. Tests stop gateways with nothing in flight, so what
 * is still open after 100 ms is cut; the drain itself is tested on its own and on a spawned gateway
 * (test/http/drain.test.ts, test/server/shutdown.test.ts).
 */
export const QUICK_STOP_ENV = { SHUTDOWN_TIMEOUT_MS: "100" } as const;

/** Starts a gateway (and, unless given, a sandbox) on free ports; both are stopped after the file's tests. */
export async function startGateway(options: GatewayOptions = {}): Promise<GatewayHandle> {
  const sandbox = options.sandbox ?? (await startSandbox());
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    BRIDGE_API_URL: sandbox.url,
    BRIDGE_API_KEY: sandbox.apiKey,
    LOG_LEVEL: "silent",
    UPSTREAM_TIMEOUT_MS: "5000",
    ...QUICK_STOP_ENV,
    // CI runs the suite once per mode (.ci/run); a test that pins one mode sets its own.
    ...(process.env.GRAPHQL_COMPILED ? { GRAPHQL_COMPILED: process.env.GRAPHQL_COMPILED } : {}),
    ...(options.noApiKey ? { BRIDGE_API_KEY: "" } : {}),
    ...(options.redis ? { REDIS_URL: inject("redisUrl"), REDIS_KEY_PREFIX: options.redisKeyPrefix ?? testKeyPrefix() } : {}),
    ...(options.redisCluster
      ? {
          REDIS_CLUSTER_NODES: options.redisCluster.nodesEnv,
          REDIS_KEY_PREFIX: options.redisKeyPrefix ?? testKeyPrefix(),
        }
      : {}),
    ...options.env,
  });
  const gateway = await createGateway(config, {
    logger: createLogger("silent"),
    selfWebhook: options.selfWebhook,
    now: options.now,
  });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await gateway.stop();
  };
  onDispose(stop);
  const { url } = await gateway.start();

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/graphql-response+json", ...headers },
      body: JSON.stringify(body),
    });

  return {
    url,
    config,
    gateway,
    sandbox,
    post,
    stop,
    async gql(document, variables, headers) {
      const res = await post({ query: print(document), variables }, headers);
      return (await res.json()) as ExecutionResult<never>;
    },
  };
}

/** The member of a result union with this `__typename`, or a test failure that shows what came instead. */
export function as<T extends { __typename?: string }, N extends T["__typename"]>(
  value: T | null | undefined,
  typename: N,
): Extract<T, { __typename?: N }> {
  if (!value || value.__typename !== typename) {
    throw new Error(`expected ${String(typename)}, got ${JSON.stringify(value)}`);
  }
  return value as Extract<T, { __typename?: N }>;
}
