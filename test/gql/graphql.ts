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

/** The reactivated address, or why it was not reactivated. */
export type ActivateDepositAddressResult = DepositAddressActivated | DepositAddressAlreadyActive | DepositAddressNotFound | EndpointDisabled | InvalidInput | UpstreamError;

/** No transfer has this id. */
export type BridgeNotFound = Error & {
  __typename?: 'BridgeNotFound';
  /** The id that was looked up. */
  id: Scalars['String']['output'];
  /** What went wrong, for people. */
  message: Scalars['String']['output'];
};

/** A plain bridge quote: the same token on both chains. */
export type BridgeQuote = Quote & {
  __typename?: 'BridgeQuote';
  /** Source chain. */
  chainIn: Scalars['String']['output'];
  /** Destination chain. */
  chainOut: Scalars['String']['output'];
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

/** A bridge+swap quote: tokenIn on chainIn becomes tokenOut on chainOut. */
export type BridgeSwapQuote = Quote & {
  __typename?: 'BridgeSwapQuote';
  /** Amount that goes through the bridge. */
  bridgePayAmount?: Maybe<Scalars['Decimal']['output']>;
  /** USD value of bridgePayAmount. */
  bridgePayAmountUsd?: Maybe<Scalars['Float']['output']>;
  /** Source chain. */
  chainIn: Scalars['String']['output'];
  /** Destination chain. */
  chainOut: Scalars['String']['output'];
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
  /** Address on chainIn that sent the tokens. */
  depositor: Scalars['String']['output'];
  /** Expected duration in milliseconds. */
  estimatedDuration?: Maybe<Scalars['Float']['output']>;
  /** When the deposit is expected to be confirmed. */
  expectedDepositConfirmedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Block at which confirmations are expected. */
  expectedDepositConfirmedAtBlock?: Maybe<Scalars['Int']['output']>;
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
  /** The swap quote on chainOut, as the upstream sent it. */
  postSwap?: Maybe<Scalars['JSON']['output']>;
  /** The swap quote on chainIn, as the upstream sent it. */
  preSwap?: Maybe<Scalars['JSON']['output']>;
  /** When the pre-swap was recorded. */
  preSwapCommittedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Swap on chainIn before bridging. */
  preSwapTxHash?: Maybe<Scalars['String']['output']>;
  /** The state exactly as the upstream wrote it. */
  rawState: Scalars['String']['output'];
  /** Address on chainOut that receives the tokens. */
  recipient: Scalars['String']['output'];
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
  /** Address on chainIn that sent the tokens. */
  depositor: Scalars['String']['output'];
  /** Expected duration in milliseconds. */
  estimatedDuration?: Maybe<Scalars['Float']['output']>;
  /** When the deposit is expected to be confirmed. */
  expectedDepositConfirmedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Block at which confirmations are expected. */
  expectedDepositConfirmedAtBlock?: Maybe<Scalars['Int']['output']>;
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
};

/** The cancelled transfer's record, or why it was not cancelled. */
export type CancelTransactionResult = BridgeNotFound | BridgeSwapTransaction | BridgeTransaction | CannotCancelBridge | InvalidInput | InvalidRequest | OtherTransaction | UpstreamError;

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
  /** Blocks a deposit needs. */
  confirmationBlocks?: Maybe<Scalars['Int']['output']>;
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
  /** enabled or disabled. */
  status: Scalars['String']['output'];
  /** Why the chain is disabled, if it is. */
  statusReason?: Maybe<Scalars['String']['output']>;
  /** Tokens the bridge moves on this chain. */
  tokens: Array<Token>;
  /** Chain family, e.g. EVM, SOL, STK. */
  type: Scalars['String']['output'];
};

/** The commitment, or why the quote could not be committed. */
export type CommitQuoteResult = InvalidInput | QuoteCommitment | QuoteExpired | QuoteNotFound | UpstreamError;

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
export type CreateDepositAddressResult = DepositAddressChainsNotSupported | DepositAddressesCreated | EndpointDisabled | InvalidInput | InvalidRequest | UpstreamError;

/** The quote, or why there is none. */
export type CreateQuoteResult = BridgeQuote | BridgeSwapQuote | InvalidInput | OtherQuote | UpstreamError;

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

