/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date-time string. */
  DateTime: { input: string; output: string; }
  /** An exact decimal number written as a string (e.g. "100", "0.000000000000000001"); never a float. */
  Decimal: { input: string; output: string; }
  /** Any JSON value, passed through unchanged. */
  JSON: { input: unknown; output: unknown; }
};

/** Post-bridge routing: Supply the funds to Aave v3 (`aavev3supply`). */
export type AaveV3SupplyPostBridgeData = {
  __typename?: 'AaveV3SupplyPostBridgeData';
  /** The upstream's _tag of the variant. */
  tag: Scalars['String']['output'];
};

/** The reactivated address, or why it was not reactivated. */
export type ActivateDepositAddressResult = DepositAddressActivated | DepositAddressAlreadyActive | DepositAddressNotFound | EndpointDisabled | InvalidInput | UpstreamError;

/** A plain bridge quote: the same token on both chains. */
export type BridgeQuote = Quote & {
  __typename?: 'BridgeQuote';
  /** Source chain. */
  chainIn: Scalars['String']['output'];
  /** Destination chain. */
  chainOut: Scalars['String']['output'];
  /** The deposit that starts this transfer once the quote is committed: approval and deposit, ready to sign. */
  depositPlan: DepositPlanResult;
  /** Sending address on chainIn. */
  depositor: Scalars['String']['output'];
  /** Expected duration in milliseconds. */
  estimatedDuration?: Maybe<Scalars['Float']['output']>;
  /** After this time, committing the quote fails. */
  expiresAt: Scalars['DateTime']['output'];
  /** Fees charged and sponsored. */
  fees: QuoteFees;
  /** Credits this transfer uses from the subscription tier. */
  flowCredits?: Maybe<Scalars['Float']['output']>;
  /** Gas boost delivered on chainOut, if asked for. */
  gasBoost?: Maybe<GasBoost>;
  /** Whether expiresAt has passed (as of this response). */
  isExpired: Scalars['Boolean']['output'];
  /** Amount sent on chainIn, in token units. */
  payAmount: Scalars['Decimal']['output'];
  /** USD value of payAmount. */
  payAmountUsd: Scalars['Float']['output'];
  /** Routing rules applied after the bridge. */
  postBridgeData?: Maybe<PostBridgeData>;
  /** Promotion applied, if any. */
  promotion?: Maybe<Promotion>;
  /** Unique id; commit the quote with it. It is also the commitment id. */
  quoteId: Scalars['ID']['output'];
  /** Amount delivered on chainOut, in token units. */
  receiveAmount: Scalars['Decimal']['output'];
  /** USD value of receiveAmount. */
  receiveAmountUsd: Scalars['Float']['output'];
  /** Receiving address on chainOut. */
  recipient: Scalars['String']['output'];
  /** Delivery speed class. */
  speed?: Maybe<Speed>;
  /** Calldata to execute this quote's swap (InvalidCommitmentType for a plain bridge). */
  swapCalldata?: Maybe<SwapCalldataResult>;
  /** Asset received on chainOut. */
  token: Scalars['String']['output'];
  /** Where the upstream sends this transfer's events. */
  webhookUrl?: Maybe<Scalars['String']['output']>;
};


/** A plain bridge quote: the same token on both chains. */
export type BridgeQuoteDepositPlanArgs = {
  owner?: InputMaybe<Scalars['String']['input']>;
};

/** A bridge+swap quote: tokenIn on chainIn becomes tokenOut on chainOut. */
export type BridgeSwapQuote = Quote & {
  __typename?: 'BridgeSwapQuote';
  /** Amount that goes through the bridge. */
  bridgePayAmount?: Maybe<Scalars['Decimal']['output']>;
  /** USD value of bridgePayAmount. */
  bridgePayAmountUsd?: Maybe<Scalars['Float']['output']>;
  /** Amount of bridgeToken delivered by the bridge, before the swap on chainOut. */
  bridgeReceiveAmount?: Maybe<Scalars['Decimal']['output']>;
  /** The intermediate token that goes through the bridge. */
  bridgeToken?: Maybe<Scalars['String']['output']>;
  /** Source chain. */
  chainIn: Scalars['String']['output'];
  /** Destination chain. */
  chainOut: Scalars['String']['output'];
  /** The deposit that starts this transfer once the quote is committed: approval and deposit, ready to sign. */
  depositPlan: DepositPlanResult;
  /** Sending address on chainIn. */
  depositor: Scalars['String']['output'];
  /** Expected duration in milliseconds. */
  estimatedDuration?: Maybe<Scalars['Float']['output']>;
  /** After this time, committing the quote fails. */
  expiresAt: Scalars['DateTime']['output'];
  /** Fees charged and sponsored. */
  fees: QuoteFees;
  /** Credits this transfer uses from the subscription tier. */
  flowCredits?: Maybe<Scalars['Float']['output']>;
  /** Gas boost delivered on chainOut, if asked for. */
  gasBoost?: Maybe<GasBoost>;
  /** Whether expiresAt has passed (as of this response). */
  isExpired: Scalars['Boolean']['output'];
  /** Minimum tokenOut guaranteed after slippage. */
  minReceiveAmount?: Maybe<Scalars['Decimal']['output']>;
  /** USD value of minReceiveAmount. */
  minReceiveAmountUsd?: Maybe<Scalars['Float']['output']>;
  /** Amount sent on chainIn, in token units. */
  payAmount: Scalars['Decimal']['output'];
  /** USD value of payAmount. */
  payAmountUsd: Scalars['Float']['output'];
  /** Routing rules applied after the bridge. */
  postBridgeData?: Maybe<PostBridgeData>;
  /** Promotion applied, if any. */
  promotion?: Maybe<Promotion>;
  /** Unique id; commit the quote with it. It is also the commitment id. */
  quoteId: Scalars['ID']['output'];
  /** Amount delivered on chainOut, in token units. */
  receiveAmount: Scalars['Decimal']['output'];
  /** USD value of receiveAmount. */
  receiveAmountUsd: Scalars['Float']['output'];
  /** Receiving address on chainOut. */
  recipient: Scalars['String']['output'];
  /** Delivery speed class. */
  speed?: Maybe<Speed>;
  /** Calldata to execute this quote's swap (InvalidCommitmentType for a plain bridge). */
  swapCalldata?: Maybe<SwapCalldataResult>;
  /** Token sent on chainIn. */
  tokenIn: Scalars['String']['output'];
  /** Token received on chainOut. */
  tokenOut: Scalars['String']['output'];
  /** tokenIn price in USD. */
  usdPriceTokenIn?: Maybe<Scalars['Float']['output']>;
  /** tokenOut price in USD. */
  usdPriceTokenOut?: Maybe<Scalars['Float']['output']>;
  /** Where the upstream sends this transfer's events. */
  webhookUrl?: Maybe<Scalars['String']['output']>;
};


/** A bridge+swap quote: tokenIn on chainIn becomes tokenOut on chainOut. */
export type BridgeSwapQuoteDepositPlanArgs = {
  owner?: InputMaybe<Scalars['String']['input']>;
};

/** A bridge transfer with a swap: tokenIn on chainIn becomes tokenOut on chainOut. */
export type BridgeSwapTransaction = Transaction & {
  __typename?: 'BridgeSwapTransaction';
  /** Value sent on chainIn, in token units. */
  amountIn: Scalars['Decimal']['output'];
  /** USD value of amountIn. */
  amountInUsd: Scalars['Float']['output'];
  /** Native gas token delivered to the recipient (gas boost). */
  amountNative?: Maybe<Scalars['Decimal']['output']>;
  /** USD value of amountNative. */
  amountNativeUsd?: Maybe<Scalars['Float']['output']>;
  /** Value sent on chainOut, in token units. */
  amountOut: Scalars['Decimal']['output'];
  /** USD value of amountOut. */
  amountOutUsd: Scalars['Float']['output'];
  /** When the transfer was cancelled (CANCELLED). */
  cancelledAt?: Maybe<Scalars['DateTime']['output']>;
  /** Source chain. */
  chainIn: Scalars['String']['output'];
  /** Destination chain. */
  chainOut: Scalars['String']['output'];
  /** When the quote was committed. */
  commitmentDate: Scalars['DateTime']['output'];
  /** When the quote was created. */
  createdAt: Scalars['DateTime']['output'];
  /** When the deposit was recorded. */
  depositCommittedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the deposit reached the required confirmations. */
  depositConfirmedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the deposit was first seen on chainIn. */
  depositDiscoveredAt?: Maybe<Scalars['DateTime']['output']>;
  /** Deposit transaction hash on chainIn. */
  depositTxHash?: Maybe<Scalars['String']['output']>;
  /** The deposit on chainIn's block explorer; null until there is a deposit hash, or when chainIn names no explorer. */
  depositTxUrl?: Maybe<Scalars['String']['output']>;
  /** Address on chainIn that sent the tokens. */
  depositor: Scalars['String']['output'];
  /** Expected duration in milliseconds. */
  estimatedDuration?: Maybe<Scalars['Float']['output']>;
  /** When the deposit is expected to be confirmed. */
  expectedDepositConfirmedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Block at which confirmations are expected. */
  expectedDepositConfirmedAtBlock?: Maybe<Scalars['Int']['output']>;
  /** When the transfer failed (FAILED). */
  failedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Fees charged to the end customer. */
  fees: Fees;
  /** Credits used from the integrator's subscription tier. */
  flowCredits?: Maybe<Scalars['Float']['output']>;
  /** Record id (the upstream's _id; the same as the quote id). */
  id: Scalars['ID']['output'];
  /** Whether the swap and bridge run atomically. */
  isAtomicSwap?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the deposit has the required confirmations. */
  isConfirmed?: Maybe<Scalars['Boolean']['output']>;
  /** Minimum tokenOut guaranteed after slippage. */
  minAmountOut: Scalars['Decimal']['output'];
  /** USD value of minAmountOut. */
  minAmountOutUsd: Scalars['Float']['output'];
  /** Which side the quoted amount named. */
  mode?: Maybe<TransferMode>;
  /** Routing rules applied after the bridge. */
  postBridgeData?: Maybe<PostBridgeData>;
  /** The swap on chainOut after the bridge (null when there is none or it does not read; see postSwapRaw). */
  postSwap?: Maybe<SwapLeg>;
  /**
   * The swap on chainOut as the upstream sent it.
   * @deprecated Use postSwap (typed SwapLeg); this is the JSON postSwap used to be.
   */
  postSwapRaw?: Maybe<Scalars['JSON']['output']>;
  /** The swap on chainIn before the bridge (null when there is none or it does not read; see preSwapRaw). */
  preSwap?: Maybe<SwapLeg>;
  /** When the pre-swap was recorded. */
  preSwapCommittedAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * The swap on chainIn as the upstream sent it.
   * @deprecated Use preSwap (typed SwapLeg); this is the JSON preSwap used to be.
   */
  preSwapRaw?: Maybe<Scalars['JSON']['output']>;
  /** Swap on chainIn before bridging. */
  preSwapTxHash?: Maybe<Scalars['String']['output']>;
  /** The state exactly as the upstream wrote it. */
  rawState: Scalars['String']['output'];
  /** Address on chainOut that receives the tokens. */
  recipient: Scalars['String']['output'];
  /** The refund, when the state carries one (e.g. SWAP_FAILED_REFUNDED); null otherwise. */
  refund?: Maybe<TransferRefund>;
  /** Delivery speed class. */
  speed?: Maybe<Speed>;
  /** Fees the integrator paid on the end customer's behalf. */
  sponsoredFees: Fees;
  /** Where the transfer is. */
  state: TransactionState;
  /** Calldata to execute the swap of this commitment (the record id is the commitment id). */
  swapCalldata: SwapCalldataResult;
  /** Token sent on chainIn. */
  tokenIn: Scalars['String']['output'];
  /** Token received on chainOut. */
  tokenOut: Scalars['String']['output'];
  /** tokenIn price in USD when the quote was created. */
  usdPriceTokenIn: Scalars['Float']['output'];
  /** tokenOut price in USD when the quote was created. */
  usdPriceTokenOut: Scalars['Float']['output'];
  /** The project the transaction belongs to. */
  userId: Scalars['String']['output'];
  /** When the withdrawal was recorded. */
  withdrawCommittedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Withdrawal transaction hash on chainOut. */
  withdrawTxHash?: Maybe<Scalars['String']['output']>;
  /** The withdrawal on chainOut's block explorer; null until there is a withdrawal hash, or when chainOut names no explorer. */
  withdrawTxUrl?: Maybe<Scalars['String']['output']>;
};

/** A plain bridge transfer: the same token on both chains. */
export type BridgeTransaction = Transaction & {
  __typename?: 'BridgeTransaction';
  /** Value sent on chainIn, in token units. */
  amountIn: Scalars['Decimal']['output'];
  /** USD value of amountIn. */
  amountInUsd: Scalars['Float']['output'];
  /** Native gas token delivered to the recipient (gas boost). */
  amountNative?: Maybe<Scalars['Decimal']['output']>;
  /** USD value of amountNative. */
  amountNativeUsd?: Maybe<Scalars['Float']['output']>;
  /** Value sent on chainOut, in token units. */
  amountOut: Scalars['Decimal']['output'];
  /** USD value of amountOut. */
  amountOutUsd: Scalars['Float']['output'];
  /** When the transfer was cancelled (CANCELLED). */
  cancelledAt?: Maybe<Scalars['DateTime']['output']>;
  /** Source chain. */
  chainIn: Scalars['String']['output'];
  /** Destination chain. */
  chainOut: Scalars['String']['output'];
  /** When the quote was committed. */
  commitmentDate: Scalars['DateTime']['output'];
  /** When the quote was created. */
  createdAt: Scalars['DateTime']['output'];
  /** When the deposit was recorded. */
  depositCommittedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the deposit reached the required confirmations. */
  depositConfirmedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the deposit was first seen on chainIn. */
  depositDiscoveredAt?: Maybe<Scalars['DateTime']['output']>;
  /** Deposit transaction hash on chainIn. */
  depositTxHash?: Maybe<Scalars['String']['output']>;
  /** The deposit on chainIn's block explorer; null until there is a deposit hash, or when chainIn names no explorer. */
  depositTxUrl?: Maybe<Scalars['String']['output']>;
  /** Address on chainIn that sent the tokens. */
  depositor: Scalars['String']['output'];
  /** Expected duration in milliseconds. */
  estimatedDuration?: Maybe<Scalars['Float']['output']>;
  /** When the deposit is expected to be confirmed. */
  expectedDepositConfirmedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Block at which confirmations are expected. */
  expectedDepositConfirmedAtBlock?: Maybe<Scalars['Int']['output']>;
  /** When the transfer failed (FAILED). */
  failedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Fees charged to the end customer. */
  fees: Fees;
  /** Credits used from the integrator's subscription tier. */
  flowCredits?: Maybe<Scalars['Float']['output']>;
  /** Record id (the upstream's _id; the same as the quote id). */
  id: Scalars['ID']['output'];
  /** Whether the deposit has the required confirmations. */
  isConfirmed?: Maybe<Scalars['Boolean']['output']>;
  /** Routing rules applied after the bridge. */
  postBridgeData?: Maybe<PostBridgeData>;
  /** When the pre-swap was recorded. */
  preSwapCommittedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Swap on chainIn before bridging. */
  preSwapTxHash?: Maybe<Scalars['String']['output']>;
  /** The state exactly as the upstream wrote it. */
  rawState: Scalars['String']['output'];
  /** Address on chainOut that receives the tokens. */
  recipient: Scalars['String']['output'];
  /** The refund, when the state carries one (e.g. SWAP_FAILED_REFUNDED); null otherwise. */
  refund?: Maybe<TransferRefund>;
  /** Delivery speed class. */
  speed?: Maybe<Speed>;
  /** Fees the integrator paid on the end customer's behalf. */
  sponsoredFees: Fees;
  /** Where the transfer is. */
  state: TransactionState;
  /** Asset bridged. */
  token: Scalars['String']['output'];
  /** Token price in USD when the quote was created. */
  usdPrice: Scalars['Float']['output'];
  /** The project the transaction belongs to. */
  userId: Scalars['String']['output'];
  /** When the withdrawal was recorded. */
  withdrawCommittedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Withdrawal transaction hash on chainOut. */
  withdrawTxHash?: Maybe<Scalars['String']['output']>;
  /** The withdrawal on chainOut's block explorer; null until there is a withdrawal hash, or when chainOut names no explorer. */
  withdrawTxUrl?: Maybe<Scalars['String']['output']>;
};

/** The cancelled transfer's record, or why it was not cancelled. */
export type CancelTransactionResult = BridgeSwapTransaction | BridgeTransaction | CannotCancelBridge | DepositAddressBridgeTransaction | HistoryNotFound | InvalidInput | InvalidRequest | OtherTransaction | UpstreamError;

/** The transfer can no longer be cancelled (its deposit was already seen, or it has ended). */
export type CannotCancelBridge = Error & {
  __typename?: 'CannotCancelBridge';
  /** What went wrong, for people. */
  message: Scalars['String']['output'];
};

/** A chain the bridge supports, with its tokens (GET /bridge/configs, cached). */
export type Chain = {
  __typename?: 'Chain';
  /** Average seconds between blocks. */
  avgBlockTime?: Maybe<Scalars['Float']['output']>;
  /** Block explorer URL. */
  blockExplorer?: Maybe<Scalars['String']['output']>;
  /** The EVM network id as a number (1, 8453, ...); null for other chain types. */
  chainId?: Maybe<Scalars['Int']['output']>;
  /** Blocks a deposit needs. */
  confirmationBlocks?: Maybe<Scalars['Int']['output']>;
  /** The bridge contract deposits are sent to (and an ERC-20 deposit approves); null when the configs name none. */
  contractAddress?: Maybe<Scalars['String']['output']>;
  /** Human-readable name. */
  displayName: Scalars['String']['output'];
  /** Whether smart deposit addresses exist on this chain. */
  enabledDepositAddress?: Maybe<Scalars['Boolean']['output']>;
  /** Whether amountNative may be asked for. */
  gasBoostEnabled?: Maybe<Scalars['Boolean']['output']>;
  /** The chain's identifier as quotes name it, e.g. ETHEREUM. */
  name: Scalars['String']['output'];
  /** Decimal places of the gas token (amountNative). */
  nativeTokenDecimals: Scalars['Int']['output'];
  /** The gas token, e.g. ETH. */
  nativeTokenName: Scalars['String']['output'];
  /** The network's id (e.g. the EVM chain id). */
  networkId: Scalars['String']['output'];
  /** The vendor's public JSON-RPC URL of the chain, for a wallet. The gateway's own RPC for preflights (CHAIN_RPC_URLS) is never shown: such URLs carry API keys. */
  rpcUrl?: Maybe<Scalars['String']['output']>;
  /** enabled or disabled. */
  status: Scalars['String']['output'];
  /** Why the chain is disabled, if it is. */
  statusReason?: Maybe<Scalars['String']['output']>;
  /** Tokens the bridge moves on this chain. */
  tokens: Array<Token>;
  /** Chain family, e.g. EVM, SOL, STK. */
  type: Scalars['String']['output'];
};

/** Chain-specific metadata of a smart deposit address. */
export type ChainMetadata = OtherChainMetadata | StellarChainMetadata;

/** The commitment, or why the quote could not be committed. */
export type CommitQuoteResult = InvalidInput | InvalidRequest | QuoteCommitment | QuoteExpired | QuoteNotFound | TooManyRequests | UpstreamError;

/** No commitment has this id. */
export type CommitmentNotFound = Error & {
  __typename?: 'CommitmentNotFound';
  /** The commitment id that was looked up. */
  id: Scalars['String']['output'];
  /** What went wrong, for people. */
  message: Scalars['String']['output'];
};

/** The address's completed refunds, or why they are not available. */
export type CompletedRefundsResult = DepositAddressNotFound | EndpointDisabled | InvalidInput | RefundList | UpstreamError;

/** A smart deposit address per deposit chain, all forwarding to one destination. */
export type CreateDepositAddressInput = {
  /** A note to find the address by (at most 80 characters). */
  addressNote?: InputMaybe<Scalars['String']['input']>;
  /** With tokenOut: bridge a deposit as is when it cannot be swapped. */
  bridgeIfNotSwappable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Always create a new address instead of reusing a matching one (default false). */
  createNew?: InputMaybe<Scalars['Boolean']['input']>;
  /** Chains to get an address on, e.g. [ETHEREUM, BASE]. */
  depositChains: Array<Scalars['String']['input']>;
  /** Address deposits are delivered to. */
  destinationAddress: Scalars['String']['input'];
  /** Chain deposits are bridged to. */
  destinationChain: Scalars['String']['input'];
  /** Routing rules applied after the bridge. */
  postBridgeData?: InputMaybe<PostBridgeDataInput>;
  /** Where deposits that cannot be bridged are refunded. */
  refundAddress?: InputMaybe<Scalars['String']['input']>;
  /** Token delivered on the destination chain (deposits are swapped to it). */
  tokenOut?: InputMaybe<Scalars['String']['input']>;
  /** Receives the address's events; defaults to this gateway's receiver when it has a public URL. */
  webhookUrl?: InputMaybe<Scalars['String']['input']>;
};

/** The new (or reused) addresses, or why there are none. */
export type CreateDepositAddressResult = DepositAddressChainsNotSupported | DepositAddressesCreated | EndpointDisabled | InvalidInput | InvalidRequest | TooManyRequests | UpstreamError;

/** The quote, or why there is none. */
export type CreateQuoteResult = BridgeQuote | BridgeSwapQuote | DepositAddressBridgeQuote | DepositLimitReached | GasBoostGreaterThanReceiveAmount | InvalidInput | InvalidRequest | NegativeReceiveAmount | NoRouteFound | OtherQuote | SameChainSwapNotAvailable | SdaDepositBelowMinimum | SdaDepositLimitExceeded | SwapLimitReached | TooManyRequests | UpstreamError | WithdrawLimitReached;

/** A smart deposit address (SDA) on a chain: its status and completed refunds. */
export type DepositAddress = {
  __typename?: 'DepositAddress';
  /** The smart deposit address. */
  address: Scalars['String']['output'];
  /** The chain it receives deposits on. */
  chain: Scalars['String']['output'];
  /** Refunds completed for deposits to the address. */
  completedRefunds: CompletedRefundsResult;
  /** Transfers made from deposits to this address, a page at a time (first: default 20, at most 100). Rejected or failed deposits, which never became transfers, are not listed. */
  history: TransactionConnection;
  /** Configuration and state of the address. */
  status: DepositAddressStatusResult;
  /** Tokens the address accepts for its destination (the vendor's public supported-tokens list, cached), with decimals from the configs. */
  supportedTokens: Array<Token>;
};


/** A smart deposit address (SDA) on a chain: its status and completed refunds. */
export type DepositAddressHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** The address was reactivated. */
export type DepositAddressActivated = {
  __typename?: 'DepositAddressActivated';
  /** What the vendor answered (true once active). */
  activated: Scalars['Boolean']['output'];
  /** The address. */
  depositAddress: DepositAddress;
};

/** The smart deposit address is already active. */
export type DepositAddressAlreadyActive = Error & {
  __typename?: 'DepositAddressAlreadyActive';
  /** What went wrong, for people. */
  message: Scalars['String']['output'];
};

/** A quote for a smart-deposit-address transfer (the answer for isSda: true). */
export type DepositAddressBridgeQuote = Quote & {
  __typename?: 'DepositAddressBridgeQuote';
  /** Source chain. */
  chainIn: Scalars['String']['output'];
  /** Destination chain. */
  chainOut: Scalars['String']['output'];
  /** The deposit that starts this transfer once the quote is committed: approval and deposit, ready to sign. */
  depositPlan: DepositPlanResult;
  /** Sending address on chainIn. */
  depositor: Scalars['String']['output'];
  /** Expected duration in milliseconds. */
  estimatedDuration?: Maybe<Scalars['Float']['output']>;
  /** After this time, committing the quote fails. */
  expiresAt: Scalars['DateTime']['output'];
  /** Fees charged and sponsored. */
  fees: QuoteFees;
  /** Credits this transfer uses from the subscription tier. */
  flowCredits?: Maybe<Scalars['Float']['output']>;
  /** Gas boost delivered on chainOut, if asked for. */
  gasBoost?: Maybe<GasBoost>;
  /** Whether expiresAt has passed (as of this response). */
  isExpired: Scalars['Boolean']['output'];
  /** Amount sent on chainIn, in token units. */
  payAmount: Scalars['Decimal']['output'];
  /** USD value of payAmount. */
  payAmountUsd: Scalars['Float']['output'];
  /** Routing rules applied after the bridge. */
  postBridgeData?: Maybe<PostBridgeData>;
  /** Promotion applied, if any. */
  promotion?: Maybe<Promotion>;
  /** Unique id; commit the quote with it. It is also the commitment id. */
  quoteId: Scalars['ID']['output'];
  /** Amount delivered on chainOut, in token units. */
  receiveAmount: Scalars['Decimal']['output'];
  /** USD value of receiveAmount. */
  receiveAmountUsd: Scalars['Float']['output'];
  /** Receiving address on chainOut. */
  recipient: Scalars['String']['output'];
  /** Delivery speed class. */
  speed?: Maybe<Speed>;
  /** Calldata to execute this quote's swap (InvalidCommitmentType for a plain bridge). */
  swapCalldata?: Maybe<SwapCalldataResult>;
  /** Asset deposited to the address. */
  token: Scalars['String']['output'];
  /** Where the upstream sends this transfer's events. */
  webhookUrl?: Maybe<Scalars['String']['output']>;
};


/** A quote for a smart-deposit-address transfer (the answer for isSda: true). */
export type DepositAddressBridgeQuoteDepositPlanArgs = {
  owner?: InputMaybe<Scalars['String']['input']>;
};

