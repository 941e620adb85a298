import { TRON_ZERO_ADDRESS, WRAPPED_SOL_MINT, derivedAddress } from "./chain-addresses.js";
import { Decimal } from "./decimal.js";

/** A token the sandbox prices. Prices are fixed so quotes are reproducible. */
export interface TokenInfo {
  symbol: string;
  decimals: number;
  usdPrice: Decimal;
  coingeckoId: string;
  /** Largest receive amount in USD per transaction; null = unlimited (the TEST token). */
  maxWithdrawUsd: Decimal | null;
  /** Largest pay amount in USD per transaction; null = unlimited. */
  maxDepositUsd: Decimal | null;
  /**
   * False for swap-only tokens: listed in the bridge-swap token configs, never bridged
   * themselves, so a quote must route them through a bridge token.
   */
  bridgeable: boolean;
}

/** A chain the sandbox knows: its bridge config entry and its fee schedule in USD. */
export interface ChainInfo {
  name: string;
  /** The config entry's `name`: what `Chain.displayName` shows a person. */
  displayName: string;
  type: "EVM" | "SOL" | "TRON" | "TON" | "STK";
  /**
   * The network id. The EVM chains' are development ids (3133701-3133704: anvil's 31337 and an
   * index), not their real networks', so that no wallet signs a sandbox transaction on mainnet.
   */
  networkId: string;
  nativeToken: string;
  /** Bridgeable tokens on this chain (bridge config). */
  tokens: readonly string[];
  /** Swap-only tokens on this chain (bridge-swap token configs only). */
  swapTokens: readonly string[];
  /** Destination gas fee in USD when this chain is chainOut. */
  gasFeeUsd: Decimal;
  /** True when the integrator sponsors the destination gas fee on this chain. */
  gasSponsored: boolean;
  /** Source sweep fee in USD for SDA transactions when this chain is chainIn. */
  sourceGasFeeUsd: Decimal;
  speed: "fast" | "standard" | "slow";
  estimatedDurationMs: number;
  confirmationBlocks: number;
  avgBlockTimeS: number;
  blockExplorer: string;
  /** A disabled chain is listed in the config but refuses quotes and deposit addresses. */
  status: "enabled" | "disabled";
  enabledDepositAddress: boolean;
}

const d = (text: string) => new Decimal(text);
const USD_WITHDRAW_LIMIT = d("1000000");
const USD_DEPOSIT_LIMIT = d("2000000");

/** Tokens. `TEST` is a sandbox-only token without limits, for big-number math; WBTC and BONK are swap-only. */
export const TOKENS: ReadonlyMap<string, TokenInfo> = new Map(
  (
    [
      ["USDT", 6, "1", "tether", true],
      ["USDC", 6, "1", "usd-coin", true],
      ["ETH", 18, "3000", "ethereum", true],
      ["SOL", 9, "150", "solana", true],
      ["TRX", 6, "0.25", "tron", true],
      ["TON", 9, "5", "the-open-network", true],
      ["STRK", 18, "0.5", "starknet", true],
      ["WBTC", 8, "60000", "wrapped-bitcoin", false],
      ["BONK", 5, "0.00002", "bonk", false],
    ] as const
  )
    .map(([symbol, decimals, price, coingeckoId, bridgeable]): TokenInfo => ({
      symbol,
      decimals,
      usdPrice: d(price),
      coingeckoId,
      maxWithdrawUsd: USD_WITHDRAW_LIMIT,
      maxDepositUsd: USD_DEPOSIT_LIMIT,
      bridgeable,
    }))
    .concat({
      symbol: "TEST",
      decimals: 18,
      usdPrice: d("1"),
      coingeckoId: "sandbox-test",
      maxWithdrawUsd: null,
      maxDepositUsd: null,
      bridgeable: true,
    })
    .map((t) => [t.symbol, t] as const),
);

const EVM_TOKENS = ["USDT", "USDC", "ETH", "TEST"] as const;

