import { z } from "zod";
import { CHAINS, TOKENS } from "./catalog.js";
import type { DepositAddressContext } from "./deposit-address-context.js";
import { Decimal, amountText, floorTo, usd } from "./decimal.js";
import {
  buildDepositAddress,
  defaultSupportedTokens,
  type DepositAddress,
  type DepositSeen,
  type RefundRecord,
  type RejectReason,
} from "./deposit-address-record.js";
import { isAddressOf } from "./address-forms.js";
import { derivedAddress } from "./chain-addresses.js";
import { SandboxError } from "./errors.js";
import { computeQuote } from "./quote.js";
import { postBridgeDataSchema } from "./quote-request.js";
import { SandboxStore } from "./store.js";
import type { VendorEvent } from "./types.js";

/** Body of POST /sda/deposit-addresses (the vendor's CreateDepositAddressPayload). */
export const createDepositAddressSchema = z.object({
  depositChains: z.array(z.string().min(1)).min(1),
  addressNote: z.string().max(80).optional(),
  reusePolicy: z.enum(["create-new", "reuse-existing"]).optional(),
  webhookUrl: z.url({ protocol: /^https?$/, message: "Expected an http(s) URL" }).optional(),
  refundAddress: z.string().min(1).optional(),
  destinationChain: z.string(),
  destinationAddress: z.string(),
  postBridgeData: postBridgeDataSchema.optional(),
  tokenOut: z.string().optional(),
  bridgeIfNotSwappable: z.boolean().optional(),
});

/** Body of POST /sandbox/deposit-addresses/{address}/{chain}/deposits: a deposit seen on chain. */
export const simulateDepositSchema = z.object({
  token: z.string().min(1),
  amount: z
    .string()
    .max(100)
    .regex(/^\d+(\.\d+)?$/, 'Expected a decimal number such as "100" or "0.5"'),
  sender: z.string().min(1).optional(),
  /** Make the vendor reject a deposit it would otherwise bridge (e.g. OPERATION_UNAVAILABLE). */
  reject: z.enum(["OPERATION_UNAVAILABLE", "TERMINAL_PROCESSING_ISSUE", "NO_ROUTE_FOUND"]).optional(),
  /** Announce a delay (DEPOSIT_ADDRESS_BRIDGE_DELAYED) before bridging. */
  delayed: z.boolean().optional(),
});

/** Address creation limits published by GET /sda/deposit-addresses/rate-limit-status. */
export const SDA_TOTAL_LIMIT = 1000;
export const SDA_WINDOW_LIMIT = 100;
export const SDA_WINDOW_MS = 3_600_000;

const unprocessable = (tag: string, fields: Record<string, unknown>) => new SandboxError(422, { _tag: tag, ...fields });

/** Deterministic address in the chain type's own form: `0x` + 40 hex for EVM, base58 for Solana, `T...` for TRON. */
function newAddress(ctx: DepositAddressContext, type: string): string {
  const hex = ctx.ids.address();
  return type === "EVM" ? hex : derivedAddress(type, hex);
}

/** The DEPOSIT_ADDRESS_CREATED event payload (also the `depositAddress` of deposit events). */
export function addressPayload(address: DepositAddress): Record<string, unknown> {
  const s = address.status;
  return {
    depositChain: s.depositChain,
    depositAddress: s.depositAddress,
    destinationChain: s.destinationChain,
    destinationAddress: s.destinationAddress,
    ...(s.tokenOut !== undefined ? { tokenOut: s.tokenOut } : {}),
    ...(s.postBridgeData !== undefined ? { postBridgeData: s.postBridgeData } : {}),
    ...(s.addressNote !== undefined ? { addressNote: s.addressNote } : {}),
  };
}

/** Emits an event about an address, delivered in order with the address's other events. */
export function emitForAddress(ctx: DepositAddressContext, address: DepositAddress, event: VendorEvent): void {
  const s = address.status;
  ctx.emit(
    { projectId: address.projectId, queueKey: `sda:${s.depositChain}:${s.depositAddress}`, webhookUrl: address.webhookUrl },
    event,
  );
}

export const announceCreated = (ctx: DepositAddressContext, address: DepositAddress): void =>
  emitForAddress(ctx, address, { _tag: "DEPOSIT_ADDRESS_CREATED", ...addressPayload(address) });

/** Addresses created by a project within the rate-limit window and in all. */
export function creationCounts(ctx: DepositAddressContext, projectId: string): { total: number; window: number } {
  const mine = [...ctx.store.depositAddresses.values()].filter((a) => a.projectId === projectId);
  const since = ctx.now() - SDA_WINDOW_MS;
  return { total: mine.length, window: mine.filter((a) => a.createdAtMs > since).length };
}

