import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { decodeError, decodeIssue, type DecodeIssue } from "./errors.js";

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
