import { DECIMAL_PATTERN } from "./wire/common.js";
import { UpstreamTaggedError } from "./errors-base.js";

/**
 * The vendor's tagged errors a frontend acts on (quote limits, routes, rate limits), with the
 * fields of the vendor's API types. They are mapped by `_tag` whatever the HTTP status (the vendor
 * answers most at 422, `NoRouteFoundError` at 404, `TooManyRequests` at 429; older sandboxes at 400).
 * Each field reads as null when the body lacks it or writes it in an unexpected form: a partial body
 * still becomes its typed error rather than a crash.
 */

type Body = Record<string, unknown>;

const str = (b: Body, key: string): string | null => (typeof b[key] === "string" ? (b[key] as string) : null);

/** A token amount or USD value the vendor writes as a big-decimal string; never a JS number. */
const dec = (b: Body, key: string): string | null => {
  const v = b[key];
  return typeof v === "string" && DECIMAL_PATTERN.test(v) ? v : null;
};

const num = (b: Body, key: string): number | null => {
  const v = b[key];
  if (typeof v === "number" && Number.isFinite(v)) return v;
  if (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v))) return Number(v);
  return null;
};

const upstreamMessage = (b: Body) => str(b, "message");

/** A limit error's message when the body has none: names the limit so a person can act on it. */
const describe = (what: string, parts: (string | null)[]) => [what, ...parts.filter(Boolean)].join(" ");

export class WithdrawLimitReached extends UpstreamTaggedError {
  override readonly name = "WithdrawLimitReached";
  readonly token = str(this.body, "token");
  readonly chain = str(this.body, "chain");
  readonly receiveAmount = dec(this.body, "receiveAmount");
  readonly maxWithdrawAmount = dec(this.body, "maxWithdrawAmount");
  constructor(status: number, body: Body) {
    super(
      "WithdrawLimitReached",
      upstreamMessage(body) ??
        describe("Withdraw limit reached:", [
          body.maxWithdrawAmount ? `at most ${String(body.maxWithdrawAmount)}` : null,
          str(body, "token"),
          str(body, "chain") ? `on ${str(body, "chain")}` : null,
        ]),
      status,
      body,
    );
  }
}

export class DepositLimitReached extends UpstreamTaggedError {
  override readonly name = "DepositLimitReached";
  readonly token = str(this.body, "token");
  readonly chain = str(this.body, "chain");
  readonly payAmount = dec(this.body, "payAmount");
  readonly maxDepositAmount = dec(this.body, "maxDepositAmount");
  readonly payAmountUsd = dec(this.body, "payAmountUsd");
  readonly maxDepositAmountUsd = dec(this.body, "maxDepositAmountUsd");
  constructor(status: number, body: Body) {
    super(
      "DepositLimitReached",
      upstreamMessage(body) ??
        describe("Deposit limit reached:", [
          body.maxDepositAmount ? `at most ${String(body.maxDepositAmount)}` : null,
          str(body, "token"),
          str(body, "chain") ? `on ${str(body, "chain")}` : null,
        ]),
      status,
      body,
    );
  }
}

export class SwapLimitReached extends UpstreamTaggedError {
  override readonly name = "SwapLimitReached";
  readonly market = str(this.body, "market");
  constructor(status: number, body: Body) {
    super("SwapLimitReached", upstreamMessage(body) ?? "Swap limit reached for this market", status, body);
  }
}

export class SdaDepositLimitExceeded extends UpstreamTaggedError {
  override readonly name = "SdaDepositLimitExceeded";
  readonly token = str(this.body, "token");
  readonly chainIn = str(this.body, "chainIn");
  readonly chainOut = str(this.body, "chainOut");
  readonly payAmountUsd = dec(this.body, "payAmountUsd");
  readonly maxDepositAmountUsd = dec(this.body, "maxDepositAmountUsd");
  constructor(status: number, body: Body) {
    super(
      "SdaDepositLimitExceeded",
      upstreamMessage(body) ??
        describe("Smart deposit address limit exceeded:", [
          body.maxDepositAmountUsd ? `at most ${String(body.maxDepositAmountUsd)} USD` : null,
        ]),
      status,
      body,
    );
  }
}

