import { Writable } from "node:stream";
import { decodeFunctionData, encodeFunctionData, erc20Abi, multicall3Abi, parseEther, type Address, type Hex } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { ChainRpcAnswerError, createChains, type ChainRead, type ChainTarget } from "../../src/chain/index.js";
import { loadConfig } from "../../src/config.js";
import { createLogger } from "../../src/observability/logger.js";
import { createMetrics } from "../../src/observability/metrics.js";
import { UpstreamCircuitOpen } from "../../src/upstream/breaker.js";
import { UpstreamUnavailable } from "../../src/upstream/errors.js";
import type { LocalChain } from "../../packages/sandbox/src/contracts/deployment.js";
import { freshAddress, fundedUser, type ChainUser } from "../utils/chains.js";
import { freePort } from "../utils/net.js";
import { startRpcRecorder, type RpcRecorder } from "../utils/rpc-recorder.js";

let local: LocalChain;
let user: ChainUser;
let recorder: RpcRecorder;
const other = freshAddress();

/** The chain layer on `url` (through CHAIN_RPC_URLS), logging into `lines`. */
function chainsOn(url: string, env: Record<string, string> = {}) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const metrics = createMetrics();
  const config = loadConfig({ CHAIN_RPC_URLS: `ARBITRUM_ONE=${url}`, CHAIN_RPC_TIMEOUT_MS: "1000", ...env });
  return { chains: createChains(config, { metrics, logger: createLogger("info", stream) }), lines, metrics };
}

const target = (multicallAddress: Address | null): ChainTarget => ({
  chainType: "EVM",
  name: "ARBITRUM_ONE",
  chainId: local.chainId,
  rpc: "https://vendor-public-rpc.invalid",
  multicallAddress,
});

/** Allowance, token balance and native balance for two owners, and one estimate. */
const reads = (): ChainRead[] => [
  { kind: "allowance", token: local.tokens.USDC!, owner: user.address, spender: local.bridge },
  { kind: "tokenBalance", token: local.tokens.USDC!, owner: user.address },
  { kind: "nativeBalance", owner: user.address },
  { kind: "tokenBalance", token: local.tokens.USDT!, owner: other },
  { kind: "nativeBalance", owner: other },
  { kind: "estimateGas", from: user.address, to: other, data: "0x", value: parseEther("1") },
];

beforeAll(async () => {
  local = inject("localChains").chains.ARBITRUM_ONE!;
  user = await fundedUser(inject("localChains"));
  await user.approve("ARBITRUM_ONE", "USDC", local.bridge, 1234n);
  recorder = await startRpcRecorder(local.rpcUrl);
});

