import { builder } from "./builder.js";
import { toGraphQLError } from "./errors.js";

builder.queryFields((t) => ({
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
