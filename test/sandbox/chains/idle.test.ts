import { setTimeout as sleep } from "node:timers/promises";
import { expect, it } from "vitest";
import { createSandbox } from "../../../packages/sandbox/src/app.js";
import { startLocalChains } from "../../../packages/sandbox/src/chains/local-chains.js";
import { defaultSandboxConfig } from "../../../packages/sandbox/src/config.js";
import type { LocalChain, LocalChains } from "../../../packages/sandbox/src/contracts/deployment.js";
import { onDispose } from "../../utils/disposers.js";
import { startProxy } from "../../utils/proxy.js";

/*
 * Issue 38 item 7: an idle sandbox on its chains polled each one every 100 ms (14 % of a core in
 * sandbox mode). It now reads a chain when the node announces a block (newHeads over WebSocket),
 * with a slow safety poll. Its JSON-RPC over HTTP goes through a counting proxy here; the
 * WebSocket goes to the node.
 */

it("sends a chain at most a request a second or so while nothing happens", { timeout: 40_000 }, async () => {
  // Chains of its own: blocks mined by other test files would each be read, and counted.
  const running = await startLocalChains(0);
  onDispose(() => running.stop());
  const shared = running.description;
  let requests = 0;
  const proxied = async (chain: LocalChain): Promise<LocalChain> => ({
    ...chain,
    rpcUrl: await startProxy(chain.rpcUrl, (_req, _res, forward) => {
      requests += 1;
      forward();
    }),
    wsUrl: chain.rpcUrl.replace(/^http/, "ws"),
  });
  const chains: LocalChains = {
    ...shared,
    chains: Object.fromEntries(await Promise.all(Object.values(shared.chains).map(async (c) => [c.name, await proxied(c)]))),
  };
  const sandbox = createSandbox({ ...defaultSandboxConfig(), autoAdvanceMs: 0 }, { chains });
  onDispose(() => sandbox.stop());
  await sandbox.start(0, "127.0.0.1");

  requests = 0;
  // A measuring window, not a wait for something: what an idle sandbox sends in 4 s.
  const windowMs = 4_000;
  await sleep(windowMs);
  const perChainPerSecond = requests / Object.keys(chains.chains).length / (windowMs / 1000);
  // Polling every 100 ms was 10 per chain and second (a block number each time).
  expect(perChainPerSecond).toBeLessThan(3);
});
