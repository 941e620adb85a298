import { z } from "zod";
import { decimal, isRawObject, optional, usd } from "./common.js";

/**
 * One swap of a bridge+swap transfer (`preSwap` on chainIn before the bridge, `postSwap` on
 * chainOut after it). Two shapes are in the wild and both read:
 * - the vendor's `SwapQuote`: `tokenIn, tokenOut, amountIn, amountInUsd, amountOut, amountOutUsd,
 *   minAmountOut, minAmountOutUsd, aggregator` (KYBERSWAP, RHINO, ONEINCH, BEBOP, later more);
 * - the older sandbox's: `chain, tokenIn, tokenOut, amountIn, amountOut, slippage`.
 * Amounts stay decimal strings; the aggregator stays a string so a new one reads.
 */
export interface SwapLeg {
  tokenIn: string;
  tokenOut: string;
  amountIn: string;
  amountInUsd: number | null;
  amountOut: string;
  amountOutUsd: number | null;
  minAmountOut: string | null;
  minAmountOutUsd: number | null;
  aggregator: string | null;
  /** Older sandbox shape only. */
  chain: string | null;
  /** Older sandbox shape only: the slippage tolerance (e.g. 0.005). */
  slippage: number | null;
}

const swapLegSchema = z.object({
  tokenIn: z.string(),
  tokenOut: z.string(),
  amountIn: decimal,
  amountOut: decimal,
  amountInUsd: optional(usd),
  amountOutUsd: optional(usd),
  minAmountOut: optional(decimal),
  minAmountOutUsd: optional(usd),
  aggregator: optional(z.string()),
  chain: optional(z.string()),
  slippage: optional(z.number()),
});

/** Reads a swap leg; null when absent or when it lacks the tokens and amounts every shape has. */
export function parseSwapLeg(raw: unknown): SwapLeg | null {
  if (!isRawObject(raw)) return null;
  const r = swapLegSchema.safeParse(raw);
  if (!r.success) return null;
  const l = r.data;
  return {
    tokenIn: l.tokenIn,
    tokenOut: l.tokenOut,
    amountIn: l.amountIn,
    amountInUsd: l.amountInUsd ?? null,
    amountOut: l.amountOut,
    amountOutUsd: l.amountOutUsd ?? null,
    minAmountOut: l.minAmountOut ?? null,
    minAmountOutUsd: l.minAmountOutUsd ?? null,
    aggregator: l.aggregator ?? null,
    chain: l.chain ?? null,
    slippage: l.slippage ?? null,
  };
}
