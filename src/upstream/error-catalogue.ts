import { z } from "zod";
import {
  Unauthorized,
  UnknownUpstreamError,
  UpstreamBadResponse,
  UpstreamDecodeError,
  UpstreamTaggedError,
  UpstreamUnavailable,
  type InputIssue,
} from "./errors.js";
import { decimal as decimalText, isRawObject } from "./wire/common.js";

/**
 * Every upstream answer a frontend acts on, one row per GraphQL error type: the upstream tags it
 * answers with, its fields (each read from the body and typed in the graph by one declaration),
 * its message and its description. `errorFromResponse` picks the row by `_tag` whatever the HTTP
 * status (the vendor answers most at 422, `NoRouteFoundError` at 404, `TooManyRequests` at 429;
 * older sandboxes at 400); `src/schema/errors.ts` makes each row a GraphQL type.
 *
 * A body that does not read as its row stays an `UpstreamError` with its raw JSON, so fields the
 * vendor requires are non-null in the graph and match the quote fields of the same name (a
 * frontend selects `token` or `receiveAmount` on a quote and on the error in one selection set).
 * Amounts stay decimal strings; USD values, decimal strings in these bodies, become numbers like
 * every other USD value of the graph.
 */

/** How an error field is typed in the graph. */
export type ErrorFieldType = "String" | "Decimal" | "Float" | "[String]";

/** One field of an error: how it is read from the upstream's body and how the graph types it. */
export interface ErrorField<T = unknown> {
  readonly read: z.ZodType<T>;
  readonly type: ErrorFieldType;
  readonly nullable: boolean;
  readonly description: string;
  /** The body's key, when it is not the field's name. */
  readonly from?: string;
}

const field = <T>(read: z.ZodType<T>, type: ErrorFieldType, description: string, from?: string): ErrorField<T> => ({
  read,
  type,
  nullable: false,
  description,
  from,
});

const string = (description: string) => field(z.string(), "String", description);
const decimal = (description: string) => field(decimalText, "Decimal", description);
/** A USD value: a decimal string in the body, a number in the graph like every other USD value. */
const usd = (description: string) => field(decimalText.transform(Number), "Float", description);
/** Names the answer lists; absent or malformed reads as none (a not-found answer still says what it can). */
const stringList = (description: string) =>
  field(
    z
      .array(z.unknown())
      .transform((items) => items.map(String))
      .catch([]),
    "[String]",
    description,
  );
/** The id the upstream looked up (its `_id`); empty when the body does not say. */
const lookedUpId = (description: string) => field(z.string().catch(""), "String", description, "_id");
/** Seconds, as the vendor's `retryAfter` (tolerated written as text). */
const seconds = (description: string, from: string) =>
  field(
    z.union([
      z.number().nonnegative(),
      z
        .string()
        .regex(/^\d+(\.\d+)?$/)
        .transform(Number),
    ]),
    "Float",
    description,
    from,
  );
const nullable = <T>(f: ErrorField<T>): ErrorField<T | undefined> => ({ ...f, read: f.read.optional(), nullable: true });

type Fields = Record<string, ErrorField>;
type ValuesOf<F extends Fields> = { [K in keyof F]: F[K] extends ErrorField<infer T> ? T : never };

interface ErrorRow<F extends Fields> {
  /**
   * The upstream's tags for it; the first is its own (what a bare 404 or a rewrite is tagged).
   * None for an error the gateway makes itself: no upstream answer is read as it.
   */
  readonly tags: readonly [string, ...string[]] | readonly [];
  readonly description: string;
  readonly fields: F;
  /** The message, always made from the fields. */
  readonly message?: (fields: ValuesOf<F>) => string;
  /** The message when the upstream's body has none (else the tag is named). */
  readonly fallback?: (fields: ValuesOf<F>) => string;
  /** An answer, not an outage, even at a 5xx status (the vendor answers `EndpointDisabledError` at 503). */
  readonly at5xx?: true;
  /** Brings the body of a tag whose shape differs from the row's to the row's shape, and gives its message. */
  readonly normalize?: (body: Body, answer: AnswerMeta) => { body: Body; message?: string };
}

/** What the answer said besides its body. */
export interface AnswerMeta {
  /** The `Retry-After` header, as sent. */
  retryAfter?: string;
}

