import {
  BaseError,
  createPublicClient,
  defineChain,
  decodeAbiParameters,
  encodeFunctionData,
  erc20Abi,
  hexToBigInt,
  multicall3Abi,
  numberToHex,
  prepareEncodeFunctionData,
  toFunctionSelector,
  type Address,
  type Hex,
  type PublicClient,
} from "viem";
import { UpstreamTimeout, UpstreamUnavailable } from "../../../upstream/errors.js";
import { ChainRpcAnswerError } from "../../errors.js";
import type { ChainRpc } from "../../rpc.js";
import type { JsonRpcCall } from "../../../twins/rpc/json-rpc.js";
import type { ChainConnection, TargetBase } from "../family.js";

/** An EVM chain as the deposit reads need it, from the vendor's chain config. */
export interface EvmTarget extends TargetBase {
  chainType: "EVM";
  /** The EVM network id. */
  chainId: number;
  /** Multicall3, when the config names one; without it the reads go through viem's deployless multicall. */
  multicallAddress: Address | null;
}

/**
 * The only reads the gateway makes on a chain: fixed calls, never a caller's. All reads of one
 * tick on one chain go out together: the contract reads as one multicall `eth_call`, and it, the
 * balances and the estimates as one JSON-RPC batch (one HTTP round trip).
 */
export type EvmRead =
  | { kind: "allowance"; token: Address; owner: Address; spender: Address }
  | { kind: "tokenBalance"; token: Address; owner: Address }
  | { kind: "nativeBalance"; owner: Address }
  /**
   * The native balance and the block number from the chain's Multicall3 (`getEthBalance`,
   * `getBlockNumber`), in the same `eth_call` as the tick's token reads: a wallet's balances
   * then all read at the block they report. Without a Multicall3, `eth_getBalance` and
   * `eth_blockNumber` in the same batch.
   */
  | { kind: "multicallNativeBalance"; owner: Address }
  | { kind: "blockNumber" }
  /** `eth_estimateGas` of a plan's own deposit, from its owner. */
  | { kind: "estimateGas"; from: Address; to: Address; data: Hex; value: bigint };

/** A failure of the chain's RPC found anywhere in a viem error's causes, or `err` as an answer error. */
export function chainFailure(chain: string, err: unknown): Error {
  if (err instanceof UpstreamUnavailable || err instanceof UpstreamTimeout || err instanceof ChainRpcAnswerError) return err;
  if (err instanceof BaseError) {
    const found = err.walk(
      (e) => e instanceof UpstreamUnavailable || e instanceof UpstreamTimeout || e instanceof ChainRpcAnswerError,
    );
    if (found instanceof Error && found !== err) return found;
  }
  // A revert or an answer viem could not decode: an answer of the chain, with nothing of viem's message (it quotes the URL).
  return new ChainRpcAnswerError(chain, undefined);
}

/*
 * The fixed calls, prepared once: viem's encodeFunctionData otherwise looks the function up and
 * hashes its signature (keccak) on every call.
 */
const ALLOWANCE = prepareEncodeFunctionData({ abi: erc20Abi, functionName: "allowance" });
const BALANCE_OF = prepareEncodeFunctionData({ abi: erc20Abi, functionName: "balanceOf" });
const AGGREGATE3 = prepareEncodeFunctionData({ abi: multicall3Abi, functionName: "aggregate3" });
const GET_ETH_BALANCE = prepareEncodeFunctionData({ abi: multicall3Abi, functionName: "getEthBalance" });
// viem's multicall3Abi leaves getBlockNumber out; without arguments its calldata is its selector.
const GET_BLOCK_NUMBER = toFunctionSelector("function getBlockNumber() view returns (uint256)");
/** aggregate3's return type: `(bool success, bytes returnData)[]`. */
const AGGREGATE3_OUTPUTS = [
  {
    type: "tuple[]",
    components: [
      { name: "success", type: "bool" },
      { name: "returnData", type: "bytes" },
    ],
  },
] as const;
/** An ABI-encoded uint256: `0x` and 64 hex digits. */
const UINT256_HEX_LENGTH = 66;

type TokenRead = Extract<EvmRead, { kind: "allowance" | "tokenBalance" }>;
/** A read of Multicall3 itself. */
type MulticallRead = Extract<EvmRead, { kind: "multicallNativeBalance" | "blockNumber" }>;
type ContractRead = TokenRead | MulticallRead;

/** The call of a read in `aggregate3`: its target and calldata. */
function callOf(read: ContractRead, multicall: Address): { target: Address; callData: Hex } {
  switch (read.kind) {
    case "allowance":
      return { target: read.token, callData: encodeFunctionData({ ...ALLOWANCE, args: [read.owner, read.spender] }) };
    case "tokenBalance":
      return { target: read.token, callData: encodeFunctionData({ ...BALANCE_OF, args: [read.owner] }) };
    case "multicallNativeBalance":
      return { target: multicall, callData: encodeFunctionData({ ...GET_ETH_BALANCE, args: [read.owner] }) };
    case "blockNumber":
      return { target: multicall, callData: GET_BLOCK_NUMBER };
  }
}

