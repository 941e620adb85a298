import { beforeAll, describe, expect, it } from "vitest";
import { graphql } from "../gql/index.js";
import { as, startGateway, type GatewayHandle } from "../utils/gateway.js";

// Registered for codegen; the queries below spread it by name.
const _TransactionFields = graphql(`
  fragment TransactionFields on Transaction {
    __typename
    id
    userId
    state
    rawState
    chainIn
    chainOut
    amountIn
    amountInUsd
    amountOut
    amountOutUsd
    amountNative
    amountNativeUsd
    fees {
      fee
      feeUsd
      gasFee
      gasFeeUsd
      sourceGasFee
      sourceGasFeeUsd
      platformFee
      platformFeeUsd
      percentageFee
      percentageFeeUsd
    }
    sponsoredFees {
      fee
      feeUsd
      gasFee
      gasFeeUsd
      sourceGasFee
      sourceGasFeeUsd
      platformFee
      platformFeeUsd
      percentageFee
      percentageFeeUsd
    }
    recipient
    depositor
    createdAt
    commitmentDate
    depositTxHash
    depositCommittedAt
    withdrawTxHash
    withdrawCommittedAt
    speed
    estimatedDuration
    flowCredits
    depositDiscoveredAt
    depositConfirmedAt
    expectedDepositConfirmedAt
    expectedDepositConfirmedAtBlock
    preSwapTxHash
    preSwapCommittedAt
    isConfirmed
    ... on BridgeTransaction {
      token
      usdPrice
    }
    ... on BridgeSwapTransaction {
      tokenIn
      tokenOut
      minAmountOut
      minAmountOutUsd
      usdPriceTokenIn
      usdPriceTokenOut
      preSwap
      postSwap
      mode
      isAtomicSwap
    }
    ... on OtherTransaction {
      tag
      raw
    }
  }
`);

