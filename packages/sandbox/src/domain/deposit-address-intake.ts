import { CHAINS, TOKENS } from "./catalog.js";
import { Decimal, amountText, fromBaseUnits, usd } from "./decimal.js";
import type { DepositAddress, DepositSeen, RejectReason } from "./deposit-address-record.js";
import type { IdSource } from "./ids.js";

/** What becomes of a transfer into a smart deposit address. */
export type Intake = { _tag: "wait" } | { _tag: "bridge" } | { _tag: "reject"; reason: RejectReason };

/** A transfer as a chain shows it: the token by its contract, the amount in base units. */
export interface TransferFacts {
  txHash: string;
  sender: string;
  /** The token's contract; the zero address for the chain's native token. */
  tokenAddress: string;
  amountWei: bigint;
}

/** A transfer of a token known by symbol, or of an unknown contract (`symbol` undefined). */
export interface ObservedTransfer {
  seen: DepositSeen;
  symbol: string | undefined;
  amountUsd: Decimal;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Names the token of a transfer on `chain`: the address's supported token at that contract, else
 * the catalogue token whose contract `tokenAt` gives, else none.
 */
export function observeTransfer(
  ids: IdSource,
  nowMs: number,
  chain: string,
  facts: TransferFacts,
  tokenAt: (symbol: string) => string,
): ObservedTransfer {
  const info = CHAINS.get(chain);
  const symbol = [...(info?.tokens ?? []), ...(info?.swapTokens ?? [])].find((s) => same(tokenAt(s), facts.tokenAddress));
  const token = symbol === undefined ? undefined : TOKENS.get(symbol);
  // An unknown contract's decimals are unknown: its amount is shown in base units.
  const decimals = token?.decimals ?? 0;
  const amount = fromBaseUnits(facts.amountWei, decimals);
  const amountUsd = token ? new Decimal(amount).times(token.usdPrice) : new Decimal(0);
  const seen: DepositSeen = {
    _id: ids.objectId(),
    tokenSymbol: symbol ?? facts.tokenAddress,
    tokenAddress: facts.tokenAddress,
    amount,
    amountUsd: usd(amountUsd),
    amountWei: facts.amountWei.toString(),
    sender: facts.sender,
    txHash: facts.txHash,
    createdAt: new Date(nowMs).toISOString(),
  };
  return { seen, symbol, amountUsd };
}

/**
 * The vendor's rule for a transfer into an address: nothing happens while the address is inactive
 * (activation takes up what arrived meanwhile); a token the address does not list is refused as
 * UNSUPPORTED_TOKEN, an amount outside the token's USD limits as UNDER_MIN / OVER_MAX; the rest
 * is bridged.
 */
export function intakeOf(address: DepositAddress, transfer: ObservedTransfer): Intake {
  if (!address.status.isActive) return { _tag: "wait" };
  const limits = address.status.supportedTokens.find((t) => t.symbol === transfer.symbol);
  if (!limits) return { _tag: "reject", reason: "UNSUPPORTED_TOKEN" };
  if (transfer.amountUsd.lt(limits.minDepositLimitUsd)) return { _tag: "reject", reason: "UNDER_MIN" };
  if (transfer.amountUsd.gt(limits.maxDepositLimitUsd)) return { _tag: "reject", reason: "OVER_MAX" };
  return { _tag: "bridge" };
}

/**
 * The refund's trigger as the vendor writes it: UNSUPPORTED_TOKEN for a token the address does
 * not take, REJECTED_BRIDGE naming the rejected deposit otherwise.
 */
export function refundTrigger(
  chain: string,
  transfer: ObservedTransfer,
  reason: RejectReason,
): { _tag: string } & Record<string, unknown> {
  const { seen } = transfer;
  const fields = {
    nativeToken: CHAINS.get(chain)?.nativeToken === transfer.symbol,
    amountWei: seen.amountWei,
    tokenAddress: seen.tokenAddress,
    tokenSymbol: seen.tokenSymbol,
    amount: seen.amount,
    amountUsd: amountText(transfer.amountUsd),
  };
  if (reason === "UNSUPPORTED_TOKEN") return { _tag: "UNSUPPORTED_TOKEN", ...fields };
  return { _tag: "REJECTED_BRIDGE", rejectedDepositAddressBridgeId: seen._id, ...fields };
}