const limitSchema = z.discriminatedUnion("_tag", [
  z.object({ _tag: z.literal("CountLimitExceeded"), allowed: z.number(), current: z.number() }),
  z.object({ _tag: z.literal("WindowLimitExceeded"), allowed: z.number(), current: z.number(), durationMs: z.number() }),
]);

/**
 * A rate limit's wait, in the row's `retryAfter`: the body's own, else a `Retry-After` header in
 * seconds, else the window of the vendor's `limit` (`DepositAddressRateLimitExceeded`), a safe upper
 * bound since the oldest creation in it leaves by then. A count limit has no wait: retrying cannot help.
 */
function rateLimitBody(body: Body, answer: AnswerMeta): { body: Body; message?: string } {
  if (body.retryAfter !== undefined) return { body };
  const header = answer.retryAfter?.trim();
  if (header && /^\d+(\.\d+)?$/.test(header)) return { body: { ...body, retryAfter: Number(header) } };
  const limit = limitSchema.safeParse(body.limit);
  if (!limit.success) return { body };
  const { allowed, current } = limit.data;
  const said = upstreamMessage(body) ?? "Rate limit reached";
  if (limit.data._tag === "CountLimitExceeded")
    return { body, message: `${said} (${current} of ${allowed} allowed): retrying does not help; the limit must be raised.` };
  const seconds = Math.ceil(limit.data.durationMs / 1000);
  return {
    body: { ...body, retryAfter: seconds },
    message: `${said} (${current} of ${allowed} per ${seconds} s): retry within ${seconds} s.`,
  };
}

const row = <F extends Fields>(r: ErrorRow<F> & { tags: readonly [string, ...string[]] }) => r;
/** An error the gateway decides itself: it has no upstream tag, so no upstream body is read as it. */
const own = <F extends Fields>(r: Pick<ErrorRow<F>, "description" | "fields" | "message" | "fallback">) => ({
  ...r,
  tags: [] as const,
});

/**
 * The error catalogue: adding an error type is adding a row, and declaring it in the `errors` of the
 * routes that answer it (or, for the gateway's own, in the result unions of the fields that make it).
 */
