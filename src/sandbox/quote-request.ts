import { z } from "zod";
import { Decimal } from "./decimal.js";

const DECIMAL = /^\d+(\.\d+)?$/;
// 100 characters keep every amount far inside the 200 significant digits of the sandbox Decimal.
const decimalText = z.string().max(100).regex(DECIMAL, 'Expected a decimal number such as "100" or "0.5"');

const postBridgeData = z
  .looseObject({ _tag: z.string().min(1) })
  .refine((value) => value._tag !== "extended" || Number.isInteger(value.vaultId), {
    path: ["vaultId"],
    message: "Expected an integer vaultId for the extended variant",
  });

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
  postBridgeData: postBridgeData.optional(),
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
