/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

/** Which of the project's smart deposit addresses to list; every given field must match. */
export type DepositAddressSearch = {
  /** The note given at creation (at most 80 characters). */
  addressNote?: string | null | undefined;
  /** Chain the address receives deposits on. */
  depositChain?: string | null | undefined;
  /** Address deposits are delivered to. */
  destinationAddress?: string | null | undefined;
  /** Chain deposits are bridged to. */
  destinationChain?: string | null | undefined;
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

/** What to price without committing to anything: no depositor, recipient or webhook (the vendor's public quote). */
export type PreviewQuoteInput = {
  /** In mode PAY the amount sent on chainIn; in mode RECEIVE the amount received on chainOut. */
  amount: string;
  /** Native gas token to deliver on chainOut (gas boost). */
  amountNative?: string | null | undefined;
  /** Source chain, e.g. ETHEREUM. */
  chainIn: string;
  /** Destination chain, e.g. BASE. */
  chainOut: string;
  /** Price a smart-deposit-address transfer (default false). */
  isSda?: boolean | null | undefined;
  /** Which side `amount` names. */
  mode: TransferMode;
  /** Token sent on chainIn. */
  tokenIn: string;
  /** Token received on chainOut (another token than tokenIn means a swap). */
  tokenOut: string;
};

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

/** Delivery speed class. */
export type Speed =
  /** Typically under 30 seconds. */
  | 'FAST'
  /** Up to 20 minutes. */
  | 'SLOW'
  /** Typically under a minute. */
  | 'STANDARD';

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

export type VendorComparedPlanQueryVariables = Exact<{
  quoteId: string | number;
  owner?: string | null | undefined;
}>;


export type VendorComparedPlanQuery = { depositPlan:
    | { __typename: 'CommitmentNotFound' }
    | { __typename: 'DepositNotSupported' }
    | { __typename: 'DepositPlan' }
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidCommitmentType' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'SolanaDepositPlan', amountBaseUnits: string, transaction: string | null }
    | { __typename: 'TransferNotPending' }
    | { __typename: 'TronDepositPlan', amountBaseUnits: string, approval: { contractAddress: string, functionSelector: string, parameter: string, callValue: string } | null, deposit: { contractAddress: string, functionSelector: string, parameter: string, callValue: string } }
    | { __typename: 'UpstreamError' }
   };

export type ApolloCreateQuoteMutationVariables = Exact<{
  input: QuoteInput;
}>;


export type ApolloCreateQuoteMutation = { createQuote:
    | { __typename: 'BridgeQuote', quoteId: string, payAmount: string }
    | { __typename: 'BridgeSwapQuote', quoteId: string, payAmount: string }
    | { __typename: 'DepositAddressBridgeQuote', quoteId: string, payAmount: string }
    | { __typename: 'DepositLimitReached', message: string }
    | { __typename: 'GasBoostGreaterThanReceiveAmount', message: string }
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'NegativeReceiveAmount', message: string }
    | { __typename: 'NoRouteFound', message: string }
    | { __typename: 'OtherQuote', quoteId: string, payAmount: string }
    | { __typename: 'SameChainSwapNotAvailable', message: string }
    | { __typename: 'SdaDepositBelowMinimum', message: string }
    | { __typename: 'SdaDepositLimitExceeded', message: string }
    | { __typename: 'SwapLimitReached', message: string }
    | { __typename: 'TooManyRequests', message: string }
    | { __typename: 'UpstreamError', message: string }
    | { __typename: 'WithdrawLimitReached', message: string }
   };

export type ApolloCommitQuoteMutationVariables = Exact<{
  quoteId: string | number;
}>;


export type ApolloCommitQuoteMutation = { commitQuote:
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'QuoteCommitment', quoteId: string }
    | { __typename: 'QuoteExpired', message: string }
    | { __typename: 'QuoteNotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
    | { __typename: 'UpstreamError', message: string }
   };

export type ApolloWatchTransferSubscriptionVariables = Exact<{
  quoteId: string | number;
}>;


export type ApolloWatchTransferSubscription = { transactionEvents: { eventId: string, type: string, transaction:
      | { __typename: 'BridgeSwapTransaction', id: string, state: TransactionState, withdrawTxHash: string | null }
      | { __typename: 'BridgeTransaction', id: string, state: TransactionState, withdrawTxHash: string | null }
      | { __typename: 'DepositAddressBridgeTransaction', id: string, state: TransactionState, withdrawTxHash: string | null }
      | { __typename: 'OtherTransaction', id: string, state: TransactionState, withdrawTxHash: string | null }
     | null } };

export type ApolloByWithdrawHashQueryVariables = Exact<{
  hash: string;
}>;


export type ApolloByWithdrawHashQuery = { transactionByWithdrawHash:
    | { __typename: 'BridgeSwapTransaction', id: string, state: TransactionState, amountIn: string }
    | { __typename: 'BridgeTransaction', id: string, state: TransactionState, amountIn: string }
    | { __typename: 'DepositAddressBridgeTransaction', id: string, state: TransactionState, amountIn: string }
    | { __typename: 'HistoryNotFound', message: string, hash: string }
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'OtherTransaction', id: string, state: TransactionState, amountIn: string }
    | { __typename: 'UpstreamError', message: string }
   };

export type DepositFlowCreateQuoteMutationVariables = Exact<{
  input: QuoteInput;
}>;


export type DepositFlowCreateQuoteMutation = { createQuote:
    | { __typename: 'BridgeQuote', quoteId: string, receiveAmount: string }
    | { __typename: 'BridgeSwapQuote', quoteId: string, receiveAmount: string }
    | { __typename: 'DepositAddressBridgeQuote', quoteId: string, receiveAmount: string }
    | { __typename: 'DepositLimitReached', message: string }
    | { __typename: 'GasBoostGreaterThanReceiveAmount', message: string }
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'NegativeReceiveAmount', message: string }
    | { __typename: 'NoRouteFound', message: string }
    | { __typename: 'OtherQuote', quoteId: string, receiveAmount: string }
    | { __typename: 'SameChainSwapNotAvailable', message: string }
    | { __typename: 'SdaDepositBelowMinimum', message: string }
    | { __typename: 'SdaDepositLimitExceeded', message: string }
    | { __typename: 'SwapLimitReached', message: string }
    | { __typename: 'TooManyRequests', message: string }
    | { __typename: 'UpstreamError', message: string }
    | { __typename: 'WithdrawLimitReached', message: string }
   };

export type DepositFlowCommitQuoteMutationVariables = Exact<{
  quoteId: string | number;
}>;


export type DepositFlowCommitQuoteMutation = { commitQuote:
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'QuoteCommitment' }
    | { __typename: 'QuoteExpired', message: string }
    | { __typename: 'QuoteNotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
    | { __typename: 'UpstreamError', message: string }
   };

export type UrqlCreateQuoteMutationVariables = Exact<{
  input: QuoteInput;
}>;


export type UrqlCreateQuoteMutation = { createQuote:
    | { __typename: 'BridgeQuote', quoteId: string, payAmount: string }
    | { __typename: 'BridgeSwapQuote', quoteId: string, payAmount: string }
    | { __typename: 'DepositAddressBridgeQuote', quoteId: string, payAmount: string }
    | { __typename: 'DepositLimitReached', message: string }
    | { __typename: 'GasBoostGreaterThanReceiveAmount', message: string }
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'NegativeReceiveAmount', message: string }
    | { __typename: 'NoRouteFound', message: string }
    | { __typename: 'OtherQuote', quoteId: string, payAmount: string }
    | { __typename: 'SameChainSwapNotAvailable', message: string }
    | { __typename: 'SdaDepositBelowMinimum', message: string }
    | { __typename: 'SdaDepositLimitExceeded', message: string }
    | { __typename: 'SwapLimitReached', message: string }
    | { __typename: 'TooManyRequests', message: string }
    | { __typename: 'UpstreamError', message: string }
    | { __typename: 'WithdrawLimitReached', message: string }
   };

export type UrqlCommitQuoteMutationVariables = Exact<{
  quoteId: string | number;
}>;


export type UrqlCommitQuoteMutation = { commitQuote:
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'QuoteCommitment', quoteId: string }
    | { __typename: 'QuoteExpired', message: string }
    | { __typename: 'QuoteNotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
    | { __typename: 'UpstreamError', message: string }
   };

export type UrqlWatchTransferSubscriptionVariables = Exact<{
  quoteId: string | number;
}>;


export type UrqlWatchTransferSubscription = { transactionEvents: { eventId: string, type: string, transaction:
      | { __typename: 'BridgeSwapTransaction', id: string, state: TransactionState, withdrawTxHash: string | null }
      | { __typename: 'BridgeTransaction', id: string, state: TransactionState, withdrawTxHash: string | null }
      | { __typename: 'DepositAddressBridgeTransaction', id: string, state: TransactionState, withdrawTxHash: string | null }
      | { __typename: 'OtherTransaction', id: string, state: TransactionState, withdrawTxHash: string | null }
     | null } };

export type UrqlByDepositHashQueryVariables = Exact<{
  hash: string;
}>;


export type UrqlByDepositHashQuery = { transactionsByDepositHash:
    | { __typename: 'HistoryNotFound', message: string, hash: string }
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'TransactionList', items: Array<
        | { __typename: 'BridgeSwapTransaction', id: string, state: TransactionState, amountIn: string }
        | { __typename: 'BridgeTransaction', id: string, state: TransactionState, amountIn: string }
        | { __typename: 'DepositAddressBridgeTransaction', id: string, state: TransactionState, amountIn: string }
        | { __typename: 'OtherTransaction', id: string, state: TransactionState, amountIn: string }
      > }
    | { __typename: 'UpstreamError', message: string }
   };

export type ErrorsCreateQuoteMutationVariables = Exact<{
  input: QuoteInput;
}>;


export type ErrorsCreateQuoteMutation = { createQuote:
    | { __typename: 'BridgeQuote', quoteId: string }
    | { __typename: 'BridgeSwapQuote', quoteId: string }
    | { __typename: 'DepositAddressBridgeQuote', quoteId: string }
    | { __typename: 'DepositLimitReached', message: string }
    | { __typename: 'GasBoostGreaterThanReceiveAmount', message: string }
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'NegativeReceiveAmount', message: string }
    | { __typename: 'NoRouteFound', message: string }
    | { __typename: 'OtherQuote', quoteId: string }
    | { __typename: 'SameChainSwapNotAvailable', message: string }
    | { __typename: 'SdaDepositBelowMinimum', message: string }
    | { __typename: 'SdaDepositLimitExceeded', message: string }
    | { __typename: 'SwapLimitReached', message: string }
    | { __typename: 'TooManyRequests', message: string }
    | { __typename: 'UpstreamError', message: string }
    | { __typename: 'WithdrawLimitReached', message: string }
   };

export type ErrorsByHashQueryVariables = Exact<{
  hash: string;
}>;


export type ErrorsByHashQuery = { transactionsByDepositHash:
    | { __typename: 'HistoryNotFound', id: string, message: string }
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'TransactionList' }
    | { __typename: 'UpstreamError', message: string }
  , transactionByWithdrawHash:
    | { __typename: 'BridgeSwapTransaction' }
    | { __typename: 'BridgeTransaction' }
    | { __typename: 'DepositAddressBridgeTransaction' }
    | { __typename: 'HistoryNotFound', id: string, message: string }
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'OtherTransaction' }
    | { __typename: 'UpstreamError', message: string }
  , transaction:
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null };

export type ResumeAfterWipeEventsSubscriptionVariables = Exact<{
  quoteId: string | number;
  afterEventId?: string | number | null | undefined;
}>;


export type ResumeAfterWipeEventsSubscription = { transactionEvents: { eventId: string, kind: TransactionEventKind, transaction:
      | { state: TransactionState }
      | { state: TransactionState }
      | { state: TransactionState }
      | { state: TransactionState }
     | null } };

export type GapFillEventsSubscriptionVariables = Exact<{
  quoteId: string | number;
}>;


export type GapFillEventsSubscription = { transactionEvents: { eventId: string, kind: TransactionEventKind, transaction:
      | { state: TransactionState }
      | { state: TransactionState }
      | { state: TransactionState }
      | { state: TransactionState }
     | null } };

export type ResumableEventsSubscriptionVariables = Exact<{
  filter?: TransactionEventFilter | null | undefined;
  afterEventId?: string | number | null | undefined;
  untilFinal?: boolean | null | undefined;
}>;


export type ResumableEventsSubscription = { transactionEvents: { eventId: string, type: string } };

export type RotationEventsSubscriptionVariables = Exact<{
  filter?: TransactionEventFilter | null | undefined;
}>;


export type RotationEventsSubscription = { transactionEvents: { type: string } };

export type RotationQuoteMutationVariables = Exact<{
  input: QuoteInput;
}>;


export type RotationQuoteMutation = { createQuote:
    | { __typename: 'BridgeQuote', quoteId: string }
    | { __typename: 'BridgeSwapQuote', quoteId: string }
    | { __typename: 'DepositAddressBridgeQuote', quoteId: string }
    | { __typename: 'DepositLimitReached' }
    | { __typename: 'GasBoostGreaterThanReceiveAmount' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'NegativeReceiveAmount' }
    | { __typename: 'NoRouteFound' }
    | { __typename: 'OtherQuote', quoteId: string }
    | { __typename: 'SameChainSwapNotAvailable' }
    | { __typename: 'SdaDepositBelowMinimum' }
    | { __typename: 'SdaDepositLimitExceeded' }
    | { __typename: 'SwapLimitReached' }
    | { __typename: 'TooManyRequests' }
    | { __typename: 'UpstreamError' }
    | { __typename: 'WithdrawLimitReached' }
   };

export type RotationKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type RotationKeyQuery = { webhookPublicKey: string };

export type RotationCommitMutationVariables = Exact<{
  quoteId: string | number;
}>;


export type RotationCommitMutation = { commitQuote:
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'QuoteCommitment' }
    | { __typename: 'QuoteExpired' }
    | { __typename: 'QuoteNotFound' }
    | { __typename: 'TooManyRequests' }
    | { __typename: 'UpstreamError' }
   };

export type ManyWatchersSubscriptionVariables = Exact<{
  quoteId: string | number;
}>;


export type ManyWatchersSubscription = { transactionEvents: { eventId: string, kind: TransactionEventKind, transaction:
      | { id: string, state: TransactionState }
      | { id: string, state: TransactionState }
      | { id: string, state: TransactionState }
      | { id: string, state: TransactionState }
     | null } };

export type OutageEventsSubscriptionVariables = Exact<{
  filter?: TransactionEventFilter | null | undefined;
  untilFinal?: boolean | null | undefined;
}>;


export type OutageEventsSubscription = { transactionEvents: { eventId: string, type: string } };

export type OutageLookupQueryVariables = Exact<{
  hash: string;
}>;


export type OutageLookupQuery = { transactionByWithdrawHash:
    | { __typename: 'BridgeSwapTransaction' }
    | { __typename: 'BridgeTransaction' }
    | { __typename: 'DepositAddressBridgeTransaction' }
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'OtherTransaction' }
    | { __typename: 'UpstreamError' }
   };

export type OrderEventsSubscriptionVariables = Exact<{
  filter?: TransactionEventFilter | null | undefined;
  afterEventId?: string | number | null | undefined;
}>;


export type OrderEventsSubscription = { transactionEvents: { eventId: string, type: string } };

export type CappedEventsSubscriptionVariables = Exact<{
  filter?: TransactionEventFilter | null | undefined;
}>;


export type CappedEventsSubscription = { transactionEvents: { eventId: string } };

export type ScopedEventsSubscriptionVariables = Exact<{
  filter?: TransactionEventFilter | null | undefined;
  afterEventId?: string | number | null | undefined;
}>;


export type ScopedEventsSubscription = { transactionEvents: { eventId: string, kind: TransactionEventKind, payload: unknown, transaction:
      | { id: string, state: TransactionState }
      | { id: string, state: TransactionState }
      | { id: string, state: TransactionState }
      | { id: string, state: TransactionState }
     | null } };

export type TransactionEventsUntilFinalSubscriptionVariables = Exact<{
  filter?: TransactionEventFilter | null | undefined;
  untilFinal?: boolean | null | undefined;
}>;


export type TransactionEventsUntilFinalSubscription = { transactionEvents: { type: string, transaction:
      | { state: TransactionState }
      | { state: TransactionState }
      | { state: TransactionState }
      | { state: TransactionState }
     | null } };

export type UntilFinalQuoteMutationVariables = Exact<{
  input: QuoteInput;
}>;


export type UntilFinalQuoteMutation = { createQuote:
    | { __typename: 'BridgeQuote', quoteId: string }
    | { __typename: 'BridgeSwapQuote', quoteId: string }
    | { __typename: 'DepositAddressBridgeQuote', quoteId: string }
    | { __typename: 'DepositLimitReached' }
    | { __typename: 'GasBoostGreaterThanReceiveAmount' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'NegativeReceiveAmount' }
    | { __typename: 'NoRouteFound' }
    | { __typename: 'OtherQuote', quoteId: string }
    | { __typename: 'SameChainSwapNotAvailable' }
    | { __typename: 'SdaDepositBelowMinimum' }
    | { __typename: 'SdaDepositLimitExceeded' }
    | { __typename: 'SwapLimitReached' }
    | { __typename: 'TooManyRequests' }
    | { __typename: 'UpstreamError' }
    | { __typename: 'WithdrawLimitReached' }
   };

export type UntilFinalCommitMutationVariables = Exact<{
  quoteId: string | number;
}>;


export type UntilFinalCommitMutation = { commitQuote:
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'QuoteCommitment' }
    | { __typename: 'QuoteExpired' }
    | { __typename: 'QuoteNotFound' }
    | { __typename: 'TooManyRequests' }
    | { __typename: 'UpstreamError' }
   };

export type VendorEventsSubscriptionVariables = Exact<{
  filter?: TransactionEventFilter | null | undefined;
}>;


export type VendorEventsSubscription = { transactionEvents: { eventId: string, type: string, kind: TransactionEventKind, transferType: string | null, payload: unknown, transaction:
      | { __typename: 'BridgeSwapTransaction', id: string, state: TransactionState, refund: { amount: string, token: string | null } | null }
      | { __typename: 'BridgeTransaction', id: string, state: TransactionState, refund: { amount: string, token: string | null } | null }
      | { __typename: 'DepositAddressBridgeTransaction', depositAddress: string | null, id: string, state: TransactionState, refund: { amount: string, token: string | null } | null }
      | { __typename: 'OtherTransaction', id: string, state: TransactionState, refund: { amount: string, token: string | null } | null }
     | null } };

export type WatchRereadUntilFinalSubscriptionVariables = Exact<{
  quoteId: string | number;
}>;


export type WatchRereadUntilFinalSubscription = { transactionEvents: { kind: TransactionEventKind, transaction:
      | { id: string, state: TransactionState }
      | { id: string, state: TransactionState }
      | { id: string, state: TransactionState }
      | { id: string, state: TransactionState }
     | null } };

export type RereadByIdAndDepositQueryVariables = Exact<{
  id: string | number;
  depositTxHash: string;
}>;


export type RereadByIdAndDepositQuery = { transactionById:
    | { state: TransactionState }
    | { state: TransactionState }
    | { state: TransactionState }
    | { state: TransactionState }
    | Record<PropertyKey, never>
  , transactionsByDepositHash:
    | { items: Array<
        | { state: TransactionState }
        | { state: TransactionState }
        | { state: TransactionState }
        | { state: TransactionState }
      > }
    | Record<PropertyKey, never>
  , transaction:
    | { state: TransactionState }
    | { state: TransactionState }
    | { state: TransactionState }
    | { state: TransactionState }
   | null };

export type RereadByWithdrawQueryVariables = Exact<{
  withdrawTxHash: string;
}>;


export type RereadByWithdrawQuery = { transactionByWithdrawHash:
    | { state: TransactionState }
    | { state: TransactionState }
    | { state: TransactionState }
    | { state: TransactionState }
    | Record<PropertyKey, never>
  , transaction:
    | { state: TransactionState }
    | { state: TransactionState }
    | { state: TransactionState }
    | { state: TransactionState }
   | null };

export type WatchRereadByWithdrawHashSubscriptionVariables = Exact<{
  withdrawTxHash: string;
}>;


export type WatchRereadByWithdrawHashSubscription = { transactionEvents: { kind: TransactionEventKind, transaction:
      | { id: string, state: TransactionState }
      | { id: string, state: TransactionState }
      | { id: string, state: TransactionState }
      | { id: string, state: TransactionState }
     | null } };

export type RouteEventsSubscriptionVariables = Exact<{
  filter?: TransactionEventFilter | null | undefined;
}>;


export type RouteEventsSubscription = { transactionEvents: { eventId: string, type: string } };

export type RouteCorrelatedEventsSubscriptionVariables = Exact<{
  filter?: TransactionEventFilter | null | undefined;
}>;


export type RouteCorrelatedEventsSubscription = { transactionEvents: { kind: TransactionEventKind, eventId: string, upstreamEventId: string | null } };

export type CacheDisabledByWithdrawQueryVariables = Exact<{
  hash: string;
}>;


export type CacheDisabledByWithdrawQuery = { transactionByWithdrawHash:
    | { __typename: 'BridgeSwapTransaction', id: string }
    | { __typename: 'BridgeTransaction', id: string }
    | { __typename: 'DepositAddressBridgeTransaction', id: string }
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'OtherTransaction', id: string }
    | { __typename: 'UpstreamError' }
   };

export type CacheByWithdrawQueryVariables = Exact<{
  hash: string;
}>;


export type CacheByWithdrawQuery = { transactionByWithdrawHash:
    | { __typename: 'BridgeSwapTransaction', id: string, state: TransactionState }
    | { __typename: 'BridgeTransaction', id: string, state: TransactionState }
    | { __typename: 'DepositAddressBridgeTransaction', id: string, state: TransactionState }
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'OtherTransaction', id: string, state: TransactionState }
    | { __typename: 'UpstreamError' }
   };

export type CacheByDepositQueryVariables = Exact<{
  hash: string;
}>;


export type CacheByDepositQuery = { transactionsByDepositHash:
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'TransactionList', items: Array<
        | { id: string, state: TransactionState }
        | { id: string, state: TransactionState }
        | { id: string, state: TransactionState }
        | { id: string, state: TransactionState }
      > }
    | { __typename: 'UpstreamError' }
   };

export type CacheByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type CacheByIdQuery = { transactionById:
    | { __typename: 'BridgeSwapTransaction', state: TransactionState }
    | { __typename: 'BridgeTransaction', state: TransactionState }
    | { __typename: 'DepositAddressBridgeTransaction', state: TransactionState }
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'OtherTransaction', state: TransactionState }
    | { __typename: 'UpstreamError' }
   };

