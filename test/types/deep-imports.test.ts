import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { Redis } from "ioredis";
import * as RateLimiterFlexible from "rate-limiter-flexible";
import RateLimiterRedis from "rate-limiter-flexible/lib/RateLimiterRedis.js";
import RateLimiterRes from "rate-limiter-flexible/lib/RateLimiterRes.js";
import * as Undici from "undici";
import request from "undici/lib/api/api-request.js";
import Pool from "undici/lib/dispatcher/pool.js";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { onDispose } from "../utils/disposers.js";
import { testKeyPrefix } from "../utils/redis-keys.js";

/**
 * The modules src/ imports by their path inside a package (src/types/deep-imports.d.ts): neither
 * package has an `exports` map, so nothing but these tests says the path still holds what the code
 * relies on. Each is checked as the code uses it, against the version it was last checked with:
 * a new version fails here until someone has read what changed and moved the key.
 */
const CHECKED = { undici: "7.30.2", "rate-limiter-flexible": "11.4.0", ajv: "8.20.0" };

const installed = (name: string) =>
  (JSON.parse(readFileSync(createRequire(import.meta.url).resolve(`${name}/package.json`), "utf8")) as { version: string })
    .version;

describe("deep imports into packages", () => {
  it.each(Object.entries(CHECKED))("%s is the version its deep imports were checked against", (name, version) => {
    // On an upgrade: run this file, read the package's changelog for the paths below, then move the key.
    expect({ name, installed: installed(name) }).toEqual({ name, installed: version });
  });

  describe("undici", () => {
    let server: Server;
    let origin: string;
    beforeAll(async () => {
      server = createServer((req, res) => {
        let body = "";
        req.on("data", (chunk: Buffer) => (body += chunk.toString()));
        req.on("end", () => {
          if (req.url === "/slow") return void setTimeout(() => res.end("late"), 1_000);
          res.writeHead(req.url === "/teapot" ? 418 : 200, { "content-type": "text/plain", "x-echo": req.method });
          res.end(`${req.method} ${req.url} ${body}`);
        });
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("lib/dispatcher/pool.js is the index's Pool, and dispatches with the legacy handler hooks src/upstream/http.ts implements", async () => {
      expect(Pool).toBe(Undici.Pool);
      const pool = new Pool(origin, {
        connections: 1,
        pipelining: 1,
        keepAliveTimeout: 1_000,
        headersTimeout: 0,
        bodyTimeout: 0,
      });
      onDispose(() => pool.close());
      const seen = await new Promise<{ connected: boolean; status: number; headers: string[]; body: string }>(
        (resolve, reject) => {
          let connected = false;
          let status = 0;
          let headers: string[] = [];
          const chunks: Buffer[] = [];
          pool.dispatch({ origin, path: "/records?x=1", method: "GET", headers: { accept: "text/plain" } }, {
            onConnect: (abort: unknown) => void (connected = typeof abort === "function"),
            onHeaders: (statusCode: number, raw: Buffer[]) => {
              status = statusCode;
              headers = raw.map((b) => b.toString());
              return true;
            },
            onData: (chunk: Buffer) => (chunks.push(chunk), true),
            onComplete: () => resolve({ connected, status, headers, body: Buffer.concat(chunks).toString() }),
            onError: reject,
          } as never);
        },
      );
      expect(seen.connected).toBe(true);
      expect(seen.status).toBe(200);
      // Raw headers as name, value, name, value… (upstream/http.ts reads `retry-after` from them).
      expect(seen.headers).toEqual(expect.arrayContaining(["x-echo", "GET"]));
      expect(seen.headers[seen.headers.indexOf("x-echo") + 1]).toBe("GET");
      expect(seen.body).toBe("GET /records?x=1 ");
    });

    it("lib/api/api-request.js is the `request` undici's index installs on every dispatcher, and answers as src/twins/rpc/json-rpc.ts reads it", async () => {
      expect(request).toBe((Undici.Dispatcher.prototype as unknown as { request: unknown }).request);
      const pool = new Pool(origin, { connections: 1, keepAliveTimeout: 1_000, headersTimeout: 0, bodyTimeout: 0 });
      onDispose(() => pool.close());
      const post = (path: string, signal: AbortSignal) =>
        request.call(pool, {
          origin,
          path,
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "[1]",
          signal,
        });

      const ok = await post("/rpc", AbortSignal.timeout(5_000));
      expect({ status: ok.statusCode, text: await ok.body.text() }).toEqual({ status: 200, text: "POST /rpc [1]" });
      const teapot = await post("/teapot", AbortSignal.timeout(5_000));
      expect({ status: teapot.statusCode, text: await teapot.body.text() }).toEqual({ status: 418, text: "POST /teapot [1]" });
      // The transport tells a timeout from an outage by its signal: the request must reject once it fires.
      const signal = AbortSignal.timeout(50);
      await expect(post("/slow", signal)).rejects.toThrow();
      expect(signal.aborted).toBe(true);
    });
  });

  it("ajv/dist/2020.js's default export is the draft 2020-12 class src/twins/wire/fast-reader.ts builds, with its own formats", async () => {
    // Imported as the reader imports it: dynamically, the class taken from `default` (the bundle's chunk has nothing else).
    const module = await import("ajv/dist/2020.js");
    const Ajv = module.default as unknown as typeof module.Ajv2020;
    const check = new Ajv({ strict: false })
      .addFormat("test-format", (value: string) => value === "ok")
      .compile({
        $schema: "https://json-schema.org/draft/2020-12/schema",
        type: "object",
        properties: { a: { type: "string", format: "test-format" } },
        required: ["a"],
      });
    expect([check({ a: "ok" }), check({ a: "no" }), check({})]).toEqual([true, false, false]);
  });

  describe("rate-limiter-flexible", () => {
    it("lib/RateLimiterRes.js is the index's class, made and read as src/security/rate-limit.ts does", () => {
      expect(RateLimiterRes).toBe(RateLimiterFlexible.RateLimiterRes);
      const res = new RateLimiterRes(0, 1_500, 3, false);
      expect({
        msBeforeNext: res.msBeforeNext,
        remainingPoints: res.remainingPoints,
        consumedPoints: res.consumedPoints,
      }).toEqual({
        msBeforeNext: 1_500,
        remainingPoints: 0,
        consumedPoints: 3,
      });
    });

    it("lib/RateLimiterRedis.js is the index's class, and rejects a spent budget with that RateLimiterRes on a real Redis", async () => {
      expect(RateLimiterRedis).toBe(RateLimiterFlexible.RateLimiterRedis);
      const redis = new Redis(inject("redisUrl"));
      const keyPrefix = testKeyPrefix("deep-imports");
      onDispose(async () => {
        const keys = await redis.keys(`${keyPrefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      });
      await redis.ping(); // ready: the store refuses to queue commands (`rejectIfRedisNotReady`), as src/ sets it
      const budget = new RateLimiterRedis({
        storeClient: redis,
        keyPrefix,
        points: 1,
        duration: 60,
        rejectIfRedisNotReady: true,
      });
      await budget.consume("caller");
      const refused: unknown = await budget.consume("caller").catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(RateLimiterRes);
      expect((refused as InstanceType<typeof RateLimiterRes>).msBeforeNext).toBeGreaterThan(55_000);
    });
  });
});
