import { z } from "zod";
import { Decimal } from "./decimal.js";

const DECIMAL = /^\d+(\.\d+)?$/;
// 100 characters keep every amount far inside the 200 significant digits of the sandbox Decimal.
const decimalText = z.string().max(100).regex(DECIMAL, 'Expected a decimal number such as "100" or "0.5"');

/** The eight postBridgeData variants of the vendor types; an unknown `_tag` is a decode error there too. */
export const postBridgeDataSchema = z.discriminatedUnion("_tag", [
  z.object({ _tag: z.literal("extended"), vaultId: z.number().int().nonnegative() }),
  z.object({ _tag: z.literal("starkwarebtcfi") }),
  z.object({ _tag: z.literal("wirexwrap") }),
  z.object({ _tag: z.literal("wirexwrapsandbox") }),
  z.object({
    _tag: z.literal("starkwarebtcfiv2"),
    // Starknet felts: hex strings; the vendor caps the list at 70.
    spans: z.array(z.string().regex(/^0x[0-9a-fA-F]{1,64}$/, "Expected a Starknet felt (0x + up to 64 hex)")).max(70),
  }),
  z.object({ _tag: z.literal("aavev3supply") }),
  z.object({ _tag: z.literal("rocketfoundationdeposit") }),
  z.object({ _tag: z.literal("mapledeposit") }),
]);

const fields = z.object({
  chainIn: z.string().min(1),
  chainOut: z.string().min(1),
  // The regex issue is already reported for non-decimals; only judge the sign of real numbers.
  amount: decimalText.refine(
    (text) => !DECIMAL.test(text) || text.length > 100 || new Decimal(text).gt(0),
    "Expected an amount greater than 0",
  ),
  mode: z.enum(["pay", "receive"]),
  tokenIn: z.string().min(1),
  tokenOut: z.string().min(1),
  depositor: z.string(),
  recipient: z.string(),
  amountNative: decimalText.optional(),
  isSda: z.enum(["true", "false"]).optional(),
  postBridgeData: postBridgeDataSchema.optional(),
  webhookUrl: z.url({ protocol: /^https?$/, message: "Expected an http(s) URL" }).optional(),
  refundAddress: z.string().optional(),
});

const swapFields = fields.pick({ mode: true, tokenIn: true, tokenOut: true });

/** Body of POST /bridge/quote/bridge-swap/user (spec 4.2); swaps support mode `pay` only. */
export const quoteRequestSchema = fields.refine((q) => q.mode === "pay" || q.tokenIn === q.tokenOut, {
  path: ["mode"],
  message: "A quote with a swap (tokenIn differs from tokenOut) supports mode pay only",
  // Run the cross-field rule even when other fields failed, so all issues come back at once.
  when: (payload) => swapFields.safeParse(payload.value).success,
});

export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/** Body of the deprecated POST /bridge/quote/user: one `token` for both sides. */
export const legacyQuoteRequestSchema = fields
  .omit({ tokenIn: true, tokenOut: true, refundAddress: true })
  .extend({ token: z.string().min(1) })
  .transform(({ token, ...rest }): QuoteRequest => ({ ...rest, tokenIn: token, tokenOut: token }));

/** Query of GET /bridge/quote/bridge-swap/public: the user quote without addresses, hooks or routing data. */
export const publicQuoteQuerySchema = fields
  .pick({
    chainIn: true,
    chainOut: true,
    amount: true,
    mode: true,
    tokenIn: true,
    tokenOut: true,
    amountNative: true,
    isSda: true,
  })
  .refine((q) => q.mode === "pay" || q.tokenIn === q.tokenOut, {
    path: ["mode"],
    message: "A quote with a swap (tokenIn differs from tokenOut) supports mode pay only",
    when: (payload) => swapFields.safeParse(payload.value).success,
  })
  .transform((q): QuoteRequest => ({ ...q, depositor: "", recipient: "" }));

/** Query of the deprecated GET /bridge/quote/public: one `token` for both sides. */
export const legacyPublicQuoteQuerySchema = fields
  .pick({ chainIn: true, chainOut: true, amount: true, mode: true, amountNative: true, isSda: true })
  .extend({ token: z.string().min(1) })
  .transform(({ token, ...q }): QuoteRequest => ({ ...q, tokenIn: token, tokenOut: token, depositor: "", recipient: "" }));
