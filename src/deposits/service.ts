import { familyOf, type AnyFamily, type FamilyName, type FamilyPlanOf } from "../chain/families/index.js";
import { DepositPlanRefused, type DepositInput } from "../chain/families/family.js";
import { modelledError } from "../upstream/error-catalogue.js";
import { InvalidInput, UpstreamBadResponse } from "../upstream/errors.js";
import type { CatalogChain, CatalogToken } from "../upstream/wire/catalog.js";
import type { Quote } from "../upstream/wire/quote.js";
import type { DepositReads } from "./port.js";
import { sourceOfQuote, sourceOfTransaction, type PlanSource } from "./sources.js";

/** What every plan carries, whatever its family. */
interface PlanBase {
  quoteId: string;
  chain: CatalogChain;
  token: CatalogToken;
  /** The pay amount in token units, a decimal string. */
  amount: string;
}

/** A deposit plan on a chain of family `F` (its GraphQL type: src/schema/deposit-plans/). */
export type DepositPlanOf<F extends FamilyName> = PlanBase & FamilyPlanOf<F>;
/** A deposit plan of any family. */
export type DepositPlan = DepositPlanOf<FamilyName>;

/** The deposit that starts a transfer, as transactions to sign: the vendor SDK's prepare-bridge, done by the gateway. */
export interface DepositService {
  /** The deposit of a quote, once committed; with an `owner`, its preflight from the chain. */
  planOfQuote(reads: DepositReads, quote: Quote, owner: string | null | undefined): Promise<DepositPlan>;
  /**
   * The deposit of a committed transfer, by its quote id.
   * @throws TransferNotPending unless the transfer still waits for its deposit.
   */
  planOfTransfer(reads: DepositReads, quoteId: string, owner: string | null | undefined): Promise<DepositPlan>;
}

const notSupported = (chain: CatalogChain, message?: string) =>
  modelledError("DepositNotSupported", { chainType: chain.type }, { status: 422, message });

/**
 * The source's chain, its family and its token from the configs; a chain or token the configs
 * lack is the upstream's inconsistency.
 * @throws DepositNotSupported when no family covers the chain, or for a smart deposit address transfer.
 */
async function configsOf(reads: DepositReads, source: PlanSource) {
  const chain = (await reads.configs.load("all")).find((c) => c.name === source.chainIn);
  if (!chain) throw new UpstreamBadResponse(`The vendor's configs do not list the chain ${source.chainIn}.`);
  const family: AnyFamily | undefined = familyOf(chain);
  const target = family?.targetOf(chain);
  if (!family || !target) throw notSupported(chain);
  if (source.token === null) {
    throw notSupported(
      chain,
      "A smart deposit address transfer is paid by a plain transfer to the address: there is no deposit to plan",
    );
  }
  const symbol = source.token;
  const token =
    chain.tokens.find((t) => t.symbol === symbol) ??
    (await reads.swapTokenConfigs.load("all")).find((t) => t.chain === chain.name && t.symbol === symbol);
  if (!token) throw new UpstreamBadResponse(`The vendor's configs do not list the token ${symbol} on ${chain.name}.`);
  return { chain, family, target, token };
}

/** The plan of a source: its family's transactions, then the owner's preflight when asked. */
async function planOf(reads: DepositReads, source: PlanSource, owner: string | null | undefined): Promise<DepositPlan> {
  const { chain, family, target, token } = await configsOf(reads, source);
  const problem = owner
    ? family.ownerProblem(owner)
    : family.ownerRequired
      ? `owner is required on ${chain.type} chains: the deposit names the depositor's accounts`
      : undefined;
  if (problem !== undefined) throw new InvalidInput([{ path: ["owner"], message: problem }]);
  const sameChainSwap = source.atomicSwap && source.chainIn === source.chainOut;
  const swapCalldata = sameChainSwap ? (await reads.swapCalldata.load(source.quoteId)).calldata : undefined;
  const input: DepositInput = { chain, token, payAmount: source.payAmount, quoteId: source.quoteId, sameChainSwap, swapCalldata };
  try {
    const part = await family.plan(input, target, owner ?? null, (chainReads) =>
      reads.chainReads.loadMany(chainReads.map((read) => ({ target, read }))),
    );
    return { quoteId: source.quoteId, chain, token, amount: source.payAmount, ...part };
  } catch (err) {
    throw err instanceof DepositPlanRefused ? new UpstreamBadResponse(err.message) : err;
  }
}

export const deposits: DepositService = {
  planOfQuote: (reads, quote, owner) => planOf(reads, sourceOfQuote(quote), owner),
  planOfTransfer: async (reads, quoteId, owner) =>
    planOf(reads, sourceOfTransaction(await reads.transactionById.load(quoteId)), owner),
};
