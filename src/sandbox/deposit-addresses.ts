import { z } from "zod";
import { CHAINS, tokenAddress } from "./catalog.js";
import type { IdSource } from "./ids.js";

const supportedToken = z.object({
  symbol: z.string().min(1),
  address: z.string().min(1),
  minDepositLimitUsd: z.number().nonnegative(),
  maxDepositLimitUsd: z.number().nonnegative(),
});

const refundInput = z.object({
  refundId: z.string().min(1).optional(),
  recipient: z.string().optional(),
  trigger: z.looseObject({ _tag: z.string().min(1) }).optional(),
  txHash: z.string().optional(),
  txTimestamp: z.string().optional(),
  originalDepositTxHash: z.string().optional(),
});

/** Body of POST /sandbox/deposit-addresses: everything but the address and chain has a default. */
export const registerDepositAddressSchema = z.object({
  depositAddress: z.string().min(1).max(60),
  depositChain: z.string().min(1),
  destinationChain: z.string().min(1).optional(),
  destinationAddress: z.string().min(1).optional(),
  supportedTokens: z.array(supportedToken).optional(),
  isActive: z.boolean().optional(),
  addressNote: z.string().max(80).optional(),
  tokenOut: z.string().min(1).optional(),
  refundAddress: z.string().min(1).optional(),
  postBridgeData: z.looseObject({ _tag: z.string().min(1) }).optional(),
  bridgeIfNotSwappable: z.boolean().optional(),
  refunds: z.array(refundInput).optional(),
  webhookUrl: z.url({ protocol: /^https?$/ }).optional(),
  projectId: z.string().min(1).optional(),
});
export type RegisterDepositAddress = z.output<typeof registerDepositAddressSchema>;

/** The SDA status object of GET /sda/deposit-addresses/{address}/{chain}. */
export interface DepositAddressStatus {
  depositChain: string;
  depositAddress: string;
  destinationChain: string;
  destinationAddress: string;
  supportedTokens: z.output<typeof supportedToken>[];
  isActive: boolean;
  addressNote?: string;
  postBridgeData?: { _tag: string } & Record<string, unknown>;
  tokenOut?: string;
  refundAddress?: string;
  bridgeIfNotSwappable?: boolean;
}

/** A completed refund (spec 2.5). */
export interface RefundRecord {
  refundId: string;
  depositAddress: string;
  depositChain: string;
  recipient: string;
  trigger: { _tag: string } & Record<string, unknown>;
  txHash: string;
  txTimestamp: string;
  originalDepositTxHash: string;
}

/** A registered smart deposit address. */
export interface DepositAddress {
  projectId: string;
  status: DepositAddressStatus;
  refunds: RefundRecord[];
  webhookUrl?: string;
}

/** Tokens a deposit chain accepts by default: the catalog's, each between 1 and 1,000,000 USD. */
function defaultSupportedTokens(chain: string): DepositAddressStatus["supportedTokens"] {
  return (CHAINS.get(chain)?.tokens ?? []).map((symbol) => ({
    symbol,
    address: tokenAddress(chain, symbol),
    minDepositLimitUsd: 1,
    maxDepositLimitUsd: 1_000_000,
  }));
}

/** Fills in the defaults of a registration (documented in docs/sandbox.md). */
export function buildDepositAddress(
  input: RegisterDepositAddress,
  projectId: string,
  ids: IdSource,
  nowMs: number,
): DepositAddress {
  const destinationChain = input.destinationChain ?? (input.depositChain === "BASE" ? "ARBITRUM_ONE" : "BASE");
  const status: DepositAddressStatus = {
    depositChain: input.depositChain,
    depositAddress: input.depositAddress,
    destinationChain,
    destinationAddress: input.destinationAddress ?? ids.address(),
    supportedTokens: input.supportedTokens ?? defaultSupportedTokens(input.depositChain),
    isActive: input.isActive ?? true,
    ...(input.addressNote !== undefined ? { addressNote: input.addressNote } : {}),
    ...(input.postBridgeData !== undefined ? { postBridgeData: input.postBridgeData } : {}),
    ...(input.tokenOut !== undefined ? { tokenOut: input.tokenOut } : {}),
    ...(input.refundAddress !== undefined ? { refundAddress: input.refundAddress } : {}),
    ...(input.bridgeIfNotSwappable !== undefined ? { bridgeIfNotSwappable: input.bridgeIfNotSwappable } : {}),
  };
  const refunds = (input.refunds ?? []).map((partial): RefundRecord => ({
    refundId: partial.refundId ?? ids.objectId(),
    depositAddress: input.depositAddress,
    depositChain: input.depositChain,
    recipient: partial.recipient ?? input.refundAddress ?? ids.address(),
    // Default: an 18-decimal token the address does not accept was sent and sent back.
    trigger: partial.trigger ?? {
      _tag: "UNSUPPORTED_TOKEN",
      nativeToken: false,
      amountWei: "25000000000000000000",
      tokenAddress: ids.address(),
      tokenSymbol: "XYZ",
      amount: "25",
      amountUsd: "25",
    },
    txHash: partial.txHash ?? ids.txHash(),
    txTimestamp: partial.txTimestamp ?? new Date(nowMs).toISOString(),
    originalDepositTxHash: partial.originalDepositTxHash ?? ids.txHash(),
  }));
  return {
    projectId,
    status,
    refunds,
    ...(input.webhookUrl !== undefined ? { webhookUrl: input.webhookUrl } : {}),
  };
}

/**
 * The status as a caller sees it: `destinationAddress` is only shown to secret (server-side)
 * keys, like upstream.
 */
export function statusView(
  address: DepositAddress,
  secretKey: boolean,
): DepositAddressStatus | Omit<DepositAddressStatus, "destinationAddress"> {
  if (secretKey) return address.status;
  const { destinationAddress: _hidden, ...rest } = address.status;
  return rest;
}
