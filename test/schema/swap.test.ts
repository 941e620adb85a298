import { beforeAll, describe, expect, it } from "vitest";
import { graphql } from "../gql/index.js";
import { as, startGateway, type GatewayHandle } from "../utils/gateway.js";

const SwapCalldataQuery = graphql(`
  query SwapCalldata($id: ID!) {
    swapCalldata(commitmentId: $id) {
      __typename
      ... on SwapCalldata {
        commitmentId
        calldata
      }
      ... on CommitmentNotFound {
        id
      }
      ... on Error {
        message
      }
    }
  }
`);

const WebhookPublicKey = graphql(`
  query WebhookPublicKey {
    webhookPublicKey
  }
`);

const QuoteForCalldata = graphql(`
  mutation QuoteForCalldata($input: QuoteInput!) {
    createQuote(input: $input) {
      __typename
      ... on Quote {
        quoteId
      }
    }
  }
`);

const input = {
  chainIn: "ETHEREUM",
  chainOut: "BASE",
  amount: "100",
  mode: "PAY" as const,
  tokenIn: "USDT",
  tokenOut: "USDT",
  depositor: "0x1111111111111111111111111111111111111111",
  recipient: "0x2222222222222222222222222222222222222222",
};

let gw: GatewayHandle;

async function quoteId(tokenOut: string): Promise<string> {
  const { data } = await gw.gql(QuoteForCalldata, { input: { ...input, tokenOut } });
  return (data?.createQuote as { quoteId: string }).quoteId;
}

beforeAll(async () => {
  gw = await startGateway();
});

describe("swapCalldata", () => {
  it("returns hex calldata for a bridge+swap commitment", async () => {
    const id = await quoteId("ETH");
    const { data } = await gw.gql(SwapCalldataQuery, { id });
    const calldata = as(data?.swapCalldata, "SwapCalldata");
    expect(calldata.commitmentId).toBe(id);
    expect(calldata.calldata).toMatch(/^0x[0-9a-f]+$/);
  });

  it("returns InvalidCommitmentType for a plain bridge", async () => {
    const { data } = await gw.gql(SwapCalldataQuery, { id: await quoteId("USDT") });
    expect(as(data?.swapCalldata, "InvalidCommitmentType").message).toBeTruthy();
  });

  it("returns CommitmentNotFound for an unknown commitment", async () => {
    const { data } = await gw.gql(SwapCalldataQuery, { id: "unknown-commitment" });
    expect(as(data?.swapCalldata, "CommitmentNotFound").id).toBe("unknown-commitment");
  });
});

describe("webhookPublicKey", () => {
  it("returns the upstream's key, a base64-encoded PEM", async () => {
    const { data } = await gw.gql(WebhookPublicKey, {});
    const direct = await gw.sandbox.api("GET", "/webhook/public-key");
    expect(data?.webhookPublicKey).toBe(direct.body);
    expect(Buffer.from(data!.webhookPublicKey, "base64").toString()).toMatch(/^-----BEGIN PUBLIC KEY-----/);
  });
});
