import { builder } from "./builder.js";
import { paginate, readPageArgs, TransactionConnection } from "./connection.js";
import { orFieldError } from "./field-error.js";
import { resultUnion } from "./errors.js";
import { BridgeSwapTransaction, BridgeTransaction, DepositAddressBridgeTransaction, OtherTransaction } from "./transaction.js";
import { idString } from "./validation.js";
import { byArgument } from "./checked-resolvers.js";

/** The scope of `transactions` cursors: one cannot be replayed on another connection. */
const HISTORY_SCOPE = "history";

const TransactionByIdResult = resultUnion(
  "TransactionByIdResult",
  "The transfer's current status record, or why there is none.",
  [BridgeTransaction, BridgeSwapTransaction, DepositAddressBridgeTransaction, OtherTransaction],
  ["transactionById"],
);

const CancelTransactionResult = resultUnion(
  "CancelTransactionResult",
  "The cancelled transfer's record, or why it was not cancelled.",
  [BridgeTransaction, BridgeSwapTransaction, DepositAddressBridgeTransaction, OtherTransaction],
  ["cancelTransaction"],
);

builder.queryFields((t) => ({
  transactionById: t.field({
    type: TransactionByIdResult.ref,
    description:
      "A transfer's status by its quote (commitment) id. Final records (EXECUTED, CANCELLED, ...) are cached; pending ones briefly, until their next webhook event.",
    args: { id: t.arg.id({ required: true, description: "The quote id (the same as the commitment and record id)." }) },
    resolve: byArgument(TransactionByIdResult, "id", idString, (id, ctx) => ctx.loaders.transactionById.load(id)),
  }),
  transactions: t.field({
    type: TransactionConnection,
    description: `The project's transfers, newest first, a page at a time: \`first\` (default 20, at most 100) after the cursor \`after\`.`,
    args: {
      first: t.arg.int({ description: "How many transfers (1 to 100; default 20)." }),
      after: t.arg.string({ description: "A cursor from this connection (an edge's cursor or pageInfo.endCursor)." }),
    },
    resolve: (_root, args, ctx) =>
      orFieldError(ctx, () => {
        const { size, from } = readPageArgs(ctx, HISTORY_SCOPE, args);
        return paginate(ctx, HISTORY_SCOPE, size, from, (token, pageSize) =>
          ctx.loaders.historyPage.load({ pageSize, ...(token === null ? {} : { pageToken: token }) }),
        );
      }),
  }),
}));

builder.mutationFields((t) => ({
  cancelTransaction: t.field({
    type: CancelTransactionResult.ref,
    description: "Cancels a committed transfer whose deposit has not been seen yet.",
    args: { id: t.arg.id({ required: true, description: "The quote (commitment) id of the transfer." }) },
    resolve: byArgument(CancelTransactionResult, "id", idString, async (id, ctx) => {
      const cancelled = await ctx.client.cancelTransaction(ctx.credential, id);
      // The pending record may be cached, here and on every instance; the next read must see the cancellation.
      ctx.loaders.forgetTransaction(id);
      await ctx.transferWritten(cancelled);
      return cancelled;
    }),
  }),
}));
