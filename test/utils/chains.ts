import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  nonceManager,
  parseEther,
  type Address,
  type Hex,
  type PublicClient,
  type WalletClient,
} from "viem";
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from "viem/accounts";
import { SandboxBridge, SandboxToken } from "../../packages/sandbox/src/contracts/artifacts.js";
import { ZERO_ADDRESS, viemChain, type LocalChains } from "../../packages/sandbox/src/contracts/deployment.js";

/** A wallet of a test's own on the local chains (a fresh key: test files running at once never share a nonce). */
export interface ChainUser {
  account: PrivateKeyAccount;
  /** The account's key, for code that builds its own signer from one (a documented script). */
  privateKey: Hex;
  address: Address;
  wallet(chain: string): WalletClient;
  client(chain: string): PublicClient;
  /** Token (or native, for the zero address) balance of `owner` on `chain`. */
  balance(chain: string, symbol: string, owner: Address): Promise<bigint>;
  /** ERC-20 approve of `spender`; waits for the receipt. */
  approve(chain: string, symbol: string, spender: Address, amount: bigint): Promise<Hex>;
  /** approve + depositWithId on `contract`, or depositNativeWithId with value for the native token; waits for the receipt. */
  deposit(chain: string, contract: Address, symbol: string, amount: bigint, commitmentId: bigint): Promise<Hex>;
  /** Sends a transaction and waits for its receipt. */
  send(chain: string, tx: { to: Address; data: Hex; value: bigint }): Promise<Hex>;
}

/** Tokens minted to a fresh user per token and chain, in base units. */
const USER_TOKENS = 10n ** 30n;

/** A fresh account with 100 ETH (anvil_setBalance) and every token (the faucet) on every local chain. */
export async function fundedUser(chains: LocalChains): Promise<ChainUser> {
  const privateKey = generatePrivateKey();
  const account = privateKeyToAccount(privateKey, { nonceManager });
  const byName = (name: string) => {
    const chain = chains.chains[name];
    if (!chain) throw new Error(`no local chain ${name}`);
    return chain;
  };
  const clients = new Map(
    Object.values(chains.chains).map((chain) => {
      const transport = http(chain.rpcUrl);
      const viem = viemChain(chain);
      return [
        chain.name,
        {
          public: createPublicClient({ chain: viem, transport }),
          wallet: createWalletClient({ chain: viem, transport, account }),
        },
      ];
    }),
  );
  const of = (name: string) => clients.get(byName(name).name)!;
  const mined = async (chain: string, hash: Hex) => {
    // Bounded: a transaction anvil never mines fails the test naming it, instead of hanging it.
    const receipt = await of(chain).public.waitForTransactionReceipt({ hash, pollingInterval: 20, timeout: 20_000 });
    if (receipt.status !== "success") throw new Error(`${hash} reverted on ${chain}`);
    return hash;
  };
  await Promise.all(
    Object.values(chains.chains).map(async (chain) => {
      const c = of(chain.name);
      await c.public.request({
        method: "anvil_setBalance" as never,
        params: [account.address, `0x${parseEther("100").toString(16)}`] as never,
      });
      const tokens = Object.values(chain.tokens).filter((t) => t !== ZERO_ADDRESS);
      for (const token of tokens) {
        const hash = await c.wallet.writeContract({
          address: token,
          abi: SandboxToken.abi,
          functionName: "mint",
          args: [account.address, USER_TOKENS],
          account,
          chain: c.wallet.chain,
        });
        await mined(chain.name, hash);
      }
    }),
  );
  const approve = async (chain: string, symbol: string, spender: Address, amount: bigint): Promise<Hex> => {
    const c = of(chain);
    const hash = await c.wallet.writeContract({
      address: byName(chain).tokens[symbol]!,
      abi: erc20Abi,
      functionName: "approve",
      args: [spender, amount],
      account,
      chain: c.wallet.chain,
    });
    return mined(chain, hash);
  };
  return {
    account,
    privateKey,
    address: account.address,
    wallet: (chain) => of(chain).wallet,
    client: (chain) => of(chain).public,
    async balance(chain, symbol, owner) {
      const token = byName(chain).tokens[symbol]!;
      if (token === ZERO_ADDRESS) return of(chain).public.getBalance({ address: owner });
      return of(chain).public.readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [owner] });
    },
    approve,
    async deposit(chain, contract, symbol, amount, commitmentId) {
      const c = of(chain);
      const token = byName(chain).tokens[symbol]!;
      if (token === ZERO_ADDRESS) {
        const hash = await c.wallet.writeContract({
          address: contract,
          abi: SandboxBridge.abi,
          functionName: "depositNativeWithId",
          args: [commitmentId],
          value: amount,
          account,
          chain: c.wallet.chain,
        });
        return mined(chain, hash);
      }
      await approve(chain, symbol, contract, amount);
      const hash = await c.wallet.writeContract({
        address: contract,
        abi: SandboxBridge.abi,
        functionName: "depositWithId",
        args: [token, amount, commitmentId],
        account,
        chain: c.wallet.chain,
      });
      return mined(chain, hash);
    },
    async send(chain, tx) {
      const c = of(chain);
      return mined(chain, await c.wallet.sendTransaction({ ...tx, account, chain: c.wallet.chain }));
    },
  };
}

/** A fresh address holding nothing anywhere: a recipient whose balances start at zero. */
export const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address;
