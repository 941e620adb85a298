/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** A smart deposit address per deposit chain, all forwarding to one destination. */
export type CreateDepositAddressInput = {
  /** A note to find the address by (at most 80 characters). */
  addressNote?: string | null | undefined;
  /** With tokenOut: bridge a deposit as is when it cannot be swapped. */
  bridgeIfNotSwappable?: boolean | null | undefined;
  /** Always create a new address instead of reusing a matching one (default false). */
  createNew?: boolean | null | undefined;
  /** Chains to get an address on, e.g. [ETHEREUM, BASE]. */
  depositChains: Array<string>;
  /** Address deposits are delivered to. */
  destinationAddress: string;
  /** Chain deposits are bridged to. */
  destinationChain: string;
  /** Routing rules applied after the bridge. */
  postBridgeData?: PostBridgeDataInput | null | undefined;
  /** Where deposits that cannot be bridged are refunded. */
  refundAddress?: string | null | undefined;
  /** Token delivered on the destination chain (deposits are swapped to it). */
  tokenOut?: string | null | undefined;
  /** Receives the address's events; defaults to this gateway's receiver when it has a public URL. */
  webhookUrl?: string | null | undefined;
};

/** Move the funds into a vault after the bridge. */
export type ExtendedPostBridgeDataInput = {
  /** The vault the funds go into. */
  vaultId: number;
};

/** Post-bridge routing for a quote: exactly one variant (the vendor's eight, or `other` for a later one). */
export type PostBridgeDataInput =
  {   /** The `aavev3supply` variant (it has no fields): pass true. */
  aavev3supply: boolean; extended?: never; mapledeposit?: never; other?: never; rocketfoundationdeposit?: never; starkwarebtcfi?: never; starkwarebtcfiv2?: never; wirexwrap?: never; wirexwrapsandbox?: never; }
  |  { aavev3supply?: never;   /** The `extended` variant. */
  extended: ExtendedPostBridgeDataInput; mapledeposit?: never; other?: never; rocketfoundationdeposit?: never; starkwarebtcfi?: never; starkwarebtcfiv2?: never; wirexwrap?: never; wirexwrapsandbox?: never; }
  |  { aavev3supply?: never; extended?: never;   /** The `mapledeposit` variant (it has no fields): pass true. */
  mapledeposit: boolean; other?: never; rocketfoundationdeposit?: never; starkwarebtcfi?: never; starkwarebtcfiv2?: never; wirexwrap?: never; wirexwrapsandbox?: never; }
  |  { aavev3supply?: never; extended?: never; mapledeposit?: never;   /** Another variant, sent upstream as is (an object with its `_tag`). */
  other: unknown; rocketfoundationdeposit?: never; starkwarebtcfi?: never; starkwarebtcfiv2?: never; wirexwrap?: never; wirexwrapsandbox?: never; }
  |  { aavev3supply?: never; extended?: never; mapledeposit?: never; other?: never;   /** The `rocketfoundationdeposit` variant (it has no fields): pass true. */
  rocketfoundationdeposit: boolean; starkwarebtcfi?: never; starkwarebtcfiv2?: never; wirexwrap?: never; wirexwrapsandbox?: never; }
  |  { aavev3supply?: never; extended?: never; mapledeposit?: never; other?: never; rocketfoundationdeposit?: never;   /** The `starkwarebtcfi` variant (it has no fields): pass true. */
  starkwarebtcfi: boolean; starkwarebtcfiv2?: never; wirexwrap?: never; wirexwrapsandbox?: never; }
  |  { aavev3supply?: never; extended?: never; mapledeposit?: never; other?: never; rocketfoundationdeposit?: never; starkwarebtcfi?: never;   /** The `starkwarebtcfiv2` variant. */
  starkwarebtcfiv2: StarkwareBtcfiV2PostBridgeDataInput; wirexwrap?: never; wirexwrapsandbox?: never; }
  |  { aavev3supply?: never; extended?: never; mapledeposit?: never; other?: never; rocketfoundationdeposit?: never; starkwarebtcfi?: never; starkwarebtcfiv2?: never;   /** The `wirexwrap` variant (it has no fields): pass true. */
  wirexwrap: boolean; wirexwrapsandbox?: never; }
  |  { aavev3supply?: never; extended?: never; mapledeposit?: never; other?: never; rocketfoundationdeposit?: never; starkwarebtcfi?: never; starkwarebtcfiv2?: never; wirexwrap?: never;   /** The `wirexwrapsandbox` variant (it has no fields): pass true. */
  wirexwrapsandbox: boolean; };

