import { encodeAbiParameters, type Address, type Hex } from "viem";

/**
 * A TRON smart-contract call as TronWeb's `triggerSmartContract(contractAddress, functionSelector,
 * { callValue, feeLimit, rawParameter: parameter }, [], ownerAddress)` takes it.
 */
export interface TronContractCall {
  /** The contract called, base58 `T...`. */
  contractAddress: string;
  /** The function's signature, e.g. `approve(address,uint256)`. */
  functionSelector: string;
  /** The ABI-encoded arguments, hex without `0x` and without the selector. */
  parameter: string;
  /** TRX sent, in sun. */
  callValue: bigint;
  /** The signer, base58, when the plan has an owner. */
  ownerAddress: string | null;
  /** The most TRX (sun) the call may burn for energy; null: the wallet's default. */
  feeLimit: bigint | null;
}

/** The TRC-20 `approve` and the bridge's `depositWithId`, as the vendor SDK's `tronWeb.contract(abi, address)` calls them. */
const SIGNATURES = {
  approve: { selector: "approve(address,uint256)", inputs: [{ type: "address" }, { type: "uint256" }] },
  depositWithId: {
    selector: "depositWithId(address,uint256,uint256)",
    inputs: [{ type: "address" }, { type: "uint256" }, { type: "uint256" }],
  },
} as const;

/** The call of `fn` on `contractAddress` with `args` (TVM addresses as 20-byte hex). */
export function tronCall<F extends keyof typeof SIGNATURES>(
  fn: F,
  contractAddress: string,
  args: F extends "approve" ? [Address, bigint] : [Address, bigint, bigint],
  ownerAddress: string | null,
): TronContractCall {
  const { selector, inputs } = SIGNATURES[fn];
  const encoded: Hex = encodeAbiParameters(inputs, args as never);
  return {
    contractAddress,
    functionSelector: selector,
    parameter: encoded.slice(2),
    callValue: 0n,
    ownerAddress,
    feeLimit: null,
  };
}
