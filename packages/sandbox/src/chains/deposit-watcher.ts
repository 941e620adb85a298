import {
  createPublicClient,
  decodeEventLog,
  erc20Abi,
  getAddress,
  http,
  toEventSelector,
  webSocket,
  type Address,
  type Hex,
  type Log,
  type PublicClient,
} from "viem";
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

/** A plain transfer into an address the sandbox issued: an ERC-20 `Transfer` log, or native value. */
export interface ChainTransfer {
  chain: string;
  /** Unique per transfer: `chain:txHash:logIndex`, `native` in place of the index for value. */
  key: string;
  txHash: Hex;
  /** The vendor's id of a transfer within its transaction: `txHash:logIndex` (`:0` for value). */
  txUid: string;
  from: Address;
  to: Address;
  /** The emitting contract; the zero address for native value. */
  token: Address;
  amount: bigint;
}

/** Addresses by lower-case text (a set, or the keys of a map). */
export type Watched = Pick<ReadonlySet<string>, "has" | "size">;

/** What the watcher reports to, and asks about the addresses it watches. */
export interface WatchTargets {
  onDeposit(deposit: ChainDeposit): void;
  onTransfer(transfer: ChainTransfer): void;
  /** The addresses issued on `chain` whose incoming transfers count, in lower case. */
  watched(chain: string): Watched;
}

/** Watches every local chain's deposit contracts and the issued addresses. */
export interface DepositWatcher {
  /** Resolves once every chain's starting block is known: deposits from then on are seen. */
  ready: Promise<void>;
  /** Stops polling. Idempotent. */
  stop(): void;
}

/**
 * Without new-block notifications: anvil mines each transaction as it arrives, and a short poll
 * sees a deposit within this delay.
 */
const POLL_MS = 100;
/** With them: each new block starts a poll at once, and this slow one is the safety net. */
const SAFETY_POLL_MS = 2_000;

const NATIVE: Address = "0x0000000000000000000000000000000000000000";
const TRANSFER_TOPIC = toEventSelector("Transfer(address,address,uint256)");
const DEPOSIT_TOPIC = toEventSelector("BridgedDepositWithId(address,address,address,uint256,uint256)");

/** The one log query of a poll: both events by topic from any contract, told apart here. */
function splitLogs(chain: LocalChain, logs: Log[], targets: WatchTargets, watched: Watched): void {
  const bridges = new Set([getAddress(chain.bridge), getAddress(chain.sameChainSwaps)]);
  for (const log of logs) {
    const contract = getAddress(log.address);
    if (log.topics[0] === DEPOSIT_TOPIC && bridges.has(contract)) {
      const { args } = decodeEventLog({ abi: SandboxBridge.abi, eventName: "BridgedDepositWithId", ...log, strict: true });
      targets.onDeposit({ chain: chain.name, contract, txHash: log.transactionHash!, ...args });
      continue;
    }
    // A Transfer whose `to` is indexed is the ERC-20 one (ERC-721's has three indexed topics, a fourth being the id).
    if (log.topics[0] !== TRANSFER_TOPIC || log.topics.length !== 3 || log.data === "0x") continue;
    // Told apart in lower case: a checksum per log would cost a keccak each.
    if (!watched.has(`0x${log.topics[2]!.slice(26)}`)) continue;
    const { args } = decodeEventLog({ abi: erc20Abi, eventName: "Transfer", ...log, strict: true });
    const to = getAddress(args.to);
    const txHash = log.transactionHash!;
    const key = `${chain.name}:${txHash}:${log.logIndex}`;
    const txUid = `${txHash}:${log.logIndex}`;
    targets.onTransfer({
      chain: chain.name,
      key,
      txHash,
      txUid,
      from: getAddress(args.from),
      to,
      token: contract,
      amount: args.value,
    });
  }
}

/** Native value sent into a watched address by the blocks' transactions (read only while addresses exist). */
async function nativeTransfers(
  client: PublicClient,
  chain: LocalChain,
  from: bigint,
  head: bigint,
  watched: Watched,
): Promise<ChainTransfer[]> {
  if (watched.size === 0) return [];
  const numbers = Array.from({ length: Number(head - from + 1n) }, (_, i) => from + BigInt(i));
  const blocks = await Promise.all(numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true })));
  return blocks.flatMap((block) =>
    block.transactions
      .filter((tx) => tx.to && tx.value > 0n && watched.has(tx.to.toLowerCase()))
      .map((tx) => ({
        chain: chain.name,
        key: `${chain.name}:${tx.hash}:native`,
        txHash: tx.hash,
        txUid: `${tx.hash}:0`,
        from: getAddress(tx.from),
        to: getAddress(tx.to!),
        token: NATIVE,
        amount: tx.value,
      })),
  );
}

