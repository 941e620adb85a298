import { createPublicClient, createWalletClient, erc20Abi, http, type Address, type Hex } from "viem";
import type { AddressBook } from "../domain/address-book.js";
import { localDeposit } from "../domain/calldata.js";
import { SandboxError } from "../domain/errors.js";
import type { BridgeQuote, BridgeSwapQuote, Transaction } from "../domain/types.js";
import { ZERO_ADDRESS, viemChain, type LocalChain } from "../contracts/deployment.js";

/** What `POST /sandbox/transactions/{quoteId}/deposit` sent. */
export interface DevDepositReceipt {
  quoteId: string;
  chain: string;
  /** The development account that signed (anvil's first, unlocked on every local chain). */
  from: Address;
  /** The ERC-20 approval sent first; null for the native token. */
  approvalTxHash: Hex | null;
  depositTxHash: Hex;
}

const RECEIPT_POLL_MS = 20;

const refuse = (quoteId: string, message: string) =>
  new SandboxError(409, { _tag: "DepositNotPossible", message: `Transfer ${quoteId}: ${message}` });

/**
 * Sends the deposit of a committed transfer from the first development account, as a wallet
 * would sign the plan: the approval (ERC-20), then the deposit, each mined before the next. The
 * node signs with its own unlocked key and assigns the nonce, so the example page and the tests
 * may use the account at the same time. The deposit watcher then moves the transfer as for any
 * other deposit.
 * @throws SandboxError 409 for a transfer that is not PENDING or not from a local chain, or when
 * the chain does not answer or reverts.
 */
export async function sendDevDeposit(book: AddressBook, tx: Transaction): Promise<DevDepositReceipt> {
  const { wire } = tx.quote;
  if (tx.state !== "PENDING") throw refuse(wire.quoteId, `it is ${tx.state}; only a PENDING transfer waits for a deposit`);
  if (wire._tag === "depositAddressBridge") throw refuse(wire.quoteId, "a smart deposit address is paid by a plain transfer");
  const chain = book.local(wire.chainIn);
  const from = book.chains()?.accounts[0]?.address;
  if (!chain || !from) {
    const why = book.chains() ? `${wire.chainIn} is not a local chain` : "the sandbox runs without local chains";
    throw refuse(wire.quoteId, `${why}; POST /sandbox/transactions/${wire.quoteId}/advance moves it instead`);
  }
  try {
    return await send(book, wire, chain, from);
  } catch (err) {
    // A node that does not answer (or a deposit it reverts) is the chain's refusal, not the sandbox's failure.
    throw refuse(wire.quoteId, `${chain.name} did not take the deposit: ${(err as Error).message.split("\n")[0]}`);
  }
}

/** The approval (ERC-20) and the deposit, each mined before the next. */
async function send(
  book: AddressBook,
  wire: BridgeQuote | BridgeSwapQuote,
  chain: LocalChain,
  from: Address,
): Promise<DevDepositReceipt> {
  const transport = http(chain.rpcUrl, { retryCount: 0 });
  const wallet = createWalletClient({ account: from, chain: viemChain(chain), transport });
  const reader = createPublicClient({ chain: viemChain(chain), transport });
  const mined = async (hash: Hex) => {
    const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: RECEIPT_POLL_MS });
    if (receipt.status !== "success") throw new Error(`${hash} reverted on ${chain.name}`);
    return hash;
  };
  const deposit = localDeposit(book, wire);
  const approvalTxHash =
    deposit.token === ZERO_ADDRESS
      ? null
      : await mined(
          await wallet.writeContract({
            address: deposit.token,
            abi: erc20Abi,
            functionName: "approve",
            args: [deposit.to, deposit.amount],
          }),
        );
  const depositTxHash = await mined(await wallet.sendTransaction({ to: deposit.to, data: deposit.data, value: deposit.value }));
  return { quoteId: wire.quoteId, chain: chain.name, from, approvalTxHash, depositTxHash };
}
