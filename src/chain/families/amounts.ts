import { DepositPlanRefused } from "./family.js";

/* The deposit amount and commitment id, the same for every family (the vendor SDK's prepare-bridge). */

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * `amount` x 10^decimals, exactly (bigint string arithmetic). Digits beyond `decimals` round half
 * up, as the vendor SDK's `Decimal#toFixed(0)` does; the SDK's 20-digit precision is not copied.
 * @throws DepositPlanRefused for a negative or malformed amount.
 */
export function toBaseUnits(amount: string, decimals: number): bigint {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new DepositPlanRefused(`The amount ${amount} is not a decimal number.`);
  const [, whole = "0", fraction = ""] = match;
  const units = BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, "0"));
  return (fraction[decimals] ?? "0") >= "5" ? units + 1n : units;
}

/**
 * The commitment id the contract gets: the quote id read as a hexadecimal number (vendor SDK).
 * @throws DepositPlanRefused for an id that is not hexadecimal.
 */
export function commitmentIdOf(quoteId: string): bigint {
  if (!/^[0-9a-fA-F]{1,64}$/.test(quoteId)) throw new DepositPlanRefused(`The quote id ${quoteId} is not a commitment id.`);
  return BigInt(`0x${quoteId}`);
}
