import { describe, expect, it } from "vitest";
import { topic } from "../../src/events/envelope.js";
import { graphql } from "../gql/index.js";
import { startGateway } from "../utils/gateway.js";
import { pastNotKnownYet, subscribeWs, wsClient } from "../utils/subscriptions.js";

const RotationEvents = graphql(`
  subscription RotationEvents($filter: TransactionEventFilter) {
    transactionEvents(filter: $filter) {
      type
    }
  }
`);

const RotationQuote = graphql(`
  mutation RotationQuote($input: QuoteInput!) {
    createQuote(input: $input) {
      __typename
      ... on Quote {
        quoteId
      }
    }
  }
`);

const RotationKey = graphql(`
  query RotationKey {
    webhookPublicKey
  }
`);

const RotationCommit = graphql(`
  mutation RotationCommit($quoteId: ID!) {
    commitQuote(quoteId: $quoteId) {
      __typename
    }
  }
`);

describe("an upstream key rotation", () => {
  it("heals itself: an event signed with the new key is verified after one refetch", async () => {
    const gw = await startGateway({ selfWebhook: true });
    const { data } = await gw.gql(RotationQuote, {
      input: {
        chainIn: "ETHEREUM",
        chainOut: "BASE",
        amount: "5",
        mode: "PAY",
        tokenIn: "USDT",
        tokenOut: "USDT",
        depositor: "0x1111111111111111111111111111111111111111",
        recipient: "0x2222222222222222222222222222222222222222",
      },
    });
    const quoteId = (data?.createQuote as { quoteId: string }).quoteId;
    const sub = subscribeWs(wsClient(gw.url), RotationEvents, { filter: { quoteId } });
    await expect.poll(() => gw.gateway.bus.listenerCount(topic("transaction", quoteId)), { timeout: 3000 }).toBeGreaterThan(0);
    await pastNotKnownYet(sub);

    await gw.gql(RotationCommit, { quoteId });
    expect((await sub.next()).data?.transactionEvents.type).toBe("BRIDGE_PENDING");

    const before = (await gw.gql(RotationKey, {})).data?.webhookPublicKey;
    const rotated = await gw.sandbox.rotateWebhookKey();
    expect(rotated).not.toBe(before);
    await gw.sandbox.resetStats();
    await gw.sandbox.advance(quoteId, "ACCEPTED");
    expect((await sub.next()).data?.transactionEvents.type).toBe("BRIDGE_ACCEPTED");
    expect((await gw.sandbox.stats()).requests["GET /webhook/public-key"]).toBe(1);
    // The refetch replaced the shared cache entry too: the query shows the new key at once.
    expect((await gw.gql(RotationKey, {})).data?.webhookPublicKey).toBe(rotated);
  });
});