/** Post-bridge routing that moves the funds into a vault. */
export type ExtendedPostBridgeData = {
  __typename?: 'ExtendedPostBridgeData';
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

/** No transaction has this deposit hash. */
export type HistoryNotFound = Error & {
  __typename?: 'HistoryNotFound';
  /** The hash that was looked up. */
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

/** The upstream refused the request (e.g. a malformed hash, or no executed transaction has this hash). */
export type InvalidRequest = Error & {
  __typename?: 'InvalidRequest';
  /** What went wrong, for people. */
  message: Scalars['String']['output'];
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

/** A post-bridge routing variant this schema does not model, with its raw JSON. */
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
  /** Address on chainIn that sent the tokens. */
  depositor: Scalars['String']['output'];
  /** Expected duration in milliseconds. */
  estimatedDuration?: Maybe<Scalars['Float']['output']>;
  /** When the deposit is expected to be confirmed. */
  expectedDepositConfirmedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Block at which confirmations are expected. */
  expectedDepositConfirmedAtBlock?: Maybe<Scalars['Int']['output']>;
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
export type PostBridgeData = ExtendedPostBridgeData | OtherPostBridgeData;

/** Post-bridge routing for a quote: exactly one of `extended` or `other`. */
export type PostBridgeDataInput =
  /** The `extended` variant. */
  { extended: ExtendedPostBridgeDataInput; other?: never; }
  |  /** Another variant, sent upstream as is (an object with its `_tag`). */
  { extended?: never; other: Scalars['JSON']['input']; };

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
  /** Largest USD amount the promotion covers. */
  maxLimitUsd: Scalars['Float']['output'];
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
  /** The project's smart deposit addresses matching the search (every page of the vendor's search). */
  depositAddresses: Array<DepositAddress>;
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
  search: DepositAddressSearch;
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
export type RefundTrigger = OtherRefundTrigger | UnsupportedTokenTrigger;

/** Delivery speed class. */
export type Speed =
  /** Typically under 30 seconds. */
  | 'FAST'
  /** Up to 20 minutes. */
  | 'SLOW'
  /** Typically under a minute. */
  | 'STANDARD';

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

/** A bridge transaction status record (spec 2.3). Variants: BridgeTransaction, BridgeSwapTransaction, OtherTransaction. */
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
  /** Address on chainIn that sent the tokens. */
  depositor: Scalars['String']['output'];
  /** Expected duration in milliseconds. */
  estimatedDuration?: Maybe<Scalars['Float']['output']>;
  /** When the deposit is expected to be confirmed. */
  expectedDepositConfirmedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Block at which confirmations are expected. */
  expectedDepositConfirmedAtBlock?: Maybe<Scalars['Int']['output']>;
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
};

/** The transfer's current status record, or why there is none. */
export type TransactionByIdResult = BridgeNotFound | BridgeSwapTransaction | BridgeTransaction | HistoryNotFound | InvalidInput | InvalidRequest | OtherTransaction | UpstreamError;

/** The executed record of a withdrawal hash, or why there is none. */
export type TransactionByWithdrawHashResult = BridgeSwapTransaction | BridgeTransaction | InvalidInput | InvalidRequest | OtherTransaction | UpstreamError;

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
  /** The upstream's event id (unique per event, kept across redeliveries). */
  eventId: Scalars['ID']['output'];
  /** When the upstream emitted the event. */
  occurredAt: Scalars['DateTime']['output'];
  /** The upstream's event object as received. */
  payload: Scalars['JSON']['output'];
  /** When this gateway received it. */
  receivedAt: Scalars['DateTime']['output'];
  /** The transaction record as of this event; null for kinds that carry none (e.g. DEPOSIT_ADDRESS_CREATED). */
  transaction?: Maybe<Transaction>;
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
  /** The swap failed and the deposit was refunded. */
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

/** An upstream error this schema does not model (e.g. WithdrawLimitReached), relayed as is. */
export type UpstreamError = Error & {
  __typename?: 'UpstreamError';
  /** What went wrong, for people. */
  message: Scalars['String']['output'];
  /** The upstream's error body. */
  raw: Scalars['JSON']['output'];
  /** The upstream's _tag. */
  tag: Scalars['String']['output'];
};

export type ResumableEventsSubscriptionVariables = Exact<{
  filter?: InputMaybe<TransactionEventFilter>;
  afterEventId?: InputMaybe<Scalars['ID']['input']>;
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
    | { __typename: 'InvalidInput' }
    | { __typename: 'OtherQuote', quoteId: string }
    | { __typename: 'UpstreamError' }
   };

export type RotationKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type RotationKeyQuery = { __typename?: 'Query', webhookPublicKey: string };

export type RotationCommitMutationVariables = Exact<{
  quoteId: Scalars['ID']['input'];
}>;


export type RotationCommitMutation = { __typename?: 'Mutation', commitQuote:
    | { __typename: 'InvalidInput' }
    | { __typename: 'QuoteCommitment' }
    | { __typename: 'QuoteExpired' }
    | { __typename: 'QuoteNotFound' }
    | { __typename: 'UpstreamError' }
   };

export type OutageEventsSubscriptionVariables = Exact<{
  filter?: InputMaybe<TransactionEventFilter>;
}>;


export type OutageEventsSubscription = { __typename?: 'Subscription', transactionEvents: { __typename?: 'TransactionEvent', eventId: string, type: string } };

export type OutageLookupQueryVariables = Exact<{
  hash: Scalars['String']['input'];
}>;


export type OutageLookupQuery = { __typename?: 'Query', transactionByWithdrawHash:
    | { __typename: 'BridgeSwapTransaction' }
    | { __typename: 'BridgeTransaction' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'OtherTransaction' }
    | { __typename: 'UpstreamError' }
   };

export type RouteEventsSubscriptionVariables = Exact<{
  filter?: InputMaybe<TransactionEventFilter>;
}>;


export type RouteEventsSubscription = { __typename?: 'Subscription', transactionEvents: { __typename?: 'TransactionEvent', eventId: string, type: string } };

export type CacheDisabledByWithdrawQueryVariables = Exact<{
  hash: Scalars['String']['input'];
}>;


export type CacheDisabledByWithdrawQuery = { __typename?: 'Query', transactionByWithdrawHash:
    | { __typename: 'BridgeSwapTransaction', id: string }
    | { __typename: 'BridgeTransaction', id: string }
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
        | { __typename?: 'OtherTransaction', id: string, state: TransactionState }
      > }
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
    | { __typename: 'InvalidInput', issues: Array<{ __typename?: 'InputIssue', path: Array<string>, message: string }> }
    | { __typename: 'OtherQuote', quoteId: string, payAmount: string, receiveAmount: string, depositor: string, isExpired: boolean }
    | { __typename: 'UpstreamError' }
   };

export type CatalogCreateQuoteMutationVariables = Exact<{
  input: QuoteInput;
}>;


export type CatalogCreateQuoteMutation = { __typename?: 'Mutation', createQuote:
    | { __typename: 'BridgeQuote', quoteId: string, payAmount: string }
    | { __typename: 'BridgeSwapQuote', quoteId: string, payAmount: string }
    | { __typename: 'InvalidInput', issues: Array<{ __typename?: 'InputIssue', path: Array<string>, message: string }> }
    | { __typename: 'OtherQuote', quoteId: string, payAmount: string }
    | { __typename: 'UpstreamError' }
   };

export type CatalogCommitPreviewMutationVariables = Exact<{
  quoteId: Scalars['ID']['input'];
}>;


export type CatalogCommitPreviewMutation = { __typename?: 'Mutation', commitQuote:
    | { __typename: 'InvalidInput' }
    | { __typename: 'QuoteCommitment' }
    | { __typename: 'QuoteExpired' }
    | { __typename: 'QuoteNotFound' }
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
          | { __typename?: 'OtherTransaction', id: string, state: TransactionState, depositor: string }
         }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } } };

export type DepositAddressQueryVariables = Exact<{
  address: Scalars['String']['input'];
  chain: Scalars['String']['input'];
}>;


export type DepositAddressQuery = { __typename?: 'Query', depositAddress: { __typename?: 'DepositAddress', address: string, chain: string, status:
      | { __typename: 'DepositAddressNotFound', addresses: Array<string>, message: string }
      | { __typename: 'DepositAddressStatus', depositChain: string, depositAddress: string, destinationChain: string, destinationAddress?: string | null, isActive: boolean, addressNote?: string | null, tokenOut?: string | null, refundAddress?: string | null, bridgeIfNotSwappable?: boolean | null, raw: unknown, supportedTokens: Array<{ __typename?: 'SupportedToken', symbol: string, address: string, minDepositLimitUsd?: number | null, maxDepositLimitUsd?: number | null }>, postBridgeData?:
          | { __typename: 'ExtendedPostBridgeData' }
          | { __typename: 'OtherPostBridgeData' }
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
            | { __typename: 'UnsupportedTokenTrigger', nativeToken?: boolean | null, amountWei?: string | null, tokenAddress?: string | null, tokenSymbol?: string | null, amount?: string | null, amountUsd?: string | null }
           }>, unreadable: Array<{ __typename?: 'UnreadableRecord', reason: string }> }
      | { __typename: 'UpstreamError', message: string }
     } };

export type TransactionEventsSubscriptionVariables = Exact<{
  filter?: InputMaybe<TransactionEventFilter>;
}>;


