import { execFileSync } from "node:child_process";
import { availableParallelism, cpus } from "node:os";

/** HEAD, with `+uncommitted` when src/, bench/ or package.json differ from it. */
export function gitCommit(): string | undefined {
  try {
    const head = execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" }).trim();
    const dirty =
      execFileSync("git", ["status", "--porcelain", "--", "src", "bench", "package.json"], { encoding: "utf8" }).trim() !== "";
    return dirty ? `${head}+uncommitted` : head;
  } catch {
    return undefined;
  }
}

/** The machine a result was measured on. */
export function machine(): { nproc: number; cpuModel: string; node: string; platform: string } {
  return {
    nproc: availableParallelism(),
    cpuModel: cpus()[0]?.model ?? "unknown",
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
  };
}
