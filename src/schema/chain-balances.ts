import type { ChainBalances } from "../wallets/balances.js";
import { builder } from "./builder.js";
import { Chain } from "./chain.js";
import { resultUnion } from "./errors.js";
import { tagged } from "./is-type.js";
import { TokenBalance } from "./token-balance.js";

const WalletChainBalances = builder.objectRef<ChainBalances>("WalletChainBalances").implement({
  ...tagged("WalletChainBalances", "A wallet's balances on one chain, all read at one block."),
  fields: (t) => ({
    // A name, as every error member's `chain`: one selection reads it whatever the member.
    chain: t.string({ description: "The chain's name, e.g. BASE.", resolve: (b) => b.chain.name }),
    chainConfig: t.field({ type: Chain, description: "The chain as the vendor's configs describe it.", resolve: (b) => b.chain }),
    blockNumber: t.string({
      description: "The block the balances were read at (a decimal string).",
      resolve: (b) => b.blockNumber.toString(),
    }),
    balances: t.field({
      type: [TokenBalance],
      description:
        "The balance of each token asked for that the configs list on the chain, zero balances included; a token whose contract does not answer is left out.",
      resolve: (b) => b.balances,
    }),
  }),
});

/** One chain's balances, or why the chain has none. */
export const ChainBalancesResult = resultUnion(
  "ChainBalances",
  "A wallet's balances on one chain, or the typed reason the chain is missing.",
  [WalletChainBalances],
  ["ChainRpcNotConfigured", "ChainRpcUnreachable", "AddressNotValidOnChain"],
);