export type TransactionEventsSubscription = { __typename?: 'Subscription', transactionEvents: { __typename?: 'TransactionEvent', eventId: string, type: string, occurredAt: string, receivedAt: string, payload: unknown, transaction?:
      | { __typename: 'BridgeSwapTransaction', tokenIn: string, tokenOut: string, id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash?: string | null, withdrawTxHash?: string | null, fees: { __typename?: 'Fees', fee: string } }
      | { __typename: 'BridgeTransaction', token: string, id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash?: string | null, withdrawTxHash?: string | null, fees: { __typename?: 'Fees', fee: string } }
      | { __typename: 'OtherTransaction', id: string, state: TransactionState, rawState: string, amountIn: string, depositTxHash?: string | null, withdrawTxHash?: string | null, fees: { __typename?: 'Fees', fee: string } }
     | null } };

export type EventsQuoteMutationVariables = Exact<{
  input: QuoteInput;
}>;


export type EventsQuoteMutation = { __typename?: 'Mutation', createQuote:
    | { __typename: 'BridgeQuote', quoteId: string, webhookUrl?: string | null }
    | { __typename: 'BridgeSwapQuote', quoteId: string, webhookUrl?: string | null }
    | { __typename: 'InvalidInput' }
    | { __typename: 'OtherQuote', quoteId: string, webhookUrl?: string | null }
    | { __typename: 'UpstreamError' }
   };

export type EventsCommitMutationVariables = Exact<{
  quoteId: Scalars['ID']['input'];
}>;


export type EventsCommitMutation = { __typename?: 'Mutation', commitQuote:
    | { __typename: 'InvalidInput' }
    | { __typename: 'QuoteCommitment' }
    | { __typename: 'QuoteExpired' }
    | { __typename: 'QuoteNotFound' }
    | { __typename: 'UpstreamError' }
   };

export type HistoryByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type HistoryByIdQuery = { __typename?: 'Query', transactionById:
    | { __typename: 'BridgeNotFound', lookedUp: string }
    | { __typename: 'BridgeSwapTransaction', id: string, state: TransactionState, amountIn: string }
    | { __typename: 'BridgeTransaction', id: string, state: TransactionState, amountIn: string }
    | { __typename: 'HistoryNotFound' }
    | { __typename: 'InvalidInput', issues: Array<{ __typename?: 'InputIssue', path: Array<string>, message: string }> }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'OtherTransaction', id: string, state: TransactionState, amountIn: string }
    | { __typename: 'UpstreamError' }
   };

export type HistoryCancelMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type HistoryCancelMutation = { __typename?: 'Mutation', cancelTransaction:
    | { __typename: 'BridgeNotFound', message: string }
    | { __typename: 'BridgeSwapTransaction', id: string, state: TransactionState }
    | { __typename: 'BridgeTransaction', id: string, state: TransactionState }
    | { __typename: 'CannotCancelBridge', message: string }
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
        | { __typename?: 'OtherTransaction', id: string, state: TransactionState }
       }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type HistoryEventsSubscriptionVariables = Exact<{
  filter?: InputMaybe<TransactionEventFilter>;
}>;


export type HistoryEventsSubscription = { __typename?: 'Subscription', transactionEvents: { __typename?: 'TransactionEvent', type: string, transaction?:
      | { __typename?: 'BridgeSwapTransaction', id: string, state: TransactionState }
      | { __typename?: 'BridgeTransaction', id: string, state: TransactionState }
      | { __typename?: 'OtherTransaction', id: string, state: TransactionState }
     | null } };

export type CreateQuoteMutationVariables = Exact<{
  input: QuoteInput;
}>;


