import { format } from "node:util";
import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from "@apollo/client";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { OperationTypeNode } from "graphql";
import { createClient } from "graphql-ws";
import { beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import WebSocket from "ws";
import possibleTypesResult from "../../clients/possible-types.js";
import { graphql } from "../gql/index.js";
import { onDispose } from "../utils/disposers.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";

const CreateQuote = graphql(`
  mutation ApolloCreateQuote($input: QuoteInput!) {
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
  mutation ApolloCommitQuote($quoteId: ID!) {
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
  subscription ApolloWatchTransfer($quoteId: ID!) {
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

const ByWithdrawHash = graphql(`
  query ApolloByWithdrawHash($hash: String!) {
    transactionByWithdrawHash(withdrawTxHash: $hash) {
      __typename
      ... on Transaction {
        id
        state
        amountIn
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

let gw: GatewayHandle;
beforeAll(async () => {
  gw = await startGateway({ selfWebhook: true });
});

/** The normalised cache: entity key -> fields. */
const entities = (client: ApolloClient) => client.cache.extract() as Record<string, Record<string, unknown> | undefined>;

/** The client docs/clients.md describes: possibleTypes from codegen, HTTP for queries, graphql-ws for subscriptions. */
function apolloClient(options: { possibleTypes: boolean }) {
  const ws = createClient({ url: `${gw.url.replace(/^http/, "ws")}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
  onDispose(() => ws.dispose());
  const link = ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    new GraphQLWsLink(ws),
    new HttpLink({ uri: `${gw.url}/graphql` }),
  );
  const cache = new InMemoryCache({
    ...(options.possibleTypes && { possibleTypes: possibleTypesResult.possibleTypes }),
    // Quotes have no `id`: normalise them by quoteId.
    typePolicies: { BridgeQuote: { keyFields: ["quoteId"] }, BridgeSwapQuote: { keyFields: ["quoteId"] } },
  });
  const client = new ApolloClient({ link, cache });
  onDispose(() => client.stop());
  return client;
}

describe("Apollo Client 4 against the gateway", () => {
  it("runs quote -> commit -> live status to the end, and the status query; unions and interfaces normalise", async () => {
    const client = apolloClient({ possibleTypes: true });
    const quote = await client.mutate({ mutation: CreateQuote, variables: { input } });
    expect(quote.data?.createQuote).toMatchObject({ __typename: "BridgeQuote", payAmount: "100" });
    const quoteId = (quote.data!.createQuote as { quoteId: string }).quoteId;
    expect(entities(client)[`BridgeQuote:{"quoteId":"${quoteId}"}`]).toMatchObject({ payAmount: "100" });

    const events: { type: string; state?: string }[] = [];
    const completed = new Promise<void>((resolve, reject) => {
      client.subscribe({ query: WatchTransfer, variables: { quoteId } }).subscribe({
        next: (r) => {
          const e = r.data?.transactionEvents;
          if (e) events.push({ type: e.type, state: e.transaction?.state });
        },
        error: reject,
        complete: resolve,
      });
    });
    await expect
      .poll(() => gw.gateway.bus.listenerCount(`transaction:${quoteId}` as never), { timeout: 5000 })
      .toBeGreaterThan(0);
    const commit = await client.mutate({ mutation: CommitQuote, variables: { quoteId } });
    expect(commit.data?.commitQuote).toMatchObject({ __typename: "QuoteCommitment", quoteId });
    await gw.sandbox.advance(quoteId, "EXECUTED");
    await completed;
    expect(events).toEqual([
      // Subscribed before the commit: the first message says the transfer is not known yet.
      { type: "NOT_KNOWN_YET", state: undefined },
      { type: "BRIDGE_PENDING", state: "PENDING" },
      { type: "BRIDGE_ACCEPTED", state: "ACCEPTED" },
      { type: "BRIDGE_EXECUTED", state: "EXECUTED" },
    ]);

    // The subscription wrote the transfer into the cache under its own key: one normalised object.
    const cached = entities(client)[`BridgeTransaction:${quoteId}`] as { state: string; withdrawTxHash: string };
    expect(cached.state).toBe("EXECUTED");

    const status = await client.query({ query: ByWithdrawHash, variables: { hash: cached.withdrawTxHash } });
    expect(status.data?.transactionByWithdrawHash).toMatchObject({
      __typename: "BridgeTransaction",
      id: quoteId,
      state: "EXECUTED",
      amountIn: "100",
    });
    // Same entity, merged: the query's amountIn joined the subscription's fields.
    expect(entities(client)[`BridgeTransaction:${quoteId}`]).toMatchObject({ state: "EXECUTED", amountIn: "100" });
  });

  it("gets typed errors as data, with the message selected through `... on Error`", async () => {
    const client = apolloClient({ possibleTypes: true });
    const hash = `0x${"5".repeat(64)}`;
    const { data, error } = await client.query({ query: ByWithdrawHash, variables: { hash } });
    expect(error).toBeUndefined();
    expect(data?.transactionByWithdrawHash).toEqual({
      __typename: "HistoryNotFound",
      hash,
      message: `No transaction history for ${hash}`,
    });
    const commit = await client.mutate({ mutation: CommitQuote, variables: { quoteId: "no-such-quote" } });
    expect(commit.data?.commitQuote).toMatchObject({ __typename: "QuoteNotFound", message: expect.any(String) });
  });

  it("gets GraphQL errors (with extensions.code) as CombinedGraphQLErrors", async () => {
    const client = apolloClient({ possibleTypes: true });
    const failed = client.mutate({ mutation: CreateQuote, variables: { input: { ...input, amount: "abc" } } });
    const error = await failed.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(CombinedGraphQLErrors.is(error)).toBe(true);
    expect((error as CombinedGraphQLErrors).errors[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("without possibleTypes drops the fields inside `... on Quote` and `... on Error` (a console warning in development only)", async () => {
    // Caught rather than printed: the warning is part of what this test shows.
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    onTestFinished(() => warn.mockRestore());
    const client = apolloClient({ possibleTypes: false });
    const quote = await client.mutate({ mutation: CreateQuote, variables: { input } });
    // The typename is there, the fields of the abstract-type fragments are not, and the result has no error.
    expect(quote.data?.createQuote).toEqual({ __typename: "BridgeQuote" });
    const { data } = await client.query({ query: ByWithdrawHash, variables: { hash: `0x${"4".repeat(64)}` } });
    expect(data?.transactionByWithdrawHash).toEqual({ __typename: "HistoryNotFound", hash: `0x${"4".repeat(64)}` });
    const warnings = warn.mock.calls.map((call) => format(...call));
    expect(warnings).toContainEqual(expect.stringMatching(/inline fragment on `Quote` against `BridgeQuote`.*possibleTypes/s));
  });
});
