import DataLoader from "dataloader";
import pLimit from "p-limit";
import type { Credential } from "../upstream/auth.js";
import type { RecordList } from "../upstream/client.js";
import type { DepositAddressStatus, Refund } from "../upstream/wire/deposit-address.js";
import type { Transaction } from "../upstream/wire/transaction.js";
import type { CachedReads } from "./cached-reads.js";
import type { ResultLifetime } from "./lifetime.js";
import type { CatalogChain, CatalogToken, SdaSupportedToken } from "../upstream/wire/catalog.js";
import type {
  DepositAddressSearchPage,
  DepositAddressSearchQuery,
  HistoryPage,
  HistoryPageQuery,
  RecordPage,
} from "../upstream/vendor-client.js";

/** The per-operation loaders: one per GET endpoint, so a record asked for twice costs one call. */
export interface Loaders {
  byDepositHash: DataLoader<string, RecordList<Transaction>>;
  byWithdrawHash: DataLoader<string, Transaction>;
  depositAddressStatus: DataLoader<AddressKey, DepositAddressStatus, string>;
  completedRefunds: DataLoader<AddressKey, RecordList<Refund>, string>;
  swapCalldata: DataLoader<string, { calldata: string }>;
  webhookPublicKey: DataLoader<"key", string>;
  transactionById: DataLoader<string, Transaction>;
  historyPage: DataLoader<HistoryPageQuery, HistoryPage, string>;
  /** One key (`"all"`): every chain and token of an operation reads the same configs answer. */
  configs: DataLoader<"all", CatalogChain[]>;
  swapTokenConfigs: DataLoader<"all", CatalogToken[]>;
  /** One key: the vendor answers every price at once, so all tokens of an operation share one call. */
  usdPrices: DataLoader<"all", Record<string, number>>;
  sdaSupportedTokens: DataLoader<SupportedTokensKey, SdaSupportedToken[], string>;
  searchDepositAddresses: DataLoader<DepositAddressSearchQuery, DepositAddressSearchPage, string>;
  depositAddressHistory: DataLoader<AddressKey, RecordPage, string>;
  /** Forgets a transfer's record by id, here and in the shared cache, after a write changed it. */
  evictTransaction(id: string): Promise<void>;
}

export interface SupportedTokensKey {
  depositChain: string;
  destinationChain: string;
  tokenOut?: string | null;
}

export interface AddressKey {
  address: string;
  chain: string;
}

const addressKey = (k: AddressKey) => `${k.chain}\u0000${k.address}`;

/**
 * Builds the loaders of one operation. The REST API has no batch endpoints, so a "batch" is
 * the set of distinct keys of one tick, fetched in parallel under `concurrency`. Every answer
 * tells `lifetime` how long it stays true (`client.lifetime`; a read without one, or a failed
 * read, is not cacheable).
 */
export function createLoaders(
  client: CachedReads,
  credential: Credential,
  concurrency: number,
  lifetime: ResultLifetime,
): Loaders {
  return new OperationLoaders(client, credential, concurrency, lifetime);
}

/** `fetch(key)`, with a synchronous throw (a refused path segment, say) as a rejection: one key's error, not the batch's. */
function attempt<K, V>(fetch: (key: K) => Promise<V>, key: K): Promise<V> {
  try {
    return fetch(key);
  } catch (err) {
    return Promise.reject(err);
  }
}

/**
 * A class rather than an object literal of getters: every operation builds one, and a literal's
 * fourteen getters were fourteen closures made per operation. Each loader (and the limiter) is
 * built on first use: most operations touch one or two.
 */
class OperationLoaders implements Loaders {
  #built: Partial<Omit<Loaders, "evictTransaction">> = {};
  #limit: ReturnType<typeof pLimit> | undefined;

  constructor(
    private readonly client: CachedReads,
    private readonly credential: Credential,
    private readonly concurrency: number,
    private readonly lifetime: ResultLifetime,
  ) {}

  /** The batch function over `fetch`: each key fetched on its own, at most `concurrency` at once. */
  #each<K, V>(fetch: (key: K) => Promise<V>, lifetimeOf?: (value: V) => number) {
    const { lifetime } = this;
    const settle = (key: K): Promise<V | Error> =>
      attempt(fetch, key).then(
        (value) => {
          lifetime.keep(lifetimeOf ? lifetimeOf(value) : 0, value);
          return value;
        },
        (err: unknown) => {
          lifetime.end();
          return err instanceof Error ? err : new Error(String(err));
        },
      );
    return (keys: readonly K[]): Promise<(V | Error)[]> => {
      // Nearly every batch is one key: a limiter only matters past `concurrency` keys.
      if (keys.length <= this.concurrency) return Promise.all(keys.map(settle));
      const run = (this.#limit ??= pLimit(this.concurrency));
      return Promise.all(keys.map((key) => run(() => settle(key))));
    };
  }

