import { z } from "zod";
import { InvalidInput } from "../upstream/errors.js";

/**
 * Checks arguments before any upstream call. Every problem is reported at once, located at the
 * GraphQL argument path (`base` + the field path), e.g. `["input", "chainIn"]`.
 */
export function validate<S extends z.ZodType>(schema: S, value: unknown, base: string[] = []): z.output<S> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  throw new InvalidInput(r.error.issues.map((i) => ({ path: [...base, ...i.path.map(String)], message: i.message })));
}

/**
 * A transaction hash or record id, as it may go into an upstream URL path: letters, digits, `_`
 * and `-` only, so nothing can escape the path.
 */
export const idString = z
  .string()
  .min(1, "must not be empty")
  .max(128, "must be at most 128 characters")
  .regex(/^[A-Za-z0-9_-]+$/, "must contain only letters, digits, _ and -");

/** A smart deposit address (the upstream accepts at most 60 characters). */
export const depositAddressString = z.string().trim().min(1, "must not be empty").max(60, "must be at most 60 characters");
