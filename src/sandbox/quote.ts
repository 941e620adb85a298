import { CHAINS, FLOW_CREDITS, PERCENTAGE_FEE, SWAP_SLIPPAGE, TOKENS, type ChainInfo, type TokenInfo } from "./catalog.js";
import { Decimal, amountText, ceilTo, floorTo, usd } from "./decimal.js";
import { SandboxError } from "./errors.js";
import { chargedFixed, fixedFees, paysPercentage, percentageFeeOn, quoteFees } from "./fees.js";
import type { QuoteRequest } from "./quote-request.js";
import type { GasBoost, StoredQuote } from "./types.js";

/** Who asks and when, for one quote. */
export interface QuoteContext {
  projectId: string;
  quoteId: string;
  nowMs: number;
  ttlS: number;
}

function chain(name: string): ChainInfo {
  const info = CHAINS.get(name);
  if (!info) throw new SandboxError(400, { _tag: "UnsupportedChain", chain: name, message: `Chain ${name} is not supported` });
  return info;
}

function token(symbol: string, on: ChainInfo): TokenInfo {
  const info = TOKENS.get(symbol);
  if (!info || !on.tokens.includes(symbol)) {
    throw new SandboxError(400, {
      _tag: "UnsupportedToken",
      token: symbol,
      chain: on.name,
      message: `Token ${symbol} is not supported on ${on.name}`,
    });
  }
  return info;
}

function gasBoostFor(amountNative: string | undefined, chainOut: ChainInfo, bridged: TokenInfo): GasBoost | undefined {
  if (amountNative === undefined || new Decimal(amountNative).isZero()) return undefined;
  const native = TOKENS.get(chainOut.nativeToken);
  if (!native) throw new Error(`catalog: native token ${chainOut.nativeToken} missing`);
  const amount = floorTo(new Decimal(amountNative), native.decimals);
  const value = amount.times(native.usdPrice);
  return {
    amountNative: amountText(amount),
    amountNativeUsd: usd(value),
    amountNativeTokenCost: amountText(ceilTo(value.div(bridged.usdPrice), bridged.decimals)),
  };
}

/**
 * Prices a quote with exact decimals. Fees are charged in the bridged token (tokenOut); a swap
 * first converts tokenIn to tokenOut at the fixed catalog prices. In mode `receive` the pay
 * amount is rounded up so the receive amount is exactly the one asked for.
 * @throws SandboxError UnsupportedChain / UnsupportedToken / AmountTooLow / WithdrawLimitReached (all 400).
 */
