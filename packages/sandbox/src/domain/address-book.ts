import { contractAddress, tokenAddress } from "./catalog.js";
import type { LocalChain, LocalChains } from "../contracts/deployment.js";

/**
 * Where the sandbox's contracts are: on its local chains once attached to them, else the
 * catalogue's invented addresses. Every config, calldata and deposit-address answer reads
 * addresses here, so they agree with each other and with the chains.
 */
export interface AddressBook {
  /** A token's contract on a chain; the chain's native token has the zero address. */
  token(chain: string, symbol: string): string;
  /** The bridge contract of a chain (`contractAddress`). */
  bridge(chain: string): string;
  /** The chain config's `rpc`, and `multicallContractAddress` / `sameChainSwapsAddress` on a local chain. */
  chainFields(chain: string): { rpc: string; multicallContractAddress?: string; sameChainSwapsAddress?: string };
  /** The local chain named `chain`, when attached and it is one. */
  local(chain: string): LocalChain | undefined;
  /** The attached chains, if any. */
  chains(): LocalChains | undefined;
}

/** The address book of a sandbox on `chains`, or on none. */
export function createAddressBook(chains?: LocalChains): AddressBook {
  const local = (chain: string) => chains?.chains[chain];
  return {
    token: (chain, symbol) => local(chain)?.tokens[symbol] ?? tokenAddress(chain, symbol),
    bridge: (chain) => local(chain)?.bridge ?? contractAddress(chain),
    chainFields(chain) {
      const l = local(chain);
      if (!l) return { rpc: `https://rpc.sandbox.invalid/${chain.toLowerCase()}` };
      return { rpc: l.rpcUrl, multicallContractAddress: l.multicall, sameChainSwapsAddress: l.sameChainSwaps };
    },
    local,
    chains: () => chains,
  };
}
