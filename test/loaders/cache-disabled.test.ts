import { describe, expect, it } from "vitest";
import { graphql } from "../gql/index.js";
import { as, startGateway } from "../utils/gateway.js";

const ByWithdraw = graphql(`
  query CacheDisabledByWithdraw($hash: String!) {
    transactionByWithdrawHash(withdrawTxHash: $hash) {
      __typename
      ... on Transaction {
        id
      }
    }
  }
`);

const WITHDRAW = "GET /bridge/history/bridge/by-withdraw-hash/:withdrawTxHash";

describe("CACHE_ENABLED=false", () => {
  it("reads an executed record from the upstream on every operation", async () => {
    const gw = await startGateway({ env: { CACHE_ENABLED: "false" } });
    const jwt = await gw.sandbox.getJwt();
    const quote = await gw.sandbox.api("POST", "/bridge/quote/bridge-swap/user", {
      jwt,
      body: {
        chainIn: "ETHEREUM",
        chainOut: "BASE",
        amount: "100",
        mode: "pay",
        tokenIn: "USDT",
        tokenOut: "USDT",
        depositor: "0x1111111111111111111111111111111111111111",
        recipient: "0x2222222222222222222222222222222222222222",
      },
    });
    await gw.sandbox.api("POST", `/bridge/quote/commit/${quote.body.quoteId}`, { jwt });
    const tx = await gw.sandbox.advance(quote.body.quoteId, "EXECUTED");
    await gw.sandbox.resetStats();

    for (let i = 0; i < 2; i++) {
      const result = await gw.gql(ByWithdraw, { hash: String(tx.withdrawTxHash) });
      expect(as(result.data?.transactionByWithdrawHash, "BridgeTransaction").id).toBe(quote.body.quoteId);
    }
    expect((await gw.sandbox.stats()).requests[WITHDRAW]).toBe(2);
  });
});
