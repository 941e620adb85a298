import { createServer, type Socket } from "node:net";
import { decodeFunctionData, erc20Abi, getAddress, type Address, type Hex } from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import { DEPOSIT_CONTRACT_ABI } from "../../src/chain/families/evm/deposit-contract-abi.js";
import type { LocalChain } from "../../packages/sandbox/src/contracts/deployment.js";
import { graphql } from "../gql/index.js";
import { fundedUser, freshAddress, type ChainUser } from "../utils/chains.js";
import { onDispose } from "../utils/disposers.js";
import { as, startGateway, type GatewayHandle } from "../utils/gateway.js";
import { freePort } from "../utils/net.js";
import { startRpcRecorder } from "../utils/rpc-recorder.js";
import { pollUntil, startSandbox, type SandboxHandle } from "../utils/sandbox.js";

const PlanOf = graphql(`
  query DepositPlanOf($quoteId: ID!, $owner: String) {
    depositPlan(quoteId: $quoteId, owner: $owner) {
      __typename
      ... on DepositPlan {
        quoteId
        amount
        amountBaseUnits
        spender
        chain {
          name
          chainId
        }
        token {
          symbol
          address
          decimals
        }
        approval {
          chainId
          to
          data
          value
          gas
        }
        deposit {
          chainId
          to
          data
          value
          gas
        }
        preflight {
          owner
          allowance
          tokenBalance
          nativeBalance
          approvalNeeded
          sufficientBalance
        }
      }
      ... on TransferNotPending {
        state
        message
      }
      ... on DepositNotSupported {
        chainType
        message
      }
      ... on InvalidInput {
        issues {
          path
          message
        }
      }
    }
  }
`);

const QuoteWithPlan = graphql(`
  mutation DepositPlanOfNewQuote($input: QuoteInput!, $owner: String) {
    createQuote(input: $input) {
      __typename
      ... on Quote {
        quoteId
        payAmount
        depositPlan(owner: $owner) {
          __typename
          ... on DepositPlan {
            amountBaseUnits
            spender
            approval {
              to
            }
            deposit {
              chainId
              to
              data
              value
              gas
            }
            preflight {
              allowance
              tokenBalance
              nativeBalance
              approvalNeeded
              sufficientBalance
            }
          }
        }
      }
    }
  }
`);

const ChainsOfPlans = graphql(`
  query DepositPlanChains {
    chains {
      name
      type
      chainId
      contractAddress
      rpcUrl
    }
  }
`);

const ManyPlans = graphql(`
  query DepositPlansOfSeveralOwners($onArbitrum: ID!, $onBase: ID!, $a: String!, $b: String!) {
    first: depositPlan(quoteId: $onArbitrum, owner: $a) {
      ... on DepositPlan {
        preflight {
          tokenBalance
        }
      }
    }
    second: depositPlan(quoteId: $onArbitrum, owner: $b) {
      ... on DepositPlan {
        preflight {
          tokenBalance
        }
      }
    }
    again: depositPlan(quoteId: $onArbitrum, owner: $a) {
      ... on DepositPlan {
        preflight {
          allowance
        }
      }
    }
    base: depositPlan(quoteId: $onBase, owner: $a) {
      ... on DepositPlan {
        preflight {
          nativeBalance
        }
      }
    }
  }
`);

const SwapRecord = graphql(`
  query DepositPlanSwapRecord($id: ID!) {
    transactionById(id: $id) {
      __typename
      ... on BridgeSwapTransaction {
        chainIn
        chainOut
        isAtomicSwap
      }
    }
  }
`);

let sb: SandboxHandle;
let gw: GatewayHandle;
let jwt: string;
let user: ChainUser;

const local = (name: string): LocalChain => sb.chains!.chains[name]!;
const commitmentId = (quoteId: string) => BigInt(`0x${quoteId}`);

