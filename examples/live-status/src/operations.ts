import { graphql } from "./gql/index.js";

/** The pickers' choices: enabled chains and their tokens; the source chain's RPC and id for the deposit. */
export const Chains = graphql(`
  query LiveStatusChains {
    chains {
      name
      displayName
      status
      chainId
      rpcUrl
      nativeTokenName
      nativeTokenDecimals
      tokens {
        symbol
      }
    }
  }
`);

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

/**
 * What the wallet signs to fund the committed transfer: the approval (unless the token is native or
 * already approved) and the deposit, with the owner's balances when the gateway can read the chain.
 */
export const DepositPlan = graphql(`
  query LiveStatusDepositPlan($quoteId: ID!, $owner: String) {
    depositPlan(quoteId: $quoteId, owner: $owner) {
      __typename
      ... on DepositPlan {
        quoteId
        amount
        amountBaseUnits
        spender
        token {
          symbol
          decimals
          address
        }
        approval {
          chainId
          to
          data
          value
          gas
        }
        deposit {
          chainId
          to
          data
          value
          gas
        }
        preflight {
          owner
          allowance
          tokenBalance
          nativeBalance
          approvalNeeded
          sufficientBalance
        }
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
      kind
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
        depositTxUrl
        withdrawTxHash
        withdrawTxUrl
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

/** The depositor's balance of the token on every chain, for the source-chain picker. */
export const WalletBalances = graphql(`
  query LiveStatusWalletBalances($address: String!, $token: String!) {
    wallet(address: $address) {
      balances(tokens: [$token]) {
        __typename
        ... on WalletChainBalances {
          chain
          balances {
            token {
              symbol
              decimals
            }
            amount
            baseUnits
          }
        }
        ... on ChainRpcNotConfigured {
          chain
        }
        ... on ChainRpcUnreachable {
          chain
        }
        ... on AddressNotValidOnChain {
          chain
        }
        ... on Error {
          message
        }
      }
    }
  }
`);
