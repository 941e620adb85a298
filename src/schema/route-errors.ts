import {
  BridgeNotFound,
  CannotCancelBridge,
  DepositAddressAlreadyActive,
  DepositAddressChainsNotSupported,
} from "../upstream/route-errors.js";
import { builder } from "./builder.js";
import { errorType } from "./errors.js";

/**
 * Error types of the new reads and writes (cancel, smart deposit address writes). Kept apart
 * from `errors.ts`, which another branch extends with the quote-limit errors.
 */

export const BridgeNotFoundType = errorType(BridgeNotFound, "BridgeNotFound", "No transfer has this id.");
builder.objectFields(BridgeNotFoundType, (t) => ({
  id: t.string({ description: "The id that was looked up.", resolve: (r) => r.error.id }),
}));

export const CannotCancelBridgeType = errorType(
  CannotCancelBridge,
  "CannotCancelBridge",
  "The transfer can no longer be cancelled (its deposit was already seen, or it has ended).",
);

export const DepositAddressAlreadyActiveType = errorType(
  DepositAddressAlreadyActive,
  "DepositAddressAlreadyActive",
  "The smart deposit address is already active.",
);

export const DepositAddressChainsNotSupportedType = errorType(
  DepositAddressChainsNotSupported,
  "DepositAddressChainsNotSupported",
  "Smart deposit addresses are not available on these chains.",
);
builder.objectFields(DepositAddressChainsNotSupportedType, (t) => ({
  chains: t.stringList({ description: "The chains that are not supported.", resolve: (r) => r.error.chains }),
}));
