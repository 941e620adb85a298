import { CHAINS } from "../domain/catalog.js";
import { findAnvil, startAnvil, type AnvilNode } from "./anvil.js";
import { deployChain } from "./deploy.js";
import type { LocalChains } from "../contracts/deployment.js";
import { DEV_ACCOUNTS } from "../contracts/dev-accounts.js";

/** Local chains this process started. */
export interface RunningChains {
  description: LocalChains;
  /** Stops every node. Idempotent. */
  stop(): Promise<void>;
}

/** The catalogue's EVM chains: the ones that get a local node. */
export const evmChains = () => [...CHAINS.values()].filter((chain) => chain.type === "EVM");

/**
 * Starts one anvil per EVM chain of the catalogue, in parallel, each with its catalogue network
 * id (a development id), and deploys the sandbox's contracts on it.
 * @param firstPort the first chain's RPC port, the next chains' on the following ones; 0: free ports
 * @param binary the anvil binary (default: {@link findAnvil})
 * @throws AnvilNotFound when there is no anvil; an Error when a node does not start or a deployment
 * fails (the nodes started are stopped either way).
 */
export async function startLocalChains(firstPort: number, binary = findAnvil()): Promise<RunningChains> {
  const nodes: AnvilNode[] = [];
  const stop = async () => void (await Promise.all(nodes.map((node) => node.stop())));
  try {
    const chains = await Promise.all(
      evmChains().map(async (chain, index) => {
        const node = await startAnvil(binary, Number(chain.networkId), firstPort === 0 ? 0 : firstPort + index);
        nodes.push(node);
        return deployChain(chain, node.rpcUrl);
      }),
    );
    return {
      description: { chains: Object.fromEntries(chains.map((c) => [c.name, c])), accounts: [...DEV_ACCOUNTS] },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
