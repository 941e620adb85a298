import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { decodeError, decodeIssue, invalidRequest, type DecodeIssue } from "../domain/errors.js";

// Effect's HttpApi says "is missing" for absent required fields; keep that wording.
const errorMap = (issue: { code?: string; input?: unknown }) =>
  issue.code === "invalid_type" && issue.input === undefined ? "is missing" : undefined;

/**
 * Validates `input` against `schema`.
 * @throws SandboxError HttpApiDecodeError (400) listing every issue, each path prefixed by `prefix`.
 */
export function decode<S extends z.ZodType>(schema: S, input: unknown, prefix: (string | number)[] = []): z.output<S> {
  const result = schema.safeParse(input, { error: errorMap });
  if (result.success) return result.data;
  const issues: DecodeIssue[] = result.error.issues.map((issue) => ({
    _tag: "Pointer",
    path: [...prefix, ...issue.path.map((p) => (typeof p === "symbol" ? String(p) : p))],
    message: issue.message,
  }));
  throw decodeError(issues);
}

/**
 * The request's JSON body. The sandbox registers one catch-all parser that keeps bodies as
 * text, so bad JSON and wrong content types become decode errors here instead of fastify's
 * own error bodies.
 * @param optional when true an absent or empty body reads as `{}`.
 * @throws SandboxError HttpApiDecodeError for a wrong content type or unparsable JSON.
 */
export function jsonBody(request: FastifyRequest, optional = false): unknown {
  const text = typeof request.body === "string" ? request.body : "";
  if (text.trim() === "") {
    if (optional) return {};
    throw decodeIssue([], "Expected a JSON request body");
  }
  const mediaType = (request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
  if (mediaType !== "application/json") {
    throw decodeIssue([], `Expected Content-Type application/json, got ${mediaType === "" ? "none" : mediaType}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw decodeIssue([], `Malformed JSON body: ${(error as Error).message}`);
  }
}

/**
 * A count the vendor types decode as a bare number ("a string to be decoded into a number", no
 * bound named, unlike the events cursor's "less than or equal to 50"): a count out of range is
 * well-formed, so it is refused after decoding (422 InvalidRequest, {@link inRange}), not as a decode error.
 */
export const countParam = z.string().regex(/^\d+$/, "Expected a non-negative integer").transform(Number);

/** `value` when within `min`..`max`. @throws SandboxError InvalidRequest (422) naming the parameter. */
export function inRange(name: string, value: number, min: number, max: number): number {
  if (value < min || value > max) throw invalidRequest(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}
