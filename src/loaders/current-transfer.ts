import type { ReadTransfer } from "../events/stream.js";
import type { CachedReads } from "./cached-reads.js";

/**
 * A subscription's transfer as the upstream has it now, read as queries read it (the shared cache
 * and its single-flight, so a thousand subscribers to one transfer cost one upstream read) with the
 * subscriber's credential, but outside any operation's loaders: a loader keeps its last answers,
 * and a subscription lives for as long as its stream.
 */
export function currentTransferReader(reads: CachedReads): ReadTransfer {
  return async (credential, filter) => {
    if (filter.withdrawTxHash) return reads.read("transactionByWithdrawHash", credential, filter.withdrawTxHash);
    if (filter.depositTxHash) return (await reads.read("transactionsByDepositHash", credential, filter.depositTxHash)).items[0];
    // The vendor's status by id: a quote not committed yet is unknown there, and the stream falls back to relayed history.
    if (filter.quoteId) return reads.read("transactionById", credential, filter.quoteId);
    return undefined;
  };
}
