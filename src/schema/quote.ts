import { z } from "zod";
import { chainName } from "../domain/chain-names.js";
import { checkWebhookUrl } from "./webhook-url.js";
import type { QuoteRequest } from "../upstream/client.js";
import type {
  BridgeQuote as BridgeShape,
  BridgeSwapQuote as BridgeSwapShape,
  DepositAddressBridgeQuote as DepositAddressBridgeShape,
  OtherQuote as OtherShape,
  Quote as QuoteShape,
} from "../upstream/wire/quote.js";
import { builder } from "./builder.js";
import { TransferModeEnum } from "./enums.js";
import { dateTime, decimal, optional, pricedAmount, unmodelled } from "./fields.js";
import { resultUnion } from "./errors.js";
import { QuoteFees } from "./fees.js";
import type { GatewayContext } from "./context.js";
import {
  type PostBridgeDataInputShape,
  PostBridgeDataInput,
  postBridgeDataInputSchema,
  postBridgeDataToWire,
} from "./post-bridge-data.js";
import { SwapCalldataResult, swapCalldataFor } from "./swap.js";
import { idString } from "./validation.js";
import { tagged } from "./is-type.js";
import { checkQuoteAgainstCatalog, type QuoteShapeToCheck } from "./quote-catalog.js";
import { byArgument, byInput } from "./checked-resolvers.js";
import { routeFields } from "./transfer-fields.js";

const Promotion = builder.objectRef<{ name: string; maxLimitUsd: number | null }>("Promotion").implement({
  description: "A promotion applied to the quote.",
  fields: (t) => ({
    name: t.exposeString("name", { description: "Promotion name." }),
    maxLimitUsd: optional(t, "maxLimitUsd", "Float", "Largest USD amount the promotion covers; null when it has no cap."),
  }),
});

const GasBoost = builder
  .objectRef<{ amountNative: string; amountNativeUsd: number; amountNativeTokenCost: string }>("GasBoost")
  .implement({
    description: "Native gas token delivered to the recipient on chainOut.",
    fields: (t) => ({
      ...pricedAmount(t, "amountNative", "Native token delivered on chainOut."),
      amountNativeTokenCost: decimal(t, "amountNativeTokenCost", "What it costs, in the token sent."),
    }),
  });

/**
 * Quotes are a Federation entity by `quoteId` (seen only in the subgraph schema) that this subgraph
 * cannot resolve: the upstream has no read of a quote by id. Other subgraphs may add fields to a
 * quote this one returned; the router never asks this one for a quote by its key.
 */
const quoteKey = { key: { fields: "quoteId", resolvable: false } };

export const Quote = builder.interfaceRef<QuoteShape>("Quote").implement({
  directives: quoteKey,
  description: "A priced offer to move tokens between chains (spec 2.2); commit it before expiresAt.",
  fields: (t) => ({
    quoteId: t.exposeID("quoteId", { description: "Unique id; commit the quote with it. It is also the commitment id." }),
    ...routeFields(t),
    ...pricedAmount(t, "payAmount", "Amount sent on chainIn, in token units."),
    ...pricedAmount(t, "receiveAmount", "Amount delivered on chainOut, in token units."),
    fees: t.expose("fees", { type: QuoteFees, description: "Fees charged and sponsored." }),
    depositor: t.exposeString("depositor", { description: "Sending address on chainIn." }),
    recipient: t.exposeString("recipient", { description: "Receiving address on chainOut." }),
    expiresAt: dateTime(t, "expiresAt", "After this time, committing the quote fails."),
    isExpired: t.boolean({
      description: "Whether expiresAt has passed (as of this response).",
      resolve: (q) => Date.parse(q.expiresAt) <= Date.now(),
    }),
    flowCredits: optional(t, "flowCredits", "Float", "Credits this transfer uses from the subscription tier."),
    promotion: t.expose("promotion", { type: Promotion, nullable: true, description: "Promotion applied, if any." }),
    gasBoost: t.expose("gasBoost", {
      type: GasBoost,
      nullable: true,
      description: "Gas boost delivered on chainOut, if asked for.",
    }),
    webhookUrl: optional(t, "webhookUrl", "String", "Where the upstream sends this transfer's events."),
    swapCalldata: t.field({
      type: SwapCalldataResult.ref,
      nullable: true,
      description: "Calldata to execute this quote's swap (InvalidCommitmentType for a plain bridge).",
      resolve: (q, _args, ctx) => swapCalldataFor(ctx, q.quoteId),
    }),
  }),
});

