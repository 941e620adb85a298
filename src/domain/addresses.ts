import { checksumAddress } from "viem";

/** The address form of one chain type, as the vendor's SDK checks it before a quote (`is-address-valid`). */
interface AddressRule {
  /** The form in words, for the message that refuses an address. */
  form: string;
  matches(address: string): boolean;
}

const EVM = /^0x[0-9a-fA-F]{40}$/;

/**
 * Address forms per chain type (a chain config's `type`), the vendor SDK's table. A chain type
 * without a row accepts any address, as the SDK does: the vendor adds chain types without notice.
 */
export const ADDRESS_RULES: Readonly<Record<string, AddressRule>> = {
  EVM: { form: "0x followed by 40 hex digits", matches: (a) => EVM.test(a) },
  STK: { form: "0x followed by hex digits", matches: (a) => /^0x[0-9a-fA-F]+$/.test(a) },
  SOL: { form: "base58, 43-44 characters", matches: (a) => /^[1-9A-HJ-NP-Za-km-z]{43,44}$/.test(a) },
  TRON: { form: "T followed by 33 base58 characters", matches: (a) => /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(a) },
  TON: {
    form: "raw 0:<64 hex> or -1:<64 hex>, or friendly, 48 base64url characters",
    matches: (a) => /^(0|-1):([a-f0-9]{64}|[A-F0-9]{64})$/.test(a) || /^[A-Za-z0-9_-]{48}={0,2}$/.test(a),
  },
};

/**
 * An EVM address in mixed case carries an EIP-55 checksum; one in a single case does not.
 * Answers the checksummed form when `address` is in mixed case and its checksum is wrong.
 */
function wrongChecksum(address: string): string | undefined {
  const digits = address.slice(2);
  if (digits === digits.toLowerCase() || digits === digits.toUpperCase()) return undefined;
  const expected = checksumAddress(address as `0x${string}`);
  return expected === address ? undefined : expected;
}

/**
 * Why `address` is not an address of a chain of type `chainType`, as a message that starts with
 * `field`, e.g. "recipient is not a valid SOL address (base58, 43-44 characters)"; undefined when
 * it is one, or when the chain type has no rule.
 */
export function addressProblem(field: string, chainType: string, address: string): string | undefined {
  const rule = Object.hasOwn(ADDRESS_RULES, chainType) ? ADDRESS_RULES[chainType] : undefined;
  if (!rule) return undefined;
  if (!rule.matches(address)) return `${field} is not a valid ${chainType} address (${rule.form})`;
  if (chainType !== "EVM") return undefined;
  const expected = wrongChecksum(address);
  return expected === undefined
    ? undefined
    : `${field} is not a valid EVM address: wrong EIP-55 checksum (in mixed case it is ${expected}; or write it all in one case)`;
}