export const ERROR_CATALOGUE = {
  HistoryNotFound: row({
    // The vendor's by-id routes say it as BridgeNotFound: one not-found for every lookup of a transfer.
    tags: ["HistoryNotFound", "BridgeNotFound"],
    description:
      "No transfer of the project has this id or hash (yet: a quote not committed, a deposit not seen): the one not-found answer of every lookup of a transfer (by id, by deposit or withdrawal hash, cancel). A malformed id or hash is InvalidInput; any other refusal of the upstream keeps its own type and message.",
    fields: { id: lookedUpId("The id or hash that was looked up.") },
    message: (f) => `No transaction history for ${f.id}`,
  }),
  InvalidRequest: row({
    tags: ["InvalidRequest"],
    description:
      "The upstream refused the request (e.g. a malformed hash, a chain it does not serve); the message is the upstream's own.",
    fields: {},
  }),
  DepositAddressNotFound: row({
    tags: ["DepositAddressNotFound"],
    description: "The smart deposit address is not known on that chain.",
    fields: { addresses: stringList("The addresses that were not found.") },
  }),
  EndpointDisabled: row({
    tags: ["EndpointDisabledError", "EndpointDisabled"],
    description: "The upstream has this endpoint switched off for the project.",
    fields: {},
    at5xx: true,
  }),
  CommitmentNotFound: row({
    tags: ["CommitmentNotFoundError", "CommitmentNotFound"],
    description: "No commitment has this id.",
    fields: { id: lookedUpId("The commitment id that was looked up.") },
    message: (f) => `No swap commitment ${f.id}`,
  }),
  InvalidCommitmentType: row({
    tags: ["InvalidCommitmentTypeError", "InvalidCommitmentType"],
    description: "The commitment is not a bridge+swap, so it has no swap calldata.",
    fields: {},
  }),
  QuoteExpired: row({
    tags: ["QuoteExpired"],
    description: "The quote's expiresAt has passed; request a new quote.",
    fields: {},
  }),
  QuoteNotFound: row({ tags: ["QuoteNotFound"], description: "No quote has this id.", fields: {} }),
  CannotCancelBridge: row({
    tags: ["CannotCancelBridge"],
    description: "The transfer can no longer be cancelled (its deposit was already seen, or it has ended).",
    fields: {},
  }),
  DepositAddressAlreadyActive: row({
    tags: ["DepositAddressAlreadyActive"],
    description: "The smart deposit address is already active.",
    fields: {},
  }),
  DepositAddressChainsNotSupported: row({
    tags: ["DepositAddressChainsNotSupported"],
    description: "Smart deposit addresses are not available on these chains.",
    fields: { chains: stringList("The chains that are not supported.") },
    fallback: (f) => `Smart deposit addresses are not supported on ${f.chains.join(", ")}`,
  }),
  WithdrawLimitReached: row({
    tags: ["WithdrawLimitReached"],
    description: "The amount received would exceed what may be withdrawn on chainOut (e.g. at most 1,000,000 USDT).",
    fields: {
      token: string("Token withdrawn."),
      chain: string("Chain of the withdrawal."),
      receiveAmount: decimal("The amount that would have been received."),
      maxWithdrawAmount: decimal("The most that may be withdrawn, in token units."),
    },
    message: (f) => `Withdraw limit reached: at most ${f.maxWithdrawAmount} ${f.token} on ${f.chain}`,
  }),
  DepositLimitReached: row({
    tags: ["DepositLimitReached"],
    description: "The amount paid exceeds what may be deposited on chainIn.",
    fields: {
      token: string("Token deposited."),
      chain: string("Chain of the deposit."),
      payAmount: decimal("The amount that would have been paid."),
      maxDepositAmount: decimal("The most that may be deposited, in token units."),
      payAmountUsd: nullable(usd("USD value of payAmount.")),
      maxDepositAmountUsd: nullable(usd("USD value of maxDepositAmount.")),
    },
    message: (f) => `Deposit limit reached: at most ${f.maxDepositAmount} ${f.token} on ${f.chain}`,
  }),
  SwapLimitReached: row({
    tags: ["SwapLimitReached"],
    description: "The swap market's limit is reached.",
    fields: { market: string("The market whose limit is reached.") },
    fallback: (f) => `Swap limit reached on market ${f.market}`,
  }),
  SdaDepositLimitExceeded: row({
    tags: ["SdaDepositLimitExceeded"],
    description: "The deposit exceeds the smart deposit address's maximum (in USD).",
    fields: {
      token: string("Token deposited."),
      chainIn: string("Source chain."),
      chainOut: string("Destination chain."),
      payAmountUsd: usd("USD value of the deposit."),
      maxDepositAmountUsd: usd("The largest deposit accepted, in USD."),
    },
    message: (f) => `Smart deposit address limit exceeded: at most ${f.maxDepositAmountUsd} USD`,
  }),
  SdaDepositBelowMinimum: row({
    tags: ["SdaDepositBelowMinimum"],
    description: "The deposit is below the smart deposit address's minimum (in USD).",
    fields: {
      token: string("Token deposited."),
      chainIn: string("Source chain."),
      chainOut: string("Destination chain."),
      payAmountUsd: usd("USD value of the deposit."),
      minDepositAmountUsd: usd("The smallest deposit accepted, in USD."),
    },
    message: (f) => `Below the smart deposit address minimum: at least ${f.minDepositAmountUsd} USD`,
  }),
  NegativeReceiveAmount: row({
    tags: ["NegativeReceiveAmount"],
    description: "The fees exceed the amount: nothing would be received.",
    fields: { receiveAmount: decimal("The (negative) amount that would be received.") },
    message: (f) => `The fees exceed the amount: ${f.receiveAmount} would be received`,
  }),
  GasBoostGreaterThanReceiveAmount: row({
    tags: ["GasBoostGreaterThanReceiveAmount"],
    description: "The gas boost (amountNative) costs more than the amount received.",
    fields: {
      amountNativeTokenCost: decimal("What the gas boost costs, in the token sent."),
      receiveAmount: decimal("The amount that would be received."),
    },
    message: (f) => `The gas boost costs ${f.amountNativeTokenCost}, more than the ${f.receiveAmount} received`,
  }),
  NoRouteFound: row({
    tags: ["NoRouteFoundError", "NoRouteFound"],
    description: "No route swaps tokenIn on chainIn to tokenOut on chainOut.",
    fields: {
      tokenIn: string("Token sent."),
      tokenOut: string("Token asked for."),
      chainIn: string("Source chain."),
      chainOut: string("Destination chain."),
    },
    message: (f) => `No route from ${f.tokenIn} on ${f.chainIn} to ${f.tokenOut} on ${f.chainOut}`,
  }),
  SameChainSwapNotAvailable: row({
    tags: ["SameChainSwapNotAvailable"],
    description: "A swap with chainIn = chainOut is not available.",
    fields: {},
    fallback: () => "A swap on one chain is not available",
  }),
  // The deposit plan's own answers: the gateway decides them.
  TransferNotPending: own({
    description: "The transfer is no longer waiting for its deposit (PENDING), so there is nothing to deposit.",
    fields: { state: string("The transfer's state, e.g. EXECUTED or CANCELLED.") },
    message: (f) => `The transfer is ${f.state}, not PENDING: it takes no deposit`,
  }),
  DepositNotSupported: own({
    description:
      "The gateway plans no deposit on this chain type (it plans EVM, Solana and TRON deposits), nor for a smart deposit address's transfer, which is paid by a plain transfer to the address.",
    fields: { chainType: string("The source chain's type, e.g. TON or STK.") },
    fallback: (f) => `Deposits on ${f.chainType} chains are not planned by the gateway`,
  }),
  // A wallet's balances per chain: the gateway decides them (no upstream tag answers them).
  ChainRpcNotConfigured: own({
    description:
      "The gateway has no JSON-RPC to read this chain over: none is configured (CHAIN_RPC_URLS, the configs' rpc), or the gateway reads no chains of its type.",
    fields: { chain: string("The chain, e.g. SOLANA.") },
    message: (f) => `The gateway reads no balances on ${f.chain}: no JSON-RPC is configured for it`,
  }),
  ChainRpcUnreachable: own({
    description:
      "The chain's JSON-RPC did not answer within CHAIN_RPC_TIMEOUT_MS, could not be reached or answered an error, or its circuit is open after repeated failures; other chains still answer.",
    fields: { chain: string("The chain whose RPC failed.") },
    message: (f) => `The JSON-RPC of ${f.chain} is unreachable; retry later`,
  }),
  AddressNotValidOnChain: own({
    description: "The wallet's address is not of the form this chain's type takes (an EVM address on SOLANA, say).",
    fields: {
      chain: string("The chain, e.g. TRON."),
      chainType: string("The chain's type, e.g. TRON."),
    },
    fallback: (f) => `The address is not a valid ${f.chainType} address on ${f.chain}`,
  }),
  TooManyRequests: row({
    tags: ["TooManyRequests", "DepositAddressRateLimitExceeded"],
    description:
      "The upstream's rate limit. retryAfterSeconds says when a retry can succeed; null when the upstream does not say, or when retrying cannot help (a count limit, e.g. the project's total of smart deposit addresses).",
    fields: {
      retryAfterSeconds: nullable(
        seconds(
          "Seconds to wait before retrying: the upstream's retryAfter or Retry-After header, or the length of the limit's window (an upper bound).",
          "retryAfter",
        ),
      ),
    },
    fallback: () => "Too many requests; retry later",
    normalize: rateLimitBody,
    at5xx: true,
  }),
};

