import { graphql } from "./gql/index.js";
import type { SampleCreateQuoteMutation } from "./gql/graphql.js";

/** The app's quote -> commit -> live status flow, with `... on Error { message }` everywhere. */
export const SampleCreateQuote = graphql(`
  mutation SampleCreateQuote($input: QuoteInput!) {
    createQuote(input: $input) {
      __typename
      ... on Quote {
        quoteId
        payAmount
        receiveAmount
        expiresAt
      }
      ... on InvalidInput {
        issues {
          path
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

export const SampleCommitQuote = graphql(`
  mutation SampleCommitQuote($quoteId: ID!) {
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

export const SampleWatchTransfer = graphql(`
  subscription SampleWatchTransfer($quoteId: ID!) {
    transactionEvents(filter: { quoteId: $quoteId }, untilFinal: true) {
      eventId
      type
      transaction {
        __typename
        id
        state
      }
    }
  }
`);

/**
 * What the app shows for a quote result: the generated types make `payAmount` a string (Decimal)
 * and narrow on `__typename`, so this does not compile if the scalar mapping or the union changes.
 */
export function describeQuote(result: SampleCreateQuoteMutation["createQuote"]): string {
  switch (result.__typename) {
    case "BridgeQuote":
    case "BridgeSwapQuote":
    case "DepositAddressBridgeQuote":
    case "OtherQuote": {
      const pay: string = result.payAmount;
      const expires: string = result.expiresAt;
      return `pay ${pay} until ${expires}`;
    }
    case "InvalidInput":
      return result.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    default:
      // Every other member is an error type (UpstreamError, the vendor's quote limits, ...).
      return result.message;
  }
}
