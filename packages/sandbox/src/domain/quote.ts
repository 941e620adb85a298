import {
  CHAINS,
  PERCENTAGE_FEE,
  SDA_MAX_DEPOSIT_USD,
  SDA_MIN_DEPOSIT_USD,
  SWAP_LIMIT_USD,
  SWAP_SLIPPAGE,
  TOKENS,
  type ChainInfo,
  type TokenInfo,
} from "./catalog.js";
import { isAddressOf } from "./address-forms.js";
import { Decimal, amountText, ceilTo, floorTo, usd } from "./decimal.js";
import { SandboxError, invalidRequest } from "./errors.js";
import { chargedFixed, fixedFees, paysPercentage, percentageFeeOn, quoteFees } from "./fees.js";
import type { QuoteRequest } from "./quote-request.js";
import type { GasBoost, QuoteResponse, StoredQuote, SwapLeg } from "./types.js";

/** Who asks and when, for one quote. */
export interface QuoteContext {
  projectId: string;
  quoteId: string;
  nowMs: number;
  ttlS: number;
  /**
   * Public (indicative) quotes: the vendor types give them no limit errors, so limits are only
   * checked on user quotes, which can be committed.
   */
  checkLimits: boolean;
  /**
   * User quotes: the depositor, recipient and refund address must be addresses of their chains'
   * types. Public quotes carry none, and an SDA's own bridge quotes carry what the chain saw.
   */
  checkAddresses: boolean;
  /** Whether swaps within `chain` are available (on the local chains, which have a same-chain-swaps contract). */
  sameChainSwaps: (chain: string) => boolean;
}

const unprocessable = (tag: string, fields: Record<string, unknown>) => new SandboxError(422, { _tag: tag, ...fields });

function enabledChain(name: string): ChainInfo {
  const info = CHAINS.get(name);
  if (!info) throw invalidRequest(`Chain ${name} is not supported`);
  if (info.status !== "enabled") throw invalidRequest(`Chain ${name} is disabled`);
  return info;
}

/**
 * The vendor refuses an address that is not of its chain's type as a request it cannot serve.
 * @throws SandboxError InvalidRequest (422).
 */
function checkAddresses(request: QuoteRequest, chainIn: ChainInfo, chainOut: ChainInfo): void {
  const checks: [string, ChainInfo, string | undefined][] = [
    ["depositor", chainIn, request.depositor],
    ["recipient", chainOut, request.recipient],
    ["refundAddress", chainIn, request.refundAddress],
  ];
  for (const [field, chain, address] of checks) {
    if (address !== undefined && !isAddressOf(chain.type, address)) {
      throw invalidRequest(`Invalid ${field}: ${address} is not a valid ${chain.type} address for ${chain.name}`);
    }
  }
}

const tokenInfo = (symbol: string): TokenInfo | undefined => TOKENS.get(symbol);

/** A bridgeable token carried by every chain given. */
function bridgeToken(symbol: string, ...chains: ChainInfo[]): TokenInfo | undefined {
  const info = tokenInfo(symbol);
  return info?.bridgeable && chains.every((c) => c.tokens.includes(symbol)) ? info : undefined;
}

/** How a quote moves value: the token that crosses the bridge and on which side a swap runs. */
interface Route {
  tokenIn: TokenInfo;
  tokenOut: TokenInfo;
  bridge: TokenInfo;
  swap: "none" | "pre" | "post";
}

/**
 * Picks the route from the chain configs: a plain bridge needs the token on both chains; a swap
 * runs before the bridge (on chainIn, into tokenOut) when tokenOut can be bridged, else after it
 * (on chainOut, from tokenIn) when tokenIn can.
 * @throws SandboxError InvalidRequest / SameChainSwapNotAvailable / NoCommonBridgeTokensError /
 * NoBridgeTokenFoundError (422), NoRouteFoundError (404).
 */
