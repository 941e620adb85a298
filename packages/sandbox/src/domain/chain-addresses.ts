import { createHash } from "node:crypto";
import { sha256 } from "@noble/hashes/sha256";
import { base58, createBase58check } from "@scure/base";

/*
 * Addresses in each chain type's own form, derived from a seed so they are stable across runs:
 * what a real wallet of that chain would read (a payment request, a config, a deposit address).
 */

/** TRON's base58check (double sha256 checksum), as TronWeb's `address.fromHex`. */
const base58check = createBase58check(sha256);
/** The prefix byte of a TRON mainnet address. */
const TRON_PREFIX = 0x41;

/** Wrapped SOL: the mint the vendor's Solana bridge deposits SOL through. */
export const WRAPPED_SOL_MINT = "So11111111111111111111111111111111111111112";
/** TRON's zero address (`41` + 20 zero bytes), the address of TRX in the configs. */
export const TRON_ZERO_ADDRESS = "T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb";

const digest = (seed: string): Uint8Array => createHash("sha256").update(seed).digest();

/** A TRON `T...` address of 20 bytes (a hex EVM-style account: the same key's TRON form). */
export function tronAddressOf(bytes20: Uint8Array): string {
  const payload = new Uint8Array(21);
  payload[0] = TRON_PREFIX;
  payload.set(bytes20.subarray(0, 20), 1);
  return base58check.encode(payload);
}

/** A stable address of a chain of type `type`, derived from `seed`. */
export function derivedAddress(type: string, seed: string): string {
  const bytes = digest(seed);
  if (type === "SOL") return base58.encode(bytes);
  if (type === "TRON") return tronAddressOf(bytes);
  if (type === "TON") return `0:${Buffer.from(bytes).toString("hex")}`;
  if (type === "STK") return `0x0${Buffer.from(bytes).toString("hex").slice(1)}`;
  return `0x${Buffer.from(bytes).toString("hex").slice(0, 40)}`;
}
