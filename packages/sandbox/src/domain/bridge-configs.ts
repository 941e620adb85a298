import type { AddressBook } from "./address-book.js";
import { CHAINS, TOKENS, type ChainInfo, type TokenInfo } from "./catalog.js";
import { SandboxError } from "./errors.js";

/** Token limits in token units, as the vendor config publishes them (JSON numbers). */
function limits(token: TokenInfo): { maxDepositLimit?: number; maxWithdrawLimit?: number } {
  const per = (usdLimit: TokenInfo["maxDepositUsd"]) =>
    usdLimit === null ? undefined : usdLimit.div(token.usdPrice).toDecimalPlaces(token.decimals).toNumber();
  const deposit = per(token.maxDepositUsd);
  const withdraw = per(token.maxWithdrawUsd);
  return {
    ...(deposit !== undefined ? { maxDepositLimit: deposit } : {}),
    ...(withdraw !== undefined ? { maxWithdrawLimit: withdraw } : {}),
  };
}

const tokenInfo = (symbol: string): TokenInfo => {
  const info = TOKENS.get(symbol);
  if (!info) throw new Error(`catalog: token ${symbol} missing`);
  return info;
};

function chainEntry(book: AddressBook, chain: ChainInfo, sandboxUrl: string | undefined) {
  const native = tokenInfo(chain.nativeToken);
  // A local chain's transactions exist only on its node: the sandbox's own explorer shows them.
  const explorer = sandboxUrl && book.local(chain.name) ? `${sandboxUrl}/explorer/${chain.name}` : chain.blockExplorer;
  return {
    name: chain.displayName,
    type: chain.type,
    networkId: chain.networkId,
    contractAddress: book.bridge(chain.name),
    confirmationBlocks: chain.confirmationBlocks,
    avgBlockTime: chain.avgBlockTimeS,
    nativeTokenName: native.symbol,
    nativeTokenDecimals: native.decimals,
    nativeTokenSafeguard: 0,
    blockExplorer: explorer,
    ...book.chainFields(chain.name),
    site: explorer,
    status: chain.status,
    ...(chain.status === "disabled" ? { statusReason: "Disabled in the sandbox to exercise disabled-chain errors" } : {}),
    tokens: Object.fromEntries(
      chain.tokens.map((symbol) => {
        const token = tokenInfo(symbol);
        return [
          symbol,
          {
            token: symbol,
            address: book.token(chain.name, symbol),
            decimals: token.decimals,
            ...limits(token),
            minAmountUsdInContract: 1,
          },
        ];
      }),
    ),
    gasBoostEnabled: chain.type === "EVM",
    enabledDepositAddress: chain.enabledDepositAddress,
  };
}

/**
 * GET /bridge/configs: every chain keyed by name; with `sandboxUrl` (the sandbox's base URL as
 * its client reached it), the local chains' `blockExplorer` is the sandbox's explorer.
 */
export const bridgeConfigs = (book: AddressBook, sandboxUrl?: string) =>
  Object.fromEntries([...CHAINS.values()].map((c) => [c.name, chainEntry(book, c, sandboxUrl)]));

function extendedEntry(book: AddressBook, chain: ChainInfo, symbol: string) {
  const token = tokenInfo(symbol);
  return {
    token: symbol,
    address: book.token(chain.name, symbol),
    chain: chain.name,
    decimals: token.decimals,
    coingeckoId: token.coingeckoId,
    ...limits(token),
    minAmountUsdInContract: 1,
  };
}

const invalidToken = (message: string) => new SandboxError(400, { _tag: "InvalidToken", message });
const invalidTokenForChain = (message: string) => new SandboxError(400, { _tag: "InvalidTokenForChain", message });

/**
 * GET /bridge/config/{chain}/{token}.
 * @throws SandboxError InvalidToken (400) for an unknown chain or token, InvalidTokenForChain (400) when the chain does not carry it.
 */
export function tokenConfig(book: AddressBook, chainName: string, symbol: string) {
  const chain = CHAINS.get(chainName);
  if (!chain) throw invalidToken(`Unknown chain ${chainName}`);
  if (!TOKENS.has(symbol) || !TOKENS.get(symbol)?.bridgeable) throw invalidToken(`Unknown token ${symbol}`);
  if (!chain.tokens.includes(symbol)) throw invalidTokenForChain(`Token ${symbol} is not available on ${chainName}`);
  return extendedEntry(book, chain, symbol);
}

/** GET /bridge/config/tokens?chain&tokenAddress: the same entry found by contract address. */
export function tokenConfigByAddress(book: AddressBook, chainName: string, address: string) {
  const chain = CHAINS.get(chainName);
  if (!chain) throw invalidToken(`Unknown chain ${chainName}`);
  const symbol = chain.tokens.find((s) => book.token(chain.name, s).toLowerCase() === address.toLowerCase());
  if (!symbol) throw invalidTokenForChain(`No token with address ${address} on ${chainName}`);
  return extendedEntry(book, chain, symbol);
}

/** GET /bridge/bridge-swap-token-configs: swappable tokens per enabled chain, swap-only ones included. */
export function swapTokenConfigs(book: AddressBook) {
  const entries = [...CHAINS.values()]
    .filter((chain) => chain.status === "enabled")
    .map((chain) => [
      chain.name,
      [...chain.tokens.filter((s) => s !== "TEST"), ...chain.swapTokens].map((symbol) => {
        const token = tokenInfo(symbol);
        return {
          chain: chain.name,
          tokenAddress: book.token(chain.name, symbol),
          name: symbol,
          symbol,
          decimals: token.decimals,
          iconUrl: `https://icons.sandbox.invalid/${symbol.toLowerCase()}.svg`,
          aggregators: ["RHINO" as const],
          status: { state: "LISTED" as const, reason: ["CONFIG_SYNC" as const] },
          coingeckoId: token.coingeckoId,
        };
      }),
    ]);
  return Object.fromEntries(entries);
}

/** GET /usd-prices/usd-prices: `{ [token]: { price, timestamp } }` at the fixed catalog prices. */
export const usdPrices = (nowMs: number) =>
  Object.fromEntries([...TOKENS.values()].map((t) => [t.symbol, { price: t.usdPrice.toNumber(), timestamp: nowMs }]));

/**
 * GET /usd-prices/usd-price/{token}.
 * @throws SandboxError InvalidToken (404) for a token without a price.
 */
export function usdPrice(symbol: string, nowMs: number) {
  const token = TOKENS.get(symbol);
  if (!token) throw new SandboxError(404, { _tag: "InvalidToken", message: `No USD price for ${symbol}` });
  return { token: symbol, price: token.usdPrice.toNumber(), timestamp: nowMs };
}
