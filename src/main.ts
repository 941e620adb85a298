import { setFlagsFromString } from "node:v8";
import { destination } from "pino";
import { ConfigError, loadConfig, type Config } from "./config.js";
import { LOG_SERVICE, createLogger, type Logger } from "./observability/logger.js";
import { startTracing } from "./observability/tracing.js";
import type * as GatewayModule from "./gateway.js";
import type { Sandbox } from "@bridge-gateway/sandbox";
import type { ChainMode } from "@bridge-gateway/sandbox/chains";
import type { SandboxConfig } from "@bridge-gateway/sandbox/config";
import type { DemoDepositAddress, SandboxDeposits } from "./http/graphiql-examples.js";

/** V8's old-generation growth factor once the gateway listens, in percent (see below). */
const HEAP_GROWING_PERCENT = 50;

/** Why `listen` failed, for the errors a person starting the gateway can fix (set PORT or HOST). */
const LISTEN_FAILURES: Record<string, string> = {
  EADDRINUSE: "the address is already in use (another process listens there; set PORT)",
  EACCES: "permission denied (ports below 1024 need privileges; set PORT)",
  EADDRNOTAVAIL: "the address is not available on this machine (set HOST)",
};

/** The config from the environment; exits with status 2 and the reasons when it is invalid. */
function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(2);
    }
    throw err;
  }
}

/** What sandbox mode adds to the gateway's start. */
interface SandboxMode {
  config: Config;
  sandbox: Sandbox;
  chainMode: ChainMode;
  demoDepositAddress: DemoDepositAddress;
  /** On local chains: the development deposits GraphiQL's guided flow points to. */
  sandboxDeposits: SandboxDeposits | undefined;
  gatewayModule: Promise<typeof GatewayModule>;
}

/** The sandbox package's name: a dev dependency, absent from a production install. */
const SANDBOX_PACKAGE = "@bridge-gateway/sandbox";

/**
 * Loads part of the sandbox; exits with status 2 and one line saying what to do when a
 * production install (`npm ci --omit=dev`) left the sandbox out.
 */
async function loadSandbox<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (err) {
    const { code, message } = err as NodeJS.ErrnoException;
    if (code !== "ERR_MODULE_NOT_FOUND" || !message.includes(`'${SANDBOX_PACKAGE}`)) throw err;
    process.stderr.write(
      `BRIDGE_API_URL is not set and the sandbox (${SANDBOX_PACKAGE}, a dev dependency) is not installed: ` +
        "set BRIDGE_API_URL, or install the dev dependencies (npm install) for sandbox mode\n",
    );
    process.exit(2);
  }
}

/**
 * The embedded sandbox on SANDBOX_PORT (fixed by default, so the banner's URLs hold across
 * restarts); a taken port exits with status 2 and the setting that moves it.
 */
async function listenOrExit(sandbox: Sandbox, config: SandboxConfig): Promise<{ url: string }> {
  try {
    return await sandbox.start(config.port, config.host);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EADDRINUSE") throw err;
    process.stderr.write(
      `the sandbox's port ${config.port} is in use (another npm start?): set SANDBOX_PORT to another port, or 0 for a free one\n`,
    );
    process.exit(2);
  }
}

/** Starts the simulated bridge API in this process and points the config at it. */
async function startSandboxMode(config: Config): Promise<SandboxMode> {
  // Imported only in sandbox mode (and left out of the bundle, scripts/build.mjs): a gateway with
  // a real upstream never loads fastify and the simulated API (about a fifth of the start-up's
  // modules), and a production install has none of them.
  const [{ loadSandboxConfig }, { startChainMode, chainModeLines, devDepositUrl }] = await loadSandbox(() =>
    Promise.all([import("@bridge-gateway/sandbox/config"), import("@bridge-gateway/sandbox/chains")]),
  );
  let sandboxConfig;
  try {
    sandboxConfig = loadSandboxConfig();
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(2);
  }
  // The chains start first: the modules load while the nodes boot and take their contracts.
  const chainStart = startChainMode(sandboxConfig);
  const { createSandbox, exitWhenKeyPairFails, DEMO_DEPOSIT_ADDRESS, seedDemoData } = await import("@bridge-gateway/sandbox");
  // Begun before the sandbox listens: loading overlaps whatever the sandbox waits for.
  const gatewayModule = import("./gateway.js");
  const chainMode = await chainStart;
  const sandbox = createSandbox(sandboxConfig, chainMode.running ? { chains: chainMode.running.description } : {});
  const { url } = await listenOrExit(sandbox, sandboxConfig);
  await seedDemoData(sandbox);
  exitWhenKeyPairFails(sandbox);
  const key = sandboxConfig.apiKeys[0]!;
  const chainLines = chainModeLines(chainMode, sandboxConfig, url);
  announce(
    [
      "",
      "  ===================================================================",
      "   SANDBOX MODE: no BRIDGE_API_URL, so a simulated bridge API runs here",
      `   upstream ${url}   API key ${key.key} (project ${key.projectId})`,
      ...chainLines,
      "  ===================================================================",
      "",
    ].join("\n"),
    {
      msg: "SANDBOX MODE: no BRIDGE_API_URL, so a simulated bridge API runs here",
      upstream: url,
      chains: chainLines.map((l) => l.trim()),
    },
  );
  return {
    config: { ...config, bridgeApiUrl: url, bridgeApiKey: config.bridgeApiKey ?? key.key },
    sandbox,
    chainMode,
    demoDepositAddress: DEMO_DEPOSIT_ADDRESS,
    sandboxDeposits: chainMode.running && {
      depositUrl: devDepositUrl(url),
      account: chainMode.running.description.accounts[0]!.address,
    },
    gatewayModule,
  };
}

