import { familyOf } from "../chain/families/index.js";
import { NoChainRpc } from "../chain/errors.js";
import { addressProblem } from "../domain/addresses.js";
import { tokenUnitsOf, usdValueOf } from "../domain/balances.js";
import { modelledError } from "../upstream/error-catalogue.js";
import { InvalidInput, UpstreamTimeout, UpstreamUnavailable } from "../upstream/errors.js";
import type { CatalogChain, CatalogToken } from "../upstream/wire/catalog.js";
import type { BalanceReads } from "./port.js";

/** One token's balance. */
export interface TokenBalance {
  token: CatalogToken;
  /** In token units, an exact decimal string. */
  amount: string;
  baseUnits: bigint;
  /** Null when the vendor has no USD price for the token. */
  usdValue: number | null;
}

/** A wallet's balances on one chain (GraphQL `WalletChainBalances`). */
export interface ChainBalances {
  __typename: "WalletChainBalances";
  chain: CatalogChain;
  /** The block the balances were read at. */
  blockNumber: bigint;
  balances: TokenBalance[];
}

/** Which chains and tokens to read: null for all of them. */
export interface BalancesFilter {
  chains: readonly string[] | null;
  tokens: readonly string[] | null;
}

const unreachable = (chain: string) => modelledError("ChainRpcUnreachable", { chain }, { status: 503 });
const notConfigured = (chain: string) => modelledError("ChainRpcNotConfigured", { chain }, { status: 501 });

/** The chain's failure as its typed error: no RPC, or an RPC that failed (down, timed out, circuit open, error answers). */
const chainError = (chain: string, err: Error) => (err instanceof NoChainRpc ? notConfigured(chain) : unreachable(chain));

/** A failure of the chain's RPC as a whole, as opposed to one token's read the chain answered with an error. */
const isOutage = (err: Error) =>
  err instanceof NoChainRpc || err instanceof UpstreamUnavailable || err instanceof UpstreamTimeout;

/**
 * The wallet's balances of `tokens` (all the configs list on the chain when null) on one chain, or
 * the typed error that says why there are none. A token whose own read the chain refused (a
 * contract that does not answer `balanceOf`) is left out: it says nothing about the wallet.
 */
async function balancesOn(
  reads: BalanceReads,
  chain: CatalogChain,
  address: string,
  tokens: readonly string[] | null,
  prices: Promise<Record<string, number>>,
): Promise<ChainBalances | Error> {
  const problem = addressProblem("address", chain.type, address);
  if (problem !== undefined) {
    return modelledError(
      "AddressNotValidOnChain",
      { chain: chain.name, chainType: chain.type },
      { status: 422, message: problem },
    );
  }
  const family = familyOf(chain);
  const target = family?.targetOf(chain);
  if (!family?.balances || !target) return notConfigured(chain.name);
  const listed = tokens === null ? chain.tokens : chain.tokens.filter((t) => tokens.includes(t.symbol));
  const read = await family.balances(
    target,
    address,
    listed.map((t) => ({ address: t.address, native: t.symbol === chain.nativeTokenName })),
    (chainReads) => reads.chainReads.loadMany(chainReads.map((r) => ({ target, read: r }))),
  );
  const outage = [read.blockNumber, ...read.balances].find((a): a is Error => a instanceof Error && isOutage(a));
  if (outage) return chainError(chain.name, outage);
  if (read.blockNumber instanceof Error) return unreachable(chain.name);
  const usd = await prices;
  const balances = listed.flatMap((token, i) => {
    const baseUnits = read.balances[i];
    if (typeof baseUnits !== "bigint") return [];
    const amount = tokenUnitsOf(baseUnits, token.decimals);
    return [{ token, amount, baseUnits, usdValue: usdValueOf(amount, usd[token.symbol]) }];
  });
  return { __typename: "WalletChainBalances", chain, blockNumber: read.blockNumber, balances };
}

/**
 * A wallet's balances per chain, each chain's or its typed error, in the order of `filter.chains`
 * (without it, the configs' enabled chains in their order: a disabled chain takes no transfer, so
 * it answers only when named); a name the configs lack is InvalidInput at its place. Every chain
 * is read at once: one round trip per chain, all in parallel.
 */
export async function walletBalances(
  reads: BalanceReads,
  address: string,
  filter: BalancesFilter,
): Promise<(ChainBalances | Error)[]> {
  const configs = await reads.configs.load("all");
  // Prices only adorn balances: without them a balance is still exact.
  const prices = reads.usdPrices.load("all").catch((): Record<string, number> => ({}));
  const chains =
    filter.chains?.map(
      (name, i) =>
        configs.find((c) => c.name === name) ??
        new InvalidInput([{ path: ["chains", String(i)], message: `no chain ${name} in the bridge's configs` }]),
    ) ?? configs.filter((c) => c.status === "enabled");
  return Promise.all(
    chains.map((chain) => (chain instanceof Error ? chain : balancesOn(reads, chain, address, filter.tokens, prices))),
  );
}
