import DataLoader from "dataloader";
import pLimit from "p-limit";
import type { Credential } from "../upstream/auth.js";
import { READ_NAMES, readRouteOf, type AnswerOf, type ParamsOf, type ReadName } from "../upstream/routes/index.js";
import type { Chains } from "../chain/index.js";
import type { CachedReads } from "./cached-reads.js";
import { createChainReadLoader, type ChainReadLoader } from "./chain-reads.js";
import type { ResultLifetime } from "./lifetime.js";

/** A loader's key: the read's parameters, or any name (`"all"`) for a read without any. */
type KeyOf<P> = [P] extends [void] ? string : P;

/**
 * The per-operation loaders: one per cached GET route (`ReadRoute`, named like it), so a record
 * asked for twice costs one call.
 */
export type Loaders = { readonly [N in ReadName]: DataLoader<KeyOf<ParamsOf<N>>, AnswerOf<N>, string> } & {
  /**
   * Forgets a transfer's record by id in this operation, after a write changed it (the shared
   * cache and every instance hear of the write through the events' transfer-changed path).
   */
  forgetTransaction(id: string): void;
  /** Reads on the chains (deposit preflights): one round trip per chain per tick. */
  readonly chainReads: ChainReadLoader;
};

/**
 * Builds the loaders of one operation. The REST API has no batch endpoints, so a "batch" is
 * the set of distinct keys of one tick, fetched in parallel under `concurrency`. Every answer
 * tells `lifetime` how long it stays true (`reads.lifetime`; a read never kept, or a failed
 * read, is not cacheable).
 */
export function createLoaders(
  reads: CachedReads,
  credential: Credential,
  concurrency: number,
  lifetime: ResultLifetime,
  chains?: Chains,
): Loaders {
  return new OperationLoaders(reads, credential, concurrency, lifetime, chains) as unknown as Loaders;
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
 * getters were closures made per operation. Each loader (and the limiter) is built on first use,
 * by a getter per read route on the prototype: most operations touch one or two.
 */
class OperationLoaders {
  #built: Partial<Record<ReadName, DataLoader<unknown, unknown, string>>> = {};
  #limit: ReturnType<typeof pLimit> | undefined;
  #chainReads: ChainReadLoader | undefined;

  static {
    for (const name of READ_NAMES) {
      Object.defineProperty(this.prototype, name, {
        get(this: OperationLoaders) {
          return this.#loader(name);
        },
      });
    }
  }

  constructor(
    private readonly reads: CachedReads,
    private readonly credential: Credential,
    private readonly concurrency: number,
    private readonly lifetime: ResultLifetime,
    private readonly chains: Chains | undefined,
  ) {}

  get chainReads(): ChainReadLoader {
    if (!this.chains) throw new Error("chain reads need the gateway's chains (createContextFactory's `chains`)");
    return (this.#chainReads ??= createChainReadLoader(this.chains, this.lifetime));
  }

  #loader(name: ReadName): DataLoader<unknown, unknown, string> {
    const built = this.#built[name];
    if (built) return built;
    const { reads, credential } = this;
    const { key } = readRouteOf(name).cache as unknown as { key: (params: unknown) => string };
    const loader = new DataLoader<unknown, unknown, string>(
      this.#each(
        (params, kept) => reads.read(name, credential, params as never, kept),
        (value) => reads.lifetime(name, value as never),
      ),
      { cacheKeyFn: key },
    );
    this.#built[name] = loader;
    return loader;
  }

  /**
   * The batch function over `fetch`: each key fetched on its own, at most `concurrency` at once.
   * An answer from the shared cache is true only for what is left of its lifetime there.
   */
  #each<K, V>(fetch: (key: K, kept: (msLeft: number) => void) => Promise<V>, lifetimeOf: (value: V) => number) {
    const { lifetime } = this;
    const settle = (key: K): Promise<V | Error> => {
      let left = Number.POSITIVE_INFINITY;
      return attempt((k: K) => fetch(k, (ms) => (left = ms)), key).then(
        (value) => {
          lifetime.keep(Math.min(lifetimeOf(value), left), value);
          return value;
        },
        (err: unknown) => {
          lifetime.end();
          return err instanceof Error ? err : new Error(String(err));
        },
      );
    };
    return (keys: readonly K[]): Promise<(V | Error)[]> => {
      // Nearly every batch is one key: a limiter only matters past `concurrency` keys.
      if (keys.length <= this.concurrency) return Promise.all(keys.map(settle));
      const run = (this.#limit ??= pLimit(this.concurrency));
      return Promise.all(keys.map((key) => run(() => settle(key))));
    };
  }

  forgetTransaction(id: string): void {
    this.lifetime.end();
    this.#built.transactionById?.clear(id);
  }
}
