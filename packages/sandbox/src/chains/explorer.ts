import {
  createPublicClient,
  decodeEventLog,
  decodeFunctionData,
  formatUnits,
  getAddress,
  http,
  type Abi,
  type AbiFunction,
  type Address,
  type Hash,
  type PublicClient,
} from "viem";
import { Multicall3, SandboxBridge, SandboxToken } from "../contracts/artifacts.js";
import { ZERO_ADDRESS, type LocalChain } from "../contracts/deployment.js";
import { TOKENS } from "../domain/catalog.js";

/** A contract the sandbox deployed on a chain: what the explorer names it and decodes it with. */
interface KnownContract {
  label: string;
  abi: Abi;
  /** The catalogue symbol, for a token. */
  symbol?: string;
}

/** A decoded call or event: its name and its arguments as text. */
export interface Decoded {
  name: string;
  args: [string, string][];
}

/** One ERC-20 `Transfer` of a transaction, in token units. */
export interface TokenTransfer {
  symbol: string;
  from: Address;
  to: Address;
  amount: string;
}

/** What the explorer's transaction page shows. */
export interface TransactionView {
  hash: Hash;
  status: "success" | "reverted";
  blockNumber: bigint;
  from: Address;
  to: Address | null;
  /** Native value in the chain's native token units. */
  value: string;
  toLabel: string | undefined;
  call: Decoded | undefined;
  logs: { address: Address; label: string | undefined; event: Decoded | undefined }[];
  transfers: TokenTransfer[];
}

/** What the explorer's address page shows: the native and token balances, in token units. */
export interface AddressView {
  address: Address;
  label: string | undefined;
  balances: { symbol: string; amount: string }[];
}

const decimalsOf = (symbol: string) => TOKENS.get(symbol)?.decimals ?? 18;

/** The chain's deployed contracts by (checksummed) address. */
function knownContracts(chain: LocalChain): Map<Address, KnownContract> {
  const known = new Map<Address, KnownContract>([
    [getAddress(chain.bridge), { label: "bridge (SandboxBridge)", abi: SandboxBridge.abi }],
    [getAddress(chain.sameChainSwaps), { label: "same-chain swaps (SandboxBridge)", abi: SandboxBridge.abi }],
    [getAddress(chain.multicall), { label: "Multicall3", abi: Multicall3.abi }],
  ]);
  for (const [symbol, address] of Object.entries(chain.tokens)) {
    if (address !== ZERO_ADDRESS)
      known.set(getAddress(address), { label: `${symbol} (SandboxToken)`, abi: SandboxToken.abi, symbol });
  }
  return known;
}

const text = (value: unknown): string =>
  typeof value === "bigint" ? value.toString() : Array.isArray(value) ? `[${value.map(text).join(", ")}]` : String(value);

/** Names and values of decoded arguments (named by the ABI's inputs when they are an object). */
function argsOf(args: unknown): [string, string][] {
  if (args === undefined) return [];
  if (Array.isArray(args)) return args.map((value, i) => [String(i), text(value)]);
  return Object.entries(args as Record<string, unknown>).map(([name, value]) => [name, text(value)]);
}

function decodeCall(contract: KnownContract | undefined, data: `0x${string}`): Decoded | undefined {
  if (!contract || data === "0x") return undefined;
  try {
    const { functionName, args = [] } = decodeFunctionData({ abi: contract.abi, data });
    const item = contract.abi.find(
      (i): i is AbiFunction => i.type === "function" && i.name === functionName && i.inputs.length === args.length,
    );
    return { name: functionName, args: args.map((value, i) => [item?.inputs[i]?.name || String(i), text(value)]) };
  } catch {
    return undefined;
  }
}

function decodeLog(
  contract: KnownContract | undefined,
  log: { data: `0x${string}`; topics: [`0x${string}`, ...`0x${string}`[]] | [] },
) {
  if (!contract) return undefined;
  try {
    const { eventName, args } = decodeEventLog({ abi: contract.abi, data: log.data, topics: log.topics });
    return { name: eventName ?? "(anonymous)", args: argsOf(args) };
  } catch {
    return undefined;
  }
}

/** Reads the sandbox's local chains for its explorer pages. */
export interface ChainExplorer {
  /** A transaction with its receipt, decoded with the sandbox's ABIs; undefined when the chain has no such transaction. */
  transaction(hash: Hash): Promise<TransactionView | undefined>;
  /** The native and token balances of `address`. */
  address(address: Address): Promise<AddressView>;
  /** The chain's latest block number. */
  head(): Promise<bigint>;
}

/** An explorer over `chain`'s node. */
export function chainExplorer(chain: LocalChain): ChainExplorer {
  const client: PublicClient = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) });
  const known = knownContracts(chain);
  const contractAt = (address: Address | null | undefined) => (address ? known.get(getAddress(address)) : undefined);
  return {
    async transaction(hash) {
      const [tx, receipt] = await Promise.all([
        client.getTransaction({ hash }).catch(() => undefined),
        client.getTransactionReceipt({ hash }).catch(() => undefined),
      ]);
      if (!tx || !receipt) return undefined;
      const logs = receipt.logs.map((log) => ({
        address: getAddress(log.address),
        label: contractAt(log.address)?.label,
        event: decodeLog(contractAt(log.address), log),
      }));
      const transfers = receipt.logs.flatMap((log, i): TokenTransfer[] => {
        const symbol = contractAt(log.address)?.symbol;
        const event = logs[i]!.event;
        if (!symbol || event?.name !== "Transfer") return [];
        const [from, to, value] = event.args.map(([, v]) => v);
        return [{ symbol, from: from as Address, to: to as Address, amount: formatUnits(BigInt(value!), decimalsOf(symbol)) }];
      });
      return {
        hash,
        status: receipt.status,
        blockNumber: receipt.blockNumber,
        from: tx.from,
        to: tx.to,
        value: formatUnits(tx.value, 18),
        toLabel: contractAt(tx.to)?.label,
        call: decodeCall(contractAt(tx.to), tx.input),
        logs,
        transfers,
      };
    },
    async address(address) {
      const tokens = Object.entries(chain.tokens);
      const balances = await Promise.all(
        tokens.map(async ([symbol, token]) => {
          const units =
            token === ZERO_ADDRESS
              ? await client.getBalance({ address })
              : await client.readContract({ address: token, abi: SandboxToken.abi, functionName: "balanceOf", args: [address] });
          return { symbol, amount: formatUnits(units as bigint, decimalsOf(symbol)) };
        }),
      );
      return { address: getAddress(address), label: contractAt(address)?.label, balances };
    },
    head: () => client.getBlockNumber(),
  };
}
