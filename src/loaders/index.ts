import DataLoader from "dataloader";
import pLimit from "p-limit";
import type { Credential } from "../upstream/auth.js";
import type { RecordList } from "../upstream/client.js";
import type { DepositAddressStatus, Refund } from "../upstream/wire/deposit-address.js";
import type { Transaction } from "../upstream/wire/transaction.js";
import type { CachedReads } from "./cached-reads.js";

/** The per-operation loaders: one per GET endpoint, so a record asked for twice costs one call. */
export interface Loaders {
  byDepositHash: DataLoader<string, RecordList<Transaction>>;
  byWithdrawHash: DataLoader<string, Transaction>;
  depositAddressStatus: DataLoader<AddressKey, DepositAddressStatus, string>;
  completedRefunds: DataLoader<AddressKey, RecordList<Refund>, string>;
  swapCalldata: DataLoader<string, { calldata: string }>;
  webhookPublicKey: DataLoader<"key", string>;
}

export interface AddressKey {
  address: string;
  chain: string;
}

const addressKey = (k: AddressKey) => `${k.chain}\u0000${k.address}`;

/**
 * Builds the loaders of one operation. The REST API has no batch endpoints, so a "batch" is
 * the set of distinct keys of one tick, fetched in parallel under `concurrency`.
 */
export function createLoaders(client: CachedReads, credential: Credential, concurrency: number): Loaders {
  // Built on first use: most operations touch one or two loaders, and building all six (and the
  // limiter) for every operation was a measurable part of a cached lookup's CPU time.
  let limit: ReturnType<typeof pLimit> | undefined;
  const each =
    <K, V>(fetch: (key: K) => Promise<V>) =>
    (keys: readonly K[]): Promise<(V | Error)[]> => {
      const run = (limit ??= pLimit(concurrency));
      return Promise.all(
        keys.map((key) => run(() => fetch(key)).catch((err: unknown) => (err instanceof Error ? err : new Error(String(err))))),
      );
    };
  const built: Partial<Loaders> = {};

  return {
    get byDepositHash() {
      return (built.byDepositHash ??= new DataLoader(each((hash) => client.transactionsByDepositHash(credential, hash))));
    },
    get byWithdrawHash() {
      return (built.byWithdrawHash ??= new DataLoader(each((hash) => client.transactionByWithdrawHash(credential, hash))));
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
      return (built.swapCalldata ??= new DataLoader(each((id) => client.swapCalldata(id))));
    },
    get webhookPublicKey() {
      return (built.webhookPublicKey ??= new DataLoader(each(() => client.webhookPublicKey())));
    },
  };
}
