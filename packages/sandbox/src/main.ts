// `npm run sandbox`: the simulated bridge API alone. With `--embedded` it is the child process the
// gateway's sandbox mode starts (src/main.ts): demo data seeded, one JSON ready line on stdout
// (embedded.ts) instead of the human one, and it stops when the gateway goes.
import { createSandbox, exitWhenKeyPairFails, type Sandbox } from "./app.js";
import { chainModeLines, devDepositUrl, startChainMode } from "./chains/start.js";
import { SandboxConfigError, loadSandboxConfig, type SandboxConfig } from "./config.js";
import { DEMO_DEPOSIT_ADDRESS, seedDemoData } from "./demo-data.js";
import { announceEmbedded, exitWithParent } from "./embedded.js";

const embedded = process.argv.includes("--embedded");

/** Listens on the configured port; a taken port exits with status 2 and the setting that moves it. */
async function listenOrExit(sandbox: Sandbox, config: SandboxConfig): Promise<{ url: string }> {
  try {
    return await sandbox.start(config.port, config.host);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EADDRINUSE") throw err;
    const who = embedded ? "another npm start?" : "another sandbox?";
    process.stderr.write(
      `the sandbox's port ${config.port} is in use (${who}): set SANDBOX_PORT to another port, or 0 for a free one\n`,
    );
    process.exit(2);
  }
}

try {
  const config = loadSandboxConfig();
  const chainMode = await startChainMode(config);
  const sandbox = createSandbox(config, chainMode.running ? { chains: chainMode.running.description } : {});
  const { url } = await listenOrExit(sandbox, config);
  exitWhenKeyPairFails(sandbox);
  const [firstKey] = config.apiKeys;
  const chainLines = chainModeLines(chainMode, config, url);
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    sandbox
      .stop()
      .then(() => chainMode.running?.stop())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
  if (embedded) {
    await seedDemoData(sandbox);
    const account = chainMode.running?.description.accounts[0]?.address;
    announceEmbedded({
      url,
      apiKey: firstKey!,
      chainLines,
      demoDepositAddress: DEMO_DEPOSIT_ADDRESS,
      ...(account && { devDeposits: { depositUrl: devDepositUrl(url), account } }),
    });
    exitWithParent(shutdown);
  } else {
    process.stdout.write(`Sandbox bridge API listening on ${url}\n`);
    if (firstKey) process.stdout.write(`API key: ${firstKey.key} (project ${firstKey.projectId})\n`);
    process.stdout.write(`${chainLines.join("\n")}\n`);
  }
} catch (error) {
  process.stderr.write(`${error instanceof SandboxConfigError ? error.message : String(error)}\n`);
  process.exit(embedded ? 2 : 1);
}