/** What to quote (spec 4.2). */
export type QuoteInput = {
  /** In mode PAY the amount sent on chainIn; in mode RECEIVE the amount received on chainOut. */
  amount: string;
  /** Native gas token to deliver on chainOut (gas boost). */
  amountNative?: string | null | undefined;
  /** Source chain, e.g. ETHEREUM. */
  chainIn: string;
  /** Destination chain, e.g. BASE. */
  chainOut: string;
  /** Sending address on chainIn. */
  depositor: string;
  /** Marks a smart-deposit-address transfer (default false). */
  isSda?: boolean | null | undefined;
  /** Which side `amount` names. */
  mode: TransferMode;
  /** Routing rules applied after the bridge. */
  postBridgeData?: PostBridgeDataInput | null | undefined;
  /** Receiving address on chainOut. */
  recipient: string;
  /** Where tokens go back if the transfer fails. */
  refundAddress?: string | null | undefined;
  /** Token sent on chainIn. */
  tokenIn: string;
  /** Token received on chainOut (another token than tokenIn means a swap). */
  tokenOut: string;
  /** Receives this transfer's events; defaults to this gateway's own receiver when it has a public URL. */
  webhookUrl?: string | null | undefined;
};

/** Starkware BTCFi campaign, version 2. */
export type StarkwareBtcfiV2PostBridgeDataInput = {
  /** Starknet felts, at most 70. */
  spans: Array<string>;
};

/** Which events to receive; every given field must match. No filter at all needs the admin token. */
export type TransactionEventFilter = {
  /** A smart deposit address. */
  depositAddress?: string | null | undefined;
  /** Deposit transaction hash on chainIn. */
  depositTxHash?: string | null | undefined;
  /** The quote (and transaction record) id. */
  quoteId?: string | number | null | undefined;
  /** Withdrawal transaction hash on chainOut. */
  withdrawTxHash?: string | null | undefined;
};

/** The kind of an event: the vendor's kinds, CURRENT_STATE for the first message, UNKNOWN for any other (see type). */
export type TransactionEventKind =
  /** The deposit was accepted; the transfer executes on chainOut. */
  | 'BRIDGE_ACCEPTED'
  /** The transfer was cancelled while pending. */
  | 'BRIDGE_CANCELLED'
  /** The transfer is done (withdrawTxHash set). */
  | 'BRIDGE_EXECUTED'
  /** A transfer was committed and waits for its deposit. */
  | 'BRIDGE_PENDING'
  /** The swap failed and the deposit was refunded (transaction.refund). */
  | 'BRIDGE_REFUNDED'
  /** Not an upstream event: the transaction's state as read from the upstream, when the subscription started, later when a periodic read finds a state no webhook announced (e.g. FAILED), and when a cancel through the gateway changed it. */
  | 'CURRENT_STATE'
  /** A deposit to a smart deposit address is delayed. */
  | 'DEPOSIT_ADDRESS_BRIDGE_DELAYED'
  /** A deposit to a smart deposit address was rejected (see payload.reason). */
  | 'DEPOSIT_ADDRESS_BRIDGE_REJECTED'
  /** A smart deposit address was created. */
  | 'DEPOSIT_ADDRESS_CREATED'
  /** Not an upstream event: the first message when neither the upstream nor the gateway knows the transfer yet (a quote not committed yet, whose events follow, or an id nobody knows), or, by depositAddress, when no transfer into the address is known yet (its events follow once one is paid); transaction is null. */
  | 'NOT_KNOWN_YET'
  /** A deposit to a routing smart deposit address is delayed. */
  | 'ROUTING_DEPOSIT_ADDRESS_BRIDGE_DELAYED'
  /** A deposit to a routing smart deposit address was rejected. */
  | 'ROUTING_DEPOSIT_ADDRESS_BRIDGE_REJECTED'
  /** A routing smart deposit address was created. */
  | 'ROUTING_DEPOSIT_ADDRESS_CREATED'
  /** A deposit to a smart deposit address was refunded. */
  | 'SDA_REFUND_COMPLETED'
  /** A kind this gateway does not know yet; type has the upstream's text. */
  | 'UNKNOWN'
  /** A test event sent to check the webhook. */
  | 'WEBHOOK_TEST';

