/* eslint-disable */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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
  /** The event's id, derived from its content (c-...): the same whether the event came by webhook, by a redelivery, from the missed-events cursor or from the kept history, on every instance. Pass the last one received as afterEventId to resume. */
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

export type LiveStatusChainsQueryVariables = Exact<{ [key: string]: never; }>;


export type LiveStatusChainsQuery = { __typename?: 'Query', chains: Array<{ __typename?: 'Chain', name: string, displayName: string, status: string, chainId?: number | null, rpcUrl?: string | null, nativeTokenName: string, nativeTokenDecimals: number, tokens: Array<{ __typename?: 'Token', symbol: string }> }> };

export type LiveStatusCreateQuoteMutationVariables = Exact<{
  input: QuoteInput;
}>;


export type LiveStatusCreateQuoteMutation = { __typename?: 'Mutation', createQuote:
    | { __typename: 'BridgeQuote', quoteId: string, chainIn: string, chainOut: string, payAmount: string, receiveAmount: string, expiresAt: string, estimatedDuration?: number | null, token: string, fees: { __typename?: 'QuoteFees', fee: string, feeUsd: number } }
    | { __typename: 'BridgeSwapQuote', quoteId: string, chainIn: string, chainOut: string, payAmount: string, receiveAmount: string, expiresAt: string, estimatedDuration?: number | null, tokenIn: string, tokenOut: string, fees: { __typename?: 'QuoteFees', fee: string, feeUsd: number } }
    | { __typename: 'DepositAddressBridgeQuote', quoteId: string, chainIn: string, chainOut: string, payAmount: string, receiveAmount: string, expiresAt: string, estimatedDuration?: number | null, fees: { __typename?: 'QuoteFees', fee: string, feeUsd: number } }
    | { __typename: 'DepositLimitReached', message: string }
    | { __typename: 'GasBoostGreaterThanReceiveAmount', message: string }
    | { __typename: 'InvalidInput', message: string, issues: Array<{ __typename?: 'InputIssue', path: Array<string>, message: string }> }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'NegativeReceiveAmount', message: string }
    | { __typename: 'NoRouteFound', message: string }
    | { __typename: 'OtherQuote', quoteId: string, chainIn: string, chainOut: string, payAmount: string, receiveAmount: string, expiresAt: string, estimatedDuration?: number | null, fees: { __typename?: 'QuoteFees', fee: string, feeUsd: number } }
    | { __typename: 'SameChainSwapNotAvailable', message: string }
    | { __typename: 'SdaDepositBelowMinimum', message: string }
    | { __typename: 'SdaDepositLimitExceeded', message: string }
    | { __typename: 'SwapLimitReached', message: string }
    | { __typename: 'TooManyRequests', message: string }
    | { __typename: 'UpstreamError', message: string }
    | { __typename: 'WithdrawLimitReached', message: string }
   };

export type LiveStatusCommitQuoteMutationVariables = Exact<{
  quoteId: Scalars['ID']['input'];
}>;


export type LiveStatusCommitQuoteMutation = { __typename?: 'Mutation', commitQuote:
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'QuoteCommitment', quoteId: string }
    | { __typename: 'QuoteExpired', message: string }
    | { __typename: 'QuoteNotFound', message: string }
    | { __typename: 'TooManyRequests', message: string }
    | { __typename: 'UpstreamError', message: string }
   };

export type LiveStatusDepositPlanQueryVariables = Exact<{
  quoteId: Scalars['ID']['input'];
  owner?: InputMaybe<Scalars['String']['input']>;
}>;


export type LiveStatusDepositPlanQuery = { __typename?: 'Query', depositPlan:
    | { __typename: 'CommitmentNotFound', message: string }
    | { __typename: 'DepositNotSupported', message: string }
    | { __typename: 'DepositPlan', quoteId: string, amount: string, amountBaseUnits: string, spender: string, token: { __typename?: 'Token', symbol: string, decimals?: number | null }, approval?: { __typename?: 'EvmTransactionRequest', chainId: number, to: string, data: string, value: string, gas?: string | null } | null, deposit: { __typename?: 'EvmTransactionRequest', chainId: number, to: string, data: string, value: string, gas?: string | null }, preflight?: { __typename?: 'DepositPreflight', owner: string, allowance: string, tokenBalance: string, nativeBalance: string, approvalNeeded: boolean, sufficientBalance: boolean } | null }
    | { __typename: 'HistoryNotFound', message: string }
    | { __typename: 'InvalidCommitmentType', message: string }
    | { __typename: 'InvalidInput', message: string }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'TransferNotPending', message: string }
    | { __typename: 'UpstreamError', message: string }
   };

export type LiveStatusWatchTransferSubscriptionVariables = Exact<{
  quoteId: Scalars['ID']['input'];
}>;


export type LiveStatusWatchTransferSubscription = { __typename?: 'Subscription', transactionEvents: { __typename?: 'TransactionEvent', eventId: string, type: string, occurredAt: string, transaction?:
      | { __typename: 'BridgeSwapTransaction', tokenIn: string, tokenOut: string, id: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountOut: string, depositTxHash?: string | null, depositTxUrl?: string | null, withdrawTxHash?: string | null, withdrawTxUrl?: string | null, fees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, platformFee: string, percentageFee: string } }
      | { __typename: 'BridgeTransaction', token: string, id: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountOut: string, depositTxHash?: string | null, depositTxUrl?: string | null, withdrawTxHash?: string | null, withdrawTxUrl?: string | null, fees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, platformFee: string, percentageFee: string } }
      | { __typename: 'DepositAddressBridgeTransaction', id: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountOut: string, depositTxHash?: string | null, depositTxUrl?: string | null, withdrawTxHash?: string | null, withdrawTxUrl?: string | null, fees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, platformFee: string, percentageFee: string } }
      | { __typename: 'OtherTransaction', id: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountOut: string, depositTxHash?: string | null, depositTxUrl?: string | null, withdrawTxHash?: string | null, withdrawTxUrl?: string | null, fees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, platformFee: string, percentageFee: string } }
     | null } };

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
    `) as unknown as TypedDocumentString<LiveStatusCreateQuoteMutation, LiveStatusCreateQuoteMutationVariables>;
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
export const LiveStatusWatchTransferDocument = new TypedDocumentString(`
    subscription LiveStatusWatchTransfer($quoteId: ID!) {
  transactionEvents(filter: {quoteId: $quoteId}) {
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
    `) as unknown as TypedDocumentString<LiveStatusWatchTransferSubscription, LiveStatusWatchTransferSubscriptionVariables>;