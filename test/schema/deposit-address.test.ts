import { beforeAll, describe, expect, it } from "vitest";
import { graphql } from "../gql/index.js";
import { as, startGateway, type GatewayHandle } from "../utils/gateway.js";
import { startSandbox } from "../utils/sandbox.js";

const DepositAddressQuery = graphql(`
  query DepositAddress($address: String!, $chain: String!) {
    depositAddress(address: $address, chain: $chain) {
      address
      chain
      status {
        __typename
        ... on DepositAddressStatus {
          depositChain
          depositAddress
          destinationChain
          destinationAddress
          supportedTokens {
            symbol
            address
            minDepositLimitUsd
            maxDepositLimitUsd
          }
          isActive
          addressNote
          tokenOut
          refundAddress
          bridgeIfNotSwappable
          postBridgeData {
            __typename
          }
          raw
        }
        ... on DepositAddressNotFound {
          addresses
        }
        ... on Error {
          message
        }
        ... on InvalidInput {
          issues {
            path
          }
        }
      }
      completedRefunds {
        __typename
        ... on RefundList {
          items {
            refundId
            depositAddress
            depositChain
            recipient
            txHash
            txTimestamp
            originalDepositTxHash
            trigger {
              __typename
              ... on UnsupportedTokenTrigger {
                nativeToken
                amountWei
                tokenAddress
                tokenSymbol
                amount
                amountUsd
              }
              ... on OtherRefundTrigger {
                tag
                raw
              }
            }
          }
          unreadable {
            reason
          }
        }
        ... on DepositAddressNotFound {
          addresses
        }
        ... on Error {
          message
        }
      }
    }
  }
`);

const ADDRESS = "0x3333333333333333333333333333333333333333";
let gw: GatewayHandle;

beforeAll(async () => {
  gw = await startGateway();
  await gw.sandbox.registerDepositAddress({
    depositAddress: ADDRESS,
    depositChain: "ETHEREUM",
    destinationChain: "BASE",
    destinationAddress: "0x4444444444444444444444444444444444444444",
    addressNote: "treasury",
    tokenOut: "USDC",
    refundAddress: "0x5555555555555555555555555555555555555555",
    postBridgeData: { _tag: "extended", vaultId: 3 },
    refunds: [
      {
        trigger: {
          _tag: "UNSUPPORTED_TOKEN",
          nativeToken: false,
          amountWei: "1000000",
          tokenAddress: "0xabc",
          tokenSymbol: "DOGE",
          amount: "1",
          amountUsd: "0.1",
        },
      },
    ],
  });
});

describe("depositAddress", () => {
  it("returns the status and the completed refunds of a smart deposit address", async () => {
    const { data, errors } = await gw.gql(DepositAddressQuery, { address: ADDRESS, chain: "ETHEREUM" });
    expect(errors).toBeUndefined();
    const status = as(data?.depositAddress.status, "DepositAddressStatus");
    expect(status).toMatchObject({
      depositAddress: ADDRESS,
      depositChain: "ETHEREUM",
      destinationChain: "BASE",
      destinationAddress: "0x4444444444444444444444444444444444444444",
      addressNote: "treasury",
      tokenOut: "USDC",
      isActive: true,
      postBridgeData: { __typename: "ExtendedPostBridgeData" },
    });
    expect(status.supportedTokens.length).toBeGreaterThan(0);
    expect(status.raw).toMatchObject({ depositAddress: ADDRESS });
    const refunds = as(data?.depositAddress.completedRefunds, "RefundList");
    expect(refunds.items).toHaveLength(1);
    expect(refunds.items[0]?.trigger).toEqual({
      __typename: "UnsupportedTokenTrigger",
      nativeToken: false,
      amountWei: "1000000",
      tokenAddress: "0xabc",
      tokenSymbol: "DOGE",
      amount: "1",
      amountUsd: "0.1",
    });
  });

  it("keeps a refund trigger it does not model as OtherRefundTrigger with its raw JSON", async () => {
    // The sandbox only registers the vendor's two triggers: a later one is served as the upstream would send it.
    const refund = {
      refundId: "66f0c0ffee0000000000beef",
      depositAddress: ADDRESS,
      depositChain: "ETHEREUM",
      trigger: { _tag: "OVER_MAX", limitUsd: 5000 },
      txHash: `0x${"ab".repeat(32)}`,
      txTimestamp: "2026-11-23T10:00:00.000Z",
    };
    await gw.sandbox.override({
      method: "GET",
      path: `/sda/deposit-addresses/${ADDRESS}/ETHEREUM/completed-refunds`,
      status: 200,
      body: { items: [refund] },
    });
    const { data } = await gw.gql(DepositAddressQuery, { address: ADDRESS, chain: "ETHEREUM" });
    expect(as(data?.depositAddress.completedRefunds, "RefundList").items[0]?.trigger).toMatchObject({
      __typename: "OtherRefundTrigger",
      tag: "OVER_MAX",
      raw: { limitUsd: 5000 },
    });
  });

  it("returns DepositAddressNotFound for an address the upstream does not know", async () => {
    const { data } = await gw.gql(DepositAddressQuery, {
      address: "0x9999999999999999999999999999999999999999",
      chain: "ETHEREUM",
    });
    expect(as(data?.depositAddress.status, "DepositAddressNotFound").addresses).toEqual([
      "0x9999999999999999999999999999999999999999",
    ]);
    expect(as(data?.depositAddress.completedRefunds, "DepositAddressNotFound").message).toBeTruthy();
  });

  it("returns InvalidInput for an address over 60 characters, without calling the upstream", async () => {
    await gw.sandbox.resetStats();
    const { data } = await gw.gql(DepositAddressQuery, { address: "x".repeat(61), chain: "ETHEREUM" });
    expect(as(data?.depositAddress.status, "InvalidInput").issues).toEqual([{ path: ["address"] }]);
    expect((await gw.sandbox.stats()).requests).toEqual({});
  });

  it("returns EndpointDisabled when the upstream has the SDA endpoints off", async () => {
    const disabled = await startGateway({ sandbox: await startSandbox({ sdaDisabled: true }) });
    const { data } = await disabled.gql(DepositAddressQuery, { address: ADDRESS, chain: "ETHEREUM" });
    expect(as(data?.depositAddress.status, "EndpointDisabled").message).toBeTruthy();
    expect(as(data?.depositAddress.completedRefunds, "EndpointDisabled").message).toBeTruthy();
  });

  it("fetches status and refunds once each however often an operation asks", async () => {
    await gw.sandbox.resetStats();
    const res = await gw.post({
      query: `query Twice($a: String!) {
        one: depositAddress(address: $a, chain: "ETHEREUM") { status { __typename } completedRefunds { __typename } }
        two: depositAddress(address: $a, chain: "ETHEREUM") { status { __typename } completedRefunds { __typename } }
      }`,
      variables: { a: ADDRESS },
    });
    expect(res.status).toBe(200);
    expect((await gw.sandbox.stats()).requests).toEqual({
      "GET /sda/deposit-addresses/:depositAddress/:depositChain": 1,
      "GET /sda/deposit-addresses/:depositAddress/:depositChain/completed-refunds": 1,
    });
  });
});