/** The chain's node's WebSocket endpoint: anvil serves one on its HTTP port. */
const wsUrlOf = (chain: LocalChain) => chain.wsUrl ?? chain.rpcUrl.replace(/^http/, "ws");

/** How long a node gets to accept the subscription before the watcher polls instead. */
const SUBSCRIBE_TIMEOUT_MS = 2_000;

/**
 * Calls `onHead` for every block the node mines (`eth_subscribe` newHeads over WebSocket), and
 * `onLost` once if the socket fails later (the caller then polls).
 * @returns how to close it, or undefined when the node offers no subscription.
 */
async function subscribeHeads(chain: LocalChain, onHead: () => void, onLost: () => void): Promise<(() => void) | undefined> {
  const transport = webSocket(wsUrlOf(chain), { keepAlive: false, reconnect: false, timeout: SUBSCRIBE_TIMEOUT_MS })({});
  const close = () =>
    void transport.value!.getRpcClient().then(
      (socket) => socket.close(),
      () => {},
    );
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("no subscription")), SUBSCRIBE_TIMEOUT_MS);
  });
  try {
    const subscribed = transport.value!.subscribe({ params: ["newHeads"], onData: onHead, onError: onLost });
    subscribed.catch(() => {});
    const { unsubscribe } = await Promise.race([subscribed, timedOut]);
    return () => {
      void unsubscribe().catch(() => {});
      close();
    };
  } catch {
    close();
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

function watchChain(chain: LocalChain, targets: WatchTargets, stopped: () => boolean): Promise<() => void> {
  // Batched: a poll's block reads for native value go as one HTTP request.
  const client = createPublicClient({ transport: http(chain.rpcUrl, { batch: true }) });
  const poll = async (from: bigint): Promise<bigint> => {
    const head = await client.getBlockNumber({ cacheTime: 0 });
    if (head < from) return from;
    const watched = targets.watched(chain.name);
    const [logs, native] = await Promise.all([
      client.request({
        method: "eth_getLogs",
        params: [
          { fromBlock: `0x${from.toString(16)}`, toBlock: `0x${head.toString(16)}`, topics: [[DEPOSIT_TOPIC, TRANSFER_TOPIC]] },
        ],
      }),
      nativeTransfers(client, chain, from, head, watched),
    ]);
    if (stopped()) return head + 1n;
    splitLogs(chain, logs as Log[], targets, watched);
    for (const transfer of native) targets.onTransfer(transfer);
    return head + 1n;
  };
  let next = 0n;
  let running = false;
  let again = false;
  // One poll at a time; a head announced meanwhile runs one more after it. A failed poll (a node
  // restarting) is retried from the same block; what it had handed on is handed on again, and
  // the receivers handle each deposit and transfer once.
  const run = (): void => {
    if (stopped()) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    poll(next)
      .then(
        (n) => void (next = n),
        () => {},
      )
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          run();
        }
      });
  };
  return client.getBlockNumber({ cacheTime: 0 }).then(async (head) => {
    next = head + 1n;
    let timer: NodeJS.Timeout | undefined;
    const every = (ms: number) => {
      clearInterval(timer);
      timer = setInterval(run, ms);
      timer.unref();
    };
    // With new-block notifications a slow poll is only a safety net; without them (none offered,
    // or the socket lost) the short poll again.
    const unsubscribe = await subscribeHeads(chain, run, () => every(POLL_MS));
    every(unsubscribe ? SAFETY_POLL_MS : POLL_MS);
    return () => {
      clearInterval(timer);
      unsubscribe?.();
    };
  });
}

/**
 * Reads each chain from the block after the current one, a poll per new block the node announces
 * (a 100 ms poll where it announces none): one `eth_getLogs` per poll for the
 * deposit contracts' `BridgedDepositWithId` and ERC-20 `Transfer`s into watched addresses, plus
 * the new blocks' transactions for native value while there are watched addresses; hands each
 * on in chain order.
 */
export function watchDeposits(chains: LocalChains, targets: WatchTargets): DepositWatcher {
  let stopped = false;
  const watching = Promise.all(Object.values(chains.chains).map((chain) => watchChain(chain, targets, () => stopped)));
  watching.catch(() => {});
  return {
    ready: watching.then(() => undefined),
    stop: () => {
      stopped = true;
      void watching.then(
        (closes) => closes.forEach((close) => close()),
        () => {},
      );
    },
  };
}