const CHAIN_LIST: ChainInfo[] = [
  {
    name: "ETHEREUM",
    displayName: "Ethereum",
    type: "EVM",
    networkId: "3133701",
    nativeToken: "ETH",
    tokens: EVM_TOKENS,
    swapTokens: ["WBTC"],
    gasFeeUsd: d("2.5"),
    gasSponsored: false,
    sourceGasFeeUsd: d("1.5"),
    speed: "standard",
    estimatedDurationMs: 60_000,
    confirmationBlocks: 12,
    avgBlockTimeS: 12,
    blockExplorer: "https://etherscan.io",
    status: "enabled",
    enabledDepositAddress: true,
  },
  {
    name: "ARBITRUM_ONE",
    displayName: "Arbitrum One",
    type: "EVM",
    networkId: "3133702",
    nativeToken: "ETH",
    tokens: EVM_TOKENS,
    swapTokens: ["WBTC"],
    gasFeeUsd: d("0.1"),
    gasSponsored: false,
    sourceGasFeeUsd: d("0.05"),
    speed: "fast",
    estimatedDurationMs: 20_000,
    confirmationBlocks: 20,
    avgBlockTimeS: 0.25,
    blockExplorer: "https://arbiscan.io",
    status: "enabled",
    enabledDepositAddress: true,
  },
  {
    name: "BASE",
    displayName: "Base",
    type: "EVM",
    networkId: "3133703",
    nativeToken: "ETH",
    tokens: EVM_TOKENS,
    swapTokens: [],
    gasFeeUsd: d("0.05"),
    gasSponsored: true,
    sourceGasFeeUsd: d("0.05"),
    speed: "fast",
    estimatedDurationMs: 20_000,
    confirmationBlocks: 10,
    avgBlockTimeS: 2,
    blockExplorer: "https://basescan.org",
    status: "enabled",
    enabledDepositAddress: true,
  },
  {
    name: "OPTIMISM",
    displayName: "Optimism",
    type: "EVM",
    networkId: "3133704",
    nativeToken: "ETH",
    tokens: EVM_TOKENS,
    swapTokens: [],
    gasFeeUsd: d("0.1"),
    gasSponsored: false,
    sourceGasFeeUsd: d("0.05"),
    speed: "fast",
    estimatedDurationMs: 25_000,
    confirmationBlocks: 10,
    avgBlockTimeS: 2,
    blockExplorer: "https://optimistic.etherscan.io",
    status: "enabled",
    enabledDepositAddress: false,
  },
  {
    name: "SOLANA",
    displayName: "Solana",
    type: "SOL",
    networkId: "solana-mainnet",
    nativeToken: "SOL",
    tokens: ["USDT", "USDC", "SOL", "TEST"],
    swapTokens: ["BONK"],
    gasFeeUsd: d("0.2"),
    gasSponsored: false,
    sourceGasFeeUsd: d("0.1"),
    speed: "fast",
    estimatedDurationMs: 15_000,
    confirmationBlocks: 32,
    avgBlockTimeS: 0.4,
    blockExplorer: "https://solscan.io",
    status: "enabled",
    enabledDepositAddress: true,
  },
  {
    name: "TRON",
    displayName: "Tron",
    type: "TRON",
    networkId: "728126428",
    nativeToken: "TRX",
    tokens: ["USDT", "TRX"],
    swapTokens: [],
    gasFeeUsd: d("1"),
    gasSponsored: false,
    sourceGasFeeUsd: d("1"),
    speed: "standard",
    estimatedDurationMs: 90_000,
    confirmationBlocks: 19,
    avgBlockTimeS: 3,
    blockExplorer: "https://tronscan.org",
    status: "enabled",
    // The vendor issues smart deposit addresses on TRON (their own T... address per SDA).
    enabledDepositAddress: true,
  },
  {
    // Quoted and bridged, but a chain type the gateway plans no deposit for (DepositNotSupported).
    name: "TON",
    displayName: "TON",
    type: "TON",
    networkId: "ton-mainnet",
    nativeToken: "TON",
    tokens: ["USDT", "TON"],
    swapTokens: [],
    gasFeeUsd: d("0.1"),
    gasSponsored: false,
    sourceGasFeeUsd: d("0.1"),
    speed: "fast",
    estimatedDurationMs: 30_000,
    confirmationBlocks: 1,
    avgBlockTimeS: 5,
    blockExplorer: "https://tonviewer.com",
    status: "enabled",
    enabledDepositAddress: false,
  },
  {
    name: "STARKNET",
    displayName: "Starknet",
    type: "STK",
    networkId: "SN_MAIN",
    nativeToken: "STRK",
    tokens: ["USDC", "STRK"],
    swapTokens: [],
    gasFeeUsd: d("0.1"),
    gasSponsored: false,
    sourceGasFeeUsd: d("0.1"),
    speed: "standard",
    estimatedDurationMs: 60_000,
    confirmationBlocks: 1,
    avgBlockTimeS: 30,
    blockExplorer: "https://starkscan.co",
    // Listed but switched off, as the vendor does during maintenance: quotes to or from it fail.
    status: "disabled",
    enabledDepositAddress: false,
  },
];

/** Chains and their fees. BASE is the chain whose destination gas is sponsored; STARKNET is disabled. */
export const CHAINS: ReadonlyMap<string, ChainInfo> = new Map(CHAIN_LIST.map((c) => [c.name, c]));

/** Flat integrator surcharge per transaction, in USD. */
export const PLATFORM_FEE_USD = d("0.5");
/** Percentage surcharge, in percent of the amount bridged... */
export const PERCENTAGE_FEE = 0.1;
/** ...charged only when the amount bridged is worth more than this many USD. */
export const PERCENTAGE_FEE_THRESHOLD_USD = 100;
/** Slippage tolerance applied to swap quotes' minimum receive amount (0.5 %). */
export const SWAP_SLIPPAGE = d("0.005");
/** Largest swap the sandbox's aggregator quotes, in USD (SwapLimitReached above). */
export const SWAP_LIMIT_USD = d("500000");
/** Deposit limits of smart deposit addresses, in USD (quotes with isSda and deposits to an address). */
export const SDA_MIN_DEPOSIT_USD = 5;
export const SDA_MAX_DEPOSIT_USD = 1_000_000;

/** The native token's address in a chain type's configs (the vendor's bridges take SOL as wrapped SOL). */
const NATIVE_ADDRESS: Readonly<Record<ChainInfo["type"], string>> = {
  EVM: "0x0000000000000000000000000000000000000000",
  SOL: WRAPPED_SOL_MINT,
  TRON: TRON_ZERO_ADDRESS,
  TON: `0:${"0".repeat(64)}`,
  STK: `0x${"0".repeat(64)}`,
};

const typeOf = (chain: string): ChainInfo["type"] => CHAINS.get(chain)?.type ?? "EVM";

/**
 * Token contract address (mint on Solana) on a chain, in the chain type's own form, derived so it
 * is stable across runs; the chain's native token has the type's native address.
 */
export function tokenAddress(chain: string, symbol: string): string {
  if (CHAINS.get(chain)?.nativeToken === symbol) return NATIVE_ADDRESS[typeOf(chain)];
  return derivedAddress(typeOf(chain), `${chain}:${symbol}`);
}

/** The bridge contract (program id on Solana) of a chain, derived like token addresses. */
export const contractAddress = (chain: string): string => derivedAddress(typeOf(chain), `${chain}:bridge`);
