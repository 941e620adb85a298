import { getAddress, isAddress, type Address } from "viem";
import { TOKENS } from "../domain/catalog.js";
import { Decimal, amountText, floorTo, toBaseUnits } from "../domain/decimal.js";
import type { DepositAddressContext } from "../domain/deposit-address-context.js";
import { intakeOf, observeTransfer, refundTrigger, type ObservedTransfer } from "../domain/deposit-address-intake.js";
import type { DepositAddress, RejectReason } from "../domain/deposit-address-record.js";
import { announceRejection, bridgeDeposit, completeRefund, refundRecipient } from "../domain/deposit-address-simulation.js";
import { convert } from "../domain/quote.js";
import { SandboxStore } from "../domain/store.js";
import type { Transaction } from "../domain/types.js";
import type { ChainTransfer, Watched } from "./deposit-watcher.js";
import type { HotWallet } from "./hot-wallet.js";
import { payOrFail, type ChainLog } from "./payout.js";

/** Settles plain transfers into the smart deposit addresses the sandbox issued on its local chains. */
export interface SdaDeposits {
  /** The addresses issued on `chain` in lower case, active or not. */
  watched(chain: string): Watched;
  /** Handles a transfer once, however often it is seen: bridges, refuses and refunds, or keeps it for activation. */
  handle(transfer: ChainTransfer): void;
  /** Takes up the transfers that arrived while `address` was inactive. */
  activated(address: DepositAddress): void;
  /** Resolves when every payment begun so far has been recorded. */
  idle(): Promise<void>;
}

interface SdaDepositDeps {
  ctx: DepositAddressContext;
  wallet: HotWallet;
  log: ChainLog;
  /** Aborted when the sandbox stops: payments retried no more. */
  stopping: AbortSignal;
}

const checksummed = (address: string): Address | undefined => (isAddress(address) ? getAddress(address) : undefined);

/**
 * The issued EVM addresses by chain, by lower-case address (registrations keep the case they were
 * given): rebuilt when the store's addresses change, not on every poll and transfer.
 */
function addressIndex(ctx: DepositAddressContext) {
  let built: Map<string, Map<string, DepositAddress>> = new Map();
  let version = -1;
  const current = () => {
    if (ctx.store.depositAddresses.size === version) return built;
    built = new Map();
    for (const address of ctx.store.depositAddresses.values()) {
      const { depositChain, depositAddress } = address.status;
      if (!isAddress(depositAddress, { strict: false })) continue;
      const chain = built.get(depositChain) ?? new Map<string, DepositAddress>();
      chain.set(depositAddress.toLowerCase(), address);
      built.set(depositChain, chain);
    }
    version = ctx.store.depositAddresses.size;
    return built;
  };
  const none: ReadonlyMap<string, DepositAddress> = new Map();
  return {
    of: (chain: string): ReadonlyMap<string, DepositAddress> => current().get(chain) ?? none,
    /** Forgets the index: a registration replaced an address's record under its key. */
    stale: () => void (version = -1),
  };
}

/** The address's tokenOut when it swaps on arrival, and what the bridged amount buys of it at the quotes' prices. */
function payoutOf(tx: Transaction): { symbol: string; amount: string } {
  const { wire } = tx.quote;
  const bridged = wire._tag === "bridgeSwap" ? wire.tokenOut : wire.token;
  const symbol = tx.quote.sdaTokenOut ?? bridged;
  const from = TOKENS.get(bridged);
  const to = TOKENS.get(symbol);
  if (symbol === bridged || !from || !to) return { symbol: bridged, amount: wire.receiveAmount };
  return { symbol, amount: amountText(convert(new Decimal(wire.receiveAmount), from, to)) };
}

/** Pays the transfer's recipient on the destination chain; undefined (an invented hash) for a chain that is not local. */
async function payOut(deps: SdaDepositDeps, tx: Transaction): Promise<string | undefined> {
  const { chainOut, recipient, quoteId } = tx.quote.wire;
  if (!deps.ctx.addresses.local(chainOut)) return undefined;
  if (!isAddress(recipient)) {
    deps.log({ level: "warn", msg: "recipient is no EVM address; nothing paid", quoteId, recipient, chain: chainOut });
    return undefined;
  }
  const { symbol, amount } = payoutOf(tx);
  const decimals = TOKENS.get(symbol)?.decimals ?? 18;
  return deps.wallet.pay(chainOut, symbol, recipient, toBaseUnits(floorTo(new Decimal(amount), decimals).toFixed(), decimals));
}

