/* eslint-disable */
import * as types from './graphql.js';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query LiveStatusChains {\n    chains {\n      name\n      displayName\n      status\n      chainId\n      rpcUrl\n      nativeTokenName\n      nativeTokenDecimals\n      tokens {\n        symbol\n      }\n    }\n  }\n": typeof types.LiveStatusChainsDocument,
    "\n  mutation LiveStatusCreateQuote($input: QuoteInput!) {\n    createQuote(input: $input) {\n      __typename\n      ... on Quote {\n        quoteId\n        chainIn\n        chainOut\n        payAmount\n        receiveAmount\n        expiresAt\n        estimatedDuration\n        fees {\n          fee\n          feeUsd\n        }\n      }\n      ... on BridgeQuote {\n        token\n      }\n      ... on BridgeSwapQuote {\n        tokenIn\n        tokenOut\n      }\n      ... on InvalidInput {\n        message\n        issues {\n          path\n          message\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.LiveStatusCreateQuoteDocument,
    "\n  mutation LiveStatusCommitQuote($quoteId: ID!) {\n    commitQuote(quoteId: $quoteId) {\n      __typename\n      ... on QuoteCommitment {\n        quoteId\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.LiveStatusCommitQuoteDocument,
    "\n  query LiveStatusDepositPlan($quoteId: ID!, $owner: String) {\n    depositPlan(quoteId: $quoteId, owner: $owner) {\n      __typename\n      ... on DepositPlan {\n        quoteId\n        amount\n        amountBaseUnits\n        spender\n        token {\n          symbol\n          decimals\n          address\n        }\n        approval {\n          chainId\n          to\n          data\n          value\n          gas\n        }\n        deposit {\n          chainId\n          to\n          data\n          value\n          gas\n        }\n        preflight {\n          owner\n          allowance\n          tokenBalance\n          nativeBalance\n          approvalNeeded\n          sufficientBalance\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.LiveStatusDepositPlanDocument,
    "\n  subscription LiveStatusWatchTransfer($quoteId: ID!) {\n    transactionEvents(filter: { quoteId: $quoteId }) {\n      eventId\n      kind\n      occurredAt\n      transaction {\n        __typename\n        id\n        state\n        rawState\n        chainIn\n        chainOut\n        amountIn\n        amountOut\n        depositTxHash\n        depositTxUrl\n        withdrawTxHash\n        withdrawTxUrl\n        fees {\n          fee\n          feeUsd\n          gasFee\n          platformFee\n          percentageFee\n        }\n        ... on BridgeTransaction {\n          token\n        }\n        ... on BridgeSwapTransaction {\n          tokenIn\n          tokenOut\n        }\n      }\n    }\n  }\n": typeof types.LiveStatusWatchTransferDocument,
};
const documents: Documents = {
    "\n  query LiveStatusChains {\n    chains {\n      name\n      displayName\n      status\n      chainId\n      rpcUrl\n      nativeTokenName\n      nativeTokenDecimals\n      tokens {\n        symbol\n      }\n    }\n  }\n": types.LiveStatusChainsDocument,
    "\n  mutation LiveStatusCreateQuote($input: QuoteInput!) {\n    createQuote(input: $input) {\n      __typename\n      ... on Quote {\n        quoteId\n        chainIn\n        chainOut\n        payAmount\n        receiveAmount\n        expiresAt\n        estimatedDuration\n        fees {\n          fee\n          feeUsd\n        }\n      }\n      ... on BridgeQuote {\n        token\n      }\n      ... on BridgeSwapQuote {\n        tokenIn\n        tokenOut\n      }\n      ... on InvalidInput {\n        message\n        issues {\n          path\n          message\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.LiveStatusCreateQuoteDocument,
    "\n  mutation LiveStatusCommitQuote($quoteId: ID!) {\n    commitQuote(quoteId: $quoteId) {\n      __typename\n      ... on QuoteCommitment {\n        quoteId\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.LiveStatusCommitQuoteDocument,
    "\n  query LiveStatusDepositPlan($quoteId: ID!, $owner: String) {\n    depositPlan(quoteId: $quoteId, owner: $owner) {\n      __typename\n      ... on DepositPlan {\n        quoteId\n        amount\n        amountBaseUnits\n        spender\n        token {\n          symbol\n          decimals\n          address\n        }\n        approval {\n          chainId\n          to\n          data\n          value\n          gas\n        }\n        deposit {\n          chainId\n          to\n          data\n          value\n          gas\n        }\n        preflight {\n          owner\n          allowance\n          tokenBalance\n          nativeBalance\n          approvalNeeded\n          sufficientBalance\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.LiveStatusDepositPlanDocument,
    "\n  subscription LiveStatusWatchTransfer($quoteId: ID!) {\n    transactionEvents(filter: { quoteId: $quoteId }) {\n      eventId\n      kind\n      occurredAt\n      transaction {\n        __typename\n        id\n        state\n        rawState\n        chainIn\n        chainOut\n        amountIn\n        amountOut\n        depositTxHash\n        depositTxUrl\n        withdrawTxHash\n        withdrawTxUrl\n        fees {\n          fee\n          feeUsd\n          gasFee\n          platformFee\n          percentageFee\n        }\n        ... on BridgeTransaction {\n          token\n        }\n        ... on BridgeSwapTransaction {\n          tokenIn\n          tokenOut\n        }\n      }\n    }\n  }\n": types.LiveStatusWatchTransferDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveStatusChains {\n    chains {\n      name\n      displayName\n      status\n      chainId\n      rpcUrl\n      nativeTokenName\n      nativeTokenDecimals\n      tokens {\n        symbol\n      }\n    }\n  }\n"): typeof import('./graphql.js').LiveStatusChainsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiveStatusCreateQuote($input: QuoteInput!) {\n    createQuote(input: $input) {\n      __typename\n      ... on Quote {\n        quoteId\n        chainIn\n        chainOut\n        payAmount\n        receiveAmount\n        expiresAt\n        estimatedDuration\n        fees {\n          fee\n          feeUsd\n        }\n      }\n      ... on BridgeQuote {\n        token\n      }\n      ... on BridgeSwapQuote {\n        tokenIn\n        tokenOut\n      }\n      ... on InvalidInput {\n        message\n        issues {\n          path\n          message\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql.js').LiveStatusCreateQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiveStatusCommitQuote($quoteId: ID!) {\n    commitQuote(quoteId: $quoteId) {\n      __typename\n      ... on QuoteCommitment {\n        quoteId\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql.js').LiveStatusCommitQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveStatusDepositPlan($quoteId: ID!, $owner: String) {\n    depositPlan(quoteId: $quoteId, owner: $owner) {\n      __typename\n      ... on DepositPlan {\n        quoteId\n        amount\n        amountBaseUnits\n        spender\n        token {\n          symbol\n          decimals\n          address\n        }\n        approval {\n          chainId\n          to\n          data\n          value\n          gas\n        }\n        deposit {\n          chainId\n          to\n          data\n          value\n          gas\n        }\n        preflight {\n          owner\n          allowance\n          tokenBalance\n          nativeBalance\n          approvalNeeded\n          sufficientBalance\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql.js').LiveStatusDepositPlanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveStatusWatchTransfer($quoteId: ID!) {\n    transactionEvents(filter: { quoteId: $quoteId }) {\n      eventId\n      kind\n      occurredAt\n      transaction {\n        __typename\n        id\n        state\n        rawState\n        chainIn\n        chainOut\n        amountIn\n        amountOut\n        depositTxHash\n        depositTxUrl\n        withdrawTxHash\n        withdrawTxUrl\n        fees {\n          fee\n          feeUsd\n          gasFee\n          platformFee\n          percentageFee\n        }\n        ... on BridgeTransaction {\n          token\n        }\n        ... on BridgeSwapTransaction {\n          tokenIn\n          tokenOut\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').LiveStatusWatchTransferDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
