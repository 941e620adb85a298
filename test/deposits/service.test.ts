import { Writable } from "node:stream";
import { getAddress, type Address } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { createChains } from "../../src/chain/index.js";
import { loadConfig } from "../../src/config.js";
import type { DepositReads } from "../../src/deposits/port.js";
import { deposits } from "../../src/deposits/service.js";
import { createChainReadLoader } from "../../src/loaders/chain-reads.js";
import { ResultLifetime } from "../../src/loaders/lifetime.js";
import { createLogger } from "../../src/observability/logger.js";
import { createMetrics } from "../../src/observability/metrics.js";
import type { LocalChain } from "../../packages/sandbox/src/contracts/deployment.js";
import { CataloguedError } from "../../src/upstream/error-catalogue.js";
import { InvalidInput } from "../../src/upstream/errors.js";
import type { CatalogChain } from "../../src/upstream/wire/catalog.js";
import type { Transaction } from "../../src/upstream/wire/transaction.js";
import { freshAddress } from "../utils/chains.js";

/*
 * The deposit service over its port: what it reads, and what it answers. The port's catalogue
 * is in memory; its chain reads are the gateway's own, on the sandbox's local chain.
 */

let local: LocalChain;
const QUOTE_ID = "65f1c0ffee0000000000abcd";

const arbitrum = (): CatalogChain => ({
  name: "ARBITRUM_ONE",
  displayName: "Arbitrum One",
  type: "EVM",
  networkId: String(local.chainId),
  contractAddress: local.bridge,
  rpc: local.rpcUrl,
  multicallContractAddress: local.multicall,
  nativeTokenName: "ETH",
  nativeTokenDecimals: 18,
  status: "enabled",
  tokens: [{ chain: "ARBITRUM_ONE", symbol: "USDC", address: local.tokens.USDC!, decimals: 6 }],
});

const ton = (): CatalogChain => ({
  name: "TON",
  displayName: "TON",
  type: "TON",
  networkId: "ton-mainnet",
  nativeTokenName: "TON",
  nativeTokenDecimals: 9,
  status: "enabled",
  tokens: [{ chain: "TON", symbol: "USDT", address: `0:${"12".repeat(32)}`, decimals: 6 }],
});

/** A bridge record as the upstream's reader makes it, with the fields a plan reads. */
const transfer = (over: { state: string; chainIn: string }) =>
  ({
    __typename: "BridgeTransaction",
    id: QUOTE_ID,
    chainOut: "BASE",
    amountIn: "25.5",
    token: "USDC",
    ...over,
  }) as unknown as Transaction;

/** The port over an in-memory catalogue and the gateway's chain reads; `asked` counts each read by name. */
function portOf(chains: CatalogChain[], record: Transaction) {
  const metrics = createMetrics();
  const logger = createLogger("silent", new Writable({ write: (_c, _e, done) => done() }));
  const reader = createChainReadLoader(createChains(loadConfig({}), { metrics, logger }), new ResultLifetime());
  const asked = { transactionById: 0, configs: 0, swapTokenConfigs: 0, swapCalldata: 0, chainReads: 0 };
  const reads: DepositReads = {
    transactionById: { load: async () => (asked.transactionById++, record) },
    configs: { load: async () => (asked.configs++, chains) },
    swapTokenConfigs: { load: async () => (asked.swapTokenConfigs++, []) },
    swapCalldata: { load: async () => (asked.swapCalldata++, { calldata: "0x" }) },
    chainReads: { loadMany: (keys) => (asked.chainReads++, reader.loadMany(keys)) },
  };
  const roundTrips = async () =>
    (await metrics.registry.getSingleMetricAsString("gateway_chain_rpc_round_trips_total")).match(/ (\d+)$/m)?.[1];
  return { reads, asked, roundTrips };
}

/** What a plan call rejected with. */
const refusal = (plan: Promise<unknown>) =>
  plan.then(
    () => undefined,
    (err: unknown) => err,
  );

beforeAll(() => {
  local = inject("localChains").chains.ARBITRUM_ONE!;
});

describe("the deposit service", () => {
  it("plans with the source chain's family: the common fields, the EVM transactions, and the owner's preflight in one round trip", async () => {
    const { reads, asked, roundTrips } = portOf([arbitrum()], transfer({ state: "PENDING", chainIn: "ARBITRUM_ONE" }));
    const owner = freshAddress();
    const plan = await deposits.planOfTransfer(reads, QUOTE_ID, owner.toLowerCase());

    expect(plan).toMatchObject({
      __typename: "DepositPlan",
      quoteId: QUOTE_ID,
      chain: { name: "ARBITRUM_ONE" },
      token: { symbol: "USDC" },
      amount: "25.5",
      amountBaseUnits: 25_500_000n,
      spender: local.bridge,
      approval: { chainId: local.chainId, to: local.tokens.USDC, gas: null },
      deposit: { chainId: local.chainId, to: local.bridge, value: 0n, gas: null },
      preflight: {
        owner: getAddress(owner),
        allowance: 0n,
        tokenBalance: 0n,
        nativeBalance: 0n,
        approvalNeeded: true,
        sufficientBalance: false,
      },
    });
    expect(asked).toEqual({ transactionById: 1, configs: 1, swapTokenConfigs: 0, swapCalldata: 0, chainReads: 1 });
    expect(await roundTrips()).toBe("1");
  });

  it("answers DepositNotSupported with the chain type when no family covers it, reading neither the token configs nor a chain", async () => {
    const { reads, asked } = portOf([arbitrum(), ton()], transfer({ state: "PENDING", chainIn: "TON" }));
    const err = await refusal(deposits.planOfTransfer(reads, QUOTE_ID, null));
    expect(err).toBeInstanceOf(CataloguedError);
    expect(err).toMatchObject({ name: "DepositNotSupported", fields: { chainType: "TON" } });
    expect(asked).toMatchObject({ swapTokenConfigs: 0, swapCalldata: 0, chainReads: 0 });
  });

  it("checks the owner by the source chain's family: another family's address is InvalidInput at owner, before any chain read", async () => {
    const { reads, asked } = portOf([arbitrum()], transfer({ state: "PENDING", chainIn: "ARBITRUM_ONE" }));
    const err = await refusal(deposits.planOfTransfer(reads, QUOTE_ID, "7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV"));
    expect(err).toBeInstanceOf(InvalidInput);
    expect((err as InvalidInput).issues).toEqual([
      { path: ["owner"], message: expect.stringMatching(/^owner is not a valid EVM address/) },
    ]);
    expect(asked.chainReads).toBe(0);
  });

  it("answers TransferNotPending for a transfer past PENDING, without reading the configs", async () => {
    const { reads, asked } = portOf([arbitrum()], transfer({ state: "ACCEPTED", chainIn: "ARBITRUM_ONE" }));
    const err = await refusal(deposits.planOfTransfer(reads, QUOTE_ID, freshAddress() as Address));
    expect(err).toMatchObject({ name: "TransferNotPending", fields: { state: "ACCEPTED" } });
    expect(asked.configs).toBe(0);
  });
});
