import DataLoader from "dataloader";
import { readKey, type ChainRead, type Chains, type ChainTarget } from "../chain/index.js";
import type { ResultLifetime } from "./lifetime.js";

/** One read on one chain. */
export interface ChainReadKey {
  target: ChainTarget;
  read: ChainRead;
}

/** The per-operation loader of chain reads: a value, or the read's `Error` through `loadMany`. */
export type ChainReadLoader = DataLoader<ChainReadKey, bigint, string>;

/**
 * The reads an operation asks for in one tick (every alias, every owner), grouped by chain: one
 * `Chains.read` per chain, so one JSON-RPC round trip per chain. Chain state moves with every
 * block: an operation that reads it is never kept in the response cache.
 */
export function createChainReadLoader(chains: Chains, lifetime: ResultLifetime): ChainReadLoader {
  return new DataLoader<ChainReadKey, bigint, string>(
    async (keys) => {
      lifetime.end();
      const byChain = new Map<string, number[]>();
      keys.forEach((key, i) => {
        const at = byChain.get(key.target.name);
        if (at) at.push(i);
        else byChain.set(key.target.name, [i]);
      });
      const answers: (bigint | Error)[] = new Array(keys.length);
      await Promise.all(
        [...byChain.values()].map(async (at) => {
          const results = await chains.read(
            keys[at[0]!]!.target,
            at.map((i) => keys[i]!.read),
          );
          at.forEach((i, j) => (answers[i] = results[j]!));
        }),
      );
      return answers;
    },
    { cacheKeyFn: (key) => `${key.target.name}\u0000${readKey(key.read)}` },
  );
}