/**
 * The destination address must be one of the destination chain's type, the refund address one of
 * the deposit chains' type (they share one).
 * @throws SandboxError DepositAddressInvalidDestinationAddress / DepositAddressInvalidRefundAddress (422).
 */
function checkAddresses(input: z.output<typeof createDepositAddressSchema>, depositType: string): void {
  const destination = CHAINS.get(input.destinationChain);
  const destinationAddress = input.destinationAddress.trim();
  if (destinationAddress === "" || (destination && !isAddressOf(destination.type, destinationAddress))) {
    throw unprocessable("DepositAddressInvalidDestinationAddress", {
      chain: input.destinationChain,
      address: destinationAddress === "" ? "(empty)" : destinationAddress,
    });
  }
  if (input.refundAddress !== undefined && !isAddressOf(depositType, input.refundAddress.trim())) {
    throw unprocessable("DepositAddressInvalidRefundAddress", {
      message: `Refund address ${input.refundAddress} is not a valid ${depositType} address`,
    });
  }
}

/**
 * POST /sda/deposit-addresses: one address per deposit chain; EVM chains share one address.
 * @throws SandboxError with the vendor's create tags (422) or DepositAddressRateLimitExceeded (429).
 */
export function createDepositAddresses(
  ctx: DepositAddressContext,
  projectId: string,
  input: z.output<typeof createDepositAddressSchema>,
): DepositAddress[] {
  const chains = [...new Set(input.depositChains)];
  const unsupported = [...chains, input.destinationChain].filter((c) => {
    const info = CHAINS.get(c);
    return !info || info.status !== "enabled" || (chains.includes(c) && !info.enabledDepositAddress);
  });
  if (unsupported.length > 0) throw unprocessable("DepositAddressChainsNotSupported", { chains: unsupported });
  const types = [...new Set(chains.map((c) => CHAINS.get(c)?.type ?? ""))];
  if (types.length > 1) throw unprocessable("DepositAddressMultipleChainTypesNotAllowed", { chainTypes: types });
  const depositType = types[0] ?? "EVM";
  checkAddresses(input, depositType);
  const destination = CHAINS.get(input.destinationChain);
  if (input.tokenOut !== undefined && !destination?.tokens.includes(input.tokenOut)) {
    throw unprocessable("DepositAddressTokenOutNotSupported", { tokenOut: input.tokenOut });
  }
  for (const chain of chains) {
    if (defaultSupportedTokens(ctx.addresses, chain, input.destinationChain).length === 0) {
      throw unprocessable("DepositAddressNoBridgableTokens", { from: chain, to: input.destinationChain });
    }
  }
  if (input.reusePolicy === "reuse-existing") {
    const existing = chains.map((chain) =>
      [...ctx.store.depositAddresses.values()].find(
        (a) =>
          a.projectId === projectId &&
          a.status.depositChain === chain &&
          a.status.destinationChain === input.destinationChain &&
          a.status.destinationAddress === input.destinationAddress,
      ),
    );
    if (existing.every((a) => a !== undefined)) return existing as DepositAddress[];
  }
  const counts = creationCounts(ctx, projectId);
  if (counts.total + chains.length > SDA_TOTAL_LIMIT) {
    throw new SandboxError(429, {
      _tag: "DepositAddressRateLimitExceeded",
      message: "Deposit address limit reached",
      limit: { _tag: "CountLimitExceeded", allowed: SDA_TOTAL_LIMIT, current: counts.total },
    });
  }
  if (counts.window + chains.length > SDA_WINDOW_LIMIT) {
    throw new SandboxError(429, {
      _tag: "DepositAddressRateLimitExceeded",
      message: "Too many deposit addresses created in the last hour",
      limit: { _tag: "WindowLimitExceeded", allowed: SDA_WINDOW_LIMIT, current: counts.window, durationMs: SDA_WINDOW_MS },
    });
  }
  const shared = newAddress(ctx, depositType);
  return chains.map((chain) => {
    const address = buildDepositAddress(
      {
        depositAddress: shared,
        depositChain: chain,
        destinationChain: input.destinationChain,
        destinationAddress: input.destinationAddress,
        ...(input.addressNote !== undefined ? { addressNote: input.addressNote } : {}),
        ...(input.tokenOut !== undefined ? { tokenOut: input.tokenOut } : {}),
        ...(input.refundAddress !== undefined ? { refundAddress: input.refundAddress } : {}),
        ...(input.postBridgeData !== undefined ? { postBridgeData: input.postBridgeData } : {}),
        ...(input.bridgeIfNotSwappable !== undefined ? { bridgeIfNotSwappable: input.bridgeIfNotSwappable } : {}),
        ...(input.webhookUrl !== undefined ? { webhookUrl: input.webhookUrl } : {}),
      },
      projectId,
      ctx.ids,
      ctx.now(),
      ctx.addresses,
    );
    ctx.store.depositAddresses.set(SandboxStore.addressKey(shared, chain), address);
    announceCreated(ctx, address);
    return address;
  });
}