/** A transfer started by a deposit to a smart deposit address. */
export type DepositAddressBridgeTransaction = Transaction & {
  __typename?: 'DepositAddressBridgeTransaction';
  /** Value sent on chainIn, in token units. */
  amountIn: Scalars['Decimal']['output'];
  /** USD value of amountIn. */
  amountInUsd: Scalars['Float']['output'];
  /** Native gas token delivered to the recipient (gas boost). */
  amountNative?: Maybe<Scalars['Decimal']['output']>;
  /** USD value of amountNative. */
  amountNativeUsd?: Maybe<Scalars['Float']['output']>;
  /** Value sent on chainOut, in token units. */
  amountOut: Scalars['Decimal']['output'];
  /** USD value of amountOut. */
  amountOutUsd: Scalars['Float']['output'];
  /** When the transfer was cancelled (CANCELLED). */
  cancelledAt?: Maybe<Scalars['DateTime']['output']>;
  /** Source chain. */
  chainIn: Scalars['String']['output'];
  /** Destination chain. */
  chainOut: Scalars['String']['output'];
  /** When the quote was committed. */
  commitmentDate: Scalars['DateTime']['output'];
  /** When the quote was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The smart deposit address that received the deposit. */
  depositAddress?: Maybe<Scalars['String']['output']>;
  /** When the deposit was recorded. */
  depositCommittedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the deposit reached the required confirmations. */
  depositConfirmedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the deposit was first seen on chainIn. */
  depositDiscoveredAt?: Maybe<Scalars['DateTime']['output']>;
  /** Deposit transaction hash on chainIn. */
  depositTxHash?: Maybe<Scalars['String']['output']>;
  /** The deposit on chainIn's block explorer; null until there is a deposit hash, or when chainIn names no explorer. */
  depositTxUrl?: Maybe<Scalars['String']['output']>;
  /** Address on chainIn that sent the tokens. */
  depositor: Scalars['String']['output'];
  /** Expected duration in milliseconds. */
  estimatedDuration?: Maybe<Scalars['Float']['output']>;
  /** When the deposit is expected to be confirmed. */
  expectedDepositConfirmedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Block at which confirmations are expected. */
  expectedDepositConfirmedAtBlock?: Maybe<Scalars['Int']['output']>;
  /** When the transfer failed (FAILED). */
  failedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Fees charged to the end customer. */
  fees: Fees;
  /** Credits used from the integrator's subscription tier. */
  flowCredits?: Maybe<Scalars['Float']['output']>;
  /** Record id (the upstream's _id; the same as the quote id). */
  id: Scalars['ID']['output'];
  /** Whether the deposit has the required confirmations. */
  isConfirmed?: Maybe<Scalars['Boolean']['output']>;
  /** Routing rules applied after the bridge. */
  postBridgeData?: Maybe<PostBridgeData>;
  /** When the pre-swap was recorded. */
  preSwapCommittedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Swap on chainIn before bridging. */
  preSwapTxHash?: Maybe<Scalars['String']['output']>;
  /** The state exactly as the upstream wrote it. */
  rawState: Scalars['String']['output'];
  /** Address on chainOut that receives the tokens. */
  recipient: Scalars['String']['output'];
  /** The refund, when the state carries one (e.g. SWAP_FAILED_REFUNDED); null otherwise. */
  refund?: Maybe<TransferRefund>;
  /** Delivery speed class. */
  speed?: Maybe<Speed>;
  /** Fees the integrator paid on the end customer's behalf. */
  sponsoredFees: Fees;
  /** Where the transfer is. */
  state: TransactionState;
  /** Token deposited to the address. */
  token: Scalars['String']['output'];
  /** Token delivered on chainOut when the address swaps (null: the same token). */
  tokenOut?: Maybe<Scalars['String']['output']>;
  /** Token price in USD when the transfer was priced. */
  usdPrice: Scalars['Float']['output'];
  /** The project the transaction belongs to. */
  userId: Scalars['String']['output'];
  /** When the withdrawal was recorded. */
  withdrawCommittedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Withdrawal transaction hash on chainOut. */
  withdrawTxHash?: Maybe<Scalars['String']['output']>;
  /** The withdrawal on chainOut's block explorer; null until there is a withdrawal hash, or when chainOut names no explorer. */
  withdrawTxUrl?: Maybe<Scalars['String']['output']>;
};

/** Smart deposit addresses are not available on these chains. */
export type DepositAddressChainsNotSupported = Error & {
  __typename?: 'DepositAddressChainsNotSupported';
  /** The chains that are not supported. */
  chains: Array<Scalars['String']['output']>;
  /** What went wrong, for people. */
  message: Scalars['String']['output'];
};

/** The smart deposit address is not known on that chain. */
export type DepositAddressNotFound = Error & {
  __typename?: 'DepositAddressNotFound';
  /** The addresses that were not found. */
  addresses: Array<Scalars['String']['output']>;
  /** What went wrong, for people. */
  message: Scalars['String']['output'];
};

/** Which of the project's smart deposit addresses to list; every given field must match. */
export type DepositAddressSearch = {
  /** The note given at creation (at most 80 characters). */
  addressNote?: InputMaybe<Scalars['String']['input']>;
  /** Chain the address receives deposits on. */
  depositChain?: InputMaybe<Scalars['String']['input']>;
  /** Address deposits are delivered to. */
  destinationAddress?: InputMaybe<Scalars['String']['input']>;
  /** Chain deposits are bridged to. */
  destinationChain?: InputMaybe<Scalars['String']['input']>;
};

/** Configuration and state of a smart deposit address. */
export type DepositAddressStatus = {
  __typename?: 'DepositAddressStatus';
  /** A note on the address (at most 80 characters). */
  addressNote?: Maybe<Scalars['String']['output']>;
  /** Bridge the token as is when it cannot be swapped. */
  bridgeIfNotSwappable?: Maybe<Scalars['Boolean']['output']>;
  /** Chain-specific metadata (Stellar: the base address and memo id the muxed address resolves to). */
  chainMetadata?: Maybe<ChainMetadata>;
  /** The smart deposit address. */
  depositAddress: Scalars['String']['output'];
  /** Chain the address receives deposits on. */
  depositChain: Scalars['String']['output'];
  /** Address deposits are delivered to (visible to secret keys only). */
  destinationAddress?: Maybe<Scalars['String']['output']>;
  /** Chain deposits are bridged to. */
  destinationChain: Scalars['String']['output'];
  /** Whether the address currently forwards deposits. */
  isActive: Scalars['Boolean']['output'];
  /** Routing rules applied after the bridge. */
  postBridgeData?: Maybe<PostBridgeData>;
  /** The status as the upstream sent it. */
  raw: Scalars['JSON']['output'];
  /** Where rejected deposits are refunded. */
  refundAddress?: Maybe<Scalars['String']['output']>;
  /** Tokens the address accepts. */
  supportedTokens: Array<SupportedToken>;
  /** Token delivered on the destination chain. */
  tokenOut?: Maybe<Scalars['String']['output']>;
};

/** The address's status, or why it is not available. */
export type DepositAddressStatusResult = DepositAddressNotFound | DepositAddressStatus | EndpointDisabled | InvalidInput | UpstreamError;

/** The smart deposit addresses, one per requested chain (reused ones included). */
export type DepositAddressesCreated = {
  __typename?: 'DepositAddressesCreated';
  /** The addresses. */
  addresses: Array<DepositAddress>;
};

/** The amount paid exceeds what may be deposited on chainIn. */
export type DepositLimitReached = Error & {
  __typename?: 'DepositLimitReached';
  /** Chain of the deposit. */
  chain: Scalars['String']['output'];
  /** The most that may be deposited, in token units. */
  maxDepositAmount: Scalars['Decimal']['output'];
  /** USD value of maxDepositAmount. */
  maxDepositAmountUsd?: Maybe<Scalars['Float']['output']>;
  /** What went wrong, for people. */
  message: Scalars['String']['output'];
  /** The amount that would have been paid. */
  payAmount: Scalars['Decimal']['output'];
  /** USD value of payAmount. */
  payAmountUsd?: Maybe<Scalars['Float']['output']>;
  /** Token deposited. */
  token: Scalars['String']['output'];
};

/** The gateway plans deposits on EVM chains only (and not for smart deposit addresses, which are paid by a plain transfer to the address). */
export type DepositNotSupported = Error & {
  __typename?: 'DepositNotSupported';
  /** The source chain's type, e.g. SOL or TRON. */
  chainType: Scalars['String']['output'];
  /** What went wrong, for people. */
  message: Scalars['String']['output'];
};

/** The deposit that starts a transfer, as transactions to sign: the approval (if any), then the deposit. */
export type DepositPlan = {
  __typename?: 'DepositPlan';
  /** The pay amount, in token units. */
  amount: Scalars['Decimal']['output'];
  /** The pay amount in the token's base units (amount x 10^decimals, exact), as the contract gets it. */
  amountBaseUnits: Scalars['String']['output'];
  /** ERC-20 approve(spender, amount), to send first; null for the native token or when the preflight shows enough allowance. */
  approval?: Maybe<EvmTransactionRequest>;
  /** The source chain (chainIn). */
  chain: Chain;
  /** depositWithId(token, amount, commitmentId), depositNativeWithId(commitmentId) with the amount as value, or the upstream's calldata for a same-chain swap. */
  deposit: EvmTransactionRequest;
  /** Allowance and balances of `owner`; null without an owner, or when the chain's RPC is not configured or does not answer. */
  preflight?: Maybe<DepositPreflight>;
  /** The quote (commitment) id the deposit carries. */
  quoteId: Scalars['ID']['output'];
  /** The contract the deposit goes to and the approval names: the chain's bridge contract, or its same-chain-swaps contract. */
  spender: Scalars['String']['output'];
  /** The token deposited. */
  token: Token;
};

/** The deposit plan, or why there is none. */
export type DepositPlanResult = CommitmentNotFound | DepositNotSupported | DepositPlan | HistoryNotFound | InvalidCommitmentType | InvalidInput | InvalidRequest | TransferNotPending | UpstreamError;

/** The owner's allowance and balances on the source chain, read from its JSON-RPC for this answer. */
export type DepositPreflight = {
  __typename?: 'DepositPreflight';
  /** What the spender may take of the token, in base units (0 for the native token, which needs no approval). */
  allowance: Scalars['String']['output'];
  /** Whether the approval must be sent before the deposit (allowance below the amount). */
  approvalNeeded: Scalars['Boolean']['output'];
  /** The owner's balance of the chain's native token (gas), in wei. */
  nativeBalance: Scalars['String']['output'];
  /** The address the reads are for (checksummed). */
  owner: Scalars['String']['output'];
  /** Whether the token balance covers the amount (gas not counted). */
  sufficientBalance: Scalars['Boolean']['output'];
  /** The owner's balance of the token, in base units (the native balance for the native token). */
  tokenBalance: Scalars['String']['output'];
};

/** The upstream has this endpoint switched off for the project. */
export type EndpointDisabled = Error & {
  __typename?: 'EndpointDisabled';
  /** What went wrong, for people. */
  message: Scalars['String']['output'];
};

/** An expected failure, returned as data in a result union. */
export type Error = {
  /** What went wrong, for people. */
  message: Scalars['String']['output'];
};

/** An EVM transaction for the wallet to sign and send as is (eth_sendTransaction's fields). */
export type EvmTransactionRequest = {
  __typename?: 'EvmTransactionRequest';
  /** The network to send it on (switch the wallet to it first). */
  chainId: Scalars['Int']['output'];
  /** The calldata, hex. */
  data: Scalars['String']['output'];
  /** The chain's gas estimate, in gas units (decimal string): on the deposit, when an owner was given, the RPC answered and no approval is pending; else null (let the wallet estimate). */
  gas?: Maybe<Scalars['String']['output']>;
  /** The contract called. */
  to: Scalars['String']['output'];
  /** Native value sent, in wei (decimal string). */
  value: Scalars['String']['output'];
};

/** Post-bridge routing that moves the funds into a vault (`extended`). */
export type ExtendedPostBridgeData = {
  __typename?: 'ExtendedPostBridgeData';
  /** The upstream's _tag of the variant. */
  tag: Scalars['String']['output'];
  /** The vault the funds go into. */
  vaultId: Scalars['Int']['output'];
};

/** Move the funds into a vault after the bridge. */
export type ExtendedPostBridgeDataInput = {
  /** The vault the funds go into. */
  vaultId: Scalars['Int']['input'];
};

/** The ten fee fields: each cost in token units and in USD. */
export type FeeBreakdown = {
  /** Total cost, in the token. */
  fee: Scalars['Decimal']['output'];
  /** Total cost in USD. */
  feeUsd: Scalars['Float']['output'];
  /** Cost on chainOut charged to the end customer; zero when the integrator sponsors it. */
  gasFee: Scalars['Decimal']['output'];
  /** USD value of gasFee. */
  gasFeeUsd: Scalars['Float']['output'];
  /** Fee from the percentage-based surcharge, in the token. */
  percentageFee: Scalars['Decimal']['output'];
  /** USD value of percentageFee. */
  percentageFeeUsd: Scalars['Float']['output'];
  /** Fee from the dollar-based surcharge, in the token. */
  platformFee: Scalars['Decimal']['output'];
  /** USD value of platformFee. */
  platformFeeUsd: Scalars['Float']['output'];
  /** Cost on chainIn to sweep received tokens; relevant only for smart deposit addresses. */
  sourceGasFee: Scalars['Decimal']['output'];
  /** USD value of sourceGasFee. */
  sourceGasFeeUsd: Scalars['Float']['output'];
};

/** Fees in token units and USD: what the end customer pays, or what the integrator sponsors. */
export type Fees = FeeBreakdown & {
  __typename?: 'Fees';
  /** Total cost, in the token. */
  fee: Scalars['Decimal']['output'];
  /** Total cost in USD. */
  feeUsd: Scalars['Float']['output'];
  /** Cost on chainOut charged to the end customer; zero when the integrator sponsors it. */
  gasFee: Scalars['Decimal']['output'];
  /** USD value of gasFee. */
  gasFeeUsd: Scalars['Float']['output'];
  /** Fee from the percentage-based surcharge, in the token. */
  percentageFee: Scalars['Decimal']['output'];
  /** USD value of percentageFee. */
  percentageFeeUsd: Scalars['Float']['output'];
  /** Fee from the dollar-based surcharge, in the token. */
  platformFee: Scalars['Decimal']['output'];
  /** USD value of platformFee. */
  platformFeeUsd: Scalars['Float']['output'];
  /** Cost on chainIn to sweep received tokens; relevant only for smart deposit addresses. */
  sourceGasFee: Scalars['Decimal']['output'];
  /** USD value of sourceGasFee. */
  sourceGasFeeUsd: Scalars['Float']['output'];
};

/** Native gas token delivered to the recipient on chainOut. */
export type GasBoost = {
  __typename?: 'GasBoost';
  /** Native token delivered on chainOut. */
  amountNative: Scalars['Decimal']['output'];
  /** What it costs, in the token sent. */
  amountNativeTokenCost: Scalars['Decimal']['output'];
  /** USD value of amountNative. */
  amountNativeUsd: Scalars['Float']['output'];
};

/** The gas boost (amountNative) costs more than the amount received. */
export type GasBoostGreaterThanReceiveAmount = Error & {
  __typename?: 'GasBoostGreaterThanReceiveAmount';
  /** What the gas boost costs, in the token sent. */
  amountNativeTokenCost: Scalars['Decimal']['output'];
  /** What went wrong, for people. */
  message: Scalars['String']['output'];
  /** The amount that would be received. */
  receiveAmount: Scalars['Decimal']['output'];
};

/** No transfer of the project has this id or hash (yet: a quote not committed, a deposit not seen): the one not-found answer of every lookup of a transfer (by id, by deposit or withdrawal hash, cancel). A malformed id or hash is InvalidInput; any other refusal of the upstream keeps its own type and message. */
export type HistoryNotFound = Error & {
  __typename?: 'HistoryNotFound';
  /** The id or hash that was looked up. */
  id: Scalars['String']['output'];
  /** What went wrong, for people. */
  message: Scalars['String']['output'];
};

/** One problem with the input. */
export type InputIssue = {
  __typename?: 'InputIssue';
  /** What is wrong there. */
  message: Scalars['String']['output'];
  /** Where the problem is, e.g. ["input", "chainIn"]. */
  path: Array<Scalars['String']['output']>;
};

/** The commitment is not a bridge+swap, so it has no swap calldata. */
export type InvalidCommitmentType = Error & {
  __typename?: 'InvalidCommitmentType';
  /** What went wrong, for people. */
  message: Scalars['String']['output'];
};

/** The input broke the API's rules; every problem is listed. */
export type InvalidInput = Error & {
  __typename?: 'InvalidInput';
  /** Each problem and where it is. */
  issues: Array<InputIssue>;
  /** What went wrong, for people. */
  message: Scalars['String']['output'];
};

/** The upstream refused the request (e.g. a malformed hash, a chain it does not serve); the message is the upstream's own. */
export type InvalidRequest = Error & {
  __typename?: 'InvalidRequest';
  /** What went wrong, for people. */
  message: Scalars['String']['output'];
};

/** Post-bridge routing: Deposit to Maple (`mapledeposit`). */
export type MapleDepositPostBridgeData = {
  __typename?: 'MapleDepositPostBridgeData';
  /** The upstream's _tag of the variant. */
  tag: Scalars['String']['output'];
};

/** Quote and commit cross-chain transfers. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Reactivates an inactive smart deposit address. */
  activateDepositAddress: ActivateDepositAddressResult;
  /** Cancels a committed transfer whose deposit has not been seen yet. */
  cancelTransaction: CancelTransactionResult;
  /** Commits a quote before it expires; the transfer then waits for the deposit. */
  commitQuote: CommitQuoteResult;
  /** Creates (or reuses) a smart deposit address on each deposit chain, forwarding to one destination. */
  createDepositAddress: CreateDepositAddressResult;
  /** Prices a bridge (tokenIn = tokenOut) or bridge+swap transfer. */
  createQuote: CreateQuoteResult;
};


/** Quote and commit cross-chain transfers. */
export type MutationActivateDepositAddressArgs = {
  address: Scalars['String']['input'];
  chain: Scalars['String']['input'];
};


/** Quote and commit cross-chain transfers. */
export type MutationCancelTransactionArgs = {
  id: Scalars['ID']['input'];
};


/** Quote and commit cross-chain transfers. */
export type MutationCommitQuoteArgs = {
  quoteId: Scalars['ID']['input'];
};


/** Quote and commit cross-chain transfers. */
export type MutationCreateDepositAddressArgs = {
  input: CreateDepositAddressInput;
};


/** Quote and commit cross-chain transfers. */
export type MutationCreateQuoteArgs = {
  input: QuoteInput;
};

/** The fees exceed the amount: nothing would be received. */
export type NegativeReceiveAmount = Error & {
  __typename?: 'NegativeReceiveAmount';
  /** What went wrong, for people. */
  message: Scalars['String']['output'];
  /** The (negative) amount that would be received. */
  receiveAmount: Scalars['Decimal']['output'];
};

/** No route swaps tokenIn on chainIn to tokenOut on chainOut. */
export type NoRouteFound = Error & {
  __typename?: 'NoRouteFound';
  /** Source chain. */
  chainIn: Scalars['String']['output'];
  /** Destination chain. */
  chainOut: Scalars['String']['output'];
  /** What went wrong, for people. */
  message: Scalars['String']['output'];
  /** Token sent. */
  tokenIn: Scalars['String']['output'];
  /** Token asked for. */
  tokenOut: Scalars['String']['output'];
};

/** Chain metadata of a kind this schema does not model, with its raw JSON. */
export type OtherChainMetadata = {
  __typename?: 'OtherChainMetadata';
  /** The metadata as the upstream sent it. */
  raw: Scalars['JSON']['output'];
  /** The upstream's _tag of the metadata. */
  tag: Scalars['String']['output'];
};

/** A post-bridge routing variant this schema does not model (a later one), with its raw JSON. */
export type OtherPostBridgeData = {
  __typename?: 'OtherPostBridgeData';
  /** The object as the upstream sent it. */
  raw: Scalars['JSON']['output'];
  /** The upstream's _tag of the variant. */
  tag: Scalars['String']['output'];
};

/** A quote variant this schema does not model, with its raw JSON. */
export type OtherQuote = Quote & {
  __typename?: 'OtherQuote';
  /** Source chain. */
  chainIn: Scalars['String']['output'];
  /** Destination chain. */
  chainOut: Scalars['String']['output'];
  /** The deposit that starts this transfer once the quote is committed: approval and deposit, ready to sign. */
  depositPlan: DepositPlanResult;
  /** Sending address on chainIn. */
  depositor: Scalars['String']['output'];
  /** Expected duration in milliseconds. */
  estimatedDuration?: Maybe<Scalars['Float']['output']>;
  /** After this time, committing the quote fails. */
  expiresAt: Scalars['DateTime']['output'];
  /** Fees charged and sponsored. */
  fees: QuoteFees;
  /** Credits this transfer uses from the subscription tier. */
  flowCredits?: Maybe<Scalars['Float']['output']>;
  /** Gas boost delivered on chainOut, if asked for. */
  gasBoost?: Maybe<GasBoost>;
  /** Whether expiresAt has passed (as of this response). */
  isExpired: Scalars['Boolean']['output'];
  /** Amount sent on chainIn, in token units. */
  payAmount: Scalars['Decimal']['output'];
  /** USD value of payAmount. */
  payAmountUsd: Scalars['Float']['output'];
  /** Routing rules applied after the bridge. */
  postBridgeData?: Maybe<PostBridgeData>;
  /** Promotion applied, if any. */
  promotion?: Maybe<Promotion>;
  /** Unique id; commit the quote with it. It is also the commitment id. */
  quoteId: Scalars['ID']['output'];
  /** The quote as the upstream sent it. */
  raw: Scalars['JSON']['output'];
  /** Amount delivered on chainOut, in token units. */
  receiveAmount: Scalars['Decimal']['output'];
  /** USD value of receiveAmount. */
  receiveAmountUsd: Scalars['Float']['output'];
  /** Receiving address on chainOut. */
  recipient: Scalars['String']['output'];
  /** Delivery speed class. */
  speed?: Maybe<Speed>;
  /** Calldata to execute this quote's swap (InvalidCommitmentType for a plain bridge). */
  swapCalldata?: Maybe<SwapCalldataResult>;
  /** The upstream's _tag of the variant. */
  tag: Scalars['String']['output'];
  /** Where the upstream sends this transfer's events. */
  webhookUrl?: Maybe<Scalars['String']['output']>;
};


/** A quote variant this schema does not model, with its raw JSON. */
export type OtherQuoteDepositPlanArgs = {
  owner?: InputMaybe<Scalars['String']['input']>;
};

/** A refund trigger this schema does not model, with its raw JSON. */
export type OtherRefundTrigger = {
  __typename?: 'OtherRefundTrigger';
  /** The trigger as the upstream sent it. */
  raw: Scalars['JSON']['output'];
  /** The upstream's _tag of the trigger. */
  tag: Scalars['String']['output'];
};

/** A transaction variant this schema does not model (or a known one with unexpected fields), with its raw JSON. */
export type OtherTransaction = Transaction & {
  __typename?: 'OtherTransaction';
  /** Value sent on chainIn, in token units. */
  amountIn: Scalars['Decimal']['output'];
  /** USD value of amountIn. */
  amountInUsd: Scalars['Float']['output'];
  /** Native gas token delivered to the recipient (gas boost). */
  amountNative?: Maybe<Scalars['Decimal']['output']>;
  /** USD value of amountNative. */
  amountNativeUsd?: Maybe<Scalars['Float']['output']>;
  /** Value sent on chainOut, in token units. */
  amountOut: Scalars['Decimal']['output'];
  /** USD value of amountOut. */
  amountOutUsd: Scalars['Float']['output'];
  /** When the transfer was cancelled (CANCELLED). */
  cancelledAt?: Maybe<Scalars['DateTime']['output']>;
  /** Source chain. */
  chainIn: Scalars['String']['output'];
  /** Destination chain. */
  chainOut: Scalars['String']['output'];
  /** When the quote was committed. */
  commitmentDate: Scalars['DateTime']['output'];
  /** When the quote was created. */
  createdAt: Scalars['DateTime']['output'];
  /** When the deposit was recorded. */
  depositCommittedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the deposit reached the required confirmations. */
  depositConfirmedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the deposit was first seen on chainIn. */
  depositDiscoveredAt?: Maybe<Scalars['DateTime']['output']>;
  /** Deposit transaction hash on chainIn. */
  depositTxHash?: Maybe<Scalars['String']['output']>;
  /** The deposit on chainIn's block explorer; null until there is a deposit hash, or when chainIn names no explorer. */
  depositTxUrl?: Maybe<Scalars['String']['output']>;
  /** Address on chainIn that sent the tokens. */
  depositor: Scalars['String']['output'];
  /** Expected duration in milliseconds. */
  estimatedDuration?: Maybe<Scalars['Float']['output']>;
  /** When the deposit is expected to be confirmed. */
  expectedDepositConfirmedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Block at which confirmations are expected. */
  expectedDepositConfirmedAtBlock?: Maybe<Scalars['Int']['output']>;
  /** When the transfer failed (FAILED). */
  failedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Fees charged to the end customer. */
  fees: Fees;
  /** Credits used from the integrator's subscription tier. */
  flowCredits?: Maybe<Scalars['Float']['output']>;
  /** Record id (the upstream's _id; the same as the quote id). */
  id: Scalars['ID']['output'];
  /** Whether the deposit has the required confirmations. */
  isConfirmed?: Maybe<Scalars['Boolean']['output']>;
  /** Routing rules applied after the bridge. */
  postBridgeData?: Maybe<PostBridgeData>;
  /** When the pre-swap was recorded. */
  preSwapCommittedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Swap on chainIn before bridging. */
  preSwapTxHash?: Maybe<Scalars['String']['output']>;
  /** The record as the upstream sent it. */
  raw: Scalars['JSON']['output'];
  /** The state exactly as the upstream wrote it. */
  rawState: Scalars['String']['output'];
  /** Address on chainOut that receives the tokens. */
  recipient: Scalars['String']['output'];
  /** The refund, when the state carries one (e.g. SWAP_FAILED_REFUNDED); null otherwise. */
  refund?: Maybe<TransferRefund>;
  /** Delivery speed class. */
  speed?: Maybe<Speed>;
  /** Fees the integrator paid on the end customer's behalf. */
  sponsoredFees: Fees;
  /** Where the transfer is. */
  state: TransactionState;
  /** The upstream's _tag of the variant ("unknown" when it has none). */
  tag: Scalars['String']['output'];
  /** The project the transaction belongs to. */
  userId: Scalars['String']['output'];
  /** When the withdrawal was recorded. */
  withdrawCommittedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Withdrawal transaction hash on chainOut. */
  withdrawTxHash?: Maybe<Scalars['String']['output']>;
  /** The withdrawal on chainOut's block explorer; null until there is a withdrawal hash, or when chainOut names no explorer. */
  withdrawTxUrl?: Maybe<Scalars['String']['output']>;
};

/** Where a page ends (Relay cursor connections). */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The cursor of the last edge; null when the page is empty. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether a page follows; pass endCursor as `after` to read it. */
  hasNextPage: Scalars['Boolean']['output'];
};

/** Custom routing rules applied after the bridge (e.g. moving funds into a vault). */
export type PostBridgeData = AaveV3SupplyPostBridgeData | ExtendedPostBridgeData | MapleDepositPostBridgeData | OtherPostBridgeData | RocketFoundationDepositPostBridgeData | StarkwareBtcfiPostBridgeData | StarkwareBtcfiV2PostBridgeData | WirexWrapPostBridgeData | WirexWrapSandboxPostBridgeData;

/** Post-bridge routing for a quote: exactly one variant (the vendor's eight, or `other` for a later one). */
export type PostBridgeDataInput =
  /** The `aavev3supply` variant (it has no fields): pass true. */
  { aavev3supply: Scalars['Boolean']['input']; extended?: never; mapledeposit?: never; other?: never; rocketfoundationdeposit?: never; starkwarebtcfi?: never; starkwarebtcfiv2?: never; wirexwrap?: never; wirexwrapsandbox?: never; }
  |  /** The `extended` variant. */
  { aavev3supply?: never; extended: ExtendedPostBridgeDataInput; mapledeposit?: never; other?: never; rocketfoundationdeposit?: never; starkwarebtcfi?: never; starkwarebtcfiv2?: never; wirexwrap?: never; wirexwrapsandbox?: never; }
  |  /** The `mapledeposit` variant (it has no fields): pass true. */
  { aavev3supply?: never; extended?: never; mapledeposit: Scalars['Boolean']['input']; other?: never; rocketfoundationdeposit?: never; starkwarebtcfi?: never; starkwarebtcfiv2?: never; wirexwrap?: never; wirexwrapsandbox?: never; }
  |  /** Another variant, sent upstream as is (an object with its `_tag`). */
  { aavev3supply?: never; extended?: never; mapledeposit?: never; other: Scalars['JSON']['input']; rocketfoundationdeposit?: never; starkwarebtcfi?: never; starkwarebtcfiv2?: never; wirexwrap?: never; wirexwrapsandbox?: never; }
  |  /** The `rocketfoundationdeposit` variant (it has no fields): pass true. */
  { aavev3supply?: never; extended?: never; mapledeposit?: never; other?: never; rocketfoundationdeposit: Scalars['Boolean']['input']; starkwarebtcfi?: never; starkwarebtcfiv2?: never; wirexwrap?: never; wirexwrapsandbox?: never; }
  |  /** The `starkwarebtcfi` variant (it has no fields): pass true. */
  { aavev3supply?: never; extended?: never; mapledeposit?: never; other?: never; rocketfoundationdeposit?: never; starkwarebtcfi: Scalars['Boolean']['input']; starkwarebtcfiv2?: never; wirexwrap?: never; wirexwrapsandbox?: never; }
  |  /** The `starkwarebtcfiv2` variant. */
  { aavev3supply?: never; extended?: never; mapledeposit?: never; other?: never; rocketfoundationdeposit?: never; starkwarebtcfi?: never; starkwarebtcfiv2: StarkwareBtcfiV2PostBridgeDataInput; wirexwrap?: never; wirexwrapsandbox?: never; }
  |  /** The `wirexwrap` variant (it has no fields): pass true. */
  { aavev3supply?: never; extended?: never; mapledeposit?: never; other?: never; rocketfoundationdeposit?: never; starkwarebtcfi?: never; starkwarebtcfiv2?: never; wirexwrap: Scalars['Boolean']['input']; wirexwrapsandbox?: never; }
  |  /** The `wirexwrapsandbox` variant (it has no fields): pass true. */
  { aavev3supply?: never; extended?: never; mapledeposit?: never; other?: never; rocketfoundationdeposit?: never; starkwarebtcfi?: never; starkwarebtcfiv2?: never; wirexwrap?: never; wirexwrapsandbox: Scalars['Boolean']['input']; };

