import type { Address } from "viem";
import { commitmentIdOf, toBaseUnits } from "../amounts.js";
import { DepositPlanRefused, type ChainFamily, type PreflightShape, type ReadChain } from "../family.js";
import { tronAddressProblem, tronToEvmHex } from "./address.js";
import { tronCall, type TronContractCall } from "./calls.js";
import { runTronReads, type TronRead, type TronTarget } from "./reads.js";

/** The TRON family's part of a plan (GraphQL `TronDepositPlan`). */
export interface TronPlanPart {
  __typename: "TronDepositPlan";
  amountBaseUnits: bigint;
  /** The bridge contract, base58. */
  spender: string;
  approval: TronContractCall | null;
  deposit: TronContractCall;
  preflight: PreflightShape | null;
}

/** An address of the configs as the TVM's hex; one that is not a TRON address is the upstream's inconsistency. */
const configured = (value: string | null | undefined, what: string): Address => {
  const hex = value ? tronToEvmHex(value) : null;
  if (hex) return hex;
  throw new DepositPlanRefused(`The vendor's configs give no usable ${what}.`);
};

interface Draft {
  native: boolean;
  amount: bigint;
  token: Address;
  bridge: Address;
}

/** The reads of one tick: TRX, and for a TRC-20 its allowance and balance. */
async function preflightOf(read: ReadChain<TronRead>, draft: Draft, owner: string): Promise<PreflightShape | null> {
  const ownerHex = tronToEvmHex(owner)!;
  const reads: TronRead[] = [{ kind: "nativeBalance", owner: ownerHex }];
  if (!draft.native) {
    reads.push(
      { kind: "allowance", token: draft.token, owner: ownerHex, spender: draft.bridge },
      { kind: "tokenBalance", token: draft.token, owner: ownerHex },
    );
  }
  const [nativeBalance, allowance = 0n, tokenBalance = nativeBalance] = await read(reads);
  if (typeof nativeBalance !== "bigint" || typeof allowance !== "bigint" || typeof tokenBalance !== "bigint") return null;
  return {
    owner,
    allowance,
    tokenBalance,
    nativeBalance,
    approvalNeeded: !draft.native && allowance < draft.amount,
    sufficientBalance: tokenBalance >= draft.amount,
    tokenAccountExists: null,
  };
}

/**
 * TRON, as the vendor SDK's TRON adapter deposits: TRC-20 `approve(bridge, amount)` when the
 * allowance is short, then the bridge's `depositWithId(token, amount, commitmentId)`. TRX too goes
 * through `depositWithId`, with the TRX config's address as the token and no call value: the SDK's
 * TRON bridge ABI has no `depositNativeWithId` (ARCHITECTURE.md 4.4 names one; the SDK wins).
 */
export const tron: ChainFamily<TronTarget, TronRead, TronPlanPart> = {
  chainType: "TRON",
  ownerRequired: false,
  ownerProblem: (owner) => tronAddressProblem("owner", owner),
  targetOf: (chain) => (chain.type === "TRON" ? { chainType: "TRON", name: chain.name, rpc: chain.rpc ?? null } : null),
  async plan(input, _target, owner, read) {
    const { chain, token } = input;
    if (input.sameChainSwap) throw new DepositPlanRefused("A same-chain swap on TRON has no deposit the vendor's SDK makes.");
    const draft: Draft = {
      native: token.symbol === chain.nativeTokenName,
      amount: toBaseUnits(input.payAmount, token.decimals),
      token: configured(token.address, `${token.symbol} address on ${chain.name}`),
      bridge: configured(chain.contractAddress, `bridge contract on ${chain.name}`),
    };
    const commitmentId = commitmentIdOf(input.quoteId);
    const preflight = owner ? await preflightOf(read, draft, owner) : null;
    const approvalPending = !draft.native && (preflight ? preflight.approvalNeeded : true);
    return {
      __typename: "TronDepositPlan",
      amountBaseUnits: draft.amount,
      spender: chain.contractAddress!,
      approval: approvalPending ? tronCall("approve", token.address, [draft.bridge, draft.amount], owner) : null,
      deposit: tronCall("depositWithId", chain.contractAddress!, [draft.token, draft.amount, commitmentId], owner),
      preflight,
    };
  },
  read: runTronReads,
};
