import { z } from "zod";
import { optional } from "./common.js";

/**
 * The vendor's public catalogue: chains and their tokens (`GET /bridge/configs`), the tokens a
 * bridge+swap can use (`GET /bridge/bridge-swap-token-configs`) and USD prices
 * (`GET /usd-prices/usd-prices`). Fields the gateway does not read are kept out of the model so the cached
 * JSON stays small; unknown chain types and statuses read as text, never as a parse failure.
 */

const tokenEntrySchema = z.object({
  token: z.string().min(1),
  address: z.string(),
  decimals: z.number().int().nonnegative(),
  maxDepositLimit: optional(z.number()),
  maxWithdrawLimit: optional(z.number()),
  minAmountUsdInContract: optional(z.number()),
  // Absent means "every chain" (vendor types: a whitelist of route chains).
  allowedRouteChains: optional(z.array(z.string())),
});

const chainEntrySchema = z.object({
  name: z.string(),
  type: z.string(),
  networkId: z.string(),
  // The deposit's addresses and the public RPC (vendor types: required on every chain, but a
  // chain without them still lists; it just cannot be deposited on).
  contractAddress: optional(z.string().min(1)),
  rpc: optional(z.string().min(1)),
  multicallContractAddress: optional(z.string().min(1)),
  sameChainSwapsAddress: optional(z.string().min(1)),
  nativeTokenName: z.string(),
  nativeTokenDecimals: z.number().int().nonnegative(),
  blockExplorer: optional(z.string()),
  status: z.string(),
  statusReason: optional(z.string()),
  gasBoostEnabled: optional(z.boolean()),
  enabledDepositAddress: optional(z.boolean()),
  avgBlockTime: optional(z.number()),
  confirmationBlocks: optional(z.number()),
  tokens: z.record(z.string(), z.unknown()),
});

export interface CatalogToken {
  chain: string;
  symbol: string;
  address: string;
  decimals: number;
  maxDepositLimit?: number | null;
  maxWithdrawLimit?: number | null;
  minAmountUsdInContract?: number | null;
  allowedRouteChains?: string[] | null;
  /** Bridge+swap token configs only. */
  name?: string | null;
  aggregators?: string[] | null;
}

export interface CatalogChain {
  /** The chain's identifier, the key of the configs map (e.g. `ETHEREUM`): what quotes name. */
  name: string;
  displayName: string;
  type: string;
  networkId: string;
  /** The bridge contract deposits go to (the ERC-20 approval's spender). */
  contractAddress?: string | null;
  /** The vendor's public JSON-RPC URL of the chain. */
  rpc?: string | null;
  /** Multicall3 on the chain, when the vendor names one. */
  multicallContractAddress?: string | null;
  /** The contract a same-chain atomic swap is deposited to, instead of `contractAddress`. */
  sameChainSwapsAddress?: string | null;
  nativeTokenName: string;
  nativeTokenDecimals: number;
  blockExplorer?: string | null;
  status: string;
  statusReason?: string | null;
  gasBoostEnabled?: boolean | null;
  enabledDepositAddress?: boolean | null;
  avgBlockTime?: number | null;
  confirmationBlocks?: number | null;
  tokens: CatalogToken[];
}

/** The configs map, in the vendor's key order. A chain or token entry that does not read is left out, not fatal. */
export const configsSchema = z.record(z.string(), z.unknown()).transform((map): CatalogChain[] => {
  const chains: CatalogChain[] = [];
  for (const [key, raw] of Object.entries(map)) {
    const chain = chainEntrySchema.safeParse(raw);
    if (!chain.success) continue;
    const { tokens, name, ...rest } = chain.data;
    const list: CatalogToken[] = [];
    for (const [symbol, rawToken] of Object.entries(tokens)) {
      const t = tokenEntrySchema.safeParse(rawToken);
      if (!t.success) continue;
      const { token, ...tokenRest } = t.data;
      list.push({ ...tokenRest, chain: key, symbol: token || symbol });
    }
    chains.push({ ...rest, name: key, displayName: name, tokens: list });
  }
  return chains;
});

const swapTokenSchema = z.object({
  chain: z.string().min(1),
  tokenAddress: z.string(),
  name: optional(z.string()),
  symbol: z.string().min(1),
  decimals: z.number().int().nonnegative(),
  aggregators: optional(z.array(z.string())),
  inactive: optional(z.boolean()),
});

/** `{ SYMBOL: [per-chain config, ...] }` flattened to one list; unreadable entries are left out. */
export const swapTokenConfigsSchema = z.record(z.string(), z.unknown()).transform((map): CatalogToken[] => {
  const out: CatalogToken[] = [];
  for (const entries of Object.values(map)) {
    if (!Array.isArray(entries)) continue;
    for (const raw of entries) {
      const t = swapTokenSchema.safeParse(raw);
      if (!t.success || t.data.inactive === true) continue;
      out.push({
        chain: t.data.chain,
        symbol: t.data.symbol,
        address: t.data.tokenAddress,
        decimals: t.data.decimals,
        name: t.data.name ?? null,
        aggregators: t.data.aggregators ?? null,
      });
    }
  }
  return out;
});

/** `{ TOKEN: { price, timestamp } }`: a price per token symbol as the configs spell it. */
export const usdPricesSchema = z.record(z.string(), z.unknown()).transform((map): Record<string, number> => {
  const out: Record<string, number> = {};
  const entry = z.object({ price: z.number().finite() });
  for (const [symbol, raw] of Object.entries(map)) {
    const p = entry.safeParse(raw);
    if (p.success) out[symbol] = p.data.price;
  }
  return out;
});

/** A token a smart deposit address accepts (`supported-tokens`, and the status's list). */
export const sdaSupportedTokensSchema = z.object({
  supportedTokens: z.array(
    z.object({
      symbol: z.string().min(1),
      address: z.string(),
      maxDepositLimitUsd: optional(z.number()),
      minDepositLimitUsd: optional(z.number()),
    }),
  ),
});
export type SdaSupportedToken = z.output<typeof sdaSupportedTokensSchema>["supportedTokens"][number];
