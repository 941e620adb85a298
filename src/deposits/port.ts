import type { ChainRead, ChainTarget } from "../chain/families/index.js";
import type { CatalogChain, CatalogToken } from "../upstream/wire/catalog.js";
import type { DepositAddressStatus } from "../upstream/wire/deposit-address.js";
import type { Transaction } from "../upstream/wire/transaction.js";

/** A read by key, as a DataLoader makes it. */
interface Load<K, V> {
  load(key: K): Promise<V>;
}

/**
 * The reads the deposit service needs. An operation's loaders (src/loaders/) are one: the
 * service's reads then share the operation's batches, caches and single-flight.
 */
export interface DepositReads {
  readonly transactionById: Load<string, Transaction>;
  /** The vendor's chain configs (key `"all"`). */
  readonly configs: Load<string, CatalogChain[]>;
  /** The bridge+swap token configs (key `"all"`). */
  readonly swapTokenConfigs: Load<string, CatalogToken[]>;
  /** The upstream's swap calldata of a commitment. */
  readonly swapCalldata: Load<string, { calldata: string }>;
  /** Reads on the chains, each answer in its place (an `Error` for a failed one); one tick's reads of a chain share a round trip. */
  readonly chainReads: { loadMany(keys: { target: ChainTarget; read: ChainRead }[]): Promise<(bigint | Error)[]> };
}

/** The reads a payment request needs: the configs, the address's status (its tokens and limits), the USD prices. */
export interface PaymentReads {
  /** The vendor's chain configs (key `"all"`). */
  readonly configs: Load<string, CatalogChain[]>;
  readonly depositAddressStatus: Load<{ address: string; chain: string }, Pick<DepositAddressStatus, "supportedTokens">>;
  /** USD prices by token symbol (key `"all"`). */
  readonly usdPrices: Load<string, Record<string, number>>;
}
