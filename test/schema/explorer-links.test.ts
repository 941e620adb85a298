import { beforeAll, describe, expect, it } from "vitest";
import { graphql } from "../gql/index.js";
import { as, startGateway, type GatewayHandle } from "../utils/gateway.js";
import { commitTransfer } from "../utils/transfers.js";

const Links = graphql(`
  query ExplorerLinks($hash: String!) {
    transactionsByDepositHash(depositTxHash: $hash) {
      __typename
      ... on TransactionList {
        items {
          id
          chainIn
          chainOut
          depositTxHash
          withdrawTxHash
          depositTxUrl
          withdrawTxUrl
          refund {
            txHash
            chain
            txUrl
          }
        }
      }
    }
  }
`);

const PageLinks = graphql(`
  query ExplorerLinksPage($first: Int) {
    transactions(first: $first) {
      edges {
        node {
          depositTxHash
          depositTxUrl
          withdrawTxUrl
        }
      }
    }
  }
`);

let gw: GatewayHandle;
let jwt: string;
const configReads = async () => (await gw.sandbox.stats()).requests["GET /bridge/configs"] ?? 0;

/** A committed bridge+swap transfer of the sandbox, moved on through `states`; resolves its record. */
async function swapTransfer(...states: string[]) {
  const quote = await gw.sandbox.api("POST", "/bridge/quote/bridge-swap/user", {
    jwt,
    body: {
      chainIn: "ETHEREUM",
      chainOut: "ARBITRUM_ONE",
      tokenIn: "USDC",
      tokenOut: "ETH",
      amount: "1000",
      mode: "pay",
      depositor: "0x1111111111111111111111111111111111111111",
      recipient: "0x2222222222222222222222222222222222222222",
    },
  });
  const quoteId = quote.body.quoteId as string;
  await gw.sandbox.api("POST", `/bridge/quote/commit/${quoteId}`, { jwt });
  let record: unknown;
  for (const state of states) record = await gw.sandbox.advance(quoteId, state as never);
  return record as Record<string, string>;
}

beforeAll(async () => {
  gw = await startGateway();
  jwt = await gw.sandbox.getJwt();
});

describe("explorer links", () => {
  it("links an EVM deposit and withdrawal to their chains' explorers, and a refund to its chain's", async () => {
    const executed = await swapTransfer("EXECUTED");
    const { data, errors } = await gw.gql(Links, { hash: executed.depositTxHash! });
    expect(errors).toBeUndefined();
    const [tx] = as(data?.transactionsByDepositHash, "TransactionList").items;
    expect(tx).toMatchObject({
      depositTxUrl: `https://etherscan.io/tx/${executed.depositTxHash}`,
      withdrawTxUrl: `https://arbiscan.io/tx/${executed.withdrawTxHash}`,
      refund: null,
    });

    const refunded = await swapTransfer("ACCEPTED", "SWAP_FAILED_REFUNDED");
    const list = as((await gw.gql(Links, { hash: refunded.depositTxHash! })).data?.transactionsByDepositHash, "TransactionList");
    expect(list.items[0]).toMatchObject({
      withdrawTxHash: null,
      withdrawTxUrl: null,
      refund: { chain: "ETHEREUM", txHash: refunded.refundTxHash, txUrl: `https://etherscan.io/tx/${refunded.refundTxHash}` },
    });
  });

  it("follows each chain type's rule, and is null for a chain the configs do not list", async () => {
    const base = await swapTransfer("EXECUTED");
    const hash = `0x${"cd".repeat(32)}`;
    const solHash = "5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnb";
    const records = [
      { ...base, _id: "tron-in", chainIn: "TRON", depositTxHash: hash },
      { ...base, _id: "sol-out", chainOut: "SOLANA", withdrawTxHash: solHash },
      { ...base, _id: "narnia", chainIn: "NARNIA", chainOut: "NARNIA" },
    ];
    for (const record of records) await gw.sandbox.injectHistory({ depositTxHash: hash, record });
    const { data } = await gw.gql(Links, { hash });
    const items = as(data?.transactionsByDepositHash, "TransactionList").items;
    expect(items.map(({ id, depositTxUrl, withdrawTxUrl }) => ({ id, depositTxUrl, withdrawTxUrl }))).toEqual([
      {
        id: "tron-in",
        depositTxUrl: `https://tronscan.org/#/transaction/${hash}`,
        withdrawTxUrl: expect.stringContaining("arbiscan"),
      },
      { id: "sol-out", depositTxUrl: expect.stringContaining("etherscan"), withdrawTxUrl: `https://solscan.io/tx/${solHash}` },
      { id: "narnia", depositTxUrl: null, withdrawTxUrl: null },
    ]);
  });

  it("costs one configs read for a list of 20 transactions with both links each", async () => {
    for (let i = 0; i < 20; i++)
      await gw.sandbox.advance(await commitTransfer(gw.sandbox, `${gw.url}/webhooks/bridge`), "EXECUTED");
    // A gateway of its own: nothing in its cache yet, so the read is counted.
    const fresh = await startGateway({ sandbox: gw.sandbox });
    await gw.sandbox.resetStats();
    const { data, errors } = await fresh.gql(PageLinks, { first: 20 });
    expect(errors).toBeUndefined();
    const nodes = data!.transactions.edges.map((e) => e.node);
    expect(nodes).toHaveLength(20);
    for (const node of nodes) expect(node.depositTxUrl).toBe(`https://etherscan.io/tx/${node.depositTxHash}`);
    expect(nodes.every((n) => n.withdrawTxUrl?.startsWith("https://"))).toBe(true);
    expect(await configReads()).toBe(1);
  });
});
