import { createHash } from "node:crypto";
import type { AddressBook } from "./addresses.js";
import { TOKENS } from "./catalog.js";
import { Decimal } from "./decimal.js";
import type { BridgeSwapQuote } from "./types.js";

const SIGNATURE = "swapAndBridge(bytes32,address,address,uint256,uint256,uint256)";
const SELECTOR = createHash("sha256").update(SIGNATURE).digest("hex").slice(0, 8);

const word = (hex: string): string => hex.replace(/^0x/, "").padStart(64, "0");
const uint = (value: bigint): string => word(value.toString(16));
const baseUnits = (amount: string, symbol: string): bigint =>
  BigInt(new Decimal(amount).times(new Decimal(10).pow(TOKENS.get(symbol)?.decimals ?? 18)).toFixed(0));

/**
 * ABI-style calldata for the swap of a bridgeSwap quote: a 4-byte selector, then 32-byte words
 * (quote id digest, tokenIn and tokenOut addresses on chainIn, amountIn and minAmountOut in base
 * units, deadline in unix seconds). Deterministic: the same quote always yields the same bytes.
 */
export function swapCalldata(book: AddressBook, quote: BridgeSwapQuote): string {
  const words = [
    createHash("sha256").update(quote.quoteId).digest("hex"),
    word(book.token(quote.chainIn, quote.tokenIn)),
    word(book.token(quote.chainIn, quote.tokenOut)),
    uint(baseUnits(quote.payAmount, quote.tokenIn)),
    uint(baseUnits(quote.minReceiveAmount, quote.tokenOut)),
    uint(BigInt(Math.floor(Date.parse(quote.expiresAt) / 1000))),
  ];
  return `0x${SELECTOR}${words.join("")}`;
}
