import { beforeAll, describe, expect, it } from "vitest";
import { graphql } from "../gql/index.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";

const NotFoundDeposit = graphql(`
  query NotFoundDeposit($hash: String!) {
    transactionsByDepositHash(depositTxHash: $hash) {
      __typename
    }
  }
`);
const NotFoundWithdraw = graphql(`
  query NotFoundWithdraw($hash: String!) {
    transactionByWithdrawHash(withdrawTxHash: $hash) {
      __typename
    }
  }
`);
const NotFoundCalldata = graphql(`
  query NotFoundCalldata($id: ID!) {
    swapCalldata(commitmentId: $id) {
      __typename
    }
  }
`);
const NotFoundCommit = graphql(`
  mutation NotFoundCommit($id: ID!) {
    commitQuote(quoteId: $id) {
      __typename
    }
  }
`);
const NotFoundAddress = graphql(`
  query NotFoundAddress($address: String!) {
    depositAddress(address: $address, chain: "ETHEREUM") {
      status {
        __typename
      }
      completedRefunds {
        __typename
      }
    }
  }
`);

const HASH = `0x${"9".repeat(64)}`;
let gw: GatewayHandle;

/** The upstream answers this path with a bare 404: no body, no tag. */
const bare404 = (method: string, path: string) => gw.sandbox.override({ method, path, status: 404, rawBody: "", times: 1 });

beforeAll(async () => {
  gw = await startGateway();
});

describe("a bare 404 from the upstream", () => {
  it("is HistoryNotFound for a deposit hash", async () => {
    await bare404("GET", `/bridge/history/bridge/by-deposit-hash/${HASH}`);
    expect((await gw.gql(NotFoundDeposit, { hash: HASH })).data?.transactionsByDepositHash.__typename).toBe("HistoryNotFound");
  });

  it("is HistoryNotFound for a withdrawal hash too, which has no not-found tag", async () => {
    await bare404("GET", `/bridge/history/bridge/by-withdraw-hash/${HASH}`);
    expect((await gw.gql(NotFoundWithdraw, { hash: HASH })).data?.transactionByWithdrawHash.__typename).toBe("HistoryNotFound");
  });

  it("is CommitmentNotFound for swap calldata", async () => {
    await bare404("GET", "/bridge/swap/calldata/gone");
    expect((await gw.gql(NotFoundCalldata, { id: "gone" })).data?.swapCalldata.__typename).toBe("CommitmentNotFound");
  });

  it("is QuoteNotFound for a commit", async () => {
    await bare404("POST", "/bridge/quote/commit/gone");
    expect((await gw.gql(NotFoundCommit, { id: "gone" })).data?.commitQuote.__typename).toBe("QuoteNotFound");
  });

  it("is DepositAddressNotFound for a deposit address's status and refunds", async () => {
    await bare404("GET", "/sda/deposit-addresses/0xgone/ETHEREUM");
    await bare404("GET", "/sda/deposit-addresses/0xgone/ETHEREUM/completed-refunds");
    const { data } = await gw.gql(NotFoundAddress, { address: "0xgone" });
    expect(data?.depositAddress.status.__typename).toBe("DepositAddressNotFound");
    expect(data?.depositAddress.completedRefunds.__typename).toBe("DepositAddressNotFound");
  });
});