export class SdaDepositBelowMinimum extends UpstreamTaggedError {
  override readonly name = "SdaDepositBelowMinimum";
  readonly token = str(this.body, "token");
  readonly chainIn = str(this.body, "chainIn");
  readonly chainOut = str(this.body, "chainOut");
  readonly payAmountUsd = dec(this.body, "payAmountUsd");
  readonly minDepositAmountUsd = dec(this.body, "minDepositAmountUsd");
  constructor(status: number, body: Body) {
    super(
      "SdaDepositBelowMinimum",
      upstreamMessage(body) ??
        describe("Below the smart deposit address minimum:", [
          body.minDepositAmountUsd ? `at least ${String(body.minDepositAmountUsd)} USD` : null,
        ]),
      status,
      body,
    );
  }
}

export class NegativeReceiveAmount extends UpstreamTaggedError {
  override readonly name = "NegativeReceiveAmount";
  readonly receiveAmount = dec(this.body, "receiveAmount");
  constructor(status: number, body: Body) {
    super("NegativeReceiveAmount", upstreamMessage(body) ?? "The fees exceed the amount: nothing would be received", status, body);
  }
}

export class GasBoostGreaterThanReceiveAmount extends UpstreamTaggedError {
  override readonly name = "GasBoostGreaterThanReceiveAmount";
  readonly amountNativeTokenCost = dec(this.body, "amountNativeTokenCost");
  readonly receiveAmount = dec(this.body, "receiveAmount");
  constructor(status: number, body: Body) {
    super(
      "GasBoostGreaterThanReceiveAmount",
      upstreamMessage(body) ?? "The gas boost costs more than the amount received",
      status,
      body,
    );
  }
}

export class NoRouteFound extends UpstreamTaggedError {
  override readonly name = "NoRouteFound";
  readonly tokenIn = str(this.body, "tokenIn");
  readonly tokenOut = str(this.body, "tokenOut");
  readonly chainIn = str(this.body, "chainIn");
  readonly chainOut = str(this.body, "chainOut");
  constructor(tag: string, status: number, body: Body) {
    super(
      tag,
      upstreamMessage(body) ??
        `No route from ${str(body, "tokenIn") ?? "?"} on ${str(body, "chainIn") ?? "?"} to ${str(body, "tokenOut") ?? "?"} on ${str(body, "chainOut") ?? "?"}`,
      status,
      body,
    );
  }
}

export class SameChainSwapNotAvailable extends UpstreamTaggedError {
  override readonly name = "SameChainSwapNotAvailable";
  constructor(status: number, body: Body) {
    super("SameChainSwapNotAvailable", upstreamMessage(body) ?? "A swap on one chain is not available", status, body);
  }
}

export class TooManyRequests extends UpstreamTaggedError {
  override readonly name = "TooManyRequests";
  /** The vendor's `retryAfter` (seconds); null when the body has none. */
  readonly retryAfterSeconds = num(this.body, "retryAfter") ?? num(this.body, "retryAfterSeconds");
  constructor(status: number, body: Body) {
    super("TooManyRequests", upstreamMessage(body) ?? "Too many requests; retry later", status, body);
  }
}

/** The vendor error class for a tag, or undefined when the tag is not one of these. */
export function vendorErrorFromBody(tag: string, status: number, body: Body): UpstreamTaggedError | undefined {
  switch (tag) {
    case "WithdrawLimitReached":
      return new WithdrawLimitReached(status, body);
    case "DepositLimitReached":
      return new DepositLimitReached(status, body);
    case "SwapLimitReached":
      return new SwapLimitReached(status, body);
    case "SdaDepositLimitExceeded":
      return new SdaDepositLimitExceeded(status, body);
    case "SdaDepositBelowMinimum":
      return new SdaDepositBelowMinimum(status, body);
    case "NegativeReceiveAmount":
      return new NegativeReceiveAmount(status, body);
    case "GasBoostGreaterThanReceiveAmount":
      return new GasBoostGreaterThanReceiveAmount(status, body);
    case "NoRouteFoundError":
    case "NoRouteFound":
      return new NoRouteFound(tag, status, body);
    case "SameChainSwapNotAvailable":
      return new SameChainSwapNotAvailable(status, body);
    case "TooManyRequests":
      return new TooManyRequests(status, body);
    default:
      return undefined;
  }
}