describe("the chain reads", () => {
  it("reads allowances, balances and an estimate in one JSON-RPC round trip, the contract reads as one eth_call to the configured Multicall3", async () => {
    const { chains, metrics } = chainsOn(recorder.url);
    recorder.clear();
    const answers = await chains.read(target(local.multicall), reads());

    expect(answers.slice(0, 5)).toEqual([
      1234n,
      await user.balance("ARBITRUM_ONE", "USDC", user.address),
      await user.balance("ARBITRUM_ONE", "ETH", user.address),
      0n,
      0n,
    ]);
    expect(answers[5]).toBe(21_000n);
    expect(recorder.roundTrips).toHaveLength(1);
    const [trip] = recorder.roundTrips;
    expect(trip!.map((r) => r.method).sort()).toEqual(["eth_call", "eth_estimateGas", "eth_getBalance", "eth_getBalance"]);
    const call = trip!.find((r) => r.method === "eth_call")!.params[0] as { to?: string; data: Hex };
    expect(call.to?.toLowerCase()).toBe(local.multicall.toLowerCase());
    const { functionName, args } = decodeFunctionData({ abi: multicall3Abi, data: call.data });
    expect(functionName).toBe("aggregate3");
    const inner = (args[0] as readonly { target: string; callData: Hex }[]).map(
      (c) => decodeFunctionData({ abi: erc20Abi, data: c.callData }).functionName,
    );
    expect(inner).toEqual(["allowance", "balanceOf", "balanceOf"]);
    expect(await metrics.registry.getSingleMetricAsString("gateway_chain_rpc_round_trips_total")).toContain(
      'gateway_chain_rpc_round_trips_total{chain="ARBITRUM_ONE"} 1',
    );
  });

  it("without multicallContractAddress goes through viem's deployless multicall (an eth_call that deploys Multicall3 in place, no `to`)", async () => {
    const { chains } = chainsOn(recorder.url);
    recorder.clear();
    const answers = await chains.read(target(null), reads());

    expect(answers[0]).toBe(1234n);
    expect(answers[1]).toBe(await user.balance("ARBITRUM_ONE", "USDC", user.address));
    expect(recorder.roundTrips).toHaveLength(1);
    const call = recorder.roundTrips[0]!.find((r) => r.method === "eth_call")!.params[0] as { to?: string; data: Hex };
    expect(call.to).toBeUndefined();
  });

  it("answers a reverting estimate with ChainRpcAnswerError and its JSON-RPC code, the other reads of its round trip unharmed", async () => {
    const { chains } = chainsOn(recorder.url);
    recorder.clear();
    // `other` holds no USDC: the transfer reverts in the estimate, as a deposit does before its approval.
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: "transfer", args: [user.address, 1n] });
    const [estimate, balance] = await chains.read(target(local.multicall), [
      { kind: "estimateGas", from: other, to: local.tokens.USDC!, data: transfer, value: 0n },
      { kind: "tokenBalance", token: local.tokens.USDC!, owner: user.address },
    ]);

    expect(estimate).toBeInstanceOf(ChainRpcAnswerError);
    expect((estimate as ChainRpcAnswerError).code).toEqual(expect.any(Number));
    expect((estimate as Error).message).not.toContain(recorder.url);
    expect(balance).toBe(await user.balance("ARBITRUM_ONE", "USDC", user.address));
    expect(recorder.roundTrips).toHaveLength(1);
  });

  it("sends the RPC URL's user and password as Basic authorization and keeps its path and query", async () => {
    const url = new URL(recorder.url);
    const { chains, lines } = chainsOn(`http://rpc-user:s3cret@${url.host}/?key=SECRET-KEY-456`);
    recorder.clear();
    const [answer] = await chains.read(target(local.multicall), [{ kind: "nativeBalance", owner: other }]);

    expect(answer).toBe(0n);
    expect(recorder.requests).toEqual([
      { path: "/?key=SECRET-KEY-456", authorization: `Basic ${Buffer.from("rpc-user:s3cret").toString("base64")}` },
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/s3cret|SECRET-KEY-456/);
  });

  it("answers an unreachable RPC's reads with UpstreamUnavailable and logs it once, naming the chain and never the URL", async () => {
    const url = `http://127.0.0.1:${await freePort()}/v2/SECRET-KEY-123`;
    const { chains, lines } = chainsOn(url);
    const answers = await chains.read(target(local.multicall), reads());
    expect(answers.every((a) => a instanceof UpstreamUnavailable)).toBe(true);
    await chains.read(target(local.multicall), reads());

    const warnings = lines.filter((l) => l.msg === "chain RPC unavailable: deposit plans answer without a preflight");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ chain: "ARBITRUM_ONE" });
    expect(JSON.stringify(lines)).not.toContain("SECRET-KEY-123");
    expect(JSON.stringify(lines)).not.toContain(url);
  });

  it("opens the chain's circuit after consecutive failures and stops calling its RPC", async () => {
    const { chains } = chainsOn(recorder.url, { UPSTREAM_BREAKER_THRESHOLD: "2", CHAIN_RPC_RETRIES: "0" });
    recorder.failWith = 503;
    try {
      await chains.read(target(local.multicall), [{ kind: "nativeBalance", owner: other }]);
      await chains.read(target(local.multicall), [{ kind: "nativeBalance", owner: other }]);
      recorder.clear();
      const [answer] = await chains.read(target(local.multicall), [{ kind: "nativeBalance", owner: other }]);
      expect(answer).toBeInstanceOf(UpstreamCircuitOpen);
      expect(recorder.roundTrips).toHaveLength(0);
    } finally {
      recorder.failWith = undefined;
    }
  });

  it("tries the RPC again within a fraction of a second once it is back, not after the upstream's half-open period", async () => {
    const { chains } = chainsOn(recorder.url, {
      UPSTREAM_BREAKER_THRESHOLD: "2",
      UPSTREAM_BREAKER_HALF_OPEN_MS: "60000",
      CHAIN_RPC_RETRIES: "0",
    });
    const read = () => chains.read(target(local.multicall), [{ kind: "nativeBalance", owner: user.address }]);
    recorder.failWith = 503;
    try {
      await read();
      await read();
      expect((await read())[0]).toBeInstanceOf(UpstreamCircuitOpen);
    } finally {
      recorder.failWith = undefined;
    }
    // The first trial comes 50-100 ms after the circuit opened.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(typeof (await read())[0]).toBe("bigint");
  });

  it("counts a failed round trip as one failure however many calls its batch carries: the circuit opens after the threshold's round trips, not sooner", async () => {
    const { chains } = chainsOn(recorder.url, { UPSTREAM_BREAKER_THRESHOLD: "3", CHAIN_RPC_RETRIES: "0" });
    // Three JSON-RPC calls per round trip: two balances and an estimate.
    const batch = (): ChainRead[] => [
      { kind: "nativeBalance", owner: user.address },
      { kind: "nativeBalance", owner: other },
      { kind: "estimateGas", from: user.address, to: other, data: "0x", value: 1n },
    ];
    recorder.failWith = 503;
    try {
      recorder.clear();
      for (let i = 0; i < 3; i++) {
        const answers = await chains.read(target(local.multicall), batch());
        expect(answers.every((a) => a instanceof UpstreamUnavailable && !(a instanceof UpstreamCircuitOpen))).toBe(true);
      }
      expect(recorder.roundTrips.map((calls) => calls.length)).toEqual([3, 3, 3]);
      recorder.clear();
      const answers = await chains.read(target(local.multicall), batch());
      expect(answers.every((a) => a instanceof UpstreamCircuitOpen)).toBe(true);
      expect(recorder.roundTrips).toHaveLength(0);
    } finally {
      recorder.failWith = undefined;
    }
  });
});
