import { UnknownUpstreamError, UpstreamTaggedError } from "./errors.js";

/**
 * Tagged errors of the vendor routes added for the graph's new reads and writes. They live
 * apart from `errors.ts` (another branch types the quote-limit errors there): the new client
 * methods refine the generic `UnknownUpstreamError` into these by tag, see {@link refineTag}.
 */

/** `PATCH /bridge/history/bridge/{id}` (and the status read) for an id the vendor does not know. */
export class BridgeNotFound extends UpstreamTaggedError {
  override readonly name = "BridgeNotFound";
  constructor(
    readonly id: string,
    status: number,
    body: Record<string, unknown>,
  ) {
    super("BridgeNotFound", typeof body.message === "string" ? body.message : `No transfer ${id}`, status, body);
  }
}

/** The transfer is past the point where it can be cancelled (a deposit was seen). */
export class CannotCancelBridge extends UpstreamTaggedError {
  override readonly name = "CannotCancelBridge";
}

/** Activating an address that is already active. */
export class DepositAddressAlreadyActive extends UpstreamTaggedError {
  override readonly name = "DepositAddressAlreadyActive";
}

/** Creating (or asking tokens of) addresses on chains without smart deposit addresses. */
export class DepositAddressChainsNotSupported extends UpstreamTaggedError {
  override readonly name = "DepositAddressChainsNotSupported";
  constructor(
    readonly chains: string[],
    status: number,
    body: Record<string, unknown>,
  ) {
    super(
      "DepositAddressChainsNotSupported",
      typeof body.message === "string" ? body.message : `Smart deposit addresses are not supported on ${chains.join(", ")}`,
      status,
      body,
    );
  }
}

type Refiners = Record<string, (e: UnknownUpstreamError) => Error>;

const REFINERS: Refiners = {
  BridgeNotFound: (e) => new BridgeNotFound(typeof e.body._id === "string" ? e.body._id : "", e.status, e.body),
  CannotCancelBridge: (e) => new CannotCancelBridge(e.tag, e.message, e.status, e.body),
  DepositAddressAlreadyActive: (e) => new DepositAddressAlreadyActive(e.tag, e.message, e.status, e.body),
  DepositAddressChainsNotSupported: (e) =>
    new DepositAddressChainsNotSupported(Array.isArray(e.body.chains) ? e.body.chains.map(String) : [], e.status, e.body),
};

/** Turns an upstream tag this module models into its class; anything else passes through unchanged. */
export function refineTag(err: unknown): never {
  if (err instanceof UnknownUpstreamError) {
    const refine = REFINERS[err.tag];
    if (refine) throw refine(err);
  }
  throw err;
}