/**
 * The contract reads as one `eth_call` to the chain's Multicall3 `aggregate3`, each allowed to
 * fail on its own: encoded and decoded here rather than by viem's multicall action, which
 * re-encodes every call and wraps each failure in its own error chain.
 */
async function aggregate(rpc: ChainRpc, multicall: Address, reads: readonly ContractRead[], chain: string) {
  const calls = reads.map((read) => ({ ...callOf(read, multicall), allowFailure: true }));
  const data = encodeFunctionData({ ...AGGREGATE3, args: [calls] });
  const answer = (await rpc.request({ method: "eth_call", params: [{ to: multicall, data }, "latest"] })) as Hex;
  const [results] = decodeAbiParameters(AGGREGATE3_OUTPUTS, answer);
  return results.map((r) =>
    r.success && r.returnData.length === UINT256_HEX_LENGTH
      ? hexToBigInt(r.returnData)
      : new ChainRpcAnswerError(chain, undefined),
  );
}

/** The contract reads through viem's deployless multicall, for a chain whose config names no Multicall3. */
async function aggregateDeployless(client: PublicClient, reads: readonly TokenRead[], chain: string) {
  const contracts = reads.map((read) =>
    read.kind === "allowance"
      ? { address: read.token, abi: erc20Abi, functionName: "allowance" as const, args: [read.owner, read.spender] as const }
      : { address: read.token, abi: erc20Abi, functionName: "balanceOf" as const, args: [read.owner] as const },
  );
  const results = await client.multicall({ contracts, allowFailure: true, deployless: true });
  return results.map((r) => (r.status === "success" ? r.result : chainFailure(chain, r.error)));
}

/** A JSON-RPC quantity (`0x`-hex), or the answer's failure when the RPC sent something else. */
const quantity = (answer: unknown): bigint => {
  if (typeof answer !== "string" || !/^0x[0-9a-fA-F]+$/.test(answer)) throw new Error("not a quantity");
  return hexToBigInt(answer as Hex);
};

/** viem's client per RPC, made on first use: only a multicall without Multicall3 needs one. */
const clients = new WeakMap<ChainRpc, PublicClient>();

/** viem's client on `connection`, for a chain of `target`. */
function clientOf({ rpc, url }: ChainConnection, target: EvmTarget): PublicClient {
  let client = clients.get(rpc);
  if (!client) {
    client = createPublicClient({ chain: viemChainOf(target, url), transport: rpc.transport }) as PublicClient;
    clients.set(rpc, client);
  }
  return client;
}

/** A viem chain for a target: its id, its RPC, and its Multicall3 when the config names one. */
function viemChainOf(target: EvmTarget, url: string) {
  return defineChain({
    id: target.chainId,
    name: target.name,
    nativeCurrency: { name: "native", symbol: "NATIVE", decimals: 18 },
    rpcUrls: { default: { http: [url] } },
    ...(target.multicallAddress ? { contracts: { multicall3: { address: target.multicallAddress } } } : {}),
  });
}

/** A read as a request of its own in the batch, or null for one the multicall carries (`multicall`: the chain has a Multicall3). */
function requestOf(read: EvmRead, multicall: boolean): JsonRpcCall | null {
  switch (read.kind) {
    case "allowance":
    case "tokenBalance":
      return null;
    case "multicallNativeBalance":
      return multicall ? null : { method: "eth_getBalance", params: [read.owner, "latest"] };
    case "blockNumber":
      return multicall ? null : { method: "eth_blockNumber", params: [] };
    case "nativeBalance":
      return { method: "eth_getBalance", params: [read.owner, "latest"] };
    case "estimateGas": {
      const tx = { from: read.from, to: read.to, data: read.data, value: numberToHex(read.value) };
      return { method: "eth_estimateGas", params: [tx] };
    }
  }
}

/**
 * Runs `reads` on one chain, each answer in its place (an `Error` for a failed one): raw requests
 * on the connection's RPC, and viem's client (on the same RPC) only for a multicall without Multicall3.
 */
export async function runReads(
  connection: ChainConnection,
  target: EvmTarget,
  reads: readonly EvmRead[],
): Promise<(bigint | Error)[]> {
  const { rpc } = connection;
  const fail = (err: unknown) => chainFailure(target.name, err);
  const contractAt: number[] = [];
  const contractReads: ContractRead[] = [];
  const answers: Promise<bigint | Error>[] = new Array(reads.length);
  reads.forEach((read, i) => {
    const request = requestOf(read, target.multicallAddress !== null);
    if (request) {
      answers[i] = rpc.request(request).then(quantity).catch(fail);
    } else {
      contractAt.push(i);
      contractReads.push(read as ContractRead);
    }
  });
  if (contractReads.length > 0) {
    const multicall = (
      target.multicallAddress
        ? aggregate(rpc, target.multicallAddress, contractReads, target.name)
        : aggregateDeployless(clientOf(connection, target), contractReads as TokenRead[], target.name)
    ).catch((err: unknown) => contractReads.map(() => fail(err)));
    contractAt.forEach((at, j) => (answers[at] = multicall.then((results) => results[j]!)));
  }
  return Promise.all(answers);
}
