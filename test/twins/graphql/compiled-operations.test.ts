import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { buildSchema, parse } from "graphql";
import { describe, expect, it } from "vitest";
import {
  compileBudget,
  createCompiledOperations,
  type CompileBudget,
  type CompiledState,
} from "../../../src/twins/graphql/compiled-operations.js";
import { createDocumentCache } from "../../../src/twins/graphql/document-cache.js";

const FIXTURE = fileURLToPath(new URL("./fixtures/compile-and-drop.ts", import.meta.url));
const schema = buildSchema("type Query { hello: String, world: String }");

/** The registry over a small schema, and one execution of a text as yoga's plugin chain calls it. */
function registry(maxBytes: number, budget: CompileBudget) {
  const operations = createCompiledOperations(schema, 2, createDocumentCache<CompiledState>(maxBytes), budget);
  const execute = async (query: string) =>
    (operations.plugin.onExecute as (payload: unknown) => unknown)({
      args: { contextValue: { params: { query } }, document: parse(query), operationName: undefined },
    });
  return { operations, execute };
}

describe("compiled operations", () => {
  it("keep no request of those that compiled them once the requests are done (a full GC finds none)", async () => {
    // A process of its own: only there can a test force a full collection (`--expose-gc`).
    const { stdout } = await promisify(execFile)(process.execPath, ["--expose-gc", "--import", "tsx", FIXTURE], {
      cwd: fileURLToPath(new URL("../../..", import.meta.url)),
      timeout: 30_000,
    });
    expect(JSON.parse(stdout.trim().split("\n").at(-1)!)).toEqual({ compiled: true, retained: 0 });
  });

  it("compile within their budget: past the burst, a text due waits for the budget to refill", async () => {
    let now = 0;
    const { operations, execute } = registry(
      16 * 1024 * 1024,
      compileBudget(1, 2, () => now),
    );
    const texts = ["{ hello }", "{ world }", "{ hello world }"];
    for (const text of texts) for (let run = 0; run < 2; run++) await execute(text);
    expect(texts.map((text) => operations.get(text, undefined) !== undefined)).toEqual([true, true, false]);
    await execute(texts[2]!);
    expect(operations.get(texts[2]!, undefined)).toBeUndefined();
    now += 1_000;
    await execute(texts[2]!);
    expect(operations.get(texts[2]!, undefined)).toBeDefined();
  });

  it("do not compile a text whose compiled form the document cache could not keep", async () => {
    let taken = 0;
    // Entries of at most 8 KB: the text's dozen tokens compiled are counted at 14 KB.
    const { operations, execute } = registry(64 * 1024, { take: () => (taken++, true) });
    const text = "query Both { hello world alias: hello }";
    for (let run = 0; run < 3; run++) await execute(text);
    expect(operations.get(text, undefined)).toBeUndefined();
    expect(taken).toBe(0);
  });
});
