import { encodeFunctionData, erc20Abi, hexToBigInt, prepareEncodeFunctionData, type Address, type Hex } from "viem";
import type { ChainConnection, TargetBase } from "../family.js";
import { runJsonRpcReads } from "../json-rpc-reads.js";

/** A TRON chain as the deposit reads need it. Its RPC is the full node's Ethereum-compatible `/jsonrpc`. */
export interface TronTarget extends TargetBase {
  chainType: "TRON";
}

/**
 * The reads of a TRON plan, addresses as the TVM's 20-byte hex: TRC-20 constant calls and the
 * TRX balance, through the node's `/jsonrpc` (`eth_call`, `eth_getBalance`), all of one tick in
 * one JSON-RPC batch.
 */
export type TronRead =
  | { kind: "allowance"; token: Address; owner: Address; spender: Address }
  | { kind: "tokenBalance"; token: Address; owner: Address }
  | { kind: "nativeBalance"; owner: Address };

const ALLOWANCE = prepareEncodeFunctionData({ abi: erc20Abi, functionName: "allowance" });
const BALANCE_OF = prepareEncodeFunctionData({ abi: erc20Abi, functionName: "balanceOf" });
/** A uint256 as `eth_call` answers it: `0x` and 64 hex digits; `eth_getBalance`'s quantity is shorter. */
const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;

function requestOf(read: TronRead): { method: string; params: unknown[] } {
  if (read.kind === "nativeBalance") return { method: "eth_getBalance", params: [read.owner, "latest"] };
  const data: Hex =
    read.kind === "allowance"
      ? encodeFunctionData({ ...ALLOWANCE, args: [read.owner, read.spender] })
      : encodeFunctionData({ ...BALANCE_OF, args: [read.owner] });
  return { method: "eth_call", params: [{ to: read.token, data }, "latest"] };
}

/** A quantity answer (`0x`-prefixed hex) as a bigint; anything else is not an answer to these reads. */
function valueOf(_read: TronRead, answer: unknown): bigint {
  if (typeof answer === "string" && QUANTITY.test(answer)) return hexToBigInt(answer as Hex);
  throw new Error("not a quantity");
}

/** Runs `reads` on the TRON node, each answer in its place (an `Error` for a failed one). */
export const runTronReads = (connection: ChainConnection, target: TronTarget, reads: readonly TronRead[]) =>
  runJsonRpcReads(connection, target.name, reads, requestOf, valueOf);
