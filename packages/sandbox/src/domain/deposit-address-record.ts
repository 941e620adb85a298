import { z } from "zod";
import type { AddressBook } from "./address-book.js";
import { CHAINS, SDA_MAX_DEPOSIT_USD, SDA_MIN_DEPOSIT_USD, TOKENS } from "./catalog.js";
import type { IdSource } from "./ids.js";
import { postBridgeDataSchema } from "./quote-request.js";

const supportedToken = z.object({
  symbol: z.string().min(1),
  address: z.string().min(1),
  minDepositLimitUsd: z.number().nonnegative(),
  maxDepositLimitUsd: z.number().nonnegative(),
});

const refundInput = z.object({
  refundId: z.string().min(1).optional(),
  recipient: z.string().optional(),
  // Any tag: the control API may inject triggers the vendor adds later, to test clients' tolerance.
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
  postBridgeData: postBridgeDataSchema.optional(),
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
  postBridgeData?: z.output<typeof postBridgeDataSchema>;
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

/** Why the vendor rejects a deposit to an address. */
export type RejectReason =
  "OVER_MAX" | "UNDER_MIN" | "OPERATION_UNAVAILABLE" | "TERMINAL_PROCESSING_ISSUE" | "NO_ROUTE_FOUND" | "UNSUPPORTED_TOKEN";

/** What every deposit to an address records, whatever became of it. */
export interface DepositSeen {
  _id: string;
  tokenSymbol: string;
  tokenAddress: string;
  amount: string;
  amountUsd: number;
  amountWei: string;
  sender: string;
  txHash: string;
  createdAt: string;
}

/** One deposit in the address history: bridged (its transaction's quote id), rejected, or failed. */
export type SdaBridge =
  | { _tag: "accepted"; seen: DepositSeen; quoteId: string }
  | { _tag: "rejected"; seen: DepositSeen; reason: RejectReason; txUid: string }
  | { _tag: "failed"; seen: DepositSeen };

/** A registered smart deposit address. */
export interface DepositAddress {
  projectId: string;
  status: DepositAddressStatus;
  refunds: RefundRecord[];
  bridges: SdaBridge[];
  webhookUrl?: string;
  createdAtMs: number;
}

/**
 * Tokens a deposit chain accepts towards a destination: the bridgeable catalog tokens both chains
 * carry (the sandbox-only TEST token aside), within the SDA deposit limits.
 */
export function defaultSupportedTokens(
  book: AddressBook,
  chain: string,
  destination?: string,
): DepositAddressStatus["supportedTokens"] {
  const out = destination === undefined ? undefined : CHAINS.get(destination);
  return (CHAINS.get(chain)?.tokens ?? [])
    .filter((symbol) => symbol !== "TEST" && TOKENS.get(symbol)?.bridgeable && (!out || out.tokens.includes(symbol)))
    .map((symbol) => ({
      symbol,
      address: book.token(chain, symbol),
      minDepositLimitUsd: SDA_MIN_DEPOSIT_USD,
      maxDepositLimitUsd: SDA_MAX_DEPOSIT_USD,
    }));
}

/** Fills in the defaults of a registration (documented in docs/sandbox.md). */
export function buildDepositAddress(
  input: RegisterDepositAddress,
  projectId: string,
  ids: IdSource,
  nowMs: number,
  book: AddressBook,
): DepositAddress {
  const destinationChain = input.destinationChain ?? (input.depositChain === "BASE" ? "ARBITRUM_ONE" : "BASE");
  const status: DepositAddressStatus = {
    depositChain: input.depositChain,
    depositAddress: input.depositAddress,
    destinationChain,
    destinationAddress: input.destinationAddress ?? ids.address(),
    supportedTokens: input.supportedTokens ?? defaultSupportedTokens(book, input.depositChain, destinationChain),
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
    bridges: [],
    ...(input.webhookUrl !== undefined ? { webhookUrl: input.webhookUrl } : {}),
    createdAtMs: nowMs,
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
