import { Decimal as BaseDecimal } from "decimal.js";

/** Enough significant digits for a USD limit over a price, to a token's 18 or more decimals (decimal.js keeps 20 by default). */
const Decimal = BaseDecimal.clone({ precision: 80 });

/*
 * The rules a payment to a smart deposit address follows before it is sent: the vendor bridges a
 * supported token within its USD limits and refunds anything else, so a payment request names
 * only an amount the address will bridge.
 */

/** A token's USD limits at a smart deposit address (the vendor's supported tokens). */
export interface UsdLimits {
  minDepositLimitUsd?: number | null;
  maxDepositLimitUsd?: number | null;
}

/** The limits in token units, decimal strings; null where the vendor gives no limit or no price. */
export interface TokenLimits {
  minAmount: string | null;
  maxAmount: string | null;
}

/** Digits after the point of a decimal string (`"1.50"` has 2: a trailing zero is still a digit the wallet gets). */
export function fractionDigits(amount: string): number {
  const point = amount.indexOf(".");
  return point < 0 ? 0 : amount.length - point - 1;
}

/**
 * The USD limits in token units at `usdPrice`, to the token's decimals: the minimum rounded up and
 * the maximum rounded down, so an amount within them is within the USD limits.
 */
export function tokenLimits(limits: UsdLimits, usdPrice: number | null | undefined, decimals: number): TokenLimits {
  if (usdPrice == null || !(usdPrice > 0)) return { minAmount: null, maxAmount: null };
  const inTokens = (usd: number | null | undefined, rounding: BaseDecimal.Rounding) =>
    usd == null ? null : new Decimal(usd).div(usdPrice).toDecimalPlaces(decimals, rounding).toFixed();
  return {
    minAmount: inTokens(limits.minDepositLimitUsd, Decimal.ROUND_UP),
    maxAmount: inTokens(limits.maxDepositLimitUsd, Decimal.ROUND_DOWN),
  };
}

/** Why `amount` (a positive decimal string) cannot be asked for this token; undefined when it can. */
export function amountProblem(amount: string, decimals: number, limits: TokenLimits): string | undefined {
  if (fractionDigits(amount) > decimals) return `amount has more than the token's ${decimals} decimals`;
  const value = new Decimal(amount);
  if (limits.minAmount !== null && value.lt(limits.minAmount)) {
    return `amount is below the address's minimum of ${limits.minAmount} for this token`;
  }
  if (limits.maxAmount !== null && value.gt(limits.maxAmount)) {
    return `amount is above the address's maximum of ${limits.maxAmount} for this token`;
  }
  return undefined;
}

/** `amount` in base units (amount x 10^decimals): exact, for an amount with at most `decimals` digits after the point. */
export function baseUnitsOf(amount: string, decimals: number): bigint {
  const [whole = "0", fraction = ""] = amount.split(".");
  return BigInt(whole + fraction.padEnd(decimals, "0"));
}
