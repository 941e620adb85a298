import { createHash } from "node:crypto";
import { encodeFunctionData, type Address } from "viem";
import type { AddressBook } from "./addresses.js";
import { TOKENS } from "./catalog.js";
import { SandboxBridge } from "./chains/artifacts.js";
import { ZERO_ADDRESS } from "./chains/description.js";
import { toBaseUnits } from "./decimal.js";
import type { BridgeSwapQuote } from "./types.js";

const SIGNATURE = "swapAndBridge(bytes32,address,address,uint256,uint256,uint256)";
const SELECTOR = createHash("sha256").update(SIGNATURE).digest("hex").slice(0, 8);

const word = (hex: string): string => hex.replace(/^0x/, "").padStart(64, "0");
const uint = (value: bigint): string => word(value.toString(16));
const baseUnits = (amount: string, symbol: string): bigint => toBaseUnits(amount, TOKENS.get(symbol)?.decimals ?? 18);

/** The vendor's commitment id of a quote: its id read as a hexadecimal number. */
export const commitmentIdOf = (quoteId: string): bigint => BigInt(`0x${quoteId}`);

/** The quote id a commitment id stands for (ids are 24 hex digits). */
export const quoteIdOf = (commitmentId: bigint): string => commitmentId.toString(16).padStart(24, "0");

/**
 * The deposit of a swap on a local chain, in the form the vendor SDK reads (`parseCalldata`: JSON
 * text `{ to, data, value }`): `depositWithId(tokenIn, amountIn, commitmentId)`, or
 * `depositNativeWithId(commitmentId)` with the amount as value, sent to the chain's
 * same-chain-swaps contract for a swap within one chain and to its bridge otherwise.
 */
function depositCalldata(book: AddressBook, quote: BridgeSwapQuote): string {
  const token = book.token(quote.chainIn, quote.tokenIn) as Address;
  const amount = baseUnits(quote.payAmount, quote.tokenIn);
  const commitmentId = commitmentIdOf(quote.quoteId);
  const native = token === ZERO_ADDRESS;
  const data = native
    ? encodeFunctionData({ abi: SandboxBridge.abi, functionName: "depositNativeWithId", args: [commitmentId] })
    : encodeFunctionData({ abi: SandboxBridge.abi, functionName: "depositWithId", args: [token, amount, commitmentId] });
  const fields = book.chainFields(quote.chainIn);
  const to = quote.chainIn === quote.chainOut ? fields.sameChainSwapsAddress : book.bridge(quote.chainIn);
  return JSON.stringify({ to, data, value: native ? amount.toString() : "0" });
}

/**
 * The swap calldata of a bridgeSwap quote. From a local chain: the deposit as JSON text (above).
 * Without local chains, ABI-style bytes: a 4-byte selector, then 32-byte words (quote id digest,
 * tokenIn and tokenOut addresses on chainIn, amountIn and minAmountOut in base units, deadline in
 * unix seconds). Deterministic: the same quote always yields the same answer.
 */
export function swapCalldata(book: AddressBook, quote: BridgeSwapQuote): string {
  if (book.local(quote.chainIn)) return depositCalldata(book, quote);
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
