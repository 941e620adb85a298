/**
 * The upstream's failures that are not rows of the error catalogue (error-catalogue.ts): transport
 * failures (network, timeout, unreadable body) and refusals of the credential, which become
 * GraphQL errors with an `extensions.code`; the decode error and the gateway's own input check,
 * which become `InvalidInput`; and a tag the catalogue does not model, relayed as `UpstreamError`.
 * Messages name neither the upstream's path nor its host (they can reach a caller as an error
 * type's `message`, or a webhook sender), and never a credential; metrics label each call with
 * its route.
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

/** A tag the error catalogue does not model, or a body that does not read as its row; relayed as `UpstreamError`. */
export class UnknownUpstreamError extends UpstreamTaggedError {
  override readonly name = "UnknownUpstreamError";
}

/** The gateway's own input validation failed; no upstream call was made. */
export class InvalidInput extends Error {
  override readonly name = "InvalidInput";
  constructor(readonly issues: InputIssue[]) {
    // Every problem in the message: a frontend shows `message` as it is, without reading `issues`.
    super(`Invalid input: ${issues.map((issue) => issue.message).join("; ")}`);
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
