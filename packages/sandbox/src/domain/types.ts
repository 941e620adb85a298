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

/** The answer to a quote with `isSda: "true"`: a bridge through a smart deposit address. */
export interface DepositAddressBridgeQuote extends QuoteCommon {
  _tag: "depositAddressBridge";
  token: string;
}

/** Quote response with a swap: `token` replaced by tokenIn/tokenOut plus the swap fields. */
export interface BridgeSwapQuote extends QuoteCommon {
  _tag: "bridgeSwap";
  tokenIn: string;
  tokenOut: string;
  /** The token that crosses the bridge: tokenOut after a swap on chainIn, or tokenIn before one on chainOut. */
  bridgeToken: string;
  bridgePayAmount: string;
  bridgePayAmountUsd: number;
  /** What arrives on chainOut in bridgeToken, before any swap there. */
  bridgeReceiveAmount: string;
  minReceiveAmount: string;
  minReceiveAmountUsd: number;
  usdPriceTokenIn: number;
  usdPriceTokenOut: number;
  isAtomicSwap: boolean;
}

export type QuoteResponse = BridgeQuote | BridgeSwapQuote | DepositAddressBridgeQuote;

/** A swap leg in the vendor's `preSwap` / `postSwap` shape. */
export interface SwapLeg {
  tokenIn: string;
  tokenOut: string;
  amountIn: string;
  amountInUsd: number;
  amountOut: string;
  amountOutUsd: number;
  minAmountOut: string;
  minAmountOutUsd: number;
  aggregator: "KYBERSWAP" | "RHINO" | "ONEINCH" | "BEBOP";
}

/** A quote as the sandbox keeps it: the wire response plus what the wire does not show. */
export interface StoredQuote {
  wire: QuoteResponse;
  projectId: string;
  mode: Mode;
  createdAt: string;
  expiresAtMs: number;
  refundAddress?: string;
  /** Native gas token sent by the gas boost, for the record's amountNative. */
  gasBoost?: GasBoost;
  /** USD price of the bridged token when quoted. */
  usdPrice: number;
  /** Swap legs of a bridgeSwap quote: before the bridge on chainIn, or after it on chainOut. */
  preSwap?: SwapLeg;
  postSwap?: SwapLeg;
  /** The smart deposit address a depositAddressBridge transaction came through. */
  depositAddress?: string;
  /** The address's tokenOut, when it swaps on arrival. */
  sdaTokenOut?: string;
  /** A deposit a local chain saw to a smart deposit address: its settlement moves it, not the timer. */
  settledOnChain?: boolean;
}

/** Every transaction state of the vendor types. */
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
  "DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD",
  "DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD_REFUNDED",
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
  cancelledAt?: string;
  failedAt?: string;
  /** Why a swap failed or a late deposit was refused (SWAP_FAILED_REFUNDED and the grace-period states). */
  reason?: string;
  refund?: { txHash: string; timestamp: string; token: string; amount: string; chain: string };
  /** Last state change, for the user history's `updatedAt` sort. */
  updatedAtMs: number;
}

/** A webhook event as the vendor types it: a tagged payload. */
export type VendorEvent = { _tag: string } & Record<string, unknown>;

/** A webhook envelope exactly as delivered (signed) to an integrator. */
export interface EventEnvelope {
  event: VendorEvent;
  eventId: string;
  ts: number;
}
