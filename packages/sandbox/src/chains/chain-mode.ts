import type { AddressBook } from "../domain/address-book.js";
import type { DepositAddressContext } from "../domain/deposit-address-context.js";
import type { DepositAddress } from "../domain/deposit-address-record.js";
import type { Transaction } from "../domain/types.js";
import { watchDeposits } from "./deposit-watcher.js";
import type { LocalChains } from "../contracts/deployment.js";
import { createHotWallet } from "./hot-wallet.js";
import { createSdaDeposits } from "./sda-deposits.js";
import type { ChainLog } from "./payout.js";
import { createSettlement } from "./settlement.js";

/** A sandbox's link to its local chains while it runs. */
export interface ChainLink {
  /** Resolves once deposits are watched on every chain and the sandbox's wallet is funded. */
  ready: Promise<void>;
  /** Takes up the transfers that arrived at `address` while it was inactive. */
  activated(address: DepositAddress): void;
  /** Stops watching and waits for the payments under way to be recorded. */
  stop(): Promise<void>;
}

/**
 * True for a transfer a local chain moves (its deposit, then the sandbox's payment), which the
 * timer leaves alone: a bridge or swap from a local chain, or a smart deposit address's transfer
 * a chain saw. The control API still moves it.
 */
export const chainDriven = (addresses: AddressBook) => (tx: Transaction) =>
  tx.quote.wire._tag === "depositAddressBridge"
    ? tx.quote.settledOnChain === true
    : addresses.local(tx.quote.wire.chainIn) !== undefined;

/**
 * Begins watching `chains` and settling from a wallet of this sandbox's own: deposits to the
 * bridge contracts, and plain transfers into the smart deposit addresses it issued.
 */
export function linkChains(deps: { chains: LocalChains; ctx: DepositAddressContext; log: ChainLog }): ChainLink {
  const { ctx, log } = deps;
  const stopping = new AbortController();
  const wallet = createHotWallet(deps.chains, stopping.signal);
  const { store, engine, addresses } = ctx;
  const settlement = createSettlement({ store, engine, addresses, wallet, log, stopping: stopping.signal });
  const sda = createSdaDeposits({ ctx, wallet, log, stopping: stopping.signal });
  const watcher = watchDeposits(deps.chains, {
    onDeposit: (deposit) => settlement.handle(deposit),
    onTransfer: (transfer) => sda.handle(transfer),
    watched: (chain) => sda.watched(chain),
  });
  return {
    ready: Promise.all([watcher.ready, wallet.funded]).then(() => undefined),
    activated: (address) => sda.activated(address),
    async stop() {
      watcher.stop();
      stopping.abort();
      await Promise.all([settlement.idle(), sda.idle()]);
    },
  };
}