/** Where a transfer is. An upstream state this gateway does not know reads as UNKNOWN (see rawState). */
export type TransactionState =
  /** Deposit accepted, executing on the destination chain. */
  | 'ACCEPTED'
  /** Cancelled while pending; a late deposit still moves it on. */
  | 'CANCELLED'
  /** Swap flows: deposit accepted, the pre-swap on chainIn runs. */
  | 'DEPOSIT_ACCEPTED'
  /** A deposit to a smart deposit address arrived after its grace period; it will be refunded. */
  | 'DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD'
  /** A deposit received after the grace period was refunded (see refund). */
  | 'DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD_REFUNDED'
  /** Done: the funds were delivered on chainOut. */
  | 'EXECUTED'
  /** Failed (set by hand, rare). */
  | 'FAILED'
  /** Committed, waiting for the deposit. */
  | 'PENDING'
  /** Deposit seen on a fast chain, waiting for confirmations. */
  | 'PENDING_CONFIRMATION'
  /** The swap failed. */
  | 'SWAP_FAILED'
  /** The swap failed and the deposit was refunded (see refund). */
  | 'SWAP_FAILED_REFUNDED'
  /** A state this gateway does not know yet; rawState has the upstream's text. */
  | 'UNKNOWN';

/** Which side of the transfer the amount names. */
export type TransferMode =
  /** The amount is what is sent on chainIn. */
  | 'PAY'
  /** The amount is what is received on chainOut. */
  | 'RECEIVE';

export type LiveStatusChainsQueryVariables = Exact<{ [key: string]: never; }>;


export type LiveStatusChainsQuery = { chains: Array<{ name: string, displayName: string, status: string, chainId: number | null, rpcUrl: string | null, nativeTokenName: string, nativeTokenDecimals: number, tokens: Array<{ symbol: string }> }> };

type LiveStatusRefusal_AddressNotValidOnChain_Fragment = { message: string };

type LiveStatusRefusal_CannotCancelBridge_Fragment = { message: string };

type LiveStatusRefusal_ChainRpcNotConfigured_Fragment = { message: string };

type LiveStatusRefusal_ChainRpcUnreachable_Fragment = { message: string };

type LiveStatusRefusal_CommitmentNotFound_Fragment = { message: string };

type LiveStatusRefusal_DepositAddressAlreadyActive_Fragment = { message: string };

type LiveStatusRefusal_DepositAddressChainsNotSupported_Fragment = { message: string };

type LiveStatusRefusal_DepositAddressNotFound_Fragment = { message: string };

type LiveStatusRefusal_DepositLimitReached_Fragment = { message: string };

type LiveStatusRefusal_DepositNotSupported_Fragment = { message: string };

type LiveStatusRefusal_EndpointDisabled_Fragment = { message: string };

type LiveStatusRefusal_GasBoostGreaterThanReceiveAmount_Fragment = { message: string };

type LiveStatusRefusal_HistoryNotFound_Fragment = { message: string };

type LiveStatusRefusal_InvalidCommitmentType_Fragment = { message: string };

type LiveStatusRefusal_InvalidInput_Fragment = { message: string, issues: Array<{ path: Array<string>, message: string }> };

type LiveStatusRefusal_InvalidRequest_Fragment = { message: string };

type LiveStatusRefusal_NegativeReceiveAmount_Fragment = { message: string };

type LiveStatusRefusal_NoRouteFound_Fragment = { message: string };

type LiveStatusRefusal_QuoteExpired_Fragment = { message: string };

type LiveStatusRefusal_QuoteNotFound_Fragment = { message: string };

