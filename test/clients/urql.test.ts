import { readFileSync } from "node:fs";
import { cacheExchange, type KeyingConfig } from "@urql/exchange-graphcache";
import { Client, fetchExchange, subscriptionExchange } from "@urql/core";
import { buildSchema, introspectionFromSchema, isObjectType } from "graphql";
import { createClient } from "graphql-ws";
import { beforeAll, describe, expect, it } from "vitest";
import { onEnd, pipe, subscribe } from "wonka";
import WebSocket from "ws";
import { graphql } from "../gql/index.js";
import { onDispose } from "../utils/disposers.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";

const CreateQuote = graphql(`
  mutation UrqlCreateQuote($input: QuoteInput!) {
    createQuote(input: $input) {
      __typename
      ... on Quote {
        quoteId
        payAmount
      }
      ... on Error {
        message
      }
    }
  }
`);

const CommitQuote = graphql(`
  mutation UrqlCommitQuote($quoteId: ID!) {
    commitQuote(quoteId: $quoteId) {
      __typename
      ... on QuoteCommitment {
        quoteId
      }
      ... on Error {
        message
      }
    }
  }
`);

const WatchTransfer = graphql(`
  subscription UrqlWatchTransfer($quoteId: ID!) {
    transactionEvents(filter: { quoteId: $quoteId }, untilFinal: true) {
      eventId
      type
      transaction {
        __typename
        id
        state
        withdrawTxHash
      }
    }
  }
`);

const ByDepositHash = graphql(`
  query UrqlByDepositHash($hash: String!) {
    transactionsByDepositHash(depositTxHash: $hash) {
      __typename
      ... on TransactionList {
        items {
          __typename
          id
          state
          amountIn
        }
      }
      ... on HistoryNotFound {
        hash: id
      }
      ... on Error {
        message
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

/**
 * Graphcache needs the schema to match fragments on unions and interfaces (the introspection of
 * schema.graphql), and a key for each type: `id` where there is one, `quoteId` for quotes, and
 * "embedded in its parent" (null) for everything else (errors, fees, lists).
 */
const sdl = buildSchema(readFileSync(new URL("../../schema.graphql", import.meta.url), "utf8"));
const keys: KeyingConfig = {};
for (const type of Object.values(sdl.getTypeMap())) {
  if (!isObjectType(type) || type.name.startsWith("__") || ["Query", "Mutation", "Subscription"].includes(type.name)) continue;
  const fields = type.getFields();
  if (fields.quoteId) keys[type.name] = (data) => String(data.quoteId);
  else if (!fields.id || type.getInterfaces().some((i) => i.name === "Error")) keys[type.name] = () => null;
}

let gw: GatewayHandle;
beforeAll(async () => {
  gw = await startGateway({ selfWebhook: true });
});

function urqlClient() {
  const ws = createClient({ url: `${gw.url.replace(/^http/, "ws")}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
  onDispose(() => ws.dispose());
  const cache = cacheExchange({ schema: introspectionFromSchema(sdl), keys });
  return new Client({
    url: `${gw.url}/graphql`,
    // urql sends queries as GET by default; the gateway's CSRF rule wants a POST with a JSON body
    // (or the x-graphql-yoga-csrf header on a GET).
    preferGetMethod: false,
    exchanges: [
      cache,
      fetchExchange,
      subscriptionExchange({
        forwardSubscription: (request) => ({
          subscribe: (sink) => ({ unsubscribe: ws.subscribe({ ...request, query: request.query ?? "" }, sink) }),
        }),
      }),
    ],
  });
}

describe("urql (graphcache) against the gateway", () => {
  it("runs quote -> commit -> live status to the end, and the status query, from one normalised cache", async () => {
    const client = urqlClient();
    const quote = await client.mutation(CreateQuote, { input }).toPromise();
    expect(quote.error).toBeUndefined();
    expect(quote.data?.createQuote).toMatchObject({ __typename: "BridgeQuote", payAmount: "100" });
    const quoteId = (quote.data!.createQuote as { quoteId: string }).quoteId;

    // Graphcache re-delivers a subscription's latest result when the cache changes: count events by id.
    const states = new Map<string, string>();
    let withdrawTxHash: string | undefined;
    const completed = new Promise<void>((resolve) => {
      pipe(
        client.subscription(WatchTransfer, { quoteId }),
        onEnd(resolve),
        subscribe((r) => {
          const e = r.data?.transactionEvents;
          const tx = e?.transaction;
          if (e && tx) states.set(e.eventId, tx.state);
          withdrawTxHash ??= tx?.withdrawTxHash ?? undefined;
        }),
      );
    });
    await expect
      .poll(() => gw.gateway.bus.listenerCount(`transaction:${quoteId}` as never), { timeout: 5000 })
      .toBeGreaterThan(0);
    const commit = await client.mutation(CommitQuote, { quoteId }).toPromise();
    expect(commit.data?.commitQuote).toMatchObject({ __typename: "QuoteCommitment", quoteId });
    const accepted = (await gw.sandbox.advance(quoteId, "ACCEPTED")) as unknown as { depositTxHash: string };
    await gw.sandbox.advance(quoteId, "EXECUTED");
    await completed;
    expect([...states.values()]).toEqual(["PENDING", "ACCEPTED", "EXECUTED"]);
    expect(withdrawTxHash).toMatch(/^0x[0-9a-f]{64}$/);

    // The list item and the subscription's transaction are one entity in the cache (BridgeTransaction:<id>).
    const status = await client.query(ByDepositHash, { hash: accepted.depositTxHash }).toPromise();
    expect(status.data?.transactionsByDepositHash).toMatchObject({
      __typename: "TransactionList",
      items: [{ __typename: "BridgeTransaction", id: quoteId, state: "EXECUTED", amountIn: "100" }],
    });
    const again = await client
      .query(ByDepositHash, { hash: accepted.depositTxHash }, { requestPolicy: "cache-only" })
      .toPromise();
    expect(again.data).toEqual(status.data);
  });

  it("gets typed errors as data and GraphQL errors in CombinedError with their code", async () => {
    const client = urqlClient();
    const hash = `0x${"3".repeat(64)}`;
    const missing = await client.query(ByDepositHash, { hash }).toPromise();
    expect(missing.error).toBeUndefined();
    expect(missing.data?.transactionsByDepositHash).toEqual({
      __typename: "HistoryNotFound",
      hash,
      message: `No transaction history for ${hash}`,
    });

    const refused = await client.mutation(CreateQuote, { input: { ...input, amount: "abc" } }).toPromise();
    expect(refused.data).toBeUndefined();
    expect(refused.error?.graphQLErrors[0]?.extensions.code).toBe("BAD_USER_INPUT");
  });
});
