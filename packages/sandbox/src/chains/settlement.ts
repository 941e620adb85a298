import { getAddress, isAddress, type Address } from "viem";
import type { AddressBook } from "../domain/address-book.js";
import { CHAINS, TOKENS } from "../domain/catalog.js";
import { localDeposit, quoteIdOf, type LocalDeposit } from "../domain/calldata.js";
import { fromBaseUnits, toBaseUnits } from "../domain/decimal.js";
import type { SandboxStore } from "../domain/store.js";
import type { TransactionEngine } from "../domain/transactions.js";
import type { Transaction } from "../domain/types.js";
import type { ChainDeposit } from "./deposit-watcher.js";
import type { HotWallet } from "./hot-wallet.js";
import { payOrFail, type ChainLog } from "./payout.js";

/** Settles the deposits seen on the local chains. */
export interface Settlement {
  /** Processes one deposit: accepts and pays it out, fails it, or refunds it; others are ignored. */
  handle(deposit: ChainDeposit): void;
  /** Resolves when every payment begun so far has been recorded (for a clean stop). */
  idle(): Promise<void>;
}

interface SettlementDeps {
  store: SandboxStore;
  engine: TransactionEngine;
  addresses: AddressBook;
  wallet: HotWallet;
  log: ChainLog;
  /** Aborted when the sandbox stops: payments retried no more. */
  stopping: AbortSignal;
}

const SHORT_REASON = "Deposit below the quoted amount";
const WRONG_TOKEN_REASON = "Deposit in another token than the quote's";

const decimalsOf = (symbol: string): number => TOKENS.get(symbol)?.decimals ?? 18;
const tokenOutOf = (tx: Transaction): string =>
  tx.quote.wire._tag === "bridgeSwap" ? tx.quote.wire.tokenOut : tx.quote.wire.token;

/** A committed transfer a deposit is for, with the deposit its quote expects. */
interface Match {
  tx: Transaction;
  expected: LocalDeposit;
}

/** The committed transfer a deposit is for: PENDING, from this chain, sent to the contract its plan names. */
function transferOf(deps: SettlementDeps, deposit: ChainDeposit): Match | undefined {
  const tx = deps.store.transactions.get(quoteIdOf(deposit.commitmentId));
  if (!tx || tx.state !== "PENDING" || tx.quote.wire._tag === "depositAddressBridge") return undefined;
  if (tx.quote.wire.chainIn !== deposit.chain) return undefined;
  const expected = localDeposit(deps.addresses, tx.quote.wire);
  return getAddress(expected.to) === getAddress(deposit.contract) ? { tx, expected } : undefined;
}

/** Why a deposit cannot run its transfer, or undefined when it has the quote's token and at least its pay amount. */
function refusal({ expected }: Match, deposit: ChainDeposit): string | undefined {
  if (getAddress(expected.token) !== getAddress(deposit.token)) return WRONG_TOKEN_REASON;
  return deposit.amount < expected.amount ? SHORT_REASON : undefined;
}

/** Pays the receive amount in tokenOut on chainOut: a real transfer to a local chain, an invented hash elsewhere. */
async function payOut(deps: SettlementDeps, tx: Transaction): Promise<string | undefined> {
  const { chainOut, recipient, receiveAmount, quoteId } = tx.quote.wire;
  if (!deps.addresses.local(chainOut)) return undefined;
  if (!isAddress(recipient)) {
    deps.log({ level: "warn", msg: "recipient is no EVM address; nothing paid", quoteId, recipient, chain: chainOut });
    return undefined;
  }
  const symbol = tokenOutOf(tx);
  return deps.wallet.pay(chainOut, symbol, recipient, toBaseUnits(receiveAmount, decimalsOf(symbol)));
}

/** The catalogue symbol of a deposited token on its chain, if it is one. */
function symbolAt(deps: SettlementDeps, chain: string, token: Address): string | undefined {
  const info = CHAINS.get(chain);
  return [...(info?.tokens ?? []), ...(info?.swapTokens ?? [])].find(
    (symbol) => getAddress(deps.addresses.token(chain, symbol)) === getAddress(token),
  );
}

/** A swap whose deposit is refused: accepted, SWAP_FAILED, then the deposit is sent back and SWAP_FAILED_REFUNDED. */
async function refundSwap(deps: SettlementDeps, tx: Transaction, deposit: ChainDeposit, reason: string): Promise<void> {
  const quoteId = tx.quote.wire.quoteId;
  deps.engine.advance(quoteId, "DEPOSIT_ACCEPTED", { depositTxHash: deposit.txHash });
  deps.engine.advance(quoteId, "SWAP_FAILED", { reason });
  const symbol = symbolAt(deps, deposit.chain, deposit.token);
  // A token the sandbox does not know cannot come back from its wallet: the swap stays failed.
  if (!symbol) return;
  const txHash = await deps.wallet.pay(deposit.chain, symbol, deposit.sender, deposit.amount);
  const amount = fromBaseUnits(deposit.amount, decimalsOf(symbol));
  deps.engine.advance(quoteId, "SWAP_FAILED_REFUNDED", { refund: { txHash, token: symbol, amount } });
}

async function settle(deps: SettlementDeps, match: Match, deposit: ChainDeposit): Promise<void> {
  const { tx } = match;
  const quoteId = tx.quote.wire.quoteId;
  const reason = refusal(match, deposit);
  if (reason !== undefined && tx.quote.wire._tag === "bridge") {
    deps.engine.advance(quoteId, "FAILED", { depositTxHash: deposit.txHash, reason });
    return;
  }
  if (reason !== undefined) return refundSwap(deps, tx, deposit, reason);
  deps.engine.advance(quoteId, "ACCEPTED", { depositTxHash: deposit.txHash });
  await payOrFail(deps, tx, () => payOut(deps, tx));
}

/**
 * Deposits move transfers exactly as the timer would, through the engine's transitions, with the
 * chain's hashes: a match goes to ACCEPTED (a swap through DEPOSIT_ACCEPTED), the sandbox's
 * wallet pays the recipient, then EXECUTED with that payment's hash (a payment that keeps failing:
 * see `payOrFail`). A wrong token or a short
 * amount fails a bridge (FAILED) and refunds a swap (SWAP_FAILED, SWAP_FAILED_REFUNDED).
 */
export function createSettlement(deps: SettlementDeps): Settlement {
  const running = new Set<Promise<void>>();
  return {
    handle(deposit) {
      const match = transferOf(deps, deposit);
      if (!match) return;
      const work = settle(deps, match, deposit).catch((err: unknown) =>
        deps.log({
          level: "error",
          msg: "settling a deposit failed",
          quoteId: match.tx.quote.wire.quoteId,
          depositTxHash: deposit.txHash,
          error: String(err),
        }),
      );
      running.add(work);
      void work.finally(() => running.delete(work));
    },
    idle: async () => void (await Promise.all(running)),
  };
}
