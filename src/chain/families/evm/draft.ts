import { encodeFunctionData, erc20Abi, isAddress, isHex, prepareEncodeFunctionData, type Address, type Hex } from "viem";
import { z } from "zod";
import { commitmentIdOf, toBaseUnits } from "../amounts.js";
import { DepositPlanRefused, type DepositInput } from "../family.js";
import { DEPOSIT_CONTRACT_ABI } from "./deposit-contract-abi.js";

/* The plan's calls, prepared once (the function looked up and its selector hashed), not per plan. */
const APPROVE = prepareEncodeFunctionData({ abi: erc20Abi, functionName: "approve" });
const DEPOSIT_WITH_ID = prepareEncodeFunctionData({ abi: DEPOSIT_CONTRACT_ABI, functionName: "depositWithId" });
const DEPOSIT_NATIVE_WITH_ID = prepareEncodeFunctionData({ abi: DEPOSIT_CONTRACT_ABI, functionName: "depositNativeWithId" });

/** A transaction for the wallet to sign: value in wei. */
export interface TxRequest {
  chainId: number;
  to: Address;
  data: Hex;
  value: bigint;
}

/** What a deposit is planned from: the transfer's side of the input, and the configs' addresses checked. */
export interface DepositSource extends Pick<DepositInput, "payAmount" | "quoteId" | "sameChainSwap" | "swapCalldata"> {
  chainId: number;
  /** The chain's bridge contract (`contractAddress`). */
  contractAddress: Address;
  /** `sameChainSwapsAddress`, for a same-chain atomic swap. */
  sameChainSwapsAddress: Address | null;
  nativeTokenName: string;
  token: { symbol: string; address: Address; decimals: number };
}

/** The plan before any read on the chain. */
export interface DepositPlanDraft {
  spender: Address;
  amount: bigint;
  native: boolean;
  /** ERC-20 `approve(spender, amount)`; null for the native token. */
  approval: TxRequest | null;
  deposit: TxRequest;
}

const calldataJson = z.object({
  to: z.string().refine((v) => isAddress(v, { strict: false })),
  data: z.string().refine((v) => isHex(v)),
  value: z.union([z.string().regex(/^(\d+|0x[0-9a-fA-F]+)$/), z.number().int().nonnegative()]),
});

/**
 * The upstream's swap calldata as a transaction. Two readings: JSON text `{ to, data, value }`
 * (what the vendor SDK's `parseCalldata` sends as is), or bare hex calldata for the chain's
 * same-chain-swaps contract, with the amount as value for the native token.
 */
function swapTransaction(source: DepositSource, amount: bigint, native: boolean, spender: Address): TxRequest {
  const calldata = (source.swapCalldata ?? "").trim();
  if (isHex(calldata) && calldata.length > 2) {
    return { chainId: source.chainId, to: spender, data: calldata, value: native ? amount : 0n };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(calldata);
  } catch {
    parsed = undefined;
  }
  const read = calldataJson.safeParse(parsed);
  if (!read.success) throw new DepositPlanRefused("The upstream's swap calldata is neither hex nor { to, data, value }.");
  return { chainId: source.chainId, to: read.data.to as Address, data: read.data.data as Hex, value: BigInt(read.data.value) };
}

/**
 * The deposit of a quote, as the vendor SDK makes it (prepare-bridge, handle-deposit,
 * token-approval): the spender is the bridge contract, or the same-chain-swaps contract for a
 * same-chain atomic swap; the native token is deposited with `depositNativeWithId` and the amount
 * as value, any other token approved and deposited with `depositWithId`; a same-chain swap sends
 * the upstream's calldata.
 * @throws DepositPlanRefused when the configs or the calldata do not allow a plan.
 */
export function draftDepositPlan(source: DepositSource): DepositPlanDraft {
  const amount = toBaseUnits(source.payAmount, source.token.decimals);
  const commitmentId = commitmentIdOf(source.quoteId);
  const native = source.token.symbol === source.nativeTokenName;
  let spender = source.contractAddress;
  if (source.sameChainSwap) {
    if (!source.sameChainSwapsAddress) {
      throw new DepositPlanRefused("The chain's config names no sameChainSwapsAddress for a same-chain swap.");
    }
    spender = source.sameChainSwapsAddress;
  }
  const approval: TxRequest | null = native
    ? null
    : {
        chainId: source.chainId,
        to: source.token.address,
        data: encodeFunctionData({ ...APPROVE, args: [spender, amount] }),
        value: 0n,
      };
  const deposit: TxRequest = source.sameChainSwap
    ? swapTransaction(source, amount, native, spender)
    : {
        chainId: source.chainId,
        to: spender,
        data: native
          ? encodeFunctionData({ ...DEPOSIT_NATIVE_WITH_ID, args: [commitmentId] })
          : encodeFunctionData({ ...DEPOSIT_WITH_ID, args: [source.token.address, amount, commitmentId] }),
        value: native ? amount : 0n,
      };
  return { spender, amount, native, approval, deposit };
}
