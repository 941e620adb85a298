import { z } from "zod";
import { UpstreamTaggedError } from "./errors-base.js";
import { decimal } from "./wire/common.js";

/**
 * The vendor's tagged errors a frontend acts on (quote limits, routes, rate limits), with the
 * fields of the vendor's API types. They are mapped by `_tag` whatever the HTTP status (the vendor
 * answers most at 422, `NoRouteFoundError` at 404, `TooManyRequests` at 429; older sandboxes at 400).
 *
 * The body is parsed with the vendor's schema: fields the vendor requires are then always there,
 * so their GraphQL fields are non-null and match the quote fields of the same name (a frontend can
 * select `token` or `receiveAmount` on a quote and on the error in one selection set). A body that
 * does not match stays an `UpstreamError` with its raw JSON. Amounts stay decimal strings; USD
 * values, decimal strings in these bodies, become numbers like every other USD value of the graph.
 */

type Body = Record<string, unknown>;

const usdText = decimal.transform(Number);
const message = z.string().optional();

const withdrawLimit = z.object({ token: z.string(), chain: z.string(), receiveAmount: decimal, maxWithdrawAmount: decimal });
export class WithdrawLimitReached extends UpstreamTaggedError {
  override readonly name = "WithdrawLimitReached";
  constructor(
    readonly fields: z.output<typeof withdrawLimit>,
    status: number,
    body: Body,
  ) {
    super(
      "WithdrawLimitReached",
      `Withdraw limit reached: at most ${fields.maxWithdrawAmount} ${fields.token} on ${fields.chain}`,
      status,
      body,
    );
  }
}

const depositLimit = z.object({
  token: z.string(),
  chain: z.string(),
  payAmount: decimal,
  maxDepositAmount: decimal,
  payAmountUsd: usdText.optional(),
  maxDepositAmountUsd: usdText.optional(),
});
export class DepositLimitReached extends UpstreamTaggedError {
  override readonly name = "DepositLimitReached";
  constructor(
    readonly fields: z.output<typeof depositLimit>,
    status: number,
    body: Body,
  ) {
    super(
      "DepositLimitReached",
      `Deposit limit reached: at most ${fields.maxDepositAmount} ${fields.token} on ${fields.chain}`,
      status,
      body,
    );
  }
}

const swapLimit = z.object({ market: z.string(), message });
export class SwapLimitReached extends UpstreamTaggedError {
  override readonly name = "SwapLimitReached";
  constructor(
    readonly fields: z.output<typeof swapLimit>,
    status: number,
    body: Body,
  ) {
    super("SwapLimitReached", fields.message ?? `Swap limit reached on market ${fields.market}`, status, body);
  }
}

const sdaMax = z.object({
  token: z.string(),
  chainIn: z.string(),
  chainOut: z.string(),
  payAmountUsd: usdText,
  maxDepositAmountUsd: usdText,
});
export class SdaDepositLimitExceeded extends UpstreamTaggedError {
  override readonly name = "SdaDepositLimitExceeded";
  constructor(
    readonly fields: z.output<typeof sdaMax>,
    status: number,
    body: Body,
  ) {
    super(
      "SdaDepositLimitExceeded",
      `Smart deposit address limit exceeded: at most ${fields.maxDepositAmountUsd} USD`,
      status,
      body,
    );
  }
}

const sdaMin = z.object({
  token: z.string(),
  chainIn: z.string(),
  chainOut: z.string(),
  payAmountUsd: usdText,
  minDepositAmountUsd: usdText,
});
export class SdaDepositBelowMinimum extends UpstreamTaggedError {
  override readonly name = "SdaDepositBelowMinimum";
  constructor(
    readonly fields: z.output<typeof sdaMin>,
    status: number,
    body: Body,
  ) {
    super(
      "SdaDepositBelowMinimum",
      `Below the smart deposit address minimum: at least ${fields.minDepositAmountUsd} USD`,
      status,
      body,
    );
  }
}

const negative = z.object({ receiveAmount: decimal });
export class NegativeReceiveAmount extends UpstreamTaggedError {
  override readonly name = "NegativeReceiveAmount";
  constructor(
    readonly fields: z.output<typeof negative>,
    status: number,
    body: Body,
  ) {
    super("NegativeReceiveAmount", `The fees exceed the amount: ${fields.receiveAmount} would be received`, status, body);
  }
}

