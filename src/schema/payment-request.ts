import { z } from "zod";
import { qrCodeSvg } from "../deposits/payment-qr.js";
import { paymentRequestOf, type PaymentRequestShape } from "../deposits/payment-request.js";
import { builder } from "./builder.js";
import { Chain, Token } from "./chain.js";
import { addressArgs, DepositAddress, upstreamPathToArg } from "./deposit-address.js";
import { EvmTransactionRequest } from "./deposit-plans/evm.js";
import { resultUnion } from "./errors.js";
import { fieldCost } from "./field-cost.js";
import { tagged } from "./is-type.js";
import { validate } from "./validation.js";

const PaymentRequest = builder.objectRef<PaymentRequestShape & { __typename: "PaymentRequest" }>("PaymentRequest").implement({
  ...tagged(
    "PaymentRequest",
    "How a wallet pays a smart deposit address one token: a link, its QR code and, on EVM, the transaction.",
  ),
  fields: (t) => ({
    chain: t.field({ type: Chain, description: "The address's chain.", resolve: (p) => p.chain }),
    token: t.field({ type: Token, description: "The token paid.", resolve: (p) => p.token }),
    address: t.exposeString("address", { description: "The smart deposit address paid." }),
    amount: t.field({
      type: "Decimal",
      nullable: true,
      description: "The amount asked, in token units; null when the payer chooses it.",
      resolve: (p) => p.amount,
    }),
    amountBaseUnits: t.string({
      nullable: true,
      description:
        "The amount in the token's base units (amount x 10^decimals), as a transfer carries it; null without an amount.",
      resolve: (p) => p.amountBaseUnits?.toString() ?? null,
    }),
    minAmount: t.field({
      type: "Decimal",
      nullable: true,
      description:
        "The smallest amount the address bridges, in token units (its USD minimum at the token's price, rounded up); null without a limit or a price. Less is refunded.",
      resolve: (p) => p.minAmount,
    }),
    maxAmount: t.field({
      type: "Decimal",
      nullable: true,
      description:
        "The largest amount the address bridges, in token units (its USD maximum at the token's price, rounded down); null without a limit or a price. More is refunded.",
      resolve: (p) => p.maxAmount,
    }),
    uri: t.exposeString("uri", {
      description:
        "The payment link: EIP-681 on EVM chains, a Solana Pay transfer request on Solana, the bare address on TRON (what TRON wallets read; show the amount and token next to it). Names no amount when none was asked.",
    }),
    // Drawn only when asked for: it is most of the field's CPU (docs/performance.md, S8).
    qrCodeSvg: t.string({ description: "The QR code of `uri`, an SVG document.", resolve: (p) => qrCodeSvg(p.uri) }),
    transaction: t.field({
      type: EvmTransactionRequest,
      nullable: true,
      description:
        "EVM with an amount: the transfer to send as is (ERC-20 transfer(address, units), or the native token as value); else null.",
      resolve: (p) => (p.transaction ? { ...p.transaction, gas: null } : null),
    }),
  }),
});

const PaymentRequestResult = resultUnion(
  "PaymentRequestResult",
  "The payment request, or why there is none.",
  [PaymentRequest],
  ["depositAddressStatus", "DepositNotSupported"],
);

const paymentArgs = addressArgs.extend({
  token: z.string().trim().min(1, "must not be empty").max(32, "must be at most 32 characters"),
  amount: z
    .string()
    .max(80, "must be at most 80 characters")
    .refine((v) => /[1-9]/.test(v) && !v.startsWith("-"), "must be more than 0")
    .nullish(),
});

builder.objectFields(DepositAddress, (t) => ({
  paymentRequest: t.field({
    type: PaymentRequestResult.ref,
    description:
      "How a wallet pays this address `token`: the link and QR code, the EVM transaction, and the address's limits for the token. A token the address does not take, an amount outside its limits or with more decimals than the token has is InvalidInput.",
    args: {
      token: t.arg.string({ required: true, description: "The token's symbol on the address's chain, e.g. USDT." }),
      amount: t.arg({ type: "Decimal", description: "The amount to ask, in token units; without it the payer chooses." }),
    },
    // The address's status (its tokens and limits), the configs and the prices.
    extensions: fieldCost({ upstreamCalls: () => 3 }),
    resolve: (a, args, ctx) =>
      PaymentRequestResult.resolve(
        ctx,
        async () => {
          const input = validate(paymentArgs, { address: a.address, chain: a.chain, token: args.token, amount: args.amount });
          const request = await paymentRequestOf(ctx.loaders, { ...input, amount: input.amount ?? null });
          return { ...request, __typename: "PaymentRequest" as const };
        },
        upstreamPathToArg,
      ),
  }),
}));