type LiveStatusRefusal_SameChainSwapNotAvailable_Fragment = { message: string };

type LiveStatusRefusal_SdaDepositBelowMinimum_Fragment = { message: string };

type LiveStatusRefusal_SdaDepositLimitExceeded_Fragment = { message: string };

type LiveStatusRefusal_SwapLimitReached_Fragment = { message: string };

type LiveStatusRefusal_TooManyRequests_Fragment = { message: string };

type LiveStatusRefusal_TransferNotPending_Fragment = { message: string };

type LiveStatusRefusal_UpstreamError_Fragment = { message: string };

type LiveStatusRefusal_WithdrawLimitReached_Fragment = { message: string };

export type LiveStatusRefusalFragment =
  | LiveStatusRefusal_AddressNotValidOnChain_Fragment
  | LiveStatusRefusal_CannotCancelBridge_Fragment
  | LiveStatusRefusal_ChainRpcNotConfigured_Fragment
  | LiveStatusRefusal_ChainRpcUnreachable_Fragment
  | LiveStatusRefusal_CommitmentNotFound_Fragment
  | LiveStatusRefusal_DepositAddressAlreadyActive_Fragment
  | LiveStatusRefusal_DepositAddressChainsNotSupported_Fragment
  | LiveStatusRefusal_DepositAddressNotFound_Fragment
  | LiveStatusRefusal_DepositLimitReached_Fragment
  | LiveStatusRefusal_DepositNotSupported_Fragment
  | LiveStatusRefusal_EndpointDisabled_Fragment
  | LiveStatusRefusal_GasBoostGreaterThanReceiveAmount_Fragment
  | LiveStatusRefusal_HistoryNotFound_Fragment
  | LiveStatusRefusal_InvalidCommitmentType_Fragment
  | LiveStatusRefusal_InvalidInput_Fragment
  | LiveStatusRefusal_InvalidRequest_Fragment
  | LiveStatusRefusal_NegativeReceiveAmount_Fragment
  | LiveStatusRefusal_NoRouteFound_Fragment
  | LiveStatusRefusal_QuoteExpired_Fragment
  | LiveStatusRefusal_QuoteNotFound_Fragment
  | LiveStatusRefusal_SameChainSwapNotAvailable_Fragment
  | LiveStatusRefusal_SdaDepositBelowMinimum_Fragment
  | LiveStatusRefusal_SdaDepositLimitExceeded_Fragment
  | LiveStatusRefusal_SwapLimitReached_Fragment
  | LiveStatusRefusal_TooManyRequests_Fragment
  | LiveStatusRefusal_TransferNotPending_Fragment
  | LiveStatusRefusal_UpstreamError_Fragment
  | LiveStatusRefusal_WithdrawLimitReached_Fragment
;

export type LiveStatusCreateQuoteMutationVariables = Exact<{
  input: QuoteInput;
}>;


export type LiveStatusCreateQuoteMutation = { createQuote:
    | { __typename: 'BridgeQuote', quoteId: string, chainIn: string, chainOut: string, payAmount: string, receiveAmount: string, expiresAt: string, estimatedDuration: number | null, token: string, fees: { fee: string, feeUsd: number } }
    | { __typename: 'BridgeSwapQuote', quoteId: string, chainIn: string, chainOut: string, payAmount: string, receiveAmount: string, expiresAt: string, estimatedDuration: number | null, tokenIn: string, tokenOut: string, fees: { fee: string, feeUsd: number } }
    | { __typename: 'DepositAddressBridgeQuote', quoteId: string, chainIn: string, chainOut: string, payAmount: string, receiveAmount: string, expiresAt: string, estimatedDuration: number | null, fees: { fee: string, feeUsd: number } }
    | { __typename: 'DepositLimitReached', message: string }
    | { __typename: 'GasBoostGreaterThanReceiveAmount', message: string }
    | { __typename: 'InvalidInput', message: string, issues: Array<{ path: Array<string>, message: string }> }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'NegativeReceiveAmount', message: string }
    | { __typename: 'NoRouteFound', message: string }
    | { __typename: 'OtherQuote', quoteId: string, chainIn: string, chainOut: string, payAmount: string, receiveAmount: string, expiresAt: string, estimatedDuration: number | null, fees: { fee: string, feeUsd: number } }
    | { __typename: 'SameChainSwapNotAvailable', message: string }
    | { __typename: 'SdaDepositBelowMinimum', message: string }
    | { __typename: 'SdaDepositLimitExceeded', message: string }
    | { __typename: 'SwapLimitReached', message: string }
    | { __typename: 'TooManyRequests', message: string }
    | { __typename: 'UpstreamError', message: string }
    | { __typename: 'WithdrawLimitReached', message: string }
   };

