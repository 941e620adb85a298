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

/**
 * What the page shows of a refusal (dom.ts, errorText): every error type's message, and for invalid
 * input the field of each issue.
 */
export const Refusal = graphql(`
  fragment LiveStatusRefusal on Error {
    message
    ... on InvalidInput {
      issues {
        path
        message
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
      ...LiveStatusRefusal
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

/**
 * The events of the transfers `filter` names (a quote's, or every transfer into a deposit address),
 * relayed live by the gateway from the upstream's webhooks.
 */
export const WatchTransfers = graphql(`
  subscription LiveStatusWatchTransfers($filter: TransactionEventFilter!) {
    transactionEvents(filter: $filter) {
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
        ... on DepositAddressBridgeTransaction {
          token
          # Nullable here (null: the same token), not on BridgeSwapTransaction: one name cannot hold both.
          swapsTo: tokenOut
        }
      }
    }
  }
`);

/**
 * A smart deposit address on the deposit chain for the destination, and the tokens it takes; a
 * matching address of the project is reused.
 */
export const CreateDepositAddress = graphql(`
  mutation LiveStatusCreateDepositAddress($input: CreateDepositAddressInput!) {
    createDepositAddress(input: $input) {
      __typename
      ... on DepositAddressesCreated {
        addresses {
          address
          chain
          supportedTokens {
            symbol
          }
        }
      }
      ...LiveStatusRefusal
    }
  }
`);

/** How a wallet pays the address `amount` of `token`: the link, its QR code, the transaction and the limits. */
export const PaymentRequest = graphql(`
  query LiveStatusPaymentRequest($address: String!, $chain: String!, $token: String!, $amount: Decimal) {
    depositAddress(address: $address, chain: $chain) {
      paymentRequest(token: $token, amount: $amount) {
        __typename
        ... on PaymentRequest {
          uri
          qrCodeSvg
          amount
          amountBaseUnits
          minAmount
          maxAmount
          token {
            symbol
          }
          transaction {
            chainId
            to
            data
            value
            gas
          }
        }
        ...LiveStatusRefusal
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
