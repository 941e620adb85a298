import { checksumAddress } from "viem";

// The sandbox's own copy of the address forms (the gateway's is src/domain/addresses.ts): it is
// the other side of the wire and imports nothing of the gateway.
const FORMS: Readonly<Record<string, (address: string) => boolean>> = {
  EVM: (a) => /^0x[0-9a-fA-F]{40}$/.test(a) && checksumHolds(a),
  STK: (a) => /^0x[0-9a-fA-F]+$/.test(a),
  SOL: (a) => /^[1-9A-HJ-NP-Za-km-z]{43,44}$/.test(a),
  TRON: (a) => /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(a),
  TON: (a) => /^(0|-1):([a-f0-9]{64}|[A-F0-9]{64})$/.test(a) || /^[A-Za-z0-9_-]{48}={0,2}$/.test(a),
};

/** A mixed-case EVM address carries an EIP-55 checksum; one in a single case carries none. */
function checksumHolds(address: string): boolean {
  const digits = address.slice(2);
  if (digits === digits.toLowerCase() || digits === digits.toUpperCase()) return true;
  return checksumAddress(address as `0x${string}`) === address;
}

/** Whether `address` is an address of a chain of type `chainType`; a type without a form accepts any. */
export function isAddressOf(chainType: string, address: string): boolean {
  const matches = Object.hasOwn(FORMS, chainType) ? FORMS[chainType] : undefined;
  return matches ? matches(address) : true;
}