type Catalogue = typeof ERROR_CATALOGUE;
export type ErrorName = keyof Catalogue;
/** The errors the gateway makes itself (no upstream tag): what a field, not a route, declares. */
export type GatewayErrorName = { [N in ErrorName]: Catalogue[N]["tags"] extends readonly [] ? N : never }[ErrorName];
/** The errors an upstream answer is read as: what a route declares. */
export type UpstreamErrorName = Exclude<ErrorName, GatewayErrorName>;
/** The field values of a catalogued error, by field name. */
export type ErrorFields<N extends ErrorName> = ValuesOf<(typeof ERROR_CATALOGUE)[N]["fields"]>;

type Body = Record<string, unknown>;

/** An upstream answer that is a row of {@link ERROR_CATALOGUE}: `name` is its GraphQL type. */
export class CataloguedError<N extends ErrorName = ErrorName> extends UpstreamTaggedError {
  constructor(
    override readonly name: N,
    readonly fields: ErrorFields<N>,
    tag: string,
    message: string,
    status: number,
    body: Body,
  ) {
    super(tag, message, status, body);
  }
}

/** Whether `err` is the catalogued error `name`. */
export function isError<N extends ErrorName>(err: unknown, name: N): err is CataloguedError<N> {
  return err instanceof CataloguedError && err.name === name;
}

