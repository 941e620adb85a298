import { z } from "zod";
import { ownerProblem } from "../chain/families/index.js";
import { builder } from "./builder.js";
import { PLAN_TYPES } from "./deposit-plans/index.js";
import { resultUnion } from "./errors.js";
import { Quote } from "./quote.js";
import { idString, validate } from "./validation.js";

const DepositPlanResult = resultUnion("DepositPlanResult", "The deposit plan, or why there is none.", Object.values(PLAN_TYPES), [
  "transactionById",
  "TransferNotPending",
  "DepositNotSupported",
  "swapCalldata",
]);

/**
 * The owner: a wallet of some chain family, checked before any read by the rule every address
 * input follows (src/domain/addresses.ts); the source chain's family checks it again.
 */
const owner = z
  .string()
  .trim()
  .superRefine((v, issue) => {
    const problem = ownerProblem(v);
    if (problem !== undefined) issue.addIssue({ code: "custom", message: problem });
  });
const ownerArgs = z.object({ owner: owner.nullish() });
const planArgs = ownerArgs.extend({ quoteId: idString });

const OWNER =
  "The wallet that will sign, in its chain's form (0x..., base58, T...): with it the plan carries a preflight (allowance, balances, gas) from the chain. Required for a Solana source: the instruction names the depositor's accounts.";

builder.interfaceField(Quote, "depositPlan", (t) =>
  t.field({
    type: DepositPlanResult.ref,
    description: "The deposit that starts this transfer once the quote is committed: approval and deposit, ready to sign.",
    args: { owner: t.arg.string({ description: OWNER }) },
    resolve: (quote, args, ctx) =>
      DepositPlanResult.resolve(ctx, () => ctx.deposits.planOfQuote(ctx.loaders, quote, validate(ownerArgs, args).owner)),
  }),
);

builder.queryFields((t) => ({
  depositPlan: t.field({
    type: DepositPlanResult.ref,
    description: "The deposit of a committed transfer still PENDING, read by its quote id: approval and deposit, ready to sign.",
    args: {
      quoteId: t.arg.id({ required: true, description: "The quote (commitment) id of the committed transfer." }),
      owner: t.arg.string({ description: OWNER }),
    },
    resolve: (_root, args, ctx) =>
      DepositPlanResult.resolve(
        ctx,
        async () => {
          const { quoteId, owner } = validate(planArgs, { quoteId: String(args.quoteId), owner: args.owner });
          return ctx.deposits.planOfTransfer(ctx.loaders, quoteId, owner);
        },
        () => ["quoteId"],
      ),
  }),
}));