export type CacheCalldataQueryVariables = Exact<{
  id: string | number;
}>;


export type CacheCalldataQuery = { swapCalldata:
    | { __typename: 'CommitmentNotFound' }
    | { __typename: 'InvalidCommitmentType' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'SwapCalldata' }
    | { __typename: 'UpstreamError' }
   };

export type TracedByWithdrawHashQueryVariables = Exact<{
  hash: string;
}>;


export type TracedByWithdrawHashQuery = { transactionByWithdrawHash:
    | { __typename: 'BridgeSwapTransaction' }
    | { __typename: 'BridgeTransaction' }
    | { __typename: 'DepositAddressBridgeTransaction' }
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'OtherTransaction' }
    | { __typename: 'UpstreamError' }
   };

export type TracedDepositPlanQueryVariables = Exact<{
  quoteId: string | number;
  owner?: string | null | undefined;
}>;


export type TracedDepositPlanQuery = { depositPlan:
    | { __typename: 'CommitmentNotFound' }
    | { __typename: 'DepositNotSupported' }
    | { __typename: 'DepositPlan', preflight: { allowance: string, tokenBalance: string } | null }
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidCommitmentType' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'SolanaDepositPlan' }
    | { __typename: 'TransferNotPending' }
    | { __typename: 'TronDepositPlan' }
    | { __typename: 'UpstreamError' }
   };

export type CatalogChainsQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogChainsQuery = { chains: Array<{ name: string, nativeTokenName: string, nativeTokenDecimals: number, tokens: Array<{ symbol: string, chain: string, address: string, decimals: number | null, usdPrice: number | null }> }> };

export type CatalogChainQueryVariables = Exact<{
  name: string;
}>;


export type CatalogChainQuery = { chain: { name: string, tokens: Array<{ symbol: string, decimals: number | null }> } | null };

export type CatalogSwapTokensQueryVariables = Exact<{
  chain?: string | null | undefined;
}>;


export type CatalogSwapTokensQuery = { swapTokens: Array<{ symbol: string, chain: string, decimals: number | null, usdPrice: number | null, aggregators: Array<string> | null }> };

export type CatalogPreviewQueryVariables = Exact<{
  input: PreviewQuoteInput;
}>;


export type CatalogPreviewQuery = { previewQuote:
    | { __typename: 'BridgeQuote', quoteId: string, payAmount: string, receiveAmount: string, depositor: string, isExpired: boolean, token: string }
    | { __typename: 'BridgeSwapQuote', quoteId: string, payAmount: string, receiveAmount: string, depositor: string, isExpired: boolean, tokenIn: string, tokenOut: string }
    | { __typename: 'DepositAddressBridgeQuote', quoteId: string, payAmount: string, receiveAmount: string, depositor: string, isExpired: boolean }
    | { __typename: 'DepositLimitReached' }
    | { __typename: 'GasBoostGreaterThanReceiveAmount' }
    | { __typename: 'InvalidInput', issues: Array<{ path: Array<string>, message: string }> }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'NegativeReceiveAmount' }
    | { __typename: 'NoRouteFound' }
    | { __typename: 'OtherQuote', quoteId: string, payAmount: string, receiveAmount: string, depositor: string, isExpired: boolean }
    | { __typename: 'SameChainSwapNotAvailable' }
    | { __typename: 'SdaDepositBelowMinimum' }
    | { __typename: 'SdaDepositLimitExceeded' }
    | { __typename: 'SwapLimitReached' }
    | { __typename: 'TooManyRequests' }
    | { __typename: 'UpstreamError' }
    | { __typename: 'WithdrawLimitReached' }
   };

export type CatalogCreateQuoteMutationVariables = Exact<{
  input: QuoteInput;
}>;


export type CatalogCreateQuoteMutation = { createQuote:
    | { __typename: 'BridgeQuote', quoteId: string, payAmount: string }
    | { __typename: 'BridgeSwapQuote', quoteId: string, payAmount: string }
    | { __typename: 'DepositAddressBridgeQuote', quoteId: string, payAmount: string }
    | { __typename: 'DepositLimitReached' }
    | { __typename: 'GasBoostGreaterThanReceiveAmount' }
    | { __typename: 'InvalidInput', issues: Array<{ path: Array<string>, message: string }> }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'NegativeReceiveAmount' }
    | { __typename: 'NoRouteFound' }
    | { __typename: 'OtherQuote', quoteId: string, payAmount: string }
    | { __typename: 'SameChainSwapNotAvailable' }
    | { __typename: 'SdaDepositBelowMinimum' }
    | { __typename: 'SdaDepositLimitExceeded' }
    | { __typename: 'SwapLimitReached' }
    | { __typename: 'TooManyRequests' }
    | { __typename: 'UpstreamError' }
    | { __typename: 'WithdrawLimitReached' }
   };

export type CatalogCommitPreviewMutationVariables = Exact<{
  quoteId: string | number;
}>;


export type CatalogCommitPreviewMutation = { commitQuote:
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'QuoteCommitment' }
    | { __typename: 'QuoteExpired' }
    | { __typename: 'QuoteNotFound' }
    | { __typename: 'TooManyRequests' }
    | { __typename: 'UpstreamError' }
   };

export type SdaCreateMutationVariables = Exact<{
  input: CreateDepositAddressInput;
}>;


export type SdaCreateMutation = { createDepositAddress:
    | { __typename: 'DepositAddressChainsNotSupported', chains: Array<string> }
    | { __typename: 'DepositAddressesCreated', addresses: Array<{ address: string, chain: string, supportedTokens: Array<{ symbol: string, chain: string, decimals: number | null, usdPrice: number | null, minDepositLimitUsd: number | null, maxDepositLimitUsd: number | null }> }> }
    | { __typename: 'EndpointDisabled' }
    | { __typename: 'InvalidInput', issues: Array<{ path: Array<string>, message: string }> }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'TooManyRequests' }
    | { __typename: 'UpstreamError' }
   };

export type SdaActivateMutationVariables = Exact<{
  address: string;
  chain: string;
}>;


export type SdaActivateMutation = { activateDepositAddress:
    | { __typename: 'DepositAddressActivated', activated: boolean, depositAddress: { status:
          | { __typename: 'DepositAddressNotFound' }
          | { __typename: 'DepositAddressStatus', isActive: boolean }
          | { __typename: 'EndpointDisabled' }
          | { __typename: 'InvalidInput' }
          | { __typename: 'UpstreamError' }
         } }
    | { __typename: 'DepositAddressAlreadyActive' }
    | { __typename: 'DepositAddressNotFound' }
    | { __typename: 'EndpointDisabled' }
    | { __typename: 'InvalidInput', issues: Array<{ path: Array<string>, message: string }> }
    | { __typename: 'UpstreamError' }
   };

export type SdaSearchQueryVariables = Exact<{
  search: DepositAddressSearch;
}>;


export type SdaSearchQuery = { depositAddresses: Array<{ address: string, chain: string, supportedTokens: Array<{ symbol: string, decimals: number | null }> }> };

export type SdaHistoryQueryVariables = Exact<{
  address: string;
  chain: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type SdaHistoryQuery = { depositAddress: { supportedTokens: Array<{ symbol: string, decimals: number | null, usdPrice: number | null }>, history: { edges: Array<{ cursor: string, node:
          | { id: string, state: TransactionState, depositor: string }
          | { id: string, state: TransactionState, depositor: string }
          | { id: string, state: TransactionState, depositor: string }
          | { id: string, state: TransactionState, depositor: string }
         }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } };

export type SdaCreateLimitedMutationVariables = Exact<{
  input: CreateDepositAddressInput;
}>;


export type SdaCreateLimitedMutation = { createDepositAddress:
    | { __typename: 'DepositAddressChainsNotSupported', message: string }
    | { __typename: 'DepositAddressesCreated' }
    | { __typename: 'EndpointDisabled', message: string }
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'TooManyRequests', message: string, retryAfterSeconds: number | null }
    | { __typename: 'UpstreamError', message: string, tag: string }
   };

export type DepositAddressQueryVariables = Exact<{
  address: string;
  chain: string;
}>;


export type DepositAddressQuery = { depositAddress: { address: string, chain: string, status:
      | { __typename: 'DepositAddressNotFound', addresses: Array<string>, message: string }
      | { __typename: 'DepositAddressStatus', depositChain: string, depositAddress: string, destinationChain: string, destinationAddress: string | null, isActive: boolean, addressNote: string | null, tokenOut: string | null, refundAddress: string | null, bridgeIfNotSwappable: boolean | null, raw: unknown, supportedTokens: Array<{ symbol: string, address: string, minDepositLimitUsd: number | null, maxDepositLimitUsd: number | null }>, postBridgeData:
          | { __typename: 'AaveV3SupplyPostBridgeData' }
          | { __typename: 'ExtendedPostBridgeData' }
          | { __typename: 'MapleDepositPostBridgeData' }
          | { __typename: 'OtherPostBridgeData' }
          | { __typename: 'RocketFoundationDepositPostBridgeData' }
          | { __typename: 'StarkwareBtcfiPostBridgeData' }
          | { __typename: 'StarkwareBtcfiV2PostBridgeData' }
          | { __typename: 'WirexWrapPostBridgeData' }
          | { __typename: 'WirexWrapSandboxPostBridgeData' }
         | null }
      | { __typename: 'EndpointDisabled', message: string }
      | { __typename: 'InvalidInput', message: string, issues: Array<{ path: Array<string> }> }
      | { __typename: 'UpstreamError', message: string }
    , completedRefunds:
      | { __typename: 'DepositAddressNotFound', addresses: Array<string>, message: string }
      | { __typename: 'EndpointDisabled', message: string }
      | { __typename: 'InvalidInput', message: string }
      | { __typename: 'RefundList', items: Array<{ refundId: string, depositAddress: string, depositChain: string, recipient: string | null, txHash: string | null, txTimestamp: string | null, originalDepositTxHash: string | null, trigger:
            | { __typename: 'OtherRefundTrigger', tag: string, raw: unknown }
            | { __typename: 'RejectedBridgeTrigger' }
            | { __typename: 'UnsupportedTokenTrigger', nativeToken: boolean | null, amountWei: string | null, tokenAddress: string | null, tokenSymbol: string | null, amount: string | null, amountUsd: string | null }
           }>, unreadable: Array<{ reason: string }> }
      | { __typename: 'UpstreamError', message: string }
     } };

export type LifecycleCreateQuoteMutationVariables = Exact<{
  input: QuoteInput;
}>;


export type LifecycleCreateQuoteMutation = { createQuote:
    | { __typename: 'BridgeQuote', quoteId: string, payAmount: string, receiveAmount: string }
    | { __typename: 'BridgeSwapQuote', quoteId: string, payAmount: string, receiveAmount: string }
    | { __typename: 'DepositAddressBridgeQuote', quoteId: string, payAmount: string, receiveAmount: string }
    | { __typename: 'DepositLimitReached', message: string }
    | { __typename: 'GasBoostGreaterThanReceiveAmount', message: string }
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'NegativeReceiveAmount', message: string }
    | { __typename: 'NoRouteFound', message: string }
    | { __typename: 'OtherQuote', quoteId: string, payAmount: string, receiveAmount: string }
    | { __typename: 'SameChainSwapNotAvailable', message: string }
    | { __typename: 'SdaDepositBelowMinimum', message: string }
    | { __typename: 'SdaDepositLimitExceeded', message: string }
    | { __typename: 'SwapLimitReached', message: string }
    | { __typename: 'TooManyRequests', message: string }
    | { __typename: 'UpstreamError', message: string }
    | { __typename: 'WithdrawLimitReached', message: string }
   };

export type LifecycleCommitMutationVariables = Exact<{
  quoteId: string | number;
}>;


export type LifecycleCommitMutation = { commitQuote:
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'QuoteCommitment' }
    | { __typename: 'QuoteExpired' }
    | { __typename: 'QuoteNotFound' }
    | { __typename: 'TooManyRequests' }
    | { __typename: 'UpstreamError' }
   };

export type LifecyclePlanQueryVariables = Exact<{
  quoteId: string | number;
  owner?: string | null | undefined;
}>;


export type LifecyclePlanQuery = { depositPlan:
    | { __typename: 'CommitmentNotFound' }
    | { __typename: 'DepositNotSupported' }
    | { __typename: 'DepositPlan', amountBaseUnits: string, spender: string, approval: { chainId: number, to: string, data: string, value: string } | null, deposit: { chainId: number, to: string, data: string, value: string }, preflight: { approvalNeeded: boolean, sufficientBalance: boolean } | null }
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidCommitmentType' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'SolanaDepositPlan' }
    | { __typename: 'TransferNotPending' }
    | { __typename: 'TronDepositPlan' }
    | { __typename: 'UpstreamError' }
   };

export type LifecycleEventsSubscriptionVariables = Exact<{
  quoteId: string | number;
}>;


export type LifecycleEventsSubscription = { transactionEvents: { type: string, transaction:
      | { __typename: 'BridgeSwapTransaction', id: string, state: TransactionState, depositTxHash: string | null, withdrawTxHash: string | null, withdrawTxUrl: string | null, refund: { txHash: string | null, token: string | null, amount: string, chain: string | null, reason: string | null } | null }
      | { __typename: 'BridgeTransaction', id: string, state: TransactionState, depositTxHash: string | null, withdrawTxHash: string | null, withdrawTxUrl: string | null, refund: { txHash: string | null, token: string | null, amount: string, chain: string | null, reason: string | null } | null }
      | { __typename: 'DepositAddressBridgeTransaction', id: string, state: TransactionState, depositTxHash: string | null, withdrawTxHash: string | null, withdrawTxUrl: string | null, refund: { txHash: string | null, token: string | null, amount: string, chain: string | null, reason: string | null } | null }
      | { __typename: 'OtherTransaction', id: string, state: TransactionState, depositTxHash: string | null, withdrawTxHash: string | null, withdrawTxUrl: string | null, refund: { txHash: string | null, token: string | null, amount: string, chain: string | null, reason: string | null } | null }
     | null } };

export type DepositPlanCallsQueryVariables = Exact<{
  quoteId: string | number;
  owner?: string | null | undefined;
}>;


export type DepositPlanCallsQuery = { depositPlan:
    | { __typename: 'CommitmentNotFound' }
    | { __typename: 'DepositNotSupported' }
    | { __typename: 'DepositPlan', approval: { to: string, data: string, value: string } | null, deposit: { to: string, data: string, value: string }, calls: { version: string, chainId: string, atomicRequired: boolean, calls: Array<{ to: string, data: string, value: string }> } }
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidCommitmentType' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'SolanaDepositPlan' }
    | { __typename: 'TransferNotPending' }
    | { __typename: 'TronDepositPlan' }
    | { __typename: 'UpstreamError' }
   };

export type FamilyDepositPlanQueryVariables = Exact<{
  quoteId: string | number;
  owner?: string | null | undefined;
}>;


export type FamilyDepositPlanQuery = { depositPlan:
    | { __typename: 'CommitmentNotFound' }
    | { __typename: 'DepositNotSupported', chainType: string }
    | { __typename: 'DepositPlan' }
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidCommitmentType' }
    | { __typename: 'InvalidInput', issues: Array<{ path: Array<string>, message: string }> }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'SolanaDepositPlan', quoteId: string, amountBaseUnits: string, transaction: string | null, instructions: Array<{ programId: string, data: string, accounts: Array<{ address: string, isSigner: boolean, isWritable: boolean }> }>, preflight: { owner: string, tokenBalance: string, nativeBalance: string, approvalNeeded: boolean, sufficientBalance: boolean, tokenAccountExists: boolean | null } | null }
    | { __typename: 'TransferNotPending' }
    | { __typename: 'TronDepositPlan', quoteId: string, amountBaseUnits: string, spender: string, approval: { contractAddress: string, functionSelector: string, parameter: string, callValue: string, ownerAddress: string | null, feeLimit: string | null } | null, deposit: { contractAddress: string, functionSelector: string, parameter: string, callValue: string, ownerAddress: string | null, feeLimit: string | null }, preflight: { owner: string, allowance: string, tokenBalance: string, nativeBalance: string, approvalNeeded: boolean, sufficientBalance: boolean, tokenAccountExists: boolean | null } | null }
    | { __typename: 'UpstreamError' }
   };

export type DepositPlanOfQueryVariables = Exact<{
  quoteId: string | number;
  owner?: string | null | undefined;
}>;


export type DepositPlanOfQuery = { depositPlan:
    | { __typename: 'CommitmentNotFound' }
    | { __typename: 'DepositNotSupported', chainType: string, message: string }
    | { __typename: 'DepositPlan', quoteId: string, amount: string, amountBaseUnits: string, spender: string, chain: { name: string, chainId: number | null }, token: { symbol: string, address: string, decimals: number | null }, approval: { chainId: number, to: string, data: string, value: string, gas: string | null } | null, deposit: { chainId: number, to: string, data: string, value: string, gas: string | null }, preflight: { owner: string, allowance: string, tokenBalance: string, nativeBalance: string, approvalNeeded: boolean, sufficientBalance: boolean } | null }
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidCommitmentType' }
    | { __typename: 'InvalidInput', issues: Array<{ path: Array<string>, message: string }> }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'SolanaDepositPlan' }
    | { __typename: 'TransferNotPending', state: string, message: string }
    | { __typename: 'TronDepositPlan' }
    | { __typename: 'UpstreamError' }
   };

export type DepositPlanOfNewQuoteMutationVariables = Exact<{
  input: QuoteInput;
  owner?: string | null | undefined;
}>;


export type DepositPlanOfNewQuoteMutation = { createQuote:
    | { __typename: 'BridgeQuote', quoteId: string, payAmount: string, depositPlan:
        | { __typename: 'CommitmentNotFound' }
        | { __typename: 'DepositNotSupported' }
        | { __typename: 'DepositPlan', amountBaseUnits: string, spender: string, approval: { to: string } | null, deposit: { chainId: number, to: string, data: string, value: string, gas: string | null }, preflight: { allowance: string, tokenBalance: string, nativeBalance: string, approvalNeeded: boolean, sufficientBalance: boolean } | null }
        | { __typename: 'HistoryNotFound' }
        | { __typename: 'InvalidCommitmentType' }
        | { __typename: 'InvalidInput' }
        | { __typename: 'InvalidRequest' }
        | { __typename: 'SolanaDepositPlan' }
        | { __typename: 'TransferNotPending' }
        | { __typename: 'TronDepositPlan' }
        | { __typename: 'UpstreamError' }
       }
    | { __typename: 'BridgeSwapQuote', quoteId: string, payAmount: string, depositPlan:
        | { __typename: 'CommitmentNotFound' }
        | { __typename: 'DepositNotSupported' }
        | { __typename: 'DepositPlan', amountBaseUnits: string, spender: string, approval: { to: string } | null, deposit: { chainId: number, to: string, data: string, value: string, gas: string | null }, preflight: { allowance: string, tokenBalance: string, nativeBalance: string, approvalNeeded: boolean, sufficientBalance: boolean } | null }
        | { __typename: 'HistoryNotFound' }
        | { __typename: 'InvalidCommitmentType' }
        | { __typename: 'InvalidInput' }
        | { __typename: 'InvalidRequest' }
        | { __typename: 'SolanaDepositPlan' }
        | { __typename: 'TransferNotPending' }
        | { __typename: 'TronDepositPlan' }
        | { __typename: 'UpstreamError' }
       }
    | { __typename: 'DepositAddressBridgeQuote', quoteId: string, payAmount: string, depositPlan:
        | { __typename: 'CommitmentNotFound' }
        | { __typename: 'DepositNotSupported' }
        | { __typename: 'DepositPlan', amountBaseUnits: string, spender: string, approval: { to: string } | null, deposit: { chainId: number, to: string, data: string, value: string, gas: string | null }, preflight: { allowance: string, tokenBalance: string, nativeBalance: string, approvalNeeded: boolean, sufficientBalance: boolean } | null }
        | { __typename: 'HistoryNotFound' }
        | { __typename: 'InvalidCommitmentType' }
        | { __typename: 'InvalidInput' }
        | { __typename: 'InvalidRequest' }
        | { __typename: 'SolanaDepositPlan' }
        | { __typename: 'TransferNotPending' }
        | { __typename: 'TronDepositPlan' }
        | { __typename: 'UpstreamError' }
       }
    | { __typename: 'DepositLimitReached' }
    | { __typename: 'GasBoostGreaterThanReceiveAmount' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'NegativeReceiveAmount' }
    | { __typename: 'NoRouteFound' }
    | { __typename: 'OtherQuote', quoteId: string, payAmount: string, depositPlan:
        | { __typename: 'CommitmentNotFound' }
        | { __typename: 'DepositNotSupported' }
        | { __typename: 'DepositPlan', amountBaseUnits: string, spender: string, approval: { to: string } | null, deposit: { chainId: number, to: string, data: string, value: string, gas: string | null }, preflight: { allowance: string, tokenBalance: string, nativeBalance: string, approvalNeeded: boolean, sufficientBalance: boolean } | null }
        | { __typename: 'HistoryNotFound' }
        | { __typename: 'InvalidCommitmentType' }
        | { __typename: 'InvalidInput' }
        | { __typename: 'InvalidRequest' }
        | { __typename: 'SolanaDepositPlan' }
        | { __typename: 'TransferNotPending' }
        | { __typename: 'TronDepositPlan' }
        | { __typename: 'UpstreamError' }
       }
    | { __typename: 'SameChainSwapNotAvailable' }
    | { __typename: 'SdaDepositBelowMinimum' }
    | { __typename: 'SdaDepositLimitExceeded' }
    | { __typename: 'SwapLimitReached' }
    | { __typename: 'TooManyRequests' }
    | { __typename: 'UpstreamError' }
    | { __typename: 'WithdrawLimitReached' }
   };

export type DepositPlanChainsQueryVariables = Exact<{ [key: string]: never; }>;


export type DepositPlanChainsQuery = { chains: Array<{ name: string, type: string, chainId: number | null, contractAddress: string | null, rpcUrl: string | null }> };

export type DepositPlansOfSeveralOwnersQueryVariables = Exact<{
  onArbitrum: string | number;
  onBase: string | number;
  a: string;
  b: string;
}>;


export type DepositPlansOfSeveralOwnersQuery = { first:
    | { preflight: { tokenBalance: string } | null }
    | Record<PropertyKey, never>
  , second:
    | { preflight: { tokenBalance: string } | null }
    | Record<PropertyKey, never>
  , again:
    | { preflight: { allowance: string } | null }
    | Record<PropertyKey, never>
  , base:
    | { preflight: { nativeBalance: string } | null }
    | Record<PropertyKey, never>
   };

