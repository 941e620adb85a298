import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import type { EmbeddedSandboxReady } from "@bridge-gateway/sandbox";
import type { Config } from "./config.js";
import type { DemoDepositAddress, SandboxDeposits } from "./http/graphiql-examples.js";
import { announce } from "./observability/announce.js";

/** What sandbox mode adds to the gateway's start. */
export interface SandboxMode {
  config: Config;
  demoDepositAddress: DemoDepositAddress;
  /** On local chains: the development deposits GraphiQL's guided flow points to. */
  sandboxDeposits: SandboxDeposits | undefined;
  /** Stops the sandbox (and its chains); resolves once its process is gone. */
  stop: () => Promise<void>;
  /** Called when the sandbox's process ends without being asked to. */
  onExit: (listener: (code: number | null) => void) => void;
}

/** The sandbox package's name: a dev dependency, absent from a production install. */
const SANDBOX_PACKAGE = "@bridge-gateway/sandbox";

/**
 * The sandbox's entry; exits with status 2 and one line saying what to do when a production
 * install (`npm ci --omit=dev`) left the sandbox out.
 */
function sandboxEntry(): string {
  try {
    return fileURLToPath(import.meta.resolve(`${SANDBOX_PACKAGE}/main`));
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
 * This process's flags the sandbox's needs too: how modules load (tsx's loader and the `source`
 * condition under `npm run dev`), not an inspector port or a profile that would clash with ours.
 */
function loaderFlags(): string[] {
  const flags: string[] = [];
  const args = process.execArgv;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (/^--(import|require|loader|experimental-loader|conditions)$|^-[rC]$/.test(arg)) flags.push(arg, args[++i]!);
    else if (/^--(import|require|loader|experimental-loader|conditions)=/.test(arg)) flags.push(arg);
  }
  return flags;
}

/** The sandbox's ready line, or exit with status 2 once it ended without one (it said why on stderr). */
async function readyOf(child: ChildProcess): Promise<EmbeddedSandboxReady> {
  const lines = createInterface({ input: child.stdout! });
  const exited = new Promise<never>((_, reject) => child.once("exit", (code) => reject(new Error(`exit ${code}`))));
  try {
    const [first] = await Promise.race([
      lines[Symbol.asyncIterator]()
        .next()
        .then((r) => [r.value as string]),
      exited,
    ]);
    lines.close();
    return JSON.parse(first!) as EmbeddedSandboxReady;
  } catch {
    process.exit(2);
  }
}

/**
 * Starts the simulated bridge API in a process of its own (its modules, state and garbage stay out
 * of the gateway's heap, so sandbox mode runs the gateway as production does) and points the
 * config at it. The sandbox stops with the gateway, even a gateway killed outright (its stdin).
 */
export async function startSandboxMode(config: Config): Promise<SandboxMode> {
  const child = spawn(process.execPath, [...loaderFlags(), sandboxEntry(), "--embedded"], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const ready = await readyOf(child);
  child.stdout!.pipe(process.stdout);
  let stopping = false;
  const gone = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const { url, apiKey, chainLines } = ready;
  announce(
    [
      "",
      "  ===================================================================",
      "   SANDBOX MODE: no BRIDGE_API_URL, so a simulated bridge API runs beside the gateway",
      `   upstream ${url}   API key ${apiKey.key} (project ${apiKey.projectId})`,
      ...chainLines,
      "  ===================================================================",
      "",
    ].join("\n"),
    {
      msg: "SANDBOX MODE: no BRIDGE_API_URL, so a simulated bridge API runs beside the gateway",
      upstream: url,
      chains: chainLines.map((l) => l.trim()),
    },
  );
  return {
    config: { ...config, bridgeApiUrl: url, bridgeApiKey: config.bridgeApiKey ?? apiKey.key },
    demoDepositAddress: ready.demoDepositAddress,
    sandboxDeposits: ready.devDeposits,
    stop: () => {
      stopping = true;
      child.kill("SIGTERM");
      return gone;
    },
    onExit: (listener) => child.once("exit", (code) => stopping || listener(code)),
  };
}
