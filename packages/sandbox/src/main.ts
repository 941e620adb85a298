import { createSandbox, exitWhenKeyPairFails } from "./app.js";
import { chainModeLines, startChainMode } from "./chains/start.js";
import { SandboxConfigError, loadSandboxConfig } from "./config.js";

try {
  const config = loadSandboxConfig();
  const chainMode = await startChainMode(config);
  const sandbox = createSandbox(config, chainMode.running ? { chains: chainMode.running.description } : {});
  const { url } = await sandbox.start();
  exitWhenKeyPairFails(sandbox);
  const [firstKey] = config.apiKeys;
  process.stdout.write(`Sandbox bridge API listening on ${url}\n`);
  if (firstKey) process.stdout.write(`API key: ${firstKey.key} (project ${firstKey.projectId})\n`);
  process.stdout.write(`${chainModeLines(chainMode, config, url).join("\n")}\n`);
  const shutdown = () => {
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
} catch (error) {
  process.stderr.write(`${error instanceof SandboxConfigError ? error.message : String(error)}\n`);
  process.exit(1);
}
