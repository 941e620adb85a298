import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  keccak256,
  nonceManager,
  type Address,
  type Hex,
  type PublicClient,
  type WalletClient,
} from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { SandboxToken } from "../contracts/artifacts.js";
import { ZERO_ADDRESS, viemChain, type LocalChain, type LocalChains } from "../contracts/deployment.js";
import { withRetries } from "./payout.js";

/** The sandbox's own wallet on its local chains: pays recipients and sends refunds. */
export interface HotWallet {
  address: Address;
  /** Resolves once the wallet holds native ETH and every token on every chain. */
  funded: Promise<void>;
  /**
   * Sends `amount` base units of `symbol` (an ERC-20 transfer, or native value for the zero
   * address) on `chain` to `to`, and waits for the receipt.
   * @returns the transaction hash
   * @throws when the chain is not local, the token unknown, the chain fails PAYOUT_ATTEMPTS times,
   * or the transaction reverts.
   */
  pay(chain: string, symbol: string, to: Address, amount: bigint): Promise<Hex>;
}

/** Native balance and token amount the wallet gives itself on every chain (a faucet, not a sum to guard). */
const NATIVE_FUNDING = 10n ** 24n;
const TOKEN_FUNDING = 2n ** 200n;
const RECEIPT_POLL_MS = 20;

interface ChainClients {
  chain: LocalChain;
  public: PublicClient;
  wallet: WalletClient;
}

/** Gives the wallet native ETH (`anvil_setBalance`) and every token (the faucet `mint`). */
async function fund(c: ChainClients, address: Address): Promise<void> {
  await c.public.request({ method: "anvil_setBalance" as never, params: [address, `0x${NATIVE_FUNDING.toString(16)}`] as never });
  const tokens = Object.values(c.chain.tokens).filter((token) => token !== ZERO_ADDRESS);
  const hashes = await Promise.all(
    tokens.map((token) =>
      c.wallet.writeContract({
        address: token,
        abi: SandboxToken.abi,
        functionName: "mint",
        args: [address, TOKEN_FUNDING],
        account: c.wallet.account!,
        chain: c.wallet.chain,
      }),
    ),
  );
  await Promise.all(hashes.map((hash) => c.public.waitForTransactionReceipt({ hash, pollingInterval: RECEIPT_POLL_MS })));
}

/** Gas of a payment: an ERC-20 `transfer` of the sandbox's tokens, or a plain native transfer. */
const TOKEN_TRANSFER_GAS = 100_000n;
const NATIVE_TRANSFER_GAS = 21_000n;
/** Fees far above a local chain's base fee (a few gwei at most): a payment is never priced out. */
const MAX_FEE_PER_GAS = 100_000_000_000n;
const MAX_PRIORITY_FEE_PER_GAS = 1_000_000_000n;
/** How long one wait for a payment's receipt lasts before it is broadcast again. */
const RECEIPT_TIMEOUT_MS = 20_000;

/**
 * The wallet's next nonce per chain, kept here so that every payment signs its own: read from the
 * chain (pending transactions included) at the first payment, and again after a payment that
 * could not be sent (its nonce was never used).
 */
function nonces(account: Address, clients: Map<string, ChainClients>) {
  const next = new Map<string, Promise<number>>();
  return {
    take(chain: string): Promise<number> {
      const current =
        next.get(chain) ?? clients.get(chain)!.public.getTransactionCount({ address: account, blockTag: "pending" });
      const following = current.then(
        (n) => n + 1,
        () => clients.get(chain)!.public.getTransactionCount({ address: account, blockTag: "pending" }),
      );
      // Read by the next payment, if any comes: a failed read is its failure, not an unhandled one.
      following.catch(() => {});
      next.set(chain, following);
      return current;
    },
    resync(chain: string): void {
      next.delete(chain);
    },
  };
}

/**
 * A wallet with a fresh random key, so sandboxes sharing the chains never share a nonce; funding
 * begins at once and every payment waits for it. A payment is signed once with its own nonce and
 * then broadcast and awaited again with back-off while the chain fails (the same transaction each
 * time, so a retry never pays twice); after the last attempt the wallet reads its nonce again.
 */
export function createHotWallet(chains: LocalChains, stopping: AbortSignal): HotWallet {
  const account = privateKeyToAccount(generatePrivateKey(), { nonceManager });
  const clients = new Map<string, ChainClients>(
    Object.values(chains.chains).map((chain) => {
      const transport = http(chain.rpcUrl);
      const viem = viemChain(chain);
      return [
        chain.name,
        {
          chain,
          public: createPublicClient({ chain: viem, transport }),
          wallet: createWalletClient({ chain: viem, transport, account }),
        },
      ];
    }),
  );
  const funded = Promise.all([...clients.values()].map((c) => fund(c, account.address))).then(() => undefined);
  funded.catch(() => {});
  const nonce = nonces(account.address, clients);
  return {
    address: account.address,
    funded,
    async pay(chainName, symbol, to, amount) {
      const c = clients.get(chainName);
      const token = c?.chain.tokens[symbol];
      if (!c || !token) throw new Error(`no ${symbol} on a local chain ${chainName}`);
      await funded;
      const native = token === ZERO_ADDRESS;
      const raw = await account.signTransaction({
        type: "eip1559",
        chainId: c.chain.chainId,
        nonce: await withRetries(() => nonce.take(chainName), stopping),
        to: native ? to : token,
        value: native ? amount : 0n,
        data: native ? undefined : encodeFunctionData({ abi: erc20Abi, functionName: "transfer", args: [to, amount] }),
        gas: native ? NATIVE_TRANSFER_GAS : TOKEN_TRANSFER_GAS,
        maxFeePerGas: MAX_FEE_PER_GAS,
        maxPriorityFeePerGas: MAX_PRIORITY_FEE_PER_GAS,
      });
      const hash = keccak256(raw);
      const settle = async () => {
        // Sent already (a retry after an answer that was lost): the receipt tells.
        await c.public.sendRawTransaction({ serializedTransaction: raw }).catch((err: Error) => {
          if (!/already (known|imported)|nonce too low/i.test(err.message)) throw err;
        });
        return c.public.waitForTransactionReceipt({ hash, pollingInterval: RECEIPT_POLL_MS, timeout: RECEIPT_TIMEOUT_MS });
      };
      const receipt = await withRetries(settle, stopping).catch((err: unknown) => {
        nonce.resync(chainName);
        throw err;
      });
      if (receipt.status !== "success") throw new Error(`payment ${hash} on ${chainName} reverted`);
      return hash;
    },
  };
}
