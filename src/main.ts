import { setFlagsFromString } from "node:v8";
import { destination } from "pino";
import { ConfigError, loadConfig, type Config } from "./config.js";
import { createLogger, type Logger } from "./observability/logger.js";
import { startTracing } from "./observability/tracing.js";
import { announce } from "./observability/announce.js";
import { startSandboxMode } from "./sandbox-mode.js";

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

/**
 * Stops `stop` (bounded by SHUTDOWN_TIMEOUT_MS) and exits, on SIGINT or SIGTERM (status 0) or when
 * the returned function is called (with its status).
 */
function exitOnSignals(stop: () => Promise<unknown>, config: Config, logger: Logger): (reason: string, status: number) => void {
  let stopping = false;
  const shutdown = (reason: string, status: number) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, "shutting down");
    // Gateway.stop() is bounded by SHUTDOWN_TIMEOUT_MS; this only guards against a hang past it.
    const force = setTimeout(() => process.exit(1), config.shutdownTimeoutMs + 5_000);
    force.unref();
    stop().then(
      () => process.exit(status),
      (err: unknown) => {
        logger.error({ err }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", () => shutdown("SIGINT", 0));
  process.once("SIGTERM", () => shutdown("SIGTERM", 0));
  return shutdown;
}

/**
 * Entry point: reads the config; without BRIDGE_API_URL it starts the sandbox upstream beside the
 * gateway first, so `npm start` works on a fresh machine.
 */
async function main(): Promise<void> {
  let config = readConfig();
  // Loads while the sandbox (in sandbox mode) starts in its own process.
  const gatewayModule = import("./gateway.js");
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
  const { createGateway } = await gatewayModule;
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
  const shutdown = exitOnSignals(
    () => Promise.all([gateway.stop(), sandboxMode?.stop()]).then(() => tracing?.shutdown()),
    config,
    logger,
  );
  // Without its upstream the gateway only answers errors: it goes too, and says why.
  sandboxMode?.onExit((code) => {
    logger.error({ code }, "the sandbox's process exited; stopping the gateway");
    // 0: it was stopped (a signal reached it first, as Ctrl-C reaches both); anything else: it failed.
    shutdown("sandbox exited", code === 0 ? 0 : 1);
  });
}

await main();