/** What a simulated deposit became. */
export type DepositOutcome =
  | { outcome: "accepted"; quoteId: string; record: Record<string, unknown> }
  | { outcome: "rejected"; reason: RejectReason; refund: RefundRecord }
  | { outcome: "refunded"; refund: RefundRecord };

/**
 * Records a refund sent to the address's refund address (or the sender) and announces it
 * (SDA_REFUND_COMPLETED); `txHash` is the refund's own transaction when a chain sent it.
 */
export function completeRefund(
  ctx: DepositAddressContext,
  address: DepositAddress,
  seen: DepositSeen,
  trigger: RefundRecord["trigger"],
  txHash: string = ctx.ids.txHash(),
): RefundRecord {
  const record: RefundRecord = {
    refundId: ctx.ids.objectId(),
    depositAddress: address.status.depositAddress,
    depositChain: address.status.depositChain,
    recipient: refundRecipient(address, seen),
    trigger,
    txHash,
    txTimestamp: new Date(ctx.now()).toISOString(),
    originalDepositTxHash: seen.txHash,
  };
  address.refunds.push(record);
  emitForAddress(ctx, address, { _tag: "SDA_REFUND_COMPLETED", ...record });
  return record;
}

/** Where a refused deposit goes back to: the address's refund address, else its sender. */
export const refundRecipient = (address: DepositAddress, seen: DepositSeen): string =>
  address.status.refundAddress ?? seen.sender;

/** Records a refused deposit in the address's history and announces it (DEPOSIT_ADDRESS_BRIDGE_REJECTED). */
export function announceRejection(
  ctx: DepositAddressContext,
  address: DepositAddress,
  seen: DepositSeen,
  reason: RejectReason,
  txUid: string,
): void {
  address.bridges.push({ _tag: "rejected", seen, reason, txUid });
  emitForAddress(ctx, address, {
    _tag: "DEPOSIT_ADDRESS_BRIDGE_REJECTED",
    ...seen,
    reason,
    txUid,
    depositAddress: addressPayload(address),
  });
}

type SupportedToken = DepositAddress["status"]["supportedTokens"][number];

/** What the vendor sees of a deposit on chain, and how it judges the token. */
interface ObservedDeposit {
  seen: DepositSeen;
  /** The token's limits on the address; undefined when the address or the catalog does not list it. */
  supported: SupportedToken | undefined;
  amountUsd: Decimal;
  /** The deposit fields a refund's trigger repeats. */
  triggerFields: Record<string, unknown>;
}

/** A simulated deposit as the vendor records it on `depositChain` (the token's address: `tokenAddress` or the catalog's). */
export function depositSeen(
  ctx: DepositAddressContext,
  depositChain: string,
  input: z.output<typeof simulateDepositSchema>,
  tokenAddress?: string,
): { seen: DepositSeen; amountUsd: Decimal } {
  const token = TOKENS.get(input.token);
  const decimals = token?.decimals ?? 18;
  const amount = floorTo(new Decimal(input.amount), decimals);
  const amountUsd = token ? amount.times(token.usdPrice) : new Decimal(0);
  const seen: DepositSeen = {
    _id: ctx.ids.objectId(),
    tokenSymbol: input.token,
    tokenAddress: tokenAddress ?? ctx.addresses.token(depositChain, input.token),
    amount: amountText(amount),
    amountUsd: usd(amountUsd),
    amountWei: amount.times(new Decimal(10).pow(decimals)).toFixed(0),
    sender: input.sender ?? ctx.ids.address(),
    txHash: ctx.ids.txHash(),
    createdAt: new Date(ctx.now()).toISOString(),
  };
  return { seen, amountUsd };
}

function observe(
  ctx: DepositAddressContext,
  address: DepositAddress,
  input: z.output<typeof simulateDepositSchema>,
): ObservedDeposit {
  const s = address.status;
  const token = TOKENS.get(input.token);
  const limits = s.supportedTokens.find((t) => t.symbol === input.token);
  const { seen, amountUsd } = depositSeen(ctx, s.depositChain, input, limits?.address);
  const triggerFields = {
    nativeToken: CHAINS.get(s.depositChain)?.nativeToken === input.token,
    amountWei: seen.amountWei,
    tokenAddress: seen.tokenAddress,
    tokenSymbol: seen.tokenSymbol,
    amount: seen.amount,
    amountUsd: amountText(amountUsd),
  };
  return { seen, supported: token ? limits : undefined, amountUsd, triggerFields };
}

