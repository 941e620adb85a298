import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { onDispose } from "./disposers.js";

/** `src/main.ts` running as its own process, as in production. */
export interface GatewayProcess {
  url: string;
  pid: number;
  /** Every line the process wrote to stdout and stderr so far. */
  readonly lines: readonly string[];
  /** Resolves the exit code (null when ended by a signal). */
  readonly exited: Promise<number | null>;
  signal(signal: NodeJS.Signals): void;
}

/** The suite's GRAPHQL_COMPILED mode (.ci/run runs it once per mode), unless a test sets its own. */
const compiledMode = (): Record<string, string> =>
  process.env.GRAPHQL_COMPILED ? { GRAPHQL_COMPILED: process.env.GRAPHQL_COMPILED } : {};

/**
 * Node's arguments for what `npm start` runs (package.json's start script without `node`):
 * scripts/start.mjs, which imports the built dist/main.js in the same process, so signals and the
 * exit code are the gateway's own. The global setup has built dist/ (test/utils/global-setup.ts):
 * a start-up takes a fraction of what compiling src/ with tsx did.
 */
export const NPM_START_ARGS: readonly string[] = (
  JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { scripts: { start: string } }
).scripts.start
  .split(" ")
  .slice(1);

/**
 * Spawns the gateway as `npm start` runs it ({@link NPM_START_ARGS}) with `env` on a free port of
 * 127.0.0.1; killed after the file's tests if still running. Sandbox mode runs in timer mode
 * (`SANDBOX_CHAINS=off`) unless `env` asks for the local chains.
 */
export async function spawnGateway(env: Record<string, string>, startTimeoutMs = 15_000): Promise<GatewayProcess> {
  const child = spawn(process.execPath, NPM_START_ARGS, {
    cwd: process.cwd(),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: "0",
      HOST: "127.0.0.1",
      SANDBOX_CHAINS: "off",
      // Free ports: `npm start` (and other test files) may hold the fixed ones.
      SANDBOX_PORT: "0",
      SANDBOX_CHAIN_PORT: "0",
      ...compiledMode(),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  onDispose(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await exited;
    }
  });
  let listening: (url: string) => void;
  const url = new Promise<string>((resolve) => (listening = resolve));
  for (const stream of [child.stdout, child.stderr]) {
    let rest = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      const parts = (rest + chunk).split("\n");
      rest = parts.pop()!;
      for (const line of parts) {
        lines.push(line);
        const match = /GraphQL gateway on (http:\/\/[^\s"]+)\/graphql/.exec(line);
        if (match) listening(match[1]!);
      }
    });
  }
  const started = await Promise.race([
    url,
    exited.then((code) => {
      throw new Error(`gateway exited with ${code} before listening:\n${lines.join("\n")}`);
    }),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`gateway did not start within ${startTimeoutMs} ms`)), startTimeoutMs),
    ),
  ]);
  return { url: started, pid: child.pid!, lines, exited, signal: (s) => child.kill(s) };
}
