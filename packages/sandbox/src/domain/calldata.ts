import { createHash } from "node:crypto";
import { encodeFunctionData, type Address, type Hex } from "viem";
import type { AddressBook } from "./address-book.js";
import { TOKENS } from "./catalog.js";
import { SandboxBridge } from "../contracts/artifacts.js";
import { ZERO_ADDRESS } from "../contracts/deployment.js";
import { toBaseUnits } from "./decimal.js";
import type { BridgeQuote, BridgeSwapQuote } from "./types.js";

const SIGNATURE = "swapAndBridge(bytes32,address,address,uint256,uint256,uint256)";
const SELECTOR = createHash("sha256").update(SIGNATURE).digest("hex").slice(0, 8);

const word = (hex: string): string => hex.replace(/^0x/, "").padStart(64, "0");
const uint = (value: bigint): string => word(value.toString(16));
const baseUnits = (amount: string, symbol: string): bigint => toBaseUnits(amount, TOKENS.get(symbol)?.decimals ?? 18);

/** The vendor's commitment id of a quote: its id read as a hexadecimal number. */
export const commitmentIdOf = (quoteId: string): bigint => BigInt(`0x${quoteId}`);

/** The quote id a commitment id stands for (ids are 24 hex digits). */
export const quoteIdOf = (commitmentId: bigint): string => commitmentId.toString(16).padStart(24, "0");

/** A deposit on a local chain: the transaction, and the token and amount it moves. */
export interface LocalDeposit {
  to: Address;
  data: Hex;
  value: bigint;
  /** The token deposited (the zero address for the native token) and its amount in base units. */
  token: Address;
  amount: bigint;
}

/**
 * The deposit a bridge or swap quote waits for, as the vendor SDK makes it:
 * `depositWithId(token, amount, commitmentId)`, or `depositNativeWithId(commitmentId)` with the
 * amount as value, sent to the chain's same-chain-swaps contract for a swap within one chain and
 * to its bridge otherwise.
 */
export function localDeposit(book: AddressBook, quote: BridgeQuote | BridgeSwapQuote): LocalDeposit {
  const symbol = quote._tag === "bridgeSwap" ? quote.tokenIn : quote.token;
  const token = book.token(quote.chainIn, symbol) as Address;
  const amount = baseUnits(quote.payAmount, symbol);
  const commitmentId = commitmentIdOf(quote.quoteId);
  const native = token === ZERO_ADDRESS;
  const data = native
    ? encodeFunctionData({ abi: SandboxBridge.abi, functionName: "depositNativeWithId", args: [commitmentId] })
    : encodeFunctionData({ abi: SandboxBridge.abi, functionName: "depositWithId", args: [token, amount, commitmentId] });
  const sameChainSwap = quote._tag === "bridgeSwap" && quote.chainIn === quote.chainOut;
  const to = (sameChainSwap ? book.chainFields(quote.chainIn).sameChainSwapsAddress : book.bridge(quote.chainIn)) as Address;
  return { to, data, value: native ? amount : 0n, token, amount };
}

/**
 * The swap calldata of a bridgeSwap quote. From a local chain: its deposit (above) as JSON text.
 * Without local chains, ABI-style bytes: a 4-byte selector, then 32-byte words (quote id digest,
 * tokenIn and tokenOut addresses on chainIn, amountIn and minAmountOut in base units, deadline in
 * unix seconds). Deterministic: the same quote always yields the same answer.
 */
export function swapCalldata(book: AddressBook, quote: BridgeSwapQuote): string {
  if (book.local(quote.chainIn)) {
    // The form the vendor SDK reads (`parseCalldata`): JSON text `{ to, data, value }`.
    const { to, data, value } = localDeposit(book, quote);
    return JSON.stringify({ to, data, value: value.toString() });
  }
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
