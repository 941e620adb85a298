import { sha256 } from "@noble/hashes/sha256";
import { createBase58check } from "@scure/base";
import { bytesToHex, hexToBytes, type Address } from "viem";
import { addressProblem } from "../../../domain/addresses.js";

/** TRON's base58check: a double-sha256 checksum, as TronWeb's `address.fromHex` / `toHex`. */
const base58check = createBase58check(sha256);
/** The first byte of every TRON mainnet address (`T...` in base58). */
const TRON_PREFIX = 0x41;

/** The 20 bytes of a `T...` address, or null when it is none (form, length, prefix or checksum). */
function payloadOf(address: string): Uint8Array | null {
  try {
    const bytes = base58check.decode(address);
    return bytes.length === 21 && bytes[0] === TRON_PREFIX ? bytes.subarray(1) : null;
  } catch {
    return null;
  }
}

/** Why `address` is not a TRON address, as a message starting with `field`; undefined when it is one. */
export function tronAddressProblem(field: string, address: string): string | undefined {
  const formProblem = addressProblem(field, "TRON", address);
  if (formProblem !== undefined) return formProblem;
  return payloadOf(address) ? undefined : `${field} is not a valid TRON address: its base58check checksum does not hold`;
}

/** A `T...` address as the 20-byte hex the TVM (and the TRON node's `/jsonrpc`) uses; null when it is none. */
export function tronToEvmHex(address: string): Address | null {
  const payload = payloadOf(address);
  return payload ? bytesToHex(payload) : null;
}

/** The `T...` form of a 20-byte hex address. */
export function tronFromEvmHex(hex: Address): string {
  const payload = new Uint8Array(21);
  payload[0] = TRON_PREFIX;
  payload.set(hexToBytes(hex), 1);
  return base58check.encode(payload);
}
