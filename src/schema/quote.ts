import { z } from "zod";
import type { QuoteRequest } from "../upstream/client.js";
import type {
  BridgeQuote as BridgeShape,
  BridgeSwapQuote as BridgeSwapShape,
  DepositAddressBridgeQuote as DepositAddressBridgeShape,
  OtherQuote as OtherShape,
  Quote as QuoteShape,
} from "../upstream/wire/quote.js";
import { builder } from "./builder.js";
import { SpeedEnum, TransferModeEnum } from "./enums.js";
import { ErrorTypes, resultUnion } from "./errors.js";
import { QuoteFees } from "./fees.js";
import { PostBridgeData, PostBridgeDataInput, postBridgeDataInputSchema, postBridgeDataToWire } from "./post-bridge-data.js";
import { SwapCalldataResult, swapCalldataFor } from "./swap.js";
import { idString, validate } from "./validation.js";
import { isType } from "./is-type.js";
import { checkQuoteAgainstCatalog } from "./quote-catalog.js";

const Promotion = builder.objectRef<{ name: string; maxLimitUsd: number | null }>("Promotion").implement({
  description: "A promotion applied to the quote.",
  fields: (t) => ({
    name: t.exposeString("name", { description: "Promotion name." }),
    maxLimitUsd: t.exposeFloat("maxLimitUsd", {
      nullable: true,
      description: "Largest USD amount the promotion covers; null when it has no cap.",
    }),
  }),
});

const GasBoost = builder
  .objectRef<{ amountNative: string; amountNativeUsd: number; amountNativeTokenCost: string }>("GasBoost")
  .implement({
    description: "Native gas token delivered to the recipient on chainOut.",
    fields: (t) => ({
      amountNative: t.expose("amountNative", { type: "Decimal", description: "Native token delivered on chainOut." }),
      amountNativeUsd: t.exposeFloat("amountNativeUsd", { description: "USD value of amountNative." }),
      amountNativeTokenCost: t.expose("amountNativeTokenCost", {
        type: "Decimal",
        description: "What it costs, in the token sent.",
      }),
    }),
  });

export const Quote = builder.interfaceRef<QuoteShape>("Quote").implement({
  description: "A priced offer to move tokens between chains (spec 2.2); commit it before expiresAt.",
  fields: (t) => ({
    quoteId: t.exposeID("quoteId", { description: "Unique id; commit the quote with it. It is also the commitment id." }),
    chainIn: t.exposeString("chainIn", { description: "Source chain." }),
    chainOut: t.exposeString("chainOut", { description: "Destination chain." }),
    payAmount: t.expose("payAmount", { type: "Decimal", description: "Amount sent on chainIn, in token units." }),
    payAmountUsd: t.exposeFloat("payAmountUsd", { description: "USD value of payAmount." }),
    receiveAmount: t.expose("receiveAmount", { type: "Decimal", description: "Amount delivered on chainOut, in token units." }),
    receiveAmountUsd: t.exposeFloat("receiveAmountUsd", { description: "USD value of receiveAmount." }),
    fees: t.expose("fees", { type: QuoteFees, description: "Fees charged and sponsored." }),
    depositor: t.exposeString("depositor", { description: "Sending address on chainIn." }),
    recipient: t.exposeString("recipient", { description: "Receiving address on chainOut." }),
    expiresAt: t.expose("expiresAt", { type: "DateTime", description: "After this time, committing the quote fails." }),
    isExpired: t.boolean({
      description: "Whether expiresAt has passed (as of this response).",
      resolve: (q) => Date.parse(q.expiresAt) <= Date.now(),
    }),
    flowCredits: t.exposeFloat("flowCredits", {
      nullable: true,
      description: "Credits this transfer uses from the subscription tier.",
    }),
    promotion: t.expose("promotion", {
      type: Promotion,
      nullable: true,
      description: "Promotion applied, if any.",
    }),
    gasBoost: t.expose("gasBoost", {
      type: GasBoost,
      nullable: true,
      description: "Gas boost delivered on chainOut, if asked for.",
    }),
    speed: t.expose("speed", { type: SpeedEnum, nullable: true, description: "Delivery speed class." }),
    estimatedDuration: t.exposeFloat("estimatedDuration", { nullable: true, description: "Expected duration in milliseconds." }),
    postBridgeData: t.expose("postBridgeData", {
      type: PostBridgeData,
      nullable: true,
      description: "Routing rules applied after the bridge.",
    }),
    webhookUrl: t.exposeString("webhookUrl", { nullable: true, description: "Where the upstream sends this transfer's events." }),
    swapCalldata: t.field({
      type: SwapCalldataResult.ref,
      nullable: true,
      description: "Calldata to execute this quote's swap (InvalidCommitmentType for a plain bridge).",
      resolve: (q, _args, ctx) => swapCalldataFor(ctx, q.quoteId),
    }),
  }),
});