/** What to price without committing to anything: no depositor, recipient or webhook (the vendor's public quote). */
export type PreviewQuoteInput = {
  /** In mode PAY the amount sent on chainIn; in mode RECEIVE the amount received on chainOut. */
  amount: Scalars['Decimal']['input'];
  /** Native gas token to deliver on chainOut (gas boost). */
  amountNative?: InputMaybe<Scalars['Decimal']['input']>;
  /** Source chain, e.g. ETHEREUM. */
  chainIn: Scalars['String']['input'];
  /** Destination chain, e.g. BASE. */
  chainOut: Scalars['String']['input'];
  /** Price a smart-deposit-address transfer (default false). */
  isSda?: InputMaybe<Scalars['Boolean']['input']>;
  /** Which side `amount` names. */
  mode: TransferMode;
  /** Token sent on chainIn. */
  tokenIn: Scalars['String']['input'];
  /** Token received on chainOut (another token than tokenIn means a swap). */
  tokenOut: Scalars['String']['input'];
};

/** A promotion applied to the quote. */
export type Promotion = {
  __typename?: 'Promotion';
  /** Largest USD amount the promotion covers; null when it has no cap. */
  maxLimitUsd?: Maybe<Scalars['Float']['output']>;
  /** Promotion name. */
  name: Scalars['String']['output'];
};

/** Read the bridge: transaction status, smart deposit addresses, swap calldata. */
export type Query = {
  __typename?: 'Query';
  /** One chain by its identifier (e.g. ETHEREUM); null when the bridge does not support it. */
  chain?: Maybe<Chain>;
  /** Every chain the bridge supports and its tokens (one cached configs call, whatever is selected). */
  chains: Array<Chain>;
  /** A smart deposit address; its fields fetch status and refunds (each once per operation). */
  depositAddress: DepositAddress;
  /** The project's smart deposit addresses matching the search (the vendor's search pages, 100 addresses each, until first are read). */
  depositAddresses: Array<DepositAddress>;
  /** The deposit of a committed transfer still PENDING, read by its quote id: approval and deposit, ready to sign. */
  depositPlan: DepositPlanResult;
  /** Prices a transfer without an account's quote: nothing to commit. The answer's quoteId starts with `preview:` (commitQuote refuses it), depositor and recipient are empty and expiresAt is when it was priced. */
  previewQuote: CreateQuoteResult;
  /** Calldata for executing the swap of a bridge+swap commitment. */
  swapCalldata: SwapCalldataResult;
  /** Tokens a bridge+swap can send or receive (GET /bridge/bridge-swap-token-configs, cached), on one chain or all. */
  swapTokens: Array<Token>;
  /** A transaction by either of its hashes: both lookups run at once; null when neither finds it. */
  transaction?: Maybe<Transaction>;
  /** A transfer's status by its quote (commitment) id. Final records (EXECUTED, CANCELLED, ...) are cached; pending ones briefly, until their next webhook event. */
  transactionById: TransactionByIdResult;
  /** The executed status record of a withdrawal transaction on chainOut. */
  transactionByWithdrawHash: TransactionByWithdrawHashResult;
  /** The project's transfers, newest first, a page at a time: `first` (default 20, at most 100) after the cursor `after`. */
  transactions: TransactionConnection;
  /** Status records of the transfers funded by a deposit transaction on chainIn. */
  transactionsByDepositHash: TransactionsByDepositHashResult;
  /** The upstream's public key (base64 of a PEM) for verifying webhook event signatures. */
  webhookPublicKey: Scalars['String']['output'];
};


/** Read the bridge: transaction status, smart deposit addresses, swap calldata. */
export type QueryChainArgs = {
  name: Scalars['String']['input'];
};


/** Read the bridge: transaction status, smart deposit addresses, swap calldata. */
export type QueryDepositAddressArgs = {
  address: Scalars['String']['input'];
  chain: Scalars['String']['input'];
};


/** Read the bridge: transaction status, smart deposit addresses, swap calldata. */
export type QueryDepositAddressesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  search: DepositAddressSearch;
};


/** Read the bridge: transaction status, smart deposit addresses, swap calldata. */
export type QueryDepositPlanArgs = {
  owner?: InputMaybe<Scalars['String']['input']>;
  quoteId: Scalars['ID']['input'];
};


/** Read the bridge: transaction status, smart deposit addresses, swap calldata. */
export type QueryPreviewQuoteArgs = {
  input: PreviewQuoteInput;
};


/** Read the bridge: transaction status, smart deposit addresses, swap calldata. */
export type QuerySwapCalldataArgs = {
  commitmentId: Scalars['ID']['input'];
};


/** Read the bridge: transaction status, smart deposit addresses, swap calldata. */
export type QuerySwapTokensArgs = {
  chain?: InputMaybe<Scalars['String']['input']>;
};


/** Read the bridge: transaction status, smart deposit addresses, swap calldata. */
export type QueryTransactionArgs = {
  hash: Scalars['String']['input'];
};


/** Read the bridge: transaction status, smart deposit addresses, swap calldata. */
export type QueryTransactionByIdArgs = {
  id: Scalars['ID']['input'];
};


/** Read the bridge: transaction status, smart deposit addresses, swap calldata. */
export type QueryTransactionByWithdrawHashArgs = {
  withdrawTxHash: Scalars['String']['input'];
};


/** Read the bridge: transaction status, smart deposit addresses, swap calldata. */
export type QueryTransactionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Read the bridge: transaction status, smart deposit addresses, swap calldata. */
export type QueryTransactionsByDepositHashArgs = {
  depositTxHash: Scalars['String']['input'];
};

/** A priced offer to move tokens between chains (spec 2.2); commit it before expiresAt. */
export type Quote = {
  /** Source chain. */
  chainIn: Scalars['String']['output'];
  /** Destination chain. */
  chainOut: Scalars['String']['output'];
  /** The deposit that starts this transfer once the quote is committed: approval and deposit, ready to sign. */
  depositPlan: DepositPlanResult;
  /** Sending address on chainIn. */
  depositor: Scalars['String']['output'];
  /** Expected duration in milliseconds. */
  estimatedDuration?: Maybe<Scalars['Float']['output']>;
  /** After this time, committing the quote fails. */
  expiresAt: Scalars['DateTime']['output'];
  /** Fees charged and sponsored. */
  fees: QuoteFees;
  /** Credits this transfer uses from the subscription tier. */
  flowCredits?: Maybe<Scalars['Float']['output']>;
  /** Gas boost delivered on chainOut, if asked for. */
  gasBoost?: Maybe<GasBoost>;
  /** Whether expiresAt has passed (as of this response). */
  isExpired: Scalars['Boolean']['output'];
  /** Amount sent on chainIn, in token units. */
  payAmount: Scalars['Decimal']['output'];
  /** USD value of payAmount. */
  payAmountUsd: Scalars['Float']['output'];
  /** Routing rules applied after the bridge. */
  postBridgeData?: Maybe<PostBridgeData>;
  /** Promotion applied, if any. */
  promotion?: Maybe<Promotion>;
  /** Unique id; commit the quote with it. It is also the commitment id. */
  quoteId: Scalars['ID']['output'];
  /** Amount delivered on chainOut, in token units. */
  receiveAmount: Scalars['Decimal']['output'];
  /** USD value of receiveAmount. */
  receiveAmountUsd: Scalars['Float']['output'];
  /** Receiving address on chainOut. */
  recipient: Scalars['String']['output'];
  /** Delivery speed class. */
  speed?: Maybe<Speed>;
  /** Calldata to execute this quote's swap (InvalidCommitmentType for a plain bridge). */
  swapCalldata?: Maybe<SwapCalldataResult>;
  /** Where the upstream sends this transfer's events. */
  webhookUrl?: Maybe<Scalars['String']['output']>;
};


/** A priced offer to move tokens between chains (spec 2.2); commit it before expiresAt. */
export type QuoteDepositPlanArgs = {
  owner?: InputMaybe<Scalars['String']['input']>;
};

/** The quote is committed; follow it with transactionEvents(filter: { quoteId }). */
export type QuoteCommitment = {
  __typename?: 'QuoteCommitment';
  /** The committed quote (and commitment) id. */
  quoteId: Scalars['ID']['output'];
};

/** The quote's expiresAt has passed; request a new quote. */
export type QuoteExpired = Error & {
  __typename?: 'QuoteExpired';
  /** What went wrong, for people. */
  message: Scalars['String']['output'];
};

/** The fees of a quote: charged to the end customer, plus what the integrator sponsors. */
export type QuoteFees = FeeBreakdown & {
  __typename?: 'QuoteFees';
  /** Total cost, in the token. */
  fee: Scalars['Decimal']['output'];
  /** Total cost in USD. */
  feeUsd: Scalars['Float']['output'];
  /** Cost on chainOut charged to the end customer; zero when the integrator sponsors it. */
  gasFee: Scalars['Decimal']['output'];
  /** USD value of gasFee. */
  gasFeeUsd: Scalars['Float']['output'];
  /** Fee from the percentage-based surcharge, in the token. */
  percentageFee: Scalars['Decimal']['output'];
  /** The percentage rate applied. */
  percentageFeeAmount?: Maybe<Scalars['Float']['output']>;
  /** The threshold of the percentage-based surcharge. */
  percentageFeeThreshold?: Maybe<Scalars['Float']['output']>;
  /** USD value of percentageFee. */
  percentageFeeUsd: Scalars['Float']['output'];
  /** Fee from the dollar-based surcharge, in the token. */
  platformFee: Scalars['Decimal']['output'];
  /** USD value of platformFee. */
  platformFeeUsd: Scalars['Float']['output'];
  /** Cost on chainIn to sweep received tokens; relevant only for smart deposit addresses. */
  sourceGasFee: Scalars['Decimal']['output'];
  /** USD value of sourceGasFee. */
  sourceGasFeeUsd: Scalars['Float']['output'];
  /** Fees the integrator pays on behalf of the end customer (its percentageFee is zero). */
  sponsored: Fees;
};

/** What to quote (spec 4.2). */
export type QuoteInput = {
  /** In mode PAY the amount sent on chainIn; in mode RECEIVE the amount received on chainOut. */
  amount: Scalars['Decimal']['input'];
  /** Native gas token to deliver on chainOut (gas boost). */
  amountNative?: InputMaybe<Scalars['Decimal']['input']>;
  /** Source chain, e.g. ETHEREUM. */
  chainIn: Scalars['String']['input'];
  /** Destination chain, e.g. BASE. */
  chainOut: Scalars['String']['input'];
  /** Sending address on chainIn. */
  depositor: Scalars['String']['input'];
  /** Marks a smart-deposit-address transfer (default false). */
  isSda?: InputMaybe<Scalars['Boolean']['input']>;
  /** Which side `amount` names. */
  mode: TransferMode;
  /** Routing rules applied after the bridge. */
  postBridgeData?: InputMaybe<PostBridgeDataInput>;
  /** Receiving address on chainOut. */
  recipient: Scalars['String']['input'];
  /** Where tokens go back if the transfer fails. */
  refundAddress?: InputMaybe<Scalars['String']['input']>;
  /** Token sent on chainIn. */
  tokenIn: Scalars['String']['input'];
  /** Token received on chainOut (another token than tokenIn means a swap). */
  tokenOut: Scalars['String']['input'];
  /** Receives this transfer's events; defaults to this gateway's own receiver when it has a public URL. */
  webhookUrl?: InputMaybe<Scalars['String']['input']>;
};

/** No quote has this id. */
export type QuoteNotFound = Error & {
  __typename?: 'QuoteNotFound';
  /** What went wrong, for people. */
  message: Scalars['String']['output'];
};

/** A completed refund of a deposit to a smart deposit address (spec 2.5). */
export type Refund = {
  __typename?: 'Refund';
  /** The smart deposit address that received the deposit. */
  depositAddress: Scalars['String']['output'];
  /** Chain of the deposit. */
  depositChain: Scalars['String']['output'];
  /** The refunded deposit's hash. */
  originalDepositTxHash?: Maybe<Scalars['String']['output']>;
  /** Where the refund was sent. */
  recipient?: Maybe<Scalars['String']['output']>;
  /** Refund id. */
  refundId: Scalars['ID']['output'];
  /** Why the deposit was refunded. */
  trigger: RefundTrigger;
  /** Refund transaction hash. */
  txHash?: Maybe<Scalars['String']['output']>;
  /** When the refund transaction happened. */
  txTimestamp?: Maybe<Scalars['String']['output']>;
};

/** Completed refunds. */
export type RefundList = {
  __typename?: 'RefundList';
  /** The refunds. */
  items: Array<Refund>;
  /** Records the upstream sent that could not be read (normally empty). */
  unreadable: Array<UnreadableRecord>;
};

/** Why a deposit was refunded. */
export type RefundTrigger = OtherRefundTrigger | RejectedBridgeTrigger | UnsupportedTokenTrigger;

/** The deposit was refunded because its bridge was rejected (e.g. under the minimum or over the maximum). */
export type RejectedBridgeTrigger = {
  __typename?: 'RejectedBridgeTrigger';
  /** Amount in token units (decimal string as sent). */
  amount?: Maybe<Scalars['String']['output']>;
  /** USD value (as the upstream writes it, a string). */
  amountUsd?: Maybe<Scalars['String']['output']>;
  /** Amount in the token's smallest unit. */
  amountWei?: Maybe<Scalars['String']['output']>;
  /** Whether the deposit was the chain's native token. */
  nativeToken?: Maybe<Scalars['Boolean']['output']>;
  /** Id of the rejected bridge (the _id of its DEPOSIT_ADDRESS_BRIDGE_REJECTED event). */
  rejectedDepositAddressBridgeId: Scalars['ID']['output'];
  /** Contract address of the token. */
  tokenAddress?: Maybe<Scalars['String']['output']>;
  /** Symbol of the token. */
  tokenSymbol?: Maybe<Scalars['String']['output']>;
};

/** Post-bridge routing: Deposit to Rocket Foundation (`rocketfoundationdeposit`). */
export type RocketFoundationDepositPostBridgeData = {
  __typename?: 'RocketFoundationDepositPostBridgeData';
  /** The upstream's _tag of the variant. */
  tag: Scalars['String']['output'];
};

/** A swap with chainIn = chainOut is not available. */
export type SameChainSwapNotAvailable = Error & {
  __typename?: 'SameChainSwapNotAvailable';
  /** What went wrong, for people. */
  message: Scalars['String']['output'];
};

/** The deposit is below the smart deposit address's minimum (in USD). */
export type SdaDepositBelowMinimum = Error & {
  __typename?: 'SdaDepositBelowMinimum';
  /** Source chain. */
  chainIn: Scalars['String']['output'];
  /** Destination chain. */
  chainOut: Scalars['String']['output'];
  /** What went wrong, for people. */
  message: Scalars['String']['output'];
  /** The smallest deposit accepted, in USD. */
  minDepositAmountUsd: Scalars['Float']['output'];
  /** USD value of the deposit. */
  payAmountUsd: Scalars['Float']['output'];
  /** Token deposited. */
  token: Scalars['String']['output'];
};

/** The deposit exceeds the smart deposit address's maximum (in USD). */
export type SdaDepositLimitExceeded = Error & {
  __typename?: 'SdaDepositLimitExceeded';
  /** Source chain. */
  chainIn: Scalars['String']['output'];
  /** Destination chain. */
  chainOut: Scalars['String']['output'];
  /** The largest deposit accepted, in USD. */
  maxDepositAmountUsd: Scalars['Float']['output'];
  /** What went wrong, for people. */
  message: Scalars['String']['output'];
  /** USD value of the deposit. */
  payAmountUsd: Scalars['Float']['output'];
  /** Token deposited. */
  token: Scalars['String']['output'];
};

/** Delivery speed class. */
export type Speed =
  /** Typically under 30 seconds. */
  | 'FAST'
  /** Up to 20 minutes. */
  | 'SLOW'
  /** Typically under a minute. */
  | 'STANDARD';

/** Post-bridge routing: Starkware BTCFi campaign (`starkwarebtcfi`). */
export type StarkwareBtcfiPostBridgeData = {
  __typename?: 'StarkwareBtcfiPostBridgeData';
  /** The upstream's _tag of the variant. */
  tag: Scalars['String']['output'];
};

/** Starkware BTCFi campaign, version 2 (`starkwarebtcfiv2`). */
export type StarkwareBtcfiV2PostBridgeData = {
  __typename?: 'StarkwareBtcfiV2PostBridgeData';
  /** Starknet felts (strings), at most 70. */
  spans: Array<Scalars['String']['output']>;
  /** The upstream's _tag of the variant. */
  tag: Scalars['String']['output'];
};

/** Starkware BTCFi campaign, version 2. */
export type StarkwareBtcfiV2PostBridgeDataInput = {
  /** Starknet felts, at most 70. */
  spans: Array<Scalars['String']['input']>;
};

/** A Stellar SDA: a muxed address over a base address and a memo id. */
export type StellarChainMetadata = {
  __typename?: 'StellarChainMetadata';
  /** The Stellar account the muxed address belongs to. */
  baseAddress: Scalars['String']['output'];
  /** The memo id that routes a deposit to this SDA (a uint64, as text). */
  memoId: Scalars['String']['output'];
};

/** Live transaction status relayed from the upstream's signed webhook events. */
export type Subscription = {
  __typename?: 'Subscription';
  /** Live events of transfers. With a filter that names a transaction by hash or quote id, the first message is its current state (CURRENT_STATE); with afterEventId, the events missed since instead. */
  transactionEvents: TransactionEvent;
};


