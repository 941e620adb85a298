import type { DepositAddress } from "./deposit-address-record.js";
import type { RoutingAddress } from "./routing-address-record.js";
import type { StoredQuote, Transaction } from "./types.js";

/** A raw record injected through POST /sandbox/history, served verbatim. */
export interface InjectedRecord {
  projectId: string;
  depositTxHash?: string;
  withdrawTxHash?: string;
  record: unknown;
}

/**
 * All sandbox state, in memory. Hash lookups go through indexes kept in step with the
 * transactions, so history endpoints stay O(1) under benchmark load.
 */
export class SandboxStore {
  readonly quotes = new Map<string, StoredQuote>();
  readonly transactions = new Map<string, Transaction>();
  readonly depositAddresses = new Map<string, DepositAddress>();
  readonly routingAddresses = new Map<string, RoutingAddress>();
  readonly injected: InjectedRecord[] = [];
  private readonly byDeposit = new Map<string, Transaction[]>();
  private readonly byWithdraw = new Map<string, Transaction>();

  /** Indexes a transaction's hashes once they are set; safe to call more than once. */
  index(tx: Transaction): void {
    if (tx.deposit) {
      const list = this.byDeposit.get(tx.deposit.txHash) ?? [];
      if (!list.includes(tx)) list.push(tx);
      this.byDeposit.set(tx.deposit.txHash, list);
    }
    if (tx.withdraw) this.byWithdraw.set(tx.withdraw.txHash, tx);
  }

  /** The project's transactions whose deposit hash is `hash`. */
  byDepositHash(projectId: string, hash: string): Transaction[] {
    return (this.byDeposit.get(hash) ?? []).filter((tx) => tx.quote.projectId === projectId);
  }

  /** The transaction whose withdrawal hash is `hash`, whatever its project. */
  byWithdrawHash(hash: string): Transaction | undefined {
    return this.byWithdraw.get(hash);
  }

  /** Key of a deposit address registration (addresses are unique per chain). */
  static addressKey(address: string, chain: string): string {
    return `${chain}\u0000${address}`;
  }
}
