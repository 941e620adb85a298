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

/**
 * A value that becomes one upstream URL path segment: percent-encoding keeps `/` inside the
 * segment, but a whole segment of `.` or `..` is still resolved by servers and proxies, and
 * control characters have no business in a URL.
 */
export const isPathSegmentSafe = (s: string): boolean =>
  s !== "." && s !== ".." && ![...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** `schema` for a value placed in an upstream URL path. */
export const pathSegment = (schema: z.ZodString) =>
  schema.refine(isPathSegmentSafe, "must not be . or .. and must not contain control characters");