/** Live transaction status relayed from the upstream's signed webhook events. */
export type SubscriptionTransactionEventsArgs = {
  afterEventId?: InputMaybe<Scalars['ID']['input']>;
  filter?: InputMaybe<TransactionEventFilter>;
  untilFinal?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A token the smart deposit address accepts. */
export type SupportedToken = {
  __typename?: 'SupportedToken';
  /** Token contract address. */
  address: Scalars['String']['output'];
  /** Largest accepted deposit, in USD. */
  maxDepositLimitUsd?: Maybe<Scalars['Float']['output']>;
  /** Smallest accepted deposit, in USD. */
  minDepositLimitUsd?: Maybe<Scalars['Float']['output']>;
  /** Token symbol. */
  symbol: Scalars['String']['output'];
};

/** Calldata for executing the single swap of a bridge+swap commitment. */
export type SwapCalldata = {
  __typename?: 'SwapCalldata';
  /** Hex-encoded calldata. */
  calldata: Scalars['String']['output'];
  /** The commitment (quote) id. */
  commitmentId: Scalars['ID']['output'];
};

/** Swap calldata, or why there is none. */
export type SwapCalldataResult = CommitmentNotFound | InvalidCommitmentType | InvalidInput | SwapCalldata | UpstreamError;

/** One swap of a bridge+swap transfer: preSwap on chainIn before the bridge, postSwap on chainOut after it. Reads both the vendor's shape (with USD values, minimums and aggregator) and the older one (chain, slippage). */
export type SwapLeg = {
  __typename?: 'SwapLeg';
  /** Who routes the swap, e.g. KYBERSWAP, RHINO, ONEINCH, BEBOP (a string: new ones appear). */
  aggregator?: Maybe<Scalars['String']['output']>;
  /** Amount of tokenIn swapped. */
  amountIn: Scalars['Decimal']['output'];
  /** USD value of amountIn. */
  amountInUsd?: Maybe<Scalars['Float']['output']>;
  /** Amount of tokenOut quoted. */
  amountOut: Scalars['Decimal']['output'];
  /** USD value of amountOut. */
  amountOutUsd?: Maybe<Scalars['Float']['output']>;
  /** Chain of the swap (older upstream shape only). */
  chain?: Maybe<Scalars['String']['output']>;
  /** Least tokenOut accepted after slippage. */
  minAmountOut?: Maybe<Scalars['Decimal']['output']>;
  /** USD value of minAmountOut. */
  minAmountOutUsd?: Maybe<Scalars['Float']['output']>;
  /** Slippage tolerance, e.g. 0.005 (older upstream shape only). */
  slippage?: Maybe<Scalars['Float']['output']>;
  /** Token swapped from. */
  tokenIn: Scalars['String']['output'];
  /** Token swapped to. */
  tokenOut: Scalars['String']['output'];
};

/** The swap market's limit is reached. */
export type SwapLimitReached = Error & {
  __typename?: 'SwapLimitReached';
  /** The market whose limit is reached. */
  market: Scalars['String']['output'];
  /** What went wrong, for people. */
  message: Scalars['String']['output'];
};

/** A token on one chain, as the vendor's configs describe it. */
export type Token = {
  __typename?: 'Token';
  /** Contract address on the chain. */
  address: Scalars['String']['output'];
  /** Swap aggregators that route this token (bridge+swap token configs). */
  aggregators?: Maybe<Array<Scalars['String']['output']>>;
  /** Chains this token may be bridged to or from; null means every chain. */
  allowedRouteChains?: Maybe<Array<Scalars['String']['output']>>;
  /** The chain this entry is on. */
  chain: Scalars['String']['output'];
  /** Decimal places of the token on this chain: amounts with more fractional digits are refused. */
  decimals?: Maybe<Scalars['Int']['output']>;
  /** Largest deposit, in token units. */
  maxDepositLimit?: Maybe<Scalars['Float']['output']>;
  /** Largest deposit in USD (smart deposit address tokens). */
  maxDepositLimitUsd?: Maybe<Scalars['Float']['output']>;
  /** Largest withdrawal, in token units. */
  maxWithdrawLimit?: Maybe<Scalars['Float']['output']>;
  /** Smallest USD amount the bridge contract accepts. */
  minAmountUsdInContract?: Maybe<Scalars['Float']['output']>;
  /** Smallest deposit in USD (smart deposit address tokens). */
  minDepositLimitUsd?: Maybe<Scalars['Float']['output']>;
  /** Human-readable name (bridge+swap token configs). */
  name?: Maybe<Scalars['String']['output']>;
  /** Token symbol as quotes name it, e.g. USDT. */
  symbol: Scalars['String']['output'];
  /** Current USD price (all tokens of an operation share one cached prices call); null when the vendor has none. */
  usdPrice?: Maybe<Scalars['Float']['output']>;
};

/** The upstream's rate limit. retryAfterSeconds says when a retry can succeed; null when the upstream does not say, or when retrying cannot help (a count limit, e.g. the project's total of smart deposit addresses). */
export type TooManyRequests = Error & {
  __typename?: 'TooManyRequests';
  /** What went wrong, for people. */
  message: Scalars['String']['output'];
  /** Seconds to wait before retrying: the upstream's retryAfter or Retry-After header, or the length of the limit's window (an upper bound). */
  retryAfterSeconds?: Maybe<Scalars['Float']['output']>;
};

/** A bridge transaction status record (spec 2.3). Variants: BridgeTransaction, BridgeSwapTransaction, DepositAddressBridgeTransaction, OtherTransaction. */
export type Transaction = {
  /** Value sent on chainIn, in token units. */
  amountIn: Scalars['Decimal']['output'];
  /** USD value of amountIn. */
  amountInUsd: Scalars['Float']['output'];
  /** Native gas token delivered to the recipient (gas boost). */
  amountNative?: Maybe<Scalars['Decimal']['output']>;
  /** USD value of amountNative. */
  amountNativeUsd?: Maybe<Scalars['Float']['output']>;
  /** Value sent on chainOut, in token units. */
  amountOut: Scalars['Decimal']['output'];
  /** USD value of amountOut. */
  amountOutUsd: Scalars['Float']['output'];
  /** When the transfer was cancelled (CANCELLED). */
  cancelledAt?: Maybe<Scalars['DateTime']['output']>;
  /** Source chain. */
  chainIn: Scalars['String']['output'];
  /** Destination chain. */
  chainOut: Scalars['String']['output'];
  /** When the quote was committed. */
  commitmentDate: Scalars['DateTime']['output'];
  /** When the quote was created. */
  createdAt: Scalars['DateTime']['output'];
  /** When the deposit was recorded. */
  depositCommittedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the deposit reached the required confirmations. */
  depositConfirmedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the deposit was first seen on chainIn. */
  depositDiscoveredAt?: Maybe<Scalars['DateTime']['output']>;
  /** Deposit transaction hash on chainIn. */
  depositTxHash?: Maybe<Scalars['String']['output']>;
  /** The deposit on chainIn's block explorer; null until there is a deposit hash, or when chainIn names no explorer. */
  depositTxUrl?: Maybe<Scalars['String']['output']>;
  /** Address on chainIn that sent the tokens. */
  depositor: Scalars['String']['output'];
  /** Expected duration in milliseconds. */
  estimatedDuration?: Maybe<Scalars['Float']['output']>;
  /** When the deposit is expected to be confirmed. */
  expectedDepositConfirmedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Block at which confirmations are expected. */
  expectedDepositConfirmedAtBlock?: Maybe<Scalars['Int']['output']>;
  /** When the transfer failed (FAILED). */
  failedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Fees charged to the end customer. */
  fees: Fees;
  /** Credits used from the integrator's subscription tier. */
  flowCredits?: Maybe<Scalars['Float']['output']>;
  /** Record id (the upstream's _id; the same as the quote id). */
  id: Scalars['ID']['output'];
  /** Whether the deposit has the required confirmations. */
  isConfirmed?: Maybe<Scalars['Boolean']['output']>;
  /** Routing rules applied after the bridge. */
  postBridgeData?: Maybe<PostBridgeData>;
  /** When the pre-swap was recorded. */
  preSwapCommittedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Swap on chainIn before bridging. */
  preSwapTxHash?: Maybe<Scalars['String']['output']>;
  /** The state exactly as the upstream wrote it. */
  rawState: Scalars['String']['output'];
  /** Address on chainOut that receives the tokens. */
  recipient: Scalars['String']['output'];
  /** The refund, when the state carries one (e.g. SWAP_FAILED_REFUNDED); null otherwise. */
  refund?: Maybe<TransferRefund>;
  /** Delivery speed class. */
  speed?: Maybe<Speed>;
  /** Fees the integrator paid on the end customer's behalf. */
  sponsoredFees: Fees;
  /** Where the transfer is. */
  state: TransactionState;
  /** The project the transaction belongs to. */
  userId: Scalars['String']['output'];
  /** When the withdrawal was recorded. */
  withdrawCommittedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Withdrawal transaction hash on chainOut. */
  withdrawTxHash?: Maybe<Scalars['String']['output']>;
  /** The withdrawal on chainOut's block explorer; null until there is a withdrawal hash, or when chainOut names no explorer. */
  withdrawTxUrl?: Maybe<Scalars['String']['output']>;
};

/** The transfer's current status record, or why there is none. */
export type TransactionByIdResult = BridgeSwapTransaction | BridgeTransaction | DepositAddressBridgeTransaction | HistoryNotFound | InvalidInput | InvalidRequest | OtherTransaction | UpstreamError;

/** The executed record of a withdrawal hash, or why there is none. */
export type TransactionByWithdrawHashResult = BridgeSwapTransaction | BridgeTransaction | DepositAddressBridgeTransaction | HistoryNotFound | InvalidInput | InvalidRequest | OtherTransaction | UpstreamError;

/** A page of transfers, newest first (Relay cursor connection). */
export type TransactionConnection = {
  __typename?: 'TransactionConnection';
  /** The transfers of this page. */
  edges: Array<TransactionEdge>;
  /** Whether more follow, and the cursor to read them. */
  pageInfo: PageInfo;
  /** Records of this page that could not be read as transfers (normally empty); they take no edge. */
  unreadable: Array<UnreadableRecord>;
};

/** A transfer and the cursor that resumes after it. */
export type TransactionEdge = {
  __typename?: 'TransactionEdge';
  /** Opaque; pass it as `after` to continue after this transfer. */
  cursor: Scalars['String']['output'];
  /** The transfer's status record. */
  node: Transaction;
};

/** A webhook event from the upstream, verified and relayed; or the current state, sent first. */
export type TransactionEvent = {
  __typename?: 'TransactionEvent';
  /** The upstream's event id (unique per event, kept across redeliveries); for an event read from the missed-events cursor without one, an id derived from its content (c-...). */
  eventId: Scalars['ID']['output'];
  /** The event kind, typed; UNKNOWN for a kind this gateway does not know (type keeps the text). */
  kind: TransactionEventKind;
  /** When the upstream emitted the event. */
  occurredAt: Scalars['DateTime']['output'];
  /** The upstream's event object as received. */
  payload: Scalars['JSON']['output'];
  /** When this gateway received it. */
  receivedAt: Scalars['DateTime']['output'];
  /** The transaction record as of this event; null for kinds that carry none (e.g. DEPOSIT_ADDRESS_CREATED). */
  transaction?: Maybe<Transaction>;
  /** The transfer variant the event is about, the event's `type`: bridge, bridgeSwap or depositAddressBridge (null for kinds that carry no transfer; for CURRENT_STATE, the record's variant). */
  transferType?: Maybe<Scalars['String']['output']>;
  /** Event kind, e.g. BRIDGE_PENDING, BRIDGE_EXECUTED, DEPOSIT_ADDRESS_CREATED; CURRENT_STATE for the first message. */
  type: Scalars['String']['output'];
};

/** Which events to receive; every given field must match. No filter at all needs the admin token. */
export type TransactionEventFilter = {
  /** A smart deposit address. */
  depositAddress?: InputMaybe<Scalars['String']['input']>;
  /** Deposit transaction hash on chainIn. */
  depositTxHash?: InputMaybe<Scalars['String']['input']>;
  /** The quote (and transaction record) id. */
  quoteId?: InputMaybe<Scalars['ID']['input']>;
  /** Withdrawal transaction hash on chainOut. */
  withdrawTxHash?: InputMaybe<Scalars['String']['input']>;
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
  /** Not an upstream event: the transaction's state when the subscription started. */
  | 'CURRENT_STATE'
  /** A deposit to a smart deposit address is delayed. */
  | 'DEPOSIT_ADDRESS_BRIDGE_DELAYED'
  /** A deposit to a smart deposit address was rejected (see payload.reason). */
  | 'DEPOSIT_ADDRESS_BRIDGE_REJECTED'
  /** A smart deposit address was created. */
  | 'DEPOSIT_ADDRESS_CREATED'
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

/** The transactions found. */
export type TransactionList = {
  __typename?: 'TransactionList';
  /** The transaction records. */
  items: Array<Transaction>;
  /** Records the upstream sent that could not be read (normally empty). */
  unreadable: Array<UnreadableRecord>;
};

/** Where a transfer is. An upstream state this gateway does not know reads as UNKNOWN (see rawState). */
export type TransactionState =
  /** Deposit accepted, executing on the destination chain. */
  | 'ACCEPTED'
  /** Cancelled while pending; a late deposit still moves it on. */
  | 'CANCELLED'
  /** Swap flows: deposit accepted, the source-chain pre-swap is running. */
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

/** The records of a deposit hash, or why there are none. */
export type TransactionsByDepositHashResult = HistoryNotFound | InvalidInput | InvalidRequest | TransactionList | UpstreamError;

/** Which side of the transfer the amount names. */
export type TransferMode =
  /** The amount is what is sent on chainIn. */
  | 'PAY'
  /** The amount is what is received on chainOut. */
  | 'RECEIVE';

/** The transfer is no longer waiting for its deposit (PENDING), so there is nothing to deposit. */
export type TransferNotPending = Error & {
  __typename?: 'TransferNotPending';
  /** What went wrong, for people. */
  message: Scalars['String']['output'];
  /** The transfer's state, e.g. EXECUTED or CANCELLED. */
  state: Scalars['String']['output'];
};

/** The refund of a transfer whose swap failed (SWAP_FAILED_REFUNDED) or that was otherwise refunded. */
export type TransferRefund = {
  __typename?: 'TransferRefund';
  /** Extra details the upstream attached to the refund. */
  additionalData?: Maybe<Scalars['JSON']['output']>;
  /** Amount refunded, in token units (refundedAmount). */
  amount: Scalars['Decimal']['output'];
  /** Chain the refund was sent on (refundedChain). */
  chain?: Maybe<Scalars['String']['output']>;
  /** Why the transfer was refunded. */
  reason?: Maybe<Scalars['String']['output']>;
  /** Token refunded (refundedToken). */
  token?: Maybe<Scalars['String']['output']>;
  /** Refund transaction hash (refundTxHash). */
  txHash?: Maybe<Scalars['String']['output']>;
  /** When the refund transaction happened (refundTxTimestamp). */
  txTimestamp?: Maybe<Scalars['DateTime']['output']>;
  /** The refund transaction on its chain's block explorer; null when the hash, the chain or its explorer is unknown. */
  txUrl?: Maybe<Scalars['String']['output']>;
};

/** An upstream record too malformed to read as its type; kept whole instead of failing the list. */
export type UnreadableRecord = {
  __typename?: 'UnreadableRecord';
  /** The record as the upstream sent it. */
  raw: Scalars['JSON']['output'];
  /** What is missing or malformed. */
  reason: Scalars['String']['output'];
};

/** The deposit was refunded because its token is not supported. */
export type UnsupportedTokenTrigger = {
  __typename?: 'UnsupportedTokenTrigger';
  /** Amount in token units (decimal string as sent). */
  amount?: Maybe<Scalars['String']['output']>;
  /** USD value (as the upstream writes it, a string). */
  amountUsd?: Maybe<Scalars['String']['output']>;
  /** Amount in the token's smallest unit. */
  amountWei?: Maybe<Scalars['String']['output']>;
  /** Whether the deposit was the chain's native token. */
  nativeToken?: Maybe<Scalars['Boolean']['output']>;
  /** Contract address of the token. */
  tokenAddress?: Maybe<Scalars['String']['output']>;
  /** Symbol of the token. */
  tokenSymbol?: Maybe<Scalars['String']['output']>;
};

/** An upstream error this schema does not model, relayed as is (its tag and body). */
export type UpstreamError = Error & {
  __typename?: 'UpstreamError';
  /** What went wrong, for people. */
  message: Scalars['String']['output'];
  /** The upstream's error body. */
  raw: Scalars['JSON']['output'];
  /** The upstream's _tag. */
  tag: Scalars['String']['output'];
};

/** Post-bridge routing: Wirex wrap (`wirexwrap`). */
export type WirexWrapPostBridgeData = {
  __typename?: 'WirexWrapPostBridgeData';
  /** The upstream's _tag of the variant. */
  tag: Scalars['String']['output'];
};

/** Post-bridge routing: Wirex wrap in the vendor's sandbox (`wirexwrapsandbox`). */
export type WirexWrapSandboxPostBridgeData = {
  __typename?: 'WirexWrapSandboxPostBridgeData';
  /** The upstream's _tag of the variant. */
  tag: Scalars['String']['output'];
};

/** The amount received would exceed what may be withdrawn on chainOut (e.g. at most 1,000,000 USDT). */
export type WithdrawLimitReached = Error & {
  __typename?: 'WithdrawLimitReached';
  /** Chain of the withdrawal. */
  chain: Scalars['String']['output'];
  /** The most that may be withdrawn, in token units. */
  maxWithdrawAmount: Scalars['Decimal']['output'];
  /** What went wrong, for people. */
  message: Scalars['String']['output'];
  /** The amount that would have been received. */
  receiveAmount: Scalars['Decimal']['output'];
  /** Token withdrawn. */
  token: Scalars['String']['output'];
};

export type ApolloCreateQuoteMutationVariables = Exact<{
  input: QuoteInput;
}>;


export type ApolloCreateQuoteMutation = { __typename?: 'Mutation', createQuote:
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
  quoteId: Scalars['ID']['input'];
}>;


export type ApolloCommitQuoteMutation = { __typename?: 'Mutation', commitQuote:
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'QuoteCommitment', quoteId: string }
    | { __typename: 'QuoteExpired', message: string }
    | { __typename: 'QuoteNotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
    | { __typename: 'UpstreamError', message: string }
   };

export type ApolloWatchTransferSubscriptionVariables = Exact<{
  quoteId: Scalars['ID']['input'];
}>;


export type ApolloWatchTransferSubscription = { __typename?: 'Subscription', transactionEvents: { __typename?: 'TransactionEvent', eventId: string, type: string, transaction?:
      | { __typename: 'BridgeSwapTransaction', id: string, state: TransactionState, withdrawTxHash?: string | null }
      | { __typename: 'BridgeTransaction', id: string, state: TransactionState, withdrawTxHash?: string | null }
      | { __typename: 'DepositAddressBridgeTransaction', id: string, state: TransactionState, withdrawTxHash?: string | null }
      | { __typename: 'OtherTransaction', id: string, state: TransactionState, withdrawTxHash?: string | null }
     | null } };

export type ApolloByWithdrawHashQueryVariables = Exact<{
  hash: Scalars['String']['input'];
}>;


export type ApolloByWithdrawHashQuery = { __typename?: 'Query', transactionByWithdrawHash:
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


export type DepositFlowCreateQuoteMutation = { __typename?: 'Mutation', createQuote:
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
  quoteId: Scalars['ID']['input'];
}>;


export type DepositFlowCommitQuoteMutation = { __typename?: 'Mutation', commitQuote:
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


export type UrqlCreateQuoteMutation = { __typename?: 'Mutation', createQuote:
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
  quoteId: Scalars['ID']['input'];
}>;


export type UrqlCommitQuoteMutation = { __typename?: 'Mutation', commitQuote:
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'QuoteCommitment', quoteId: string }
    | { __typename: 'QuoteExpired', message: string }
    | { __typename: 'QuoteNotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
    | { __typename: 'UpstreamError', message: string }
   };

export type UrqlWatchTransferSubscriptionVariables = Exact<{
  quoteId: Scalars['ID']['input'];
}>;


export type UrqlWatchTransferSubscription = { __typename?: 'Subscription', transactionEvents: { __typename?: 'TransactionEvent', eventId: string, type: string, transaction?:
      | { __typename: 'BridgeSwapTransaction', id: string, state: TransactionState, withdrawTxHash?: string | null }
      | { __typename: 'BridgeTransaction', id: string, state: TransactionState, withdrawTxHash?: string | null }
      | { __typename: 'DepositAddressBridgeTransaction', id: string, state: TransactionState, withdrawTxHash?: string | null }
      | { __typename: 'OtherTransaction', id: string, state: TransactionState, withdrawTxHash?: string | null }
     | null } };

export type UrqlByDepositHashQueryVariables = Exact<{
  hash: Scalars['String']['input'];
}>;


export type UrqlByDepositHashQuery = { __typename?: 'Query', transactionsByDepositHash:
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


export type ErrorsCreateQuoteMutation = { __typename?: 'Mutation', createQuote:
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

export type ErrorsCommitQuoteMutationVariables = Exact<{
  quoteId: Scalars['ID']['input'];
}>;


export type ErrorsCommitQuoteMutation = { __typename?: 'Mutation', commitQuote:
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'QuoteCommitment' }
    | { __typename: 'QuoteExpired', message: string }
    | { __typename: 'QuoteNotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
    | { __typename: 'UpstreamError', message: string }
   };

export type ErrorsByHashQueryVariables = Exact<{
  hash: Scalars['String']['input'];
}>;


export type ErrorsByHashQuery = { __typename?: 'Query', transactionsByDepositHash:
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
  , transaction?:
    | { __typename?: 'BridgeSwapTransaction', id: string }
    | { __typename?: 'BridgeTransaction', id: string }
    | { __typename?: 'DepositAddressBridgeTransaction', id: string }
    | { __typename?: 'OtherTransaction', id: string }
   | null };

export type ErrorsCalldataQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ErrorsCalldataQuery = { __typename?: 'Query', swapCalldata:
    | { __typename: 'CommitmentNotFound', message: string }
    | { __typename: 'InvalidCommitmentType', message: string }
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'SwapCalldata' }
    | { __typename: 'UpstreamError', message: string }
   };

export type ErrorsDepositAddressQueryVariables = Exact<{
  address: Scalars['String']['input'];
}>;


export type ErrorsDepositAddressQuery = { __typename?: 'Query', depositAddress: { __typename?: 'DepositAddress', status:
      | { __typename: 'DepositAddressNotFound', message: string }
      | { __typename: 'DepositAddressStatus' }
      | { __typename: 'EndpointDisabled', message: string }
      | { __typename: 'InvalidInput', message: string }
      | { __typename: 'UpstreamError', message: string }
     } };

export type ResumableEventsSubscriptionVariables = Exact<{
  filter?: InputMaybe<TransactionEventFilter>;
  afterEventId?: InputMaybe<Scalars['ID']['input']>;
  untilFinal?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type ResumableEventsSubscription = { __typename?: 'Subscription', transactionEvents: { __typename?: 'TransactionEvent', eventId: string, type: string } };

export type RotationEventsSubscriptionVariables = Exact<{
  filter?: InputMaybe<TransactionEventFilter>;
}>;


export type RotationEventsSubscription = { __typename?: 'Subscription', transactionEvents: { __typename?: 'TransactionEvent', type: string } };

export type RotationQuoteMutationVariables = Exact<{
  input: QuoteInput;
}>;


export type RotationQuoteMutation = { __typename?: 'Mutation', createQuote:
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


export type RotationKeyQuery = { __typename?: 'Query', webhookPublicKey: string };

export type RotationCommitMutationVariables = Exact<{
  quoteId: Scalars['ID']['input'];
}>;


export type RotationCommitMutation = { __typename?: 'Mutation', commitQuote:
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'QuoteCommitment' }
    | { __typename: 'QuoteExpired' }
    | { __typename: 'QuoteNotFound' }
    | { __typename: 'TooManyRequests' }
    | { __typename: 'UpstreamError' }
   };

export type OutageEventsSubscriptionVariables = Exact<{
  filter?: InputMaybe<TransactionEventFilter>;
  untilFinal?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type OutageEventsSubscription = { __typename?: 'Subscription', transactionEvents: { __typename?: 'TransactionEvent', eventId: string, type: string } };

export type OutageLookupQueryVariables = Exact<{
  hash: Scalars['String']['input'];
}>;


export type OutageLookupQuery = { __typename?: 'Query', transactionByWithdrawHash:
    | { __typename: 'BridgeSwapTransaction' }
    | { __typename: 'BridgeTransaction' }
    | { __typename: 'DepositAddressBridgeTransaction' }
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'OtherTransaction' }
    | { __typename: 'UpstreamError' }
   };

export type CappedEventsSubscriptionVariables = Exact<{
  filter?: InputMaybe<TransactionEventFilter>;
}>;


export type CappedEventsSubscription = { __typename?: 'Subscription', transactionEvents: { __typename?: 'TransactionEvent', eventId: string } };

export type TransactionEventsUntilFinalSubscriptionVariables = Exact<{
  filter?: InputMaybe<TransactionEventFilter>;
  untilFinal?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type TransactionEventsUntilFinalSubscription = { __typename?: 'Subscription', transactionEvents: { __typename?: 'TransactionEvent', type: string, transaction?:
      | { __typename?: 'BridgeSwapTransaction', state: TransactionState }
      | { __typename?: 'BridgeTransaction', state: TransactionState }
      | { __typename?: 'DepositAddressBridgeTransaction', state: TransactionState }
      | { __typename?: 'OtherTransaction', state: TransactionState }
     | null } };

export type UntilFinalQuoteMutationVariables = Exact<{
  input: QuoteInput;
}>;


export type UntilFinalQuoteMutation = { __typename?: 'Mutation', createQuote:
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
  quoteId: Scalars['ID']['input'];
}>;


export type UntilFinalCommitMutation = { __typename?: 'Mutation', commitQuote:
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'QuoteCommitment' }
    | { __typename: 'QuoteExpired' }
    | { __typename: 'QuoteNotFound' }
    | { __typename: 'TooManyRequests' }
    | { __typename: 'UpstreamError' }
   };

export type VendorEventsSubscriptionVariables = Exact<{
  filter?: InputMaybe<TransactionEventFilter>;
}>;


export type VendorEventsSubscription = { __typename?: 'Subscription', transactionEvents: { __typename?: 'TransactionEvent', eventId: string, type: string, kind: TransactionEventKind, transferType?: string | null, payload: unknown, transaction?:
      | { __typename: 'BridgeSwapTransaction', id: string, state: TransactionState, refund?: { __typename?: 'TransferRefund', amount: string, token?: string | null } | null }
      | { __typename: 'BridgeTransaction', id: string, state: TransactionState, refund?: { __typename?: 'TransferRefund', amount: string, token?: string | null } | null }
      | { __typename: 'DepositAddressBridgeTransaction', depositAddress?: string | null, id: string, state: TransactionState, refund?: { __typename?: 'TransferRefund', amount: string, token?: string | null } | null }
      | { __typename: 'OtherTransaction', id: string, state: TransactionState, refund?: { __typename?: 'TransferRefund', amount: string, token?: string | null } | null }
     | null } };

export type RouteEventsSubscriptionVariables = Exact<{
  filter?: InputMaybe<TransactionEventFilter>;
}>;


export type RouteEventsSubscription = { __typename?: 'Subscription', transactionEvents: { __typename?: 'TransactionEvent', eventId: string, type: string } };

export type FastLookupQueryVariables = Exact<{
  hash: Scalars['String']['input'];
}>;


export type FastLookupQuery = { __typename?: 'Query', transactionByWithdrawHash:
    | { __typename: 'BridgeSwapTransaction' }
    | { __typename: 'BridgeTransaction', id: string, amountIn: string, amountOut: string, state: TransactionState, fees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string } }
    | { __typename: 'DepositAddressBridgeTransaction' }
    | { __typename: 'HistoryNotFound', message: string }
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'OtherTransaction' }
    | { __typename: 'UpstreamError', message: string }
   };

export type FastPageQueryVariables = Exact<{
  hash: Scalars['String']['input'];
  id: Scalars['ID']['input'];
}>;


export type FastPageQuery = { __typename?: 'Query', a:
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
  quoteId: Scalars['ID']['input'];
}>;


export type FastCommitMutation = { __typename?: 'Mutation', commitQuote:
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'QuoteCommitment' }
    | { __typename: 'QuoteExpired' }
    | { __typename: 'QuoteNotFound' }
    | { __typename: 'TooManyRequests' }
    | { __typename: 'UpstreamError' }
   };

export type ResponseCacheByWithdrawQueryVariables = Exact<{
  hash: Scalars['String']['input'];
}>;


export type ResponseCacheByWithdrawQuery = { __typename?: 'Query', transactionByWithdrawHash:
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
  id: Scalars['ID']['input'];
}>;


export type ResponseCacheByIdQuery = { __typename?: 'Query', transactionById:
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
  id: Scalars['ID']['input'];
}>;


export type ResponseCacheCancelMutation = { __typename?: 'Mutation', cancelTransaction:
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

export type CacheDisabledByWithdrawQueryVariables = Exact<{
  hash: Scalars['String']['input'];
}>;


export type CacheDisabledByWithdrawQuery = { __typename?: 'Query', transactionByWithdrawHash:
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
  hash: Scalars['String']['input'];
}>;


export type CacheByWithdrawQuery = { __typename?: 'Query', transactionByWithdrawHash:
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
  hash: Scalars['String']['input'];
}>;


export type CacheByDepositQuery = { __typename?: 'Query', transactionsByDepositHash:
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'TransactionList', items: Array<
        | { __typename?: 'BridgeSwapTransaction', id: string, state: TransactionState }
        | { __typename?: 'BridgeTransaction', id: string, state: TransactionState }
        | { __typename?: 'DepositAddressBridgeTransaction', id: string, state: TransactionState }
        | { __typename?: 'OtherTransaction', id: string, state: TransactionState }
      > }
    | { __typename: 'UpstreamError' }
   };

export type CacheByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CacheByIdQuery = { __typename?: 'Query', transactionById:
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
  id: Scalars['ID']['input'];
}>;


export type CacheCalldataQuery = { __typename?: 'Query', swapCalldata:
    | { __typename: 'CommitmentNotFound' }
    | { __typename: 'InvalidCommitmentType' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'SwapCalldata' }
    | { __typename: 'UpstreamError' }
   };

export type TracedByWithdrawHashQueryVariables = Exact<{
  hash: Scalars['String']['input'];
}>;


export type TracedByWithdrawHashQuery = { __typename?: 'Query', transactionByWithdrawHash:
    | { __typename: 'BridgeSwapTransaction' }
    | { __typename: 'BridgeTransaction' }
    | { __typename: 'DepositAddressBridgeTransaction' }
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'OtherTransaction' }
    | { __typename: 'UpstreamError' }
   };

export type CatalogChainsQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogChainsQuery = { __typename?: 'Query', chains: Array<{ __typename?: 'Chain', name: string, nativeTokenName: string, nativeTokenDecimals: number, tokens: Array<{ __typename?: 'Token', symbol: string, chain: string, address: string, decimals?: number | null, usdPrice?: number | null }> }> };

export type CatalogChainQueryVariables = Exact<{
  name: Scalars['String']['input'];
}>;


export type CatalogChainQuery = { __typename?: 'Query', chain?: { __typename?: 'Chain', name: string, tokens: Array<{ __typename?: 'Token', symbol: string, decimals?: number | null }> } | null };

export type CatalogSwapTokensQueryVariables = Exact<{
  chain?: InputMaybe<Scalars['String']['input']>;
}>;


export type CatalogSwapTokensQuery = { __typename?: 'Query', swapTokens: Array<{ __typename?: 'Token', symbol: string, chain: string, decimals?: number | null, usdPrice?: number | null, aggregators?: Array<string> | null }> };

export type CatalogPreviewQueryVariables = Exact<{
  input: PreviewQuoteInput;
}>;


export type CatalogPreviewQuery = { __typename?: 'Query', previewQuote:
    | { __typename: 'BridgeQuote', quoteId: string, payAmount: string, receiveAmount: string, depositor: string, isExpired: boolean, token: string }
    | { __typename: 'BridgeSwapQuote', quoteId: string, payAmount: string, receiveAmount: string, depositor: string, isExpired: boolean, tokenIn: string, tokenOut: string }
    | { __typename: 'DepositAddressBridgeQuote', quoteId: string, payAmount: string, receiveAmount: string, depositor: string, isExpired: boolean }
    | { __typename: 'DepositLimitReached' }
    | { __typename: 'GasBoostGreaterThanReceiveAmount' }
    | { __typename: 'InvalidInput', issues: Array<{ __typename?: 'InputIssue', path: Array<string>, message: string }> }
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


export type CatalogCreateQuoteMutation = { __typename?: 'Mutation', createQuote:
    | { __typename: 'BridgeQuote', quoteId: string, payAmount: string }
    | { __typename: 'BridgeSwapQuote', quoteId: string, payAmount: string }
    | { __typename: 'DepositAddressBridgeQuote', quoteId: string, payAmount: string }
    | { __typename: 'DepositLimitReached' }
    | { __typename: 'GasBoostGreaterThanReceiveAmount' }
    | { __typename: 'InvalidInput', issues: Array<{ __typename?: 'InputIssue', path: Array<string>, message: string }> }
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
  quoteId: Scalars['ID']['input'];
}>;


export type CatalogCommitPreviewMutation = { __typename?: 'Mutation', commitQuote:
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


export type SdaCreateMutation = { __typename?: 'Mutation', createDepositAddress:
    | { __typename: 'DepositAddressChainsNotSupported', chains: Array<string> }
    | { __typename: 'DepositAddressesCreated', addresses: Array<{ __typename?: 'DepositAddress', address: string, chain: string, supportedTokens: Array<{ __typename?: 'Token', symbol: string, chain: string, decimals?: number | null, usdPrice?: number | null, minDepositLimitUsd?: number | null, maxDepositLimitUsd?: number | null }> }> }
    | { __typename: 'EndpointDisabled' }
    | { __typename: 'InvalidInput', issues: Array<{ __typename?: 'InputIssue', path: Array<string>, message: string }> }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'TooManyRequests' }
    | { __typename: 'UpstreamError' }
   };

export type SdaActivateMutationVariables = Exact<{
  address: Scalars['String']['input'];
  chain: Scalars['String']['input'];
}>;


export type SdaActivateMutation = { __typename?: 'Mutation', activateDepositAddress:
    | { __typename: 'DepositAddressActivated', activated: boolean, depositAddress: { __typename?: 'DepositAddress', status:
          | { __typename: 'DepositAddressNotFound' }
          | { __typename: 'DepositAddressStatus', isActive: boolean }
          | { __typename: 'EndpointDisabled' }
          | { __typename: 'InvalidInput' }
          | { __typename: 'UpstreamError' }
         } }
    | { __typename: 'DepositAddressAlreadyActive' }
    | { __typename: 'DepositAddressNotFound' }
    | { __typename: 'EndpointDisabled' }
    | { __typename: 'InvalidInput', issues: Array<{ __typename?: 'InputIssue', path: Array<string>, message: string }> }
    | { __typename: 'UpstreamError' }
   };

export type SdaSearchQueryVariables = Exact<{
  search: DepositAddressSearch;
}>;


export type SdaSearchQuery = { __typename?: 'Query', depositAddresses: Array<{ __typename?: 'DepositAddress', address: string, chain: string, supportedTokens: Array<{ __typename?: 'Token', symbol: string, decimals?: number | null }> }> };

export type SdaHistoryQueryVariables = Exact<{
  address: Scalars['String']['input'];
  chain: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type SdaHistoryQuery = { __typename?: 'Query', depositAddress: { __typename?: 'DepositAddress', supportedTokens: Array<{ __typename?: 'Token', symbol: string, decimals?: number | null, usdPrice?: number | null }>, history: { __typename?: 'TransactionConnection', edges: Array<{ __typename?: 'TransactionEdge', cursor: string, node:
          | { __typename?: 'BridgeSwapTransaction', id: string, state: TransactionState, depositor: string }
          | { __typename?: 'BridgeTransaction', id: string, state: TransactionState, depositor: string }
          | { __typename?: 'DepositAddressBridgeTransaction', id: string, state: TransactionState, depositor: string }
          | { __typename?: 'OtherTransaction', id: string, state: TransactionState, depositor: string }
         }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } } };

export type SdaCreateLimitedMutationVariables = Exact<{
  input: CreateDepositAddressInput;
}>;


export type SdaCreateLimitedMutation = { __typename?: 'Mutation', createDepositAddress:
    | { __typename: 'DepositAddressChainsNotSupported', message: string }
    | { __typename: 'DepositAddressesCreated' }
    | { __typename: 'EndpointDisabled', message: string }
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'TooManyRequests', message: string, retryAfterSeconds?: number | null }
    | { __typename: 'UpstreamError', message: string, tag: string }
   };

export type DepositAddressQueryVariables = Exact<{
  address: Scalars['String']['input'];
  chain: Scalars['String']['input'];
}>;


export type DepositAddressQuery = { __typename?: 'Query', depositAddress: { __typename?: 'DepositAddress', address: string, chain: string, status:
      | { __typename: 'DepositAddressNotFound', addresses: Array<string>, message: string }
      | { __typename: 'DepositAddressStatus', depositChain: string, depositAddress: string, destinationChain: string, destinationAddress?: string | null, isActive: boolean, addressNote?: string | null, tokenOut?: string | null, refundAddress?: string | null, bridgeIfNotSwappable?: boolean | null, raw: unknown, supportedTokens: Array<{ __typename?: 'SupportedToken', symbol: string, address: string, minDepositLimitUsd?: number | null, maxDepositLimitUsd?: number | null }>, postBridgeData?:
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
      | { __typename: 'InvalidInput', message: string, issues: Array<{ __typename?: 'InputIssue', path: Array<string> }> }
      | { __typename: 'UpstreamError', message: string }
    , completedRefunds:
      | { __typename: 'DepositAddressNotFound', addresses: Array<string>, message: string }
      | { __typename: 'EndpointDisabled', message: string }
      | { __typename: 'InvalidInput', message: string }
      | { __typename: 'RefundList', items: Array<{ __typename?: 'Refund', refundId: string, depositAddress: string, depositChain: string, recipient?: string | null, txHash?: string | null, txTimestamp?: string | null, originalDepositTxHash?: string | null, trigger:
            | { __typename: 'OtherRefundTrigger', tag: string, raw: unknown }
            | { __typename: 'RejectedBridgeTrigger' }
            | { __typename: 'UnsupportedTokenTrigger', nativeToken?: boolean | null, amountWei?: string | null, tokenAddress?: string | null, tokenSymbol?: string | null, amount?: string | null, amountUsd?: string | null }
           }>, unreadable: Array<{ __typename?: 'UnreadableRecord', reason: string }> }
      | { __typename: 'UpstreamError', message: string }
     } };

export type DepositPlanOfQueryVariables = Exact<{
  quoteId: Scalars['ID']['input'];
  owner?: InputMaybe<Scalars['String']['input']>;
}>;


export type DepositPlanOfQuery = { __typename?: 'Query', depositPlan:
    | { __typename: 'CommitmentNotFound' }
    | { __typename: 'DepositNotSupported', chainType: string, message: string }
    | { __typename: 'DepositPlan', quoteId: string, amount: string, amountBaseUnits: string, spender: string, chain: { __typename?: 'Chain', name: string, chainId?: number | null }, token: { __typename?: 'Token', symbol: string, address: string, decimals?: number | null }, approval?: { __typename?: 'EvmTransactionRequest', chainId: number, to: string, data: string, value: string, gas?: string | null } | null, deposit: { __typename?: 'EvmTransactionRequest', chainId: number, to: string, data: string, value: string, gas?: string | null }, preflight?: { __typename?: 'DepositPreflight', owner: string, allowance: string, tokenBalance: string, nativeBalance: string, approvalNeeded: boolean, sufficientBalance: boolean } | null }
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidCommitmentType' }
    | { __typename: 'InvalidInput', issues: Array<{ __typename?: 'InputIssue', path: Array<string>, message: string }> }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'TransferNotPending', state: string, message: string }
    | { __typename: 'UpstreamError' }
   };

export type DepositPlanOfNewQuoteMutationVariables = Exact<{
  input: QuoteInput;
  owner?: InputMaybe<Scalars['String']['input']>;
}>;


export type DepositPlanOfNewQuoteMutation = { __typename?: 'Mutation', createQuote:
    | { __typename: 'BridgeQuote', quoteId: string, payAmount: string, depositPlan:
        | { __typename: 'CommitmentNotFound' }
        | { __typename: 'DepositNotSupported' }
        | { __typename: 'DepositPlan', amountBaseUnits: string, spender: string, approval?: { __typename?: 'EvmTransactionRequest', to: string } | null, deposit: { __typename?: 'EvmTransactionRequest', chainId: number, to: string, data: string, value: string, gas?: string | null }, preflight?: { __typename?: 'DepositPreflight', allowance: string, tokenBalance: string, nativeBalance: string, approvalNeeded: boolean, sufficientBalance: boolean } | null }
        | { __typename: 'HistoryNotFound' }
        | { __typename: 'InvalidCommitmentType' }
        | { __typename: 'InvalidInput' }
        | { __typename: 'InvalidRequest' }
        | { __typename: 'TransferNotPending' }
        | { __typename: 'UpstreamError' }
       }
    | { __typename: 'BridgeSwapQuote', quoteId: string, payAmount: string, depositPlan:
        | { __typename: 'CommitmentNotFound' }
        | { __typename: 'DepositNotSupported' }
        | { __typename: 'DepositPlan', amountBaseUnits: string, spender: string, approval?: { __typename?: 'EvmTransactionRequest', to: string } | null, deposit: { __typename?: 'EvmTransactionRequest', chainId: number, to: string, data: string, value: string, gas?: string | null }, preflight?: { __typename?: 'DepositPreflight', allowance: string, tokenBalance: string, nativeBalance: string, approvalNeeded: boolean, sufficientBalance: boolean } | null }
        | { __typename: 'HistoryNotFound' }
        | { __typename: 'InvalidCommitmentType' }
        | { __typename: 'InvalidInput' }
        | { __typename: 'InvalidRequest' }
        | { __typename: 'TransferNotPending' }
        | { __typename: 'UpstreamError' }
       }
    | { __typename: 'DepositAddressBridgeQuote', quoteId: string, payAmount: string, depositPlan:
        | { __typename: 'CommitmentNotFound' }
        | { __typename: 'DepositNotSupported' }
        | { __typename: 'DepositPlan', amountBaseUnits: string, spender: string, approval?: { __typename?: 'EvmTransactionRequest', to: string } | null, deposit: { __typename?: 'EvmTransactionRequest', chainId: number, to: string, data: string, value: string, gas?: string | null }, preflight?: { __typename?: 'DepositPreflight', allowance: string, tokenBalance: string, nativeBalance: string, approvalNeeded: boolean, sufficientBalance: boolean } | null }
        | { __typename: 'HistoryNotFound' }
        | { __typename: 'InvalidCommitmentType' }
        | { __typename: 'InvalidInput' }
        | { __typename: 'InvalidRequest' }
        | { __typename: 'TransferNotPending' }
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
        | { __typename: 'DepositPlan', amountBaseUnits: string, spender: string, approval?: { __typename?: 'EvmTransactionRequest', to: string } | null, deposit: { __typename?: 'EvmTransactionRequest', chainId: number, to: string, data: string, value: string, gas?: string | null }, preflight?: { __typename?: 'DepositPreflight', allowance: string, tokenBalance: string, nativeBalance: string, approvalNeeded: boolean, sufficientBalance: boolean } | null }
        | { __typename: 'HistoryNotFound' }
        | { __typename: 'InvalidCommitmentType' }
        | { __typename: 'InvalidInput' }
        | { __typename: 'InvalidRequest' }
        | { __typename: 'TransferNotPending' }
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


export type DepositPlanChainsQuery = { __typename?: 'Query', chains: Array<{ __typename?: 'Chain', name: string, type: string, chainId?: number | null, contractAddress?: string | null, rpcUrl?: string | null }> };

export type DepositPlansOfSeveralOwnersQueryVariables = Exact<{
  onArbitrum: Scalars['ID']['input'];
  onBase: Scalars['ID']['input'];
  a: Scalars['String']['input'];
  b: Scalars['String']['input'];
}>;


export type DepositPlansOfSeveralOwnersQuery = { __typename?: 'Query', first:
    | { __typename?: 'CommitmentNotFound' }
    | { __typename?: 'DepositNotSupported' }
    | { __typename?: 'DepositPlan', preflight?: { __typename?: 'DepositPreflight', tokenBalance: string } | null }
    | { __typename?: 'HistoryNotFound' }
    | { __typename?: 'InvalidCommitmentType' }
    | { __typename?: 'InvalidInput' }
    | { __typename?: 'InvalidRequest' }
    | { __typename?: 'TransferNotPending' }
    | { __typename?: 'UpstreamError' }
  , second:
    | { __typename?: 'CommitmentNotFound' }
    | { __typename?: 'DepositNotSupported' }
    | { __typename?: 'DepositPlan', preflight?: { __typename?: 'DepositPreflight', tokenBalance: string } | null }
    | { __typename?: 'HistoryNotFound' }
    | { __typename?: 'InvalidCommitmentType' }
    | { __typename?: 'InvalidInput' }
    | { __typename?: 'InvalidRequest' }
    | { __typename?: 'TransferNotPending' }
    | { __typename?: 'UpstreamError' }
  , again:
    | { __typename?: 'CommitmentNotFound' }
    | { __typename?: 'DepositNotSupported' }
    | { __typename?: 'DepositPlan', preflight?: { __typename?: 'DepositPreflight', allowance: string } | null }
    | { __typename?: 'HistoryNotFound' }
    | { __typename?: 'InvalidCommitmentType' }
    | { __typename?: 'InvalidInput' }
    | { __typename?: 'InvalidRequest' }
    | { __typename?: 'TransferNotPending' }
    | { __typename?: 'UpstreamError' }
  , base:
    | { __typename?: 'CommitmentNotFound' }
    | { __typename?: 'DepositNotSupported' }
    | { __typename?: 'DepositPlan', preflight?: { __typename?: 'DepositPreflight', nativeBalance: string } | null }
    | { __typename?: 'HistoryNotFound' }
    | { __typename?: 'InvalidCommitmentType' }
    | { __typename?: 'InvalidInput' }
    | { __typename?: 'InvalidRequest' }
    | { __typename?: 'TransferNotPending' }
    | { __typename?: 'UpstreamError' }
   };

export type TransactionEventsSubscriptionVariables = Exact<{
  filter?: InputMaybe<TransactionEventFilter>;
}>;


export type TransactionEventsSubscription = { __typename?: 'Subscription', transactionEvents: { __typename?: 'TransactionEvent', eventId: string, type: string, occurredAt: string, receivedAt: string, payload: unknown, transaction?:
      | { __typename: 'BridgeSwapTransaction', tokenIn: string, tokenOut: string, id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash?: string | null, withdrawTxHash?: string | null, fees: { __typename?: 'Fees', fee: string } }
      | { __typename: 'BridgeTransaction', token: string, id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash?: string | null, withdrawTxHash?: string | null, fees: { __typename?: 'Fees', fee: string } }
      | { __typename: 'DepositAddressBridgeTransaction', id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash?: string | null, withdrawTxHash?: string | null, fees: { __typename?: 'Fees', fee: string } }
      | { __typename: 'OtherTransaction', id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash?: string | null, withdrawTxHash?: string | null, fees: { __typename?: 'Fees', fee: string } }
     | null } };

export type EventsQuoteMutationVariables = Exact<{
  input: QuoteInput;
}>;


export type EventsQuoteMutation = { __typename?: 'Mutation', createQuote:
    | { __typename: 'BridgeQuote', quoteId: string, webhookUrl?: string | null }
    | { __typename: 'BridgeSwapQuote', quoteId: string, webhookUrl?: string | null }
    | { __typename: 'DepositAddressBridgeQuote', quoteId: string, webhookUrl?: string | null }
    | { __typename: 'DepositLimitReached' }
    | { __typename: 'GasBoostGreaterThanReceiveAmount' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'NegativeReceiveAmount' }
    | { __typename: 'NoRouteFound' }
    | { __typename: 'OtherQuote', quoteId: string, webhookUrl?: string | null }
    | { __typename: 'SameChainSwapNotAvailable' }
    | { __typename: 'SdaDepositBelowMinimum' }
    | { __typename: 'SdaDepositLimitExceeded' }
    | { __typename: 'SwapLimitReached' }
    | { __typename: 'TooManyRequests' }
    | { __typename: 'UpstreamError' }
    | { __typename: 'WithdrawLimitReached' }
   };

export type EventsCommitMutationVariables = Exact<{
  quoteId: Scalars['ID']['input'];
}>;


export type EventsCommitMutation = { __typename?: 'Mutation', commitQuote:
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'QuoteCommitment' }
    | { __typename: 'QuoteExpired' }
    | { __typename: 'QuoteNotFound' }
    | { __typename: 'TooManyRequests' }
    | { __typename: 'UpstreamError' }
   };

export type ExplorerLinksQueryVariables = Exact<{
  hash: Scalars['String']['input'];
}>;


export type ExplorerLinksQuery = { __typename?: 'Query', transactionsByDepositHash:
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'TransactionList', items: Array<
        | { __typename?: 'BridgeSwapTransaction', id: string, chainIn: string, chainOut: string, depositTxHash?: string | null, withdrawTxHash?: string | null, depositTxUrl?: string | null, withdrawTxUrl?: string | null, refund?: { __typename?: 'TransferRefund', txHash?: string | null, chain?: string | null, txUrl?: string | null } | null }
        | { __typename?: 'BridgeTransaction', id: string, chainIn: string, chainOut: string, depositTxHash?: string | null, withdrawTxHash?: string | null, depositTxUrl?: string | null, withdrawTxUrl?: string | null, refund?: { __typename?: 'TransferRefund', txHash?: string | null, chain?: string | null, txUrl?: string | null } | null }
        | { __typename?: 'DepositAddressBridgeTransaction', id: string, chainIn: string, chainOut: string, depositTxHash?: string | null, withdrawTxHash?: string | null, depositTxUrl?: string | null, withdrawTxUrl?: string | null, refund?: { __typename?: 'TransferRefund', txHash?: string | null, chain?: string | null, txUrl?: string | null } | null }
        | { __typename?: 'OtherTransaction', id: string, chainIn: string, chainOut: string, depositTxHash?: string | null, withdrawTxHash?: string | null, depositTxUrl?: string | null, withdrawTxUrl?: string | null, refund?: { __typename?: 'TransferRefund', txHash?: string | null, chain?: string | null, txUrl?: string | null } | null }
      > }
    | { __typename: 'UpstreamError' }
   };

export type ExplorerLinksPageQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ExplorerLinksPageQuery = { __typename?: 'Query', transactions: { __typename?: 'TransactionConnection', edges: Array<{ __typename?: 'TransactionEdge', node:
        | { __typename?: 'BridgeSwapTransaction', depositTxHash?: string | null, depositTxUrl?: string | null, withdrawTxUrl?: string | null }
        | { __typename?: 'BridgeTransaction', depositTxHash?: string | null, depositTxUrl?: string | null, withdrawTxUrl?: string | null }
        | { __typename?: 'DepositAddressBridgeTransaction', depositTxHash?: string | null, depositTxUrl?: string | null, withdrawTxUrl?: string | null }
        | { __typename?: 'OtherTransaction', depositTxHash?: string | null, depositTxUrl?: string | null, withdrawTxUrl?: string | null }
       }> } };

export type HistoryByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type HistoryByIdQuery = { __typename?: 'Query', transactionById:
    | { __typename: 'BridgeSwapTransaction', id: string, state: TransactionState, amountIn: string }
    | { __typename: 'BridgeTransaction', id: string, state: TransactionState, amountIn: string }
    | { __typename: 'DepositAddressBridgeTransaction', id: string, state: TransactionState, amountIn: string }
    | { __typename: 'HistoryNotFound', lookedUp: string }
    | { __typename: 'InvalidInput', issues: Array<{ __typename?: 'InputIssue', path: Array<string>, message: string }> }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'OtherTransaction', id: string, state: TransactionState, amountIn: string }
    | { __typename: 'UpstreamError' }
   };

export type HistoryCancelMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type HistoryCancelMutation = { __typename?: 'Mutation', cancelTransaction:
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
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type HistoryPageQuery = { __typename?: 'Query', transactions: { __typename?: 'TransactionConnection', edges: Array<{ __typename?: 'TransactionEdge', cursor: string, node:
        | { __typename?: 'BridgeSwapTransaction', id: string, state: TransactionState }
        | { __typename?: 'BridgeTransaction', id: string, state: TransactionState }
        | { __typename?: 'DepositAddressBridgeTransaction', id: string, state: TransactionState }
        | { __typename?: 'OtherTransaction', id: string, state: TransactionState }
       }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type HistoryEventsSubscriptionVariables = Exact<{
  filter?: InputMaybe<TransactionEventFilter>;
}>;


export type HistoryEventsSubscription = { __typename?: 'Subscription', transactionEvents: { __typename?: 'TransactionEvent', type: string, transaction?:
      | { __typename?: 'BridgeSwapTransaction', id: string, state: TransactionState }
      | { __typename?: 'BridgeTransaction', id: string, state: TransactionState }
      | { __typename?: 'DepositAddressBridgeTransaction', id: string, state: TransactionState }
      | { __typename?: 'OtherTransaction', id: string, state: TransactionState }
     | null } };

export type CreateQuoteMutationVariables = Exact<{
  input: QuoteInput;
}>;


export type CreateQuoteMutation = { __typename?: 'Mutation', createQuote:
    | { __typename: 'BridgeQuote', quoteId: string, chainIn: string, chainOut: string, payAmount: string, payAmountUsd: number, receiveAmount: string, receiveAmountUsd: number, depositor: string, recipient: string, expiresAt: string, isExpired: boolean, speed?: Speed | null, estimatedDuration?: number | null, flowCredits?: number | null, webhookUrl?: string | null, token: string, gasBoost?: { __typename?: 'GasBoost', amountNative: string, amountNativeUsd: number, amountNativeTokenCost: string } | null, postBridgeData?:
        | { __typename: 'AaveV3SupplyPostBridgeData' }
        | { __typename: 'ExtendedPostBridgeData', vaultId: number }
        | { __typename: 'MapleDepositPostBridgeData' }
        | { __typename: 'OtherPostBridgeData' }
        | { __typename: 'RocketFoundationDepositPostBridgeData' }
        | { __typename: 'StarkwareBtcfiPostBridgeData' }
        | { __typename: 'StarkwareBtcfiV2PostBridgeData' }
        | { __typename: 'WirexWrapPostBridgeData' }
        | { __typename: 'WirexWrapSandboxPostBridgeData' }
       | null, fees: { __typename?: 'QuoteFees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, platformFee: string, percentageFee: string, percentageFeeAmount?: number | null, percentageFeeThreshold?: number | null, sponsored: { __typename?: 'Fees', fee: string, gasFee: string, gasFeeUsd: number, percentageFee: string } } }
    | { __typename: 'BridgeSwapQuote', quoteId: string, chainIn: string, chainOut: string, payAmount: string, payAmountUsd: number, receiveAmount: string, receiveAmountUsd: number, depositor: string, recipient: string, expiresAt: string, isExpired: boolean, speed?: Speed | null, estimatedDuration?: number | null, flowCredits?: number | null, webhookUrl?: string | null, tokenIn: string, tokenOut: string, bridgePayAmount?: string | null, minReceiveAmount?: string | null, minReceiveAmountUsd?: number | null, usdPriceTokenIn?: number | null, usdPriceTokenOut?: number | null, gasBoost?: { __typename?: 'GasBoost', amountNative: string, amountNativeUsd: number, amountNativeTokenCost: string } | null, postBridgeData?:
        | { __typename: 'AaveV3SupplyPostBridgeData' }
        | { __typename: 'ExtendedPostBridgeData', vaultId: number }
        | { __typename: 'MapleDepositPostBridgeData' }
        | { __typename: 'OtherPostBridgeData' }
        | { __typename: 'RocketFoundationDepositPostBridgeData' }
        | { __typename: 'StarkwareBtcfiPostBridgeData' }
        | { __typename: 'StarkwareBtcfiV2PostBridgeData' }
        | { __typename: 'WirexWrapPostBridgeData' }
        | { __typename: 'WirexWrapSandboxPostBridgeData' }
       | null, fees: { __typename?: 'QuoteFees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, platformFee: string, percentageFee: string, percentageFeeAmount?: number | null, percentageFeeThreshold?: number | null, sponsored: { __typename?: 'Fees', fee: string, gasFee: string, gasFeeUsd: number, percentageFee: string } }, swapCalldata?:
        | { __typename: 'CommitmentNotFound' }
        | { __typename: 'InvalidCommitmentType' }
        | { __typename: 'InvalidInput' }
        | { __typename: 'SwapCalldata', commitmentId: string, calldata: string }
        | { __typename: 'UpstreamError' }
       | null }
    | { __typename: 'DepositAddressBridgeQuote', quoteId: string, chainIn: string, chainOut: string, payAmount: string, payAmountUsd: number, receiveAmount: string, receiveAmountUsd: number, depositor: string, recipient: string, expiresAt: string, isExpired: boolean, speed?: Speed | null, estimatedDuration?: number | null, flowCredits?: number | null, webhookUrl?: string | null, gasBoost?: { __typename?: 'GasBoost', amountNative: string, amountNativeUsd: number, amountNativeTokenCost: string } | null, postBridgeData?:
        | { __typename: 'AaveV3SupplyPostBridgeData' }
        | { __typename: 'ExtendedPostBridgeData', vaultId: number }
        | { __typename: 'MapleDepositPostBridgeData' }
        | { __typename: 'OtherPostBridgeData' }
        | { __typename: 'RocketFoundationDepositPostBridgeData' }
        | { __typename: 'StarkwareBtcfiPostBridgeData' }
        | { __typename: 'StarkwareBtcfiV2PostBridgeData' }
        | { __typename: 'WirexWrapPostBridgeData' }
        | { __typename: 'WirexWrapSandboxPostBridgeData' }
       | null, fees: { __typename?: 'QuoteFees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, platformFee: string, percentageFee: string, percentageFeeAmount?: number | null, percentageFeeThreshold?: number | null, sponsored: { __typename?: 'Fees', fee: string, gasFee: string, gasFeeUsd: number, percentageFee: string } } }
    | { __typename: 'DepositLimitReached' }
    | { __typename: 'GasBoostGreaterThanReceiveAmount' }
    | { __typename: 'InvalidInput', message: string, issues: Array<{ __typename?: 'InputIssue', path: Array<string>, message: string }> }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'NegativeReceiveAmount' }
    | { __typename: 'NoRouteFound' }
    | { __typename: 'OtherQuote', quoteId: string, chainIn: string, chainOut: string, payAmount: string, payAmountUsd: number, receiveAmount: string, receiveAmountUsd: number, depositor: string, recipient: string, expiresAt: string, isExpired: boolean, speed?: Speed | null, estimatedDuration?: number | null, flowCredits?: number | null, webhookUrl?: string | null, tag: string, raw: unknown, gasBoost?: { __typename?: 'GasBoost', amountNative: string, amountNativeUsd: number, amountNativeTokenCost: string } | null, postBridgeData?:
        | { __typename: 'AaveV3SupplyPostBridgeData' }
        | { __typename: 'ExtendedPostBridgeData', vaultId: number }
        | { __typename: 'MapleDepositPostBridgeData' }
        | { __typename: 'OtherPostBridgeData' }
        | { __typename: 'RocketFoundationDepositPostBridgeData' }
        | { __typename: 'StarkwareBtcfiPostBridgeData' }
        | { __typename: 'StarkwareBtcfiV2PostBridgeData' }
        | { __typename: 'WirexWrapPostBridgeData' }
        | { __typename: 'WirexWrapSandboxPostBridgeData' }
       | null, fees: { __typename?: 'QuoteFees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, platformFee: string, percentageFee: string, percentageFeeAmount?: number | null, percentageFeeThreshold?: number | null, sponsored: { __typename?: 'Fees', fee: string, gasFee: string, gasFeeUsd: number, percentageFee: string } } }
    | { __typename: 'SameChainSwapNotAvailable' }
    | { __typename: 'SdaDepositBelowMinimum' }
    | { __typename: 'SdaDepositLimitExceeded' }
    | { __typename: 'SwapLimitReached' }
    | { __typename: 'TooManyRequests' }
    | { __typename: 'UpstreamError', tag: string, message: string, raw: unknown }
    | { __typename: 'WithdrawLimitReached' }
   };

export type CommitQuoteMutationVariables = Exact<{
  quoteId: Scalars['ID']['input'];
}>;


export type CommitQuoteMutation = { __typename?: 'Mutation', commitQuote:
    | { __typename: 'InvalidInput', message: string, issues: Array<{ __typename?: 'InputIssue', path: Array<string> }> }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'QuoteCommitment', quoteId: string }
    | { __typename: 'QuoteExpired', message: string }
    | { __typename: 'QuoteNotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
    | { __typename: 'UpstreamError', message: string }
   };

export type SwapCalldataQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SwapCalldataQuery = { __typename?: 'Query', swapCalldata:
    | { __typename: 'CommitmentNotFound', id: string, message: string }
    | { __typename: 'InvalidCommitmentType', message: string }
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'SwapCalldata', commitmentId: string, calldata: string }
    | { __typename: 'UpstreamError', message: string }
   };

export type WebhookPublicKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookPublicKeyQuery = { __typename?: 'Query', webhookPublicKey: string };

export type QuoteForCalldataMutationVariables = Exact<{
  input: QuoteInput;
}>;


export type QuoteForCalldataMutation = { __typename?: 'Mutation', createQuote:
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

export type SwapLegFieldsFragment = { __typename?: 'SwapLeg', tokenIn: string, tokenOut: string, amountIn: string, amountInUsd?: number | null, amountOut: string, amountOutUsd?: number | null, minAmountOut?: string | null, minAmountOutUsd?: number | null, aggregator?: string | null, chain?: string | null, slippage?: number | null };

type TransactionFields_BridgeSwapTransaction_Fragment = { __typename: 'BridgeSwapTransaction', tokenIn: string, tokenOut: string, minAmountOut: string, minAmountOutUsd: number, usdPriceTokenIn: number, usdPriceTokenOut: number, preSwapRaw?: unknown | null, postSwapRaw?: unknown | null, mode?: TransferMode | null, isAtomicSwap?: boolean | null, id: string, userId: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountInUsd: number, amountOut: string, amountOutUsd: number, amountNative?: string | null, amountNativeUsd?: number | null, recipient: string, depositor: string, createdAt: string, commitmentDate: string, depositTxHash?: string | null, depositCommittedAt?: string | null, withdrawTxHash?: string | null, withdrawCommittedAt?: string | null, speed?: Speed | null, estimatedDuration?: number | null, flowCredits?: number | null, depositDiscoveredAt?: string | null, depositConfirmedAt?: string | null, expectedDepositConfirmedAt?: string | null, expectedDepositConfirmedAtBlock?: number | null, preSwapTxHash?: string | null, preSwapCommittedAt?: string | null, isConfirmed?: boolean | null, cancelledAt?: string | null, failedAt?: string | null, preSwap?: { __typename?: 'SwapLeg', tokenIn: string, tokenOut: string, amountIn: string, amountInUsd?: number | null, amountOut: string, amountOutUsd?: number | null, minAmountOut?: string | null, minAmountOutUsd?: number | null, aggregator?: string | null, chain?: string | null, slippage?: number | null } | null, postSwap?: { __typename?: 'SwapLeg', tokenIn: string, tokenOut: string, amountIn: string, amountInUsd?: number | null, amountOut: string, amountOutUsd?: number | null, minAmountOut?: string | null, minAmountOutUsd?: number | null, aggregator?: string | null, chain?: string | null, slippage?: number | null } | null, fees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, sponsoredFees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, refund?: { __typename?: 'TransferRefund', reason?: string | null, txHash?: string | null, txTimestamp?: string | null, token?: string | null, amount: string, chain?: string | null, additionalData?: unknown | null } | null };

type TransactionFields_BridgeTransaction_Fragment = { __typename: 'BridgeTransaction', token: string, usdPrice: number, id: string, userId: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountInUsd: number, amountOut: string, amountOutUsd: number, amountNative?: string | null, amountNativeUsd?: number | null, recipient: string, depositor: string, createdAt: string, commitmentDate: string, depositTxHash?: string | null, depositCommittedAt?: string | null, withdrawTxHash?: string | null, withdrawCommittedAt?: string | null, speed?: Speed | null, estimatedDuration?: number | null, flowCredits?: number | null, depositDiscoveredAt?: string | null, depositConfirmedAt?: string | null, expectedDepositConfirmedAt?: string | null, expectedDepositConfirmedAtBlock?: number | null, preSwapTxHash?: string | null, preSwapCommittedAt?: string | null, isConfirmed?: boolean | null, cancelledAt?: string | null, failedAt?: string | null, fees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, sponsoredFees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, refund?: { __typename?: 'TransferRefund', reason?: string | null, txHash?: string | null, txTimestamp?: string | null, token?: string | null, amount: string, chain?: string | null, additionalData?: unknown | null } | null };

type TransactionFields_DepositAddressBridgeTransaction_Fragment = { __typename: 'DepositAddressBridgeTransaction', token: string, usdPrice: number, depositAddress?: string | null, id: string, userId: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountInUsd: number, amountOut: string, amountOutUsd: number, amountNative?: string | null, amountNativeUsd?: number | null, recipient: string, depositor: string, createdAt: string, commitmentDate: string, depositTxHash?: string | null, depositCommittedAt?: string | null, withdrawTxHash?: string | null, withdrawCommittedAt?: string | null, speed?: Speed | null, estimatedDuration?: number | null, flowCredits?: number | null, depositDiscoveredAt?: string | null, depositConfirmedAt?: string | null, expectedDepositConfirmedAt?: string | null, expectedDepositConfirmedAtBlock?: number | null, preSwapTxHash?: string | null, preSwapCommittedAt?: string | null, isConfirmed?: boolean | null, cancelledAt?: string | null, failedAt?: string | null, sdaTokenOut?: string | null, fees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, sponsoredFees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, refund?: { __typename?: 'TransferRefund', reason?: string | null, txHash?: string | null, txTimestamp?: string | null, token?: string | null, amount: string, chain?: string | null, additionalData?: unknown | null } | null };

type TransactionFields_OtherTransaction_Fragment = { __typename: 'OtherTransaction', tag: string, raw: unknown, id: string, userId: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountInUsd: number, amountOut: string, amountOutUsd: number, amountNative?: string | null, amountNativeUsd?: number | null, recipient: string, depositor: string, createdAt: string, commitmentDate: string, depositTxHash?: string | null, depositCommittedAt?: string | null, withdrawTxHash?: string | null, withdrawCommittedAt?: string | null, speed?: Speed | null, estimatedDuration?: number | null, flowCredits?: number | null, depositDiscoveredAt?: string | null, depositConfirmedAt?: string | null, expectedDepositConfirmedAt?: string | null, expectedDepositConfirmedAtBlock?: number | null, preSwapTxHash?: string | null, preSwapCommittedAt?: string | null, isConfirmed?: boolean | null, cancelledAt?: string | null, failedAt?: string | null, fees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, sponsoredFees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, refund?: { __typename?: 'TransferRefund', reason?: string | null, txHash?: string | null, txTimestamp?: string | null, token?: string | null, amount: string, chain?: string | null, additionalData?: unknown | null } | null };

export type TransactionFieldsFragment =
  | TransactionFields_BridgeSwapTransaction_Fragment
  | TransactionFields_BridgeTransaction_Fragment
  | TransactionFields_DepositAddressBridgeTransaction_Fragment
  | TransactionFields_OtherTransaction_Fragment
;

export type ByWithdrawHashQueryVariables = Exact<{
  hash: Scalars['String']['input'];
}>;


export type ByWithdrawHashQuery = { __typename?: 'Query', transactionByWithdrawHash:
    | { __typename: 'BridgeSwapTransaction', tokenIn: string, tokenOut: string, minAmountOut: string, minAmountOutUsd: number, usdPriceTokenIn: number, usdPriceTokenOut: number, preSwapRaw?: unknown | null, postSwapRaw?: unknown | null, mode?: TransferMode | null, isAtomicSwap?: boolean | null, id: string, userId: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountInUsd: number, amountOut: string, amountOutUsd: number, amountNative?: string | null, amountNativeUsd?: number | null, recipient: string, depositor: string, createdAt: string, commitmentDate: string, depositTxHash?: string | null, depositCommittedAt?: string | null, withdrawTxHash?: string | null, withdrawCommittedAt?: string | null, speed?: Speed | null, estimatedDuration?: number | null, flowCredits?: number | null, depositDiscoveredAt?: string | null, depositConfirmedAt?: string | null, expectedDepositConfirmedAt?: string | null, expectedDepositConfirmedAtBlock?: number | null, preSwapTxHash?: string | null, preSwapCommittedAt?: string | null, isConfirmed?: boolean | null, cancelledAt?: string | null, failedAt?: string | null, swapCalldata:
        | { __typename: 'CommitmentNotFound' }
        | { __typename: 'InvalidCommitmentType' }
        | { __typename: 'InvalidInput' }
        | { __typename: 'SwapCalldata', calldata: string }
        | { __typename: 'UpstreamError' }
      , preSwap?: { __typename?: 'SwapLeg', tokenIn: string, tokenOut: string, amountIn: string, amountInUsd?: number | null, amountOut: string, amountOutUsd?: number | null, minAmountOut?: string | null, minAmountOutUsd?: number | null, aggregator?: string | null, chain?: string | null, slippage?: number | null } | null, postSwap?: { __typename?: 'SwapLeg', tokenIn: string, tokenOut: string, amountIn: string, amountInUsd?: number | null, amountOut: string, amountOutUsd?: number | null, minAmountOut?: string | null, minAmountOutUsd?: number | null, aggregator?: string | null, chain?: string | null, slippage?: number | null } | null, fees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, sponsoredFees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, refund?: { __typename?: 'TransferRefund', reason?: string | null, txHash?: string | null, txTimestamp?: string | null, token?: string | null, amount: string, chain?: string | null, additionalData?: unknown | null } | null }
    | { __typename: 'BridgeTransaction', token: string, usdPrice: number, id: string, userId: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountInUsd: number, amountOut: string, amountOutUsd: number, amountNative?: string | null, amountNativeUsd?: number | null, recipient: string, depositor: string, createdAt: string, commitmentDate: string, depositTxHash?: string | null, depositCommittedAt?: string | null, withdrawTxHash?: string | null, withdrawCommittedAt?: string | null, speed?: Speed | null, estimatedDuration?: number | null, flowCredits?: number | null, depositDiscoveredAt?: string | null, depositConfirmedAt?: string | null, expectedDepositConfirmedAt?: string | null, expectedDepositConfirmedAtBlock?: number | null, preSwapTxHash?: string | null, preSwapCommittedAt?: string | null, isConfirmed?: boolean | null, cancelledAt?: string | null, failedAt?: string | null, fees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, sponsoredFees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, refund?: { __typename?: 'TransferRefund', reason?: string | null, txHash?: string | null, txTimestamp?: string | null, token?: string | null, amount: string, chain?: string | null, additionalData?: unknown | null } | null }
    | { __typename: 'DepositAddressBridgeTransaction', token: string, usdPrice: number, depositAddress?: string | null, id: string, userId: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountInUsd: number, amountOut: string, amountOutUsd: number, amountNative?: string | null, amountNativeUsd?: number | null, recipient: string, depositor: string, createdAt: string, commitmentDate: string, depositTxHash?: string | null, depositCommittedAt?: string | null, withdrawTxHash?: string | null, withdrawCommittedAt?: string | null, speed?: Speed | null, estimatedDuration?: number | null, flowCredits?: number | null, depositDiscoveredAt?: string | null, depositConfirmedAt?: string | null, expectedDepositConfirmedAt?: string | null, expectedDepositConfirmedAtBlock?: number | null, preSwapTxHash?: string | null, preSwapCommittedAt?: string | null, isConfirmed?: boolean | null, cancelledAt?: string | null, failedAt?: string | null, sdaTokenOut?: string | null, fees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, sponsoredFees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, refund?: { __typename?: 'TransferRefund', reason?: string | null, txHash?: string | null, txTimestamp?: string | null, token?: string | null, amount: string, chain?: string | null, additionalData?: unknown | null } | null }
    | { __typename: 'HistoryNotFound', message: string }
    | { __typename: 'InvalidInput', message: string, issues: Array<{ __typename?: 'InputIssue', path: Array<string>, message: string }> }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'OtherTransaction', tag: string, raw: unknown, id: string, userId: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountInUsd: number, amountOut: string, amountOutUsd: number, amountNative?: string | null, amountNativeUsd?: number | null, recipient: string, depositor: string, createdAt: string, commitmentDate: string, depositTxHash?: string | null, depositCommittedAt?: string | null, withdrawTxHash?: string | null, withdrawCommittedAt?: string | null, speed?: Speed | null, estimatedDuration?: number | null, flowCredits?: number | null, depositDiscoveredAt?: string | null, depositConfirmedAt?: string | null, expectedDepositConfirmedAt?: string | null, expectedDepositConfirmedAtBlock?: number | null, preSwapTxHash?: string | null, preSwapCommittedAt?: string | null, isConfirmed?: boolean | null, cancelledAt?: string | null, failedAt?: string | null, fees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, sponsoredFees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, refund?: { __typename?: 'TransferRefund', reason?: string | null, txHash?: string | null, txTimestamp?: string | null, token?: string | null, amount: string, chain?: string | null, additionalData?: unknown | null } | null }
    | { __typename: 'UpstreamError', message: string }
   };

export type ByDepositHashQueryVariables = Exact<{
  hash: Scalars['String']['input'];
}>;


export type ByDepositHashQuery = { __typename?: 'Query', transactionsByDepositHash:
    | { __typename: 'HistoryNotFound', id: string, message: string }
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'TransactionList', items: Array<
        | { __typename: 'BridgeSwapTransaction', tokenIn: string, tokenOut: string, minAmountOut: string, minAmountOutUsd: number, usdPriceTokenIn: number, usdPriceTokenOut: number, preSwapRaw?: unknown | null, postSwapRaw?: unknown | null, mode?: TransferMode | null, isAtomicSwap?: boolean | null, id: string, userId: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountInUsd: number, amountOut: string, amountOutUsd: number, amountNative?: string | null, amountNativeUsd?: number | null, recipient: string, depositor: string, createdAt: string, commitmentDate: string, depositTxHash?: string | null, depositCommittedAt?: string | null, withdrawTxHash?: string | null, withdrawCommittedAt?: string | null, speed?: Speed | null, estimatedDuration?: number | null, flowCredits?: number | null, depositDiscoveredAt?: string | null, depositConfirmedAt?: string | null, expectedDepositConfirmedAt?: string | null, expectedDepositConfirmedAtBlock?: number | null, preSwapTxHash?: string | null, preSwapCommittedAt?: string | null, isConfirmed?: boolean | null, cancelledAt?: string | null, failedAt?: string | null, preSwap?: { __typename?: 'SwapLeg', tokenIn: string, tokenOut: string, amountIn: string, amountInUsd?: number | null, amountOut: string, amountOutUsd?: number | null, minAmountOut?: string | null, minAmountOutUsd?: number | null, aggregator?: string | null, chain?: string | null, slippage?: number | null } | null, postSwap?: { __typename?: 'SwapLeg', tokenIn: string, tokenOut: string, amountIn: string, amountInUsd?: number | null, amountOut: string, amountOutUsd?: number | null, minAmountOut?: string | null, minAmountOutUsd?: number | null, aggregator?: string | null, chain?: string | null, slippage?: number | null } | null, fees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, sponsoredFees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, refund?: { __typename?: 'TransferRefund', reason?: string | null, txHash?: string | null, txTimestamp?: string | null, token?: string | null, amount: string, chain?: string | null, additionalData?: unknown | null } | null }
        | { __typename: 'BridgeTransaction', token: string, usdPrice: number, id: string, userId: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountInUsd: number, amountOut: string, amountOutUsd: number, amountNative?: string | null, amountNativeUsd?: number | null, recipient: string, depositor: string, createdAt: string, commitmentDate: string, depositTxHash?: string | null, depositCommittedAt?: string | null, withdrawTxHash?: string | null, withdrawCommittedAt?: string | null, speed?: Speed | null, estimatedDuration?: number | null, flowCredits?: number | null, depositDiscoveredAt?: string | null, depositConfirmedAt?: string | null, expectedDepositConfirmedAt?: string | null, expectedDepositConfirmedAtBlock?: number | null, preSwapTxHash?: string | null, preSwapCommittedAt?: string | null, isConfirmed?: boolean | null, cancelledAt?: string | null, failedAt?: string | null, fees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, sponsoredFees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, refund?: { __typename?: 'TransferRefund', reason?: string | null, txHash?: string | null, txTimestamp?: string | null, token?: string | null, amount: string, chain?: string | null, additionalData?: unknown | null } | null }
        | { __typename: 'DepositAddressBridgeTransaction', token: string, usdPrice: number, depositAddress?: string | null, id: string, userId: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountInUsd: number, amountOut: string, amountOutUsd: number, amountNative?: string | null, amountNativeUsd?: number | null, recipient: string, depositor: string, createdAt: string, commitmentDate: string, depositTxHash?: string | null, depositCommittedAt?: string | null, withdrawTxHash?: string | null, withdrawCommittedAt?: string | null, speed?: Speed | null, estimatedDuration?: number | null, flowCredits?: number | null, depositDiscoveredAt?: string | null, depositConfirmedAt?: string | null, expectedDepositConfirmedAt?: string | null, expectedDepositConfirmedAtBlock?: number | null, preSwapTxHash?: string | null, preSwapCommittedAt?: string | null, isConfirmed?: boolean | null, cancelledAt?: string | null, failedAt?: string | null, sdaTokenOut?: string | null, fees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, sponsoredFees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, refund?: { __typename?: 'TransferRefund', reason?: string | null, txHash?: string | null, txTimestamp?: string | null, token?: string | null, amount: string, chain?: string | null, additionalData?: unknown | null } | null }
        | { __typename: 'OtherTransaction', tag: string, raw: unknown, id: string, userId: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountInUsd: number, amountOut: string, amountOutUsd: number, amountNative?: string | null, amountNativeUsd?: number | null, recipient: string, depositor: string, createdAt: string, commitmentDate: string, depositTxHash?: string | null, depositCommittedAt?: string | null, withdrawTxHash?: string | null, withdrawCommittedAt?: string | null, speed?: Speed | null, estimatedDuration?: number | null, flowCredits?: number | null, depositDiscoveredAt?: string | null, depositConfirmedAt?: string | null, expectedDepositConfirmedAt?: string | null, expectedDepositConfirmedAtBlock?: number | null, preSwapTxHash?: string | null, preSwapCommittedAt?: string | null, isConfirmed?: boolean | null, cancelledAt?: string | null, failedAt?: string | null, fees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, sponsoredFees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, refund?: { __typename?: 'TransferRefund', reason?: string | null, txHash?: string | null, txTimestamp?: string | null, token?: string | null, amount: string, chain?: string | null, additionalData?: unknown | null } | null }
      >, unreadable: Array<{ __typename?: 'UnreadableRecord', reason: string, raw: unknown }> }
    | { __typename: 'UpstreamError', message: string }
   };

export type ByEitherHashQueryVariables = Exact<{
  hash: Scalars['String']['input'];
}>;


export type ByEitherHashQuery = { __typename?: 'Query', transaction?:
    | { __typename: 'BridgeSwapTransaction', id: string, state: TransactionState, depositTxHash?: string | null, withdrawTxHash?: string | null }
    | { __typename: 'BridgeTransaction', id: string, state: TransactionState, depositTxHash?: string | null, withdrawTxHash?: string | null }
    | { __typename: 'DepositAddressBridgeTransaction', id: string, state: TransactionState, depositTxHash?: string | null, withdrawTxHash?: string | null }
    | { __typename: 'OtherTransaction', id: string, state: TransactionState, depositTxHash?: string | null, withdrawTxHash?: string | null }
   | null };

export type CreateForHistoryMutationVariables = Exact<{
  input: QuoteInput;
}>;


export type CreateForHistoryMutation = { __typename?: 'Mutation', createQuote:
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
  quoteId: Scalars['ID']['input'];
}>;


export type CommitForHistoryMutation = { __typename?: 'Mutation', commitQuote:
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'QuoteCommitment' }
    | { __typename: 'QuoteExpired' }
    | { __typename: 'QuoteNotFound' }
    | { __typename: 'TooManyRequests' }
    | { __typename: 'UpstreamError' }
   };

type VendorRecordFields_BridgeSwapTransaction_Fragment = { __typename: 'BridgeSwapTransaction', tokenIn: string, tokenOut: string, minAmountOut: string, preSwapRaw?: unknown | null, id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash?: string | null, withdrawTxHash?: string | null, cancelledAt?: string | null, failedAt?: string | null, preSwap?: { __typename?: 'SwapLeg', tokenIn: string, tokenOut: string, amountIn: string, amountInUsd?: number | null, amountOut: string, amountOutUsd?: number | null, minAmountOut?: string | null, minAmountOutUsd?: number | null, aggregator?: string | null, chain?: string | null, slippage?: number | null } | null, postSwap?: { __typename?: 'SwapLeg', tokenIn: string, tokenOut: string, amountIn: string, amountOut: string, aggregator?: string | null, chain?: string | null, slippage?: number | null } | null, refund?: { __typename?: 'TransferRefund', reason?: string | null, txHash?: string | null, txTimestamp?: string | null, token?: string | null, amount: string, chain?: string | null, additionalData?: unknown | null } | null };

type VendorRecordFields_BridgeTransaction_Fragment = { __typename: 'BridgeTransaction', token: string, usdPrice: number, id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash?: string | null, withdrawTxHash?: string | null, cancelledAt?: string | null, failedAt?: string | null, refund?: { __typename?: 'TransferRefund', reason?: string | null, txHash?: string | null, txTimestamp?: string | null, token?: string | null, amount: string, chain?: string | null, additionalData?: unknown | null } | null };

type VendorRecordFields_DepositAddressBridgeTransaction_Fragment = { __typename: 'DepositAddressBridgeTransaction', token: string, usdPrice: number, depositAddress?: string | null, id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash?: string | null, withdrawTxHash?: string | null, cancelledAt?: string | null, failedAt?: string | null, sdaTokenOut?: string | null, refund?: { __typename?: 'TransferRefund', reason?: string | null, txHash?: string | null, txTimestamp?: string | null, token?: string | null, amount: string, chain?: string | null, additionalData?: unknown | null } | null };

type VendorRecordFields_OtherTransaction_Fragment = { __typename: 'OtherTransaction', tag: string, id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash?: string | null, withdrawTxHash?: string | null, cancelledAt?: string | null, failedAt?: string | null, refund?: { __typename?: 'TransferRefund', reason?: string | null, txHash?: string | null, txTimestamp?: string | null, token?: string | null, amount: string, chain?: string | null, additionalData?: unknown | null } | null };

export type VendorRecordFieldsFragment =
  | VendorRecordFields_BridgeSwapTransaction_Fragment
  | VendorRecordFields_BridgeTransaction_Fragment
  | VendorRecordFields_DepositAddressBridgeTransaction_Fragment
  | VendorRecordFields_OtherTransaction_Fragment
;

export type VendorByDepositQueryVariables = Exact<{
  hash: Scalars['String']['input'];
}>;


export type VendorByDepositQuery = { __typename?: 'Query', transactionsByDepositHash:
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'TransactionList', items: Array<
        | { __typename: 'BridgeSwapTransaction', tokenIn: string, tokenOut: string, minAmountOut: string, preSwapRaw?: unknown | null, id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash?: string | null, withdrawTxHash?: string | null, cancelledAt?: string | null, failedAt?: string | null, preSwap?: { __typename?: 'SwapLeg', tokenIn: string, tokenOut: string, amountIn: string, amountInUsd?: number | null, amountOut: string, amountOutUsd?: number | null, minAmountOut?: string | null, minAmountOutUsd?: number | null, aggregator?: string | null, chain?: string | null, slippage?: number | null } | null, postSwap?: { __typename?: 'SwapLeg', tokenIn: string, tokenOut: string, amountIn: string, amountOut: string, aggregator?: string | null, chain?: string | null, slippage?: number | null } | null, refund?: { __typename?: 'TransferRefund', reason?: string | null, txHash?: string | null, txTimestamp?: string | null, token?: string | null, amount: string, chain?: string | null, additionalData?: unknown | null } | null }
        | { __typename: 'BridgeTransaction', token: string, usdPrice: number, id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash?: string | null, withdrawTxHash?: string | null, cancelledAt?: string | null, failedAt?: string | null, refund?: { __typename?: 'TransferRefund', reason?: string | null, txHash?: string | null, txTimestamp?: string | null, token?: string | null, amount: string, chain?: string | null, additionalData?: unknown | null } | null }
        | { __typename: 'DepositAddressBridgeTransaction', token: string, usdPrice: number, depositAddress?: string | null, id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash?: string | null, withdrawTxHash?: string | null, cancelledAt?: string | null, failedAt?: string | null, sdaTokenOut?: string | null, refund?: { __typename?: 'TransferRefund', reason?: string | null, txHash?: string | null, txTimestamp?: string | null, token?: string | null, amount: string, chain?: string | null, additionalData?: unknown | null } | null }
        | { __typename: 'OtherTransaction', tag: string, id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash?: string | null, withdrawTxHash?: string | null, cancelledAt?: string | null, failedAt?: string | null, refund?: { __typename?: 'TransferRefund', reason?: string | null, txHash?: string | null, txTimestamp?: string | null, token?: string | null, amount: string, chain?: string | null, additionalData?: unknown | null } | null }
      >, unreadable: Array<{ __typename?: 'UnreadableRecord', reason: string }> }
    | { __typename: 'UpstreamError' }
   };

export type VendorByWithdrawQueryVariables = Exact<{
  hash: Scalars['String']['input'];
}>;


export type VendorByWithdrawQuery = { __typename?: 'Query', transactionByWithdrawHash:
    | { __typename: 'BridgeSwapTransaction', tokenIn: string, tokenOut: string, minAmountOut: string, preSwapRaw?: unknown | null, id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash?: string | null, withdrawTxHash?: string | null, cancelledAt?: string | null, failedAt?: string | null, preSwap?: { __typename?: 'SwapLeg', tokenIn: string, tokenOut: string, amountIn: string, amountInUsd?: number | null, amountOut: string, amountOutUsd?: number | null, minAmountOut?: string | null, minAmountOutUsd?: number | null, aggregator?: string | null, chain?: string | null, slippage?: number | null } | null, postSwap?: { __typename?: 'SwapLeg', tokenIn: string, tokenOut: string, amountIn: string, amountOut: string, aggregator?: string | null, chain?: string | null, slippage?: number | null } | null, refund?: { __typename?: 'TransferRefund', reason?: string | null, txHash?: string | null, txTimestamp?: string | null, token?: string | null, amount: string, chain?: string | null, additionalData?: unknown | null } | null }
    | { __typename: 'BridgeTransaction', token: string, usdPrice: number, id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash?: string | null, withdrawTxHash?: string | null, cancelledAt?: string | null, failedAt?: string | null, refund?: { __typename?: 'TransferRefund', reason?: string | null, txHash?: string | null, txTimestamp?: string | null, token?: string | null, amount: string, chain?: string | null, additionalData?: unknown | null } | null }
    | { __typename: 'DepositAddressBridgeTransaction', token: string, usdPrice: number, depositAddress?: string | null, id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash?: string | null, withdrawTxHash?: string | null, cancelledAt?: string | null, failedAt?: string | null, sdaTokenOut?: string | null, refund?: { __typename?: 'TransferRefund', reason?: string | null, txHash?: string | null, txTimestamp?: string | null, token?: string | null, amount: string, chain?: string | null, additionalData?: unknown | null } | null }
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'OtherTransaction', tag: string, id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash?: string | null, withdrawTxHash?: string | null, cancelledAt?: string | null, failedAt?: string | null, refund?: { __typename?: 'TransferRefund', reason?: string | null, txHash?: string | null, txTimestamp?: string | null, token?: string | null, amount: string, chain?: string | null, additionalData?: unknown | null } | null }
    | { __typename: 'UpstreamError' }
   };

export type VendorQuoteMutationVariables = Exact<{
  input: QuoteInput;
}>;


export type VendorQuoteMutation = { __typename?: 'Mutation', createQuote:
    | { __typename: 'BridgeQuote', quoteId: string, payAmount: string, receiveAmount: string, token: string, promotion?: { __typename?: 'Promotion', name: string, maxLimitUsd?: number | null } | null, fees: { __typename?: 'QuoteFees', sponsored: { __typename?: 'Fees', fee: string, feeUsd: number } }, postBridgeData?:
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
    | { __typename: 'BridgeSwapQuote', quoteId: string, payAmount: string, receiveAmount: string, tokenIn: string, tokenOut: string, bridgeToken?: string | null, bridgeReceiveAmount?: string | null, bridgePayAmount?: string | null, promotion?: { __typename?: 'Promotion', name: string, maxLimitUsd?: number | null } | null, fees: { __typename?: 'QuoteFees', sponsored: { __typename?: 'Fees', fee: string, feeUsd: number } }, postBridgeData?:
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
    | { __typename: 'DepositAddressBridgeQuote', quoteId: string, payAmount: string, receiveAmount: string, token: string, promotion?: { __typename?: 'Promotion', name: string, maxLimitUsd?: number | null } | null, fees: { __typename?: 'QuoteFees', sponsored: { __typename?: 'Fees', fee: string, feeUsd: number } }, postBridgeData?:
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
    | { __typename: 'DepositLimitReached', message: string, token: string, chain: string, payAmount: string, maxDepositAmount: string, depositPayAmountUsd?: number | null, depositMaxAmountUsd?: number | null }
    | { __typename: 'GasBoostGreaterThanReceiveAmount', message: string, amountNativeTokenCost: string, receiveAmount: string }
    | { __typename: 'InvalidInput', message: string, issues: Array<{ __typename?: 'InputIssue', path: Array<string>, message: string }> }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'NegativeReceiveAmount', message: string, receiveAmount: string }
    | { __typename: 'NoRouteFound', message: string, tokenIn: string, tokenOut: string, chainIn: string, chainOut: string }
    | { __typename: 'OtherQuote', quoteId: string, payAmount: string, receiveAmount: string, promotion?: { __typename?: 'Promotion', name: string, maxLimitUsd?: number | null } | null, fees: { __typename?: 'QuoteFees', sponsored: { __typename?: 'Fees', fee: string, feeUsd: number } }, postBridgeData?:
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
    | { __typename: 'TooManyRequests', message: string, retryAfterSeconds?: number | null }
    | { __typename: 'UpstreamError', message: string, tag: string }
    | { __typename: 'WithdrawLimitReached', message: string, token: string, chain: string, receiveAmount: string, maxWithdrawAmount: string }
   };

export type VendorCommitMutationVariables = Exact<{
  quoteId: Scalars['ID']['input'];
}>;


export type VendorCommitMutation = { __typename?: 'Mutation', commitQuote:
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'QuoteCommitment', quoteId: string }
    | { __typename: 'QuoteExpired', message: string }
    | { __typename: 'QuoteNotFound', message: string }
    | { __typename: 'TooManyRequests', message: string, retryAfterSeconds?: number | null }
    | { __typename: 'UpstreamError', message: string }
   };

export type VendorSdaQueryVariables = Exact<{
  address: Scalars['String']['input'];
  chain: Scalars['String']['input'];
}>;


export type VendorSdaQuery = { __typename?: 'Query', depositAddress: { __typename?: 'DepositAddress', status:
      | { __typename: 'DepositAddressNotFound' }
      | { __typename: 'DepositAddressStatus', depositAddress: string, chainMetadata?:
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
      | { __typename: 'RefundList', items: Array<{ __typename?: 'Refund', refundId: string, trigger:
            | { __typename: 'OtherRefundTrigger', tag: string }
            | { __typename: 'RejectedBridgeTrigger', rejectedDepositAddressBridgeId: string, nativeToken?: boolean | null, amountWei?: string | null, amount?: string | null, amountUsd?: string | null, tokenAddress?: string | null, tokenSymbol?: string | null }
            | { __typename: 'UnsupportedTokenTrigger', tokenSymbol?: string | null }
           }> }
      | { __typename: 'UpstreamError' }
     } };

export type CsrfPingQueryVariables = Exact<{ [key: string]: never; }>;


export type CsrfPingQuery = { __typename?: 'Query', webhookPublicKey: string };

export type FuzzCreateQuoteMutationVariables = Exact<{
  input: QuoteInput;
}>;


export type FuzzCreateQuoteMutation = { __typename?: 'Mutation', createQuote:
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
  hash: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  chain: Scalars['String']['input'];
}>;


export type FuzzLookupsQuery = { __typename?: 'Query', transactionsByDepositHash:
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
  , transaction?:
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
  , depositAddress: { __typename?: 'DepositAddress', status:
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
  quoteId: Scalars['ID']['input'];
}>;


export type FuzzCommitMutation = { __typename?: 'Mutation', commitQuote:
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'QuoteCommitment' }
    | { __typename: 'QuoteExpired' }
    | { __typename: 'QuoteNotFound' }
    | { __typename: 'TooManyRequests' }
    | { __typename: 'UpstreamError' }
   };

export type PersistedPingQueryVariables = Exact<{ [key: string]: never; }>;


export type PersistedPingQuery = { __typename?: 'Query', webhookPublicKey: string };

export type SecurityPingQueryVariables = Exact<{ [key: string]: never; }>;


export type SecurityPingQuery = { __typename?: 'Query', webhookPublicKey: string };

export type SecurityTooManyAliasesQueryVariables = Exact<{ [key: string]: never; }>;


export type SecurityTooManyAliasesQuery = { __typename?: 'Query', a1: string, a2: string, a3: string, a4: string, a5: string, a6: string, a7: string, a8: string, a9: string, a10: string, a11: string, a12: string, a13: string, a14: string, a15: string, a16: string, a17: string, a18: string, a19: string, a20: string, a21: string, a22: string, a23: string, a24: string, a25: string, a26: string, a27: string, a28: string, a29: string, a30: string, a31: string };

export type RatePingQueryVariables = Exact<{ [key: string]: never; }>;


export type RatePingQuery = { __typename: 'Query' };

export type MetricsLookupQueryVariables = Exact<{
  hash: Scalars['String']['input'];
}>;


export type MetricsLookupQuery = { __typename?: 'Query', transactionByWithdrawHash:
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
  filter?: InputMaybe<TransactionEventFilter>;
}>;


export type MetricsEventsSubscription = { __typename?: 'Subscription', transactionEvents: { __typename?: 'TransactionEvent', eventId: string } };

export type ShutdownLookupQueryVariables = Exact<{
  hash: Scalars['String']['input'];
}>;


export type ShutdownLookupQuery = { __typename?: 'Query', transactionByWithdrawHash:
    | { __typename: 'BridgeSwapTransaction' }
    | { __typename: 'BridgeTransaction' }
    | { __typename: 'DepositAddressBridgeTransaction' }
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'OtherTransaction' }
    | { __typename: 'UpstreamError' }
   };

export type AuthByWithdrawQueryVariables = Exact<{
  hash: Scalars['String']['input'];
}>;


export type AuthByWithdrawQuery = { __typename?: 'Query', transactionByWithdrawHash:
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
  hash: Scalars['String']['input'];
}>;


export type AuthByDepositQuery = { __typename?: 'Query', transactionsByDepositHash:
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'TransactionList' }
    | { __typename: 'UpstreamError' }
   };

export type AuthStatusQueryVariables = Exact<{
  address: Scalars['String']['input'];
}>;


export type AuthStatusQuery = { __typename?: 'Query', depositAddress: { __typename?: 'DepositAddress', status:
      | { __typename: 'DepositAddressNotFound' }
      | { __typename: 'DepositAddressStatus' }
      | { __typename: 'EndpointDisabled' }
      | { __typename: 'InvalidInput' }
      | { __typename: 'UpstreamError' }
     } };

export type BreakerLookupQueryVariables = Exact<{
  hash: Scalars['String']['input'];
}>;


export type BreakerLookupQuery = { __typename?: 'Query', transactionByWithdrawHash:
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
  hash: Scalars['String']['input'];
}>;


export type NotFoundDepositQuery = { __typename?: 'Query', transactionsByDepositHash:
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'TransactionList' }
    | { __typename: 'UpstreamError' }
   };

export type NotFoundWithdrawQueryVariables = Exact<{
  hash: Scalars['String']['input'];
}>;


export type NotFoundWithdrawQuery = { __typename?: 'Query', transactionByWithdrawHash:
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
  id: Scalars['ID']['input'];
}>;


export type NotFoundCalldataQuery = { __typename?: 'Query', swapCalldata:
    | { __typename: 'CommitmentNotFound' }
    | { __typename: 'InvalidCommitmentType' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'SwapCalldata' }
    | { __typename: 'UpstreamError' }
   };

export type NotFoundCommitMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type NotFoundCommitMutation = { __typename?: 'Mutation', commitQuote:
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'QuoteCommitment' }
    | { __typename: 'QuoteExpired' }
    | { __typename: 'QuoteNotFound' }
    | { __typename: 'TooManyRequests' }
    | { __typename: 'UpstreamError' }
   };

export type NotFoundAddressQueryVariables = Exact<{
  address: Scalars['String']['input'];
}>;


export type NotFoundAddressQuery = { __typename?: 'Query', depositAddress: { __typename?: 'DepositAddress', status:
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

export const SwapLegFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapLegFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapLeg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"amountInUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"aggregator"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"slippage"}}]}}]} as unknown as DocumentNode<SwapLegFieldsFragment, unknown>;
export const TransactionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"rawState"}},{"kind":"Field","name":{"kind":"Name","value":"chainIn"}},{"kind":"Field","name":{"kind":"Name","value":"chainOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"amountInUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountNative"}},{"kind":"Field","name":{"kind":"Name","value":"amountNativeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"gasFee"}},{"kind":"Field","name":{"kind":"Name","value":"gasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFee"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"platformFee"}},{"kind":"Field","name":{"kind":"Name","value":"platformFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFee"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFeeUsd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sponsoredFees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"gasFee"}},{"kind":"Field","name":{"kind":"Name","value":"gasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFee"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"platformFee"}},{"kind":"Field","name":{"kind":"Name","value":"platformFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFee"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFeeUsd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"depositor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"commitmentDate"}},{"kind":"Field","name":{"kind":"Name","value":"depositTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"depositCommittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawCommittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"flowCredits"}},{"kind":"Field","name":{"kind":"Name","value":"depositDiscoveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositConfirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDepositConfirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDepositConfirmedAtBlock"}},{"kind":"Field","name":{"kind":"Name","value":"preSwapTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"preSwapCommittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"failedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"txHash"}},{"kind":"Field","name":{"kind":"Name","value":"txTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"additionalData"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeSwapTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"usdPriceTokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"usdPriceTokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"preSwap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapLegFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postSwap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapLegFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preSwapRaw"}},{"kind":"Field","name":{"kind":"Name","value":"postSwapRaw"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"isAtomicSwap"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressBridgeTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","alias":{"kind":"Name","value":"sdaTokenOut"},"name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}},{"kind":"Field","name":{"kind":"Name","value":"depositAddress"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapLegFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapLeg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"amountInUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"aggregator"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"slippage"}}]}}]} as unknown as DocumentNode<TransactionFieldsFragment, unknown>;
export const VendorRecordFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VendorRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"rawState"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"depositTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"failedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"txHash"}},{"kind":"Field","name":{"kind":"Name","value":"txTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"additionalData"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeSwapTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOut"}},{"kind":"Field","name":{"kind":"Name","value":"preSwap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"amountInUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"aggregator"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"slippage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postSwap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"amountOut"}},{"kind":"Field","name":{"kind":"Name","value":"aggregator"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"slippage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preSwapRaw"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressBridgeTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","alias":{"kind":"Name","value":"sdaTokenOut"},"name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}},{"kind":"Field","name":{"kind":"Name","value":"depositAddress"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}}]}}]} as unknown as DocumentNode<VendorRecordFieldsFragment, unknown>;
export const ApolloCreateQuoteDocument = {"__meta__":{"hash":"c80dbf1e3b87014293e445d9c6714a350efffeb0aa3a8c01641ae838777f54b3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApolloCreateQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}},{"kind":"Field","name":{"kind":"Name","value":"payAmount"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ApolloCreateQuoteMutation, ApolloCreateQuoteMutationVariables>;
export const ApolloCommitQuoteDocument = {"__meta__":{"hash":"77ec0286adf703656a1f62a0d069fd2c6c0653d1ce11fcaa0bedde036777567f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApolloCommitQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteCommitment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ApolloCommitQuoteMutation, ApolloCommitQuoteMutationVariables>;
export const ApolloWatchTransferDocument = {"__meta__":{"hash":"ee17753a42a12819514302abc748e97fc5432291649ed7da10d7c87779c921aa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ApolloWatchTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"untilFinal"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}}]}}]}}]}}]} as unknown as DocumentNode<ApolloWatchTransferSubscription, ApolloWatchTransferSubscriptionVariables>;
export const ApolloByWithdrawHashDocument = {"__meta__":{"hash":"0ed53d201f86b6e9c43bbedd38e3313f4f7129b350a93ca8d31280be3c8cbc68"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApolloByWithdrawHash"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryNotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"hash"},"name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ApolloByWithdrawHashQuery, ApolloByWithdrawHashQueryVariables>;
export const DepositFlowCreateQuoteDocument = {"__meta__":{"hash":"28a79e23bd5f84bd2ead354b9cd611f98da413fc119829aa3833d6ed0039bde5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DepositFlowCreateQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}},{"kind":"Field","name":{"kind":"Name","value":"receiveAmount"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DepositFlowCreateQuoteMutation, DepositFlowCreateQuoteMutationVariables>;
export const DepositFlowCommitQuoteDocument = {"__meta__":{"hash":"ff40b127b4934dd90de1f4752f7c4bb7bc445ffdc1435b0758b4939491756f3c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DepositFlowCommitQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DepositFlowCommitQuoteMutation, DepositFlowCommitQuoteMutationVariables>;
export const UrqlCreateQuoteDocument = {"__meta__":{"hash":"9f00f74891f6ced86ef8dc43e59fcf33bba037cfaa6b8ed9979bbcb3a8d24e8f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UrqlCreateQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}},{"kind":"Field","name":{"kind":"Name","value":"payAmount"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UrqlCreateQuoteMutation, UrqlCreateQuoteMutationVariables>;
export const UrqlCommitQuoteDocument = {"__meta__":{"hash":"2b655da7715a775794415810001fd5f2490bdbc5f7f7424792ac5ce463a4e201"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UrqlCommitQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteCommitment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UrqlCommitQuoteMutation, UrqlCommitQuoteMutationVariables>;
export const UrqlWatchTransferDocument = {"__meta__":{"hash":"8862d1888f3677bd80930e82e924f1f3850f73fa278ad0f6c21b6f014cf7ced2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"UrqlWatchTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"untilFinal"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}}]}}]}}]}}]} as unknown as DocumentNode<UrqlWatchTransferSubscription, UrqlWatchTransferSubscriptionVariables>;
export const UrqlByDepositHashDocument = {"__meta__":{"hash":"623322926c51194feb07c4166f8d93aab1d9fbf31bb70db433c0fc4bd3685f7d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UrqlByDepositHash"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionsByDepositHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depositTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryNotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"hash"},"name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UrqlByDepositHashQuery, UrqlByDepositHashQueryVariables>;
export const ErrorsCreateQuoteDocument = {"__meta__":{"hash":"68dafb52dc87a314a84bf9399be11c4b9c661b9414ddeb5b8446ca9b0b592899"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ErrorsCreateQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ErrorsCreateQuoteMutation, ErrorsCreateQuoteMutationVariables>;
export const ErrorsCommitQuoteDocument = {"__meta__":{"hash":"f6e739b185d312b7b8d8d1b79b5018bc98bc298e2b5fc35dc757cd857c8e6b11"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ErrorsCommitQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ErrorsCommitQuoteMutation, ErrorsCommitQuoteMutationVariables>;
export const ErrorsByHashDocument = {"__meta__":{"hash":"602e82d7e4bfc1f398e9fc0cc4399aec4bf39121d51c45125f3cbc6488519a7d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ErrorsByHash"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionsByDepositHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depositTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryNotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryNotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ErrorsByHashQuery, ErrorsByHashQueryVariables>;
export const ErrorsCalldataDocument = {"__meta__":{"hash":"46be04834429d1b36598fef15549b1263931806d5dc5e1b94a58731e165169ba"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ErrorsCalldata"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"swapCalldata"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"commitmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ErrorsCalldataQuery, ErrorsCalldataQueryVariables>;
export const ErrorsDepositAddressDocument = {"__meta__":{"hash":"cabe6b3fd208a73c66251f53bf4b1a79546dcbf589700215946a5fd0fd719feb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ErrorsDepositAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}},{"kind":"Argument","name":{"kind":"Name","value":"chain"},"value":{"kind":"StringValue","value":"ETHEREUM","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ErrorsDepositAddressQuery, ErrorsDepositAddressQueryVariables>;
export const ResumableEventsDocument = {"__meta__":{"hash":"26e8de8f18ec4e560eb48625debc07b417820a728e06639e80b5a7b52102d1a7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ResumableEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionEventFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterEventId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"untilFinal"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"afterEventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterEventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"untilFinal"},"value":{"kind":"Variable","name":{"kind":"Name","value":"untilFinal"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<ResumableEventsSubscription, ResumableEventsSubscriptionVariables>;
export const RotationEventsDocument = {"__meta__":{"hash":"5787cb1fa04a09e4e92475357c80c02ae3bc0ce38f6379c0a96f1f2da57a461c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RotationEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionEventFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<RotationEventsSubscription, RotationEventsSubscriptionVariables>;
export const RotationQuoteDocument = {"__meta__":{"hash":"2cb788773dcaacad16e7d2a619810db519a03085902fa585d9e712cd02824c9c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotationQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}}]}}]}}]}}]} as unknown as DocumentNode<RotationQuoteMutation, RotationQuoteMutationVariables>;
export const RotationKeyDocument = {"__meta__":{"hash":"b735b6bafe7c8766ad053c75af9bbd0c381fcf07c5fc0cad98f16f5a114d79dc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RotationKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookPublicKey"}}]}}]} as unknown as DocumentNode<RotationKeyQuery, RotationKeyQueryVariables>;
export const RotationCommitDocument = {"__meta__":{"hash":"68b8f7c3ca596e8bcd32ef0ea4391122630e0da4a48d5c3afdb8ecde6b656606"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotationCommit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<RotationCommitMutation, RotationCommitMutationVariables>;
export const OutageEventsDocument = {"__meta__":{"hash":"0e0b113f5c0d9659fd0c92c16212aedbbc88e636281f601ec8e26f2704a9826e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OutageEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionEventFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"untilFinal"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"untilFinal"},"value":{"kind":"Variable","name":{"kind":"Name","value":"untilFinal"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<OutageEventsSubscription, OutageEventsSubscriptionVariables>;
export const OutageLookupDocument = {"__meta__":{"hash":"b10b49f0638f6a83fc3ab5d3f30ca899570fab84a7756091d2e097fcf5e8381e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OutageLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<OutageLookupQuery, OutageLookupQueryVariables>;
export const CappedEventsDocument = {"__meta__":{"hash":"e0155e08ee9c8d813c76169dbfe68be29fec6b63b0b9999e4baaf44dc7d93030"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CappedEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionEventFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}}]}}]}}]} as unknown as DocumentNode<CappedEventsSubscription, CappedEventsSubscriptionVariables>;
export const TransactionEventsUntilFinalDocument = {"__meta__":{"hash":"041227907c0ee2e060f970328be343d1ef75db8d89f262c818577ac1c909554a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TransactionEventsUntilFinal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionEventFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"untilFinal"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"untilFinal"},"value":{"kind":"Variable","name":{"kind":"Name","value":"untilFinal"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<TransactionEventsUntilFinalSubscription, TransactionEventsUntilFinalSubscriptionVariables>;
export const UntilFinalQuoteDocument = {"__meta__":{"hash":"c20c40a74dc12c9dd9ad0f864db084c62702e70d0f22bfb17c328c4c6d0aa404"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UntilFinalQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}}]}}]}}]}}]} as unknown as DocumentNode<UntilFinalQuoteMutation, UntilFinalQuoteMutationVariables>;
export const UntilFinalCommitDocument = {"__meta__":{"hash":"e9a4fdae6c33c978a80e66646daa36ab4de20de777295903130333acfa60a4d2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UntilFinalCommit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<UntilFinalCommitMutation, UntilFinalCommitMutationVariables>;
export const VendorEventsDocument = {"__meta__":{"hash":"cbf701dfdb53bb7fd51a35210bb30bf18a4b549177573771a780ce6446e716f8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"VendorEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionEventFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"transferType"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressBridgeTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositAddress"}}]}}]}}]}}]}}]} as unknown as DocumentNode<VendorEventsSubscription, VendorEventsSubscriptionVariables>;
export const RouteEventsDocument = {"__meta__":{"hash":"c3b4e64e12d00a7b574022194b7a032c4b84a10d19741c8961c61f531d86f75a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RouteEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionEventFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<RouteEventsSubscription, RouteEventsSubscriptionVariables>;
export const FastLookupDocument = {"__meta__":{"hash":"3efbda335b524e24af56a16c3a06c8988ec8da894bda4bef2374d2f6ab53232c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FastLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"amountOut"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"gasFee"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<FastLookupQuery, FastLookupQueryVariables>;
export const FastPageDocument = {"__meta__":{"hash":"4f64f92f30afb2de422dc2bb7a7bc2f46a1523c93af51509b0db8e18e5b6fe03"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FastPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"a"},"name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"b"},"name":{"kind":"Name","value":"transactionById"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"chainIn"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"chains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<FastPageQuery, FastPageQueryVariables>;
export const FastCommitDocument = {"__meta__":{"hash":"c457a7de563225305762e08c6f5b6e7fab06c9d55fdf7e1d4b60d1ee109acda4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FastCommit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<FastCommitMutation, FastCommitMutationVariables>;
export const ResponseCacheByWithdrawDocument = {"__meta__":{"hash":"2c5e9093a2bb7de2683b010a4ee557ce8328b9e14af8ff9e4cde0c60d45b7e33"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResponseCacheByWithdraw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<ResponseCacheByWithdrawQuery, ResponseCacheByWithdrawQueryVariables>;
export const ResponseCacheByIdDocument = {"__meta__":{"hash":"fbafbc2b8633d394b1a19d3063b6c6efd5aa1912e10b449c9d48a92186d3a6ce"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResponseCacheById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionById"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<ResponseCacheByIdQuery, ResponseCacheByIdQueryVariables>;
export const ResponseCacheCancelDocument = {"__meta__":{"hash":"1b3c22aa9ae01944fb338b56f51ba7ab5078d3ddd175d9b83a82a810d99be91e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResponseCacheCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<ResponseCacheCancelMutation, ResponseCacheCancelMutationVariables>;
export const CacheDisabledByWithdrawDocument = {"__meta__":{"hash":"10fdcc302df8d3e87edb2179ca0abb76868d3977b0584f9d617149871a9dba0a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CacheDisabledByWithdraw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CacheDisabledByWithdrawQuery, CacheDisabledByWithdrawQueryVariables>;
export const CacheByWithdrawDocument = {"__meta__":{"hash":"609bc38a13d8a1fa4925e2fdaf46d75b69b21dbba271c2ae64401559d4b43bf6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CacheByWithdraw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<CacheByWithdrawQuery, CacheByWithdrawQueryVariables>;
export const CacheByDepositDocument = {"__meta__":{"hash":"46b2e3406b144ad0e09819d082e2861beba7f219182d99fce8d5c61f00d1f6f5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CacheByDeposit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionsByDepositHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depositTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CacheByDepositQuery, CacheByDepositQueryVariables>;
export const CacheByIdDocument = {"__meta__":{"hash":"ecb0a5b13eb28cb19fb087fcc56191b13e8705631532a0d6c6c8a5d86b479087"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CacheById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionById"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<CacheByIdQuery, CacheByIdQueryVariables>;
export const CacheCalldataDocument = {"__meta__":{"hash":"c3fdcc8064a78108772f01cf76e45431213934e968113aea173c5b678dd991f2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CacheCalldata"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"swapCalldata"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"commitmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<CacheCalldataQuery, CacheCalldataQueryVariables>;
export const TracedByWithdrawHashDocument = {"__meta__":{"hash":"3757bd5837db929e1d7a1ae2c6f4020828ffaff7b0033b0c1a3a56062f2ca1ae"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TracedByWithdrawHash"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TracedByWithdrawHashQuery, TracedByWithdrawHashQueryVariables>;
export const CatalogChainsDocument = {"__meta__":{"hash":"d71044ba6fefed74e09dcb358dd16143361179bbba46e2c98c55899f7a2ffcb1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogChains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nativeTokenName"}},{"kind":"Field","name":{"kind":"Name","value":"nativeTokenDecimals"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"decimals"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}}]}}]}}]}}]} as unknown as DocumentNode<CatalogChainsQuery, CatalogChainsQueryVariables>;
export const CatalogChainDocument = {"__meta__":{"hash":"6de1c5ea6aea1cc122872d3fdde36b06301449cb68990c09b79b47f0118cc461"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogChain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"decimals"}}]}}]}}]}}]} as unknown as DocumentNode<CatalogChainQuery, CatalogChainQueryVariables>;
export const CatalogSwapTokensDocument = {"__meta__":{"hash":"8461eb0d5645e03b9b2cfd150b316adcbabb477c23373646eb203b0f999d7ad5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogSwapTokens"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chain"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"swapTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"chain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chain"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"decimals"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}},{"kind":"Field","name":{"kind":"Name","value":"aggregators"}}]}}]}}]} as unknown as DocumentNode<CatalogSwapTokensQuery, CatalogSwapTokensQueryVariables>;
export const CatalogPreviewDocument = {"__meta__":{"hash":"bc04329b73680f173243451b6a106887dde9c9b1e3e7051c139f865bd0a1037d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PreviewQuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}},{"kind":"Field","name":{"kind":"Name","value":"payAmount"}},{"kind":"Field","name":{"kind":"Name","value":"receiveAmount"}},{"kind":"Field","name":{"kind":"Name","value":"depositor"}},{"kind":"Field","name":{"kind":"Name","value":"isExpired"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeSwapQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CatalogPreviewQuery, CatalogPreviewQueryVariables>;
export const CatalogCreateQuoteDocument = {"__meta__":{"hash":"a65ca16801a4f84a9f35428496f07fafaa623d8c2ad95596dc2bd728f7f19c4a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogCreateQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}},{"kind":"Field","name":{"kind":"Name","value":"payAmount"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CatalogCreateQuoteMutation, CatalogCreateQuoteMutationVariables>;
export const CatalogCommitPreviewDocument = {"__meta__":{"hash":"76cedd620bf4f682fcf1f6031e47d191664c27c78163ed4634f6ceba087458bf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogCommitPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<CatalogCommitPreviewMutation, CatalogCommitPreviewMutationVariables>;
export const SdaCreateDocument = {"__meta__":{"hash":"ca7d310b5a076fe5cb575777706aaf01204a3ba5977b48484f66280a3e484c51"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SdaCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDepositAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDepositAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressesCreated"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"supportedTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"decimals"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}},{"kind":"Field","name":{"kind":"Name","value":"minDepositLimitUsd"}},{"kind":"Field","name":{"kind":"Name","value":"maxDepositLimitUsd"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressChainsNotSupported"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chains"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SdaCreateMutation, SdaCreateMutationVariables>;
export const SdaActivateDocument = {"__meta__":{"hash":"c9e31fd98369ab4d5c3cc141ca0b170e529ad046c99fd1114eeecfdc39dcd694"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SdaActivate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chain"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateDepositAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}},{"kind":"Argument","name":{"kind":"Name","value":"chain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chain"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressActivated"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activated"}},{"kind":"Field","name":{"kind":"Name","value":"depositAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SdaActivateMutation, SdaActivateMutationVariables>;
export const SdaSearchDocument = {"__meta__":{"hash":"f8da1c010e306bc59e3e758347a4a5451ca669ea83d23e3346a6e17334c3fbe5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SdaSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressSearch"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositAddresses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"supportedTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"decimals"}}]}}]}}]}}]} as unknown as DocumentNode<SdaSearchQuery, SdaSearchQueryVariables>;
export const SdaHistoryDocument = {"__meta__":{"hash":"ac12d837b9ecfa840176f96f200693e88a878f6537e8f3da016b2e31e1b12afc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SdaHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chain"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}},{"kind":"Argument","name":{"kind":"Name","value":"chain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chain"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportedTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"decimals"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"depositor"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SdaHistoryQuery, SdaHistoryQueryVariables>;
export const SdaCreateLimitedDocument = {"__meta__":{"hash":"0816ee8433a2ac8dc2b6a1a803b453afad596bc5ce84d9d96860ae2d71e75803"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SdaCreateLimited"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDepositAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDepositAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyRequests"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}}]}}]}}]} as unknown as DocumentNode<SdaCreateLimitedMutation, SdaCreateLimitedMutationVariables>;
export const DepositAddressDocument = {"__meta__":{"hash":"bb680bd7dd35643811d62bed47a9cba6aa8d7400b98fdb08f074bd147d55b9e4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepositAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chain"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}},{"kind":"Argument","name":{"kind":"Name","value":"chain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chain"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositChain"}},{"kind":"Field","name":{"kind":"Name","value":"depositAddress"}},{"kind":"Field","name":{"kind":"Name","value":"destinationChain"}},{"kind":"Field","name":{"kind":"Name","value":"destinationAddress"}},{"kind":"Field","name":{"kind":"Name","value":"supportedTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"minDepositLimitUsd"}},{"kind":"Field","name":{"kind":"Name","value":"maxDepositLimitUsd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"addressNote"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"refundAddress"}},{"kind":"Field","name":{"kind":"Name","value":"bridgeIfNotSwappable"}},{"kind":"Field","name":{"kind":"Name","value":"postBridgeData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressNotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addresses"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"completedRefunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefundList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundId"}},{"kind":"Field","name":{"kind":"Name","value":"depositAddress"}},{"kind":"Field","name":{"kind":"Name","value":"depositChain"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"txHash"}},{"kind":"Field","name":{"kind":"Name","value":"txTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"originalDepositTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnsupportedTokenTrigger"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nativeToken"}},{"kind":"Field","name":{"kind":"Name","value":"amountWei"}},{"kind":"Field","name":{"kind":"Name","value":"tokenAddress"}},{"kind":"Field","name":{"kind":"Name","value":"tokenSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountUsd"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherRefundTrigger"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressNotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addresses"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DepositAddressQuery, DepositAddressQueryVariables>;
export const DepositPlanOfDocument = {"__meta__":{"hash":"71e310e12b14c87cc1659f0dde4b2b8c9ef68039e2a495321af6e5f106b57725"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepositPlanOf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountBaseUnits"}},{"kind":"Field","name":{"kind":"Name","value":"spender"}},{"kind":"Field","name":{"kind":"Name","value":"chain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"chainId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"decimals"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chainId"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"gas"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chainId"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"gas"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preflight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"allowance"}},{"kind":"Field","name":{"kind":"Name","value":"tokenBalance"}},{"kind":"Field","name":{"kind":"Name","value":"nativeBalance"}},{"kind":"Field","name":{"kind":"Name","value":"approvalNeeded"}},{"kind":"Field","name":{"kind":"Name","value":"sufficientBalance"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransferNotPending"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositNotSupported"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chainType"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DepositPlanOfQuery, DepositPlanOfQueryVariables>;
export const DepositPlanOfNewQuoteDocument = {"__meta__":{"hash":"9ee04364ec632c833ef9576b0b8a0d47dab1e183ae8e70f02cb6835b5ad9b07a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DepositPlanOfNewQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}},{"kind":"Field","name":{"kind":"Name","value":"payAmount"}},{"kind":"Field","name":{"kind":"Name","value":"depositPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountBaseUnits"}},{"kind":"Field","name":{"kind":"Name","value":"spender"}},{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chainId"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"gas"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preflight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowance"}},{"kind":"Field","name":{"kind":"Name","value":"tokenBalance"}},{"kind":"Field","name":{"kind":"Name","value":"nativeBalance"}},{"kind":"Field","name":{"kind":"Name","value":"approvalNeeded"}},{"kind":"Field","name":{"kind":"Name","value":"sufficientBalance"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DepositPlanOfNewQuoteMutation, DepositPlanOfNewQuoteMutationVariables>;
export const DepositPlanChainsDocument = {"__meta__":{"hash":"eb6ed2577cd92513708dd9cb82f4c2c448c6b466252c6a06fcbdb3fd4330ca68"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepositPlanChains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"chainId"}},{"kind":"Field","name":{"kind":"Name","value":"contractAddress"}},{"kind":"Field","name":{"kind":"Name","value":"rpcUrl"}}]}}]}}]} as unknown as DocumentNode<DepositPlanChainsQuery, DepositPlanChainsQueryVariables>;
export const DepositPlansOfSeveralOwnersDocument = {"__meta__":{"hash":"5302c0a1010fff4149dcf82263492dbc0fa1b70b27139cc6f1c530debc32f5ff"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepositPlansOfSeveralOwners"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"onArbitrum"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"onBase"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"a"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"b"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"first"},"name":{"kind":"Name","value":"depositPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"onArbitrum"}}},{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preflight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenBalance"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"second"},"name":{"kind":"Name","value":"depositPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"onArbitrum"}}},{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"b"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preflight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenBalance"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"again"},"name":{"kind":"Name","value":"depositPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"onArbitrum"}}},{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preflight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowance"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"base"},"name":{"kind":"Name","value":"depositPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"onBase"}}},{"kind":"Argument","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preflight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nativeBalance"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DepositPlansOfSeveralOwnersQuery, DepositPlansOfSeveralOwnersQueryVariables>;
export const TransactionEventsDocument = {"__meta__":{"hash":"800772775d3d3c84dc41b7c339446f40e0290e842ddf01b90e71431b94770eea"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TransactionEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionEventFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"rawState"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"depositTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fee"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeSwapTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TransactionEventsSubscription, TransactionEventsSubscriptionVariables>;
export const EventsQuoteDocument = {"__meta__":{"hash":"4be8c6ab7ef388a796a05b1119724d5c77d45023d05698ddb394571c14ce29b0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EventsQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}},{"kind":"Field","name":{"kind":"Name","value":"webhookUrl"}}]}}]}}]}}]} as unknown as DocumentNode<EventsQuoteMutation, EventsQuoteMutationVariables>;
export const EventsCommitDocument = {"__meta__":{"hash":"9e19335b95ecdef623599534fb433671d826c91a89158aff8c34d55d6f6ce0ea"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EventsCommit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<EventsCommitMutation, EventsCommitMutationVariables>;
export const ExplorerLinksDocument = {"__meta__":{"hash":"513147bce89d7416a2ece95d75f84aaebff6680b53f11a842744384e42a964c8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExplorerLinks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionsByDepositHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depositTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chainIn"}},{"kind":"Field","name":{"kind":"Name","value":"chainOut"}},{"kind":"Field","name":{"kind":"Name","value":"depositTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"depositTxUrl"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxUrl"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"txHash"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"txUrl"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ExplorerLinksQuery, ExplorerLinksQueryVariables>;
export const ExplorerLinksPageDocument = {"__meta__":{"hash":"7d1a025b5806e42c4b87b51e903e5614d4072f12c0504b3fa20c7acdaeed5445"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExplorerLinksPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"depositTxUrl"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxUrl"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ExplorerLinksPageQuery, ExplorerLinksPageQueryVariables>;
export const HistoryByIdDocument = {"__meta__":{"hash":"0b30e59ed117f9a929f36363bd5df7f0b58b462542e9a05e8001081e79f4fbea"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HistoryById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionById"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryNotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"lookedUp"},"name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<HistoryByIdQuery, HistoryByIdQueryVariables>;
export const HistoryCancelDocument = {"__meta__":{"hash":"493f801a52120fe7fcaaed4a01717481f036559987ea88aa3dc256a4cd9041e5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HistoryCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<HistoryCancelMutation, HistoryCancelMutationVariables>;
export const HistoryPageDocument = {"__meta__":{"hash":"14fad8cdcb70024b43035870e66d8d5240067bd29f463809827ce3c731df5163"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HistoryPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<HistoryPageQuery, HistoryPageQueryVariables>;
export const HistoryEventsDocument = {"__meta__":{"hash":"8976e3a4e13bb4944355e6d978f9b423999da6bf758c3e397d3b24ec59fc7cc2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"HistoryEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionEventFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<HistoryEventsSubscription, HistoryEventsSubscriptionVariables>;
export const CreateQuoteDocument = {"__meta__":{"hash":"81e5077dab2c43e4c75704b235dc3ad1665fb51df260f768e6a81c44daa5f2ac"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}},{"kind":"Field","name":{"kind":"Name","value":"chainIn"}},{"kind":"Field","name":{"kind":"Name","value":"chainOut"}},{"kind":"Field","name":{"kind":"Name","value":"payAmount"}},{"kind":"Field","name":{"kind":"Name","value":"payAmountUsd"}},{"kind":"Field","name":{"kind":"Name","value":"receiveAmount"}},{"kind":"Field","name":{"kind":"Name","value":"receiveAmountUsd"}},{"kind":"Field","name":{"kind":"Name","value":"depositor"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"isExpired"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"flowCredits"}},{"kind":"Field","name":{"kind":"Name","value":"webhookUrl"}},{"kind":"Field","name":{"kind":"Name","value":"gasBoost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountNative"}},{"kind":"Field","name":{"kind":"Name","value":"amountNativeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountNativeTokenCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postBridgeData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExtendedPostBridgeData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vaultId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"gasFee"}},{"kind":"Field","name":{"kind":"Name","value":"gasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"platformFee"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFee"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFeeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFeeThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"sponsored"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"gasFee"}},{"kind":"Field","name":{"kind":"Name","value":"gasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFee"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeSwapQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"bridgePayAmount"}},{"kind":"Field","name":{"kind":"Name","value":"minReceiveAmount"}},{"kind":"Field","name":{"kind":"Name","value":"minReceiveAmountUsd"}},{"kind":"Field","name":{"kind":"Name","value":"usdPriceTokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"usdPriceTokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"swapCalldata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapCalldata"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitmentId"}},{"kind":"Field","name":{"kind":"Name","value":"calldata"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}}]}}]}}]} as unknown as DocumentNode<CreateQuoteMutation, CreateQuoteMutationVariables>;
export const CommitQuoteDocument = {"__meta__":{"hash":"2a5398212819669af6793cc10f7118c75819c5c15506cbf57563011832a7b223"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CommitQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteCommitment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CommitQuoteMutation, CommitQuoteMutationVariables>;
export const SwapCalldataDocument = {"__meta__":{"hash":"a1b5700be0c6f2ed5f6d63f82efa3efa9b4ab5cd7a1dc873155fac6b5d899b62"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SwapCalldata"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"swapCalldata"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"commitmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapCalldata"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitmentId"}},{"kind":"Field","name":{"kind":"Name","value":"calldata"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommitmentNotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SwapCalldataQuery, SwapCalldataQueryVariables>;
export const WebhookPublicKeyDocument = {"__meta__":{"hash":"1dee400e4770a552e770a11b9db9e0725ab512c5a3521f9c79b0ca79b8349459"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookPublicKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookPublicKey"}}]}}]} as unknown as DocumentNode<WebhookPublicKeyQuery, WebhookPublicKeyQueryVariables>;
export const QuoteForCalldataDocument = {"__meta__":{"hash":"1d572542b97f594b1648e89f5b5d1da7fcbc9452c3693d3bcaa6328a22eac123"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuoteForCalldata"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}}]}}]}}]}}]} as unknown as DocumentNode<QuoteForCalldataMutation, QuoteForCalldataMutationVariables>;
export const ByWithdrawHashDocument = {"__meta__":{"hash":"2ec4ceebf172bc249ccd271db8a3e0c4c0cd97de8eb52f195d13741fe5584c52"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ByWithdrawHash"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeSwapTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"swapCalldata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapCalldata"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calldata"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapLegFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapLeg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"amountInUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"aggregator"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"slippage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"rawState"}},{"kind":"Field","name":{"kind":"Name","value":"chainIn"}},{"kind":"Field","name":{"kind":"Name","value":"chainOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"amountInUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountNative"}},{"kind":"Field","name":{"kind":"Name","value":"amountNativeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"gasFee"}},{"kind":"Field","name":{"kind":"Name","value":"gasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFee"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"platformFee"}},{"kind":"Field","name":{"kind":"Name","value":"platformFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFee"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFeeUsd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sponsoredFees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"gasFee"}},{"kind":"Field","name":{"kind":"Name","value":"gasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFee"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"platformFee"}},{"kind":"Field","name":{"kind":"Name","value":"platformFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFee"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFeeUsd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"depositor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"commitmentDate"}},{"kind":"Field","name":{"kind":"Name","value":"depositTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"depositCommittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawCommittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"flowCredits"}},{"kind":"Field","name":{"kind":"Name","value":"depositDiscoveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositConfirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDepositConfirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDepositConfirmedAtBlock"}},{"kind":"Field","name":{"kind":"Name","value":"preSwapTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"preSwapCommittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"failedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"txHash"}},{"kind":"Field","name":{"kind":"Name","value":"txTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"additionalData"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeSwapTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"usdPriceTokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"usdPriceTokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"preSwap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapLegFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postSwap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapLegFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preSwapRaw"}},{"kind":"Field","name":{"kind":"Name","value":"postSwapRaw"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"isAtomicSwap"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressBridgeTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","alias":{"kind":"Name","value":"sdaTokenOut"},"name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}},{"kind":"Field","name":{"kind":"Name","value":"depositAddress"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}}]}}]} as unknown as DocumentNode<ByWithdrawHashQuery, ByWithdrawHashQueryVariables>;
export const ByDepositHashDocument = {"__meta__":{"hash":"4e67790214e6206fc170ccfa7c5b76896cec0a1947bf7b8681da732fb13867c8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ByDepositHash"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionsByDepositHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depositTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryNotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapLegFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapLeg"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"amountInUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"aggregator"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"slippage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"rawState"}},{"kind":"Field","name":{"kind":"Name","value":"chainIn"}},{"kind":"Field","name":{"kind":"Name","value":"chainOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"amountInUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountNative"}},{"kind":"Field","name":{"kind":"Name","value":"amountNativeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"gasFee"}},{"kind":"Field","name":{"kind":"Name","value":"gasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFee"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"platformFee"}},{"kind":"Field","name":{"kind":"Name","value":"platformFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFee"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFeeUsd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sponsoredFees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"gasFee"}},{"kind":"Field","name":{"kind":"Name","value":"gasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFee"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"platformFee"}},{"kind":"Field","name":{"kind":"Name","value":"platformFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFee"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFeeUsd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"depositor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"commitmentDate"}},{"kind":"Field","name":{"kind":"Name","value":"depositTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"depositCommittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawCommittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"flowCredits"}},{"kind":"Field","name":{"kind":"Name","value":"depositDiscoveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositConfirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDepositConfirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDepositConfirmedAtBlock"}},{"kind":"Field","name":{"kind":"Name","value":"preSwapTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"preSwapCommittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"failedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"txHash"}},{"kind":"Field","name":{"kind":"Name","value":"txTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"additionalData"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeSwapTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"usdPriceTokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"usdPriceTokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"preSwap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapLegFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postSwap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapLegFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preSwapRaw"}},{"kind":"Field","name":{"kind":"Name","value":"postSwapRaw"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"isAtomicSwap"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressBridgeTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","alias":{"kind":"Name","value":"sdaTokenOut"},"name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}},{"kind":"Field","name":{"kind":"Name","value":"depositAddress"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}}]}}]} as unknown as DocumentNode<ByDepositHashQuery, ByDepositHashQueryVariables>;
export const ByEitherHashDocument = {"__meta__":{"hash":"7c71bbfc2fe904a8b71face083b0eb9fdab7564f3c0e36f7090125a7e2c8b9bb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ByEitherHash"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"depositTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}}]}}]}}]} as unknown as DocumentNode<ByEitherHashQuery, ByEitherHashQueryVariables>;
export const CreateForHistoryDocument = {"__meta__":{"hash":"74baed60b793e3e60afe177a6b42600e233b3125d49483d97e018925f4b23b67"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateForHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}}]}}]}}]}}]} as unknown as DocumentNode<CreateForHistoryMutation, CreateForHistoryMutationVariables>;
export const CommitForHistoryDocument = {"__meta__":{"hash":"c7c18c901cdc88a1cb807b15008510cc3c6d027355b469cc690f2c6a89c18243"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CommitForHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<CommitForHistoryMutation, CommitForHistoryMutationVariables>;
export const VendorByDepositDocument = {"__meta__":{"hash":"eb14a9c99b1f0d328d571cda669910a453cb200e6aac533b51e9691d2a595d4e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VendorByDeposit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionsByDepositHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depositTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VendorRecordFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VendorRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"rawState"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"depositTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"failedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"txHash"}},{"kind":"Field","name":{"kind":"Name","value":"txTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"additionalData"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeSwapTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOut"}},{"kind":"Field","name":{"kind":"Name","value":"preSwap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"amountInUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"aggregator"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"slippage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postSwap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"amountOut"}},{"kind":"Field","name":{"kind":"Name","value":"aggregator"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"slippage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preSwapRaw"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressBridgeTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","alias":{"kind":"Name","value":"sdaTokenOut"},"name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}},{"kind":"Field","name":{"kind":"Name","value":"depositAddress"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}}]}}]} as unknown as DocumentNode<VendorByDepositQuery, VendorByDepositQueryVariables>;
export const VendorByWithdrawDocument = {"__meta__":{"hash":"6c13affafc17a4b592f1ec553a5f269ef461608c9c4f978f176b47cb96d5e4f9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VendorByWithdraw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VendorRecordFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VendorRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"rawState"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"depositTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"failedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"txHash"}},{"kind":"Field","name":{"kind":"Name","value":"txTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"additionalData"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeSwapTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOut"}},{"kind":"Field","name":{"kind":"Name","value":"preSwap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"amountInUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"aggregator"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"slippage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postSwap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"amountOut"}},{"kind":"Field","name":{"kind":"Name","value":"aggregator"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"slippage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preSwapRaw"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressBridgeTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","alias":{"kind":"Name","value":"sdaTokenOut"},"name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}},{"kind":"Field","name":{"kind":"Name","value":"depositAddress"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}}]}}]} as unknown as DocumentNode<VendorByWithdrawQuery, VendorByWithdrawQueryVariables>;
export const VendorQuoteDocument = {"__meta__":{"hash":"a9a156cefafd29019ccb1f16be844a0165f0c6f8b7a0cc17c294543f56eff821"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VendorQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}},{"kind":"Field","name":{"kind":"Name","value":"payAmount"}},{"kind":"Field","name":{"kind":"Name","value":"receiveAmount"}},{"kind":"Field","name":{"kind":"Name","value":"promotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"maxLimitUsd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sponsored"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feeUsd"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"postBridgeData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExtendedPostBridgeData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vaultId"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StarkwareBtcfiV2PostBridgeData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"spans"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StarkwareBtcfiPostBridgeData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WirexWrapPostBridgeData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WirexWrapSandboxPostBridgeData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AaveV3SupplyPostBridgeData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RocketFoundationDepositPostBridgeData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MapleDepositPostBridgeData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherPostBridgeData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeSwapQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"bridgeToken"}},{"kind":"Field","name":{"kind":"Name","value":"bridgeReceiveAmount"}},{"kind":"Field","name":{"kind":"Name","value":"bridgePayAmount"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressBridgeQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawLimitReached"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"receiveAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxWithdrawAmount"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositLimitReached"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"payAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxDepositAmount"}},{"kind":"Field","alias":{"kind":"Name","value":"depositPayAmountUsd"},"name":{"kind":"Name","value":"payAmountUsd"}},{"kind":"Field","alias":{"kind":"Name","value":"depositMaxAmountUsd"},"name":{"kind":"Name","value":"maxDepositAmountUsd"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapLimitReached"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"market"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SdaDepositLimitExceeded"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"chainIn"}},{"kind":"Field","name":{"kind":"Name","value":"chainOut"}},{"kind":"Field","name":{"kind":"Name","value":"payAmountUsd"}},{"kind":"Field","name":{"kind":"Name","value":"maxDepositAmountUsd"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SdaDepositBelowMinimum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"chainIn"}},{"kind":"Field","name":{"kind":"Name","value":"chainOut"}},{"kind":"Field","name":{"kind":"Name","value":"payAmountUsd"}},{"kind":"Field","name":{"kind":"Name","value":"minDepositAmountUsd"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NegativeReceiveAmount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receiveAmount"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GasBoostGreaterThanReceiveAmount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountNativeTokenCost"}},{"kind":"Field","name":{"kind":"Name","value":"receiveAmount"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NoRouteFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"chainIn"}},{"kind":"Field","name":{"kind":"Name","value":"chainOut"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyRequests"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}}]}}]}}]} as unknown as DocumentNode<VendorQuoteMutation, VendorQuoteMutationVariables>;
export const VendorCommitDocument = {"__meta__":{"hash":"dd1335942fe9e644019cc39f6d1b3a019cf6ef08e7baab667c2f14016c43106d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VendorCommit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteCommitment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyRequests"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]}}]} as unknown as DocumentNode<VendorCommitMutation, VendorCommitMutationVariables>;
export const VendorSdaDocument = {"__meta__":{"hash":"118c3c5704bd053d15c6480c75cdfabcf6b5660752800fe060472290bf0abdc3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VendorSda"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chain"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}},{"kind":"Argument","name":{"kind":"Name","value":"chain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chain"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositAddress"}},{"kind":"Field","name":{"kind":"Name","value":"chainMetadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StellarChainMetadata"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseAddress"}},{"kind":"Field","name":{"kind":"Name","value":"memoId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherChainMetadata"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"completedRefunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefundList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundId"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RejectedBridgeTrigger"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectedDepositAddressBridgeId"}},{"kind":"Field","name":{"kind":"Name","value":"nativeToken"}},{"kind":"Field","name":{"kind":"Name","value":"amountWei"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountUsd"}},{"kind":"Field","name":{"kind":"Name","value":"tokenAddress"}},{"kind":"Field","name":{"kind":"Name","value":"tokenSymbol"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnsupportedTokenTrigger"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenSymbol"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherRefundTrigger"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<VendorSdaQuery, VendorSdaQueryVariables>;
export const CsrfPingDocument = {"__meta__":{"hash":"f729ab09929e358842bf1c8045b5dc6625ed27b63355ad75256b57839a607cff"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CsrfPing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookPublicKey"}}]}}]} as unknown as DocumentNode<CsrfPingQuery, CsrfPingQueryVariables>;
export const FuzzCreateQuoteDocument = {"__meta__":{"hash":"2c357261fa714624a1d33b619cb7fdd312ee1c27dc973110a652f19b86761782"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FuzzCreateQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<FuzzCreateQuoteMutation, FuzzCreateQuoteMutationVariables>;
export const FuzzLookupsDocument = {"__meta__":{"hash":"efbff73db05b95f5e231bf1e158e5eb2d325a53646c9d9b8e6d5afb1bbe9866d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FuzzLookups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chain"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionsByDepositHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depositTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"swapCalldata"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"commitmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"depositAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}},{"kind":"Argument","name":{"kind":"Name","value":"chain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chain"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"completedRefunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]}}]} as unknown as DocumentNode<FuzzLookupsQuery, FuzzLookupsQueryVariables>;
export const FuzzCommitDocument = {"__meta__":{"hash":"dfbe5681074a2ea28e43f6e3dd45bfec2328d35e787f1947c5c14f001551f097"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FuzzCommit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<FuzzCommitMutation, FuzzCommitMutationVariables>;
export const PersistedPingDocument = {"__meta__":{"hash":"28918a277d33e036043b00bbe824f89d1348376d30d2ebeaf715b109ac136a84"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PersistedPing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookPublicKey"}}]}}]} as unknown as DocumentNode<PersistedPingQuery, PersistedPingQueryVariables>;
export const SecurityPingDocument = {"__meta__":{"hash":"3cd3c0f42cae61c7c07490b73e9847ae931e01a77cd085defd50bb86f31e2f4b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SecurityPing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookPublicKey"}}]}}]} as unknown as DocumentNode<SecurityPingQuery, SecurityPingQueryVariables>;
export const SecurityTooManyAliasesDocument = {"__meta__":{"hash":"37d334735cdb5b16960f9db19cda4c5af8cff6dd1a78bf4215782de370a0059c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SecurityTooManyAliases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"a1"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a2"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a3"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a4"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a5"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a6"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a7"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a8"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a9"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a10"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a11"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a12"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a13"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a14"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a15"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a16"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a17"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a18"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a19"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a20"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a21"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a22"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a23"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a24"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a25"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a26"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a27"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a28"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a29"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a30"},"name":{"kind":"Name","value":"webhookPublicKey"}},{"kind":"Field","alias":{"kind":"Name","value":"a31"},"name":{"kind":"Name","value":"webhookPublicKey"}}]}}]} as unknown as DocumentNode<SecurityTooManyAliasesQuery, SecurityTooManyAliasesQueryVariables>;
export const RatePingDocument = {"__meta__":{"hash":"c98fbf008661db8e2c354053f2b7662d3390f23cb2dcf0b6f38b3018a5b192bf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RatePing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<RatePingQuery, RatePingQueryVariables>;
export const MetricsLookupDocument = {"__meta__":{"hash":"c3c71e0e7c33b8dbcfcfbe3e57f1c136977736aa3216971abe30e48ad1cf9002"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MetricsLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<MetricsLookupQuery, MetricsLookupQueryVariables>;
export const MetricsEventsDocument = {"__meta__":{"hash":"99cb34930659079f08b619c7ff05078209ee6db7b65189fe15a2d552b653f9ea"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MetricsEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionEventFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}}]}}]}}]} as unknown as DocumentNode<MetricsEventsSubscription, MetricsEventsSubscriptionVariables>;
export const ShutdownLookupDocument = {"__meta__":{"hash":"7dda6ee67bf8e39bbe54f0c4a025ee0aa999078470044003065412df581e329b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShutdownLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ShutdownLookupQuery, ShutdownLookupQueryVariables>;
export const AuthByWithdrawDocument = {"__meta__":{"hash":"61f6aa9504076268f006a6c2e5ede05641d8fa3d4990f13b2540a33d73e61230"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthByWithdraw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<AuthByWithdrawQuery, AuthByWithdrawQueryVariables>;
export const AuthByDepositDocument = {"__meta__":{"hash":"1432fcf625ebc6d59fd4c7777500f62548986e8e833f6d6696956df3f8e45132"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthByDeposit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionsByDepositHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depositTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<AuthByDepositQuery, AuthByDepositQueryVariables>;
export const AuthStatusDocument = {"__meta__":{"hash":"fc3ec151a63124d733f5721767ebdeb90270118a3f4356fdc7688c18748698c3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}},{"kind":"Argument","name":{"kind":"Name","value":"chain"},"value":{"kind":"StringValue","value":"ETHEREUM","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]}}]} as unknown as DocumentNode<AuthStatusQuery, AuthStatusQueryVariables>;
export const BreakerLookupDocument = {"__meta__":{"hash":"800c1bd9145e1d5c723fc3d7ea75c2309ae7cbeceaaceb1a60a1f03bc19d578f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BreakerLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<BreakerLookupQuery, BreakerLookupQueryVariables>;
export const NotFoundDepositDocument = {"__meta__":{"hash":"cb1a952d3ababa7d46887ab530f8f51a900eeae092db29c619f4a6e7cb8605db"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotFoundDeposit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionsByDepositHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depositTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<NotFoundDepositQuery, NotFoundDepositQueryVariables>;
export const NotFoundWithdrawDocument = {"__meta__":{"hash":"f5d08123af38a2a9fd446aa6c4f75d7cee402038ed1baa6fc291ab6584754805"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotFoundWithdraw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<NotFoundWithdrawQuery, NotFoundWithdrawQueryVariables>;
export const NotFoundCalldataDocument = {"__meta__":{"hash":"1e1b940619e1a9735bfb7c435aa753f305070504229eee7469fac45e5ffc4730"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotFoundCalldata"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"swapCalldata"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"commitmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<NotFoundCalldataQuery, NotFoundCalldataQueryVariables>;
export const NotFoundCommitDocument = {"__meta__":{"hash":"dec67d5ffe90af514cf17f1070f0d0cafb84e202b25b0489ac2792cf3a614df0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotFoundCommit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<NotFoundCommitMutation, NotFoundCommitMutationVariables>;
export const NotFoundAddressDocument = {"__meta__":{"hash":"6002e40247e792c29c57c488d171ebf7e08c4d974534ab67e4d27132368221be"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotFoundAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}},{"kind":"Argument","name":{"kind":"Name","value":"chain"},"value":{"kind":"StringValue","value":"ETHEREUM","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"completedRefunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]}}]} as unknown as DocumentNode<NotFoundAddressQuery, NotFoundAddressQueryVariables>;