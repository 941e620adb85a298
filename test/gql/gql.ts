/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

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
    "\n  mutation CreateQuote($input: QuoteInput!) {\n    createQuote(input: $input) {\n      __typename\n      ... on Quote {\n        quoteId\n        chainIn\n        chainOut\n        payAmount\n        payAmountUsd\n        receiveAmount\n        receiveAmountUsd\n        depositor\n        recipient\n        expiresAt\n        isExpired\n        speed\n        estimatedDuration\n        flowCredits\n        webhookUrl\n        gasBoost {\n          amountNative\n          amountNativeUsd\n          amountNativeTokenCost\n        }\n        postBridgeData {\n          __typename\n          ... on ExtendedPostBridgeData {\n            vaultId\n          }\n        }\n        fees {\n          fee\n          feeUsd\n          gasFee\n          gasFeeUsd\n          platformFee\n          percentageFee\n          percentageFeeAmount\n          percentageFeeThreshold\n          sponsoredFees {\n            fee\n            gasFee\n            gasFeeUsd\n            percentageFee\n          }\n        }\n      }\n      ... on BridgeQuote {\n        token\n      }\n      ... on BridgeSwapQuote {\n        tokenIn\n        tokenOut\n        bridgePayAmount\n        minReceiveAmount\n        minReceiveAmountUsd\n        usdPriceTokenIn\n        usdPriceTokenOut\n        swapCalldata {\n          __typename\n          ... on SwapCalldata {\n            commitmentId\n            calldata\n          }\n        }\n      }\n      ... on OtherQuote {\n        tag\n        raw\n      }\n      ... on InvalidInput {\n        message\n        issues {\n          path\n          message\n        }\n      }\n      ... on UpstreamError {\n        tag\n        message\n        raw\n      }\n    }\n  }\n": typeof types.CreateQuoteDocument,
    "\n  mutation CommitQuote($quoteId: ID!) {\n    commitQuote(quoteId: $quoteId) {\n      __typename\n      ... on QuoteCommitment {\n        quoteId\n      }\n      ... on Error {\n        message\n      }\n      ... on InvalidInput {\n        issues {\n          path\n        }\n      }\n    }\n  }\n": typeof types.CommitQuoteDocument,
};
const documents: Documents = {
    "\n  mutation CreateQuote($input: QuoteInput!) {\n    createQuote(input: $input) {\n      __typename\n      ... on Quote {\n        quoteId\n        chainIn\n        chainOut\n        payAmount\n        payAmountUsd\n        receiveAmount\n        receiveAmountUsd\n        depositor\n        recipient\n        expiresAt\n        isExpired\n        speed\n        estimatedDuration\n        flowCredits\n        webhookUrl\n        gasBoost {\n          amountNative\n          amountNativeUsd\n          amountNativeTokenCost\n        }\n        postBridgeData {\n          __typename\n          ... on ExtendedPostBridgeData {\n            vaultId\n          }\n        }\n        fees {\n          fee\n          feeUsd\n          gasFee\n          gasFeeUsd\n          platformFee\n          percentageFee\n          percentageFeeAmount\n          percentageFeeThreshold\n          sponsoredFees {\n            fee\n            gasFee\n            gasFeeUsd\n            percentageFee\n          }\n        }\n      }\n      ... on BridgeQuote {\n        token\n      }\n      ... on BridgeSwapQuote {\n        tokenIn\n        tokenOut\n        bridgePayAmount\n        minReceiveAmount\n        minReceiveAmountUsd\n        usdPriceTokenIn\n        usdPriceTokenOut\n        swapCalldata {\n          __typename\n          ... on SwapCalldata {\n            commitmentId\n            calldata\n          }\n        }\n      }\n      ... on OtherQuote {\n        tag\n        raw\n      }\n      ... on InvalidInput {\n        message\n        issues {\n          path\n          message\n        }\n      }\n      ... on UpstreamError {\n        tag\n        message\n        raw\n      }\n    }\n  }\n": types.CreateQuoteDocument,
    "\n  mutation CommitQuote($quoteId: ID!) {\n    commitQuote(quoteId: $quoteId) {\n      __typename\n      ... on QuoteCommitment {\n        quoteId\n      }\n      ... on Error {\n        message\n      }\n      ... on InvalidInput {\n        issues {\n          path\n        }\n      }\n    }\n  }\n": types.CommitQuoteDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateQuote($input: QuoteInput!) {\n    createQuote(input: $input) {\n      __typename\n      ... on Quote {\n        quoteId\n        chainIn\n        chainOut\n        payAmount\n        payAmountUsd\n        receiveAmount\n        receiveAmountUsd\n        depositor\n        recipient\n        expiresAt\n        isExpired\n        speed\n        estimatedDuration\n        flowCredits\n        webhookUrl\n        gasBoost {\n          amountNative\n          amountNativeUsd\n          amountNativeTokenCost\n        }\n        postBridgeData {\n          __typename\n          ... on ExtendedPostBridgeData {\n            vaultId\n          }\n        }\n        fees {\n          fee\n          feeUsd\n          gasFee\n          gasFeeUsd\n          platformFee\n          percentageFee\n          percentageFeeAmount\n          percentageFeeThreshold\n          sponsoredFees {\n            fee\n            gasFee\n            gasFeeUsd\n            percentageFee\n          }\n        }\n      }\n      ... on BridgeQuote {\n        token\n      }\n      ... on BridgeSwapQuote {\n        tokenIn\n        tokenOut\n        bridgePayAmount\n        minReceiveAmount\n        minReceiveAmountUsd\n        usdPriceTokenIn\n        usdPriceTokenOut\n        swapCalldata {\n          __typename\n          ... on SwapCalldata {\n            commitmentId\n            calldata\n          }\n        }\n      }\n      ... on OtherQuote {\n        tag\n        raw\n      }\n      ... on InvalidInput {\n        message\n        issues {\n          path\n          message\n        }\n      }\n      ... on UpstreamError {\n        tag\n        message\n        raw\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateQuote($input: QuoteInput!) {\n    createQuote(input: $input) {\n      __typename\n      ... on Quote {\n        quoteId\n        chainIn\n        chainOut\n        payAmount\n        payAmountUsd\n        receiveAmount\n        receiveAmountUsd\n        depositor\n        recipient\n        expiresAt\n        isExpired\n        speed\n        estimatedDuration\n        flowCredits\n        webhookUrl\n        gasBoost {\n          amountNative\n          amountNativeUsd\n          amountNativeTokenCost\n        }\n        postBridgeData {\n          __typename\n          ... on ExtendedPostBridgeData {\n            vaultId\n          }\n        }\n        fees {\n          fee\n          feeUsd\n          gasFee\n          gasFeeUsd\n          platformFee\n          percentageFee\n          percentageFeeAmount\n          percentageFeeThreshold\n          sponsoredFees {\n            fee\n            gasFee\n            gasFeeUsd\n            percentageFee\n          }\n        }\n      }\n      ... on BridgeQuote {\n        token\n      }\n      ... on BridgeSwapQuote {\n        tokenIn\n        tokenOut\n        bridgePayAmount\n        minReceiveAmount\n        minReceiveAmountUsd\n        usdPriceTokenIn\n        usdPriceTokenOut\n        swapCalldata {\n          __typename\n          ... on SwapCalldata {\n            commitmentId\n            calldata\n          }\n        }\n      }\n      ... on OtherQuote {\n        tag\n        raw\n      }\n      ... on InvalidInput {\n        message\n        issues {\n          path\n          message\n        }\n      }\n      ... on UpstreamError {\n        tag\n        message\n        raw\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommitQuote($quoteId: ID!) {\n    commitQuote(quoteId: $quoteId) {\n      __typename\n      ... on QuoteCommitment {\n        quoteId\n      }\n      ... on Error {\n        message\n      }\n      ... on InvalidInput {\n        issues {\n          path\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CommitQuote($quoteId: ID!) {\n    commitQuote(quoteId: $quoteId) {\n      __typename\n      ... on QuoteCommitment {\n        quoteId\n      }\n      ... on Error {\n        message\n      }\n      ... on InvalidInput {\n        issues {\n          path\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;