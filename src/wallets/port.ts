import type { ChainRead, ChainTarget } from "../chain/families/index.js";
import type { CatalogChain } from "../upstream/wire/catalog.js";

/** A read by key, as a DataLoader makes it. */
interface Load<K, V> {
  load(key: K): Promise<V>;
}

/**
 * The reads a wallet's balances need. An operation's loaders (src/loaders/) are one: every
 * chain's reads of the operation then share its batch, one round trip per chain.
 */
export interface BalanceReads {
  /** The vendor's chain configs (key `"all"`). */
  readonly configs: Load<string, CatalogChain[]>;
  /** USD prices by token symbol (key `"all"`). */
  readonly usdPrices: Load<string, Record<string, number>>;
  /** Reads on the chains, each answer in its place (an `Error` for a failed one); one tick's reads of a chain share a round trip. */
  readonly chainReads: { loadMany(keys: { target: ChainTarget; read: ChainRead }[]): Promise<(bigint | Error)[]> };
}