export type DepositPlanSwapRecordQueryVariables = Exact<{
  id: string | number;
}>;


export type DepositPlanSwapRecordQuery = { transactionById:
    | { __typename: 'BridgeSwapTransaction', chainIn: string, chainOut: string, isAtomicSwap: boolean | null }
    | { __typename: 'BridgeTransaction' }
    | { __typename: 'DepositAddressBridgeTransaction' }
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'OtherTransaction' }
    | { __typename: 'UpstreamError' }
   };

export type TransactionEventsSubscriptionVariables = Exact<{
  filter?: TransactionEventFilter | null | undefined;
}>;


export type TransactionEventsSubscription = { transactionEvents: { eventId: string, type: string, occurredAt: string, receivedAt: string, payload: unknown, transaction:
      | { __typename: 'BridgeSwapTransaction', tokenIn: string, tokenOut: string, id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash: string | null, withdrawTxHash: string | null, fees: { fee: string } }
      | { __typename: 'BridgeTransaction', token: string, id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash: string | null, withdrawTxHash: string | null, fees: { fee: string } }
      | { __typename: 'DepositAddressBridgeTransaction', id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash: string | null, withdrawTxHash: string | null, fees: { fee: string } }
      | { __typename: 'OtherTransaction', id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash: string | null, withdrawTxHash: string | null, fees: { fee: string } }
     | null } };

export type EventsQuoteMutationVariables = Exact<{
  input: QuoteInput;
}>;


export type EventsQuoteMutation = { createQuote:
    | { __typename: 'BridgeQuote', quoteId: string, webhookUrl: string | null }
    | { __typename: 'BridgeSwapQuote', quoteId: string, webhookUrl: string | null }
    | { __typename: 'DepositAddressBridgeQuote', quoteId: string, webhookUrl: string | null }
    | { __typename: 'DepositLimitReached' }
    | { __typename: 'GasBoostGreaterThanReceiveAmount' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'NegativeReceiveAmount' }
    | { __typename: 'NoRouteFound' }
    | { __typename: 'OtherQuote', quoteId: string, webhookUrl: string | null }
    | { __typename: 'SameChainSwapNotAvailable' }
    | { __typename: 'SdaDepositBelowMinimum' }
    | { __typename: 'SdaDepositLimitExceeded' }
    | { __typename: 'SwapLimitReached' }
    | { __typename: 'TooManyRequests' }
    | { __typename: 'UpstreamError' }
    | { __typename: 'WithdrawLimitReached' }
   };

export type EventsCommitMutationVariables = Exact<{
  quoteId: string | number;
}>;


export type EventsCommitMutation = { commitQuote:
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'QuoteCommitment' }
    | { __typename: 'QuoteExpired' }
    | { __typename: 'QuoteNotFound' }
    | { __typename: 'TooManyRequests' }
    | { __typename: 'UpstreamError' }
   };

export type ExplorerLinksQueryVariables = Exact<{
  hash: string;
}>;


export type ExplorerLinksQuery = { transactionsByDepositHash:
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'TransactionList', items: Array<
        | { id: string, chainIn: string, chainOut: string, depositTxHash: string | null, withdrawTxHash: string | null, depositTxUrl: string | null, withdrawTxUrl: string | null, refund: { txHash: string | null, chain: string | null, txUrl: string | null } | null }
        | { id: string, chainIn: string, chainOut: string, depositTxHash: string | null, withdrawTxHash: string | null, depositTxUrl: string | null, withdrawTxUrl: string | null, refund: { txHash: string | null, chain: string | null, txUrl: string | null } | null }
        | { id: string, chainIn: string, chainOut: string, depositTxHash: string | null, withdrawTxHash: string | null, depositTxUrl: string | null, withdrawTxUrl: string | null, refund: { txHash: string | null, chain: string | null, txUrl: string | null } | null }
        | { id: string, chainIn: string, chainOut: string, depositTxHash: string | null, withdrawTxHash: string | null, depositTxUrl: string | null, withdrawTxUrl: string | null, refund: { txHash: string | null, chain: string | null, txUrl: string | null } | null }
      > }
    | { __typename: 'UpstreamError' }
   };

export type ExplorerLinksPageQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type ExplorerLinksPageQuery = { transactions: { edges: Array<{ node:
        | { depositTxHash: string | null, depositTxUrl: string | null, withdrawTxUrl: string | null }
        | { depositTxHash: string | null, depositTxUrl: string | null, withdrawTxUrl: string | null }
        | { depositTxHash: string | null, depositTxUrl: string | null, withdrawTxUrl: string | null }
        | { depositTxHash: string | null, depositTxUrl: string | null, withdrawTxUrl: string | null }
       }> } };

export type HistoryByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type HistoryByIdQuery = { transactionById:
    | { __typename: 'BridgeSwapTransaction', id: string, state: TransactionState, amountIn: string }
    | { __typename: 'BridgeTransaction', id: string, state: TransactionState, amountIn: string }
    | { __typename: 'DepositAddressBridgeTransaction', id: string, state: TransactionState, amountIn: string }
    | { __typename: 'HistoryNotFound', lookedUp: string }
    | { __typename: 'InvalidInput', issues: Array<{ path: Array<string>, message: string }> }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'OtherTransaction', id: string, state: TransactionState, amountIn: string }
    | { __typename: 'UpstreamError' }
   };

export type HistoryCancelMutationVariables = Exact<{
  id: string | number;
}>;


export type HistoryCancelMutation = { cancelTransaction:
    | { __typename: 'BridgeSwapTransaction', id: string, state: TransactionState }
    | { __typename: 'BridgeTransaction', id: string, state: TransactionState }
    | { __typename: 'CannotCancelBridge', message: string }
    | { __typename: 'DepositAddressBridgeTransaction', id: string, state: TransactionState }
    | { __typename: 'HistoryNotFound', message: string }
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'OtherTransaction', id: string, state: TransactionState }
    | { __typename: 'UpstreamError', message: string }
   };

export type HistoryPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type HistoryPageQuery = { transactions: { edges: Array<{ cursor: string, node:
        | { id: string, state: TransactionState }
        | { id: string, state: TransactionState }
        | { id: string, state: TransactionState }
        | { id: string, state: TransactionState }
       }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type HistoryEventsSubscriptionVariables = Exact<{
  filter?: TransactionEventFilter | null | undefined;
}>;


export type HistoryEventsSubscription = { transactionEvents: { type: string, transaction:
      | { id: string, state: TransactionState }
      | { id: string, state: TransactionState }
      | { id: string, state: TransactionState }
      | { id: string, state: TransactionState }
     | null } };

export type PaymentRequestOfQueryVariables = Exact<{
  address: string;
  chain: string;
  token: string;
  amount?: string | null | undefined;
}>;


export type PaymentRequestOfQuery = { depositAddress: { paymentRequest:
      | { __typename: 'DepositAddressNotFound', addresses: Array<string> }
      | { __typename: 'DepositNotSupported', chainType: string }
      | { __typename: 'EndpointDisabled' }
      | { __typename: 'InvalidInput', issues: Array<{ path: Array<string>, message: string }> }
      | { __typename: 'PaymentRequest', address: string, amount: string | null, amountBaseUnits: string | null, minAmount: string | null, maxAmount: string | null, uri: string, qrCodeSvg: string, chain: { name: string, chainId: number | null }, token: { symbol: string, address: string, decimals: number | null }, transaction: { chainId: number, to: string, data: string, value: string, gas: string | null } | null }
      | { __typename: 'UpstreamError' }
     } };

export type CreateQuoteMutationVariables = Exact<{
  input: QuoteInput;
}>;


export type CreateQuoteMutation = { createQuote:
    | { __typename: 'BridgeQuote', quoteId: string, chainIn: string, chainOut: string, payAmount: string, payAmountUsd: number, receiveAmount: string, receiveAmountUsd: number, depositor: string, recipient: string, expiresAt: string, isExpired: boolean, speed: Speed | null, estimatedDuration: number | null, flowCredits: number | null, webhookUrl: string | null, token: string, gasBoost: { amountNative: string, amountNativeUsd: number, amountNativeTokenCost: string } | null, postBridgeData:
        | { __typename: 'AaveV3SupplyPostBridgeData' }
        | { __typename: 'ExtendedPostBridgeData', vaultId: number }
        | { __typename: 'MapleDepositPostBridgeData' }
        | { __typename: 'OtherPostBridgeData' }
        | { __typename: 'RocketFoundationDepositPostBridgeData' }
        | { __typename: 'StarkwareBtcfiPostBridgeData' }
        | { __typename: 'StarkwareBtcfiV2PostBridgeData' }
        | { __typename: 'WirexWrapPostBridgeData' }
        | { __typename: 'WirexWrapSandboxPostBridgeData' }
       | null, fees: { fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, platformFee: string, percentageFee: string, percentageFeeAmount: number | null, percentageFeeThreshold: number | null, sponsored: { fee: string, gasFee: string, gasFeeUsd: number, percentageFee: string } } }
    | { __typename: 'BridgeSwapQuote', quoteId: string, chainIn: string, chainOut: string, payAmount: string, payAmountUsd: number, receiveAmount: string, receiveAmountUsd: number, depositor: string, recipient: string, expiresAt: string, isExpired: boolean, speed: Speed | null, estimatedDuration: number | null, flowCredits: number | null, webhookUrl: string | null, tokenIn: string, tokenOut: string, bridgePayAmount: string | null, minReceiveAmount: string | null, minReceiveAmountUsd: number | null, usdPriceTokenIn: number | null, usdPriceTokenOut: number | null, gasBoost: { amountNative: string, amountNativeUsd: number, amountNativeTokenCost: string } | null, postBridgeData:
        | { __typename: 'AaveV3SupplyPostBridgeData' }
        | { __typename: 'ExtendedPostBridgeData', vaultId: number }
        | { __typename: 'MapleDepositPostBridgeData' }
        | { __typename: 'OtherPostBridgeData' }
        | { __typename: 'RocketFoundationDepositPostBridgeData' }
        | { __typename: 'StarkwareBtcfiPostBridgeData' }
        | { __typename: 'StarkwareBtcfiV2PostBridgeData' }
        | { __typename: 'WirexWrapPostBridgeData' }
        | { __typename: 'WirexWrapSandboxPostBridgeData' }
       | null, fees: { fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, platformFee: string, percentageFee: string, percentageFeeAmount: number | null, percentageFeeThreshold: number | null, sponsored: { fee: string, gasFee: string, gasFeeUsd: number, percentageFee: string } }, swapCalldata:
        | { __typename: 'CommitmentNotFound' }
        | { __typename: 'InvalidCommitmentType' }
        | { __typename: 'InvalidInput' }
        | { __typename: 'SwapCalldata', commitmentId: string, calldata: string }
        | { __typename: 'UpstreamError' }
       | null }
    | { __typename: 'DepositAddressBridgeQuote', quoteId: string, chainIn: string, chainOut: string, payAmount: string, payAmountUsd: number, receiveAmount: string, receiveAmountUsd: number, depositor: string, recipient: string, expiresAt: string, isExpired: boolean, speed: Speed | null, estimatedDuration: number | null, flowCredits: number | null, webhookUrl: string | null, gasBoost: { amountNative: string, amountNativeUsd: number, amountNativeTokenCost: string } | null, postBridgeData:
        | { __typename: 'AaveV3SupplyPostBridgeData' }
        | { __typename: 'ExtendedPostBridgeData', vaultId: number }
        | { __typename: 'MapleDepositPostBridgeData' }
        | { __typename: 'OtherPostBridgeData' }
        | { __typename: 'RocketFoundationDepositPostBridgeData' }
        | { __typename: 'StarkwareBtcfiPostBridgeData' }
        | { __typename: 'StarkwareBtcfiV2PostBridgeData' }
        | { __typename: 'WirexWrapPostBridgeData' }
        | { __typename: 'WirexWrapSandboxPostBridgeData' }
       | null, fees: { fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, platformFee: string, percentageFee: string, percentageFeeAmount: number | null, percentageFeeThreshold: number | null, sponsored: { fee: string, gasFee: string, gasFeeUsd: number, percentageFee: string } } }
    | { __typename: 'DepositLimitReached' }
    | { __typename: 'GasBoostGreaterThanReceiveAmount' }
    | { __typename: 'InvalidInput', message: string, issues: Array<{ path: Array<string>, message: string }> }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'NegativeReceiveAmount' }
    | { __typename: 'NoRouteFound' }
    | { __typename: 'OtherQuote', quoteId: string, chainIn: string, chainOut: string, payAmount: string, payAmountUsd: number, receiveAmount: string, receiveAmountUsd: number, depositor: string, recipient: string, expiresAt: string, isExpired: boolean, speed: Speed | null, estimatedDuration: number | null, flowCredits: number | null, webhookUrl: string | null, tag: string, raw: unknown, gasBoost: { amountNative: string, amountNativeUsd: number, amountNativeTokenCost: string } | null, postBridgeData:
        | { __typename: 'AaveV3SupplyPostBridgeData' }
        | { __typename: 'ExtendedPostBridgeData', vaultId: number }
        | { __typename: 'MapleDepositPostBridgeData' }
        | { __typename: 'OtherPostBridgeData' }
        | { __typename: 'RocketFoundationDepositPostBridgeData' }
        | { __typename: 'StarkwareBtcfiPostBridgeData' }
        | { __typename: 'StarkwareBtcfiV2PostBridgeData' }
        | { __typename: 'WirexWrapPostBridgeData' }
        | { __typename: 'WirexWrapSandboxPostBridgeData' }
       | null, fees: { fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, platformFee: string, percentageFee: string, percentageFeeAmount: number | null, percentageFeeThreshold: number | null, sponsored: { fee: string, gasFee: string, gasFeeUsd: number, percentageFee: string } } }
    | { __typename: 'SameChainSwapNotAvailable' }
    | { __typename: 'SdaDepositBelowMinimum' }
    | { __typename: 'SdaDepositLimitExceeded' }
    | { __typename: 'SwapLimitReached' }
    | { __typename: 'TooManyRequests' }
    | { __typename: 'UpstreamError', tag: string, message: string, raw: unknown }
    | { __typename: 'WithdrawLimitReached' }
   };

export type CommitQuoteMutationVariables = Exact<{
  quoteId: string | number;
}>;


export type CommitQuoteMutation = { commitQuote:
    | { __typename: 'InvalidInput', message: string, issues: Array<{ path: Array<string> }> }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'QuoteCommitment', quoteId: string }
    | { __typename: 'QuoteExpired', message: string }
    | { __typename: 'QuoteNotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
    | { __typename: 'UpstreamError', message: string }
   };

export type SdaLifecycleCreateMutationVariables = Exact<{
  input: CreateDepositAddressInput;
}>;


export type SdaLifecycleCreateMutation = { createDepositAddress:
    | { __typename: 'DepositAddressChainsNotSupported', message: string }
    | { __typename: 'DepositAddressesCreated', addresses: Array<{ address: string, chain: string }> }
    | { __typename: 'EndpointDisabled', message: string }
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'TooManyRequests', message: string }
    | { __typename: 'UpstreamError', message: string }
   };

export type SdaLifecycleActivateMutationVariables = Exact<{
  address: string;
  chain: string;
}>;


export type SdaLifecycleActivateMutation = { activateDepositAddress:
    | { __typename: 'DepositAddressActivated' }
    | { __typename: 'DepositAddressAlreadyActive' }
    | { __typename: 'DepositAddressNotFound' }
    | { __typename: 'EndpointDisabled' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'UpstreamError' }
   };

export type SdaLifecycleRefundsQueryVariables = Exact<{
  address: string;
  chain: string;
}>;


export type SdaLifecycleRefundsQuery = { depositAddress: { completedRefunds:
      | { __typename: 'DepositAddressNotFound' }
      | { __typename: 'EndpointDisabled' }
      | { __typename: 'InvalidInput' }
      | { __typename: 'RefundList', items: Array<{ txHash: string | null, originalDepositTxHash: string | null, recipient: string | null, trigger:
            | { __typename: 'OtherRefundTrigger' }
            | { __typename: 'RejectedBridgeTrigger' }
            | { __typename: 'UnsupportedTokenTrigger' }
           }> }
      | { __typename: 'UpstreamError' }
     } };

export type SdaLifecycleEventsSubscriptionVariables = Exact<{
  address: string;
}>;


export type SdaLifecycleEventsSubscription = { transactionEvents: { type: string, payload: unknown, transaction:
      | { __typename: 'BridgeSwapTransaction', id: string, state: TransactionState, depositTxHash: string | null, withdrawTxHash: string | null, amountOut: string }
      | { __typename: 'BridgeTransaction', id: string, state: TransactionState, depositTxHash: string | null, withdrawTxHash: string | null, amountOut: string }
      | { __typename: 'DepositAddressBridgeTransaction', id: string, state: TransactionState, depositTxHash: string | null, withdrawTxHash: string | null, amountOut: string }
      | { __typename: 'OtherTransaction', id: string, state: TransactionState, depositTxHash: string | null, withdrawTxHash: string | null, amountOut: string }
     | null } };

export type SwapCalldataQueryVariables = Exact<{
  id: string | number;
}>;


export type SwapCalldataQuery = { swapCalldata:
    | { __typename: 'CommitmentNotFound', id: string, message: string }
    | { __typename: 'InvalidCommitmentType', message: string }
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'SwapCalldata', commitmentId: string, calldata: string }
    | { __typename: 'UpstreamError', message: string }
   };

export type WebhookPublicKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookPublicKeyQuery = { webhookPublicKey: string };

export type QuoteForCalldataMutationVariables = Exact<{
  input: QuoteInput;
}>;


export type QuoteForCalldataMutation = { createQuote:
    | { __typename: 'BridgeQuote', quoteId: string }
    | { __typename: 'BridgeSwapQuote', quoteId: string }
    | { __typename: 'DepositAddressBridgeQuote', quoteId: string }
    | { __typename: 'DepositLimitReached' }
    | { __typename: 'GasBoostGreaterThanReceiveAmount' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'NegativeReceiveAmount' }
    | { __typename: 'NoRouteFound' }
    | { __typename: 'OtherQuote', quoteId: string }
    | { __typename: 'SameChainSwapNotAvailable' }
    | { __typename: 'SdaDepositBelowMinimum' }
    | { __typename: 'SdaDepositLimitExceeded' }
    | { __typename: 'SwapLimitReached' }
    | { __typename: 'TooManyRequests' }
    | { __typename: 'UpstreamError' }
    | { __typename: 'WithdrawLimitReached' }
   };

export type SwapLegFieldsFragment = { tokenIn: string, tokenOut: string, amountIn: string, amountInUsd: number | null, amountOut: string, amountOutUsd: number | null, minAmountOut: string | null, minAmountOutUsd: number | null, aggregator: string | null, chain: string | null, slippage: number | null };

