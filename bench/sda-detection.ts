import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createPublicClient, createWalletClient, defineChain, erc20Abi, http, nonceManager, type Address, type Hex } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { DEV_ACCOUNTS } from "../packages/sandbox/src/contracts/dev-accounts.js";
import { sandboxCall } from "./fixtures.js";
import type { ServerProcess } from "./processes.js";

/** Source and destination of the scenario's transfers. */
const CHAIN = "ARBITRUM_ONE";
const DESTINATION = "BASE";

/** What S9 measured: transfers mined `perBlock` to a block, `blocks` blocks in a row, each into its own address. */
export interface SdaDetectionReport {
  transfers: number;
  perBlock: number;
  blocks: number;
  /** From the first block mined to the last deposit accepted (seen) / executed (paid on the destination chain). */
  acceptedPerSec: number;
  executedPerSec: number;
  /** Per transfer, from its block being mined to its BRIDGE_ACCEPTED webhook. */
  p50DetectMs: number;
  p99DetectMs: number;
  /** Deposit hashes bridged more than once (must be 0). */
  duplicates: number;
}

export interface SdaDetectionDeps {
  sandbox: ServerProcess;
  perBlock: number;
  blocks: number;
  log(line: string): void;
}

/** A webhook receiver counting the scenario's BRIDGE_ACCEPTED and BRIDGE_EXECUTED events by deposit hash. */
async function receiver() {
  const accepted = new Map<string, number[]>();
  const executed = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const at = performance.now();
      res.writeHead(200).end();
      const { event } = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
        event: { _tag: string; depositTxHash?: string };
      };
      if (!event.depositTxHash) return;
      if (event._tag === "BRIDGE_ACCEPTED") accepted.set(event.depositTxHash, [...(accepted.get(event.depositTxHash) ?? []), at]);
      if (event._tag === "BRIDGE_EXECUTED") executed.set(event.depositTxHash, at);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    accepted,
    executed,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Resolves once `done()` holds, checking every 20 ms; rejects after `timeoutMs`. */
async function until(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!done()) {
    if (performance.now() > deadline) throw new Error("S9: the sandbox did not bridge every transfer in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * S9: how fast the sandbox's watcher takes up plain transfers into smart deposit addresses.
 * `blocks` blocks of `perBlock` USDC transfers, each to an address of its own (registered through
 * the control API with this receiver as webhook), are mined back to back on the sandbox's local
 * chain with automining off; the receiver's BRIDGE_ACCEPTED / BRIDGE_EXECUTED webhooks time them.
 */
export async function runSdaDetectionBench(deps: SdaDetectionDeps): Promise<SdaDetectionReport | { skipped: string }> {
  const configs = await sandboxCall<Record<string, { rpc?: string; tokens?: Record<string, { address: string }> }>>(
    deps.sandbox.url,
    "GET",
    "/bridge/configs",
  );
  const rpc = configs[CHAIN]?.rpc;
  const usdc = configs[CHAIN]?.tokens?.USDC?.address as Address | undefined;
  if (!rpc?.startsWith("http://127.0.0.1") || !usdc)
    return { skipped: `the sandbox runs without local chains (${CHAIN} rpc ${rpc})` };
  const hooks = await receiver();
  const total = deps.perBlock * deps.blocks;
  const account = privateKeyToAccount(DEV_ACCOUNTS[1]!.privateKey, { nonceManager });
  const transport = http(rpc);
  const client = createPublicClient({ transport });
  const chain = defineChain({
    id: await client.getChainId(),
    name: CHAIN,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [rpc] } },
  });
  const wallet = createWalletClient({ transport, account, chain });
  const rpcCall = (method: string) => client.request({ method: method as never, params: [] as never });
  try {
    deps.log(`S9: registering ${total} deposit addresses on ${CHAIN}`);
    const addresses = Array.from({ length: total }, () => privateKeyToAccount(generatePrivateKey()).address);
    for (let i = 0; i < total; i += 50) {
      await Promise.all(
        addresses.slice(i, i + 50).map((depositAddress) =>
          sandboxCall(deps.sandbox.url, "POST", "/sandbox/deposit-addresses", {
            depositAddress,
            depositChain: CHAIN,
            destinationChain: DESTINATION,
            webhookUrl: hooks.url,
          }),
        ),
      );
    }
    deps.log(`S9: ${deps.blocks} blocks of ${deps.perBlock} transfers, mined back to back`);
    const minedAt = new Map<Hex, number>();
    await client.request({ method: "evm_setAutomine" as never, params: [false] as never });
    let start = 0;
    try {
      for (let b = 0; b < deps.blocks; b += 1) {
        const batch = addresses.slice(b * deps.perBlock, (b + 1) * deps.perBlock);
        const hashes = await Promise.all(
          batch.map((to) =>
            wallet.writeContract({
              address: usdc,
              abi: erc20Abi,
              functionName: "transfer",
              args: [to, 10_000_000n],
              gas: 100_000n,
            }),
          ),
        );
        await rpcCall("evm_mine");
        const at = performance.now();
        if (b === 0) start = at;
        for (const hash of hashes) minedAt.set(hash, at);
      }
    } finally {
      await client.request({ method: "evm_setAutomine" as never, params: [true] as never });
    }
    await until(() => hooks.accepted.size >= total, 120_000);
    const acceptedEnd = Math.max(...[...hooks.accepted.values()].map((times) => times[0]!));
    await until(() => hooks.executed.size >= total, 120_000);
    const executedEnd = Math.max(...hooks.executed.values());
    const detect = [...minedAt].map(([hash, at]) => (hooks.accepted.get(hash)?.[0] ?? Infinity) - at).sort((a, b) => a - b);
    return {
      transfers: total,
      perBlock: deps.perBlock,
      blocks: deps.blocks,
      acceptedPerSec: total / ((acceptedEnd - start) / 1000),
      executedPerSec: total / ((executedEnd - start) / 1000),
      p50DetectMs: percentile(detect, 0.5),
      p99DetectMs: percentile(detect, 0.99),
      duplicates: [...hooks.accepted.values()].filter((times) => times.length > 1).length,
    };
  } finally {
    await hooks.close();
  }
}

/** The S9 lines of the bench's markdown. */
export function sdaDetectionMarkdown(r: SdaDetectionReport | { skipped: string }): string {
  if ("skipped" in r) return `S9 SDA detection: skipped (${r.skipped})`;
  const f = (n: number, d: number) => n.toFixed(d);
  return [
    "| scenario | transfers | accepted/s | executed/s | p50 detect ms | p99 detect ms | bridged twice |",
    "|---|---|---|---|---|---|---|",
    `| S9 SDA detection, ${r.blocks} blocks x ${r.perBlock} transfers | ${r.transfers} | ${f(r.acceptedPerSec, 0)} | ${f(r.executedPerSec, 0)} | ${f(r.p50DetectMs, 0)} | ${f(r.p99DetectMs, 0)} | ${r.duplicates} |`,
  ].join("\n");
}
