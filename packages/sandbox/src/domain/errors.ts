/** One entry of an HttpApiDecodeError body. */
export interface DecodeIssue {
  _tag: "Pointer";
  path: (string | number)[];
  message: string;
}

/** The JSON body of every sandbox error: a `_tag` plus tag-specific fields. */
export type ErrorBody = { _tag: string } & Record<string, unknown>;

/** An expected failure: answered as `status` with `body`, never logged as a crash. */
export class SandboxError extends Error {
  override readonly name = "SandboxError";
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(typeof body.message === "string" ? body.message : body._tag);
  }
}

/** 400 HttpApiDecodeError listing every issue. */
export const decodeError = (issues: DecodeIssue[]): SandboxError =>
  new SandboxError(400, {
    _tag: "HttpApiDecodeError",
    message: issues.map((i) => `${i.path.length > 0 ? i.path.join(".") : "(root)"}: ${i.message}`).join("; "),
    issues,
  });

/** A decode error with a single issue. */
export const decodeIssue = (path: (string | number)[], message: string): SandboxError =>
  decodeError([{ _tag: "Pointer", path, message }]);

/** 401 Unauthorized. */
export const unauthorized = (message: string): SandboxError => new SandboxError(401, { _tag: "Unauthorized", message });

/** 400 InvalidJwt: how every JWT endpoint answers a forged or expired token. */
export const invalidJwt = (message: string): SandboxError => new SandboxError(400, { _tag: "InvalidJwt", message });

/** 422 InvalidRequest: the vendor's answer to a well-formed request it cannot serve. */
export const invalidRequest = (message: string): SandboxError => new SandboxError(422, { _tag: "InvalidRequest", message });

/** 404 HistoryNotFound for an unknown deposit hash. */
export const historyNotFound = (id: string): SandboxError => new SandboxError(404, { _tag: "HistoryNotFound", _id: id });

/** 422 DepositAddressNotFound (the vendor types put it at 422, beside the other SDA request errors). */
/** A control route's quote id with no committed transaction (404). */
export const transactionNotFound = (quoteId: string): SandboxError =>
  new SandboxError(404, { _tag: "TransactionNotFound", message: `No committed transaction for quote ${quoteId}` });

export const depositAddressNotFound = (address: string, chain: string): SandboxError =>
  new SandboxError(422, {
    _tag: "DepositAddressNotFound",
    message: `Deposit address ${address} on ${chain} not found`,
    addresses: [address],
  });

/** 503 EndpointDisabledError (SANDBOX_SDA_DISABLED). */
export const endpointDisabled = (): SandboxError =>
  new SandboxError(503, { _tag: "EndpointDisabledError", message: "Smart deposit addresses are not enabled for this project" });

/** 403 ExtensionNotEnabled (SANDBOX_SDA_EXTENSION_OFF): the project may not create smart deposit addresses. */
export const extensionNotEnabled = (): SandboxError =>
  new SandboxError(403, {
    _tag: "ExtensionNotEnabled",
    extension: "sda",
    message: "The smart deposit address extension is not enabled for this project",
  });

/** 404 CommitmentNotFoundError. */
export const commitmentNotFound = (id: string): SandboxError =>
  new SandboxError(404, { _tag: "CommitmentNotFoundError", _id: id });

/** 422 InvalidCommitmentTypeError: calldata asked for a quote without a swap. */
export const invalidCommitmentType = (id: string): SandboxError =>
  new SandboxError(422, {
    _tag: "InvalidCommitmentTypeError",
    message: `Commitment ${id} is a bridge without a swap; it has no swap calldata`,
  });

/** 404 QuoteNotFound. */
export const quoteNotFound = (id: string): SandboxError =>
  new SandboxError(404, { _tag: "QuoteNotFound", message: `Quote ${id} not found` });

/**
 * 422 InvalidRequest for a commit after `expiresAt`. The vendor types give the commit no expiry
 * tag; InvalidRequest is the only 422 they list for it, and 422 says "well-formed, refused" while
 * QuoteNotFound would wrongly say the id never existed.
 */
export const quoteExpired = (id: string, expiresAt: string): SandboxError =>
  invalidRequest(`Quote ${id} expired at ${expiresAt}`);
