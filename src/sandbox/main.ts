import { createSandbox, exitWhenKeyPairFails } from "./app.js";
import { SandboxConfigError, loadSandboxConfig } from "./config.js";

try {
  const config = loadSandboxConfig();
  const sandbox = createSandbox(config);
  const { url } = await sandbox.start();
  exitWhenKeyPairFails(sandbox);
  const [firstKey] = config.apiKeys;
  process.stdout.write(`Sandbox bridge API listening on ${url}\n`);
  if (firstKey) process.stdout.write(`API key: ${firstKey.key} (project ${firstKey.projectId})\n`);
  const shutdown = () => {
    sandbox.stop().then(
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
