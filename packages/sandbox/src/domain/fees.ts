import { PERCENTAGE_FEE, PERCENTAGE_FEE_THRESHOLD_USD, PLATFORM_FEE_USD, type ChainInfo, type TokenInfo } from "./catalog.js";
import { Decimal, amountText, ceilTo, usd } from "./decimal.js";
import type { FeeAmounts, QuoteFees } from "./types.js";

/** The fixed fee parts of one quote, in units of the bridged token. */
export interface FixedFees {
  gasFee: Decimal;
  sponsoredGasFee: Decimal;
  platformFee: Decimal;
  sourceGasFee: Decimal;
}

const toToken = (usdAmount: Decimal, token: TokenInfo): Decimal => ceilTo(usdAmount.div(token.usdPrice), token.decimals);

/** Fixed fees for bridging `token` from `chainIn` to `chainOut`; the source sweep fee only for SDA. */
export function fixedFees(token: TokenInfo, chainIn: ChainInfo, chainOut: ChainInfo, isSda: boolean): FixedFees {
  const gas = toToken(chainOut.gasFeeUsd, token);
  const zero = new Decimal(0);
  return {
    gasFee: chainOut.gasSponsored ? zero : gas,
    sponsoredGasFee: chainOut.gasSponsored ? gas : zero,
    platformFee: toToken(PLATFORM_FEE_USD, token),
    sourceGasFee: isSda ? toToken(chainIn.sourceGasFeeUsd, token) : zero,
  };
}

/** Sum of the fixed fees charged to the end customer. */
export const chargedFixed = (f: FixedFees): Decimal => f.gasFee.plus(f.platformFee).plus(f.sourceGasFee);

/** True when an amount of `token` this large pays the percentage fee. */
export const paysPercentage = (amount: Decimal, token: TokenInfo): boolean =>
  amount.times(token.usdPrice).gt(PERCENTAGE_FEE_THRESHOLD_USD);

/** The percentage fee on `amount` (rounded up), or zero below the threshold. */
export const percentageFeeOn = (amount: Decimal, token: TokenInfo): Decimal =>
  paysPercentage(amount, token) ? ceilTo(amount.times(PERCENTAGE_FEE).div(100), token.decimals) : new Decimal(0);

function amounts(parts: { gas: Decimal; source: Decimal; platform: Decimal; percentage: Decimal }, token: TokenInfo): FeeAmounts {
  const price = token.usdPrice;
  const fee = parts.gas.plus(parts.source).plus(parts.platform).plus(parts.percentage);
  return {
    fee: amountText(fee),
    feeUsd: usd(fee.times(price)),
    gasFee: amountText(parts.gas),
    gasFeeUsd: usd(parts.gas.times(price)),
    sourceGasFee: amountText(parts.source),
    sourceGasFeeUsd: usd(parts.source.times(price)),
    platformFee: amountText(parts.platform),
    platformFeeUsd: usd(parts.platform.times(price)),
    percentageFee: amountText(parts.percentage),
    percentageFeeUsd: usd(parts.percentage.times(price)),
  };
}

/** The quote `fees` object; the sponsored part only ever holds the sponsored gas fee. */
export function quoteFees(fixed: FixedFees, percentageFee: Decimal, token: TokenInfo): QuoteFees {
  const zero = new Decimal(0);
  return {
    ...amounts({ gas: fixed.gasFee, source: fixed.sourceGasFee, platform: fixed.platformFee, percentage: percentageFee }, token),
    percentageFeeAmount: PERCENTAGE_FEE,
    percentageFeeThreshold: PERCENTAGE_FEE_THRESHOLD_USD,
    sponsoredFees: amounts({ gas: fixed.sponsoredGasFee, source: zero, platform: zero, percentage: zero }, token),
  };
}
