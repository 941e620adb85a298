import type { SandboxConfig } from "../config.js";
import { AnvilNotFound, findAnvil } from "./anvil.js";
import { startLocalChains, type RunningChains } from "./local-chains.js";

/** What `npm start` / `npm run sandbox` runs on: local chains, or the timer and why. */
export type ChainMode = { running: RunningChains } | { running?: undefined; reason: string };

/**
 * Starts the local chains unless `SANDBOX_CHAINS=off`; a missing anvil or one that fails to start
 * gives timer mode with the reason, never a failed start.
 * @param binary the anvil binary (default: the npm package's, else the PATH's)
 */
export async function startChainMode(config: SandboxConfig, binary = findAnvil()): Promise<ChainMode> {
  if (config.chains === "off") return { reason: "SANDBOX_CHAINS=off" };
  try {
    return { running: await startLocalChains(config.chainPort, binary) };
  } catch (err) {
    return { reason: err instanceof AnvilNotFound ? err.message : `the local chains did not start: ${(err as Error).message}` };
  }
}

/** The route that makes the first development account deposit for a committed transfer (`{quoteId}` in place). */
export const devDepositUrl = (sandboxUrl: string) => `${sandboxUrl}/sandbox/transactions/{quoteId}/deposit`;

/** The banner's lines about the mode, for the sandbox listening on `sandboxUrl`. */
export function chainModeLines(mode: ChainMode, config: SandboxConfig, sandboxUrl: string): string[] {
  if (!mode.running) {
    const advance =
      config.autoAdvanceMs > 0
        ? `transactions advance every ${config.autoAdvanceMs} ms (SANDBOX_AUTO_ADVANCE_MS)`
        : `transactions advance only when told to (SANDBOX_AUTO_ADVANCE_MS=0): curl -X POST ${sandboxUrl}/sandbox/transactions/<quoteId>/advance`;
    return [`   timer mode (${mode.reason}): ${advance}`];
  }
  const { chains, accounts } = mode.running.description;
  const [account] = accounts;
  return [
    "   local chains (SANDBOX_CHAINS=local): deposits to the bridge contracts move transfers",
    ...Object.values(chains).map((c) => `     ${c.name.padEnd(13)} chain id ${String(c.chainId).padEnd(6)} ${c.rpcUrl}`),
    ...(account ? [`   development account ${account.address} (key ${account.privateKey})`] : []),
    "   deposit for a committed transfer from that account:",
    `     curl -X POST ${devDepositUrl(sandboxUrl).replace("{quoteId}", "<quoteId>")}`,
  ];
}
