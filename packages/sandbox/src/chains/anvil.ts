import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { createRequire } from "node:module";

/** npm's platform package of `@foundry-rs/anvil` for this machine (its optional dependencies). */
const PLATFORM_PACKAGES: Record<string, string> = {
  "linux-x64": "@foundry-rs/anvil-linux-amd64",
  "linux-arm64": "@foundry-rs/anvil-linux-arm64",
  "darwin-x64": "@foundry-rs/anvil-darwin-amd64",
  "darwin-arm64": "@foundry-rs/anvil-darwin-arm64",
  "win32-x64": "@foundry-rs/anvil-win32-amd64",
};

/**
 * The anvil binary: the platform package's `bin/anvil` (present even when npm skipped
 * `@foundry-rs/anvil`'s install script), else `anvil`, for the PATH to resolve when spawned.
 */
export function findAnvil(): string {
  const pkg = PLATFORM_PACKAGES[`${process.platform}-${process.arch}`];
  const exe = process.platform === "win32" ? "anvil.exe" : "anvil";
  if (pkg) {
    try {
      return createRequire(import.meta.url).resolve(`${pkg}/bin/${exe}`);
    } catch {
      // Not installed for this platform: the PATH's.
    }
  }
  return exe;
}

/** Thrown when no anvil binary could be run (neither the npm package's nor one on the PATH). */
export class AnvilNotFound extends Error {
  override readonly name = "AnvilNotFound";
}

/** A running anvil node. */
export interface AnvilNode {
  rpcUrl: string;
  /** Kills the node; resolves once it exited. Idempotent. */
  stop(): Promise<void>;
}

const LISTENING = /Listening on (\S+:\d+)/;
const START_TIMEOUT_MS = 10_000;

/**
 * Runs anvil under a small POSIX shell that kills it when its stdin closes: the pipe from this
 * process closes however it ends (a stop, an exit, SIGKILL), so no node outlives it.
 */
const WATCHDOG = `exec 3<&0
"$0" "$@" </dev/null &
pid=$!
{ read -r _ <&3; kill "$pid" 2>/dev/null; } &
wait "$pid"`;

/** Why a node exited before it listened; a taken port says which setting moves it. */
function exitMessage(chainId: number, port: number, code: number | null, output: string): string {
  if (/address already in use/i.test(output)) {
    return `port ${port} (chain ${chainId}) is in use: set SANDBOX_CHAIN_PORT to another first port, or 0 for free ports`;
  }
  return `anvil (chain ${chainId}) exited with ${code}: ${output.slice(-500)}`;
}

function spawnNode(binary: string, args: string[]): ChildProcessWithoutNullStreams {
  // Windows has no such shell; there a node is stopped by stop() or outlives a killed parent.
  if (process.platform === "win32") return spawn(binary, args);
  return spawn("/bin/sh", ["-c", WATCHDOG, binary, ...args]);
}

/**
 * Starts anvil on loopback on `port` (0: a port of its choosing), with `chainId`, automining.
 * @throws AnvilNotFound when the binary does not exist; an Error when it does not print its
 * address within 10 s or exits first.
 */
export function startAnvil(binary: string, chainId: number, port = 0): Promise<AnvilNode> {
  const child = spawnNode(binary, ["--host", "127.0.0.1", "--port", String(port), "--chain-id", String(chainId)]);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.stdin.end();
      if (process.platform === "win32") child.kill();
    }
    await exited;
  };
  const notFound = () => new AnvilNotFound(`anvil not found (${binary}): install @foundry-rs/anvil or put anvil on the PATH`);
  return new Promise<AnvilNode>((resolve, reject) => {
    let output = "";
    let listening = false;
    const fail = (err: Error) => {
      if (listening) return;
      clearTimeout(timer);
      void stop();
      reject(err);
    };
    const timer = setTimeout(
      () => fail(new Error(`anvil (chain ${chainId}) did not start within ${START_TIMEOUT_MS} ms`)),
      START_TIMEOUT_MS,
    );
    child.once("error", (err: NodeJS.ErrnoException) => fail(err.code === "ENOENT" ? notFound() : err));
    child.once("exit", (code) =>
      // 127: the shell found no such command.
      fail(code === 127 ? notFound() : new Error(exitMessage(chainId, port, code, output))),
    );
    child.stderr.on("data", (chunk: Buffer) => {
      if (!listening) output += chunk.toString();
    });
    // Anvil logs every request on stdout: once it listens, the rest is read and dropped so the pipe never fills.
    child.stdout.on("data", (chunk: Buffer) => {
      if (listening) return;
      output += chunk.toString();
      const match = LISTENING.exec(output);
      if (!match) return;
      listening = true;
      clearTimeout(timer);
      resolve({ rpcUrl: `http://${match[1]}`, stop });
    });
  });
}
