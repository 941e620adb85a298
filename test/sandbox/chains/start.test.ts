import { execFileSync } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import { createPublicClient, http } from "viem";
import { describe, expect, it } from "vitest";
import { chainModeLines, startChainMode } from "../../../packages/sandbox/src/chains/start.js";
import { defaultSandboxConfig } from "../../../packages/sandbox/src/config.js";
import { onDispose } from "../../utils/disposers.js";
import { spawnGateway } from "../../utils/gateway-process.js";
import { freePort, freePortRun } from "../../utils/net.js";

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
  it("starts the chains with npm start's gateway on their fixed ports, names them and a development account in the banner, and stops them on SIGTERM", async () => {
    // The defaults (18545..., 4010) may be held by a developer's own `npm start`: a run of free ones.
    const [chainPort, sandboxPort] = [await freePortRun(4), await freePort()];
    const gw = await spawnGateway({
      SANDBOX_CHAINS: "local",
      SANDBOX_CHAIN_PORT: String(chainPort),
      SANDBOX_PORT: String(sandboxPort),
      LOG_LEVEL: "warn",
    });
    const banner = gw.lines.join("\n");
    expect(banner).toContain("local chains (SANDBOX_CHAINS=local)");
    expect(banner).toContain("development account 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
    expect(banner).toContain(`curl -X POST http://127.0.0.1:${sandboxPort}/sandbox/transactions/<quoteId>/deposit`);
    const arbitrum = /ARBITRUM_ONE\s+chain id 3133702\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(banner);
    expect(arbitrum?.[1]).toBe(`http://127.0.0.1:${chainPort + 1}`);
    expect(await createPublicClient({ transport: http(arbitrum![1]) }).getChainId()).toBe(3133702);

    const anvils = descendants(gw.pid).filter((p) => p.command === "anvil");
    expect(anvils).toHaveLength(4);
    gw.signal("SIGTERM");
    expect(await gw.exited).toBe(0);
    await expect.poll(() => anvils.filter((p) => alive(p.pid)).length, { timeout: 2000 }).toBe(0);
  }, 60_000);

  it("runs the sandbox in a process of its own, which goes with its chains when the gateway is killed outright", async () => {
    const gw = await spawnGateway({ SANDBOX_CHAINS: "local", LOG_LEVEL: "warn" });
    const [sandbox, ...others] = descendants(gw.pid).filter((p) => p.command === "node");
    expect(others).toHaveLength(0);
    const below = descendants(sandbox!.pid);
    expect(below.filter((p) => p.command === "anvil")).toHaveLength(4);
    // SIGKILL: the gateway runs no handler; the sandbox sees its stdin close and stops its chains.
    gw.signal("SIGKILL");
    await gw.exited;
    await expect.poll(() => [sandbox!, ...below].filter((p) => alive(p.pid)).length, { timeout: 10_000 }).toBe(0);
  }, 60_000);

  it("stops the gateway, saying why, when the sandbox's process dies", async () => {
    const gw = await spawnGateway({ LOG_LEVEL: "warn" });
    const [sandbox] = descendants(gw.pid).filter((p) => p.command === "node");
    process.kill(sandbox!.pid, "SIGKILL");
    expect(await gw.exited).toBe(1);
    expect(gw.lines.join("\n")).toContain("the sandbox's process exited; stopping the gateway");
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

  it("says which setting moves a chain whose fixed port is taken (timer mode, the gateway still starts)", async () => {
    // The first of four free ports: a random one's next ports may be another test's (then that one is named).
    const port = await freePortRun(4);
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(port, "127.0.0.1", resolve));
    onDispose(() => new Promise<void>((resolve) => taken.close(() => resolve())));
    const config = { ...defaultSandboxConfig(), chainPort: port };
    const mode = await startChainMode(config);
    expect(mode.running).toBeUndefined();
    expect(chainModeLines(mode, config, "http://127.0.0.1:1").join("\n")).toContain(
      `port ${port} (chain 3133701) is in use: set SANDBOX_CHAIN_PORT`,
    );
  });

  it("exits 2 saying which setting moves the embedded sandbox when its fixed port is taken", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    onDispose(() => new Promise<void>((resolve) => taken.close(() => resolve())));
    const port = (taken.address() as AddressInfo).port;
    await expect(spawnGateway({ SANDBOX_PORT: String(port) })).rejects.toThrow(
      `gateway exited with 2 before listening:\nthe sandbox's port ${port} is in use (another npm start?): set SANDBOX_PORT`,
    );
  }, 30_000);

  it("listens on 4010 and starts the chains from 18545 by default", () => {
    expect(defaultSandboxConfig()).toMatchObject({ port: 4010, chainPort: 18545 });
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