export type CreateQuoteMutation = { __typename?: 'Mutation', createQuote:
    | { __typename: 'BridgeQuote', quoteId: string, chainIn: string, chainOut: string, payAmount: string, payAmountUsd: number, receiveAmount: string, receiveAmountUsd: number, depositor: string, recipient: string, expiresAt: string, isExpired: boolean, speed?: Speed | null, estimatedDuration?: number | null, flowCredits?: number | null, webhookUrl?: string | null, token: string, gasBoost?: { __typename?: 'GasBoost', amountNative: string, amountNativeUsd: number, amountNativeTokenCost: string } | null, postBridgeData?:
        | { __typename: 'ExtendedPostBridgeData', vaultId: number }
        | { __typename: 'OtherPostBridgeData' }
       | null, fees: { __typename?: 'QuoteFees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, platformFee: string, percentageFee: string, percentageFeeAmount?: number | null, percentageFeeThreshold?: number | null, sponsored: { __typename?: 'Fees', fee: string, gasFee: string, gasFeeUsd: number, percentageFee: string } } }
    | { __typename: 'BridgeSwapQuote', quoteId: string, chainIn: string, chainOut: string, payAmount: string, payAmountUsd: number, receiveAmount: string, receiveAmountUsd: number, depositor: string, recipient: string, expiresAt: string, isExpired: boolean, speed?: Speed | null, estimatedDuration?: number | null, flowCredits?: number | null, webhookUrl?: string | null, tokenIn: string, tokenOut: string, bridgePayAmount?: string | null, minReceiveAmount?: string | null, minReceiveAmountUsd?: number | null, usdPriceTokenIn?: number | null, usdPriceTokenOut?: number | null, gasBoost?: { __typename?: 'GasBoost', amountNative: string, amountNativeUsd: number, amountNativeTokenCost: string } | null, postBridgeData?:
        | { __typename: 'ExtendedPostBridgeData', vaultId: number }
        | { __typename: 'OtherPostBridgeData' }
       | null, fees: { __typename?: 'QuoteFees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, platformFee: string, percentageFee: string, percentageFeeAmount?: number | null, percentageFeeThreshold?: number | null, sponsored: { __typename?: 'Fees', fee: string, gasFee: string, gasFeeUsd: number, percentageFee: string } }, swapCalldata?:
        | { __typename: 'CommitmentNotFound' }
        | { __typename: 'InvalidCommitmentType' }
        | { __typename: 'InvalidInput' }
        | { __typename: 'SwapCalldata', commitmentId: string, calldata: string }
        | { __typename: 'UpstreamError' }
       | null }
    | { __typename: 'InvalidInput', message: string, issues: Array<{ __typename?: 'InputIssue', path: Array<string>, message: string }> }
    | { __typename: 'OtherQuote', quoteId: string, chainIn: string, chainOut: string, payAmount: string, payAmountUsd: number, receiveAmount: string, receiveAmountUsd: number, depositor: string, recipient: string, expiresAt: string, isExpired: boolean, speed?: Speed | null, estimatedDuration?: number | null, flowCredits?: number | null, webhookUrl?: string | null, tag: string, raw: unknown, gasBoost?: { __typename?: 'GasBoost', amountNative: string, amountNativeUsd: number, amountNativeTokenCost: string } | null, postBridgeData?:
        | { __typename: 'ExtendedPostBridgeData', vaultId: number }
        | { __typename: 'OtherPostBridgeData' }
       | null, fees: { __typename?: 'QuoteFees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, platformFee: string, percentageFee: string, percentageFeeAmount?: number | null, percentageFeeThreshold?: number | null, sponsored: { __typename?: 'Fees', fee: string, gasFee: string, gasFeeUsd: number, percentageFee: string } } }
    | { __typename: 'UpstreamError', tag: string, message: string, raw: unknown }
   };

export type CommitQuoteMutationVariables = Exact<{
  quoteId: Scalars['ID']['input'];
}>;


export type CommitQuoteMutation = { __typename?: 'Mutation', commitQuote:
    | { __typename: 'InvalidInput', message: string, issues: Array<{ __typename?: 'InputIssue', path: Array<string> }> }
    | { __typename: 'QuoteCommitment', quoteId: string }
    | { __typename: 'QuoteExpired', message: string }
    | { __typename: 'QuoteNotFound', message: string }
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
    | { __typename: 'InvalidInput' }
    | { __typename: 'OtherQuote', quoteId: string }
    | { __typename: 'UpstreamError' }
   };

type TransactionFields_BridgeSwapTransaction_Fragment = { __typename: 'BridgeSwapTransaction', tokenIn: string, tokenOut: string, minAmountOut: string, minAmountOutUsd: number, usdPriceTokenIn: number, usdPriceTokenOut: number, preSwap?: unknown | null, postSwap?: unknown | null, mode?: TransferMode | null, isAtomicSwap?: boolean | null, id: string, userId: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountInUsd: number, amountOut: string, amountOutUsd: number, amountNative?: string | null, amountNativeUsd?: number | null, recipient: string, depositor: string, createdAt: string, commitmentDate: string, depositTxHash?: string | null, depositCommittedAt?: string | null, withdrawTxHash?: string | null, withdrawCommittedAt?: string | null, speed?: Speed | null, estimatedDuration?: number | null, flowCredits?: number | null, depositDiscoveredAt?: string | null, depositConfirmedAt?: string | null, expectedDepositConfirmedAt?: string | null, expectedDepositConfirmedAtBlock?: number | null, preSwapTxHash?: string | null, preSwapCommittedAt?: string | null, isConfirmed?: boolean | null, fees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, sponsoredFees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number } };

type TransactionFields_BridgeTransaction_Fragment = { __typename: 'BridgeTransaction', token: string, usdPrice: number, id: string, userId: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountInUsd: number, amountOut: string, amountOutUsd: number, amountNative?: string | null, amountNativeUsd?: number | null, recipient: string, depositor: string, createdAt: string, commitmentDate: string, depositTxHash?: string | null, depositCommittedAt?: string | null, withdrawTxHash?: string | null, withdrawCommittedAt?: string | null, speed?: Speed | null, estimatedDuration?: number | null, flowCredits?: number | null, depositDiscoveredAt?: string | null, depositConfirmedAt?: string | null, expectedDepositConfirmedAt?: string | null, expectedDepositConfirmedAtBlock?: number | null, preSwapTxHash?: string | null, preSwapCommittedAt?: string | null, isConfirmed?: boolean | null, fees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, sponsoredFees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number } };

type TransactionFields_OtherTransaction_Fragment = { __typename: 'OtherTransaction', tag: string, raw: unknown, id: string, userId: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountInUsd: number, amountOut: string, amountOutUsd: number, amountNative?: string | null, amountNativeUsd?: number | null, recipient: string, depositor: string, createdAt: string, commitmentDate: string, depositTxHash?: string | null, depositCommittedAt?: string | null, withdrawTxHash?: string | null, withdrawCommittedAt?: string | null, speed?: Speed | null, estimatedDuration?: number | null, flowCredits?: number | null, depositDiscoveredAt?: string | null, depositConfirmedAt?: string | null, expectedDepositConfirmedAt?: string | null, expectedDepositConfirmedAtBlock?: number | null, preSwapTxHash?: string | null, preSwapCommittedAt?: string | null, isConfirmed?: boolean | null, fees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, sponsoredFees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number } };

export type TransactionFieldsFragment =
  | TransactionFields_BridgeSwapTransaction_Fragment
  | TransactionFields_BridgeTransaction_Fragment
  | TransactionFields_OtherTransaction_Fragment
;

export type ByWithdrawHashQueryVariables = Exact<{
  hash: Scalars['String']['input'];
}>;


export type ByWithdrawHashQuery = { __typename?: 'Query', transactionByWithdrawHash:
    | { __typename: 'BridgeSwapTransaction', tokenIn: string, tokenOut: string, minAmountOut: string, minAmountOutUsd: number, usdPriceTokenIn: number, usdPriceTokenOut: number, preSwap?: unknown | null, postSwap?: unknown | null, mode?: TransferMode | null, isAtomicSwap?: boolean | null, id: string, userId: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountInUsd: number, amountOut: string, amountOutUsd: number, amountNative?: string | null, amountNativeUsd?: number | null, recipient: string, depositor: string, createdAt: string, commitmentDate: string, depositTxHash?: string | null, depositCommittedAt?: string | null, withdrawTxHash?: string | null, withdrawCommittedAt?: string | null, speed?: Speed | null, estimatedDuration?: number | null, flowCredits?: number | null, depositDiscoveredAt?: string | null, depositConfirmedAt?: string | null, expectedDepositConfirmedAt?: string | null, expectedDepositConfirmedAtBlock?: number | null, preSwapTxHash?: string | null, preSwapCommittedAt?: string | null, isConfirmed?: boolean | null, swapCalldata:
        | { __typename: 'CommitmentNotFound' }
        | { __typename: 'InvalidCommitmentType' }
        | { __typename: 'InvalidInput' }
        | { __typename: 'SwapCalldata', calldata: string }
        | { __typename: 'UpstreamError' }
      , fees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, sponsoredFees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number } }
    | { __typename: 'BridgeTransaction', token: string, usdPrice: number, id: string, userId: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountInUsd: number, amountOut: string, amountOutUsd: number, amountNative?: string | null, amountNativeUsd?: number | null, recipient: string, depositor: string, createdAt: string, commitmentDate: string, depositTxHash?: string | null, depositCommittedAt?: string | null, withdrawTxHash?: string | null, withdrawCommittedAt?: string | null, speed?: Speed | null, estimatedDuration?: number | null, flowCredits?: number | null, depositDiscoveredAt?: string | null, depositConfirmedAt?: string | null, expectedDepositConfirmedAt?: string | null, expectedDepositConfirmedAtBlock?: number | null, preSwapTxHash?: string | null, preSwapCommittedAt?: string | null, isConfirmed?: boolean | null, fees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, sponsoredFees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number } }
    | { __typename: 'InvalidInput', message: string, issues: Array<{ __typename?: 'InputIssue', path: Array<string>, message: string }> }
    | { __typename: 'InvalidRequest', message: string }
    | { __typename: 'OtherTransaction', tag: string, raw: unknown, id: string, userId: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountInUsd: number, amountOut: string, amountOutUsd: number, amountNative?: string | null, amountNativeUsd?: number | null, recipient: string, depositor: string, createdAt: string, commitmentDate: string, depositTxHash?: string | null, depositCommittedAt?: string | null, withdrawTxHash?: string | null, withdrawCommittedAt?: string | null, speed?: Speed | null, estimatedDuration?: number | null, flowCredits?: number | null, depositDiscoveredAt?: string | null, depositConfirmedAt?: string | null, expectedDepositConfirmedAt?: string | null, expectedDepositConfirmedAtBlock?: number | null, preSwapTxHash?: string | null, preSwapCommittedAt?: string | null, isConfirmed?: boolean | null, fees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, sponsoredFees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number } }
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
        | { __typename: 'BridgeSwapTransaction', tokenIn: string, tokenOut: string, minAmountOut: string, minAmountOutUsd: number, usdPriceTokenIn: number, usdPriceTokenOut: number, preSwap?: unknown | null, postSwap?: unknown | null, mode?: TransferMode | null, isAtomicSwap?: boolean | null, id: string, userId: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountInUsd: number, amountOut: string, amountOutUsd: number, amountNative?: string | null, amountNativeUsd?: number | null, recipient: string, depositor: string, createdAt: string, commitmentDate: string, depositTxHash?: string | null, depositCommittedAt?: string | null, withdrawTxHash?: string | null, withdrawCommittedAt?: string | null, speed?: Speed | null, estimatedDuration?: number | null, flowCredits?: number | null, depositDiscoveredAt?: string | null, depositConfirmedAt?: string | null, expectedDepositConfirmedAt?: string | null, expectedDepositConfirmedAtBlock?: number | null, preSwapTxHash?: string | null, preSwapCommittedAt?: string | null, isConfirmed?: boolean | null, fees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, sponsoredFees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number } }
        | { __typename: 'BridgeTransaction', token: string, usdPrice: number, id: string, userId: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountInUsd: number, amountOut: string, amountOutUsd: number, amountNative?: string | null, amountNativeUsd?: number | null, recipient: string, depositor: string, createdAt: string, commitmentDate: string, depositTxHash?: string | null, depositCommittedAt?: string | null, withdrawTxHash?: string | null, withdrawCommittedAt?: string | null, speed?: Speed | null, estimatedDuration?: number | null, flowCredits?: number | null, depositDiscoveredAt?: string | null, depositConfirmedAt?: string | null, expectedDepositConfirmedAt?: string | null, expectedDepositConfirmedAtBlock?: number | null, preSwapTxHash?: string | null, preSwapCommittedAt?: string | null, isConfirmed?: boolean | null, fees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, sponsoredFees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number } }
        | { __typename: 'OtherTransaction', tag: string, raw: unknown, id: string, userId: string, state: TransactionState, rawState: string, chainIn: string, chainOut: string, amountIn: string, amountInUsd: number, amountOut: string, amountOutUsd: number, amountNative?: string | null, amountNativeUsd?: number | null, recipient: string, depositor: string, createdAt: string, commitmentDate: string, depositTxHash?: string | null, depositCommittedAt?: string | null, withdrawTxHash?: string | null, withdrawCommittedAt?: string | null, speed?: Speed | null, estimatedDuration?: number | null, flowCredits?: number | null, depositDiscoveredAt?: string | null, depositConfirmedAt?: string | null, expectedDepositConfirmedAt?: string | null, expectedDepositConfirmedAtBlock?: number | null, preSwapTxHash?: string | null, preSwapCommittedAt?: string | null, isConfirmed?: boolean | null, fees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number }, sponsoredFees: { __typename?: 'Fees', fee: string, feeUsd: number, gasFee: string, gasFeeUsd: number, sourceGasFee: string, sourceGasFeeUsd: number, platformFee: string, platformFeeUsd: number, percentageFee: string, percentageFeeUsd: number } }
      >, unreadable: Array<{ __typename?: 'UnreadableRecord', reason: string, raw: unknown }> }
    | { __typename: 'UpstreamError', message: string }
   };

