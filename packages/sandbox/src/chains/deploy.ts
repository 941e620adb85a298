import {
  createPublicClient,
  createWalletClient,
  getContractAddress,
  http,
  WaitForTransactionReceiptTimeoutError,
  type Address,
  type Hex,
} from "viem";
import { TOKENS, type ChainInfo } from "../domain/catalog.js";
import { Multicall3, SandboxBridge, SandboxToken } from "../contracts/artifacts.js";
import { ZERO_ADDRESS, viemChain, type LocalChain } from "../contracts/deployment.js";
import { DEV_ACCOUNTS } from "../contracts/dev-accounts.js";

/** How long a deployment's receipt may take on a local node (they are mined at once; this is a loaded machine's margin). */
const RECEIPT_TIMEOUT_MS = 20_000;

/** Tokens minted to each development account at deployment, in whole tokens. */
const DEV_FUNDING_TOKENS = 1_000_000n;

/** The ERC-20s a chain needs: its catalogue tokens, swap-only ones included, but not its native token. */
const erc20Symbols = (chain: ChainInfo): string[] =>
  [...chain.tokens, ...chain.swapTokens].filter((symbol) => symbol !== chain.nativeToken);

/**
 * Deploys Multicall3, the bridge, the same-chain-swaps bridge and one ERC-20 per token on a fresh
 * anvil node, from development account 0 (unlocked on anvil): nonces 0, 1, 2, ... so the
 * addresses are the same on every fresh chain. The transactions are sent one after another in
 * nonce order and mined one per block: sent at once, a transaction that reached anvil before its
 * predecessor can stay in its pool for good under automine (foundry-rs/foundry#10122), and its
 * receipt never comes. A receipt that does not come within {@link RECEIPT_TIMEOUT_MS} fails the
 * deployment with the chain's name instead of hanging it.
 */
export async function deployChain(chain: ChainInfo, rpcUrl: string): Promise<LocalChain> {
  const deployer = DEV_ACCOUNTS[0]!.address;
  const symbols = erc20Symbols(chain);
  const placeholder: LocalChain = {
    name: chain.name,
    rpcUrl,
    chainId: Number(chain.networkId),
    bridge: ZERO_ADDRESS,
    sameChainSwaps: ZERO_ADDRESS,
    multicall: ZERO_ADDRESS,
    tokens: {},
  };
  const transport = http(rpcUrl, { batch: true });
  const wallet = createWalletClient({ chain: viemChain(placeholder), transport, account: deployer });
  const holders = DEV_ACCOUNTS.map((a) => a.address);
  const deployments: { abi: readonly unknown[]; bytecode: Hex; args?: readonly unknown[] }[] = [
    Multicall3,
    SandboxBridge,
    SandboxBridge,
    ...symbols.map((symbol) => {
      const decimals = TOKENS.get(symbol)?.decimals ?? 18;
      return {
        ...SandboxToken,
        args: [`Sandbox ${symbol}`, symbol, decimals, holders, DEV_FUNDING_TOKENS * 10n ** BigInt(decimals)],
      };
    }),
  ];
  const hashes: Hex[] = [];
  for (const [nonce, d] of deployments.entries()) {
    hashes.push(
      await wallet.deployContract({ abi: d.abi, bytecode: d.bytecode, args: d.args ?? [], nonce, gas: 5_000_000n } as never),
    );
  }
  const client = createPublicClient({ transport });
  const receipts = await Promise.all(
    hashes.map((hash, nonce) =>
      client.waitForTransactionReceipt({ hash, pollingInterval: 10, timeout: RECEIPT_TIMEOUT_MS }).catch((err: unknown) => {
        if (!(err instanceof WaitForTransactionReceiptTimeoutError)) throw err;
        throw new Error(`deployment ${nonce} on ${chain.name} was not mined within ${RECEIPT_TIMEOUT_MS} ms`, { cause: err });
      }),
    ),
  );
  const failed = receipts.findIndex((r) => r.status !== "success");
  if (failed >= 0) throw new Error(`deployment ${failed} on ${chain.name} reverted`);
  const at = (nonce: number): Address => getContractAddress({ from: deployer, nonce: BigInt(nonce) });
  return {
    ...placeholder,
    multicall: at(0),
    bridge: at(1),
    sameChainSwaps: at(2),
    tokens: {
      ...Object.fromEntries(symbols.map((symbol, i) => [symbol, at(3 + i)])),
      [chain.nativeToken]: ZERO_ADDRESS,
    },
  };
}