function route(request: QuoteRequest, chainIn: ChainInfo, chainOut: ChainInfo, sameChainSwaps: boolean): Route {
  if (request.tokenIn === request.tokenOut) {
    const token = bridgeToken(request.tokenIn, chainIn, chainOut);
    if (!token) throw invalidRequest(`Token ${request.tokenIn} cannot be bridged from ${chainIn.name} to ${chainOut.name}`);
    return { tokenIn: token, tokenOut: token, bridge: token, swap: "none" };
  }
  const sameChain = chainIn.name === chainOut.name;
  if (sameChain && !sameChainSwaps) {
    throw unprocessable("SameChainSwapNotAvailable", { message: `Swaps within ${chainIn.name} are not available` });
  }
  const listed = (symbol: string, chain: ChainInfo) => chain.tokens.includes(symbol) || chain.swapTokens.includes(symbol);
  const tokenIn = tokenInfo(request.tokenIn);
  const tokenOut = tokenInfo(request.tokenOut);
  if (!tokenIn || !tokenOut || !listed(tokenIn.symbol, chainIn) || !listed(tokenOut.symbol, chainOut)) {
    throw new SandboxError(404, {
      _tag: "NoRouteFoundError",
      tokenIn: request.tokenIn,
      tokenOut: request.tokenOut,
      chainIn: chainIn.name,
      chainOut: chainOut.name,
    });
  }
  // Nothing crosses a bridge: the swap's output is what the fees are charged in.
  if (sameChain) return { tokenIn, tokenOut, bridge: tokenOut, swap: "pre" };
  if (bridgeToken(tokenOut.symbol, chainIn, chainOut)) return { tokenIn, tokenOut, bridge: tokenOut, swap: "pre" };
  if (bridgeToken(tokenIn.symbol, chainIn, chainOut)) return { tokenIn, tokenOut, bridge: tokenIn, swap: "post" };
  if (!tokenIn.bridgeable && !tokenOut.bridgeable) {
    throw unprocessable("NoCommonBridgeTokensError", {
      message: `Neither ${tokenIn.symbol} nor ${tokenOut.symbol} can be bridged; swap into a bridge token first`,
    });
  }
  throw unprocessable("NoBridgeTokenFoundError", {
    message: `No bridge token links ${tokenIn.symbol} on ${chainIn.name} to ${tokenOut.symbol} on ${chainOut.name}`,
  });
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

/** `amount` of `from` in `to` at the catalogue's USD prices, rounded down: how every swap is priced. */
export const convert = (amount: Decimal, from: TokenInfo, to: TokenInfo): Decimal =>
  floorTo(amount.times(from.usdPrice).div(to.usdPrice), to.decimals);

const slipped = (amount: Decimal, token: TokenInfo): Decimal =>
  floorTo(amount.times(new Decimal(1).minus(SWAP_SLIPPAGE)), token.decimals);

function swapLeg(from: TokenInfo, amountIn: Decimal, to: TokenInfo, amountOut: Decimal): SwapLeg {
  const minOut = slipped(amountOut, to);
  return {
    tokenIn: from.symbol,
    tokenOut: to.symbol,
    amountIn: amountText(amountIn),
    amountInUsd: usd(amountIn.times(from.usdPrice)),
    amountOut: amountText(amountOut),
    amountOutUsd: usd(amountOut.times(to.usdPrice)),
    minAmountOut: amountText(minOut),
    minAmountOutUsd: usd(minOut.times(to.usdPrice)),
    aggregator: "RHINO",
  };
}

/** A USD limit of `token` in its own units, rounded down. */
const inTokenUnits = (maxUsd: Decimal, token: TokenInfo): string =>
  amountText(floorTo(maxUsd.div(token.usdPrice), token.decimals));

/** Limit checks of a user quote, in the vendor's order: deposit, SDA, swap, withdraw. */
function checkLimits(
  r: Route,
  chainIn: ChainInfo,
  chainOut: ChainInfo,
  isSda: boolean,
  payAmount: Decimal,
  receiveAmount: Decimal,
): void {
  const payUsd = payAmount.times(r.tokenIn.usdPrice);
  const maxDepositUsd = r.tokenIn.maxDepositUsd;
  if (maxDepositUsd && payUsd.gt(maxDepositUsd)) {
    throw unprocessable("DepositLimitReached", {
      token: r.tokenIn.symbol,
      chain: chainIn.name,
      payAmount: amountText(payAmount),
      maxDepositAmount: inTokenUnits(maxDepositUsd, r.tokenIn),
      payAmountUsd: amountText(payUsd),
      maxDepositAmountUsd: amountText(maxDepositUsd),
    });
  }
  if (isSda) {
    const sda = { token: r.tokenIn.symbol, chainIn: chainIn.name, chainOut: chainOut.name, payAmountUsd: amountText(payUsd) };
    if (payUsd.lt(SDA_MIN_DEPOSIT_USD)) {
      throw unprocessable("SdaDepositBelowMinimum", { ...sda, minDepositAmountUsd: String(SDA_MIN_DEPOSIT_USD) });
    }
    if (payUsd.gt(SDA_MAX_DEPOSIT_USD)) {
      throw unprocessable("SdaDepositLimitExceeded", { ...sda, maxDepositAmountUsd: String(SDA_MAX_DEPOSIT_USD) });
    }
  }
  if (r.swap !== "none" && payUsd.gt(SWAP_LIMIT_USD)) {
    throw unprocessable("SwapLimitReached", {
      market: `${r.tokenIn.symbol}/${r.tokenOut.symbol}`,
      message: `Swaps above ${SWAP_LIMIT_USD.toFixed()} USD are not available`,
    });
  }
  const maxWithdrawUsd = r.tokenOut.maxWithdrawUsd;
  if (maxWithdrawUsd && receiveAmount.times(r.tokenOut.usdPrice).gt(maxWithdrawUsd)) {
    const withdrawn = { token: r.tokenOut.symbol, chain: chainOut.name, receiveAmount: amountText(receiveAmount) };
    throw unprocessable("WithdrawLimitReached", { ...withdrawn, maxWithdrawAmount: inTokenUnits(maxWithdrawUsd, r.tokenOut) });
  }
}

/** The amounts of a quote: paid on chainIn, through the bridge, received from it, and the percentage fee taken. */
interface Amounts {
  payAmount: Decimal;
  bridgeAmount: Decimal;
  percentageFee: Decimal;
  bridgeReceive: Decimal;
}

/** Mode `pay`: the pay amount is given; fees and the gas boost come off what the bridge delivers. */
function amountsForPay(amount: string, r: Route, fixed: ReturnType<typeof fixedFees>, boostCost: Decimal): Amounts {
  const payAmount = floorTo(new Decimal(amount), r.tokenIn.decimals);
  const bridgeAmount = r.swap === "pre" ? convert(payAmount, r.tokenIn, r.bridge) : payAmount;
  const percentageFee = percentageFeeOn(bridgeAmount, r.bridge);
  const beforeBoost = bridgeAmount.minus(chargedFixed(fixed)).minus(percentageFee);
  if (beforeBoost.lte(0)) throw unprocessable("NegativeReceiveAmount", { receiveAmount: amountText(beforeBoost) });
  if (boostCost.gte(beforeBoost)) {
    throw unprocessable("GasBoostGreaterThanReceiveAmount", {
      amountNativeTokenCost: amountText(boostCost),
      receiveAmount: amountText(beforeBoost),
    });
  }
  return { payAmount, bridgeAmount, percentageFee, bridgeReceive: beforeBoost.minus(boostCost) };
}

/** Mode `receive`: the pay amount is rounded up so the receive amount is exactly the one asked for. */
function amountsForReceive(amount: string, r: Route, fixed: ReturnType<typeof fixedFees>, boostCost: Decimal): Amounts {
  // Decoding guarantees tokenIn == tokenOut here: swaps are pay-only.
  const bridgeReceive = floorTo(new Decimal(amount), r.bridge.decimals);
  const withoutPercentage = bridgeReceive.plus(chargedFixed(fixed)).plus(boostCost);
  const payAmount = paysPercentage(withoutPercentage, r.bridge)
    ? ceilTo(withoutPercentage.div(new Decimal(1).minus(new Decimal(PERCENTAGE_FEE).div(100))), r.bridge.decimals)
    : withoutPercentage;
  return { payAmount, bridgeAmount: payAmount, percentageFee: payAmount.minus(withoutPercentage), bridgeReceive };
}

/** The quote as the vendor answers it: the fields every variant has, then the variant's own. */
function quoteWire(
  request: QuoteRequest,
  ctx: QuoteContext,
  priced: { r: Route; chainIn: ChainInfo; chainOut: ChainInfo; isSda: boolean; amounts: Amounts; receiveAmount: Decimal },
  fees: QuoteResponse["fees"],
  gasBoost: GasBoost | undefined,
): QuoteResponse {
  const { r, chainIn, chainOut, isSda, receiveAmount } = priced;
  const { payAmount, bridgeAmount, bridgeReceive } = priced.amounts;
  const common = {
    chainIn: chainIn.name,
    chainOut: chainOut.name,
    payAmount: amountText(payAmount),
    payAmountUsd: usd(payAmount.times(r.tokenIn.usdPrice)),
    receiveAmount: amountText(receiveAmount),
    receiveAmountUsd: usd(receiveAmount.times(r.tokenOut.usdPrice)),
    fees,
    ...(gasBoost ? { gasBoost } : {}),
    speed: chainIn.speed,
    estimatedDuration: chainIn.estimatedDurationMs,
    depositor: request.depositor,
    recipient: request.recipient,
    ...(request.postBridgeData ? { postBridgeData: request.postBridgeData } : {}),
    ...(request.webhookUrl ? { webhookUrl: request.webhookUrl } : {}),
    expiresAt: new Date(ctx.nowMs + ctx.ttlS * 1000).toISOString(),
    quoteId: ctx.quoteId,
  };
  if (r.swap === "none") return { _tag: isSda ? "depositAddressBridge" : "bridge", ...common, token: r.bridge.symbol };
  const minReceive = slipped(receiveAmount, r.tokenOut);
  return {
    _tag: "bridgeSwap",
    ...common,
    tokenIn: r.tokenIn.symbol,
    tokenOut: r.tokenOut.symbol,
    bridgeToken: r.bridge.symbol,
    bridgePayAmount: amountText(bridgeAmount),
    bridgePayAmountUsd: usd(bridgeAmount.times(r.bridge.usdPrice)),
    bridgeReceiveAmount: amountText(bridgeReceive),
    minReceiveAmount: amountText(minReceive),
    minReceiveAmountUsd: usd(minReceive.times(r.tokenOut.usdPrice)),
    usdPriceTokenIn: r.tokenIn.usdPrice.toNumber(),
    usdPriceTokenOut: r.tokenOut.usdPrice.toNumber(),
    isAtomicSwap: true,
  };
}

/**
 * Prices a quote with exact decimals. Fees are charged in the bridge token; a swap converts at
 * the fixed catalog prices before the bridge (preSwap) or after it (postSwap). In mode `receive`
 * the pay amount is rounded up so the receive amount is exactly the one asked for.
 * @throws SandboxError with the vendor's quote tags: InvalidRequest and the limit family (422),
 * NoRouteFoundError (404).
 */
export function computeQuote(request: QuoteRequest, ctx: QuoteContext): StoredQuote {
  const chainIn = enabledChain(request.chainIn);
  const chainOut = enabledChain(request.chainOut);
  if (ctx.checkAddresses) checkAddresses(request, chainIn, chainOut);
  const isSda = request.isSda === "true";
  if (isSda && request.tokenIn !== request.tokenOut) {
    throw invalidRequest("A smart deposit address quote bridges one token: tokenIn and tokenOut must be equal");
  }
  if (isSda && !chainIn.enabledDepositAddress) throw invalidRequest(`Smart deposit addresses are not enabled on ${chainIn.name}`);
  const r = route(request, chainIn, chainOut, ctx.sameChainSwaps(chainIn.name));
  const fixed = fixedFees(r.bridge, chainIn, chainOut, isSda);
  const gasBoost = gasBoostFor(request.amountNative, chainOut, r.bridge);
  const boostCost = new Decimal(gasBoost?.amountNativeTokenCost ?? 0);
  const amounts = (request.mode === "pay" ? amountsForPay : amountsForReceive)(request.amount, r, fixed, boostCost);
  const { payAmount, bridgeAmount, percentageFee, bridgeReceive } = amounts;
  const receiveAmount = r.swap === "post" ? convert(bridgeReceive, r.bridge, r.tokenOut) : bridgeReceive;
  if (ctx.checkLimits) checkLimits(r, chainIn, chainOut, isSda, payAmount, receiveAmount);

  const fees = quoteFees(fixed, percentageFee, r.bridge);
  return {
    wire: quoteWire(request, ctx, { r, chainIn, chainOut, isSda, amounts, receiveAmount }, fees, gasBoost),
    projectId: ctx.projectId,
    mode: request.mode,
    createdAt: new Date(ctx.nowMs).toISOString(),
    expiresAtMs: ctx.nowMs + ctx.ttlS * 1000,
    ...(request.refundAddress !== undefined ? { refundAddress: request.refundAddress } : {}),
    ...(gasBoost ? { gasBoost } : {}),
    usdPrice: r.bridge.usdPrice.toNumber(),
    ...(r.swap === "pre" ? { preSwap: swapLeg(r.tokenIn, payAmount, r.bridge, bridgeAmount) } : {}),
    ...(r.swap === "post" ? { postSwap: swapLeg(r.bridge, bridgeReceive, r.tokenOut, receiveAmount) } : {}),
  };
}

/** The public (unauthenticated) form of a quote: no addresses, hooks, expiry or id; two variants. */
export function publicView(wire: QuoteResponse): Record<string, unknown> {
  const { depositor: _d, recipient: _r, postBridgeData: _p, webhookUrl: _w, expiresAt: _e, quoteId: _q, ...rest } = wire;
  return rest._tag === "depositAddressBridge" ? { ...rest, _tag: "bridge" } : rest;
}
