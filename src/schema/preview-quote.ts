import { z } from "zod";
import { chainName } from "../domain/chain-names.js";
import type { PublicQuoteQuery } from "../upstream/client.js";
import { builder } from "./builder.js";
import { CreateQuoteResult, transferFields, transferToWire } from "./quote.js";
import { byInput } from "./checked-resolvers.js";
import { checkQuoteAgainstCatalog } from "./quote-catalog.js";

const PreviewQuoteInput = builder.inputType("PreviewQuoteInput", {
  description: "What to price without committing to anything: no depositor, recipient or webhook (the vendor's public quote).",
  fields: (t) => ({
    ...transferFields(t),
    amountNative: t.field({ type: "Decimal", description: "Native gas token to deliver on chainOut (gas boost)." }),
    isSda: t.boolean({ description: "Price a smart-deposit-address transfer (default false)." }),
  }),
});

const nonEmpty = z.string().trim().min(1, "must not be empty").max(128, "must be at most 128 characters");

// Built once: zod compiles a schema on its first parse.
const previewInputSchema = z
  .object({
    chainIn: chainName,
    chainOut: chainName,
    amount: z.string().refine((s) => /[1-9]/.test(s) && !s.startsWith("-"), "must be greater than 0"),
    mode: z.enum(["PAY", "RECEIVE"]),
    tokenIn: nonEmpty,
    tokenOut: nonEmpty,
    amountNative: z
      .string()
      .refine((s) => !s.startsWith("-"), "must not be negative")
      .nullish(),
    isSda: z.boolean().nullish(),
  })
  .refine((q) => q.tokenIn === q.tokenOut || q.mode === "PAY", {
    path: ["mode"],
    message: "a swap (tokenIn != tokenOut) supports mode PAY only",
  });

builder.queryFields((t) => ({
  previewQuote: t.field({
    type: CreateQuoteResult.ref,
    description:
      "Prices a transfer without an account's quote: nothing to commit. The answer's quoteId starts with `preview:` " +
      "(commitQuote refuses it), depositor and recipient are empty and expiresAt is when it was priced.",
    args: { input: t.arg({ type: PreviewQuoteInput, required: true, description: "What to price." }) },
    resolve: byInput(CreateQuoteResult, previewInputSchema, async (q, ctx) => {
      await checkQuoteAgainstCatalog(ctx, q, ["input"]);
      const query: PublicQuoteQuery = transferToWire(q);
      return ctx.client.publicQuote(query);
    }),
  }),
}));
