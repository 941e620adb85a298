import { encodeFunctionData, erc20Abi, getAddress, prepareEncodeFunctionData, type Address } from "viem";
import type { TxRequest } from "./draft.js";

/*
 * A plain payment to an address on an EVM chain, as a wallet reads it from a link (EIP-681) or
 * sends it as a transaction: an ERC-20 `transfer(to, units)`, or the native token as `value`.
 */

const TRANSFER = prepareEncodeFunctionData({ abi: erc20Abi, functionName: "transfer" });

/** A payment of `units` (base units; null: the payer chooses) to `to`, of the ERC-20 at `token` or, with null, the native token. */
export interface EvmPayment {
  chainId: number;
  to: string;
  token: string | null;
  units: bigint | null;
}

/**
 * The EIP-681 URI of the payment: `ethereum:<token>@<chainId>/transfer?address=<to>&uint256=<units>`,
 * or `ethereum:<to>@<chainId>?value=<wei>` for the native token; without units, no amount.
 */
export function eip681Uri({ chainId, to, token, units }: EvmPayment): string {
  const recipient = getAddress(to);
  if (token === null) {
    const query = units === null ? "" : `?${new URLSearchParams({ value: units.toString() })}`;
    return `ethereum:${recipient}@${chainId}${query}`;
  }
  const params = new URLSearchParams({ address: recipient });
  if (units !== null) params.set("uint256", units.toString());
  return `ethereum:${getAddress(token)}@${chainId}/transfer?${params}`;
}

/** The payment as a transaction to sign; it needs an amount. */
export function paymentTransaction({ chainId, to, token, units }: EvmPayment & { units: bigint }): TxRequest {
  const recipient: Address = getAddress(to);
  if (token === null) return { chainId, to: recipient, data: "0x", value: units };
  return {
    chainId,
    to: getAddress(token),
    data: encodeFunctionData({ ...TRANSFER, args: [recipient, units] }),
    value: 0n,
  };
}