const gasBoost = z.object({ amountNativeTokenCost: decimal, receiveAmount: decimal });
export class GasBoostGreaterThanReceiveAmount extends UpstreamTaggedError {
  override readonly name = "GasBoostGreaterThanReceiveAmount";
  constructor(
    readonly fields: z.output<typeof gasBoost>,
    status: number,
    body: Body,
  ) {
    super(
      "GasBoostGreaterThanReceiveAmount",
      `The gas boost costs ${fields.amountNativeTokenCost}, more than the ${fields.receiveAmount} received`,
      status,
      body,
    );
  }
}

const noRoute = z.object({ tokenIn: z.string(), tokenOut: z.string(), chainIn: z.string(), chainOut: z.string() });
export class NoRouteFound extends UpstreamTaggedError {
  override readonly name = "NoRouteFound";
  constructor(
    readonly fields: z.output<typeof noRoute>,
    tag: string,
    status: number,
    body: Body,
  ) {
    super(tag, `No route from ${fields.tokenIn} on ${fields.chainIn} to ${fields.tokenOut} on ${fields.chainOut}`, status, body);
  }
}

const sameChain = z.object({ message });
export class SameChainSwapNotAvailable extends UpstreamTaggedError {
  override readonly name = "SameChainSwapNotAvailable";
  constructor(
    readonly fields: z.output<typeof sameChain>,
    status: number,
    body: Body,
  ) {
    super("SameChainSwapNotAvailable", fields.message ?? "A swap on one chain is not available", status, body);
  }
}

const tooMany = z.object({
  message,
  // The vendor's `retryAfter`, in seconds; tolerate it written as text.
  retryAfter: z
    .union([
      z.number().nonnegative(),
      z
        .string()
        .regex(/^\d+(\.\d+)?$/)
        .transform(Number),
    ])
    .optional(),
});
export class TooManyRequests extends UpstreamTaggedError {
  override readonly name = "TooManyRequests";
  readonly retryAfterSeconds: number | null;
  constructor(fields: z.output<typeof tooMany>, status: number, body: Body) {
    super("TooManyRequests", fields.message ?? "Too many requests; retry later", status, body);
    this.retryAfterSeconds = fields.retryAfter ?? null;
  }
}

/**
 * The vendor error for a tag whose body matches the vendor's schema; undefined for another tag or
 * a body that does not match (the caller relays those as `UpstreamError`).
 */
export function vendorErrorFromBody(tag: string, status: number, body: Body): UpstreamTaggedError | undefined {
  const read = <S extends z.ZodType, E>(schema: S, make: (fields: z.output<S>) => E): E | undefined => {
    const r = schema.safeParse(body);
    return r.success ? make(r.data) : undefined;
  };
  switch (tag) {
    case "WithdrawLimitReached":
      return read(withdrawLimit, (f) => new WithdrawLimitReached(f, status, body));
    case "DepositLimitReached":
      return read(depositLimit, (f) => new DepositLimitReached(f, status, body));
    case "SwapLimitReached":
      return read(swapLimit, (f) => new SwapLimitReached(f, status, body));
    case "SdaDepositLimitExceeded":
      return read(sdaMax, (f) => new SdaDepositLimitExceeded(f, status, body));
    case "SdaDepositBelowMinimum":
      return read(sdaMin, (f) => new SdaDepositBelowMinimum(f, status, body));
    case "NegativeReceiveAmount":
      return read(negative, (f) => new NegativeReceiveAmount(f, status, body));
    case "GasBoostGreaterThanReceiveAmount":
      return read(gasBoost, (f) => new GasBoostGreaterThanReceiveAmount(f, status, body));
    case "NoRouteFoundError":
    case "NoRouteFound":
      return read(noRoute, (f) => new NoRouteFound(f, tag, status, body));
    case "SameChainSwapNotAvailable":
      return read(sameChain, (f) => new SameChainSwapNotAvailable(f, status, body));
    case "TooManyRequests":
      return read(tooMany, (f) => new TooManyRequests(f, status, body));
    default:
      return undefined;
  }
}
