import { evmChainId } from "../chain/families/evm/family.js";
import { chainName } from "../domain/chain-names.js";
import { Decimal } from "decimal.js";
import { z } from "zod";
import type { CatalogChain, CatalogToken } from "../upstream/wire/catalog.js";
import { builder } from "./builder.js";
import { optional, type Fields } from "./fields.js";
import { orFieldError } from "./field-error.js";
import { validate } from "./validation.js";

/** A limit the configs give as a JSON number, as the Decimal string every token amount is (no exponent). */
const tokenAmount = (t: Fields<TokenShape>, name: "maxDepositLimit" | "maxWithdrawLimit", description: string) =>
  t.field({
    type: "Decimal",
    nullable: true,
    description,
    resolve: (token: TokenShape) => (token[name] == null ? null : new Decimal(token[name]).toFixed()),
  });

/** A token as the graph shows it: from the configs, the swap token configs, or an SDA's supported tokens. */
export interface TokenShape extends Omit<CatalogToken, "decimals"> {
  /** Null for an SDA token the configs do not list on its chain. */
  decimals: number | null;
  minDepositLimitUsd?: number | null;
  maxDepositLimitUsd?: number | null;
}

export const Token = builder.objectRef<TokenShape>("Token").implement({
  description: "A token on one chain, as the vendor's configs describe it.",
  fields: (t) => ({
    symbol: t.exposeString("symbol", { description: "Token symbol as quotes name it, e.g. USDT." }),
    chain: t.exposeString("chain", { description: "The chain this entry is on." }),
    address: t.exposeString("address", { description: "Contract address on the chain." }),
    decimals: optional(
      t,
      "decimals",
      "Int",
      "Decimal places of the token on this chain: amounts with more fractional digits are refused.",
    ),
    usdPrice: t.float({
      nullable: true,
      description: "Current USD price (all tokens of an operation share one cached prices call); null when the vendor has none.",
      resolve: (token, _args, ctx) =>
        orFieldError(ctx, async () => (await ctx.loaders.usdPrices.load("all"))[token.symbol] ?? null),
    }),
    name: optional(t, "name", "String", "Human-readable name (bridge+swap token configs)."),
    aggregators: optional(t, "aggregators", ["String"], "Swap aggregators that route this token (bridge+swap token configs)."),
    // Token amounts are exact Decimal strings like every amount; USD values are Float (docs/api.md).
    maxDepositLimit: tokenAmount(t, "maxDepositLimit", "Largest deposit, in token units."),
    maxWithdrawLimit: tokenAmount(t, "maxWithdrawLimit", "Largest withdrawal, in token units."),
    minAmountUsdInContract: optional(t, "minAmountUsdInContract", "Float", "Smallest USD amount the bridge contract accepts."),
    allowedRouteChains: optional(
      t,
      "allowedRouteChains",
      ["String"],
      "Chains this token may be bridged to or from; null means every chain.",
    ),
    minDepositLimitUsd: optional(t, "minDepositLimitUsd", "Float", "Smallest deposit in USD (smart deposit address tokens)."),
    maxDepositLimitUsd: optional(t, "maxDepositLimitUsd", "Float", "Largest deposit in USD (smart deposit address tokens)."),
  }),
});

export const Chain = builder.objectRef<CatalogChain>("Chain").implement({
  description: "A chain the bridge supports, with its tokens (GET /bridge/configs, cached).",
  fields: (t) => ({
    name: t.exposeString("name", { description: "The chain's identifier as quotes name it, e.g. ETHEREUM." }),
    displayName: t.exposeString("displayName", { description: "Human-readable name." }),
    type: t.exposeString("type", { description: "Chain family, e.g. EVM, SOL, STK." }),
    networkId: t.exposeString("networkId", { description: "The network's id (e.g. the EVM chain id)." }),
    status: t.exposeString("status", { description: "enabled or disabled." }),
    statusReason: optional(t, "statusReason", "String", "Why the chain is disabled, if it is."),
    nativeTokenName: t.exposeString("nativeTokenName", { description: "The gas token, e.g. ETH." }),
    nativeTokenDecimals: t.exposeInt("nativeTokenDecimals", { description: "Decimal places of the gas token (amountNative)." }),
    blockExplorer: optional(t, "blockExplorer", "String", "Block explorer URL."),
    gasBoostEnabled: optional(t, "gasBoostEnabled", "Boolean", "Whether amountNative may be asked for."),
    enabledDepositAddress: optional(
      t,
      "enabledDepositAddress",
      "Boolean",
      "Whether smart deposit addresses exist on this chain.",
    ),
    avgBlockTime: optional(t, "avgBlockTime", "Float", "Average seconds between blocks."),
    confirmationBlocks: optional(t, "confirmationBlocks", "Int", "Blocks a deposit needs."),
    tokens: t.expose("tokens", { type: [Token], description: "Tokens the bridge moves on this chain." }),
    contractAddress: optional(
      t,
      "contractAddress",
      "String",
      "The bridge contract deposits are sent to (and an ERC-20 deposit approves); null when the configs name none.",
    ),
    rpcUrl: t.string({
      nullable: true,
      description:
        "The vendor's public JSON-RPC URL of the chain, for a wallet. The gateway's own RPC for preflights (CHAIN_RPC_URLS) is never shown: such URLs carry API keys.",
      resolve: (c) => c.rpc ?? null,
    }),
    chainId: t.int({
      nullable: true,
      description: "The EVM network id as a number (1, 8453, ...); null for other chain types.",
      resolve: (c) => evmChainId(c),
    }),
  }),
});

const chainArgs = z.object({ name: chainName });
const swapTokensArgs = z.object({ chain: chainArgs.shape.name.nullish() });

builder.queryFields((t) => ({
  chains: t.field({
    type: [Chain],
    description: "Every chain the bridge supports and its tokens (one cached configs call, whatever is selected).",
    resolve: (_root, _args, ctx) => orFieldError(ctx, () => ctx.loaders.configs.load("all")),
  }),
  chain: t.field({
    type: Chain,
    nullable: true,
    description: "One chain by its identifier (e.g. ETHEREUM); null when the bridge does not support it.",
    args: { name: t.arg.string({ required: true, description: "The chain's identifier." }) },
    resolve: (_root, args, ctx) =>
      orFieldError(ctx, async () => {
        const { name } = validate(chainArgs, args);
        return (await ctx.loaders.configs.load("all")).find((c) => c.name === name) ?? null;
      }),
  }),
  swapTokens: t.field({
    type: [Token],
    description: "Tokens a bridge+swap can send or receive (GET /bridge/bridge-swap-token-configs, cached), on one chain or all.",
    args: { chain: t.arg.string({ description: "Only this chain's tokens." }) },
    resolve: (_root, args, ctx) =>
      orFieldError(ctx, async () => {
        const { chain } = validate(swapTokensArgs, args);
        const tokens = await ctx.loaders.swapTokenConfigs.load("all");
        return chain ? tokens.filter((tk) => tk.chain === chain) : tokens;
      }),
  }),
}));