export const BridgeQuote = builder.objectRef<BridgeShape>("BridgeQuote").implement({
  directives: quoteKey,
  ...tagged("BridgeQuote", "A plain bridge quote: the same token on both chains.", Quote),
  fields: (t) => ({ token: t.exposeString("token", { description: "Asset received on chainOut." }) }),
});

export const BridgeSwapQuote = builder.objectRef<BridgeSwapShape>("BridgeSwapQuote").implement({
  directives: quoteKey,
  ...tagged("BridgeSwapQuote", "A bridge+swap quote: tokenIn on chainIn becomes tokenOut on chainOut.", Quote),
  fields: (t) => ({
    tokenIn: t.exposeString("tokenIn", { description: "Token sent on chainIn." }),
    tokenOut: t.exposeString("tokenOut", { description: "Token received on chainOut." }),
    bridgeToken: optional(t, "bridgeToken", "String", "The intermediate token that goes through the bridge."),
    bridgeReceiveAmount: optional(
      t,
      "bridgeReceiveAmount",
      "Decimal",
      "Amount of bridgeToken delivered by the bridge, before the swap on chainOut.",
    ),
    ...pricedAmount(t, "bridgePayAmount", "Amount that goes through the bridge.", true),
    ...pricedAmount(t, "minReceiveAmount", "Minimum tokenOut guaranteed after slippage.", true),
    usdPriceTokenIn: optional(t, "usdPriceTokenIn", "Float", "tokenIn price in USD."),
    usdPriceTokenOut: optional(t, "usdPriceTokenOut", "Float", "tokenOut price in USD."),
  }),
});

export const DepositAddressBridgeQuote = builder.objectRef<DepositAddressBridgeShape>("DepositAddressBridgeQuote").implement({
  directives: quoteKey,
  ...tagged("DepositAddressBridgeQuote", "A quote for a smart-deposit-address transfer (the answer for isSda: true).", Quote),
  fields: (t) => ({ token: t.exposeString("token", { description: "Asset deposited to the address." }) }),
});