/**
 * A start-up notice, whatever LOG_LEVEL says: the text for a person at a terminal; for anything
 * else (a pipe, a log collector) one JSON line in the logger's shape, so that stdout holds JSON
 * lines only.
 */
function announce(
  text: string,
  line: { msg: string } & Record<string, unknown>,
  out: { write(chunk: string): unknown } = process.stdout,
): void {
  if (process.stdout.isTTY === true) out.write(`${text}\n`);
  else out.write(`${JSON.stringify({ level: 30, time: Date.now(), service: LOG_SERVICE, ...line })}\n`);
}

/** On SIGINT or SIGTERM: stops `stop` (bounded by SHUTDOWN_TIMEOUT_MS) and exits. */
function exitOnSignals(stop: () => Promise<unknown>, config: Config, logger: Logger): void {
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    // Gateway.stop() is bounded by SHUTDOWN_TIMEOUT_MS; this only guards against a hang past it.
    const force = setTimeout(() => process.exit(1), config.shutdownTimeoutMs + 5_000);
    force.unref();
    stop().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", () => shutdown("SIGINT"));
  process.once("SIGTERM", () => shutdown("SIGTERM"));
}

/**
 * Entry point: reads the config; without BRIDGE_API_URL it runs the sandbox upstream in this
 * process first, so `npm start` works on a fresh machine.
 */
async function main(): Promise<void> {
  let config = readConfig();
  const sandboxMode = config.bridgeApiUrl ? undefined : await startSandboxMode(config);
  if (sandboxMode) config = sandboxMode.config;

  // Before the gateway: its spans need the provider (a no-op when OTEL_* leaves tracing off).
  const tracing = await startTracing(config.tracing);

  // Created once the key is known (the sandbox's in sandbox mode), so every line is scrubbed of it.
  // Pretty lines for a person at a terminal; JSON for everything else (pipes, log collectors).
  // Piped, the log lines are written asynchronously: the closing notice goes through the same
  // stream, so it comes after every line logged before it.
  const jsonOut = process.stdout.isTTY === true ? undefined : destination({ dest: 1, minLength: 0 });
  const logger = createLogger(config.logLevel, jsonOut, [config.bridgeApiKey, config.adminToken, config.metricsToken], {
    pretty: process.stdout.isTTY === true,
  });
  const { createGateway } = await (sandboxMode?.gatewayModule ?? import("./gateway.js"));
  const gateway = await createGateway(config, {
    logger,
    selfWebhook: sandboxMode !== undefined,
    demoDepositAddress: sandboxMode?.demoDepositAddress,
    sandboxDeposits: sandboxMode?.sandboxDeposits,
  });
  const { url } = await gateway.start().catch((err: unknown) => {
    const reason = LISTEN_FAILURES[(err as NodeJS.ErrnoException).code ?? ""];
    if (!reason) throw err;
    process.stderr.write(`cannot listen on ${config.host}:${config.port}: ${reason}\n`);
    process.exit(1);
  });
  // Under load V8 let the old generation grow to several times the live heap (under 40 MB) before
  // collecting: 200+ MB of RSS. A growth of 50 % holds it near 140 MB (docs/performance.md,
  // Memory). Set once listening, not on the command line: while the modules load, the same flag
  // made V8 collect a dozen more times (about 40 ms of every start-up).
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  logger.info({ url: `${url}/graphql` }, "gateway listening");
  const ready = `GraphQL gateway on ${url}/graphql${config.graphiql ? " (GraphiQL in a browser)" : ""}`;
  announce(ready, { msg: ready, url: `${url}/graphql` }, jsonOut);
  const stopSandbox = async () => {
    await sandboxMode?.sandbox.stop();
    await sandboxMode?.chainMode.running?.stop();
  };
  exitOnSignals(() => Promise.all([gateway.stop(), stopSandbox()]).then(() => tracing?.shutdown()), config, logger);
}

await main();
