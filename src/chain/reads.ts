import { BaseError, erc20Abi, numberToHex, type Address, type Hex, type PublicClient } from "viem";
import { UpstreamTimeout, UpstreamUnavailable } from "../upstream/errors.js";
import { ChainRpcAnswerError } from "./errors.js";

/** A chain as the deposit reads need it, from the vendor's chain config. */
export interface ChainTarget {
  /** The chain's name in the configs (e.g. `ETHEREUM`). */
  name: string;
  /** The EVM network id. */
  chainId: number;
  /** The vendor config's public `rpc`; CHAIN_RPC_URLS overrides it. */
  rpc: string | null;
  /** Multicall3, when the config names one; without it the reads go through viem's deployless multicall. */
  multicallAddress: Address | null;
}

/**
 * The only reads the gateway makes on a chain: fixed calls, never a caller's. All reads of one
 * tick on one chain go out together: the contract reads as one multicall `eth_call`, and it, the
 * balances and the estimates as one JSON-RPC batch (one HTTP round trip).
 */
export type ChainRead =
  | { kind: "allowance"; token: Address; owner: Address; spender: Address }
  | { kind: "tokenBalance"; token: Address; owner: Address }
  | { kind: "nativeBalance"; owner: Address }
  /** `eth_estimateGas` of a plan's own deposit, from its owner. */
  | { kind: "estimateGas"; from: Address; to: Address; data: Hex; value: bigint };

/** A stable text for a read, for loader keys. */
export const readKey = (read: ChainRead): string =>
  Object.entries(read)
    .map(([k, v]) => `${k}=${typeof v === "string" ? v.toLowerCase() : String(v)}`)
    .join("&");

/** A failure of the chain's RPC found anywhere in a viem error's causes, or `err` as an answer error. */
export function chainFailure(chain: string, err: unknown): Error {
  if (err instanceof UpstreamUnavailable || err instanceof UpstreamTimeout || err instanceof ChainRpcAnswerError) return err;
  if (err instanceof BaseError) {
    const found = err.walk(
      (e) => e instanceof UpstreamUnavailable || e instanceof UpstreamTimeout || e instanceof ChainRpcAnswerError,
    );
    if (found instanceof Error && found !== err) return found;
  }
  // A revert or an answer viem could not decode: an answer of the chain, with nothing of viem's message (it quotes the URL).
  return new ChainRpcAnswerError(chain, undefined);
}

/** Runs `reads` on one chain, each answer in its place (an `Error` for a failed one). */
export async function runReads(
  client: PublicClient,
  target: ChainTarget,
  reads: readonly ChainRead[],
): Promise<(bigint | Error)[]> {
  const fail = (err: unknown) => chainFailure(target.name, err);
  const contractAt: number[] = [];
  const contracts: {
    address: Address;
    abi: typeof erc20Abi;
    functionName: "allowance" | "balanceOf";
    args: readonly Address[];
  }[] = [];
  reads.forEach((read, i) => {
    if (read.kind !== "allowance" && read.kind !== "tokenBalance") return;
    contractAt.push(i);
    contracts.push(
      read.kind === "allowance"
        ? { address: read.token, abi: erc20Abi, functionName: "allowance", args: [read.owner, read.spender] }
        : { address: read.token, abi: erc20Abi, functionName: "balanceOf", args: [read.owner] },
    );
  });
  const answers: Promise<bigint | Error>[] = new Array(reads.length);
  if (contracts.length > 0) {
    const multicall = client
      .multicall({
        contracts: contracts as never[],
        allowFailure: true,
        ...(target.multicallAddress ? { multicallAddress: target.multicallAddress } : { deployless: true }),
      })
      .then(
        (results) => results.map((r) => (r.status === "success" ? (r.result as bigint) : fail(r.error))),
        (err: unknown) => contracts.map(() => fail(err)),
      );
    contractAt.forEach((at, j) => (answers[at] = multicall.then((results) => results[j]!)));
  }
  reads.forEach((read, i) => {
    if (read.kind === "nativeBalance") answers[i] = client.getBalance({ address: read.owner }).catch(fail);
    if (read.kind === "estimateGas") {
      const tx = { from: read.from, to: read.to, data: read.data, value: numberToHex(read.value) };
      answers[i] = client.request({ method: "eth_estimateGas", params: [tx] }).then(BigInt, fail);
    }
  });
  return Promise.all(answers);
}