async function bridge(deps: SdaDepositDeps, address: DepositAddress, transfer: ObservedTransfer): Promise<void> {
  const { ctx } = deps;
  const target = { ...address.status, projectId: address.projectId, webhookUrl: address.webhookUrl };
  const { quoteId } = bridgeDeposit(ctx, target, transfer.seen, true);
  address.bridges.push({ _tag: "accepted", seen: transfer.seen, quoteId });
  ctx.engine.advance(quoteId, "ACCEPTED");
  const tx = ctx.store.transactions.get(quoteId)!;
  await payOrFail({ ...deps, engine: ctx.engine }, tx, () => payOut(deps, tx));
}

async function refuse(
  deps: SdaDepositDeps,
  address: DepositAddress,
  transfer: ChainTransfer,
  observed: ObservedTransfer,
  reason: RejectReason,
): Promise<void> {
  const { ctx } = deps;
  announceRejection(ctx, address, observed.seen, reason, transfer.txUid);
  const to = checksummed(refundRecipient(address, observed.seen));
  // A contract the sandbox never deployed is not in its wallet: nothing can be sent back.
  if (observed.symbol === undefined || !to) {
    deps.log({
      level: "warn",
      msg: "a token the sandbox's wallet does not hold cannot be refunded",
      depositTxHash: transfer.txHash,
      depositAddress: transfer.to,
      token: observed.seen.tokenSymbol,
    });
    return;
  }
  const txHash = await deps.wallet.pay(transfer.chain, observed.symbol, to, transfer.amount);
  completeRefund(ctx, address, observed.seen, refundTrigger(transfer.chain, observed, reason), txHash);
}

/**
 * A transfer into an issued address settles as the vendor's would (see `intakeOf`): a
 * depositAddressBridge transfer with the transfer's hash as its deposit, moved through the
 * engine's states and paid from the sandbox's wallet; or DEPOSIT_ADDRESS_BRIDGE_REJECTED and a real
 * refund; or, into an inactive address, nothing until activation. Each transfer is handled once by
 * its `chain:txHash:logIndex`.
 */
export function createSdaDeposits(deps: SdaDepositDeps): SdaDeposits {
  const { ctx } = deps;
  const index = addressIndex(ctx);
  const addressOf = (transfer: ChainTransfer): DepositAddress | undefined => {
    const found = index.of(transfer.chain).get(transfer.to.toLowerCase());
    const key = found && SandboxStore.addressKey(found.status.depositAddress, transfer.chain);
    if (!found || ctx.store.depositAddresses.get(key!) === found) return found;
    index.stale();
    return index.of(transfer.chain).get(transfer.to.toLowerCase());
  };
  const handled = new Set<string>();
  const waiting = new Map<DepositAddress, ChainTransfer[]>();
  const running = new Set<Promise<void>>();
  const track = (transfer: ChainTransfer, work: Promise<void>) => {
    const done = work.catch((err: unknown) =>
      deps.log({
        level: "error",
        msg: "settling a transfer to a deposit address failed",
        depositTxHash: transfer.txHash,
        depositAddress: transfer.to,
        chain: transfer.chain,
        error: String(err),
      }),
    );
    running.add(done);
    void done.finally(() => running.delete(done));
  };
  const settle = (address: DepositAddress, transfer: ChainTransfer): void => {
    const observed = observeTransfer(
      ctx.ids,
      ctx.now(),
      transfer.chain,
      { txHash: transfer.txHash, sender: transfer.from, tokenAddress: transfer.token, amountWei: transfer.amount },
      (symbol) => ctx.addresses.token(transfer.chain, symbol),
    );
    const intake = intakeOf(address, observed);
    if (intake._tag === "wait") {
      waiting.set(address, [...(waiting.get(address) ?? []), transfer]);
      return;
    }
    track(
      transfer,
      intake._tag === "bridge" ? bridge(deps, address, observed) : refuse(deps, address, transfer, observed, intake.reason),
    );
  };
  return {
    watched: (chain) => index.of(chain),
    handle(transfer) {
      if (handled.has(transfer.key)) return;
      handled.add(transfer.key);
      const address = addressOf(transfer);
      if (address) settle(address, transfer);
    },
    activated(address) {
      const transfers = waiting.get(address) ?? [];
      waiting.delete(address);
      for (const transfer of transfers) settle(address, transfer);
    },
    idle: async () => void (await Promise.all(running)),
  };
}
