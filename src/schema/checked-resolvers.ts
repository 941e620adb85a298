import type { z } from "zod";
import type { GatewayContext } from "./context.js";
import type { ResultUnion } from "./errors.js";
import { validate } from "./validation.js";

/**
 * The resolver of a result-union field named by one argument (an id or a hash): the argument is
 * checked with `check` before any upstream call, and every problem, the upstream's included, is
 * located at it.
 */
export function byArgument<Ref, A extends string, S extends z.ZodType, T>(
  union: ResultUnion<Ref>,
  argument: A,
  check: S,
  run: (value: z.output<S>, ctx: GatewayContext) => Promise<T> | T,
) {
  return (_root: unknown, args: { [K in A]: unknown }, ctx: GatewayContext) =>
    union.resolve(
      ctx,
      () => run(validate(check, String(args[argument]), [argument]), ctx),
      () => [argument],
    );
}

/** The resolver of a result-union field whose one argument is `input`: checked with `check`, its problems located inside it. */
export function byInput<Ref, S extends z.ZodType, T>(
  union: ResultUnion<Ref>,
  check: S,
  run: (input: z.output<S>, ctx: GatewayContext) => Promise<T> | T,
) {
  return (_root: unknown, args: { input: unknown }, ctx: GatewayContext) =>
    union.resolve(
      ctx,
      async () => run(validate(check, args.input, ["input"]), ctx),
      (p) => ["input", ...p],
    );
}