type TransactionFields_BridgeSwapTransaction_Fragment = { __typename: 'BridgeSwapTransaction', tokenIn: string, tokenOut: string, minAmountOut: string, minAmountOutUsd: number, usdPriceTokenIn: number, usdPriceTokenOut: number, preSwapRaw: unknown, postSwapRaw: unknown, mode: TransferMode | null, isAtomicSwap: boolean | null, id: string, userId: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountInUsd: number, amountOut: string, amountOutUsd: number, amountNative: string | null, amountNativeUsd: number | null, recipient: string, depositor: string, createdAt: string, commitmentDate: string, depositTxHash: string | null, depositCommittedAt: string | null, withdrawTxHash: string | null, withdrawCommittedAt: string | null, speed: Speed | null, estimatedDuration: number | null, flowCredits: number | null, depositDiscoveredAt: string | null, depositConfirmedAt: string | null, expectedDepositConfirmedAt: string | null, expectedDepositConfirmedAtBlock: number | null, preSwapTxHash: string | null, preSwapCommittedAt: string | null, isConfirmed: boolean | null, cancelledAt: string | null, failedAt: string | null, preSwap: { tokenIn: string, tokenOut: string, amountIn: string, amountInUsd: number | null, amountOut: string, amountOutUsd: number | null, minAmountOut: string | null, minAmountOutUsd: number | null, aggregator: string | null, chain: string | null, slippage: number | null } | null, postSwap: { tokenIn: string, tokenOut: string, amountIn: string, amountInUsd: number | null, amountOut: string, amountOutUsd: number | null, minAmountOut: string | null, minAmountOutUsd: number | null, aggregator: string | null, chain: string | null, slippage: number | null } | null, fees: { fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, sponsoredFees: { fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, refund: { reason: string | null, txHash: string | null, txTimestamp: string | null, token: string | null, amount: string, chain: string | null, additionalData: unknown } | null };

type TransactionFields_BridgeTransaction_Fragment = { __typename: 'BridgeTransaction', token: string, usdPrice: number, id: string, userId: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountInUsd: number, amountOut: string, amountOutUsd: number, amountNative: string | null, amountNativeUsd: number | null, recipient: string, depositor: string, createdAt: string, commitmentDate: string, depositTxHash: string | null, depositCommittedAt: string | null, withdrawTxHash: string | null, withdrawCommittedAt: string | null, speed: Speed | null, estimatedDuration: number | null, flowCredits: number | null, depositDiscoveredAt: string | null, depositConfirmedAt: string | null, expectedDepositConfirmedAt: string | null, expectedDepositConfirmedAtBlock: number | null, preSwapTxHash: string | null, preSwapCommittedAt: string | null, isConfirmed: boolean | null, cancelledAt: string | null, failedAt: string | null, fees: { fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, sponsoredFees: { fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, refund: { reason: string | null, txHash: string | null, txTimestamp: string | null, token: string | null, amount: string, chain: string | null, additionalData: unknown } | null };

type TransactionFields_DepositAddressBridgeTransaction_Fragment = { __typename: 'DepositAddressBridgeTransaction', token: string, usdPrice: number, depositAddress: string | null, id: string, userId: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountInUsd: number, amountOut: string, amountOutUsd: number, amountNative: string | null, amountNativeUsd: number | null, recipient: string, depositor: string, createdAt: string, commitmentDate: string, depositTxHash: string | null, depositCommittedAt: string | null, withdrawTxHash: string | null, withdrawCommittedAt: string | null, speed: Speed | null, estimatedDuration: number | null, flowCredits: number | null, depositDiscoveredAt: string | null, depositConfirmedAt: string | null, expectedDepositConfirmedAt: string | null, expectedDepositConfirmedAtBlock: number | null, preSwapTxHash: string | null, preSwapCommittedAt: string | null, isConfirmed: boolean | null, cancelledAt: string | null, failedAt: string | null, sdaTokenOut: string | null, fees: { fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, sponsoredFees: { fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, refund: { reason: string | null, txHash: string | null, txTimestamp: string | null, token: string | null, amount: string, chain: string | null, additionalData: unknown } | null };

type TransactionFields_OtherTransaction_Fragment = { __typename: 'OtherTransaction', tag: string, raw: unknown, id: string, userId: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountInUsd: number, amountOut: string, amountOutUsd: number, amountNative: string | null, amountNativeUsd: number | null, recipient: string, depositor: string, createdAt: string, commitmentDate: string, depositTxHash: string | null, depositCommittedAt: string | null, withdrawTxHash: string | null, withdrawCommittedAt: string | null, speed: Speed | null, estimatedDuration: number | null, flowCredits: number | null, depositDiscoveredAt: string | null, depositConfirmedAt: string | null, expectedDepositConfirmedAt: string | null, expectedDepositConfirmedAtBlock: number | null, preSwapTxHash: string | null, preSwapCommittedAt: string | null, isConfirmed: boolean | null, cancelledAt: string | null, failedAt: string | null, fees: { fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, sponsoredFees: { fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, refund: { reason: string | null, txHash: string | null, txTimestamp: string | null, token: string | null, amount: string, chain: string | null, additionalData: unknown } | null };

export type TransactionFieldsFragment =
  | TransactionFields_BridgeSwapTransaction_Fragment
  | TransactionFields_BridgeTransaction_Fragment
  | TransactionFields_DepositAddressBridgeTransaction_Fragment
  | TransactionFields_OtherTransaction_Fragment
;

export type ByWithdrawHashQueryVariables = Exact<{
  hash: string;
}>;


export type ByWithdrawHashQuery = { transactionByWithdrawHash:
    | { __typename: 'BridgeSwapTransaction', tokenIn: string, tokenOut: string, minAmountOut: string, minAmountOutUsd: number, usdPriceTokenIn: number, usdPriceTokenOut: number, preSwapRaw: unknown, postSwapRaw: unknown, mode: TransferMode | null, isAtomicSwap: boolean | null, id: string, userId: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountInUsd: number, amountOut: string, amountOutUsd: number, amountNative: string | null, amountNativeUsd: number | null, recipient: string, depositor: string, createdAt: string, commitmentDate: string, depositTxHash: string | null, depositCommittedAt: string | null, withdrawTxHash: string | null, withdrawCommittedAt: string | null, speed: Speed | null, estimatedDuration: number | null, flowCredits: number | null, depositDiscoveredAt: string | null, depositConfirmedAt: string | null, expectedDepositConfirmedAt: string | null, expectedDepositConfirmedAtBlock: number | null, preSwapTxHash: string | null, preSwapCommittedAt: string | null, isConfirmed: boolean | null, cancelledAt: string | null, failedAt: string | null, swapCalldata:
        | { __typename: 'CommitmentNotFound' }
        | { __typename: 'InvalidCommitmentType' }
        | { __typename: 'InvalidInput' }
        | { __typename: 'SwapCalldata', calldata: string }
        | { __typename: 'UpstreamError' }
      , preSwap: { tokenIn: string, tokenOut: string, amountIn: string, amountInUsd: number | null, amountOut: string, amountOutUsd: number | null, minAmountOut: string | null, minAmountOutUsd: number | null, aggregator: string | null, chain: string | null, slippage: number | null } | null, postSwap: { tokenIn: string, tokenOut: string, amountIn: string, amountInUsd: number | null, amountOut: string, amountOutUsd: number | null, minAmountOut: string | null, minAmountOutUsd: number | null, aggregator: string | null, chain: string | null, slippage: number | null } | null, fees: { fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, sponsoredFees: { fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, refund: { reason: string | null, txHash: string | null, txTimestamp: string | null, token: string | null, amount: string, chain: string | null, additionalData: unknown } | null }
    | { __typename: 'BridgeTransaction', token: string, usdPrice: number, id: string, userId: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountInUsd: number, amountOut: string, amountOutUsd: number, amountNative: string | null, amountNativeUsd: number | null, recipient: string, depositor: string, createdAt: string, commitmentDate: string, depositTxHash: string | null, depositCommittedAt: string | null, withdrawTxHash: string | null, withdrawCommittedAt: string | null, speed: Speed | null, estimatedDuration: number | null, flowCredits: number | null, depositDiscoveredAt: string | null, depositConfirmedAt: string | null, expectedDepositConfirmedAt: string | null, expectedDepositConfirmedAtBlock: number | null, preSwapTxHash: string | null, preSwapCommittedAt: string | null, isConfirmed: boolean | null, cancelledAt: string | null, failedAt: string | null, fees: { fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, sponsoredFees: { fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, refund: { reason: string | null, txHash: string | null, txTimestamp: string | null, token: string | null, amount: string, chain: string | null, additionalData: unknown } | null }
    | { __typename: 'DepositAddressBridgeTransaction', token: string, usdPrice: number, depositAddress: string | null, id: string, userId: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountInUsd: number, amountOut: string, amountOutUsd: number, amountNative: string | null, amountNativeUsd: number | null, recipient: string, depositor: string, createdAt: string, commitmentDate: string, depositTxHash: string | null, depositCommittedAt: string | null, withdrawTxHash: string | null, withdrawCommittedAt: string | null, speed: Speed | null, estimatedDuration: number | null, flowCredits: number | null, depositDiscoveredAt: string | null, depositConfirmedAt: string | null, expectedDepositConfirmedAt: string | null, expectedDepositConfirmedAtBlock: number | null, preSwapTxHash: string | null, preSwapCommittedAt: string | null, isConfirmed: boolean | null, cancelledAt: string | null, failedAt: string | null, sdaTokenOut: string | null, fees: { fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, sponsoredFees: { fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, refund: { reason: string | null, txHash: string | null, txTimestamp: string | null, token: string | null, amount: string, chain: string | null, additionalData: unknown } | null }
    | { __typename: 'HistoryNotFound', message: string }
    | { __typename: 'InvalidInput', message: string, issues: Array<{ path: Array<string>, message: string }> }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'OtherTransaction', tag: string, raw: unknown, id: string, userId: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountInUsd: number, amountOut: string, amountOutUsd: number, amountNative: string | null, amountNativeUsd: number | null, recipient: string, depositor: string, createdAt: string, commitmentDate: string, depositTxHash: string | null, depositCommittedAt: string | null, withdrawTxHash: string | null, withdrawCommittedAt: string | null, speed: Speed | null, estimatedDuration: number | null, flowCredits: number | null, depositDiscoveredAt: string | null, depositConfirmedAt: string | null, expectedDepositConfirmedAt: string | null, expectedDepositConfirmedAtBlock: number | null, preSwapTxHash: string | null, preSwapCommittedAt: string | null, isConfirmed: boolean | null, cancelledAt: string | null, failedAt: string | null, fees: { fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, sponsoredFees: { fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, refund: { reason: string | null, txHash: string | null, txTimestamp: string | null, token: string | null, amount: string, chain: string | null, additionalData: unknown } | null }
    | { __typename: 'UpstreamError', message: string }
   };

export type ByDepositHashQueryVariables = Exact<{
  hash: string;
}>;


export type ByDepositHashQuery = { transactionsByDepositHash:
    | { __typename: 'HistoryNotFound', id: string, message: string }
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'TransactionList', items: Array<
        | { __typename: 'BridgeSwapTransaction', tokenIn: string, tokenOut: string, minAmountOut: string, minAmountOutUsd: number, usdPriceTokenIn: number, usdPriceTokenOut: number, preSwapRaw: unknown, postSwapRaw: unknown, mode: TransferMode | null, isAtomicSwap: boolean | null, id: string, userId: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountInUsd: number, amountOut: string, amountOutUsd: number, amountNative: string | null, amountNativeUsd: number | null, recipient: string, depositor: string, createdAt: string, commitmentDate: string, depositTxHash: string | null, depositCommittedAt: string | null, withdrawTxHash: string | null, withdrawCommittedAt: string | null, speed: Speed | null, estimatedDuration: number | null, flowCredits: number | null, depositDiscoveredAt: string | null, depositConfirmedAt: string | null, expectedDepositConfirmedAt: string | null, expectedDepositConfirmedAtBlock: number | null, preSwapTxHash: string | null, preSwapCommittedAt: string | null, isConfirmed: boolean | null, cancelledAt: string | null, failedAt: string | null, preSwap: { tokenIn: string, tokenOut: string, amountIn: string, amountInUsd: number | null, amountOut: string, amountOutUsd: number | null, minAmountOut: string | null, minAmountOutUsd: number | null, aggregator: string | null, chain: string | null, slippage: number | null } | null, postSwap: { tokenIn: string, tokenOut: string, amountIn: string, amountInUsd: number | null, amountOut: string, amountOutUsd: number | null, minAmountOut: string | null, minAmountOutUsd: number | null, aggregator: string | null, chain: string | null, slippage: number | null } | null, fees: { fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, sponsoredFees: { fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, refund: { reason: string | null, txHash: string | null, txTimestamp: string | null, token: string | null, amount: string, chain: string | null, additionalData: unknown } | null }
        | { __typename: 'BridgeTransaction', token: string, usdPrice: number, id: string, userId: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountInUsd: number, amountOut: string, amountOutUsd: number, amountNative: string | null, amountNativeUsd: number | null, recipient: string, depositor: string, createdAt: string, commitmentDate: string, depositTxHash: string | null, depositCommittedAt: string | null, withdrawTxHash: string | null, withdrawCommittedAt: string | null, speed: Speed | null, estimatedDuration: number | null, flowCredits: number | null, depositDiscoveredAt: string | null, depositConfirmedAt: string | null, expectedDepositConfirmedAt: string | null, expectedDepositConfirmedAtBlock: number | null, preSwapTxHash: string | null, preSwapCommittedAt: string | null, isConfirmed: boolean | null, cancelledAt: string | null, failedAt: string | null, fees: { fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, sponsoredFees: { fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, refund: { reason: string | null, txHash: string | null, txTimestamp: string | null, token: string | null, amount: string, chain: string | null, additionalData: unknown } | null }
        | { __typename: 'DepositAddressBridgeTransaction', token: string, usdPrice: number, depositAddress: string | null, id: string, userId: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountInUsd: number, amountOut: string, amountOutUsd: number, amountNative: string | null, amountNativeUsd: number | null, recipient: string, depositor: string, createdAt: string, commitmentDate: string, depositTxHash: string | null, depositCommittedAt: string | null, withdrawTxHash: string | null, withdrawCommittedAt: string | null, speed: Speed | null, estimatedDuration: number | null, flowCredits: number | null, depositDiscoveredAt: string | null, depositConfirmedAt: string | null, expectedDepositConfirmedAt: string | null, expectedDepositConfirmedAtBlock: number | null, preSwapTxHash: string | null, preSwapCommittedAt: string | null, isConfirmed: boolean | null, cancelledAt: string | null, failedAt: string | null, sdaTokenOut: string | null, fees: { fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, sponsoredFees: { fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, refund: { reason: string | null, txHash: string | null, txTimestamp: string | null, token: string | null, amount: string, chain: string | null, additionalData: unknown } | null }
        | { __typename: 'OtherTransaction', tag: string, raw: unknown, id: string, userId: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountInUsd: number, amountOut: string, amountOutUsd: number, amountNative: string | null, amountNativeUsd: number | null, recipient: string, depositor: string, createdAt: string, commitmentDate: string, depositTxHash: string | null, depositCommittedAt: string | null, withdrawTxHash: string | null, withdrawCommittedAt: string | null, speed: Speed | null, estimatedDuration: number | null, flowCredits: number | null, depositDiscoveredAt: string | null, depositConfirmedAt: string | null, expectedDepositConfirmedAt: string | null, expectedDepositConfirmedAtBlock: number | null, preSwapTxHash: string | null, preSwapCommittedAt: string | null, isConfirmed: boolean | null, cancelledAt: string | null, failedAt: string | null, fees: { fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, sponsoredFees: { fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, refund: { reason: string | null, txHash: string | null, txTimestamp: string | null, token: string | null, amount: string, chain: string | null, additionalData: unknown } | null }
      >, unreadable: Array<{ reason: string, raw: unknown }> }
    | { __typename: 'UpstreamError', message: string }
   };

export type ByEitherHashQueryVariables = Exact<{
  hash: string;
}>;


export type ByEitherHashQuery = { transaction:
    | { __typename: 'BridgeSwapTransaction', id: string, state: TransactionState, depositTxHash: string | null, withdrawTxHash: string | null }
    | { __typename: 'BridgeTransaction', id: string, state: TransactionState, depositTxHash: string | null, withdrawTxHash: string | null }
    | { __typename: 'DepositAddressBridgeTransaction', id: string, state: TransactionState, depositTxHash: string | null, withdrawTxHash: string | null }
    | { __typename: 'OtherTransaction', id: string, state: TransactionState, depositTxHash: string | null, withdrawTxHash: string | null }
   | null };

export type CreateForHistoryMutationVariables = Exact<{
  input: QuoteInput;
}>;


export type CreateForHistoryMutation = { createQuote:
    | { __typename: 'BridgeQuote', quoteId: string }
    | { __typename: 'BridgeSwapQuote', quoteId: string }
    | { __typename: 'DepositAddressBridgeQuote', quoteId: string }
    | { __typename: 'DepositLimitReached' }
    | { __typename: 'GasBoostGreaterThanReceiveAmount' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'NegativeReceiveAmount' }
    | { __typename: 'NoRouteFound' }
    | { __typename: 'OtherQuote', quoteId: string }
    | { __typename: 'SameChainSwapNotAvailable' }
    | { __typename: 'SdaDepositBelowMinimum' }
    | { __typename: 'SdaDepositLimitExceeded' }
    | { __typename: 'SwapLimitReached' }
    | { __typename: 'TooManyRequests' }
    | { __typename: 'UpstreamError' }
    | { __typename: 'WithdrawLimitReached' }
   };

export type CommitForHistoryMutationVariables = Exact<{
  quoteId: string | number;
}>;


export type CommitForHistoryMutation = { commitQuote:
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'QuoteCommitment' }
    | { __typename: 'QuoteExpired' }
    | { __typename: 'QuoteNotFound' }
    | { __typename: 'TooManyRequests' }
    | { __typename: 'UpstreamError' }
   };

type VendorRecordFields_BridgeSwapTransaction_Fragment = { __typename: 'BridgeSwapTransaction', tokenIn: string, tokenOut: string, minAmountOut: string, preSwapRaw: unknown, id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash: string | null, withdrawTxHash: string | null, cancelledAt: string | null, failedAt: string | null, preSwap: { tokenIn: string, tokenOut: string, amountIn: string, amountInUsd: number | null, amountOut: string, amountOutUsd: number | null, minAmountOut: string | null, minAmountOutUsd: number | null, aggregator: string | null, chain: string | null, slippage: number | null } | null, postSwap: { tokenIn: string, tokenOut: string, amountIn: string, amountOut: string, aggregator: string | null, chain: string | null, slippage: number | null } | null, refund: { reason: string | null, txHash: string | null, txTimestamp: string | null, token: string | null, amount: string, chain: string | null, additionalData: unknown } | null };

type VendorRecordFields_BridgeTransaction_Fragment = { __typename: 'BridgeTransaction', token: string, usdPrice: number, id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash: string | null, withdrawTxHash: string | null, cancelledAt: string | null, failedAt: string | null, refund: { reason: string | null, txHash: string | null, txTimestamp: string | null, token: string | null, amount: string, chain: string | null, additionalData: unknown } | null };

type VendorRecordFields_DepositAddressBridgeTransaction_Fragment = { __typename: 'DepositAddressBridgeTransaction', token: string, usdPrice: number, depositAddress: string | null, id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash: string | null, withdrawTxHash: string | null, cancelledAt: string | null, failedAt: string | null, sdaTokenOut: string | null, refund: { reason: string | null, txHash: string | null, txTimestamp: string | null, token: string | null, amount: string, chain: string | null, additionalData: unknown } | null };

type VendorRecordFields_OtherTransaction_Fragment = { __typename: 'OtherTransaction', tag: string, id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash: string | null, withdrawTxHash: string | null, cancelledAt: string | null, failedAt: string | null, refund: { reason: string | null, txHash: string | null, txTimestamp: string | null, token: string | null, amount: string, chain: string | null, additionalData: unknown } | null };

export type VendorRecordFieldsFragment =
  | VendorRecordFields_BridgeSwapTransaction_Fragment
  | VendorRecordFields_BridgeTransaction_Fragment
  | VendorRecordFields_DepositAddressBridgeTransaction_Fragment
  | VendorRecordFields_OtherTransaction_Fragment
;

export type VendorByDepositQueryVariables = Exact<{
  hash: string;
}>;


export type VendorByDepositQuery = { transactionsByDepositHash:
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'TransactionList', items: Array<
        | { __typename: 'BridgeSwapTransaction', tokenIn: string, tokenOut: string, minAmountOut: string, preSwapRaw: unknown, id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash: string | null, withdrawTxHash: string | null, cancelledAt: string | null, failedAt: string | null, preSwap: { tokenIn: string, tokenOut: string, amountIn: string, amountInUsd: number | null, amountOut: string, amountOutUsd: number | null, minAmountOut: string | null, minAmountOutUsd: number | null, aggregator: string | null, chain: string | null, slippage: number | null } | null, postSwap: { tokenIn: string, tokenOut: string, amountIn: string, amountOut: string, aggregator: string | null, chain: string | null, slippage: number | null } | null, refund: { reason: string | null, txHash: string | null, txTimestamp: string | null, token: string | null, amount: string, chain: string | null, additionalData: unknown } | null }
        | { __typename: 'BridgeTransaction', token: string, usdPrice: number, id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash: string | null, withdrawTxHash: string | null, cancelledAt: string | null, failedAt: string | null, refund: { reason: string | null, txHash: string | null, txTimestamp: string | null, token: string | null, amount: string, chain: string | null, additionalData: unknown } | null }
        | { __typename: 'DepositAddressBridgeTransaction', token: string, usdPrice: number, depositAddress: string | null, id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash: string | null, withdrawTxHash: string | null, cancelledAt: string | null, failedAt: string | null, sdaTokenOut: string | null, refund: { reason: string | null, txHash: string | null, txTimestamp: string | null, token: string | null, amount: string, chain: string | null, additionalData: unknown } | null }
        | { __typename: 'OtherTransaction', tag: string, id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash: string | null, withdrawTxHash: string | null, cancelledAt: string | null, failedAt: string | null, refund: { reason: string | null, txHash: string | null, txTimestamp: string | null, token: string | null, amount: string, chain: string | null, additionalData: unknown } | null }
      >, unreadable: Array<{ reason: string }> }
    | { __typename: 'UpstreamError' }
   };

export type VendorByWithdrawQueryVariables = Exact<{
  hash: string;
}>;


export type VendorByWithdrawQuery = { transactionByWithdrawHash:
    | { __typename: 'BridgeSwapTransaction', tokenIn: string, tokenOut: string, minAmountOut: string, preSwapRaw: unknown, id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash: string | null, withdrawTxHash: string | null, cancelledAt: string | null, failedAt: string | null, preSwap: { tokenIn: string, tokenOut: string, amountIn: string, amountInUsd: number | null, amountOut: string, amountOutUsd: number | null, minAmountOut: string | null, minAmountOutUsd: number | null, aggregator: string | null, chain: string | null, slippage: number | null } | null, postSwap: { tokenIn: string, tokenOut: string, amountIn: string, amountOut: string, aggregator: string | null, chain: string | null, slippage: number | null } | null, refund: { reason: string | null, txHash: string | null, txTimestamp: string | null, token: string | null, amount: string, chain: string | null, additionalData: unknown } | null }
    | { __typename: 'BridgeTransaction', token: string, usdPrice: number, id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash: string | null, withdrawTxHash: string | null, cancelledAt: string | null, failedAt: string | null, refund: { reason: string | null, txHash: string | null, txTimestamp: string | null, token: string | null, amount: string, chain: string | null, additionalData: unknown } | null }
    | { __typename: 'DepositAddressBridgeTransaction', token: string, usdPrice: number, depositAddress: string | null, id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash: string | null, withdrawTxHash: string | null, cancelledAt: string | null, failedAt: string | null, sdaTokenOut: string | null, refund: { reason: string | null, txHash: string | null, txTimestamp: string | null, token: string | null, amount: string, chain: string | null, additionalData: unknown } | null }
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'OtherTransaction', tag: string, id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash: string | null, withdrawTxHash: string | null, cancelledAt: string | null, failedAt: string | null, refund: { reason: string | null, txHash: string | null, txTimestamp: string | null, token: string | null, amount: string, chain: string | null, additionalData: unknown } | null }
    | { __typename: 'UpstreamError' }
   };

export type VendorQuoteMutationVariables = Exact<{
  input: QuoteInput;
}>;


export type VendorQuoteMutation = { createQuote:
    | { __typename: 'BridgeQuote', quoteId: string, payAmount: string, receiveAmount: string, token: string, promotion: { name: string, maxLimitUsd: number | null } | null, fees: { sponsored: { fee: string, feeUsd: number } }, postBridgeData:
        | { __typename: 'AaveV3SupplyPostBridgeData', tag: string }
        | { __typename: 'ExtendedPostBridgeData', vaultId: number, tag: string }
        | { __typename: 'MapleDepositPostBridgeData', tag: string }
        | { __typename: 'OtherPostBridgeData', tag: string, raw: unknown }
        | { __typename: 'RocketFoundationDepositPostBridgeData', tag: string }
        | { __typename: 'StarkwareBtcfiPostBridgeData', tag: string }
        | { __typename: 'StarkwareBtcfiV2PostBridgeData', spans: Array<string>, tag: string }
        | { __typename: 'WirexWrapPostBridgeData', tag: string }
        | { __typename: 'WirexWrapSandboxPostBridgeData', tag: string }
       | null }
    | { __typename: 'BridgeSwapQuote', quoteId: string, payAmount: string, receiveAmount: string, tokenIn: string, tokenOut: string, bridgeToken: string | null, bridgeReceiveAmount: string | null, bridgePayAmount: string | null, promotion: { name: string, maxLimitUsd: number | null } | null, fees: { sponsored: { fee: string, feeUsd: number } }, postBridgeData:
        | { __typename: 'AaveV3SupplyPostBridgeData', tag: string }
        | { __typename: 'ExtendedPostBridgeData', vaultId: number, tag: string }
        | { __typename: 'MapleDepositPostBridgeData', tag: string }
        | { __typename: 'OtherPostBridgeData', tag: string, raw: unknown }
        | { __typename: 'RocketFoundationDepositPostBridgeData', tag: string }
        | { __typename: 'StarkwareBtcfiPostBridgeData', tag: string }
        | { __typename: 'StarkwareBtcfiV2PostBridgeData', spans: Array<string>, tag: string }
        | { __typename: 'WirexWrapPostBridgeData', tag: string }
        | { __typename: 'WirexWrapSandboxPostBridgeData', tag: string }
       | null }
    | { __typename: 'DepositAddressBridgeQuote', quoteId: string, payAmount: string, receiveAmount: string, token: string, promotion: { name: string, maxLimitUsd: number | null } | null, fees: { sponsored: { fee: string, feeUsd: number } }, postBridgeData:
        | { __typename: 'AaveV3SupplyPostBridgeData', tag: string }
        | { __typename: 'ExtendedPostBridgeData', vaultId: number, tag: string }
        | { __typename: 'MapleDepositPostBridgeData', tag: string }
        | { __typename: 'OtherPostBridgeData', tag: string, raw: unknown }
        | { __typename: 'RocketFoundationDepositPostBridgeData', tag: string }
        | { __typename: 'StarkwareBtcfiPostBridgeData', tag: string }
        | { __typename: 'StarkwareBtcfiV2PostBridgeData', spans: Array<string>, tag: string }
        | { __typename: 'WirexWrapPostBridgeData', tag: string }
        | { __typename: 'WirexWrapSandboxPostBridgeData', tag: string }
       | null }
    | { __typename: 'DepositLimitReached', message: string, token: string, chain: string, payAmount: string, maxDepositAmount: string, depositPayAmountUsd: number | null, depositMaxAmountUsd: number | null }
    | { __typename: 'GasBoostGreaterThanReceiveAmount', message: string, amountNativeTokenCost: string, receiveAmount: string }
    | { __typename: 'InvalidInput', message: string, issues: Array<{ path: Array<string>, message: string }> }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'NegativeReceiveAmount', message: string, receiveAmount: string }
    | { __typename: 'NoRouteFound', message: string, tokenIn: string, tokenOut: string, chainIn: string, chainOut: string }
    | { __typename: 'OtherQuote', quoteId: string, payAmount: string, receiveAmount: string, promotion: { name: string, maxLimitUsd: number | null } | null, fees: { sponsored: { fee: string, feeUsd: number } }, postBridgeData:
        | { __typename: 'AaveV3SupplyPostBridgeData', tag: string }
        | { __typename: 'ExtendedPostBridgeData', vaultId: number, tag: string }
        | { __typename: 'MapleDepositPostBridgeData', tag: string }
        | { __typename: 'OtherPostBridgeData', tag: string, raw: unknown }
        | { __typename: 'RocketFoundationDepositPostBridgeData', tag: string }
        | { __typename: 'StarkwareBtcfiPostBridgeData', tag: string }
        | { __typename: 'StarkwareBtcfiV2PostBridgeData', spans: Array<string>, tag: string }
        | { __typename: 'WirexWrapPostBridgeData', tag: string }
        | { __typename: 'WirexWrapSandboxPostBridgeData', tag: string }
       | null }
    | { __typename: 'SameChainSwapNotAvailable', message: string }
    | { __typename: 'SdaDepositBelowMinimum', message: string, token: string, chainIn: string, chainOut: string, payAmountUsd: number, minDepositAmountUsd: number }
    | { __typename: 'SdaDepositLimitExceeded', message: string, token: string, chainIn: string, chainOut: string, payAmountUsd: number, maxDepositAmountUsd: number }
    | { __typename: 'SwapLimitReached', message: string, market: string }
    | { __typename: 'TooManyRequests', message: string, retryAfterSeconds: number | null }
    | { __typename: 'UpstreamError', message: string, tag: string }
    | { __typename: 'WithdrawLimitReached', message: string, token: string, chain: string, receiveAmount: string, maxWithdrawAmount: string }
   };

export type VendorCommitMutationVariables = Exact<{
  quoteId: string | number;
}>;


export type VendorCommitMutation = { commitQuote:
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'QuoteCommitment', quoteId: string }
    | { __typename: 'QuoteExpired', message: string }
    | { __typename: 'QuoteNotFound', message: string }
    | { __typename: 'TooManyRequests', message: string, retryAfterSeconds: number | null }
    | { __typename: 'UpstreamError', message: string }
   };

export type VendorSdaQueryVariables = Exact<{
  address: string;
  chain: string;
}>;


export type VendorSdaQuery = { depositAddress: { status:
      | { __typename: 'DepositAddressNotFound' }
      | { __typename: 'DepositAddressStatus', depositAddress: string, chainMetadata:
          | { __typename: 'OtherChainMetadata', tag: string, raw: unknown }
          | { __typename: 'StellarChainMetadata', baseAddress: string, memoId: string }
         | null }
      | { __typename: 'EndpointDisabled' }
      | { __typename: 'InvalidInput' }
      | { __typename: 'UpstreamError' }
    , completedRefunds:
      | { __typename: 'DepositAddressNotFound' }
      | { __typename: 'EndpointDisabled' }
      | { __typename: 'InvalidInput' }
      | { __typename: 'RefundList', items: Array<{ refundId: string, trigger:
            | { __typename: 'OtherRefundTrigger', tag: string }
            | { __typename: 'RejectedBridgeTrigger', rejectedDepositAddressBridgeId: string, nativeToken: boolean | null, amountWei: string | null, amount: string | null, amountUsd: string | null, tokenAddress: string | null, tokenSymbol: string | null }
            | { __typename: 'UnsupportedTokenTrigger', tokenSymbol: string | null }
           }> }
      | { __typename: 'UpstreamError' }
     } };

export type WalletBalancesQueryVariables = Exact<{
  address: string;
  chains?: Array<string> | string | null | undefined;
  tokens?: Array<string> | string | null | undefined;
}>;


export type WalletBalancesQuery = { wallet: { address: string, balances: Array<
      | { __typename: 'AddressNotValidOnChain', chain: string, chainType: string, message: string }
      | { __typename: 'ChainRpcNotConfigured', chain: string, message: string }
      | { __typename: 'ChainRpcUnreachable', chain: string, message: string }
      | { __typename: 'InvalidInput', issues: Array<{ path: Array<string>, message: string }> }
      | { __typename: 'UpstreamError' }
      | { __typename: 'WalletChainBalances', chain: string, blockNumber: string, chainConfig: { chainId: number | null }, balances: Array<{ amount: string, baseUnits: string, usdValue: number | null, token: { symbol: string, decimals: number | null } }> }
    > } };

export type CsrfPingQueryVariables = Exact<{ [key: string]: never; }>;


export type CsrfPingQuery = { webhookPublicKey: string };

export type FuzzCreateQuoteMutationVariables = Exact<{
  input: QuoteInput;
}>;


export type FuzzCreateQuoteMutation = { createQuote:
    | { __typename: 'BridgeQuote' }
    | { __typename: 'BridgeSwapQuote' }
    | { __typename: 'DepositAddressBridgeQuote' }
    | { __typename: 'DepositLimitReached' }
    | { __typename: 'GasBoostGreaterThanReceiveAmount' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'NegativeReceiveAmount' }
    | { __typename: 'NoRouteFound' }
    | { __typename: 'OtherQuote' }
    | { __typename: 'SameChainSwapNotAvailable' }
    | { __typename: 'SdaDepositBelowMinimum' }
    | { __typename: 'SdaDepositLimitExceeded' }
    | { __typename: 'SwapLimitReached' }
    | { __typename: 'TooManyRequests' }
    | { __typename: 'UpstreamError' }
    | { __typename: 'WithdrawLimitReached' }
   };

export type FuzzLookupsQueryVariables = Exact<{
  hash: string;
  id: string | number;
  chain: string;
}>;


export type FuzzLookupsQuery = { transactionsByDepositHash:
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'TransactionList' }
    | { __typename: 'UpstreamError' }
  , transactionByWithdrawHash:
    | { __typename: 'BridgeSwapTransaction' }
    | { __typename: 'BridgeTransaction' }
    | { __typename: 'DepositAddressBridgeTransaction' }
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'OtherTransaction' }
    | { __typename: 'UpstreamError' }
  , transaction:
    | { __typename: 'BridgeSwapTransaction' }
    | { __typename: 'BridgeTransaction' }
    | { __typename: 'DepositAddressBridgeTransaction' }
    | { __typename: 'OtherTransaction' }
   | null, swapCalldata:
    | { __typename: 'CommitmentNotFound' }
    | { __typename: 'InvalidCommitmentType' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'SwapCalldata' }
    | { __typename: 'UpstreamError' }
  , depositAddress: { status:
      | { __typename: 'DepositAddressNotFound' }
      | { __typename: 'DepositAddressStatus' }
      | { __typename: 'EndpointDisabled' }
      | { __typename: 'InvalidInput' }
      | { __typename: 'UpstreamError' }
    , completedRefunds:
      | { __typename: 'DepositAddressNotFound' }
      | { __typename: 'EndpointDisabled' }
      | { __typename: 'InvalidInput' }
      | { __typename: 'RefundList' }
      | { __typename: 'UpstreamError' }
     } };

export type FuzzCommitMutationVariables = Exact<{
  quoteId: string | number;
}>;


export type FuzzCommitMutation = { commitQuote:
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'QuoteCommitment' }
    | { __typename: 'QuoteExpired' }
    | { __typename: 'QuoteNotFound' }
    | { __typename: 'TooManyRequests' }
    | { __typename: 'UpstreamError' }
   };

export type PersistedPingQueryVariables = Exact<{ [key: string]: never; }>;


export type PersistedPingQuery = { webhookPublicKey: string };

export type SecurityPingQueryVariables = Exact<{ [key: string]: never; }>;


export type SecurityPingQuery = { webhookPublicKey: string };

export type SecurityTooManyAliasesQueryVariables = Exact<{ [key: string]: never; }>;


export type SecurityTooManyAliasesQuery = { a1: string, a2: string, a3: string, a4: string, a5: string, a6: string, a7: string, a8: string, a9: string, a10: string, a11: string, a12: string, a13: string, a14: string, a15: string, a16: string, a17: string, a18: string, a19: string, a20: string, a21: string, a22: string, a23: string, a24: string, a25: string, a26: string, a27: string, a28: string, a29: string, a30: string, a31: string };

export type RatePingQueryVariables = Exact<{ [key: string]: never; }>;


export type RatePingQuery = { __typename: 'Query' };

export type MetricsLookupQueryVariables = Exact<{
  hash: string;
}>;


export type MetricsLookupQuery = { transactionByWithdrawHash:
    | { __typename: 'BridgeSwapTransaction' }
    | { __typename: 'BridgeTransaction' }
    | { __typename: 'DepositAddressBridgeTransaction' }
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'OtherTransaction' }
    | { __typename: 'UpstreamError' }
   };

export type MetricsEventsSubscriptionVariables = Exact<{
  filter?: TransactionEventFilter | null | undefined;
}>;


export type MetricsEventsSubscription = { transactionEvents: { eventId: string } };

export type DeliveryClockWatchSubscriptionVariables = Exact<{
  quoteId: string | number;
}>;


export type DeliveryClockWatchSubscription = { transactionEvents: { kind: TransactionEventKind } };

export type ShutdownLookupQueryVariables = Exact<{
  hash: string;
}>;


export type ShutdownLookupQuery = { transactionByWithdrawHash:
    | { __typename: 'BridgeSwapTransaction' }
    | { __typename: 'BridgeTransaction' }
    | { __typename: 'DepositAddressBridgeTransaction' }
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'OtherTransaction' }
    | { __typename: 'UpstreamError' }
   };

export type FastLookupQueryVariables = Exact<{
  hash: string;
}>;


export type FastLookupQuery = { transactionByWithdrawHash:
    | { __typename: 'BridgeSwapTransaction' }
    | { __typename: 'BridgeTransaction', id: string, amountIn: string, amountOut: string, state: TransactionState, fees: { fee: string, feeUsd: number, gasFee: string } }
    | { __typename: 'DepositAddressBridgeTransaction' }
    | { __typename: 'HistoryNotFound', message: string }
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'OtherTransaction' }
    | { __typename: 'UpstreamError', message: string }
   };

export type FastPageQueryVariables = Exact<{
  hash: string;
  id: string | number;
}>;


export type FastPageQuery = { a:
    | { __typename: 'BridgeSwapTransaction' }
    | { __typename: 'BridgeTransaction' }
    | { __typename: 'DepositAddressBridgeTransaction' }
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'OtherTransaction' }
    | { __typename: 'UpstreamError' }
  , b:
    | { __typename: 'BridgeSwapTransaction', id: string, state: TransactionState, chainIn: string }
    | { __typename: 'BridgeTransaction', id: string, state: TransactionState, chainIn: string }
    | { __typename: 'DepositAddressBridgeTransaction', id: string, state: TransactionState, chainIn: string }
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'OtherTransaction', id: string, state: TransactionState, chainIn: string }
    | { __typename: 'UpstreamError' }
  , chains: Array<{ __typename: 'Chain' }> };

export type FastCommitMutationVariables = Exact<{
  quoteId: string | number;
}>;


export type FastCommitMutation = { commitQuote:
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'QuoteCommitment' }
    | { __typename: 'QuoteExpired' }
    | { __typename: 'QuoteNotFound' }
    | { __typename: 'TooManyRequests' }
    | { __typename: 'UpstreamError' }
   };

export type ResponseCacheByWithdrawQueryVariables = Exact<{
  hash: string;
}>;


export type ResponseCacheByWithdrawQuery = { transactionByWithdrawHash:
    | { __typename: 'BridgeSwapTransaction', id: string, state: TransactionState }
    | { __typename: 'BridgeTransaction', id: string, state: TransactionState }
    | { __typename: 'DepositAddressBridgeTransaction', id: string, state: TransactionState }
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'OtherTransaction', id: string, state: TransactionState }
    | { __typename: 'UpstreamError' }
   };

export type ResponseCacheByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type ResponseCacheByIdQuery = { transactionById:
    | { __typename: 'BridgeSwapTransaction', id: string, state: TransactionState }
    | { __typename: 'BridgeTransaction', id: string, state: TransactionState }
    | { __typename: 'DepositAddressBridgeTransaction', id: string, state: TransactionState }
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'OtherTransaction', id: string, state: TransactionState }
    | { __typename: 'UpstreamError' }
   };

export type ResponseCacheCancelMutationVariables = Exact<{
  id: string | number;
}>;


export type ResponseCacheCancelMutation = { cancelTransaction:
    | { __typename: 'BridgeSwapTransaction', id: string, state: TransactionState }
    | { __typename: 'BridgeTransaction', id: string, state: TransactionState }
    | { __typename: 'CannotCancelBridge' }
    | { __typename: 'DepositAddressBridgeTransaction', id: string, state: TransactionState }
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'OtherTransaction', id: string, state: TransactionState }
    | { __typename: 'UpstreamError' }
   };

export type AuthByWithdrawQueryVariables = Exact<{
  hash: string;
}>;


export type AuthByWithdrawQuery = { transactionByWithdrawHash:
    | { __typename: 'BridgeSwapTransaction' }
    | { __typename: 'BridgeTransaction' }
    | { __typename: 'DepositAddressBridgeTransaction' }
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'OtherTransaction' }
    | { __typename: 'UpstreamError' }
   };

export type AuthByDepositQueryVariables = Exact<{
  hash: string;
}>;


export type AuthByDepositQuery = { transactionsByDepositHash:
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'TransactionList' }
    | { __typename: 'UpstreamError' }
   };

export type AuthStatusQueryVariables = Exact<{
  address: string;
}>;


export type AuthStatusQuery = { depositAddress: { status:
      | { __typename: 'DepositAddressNotFound' }
      | { __typename: 'DepositAddressStatus' }
      | { __typename: 'EndpointDisabled' }
      | { __typename: 'InvalidInput' }
      | { __typename: 'UpstreamError' }
     } };

export type BreakerLookupQueryVariables = Exact<{
  hash: string;
}>;


export type BreakerLookupQuery = { transactionByWithdrawHash:
    | { __typename: 'BridgeSwapTransaction' }
    | { __typename: 'BridgeTransaction' }
    | { __typename: 'DepositAddressBridgeTransaction' }
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'OtherTransaction' }
    | { __typename: 'UpstreamError' }
   };

export type NotFoundDepositQueryVariables = Exact<{
  hash: string;
}>;


export type NotFoundDepositQuery = { transactionsByDepositHash:
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'TransactionList' }
    | { __typename: 'UpstreamError' }
   };

export type NotFoundWithdrawQueryVariables = Exact<{
  hash: string;
}>;


export type NotFoundWithdrawQuery = { transactionByWithdrawHash:
    | { __typename: 'BridgeSwapTransaction' }
    | { __typename: 'BridgeTransaction' }
    | { __typename: 'DepositAddressBridgeTransaction' }
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'OtherTransaction' }
    | { __typename: 'UpstreamError' }
   };

