/**
 * The upstream's failures as values. Expected outcomes (a tag the upstream documents) are
 * `UpstreamTaggedError` subclasses that resolvers return as GraphQL error types; transport
 * failures (network, timeout, unreadable body) are separate classes that become GraphQL errors
 * with an `extensions.code`. Messages carry method and path, never a credential.
 */

/** One problem with an input, located at a path (GraphQL argument path or upstream field path). */
export interface InputIssue {
  path: string[];
  message: string;
}

/** Base of every error the upstream answered with a tagged JSON body. */
export class UpstreamTaggedError extends Error {
  constructor(
    readonly tag: string,
    message: string,
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(message);
  }
}

export class HistoryNotFound extends UpstreamTaggedError {
  override readonly name = "HistoryNotFound";
  constructor(
    readonly id: string,
    status: number,
    body: Record<string, unknown>,
  ) {
    super("HistoryNotFound", `No transaction history for ${id}`, status, body);
  }
}

export class InvalidRequest extends UpstreamTaggedError {
  override readonly name = "InvalidRequest";
}

export class DepositAddressNotFound extends UpstreamTaggedError {
  override readonly name = "DepositAddressNotFound";
  constructor(
    readonly addresses: string[],
    message: string,
    status: number,
    body: Record<string, unknown>,
  ) {
    super("DepositAddressNotFound", message, status, body);
  }
}

export class EndpointDisabled extends UpstreamTaggedError {
  override readonly name = "EndpointDisabled";
}

export class CommitmentNotFound extends UpstreamTaggedError {
  override readonly name = "CommitmentNotFound";
  constructor(
    readonly id: string,
    status: number,
    body: Record<string, unknown>,
  ) {
    super("CommitmentNotFoundError", `No swap commitment ${id}`, status, body);
  }
}

export class InvalidCommitmentType extends UpstreamTaggedError {
  override readonly name = "InvalidCommitmentType";
}

export class QuoteExpired extends UpstreamTaggedError {
  override readonly name = "QuoteExpired";
}

export class QuoteNotFound extends UpstreamTaggedError {
  override readonly name = "QuoteNotFound";
}

/** `401 Unauthorized` or `400 InvalidJwt`: the credential sent upstream was refused. */
export class Unauthorized extends UpstreamTaggedError {
  override readonly name = "Unauthorized";
}

/** The upstream's `HttpApiDecodeError`: the request did not decode. */
export class UpstreamDecodeError extends UpstreamTaggedError {
  override readonly name = "UpstreamDecodeError";
  constructor(
    readonly issues: InputIssue[],
    message: string,
    status: number,
    body: Record<string, unknown>,
  ) {
    super("HttpApiDecodeError", message, status, body);
  }
}

/** A tag the gateway does not model (e.g. `WithdrawLimitReached`); relayed as `UpstreamError`. */
export class UnknownUpstreamError extends UpstreamTaggedError {
  override readonly name = "UnknownUpstreamError";
}

/** The gateway's own input validation failed; no upstream call was made. */
export class InvalidInput extends Error {
  override readonly name = "InvalidInput";
  constructor(readonly issues: InputIssue[]) {
    super(issues.length === 1 ? `Invalid input: ${issues[0]!.message}` : `Invalid input: ${issues.length} problems`);
  }
}

/** The upstream could not be reached, or answered 5xx. */
export class UpstreamUnavailable extends Error {
  override readonly name = "UpstreamUnavailable";
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export class UpstreamTimeout extends Error {
  override readonly name = "UpstreamTimeout";
}

/** The upstream answered something the gateway cannot read (not JSON, or not the documented shape). */
export class UpstreamBadResponse extends Error {
  override readonly name = "UpstreamBadResponse";
}

const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);

function decodeIssues(raw: unknown): InputIssue[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((issue: unknown) => {
    const i = (issue ?? {}) as Record<string, unknown>;
    const path = Array.isArray(i.path) ? i.path.map((p) => String(p)) : [];
    return { path, message: str(i.message) ?? "is invalid" };
  });
}

/**
 * Builds the error for a non-2xx upstream answer: the body's `_tag` picks the class.
 * `where` is "METHOD /path" for messages (no host, no credential). The upstream may answer
 * "not found" with a bare 404: `notFound` builds the endpoint's own not-found error for it.
 */
export function errorFromResponse(where: string, status: number, body: unknown, notFound?: () => Error): Error {
  const b = body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  const tag = str(b?._tag);
  // The vendor types answer a switched-off feature with 503 EndpointDisabledError: a refusal, not an outage.
  if (status >= 500 && tag !== "EndpointDisabledError") return new UpstreamUnavailable(`${where} answered ${status}`, status);
  if (!b || !tag) {
    if (status === 401 || status === 403)
      return new Unauthorized("Unauthorized", `${where}: credential refused`, status, b ?? {});
    if (status === 404) return notFound?.() ?? new InvalidRequest("NotFound", `${where}: not found`, status, b ?? {});
    return new UpstreamBadResponse(`${where} answered ${status} without a tagged error body`);
  }
  const message = str(b.message) ?? `${where}: ${tag}`;
  switch (tag) {
    case "HistoryNotFound":
      return new HistoryNotFound(str(b._id) ?? "", status, b);
    case "InvalidRequest":
      return new InvalidRequest(tag, message, status, b);
    case "DepositAddressNotFound":
      return new DepositAddressNotFound(Array.isArray(b.addresses) ? b.addresses.map(String) : [], message, status, b);
    case "EndpointDisabledError":
    case "EndpointDisabled":
      return new EndpointDisabled(tag, message, status, b);
    case "CommitmentNotFoundError":
    case "CommitmentNotFound":
      return new CommitmentNotFound(str(b._id) ?? "", status, b);
    case "InvalidCommitmentTypeError":
    case "InvalidCommitmentType":
      return new InvalidCommitmentType(tag, message, status, b);
    case "QuoteExpired":
      return new QuoteExpired(tag, message, status, b);
    case "QuoteNotFound":
      return new QuoteNotFound(tag, message, status, b);
    case "Unauthorized":
    case "InvalidJwt":
      return new Unauthorized(tag, message, status, b);
    case "HttpApiDecodeError":
      return new UpstreamDecodeError(decodeIssues(b.issues), message, status, b);
    default:
      return new UnknownUpstreamError(tag, message, status, b);
  }
}
