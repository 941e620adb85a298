import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "../src/observability/logger.js";

const API_KEY = "SECRET_do-not-log-me";
const JWT = "eyJhbGciOiJIUzI1NiJ9.eyJwcm9qZWN0SWQiOiJwIn0.c2lnbmF0dXJlLWJ5dGVz";

function capture() {
  const stream = new PassThrough();
  const lines: string[] = [];
  stream.on("data", (chunk: Buffer) => lines.push(...chunk.toString("utf8").split("\n").filter(Boolean)));
  return { logger: createLogger("info", stream, [API_KEY]), lines };
}

describe("createLogger", () => {
  it("keeps the API key, JWTs and Authorization out of fields, error messages, stacks and URLs", async () => {
    const { logger, lines } = capture();
    logger.info({ authorization: `Bearer ${JWT}`, headers: { authorization: JWT } }, "headers");
    logger.error({ err: new Error(`exchange of ${API_KEY} failed with Authorization: Bearer ${JWT}`) }, "failed");
    logger.warn({ url: `https://api.example.com/x?apiKey=${API_KEY}&token=${JWT}` }, "url");
    logger.info({ nested: { deep: { note: `key "${API_KEY}"` } } }, "nested");
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(4);
    for (const line of lines) {
      expect(line).not.toContain(API_KEY);
      expect(line).not.toContain(JWT);
      expect(line).not.toContain("eyJ");
      expect(() => JSON.parse(line)).not.toThrow();
    }
    expect(lines.join("\n")).toContain("[redacted]");
  });
});
