import { print, type FormattedExecutionResult } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { topic } from "../../src/events/envelope.js";
import { graphql } from "../gql/index.js";
import type { TransactionEventsUntilFinalSubscription } from "../gql/graphql.js";
import { as, startGateway, type GatewayHandle } from "../utils/gateway.js";
import { pastNotKnownYet, subscribeSse, wsClient } from "../utils/subscriptions.js";

const Watch = graphql(`
  subscription TransactionEventsUntilFinal($filter: TransactionEventFilter, $untilFinal: Boolean) {
    transactionEvents(filter: $filter, untilFinal: $untilFinal) {
      type
      transaction {
        state
      }
    }
  }
`);

const Quote = graphql(`
  mutation UntilFinalQuote($input: QuoteInput!) {
    createQuote(input: $input) {
      __typename
      ... on Quote {
        quoteId
      }
    }
  }
`);

const Commit = graphql(`
  mutation UntilFinalCommit($quoteId: ID!) {
    commitQuote(quoteId: $quoteId) {
      __typename
    }
  }
`);

const input = {
  chainIn: "ETHEREUM",
  chainOut: "BASE",
  amount: "10",
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

/** A graphql-ws subscription that records every message and whether (and how) the server completed it. */
function watch(variables: { filter: Record<string, string>; untilFinal?: boolean }) {
  const results: FormattedExecutionResult<TransactionEventsUntilFinalSubscription, unknown>[] = [];
  let completed = false;
  const done = new Promise<void>((resolve, reject) => {
    wsClient(gw.url).subscribe<TransactionEventsUntilFinalSubscription>(
      { query: print(Watch), variables },
      {
        next: (r) => results.push(r),
        error: reject,
        complete: () => {
          completed = true;
          resolve();
        },
      },
    );
  });
  return { results, done, isCompleted: () => completed };
}

async function newQuote(): Promise<string> {
  return as((await gw.gql(Quote, { input })).data?.createQuote, "BridgeQuote").quoteId;
}

const listening = (quoteId: string) =>
  expect.poll(() => gw.gateway.bus.listenerCount(topic("transaction", quoteId)), { timeout: 3000 }).toBeGreaterThan(0);

describe("transactionEvents(untilFinal:)", () => {
  it("without it, the stream stays open after EXECUTED (the client leaves when it wants)", async () => {
    const quoteId = await newQuote();
    const sub = watch({ filter: { quoteId } });
    await listening(quoteId);
    await gw.gql(Commit, { quoteId });
    await gw.sandbox.advance(quoteId, "EXECUTED");
    // NOT_KNOWN_YET (subscribed before the commit), PENDING, ACCEPTED, EXECUTED.
    await expect.poll(() => sub.results.length, { timeout: 5000 }).toBe(4);
    await new Promise((r) => setTimeout(r, 300));
    expect(sub.isCompleted()).toBe(false);
    expect(gw.gateway.bus.listenerCount(topic("transaction", quoteId))).toBe(1);
  });

  it("completes over graphql-ws right after the EXECUTED event, and unsubscribes", async () => {
    const quoteId = await newQuote();
    const sub = watch({ filter: { quoteId }, untilFinal: true });
    await listening(quoteId);
    await gw.gql(Commit, { quoteId });
    await gw.sandbox.advance(quoteId, "EXECUTED");
    await sub.done;
    expect(sub.results.map((r) => r.data?.transactionEvents.transaction?.state)).toEqual([
      undefined,
      "PENDING",
      "ACCEPTED",
      "EXECUTED",
    ]);
    await expect.poll(() => gw.gateway.bus.listenerCount(topic("transaction", quoteId)), { timeout: 3000 }).toBe(0);
  });

  // Regression: the stream completed at CANCELLED, so a watcher never learnt that a late deposit
  // took the cancelled transfer on to EXECUTED (upstream-facts.md; the vendor SDK's own status
  // poll keeps going past CANCELLED too).
  it("stays open after CANCELLED, and completes when a late deposit takes the transfer to EXECUTED", async () => {
    const quoteId = await newQuote();
    const sub = watch({ filter: { quoteId }, untilFinal: true });
    await listening(quoteId);
    await gw.gql(Commit, { quoteId });
    await gw.sandbox.advance(quoteId, "CANCELLED");
    await expect.poll(() => sub.results.length, { timeout: 5000 }).toBe(3);
    await gw.sandbox.advance(quoteId, "ACCEPTED");
    await gw.sandbox.advance(quoteId, "EXECUTED");
    await sub.done;
    expect(sub.results.map((r) => r.data?.transactionEvents.type)).toEqual([
      "NOT_KNOWN_YET",
      "BRIDGE_PENDING",
      "BRIDGE_CANCELLED",
      "BRIDGE_ACCEPTED",
      "BRIDGE_EXECUTED",
    ]);
  });

  it("a late subscriber by hash to a finished transfer gets CURRENT_STATE, then the end", async () => {
    const quoteId = await newQuote();
    await gw.gql(Commit, { quoteId });
    const executed = (await gw.sandbox.advance(quoteId, "EXECUTED")) as unknown as { withdrawTxHash: string };
    const sub = watch({ filter: { withdrawTxHash: executed.withdrawTxHash }, untilFinal: true });
    await sub.done;
    expect(sub.results.map((r) => [r.data?.transactionEvents.type, r.data?.transactionEvents.transaction?.state])).toEqual([
      ["CURRENT_STATE", "EXECUTED"],
    ]);
  });

  it("ends the SSE response too", async () => {
    const quoteId = await newQuote();
    const sub = await subscribeSse(gw.url, Watch, { filter: { quoteId }, untilFinal: true });
    await listening(quoteId);
    await gw.gql(Commit, { quoteId });
    await gw.sandbox.advance(quoteId, "EXECUTED");
    await pastNotKnownYet(sub);
    for (const state of ["PENDING", "ACCEPTED", "EXECUTED"]) {
      expect((await sub.next()).data?.transactionEvents.transaction?.state).toBe(state);
    }
    // The server ended the stream: nobody listens on the topic any more.
    await expect.poll(() => gw.gateway.bus.listenerCount(topic("transaction", quoteId)), { timeout: 3000 }).toBe(0);
  });

  it("is refused for a filter that does not name one transfer", async () => {
    const sub = watch({ filter: { depositAddress: "0x5da0000000000000000000000000000000000001" }, untilFinal: true });
    await sub.done;
    expect(sub.results).toMatchObject([{ errors: [{ extensions: { code: "BAD_USER_INPUT" } }] }]);
  });
});