/** A quote of the test's user, committed at the sandbox; resolves its id and pay amount. */
async function committed(body: Record<string, unknown>, depositor: string = user.address) {
  const quote = await sb.api("POST", "/bridge/quote/bridge-swap/user", {
    jwt,
    body: { mode: "pay", depositor, recipient: freshAddress(), ...body },
  });
  expect(quote.status, quote.text).toBe(200);
  expect((await sb.api("POST", `/bridge/quote/commit/${quote.body.quoteId}`, { jwt })).status).toBe(200);
  return { quoteId: quote.body.quoteId as string, payAmount: quote.body.payAmount as string };
}

async function planOf(handle: GatewayHandle, quoteId: string, owner?: string) {
  const { data, errors } = await handle.gql(PlanOf, { quoteId, owner });
  expect(errors).toBeUndefined();
  return data!.depositPlan;
}

/** A TCP server that accepts connections and never answers: an RPC that hangs. */
async function blackHole(): Promise<string> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onDispose(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  );
  server.unref();
  return `http://127.0.0.1:${(server.address() as { port: number }).port}/v3/SECRET-KEY`;
}

beforeAll(async () => {
  sb = await startSandbox({}, { localChains: true });
  [gw, jwt, user] = await Promise.all([startGateway({ sandbox: sb }), sb.getJwt(), fundedUser(sb.chains!)]);
});

describe("Chain", () => {
  it("gives each EVM chain its bridge contract, public RPC and network id, and no network id to other chain types", async () => {
    const { data } = await gw.gql(ChainsOfPlans);
    const byName = new Map(data!.chains.map((c) => [c.name, c]));
    expect(byName.get("ARBITRUM_ONE")).toEqual({
      name: "ARBITRUM_ONE",
      type: "EVM",
      chainId: 3133702,
      contractAddress: local("ARBITRUM_ONE").bridge,
      rpcUrl: local("ARBITRUM_ONE").rpcUrl,
    });
    expect(byName.get("SOLANA")).toMatchObject({ type: "SOL", chainId: null });
  });
});

