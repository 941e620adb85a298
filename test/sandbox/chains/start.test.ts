import { execFileSync } from "node:child_process";
import { createPublicClient, http } from "viem";
import { describe, expect, it } from "vitest";
import { chainModeLines, startChainMode } from "../../../packages/sandbox/src/chains/start.js";
import { defaultSandboxConfig } from "../../../packages/sandbox/src/config.js";
import { spawnGateway } from "../../utils/gateway-process.js";

/** Every process below `pid`, with its command name. */
function descendants(pid: number): { pid: number; command: string }[] {
  let children: number[] = [];
  try {
    children = execFileSync("pgrep", ["-P", String(pid)])
      .toString()
      .split("\n")
      .filter(Boolean)
      .map(Number);
  } catch {
    // pgrep exits 1 when there is none.
  }
  return children.flatMap((child) => {
    const command = execFileSync("ps", ["-o", "comm=", "-p", String(child)])
      .toString()
      .trim();
    return [{ pid: child, command }, ...descendants(child)];
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("sandbox mode on local chains", () => {
  it("starts the chains with npm start's gateway, names them and a development account in the banner, and stops them on SIGTERM", async () => {
    const gw = await spawnGateway({ SANDBOX_CHAINS: "local", LOG_LEVEL: "warn" });
    const banner = gw.lines.join("\n");
    expect(banner).toContain("local chains (SANDBOX_CHAINS=local)");
    expect(banner).toContain("development account 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
    expect(banner).toMatch(/curl -X POST http:\/\/127\.0\.0\.1:\d+\/sandbox\/transactions\/<quoteId>\/deposit/);
    const arbitrum = /ARBITRUM_ONE\s+chain id 42161\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(banner);
    expect(arbitrum).not.toBeNull();
    expect(await createPublicClient({ transport: http(arbitrum![1]) }).getChainId()).toBe(42161);

    const anvils = descendants(gw.pid).filter((p) => p.command === "anvil");
    expect(anvils).toHaveLength(4);
    gw.signal("SIGTERM");
    expect(await gw.exited).toBe(0);
    await expect.poll(() => anvils.filter((p) => alive(p.pid)).length, { timeout: 2000 }).toBe(0);
  }, 60_000);

  it("says timer mode and why in the banner when SANDBOX_CHAINS=off", async () => {
    const gw = await spawnGateway({ SANDBOX_CHAINS: "off", LOG_LEVEL: "warn" });
    expect(gw.lines.join("\n")).toContain("timer mode (SANDBOX_CHAINS=off): transactions advance every 10000 ms");
    expect(descendants(gw.pid).filter((p) => p.command === "anvil")).toHaveLength(0);
  }, 60_000);

  it("says how transfers advance in timer mode when SANDBOX_AUTO_ADVANCE_MS=0, not 'every 0 ms'", () => {
    const config = { ...defaultSandboxConfig(), autoAdvanceMs: 0 };
    const lines = chainModeLines({ reason: "SANDBOX_CHAINS=off" }, config, "http://127.0.0.1:4010").join("\n");
    expect(lines).not.toContain("every 0 ms");
    expect(lines).toContain("curl -X POST http://127.0.0.1:4010/sandbox/transactions/<quoteId>/advance");
  });

  it("falls back to timer mode, with the reason, when anvil cannot be found", async () => {
    const config = defaultSandboxConfig();
    const mode = await startChainMode(config, "/nonexistent/anvil");
    expect(mode.running).toBeUndefined();
    expect(chainModeLines(mode, config, "http://127.0.0.1:1").join("\n")).toMatch(
      /timer mode \(anvil not found \(\/nonexistent\/anvil\)/,
    );
  });
});