  get byDepositHash() {
    const { client, credential } = this;
    return (this.#built.byDepositHash ??= new DataLoader(
      this.#each((hash) => client.transactionsByDepositHash(credential, hash), client.lifetime.transactionsByDepositHash),
    ));
  }
  get byWithdrawHash() {
    const { client, credential } = this;
    return (this.#built.byWithdrawHash ??= new DataLoader(
      this.#each((hash) => client.transactionByWithdrawHash(credential, hash), client.lifetime.transactionByWithdrawHash),
    ));
  }
  get depositAddressStatus() {
    const { client, credential } = this;
    return (this.#built.depositAddressStatus ??= new DataLoader(
      this.#each((k: AddressKey) => client.depositAddressStatus(credential, k.address, k.chain)),
      { cacheKeyFn: addressKey },
    ));
  }
  get completedRefunds() {
    const { client, credential } = this;
    return (this.#built.completedRefunds ??= new DataLoader(
      this.#each((k: AddressKey) => client.completedRefunds(credential, k.address, k.chain)),
      { cacheKeyFn: addressKey },
    ));
  }
  get swapCalldata() {
    const { client } = this;
    return (this.#built.swapCalldata ??= new DataLoader(
      this.#each((id) => client.swapCalldata(id), client.lifetime.swapCalldata),
    ));
  }
  get webhookPublicKey() {
    const { client } = this;
    return (this.#built.webhookPublicKey ??= new DataLoader(
      this.#each(() => client.webhookPublicKey(), client.lifetime.webhookPublicKey),
    ));
  }
  get transactionById() {
    const { client, credential } = this;
    return (this.#built.transactionById ??= new DataLoader(
      this.#each((id) => client.transactionById(credential, id), client.lifetime.transactionById),
    ));
  }
  get historyPage() {
    const { client, credential } = this;
    return (this.#built.historyPage ??= new DataLoader(
      this.#each((q: HistoryPageQuery) => client.historyPage(credential, q)),
      { cacheKeyFn: (q) => `${q.pageSize}\u0000${q.pageToken ?? ""}` },
    ));
  }
  get configs() {
    const { client } = this;
    return (this.#built.configs ??= new DataLoader(this.#each(() => client.configs(), client.lifetime.configs)));
  }
  get swapTokenConfigs() {
    const { client } = this;
    return (this.#built.swapTokenConfigs ??= new DataLoader(
      this.#each(() => client.swapTokenConfigs(), client.lifetime.swapTokenConfigs),
    ));
  }
  get usdPrices() {
    const { client } = this;
    return (this.#built.usdPrices ??= new DataLoader(this.#each(() => client.usdPrices(), client.lifetime.usdPrices)));
  }
  get sdaSupportedTokens() {
    const { client } = this;
    return (this.#built.sdaSupportedTokens ??= new DataLoader(
      this.#each(
        (k: SupportedTokensKey) => client.sdaSupportedTokens(k.depositChain, k.destinationChain, k.tokenOut ?? undefined),
        client.lifetime.sdaSupportedTokens,
      ),
      { cacheKeyFn: (k) => `${k.depositChain}\u0000${k.destinationChain}\u0000${k.tokenOut ?? ""}` },
    ));
  }
  get searchDepositAddresses() {
    const { client, credential } = this;
    return (this.#built.searchDepositAddresses ??= new DataLoader(
      this.#each((q: DepositAddressSearchQuery) => client.searchDepositAddresses(credential, q)),
      { cacheKeyFn: (q) => JSON.stringify(q) },
    ));
  }
  get depositAddressHistory() {
    const { client, credential } = this;
    return (this.#built.depositAddressHistory ??= new DataLoader(
      this.#each((k: AddressKey) => client.depositAddressHistory(credential, k.address, k.chain)),
      { cacheKeyFn: addressKey },
    ));
  }
  async evictTransaction(id: string) {
    this.lifetime.end();
    this.#built.transactionById?.clear(id);
    await this.client.evictTransaction(id);
  }
}
