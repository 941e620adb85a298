import { Decimal as BaseDecimal } from "decimal.js";
import { formatUnits } from "viem";

// Exact for any uint256 balance: a balance has at most 78 digits.
const Decimal = BaseDecimal.clone({ precision: 80 });

/** A balance in base units as token units, an exact decimal string (`1500000` with 6 decimals is `1.5`). */
export const tokenUnitsOf = (baseUnits: bigint, decimals: number): string => formatUnits(baseUnits, decimals);

/** What `amount` token units are worth at `usdPrice`, as every USD value of the graph (a number); null without a price. */
export function usdValueOf(amount: string, usdPrice: number | undefined): number | null {
  return usdPrice === undefined ? null : new Decimal(amount).mul(usdPrice).toNumber();
}
