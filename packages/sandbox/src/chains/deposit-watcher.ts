import { createPublicClient, http, type Address, type Hex } from "viem";
import { SandboxBridge } from "../contracts/artifacts.js";
import type { LocalChain, LocalChains } from "../contracts/deployment.js";

/** A `BridgedDepositWithId` seen on a local chain. */
export interface ChainDeposit {
  chain: string;
  /** The contract that emitted it: the chain's bridge or its same-chain-swaps contract. */
  contract: Address;
  txHash: Hex;
  sender: Address;
  origin: Address;
  /** The zero address for a native deposit. */
  token: Address;
  amount: bigint;
  commitmentId: bigint;
}

/** Watches every local chain's deposit contracts. */
export interface DepositWatcher {
  /** Resolves once every chain's starting block is known: deposits from then on are seen. */
  ready: Promise<void>;
  /** Stops polling. Idempotent. */
  stop(): void;
}

/** Anvil mines each transaction as it arrives: a short poll sees a deposit within this delay. */
const POLL_MS = 100;

function watchChain(chain: LocalChain, onDeposit: (deposit: ChainDeposit) => void, stopped: () => boolean): Promise<void> {
  const client = createPublicClient({ transport: http(chain.rpcUrl) });
  const poll = async (from: bigint): Promise<bigint> => {
    const head = await client.getBlockNumber({ cacheTime: 0 });
    if (head < from) return from;
    const logs = await client.getContractEvents({
      address: [chain.bridge, chain.sameChainSwaps],
      abi: SandboxBridge.abi,
      eventName: "BridgedDepositWithId",
      fromBlock: from,
      toBlock: head,
      strict: true,
    });
    for (const log of logs) {
      if (stopped()) break;
      onDeposit({ chain: chain.name, contract: log.address, txHash: log.transactionHash, ...log.args });
    }
    return head + 1n;
  };
  const loop = (from: bigint) => {
    if (stopped()) return;
    const timer = setTimeout(() => {
      if (stopped()) return;
      // A failed poll (a node restarting) is retried from the same block.
      poll(from).then(loop, () => loop(from));
    }, POLL_MS);
    timer.unref();
  };
  return client.getBlockNumber({ cacheTime: 0 }).then((head) => loop(head + 1n));
}

/**
 * Polls each chain's bridge and same-chain-swaps contracts for `BridgedDepositWithId` from the
 * block after the current one, and hands every deposit to `onDeposit` in chain order.
 */
export function watchDeposits(chains: LocalChains, onDeposit: (deposit: ChainDeposit) => void): DepositWatcher {
  let stopped = false;
  const ready = Promise.all(Object.values(chains.chains).map((chain) => watchChain(chain, onDeposit, () => stopped))).then(
    () => undefined,
  );
  return {
    ready,
    stop: () => {
      stopped = true;
    },
  };
}
