import { createServer, request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCallerResolver } from "../../../src/caller.js";
import { loadConfig } from "../../../src/config.js";
import { createLogger } from "../../../src/observability/logger.js";
import { createMetrics } from "../../../src/observability/metrics.js";
import { schema } from "../../../src/schema/index.js";
import { createSecurity } from "../../../src/security/index.js";
import { createCompiledOperations } from "../../../src/twins/graphql/compiled-operations.js";
import { createDocumentCache } from "../../../src/twins/graphql/document-cache.js";
import { ANSWERED, createFastPath } from "../../../src/twins/graphql/fast-path.js";

/**
 * What yoga is handed of a body the fast path read and declined (`req.body`). @whatwg-node
 * (normalizeNodeRequest) takes a body with `Object.keys(body).length > 0` as already parsed and
 * reads that count first: on a Buffer it lists every byte.
 */
describe("the body the fast path hands to yoga", () => {
  const logger = createLogger("silent");
  const config = loadConfig({ BRIDGE_API_URL: "http://127.0.0.1:9", BRIDGE_API_KEY: "k", RATE_LIMIT_PER_MINUTE: "0" });
  const fastPath = createFastPath({
    operations: createCompiledOperations(schema, 2, createDocumentCache(1 << 20)),
    buildContext: () => {
      throw new Error("nothing is compiled: the fast path declines every request");
    },
    cors: undefined,
    admission: createSecurity(config, { logger }).admission,
    logger,
    metrics: createMetrics(),
  });
  const callers = createCallerResolver({ gatewayTenant: undefined, adminToken: undefined, trustedProxyHops: 0 });
  const handedOver: unknown[] = [];
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      void fastPath.handle(req, res, callers.fromHttp(req)).then((declined) => {
        if (declined === ANSWERED) return;
        handedOver.push((req as IncomingMessage & { body?: unknown }).body);
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = async (body: string) => {
    handedOver.length = 0;
    await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body });
    expect(handedOver).toHaveLength(1);
    return handedOver[0];
  };

  // Regression: the fast path handed over the Buffer it read, and a 600 KB body cost 600,000 keys.
  it("is the parsed JSON of a ~600 KB document, not its bytes: four keys at most to list", async () => {
    const sent = { query: `{ chain(name: "${"x".repeat(600 * 1024)}") { name } }`, variables: {} };
    const body = await post(JSON.stringify(sent));
    expect(Buffer.isBuffer(body)).toBe(false);
    expect(body).toEqual(sent);
    expect(Object.keys(body as object).length).toBeLessThanOrEqual(4);
  });

  it("is the parsed JSON of a body with keys the fast path does not run, for yoga to refuse", async () => {
    const sent = { query: "{ chains { name } }", extra: "x".repeat(100_000) };
    expect(await post(JSON.stringify(sent))).toEqual(sent);
  });

  /** POSTs `pieces` as separate writes, a pause between them, so that the server reads them as separate chunks. */
  const postInPieces = async (pieces: Buffer[]) => {
    handedOver.length = 0;
    const length = pieces.reduce((n, p) => n + p.length, 0);
    await new Promise<void>((resolve, reject) => {
      const req = request(url, { method: "POST", headers: { "content-type": "application/json", "content-length": length } });
      req.on("response", (res) => res.resume().on("end", resolve));
      req.on("error", reject);
      void (async () => {
        for (const piece of pieces) {
          req.write(piece);
          await new Promise((r) => setTimeout(r, 30));
        }
        req.end();
      })();
    });
    expect(handedOver).toHaveLength(1);
    return handedOver[0];
  };

  it("reads the UTF-8 of a body as a whole, whether it comes in one piece or a character is split between pieces", async () => {
    const sent = JSON.stringify({ query: "{ chains { name } }", extra: "é€😀 and more" });
    const bytes = Buffer.from(sent);
    const euro = bytes.indexOf(Buffer.from("€"));
    const emoji = bytes.indexOf(Buffer.from("😀"));
    const pieces = [bytes.subarray(0, euro + 1), bytes.subarray(euro + 1, emoji + 2), bytes.subarray(emoji + 2)];
    expect(await postInPieces(pieces)).toEqual(JSON.parse(sent));
    expect(await postInPieces([bytes])).toEqual(JSON.parse(sent));
  });

  it("keeps a byte-order mark and reads a malformed sequence as U+FFFD, in one piece or in several, as yoga would read them", async () => {
    const bytes = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('{"query": "x'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('"}'),
    ]);
    const expected = bytes.toString("utf8");
    expect(expected.startsWith("\ufeff")).toBe(true);
    for (const pieces of [[bytes], [bytes.subarray(0, 2), bytes.subarray(2, 15), bytes.subarray(15)]]) {
      const body = await postInPieces(pieces);
      // Not JSON with the mark in front: handed over as a stream of the text read.
      expect(body).toBeInstanceOf(Readable);
      expect(await text(body as Readable)).toBe(expected);
    }
  });

  it("is a stream of the bytes sent when the body is not a JSON object, for yoga to answer as it would", async () => {
    for (const sent of ["{not json", "[]", "{}", `"${"y".repeat(100_000)}"`]) {
      const body = await post(sent);
      expect(body).toBeInstanceOf(Readable);
      expect(Object.keys(body as object).length).toBeLessThan(50);
      expect(await text(body as Readable)).toBe(sent);
    }
  });
});