export type NotFoundCalldataQueryVariables = Exact<{
  id: string | number;
}>;


export type NotFoundCalldataQuery = { swapCalldata:
    | { __typename: 'CommitmentNotFound' }
    | { __typename: 'InvalidCommitmentType' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'SwapCalldata' }
    | { __typename: 'UpstreamError' }
   };

export type NotFoundCommitMutationVariables = Exact<{
  id: string | number;
}>;


export type NotFoundCommitMutation = { commitQuote:
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'QuoteCommitment' }
    | { __typename: 'QuoteExpired' }
    | { __typename: 'QuoteNotFound' }
    | { __typename: 'TooManyRequests' }
    | { __typename: 'UpstreamError' }
   };

export type NotFoundAddressQueryVariables = Exact<{
  address: string;
}>;


export type NotFoundAddressQuery = { depositAddress: { status:
      | { __typename: 'DepositAddressNotFound' }
      | { __typename: 'DepositAddressStatus' }
      | { __typename: 'EndpointDisabled' }
      | { __typename: 'InvalidInput' }
      | { __typename: 'UpstreamError' }
    , completedRefunds:
      | { __typename: 'DepositAddressNotFound' }
      | { __typename: 'EndpointDisabled' }
      | { __typename: 'InvalidInput' }
      | { __typename: 'RefundList' }
      | { __typename: 'UpstreamError' }
     } };

export type VendorRequestCreateQuoteMutationVariables = Exact<{
  input: QuoteInput;
}>;


export type VendorRequestCreateQuoteMutation = { createQuote:
    | { __typename: 'BridgeQuote', quoteId: string }
    | { __typename: 'BridgeSwapQuote', quoteId: string }
    | { __typename: 'DepositAddressBridgeQuote', quoteId: string }
    | { __typename: 'DepositLimitReached' }
    | { __typename: 'GasBoostGreaterThanReceiveAmount' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'NegativeReceiveAmount' }
    | { __typename: 'NoRouteFound' }
    | { __typename: 'OtherQuote', quoteId: string }
    | { __typename: 'SameChainSwapNotAvailable' }
    | { __typename: 'SdaDepositBelowMinimum' }
    | { __typename: 'SdaDepositLimitExceeded' }
    | { __typename: 'SwapLimitReached' }
    | { __typename: 'TooManyRequests' }
    | { __typename: 'UpstreamError' }
    | { __typename: 'WithdrawLimitReached' }
   };

export type VendorRequestPreviewQuoteQueryVariables = Exact<{
  input: PreviewQuoteInput;
}>;


export type VendorRequestPreviewQuoteQuery = { previewQuote:
    | { __typename: 'BridgeQuote' }
    | { __typename: 'BridgeSwapQuote' }
    | { __typename: 'DepositAddressBridgeQuote' }
    | { __typename: 'DepositLimitReached' }
    | { __typename: 'GasBoostGreaterThanReceiveAmount' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'NegativeReceiveAmount' }
    | { __typename: 'NoRouteFound' }
    | { __typename: 'OtherQuote' }
    | { __typename: 'SameChainSwapNotAvailable' }
    | { __typename: 'SdaDepositBelowMinimum' }
    | { __typename: 'SdaDepositLimitExceeded' }
    | { __typename: 'SwapLimitReached' }
    | { __typename: 'TooManyRequests' }
    | { __typename: 'UpstreamError' }
    | { __typename: 'WithdrawLimitReached' }
   };

export type VendorRequestCommitQuoteMutationVariables = Exact<{
  quoteId: string | number;
}>;


export type VendorRequestCommitQuoteMutation = { commitQuote:
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'QuoteCommitment' }
    | { __typename: 'QuoteExpired' }
    | { __typename: 'QuoteNotFound' }
    | { __typename: 'TooManyRequests' }
    | { __typename: 'UpstreamError' }
   };

export type VendorRequestTransactionByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type VendorRequestTransactionByIdQuery = { transactionById:
    | { __typename: 'BridgeSwapTransaction' }
    | { __typename: 'BridgeTransaction' }
    | { __typename: 'DepositAddressBridgeTransaction' }
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'OtherTransaction' }
    | { __typename: 'UpstreamError' }
   };

export type VendorRequestCancelMutationVariables = Exact<{
  id: string | number;
}>;


export type VendorRequestCancelMutation = { cancelTransaction:
    | { __typename: 'BridgeSwapTransaction', state: TransactionState }
    | { __typename: 'BridgeTransaction', state: TransactionState }
    | { __typename: 'CannotCancelBridge' }
    | { __typename: 'DepositAddressBridgeTransaction', state: TransactionState }
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'OtherTransaction', state: TransactionState }
    | { __typename: 'UpstreamError' }
   };

export type VendorRequestByHashQueryVariables = Exact<{
  deposit: string;
  withdraw: string;
}>;


export type VendorRequestByHashQuery = { transactionsByDepositHash:
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'TransactionList' }
    | { __typename: 'UpstreamError' }
  , transactionByWithdrawHash:
    | { __typename: 'BridgeSwapTransaction' }
    | { __typename: 'BridgeTransaction' }
    | { __typename: 'DepositAddressBridgeTransaction' }
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'OtherTransaction' }
    | { __typename: 'UpstreamError' }
   };

export type VendorRequestSwapCalldataQueryVariables = Exact<{
  id: string | number;
}>;


export type VendorRequestSwapCalldataQuery = { swapCalldata:
    | { __typename: 'CommitmentNotFound' }
    | { __typename: 'InvalidCommitmentType' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'SwapCalldata' }
    | { __typename: 'UpstreamError' }
   };

