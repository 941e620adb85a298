import { createHash } from "node:crypto";
import { Decimal } from "./decimal.js";

/** A token the sandbox can bridge. Prices are fixed so quotes are reproducible. */
export interface TokenInfo {
  symbol: string;
  decimals: number;
  usdPrice: Decimal;
  /** Largest receive amount in USD per transaction; null = unlimited (the TEST token). */
  maxWithdrawUsd: Decimal | null;
}

/** A chain the sandbox knows, with its fee schedule in USD. */
export interface ChainInfo {
  name: string;
  nativeToken: string;
  tokens: readonly string[];
  /** Destination gas fee in USD when this chain is chainOut. */
  gasFeeUsd: Decimal;
  /** True when the integrator sponsors the destination gas fee on this chain. */
  gasSponsored: boolean;
  /** Source sweep fee in USD for SDA transactions when this chain is chainIn. */
  sourceGasFeeUsd: Decimal;
  speed: "fast" | "standard" | "slow";
  estimatedDurationMs: number;
}

const d = (text: string) => new Decimal(text);
const USD_LIMIT = d("1000000");

/** Supported tokens. `TEST` is a sandbox-only token without a withdraw limit, for big-number math. */
export const TOKENS: ReadonlyMap<string, TokenInfo> = new Map(
  [
    { symbol: "USDT", decimals: 6, usdPrice: d("1"), maxWithdrawUsd: USD_LIMIT },
    { symbol: "USDC", decimals: 6, usdPrice: d("1"), maxWithdrawUsd: USD_LIMIT },
    { symbol: "ETH", decimals: 18, usdPrice: d("3000"), maxWithdrawUsd: USD_LIMIT },
    { symbol: "SOL", decimals: 9, usdPrice: d("150"), maxWithdrawUsd: USD_LIMIT },
    { symbol: "TEST", decimals: 18, usdPrice: d("1"), maxWithdrawUsd: null },
  ].map((t) => [t.symbol, t] as const),
);

const EVM_TOKENS = ["USDT", "USDC", "ETH", "TEST"] as const;

const CHAIN_LIST: ChainInfo[] = [
  {
    name: "ETHEREUM",
    nativeToken: "ETH",
    tokens: EVM_TOKENS,
    gasFeeUsd: d("2.5"),
    gasSponsored: false,
    sourceGasFeeUsd: d("1.5"),
    speed: "standard",
    estimatedDurationMs: 60_000,
  },
  {
    name: "ARBITRUM_ONE",
    nativeToken: "ETH",
    tokens: EVM_TOKENS,
    gasFeeUsd: d("0.1"),
    gasSponsored: false,
    sourceGasFeeUsd: d("0.05"),
    speed: "fast",
    estimatedDurationMs: 20_000,
  },
  {
    name: "BASE",
    nativeToken: "ETH",
    tokens: EVM_TOKENS,
    gasFeeUsd: d("0.05"),
    gasSponsored: true,
    sourceGasFeeUsd: d("0.05"),
    speed: "fast",
    estimatedDurationMs: 20_000,
  },
  {
    name: "OPTIMISM",
    nativeToken: "ETH",
    tokens: EVM_TOKENS,
    gasFeeUsd: d("0.1"),
    gasSponsored: false,
    sourceGasFeeUsd: d("0.05"),
    speed: "fast",
    estimatedDurationMs: 25_000,
  },
  {
    name: "SOLANA",
    nativeToken: "SOL",
    tokens: ["USDT", "USDC", "SOL", "TEST"],
    gasFeeUsd: d("0.2"),
    gasSponsored: false,
    sourceGasFeeUsd: d("0.1"),
    speed: "fast",
    estimatedDurationMs: 15_000,
  },
];

/** Supported chains and their fees. BASE is the chain whose destination gas is sponsored. */
export const CHAINS: ReadonlyMap<string, ChainInfo> = new Map(CHAIN_LIST.map((c) => [c.name, c]));

/** Flat integrator surcharge per transaction, in USD. */
export const PLATFORM_FEE_USD = d("0.5");
/** Percentage surcharge, in percent of the amount bridged... */
export const PERCENTAGE_FEE = 0.1;
/** ...charged only when the amount bridged is worth more than this many USD. */
export const PERCENTAGE_FEE_THRESHOLD_USD = 100;
/** Slippage tolerance applied to swap quotes' minimum receive amount (0.5 %). */
export const SWAP_SLIPPAGE = d("0.005");
/** Flow credits used per quote kind. */
export const FLOW_CREDITS = { bridge: 1, bridgeSwap: 2 } as const;

/**
 * Token contract address on a chain, derived so it is stable across runs; the chain's native
 * token has the zero address.
 */
export function tokenAddress(chain: string, symbol: string): string {
  if (CHAINS.get(chain)?.nativeToken === symbol) return "0x0000000000000000000000000000000000000000";
  return `0x${createHash("sha256").update(`${chain}:${symbol}`).digest("hex").slice(0, 40)}`;
}
