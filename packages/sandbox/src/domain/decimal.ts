import { Decimal as DecimalJs } from "decimal.js";

/**
 * The sandbox's Decimal: 200 significant digits so a 30-digit amount of an 18-decimal token
 * divided by a price never loses a digit before the explicit rounding to token decimals.
 */
export const Decimal = DecimalJs.clone({ precision: 200, toExpNeg: -1000, toExpPos: 1000 });
export type Decimal = InstanceType<typeof Decimal>;

/** Rounds down to `decimals` places (what the user can be guaranteed to receive). */
export const floorTo = (value: Decimal, decimals: number): Decimal => value.toDecimalPlaces(decimals, Decimal.ROUND_DOWN);

/** Rounds up to `decimals` places (what the user must be charged). */
export const ceilTo = (value: Decimal, decimals: number): Decimal => value.toDecimalPlaces(decimals, Decimal.ROUND_UP);

/** Plain decimal text without exponent or trailing zeros, as token amounts travel on the wire. */
export const amountText = (value: Decimal): string => value.toFixed();

/** USD values are JSON numbers rounded to 6 places (micro-dollars). */
export const usd = (value: Decimal): number => value.toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toNumber();

/** A token amount in base units (`amount` × 10^decimals, rounded down). */
export const toBaseUnits = (amount: string, decimals: number): bigint =>
  BigInt(floorTo(new Decimal(amount).times(new Decimal(10).pow(decimals)), 0).toFixed(0));

/** Base units back to a token amount as wire text. */
export const fromBaseUnits = (value: bigint, decimals: number): string =>
  amountText(new Decimal(value.toString()).div(new Decimal(10).pow(decimals)));