export type ByEitherHashQueryVariables = Exact<{
  hash: Scalars['String']['input'];
}>;


export type ByEitherHashQuery = { __typename?: 'Query', transaction?:
    | { __typename: 'BridgeSwapTransaction', id: string, state: TransactionState, depositTxHash?: string | null, withdrawTxHash?: string | null }
    | { __typename: 'BridgeTransaction', id: string, state: TransactionState, depositTxHash?: string | null, withdrawTxHash?: string | null }
    | { __typename: 'OtherTransaction', id: string, state: TransactionState, depositTxHash?: string | null, withdrawTxHash?: string | null }
   | null };

export type CreateForHistoryMutationVariables = Exact<{
  input: QuoteInput;
}>;


export type CreateForHistoryMutation = { __typename?: 'Mutation', createQuote:
    | { __typename: 'BridgeQuote', quoteId: string }
    | { __typename: 'BridgeSwapQuote', quoteId: string }
    | { __typename: 'InvalidInput' }
    | { __typename: 'OtherQuote', quoteId: string }
    | { __typename: 'UpstreamError' }
   };

export type CommitForHistoryMutationVariables = Exact<{
  quoteId: Scalars['ID']['input'];
}>;


export type CommitForHistoryMutation = { __typename?: 'Mutation', commitQuote:
    | { __typename: 'InvalidInput' }
    | { __typename: 'QuoteCommitment' }
    | { __typename: 'QuoteExpired' }
    | { __typename: 'QuoteNotFound' }
    | { __typename: 'UpstreamError' }
   };

export type CsrfPingQueryVariables = Exact<{ [key: string]: never; }>;


export type CsrfPingQuery = { __typename?: 'Query', webhookPublicKey: string };

export type FuzzCreateQuoteMutationVariables = Exact<{
  input: QuoteInput;
}>;