export const BridgeQuote = builder.objectRef<BridgeShape>("BridgeQuote").implement({
  description: "A plain bridge quote: the same token on both chains.",
  interfaces: [Quote],
  isTypeOf: isType("BridgeQuote"),
  fields: (t) => ({ token: t.exposeString("token", { description: "Asset received on chainOut." }) }),
});

export const BridgeSwapQuote = builder.objectRef<BridgeSwapShape>("BridgeSwapQuote").implement({
  description: "A bridge+swap quote: tokenIn on chainIn becomes tokenOut on chainOut.",
  interfaces: [Quote],
  isTypeOf: isType("BridgeSwapQuote"),
  fields: (t) => ({
    tokenIn: t.exposeString("tokenIn", { description: "Token sent on chainIn." }),
    tokenOut: t.exposeString("tokenOut", { description: "Token received on chainOut." }),
    bridgeToken: t.exposeString("bridgeToken", {
      nullable: true,
      description: "The intermediate token that goes through the bridge.",
    }),
    bridgeReceiveAmount: t.expose("bridgeReceiveAmount", {
      type: "Decimal",
      nullable: true,
      description: "Amount of bridgeToken delivered by the bridge, before the swap on chainOut.",
    }),
    bridgePayAmount: t.expose("bridgePayAmount", {
      type: "Decimal",
      nullable: true,
      description: "Amount that goes through the bridge.",
    }),
    bridgePayAmountUsd: t.exposeFloat("bridgePayAmountUsd", { nullable: true, description: "USD value of bridgePayAmount." }),
    minReceiveAmount: t.expose("minReceiveAmount", {
      type: "Decimal",
      nullable: true,
      description: "Minimum tokenOut guaranteed after slippage.",
    }),
    minReceiveAmountUsd: t.exposeFloat("minReceiveAmountUsd", { nullable: true, description: "USD value of minReceiveAmount." }),
    usdPriceTokenIn: t.exposeFloat("usdPriceTokenIn", { nullable: true, description: "tokenIn price in USD." }),
    usdPriceTokenOut: t.exposeFloat("usdPriceTokenOut", { nullable: true, description: "tokenOut price in USD." }),
  }),
});

export const DepositAddressBridgeQuote = builder.objectRef<DepositAddressBridgeShape>("DepositAddressBridgeQuote").implement({
  description: "A quote for a smart-deposit-address transfer (the answer for isSda: true).",
  interfaces: [Quote],
  isTypeOf: isType("DepositAddressBridgeQuote"),
  fields: (t) => ({ token: t.exposeString("token", { description: "Asset deposited to the address." }) }),
});

export const OtherQuote = builder.objectRef<OtherShape>("OtherQuote").implement({
  description: "A quote variant this schema does not model, with its raw JSON.",
  interfaces: [Quote],
  isTypeOf: isType("OtherQuote"),
  fields: (t) => ({
    tag: t.exposeString("tag", { description: "The upstream's _tag of the variant." }),
    raw: t.expose("raw", { type: "JSON", description: "The quote as the upstream sent it." }),
  }),
});

/** The fields that name a transfer, shared by `QuoteInput` and `PreviewQuoteInput`. */
export const transferFields = (t: PothosSchemaTypes.InputFieldBuilder<typeof builder.$inferSchemaTypes, "InputObject">) => ({
  chainIn: t.string({ required: true, description: "Source chain, e.g. ETHEREUM." }),
  chainOut: t.string({ required: true, description: "Destination chain, e.g. BASE." }),
  amount: t.field({
    type: "Decimal",
    required: true,
    description: "In mode PAY the amount sent on chainIn; in mode RECEIVE the amount received on chainOut.",
  }),
  mode: t.field({ type: TransferModeEnum, required: true, description: "Which side `amount` names." }),
  tokenIn: t.string({ required: true, description: "Token sent on chainIn." }),
  tokenOut: t.string({ required: true, description: "Token received on chainOut (another token than tokenIn means a swap)." }),
});

const QuoteInput = builder.inputType("QuoteInput", {
  description: "What to quote (spec 4.2).",
  fields: (t) => ({
    ...transferFields(t),
    depositor: t.string({ required: true, description: "Sending address on chainIn." }),
    recipient: t.string({ required: true, description: "Receiving address on chainOut." }),
    amountNative: t.field({ type: "Decimal", description: "Native gas token to deliver on chainOut (gas boost)." }),
    isSda: t.boolean({ description: "Marks a smart-deposit-address transfer (default false)." }),
    postBridgeData: t.field({ type: PostBridgeDataInput, description: "Routing rules applied after the bridge." }),
    webhookUrl: t.string({
      description: "Receives this transfer's events; defaults to this gateway's own receiver when it has a public URL.",
    }),
    refundAddress: t.string({ description: "Where tokens go back if the transfer fails." }),
  }),
});

const nonEmpty = z.string().trim().min(1, "must not be empty").max(128, "must be at most 128 characters");
const positive = (s: string) => /[1-9]/.test(s) && !s.startsWith("-");