describe("depositPlan", () => {
  it("plans an ERC-20 deposit: approve(spender, amount), then depositWithId(token, amount, commitmentId), decoded with the vendor's ABI", async () => {
    const { quoteId, payAmount } = await committed({
      chainIn: "ARBITRUM_ONE",
      chainOut: "BASE",
      tokenIn: "USDC",
      tokenOut: "USDC",
      amount: "12.345678",
    });
    const plan = as(await planOf(gw, quoteId), "DepositPlan");
    const usdc = local("ARBITRUM_ONE").tokens.USDC!;
    const amount =
      BigInt(payAmount.replace(".", "").replace(/^0+/, "")) * 10n ** BigInt(6 - (payAmount.split(".")[1]?.length ?? 0));

    expect(plan).toMatchObject({
      quoteId,
      amount: payAmount,
      amountBaseUnits: amount.toString(),
      spender: local("ARBITRUM_ONE").bridge,
      chain: { name: "ARBITRUM_ONE", chainId: 3133702 },
      token: { symbol: "USDC", address: usdc, decimals: 6 },
      preflight: null,
    });
    expect(plan.approval).toMatchObject({ chainId: 3133702, to: usdc, value: "0", gas: null });
    expect(decodeFunctionData({ abi: erc20Abi, data: plan.approval!.data as Hex })).toEqual({
      functionName: "approve",
      args: [local("ARBITRUM_ONE").bridge, amount],
    });
    expect(plan.deposit).toMatchObject({ chainId: 3133702, to: local("ARBITRUM_ONE").bridge, value: "0", gas: null });
    expect(decodeFunctionData({ abi: DEPOSIT_CONTRACT_ABI, data: plan.deposit.data as Hex })).toEqual({
      functionName: "depositWithId",
      args: [usdc, amount, commitmentId(quoteId)],
    });
    // An all-lowercase owner is an address without a checksum to check: the preflight names it checksummed.
    const checked = as(await planOf(gw, quoteId, user.address.toLowerCase()), "DepositPlan");
    expect(checked.preflight?.owner).toBe(user.address);
  });

  it("reads allowance and balances before and after the owner's approval, then the deposit moves the transfer on", async () => {
    const { quoteId } = await committed({
      chainIn: "ARBITRUM_ONE",
      chainOut: "BASE",
      tokenIn: "USDT",
      tokenOut: "USDT",
      amount: "30",
    });
    // The same text and variables before and after: a plan with a preflight is never answered from the response cache.
    for (let run = 0; run < 2; run++) await planOf(gw, quoteId, user.address);
    const before = as(await planOf(gw, quoteId, user.address), "DepositPlan");
    expect(before.preflight).toEqual({
      owner: user.address,
      allowance: "0",
      tokenBalance: (await user.balance("ARBITRUM_ONE", "USDT", user.address)).toString(),
      nativeBalance: (await user.balance("ARBITRUM_ONE", "ETH", user.address)).toString(),
      approvalNeeded: true,
      sufficientBalance: true,
    });
    expect(before.approval).not.toBeNull();
    expect(before.deposit.gas).toBeNull();

    const tx = (r: { to: string; data: string; value: string }) => ({
      to: r.to as Address,
      data: r.data as Hex,
      value: BigInt(r.value),
    });
    await user.send("ARBITRUM_ONE", tx(before.approval!));
    const after = as(await planOf(gw, quoteId, user.address), "DepositPlan");
    expect(after.preflight).toMatchObject({ allowance: before.amountBaseUnits, approvalNeeded: false, sufficientBalance: true });
    expect(after.approval).toBeNull();
    expect(BigInt(after.deposit.gas!)).toBeGreaterThan(21_000n);

    await user.send("ARBITRUM_ONE", tx(after.deposit));
    const moved = await pollUntil(async () => {
      const plan = await planOf(gw, quoteId, user.address);
      return plan.__typename === "TransferNotPending" ? plan : undefined;
    }, 15_000);
    expect(["ACCEPTED", "EXECUTED"]).toContain(moved.state);
    expect(moved.message).toMatch(/not PENDING/);
  });

  it("plans a native deposit from Quote.depositPlan: depositNativeWithId with the amount as value, no approval", async () => {
    const { data, errors } = await gw.gql(QuoteWithPlan, {
      input: {
        chainIn: "ETHEREUM",
        chainOut: "OPTIMISM",
        tokenIn: "ETH",
        tokenOut: "ETH",
        amount: "0.123456789012345678",
        mode: "PAY",
        depositor: user.address,
        recipient: freshAddress(),
      },
      owner: user.address,
    });
    expect(errors).toBeUndefined();
    const quote = as(data!.createQuote, "BridgeQuote");
    const plan = as(quote.depositPlan, "DepositPlan");
    const [whole, fraction = ""] = quote.payAmount.split(".");
    const amount = BigInt(whole! + fraction.padEnd(18, "0"));
    expect(plan.amountBaseUnits).toBe(amount.toString());
    expect(plan.approval).toBeNull();
    expect(plan.deposit).toMatchObject({ chainId: 3133701, to: local("ETHEREUM").bridge, value: amount.toString() });
    expect(decodeFunctionData({ abi: DEPOSIT_CONTRACT_ABI, data: plan.deposit.data as Hex })).toEqual({
      functionName: "depositNativeWithId",
      args: [commitmentId(quote.quoteId)],
    });
    const native = (await user.balance("ETHEREUM", "ETH", user.address)).toString();
    expect(plan.preflight).toEqual({
      allowance: "0",
      tokenBalance: native,
      nativeBalance: native,
      approvalNeeded: false,
      sufficientBalance: true,
    });
    expect(BigInt(plan.deposit.gas!)).toBeGreaterThan(21_000n);
  });

  it("plans a same-chain swap with the upstream's swap calldata, approving the same-chain-swaps contract", async () => {
    const { quoteId } = await committed({ chainIn: "BASE", chainOut: "BASE", tokenIn: "USDT", tokenOut: "USDC", amount: "40" });
    const plan = as(await planOf(gw, quoteId), "DepositPlan");
    const swaps = local("BASE").sameChainSwaps;
    expect(plan.spender).toBe(swaps);
    expect(decodeFunctionData({ abi: erc20Abi, data: plan.approval!.data as Hex }).args).toEqual([
      swaps,
      BigInt(plan.amountBaseUnits),
    ]);
    expect(plan.deposit).toMatchObject({ chainId: 3133703, to: swaps, value: "0" });
    expect(decodeFunctionData({ abi: DEPOSIT_CONTRACT_ABI, data: plan.deposit.data as Hex })).toEqual({
      functionName: "depositWithId",
      args: [local("BASE").tokens.USDT, BigInt(plan.amountBaseUnits), commitmentId(quoteId)],
    });
  });

  it("reads a swap record without isAtomicSwap (only quotes carry it) as atomic: within one chain the swap calldata, across chains the bridge", async () => {
    const [sameChain, crossChain] = await Promise.all([
      committed({ chainIn: "BASE", chainOut: "BASE", tokenIn: "USDT", tokenOut: "USDC", amount: "21" }),
      committed({ chainIn: "ARBITRUM_ONE", chainOut: "BASE", tokenIn: "USDT", tokenOut: "USDC", amount: "22" }),
    ]);
    for (const { quoteId } of [sameChain, crossChain]) {
      const { data } = await gw.gql(SwapRecord, { id: quoteId });
      expect(as(data!.transactionById, "BridgeSwapTransaction").isAtomicSwap).toBeNull();
    }
    expect(as(await planOf(gw, sameChain.quoteId), "DepositPlan")).toMatchObject({
      spender: local("BASE").sameChainSwaps,
      deposit: { to: local("BASE").sameChainSwaps },
    });
    const bridged = as(await planOf(gw, crossChain.quoteId), "DepositPlan");
    expect(bridged).toMatchObject({ spender: local("ARBITRUM_ONE").bridge, deposit: { to: local("ARBITRUM_ONE").bridge } });
    expect(decodeFunctionData({ abi: DEPOSIT_CONTRACT_ABI, data: bridged.deposit.data as Hex })).toEqual({
      functionName: "depositWithId",
      args: [local("ARBITRUM_ONE").tokens.USDT, BigInt(bridged.amountBaseUnits), commitmentId(crossChain.quoteId)],
    });
  });

  it("answers DepositNotSupported for a source chain of a type no family covers (TON)", async () => {
    const { quoteId } = await committed(
      { chainIn: "TON", chainOut: "ETHEREUM", tokenIn: "USDT", tokenOut: "USDT", amount: "20", recipient: user.address },
      `0:${"ab".repeat(32)}`,
    );
    expect(as(await planOf(gw, quoteId), "DepositNotSupported")).toMatchObject({ chainType: "TON" });
  });

  it("answers TransferNotPending for a cancelled transfer", async () => {
    const { quoteId } = await committed({
      chainIn: "BASE",
      chainOut: "OPTIMISM",
      tokenIn: "USDC",
      tokenOut: "USDC",
      amount: "15",
    });
    expect((await sb.api("PATCH", `/bridge/history/bridge/${quoteId}`, { jwt, body: { state: "CANCELLED" } })).status).toBe(200);
    expect(as(await planOf(gw, quoteId), "TransferNotPending")).toMatchObject({ state: "CANCELLED" });
  });

  it("answers HistoryNotFound, the one not-found type, for a quote id no transfer has", async () => {
    expect((await planOf(gw, "0123456789abcdef01234567")).__typename).toBe("HistoryNotFound");
  });

  it("refuses an owner that is not an EVM address, or has a wrong EIP-55 checksum, with InvalidInput at owner", async () => {
    const wrongChecksum = getAddress(user.address).replace(/[a-f]/, (c) => c.toUpperCase());
    for (const owner of ["0x1234", "not-an-address", wrongChecksum]) {
      const answer = as(await planOf(gw, "0123456789abcdef01234567", owner), "InvalidInput");
      expect(answer.issues.map((i) => i.path)).toEqual([["owner"]]);
    }
  });
});