export type VendorRequestTransactionsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type VendorRequestTransactionsQuery = { transactions: { pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type VendorRequestCatalogQueryVariables = Exact<{ [key: string]: never; }>;


export type VendorRequestCatalogQuery = { webhookPublicKey: string, chains: Array<{ name: string, tokens: Array<{ symbol: string, usdPrice: number | null }> }>, swapTokens: Array<{ symbol: string }> };

export type VendorRequestCreateDepositAddressMutationVariables = Exact<{
  input: CreateDepositAddressInput;
}>;


export type VendorRequestCreateDepositAddressMutation = { createDepositAddress:
    | { __typename: 'DepositAddressChainsNotSupported' }
    | { __typename: 'DepositAddressesCreated', addresses: Array<{ address: string, chain: string }> }
    | { __typename: 'EndpointDisabled' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'TooManyRequests' }
    | { __typename: 'UpstreamError' }
   };

export type VendorRequestDepositAddressQueryVariables = Exact<{
  address: string;
  chain: string;
}>;


export type VendorRequestDepositAddressQuery = { depositAddress: { status:
      | { __typename: 'DepositAddressNotFound' }
      | { __typename: 'DepositAddressStatus' }
      | { __typename: 'EndpointDisabled' }
      | { __typename: 'InvalidInput' }
      | { __typename: 'UpstreamError' }
    , completedRefunds:
      | { __typename: 'DepositAddressNotFound' }
      | { __typename: 'EndpointDisabled' }
      | { __typename: 'InvalidInput' }
      | { __typename: 'RefundList' }
      | { __typename: 'UpstreamError' }
    , history: { edges: Array<{ cursor: string }> }, supportedTokens: Array<{ symbol: string }> } };

export type VendorRequestActivateMutationVariables = Exact<{
  address: string;
  chain: string;
}>;


export type VendorRequestActivateMutation = { activateDepositAddress:
    | { __typename: 'DepositAddressActivated' }
    | { __typename: 'DepositAddressAlreadyActive' }
    | { __typename: 'DepositAddressNotFound' }
    | { __typename: 'EndpointDisabled' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'UpstreamError' }
   };

export type VendorRequestSearchQueryVariables = Exact<{
  search: DepositAddressSearch;
}>;


export type VendorRequestSearchQuery = { depositAddresses: Array<{ address: string }> };

export const SwapLegFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapLegFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapLeg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"amountInUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"aggregator"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"slippage"}}]}}]} as unknown as DocumentNode<SwapLegFieldsFragment, unknown>;
export const TransactionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"rawState"}},{"kind":"Field","name":{"kind":"Name","value":"chainIn"}},{"kind":"Field","name":{"kind":"Name","value":"chainOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"amountInUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountNative"}},{"kind":"Field","name":{"kind":"Name","value":"amountNativeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"gasFee"}},{"kind":"Field","name":{"kind":"Name","value":"gasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFee"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"platformFee"}},{"kind":"Field","name":{"kind":"Name","value":"platformFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFee"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFeeUsd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sponsoredFees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"gasFee"}},{"kind":"Field","name":{"kind":"Name","value":"gasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFee"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"platformFee"}},{"kind":"Field","name":{"kind":"Name","value":"platformFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFee"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFeeUsd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"depositor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"commitmentDate"}},{"kind":"Field","name":{"kind":"Name","value":"depositTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"depositCommittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawCommittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"flowCredits"}},{"kind":"Field","name":{"kind":"Name","value":"depositDiscoveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositConfirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDepositConfirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDepositConfirmedAtBlock"}},{"kind":"Field","name":{"kind":"Name","value":"preSwapTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"preSwapCommittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"failedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"txHash"}},{"kind":"Field","name":{"kind":"Name","value":"txTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"additionalData"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeSwapTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"usdPriceTokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"usdPriceTokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"preSwap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapLegFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postSwap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapLegFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preSwapRaw"}},{"kind":"Field","name":{"kind":"Name","value":"postSwapRaw"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"isAtomicSwap"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressBridgeTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","alias":{"kind":"Name","value":"sdaTokenOut"},"name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}},{"kind":"Field","name":{"kind":"Name","value":"depositAddress"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapLegFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapLeg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"amountInUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"aggregator"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"slippage"}}]}}]} as unknown as DocumentNode<TransactionFieldsFragment, unknown>;
export const VendorRecordFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VendorRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"rawState"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"depositTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"failedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"txHash"}},{"kind":"Field","name":{"kind":"Name","value":"txTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"additionalData"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeSwapTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOut"}},{"kind":"Field","name":{"kind":"Name","value":"preSwap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"amountInUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"aggregator"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"slippage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postSwap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"amountOut"}},{"kind":"Field","name":{"kind":"Name","value":"aggregator"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"slippage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preSwapRaw"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressBridgeTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","alias":{"kind":"Name","value":"sdaTokenOut"},"name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}},{"kind":"Field","name":{"kind":"Name","value":"depositAddress"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}}]}}]} as unknown as DocumentNode<VendorRecordFieldsFragment, unknown>;
export const VendorComparedPlanDocument = {"__meta__":{"hash":"sha256:0bae7a0d1b20711b554ff4dce7d0fdad0062a049908859a5dc8d43914c813848"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VendorComparedPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TronDepositPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountBaseUnits"}},{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractAddress"}},{"kind":"Field","name":{"kind":"Name","value":"functionSelector"}},{"kind":"Field","name":{"kind":"Name","value":"parameter"}},{"kind":"Field","name":{"kind":"Name","value":"callValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractAddress"}},{"kind":"Field","name":{"kind":"Name","value":"functionSelector"}},{"kind":"Field","name":{"kind":"Name","value":"parameter"}},{"kind":"Field","name":{"kind":"Name","value":"callValue"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SolanaDepositPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountBaseUnits"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"}}]}}]}}]}}]} as unknown as DocumentNode<VendorComparedPlanQuery, VendorComparedPlanQueryVariables>;
export const ApolloCreateQuoteDocument = {"__meta__":{"hash":"sha256:c80dbf1e3b87014293e445d9c6714a350efffeb0aa3a8c01641ae838777f54b3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApolloCreateQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}},{"kind":"Field","name":{"kind":"Name","value":"payAmount"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ApolloCreateQuoteMutation, ApolloCreateQuoteMutationVariables>;
export const ApolloCommitQuoteDocument = {"__meta__":{"hash":"sha256:77ec0286adf703656a1f62a0d069fd2c6c0653d1ce11fcaa0bedde036777567f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApolloCommitQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteCommitment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ApolloCommitQuoteMutation, ApolloCommitQuoteMutationVariables>;
export const ApolloWatchTransferDocument = {"__meta__":{"hash":"sha256:ee17753a42a12819514302abc748e97fc5432291649ed7da10d7c87779c921aa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ApolloWatchTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"untilFinal"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}}]}}]}}]}}]} as unknown as DocumentNode<ApolloWatchTransferSubscription, ApolloWatchTransferSubscriptionVariables>;
export const ApolloByWithdrawHashDocument = {"__meta__":{"hash":"sha256:0ed53d201f86b6e9c43bbedd38e3313f4f7129b350a93ca8d31280be3c8cbc68"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApolloByWithdrawHash"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryNotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"hash"},"name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ApolloByWithdrawHashQuery, ApolloByWithdrawHashQueryVariables>;
export const DepositFlowCreateQuoteDocument = {"__meta__":{"hash":"sha256:28a79e23bd5f84bd2ead354b9cd611f98da413fc119829aa3833d6ed0039bde5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DepositFlowCreateQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}},{"kind":"Field","name":{"kind":"Name","value":"receiveAmount"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DepositFlowCreateQuoteMutation, DepositFlowCreateQuoteMutationVariables>;
export const DepositFlowCommitQuoteDocument = {"__meta__":{"hash":"sha256:ff40b127b4934dd90de1f4752f7c4bb7bc445ffdc1435b0758b4939491756f3c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DepositFlowCommitQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DepositFlowCommitQuoteMutation, DepositFlowCommitQuoteMutationVariables>;
export const UrqlCreateQuoteDocument = {"__meta__":{"hash":"sha256:9f00f74891f6ced86ef8dc43e59fcf33bba037cfaa6b8ed9979bbcb3a8d24e8f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UrqlCreateQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}},{"kind":"Field","name":{"kind":"Name","value":"payAmount"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UrqlCreateQuoteMutation, UrqlCreateQuoteMutationVariables>;
export const UrqlCommitQuoteDocument = {"__meta__":{"hash":"sha256:2b655da7715a775794415810001fd5f2490bdbc5f7f7424792ac5ce463a4e201"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UrqlCommitQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteCommitment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UrqlCommitQuoteMutation, UrqlCommitQuoteMutationVariables>;
export const UrqlWatchTransferDocument = {"__meta__":{"hash":"sha256:8862d1888f3677bd80930e82e924f1f3850f73fa278ad0f6c21b6f014cf7ced2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"UrqlWatchTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"untilFinal"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}}]}}]}}]}}]} as unknown as DocumentNode<UrqlWatchTransferSubscription, UrqlWatchTransferSubscriptionVariables>;
export const UrqlByDepositHashDocument = {"__meta__":{"hash":"sha256:623322926c51194feb07c4166f8d93aab1d9fbf31bb70db433c0fc4bd3685f7d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UrqlByDepositHash"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionsByDepositHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depositTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryNotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"hash"},"name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UrqlByDepositHashQuery, UrqlByDepositHashQueryVariables>;
export const ErrorsCreateQuoteDocument = {"__meta__":{"hash":"sha256:68dafb52dc87a314a84bf9399be11c4b9c661b9414ddeb5b8446ca9b0b592899"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ErrorsCreateQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ErrorsCreateQuoteMutation, ErrorsCreateQuoteMutationVariables>;
export const ErrorsByHashDocument = {"__meta__":{"hash":"sha256:602e82d7e4bfc1f398e9fc0cc4399aec4bf39121d51c45125f3cbc6488519a7d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ErrorsByHash"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionsByDepositHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depositTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryNotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryNotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ErrorsByHashQuery, ErrorsByHashQueryVariables>;
export const ResumeAfterWipeEventsDocument = {"__meta__":{"hash":"sha256:08ef1ef0358eb8bc6917953bd4388175f22e2ecd6cb7daff5c8ff639aff02d10"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ResumeAfterWipeEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterEventId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"afterEventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterEventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<ResumeAfterWipeEventsSubscription, ResumeAfterWipeEventsSubscriptionVariables>;
export const GapFillEventsDocument = {"__meta__":{"hash":"sha256:4100502d67b08e04fb4c035218cc0a9704bcd1d7524e4d627888e7e1d4db1318"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"GapFillEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<GapFillEventsSubscription, GapFillEventsSubscriptionVariables>;
export const ResumableEventsDocument = {"__meta__":{"hash":"sha256:26e8de8f18ec4e560eb48625debc07b417820a728e06639e80b5a7b52102d1a7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ResumableEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionEventFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterEventId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"untilFinal"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"afterEventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterEventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"untilFinal"},"value":{"kind":"Variable","name":{"kind":"Name","value":"untilFinal"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<ResumableEventsSubscription, ResumableEventsSubscriptionVariables>;
export const RotationEventsDocument = {"__meta__":{"hash":"sha256:5787cb1fa04a09e4e92475357c80c02ae3bc0ce38f6379c0a96f1f2da57a461c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RotationEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionEventFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<RotationEventsSubscription, RotationEventsSubscriptionVariables>;
export const RotationQuoteDocument = {"__meta__":{"hash":"sha256:2cb788773dcaacad16e7d2a619810db519a03085902fa585d9e712cd02824c9c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotationQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}}]}}]}}]}}]} as unknown as DocumentNode<RotationQuoteMutation, RotationQuoteMutationVariables>;
export const RotationKeyDocument = {"__meta__":{"hash":"sha256:b735b6bafe7c8766ad053c75af9bbd0c381fcf07c5fc0cad98f16f5a114d79dc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RotationKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookPublicKey"}}]}}]} as unknown as DocumentNode<RotationKeyQuery, RotationKeyQueryVariables>;
export const RotationCommitDocument = {"__meta__":{"hash":"sha256:68b8f7c3ca596e8bcd32ef0ea4391122630e0da4a48d5c3afdb8ecde6b656606"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotationCommit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<RotationCommitMutation, RotationCommitMutationVariables>;
export const ManyWatchersDocument = {"__meta__":{"hash":"sha256:c2cb8f3596a5cbb8eef3bd20ef8042654691cd04ec77b169b13a544574bf3738"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ManyWatchers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<ManyWatchersSubscription, ManyWatchersSubscriptionVariables>;
export const OutageEventsDocument = {"__meta__":{"hash":"sha256:0e0b113f5c0d9659fd0c92c16212aedbbc88e636281f601ec8e26f2704a9826e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OutageEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionEventFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"untilFinal"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"untilFinal"},"value":{"kind":"Variable","name":{"kind":"Name","value":"untilFinal"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<OutageEventsSubscription, OutageEventsSubscriptionVariables>;
export const OutageLookupDocument = {"__meta__":{"hash":"sha256:b10b49f0638f6a83fc3ab5d3f30ca899570fab84a7756091d2e097fcf5e8381e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OutageLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<OutageLookupQuery, OutageLookupQueryVariables>;
export const OrderEventsDocument = {"__meta__":{"hash":"sha256:6df75ad777551438b68cf9288de89614b165fd0d093efcbb2e1e41f7917ab4e3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OrderEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionEventFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterEventId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"afterEventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterEventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<OrderEventsSubscription, OrderEventsSubscriptionVariables>;
export const CappedEventsDocument = {"__meta__":{"hash":"sha256:e0155e08ee9c8d813c76169dbfe68be29fec6b63b0b9999e4baaf44dc7d93030"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CappedEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionEventFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}}]}}]}}]} as unknown as DocumentNode<CappedEventsSubscription, CappedEventsSubscriptionVariables>;
export const ScopedEventsDocument = {"__meta__":{"hash":"sha256:36a7cc84a2b3bd60ebd4d17d943392ceb3d97c57668476ebd76968bb80d5cd60"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ScopedEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionEventFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterEventId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"afterEventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterEventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payload"}}]}}]}}]} as unknown as DocumentNode<ScopedEventsSubscription, ScopedEventsSubscriptionVariables>;
export const TransactionEventsUntilFinalDocument = {"__meta__":{"hash":"sha256:041227907c0ee2e060f970328be343d1ef75db8d89f262c818577ac1c909554a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TransactionEventsUntilFinal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionEventFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"untilFinal"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"untilFinal"},"value":{"kind":"Variable","name":{"kind":"Name","value":"untilFinal"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<TransactionEventsUntilFinalSubscription, TransactionEventsUntilFinalSubscriptionVariables>;
export const UntilFinalQuoteDocument = {"__meta__":{"hash":"sha256:c20c40a74dc12c9dd9ad0f864db084c62702e70d0f22bfb17c328c4c6d0aa404"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UntilFinalQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}}]}}]}}]}}]} as unknown as DocumentNode<UntilFinalQuoteMutation, UntilFinalQuoteMutationVariables>;
export const UntilFinalCommitDocument = {"__meta__":{"hash":"sha256:e9a4fdae6c33c978a80e66646daa36ab4de20de777295903130333acfa60a4d2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UntilFinalCommit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<UntilFinalCommitMutation, UntilFinalCommitMutationVariables>;
export const VendorEventsDocument = {"__meta__":{"hash":"sha256:cbf701dfdb53bb7fd51a35210bb30bf18a4b549177573771a780ce6446e716f8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"VendorEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionEventFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"transferType"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressBridgeTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositAddress"}}]}}]}}]}}]}}]} as unknown as DocumentNode<VendorEventsSubscription, VendorEventsSubscriptionVariables>;
export const WatchRereadUntilFinalDocument = {"__meta__":{"hash":"sha256:3f0194aae2fc4d08e2f274257befb144dfdada8c083611686bc003a1c8dc239c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"WatchRereadUntilFinal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"untilFinal"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<WatchRereadUntilFinalSubscription, WatchRereadUntilFinalSubscriptionVariables>;
export const RereadByIdAndDepositDocument = {"__meta__":{"hash":"sha256:393303feebfd477af0e79a602816a41b948c87d75d90bc1550dbc96b40c0d0f6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RereadByIdAndDeposit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depositTxHash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionById"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionsByDepositHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depositTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depositTxHash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depositTxHash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<RereadByIdAndDepositQuery, RereadByIdAndDepositQueryVariables>;
export const RereadByWithdrawDocument = {"__meta__":{"hash":"sha256:bd611c80ba4b7d25112d3921aa91cca7cb82c57454259f9f076940aa1e38fa96"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RereadByWithdraw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withdrawTxHash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withdrawTxHash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withdrawTxHash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<RereadByWithdrawQuery, RereadByWithdrawQueryVariables>;
export const WatchRereadByWithdrawHashDocument = {"__meta__":{"hash":"sha256:c7ac315fbec9d32d80795a1f98ebc8e9b43286510887d693562993d9afaee02a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"WatchRereadByWithdrawHash"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withdrawTxHash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withdrawTxHash"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"untilFinal"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<WatchRereadByWithdrawHashSubscription, WatchRereadByWithdrawHashSubscriptionVariables>;
export const RouteEventsDocument = {"__meta__":{"hash":"sha256:c3b4e64e12d00a7b574022194b7a032c4b84a10d19741c8961c61f531d86f75a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RouteEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionEventFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<RouteEventsSubscription, RouteEventsSubscriptionVariables>;
export const RouteCorrelatedEventsDocument = {"__meta__":{"hash":"sha256:e7559a9b0e4f3e3e0b75b05fce507ddc8bdff59b446d1b12f74906d15a3648e0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RouteCorrelatedEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionEventFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"upstreamEventId"}}]}}]}}]} as unknown as DocumentNode<RouteCorrelatedEventsSubscription, RouteCorrelatedEventsSubscriptionVariables>;
export const CacheDisabledByWithdrawDocument = {"__meta__":{"hash":"sha256:10fdcc302df8d3e87edb2179ca0abb76868d3977b0584f9d617149871a9dba0a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CacheDisabledByWithdraw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CacheDisabledByWithdrawQuery, CacheDisabledByWithdrawQueryVariables>;
export const CacheByWithdrawDocument = {"__meta__":{"hash":"sha256:609bc38a13d8a1fa4925e2fdaf46d75b69b21dbba271c2ae64401559d4b43bf6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CacheByWithdraw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<CacheByWithdrawQuery, CacheByWithdrawQueryVariables>;
export const CacheByDepositDocument = {"__meta__":{"hash":"sha256:46b2e3406b144ad0e09819d082e2861beba7f219182d99fce8d5c61f00d1f6f5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CacheByDeposit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionsByDepositHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depositTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CacheByDepositQuery, CacheByDepositQueryVariables>;
export const CacheByIdDocument = {"__meta__":{"hash":"sha256:ecb0a5b13eb28cb19fb087fcc56191b13e8705631532a0d6c6c8a5d86b479087"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CacheById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionById"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<CacheByIdQuery, CacheByIdQueryVariables>;
export const CacheCalldataDocument = {"__meta__":{"hash":"sha256:c3fdcc8064a78108772f01cf76e45431213934e968113aea173c5b678dd991f2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CacheCalldata"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"swapCalldata"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"commitmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<CacheCalldataQuery, CacheCalldataQueryVariables>;
export const TracedByWithdrawHashDocument = {"__meta__":{"hash":"sha256:3757bd5837db929e1d7a1ae2c6f4020828ffaff7b0033b0c1a3a56062f2ca1ae"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TracedByWithdrawHash"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TracedByWithdrawHashQuery, TracedByWithdrawHashQueryVariables>;
export const TracedDepositPlanDocument = {"__meta__":{"hash":"sha256:d76b89c7363b0a57af84a901167a281a3c630cecd8d6a07740b3d3ccd2fdd9fe"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TracedDepositPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preflight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowance"}},{"kind":"Field","name":{"kind":"Name","value":"tokenBalance"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TracedDepositPlanQuery, TracedDepositPlanQueryVariables>;
export const CatalogChainsDocument = {"__meta__":{"hash":"sha256:d71044ba6fefed74e09dcb358dd16143361179bbba46e2c98c55899f7a2ffcb1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogChains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nativeTokenName"}},{"kind":"Field","name":{"kind":"Name","value":"nativeTokenDecimals"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"decimals"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}}]}}]}}]}}]} as unknown as DocumentNode<CatalogChainsQuery, CatalogChainsQueryVariables>;
export const CatalogChainDocument = {"__meta__":{"hash":"sha256:6de1c5ea6aea1cc122872d3fdde36b06301449cb68990c09b79b47f0118cc461"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogChain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"decimals"}}]}}]}}]}}]} as unknown as DocumentNode<CatalogChainQuery, CatalogChainQueryVariables>;
export const CatalogSwapTokensDocument = {"__meta__":{"hash":"sha256:8461eb0d5645e03b9b2cfd150b316adcbabb477c23373646eb203b0f999d7ad5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogSwapTokens"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chain"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"swapTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"chain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chain"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"decimals"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}},{"kind":"Field","name":{"kind":"Name","value":"aggregators"}}]}}]}}]} as unknown as DocumentNode<CatalogSwapTokensQuery, CatalogSwapTokensQueryVariables>;
export const CatalogPreviewDocument = {"__meta__":{"hash":"sha256:bc04329b73680f173243451b6a106887dde9c9b1e3e7051c139f865bd0a1037d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PreviewQuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}},{"kind":"Field","name":{"kind":"Name","value":"payAmount"}},{"kind":"Field","name":{"kind":"Name","value":"receiveAmount"}},{"kind":"Field","name":{"kind":"Name","value":"depositor"}},{"kind":"Field","name":{"kind":"Name","value":"isExpired"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeSwapQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CatalogPreviewQuery, CatalogPreviewQueryVariables>;
export const CatalogCreateQuoteDocument = {"__meta__":{"hash":"sha256:a65ca16801a4f84a9f35428496f07fafaa623d8c2ad95596dc2bd728f7f19c4a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogCreateQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}},{"kind":"Field","name":{"kind":"Name","value":"payAmount"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CatalogCreateQuoteMutation, CatalogCreateQuoteMutationVariables>;
export const CatalogCommitPreviewDocument = {"__meta__":{"hash":"sha256:76cedd620bf4f682fcf1f6031e47d191664c27c78163ed4634f6ceba087458bf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogCommitPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<CatalogCommitPreviewMutation, CatalogCommitPreviewMutationVariables>;
export const SdaCreateDocument = {"__meta__":{"hash":"sha256:ca7d310b5a076fe5cb575777706aaf01204a3ba5977b48484f66280a3e484c51"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SdaCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDepositAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDepositAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressesCreated"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"supportedTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"decimals"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}},{"kind":"Field","name":{"kind":"Name","value":"minDepositLimitUsd"}},{"kind":"Field","name":{"kind":"Name","value":"maxDepositLimitUsd"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressChainsNotSupported"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chains"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SdaCreateMutation, SdaCreateMutationVariables>;
export const SdaActivateDocument = {"__meta__":{"hash":"sha256:c9e31fd98369ab4d5c3cc141ca0b170e529ad046c99fd1114eeecfdc39dcd694"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SdaActivate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chain"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateDepositAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}},{"kind":"Argument","name":{"kind":"Name","value":"chain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chain"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressActivated"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activated"}},{"kind":"Field","name":{"kind":"Name","value":"depositAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SdaActivateMutation, SdaActivateMutationVariables>;
export const SdaSearchDocument = {"__meta__":{"hash":"sha256:f8da1c010e306bc59e3e758347a4a5451ca669ea83d23e3346a6e17334c3fbe5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SdaSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressSearch"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositAddresses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"supportedTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"decimals"}}]}}]}}]}}]} as unknown as DocumentNode<SdaSearchQuery, SdaSearchQueryVariables>;
export const SdaHistoryDocument = {"__meta__":{"hash":"sha256:ac12d837b9ecfa840176f96f200693e88a878f6537e8f3da016b2e31e1b12afc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SdaHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chain"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}},{"kind":"Argument","name":{"kind":"Name","value":"chain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chain"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportedTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"decimals"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"depositor"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SdaHistoryQuery, SdaHistoryQueryVariables>;
export const SdaCreateLimitedDocument = {"__meta__":{"hash":"sha256:0816ee8433a2ac8dc2b6a1a803b453afad596bc5ce84d9d96860ae2d71e75803"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SdaCreateLimited"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDepositAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDepositAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyRequests"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}}]}}]}}]} as unknown as DocumentNode<SdaCreateLimitedMutation, SdaCreateLimitedMutationVariables>;
export const DepositAddressDocument = {"__meta__":{"hash":"sha256:bb680bd7dd35643811d62bed47a9cba6aa8d7400b98fdb08f074bd147d55b9e4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepositAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chain"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}},{"kind":"Argument","name":{"kind":"Name","value":"chain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chain"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositChain"}},{"kind":"Field","name":{"kind":"Name","value":"depositAddress"}},{"kind":"Field","name":{"kind":"Name","value":"destinationChain"}},{"kind":"Field","name":{"kind":"Name","value":"destinationAddress"}},{"kind":"Field","name":{"kind":"Name","value":"supportedTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"minDepositLimitUsd"}},{"kind":"Field","name":{"kind":"Name","value":"maxDepositLimitUsd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"addressNote"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"refundAddress"}},{"kind":"Field","name":{"kind":"Name","value":"bridgeIfNotSwappable"}},{"kind":"Field","name":{"kind":"Name","value":"postBridgeData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressNotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addresses"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"completedRefunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefundList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundId"}},{"kind":"Field","name":{"kind":"Name","value":"depositAddress"}},{"kind":"Field","name":{"kind":"Name","value":"depositChain"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"txHash"}},{"kind":"Field","name":{"kind":"Name","value":"txTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"originalDepositTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnsupportedTokenTrigger"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nativeToken"}},{"kind":"Field","name":{"kind":"Name","value":"amountWei"}},{"kind":"Field","name":{"kind":"Name","value":"tokenAddress"}},{"kind":"Field","name":{"kind":"Name","value":"tokenSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountUsd"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherRefundTrigger"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressNotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addresses"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DepositAddressQuery, DepositAddressQueryVariables>;
export const LifecycleCreateQuoteDocument = {"__meta__":{"hash":"sha256:ee58532e169999ad0bd54b6a9b2592e5b89db421b7debb23a1f53dbdc353684e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LifecycleCreateQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}},{"kind":"Field","name":{"kind":"Name","value":"payAmount"}},{"kind":"Field","name":{"kind":"Name","value":"receiveAmount"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LifecycleCreateQuoteMutation, LifecycleCreateQuoteMutationVariables>;
export const LifecycleCommitDocument = {"__meta__":{"hash":"sha256:7bbcfce54ed6a504c5d2a82c1c366c8855e892a9239fabcfd21e42ade71c3c7d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LifecycleCommit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<LifecycleCommitMutation, LifecycleCommitMutationVariables>;
export const LifecyclePlanDocument = {"__meta__":{"hash":"sha256:bb638990db18b48f60f0f3eb14aa48b81b64b667c1f81e9ea7c2eeaaf993406a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LifecyclePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountBaseUnits"}},{"kind":"Field","name":{"kind":"Name","value":"spender"}},{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chainId"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chainId"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preflight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvalNeeded"}},{"kind":"Field","name":{"kind":"Name","value":"sufficientBalance"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LifecyclePlanQuery, LifecyclePlanQueryVariables>;
export const LifecycleEventsDocument = {"__meta__":{"hash":"sha256:38be36ce83ef5a9a21a59b742181492096f429fdd2e16bd42382efd0249928d4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LifecycleEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"depositTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxUrl"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"txHash"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LifecycleEventsSubscription, LifecycleEventsSubscriptionVariables>;
export const DepositPlanCallsDocument = {"__meta__":{"hash":"sha256:0a1f1ed89ebb2d313d2cde606cbe2c1c2c0712d4e9ef9f6b75c2fc9f03216a10"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepositPlanCalls"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"calls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"chainId"}},{"kind":"Field","name":{"kind":"Name","value":"atomicRequired"}},{"kind":"Field","name":{"kind":"Name","value":"calls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DepositPlanCallsQuery, DepositPlanCallsQueryVariables>;
export const FamilyDepositPlanDocument = {"__meta__":{"hash":"sha256:d1d03d1c28fdd3e518dd17e27c16c5ce7eb6caaa19b1ff78fc078eb3d6a72169"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FamilyDepositPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TronDepositPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}},{"kind":"Field","name":{"kind":"Name","value":"amountBaseUnits"}},{"kind":"Field","name":{"kind":"Name","value":"spender"}},{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractAddress"}},{"kind":"Field","name":{"kind":"Name","value":"functionSelector"}},{"kind":"Field","name":{"kind":"Name","value":"parameter"}},{"kind":"Field","name":{"kind":"Name","value":"callValue"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAddress"}},{"kind":"Field","name":{"kind":"Name","value":"feeLimit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractAddress"}},{"kind":"Field","name":{"kind":"Name","value":"functionSelector"}},{"kind":"Field","name":{"kind":"Name","value":"parameter"}},{"kind":"Field","name":{"kind":"Name","value":"callValue"}},{"kind":"Field","name":{"kind":"Name","value":"ownerAddress"}},{"kind":"Field","name":{"kind":"Name","value":"feeLimit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preflight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"allowance"}},{"kind":"Field","name":{"kind":"Name","value":"tokenBalance"}},{"kind":"Field","name":{"kind":"Name","value":"nativeBalance"}},{"kind":"Field","name":{"kind":"Name","value":"approvalNeeded"}},{"kind":"Field","name":{"kind":"Name","value":"sufficientBalance"}},{"kind":"Field","name":{"kind":"Name","value":"tokenAccountExists"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SolanaDepositPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}},{"kind":"Field","name":{"kind":"Name","value":"amountBaseUnits"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"isSigner"}},{"kind":"Field","name":{"kind":"Name","value":"isWritable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transaction"}},{"kind":"Field","name":{"kind":"Name","value":"preflight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"tokenBalance"}},{"kind":"Field","name":{"kind":"Name","value":"nativeBalance"}},{"kind":"Field","name":{"kind":"Name","value":"approvalNeeded"}},{"kind":"Field","name":{"kind":"Name","value":"sufficientBalance"}},{"kind":"Field","name":{"kind":"Name","value":"tokenAccountExists"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositNotSupported"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chainType"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FamilyDepositPlanQuery, FamilyDepositPlanQueryVariables>;
export const DepositPlanOfDocument = {"__meta__":{"hash":"sha256:71e310e12b14c87cc1659f0dde4b2b8c9ef68039e2a495321af6e5f106b57725"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepositPlanOf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountBaseUnits"}},{"kind":"Field","name":{"kind":"Name","value":"spender"}},{"kind":"Field","name":{"kind":"Name","value":"chain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"chainId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"decimals"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chainId"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"gas"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chainId"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"gas"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preflight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"allowance"}},{"kind":"Field","name":{"kind":"Name","value":"tokenBalance"}},{"kind":"Field","name":{"kind":"Name","value":"nativeBalance"}},{"kind":"Field","name":{"kind":"Name","value":"approvalNeeded"}},{"kind":"Field","name":{"kind":"Name","value":"sufficientBalance"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransferNotPending"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositNotSupported"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chainType"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DepositPlanOfQuery, DepositPlanOfQueryVariables>;
export const DepositPlanOfNewQuoteDocument = {"__meta__":{"hash":"sha256:9ee04364ec632c833ef9576b0b8a0d47dab1e183ae8e70f02cb6835b5ad9b07a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DepositPlanOfNewQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}},{"kind":"Field","name":{"kind":"Name","value":"payAmount"}},{"kind":"Field","name":{"kind":"Name","value":"depositPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountBaseUnits"}},{"kind":"Field","name":{"kind":"Name","value":"spender"}},{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chainId"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"gas"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preflight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowance"}},{"kind":"Field","name":{"kind":"Name","value":"tokenBalance"}},{"kind":"Field","name":{"kind":"Name","value":"nativeBalance"}},{"kind":"Field","name":{"kind":"Name","value":"approvalNeeded"}},{"kind":"Field","name":{"kind":"Name","value":"sufficientBalance"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DepositPlanOfNewQuoteMutation, DepositPlanOfNewQuoteMutationVariables>;
export const DepositPlanChainsDocument = {"__meta__":{"hash":"sha256:eb6ed2577cd92513708dd9cb82f4c2c448c6b466252c6a06fcbdb3fd4330ca68"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepositPlanChains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"chainId"}},{"kind":"Field","name":{"kind":"Name","value":"contractAddress"}},{"kind":"Field","name":{"kind":"Name","value":"rpcUrl"}}]}}]}}]} as unknown as DocumentNode<DepositPlanChainsQuery, DepositPlanChainsQueryVariables>;
export const DepositPlansOfSeveralOwnersDocument = {"__meta__":{"hash":"sha256:5302c0a1010fff4149dcf82263492dbc0fa1b70b27139cc6f1c530debc32f5ff"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepositPlansOfSeveralOwners"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"onArbitrum"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"onBase"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"a"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"b"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"first"},"name":{"kind":"Name","value":"depositPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"onArbitrum"}}},{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preflight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenBalance"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"second"},"name":{"kind":"Name","value":"depositPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"onArbitrum"}}},{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"b"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preflight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenBalance"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"again"},"name":{"kind":"Name","value":"depositPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"onArbitrum"}}},{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preflight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowance"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"base"},"name":{"kind":"Name","value":"depositPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"onBase"}}},{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preflight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nativeBalance"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DepositPlansOfSeveralOwnersQuery, DepositPlansOfSeveralOwnersQueryVariables>;
export const DepositPlanSwapRecordDocument = {"__meta__":{"hash":"sha256:e5c6ac1d8f095881419c31e4e96bcb8f775b87125e5612919eac73984d98643f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepositPlanSwapRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionById"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeSwapTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chainIn"}},{"kind":"Field","name":{"kind":"Name","value":"chainOut"}},{"kind":"Field","name":{"kind":"Name","value":"isAtomicSwap"}}]}}]}}]}}]} as unknown as DocumentNode<DepositPlanSwapRecordQuery, DepositPlanSwapRecordQueryVariables>;
export const TransactionEventsDocument = {"__meta__":{"hash":"sha256:800772775d3d3c84dc41b7c339446f40e0290e842ddf01b90e71431b94770eea"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TransactionEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionEventFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"rawState"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"depositTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fee"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeSwapTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TransactionEventsSubscription, TransactionEventsSubscriptionVariables>;
export const EventsQuoteDocument = {"__meta__":{"hash":"sha256:4be8c6ab7ef388a796a05b1119724d5c77d45023d05698ddb394571c14ce29b0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EventsQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}},{"kind":"Field","name":{"kind":"Name","value":"webhookUrl"}}]}}]}}]}}]} as unknown as DocumentNode<EventsQuoteMutation, EventsQuoteMutationVariables>;
export const EventsCommitDocument = {"__meta__":{"hash":"sha256:9e19335b95ecdef623599534fb433671d826c91a89158aff8c34d55d6f6ce0ea"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EventsCommit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<EventsCommitMutation, EventsCommitMutationVariables>;
export const ExplorerLinksDocument = {"__meta__":{"hash":"sha256:513147bce89d7416a2ece95d75f84aaebff6680b53f11a842744384e42a964c8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExplorerLinks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionsByDepositHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depositTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chainIn"}},{"kind":"Field","name":{"kind":"Name","value":"chainOut"}},{"kind":"Field","name":{"kind":"Name","value":"depositTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"depositTxUrl"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxUrl"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"txHash"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"txUrl"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ExplorerLinksQuery, ExplorerLinksQueryVariables>;
export const ExplorerLinksPageDocument = {"__meta__":{"hash":"sha256:7d1a025b5806e42c4b87b51e903e5614d4072f12c0504b3fa20c7acdaeed5445"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExplorerLinksPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"depositTxUrl"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxUrl"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ExplorerLinksPageQuery, ExplorerLinksPageQueryVariables>;
export const HistoryByIdDocument = {"__meta__":{"hash":"sha256:0b30e59ed117f9a929f36363bd5df7f0b58b462542e9a05e8001081e79f4fbea"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HistoryById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionById"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryNotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"lookedUp"},"name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<HistoryByIdQuery, HistoryByIdQueryVariables>;
export const HistoryCancelDocument = {"__meta__":{"hash":"sha256:493f801a52120fe7fcaaed4a01717481f036559987ea88aa3dc256a4cd9041e5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HistoryCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<HistoryCancelMutation, HistoryCancelMutationVariables>;
export const HistoryPageDocument = {"__meta__":{"hash":"sha256:14fad8cdcb70024b43035870e66d8d5240067bd29f463809827ce3c731df5163"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HistoryPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<HistoryPageQuery, HistoryPageQueryVariables>;
export const HistoryEventsDocument = {"__meta__":{"hash":"sha256:8976e3a4e13bb4944355e6d978f9b423999da6bf758c3e397d3b24ec59fc7cc2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"HistoryEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionEventFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<HistoryEventsSubscription, HistoryEventsSubscriptionVariables>;
export const PaymentRequestOfDocument = {"__meta__":{"hash":"sha256:0b55a5193e4babf8faa3cf6c8dc13673bb6e508437b1910ba2e620cd8ead5b7f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentRequestOf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chain"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Decimal"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}},{"kind":"Argument","name":{"kind":"Name","value":"chain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chain"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"chainId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"decimals"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountBaseUnits"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeSvg"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chainId"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"gas"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressNotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addresses"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositNotSupported"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chainType"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PaymentRequestOfQuery, PaymentRequestOfQueryVariables>;
export const CreateQuoteDocument = {"__meta__":{"hash":"sha256:81e5077dab2c43e4c75704b235dc3ad1665fb51df260f768e6a81c44daa5f2ac"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}},{"kind":"Field","name":{"kind":"Name","value":"chainIn"}},{"kind":"Field","name":{"kind":"Name","value":"chainOut"}},{"kind":"Field","name":{"kind":"Name","value":"payAmount"}},{"kind":"Field","name":{"kind":"Name","value":"payAmountUsd"}},{"kind":"Field","name":{"kind":"Name","value":"receiveAmount"}},{"kind":"Field","name":{"kind":"Name","value":"receiveAmountUsd"}},{"kind":"Field","name":{"kind":"Name","value":"depositor"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"isExpired"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"flowCredits"}},{"kind":"Field","name":{"kind":"Name","value":"webhookUrl"}},{"kind":"Field","name":{"kind":"Name","value":"gasBoost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountNative"}},{"kind":"Field","name":{"kind":"Name","value":"amountNativeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountNativeTokenCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postBridgeData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExtendedPostBridgeData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vaultId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"gasFee"}},{"kind":"Field","name":{"kind":"Name","value":"gasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"platformFee"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFee"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFeeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFeeThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"sponsored"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"gasFee"}},{"kind":"Field","name":{"kind":"Name","value":"gasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFee"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeSwapQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"bridgePayAmount"}},{"kind":"Field","name":{"kind":"Name","value":"minReceiveAmount"}},{"kind":"Field","name":{"kind":"Name","value":"minReceiveAmountUsd"}},{"kind":"Field","name":{"kind":"Name","value":"usdPriceTokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"usdPriceTokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"swapCalldata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapCalldata"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitmentId"}},{"kind":"Field","name":{"kind":"Name","value":"calldata"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}}]}}]}}]} as unknown as DocumentNode<CreateQuoteMutation, CreateQuoteMutationVariables>;
export const CommitQuoteDocument = {"__meta__":{"hash":"sha256:2a5398212819669af6793cc10f7118c75819c5c15506cbf57563011832a7b223"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CommitQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteCommitment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CommitQuoteMutation, CommitQuoteMutationVariables>;
export const SdaLifecycleCreateDocument = {"__meta__":{"hash":"sha256:7abb20ff8dfca9506e9f38f67fe118d5c6f393f0fcb4ad7309ff07a7ef48d3e0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SdaLifecycleCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDepositAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDepositAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressesCreated"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SdaLifecycleCreateMutation, SdaLifecycleCreateMutationVariables>;
export const SdaLifecycleActivateDocument = {"__meta__":{"hash":"sha256:686ee5748907237e6db4254650e6770941b445e16cad52b937ed59cf646bab62"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SdaLifecycleActivate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chain"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateDepositAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}},{"kind":"Argument","name":{"kind":"Name","value":"chain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chain"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<SdaLifecycleActivateMutation, SdaLifecycleActivateMutationVariables>;
export const SdaLifecycleRefundsDocument = {"__meta__":{"hash":"sha256:73bccf39e636a7940e3b1b341489a61c5b18c4ddc7c8707a36d3135e73e058b7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SdaLifecycleRefunds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chain"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}},{"kind":"Argument","name":{"kind":"Name","value":"chain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chain"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completedRefunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefundList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"txHash"}},{"kind":"Field","name":{"kind":"Name","value":"originalDepositTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SdaLifecycleRefundsQuery, SdaLifecycleRefundsQueryVariables>;
export const SdaLifecycleEventsDocument = {"__meta__":{"hash":"sha256:b1715dff9b73b28a6938fc2ae702cb8185493f0401d08cdcec746f254937b2cb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SdaLifecycleEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"depositAddress"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"depositTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"amountOut"}}]}}]}}]}}]} as unknown as DocumentNode<SdaLifecycleEventsSubscription, SdaLifecycleEventsSubscriptionVariables>;
export const SwapCalldataDocument = {"__meta__":{"hash":"sha256:a1b5700be0c6f2ed5f6d63f82efa3efa9b4ab5cd7a1dc873155fac6b5d899b62"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SwapCalldata"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"swapCalldata"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"commitmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapCalldata"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitmentId"}},{"kind":"Field","name":{"kind":"Name","value":"calldata"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommitmentNotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SwapCalldataQuery, SwapCalldataQueryVariables>;
export const WebhookPublicKeyDocument = {"__meta__":{"hash":"sha256:1dee400e4770a552e770a11b9db9e0725ab512c5a3521f9c79b0ca79b8349459"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookPublicKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookPublicKey"}}]}}]} as unknown as DocumentNode<WebhookPublicKeyQuery, WebhookPublicKeyQueryVariables>;
export const QuoteForCalldataDocument = {"__meta__":{"hash":"sha256:1d572542b97f594b1648e89f5b5d1da7fcbc9452c3693d3bcaa6328a22eac123"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuoteForCalldata"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}}]}}]}}]}}]} as unknown as DocumentNode<QuoteForCalldataMutation, QuoteForCalldataMutationVariables>;
export const ByWithdrawHashDocument = {"__meta__":{"hash":"sha256:2ec4ceebf172bc249ccd271db8a3e0c4c0cd97de8eb52f195d13741fe5584c52"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ByWithdrawHash"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeSwapTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"swapCalldata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapCalldata"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calldata"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapLegFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapLeg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"amountInUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"aggregator"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"slippage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"rawState"}},{"kind":"Field","name":{"kind":"Name","value":"chainIn"}},{"kind":"Field","name":{"kind":"Name","value":"chainOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"amountInUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountNative"}},{"kind":"Field","name":{"kind":"Name","value":"amountNativeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"gasFee"}},{"kind":"Field","name":{"kind":"Name","value":"gasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFee"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"platformFee"}},{"kind":"Field","name":{"kind":"Name","value":"platformFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFee"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFeeUsd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sponsoredFees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"gasFee"}},{"kind":"Field","name":{"kind":"Name","value":"gasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFee"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"platformFee"}},{"kind":"Field","name":{"kind":"Name","value":"platformFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFee"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFeeUsd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"depositor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"commitmentDate"}},{"kind":"Field","name":{"kind":"Name","value":"depositTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"depositCommittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawCommittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"flowCredits"}},{"kind":"Field","name":{"kind":"Name","value":"depositDiscoveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositConfirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDepositConfirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDepositConfirmedAtBlock"}},{"kind":"Field","name":{"kind":"Name","value":"preSwapTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"preSwapCommittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"failedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"txHash"}},{"kind":"Field","name":{"kind":"Name","value":"txTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"additionalData"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeSwapTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"usdPriceTokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"usdPriceTokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"preSwap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapLegFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postSwap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapLegFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preSwapRaw"}},{"kind":"Field","name":{"kind":"Name","value":"postSwapRaw"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"isAtomicSwap"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressBridgeTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","alias":{"kind":"Name","value":"sdaTokenOut"},"name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}},{"kind":"Field","name":{"kind":"Name","value":"depositAddress"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}}]}}]} as unknown as DocumentNode<ByWithdrawHashQuery, ByWithdrawHashQueryVariables>;
export const ByDepositHashDocument = {"__meta__":{"hash":"sha256:4e67790214e6206fc170ccfa7c5b76896cec0a1947bf7b8681da732fb13867c8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ByDepositHash"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionsByDepositHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depositTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryNotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapLegFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapLeg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"amountInUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"aggregator"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"slippage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"rawState"}},{"kind":"Field","name":{"kind":"Name","value":"chainIn"}},{"kind":"Field","name":{"kind":"Name","value":"chainOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"amountInUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountNative"}},{"kind":"Field","name":{"kind":"Name","value":"amountNativeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"gasFee"}},{"kind":"Field","name":{"kind":"Name","value":"gasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFee"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"platformFee"}},{"kind":"Field","name":{"kind":"Name","value":"platformFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFee"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFeeUsd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sponsoredFees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"gasFee"}},{"kind":"Field","name":{"kind":"Name","value":"gasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFee"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"platformFee"}},{"kind":"Field","name":{"kind":"Name","value":"platformFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFee"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFeeUsd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"depositor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"commitmentDate"}},{"kind":"Field","name":{"kind":"Name","value":"depositTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"depositCommittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawCommittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"flowCredits"}},{"kind":"Field","name":{"kind":"Name","value":"depositDiscoveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositConfirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDepositConfirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDepositConfirmedAtBlock"}},{"kind":"Field","name":{"kind":"Name","value":"preSwapTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"preSwapCommittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"failedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"txHash"}},{"kind":"Field","name":{"kind":"Name","value":"txTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"additionalData"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeSwapTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"usdPriceTokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"usdPriceTokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"preSwap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapLegFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postSwap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapLegFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preSwapRaw"}},{"kind":"Field","name":{"kind":"Name","value":"postSwapRaw"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"isAtomicSwap"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressBridgeTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","alias":{"kind":"Name","value":"sdaTokenOut"},"name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}},{"kind":"Field","name":{"kind":"Name","value":"depositAddress"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}}]}}]} as unknown as DocumentNode<ByDepositHashQuery, ByDepositHashQueryVariables>;
export const ByEitherHashDocument = {"__meta__":{"hash":"sha256:7c71bbfc2fe904a8b71face083b0eb9fdab7564f3c0e36f7090125a7e2c8b9bb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ByEitherHash"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"depositTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}}]}}]}}]} as unknown as DocumentNode<ByEitherHashQuery, ByEitherHashQueryVariables>;
export const CreateForHistoryDocument = {"__meta__":{"hash":"sha256:74baed60b793e3e60afe177a6b42600e233b3125d49483d97e018925f4b23b67"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateForHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}}]}}]}}]}}]} as unknown as DocumentNode<CreateForHistoryMutation, CreateForHistoryMutationVariables>;
export const CommitForHistoryDocument = {"__meta__":{"hash":"sha256:c7c18c901cdc88a1cb807b15008510cc3c6d027355b469cc690f2c6a89c18243"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CommitForHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<CommitForHistoryMutation, CommitForHistoryMutationVariables>;
export const VendorByDepositDocument = {"__meta__":{"hash":"sha256:eb14a9c99b1f0d328d571cda669910a453cb200e6aac533b51e9691d2a595d4e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VendorByDeposit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionsByDepositHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depositTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VendorRecordFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VendorRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"rawState"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"depositTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"failedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"txHash"}},{"kind":"Field","name":{"kind":"Name","value":"txTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"additionalData"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeSwapTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOut"}},{"kind":"Field","name":{"kind":"Name","value":"preSwap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"amountInUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"aggregator"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"slippage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postSwap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"amountOut"}},{"kind":"Field","name":{"kind":"Name","value":"aggregator"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"slippage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preSwapRaw"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressBridgeTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","alias":{"kind":"Name","value":"sdaTokenOut"},"name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}},{"kind":"Field","name":{"kind":"Name","value":"depositAddress"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}}]}}]} as unknown as DocumentNode<VendorByDepositQuery, VendorByDepositQueryVariables>;
export const VendorByWithdrawDocument = {"__meta__":{"hash":"sha256:6c13affafc17a4b592f1ec553a5f269ef461608c9c4f978f176b47cb96d5e4f9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VendorByWithdraw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VendorRecordFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VendorRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"rawState"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"depositTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"failedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"txHash"}},{"kind":"Field","name":{"kind":"Name","value":"txTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"additionalData"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeSwapTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOut"}},{"kind":"Field","name":{"kind":"Name","value":"preSwap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"amountInUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"aggregator"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"slippage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postSwap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"amountOut"}},{"kind":"Field","name":{"kind":"Name","value":"aggregator"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"slippage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preSwapRaw"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressBridgeTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","alias":{"kind":"Name","value":"sdaTokenOut"},"name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}},{"kind":"Field","name":{"kind":"Name","value":"depositAddress"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}}]}}]} as unknown as DocumentNode<VendorByWithdrawQuery, VendorByWithdrawQueryVariables>;
export const VendorQuoteDocument = {"__meta__":{"hash":"sha256:a9a156cefafd29019ccb1f16be844a0165f0c6f8b7a0cc17c294543f56eff821"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VendorQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}},{"kind":"Field","name":{"kind":"Name","value":"payAmount"}},{"kind":"Field","name":{"kind":"Name","value":"receiveAmount"}},{"kind":"Field","name":{"kind":"Name","value":"promotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"maxLimitUsd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sponsored"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feeUsd"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"postBridgeData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExtendedPostBridgeData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vaultId"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StarkwareBtcfiV2PostBridgeData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"spans"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StarkwareBtcfiPostBridgeData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WirexWrapPostBridgeData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WirexWrapSandboxPostBridgeData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AaveV3SupplyPostBridgeData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RocketFoundationDepositPostBridgeData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MapleDepositPostBridgeData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherPostBridgeData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeSwapQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"bridgeToken"}},{"kind":"Field","name":{"kind":"Name","value":"bridgeReceiveAmount"}},{"kind":"Field","name":{"kind":"Name","value":"bridgePayAmount"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressBridgeQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawLimitReached"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"receiveAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxWithdrawAmount"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositLimitReached"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"payAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxDepositAmount"}},{"kind":"Field","alias":{"kind":"Name","value":"depositPayAmountUsd"},"name":{"kind":"Name","value":"payAmountUsd"}},{"kind":"Field","alias":{"kind":"Name","value":"depositMaxAmountUsd"},"name":{"kind":"Name","value":"maxDepositAmountUsd"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapLimitReached"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"market"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SdaDepositLimitExceeded"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"chainIn"}},{"kind":"Field","name":{"kind":"Name","value":"chainOut"}},{"kind":"Field","name":{"kind":"Name","value":"payAmountUsd"}},{"kind":"Field","name":{"kind":"Name","value":"maxDepositAmountUsd"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SdaDepositBelowMinimum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"chainIn"}},{"kind":"Field","name":{"kind":"Name","value":"chainOut"}},{"kind":"Field","name":{"kind":"Name","value":"payAmountUsd"}},{"kind":"Field","name":{"kind":"Name","value":"minDepositAmountUsd"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NegativeReceiveAmount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receiveAmount"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GasBoostGreaterThanReceiveAmount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountNativeTokenCost"}},{"kind":"Field","name":{"kind":"Name","value":"receiveAmount"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NoRouteFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"chainIn"}},{"kind":"Field","name":{"kind":"Name","value":"chainOut"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyRequests"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}}]}}]}}]} as unknown as DocumentNode<VendorQuoteMutation, VendorQuoteMutationVariables>;
export const VendorCommitDocument = {"__meta__":{"hash":"sha256:dd1335942fe9e644019cc39f6d1b3a019cf6ef08e7baab667c2f14016c43106d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VendorCommit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteCommitment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyRequests"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]}}]} as unknown as DocumentNode<VendorCommitMutation, VendorCommitMutationVariables>;
export const VendorSdaDocument = {"__meta__":{"hash":"sha256:118c3c5704bd053d15c6480c75cdfabcf6b5660752800fe060472290bf0abdc3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VendorSda"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chain"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}},{"kind":"Argument","name":{"kind":"Name","value":"chain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chain"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositAddress"}},{"kind":"Field","name":{"kind":"Name","value":"chainMetadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StellarChainMetadata"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseAddress"}},{"kind":"Field","name":{"kind":"Name","value":"memoId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherChainMetadata"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"completedRefunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefundList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundId"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RejectedBridgeTrigger"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectedDepositAddressBridgeId"}},{"kind":"Field","name":{"kind":"Name","value":"nativeToken"}},{"kind":"Field","name":{"kind":"Name","value":"amountWei"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountUsd"}},{"kind":"Field","name":{"kind":"Name","value":"tokenAddress"}},{"kind":"Field","name":{"kind":"Name","value":"tokenSymbol"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnsupportedTokenTrigger"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenSymbol"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherRefundTrigger"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<VendorSdaQuery, VendorSdaQueryVariables>;
export const WalletBalancesDocument = {"__meta__":{"hash":"sha256:c2065e097c1d8ccf6cf19989e4c4a088cdd6dd9e03232c04086de6724e88f3ae"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WalletBalances"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chains"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tokens"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wallet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"chains"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chains"}}},{"kind":"Argument","name":{"kind":"Name","value":"tokens"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tokens"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WalletChainBalances"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"chainConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chainId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blockNumber"}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"decimals"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"baseUnits"}},{"kind":"Field","name":{"kind":"Name","value":"usdValue"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChainRpcNotConfigured"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChainRpcUnreachable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddressNotValidOnChain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"chainType"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WalletBalancesQuery, WalletBalancesQueryVariables>;
export const CsrfPingDocument = {"__meta__":{"hash":"sha256:f729ab09929e358842bf1c8045b5dc6625ed27b63355ad75256b57839a607cff"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CsrfPing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookPublicKey"}}]}}]} as unknown as DocumentNode<CsrfPingQuery, CsrfPingQueryVariables>;
export const FuzzCreateQuoteDocument = {"__meta__":{"hash":"sha256:2c357261fa714624a1d33b619cb7fdd312ee1c27dc973110a652f19b86761782"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FuzzCreateQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<FuzzCreateQuoteMutation, FuzzCreateQuoteMutationVariables>;
export const FuzzLookupsDocument = {"__meta__":{"hash":"sha256:efbff73db05b95f5e231bf1e158e5eb2d325a53646c9d9b8e6d5afb1bbe9866d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FuzzLookups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chain"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionsByDepositHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depositTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"swapCalldata"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"commitmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"depositAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}},{"kind":"Argument","name":{"kind":"Name","value":"chain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chain"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"completedRefunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]}}]} as unknown as DocumentNode<FuzzLookupsQuery, FuzzLookupsQueryVariables>;
export const FuzzCommitDocument = {"__meta__":{"hash":"sha256:dfbe5681074a2ea28e43f6e3dd45bfec2328d35e787f1947c5c14f001551f097"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FuzzCommit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<FuzzCommitMutation, FuzzCommitMutationVariables>;
export const PersistedPingDocument = {"__meta__":{"hash":"sha256:28918a277d33e036043b00bbe824f89d1348376d30d2ebeaf715b109ac136a84"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PersistedPing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookPublicKey"}}]}}]} as unknown as DocumentNode<PersistedPingQuery, PersistedPingQueryVariables>;
export const SecurityPingDocument = {"__meta__":{"hash":"sha256:3cd3c0f42cae61c7c07490b73e9847ae931e01a77cd085defd50bb86f31e2f4b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SecurityPing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookPublicKey"}}]}}]} as unknown as DocumentNode<SecurityPingQuery, SecurityPingQueryVariables>;
export const SecurityTooManyAliasesDocument = {"__meta__":{"hash":"sha256:37d334735cdb5b16960f9db19cda4c5af8cff6dd1a78bf4215782de370a0059c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SecurityTooManyAliases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"a1"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a2"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a3"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a4"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a5"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a6"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a7"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a8"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a9"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a10"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a11"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a12"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a13"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a14"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a15"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a16"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a17"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a18"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a19"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a20"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a21"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a22"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a23"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a24"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a25"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a26"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a27"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a28"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a29"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a30"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a31"},"name":{"kind":"Name","value":"webhookPublicKey"}}]}}]} as unknown as DocumentNode<SecurityTooManyAliasesQuery, SecurityTooManyAliasesQueryVariables>;
export const RatePingDocument = {"__meta__":{"hash":"sha256:c98fbf008661db8e2c354053f2b7662d3390f23cb2dcf0b6f38b3018a5b192bf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RatePing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<RatePingQuery, RatePingQueryVariables>;
export const MetricsLookupDocument = {"__meta__":{"hash":"sha256:c3c71e0e7c33b8dbcfcfbe3e57f1c136977736aa3216971abe30e48ad1cf9002"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MetricsLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<MetricsLookupQuery, MetricsLookupQueryVariables>;
export const MetricsEventsDocument = {"__meta__":{"hash":"sha256:99cb34930659079f08b619c7ff05078209ee6db7b65189fe15a2d552b653f9ea"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MetricsEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionEventFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}}]}}]}}]} as unknown as DocumentNode<MetricsEventsSubscription, MetricsEventsSubscriptionVariables>;
export const DeliveryClockWatchDocument = {"__meta__":{"hash":"sha256:cf99c67aba0278da0e13dab4dbd30e88095546af72f4e2cd7dcbb88695ffd2f7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DeliveryClockWatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<DeliveryClockWatchSubscription, DeliveryClockWatchSubscriptionVariables>;
export const ShutdownLookupDocument = {"__meta__":{"hash":"sha256:7dda6ee67bf8e39bbe54f0c4a025ee0aa999078470044003065412df581e329b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShutdownLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ShutdownLookupQuery, ShutdownLookupQueryVariables>;
export const FastLookupDocument = {"__meta__":{"hash":"sha256:3efbda335b524e24af56a16c3a06c8988ec8da894bda4bef2374d2f6ab53232c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FastLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"amountOut"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"gasFee"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<FastLookupQuery, FastLookupQueryVariables>;
export const FastPageDocument = {"__meta__":{"hash":"sha256:4f64f92f30afb2de422dc2bb7a7bc2f46a1523c93af51509b0db8e18e5b6fe03"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FastPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"a"},"name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"b"},"name":{"kind":"Name","value":"transactionById"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"chainIn"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"chains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<FastPageQuery, FastPageQueryVariables>;
export const FastCommitDocument = {"__meta__":{"hash":"sha256:c457a7de563225305762e08c6f5b6e7fab06c9d55fdf7e1d4b60d1ee109acda4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FastCommit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<FastCommitMutation, FastCommitMutationVariables>;
export const ResponseCacheByWithdrawDocument = {"__meta__":{"hash":"sha256:2c5e9093a2bb7de2683b010a4ee557ce8328b9e14af8ff9e4cde0c60d45b7e33"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResponseCacheByWithdraw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<ResponseCacheByWithdrawQuery, ResponseCacheByWithdrawQueryVariables>;
export const ResponseCacheByIdDocument = {"__meta__":{"hash":"sha256:fbafbc2b8633d394b1a19d3063b6c6efd5aa1912e10b449c9d48a92186d3a6ce"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResponseCacheById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionById"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<ResponseCacheByIdQuery, ResponseCacheByIdQueryVariables>;
export const ResponseCacheCancelDocument = {"__meta__":{"hash":"sha256:1b3c22aa9ae01944fb338b56f51ba7ab5078d3ddd175d9b83a82a810d99be91e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResponseCacheCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<ResponseCacheCancelMutation, ResponseCacheCancelMutationVariables>;
export const AuthByWithdrawDocument = {"__meta__":{"hash":"sha256:61f6aa9504076268f006a6c2e5ede05641d8fa3d4990f13b2540a33d73e61230"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthByWithdraw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<AuthByWithdrawQuery, AuthByWithdrawQueryVariables>;
export const AuthByDepositDocument = {"__meta__":{"hash":"sha256:1432fcf625ebc6d59fd4c7777500f62548986e8e833f6d6696956df3f8e45132"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthByDeposit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionsByDepositHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depositTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<AuthByDepositQuery, AuthByDepositQueryVariables>;
export const AuthStatusDocument = {"__meta__":{"hash":"sha256:fc3ec151a63124d733f5721767ebdeb90270118a3f4356fdc7688c18748698c3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}},{"kind":"Argument","name":{"kind":"Name","value":"chain"},"value":{"kind":"StringValue","value":"ETHEREUM","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]}}]} as unknown as DocumentNode<AuthStatusQuery, AuthStatusQueryVariables>;
export const BreakerLookupDocument = {"__meta__":{"hash":"sha256:800c1bd9145e1d5c723fc3d7ea75c2309ae7cbeceaaceb1a60a1f03bc19d578f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BreakerLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<BreakerLookupQuery, BreakerLookupQueryVariables>;
export const NotFoundDepositDocument = {"__meta__":{"hash":"sha256:cb1a952d3ababa7d46887ab530f8f51a900eeae092db29c619f4a6e7cb8605db"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotFoundDeposit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionsByDepositHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depositTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<NotFoundDepositQuery, NotFoundDepositQueryVariables>;
export const NotFoundWithdrawDocument = {"__meta__":{"hash":"sha256:f5d08123af38a2a9fd446aa6c4f75d7cee402038ed1baa6fc291ab6584754805"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotFoundWithdraw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<NotFoundWithdrawQuery, NotFoundWithdrawQueryVariables>;
export const NotFoundCalldataDocument = {"__meta__":{"hash":"sha256:1e1b940619e1a9735bfb7c435aa753f305070504229eee7469fac45e5ffc4730"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotFoundCalldata"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"swapCalldata"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"commitmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<NotFoundCalldataQuery, NotFoundCalldataQueryVariables>;
export const NotFoundCommitDocument = {"__meta__":{"hash":"sha256:dec67d5ffe90af514cf17f1070f0d0cafb84e202b25b0489ac2792cf3a614df0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotFoundCommit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<NotFoundCommitMutation, NotFoundCommitMutationVariables>;
export const NotFoundAddressDocument = {"__meta__":{"hash":"sha256:6002e40247e792c29c57c488d171ebf7e08c4d974534ab67e4d27132368221be"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotFoundAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}},{"kind":"Argument","name":{"kind":"Name","value":"chain"},"value":{"kind":"StringValue","value":"ETHEREUM","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"completedRefunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]}}]} as unknown as DocumentNode<NotFoundAddressQuery, NotFoundAddressQueryVariables>;
export const VendorRequestCreateQuoteDocument = {"__meta__":{"hash":"sha256:05195dcc49fc7b8321ea0ac8b2c4a507a2dad4cb6fd9a9342db9002519dd090c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VendorRequestCreateQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}}]}}]}}]}}]} as unknown as DocumentNode<VendorRequestCreateQuoteMutation, VendorRequestCreateQuoteMutationVariables>;
export const VendorRequestPreviewQuoteDocument = {"__meta__":{"hash":"sha256:d752a9638b00fea5adcc39bd07c6dfafcf295e43cc5c32978c2cba58a8bb464a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VendorRequestPreviewQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PreviewQuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<VendorRequestPreviewQuoteQuery, VendorRequestPreviewQuoteQueryVariables>;
export const VendorRequestCommitQuoteDocument = {"__meta__":{"hash":"sha256:3f18db6198584e1736ed237a47fcac0210cd53c833b4fccd9ef392a0232bfa98"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VendorRequestCommitQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<VendorRequestCommitQuoteMutation, VendorRequestCommitQuoteMutationVariables>;
export const VendorRequestTransactionByIdDocument = {"__meta__":{"hash":"sha256:367dd79440b99bacfb55cbea1dbfcefa3b1f42a28a6eed8440db050e4a259976"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VendorRequestTransactionById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionById"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<VendorRequestTransactionByIdQuery, VendorRequestTransactionByIdQueryVariables>;
export const VendorRequestCancelDocument = {"__meta__":{"hash":"sha256:2df48ebc2fa3b5a4d5bd64a4ea69bfc0a1ce766a1c956f5fd84a617464d45b0f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VendorRequestCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<VendorRequestCancelMutation, VendorRequestCancelMutationVariables>;
export const VendorRequestByHashDocument = {"__meta__":{"hash":"sha256:ff07edebf3e7e168769e68fd15252a48882dc13718175263634cf09470a311da"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VendorRequestByHash"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deposit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withdraw"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionsByDepositHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depositTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deposit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withdraw"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<VendorRequestByHashQuery, VendorRequestByHashQueryVariables>;
export const VendorRequestSwapCalldataDocument = {"__meta__":{"hash":"sha256:2357b65bb459f78d3cb59c3b2d19f978b7164a5ab2867edb3a795bbe59bb1eea"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VendorRequestSwapCalldata"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"swapCalldata"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"commitmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<VendorRequestSwapCalldataQuery, VendorRequestSwapCalldataQueryVariables>;
export const VendorRequestTransactionsDocument = {"__meta__":{"hash":"sha256:7f9ebad46398454b9760b6f2d338793c594d549c1a650fbcb27acd528f87fd90"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VendorRequestTransactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<VendorRequestTransactionsQuery, VendorRequestTransactionsQueryVariables>;
export const VendorRequestCatalogDocument = {"__meta__":{"hash":"sha256:7e0d56211e87febdc8dff5f090410ad9d30fb8da444e4b2b8feb6c6f38881e97"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VendorRequestCatalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"swapTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}}]}},{"kind":"Field","name":{"kind":"Name","value":"webhookPublicKey"}}]}}]} as unknown as DocumentNode<VendorRequestCatalogQuery, VendorRequestCatalogQueryVariables>;
export const VendorRequestCreateDepositAddressDocument = {"__meta__":{"hash":"sha256:b960792bdba871850082b8780082dabcc179ea7c60f55899a0842d2fa2f5a804"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VendorRequestCreateDepositAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDepositAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDepositAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressesCreated"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}}]}}]}}]}}]}}]} as unknown as DocumentNode<VendorRequestCreateDepositAddressMutation, VendorRequestCreateDepositAddressMutationVariables>;
export const VendorRequestDepositAddressDocument = {"__meta__":{"hash":"sha256:0cb415d1514623c149e2bd7062dad0122017c6b9bb50dbed9fd4e31ff2dffb0e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VendorRequestDepositAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chain"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}},{"kind":"Argument","name":{"kind":"Name","value":"chain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chain"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"completedRefunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"supportedTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}}]}}]}}]}}]} as unknown as DocumentNode<VendorRequestDepositAddressQuery, VendorRequestDepositAddressQueryVariables>;
export const VendorRequestActivateDocument = {"__meta__":{"hash":"sha256:8c12a13f76fdd0eb0bc49251b0b0a0b6083ae807e3d030925f781e3ae56ea51a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VendorRequestActivate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chain"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateDepositAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}},{"kind":"Argument","name":{"kind":"Name","value":"chain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chain"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<VendorRequestActivateMutation, VendorRequestActivateMutationVariables>;
export const VendorRequestSearchDocument = {"__meta__":{"hash":"sha256:304c48016c21eef4f64e3a317b6836f7f7782f6b5b20a1fafb2eb5b1a1ab41cd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VendorRequestSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressSearch"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositAddresses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]} as unknown as DocumentNode<VendorRequestSearchQuery, VendorRequestSearchQueryVariables>;