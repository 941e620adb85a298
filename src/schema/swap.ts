import { z } from "zod";
import type { GatewayContext } from "../context.js";
import { CommitmentNotFound, InvalidCommitmentType } from "../upstream/errors.js";
import { builder } from "./builder.js";
import { asResult, commonErrorTypes, CommitmentNotFoundType, InvalidCommitmentTypeType, toGraphQLError } from "./errors.js";
import { ID_PATTERN, validate } from "./validation.js";
import { isType } from "./is-type.js";

interface SwapCalldataShape {
  __typename: "SwapCalldata";
  commitmentId: string;
  calldata: string;
}

const SwapCalldata = builder.objectRef<SwapCalldataShape>("SwapCalldata").implement({
  description: "Calldata for executing the single swap of a bridge+swap commitment.",
  isTypeOf: isType("SwapCalldata"),
  fields: (t) => ({
    commitmentId: t.exposeID("commitmentId", { description: "The commitment (quote) id." }),
    calldata: t.exposeString("calldata", { description: "Hex-encoded calldata." }),
  }),
});

export const SwapCalldataResult = builder.unionType("SwapCalldataResult", {
  description: "Swap calldata, or why there is none.",
  types: [SwapCalldata, CommitmentNotFoundType, InvalidCommitmentTypeType, ...commonErrorTypes],
});

const commitmentArgs = z.object({
  commitmentId: z
    .string()
    .min(1, "must not be empty")
    .max(128, "must be at most 128 characters")
    .regex(ID_PATTERN, "must contain only letters, digits, _ and -"),
});

/** Resolves the calldata of a commitment through the operation's loader (shared by every field that needs it). */
export function swapCalldataFor(ctx: GatewayContext, commitmentId: string) {
  return asResult(
    ctx,
    async () => {
      validate(commitmentArgs, { commitmentId });
      const { calldata } = await ctx.loaders.swapCalldata.load(commitmentId);
      return { __typename: "SwapCalldata" as const, commitmentId, calldata };
    },
    { expect: [CommitmentNotFound, InvalidCommitmentType], mapPath: () => ["commitmentId"] },
  );
}

builder.queryFields((t) => ({
  swapCalldata: t.field({
    type: SwapCalldataResult,
    description: "Calldata for executing the swap of a bridge+swap commitment.",
    args: { commitmentId: t.arg.id({ required: true, description: "The commitment id: the quoteId of the quote." }) },
    resolve: (_root, args, ctx) => swapCalldataFor(ctx, String(args.commitmentId)),
  }),
  webhookPublicKey: t.string({
    description: "The upstream's public key (base64 of a PEM) for verifying webhook event signatures.",
    resolve: async (_root, _args, ctx) => {
      try {
        return await ctx.loaders.webhookPublicKey.load("key");
      } catch (err) {
        // Not a union field: an upstream failure must still become its coded error, not "Unexpected error.".
        throw toGraphQLError(ctx, err);
      }
    },
  }),
}));
