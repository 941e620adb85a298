import { defineChain, type Address, type Chain } from "viem";
import type { DevAccount } from "./dev-accounts.js";

/** One local EVM chain of the sandbox, as deployed: plain JSON, so it can be handed to another process. */
export interface LocalChain {
  /** The catalogue's chain name, e.g. `ARBITRUM_ONE`. */
  name: string;
  /** Loopback JSON-RPC URL of its anvil node. */
  rpcUrl: string;
  /** Its WebSocket endpoint, for new-block notifications (default: `rpcUrl` as `ws://`, which anvil serves). */
  wsUrl?: string;
  /** The chain's development network id (ETHEREUM 3133701 ... OPTIMISM 3133704: no public network's). */
  chainId: number;
  /** The bridge contract (`contractAddress` in the vendor config). */
  bridge: Address;
  /** A second bridge deployment, for same-chain swaps (`sameChainSwapsAddress`). */
  sameChainSwaps: Address;
  /** Multicall3 (`multicallContractAddress`). */
  multicall: Address;
  /** Every catalogue token of the chain by symbol, swap-only ones included; the native token at the zero address. */
  tokens: Record<string, Address>;
}

/** The sandbox's local chains: what `startLocalChains` deployed, or what a sandbox attaches to. */
export interface LocalChains {
  /** By catalogue chain name; the catalogue's EVM chains. */
  chains: Record<string, LocalChain>;
  /** Development accounts holding native ETH and every token on every chain. */
  accounts: DevAccount[];
}

export const ZERO_ADDRESS: Address = "0x0000000000000000000000000000000000000000";

/** A viem chain for a local chain (for wallet and public clients). */
export const viemChain = (chain: LocalChain): Chain =>
  defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    contracts: { multicall3: { address: chain.multicall } },
  });