const ByWithdrawHash = graphql(`
  query ByWithdrawHash($hash: String!) {
    transactionByWithdrawHash(withdrawTxHash: $hash) {
      __typename
      ...TransactionFields
      ... on BridgeSwapTransaction {
        swapCalldata {
          __typename
          ... on SwapCalldata {
            calldata
          }
        }
      }
      ... on Error {
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

const ByDepositHash = graphql(`
  query ByDepositHash($hash: String!) {
    transactionsByDepositHash(depositTxHash: $hash) {
      __typename
      ... on TransactionList {
        items {
          ...TransactionFields
        }
        unreadable {
          reason
          raw
        }
      }
      ... on HistoryNotFound {
        id
        message
      }
      ... on Error {
        message
      }
    }
  }
`);

const ByEitherHash = graphql(`
  query ByEitherHash($hash: String!) {
    transaction(hash: $hash) {
      __typename
      id
      state
      depositTxHash
      withdrawTxHash
    }
  }
`);

const CreateAndCommit = graphql(`
  mutation CreateForHistory($input: QuoteInput!) {
    createQuote(input: $input) {
      __typename
      ... on Quote {
        quoteId
      }
    }
  }
`);

const CommitForHistory = graphql(`
  mutation CommitForHistory($quoteId: ID!) {
    commitQuote(quoteId: $quoteId) {
      __typename
    }
  }
`);

const input = {
  chainIn: "ETHEREUM",
  chainOut: "ARBITRUM_ONE",
  amount: "500",
  mode: "PAY" as const,
  tokenIn: "USDC",
  tokenOut: "USDC",
  depositor: "0x1111111111111111111111111111111111111111",
  recipient: "0x2222222222222222222222222222222222222222",
};

let gw: GatewayHandle;

/** The sandbox's record, as far as these tests read it. */
interface SandboxRecord {
  _id: string;
  state: string;
  amountIn: string;
  amountOut: string;
  fee: string;
  sponsoredFees: unknown;
  depositTxHash?: string;
  withdrawTxHash?: string;
  [field: string]: unknown;
}

/** Quotes, commits and (optionally) advances a transfer through the gateway and the sandbox. */
async function transfer(overrides: Partial<typeof input> = {}, to?: "ACCEPTED" | "EXECUTED") {
  const created = await gw.gql(CreateAndCommit, { input: { ...input, ...overrides } });
  const quoteId = (created.data?.createQuote as { quoteId: string }).quoteId;
  await gw.gql(CommitForHistory, { quoteId });
  return (await (to ? gw.sandbox.advance(quoteId, to) : gw.sandbox.transaction(quoteId))) as unknown as SandboxRecord;
}

const HASH = /^0x[0-9a-f]{64}$/;

beforeAll(async () => {
  gw = await startGateway();
});

describe("transactionByWithdrawHash", () => {
  it("returns an executed bridge record with every field of spec 2.3 correctly typed", async () => {
    const record = await transfer({}, "EXECUTED");
    const { data, errors } = await gw.gql(ByWithdrawHash, { hash: record.withdrawTxHash! });
    expect(errors).toBeUndefined();
    const tx = as(data?.transactionByWithdrawHash, "BridgeTransaction");
    expect(tx).toMatchObject({
      id: record._id,
      userId: gw.sandbox.projectId,
      state: "EXECUTED",
      rawState: "EXECUTED",
      chainIn: "ETHEREUM",
      chainOut: "ARBITRUM_ONE",
      amountIn: record.amountIn,
      amountOut: record.amountOut,
      token: "USDC",
      withdrawTxHash: record.withdrawTxHash,
      depositTxHash: record.depositTxHash,
      recipient: input.recipient,
      depositor: input.depositor,
    });
    expect(tx.amountIn).toBe("500");
    expect(typeof tx.amountInUsd).toBe("number");
    expect(typeof tx.usdPrice).toBe("number");
    expect(tx.depositTxHash).toMatch(HASH);
    expect(Date.parse(tx.createdAt)).not.toBeNaN();
    expect(Date.parse(tx.withdrawCommittedAt!)).not.toBeNaN();
    expect(tx.fees.fee).toBe(record.fee);
    expect(tx.sponsoredFees).toEqual(record.sponsoredFees);
    for (const value of Object.values(tx.fees)) expect(["string", "number"]).toContain(typeof value);
  });

  it("returns a bridge+swap record with its swap fields and calldata", async () => {
    const record = await transfer({ tokenOut: "ETH", amount: "3000" }, "EXECUTED");
    const { data } = await gw.gql(ByWithdrawHash, { hash: record.withdrawTxHash! });
    const tx = as(data?.transactionByWithdrawHash, "BridgeSwapTransaction");
    // The vendor's records carry no `mode` (the sandbox follows them), so it is null here.
    expect(tx).toMatchObject({ tokenIn: "USDC", tokenOut: "ETH", state: "EXECUTED", mode: null });
    expect(tx.minAmountOut).toMatch(/^\d+(\.\d+)?$/);
    expect(typeof tx.usdPriceTokenIn).toBe("number");
    expect(tx.preSwapTxHash).toMatch(HASH);
    expect(as(tx.swapCalldata, "SwapCalldata").calldata).toMatch(/^0x[0-9a-f]+$/);
  });

  it("returns InvalidRequest for a hash no executed transaction has", async () => {
    const { data } = await gw.gql(ByWithdrawHash, { hash: `0x${"ab".repeat(32)}` });
    expect(as(data?.transactionByWithdrawHash, "InvalidRequest").message).toBeTruthy();
  });

  it("returns InvalidInput for a hash with characters no hash has, without calling the upstream", async () => {
    await gw.sandbox.resetStats();
    const { data } = await gw.gql(ByWithdrawHash, { hash: "0x12/../../sandbox" });
    expect(as(data?.transactionByWithdrawHash, "InvalidInput").issues[0]?.path).toEqual(["withdrawTxHash"]);
    expect((await gw.sandbox.stats()).requests).toEqual({});
  });

  it("costs one upstream call for ten aliases of the same record", async () => {
    const record = await transfer({}, "EXECUTED");
    const aliases = Array.from(
      { length: 10 },
      (_, i) => `a${i}: transactionByWithdrawHash(withdrawTxHash: $hash) { __typename }`,
    );
    await gw.sandbox.resetStats();
    const res = await gw.post({
      query: `query Ten($hash: String!) { ${aliases.join("\n")} }`,
      variables: { hash: record.withdrawTxHash },
    });
    const body = (await res.json()) as { data: Record<string, { __typename: string }> };
    expect(Object.values(body.data).map((v) => v.__typename)).toEqual(Array(10).fill("BridgeTransaction"));
    expect((await gw.sandbox.stats()).requests).toEqual({ "GET /bridge/history/bridge/by-withdraw-hash/:withdrawTxHash": 1 });
  });

  it("reads an unknown variant as OtherTransaction and an unknown state as UNKNOWN", async () => {
    const record = await transfer({}, "EXECUTED");
    const { state: _state, ...rest } = record;
    const withdrawTxHash = `0x${"cd".repeat(32)}`;
    await gw.sandbox.injectHistory({
      withdrawTxHash,
      record: { ...rest, _tag: "bridgeMultiHop", state: "TELEPORTED", withdrawTxHash, hops: 3 },
    });
    const { data } = await gw.gql(ByWithdrawHash, { hash: withdrawTxHash });
    const tx = as(data?.transactionByWithdrawHash, "OtherTransaction");
    expect(tx).toMatchObject({ tag: "bridgeMultiHop", state: "UNKNOWN", rawState: "TELEPORTED", amountIn: record.amountIn });
    expect(tx.raw).toMatchObject({ hops: 3 });
  });
});

describe("transactionsByDepositHash", () => {
  it("returns the records of a deposit, told apart by shape when the upstream omits _tag", async () => {
    const record = await transfer({}, "ACCEPTED");
    const { data, errors } = await gw.gql(ByDepositHash, { hash: record.depositTxHash! });
    expect(errors).toBeUndefined();
    const list = as(data?.transactionsByDepositHash, "TransactionList");
    expect(list.items).toHaveLength(1);
    expect(list.unreadable).toEqual([]);
    expect(as(list.items[0], "BridgeTransaction")).toMatchObject({
      id: record._id,
      state: "ACCEPTED",
      token: "USDC",
      withdrawTxHash: null,
    });
  });

  it("returns HistoryNotFound for an unknown deposit hash", async () => {
    const hash = `0x${"ef".repeat(32)}`;
    const { data } = await gw.gql(ByDepositHash, { hash });
    expect(as(data?.transactionsByDepositHash, "HistoryNotFound").id).toBe(hash);
  });

  it("returns InvalidRequest for a malformed deposit hash", async () => {
    const { data } = await gw.gql(ByDepositHash, { hash: "0x1234" });
    expect(as(data?.transactionsByDepositHash, "InvalidRequest").message).toBeTruthy();
  });

  it("keeps the other records of a page when one record is malformed", async () => {
    const record = await transfer({}, "ACCEPTED");
    const { state: _state, ...good } = record;
    await gw.sandbox.injectHistory({ depositTxHash: record.depositTxHash, record: { _id: "broken", amountIn: 12 } });
    await gw.sandbox.injectHistory({
      depositTxHash: record.depositTxHash,
      record: { ...good, _id: "odd", state: "ACCEPTED", token: 5 },
    });
    const { data, errors } = await gw.gql(ByDepositHash, { hash: record.depositTxHash! });
    expect(errors).toBeUndefined();
    const list = as(data?.transactionsByDepositHash, "TransactionList");
    expect(list.items.map((t) => [t.__typename, t.id])).toEqual([
      ["BridgeTransaction", record._id],
      ["OtherTransaction", "odd"],
    ]);
    expect(list.unreadable).toEqual([{ reason: expect.any(String), raw: { _id: "broken", amountIn: 12 } }]);
  });
});

describe("transaction(hash)", () => {
  it("finds a transaction by its deposit hash or its withdrawal hash", async () => {
    const record = await transfer({}, "EXECUTED");
    const byDeposit = await gw.gql(ByEitherHash, { hash: record.depositTxHash! });
    const byWithdraw = await gw.gql(ByEitherHash, { hash: record.withdrawTxHash! });
    expect(byDeposit.data?.transaction).toMatchObject({ id: record._id, state: "EXECUTED" });
    expect(byWithdraw.data?.transaction).toMatchObject({ id: record._id, withdrawTxHash: record.withdrawTxHash });
  });

  it("is null when neither lookup finds the hash", async () => {
    const { data, errors } = await gw.gql(ByEitherHash, { hash: `0x${"01".repeat(32)}` });
    expect(errors).toBeUndefined();
    expect(data?.transaction).toBeNull();
  });
});