/** Why the vendor would reject a deposit of a supported token, if it would. */
function rejectionOf(
  address: DepositAddress,
  deposit: ObservedDeposit,
  limits: SupportedToken,
  forced: RejectReason | undefined,
): RejectReason | undefined {
  if (deposit.amountUsd.lt(limits.minDepositLimitUsd)) return "UNDER_MIN";
  if (deposit.amountUsd.gt(limits.maxDepositLimitUsd)) return "OVER_MAX";
  return forced ?? (address.status.isActive ? undefined : "OPERATION_UNAVAILABLE");
}

function reject(
  ctx: DepositAddressContext,
  address: DepositAddress,
  deposit: ObservedDeposit,
  reason: RejectReason,
): DepositOutcome {
  const { seen } = deposit;
  announceRejection(ctx, address, seen, reason, `${seen.txHash}:0`);
  const trigger = { _tag: "REJECTED_BRIDGE", rejectedDepositAddressBridgeId: seen._id, ...deposit.triggerFields };
  return { outcome: "rejected", reason, refund: completeRefund(ctx, address, seen, trigger) };
}

/** Where an address bridges a deposit: a plain smart deposit address's settings, or a routing address's matched action. */
export interface BridgeTarget {
  projectId: string;
  webhookUrl: string | undefined;
  depositChain: string;
  depositAddress: string;
  destinationChain: string;
  destinationAddress: string;
  tokenOut?: string | undefined;
  postBridgeData?: DepositAddress["status"]["postBridgeData"];
}

/**
 * Bridges an accepted deposit: a depositAddressBridge quote of the deposit, started with its hash
 * known; the transaction it became. `onChain`: a local chain saw the deposit and its settlement
 * moves the transaction, not the timer.
 */
export function bridgeDeposit(
  ctx: DepositAddressContext,
  target: BridgeTarget,
  seen: DepositSeen,
  onChain = false,
): { quoteId: string; record: Record<string, unknown> } {
  const quote = computeQuote(
    {
      chainIn: target.depositChain,
      chainOut: target.destinationChain,
      tokenIn: seen.tokenSymbol,
      tokenOut: seen.tokenSymbol,
      amount: seen.amount,
      mode: "pay",
      isSda: "true",
      depositor: seen.sender,
      recipient: target.destinationAddress,
      ...(target.postBridgeData ? { postBridgeData: target.postBridgeData } : {}),
      ...(target.webhookUrl ? { webhookUrl: target.webhookUrl } : {}),
    },
    {
      projectId: target.projectId,
      quoteId: ctx.ids.objectId(),
      nowMs: ctx.now(),
      ttlS: ctx.config.quoteTtlS,
      checkLimits: false,
      checkAddresses: false,
      // An address bridges one token: a swap within its chain is never asked for.
      sameChainSwaps: () => false,
    },
  );
  quote.depositAddress = target.depositAddress;
  if (target.tokenOut !== undefined) quote.sdaTokenOut = target.tokenOut;
  if (onChain) quote.settledOnChain = true;
  return { quoteId: quote.wire.quoteId, record: ctx.engine.startDeposit(quote, seen.txHash) };
}

function bridge(ctx: DepositAddressContext, address: DepositAddress, seen: DepositSeen): DepositOutcome {
  const s = address.status;
  const { quoteId, record } = bridgeDeposit(ctx, { ...s, projectId: address.projectId, webhookUrl: address.webhookUrl }, seen);
  address.bridges.push({ _tag: "accepted", seen, quoteId });
  return { outcome: "accepted", quoteId, record };
}

/**
 * A deposit of `token` to `address`, as the vendor would see it on chain: a supported token within
 * limits becomes a depositAddressBridge transaction; a supported token out of limits (or a forced
 * rejection) is rejected and refunded (REJECTED_BRIDGE); an unsupported token is refunded
 * (UNSUPPORTED_TOKEN).
 */
export function simulateDeposit(
  ctx: DepositAddressContext,
  address: DepositAddress,
  input: z.output<typeof simulateDepositSchema>,
): DepositOutcome {
  const deposit = observe(ctx, address, input);
  const { seen, supported } = deposit;
  if (!supported) {
    address.bridges.push({ _tag: "rejected", seen, reason: "UNSUPPORTED_TOKEN", txUid: seen.txHash });
    const trigger = { _tag: "UNSUPPORTED_TOKEN", ...deposit.triggerFields };
    return { outcome: "refunded", refund: completeRefund(ctx, address, seen, trigger) };
  }
  const reason = rejectionOf(address, deposit, supported, input.reject);
  if (reason) return reject(ctx, address, deposit, reason);
  if (input.delayed) {
    emitForAddress(ctx, address, { _tag: "DEPOSIT_ADDRESS_BRIDGE_DELAYED", ...seen, depositAddress: addressPayload(address) });
  }
  return bridge(ctx, address, seen);
}
