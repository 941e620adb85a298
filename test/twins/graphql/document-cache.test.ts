import { parse, type ExecutionResult } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { createDocumentCache } from "../../../src/twins/graphql/document-cache.js";
import { startGateway, type GatewayHandle } from "../../utils/gateway.js";
import { metricValue } from "../../utils/metrics.js";

// A quarter of the default 16 MB, with documents a quarter of the 600 KB first tried: the same
// proportions (24 entries hold some twice the limit), a quarter of the parsing.
const MAX_BYTES = 4 * 1024 * 1024;
const KEPT = "gateway_graphql_document_cache_bytes";
const LITERAL = "x".repeat(150 * 1024);

/** A distinct document of ~150 KB: a string literal the schema accepts (an unknown chain's name). */
const large = (i: number | string, selection = "name") => `{ chain(name: "${i}${LITERAL}") { ${selection} } }`;

describe("the documents a gateway keeps", () => {
  let gw: GatewayHandle;
  beforeAll(async () => {
    gw = await startGateway({ env: { GRAPHQL_DOCUMENT_CACHE_MAX_BYTES: String(MAX_BYTES) } });
  });

  async function run(query: string): Promise<ExecutionResult> {
    return (await (await gw.post({ query })).json()) as ExecutionResult;
  }

  it("stay within GRAPHQL_DOCUMENT_CACHE_MAX_BYTES through a flood of distinct large documents, and fill it", async () => {
    for (let i = 0; i < 24; i++) {
      expect((await run(large(i))).data).toEqual({ chain: null });
      expect(await metricValue(gw.url, KEPT)).toBeLessThanOrEqual(MAX_BYTES);
    }
    // Not an empty cache: the last dozen or so 300 KB entries fill most of it.
    expect(await metricValue(gw.url, KEPT)).toBeGreaterThan(MAX_BYTES / 2);
  }, 60_000);

  it("does not keep a document that failed validation", async () => {
    const before = await metricValue(gw.url, KEPT);
    const refused = await run(large("refused", "noSuchField"));
    expect(refused.errors?.[0]?.message).toMatch(/^Cannot query field "noSuchField"/);
    expect(await metricValue(gw.url, KEPT)).toBe(before);
    // The same size of document, valid, is kept (so the figure above did not stand still by chance).
    await run(large("accepted"));
    expect(await metricValue(gw.url, KEPT)).not.toBe(before);
  });
});

describe("createDocumentCache", () => {
  const text = "query Transfer($id: ID!) { transaction(id: $id) { __typename } }";

  it("counts an operation compiled after its text was kept, at its compiled size", () => {
    const cache = createDocumentCache<string | number>(16 * 1024 * 1024);
    // As yoga's runs leave it: the text kept with its run count, then the compiled form.
    cache.setOperation(text, "Transfer", 1);
    const counted = cache.bytes;
    cache.setOperation(text, "Transfer", "compiled", parse(text));
    // lru-cache sizes an entry when it is set a new value: one mutated and set again kept its first size.
    expect(cache.bytes).toBeGreaterThan(counted + 10_000);
  });

  it("stays within its bound as kept texts are compiled", () => {
    const maxBytes = 256 * 1024;
    const cache = createDocumentCache<string | number>(maxBytes);
    for (let i = 0; i < 200; i++) {
      const each = text.replace("Transfer", `Transfer${i}`);
      cache.setOperation(each, "op", 1);
      cache.setOperation(each, "op", "compiled", parse(each));
      expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    }
    expect(cache.operation(text.replace("Transfer", "Transfer199"), "op")).toBe("compiled");
    expect(cache.operation(text.replace("Transfer", "Transfer0"), "op")).toBeUndefined();
  });
});
