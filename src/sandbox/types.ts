/** Fee amounts: token amounts as decimal strings, USD values as numbers. */
export interface FeeAmounts {
  fee: string;
  feeUsd: number;
  gasFee: string;
  gasFeeUsd: number;
  sourceGasFee: string;
  sourceGasFeeUsd: number;
  platformFee: string;
  platformFeeUsd: number;
  percentageFee: string;
  percentageFeeUsd: number;
}

/** The `fees` object of a quote (spec 2.1). */
export interface QuoteFees extends FeeAmounts {
  percentageFeeAmount: number;
  percentageFeeThreshold: number;
  sponsoredFees: FeeAmounts;
}

export interface GasBoost {
  amountNative: string;
  amountNativeUsd: number;
  amountNativeTokenCost: string;
}

/** postBridgeData: tagged, otherwise opaque. */
export type PostBridgeData = { _tag: string } & Record<string, unknown>;

export type Speed = "fast" | "standard" | "slow";
export type Mode = "pay" | "receive";

interface QuoteCommon {
  chainIn: string;
  chainOut: string;
  payAmount: string;
  payAmountUsd: number;
  receiveAmount: string;
  receiveAmountUsd: number;
  fees: QuoteFees;
  depositor: string;
  recipient: string;
  expiresAt: string;
  quoteId: string;
  flowCredits: number;
  gasBoost?: GasBoost;
  speed: Speed;
  estimatedDuration: number;
  postBridgeData?: PostBridgeData;
  webhookUrl?: string;
}

/** Quote response for tokenIn == tokenOut (spec 2.2). */
export interface BridgeQuote extends QuoteCommon {
  _tag: "bridge";
  token: string;
}

/** Quote response with a swap: `token` replaced by tokenIn/tokenOut plus the swap fields. */
export interface BridgeSwapQuote extends QuoteCommon {
  _tag: "bridgeSwap";
  tokenIn: string;
  tokenOut: string;
  bridgePayAmount: string;
  bridgePayAmountUsd: number;
  minReceiveAmount: string;
  minReceiveAmountUsd: number;
  usdPriceTokenIn: number;
  usdPriceTokenOut: number;
}

export type QuoteResponse = BridgeQuote | BridgeSwapQuote;

/** A quote as the sandbox keeps it: the wire response plus what the wire does not show. */
export interface StoredQuote {
  wire: QuoteResponse;
  projectId: string;
  mode: Mode;
  isSda: boolean;
  createdAt: string;
  expiresAtMs: number;
  refundAddress?: string;
  /** Native gas token sent by the gas boost, for the record's amountNative. */
  gasBoost?: GasBoost;
  /** USD price of the bridged token when quoted. */
  usdPrice: number;
}

/** Every transaction state the sandbox can produce. */
export const TRANSACTION_STATES = [
  "PENDING",
  "PENDING_CONFIRMATION",
  "DEPOSIT_ACCEPTED",
  "ACCEPTED",
  "EXECUTED",
  "CANCELLED",
  "FAILED",
  "SWAP_FAILED",
  "SWAP_FAILED_REFUNDED",
] as const;
export type TransactionState = (typeof TRANSACTION_STATES)[number];

/** A committed quote moving through its lifecycle. */
export interface Transaction {
  quote: StoredQuote;
  state: TransactionState;
  commitmentDate: string;
  deposit?: {
    txHash: string;
    committedAt: string;
    discoveredAt: string;
    confirmedAt?: string;
    expectedConfirmedAt: string;
    expectedConfirmedAtBlock: number;
    isConfirmed: boolean;
  };
  preSwap?: { txHash: string; committedAt: string };
  withdraw?: { txHash: string; committedAt: string };
}

/** A webhook envelope exactly as delivered and as listed by the user-events cursor. */
export interface EventEnvelope {
  event: { _tag: string } & Record<string, unknown>;
  eventId: string;
  ts: number;
}