export type LiveStatusCommitQuoteMutationVariables = Exact<{
  quoteId: string | number;
}>;


export type LiveStatusCommitQuoteMutation = { commitQuote:
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'QuoteCommitment', quoteId: string }
    | { __typename: 'QuoteExpired', message: string }
    | { __typename: 'QuoteNotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
    | { __typename: 'UpstreamError', message: string }
   };

export type LiveStatusDepositPlanQueryVariables = Exact<{
  quoteId: string | number;
  owner?: string | null | undefined;
}>;


export type LiveStatusDepositPlanQuery = { depositPlan:
    | { __typename: 'CommitmentNotFound', message: string }
    | { __typename: 'DepositNotSupported', message: string }
    | { __typename: 'DepositPlan', quoteId: string, amount: string, amountBaseUnits: string, spender: string, token: { symbol: string, decimals: number | null, address: string }, approval: { chainId: number, to: string, data: string, value: string, gas: string | null } | null, deposit: { chainId: number, to: string, data: string, value: string, gas: string | null }, preflight: { owner: string, allowance: string, tokenBalance: string, nativeBalance: string, approvalNeeded: boolean, sufficientBalance: boolean } | null }
    | { __typename: 'HistoryNotFound', message: string }
    | { __typename: 'InvalidCommitmentType', message: string }
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'SolanaDepositPlan' }
    | { __typename: 'TransferNotPending', message: string }
    | { __typename: 'TronDepositPlan' }
    | { __typename: 'UpstreamError', message: string }
   };

export type LiveStatusWatchTransfersSubscriptionVariables = Exact<{
  filter: TransactionEventFilter;
}>;


export type LiveStatusWatchTransfersSubscription = { transactionEvents: { eventId: string, kind: TransactionEventKind, occurredAt: string, transaction:
      | { __typename: 'BridgeSwapTransaction', tokenIn: string, tokenOut: string, id: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountOut: string, depositTxHash: string | null, depositTxUrl: string | null, withdrawTxHash: string | null, withdrawTxUrl: string | null, fees: { fee: string, feeUsd: number, gasFee: string, platformFee: string, percentageFee: string } }
      | { __typename: 'BridgeTransaction', token: string, id: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountOut: string, depositTxHash: string | null, depositTxUrl: string | null, withdrawTxHash: string | null, withdrawTxUrl: string | null, fees: { fee: string, feeUsd: number, gasFee: string, platformFee: string, percentageFee: string } }
      | { __typename: 'DepositAddressBridgeTransaction', token: string, id: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountOut: string, depositTxHash: string | null, depositTxUrl: string | null, withdrawTxHash: string | null, withdrawTxUrl: string | null, swapsTo: string | null, fees: { fee: string, feeUsd: number, gasFee: string, platformFee: string, percentageFee: string } }
      | { __typename: 'OtherTransaction', id: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountOut: string, depositTxHash: string | null, depositTxUrl: string | null, withdrawTxHash: string | null, withdrawTxUrl: string | null, fees: { fee: string, feeUsd: number, gasFee: string, platformFee: string, percentageFee: string } }
     | null } };

export type LiveStatusCreateDepositAddressMutationVariables = Exact<{
  input: CreateDepositAddressInput;
}>;


