import type { AddressBook } from "../domain/address-book.js";
import type { SandboxStore } from "../domain/store.js";
import type { TransactionEngine } from "../domain/transactions.js";
import type { Transaction } from "../domain/types.js";
import { watchDeposits } from "./deposit-watcher.js";
import type { LocalChains } from "../contracts/deployment.js";
import { createHotWallet } from "./hot-wallet.js";
import { createSettlement } from "./settlement.js";

/** A sandbox's link to its local chains while it runs. */
export interface ChainLink {
  /** Resolves once deposits are watched on every chain. */
  ready: Promise<void>;
  /** Stops watching and waits for the payments under way to be recorded. */
  stop(): Promise<void>;
}

/**
 * True for a transfer a local chain moves (its deposit, then the sandbox's payment), which the
 * timer leaves alone: a bridge or swap from a local chain. The control API still moves it.
 */
export const chainDriven = (addresses: AddressBook) => (tx: Transaction) =>
  tx.quote.wire._tag !== "depositAddressBridge" && addresses.local(tx.quote.wire.chainIn) !== undefined;

/** Begins watching deposits on `chains` and settling them from a wallet of this sandbox's own. */
export function linkChains(deps: {
  chains: LocalChains;
  store: SandboxStore;
  engine: TransactionEngine;
  addresses: AddressBook;
  warn: (message: string) => void;
}): ChainLink {
  const wallet = createHotWallet(deps.chains);
  const settlement = createSettlement({ ...deps, wallet });
  const watcher = watchDeposits(deps.chains, (deposit) => settlement.handle(deposit));
  return {
    ready: watcher.ready,
    async stop() {
      watcher.stop();
      await settlement.idle();
    },
  };
}
