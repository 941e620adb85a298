import {
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  erc20Abi,
  http,
  type Account,
  type Address,
  type Chain,
  type EIP1193Provider,
  type Hash,
  type Hex,
  type PublicClient,
  type Transport,
  type WalletClient,
} from "viem";

declare global {
  interface Window {
    /** An injected EIP-1193 wallet (MetaMask, Rabby, ...), when the browser has one. */
    ethereum?: EIP1193Provider;
  }
}

/** What the deposit needs to know about the source chain (from the `chains` query). */
export interface DepositChain {
  name: string;
  chainId?: number | null;
  rpcUrl?: string | null;
  nativeTokenName: string;
  nativeTokenDecimals: number;
}

/** One transaction of the deposit plan, as the gateway gives it (`EvmTransactionRequest`). */
export interface TransactionRequest {
  chainId: number;
  to: string;
  data: string;
  value: string;
  gas?: string | null;
}

/** Who signs the plan on this page. */
export type Signer =
  | {
      /** `wallet`: the browser's injected wallet; `sandbox`: a development account of the sandbox's local chain. */
      kind: "wallet" | "sandbox";
      address: Address;
      wallet: WalletClient<Transport, Chain, Account>;
      reader: PublicClient;
    }
  | {
      /** `simulated`: the sandbox moves the transfer on a timer; `unavailable`: nothing here can sign. */
      kind: "simulated" | "unavailable";
      reason: string;
    };

/** Hosts whose RPC is this machine's own: the only place a development account is used. */
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

const viemChain = (chain: DepositChain, chainId: number): Chain =>
  defineChain({
    id: chainId,
    name: chain.name,
    nativeCurrency: { name: chain.nativeTokenName, symbol: chain.nativeTokenName, decimals: chain.nativeTokenDecimals },
    rpcUrls: { default: { http: chain.rpcUrl ? [chain.rpcUrl] : [] } },
  });

/**
 * Decides who signs a deposit on `chain`: the injected wallet when the browser has one, else, when
 * the chain's RPC is a local anvil node of the sandbox, that node's first development account.
 * A sandbox without local chains reports an RPC on the reserved `.invalid` domain: its deposits
 * are simulated, and nothing is signed even with a wallet present.
 */
export async function findSigner(chain: DepositChain, provider: EIP1193Provider | undefined = window.ethereum): Promise<Signer> {
  if (chain.rpcUrl && new URL(chain.rpcUrl).hostname.endsWith(".invalid")) {
    return {
      kind: "simulated",
      reason: "The sandbox runs without local chains: it simulates the deposit and moves the transfer on by itself.",
    };
  }
  if (chain.chainId == null)
    return { kind: "unavailable", reason: `${chain.name} is not an EVM chain: this page cannot sign on it.` };
  const target = viemChain(chain, chain.chainId);
  if (provider) {
    const [address] = await createWalletClient({ chain: target, transport: custom(provider) }).requestAddresses();
    if (!address) return { kind: "unavailable", reason: "The wallet shared no account." };
    const transport = custom(provider);
    return {
      kind: "wallet",
      address,
      wallet: createWalletClient({ account: address, chain: target, transport }),
      reader: createPublicClient({ chain: target, transport }),
    };
  }
  const address = chain.rpcUrl ? await sandboxAccount(chain.rpcUrl, chain.chainId) : undefined;
  if (!address) {
    return { kind: "unavailable", reason: "No wallet in this browser: install an EIP-1193 wallet to sign the deposit." };
  }
  const transport = http(chain.rpcUrl!);
  return {
    kind: "sandbox",
    address,
    // A JSON-RPC account: the local node signs with its own unlocked key, so no key reaches the page.
    wallet: createWalletClient({ account: address, chain: target, transport }),
    reader: createPublicClient({ chain: target, transport, pollingInterval: 250 }),
  };
}

/**
 * The first account of a local anvil node on `rpcUrl` with `chainId`, or undefined when the RPC is
 * not on this machine, is not anvil, or is another chain: a development account is never used
 * anywhere else.
 */
async function sandboxAccount(rpcUrl: string, chainId: number): Promise<Address | undefined> {
  if (!LOOPBACK.has(new URL(rpcUrl).hostname)) return undefined;
  const transport = http(rpcUrl, { retryCount: 0 });
  const node = createPublicClient({ transport });
  try {
    const [version, id, accounts] = await Promise.all([
      node.request({ method: "web3_clientVersion" }),
      node.getChainId(),
      createWalletClient({ transport }).getAddresses(),
    ]);
    return version.startsWith("anvil/") && id === chainId ? accounts[0] : undefined;
  } catch {
    return undefined;
  }
}