export const OtherQuote = builder.objectRef<OtherShape>("OtherQuote").implement({
  directives: quoteKey,
  ...tagged("OtherQuote", "A quote variant this schema does not model, with its raw JSON.", Quote),
  fields: (t) => unmodelled(t, "variant", "quote"),
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

/** The wire form of the fields that name a transfer (`transferFields`), as a quote and a public quote send them. */
export function transferToWire(q: QuoteShapeToCheck & { isSda?: boolean | null }) {
  const wire: Pick<QuoteRequest, "chainIn" | "chainOut" | "tokenIn" | "tokenOut" | "amount" | "mode" | "amountNative" | "isSda"> =
    {
      chainIn: q.chainIn,
      chainOut: q.chainOut,
      tokenIn: q.tokenIn,
      tokenOut: q.tokenOut,
      amount: q.amount,
      mode: q.mode === "PAY" ? "pay" : "receive",
    };
  if (q.amountNative != null) wire.amountNative = q.amountNative;
  if (q.isSda != null) wire.isSda = q.isSda ? "true" : "false";
  return wire;
}

/**
 * Where the funds and the events of a transfer go, as a quote and a deposit address send it: the
 * post-bridge routing, the webhook (this gateway's own receiver by default) and the refund address.
 * @throws InvalidInput at `input.webhookUrl` for a host the policy refuses (no upstream call made).
 */
export function deliveryToWire(
  ctx: GatewayContext,
  input: { postBridgeData?: PostBridgeDataInputShape | null; webhookUrl?: string | null; refundAddress?: string | null },
) {
  checkWebhookUrl(input.webhookUrl, ctx.webhookUrlPolicy, ["input", "webhookUrl"]);
  const wire: Pick<QuoteRequest, "postBridgeData" | "webhookUrl" | "refundAddress"> = {};
  const postBridgeData = input.postBridgeData ? postBridgeDataToWire(input.postBridgeData) : undefined;
  if (postBridgeData) wire.postBridgeData = postBridgeData;
  const webhookUrl = input.webhookUrl ?? ctx.defaultWebhookUrl;
  if (webhookUrl) wire.webhookUrl = webhookUrl;
  if (input.refundAddress != null) wire.refundAddress = input.refundAddress;
  return wire;
}

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

/** A quote id to commit; a preview quote's (`preview:...`, see previewQuote) is named as such. */
const commitId = z
  .string()
  .refine((id) => !id.startsWith("preview:"), {
    message: "is a preview quote's id: preview quotes cannot be committed; ask createQuote for a quote to commit",
    abort: true,
  })
  .pipe(idString);

const nonEmpty = z.string().trim().min(1, "must not be empty").max(128, "must be at most 128 characters");
const positive = (s: string) => /[1-9]/.test(s) && !s.startsWith("-");

const quoteInputSchema = z
  .object({
    chainIn: chainName,
    chainOut: chainName,
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

export const CreateQuoteResult = resultUnion(
  "CreateQuoteResult",
  "The quote, or why there is none.",
  [BridgeQuote, BridgeSwapQuote, DepositAddressBridgeQuote, OtherQuote],
  ["createQuote", "publicQuote"],
);

const QuoteCommitment = builder.objectRef<{ __typename: "QuoteCommitment"; quoteId: string }>("QuoteCommitment").implement({
  ...tagged("QuoteCommitment", "The quote is committed; follow it with transactionEvents(filter: { quoteId })."),
  fields: (t) => ({ quoteId: t.exposeID("quoteId", { description: "The committed quote (and commitment) id." }) }),
});

const CommitQuoteResult = resultUnion(
  "CommitQuoteResult",
  "The commitment, or why the quote could not be committed.",
  [QuoteCommitment],
  ["commitQuote"],
);

/** Checks the quote against the catalogue (no upstream call for a typo), then asks the upstream for it. */
async function createQuote(q: z.output<typeof quoteInputSchema>, ctx: GatewayContext) {
  const delivery = deliveryToWire(ctx, q);
  await checkQuoteAgainstCatalog(ctx, q, ["input"]);
  const body: QuoteRequest = {
    ...transferToWire(q),
    depositor: q.depositor,
    recipient: q.recipient,
    ...delivery,
  };
  return ctx.client.createQuote(ctx.credential, body);
}

async function commitQuote(quoteId: string, ctx: GatewayContext) {
  const committed = await ctx.client.commitQuote(ctx.credential, quoteId);
  return { __typename: "QuoteCommitment" as const, quoteId: committed.quoteId };
}

builder.mutationFields((t) => ({
  createQuote: t.field({
    type: CreateQuoteResult.ref,
    description: "Prices a bridge (tokenIn = tokenOut) or bridge+swap transfer.",
    args: { input: t.arg({ type: QuoteInput, required: true, description: "What to quote." }) },
    resolve: byInput(CreateQuoteResult, quoteInputSchema, createQuote),
  }),
  commitQuote: t.field({
    type: CommitQuoteResult.ref,
    description: "Commits a quote before it expires; the transfer then waits for the deposit.",
    args: { quoteId: t.arg.id({ required: true, description: "The quote to commit." }) },
    resolve: byArgument(CommitQuoteResult, "quoteId", commitId, commitQuote),
  }),
}));
