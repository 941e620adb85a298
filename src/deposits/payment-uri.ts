import { eip681Uri } from "../chain/families/evm/payment.js";

/*
 * The link a wallet pays a smart deposit address with, in the form each chain type's wallets read.
 * Built from URLSearchParams: the libraries that build these links either write amounts in their
 * own number types (losing digits) or bring a chain's whole SDK into the gateway.
 */

/** What a payment link names: the chain, the token and, when the payer should not choose it, the amount. */
export interface PaymentLinkInput {
  chainType: string;
  /** The EVM chain id (EVM only). */
  chainId: number | null;
  /** The address paid. */
  to: string;
  /** The token's contract (mint on Solana); null for the chain's native token. */
  token: string | null;
  /** The amount in token units, a decimal string, and the same in base units. */
  amount: { units: string; baseUnits: bigint } | null;
}

/** The chain types a payment link is made for. */
export const PAYMENT_LINK_CHAIN_TYPES = ["EVM", "SOL", "TRON"] as const;

/**
 * A Solana Pay transfer request: `solana:<recipient>?amount=<amount>&spl-token=<mint>`, the amount
 * in token units; no `spl-token` for SOL itself.
 */
export function solanaPayUri(to: string, mint: string | null, amount: string | null): string {
  const params = new URLSearchParams();
  if (amount !== null) params.set("amount", amount);
  if (mint !== null) params.set("spl-token", mint);
  const query = params.size > 0 ? `?${params}` : "";
  return `solana:${to}${query}`;
}

/**
 * What TRON wallets read from a QR code: the bare base58 address. TRON has no payment URI
 * standard; TokenPocket's scan protocol (help.tokenpocket.pro, "Receipt qrcode") reads a TRON
 * receipt as the address alone, as TronLink's scanner does, and neither reads an amount or a
 * token from the code: the page shows those next to it.
 */
export const tronUri = (to: string): string => to;

/** The payment link for a chain type of {@link PAYMENT_LINK_CHAIN_TYPES}; undefined for another. */
export function paymentUri(input: PaymentLinkInput): string | undefined {
  const { chainType, chainId, to, token, amount } = input;
  if (chainType === "EVM" && chainId !== null) return eip681Uri({ chainId, to, token, units: amount?.baseUnits ?? null });
  if (chainType === "SOL") return solanaPayUri(to, token, amount?.units ?? null);
  if (chainType === "TRON") return tronUri(to);
  return undefined;
}
