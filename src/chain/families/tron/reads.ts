import { encodeFunctionData, erc20Abi, hexToBigInt, prepareEncodeFunctionData, type Address, type Hex } from "viem";
import { ChainRpcAnswerError } from "../../errors.js";
import type { ChainConnection, TargetBase } from "../family.js";

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

/** Runs `reads` on the TRON node, each answer in its place (an `Error` for a failed one). */
export function runTronReads(
  { rpc }: ChainConnection,
  target: TronTarget,
  reads: readonly TronRead[],
): Promise<(bigint | Error)[]> {
  const answerError = () => new ChainRpcAnswerError(target.name, undefined);
  return Promise.all(
    reads.map((read) =>
      rpc.request(requestOf(read)).then(
        (answer) => (typeof answer === "string" && QUANTITY.test(answer) ? hexToBigInt(answer as Hex) : answerError()),
        // The RPC's own error classes (they name the chain, never the URL), or the open circuit's refusal.
        (err: unknown) => (err instanceof Error ? err : answerError()),
      ),
    ),
  );
}
