import { TRANSFER_STATES, type TransferState } from "../domain/transfer-states.js";
import { builder } from "./builder.js";

export const TransactionStateEnum = builder.enumType("TransactionState", {
  description: "Where a transfer is. An upstream state this gateway does not know reads as UNKNOWN (see rawState).",
  values: Object.fromEntries(
    Object.entries(TRANSFER_STATES).map(([state, { description }]) => [state, { description }]),
  ) as Record<TransferState, { description: string }>,
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