export function computeQuote(request: QuoteRequest, ctx: QuoteContext): StoredQuote {
  const chainIn = chain(request.chainIn);
  const chainOut = chain(request.chainOut);
  const tokenIn = token(request.tokenIn, chainIn);
  const tokenOut = token(request.tokenOut, chainOut);
  const isSwap = tokenIn.symbol !== tokenOut.symbol;
  const isSda = request.isSda === "true";
  const fixed = fixedFees(tokenOut, chainIn, chainOut, isSda);
  const gasBoost = gasBoostFor(request.amountNative, chainOut, tokenOut);
  const boostCost = new Decimal(gasBoost?.amountNativeTokenCost ?? 0);
  const deductions = chargedFixed(fixed).plus(boostCost);

  let payAmount: Decimal;
  let bridgeAmount: Decimal;
  let percentageFee: Decimal;
  let receiveAmount: Decimal;
  if (request.mode === "pay") {
    payAmount = floorTo(new Decimal(request.amount), tokenIn.decimals);
    bridgeAmount = isSwap ? floorTo(payAmount.times(tokenIn.usdPrice).div(tokenOut.usdPrice), tokenOut.decimals) : payAmount;
    percentageFee = percentageFeeOn(bridgeAmount, tokenOut);
    receiveAmount = bridgeAmount.minus(deductions).minus(percentageFee);
  } else {
    // Decoding guarantees tokenIn == tokenOut here: swaps are pay-only.
    receiveAmount = floorTo(new Decimal(request.amount), tokenOut.decimals);
    const withoutPercentage = receiveAmount.plus(deductions);
    payAmount = paysPercentage(withoutPercentage, tokenOut)
      ? ceilTo(withoutPercentage.div(new Decimal(1).minus(new Decimal(PERCENTAGE_FEE).div(100))), tokenOut.decimals)
      : withoutPercentage;
    bridgeAmount = payAmount;
    percentageFee = payAmount.minus(withoutPercentage);
  }

  if (receiveAmount.lte(0)) {
    throw new SandboxError(400, {
      _tag: "AmountTooLow",
      message: `The amount does not cover the fees of ${amountText(deductions.plus(percentageFee))} ${tokenOut.symbol}`,
      token: tokenOut.symbol,
      chain: chainOut.name,
      amount: amountText(bridgeAmount),
      fee: amountText(deductions.plus(percentageFee)),
    });
  }
  const receiveUsd = receiveAmount.times(tokenOut.usdPrice);
  if (tokenOut.maxWithdrawUsd && receiveUsd.gt(tokenOut.maxWithdrawUsd)) {
    throw new SandboxError(400, {
      _tag: "WithdrawLimitReached",
      token: tokenOut.symbol,
      chain: chainOut.name,
      receiveAmount: amountText(receiveAmount),
      maxWithdrawAmount: amountText(floorTo(tokenOut.maxWithdrawUsd.div(tokenOut.usdPrice), tokenOut.decimals)),
    });
  }

  const common = {
    chainIn: chainIn.name,
    chainOut: chainOut.name,
    payAmount: amountText(payAmount),
    payAmountUsd: usd(payAmount.times(tokenIn.usdPrice)),
    receiveAmount: amountText(receiveAmount),
    receiveAmountUsd: usd(receiveUsd),
    fees: quoteFees(fixed, percentageFee, tokenOut),
    depositor: request.depositor,
    recipient: request.recipient,
    expiresAt: new Date(ctx.nowMs + ctx.ttlS * 1000).toISOString(),
    quoteId: ctx.quoteId,
    flowCredits: isSwap ? FLOW_CREDITS.bridgeSwap : FLOW_CREDITS.bridge,
    ...(gasBoost ? { gasBoost } : {}),
    speed: chainIn.speed,
    estimatedDuration: chainIn.estimatedDurationMs,
    ...(request.postBridgeData ? { postBridgeData: request.postBridgeData } : {}),
    ...(request.webhookUrl ? { webhookUrl: request.webhookUrl } : {}),
  };
  const minReceive = floorTo(receiveAmount.times(new Decimal(1).minus(SWAP_SLIPPAGE)), tokenOut.decimals);
  return {
    wire: isSwap
      ? {
          _tag: "bridgeSwap",
          ...common,
          tokenIn: tokenIn.symbol,
          tokenOut: tokenOut.symbol,
          bridgePayAmount: amountText(bridgeAmount),
          bridgePayAmountUsd: usd(bridgeAmount.times(tokenOut.usdPrice)),
          minReceiveAmount: amountText(minReceive),
          minReceiveAmountUsd: usd(minReceive.times(tokenOut.usdPrice)),
          usdPriceTokenIn: tokenIn.usdPrice.toNumber(),
          usdPriceTokenOut: tokenOut.usdPrice.toNumber(),
        }
      : { _tag: "bridge", ...common, token: tokenOut.symbol },
    projectId: ctx.projectId,
    mode: request.mode,
    isSda,
    createdAt: new Date(ctx.nowMs).toISOString(),
    expiresAtMs: ctx.nowMs + ctx.ttlS * 1000,
    ...(request.refundAddress !== undefined ? { refundAddress: request.refundAddress } : {}),
    ...(gasBoost ? { gasBoost } : {}),
    usdPrice: tokenOut.usdPrice.toNumber(),
  };
}
