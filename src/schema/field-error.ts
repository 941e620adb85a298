import { GraphQLError } from "graphql";
import { InvalidInput, Unauthorized, UpstreamDecodeError, UpstreamTaggedError } from "../upstream/errors.js";
import type { GatewayContext } from "./context.js";
import { toGraphQLError } from "./errors.js";

/**
 * The error of a field whose type is not a result union (a connection, a list): bad input is
 * `BAD_USER_INPUT` with the `InvalidInput` issues in `extensions`, an upstream tag is
 * `UPSTREAM_ERROR` with the tag; the rest as everywhere (`toGraphQLError`).
 */
export function fieldError(ctx: GatewayContext, err: unknown): GraphQLError {
  if (err instanceof InvalidInput) {
    return new GraphQLError(err.message, { extensions: { code: "BAD_USER_INPUT", type: "InvalidInput", issues: err.issues } });
  }
  if (err instanceof UpstreamDecodeError) {
    return new GraphQLError(err.message, { extensions: { code: "BAD_USER_INPUT", type: "InvalidInput", issues: err.issues } });
  }
  if (err instanceof UpstreamTaggedError && !(err instanceof Unauthorized)) {
    return new GraphQLError(err.message, { extensions: { code: "UPSTREAM_ERROR", tag: err.tag } });
  }
  return toGraphQLError(ctx, err);
}

/** Runs a non-union field's work, turning failures into {@link fieldError}s. */
export async function orFieldError<T>(ctx: GatewayContext, run: () => Promise<T> | T): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw fieldError(ctx, err);
  }
}
