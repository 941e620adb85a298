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
  // Built on first use: most operations touch one or two loaders, and building all six (and the
  // limiter) for every operation was a measurable part of a cached lookup's CPU time.
  let limit: ReturnType<typeof pLimit> | undefined;
  const each =
    <K, V>(fetch: (key: K) => Promise<V>, lifetimeOf?: (value: V) => number) =>
    (keys: readonly K[]): Promise<(V | Error)[]> => {
      const run = (limit ??= pLimit(concurrency));
      return Promise.all(
        keys.map((key) =>
          run(() => fetch(key)).then(
            (value) => {
              lifetime.keep(lifetimeOf ? lifetimeOf(value) : 0, value);
              return value;
            },
            (err: unknown) => {
              lifetime.end();
              return err instanceof Error ? err : new Error(String(err));
            },
          ),
        ),
      );
    };
  const built: Partial<Loaders> = {};

  return {
    get byDepositHash() {
      return (built.byDepositHash ??= new DataLoader(
        each((hash) => client.transactionsByDepositHash(credential, hash), client.lifetime.transactionsByDepositHash),
      ));
    },
    get byWithdrawHash() {
      return (built.byWithdrawHash ??= new DataLoader(
        each((hash) => client.transactionByWithdrawHash(credential, hash), client.lifetime.transactionByWithdrawHash),
      ));
    },
    get depositAddressStatus() {
      return (built.depositAddressStatus ??= new DataLoader(
        each((k: AddressKey) => client.depositAddressStatus(credential, k.address, k.chain)),
        { cacheKeyFn: addressKey },
      ));
    },
    get completedRefunds() {
      return (built.completedRefunds ??= new DataLoader(
        each((k: AddressKey) => client.completedRefunds(credential, k.address, k.chain)),
        { cacheKeyFn: addressKey },
      ));
    },
    get swapCalldata() {
      return (built.swapCalldata ??= new DataLoader(each((id) => client.swapCalldata(id), client.lifetime.swapCalldata)));
    },
    get webhookPublicKey() {
      return (built.webhookPublicKey ??= new DataLoader(each(() => client.webhookPublicKey(), client.lifetime.webhookPublicKey)));
    },
    get transactionById() {
      return (built.transactionById ??= new DataLoader(
        each((id) => client.transactionById(credential, id), client.lifetime.transactionById),
      ));
    },
    get historyPage() {
      return (built.historyPage ??= new DataLoader(
        each((q: HistoryPageQuery) => client.historyPage(credential, q)),
        { cacheKeyFn: (q) => `${q.pageSize}\u0000${q.pageToken ?? ""}` },
      ));
    },
    get configs() {
      return (built.configs ??= new DataLoader(each(() => client.configs(), client.lifetime.configs)));
    },
    get swapTokenConfigs() {
      return (built.swapTokenConfigs ??= new DataLoader(each(() => client.swapTokenConfigs(), client.lifetime.swapTokenConfigs)));
    },
    get usdPrices() {
      return (built.usdPrices ??= new DataLoader(each(() => client.usdPrices(), client.lifetime.usdPrices)));
    },
    get sdaSupportedTokens() {
      return (built.sdaSupportedTokens ??= new DataLoader(
        each(
          (k: SupportedTokensKey) => client.sdaSupportedTokens(k.depositChain, k.destinationChain, k.tokenOut ?? undefined),
          client.lifetime.sdaSupportedTokens,
        ),
        { cacheKeyFn: (k) => `${k.depositChain}\u0000${k.destinationChain}\u0000${k.tokenOut ?? ""}` },
      ));
    },
    get searchDepositAddresses() {
      return (built.searchDepositAddresses ??= new DataLoader(
        each((q: DepositAddressSearchQuery) => client.searchDepositAddresses(credential, q)),
        { cacheKeyFn: (q) => JSON.stringify(q) },
      ));
    },
    get depositAddressHistory() {
      return (built.depositAddressHistory ??= new DataLoader(
        each((k: AddressKey) => client.depositAddressHistory(credential, k.address, k.chain)),
        { cacheKeyFn: addressKey },
      ));
    },
    async evictTransaction(id) {
      lifetime.end();
      built.transactionById?.clear(id);
      await client.evictTransaction(id);
    },
  };
}
