import { graphql } from "./gql/index.js";

/** Prices a transfer; the page shows the quote and offers to commit it. */
export const CreateQuote = graphql(`
  mutation LiveStatusCreateQuote($input: QuoteInput!) {
    createQuote(input: $input) {
      __typename
      ... on Quote {
        quoteId
        chainIn
        chainOut
        payAmount
        receiveAmount
        expiresAt
        estimatedDuration
        fees {
          fee
          feeUsd
        }
      }
      ... on BridgeQuote {
        token
      }
      ... on BridgeSwapQuote {
        tokenIn
        tokenOut
      }
      ... on InvalidInput {
        message
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

/** Starts the transfer: from here on the upstream sends webhook events for it. */
export const CommitQuote = graphql(`
  mutation LiveStatusCommitQuote($quoteId: ID!) {
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

/** The transfer's events, relayed live by the gateway from the upstream's webhooks. */
export const WatchTransfer = graphql(`
  subscription LiveStatusWatchTransfer($quoteId: ID!) {
    transactionEvents(filter: { quoteId: $quoteId }) {
      eventId
      type
      occurredAt
      transaction {
        __typename
        id
        state
        rawState
        chainIn
        chainOut
        amountIn
        amountOut
        depositTxHash
        withdrawTxHash
        fees {
          fee
          feeUsd
          gasFee
          platformFee
          percentageFee
        }
        ... on BridgeTransaction {
          token
        }
        ... on BridgeSwapTransaction {
          tokenIn
          tokenOut
        }
      }
    }
  }
`);