describe("the preflight's RPC", () => {
  it("answers preflight null with the plan when the RPC refuses connections", async () => {
    const down = await startGateway({
      sandbox: sb,
      env: { CHAIN_RPC_URLS: `ARBITRUM_ONE=http://127.0.0.1:${await freePort()}` },
    });
    const { quoteId } = await committed({
      chainIn: "ARBITRUM_ONE",
      chainOut: "BASE",
      tokenIn: "USDC",
      tokenOut: "USDC",
      amount: "10",
    });
    const plan = as(await planOf(down, quoteId, user.address), "DepositPlan");
    expect(plan.preflight).toBeNull();
    expect(plan.approval).not.toBeNull();
    expect(plan.deposit.gas).toBeNull();
  });

  it("answers preflight null within CHAIN_RPC_TIMEOUT_MS when the RPC does not answer", async () => {
    const hung = await startGateway({
      sandbox: sb,
      env: { CHAIN_RPC_URLS: `ARBITRUM_ONE=${await blackHole()}`, CHAIN_RPC_TIMEOUT_MS: "400" },
    });
    const { quoteId } = await committed({
      chainIn: "ARBITRUM_ONE",
      chainOut: "BASE",
      tokenIn: "USDC",
      tokenOut: "USDC",
      amount: "10",
    });
    const started = Date.now();
    const plan = as(await planOf(hung, quoteId, user.address), "DepositPlan");
    expect(Date.now() - started).toBeLessThan(400 + 1_000);
    expect(plan.preflight).toBeNull();
    expect(plan.deposit.to).toBe(local("ARBITRUM_ONE").bridge);
  });

  it("reports a chain's open circuit on /readyz and stays ready: a dead chain takes only the preflight out of plans", async () => {
    const dead = await startGateway({
      sandbox: sb,
      env: {
        CHAIN_RPC_URLS: `ARBITRUM_ONE=http://127.0.0.1:${await freePort()}`,
        UPSTREAM_BREAKER_THRESHOLD: "1",
        CHAIN_RPC_RETRIES: "0",
      },
    });
    const { quoteId } = await committed({
      chainIn: "ARBITRUM_ONE",
      chainOut: "BASE",
      tokenIn: "USDC",
      tokenOut: "USDC",
      amount: "10",
    });
    expect(as(await planOf(dead, quoteId, user.address), "DepositPlan").preflight).toBeNull();
    const res = await fetch(`${dead.url}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ready", chains: { ARBITRUM_ONE: "open" } });
  });

  it("makes one JSON-RPC round trip per chain per operation, whatever the aliases and owners", async () => {
    const [arbitrum, base] = await Promise.all([
      startRpcRecorder(local("ARBITRUM_ONE").rpcUrl),
      startRpcRecorder(local("BASE").rpcUrl),
    ]);
    const counted = await startGateway({
      sandbox: sb,
      env: { CHAIN_RPC_URLS: `ARBITRUM_ONE=${arbitrum.url},BASE=${base.url}` },
    });
    const [onArbitrum, onBase] = await Promise.all([
      committed({ chainIn: "ARBITRUM_ONE", chainOut: "BASE", tokenIn: "USDC", tokenOut: "USDC", amount: "11" }),
      committed({ chainIn: "BASE", chainOut: "ARBITRUM_ONE", tokenIn: "USDT", tokenOut: "USDT", amount: "12" }),
    ]);
    const other = freshAddress();
    const { data, errors } = await counted.gql(ManyPlans, {
      onArbitrum: onArbitrum.quoteId,
      onBase: onBase.quoteId,
      a: user.address,
      b: other,
    });
    expect(errors).toBeUndefined();
    expect(data!.second).toMatchObject({ preflight: { tokenBalance: "0" } });
    expect(data!.first).toMatchObject({ preflight: { tokenBalance: expect.stringMatching(/^[1-9]\d*$/) } });
    expect(arbitrum.roundTrips).toHaveLength(1);
    expect(base.roundTrips).toHaveLength(1);
    // Two owners on ARBITRUM_ONE: their four token reads in one multicall, two balances, two estimates.
    expect(arbitrum.roundTrips[0]!.map((r) => r.method).sort()).toEqual([
      "eth_call",
      "eth_estimateGas",
      "eth_estimateGas",
      "eth_getBalance",
      "eth_getBalance",
    ]);
  });
});