/** What the upstream answered, when an error is made by the gateway (a bare 404, a rewrite). */
export interface Answered {
  status?: number;
  body?: Body;
  /** Default: the row's own tag. */
  tag?: string;
  /** Default: the row's message for these fields. */
  message?: string;
}

const upstreamMessage = (body: Body) => (typeof body.message === "string" && body.message) || undefined;
// Messages reach frontends (`Error.message`): without the upstream's own, name the tag, never the route.
const tagMessage = (tag: string) => `The bridge API refused the request (${tag}).`;

/** The catalogued error `name` with these fields (a bare 404 answers `status` 404 and no body). */
export function modelledError<N extends ErrorName>(name: N, fields: ErrorFields<N>, answered: Answered = {}): CataloguedError<N> {
  const row = ERROR_CATALOGUE[name] as ErrorRow<Fields>;
  // An error the gateway makes itself has no upstream tag: where a tag is shown, it is its name.
  const { status = 404, body = {}, tag = row.tags[0] ?? name } = answered;
  const message = answered.message ?? row.message?.(fields) ?? upstreamMessage(body) ?? row.fallback?.(fields) ?? tagMessage(tag);
  return new CataloguedError(name, fields, tag, message, status, body);
}

/** Each row's body reader, and the row of each tag. */
const readers = new Map<string, { name: ErrorName; read: z.ZodType<Body> }>();
for (const [name, r] of Object.entries(ERROR_CATALOGUE) as [ErrorName, ErrorRow<Fields>][]) {
  const entries = Object.entries(r.fields);
  const shape = z.object(Object.fromEntries(entries.map(([key, f]) => [f.from ?? key, f.read])));
  const read = shape.transform((b: Body) => Object.fromEntries(entries.map(([key, f]) => [key, b[f.from ?? key]])));
  for (const tag of r.tags) readers.set(tag, { name, read });
}

/** The tags of the credential's refusal: not an answer of the API, so not a row. */
const REFUSED_CREDENTIAL = new Set(["Unauthorized", "InvalidJwt"]);

function decodeIssues(raw: unknown): InputIssue[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((issue: unknown) => {
    const i = (issue ?? {}) as Body;
    const path = Array.isArray(i.path) ? i.path.map((p) => String(p)) : [];
    return { path, message: typeof i.message === "string" ? i.message : "is invalid" };
  });
}

/**
 * The error for a non-2xx upstream answer: the body's `_tag` picks the catalogue row (or a
 * transport class). The upstream may answer "not found" with a bare 404: `notFound` builds the
 * route's own not-found error for it.
 */
export function errorFromResponse(status: number, body: unknown, notFound?: () => Error, answer: AnswerMeta = {}): Error {
  const b = isRawObject(body) ? body : undefined;
  const tag = typeof b?._tag === "string" ? b._tag : undefined;
  const modelled = tag ? readers.get(tag) : undefined;
  // A tag the catalogue answers at 5xx wins over the status; any other 5xx is the upstream being unavailable.
  if (status >= 500 && !(modelled && (ERROR_CATALOGUE[modelled.name] as ErrorRow<Fields>).at5xx))
    return new UpstreamUnavailable(`The upstream answered ${status}.`, status);
  if (!b || !tag) {
    if (status === 401 || status === 403)
      return new Unauthorized("Unauthorized", "The upstream refused the credential.", status, b ?? {});
    if (status === 404)
      return notFound?.() ?? modelledError("InvalidRequest", {}, { body: b ?? {}, tag: "NotFound", message: "Not found." });
    return new UpstreamBadResponse(`The upstream answered ${status} without a tagged error body.`);
  }
  const message = upstreamMessage(b) ?? tagMessage(tag);
  if (REFUSED_CREDENTIAL.has(tag)) return new Unauthorized(tag, message, status, b);
  if (tag === "HttpApiDecodeError") return new UpstreamDecodeError(decodeIssues(b.issues), message, status, b);
  const normalized = modelled && (ERROR_CATALOGUE[modelled.name] as ErrorRow<Fields>).normalize?.(b, answer);
  const fields = modelled?.read.safeParse(normalized?.body ?? b);
  if (!modelled || !fields?.success) return new UnknownUpstreamError(tag, message, status, b);
  return modelledError(modelled.name, fields.data as never, { status, body: b, tag, message: normalized?.message });
}
