import { randomBytes, randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { graphql } from "../gql/index.js";
import type { PostBridgeDataInput } from "../gql/graphql.js";
import { as, startGateway, type GatewayHandle } from "../utils/gateway.js";

/*
 * The vendor's API types (ARCHITECTURE.md 4.1) over real HTTP: gateway -> sandbox. Records and
 * answers in the vendor's shape are served by the sandbox's control API (POST /sandbox/history
 * serves a record verbatim; POST /sandbox/overrides answers one request), so every variant and
 * state of the vendor's unions is read through the whole stack: transport, zod at the edge, schema.
 */

const VendorRecord = graphql(`
  fragment VendorRecordFields on Transaction {
    __typename
    id
    state
    rawState
    amountIn
    depositTxHash
    withdrawTxHash
    cancelledAt
    failedAt
    refund {
      reason
      txHash
      txTimestamp
      token
      amount
      chain
      additionalData
    }
    ... on BridgeTransaction {
      token
      usdPrice
    }
    ... on BridgeSwapTransaction {
      tokenIn
      tokenOut
      minAmountOut
      preSwap {
        tokenIn
        tokenOut
        amountIn
        amountInUsd
        amountOut
        amountOutUsd
        minAmountOut
        minAmountOutUsd
        aggregator
        chain
        slippage
      }
      postSwap {
        tokenIn
        tokenOut
        amountIn
        amountOut
        aggregator
        chain
        slippage
      }
      preSwapRaw
    }
    ... on DepositAddressBridgeTransaction {
      token
      sdaTokenOut: tokenOut
      usdPrice
      depositAddress
    }
    ... on OtherTransaction {
      tag
    }
  }
`);
void VendorRecord;

const VendorByDeposit = graphql(`
  query VendorByDeposit($hash: String!) {
    transactionsByDepositHash(depositTxHash: $hash) {
      __typename
      ... on TransactionList {
        items {
          ...VendorRecordFields
        }
        unreadable {
          reason
        }
      }
    }
  }
`);

const VendorByWithdraw = graphql(`
  query VendorByWithdraw($hash: String!) {
    transactionByWithdrawHash(withdrawTxHash: $hash) {
      __typename
      ...VendorRecordFields
    }
  }
`);

const VendorQuote = graphql(`
  mutation VendorQuote($input: QuoteInput!) {
    createQuote(input: $input) {
      __typename
      ... on Quote {
        quoteId
        payAmount
        receiveAmount
        promotion {
          name
          maxLimitUsd
        }
        fees {
          sponsored {
            fee
            feeUsd
          }
        }
        postBridgeData {
          __typename
          ... on ExtendedPostBridgeData {
            vaultId
            tag
          }
          ... on StarkwareBtcfiV2PostBridgeData {
            spans
            tag
          }
          ... on StarkwareBtcfiPostBridgeData {
            tag
          }
          ... on WirexWrapPostBridgeData {
            tag
          }
          ... on WirexWrapSandboxPostBridgeData {
            tag
          }
          ... on AaveV3SupplyPostBridgeData {
            tag
          }
          ... on RocketFoundationDepositPostBridgeData {
            tag
          }
          ... on MapleDepositPostBridgeData {
            tag
          }
          ... on OtherPostBridgeData {
            tag
            raw
          }
        }
      }
      ... on BridgeQuote {
        token
      }
      ... on BridgeSwapQuote {
        tokenIn
        tokenOut
        bridgeToken
        bridgeReceiveAmount
        bridgePayAmount
      }
      ... on DepositAddressBridgeQuote {
        token
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
      ... on WithdrawLimitReached {
        token
        chain
        receiveAmount
        maxWithdrawAmount
      }
      ... on DepositLimitReached {
        token
        chain
        payAmount
        maxDepositAmount
        # Optional in the vendor's types (nullable), required on the SDA errors: aliased apart.
        depositPayAmountUsd: payAmountUsd
        depositMaxAmountUsd: maxDepositAmountUsd
      }
      ... on SwapLimitReached {
        market
      }
      ... on SdaDepositLimitExceeded {
        token
        chainIn
        chainOut
        payAmountUsd
        maxDepositAmountUsd
      }
      ... on SdaDepositBelowMinimum {
        token
        chainIn
        chainOut
        payAmountUsd
        minDepositAmountUsd
      }
      ... on NegativeReceiveAmount {
        receiveAmount
      }
      ... on GasBoostGreaterThanReceiveAmount {
        amountNativeTokenCost
        receiveAmount
      }
      ... on NoRouteFound {
        tokenIn
        tokenOut
        chainIn
        chainOut
      }
      ... on TooManyRequests {
        retryAfterSeconds
      }
      ... on UpstreamError {
        tag
      }
    }
  }
`);

const VendorCommit = graphql(`
  mutation VendorCommit($quoteId: ID!) {
    commitQuote(quoteId: $quoteId) {
      __typename
      ... on QuoteCommitment {
        quoteId
      }
      ... on Error {
        message
      }
      ... on TooManyRequests {
        retryAfterSeconds
      }
    }
  }
`);

const VendorSda = graphql(`
  query VendorSda($address: String!, $chain: String!) {
    depositAddress(address: $address, chain: $chain) {
      status {
        __typename
        ... on DepositAddressStatus {
          depositAddress
          chainMetadata {
            __typename
            ... on StellarChainMetadata {
              baseAddress
              memoId
            }
            ... on OtherChainMetadata {
              tag
              raw
            }
          }
        }
      }
      completedRefunds {
        __typename
        ... on RefundList {
          items {
            refundId
            trigger {
              __typename
              ... on RejectedBridgeTrigger {
                rejectedDepositAddressBridgeId
                nativeToken
                amountWei
                amount
                amountUsd
                tokenAddress
                tokenSymbol
              }
              ... on UnsupportedTokenTrigger {
                tokenSymbol
              }
              ... on OtherRefundTrigger {
                tag
              }
            }
          }
        }
      }
    }
  }
`);

let gw: GatewayHandle;
beforeAll(async () => {
  gw = await startGateway();
});

const hex = (bytes: number) => `0x${randomBytes(bytes).toString("hex")}`;
const txHash = () => hex(32);
const address = () => hex(20);

const FEES = {
  fee: "0.500000000000000001",
  feeUsd: 0.5,
  gasFee: "0.1",
  gasFeeUsd: 0.1,
  sourceGasFee: "0",
  sourceGasFeeUsd: 0,
  platformFee: "0.2",
  platformFeeUsd: 0.2,
  percentageFee: "0.2",
  percentageFeeUsd: 0.2,
};

/** The fields every variant and state of the vendor's status union has. */
function core(projectId: string) {
  return {
    _id: randomUUID().replace(/-/g, "").slice(0, 24),
    userId: projectId,
    chainIn: "ETHEREUM",
    chainOut: "ARBITRUM_ONE",
    amountIn: "1000.123456789012345678",
    amountInUsd: 1000.12,
    amountOut: "999.5",
    amountOutUsd: 999.5,
    amountNative: null,
    amountNativeUsd: null,
    ...FEES,
    sponsoredFees: FEES,
    recipient: address(),
    depositor: address(),
    createdAt: "2026-11-23T10:00:00.000Z",
    commitmentDate: "2026-11-23T10:00:05.000Z",
    speed: "fast",
    estimatedDuration: 30000,
  };
}

/** The fields a state adds, as in the vendor's by-deposit union. */
function stateFields(state: string) {
  const deposited = state !== "PENDING";
  return {
    state,
    ...(deposited ? { depositTxHash: txHash(), depositCommittedAt: "2026-11-23T10:01:00.000Z" } : {}),
    ...(state === "EXECUTED" ? { withdrawTxHash: txHash(), withdrawCommittedAt: "2026-11-23T10:02:00.000Z" } : {}),
    ...(state === "CANCELLED" ? { cancelledAt: "2026-11-23T10:03:00.000Z" } : {}),
    ...(state === "FAILED" ? { failedAt: "2026-11-23T10:04:00.000Z" } : {}),
    ...(state.endsWith("_REFUNDED")
      ? {
          reason: "SLIPPAGE_TOO_HIGH",
          additionalData: { attempts: 3, pool: "USDC/ETH" },
          refundTxHash: txHash(),
          refundTxTimestamp: "2026-11-23T10:05:00.000Z",
          refundedToken: "USDC",
          refundedAmount: "998.000000000000000001",
          refundedChain: "ETHEREUM",
        }
      : {}),
    ...(state === "SWAP_FAILED" || state === "DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD" ? { reason: "SLIPPAGE_TOO_HIGH" } : {}),
  };
}

const VENDOR_SWAP_LEG = {
  tokenIn: "USDC",
  tokenOut: "ETH",
  amountIn: "1000.123456789012345678",
  amountInUsd: 1000.12,
  amountOut: "0.333333333333333333",
  amountOutUsd: 999.9,
  minAmountOut: "0.33",
  minAmountOutUsd: 990,
  aggregator: "KYBERSWAP",
};
const OLD_SWAP_LEG = {
  chain: "ARBITRUM_ONE",
  tokenIn: "USDC",
  tokenOut: "ETH",
  amountIn: "999.5",
  amountOut: "0.3",
  slippage: 0.005,
};

const FAMILIES = {
  // The by-deposit `bridge` record has no `_tag` in the vendor's types.
  bridge: {
    states: ["PENDING", "PENDING_CONFIRMATION", "CANCELLED", "FAILED", "DEPOSIT_ACCEPTED", "ACCEPTED", "EXECUTED"],
    fields: { token: "USDC", usdPrice: 1.0001 },
    typename: "BridgeTransaction",
  },
  bridgeSwap: {
    states: [
      "PENDING",
      "PENDING_CONFIRMATION",
      "CANCELLED",
      "SWAP_FAILED",
      "DEPOSIT_ACCEPTED",
      "ACCEPTED",
      "SWAP_FAILED_REFUNDED",
      "DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD",
      "DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD_REFUNDED",
      "EXECUTED",
    ],
    fields: {
      _tag: "bridgeSwap",
      tokenIn: "USDC",
      tokenOut: "ETH",
      minAmountOut: "0.33",
      minAmountOutUsd: 990,
      usdPriceTokenIn: 1,
      usdPriceTokenOut: 3000,
      preSwap: VENDOR_SWAP_LEG,
      postSwap: OLD_SWAP_LEG,
    },
    typename: "BridgeSwapTransaction",
  },
  depositAddressBridge: {
    states: ["PENDING", "PENDING_CONFIRMATION", "FAILED", "DEPOSIT_ACCEPTED", "ACCEPTED", "EXECUTED"],
    fields: { _tag: "depositAddressBridge", token: "USDT", tokenOut: "USDC", usdPrice: 0.9998, depositAddress: address() },
    typename: "DepositAddressBridgeTransaction",
  },
} as const;

describe("the vendor's 23 by-deposit variants", () => {
  it("reads all three families in every state, with the per-state fields, in one list", async () => {
    const depositTxHash = txHash();
    const sent: { family: keyof typeof FAMILIES; state: string; record: Record<string, unknown> }[] = [];
    for (const family of Object.keys(FAMILIES) as (keyof typeof FAMILIES)[]) {
      for (const state of FAMILIES[family].states) {
        const record = { ...core(gw.sandbox.projectId), ...FAMILIES[family].fields, ...stateFields(state) };
        sent.push({ family, state, record });
        await gw.sandbox.injectHistory({ depositTxHash, record });
      }
    }
    expect(sent).toHaveLength(23);

    const { data, errors } = await gw.gql(VendorByDeposit, { hash: depositTxHash });
    expect(errors).toBeUndefined();
    const list = as(data?.transactionsByDepositHash, "TransactionList");
    expect(list.unreadable).toEqual([]);
    expect(list.items).toHaveLength(23);
    list.items.forEach((item, i) => {
      const { family, state, record } = sent[i]!;
      expect(item.__typename, `${family} ${state}`).toBe(FAMILIES[family].typename);
      expect(item).toMatchObject({ id: record._id, state, rawState: state, amountIn: "1000.123456789012345678" });
      expect(item.cancelledAt).toBe(state === "CANCELLED" ? "2026-11-23T10:03:00.000Z" : null);
      expect(item.failedAt).toBe(state === "FAILED" ? "2026-11-23T10:04:00.000Z" : null);
      if (state.endsWith("_REFUNDED")) {
        expect(item.refund).toEqual({
          reason: "SLIPPAGE_TOO_HIGH",
          txHash: record.refundTxHash,
          txTimestamp: "2026-11-23T10:05:00.000Z",
          token: "USDC",
          amount: "998.000000000000000001",
          chain: "ETHEREUM",
          additionalData: { attempts: 3, pool: "USDC/ETH" },
        });
      } else {
        expect(item.refund, `${family} ${state} has no refund`).toBeNull();
      }
    });

    const swap = as(list.items[7], "BridgeSwapTransaction");
    // The vendor's SwapQuote shape, amounts exact.
    expect(swap.preSwap).toEqual({ ...VENDOR_SWAP_LEG, chain: null, slippage: null });
    // The older sandbox shape reads too.
    expect(swap.postSwap).toEqual({
      tokenIn: "USDC",
      tokenOut: "ETH",
      amountIn: "999.5",
      amountOut: "0.3",
      aggregator: null,
      chain: "ARBITRUM_ONE",
      slippage: 0.005,
    });
    expect(swap.preSwapRaw).toEqual(VENDOR_SWAP_LEG);

    const sda = as(list.items[17], "DepositAddressBridgeTransaction");
    expect(sda).toMatchObject({
      token: "USDT",
      sdaTokenOut: "USDC",
      usdPrice: 0.9998,
      depositAddress: FAMILIES.depositAddressBridge.fields.depositAddress,
    });
  });

  it("tells a deposit-address record without _tag apart by shape, and keeps an unknown state and variant", async () => {
    const depositTxHash = txHash();
    const { _tag, ...untagged } = { ...FAMILIES.depositAddressBridge.fields };
    void _tag;
    const sdaRecord = { ...core(gw.sandbox.projectId), ...untagged, tokenOut: undefined, ...stateFields("ACCEPTED") };
    const later = { ...core(gw.sandbox.projectId), _tag: "bridgeMultiHop", hops: 2, ...stateFields("HOPPING") };
    await gw.sandbox.injectHistory({ depositTxHash, record: sdaRecord });
    await gw.sandbox.injectHistory({ depositTxHash, record: later });
    const { data } = await gw.gql(VendorByDeposit, { hash: depositTxHash });
    const [first, second] = as(data?.transactionsByDepositHash, "TransactionList").items;
    expect(as(first, "DepositAddressBridgeTransaction")).toMatchObject({ sdaTokenOut: null, state: "ACCEPTED" });
    expect(as(second, "OtherTransaction")).toMatchObject({ tag: "bridgeMultiHop", state: "UNKNOWN", rawState: "HOPPING" });
  });
});

describe("the vendor's three by-withdraw variants", () => {
  it.each(Object.keys(FAMILIES) as (keyof typeof FAMILIES)[])("reads an executed %s record", async (family) => {
    const record = { ...core(gw.sandbox.projectId), ...FAMILIES[family].fields, ...stateFields("EXECUTED") };
    await gw.sandbox.injectHistory({ withdrawTxHash: record.withdrawTxHash, record });
    const { data, errors } = await gw.gql(VendorByWithdraw, { hash: record.withdrawTxHash! });
    expect(errors).toBeUndefined();
    const tx = data?.transactionByWithdrawHash;
    expect(tx?.__typename).toBe(FAMILIES[family].typename);
    expect(tx).toMatchObject({ id: record._id, state: "EXECUTED", withdrawTxHash: record.withdrawTxHash });
  });
});

describe("the sandbox's own deposit-address transfer", () => {
  it("is a DepositAddressBridgeTransaction by its deposit hash and by its withdrawal hash", async () => {
    const depositAddress = address();
    await gw.sandbox.registerDepositAddress({ depositAddress, depositChain: "ETHEREUM" });
    const deposit = await gw.sandbox.api("POST", `/sandbox/deposit-addresses/${depositAddress}/ETHEREUM/deposits`, {
      body: { token: "USDT", amount: "250.5" },
    });
    expect(deposit.body.outcome).toBe("accepted");
    const record = (await gw.sandbox.advance(deposit.body.quoteId as string, "EXECUTED")) as unknown as Record<string, string>;

    const byDeposit = await gw.gql(VendorByDeposit, { hash: record.depositTxHash! });
    const [item] = as(byDeposit.data?.transactionsByDepositHash, "TransactionList").items;
    expect(as(item, "DepositAddressBridgeTransaction")).toMatchObject({
      id: record._id,
      state: "EXECUTED",
      token: "USDT",
      depositAddress,
      amountIn: "250.5",
    });
    const byWithdraw = await gw.gql(VendorByWithdraw, { hash: record.withdrawTxHash! });
    expect(as(byWithdraw.data?.transactionByWithdrawHash, "DepositAddressBridgeTransaction").depositAddress).toBe(depositAddress);
  });
});

const quoteInput = {
  chainIn: "ETHEREUM",
  chainOut: "ARBITRUM_ONE",
  amount: "100",
  mode: "PAY" as const,
  tokenIn: "USDT",
  tokenOut: "USDT",
  depositor: "0x1111111111111111111111111111111111111111",
  recipient: "0x2222222222222222222222222222222222222222",
};

/** A quote body in the vendor's shape: no flowCredits, no sponsoredFees, a promotion without a cap. */
function vendorQuote(extra: Record<string, unknown>) {
  const { sponsoredFees: _none, ...fees } = { ...FEES, sponsoredFees: undefined };
  void _none;
  return {
    quoteId: randomUUID(),
    chainIn: "ETHEREUM",
    chainOut: "ARBITRUM_ONE",
    payAmount: "100",
    payAmountUsd: 100,
    receiveAmount: "99.000000000000000001",
    receiveAmountUsd: 99,
    fees: { ...fees, percentageFeeAmount: null, percentageFeeThreshold: null },
    promotion: { name: "launch", maxLimitUsd: null },
    depositor: quoteInput.depositor,
    recipient: quoteInput.recipient,
    expiresAt: new Date(Date.now() + 60_000).toISOString(),
    ...extra,
  };
}

const QUOTE_PATH = "/bridge/quote/bridge-swap/user";

describe("the vendor's three quote variants", () => {
  it("answers isSda: true with a DepositAddressBridgeQuote", async () => {
    const body = vendorQuote({ _tag: "depositAddressBridge", token: "USDT" });
    await gw.sandbox.override({ method: "POST", path: QUOTE_PATH, status: 200, body });
    const { data, errors } = await gw.gql(VendorQuote, { input: { ...quoteInput, isSda: true } });
    expect(errors).toBeUndefined();
    const quote = as(data?.createQuote, "DepositAddressBridgeQuote");
    expect(quote).toMatchObject({ quoteId: body.quoteId, token: "USDT", receiveAmount: "99.000000000000000001" });
    // A null cap keeps the promotion; an absent sponsoredFees reads as nothing sponsored.
    expect(quote.promotion).toEqual({ name: "launch", maxLimitUsd: null });
    expect(quote.fees.sponsored).toEqual({ fee: "0", feeUsd: 0 });
  });

  it("reads bridgeToken and bridgeReceiveAmount of a vendor bridgeSwap quote", async () => {
    const body = vendorQuote({
      _tag: "bridgeSwap",
      tokenIn: "USDT",
      tokenOut: "ETH",
      bridgeToken: "USDC",
      bridgePayAmount: "99.9",
      bridgePayAmountUsd: 99.9,
      bridgeReceiveAmount: "99.800000000000000001",
      minReceiveAmount: "0.03",
      minReceiveAmountUsd: 98,
      usdPriceTokenIn: 1,
      usdPriceTokenOut: 3000,
    });
    await gw.sandbox.override({ method: "POST", path: QUOTE_PATH, status: 200, body });
    const { data } = await gw.gql(VendorQuote, { input: { ...quoteInput, tokenOut: "ETH" } });
    expect(as(data?.createQuote, "BridgeSwapQuote")).toMatchObject({
      bridgeToken: "USDC",
      bridgeReceiveAmount: "99.800000000000000001",
      bridgePayAmount: "99.9",
    });
  });

  it("reads the sandbox's own bridge and bridgeSwap quotes (no bridgeToken there)", async () => {
    const bridge = await gw.gql(VendorQuote, { input: quoteInput });
    expect(as(bridge.data?.createQuote, "BridgeQuote").token).toBe("USDT");
    const swap = await gw.gql(VendorQuote, { input: { ...quoteInput, tokenIn: "USDC", tokenOut: "ETH", amount: "3000" } });
    expect(as(swap.data?.createQuote, "BridgeSwapQuote")).toMatchObject({ tokenIn: "USDC", tokenOut: "ETH" });
  });
});

describe("postBridgeData: the vendor's eight variants", () => {
  const cases: [PostBridgeDataInput, { __typename: string; [k: string]: unknown }][] = [
    [{ extended: { vaultId: 7 } }, { __typename: "ExtendedPostBridgeData", vaultId: 7, tag: "extended" }],
    [
      { starkwarebtcfiv2: { spans: ["0x1", "0x2"] } },
      { __typename: "StarkwareBtcfiV2PostBridgeData", spans: ["0x1", "0x2"], tag: "starkwarebtcfiv2" },
    ],
    [{ starkwarebtcfi: true }, { __typename: "StarkwareBtcfiPostBridgeData", tag: "starkwarebtcfi" }],
    [{ wirexwrap: true }, { __typename: "WirexWrapPostBridgeData", tag: "wirexwrap" }],
    [{ wirexwrapsandbox: true }, { __typename: "WirexWrapSandboxPostBridgeData", tag: "wirexwrapsandbox" }],
    [{ aavev3supply: true }, { __typename: "AaveV3SupplyPostBridgeData", tag: "aavev3supply" }],
    [{ rocketfoundationdeposit: true }, { __typename: "RocketFoundationDepositPostBridgeData", tag: "rocketfoundationdeposit" }],
    [{ mapledeposit: true }, { __typename: "MapleDepositPostBridgeData", tag: "mapledeposit" }],
  ];

  it("sends `other` upstream as is: the vendor refuses a tag it does not know, on the input path", async () => {
    const { data } = await gw.gql(VendorQuote, {
      input: { ...quoteInput, postBridgeData: { other: { _tag: "futurevault", pool: "x" } } },
    });
    expect(as(data?.createQuote, "InvalidInput").issues[0]?.path.slice(0, 2)).toEqual(["input", "postBridgeData"]);
  });

  it.each(cases)("sends %j upstream and reads the echo back typed", async (postBridgeData, expected) => {
    const { data, errors } = await gw.gql(VendorQuote, { input: { ...quoteInput, postBridgeData } });
    expect(errors).toBeUndefined();
    expect(as(data?.createQuote, "BridgeQuote").postBridgeData).toEqual(expected);
  });

  it("refuses 71 spans, and false for a variant with no fields, as InvalidInput without an upstream call", async () => {
    await gw.sandbox.resetStats();
    const spans = Array.from({ length: 71 }, (_, i) => `0x${i + 1}`);
    const tooMany = await gw.gql(VendorQuote, { input: { ...quoteInput, postBridgeData: { starkwarebtcfiv2: { spans } } } });
    expect(as(tooMany.data?.createQuote, "InvalidInput").issues[0]?.path).toEqual([
      "input",
      "postBridgeData",
      "starkwarebtcfiv2",
      "spans",
    ]);
    const no = await gw.gql(VendorQuote, { input: { ...quoteInput, postBridgeData: { wirexwrap: false } } });
    expect(as(no.data?.createQuote, "InvalidInput").issues[0]?.path).toEqual(["input", "postBridgeData", "wirexwrap"]);
    expect((await gw.sandbox.stats()).requests).toEqual({});
  });
});

describe("typed vendor errors, mapped by _tag whatever the status", () => {
  it("answers the sandbox's own withdraw limit as WithdrawLimitReached with its maximum", async () => {
    // Over 1,000,000 USD received, under the 2,000,000 USD deposit limit (docs/sandbox.md).
    const { data } = await gw.gql(VendorQuote, { input: { ...quoteInput, amount: "1500000" } });
    const error = as(data?.createQuote, "WithdrawLimitReached");
    expect(error).toMatchObject({ token: "USDT", chain: "ARBITRUM_ONE" });
    expect(error.maxWithdrawAmount).toMatch(/^\d+(\.\d+)?$/);
    expect(error.message).toContain(error.maxWithdrawAmount);
  });

  it("answers the sandbox's own negative amount, SDA minimum, swap limit and rate limit typed (docs/sandbox.md triggers)", async () => {
    const negative = await gw.gql(VendorQuote, { input: { ...quoteInput, isSda: true, amount: "1" } });
    expect(as(negative.data?.createQuote, "NegativeReceiveAmount").receiveAmount).toMatch(/^-\d+(\.\d+)?$/);
    const below = await gw.gql(VendorQuote, { input: { ...quoteInput, isSda: true, amount: "4" } });
    expect(as(below.data?.createQuote, "SdaDepositBelowMinimum")).toMatchObject({ token: "USDT", minDepositAmountUsd: 5 });
    const swap = await gw.gql(VendorQuote, { input: { ...quoteInput, tokenIn: "USDC", tokenOut: "ETH", amount: "600000" } });
    expect(as(swap.data?.createQuote, "SwapLimitReached").market).toBeTruthy();
    await gw.sandbox.setFaults({ errorRate: 1, status: 429, retryAfter: 7 });
    try {
      const limited = await gw.gql(VendorQuote, { input: quoteInput });
      expect(as(limited.data?.createQuote, "TooManyRequests").retryAfterSeconds).toBe(7);
    } finally {
      await gw.sandbox.clearFaults();
    }
  });

  it("answers isSda: true with the sandbox's own DepositAddressBridgeQuote", async () => {
    const { data } = await gw.gql(VendorQuote, { input: { ...quoteInput, isSda: true } });
    expect(as(data?.createQuote, "DepositAddressBridgeQuote")).toMatchObject({ token: "USDT", payAmount: "100" });
  });

  it("answers the sandbox's own deposit limit and same-chain swap typed", async () => {
    const deposit = await gw.gql(VendorQuote, { input: { ...quoteInput, amount: "5000000" } });
    expect(as(deposit.data?.createQuote, "DepositLimitReached")).toMatchObject({
      token: "USDT",
      chain: "ETHEREUM",
      payAmount: "5000000",
    });
    const sameChain = await gw.gql(VendorQuote, {
      input: { ...quoteInput, chainOut: "ETHEREUM", tokenIn: "USDC", tokenOut: "ETH", amount: "100" },
    });
    expect(sameChain.data?.createQuote.__typename).toBe("SameChainSwapNotAvailable");
  });

  const errors: [number, Record<string, unknown>, string, Record<string, unknown>][] = [
    [
      422,
      { _tag: "WithdrawLimitReached", token: "USDT", chain: "BASE", receiveAmount: "1200000.5", maxWithdrawAmount: "1000000" },
      "WithdrawLimitReached",
      { token: "USDT", chain: "BASE", receiveAmount: "1200000.5", maxWithdrawAmount: "1000000" },
    ],
    [
      422,
      {
        _tag: "DepositLimitReached",
        token: "USDC",
        chain: "ETHEREUM",
        payAmount: "2000000",
        maxDepositAmount: "1500000.000001",
        payAmountUsd: "2000000",
        maxDepositAmountUsd: "1500000",
      },
      "DepositLimitReached",
      {
        token: "USDC",
        chain: "ETHEREUM",
        payAmount: "2000000",
        maxDepositAmount: "1500000.000001",
        depositPayAmountUsd: 2000000,
        depositMaxAmountUsd: 1500000,
      },
    ],
    [422, { _tag: "SwapLimitReached", market: "USDC-ETH", message: "Market limit" }, "SwapLimitReached", { market: "USDC-ETH" }],
    [
      422,
      {
        _tag: "SdaDepositLimitExceeded",
        token: "USDT",
        chainIn: "TRON",
        chainOut: "BASE",
        payAmountUsd: "60000",
        maxDepositAmountUsd: "50000",
      },
      "SdaDepositLimitExceeded",
      { token: "USDT", chainIn: "TRON", chainOut: "BASE", payAmountUsd: 60000, maxDepositAmountUsd: 50000 },
    ],
    [
      422,
      {
        _tag: "SdaDepositBelowMinimum",
        token: "USDT",
        chainIn: "TRON",
        chainOut: "BASE",
        payAmountUsd: "0.5",
        minDepositAmountUsd: "1",
      },
      "SdaDepositBelowMinimum",
      { token: "USDT", chainIn: "TRON", chainOut: "BASE", payAmountUsd: 0.5, minDepositAmountUsd: 1 },
    ],
    [422, { _tag: "NegativeReceiveAmount", receiveAmount: "-0.25" }, "NegativeReceiveAmount", { receiveAmount: "-0.25" }],
    [
      422,
      { _tag: "GasBoostGreaterThanReceiveAmount", amountNativeTokenCost: "12.5", receiveAmount: "10" },
      "GasBoostGreaterThanReceiveAmount",
      { amountNativeTokenCost: "12.5", receiveAmount: "10" },
    ],
    [
      404,
      { _tag: "NoRouteFoundError", tokenIn: "USDT", tokenOut: "PEPE", chainIn: "ETHEREUM", chainOut: "BASE" },
      "NoRouteFound",
      { tokenIn: "USDT", tokenOut: "PEPE", chainIn: "ETHEREUM", chainOut: "BASE" },
    ],
    [422, { _tag: "SameChainSwapNotAvailable", message: "Same-chain swaps are off" }, "SameChainSwapNotAvailable", {}],
    // An older sandbox answered limits at 400: the tag decides, not the status.
    [400, { _tag: "NegativeReceiveAmount", receiveAmount: "-1" }, "NegativeReceiveAmount", { receiveAmount: "-1" }],
    [429, { _tag: "TooManyRequests", message: "Slow down", retryAfter: 30 }, "TooManyRequests", { retryAfterSeconds: 30 }],
    // A body that does not match the vendor's schema stays raw rather than typed with holes.
    [422, { _tag: "WithdrawLimitReached", token: "USDT" }, "UpstreamError", { tag: "WithdrawLimitReached" }],
  ];

  it.each(errors)("createQuote: %i %j is typed", async (status, body, typename, fields) => {
    await gw.sandbox.override({ method: "POST", path: QUOTE_PATH, status, body });
    const { data, errors: gqlErrors } = await gw.gql(VendorQuote, { input: quoteInput });
    expect(gqlErrors).toBeUndefined();
    const result = data?.createQuote as { __typename: string; message: string };
    expect(result.__typename).toBe(typename);
    expect(result).toMatchObject(fields);
    expect(result.message).toBeTruthy();
  });

  it("commitQuote: TooManyRequests with retryAfterSeconds, and a late commit as the vendor answers it is QuoteExpired", async () => {
    const quoteId = randomUUID();
    await gw.sandbox.override({
      method: "POST",
      path: `/bridge/quote/commit/${quoteId}`,
      status: 429,
      body: { _tag: "TooManyRequests", message: "Too many commits", retryAfter: 2.5 },
    });
    const limited = await gw.gql(VendorCommit, { quoteId });
    expect(as(limited.data?.commitQuote, "TooManyRequests")).toMatchObject({ retryAfterSeconds: 2.5 });

    await gw.sandbox.override({
      method: "POST",
      path: `/bridge/quote/commit/${quoteId}`,
      status: 422,
      body: { _tag: "InvalidRequest", message: `Quote ${quoteId} has expired` },
    });
    const late = await gw.gql(VendorCommit, { quoteId });
    expect(as(late.data?.commitQuote, "QuoteExpired").message).toContain("expired");

    await gw.sandbox.override({
      method: "POST",
      path: `/bridge/quote/commit/${quoteId}`,
      status: 422,
      body: { _tag: "InvalidRequest", message: "Quote belongs to another project" },
    });
    const other = await gw.gql(VendorCommit, { quoteId });
    expect(as(other.data?.commitQuote, "InvalidRequest").message).toContain("another project");
  });
});

describe("smart deposit addresses: RejectedBridgeTrigger and Stellar chainMetadata", () => {
  it("types a REJECTED_BRIDGE refund trigger", async () => {
    const depositAddress = address();
    const trigger = {
      _tag: "REJECTED_BRIDGE" as const,
      rejectedDepositAddressBridgeId: "66f0c0ffee0000000000abcd",
      nativeToken: false,
      amountWei: "500000",
      amount: "0.5",
      amountUsd: "0.5",
      tokenAddress: address(),
      tokenSymbol: "USDT",
    };
    await gw.sandbox.registerDepositAddress({ depositAddress, depositChain: "ETHEREUM", refunds: [{ trigger }] });
    const { data, errors } = await gw.gql(VendorSda, { address: depositAddress, chain: "ETHEREUM" });
    expect(errors).toBeUndefined();
    const refunds = as(data?.depositAddress.completedRefunds, "RefundList");
    const { _tag, ...fields } = trigger;
    void _tag;
    expect(refunds.items[0]?.trigger).toEqual({ __typename: "RejectedBridgeTrigger", ...fields });
  });

  it("types Stellar chainMetadata, and keeps another kind raw", async () => {
    // The base account's address stands in for the muxed one (69 characters, over the 60 the gateway accepts).
    const depositAddress = "GB3JDWCQJCWMJ3IILWIGDTQJJC5567PGVEVXSCVPEQOTDN64VJBDQBYX";
    const registered = await gw.sandbox.registerDepositAddress({ depositAddress, depositChain: "STELLAR" });
    const path = `/sda/deposit-addresses/${depositAddress}/STELLAR`;
    const stellar = {
      _tag: "STELLAR",
      baseAddress: "GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGZ",
      memoId: "1234567890",
    };
    await gw.sandbox.override({ method: "GET", path, status: 200, body: { ...registered, chainMetadata: stellar } });
    const typed = await gw.gql(VendorSda, { address: depositAddress, chain: "STELLAR" });
    const status = as(typed.data?.depositAddress.status, "DepositAddressStatus");
    expect(status.chainMetadata).toEqual({
      __typename: "StellarChainMetadata",
      baseAddress: stellar.baseAddress,
      memoId: "1234567890",
    });

    const later = { _tag: "TON", workchain: 0 };
    await gw.sandbox.override({ method: "GET", path, status: 200, body: { ...registered, chainMetadata: later } });
    const other = await gw.gql(VendorSda, { address: depositAddress, chain: "STELLAR" });
    expect(as(other.data?.depositAddress.status, "DepositAddressStatus").chainMetadata).toEqual({
      __typename: "OtherChainMetadata",
      tag: "TON",
      raw: later,
    });
  });
});
