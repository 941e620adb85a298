import type { TRANSACTION_STATES } from "../upstream/wire/transaction.js";
import { builder } from "./builder.js";

export const TransactionStateEnum = builder.enumType("TransactionState", {
  description: "Where a transfer is. An upstream state this gateway does not know reads as UNKNOWN (see rawState).",
  values: {
    PENDING: { description: "Committed, waiting for the deposit." },
    PENDING_CONFIRMATION: { description: "Deposit seen on a fast chain, waiting for confirmations." },
    DEPOSIT_ACCEPTED: { description: "Swap flows: deposit accepted, the source-chain pre-swap is running." },
    ACCEPTED: { description: "Deposit accepted, executing on the destination chain." },
    EXECUTED: { description: "Done: the funds were delivered on chainOut." },
    CANCELLED: { description: "Cancelled while pending; a late deposit still moves it on." },
    FAILED: { description: "Failed (set by hand, rare)." },
    SWAP_FAILED: { description: "The swap failed." },
    SWAP_FAILED_REFUNDED: { description: "The swap failed and the deposit was refunded (see refund)." },
    DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD: {
      description: "A deposit to a smart deposit address arrived after its grace period; it will be refunded.",
    },
    DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD_REFUNDED: {
      description: "A deposit received after the grace period was refunded (see refund).",
    },
    UNKNOWN: { description: "A state this gateway does not know yet; rawState has the upstream's text." },
  } satisfies Record<(typeof TRANSACTION_STATES)[number], { description: string }>,
});

export const SpeedEnum = builder.enumType("Speed", {
  description: "Delivery speed class.",
  values: {
    FAST: { description: "Typically under 30 seconds." },
    STANDARD: { description: "Typically under a minute." },
    SLOW: { description: "Up to 20 minutes." },
  },
});

export const TransferModeEnum = builder.enumType("TransferMode", {
  description: "Which side of the transfer the amount names.",
  values: {
    PAY: { description: "The amount is what is sent on chainIn." },
    RECEIVE: { description: "The amount is what is received on chainOut." },
  },
});