export type LiveStatusCreateDepositAddressMutation = { createDepositAddress:
    | { __typename: 'DepositAddressChainsNotSupported', message: string }
    | { __typename: 'DepositAddressesCreated', addresses: Array<{ address: string, chain: string, supportedTokens: Array<{ symbol: string }> }> }
    | { __typename: 'EndpointDisabled', message: string }
    | { __typename: 'InvalidInput', message: string, issues: Array<{ path: Array<string>, message: string }> }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'TooManyRequests', message: string }
    | { __typename: 'UpstreamError', message: string }
   };

export type LiveStatusPaymentRequestQueryVariables = Exact<{
  address: string;
  chain: string;
  token: string;
  amount?: string | null | undefined;
}>;


export type LiveStatusPaymentRequestQuery = { depositAddress: { paymentRequest:
      | { __typename: 'DepositAddressNotFound', message: string }
      | { __typename: 'DepositNotSupported', message: string }
      | { __typename: 'EndpointDisabled', message: string }
      | { __typename: 'InvalidInput', message: string, issues: Array<{ path: Array<string>, message: string }> }
      | { __typename: 'PaymentRequest', uri: string, qrCodeSvg: string, amount: string | null, amountBaseUnits: string | null, minAmount: string | null, maxAmount: string | null, token: { symbol: string }, transaction: { chainId: number, to: string, data: string, value: string, gas: string | null } | null }
      | { __typename: 'UpstreamError', message: string }
     } };

export type LiveStatusWalletBalancesQueryVariables = Exact<{
  address: string;
  token: string;
}>;


export type LiveStatusWalletBalancesQuery = { wallet: { balances: Array<
      | { __typename: 'AddressNotValidOnChain', chain: string, message: string }
      | { __typename: 'ChainRpcNotConfigured', chain: string, message: string }
      | { __typename: 'ChainRpcUnreachable', chain: string, message: string }
      | { __typename: 'InvalidInput', message: string }
      | { __typename: 'UpstreamError', message: string }
      | { __typename: 'WalletChainBalances', chain: string, balances: Array<{ amount: string, baseUnits: string, token: { symbol: string, decimals: number | null } }> }
    > } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const LiveStatusRefusalFragmentDoc = new TypedDocumentString(`
    fragment LiveStatusRefusal on Error {
  message
  ... on InvalidInput {
    issues {
      path
      message
    }
  }
}
    `, {"fragmentName":"LiveStatusRefusal"}) as unknown as TypedDocumentString<LiveStatusRefusalFragment, unknown>;
export const LiveStatusChainsDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<LiveStatusChainsQuery, LiveStatusChainsQueryVariables>;
export const LiveStatusCreateQuoteDocument = new TypedDocumentString(`
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
    fragment LiveStatusRefusal on Error {
  message
  ... on InvalidInput {
    issues {
      path
      message
    }
  }
}`) as unknown as TypedDocumentString<LiveStatusCreateQuoteMutation, LiveStatusCreateQuoteMutationVariables>;
export const LiveStatusCommitQuoteDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<LiveStatusCommitQuoteMutation, LiveStatusCommitQuoteMutationVariables>;
export const LiveStatusDepositPlanDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<LiveStatusDepositPlanQuery, LiveStatusDepositPlanQueryVariables>;
export const LiveStatusWatchTransfersDocument = new TypedDocumentString(`
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
        swapsTo: tokenOut
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LiveStatusWatchTransfersSubscription, LiveStatusWatchTransfersSubscriptionVariables>;
export const LiveStatusCreateDepositAddressDocument = new TypedDocumentString(`
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
    fragment LiveStatusRefusal on Error {
  message
  ... on InvalidInput {
    issues {
      path
      message
    }
  }
}`) as unknown as TypedDocumentString<LiveStatusCreateDepositAddressMutation, LiveStatusCreateDepositAddressMutationVariables>;
export const LiveStatusPaymentRequestDocument = new TypedDocumentString(`
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
    fragment LiveStatusRefusal on Error {
  message
  ... on InvalidInput {
    issues {
      path
      message
    }
  }
}`) as unknown as TypedDocumentString<LiveStatusPaymentRequestQuery, LiveStatusPaymentRequestQueryVariables>;
export const LiveStatusWalletBalancesDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<LiveStatusWalletBalancesQuery, LiveStatusWalletBalancesQueryVariables>;