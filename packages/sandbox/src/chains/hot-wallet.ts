import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  nonceManager,
  type Address,
  type Hex,
  type PublicClient,
  type WalletClient,
} from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { SandboxToken } from "../contracts/artifacts.js";
import { ZERO_ADDRESS, viemChain, type LocalChain, type LocalChains } from "../contracts/deployment.js";

/** The sandbox's own wallet on its local chains: pays recipients and sends refunds. */
export interface HotWallet {
  address: Address;
  /** Resolves once the wallet holds native ETH and every token on every chain. */
  funded: Promise<void>;
  /**
   * Sends `amount` base units of `symbol` (an ERC-20 transfer, or native value for the zero
   * address) on `chain` to `to`, and waits for the receipt.
   * @returns the transaction hash
   * @throws when the chain is not local, the token unknown, or the transaction fails or reverts.
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

/**
 * A wallet with a fresh random key, so sandboxes sharing the chains never share a nonce; funding
 * begins at once and every payment waits for it.
 */
export function createHotWallet(chains: LocalChains): HotWallet {
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
  return {
    address: account.address,
    funded,
    async pay(chainName, symbol, to, amount) {
      const c = clients.get(chainName);
      const token = c?.chain.tokens[symbol];
      if (!c || !token) throw new Error(`no ${symbol} on a local chain ${chainName}`);
      await funded;
      const hash =
        token === ZERO_ADDRESS
          ? await c.wallet.sendTransaction({ to, value: amount, account, chain: c.wallet.chain })
          : await c.wallet.writeContract({
              address: token,
              abi: erc20Abi,
              functionName: "transfer",
              args: [to, amount],
              account,
              chain: c.wallet.chain,
            });
      const receipt = await c.public.waitForTransactionReceipt({ hash, pollingInterval: RECEIPT_POLL_MS });
      if (receipt.status !== "success") throw new Error(`payment ${hash} on ${chainName} reverted`);
      return hash;
    },
  };
}