const quoteInputSchema = z
  .object({
    chainIn: nonEmpty,
    chainOut: nonEmpty,
    amount: z.string().refine(positive, "must be greater than 0"),
    mode: z.enum(["PAY", "RECEIVE"]),
    tokenIn: nonEmpty,
    tokenOut: nonEmpty,
    depositor: nonEmpty.max(256),
    recipient: nonEmpty.max(256),
    amountNative: z
      .string()
      .refine((s) => !s.startsWith("-"), "must not be negative")
      .nullish(),
    isSda: z.boolean().nullish(),
    postBridgeData: postBridgeDataInputSchema,
    webhookUrl: z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
      .max(2048)
      .nullish(),
    refundAddress: nonEmpty.max(256).nullish(),
  })
  .refine((q) => q.tokenIn === q.tokenOut || q.mode === "PAY", {
    path: ["mode"],
    message: "a swap (tokenIn != tokenOut) supports mode PAY only",
  });

// Built once: zod compiles a schema on its first parse.
const commitArgs = z.object({ quoteId: idString });

export const CreateQuoteResult = resultUnion(
  "CreateQuoteResult",
  "The quote, or why there is none.",
  [BridgeQuote, BridgeSwapQuote, DepositAddressBridgeQuote, OtherQuote],
  [
    ErrorTypes.InvalidRequest,
    ErrorTypes.WithdrawLimitReached,
    ErrorTypes.DepositLimitReached,
    ErrorTypes.SwapLimitReached,
    ErrorTypes.SdaDepositLimitExceeded,
    ErrorTypes.SdaDepositBelowMinimum,
    ErrorTypes.NegativeReceiveAmount,
    ErrorTypes.GasBoostGreaterThanReceiveAmount,
    ErrorTypes.NoRouteFound,
    ErrorTypes.SameChainSwapNotAvailable,
    ErrorTypes.TooManyRequests,
  ],
);

const QuoteCommitment = builder.objectRef<{ __typename: "QuoteCommitment"; quoteId: string }>("QuoteCommitment").implement({
  description: "The quote is committed; follow it with transactionEvents(filter: { quoteId }).",
  isTypeOf: isType("QuoteCommitment"),
  fields: (t) => ({ quoteId: t.exposeID("quoteId", { description: "The committed quote (and commitment) id." }) }),
});

const CommitQuoteResult = resultUnion(
  "CommitQuoteResult",
  "The commitment, or why the quote could not be committed.",
  [QuoteCommitment],
  [ErrorTypes.QuoteExpired, ErrorTypes.QuoteNotFound, ErrorTypes.InvalidRequest, ErrorTypes.TooManyRequests],
);

builder.mutationFields((t) => ({
  createQuote: t.field({
    type: CreateQuoteResult.ref,
    description: "Prices a bridge (tokenIn = tokenOut) or bridge+swap transfer.",
    args: { input: t.arg({ type: QuoteInput, required: true, description: "What to quote." }) },
    resolve: (_root, { input }, ctx) =>
      CreateQuoteResult.resolve(
        ctx,
        async () => {
          const q = validate(quoteInputSchema, input, ["input"]);
          await checkQuoteAgainstCatalog(ctx, q, ["input"]);
          const body: QuoteRequest = {
            chainIn: q.chainIn,
            chainOut: q.chainOut,
            amount: q.amount,
            mode: q.mode === "PAY" ? "pay" : "receive",
            tokenIn: q.tokenIn,
            tokenOut: q.tokenOut,
            depositor: q.depositor,
            recipient: q.recipient,
          };
          if (q.amountNative != null) body.amountNative = q.amountNative;
          if (q.isSda != null) body.isSda = q.isSda ? "true" : "false";
          const postBridgeData = q.postBridgeData ? postBridgeDataToWire(q.postBridgeData) : undefined;
          if (postBridgeData) body.postBridgeData = postBridgeData;
          const webhookUrl = q.webhookUrl ?? ctx.defaultWebhookUrl;
          if (webhookUrl) body.webhookUrl = webhookUrl;
          if (q.refundAddress != null) body.refundAddress = q.refundAddress;
          return ctx.client.createQuote(ctx.credential, body);
        },
        (p) => ["input", ...p],
      ),
  }),
  commitQuote: t.field({
    type: CommitQuoteResult.ref,
    description: "Commits a quote before it expires; the transfer then waits for the deposit.",
    args: { quoteId: t.arg.id({ required: true, description: "The quote to commit." }) },
    resolve: (_root, args, ctx) =>
      CommitQuoteResult.resolve(
        ctx,
        async () => {
          const { quoteId } = validate(commitArgs, { quoteId: String(args.quoteId) });
          const committed = await ctx.client.commitQuote(ctx.credential, quoteId);
          return { __typename: "QuoteCommitment" as const, quoteId: committed.quoteId };
        },
        () => ["quoteId"],
      ),
  }),
}));
