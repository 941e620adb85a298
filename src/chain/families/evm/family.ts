import { getAddress, isAddress, type Address } from "viem";
import { addressProblem } from "../../../domain/addresses.js";
import type { CatalogChain } from "../../../upstream/wire/catalog.js";
import { DepositPlanRefused, type ChainFamily, type DepositInput, type PreflightShape, type ReadChain } from "../family.js";
import { draftDepositPlan, type DepositPlanDraft, type TxRequest } from "./draft.js";
import { runReads, type EvmRead, type EvmTarget } from "./reads.js";

/** A transaction of the plan, with the chain's gas estimate when there is one. */
export interface EvmTxShape extends TxRequest {
  gas: bigint | null;
}

/** The plan as one EIP-5792 `wallet_sendCalls` request: approve then deposit, safe in sequence. */
export interface EvmCallBatch {
  version: "2.0.0";
  chainId: number;
  atomicRequired: false;
  calls: TxRequest[];
}

/** The EVM family's part of a plan (GraphQL `DepositPlan`). */
export interface EvmPlanPart {
  __typename: "DepositPlan";
  amountBaseUnits: bigint;
  spender: Address;
  approval: EvmTxShape | null;
  deposit: EvmTxShape;
  calls: EvmCallBatch;
  preflight: PreflightShape | null;
}

/** The EVM network id of a chain as a number, or null for a non-EVM chain (or an id that is not one). */
export function evmChainId(chain: Pick<CatalogChain, "type" | "networkId">): number | null {
  if (chain.type !== "EVM" || !/^[1-9]\d{0,15}$/.test(chain.networkId)) return null;
  const id = Number(chain.networkId);
  return Number.isSafeInteger(id) ? id : null;
}

/** An address of the configs; one that is not an address is the upstream's inconsistency. */
const configured = (value: string | null | undefined, what: string): Address => {
  if (value && isAddress(value, { strict: false })) return value;
  throw new DepositPlanRefused(`The vendor's configs give no usable ${what}.`);
};

/** The preflight's reads, all in one tick: one round trip to the chain, whatever else the operation asks. */
async function preflightOf(read: ReadChain<EvmRead>, draft: DepositPlanDraft, token: Address, owner: Address) {
  const { deposit } = draft;
  const reads: EvmRead[] = [
    { kind: "nativeBalance", owner },
    { kind: "estimateGas", from: owner, to: deposit.to, data: deposit.data, value: deposit.value },
  ];
  if (!draft.native) {
    reads.push({ kind: "allowance", token, owner, spender: draft.spender }, { kind: "tokenBalance", token, owner });
  }
  const [nativeBalance, gas, allowance = 0n, tokenBalance = nativeBalance] = await read(reads);
  // Any failed read (the chain unreachable, or no RPC for it): no preflight, the plan stands.
  if ([nativeBalance, allowance, tokenBalance].some((v) => typeof v !== "bigint")) return { preflight: null, gas: null };
  const approvalNeeded = !draft.native && (allowance as bigint) < draft.amount;
  const preflight: PreflightShape = {
    owner,
    allowance: allowance as bigint,
    tokenBalance: tokenBalance as bigint,
    nativeBalance: nativeBalance as bigint,
    approvalNeeded,
    sufficientBalance: (tokenBalance as bigint) >= draft.amount,
    tokenAccountExists: null,
  };
  return { preflight, gas: !approvalNeeded && typeof gas === "bigint" ? gas : null };
}

/** The transactions of the vendor SDK's prepare-bridge, from the configs. */
function draftOf(input: DepositInput, chainId: number): DepositPlanDraft {
  const { chain, token } = input;
  const native = token.symbol === chain.nativeTokenName;
  return draftDepositPlan({
    chainId,
    contractAddress: configured(chain.contractAddress, `bridge contract on ${chain.name}`),
    sameChainSwapsAddress: chain.sameChainSwapsAddress ? configured(chain.sameChainSwapsAddress, "sameChainSwapsAddress") : null,
    nativeTokenName: chain.nativeTokenName,
    token: {
      symbol: token.symbol,
      decimals: token.decimals,
      address: native ? (token.address as Address) : configured(token.address, `${token.symbol} address`),
    },
    payAmount: input.payAmount,
    quoteId: input.quoteId,
    sameChainSwap: input.sameChainSwap,
    swapCalldata: input.swapCalldata,
  });
}

/** EVM chains: ERC-20 approve and depositWithId, depositNativeWithId, or the swap calldata; reads over JSON-RPC. */
export const evm: ChainFamily<EvmTarget, EvmRead, EvmPlanPart> = {
  chainType: "EVM",
  ownerRequired: false,
  ownerProblem: (owner) => addressProblem("owner", "EVM", owner),
  targetOf(chain) {
    const chainId = evmChainId(chain);
    if (chainId === null) return null;
    const multicall = chain.multicallContractAddress;
    return {
      chainType: "EVM",
      name: chain.name,
      chainId,
      rpc: chain.rpc ?? null,
      multicallAddress: multicall && isAddress(multicall) ? multicall : null,
    };
  },
  async plan(input, target, owner, read) {
    const draft = draftOf(input, target.chainId);
    const checked = owner
      ? await preflightOf(read, draft, input.token.address as Address, getAddress(owner))
      : { preflight: null, gas: null };
    const approvalPending = checked.preflight ? checked.preflight.approvalNeeded : true;
    const approval = draft.approval && approvalPending ? draft.approval : null;
    return {
      __typename: "DepositPlan",
      amountBaseUnits: draft.amount,
      spender: draft.spender,
      approval: approval ? { ...approval, gas: null } : null,
      deposit: { ...draft.deposit, gas: checked.gas },
      // The deposit spends what the approval allows, so a wallet may run them one after the other.
      calls: {
        version: "2.0.0",
        chainId: target.chainId,
        atomicRequired: false,
        calls: approval ? [approval, draft.deposit] : [draft.deposit],
      },
      preflight: checked.preflight,
    };
  },
  read: runReads,
};
