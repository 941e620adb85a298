import { z } from "zod";
import type { GatewayContext } from "./context.js";
import { builder } from "./builder.js";
import { resultUnion } from "./errors.js";
import { idString, validate } from "./validation.js";
import { tagged } from "./is-type.js";

interface SwapCalldataShape {
  __typename: "SwapCalldata";
  commitmentId: string;
  calldata: string;
}

const SwapCalldata = builder.objectRef<SwapCalldataShape>("SwapCalldata").implement({
  ...tagged("SwapCalldata", "Calldata for executing the single swap of a bridge+swap commitment."),
  fields: (t) => ({
    commitmentId: t.exposeID("commitmentId", { description: "The commitment (quote) id." }),
    calldata: t.exposeString("calldata", { description: "Hex-encoded calldata." }),
  }),
});

export const SwapCalldataResult = resultUnion(
  "SwapCalldataResult",
  "Swap calldata, or why there is none.",
  [SwapCalldata],
  ["swapCalldata"],
);

const commitmentArgs = z.object({ commitmentId: idString });

/** Resolves the calldata of a commitment through the operation's loader (shared by every field that needs it). */
export function swapCalldataFor(ctx: GatewayContext, commitmentId: string) {
  return SwapCalldataResult.resolve(
    ctx,
    async () => {
      validate(commitmentArgs, { commitmentId });
      const { calldata } = await ctx.loaders.swapCalldata.load(commitmentId);
      return { __typename: "SwapCalldata" as const, commitmentId, calldata };
    },
    () => ["commitmentId"],
  );
}

builder.queryFields((t) => ({
  swapCalldata: t.field({
    type: SwapCalldataResult.ref,
    description: "Calldata for executing the swap of a bridge+swap commitment.",
    args: { commitmentId: t.arg.id({ required: true, description: "The commitment id: the quoteId of the quote." }) },
    resolve: (_root, args, ctx) => swapCalldataFor(ctx, String(args.commitmentId)),
  }),
}));
