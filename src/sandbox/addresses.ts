import { checksumAddress } from "viem";
import { contractAddress, tokenAddress } from "./catalog.js";
import type { LocalChain, LocalChains } from "./chains/description.js";

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

// The sandbox's own copy of the address forms (the gateway's is src/domain/addresses.ts): it is
// the other side of the wire and imports nothing of the gateway.
const FORMS: Readonly<Record<string, (address: string) => boolean>> = {
  EVM: (a) => /^0x[0-9a-fA-F]{40}$/.test(a) && checksumHolds(a),
  STK: (a) => /^0x[0-9a-fA-F]+$/.test(a),
  SOL: (a) => /^[1-9A-HJ-NP-Za-km-z]{43,44}$/.test(a),
  TRON: (a) => /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(a),
  TON: (a) => /^(0|-1):([a-f0-9]{64}|[A-F0-9]{64})$/.test(a) || /^[A-Za-z0-9_-]{48}={0,2}$/.test(a),
};

/** A mixed-case EVM address carries an EIP-55 checksum; one in a single case carries none. */
function checksumHolds(address: string): boolean {
  const digits = address.slice(2);
  if (digits === digits.toLowerCase() || digits === digits.toUpperCase()) return true;
  return checksumAddress(address as `0x${string}`) === address;
}

/** Whether `address` is an address of a chain of type `chainType`; a type without a form accepts any. */
export function isAddressOf(chainType: string, address: string): boolean {
  const matches = Object.hasOwn(FORMS, chainType) ? FORMS[chainType] : undefined;
  return matches ? matches(address) : true;
}