/** The steps of {@link sendDeposit}, reported as they happen. */
export type DepositStep = { step: "approval" | "deposit"; status: "sent" | "confirmed"; hash: Hash };

/**
 * Sends the plan: switches the wallet to the plan's chain, sends the approval (when the plan has
 * one) and waits for its receipt, then sends the deposit and waits for its receipt.
 * @returns the deposit's hash
 * @throws when the wallet refuses, or a transaction reverts
 */
export async function sendDeposit(
  signer: Extract<Signer, { address: Address }>,
  plan: { approval?: TransactionRequest | null; deposit: TransactionRequest },
  onStep: (step: DepositStep) => void,
): Promise<Hash> {
  if (signer.kind === "wallet") await switchChain(signer.wallet);
  if (plan.approval) await sendAndWait(signer, "approval", plan.approval, onStep);
  return sendAndWait(signer, "deposit", plan.deposit, onStep);
}

async function sendAndWait(
  signer: Extract<Signer, { address: Address }>,
  step: DepositStep["step"],
  tx: TransactionRequest,
  onStep: (step: DepositStep) => void,
): Promise<Hash> {
  if (tx.chainId !== signer.wallet.chain.id)
    throw new Error(`The ${step} is for chain ${tx.chainId}, not ${signer.wallet.chain.id}`);
  const hash = await signer.wallet.sendTransaction({
    to: tx.to as Address,
    data: tx.data as Hex,
    value: BigInt(tx.value),
    ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
  });
  onStep({ step, status: "sent", hash });
  const receipt = await signer.reader.waitForTransactionReceipt({ hash });
  if (receipt.status !== "success") throw new Error(`The ${step} transaction ${hash} reverted`);
  onStep({ step, status: "confirmed", hash });
  return hash;
}

/**
 * Puts the wallet on the plan's chain: `wallet_switchEthereumChain`, and `wallet_addEthereumChain`
 * with the chain's RPC URL when the wallet does not know it (EIP-3326 code 4902: the sandbox's
 * chains have development ids no wallet knows). Then reads the chain the wallet is really on and
 * refuses to go on anywhere else: a wallet that declined or ignored the switch would otherwise
 * sign the sandbox's transactions on a real network.
 * @throws with the reason when the wallet is not on the plan's chain
 */
async function switchChain(wallet: WalletClient<Transport, Chain, Account>): Promise<void> {
  let declined: unknown;
  try {
    await wallet.switchChain({ id: wallet.chain.id });
  } catch (err) {
    if ((err as { code?: number }).code === 4902 && wallet.chain.rpcUrls.default.http.length > 0) {
      await wallet.addChain({ chain: wallet.chain }).catch((added: unknown) => (declined = added));
      if (declined === undefined) await wallet.switchChain({ id: wallet.chain.id }).catch((again: unknown) => (declined = again));
    } else declined = err;
  }
  const current = await wallet.getChainId();
  if (current === wallet.chain.id) return;
  const why = declined === undefined ? "" : ` (the wallet answered: ${(declined as Error).message.split("\n")[0]})`;
  throw new Error(
    `the wallet is on chain ${current}, not on ${wallet.chain.name} (chain id ${wallet.chain.id}), the chain of this plan${why}. ` +
      "Nothing was signed: this page signs only on the plan's chain, never on another network.",
  );
}

/** The signer's balances and allowance for `token` (`undefined`: the chain's native token), read from its chain. */
export async function readBalances(
  signer: Extract<Signer, { address: Address }>,
  token: Address | undefined,
  spender: Address,
): Promise<{ tokenBalance: bigint; nativeBalance: bigint; allowance: bigint | undefined }> {
  const owner = signer.address;
  const nativeBalance = await signer.reader.getBalance({ address: owner });
  if (!token) return { tokenBalance: nativeBalance, nativeBalance, allowance: undefined };
  const [tokenBalance, allowance] = await Promise.all([
    signer.reader.readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [owner] }),
    signer.reader.readContract({ address: token, abi: erc20Abi, functionName: "allowance", args: [owner, spender] }),
  ]);
  return { tokenBalance, nativeBalance, allowance };
}