export type FuzzCreateQuoteMutation = { __typename?: 'Mutation', createQuote:
    | { __typename: 'BridgeQuote' }
    | { __typename: 'BridgeSwapQuote' }
    | { __typename: 'InvalidInput' }
    | { __typename: 'OtherQuote' }
    | { __typename: 'UpstreamError' }
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
    | { __typename: 'InvalidInput' }
    | { __typename: 'InvalidRequest' }
    | { __typename: 'OtherTransaction' }
    | { __typename: 'UpstreamError' }
  , transaction?:
    | { __typename: 'BridgeSwapTransaction' }
    | { __typename: 'BridgeTransaction' }
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
    | { __typename: 'QuoteCommitment' }
    | { __typename: 'QuoteExpired' }
    | { __typename: 'QuoteNotFound' }
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
    | { __typename: 'QuoteCommitment' }
    | { __typename: 'QuoteExpired' }
    | { __typename: 'QuoteNotFound' }
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

export const TransactionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"rawState"}},{"kind":"Field","name":{"kind":"Name","value":"chainIn"}},{"kind":"Field","name":{"kind":"Name","value":"chainOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"amountInUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountNative"}},{"kind":"Field","name":{"kind":"Name","value":"amountNativeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"gasFee"}},{"kind":"Field","name":{"kind":"Name","value":"gasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFee"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"platformFee"}},{"kind":"Field","name":{"kind":"Name","value":"platformFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFee"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFeeUsd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sponsoredFees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"gasFee"}},{"kind":"Field","name":{"kind":"Name","value":"gasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFee"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"platformFee"}},{"kind":"Field","name":{"kind":"Name","value":"platformFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFee"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFeeUsd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"depositor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"commitmentDate"}},{"kind":"Field","name":{"kind":"Name","value":"depositTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"depositCommittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawCommittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"flowCredits"}},{"kind":"Field","name":{"kind":"Name","value":"depositDiscoveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositConfirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDepositConfirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDepositConfirmedAtBlock"}},{"kind":"Field","name":{"kind":"Name","value":"preSwapTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"preSwapCommittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isConfirmed"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeSwapTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"usdPriceTokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"usdPriceTokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"preSwap"}},{"kind":"Field","name":{"kind":"Name","value":"postSwap"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"isAtomicSwap"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}}]}}]} as unknown as DocumentNode<TransactionFieldsFragment, unknown>;
export const ResumableEventsDocument = {"__meta__":{"hash":"120a5d489bd804ea550838f80e33febe324e9a31a98a7d37f5fcca3d5febb71e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ResumableEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionEventFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"afterEventId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"afterEventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"afterEventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<ResumableEventsSubscription, ResumableEventsSubscriptionVariables>;
export const RotationEventsDocument = {"__meta__":{"hash":"5787cb1fa04a09e4e92475357c80c02ae3bc0ce38f6379c0a96f1f2da57a461c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RotationEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionEventFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<RotationEventsSubscription, RotationEventsSubscriptionVariables>;
export const RotationQuoteDocument = {"__meta__":{"hash":"2cb788773dcaacad16e7d2a619810db519a03085902fa585d9e712cd02824c9c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotationQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}}]}}]}}]}}]} as unknown as DocumentNode<RotationQuoteMutation, RotationQuoteMutationVariables>;
export const RotationKeyDocument = {"__meta__":{"hash":"b735b6bafe7c8766ad053c75af9bbd0c381fcf07c5fc0cad98f16f5a114d79dc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RotationKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookPublicKey"}}]}}]} as unknown as DocumentNode<RotationKeyQuery, RotationKeyQueryVariables>;
export const RotationCommitDocument = {"__meta__":{"hash":"68b8f7c3ca596e8bcd32ef0ea4391122630e0da4a48d5c3afdb8ecde6b656606"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotationCommit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<RotationCommitMutation, RotationCommitMutationVariables>;
export const OutageEventsDocument = {"__meta__":{"hash":"6c44e8f8e07e5f68f1e7cc05e0fa87accb814b0f8437e558c6028ffdfb8534ba"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OutageEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionEventFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<OutageEventsSubscription, OutageEventsSubscriptionVariables>;
export const OutageLookupDocument = {"__meta__":{"hash":"b10b49f0638f6a83fc3ab5d3f30ca899570fab84a7756091d2e097fcf5e8381e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OutageLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<OutageLookupQuery, OutageLookupQueryVariables>;
export const RouteEventsDocument = {"__meta__":{"hash":"c3b4e64e12d00a7b574022194b7a032c4b84a10d19741c8961c61f531d86f75a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RouteEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionEventFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<RouteEventsSubscription, RouteEventsSubscriptionVariables>;
export const CacheDisabledByWithdrawDocument = {"__meta__":{"hash":"10fdcc302df8d3e87edb2179ca0abb76868d3977b0584f9d617149871a9dba0a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CacheDisabledByWithdraw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CacheDisabledByWithdrawQuery, CacheDisabledByWithdrawQueryVariables>;
export const CacheByWithdrawDocument = {"__meta__":{"hash":"609bc38a13d8a1fa4925e2fdaf46d75b69b21dbba271c2ae64401559d4b43bf6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CacheByWithdraw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<CacheByWithdrawQuery, CacheByWithdrawQueryVariables>;
export const CacheByDepositDocument = {"__meta__":{"hash":"46b2e3406b144ad0e09819d082e2861beba7f219182d99fce8d5c61f00d1f6f5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CacheByDeposit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionsByDepositHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depositTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CacheByDepositQuery, CacheByDepositQueryVariables>;
export const CacheCalldataDocument = {"__meta__":{"hash":"c3fdcc8064a78108772f01cf76e45431213934e968113aea173c5b678dd991f2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CacheCalldata"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"swapCalldata"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"commitmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<CacheCalldataQuery, CacheCalldataQueryVariables>;
export const CatalogChainsDocument = {"__meta__":{"hash":"d71044ba6fefed74e09dcb358dd16143361179bbba46e2c98c55899f7a2ffcb1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogChains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nativeTokenName"}},{"kind":"Field","name":{"kind":"Name","value":"nativeTokenDecimals"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"decimals"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}}]}}]}}]}}]} as unknown as DocumentNode<CatalogChainsQuery, CatalogChainsQueryVariables>;
export const CatalogChainDocument = {"__meta__":{"hash":"6de1c5ea6aea1cc122872d3fdde36b06301449cb68990c09b79b47f0118cc461"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogChain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"decimals"}}]}}]}}]}}]} as unknown as DocumentNode<CatalogChainQuery, CatalogChainQueryVariables>;
export const CatalogSwapTokensDocument = {"__meta__":{"hash":"8461eb0d5645e03b9b2cfd150b316adcbabb477c23373646eb203b0f999d7ad5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogSwapTokens"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chain"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"swapTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"chain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chain"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"decimals"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}},{"kind":"Field","name":{"kind":"Name","value":"aggregators"}}]}}]}}]} as unknown as DocumentNode<CatalogSwapTokensQuery, CatalogSwapTokensQueryVariables>;
export const CatalogPreviewDocument = {"__meta__":{"hash":"bc04329b73680f173243451b6a106887dde9c9b1e3e7051c139f865bd0a1037d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PreviewQuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}},{"kind":"Field","name":{"kind":"Name","value":"payAmount"}},{"kind":"Field","name":{"kind":"Name","value":"receiveAmount"}},{"kind":"Field","name":{"kind":"Name","value":"depositor"}},{"kind":"Field","name":{"kind":"Name","value":"isExpired"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeSwapQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CatalogPreviewQuery, CatalogPreviewQueryVariables>;
export const CatalogCreateQuoteDocument = {"__meta__":{"hash":"a65ca16801a4f84a9f35428496f07fafaa623d8c2ad95596dc2bd728f7f19c4a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogCreateQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}},{"kind":"Field","name":{"kind":"Name","value":"payAmount"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CatalogCreateQuoteMutation, CatalogCreateQuoteMutationVariables>;
export const CatalogCommitPreviewDocument = {"__meta__":{"hash":"76cedd620bf4f682fcf1f6031e47d191664c27c78163ed4634f6ceba087458bf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogCommitPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<CatalogCommitPreviewMutation, CatalogCommitPreviewMutationVariables>;
export const SdaCreateDocument = {"__meta__":{"hash":"ca7d310b5a076fe5cb575777706aaf01204a3ba5977b48484f66280a3e484c51"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SdaCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDepositAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDepositAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressesCreated"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"supportedTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"decimals"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}},{"kind":"Field","name":{"kind":"Name","value":"minDepositLimitUsd"}},{"kind":"Field","name":{"kind":"Name","value":"maxDepositLimitUsd"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressChainsNotSupported"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chains"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SdaCreateMutation, SdaCreateMutationVariables>;
export const SdaActivateDocument = {"__meta__":{"hash":"c9e31fd98369ab4d5c3cc141ca0b170e529ad046c99fd1114eeecfdc39dcd694"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SdaActivate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chain"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateDepositAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}},{"kind":"Argument","name":{"kind":"Name","value":"chain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chain"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressActivated"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activated"}},{"kind":"Field","name":{"kind":"Name","value":"depositAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SdaActivateMutation, SdaActivateMutationVariables>;
export const SdaSearchDocument = {"__meta__":{"hash":"7fa6946fa9a46aad080fbbd68484a2c98e95ae888cafa2f4f90c93022e18d1aa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SdaSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressSearch"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositAddresses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"supportedTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"decimals"}}]}}]}}]}}]} as unknown as DocumentNode<SdaSearchQuery, SdaSearchQueryVariables>;
export const SdaHistoryDocument = {"__meta__":{"hash":"ac12d837b9ecfa840176f96f200693e88a878f6537e8f3da016b2e31e1b12afc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SdaHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chain"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}},{"kind":"Argument","name":{"kind":"Name","value":"chain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chain"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportedTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"decimals"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"depositor"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SdaHistoryQuery, SdaHistoryQueryVariables>;
export const DepositAddressDocument = {"__meta__":{"hash":"bb680bd7dd35643811d62bed47a9cba6aa8d7400b98fdb08f074bd147d55b9e4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepositAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chain"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}},{"kind":"Argument","name":{"kind":"Name","value":"chain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chain"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"chain"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositChain"}},{"kind":"Field","name":{"kind":"Name","value":"depositAddress"}},{"kind":"Field","name":{"kind":"Name","value":"destinationChain"}},{"kind":"Field","name":{"kind":"Name","value":"destinationAddress"}},{"kind":"Field","name":{"kind":"Name","value":"supportedTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"minDepositLimitUsd"}},{"kind":"Field","name":{"kind":"Name","value":"maxDepositLimitUsd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"addressNote"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"refundAddress"}},{"kind":"Field","name":{"kind":"Name","value":"bridgeIfNotSwappable"}},{"kind":"Field","name":{"kind":"Name","value":"postBridgeData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressNotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addresses"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"completedRefunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefundList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundId"}},{"kind":"Field","name":{"kind":"Name","value":"depositAddress"}},{"kind":"Field","name":{"kind":"Name","value":"depositChain"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"txHash"}},{"kind":"Field","name":{"kind":"Name","value":"txTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"originalDepositTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnsupportedTokenTrigger"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nativeToken"}},{"kind":"Field","name":{"kind":"Name","value":"amountWei"}},{"kind":"Field","name":{"kind":"Name","value":"tokenAddress"}},{"kind":"Field","name":{"kind":"Name","value":"tokenSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountUsd"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherRefundTrigger"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressNotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addresses"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DepositAddressQuery, DepositAddressQueryVariables>;
export const TransactionEventsDocument = {"__meta__":{"hash":"800772775d3d3c84dc41b7c339446f40e0290e842ddf01b90e71431b94770eea"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TransactionEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionEventFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"rawState"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"depositTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fee"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeSwapTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TransactionEventsSubscription, TransactionEventsSubscriptionVariables>;
export const EventsQuoteDocument = {"__meta__":{"hash":"4be8c6ab7ef388a796a05b1119724d5c77d45023d05698ddb394571c14ce29b0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EventsQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}},{"kind":"Field","name":{"kind":"Name","value":"webhookUrl"}}]}}]}}]}}]} as unknown as DocumentNode<EventsQuoteMutation, EventsQuoteMutationVariables>;
export const EventsCommitDocument = {"__meta__":{"hash":"9e19335b95ecdef623599534fb433671d826c91a89158aff8c34d55d6f6ce0ea"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EventsCommit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<EventsCommitMutation, EventsCommitMutationVariables>;
export const HistoryByIdDocument = {"__meta__":{"hash":"a40d03cad3ad64978dee63a1f3d4b665e3ef4bbead8bbe202e5109087d0178d6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HistoryById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionById"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeNotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"lookedUp"},"name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<HistoryByIdQuery, HistoryByIdQueryVariables>;
export const HistoryCancelDocument = {"__meta__":{"hash":"493f801a52120fe7fcaaed4a01717481f036559987ea88aa3dc256a4cd9041e5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HistoryCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<HistoryCancelMutation, HistoryCancelMutationVariables>;
export const HistoryPageDocument = {"__meta__":{"hash":"14fad8cdcb70024b43035870e66d8d5240067bd29f463809827ce3c731df5163"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HistoryPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<HistoryPageQuery, HistoryPageQueryVariables>;
export const HistoryEventsDocument = {"__meta__":{"hash":"8976e3a4e13bb4944355e6d978f9b423999da6bf758c3e397d3b24ec59fc7cc2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"HistoryEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionEventFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<HistoryEventsSubscription, HistoryEventsSubscriptionVariables>;
export const CreateQuoteDocument = {"__meta__":{"hash":"81e5077dab2c43e4c75704b235dc3ad1665fb51df260f768e6a81c44daa5f2ac"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}},{"kind":"Field","name":{"kind":"Name","value":"chainIn"}},{"kind":"Field","name":{"kind":"Name","value":"chainOut"}},{"kind":"Field","name":{"kind":"Name","value":"payAmount"}},{"kind":"Field","name":{"kind":"Name","value":"payAmountUsd"}},{"kind":"Field","name":{"kind":"Name","value":"receiveAmount"}},{"kind":"Field","name":{"kind":"Name","value":"receiveAmountUsd"}},{"kind":"Field","name":{"kind":"Name","value":"depositor"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"isExpired"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"flowCredits"}},{"kind":"Field","name":{"kind":"Name","value":"webhookUrl"}},{"kind":"Field","name":{"kind":"Name","value":"gasBoost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountNative"}},{"kind":"Field","name":{"kind":"Name","value":"amountNativeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountNativeTokenCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postBridgeData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExtendedPostBridgeData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vaultId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"gasFee"}},{"kind":"Field","name":{"kind":"Name","value":"gasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"platformFee"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFee"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFeeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFeeThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"sponsored"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"gasFee"}},{"kind":"Field","name":{"kind":"Name","value":"gasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFee"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeSwapQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"bridgePayAmount"}},{"kind":"Field","name":{"kind":"Name","value":"minReceiveAmount"}},{"kind":"Field","name":{"kind":"Name","value":"minReceiveAmountUsd"}},{"kind":"Field","name":{"kind":"Name","value":"usdPriceTokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"usdPriceTokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"swapCalldata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapCalldata"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitmentId"}},{"kind":"Field","name":{"kind":"Name","value":"calldata"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpstreamError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}}]}}]}}]} as unknown as DocumentNode<CreateQuoteMutation, CreateQuoteMutationVariables>;
export const CommitQuoteDocument = {"__meta__":{"hash":"2a5398212819669af6793cc10f7118c75819c5c15506cbf57563011832a7b223"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CommitQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteCommitment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CommitQuoteMutation, CommitQuoteMutationVariables>;
export const SwapCalldataDocument = {"__meta__":{"hash":"a1b5700be0c6f2ed5f6d63f82efa3efa9b4ab5cd7a1dc873155fac6b5d899b62"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SwapCalldata"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"swapCalldata"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"commitmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapCalldata"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitmentId"}},{"kind":"Field","name":{"kind":"Name","value":"calldata"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommitmentNotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SwapCalldataQuery, SwapCalldataQueryVariables>;
export const WebhookPublicKeyDocument = {"__meta__":{"hash":"1dee400e4770a552e770a11b9db9e0725ab512c5a3521f9c79b0ca79b8349459"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookPublicKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookPublicKey"}}]}}]} as unknown as DocumentNode<WebhookPublicKeyQuery, WebhookPublicKeyQueryVariables>;
export const QuoteForCalldataDocument = {"__meta__":{"hash":"1d572542b97f594b1648e89f5b5d1da7fcbc9452c3693d3bcaa6328a22eac123"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuoteForCalldata"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}}]}}]}}]}}]} as unknown as DocumentNode<QuoteForCalldataMutation, QuoteForCalldataMutationVariables>;
export const ByWithdrawHashDocument = {"__meta__":{"hash":"1c73d91fbe0f3bee3c06e1f98de2299e61b4c6e4a1b71781435dd28cc08b6eaf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ByWithdrawHash"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionByWithdrawHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"withdrawTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeSwapTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"swapCalldata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapCalldata"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calldata"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidInput"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"rawState"}},{"kind":"Field","name":{"kind":"Name","value":"chainIn"}},{"kind":"Field","name":{"kind":"Name","value":"chainOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"amountInUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountNative"}},{"kind":"Field","name":{"kind":"Name","value":"amountNativeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"gasFee"}},{"kind":"Field","name":{"kind":"Name","value":"gasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFee"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"platformFee"}},{"kind":"Field","name":{"kind":"Name","value":"platformFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFee"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFeeUsd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sponsoredFees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"gasFee"}},{"kind":"Field","name":{"kind":"Name","value":"gasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFee"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"platformFee"}},{"kind":"Field","name":{"kind":"Name","value":"platformFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFee"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFeeUsd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"depositor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"commitmentDate"}},{"kind":"Field","name":{"kind":"Name","value":"depositTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"depositCommittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawCommittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"flowCredits"}},{"kind":"Field","name":{"kind":"Name","value":"depositDiscoveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositConfirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDepositConfirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDepositConfirmedAtBlock"}},{"kind":"Field","name":{"kind":"Name","value":"preSwapTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"preSwapCommittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isConfirmed"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeSwapTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"usdPriceTokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"usdPriceTokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"preSwap"}},{"kind":"Field","name":{"kind":"Name","value":"postSwap"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"isAtomicSwap"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}}]}}]} as unknown as DocumentNode<ByWithdrawHashQuery, ByWithdrawHashQueryVariables>;
export const ByDepositHashDocument = {"__meta__":{"hash":"f14acc82daeefd8d64bb79b9e4fe6eb61c67c005a9c82368135367d5a4c8f353"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ByDepositHash"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionsByDepositHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depositTxHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryNotFound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"rawState"}},{"kind":"Field","name":{"kind":"Name","value":"chainIn"}},{"kind":"Field","name":{"kind":"Name","value":"chainOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountIn"}},{"kind":"Field","name":{"kind":"Name","value":"amountInUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountOut"}},{"kind":"Field","name":{"kind":"Name","value":"amountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"amountNative"}},{"kind":"Field","name":{"kind":"Name","value":"amountNativeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"gasFee"}},{"kind":"Field","name":{"kind":"Name","value":"gasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFee"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"platformFee"}},{"kind":"Field","name":{"kind":"Name","value":"platformFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFee"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFeeUsd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sponsoredFees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"gasFee"}},{"kind":"Field","name":{"kind":"Name","value":"gasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFee"}},{"kind":"Field","name":{"kind":"Name","value":"sourceGasFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"platformFee"}},{"kind":"Field","name":{"kind":"Name","value":"platformFeeUsd"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFee"}},{"kind":"Field","name":{"kind":"Name","value":"percentageFeeUsd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"depositor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"commitmentDate"}},{"kind":"Field","name":{"kind":"Name","value":"depositTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"depositCommittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawCommittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"flowCredits"}},{"kind":"Field","name":{"kind":"Name","value":"depositDiscoveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"depositConfirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDepositConfirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expectedDepositConfirmedAtBlock"}},{"kind":"Field","name":{"kind":"Name","value":"preSwapTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"preSwapCommittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isConfirmed"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"usdPrice"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BridgeSwapTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"tokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOut"}},{"kind":"Field","name":{"kind":"Name","value":"minAmountOutUsd"}},{"kind":"Field","name":{"kind":"Name","value":"usdPriceTokenIn"}},{"kind":"Field","name":{"kind":"Name","value":"usdPriceTokenOut"}},{"kind":"Field","name":{"kind":"Name","value":"preSwap"}},{"kind":"Field","name":{"kind":"Name","value":"postSwap"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"isAtomicSwap"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}}]}}]} as unknown as DocumentNode<ByDepositHashQuery, ByDepositHashQueryVariables>;
export const ByEitherHashDocument = {"__meta__":{"hash":"7c71bbfc2fe904a8b71face083b0eb9fdab7564f3c0e36f7090125a7e2c8b9bb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ByEitherHash"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"depositTxHash"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTxHash"}}]}}]}}]} as unknown as DocumentNode<ByEitherHashQuery, ByEitherHashQueryVariables>;
export const CreateForHistoryDocument = {"__meta__":{"hash":"74baed60b793e3e60afe177a6b42600e233b3125d49483d97e018925f4b23b67"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateForHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quoteId"}}]}}]}}]}}]} as unknown as DocumentNode<CreateForHistoryMutation, CreateForHistoryMutationVariables>;
export const CommitForHistoryDocument = {"__meta__":{"hash":"c7c18c901cdc88a1cb807b15008510cc3c6d027355b469cc690f2c6a89c18243"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CommitForHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quoteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<CommitForHistoryMutation, CommitForHistoryMutationVariables>;
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