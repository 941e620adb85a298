import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSandbox } from "../../packages/sandbox/src/app.js";
import { defaultSandboxConfig } from "../../packages/sandbox/src/config.js";
import { onDispose } from "../utils/disposers.js";
import { SandboxControlError, callApi, pollUntil, startSandbox, type SandboxHandle } from "../utils/sandbox.js";

let sb: SandboxHandle;
let jwt: string;
const HASH = `0x${"9".repeat(64)}`;

beforeAll(async () => {
  sb = await startSandbox({ seed: "control-tests" });
  jwt = await sb.getJwt();
});

beforeEach(async () => {
  await sb.clearFaults();
  await sb.clearOverrides();
});

describe("faults", () => {
  it("answers every upstream route with 503 ServiceUnavailable at errorRate 1, leaving /sandbox alone", async () => {
    await sb.setFaults({ errorRate: 1 });
    const res = await sb.api("GET", "/webhook/public-key");
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ _tag: "ServiceUnavailable", message: expect.any(String) });
    expect((await sb.api("POST", "/authentication/auth/apiKey", { body: { apiKey: sb.apiKey } })).status).toBe(503);
    expect((await sb.api("GET", "/sandbox/stats")).status).toBe(200);
    await sb.clearFaults();
    expect((await sb.api("GET", "/webhook/public-key")).status).toBe(200);
  });

  it("uses the configured status for injected errors", async () => {
    await sb.setFaults({ errorRate: 1, status: 502 });
    expect((await sb.api("GET", "/webhook/public-key")).status).toBe(502);
  });

  it("fails a share of requests drawn from the seeded PRNG, replayable with the same seed", async () => {
    const pattern = async (handle: SandboxHandle) => {
      await handle.setFaults({ errorRate: 0.5 });
      const statuses = [];
      for (let i = 0; i < 30; i++) statuses.push((await handle.api("GET", "/webhook/public-key")).status);
      return statuses;
    };
    const [a, b] = await Promise.all([
      pattern(await startSandbox({ seed: "faults" })),
      pattern(await startSandbox({ seed: "faults" })),
    ]);
    expect(a).toEqual(b);
    expect(a.filter((s) => s === 503).length).toBeGreaterThan(0);
    expect(a.filter((s) => s === 200).length).toBeGreaterThan(0);
  });

  it("delays answers by latencyMs", async () => {
    await sb.setFaults({ latencyMs: 150 });
    const started = performance.now();
    expect((await sb.api("GET", "/webhook/public-key")).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(145);
  });

  it("spreads the delays over latencyMs ± latencyJitterMs", async () => {
    // Its own seed: the draws, and so the delays, are the same on every run.
    const handle = await startSandbox({ seed: "jitter-tests" });
    await handle.setFaults({ latencyMs: 300, latencyJitterMs: 250 });
    const delays = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const started = performance.now();
        expect((await handle.api("GET", "/webhook/public-key")).status).toBe(200);
        return performance.now() - started;
      }),
    );
    // A machine can only make an answer later, never earlier: every delay is at least 300 - 250
    // ms, and with a constant 300 ms none would come back in under 200.
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(45);
    expect(delays.filter((ms) => ms < 200).length).toBeGreaterThan(0);
  });

  it("refuses a jitter larger than the latency it spreads", async () => {
    const res = await sb.api("POST", "/sandbox/faults", { body: { latencyMs: 20, latencyJitterMs: 30 } });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string[] }) => i.path[0])).toEqual(["latencyJitterMs"]);
  });

  it("leaves requests unanswered at timeoutRate 1 until the client gives up", async () => {
    await sb.setFaults({ timeoutRate: 1 });
    const error = await sb.api("GET", "/webhook/public-key", { signal: AbortSignal.timeout(200) }).catch((e: unknown) => e);
    expect((error as Error).name).toBe("TimeoutError");
  });

  it("still stops promptly while a request hangs", async () => {
    const config = { ...defaultSandboxConfig(), autoAdvanceMs: 0 };
    const sandbox = createSandbox(config);
    onDispose(() => sandbox.stop());
    const { url } = await sandbox.start(0);
    await callApi(url, "POST", "/sandbox/faults", { body: { timeoutRate: 1 } });
    const hanging = callApi(url, "GET", "/webhook/public-key").catch((e: unknown) => e);
    // The request is known to have arrived once it was counted.
    await pollUntil(
      async () =>
        (await callApi(url, "GET", "/sandbox/stats")).body.requests["GET /webhook/public-key"] === 1 ? true : undefined,
      2000,
      10,
    );
    await sandbox.stop();
    expect(await hanging).toBeInstanceOf(Error);
  });

  it("rejects out-of-range fault settings with a decode error", async () => {
    const res = await sb.api("POST", "/sandbox/faults", { body: { errorRate: 2, timeoutRate: -1, status: 200 } });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string[] }) => i.path[0]).sort()).toEqual(["errorRate", "status", "timeoutRate"]);
  });
});

describe("stats", () => {
  it("counts upstream requests per method and route pattern, keeps each route's latest traceparent, and counts successful auth exchanges", async () => {
    await sb.resetStats();
    const traceparent = `00-${"a1".repeat(16)}-${"b2".repeat(8)}-01`;
    await fetch(`${sb.url}/bridge/history/bridge/by-withdraw-hash/${HASH}`, {
      headers: { authorization: `Bearer ${jwt}`, traceparent },
    });
    await sb.api("GET", `/bridge/history/bridge/by-withdraw-hash/0x${"8".repeat(64)}`, { jwt });
    await sb.api("GET", `/bridge/history/bridge/by-deposit-hash/${HASH}`);
    await sb.api("POST", "/authentication/auth/apiKey", { body: { apiKey: sb.apiKey } });
    await sb.api("POST", "/authentication/auth/apiKey", { body: { apiKey: "wrong" } });
    await sb.api("GET", "/no/such/route");
    await sb.api("GET", "/sandbox/stats");
    expect(await sb.stats()).toEqual({
      requests: {
        "GET /bridge/history/bridge/by-withdraw-hash/:withdrawTxHash": 2,
        "GET /bridge/history/bridge/by-deposit-hash/:depositTxHash": 1,
        "POST /authentication/auth/apiKey": 2,
        "GET *": 1,
      },
      traceparents: { "GET /bridge/history/bridge/by-withdraw-hash/:withdrawTxHash": traceparent },
      authExchanges: 1,
      webhooks: { attempts: 0, delivered: 0, gaveUp: 0, refused: 0 },
    });
    await sb.resetStats();
    expect(await sb.stats()).toEqual({
      requests: {},
      traceparents: {},
      authExchanges: 0,
      webhooks: { attempts: 0, delivered: 0, gaveUp: 0, refused: 0 },
    });
  });

  it("counts requests answered by faults and overrides too", async () => {
    await sb.resetStats();
    await sb.setFaults({ errorRate: 1 });
    await sb.api("GET", "/webhook/public-key");
    await sb.clearFaults();
    await sb.override({ method: "GET", path: "/webhook/public-key", status: 500 });
    await sb.api("GET", "/webhook/public-key");
    expect((await sb.stats()).requests).toEqual({ "GET /webhook/public-key": 2 });
  });
});

describe("overrides", () => {
  it("answers the next request to exactly that method and path with the canned JSON, then behaves normally", async () => {
    await sb.override({
      method: "get",
      path: `/bridge/history/bridge/by-deposit-hash/${HASH}`,
      status: 502,
      body: { _tag: "BadGateway", message: "canned" },
    });
    const canned = await sb.api("GET", `/bridge/history/bridge/by-deposit-hash/${HASH}?x=1`, { jwt });
    expect(canned.status).toBe(502);
    expect(canned.body).toEqual({ _tag: "BadGateway", message: "canned" });
    expect((await sb.api("GET", `/bridge/history/bridge/by-deposit-hash/${HASH}`, { jwt })).body._tag).toBe("HistoryNotFound");
  });

  it("answers a raw non-JSON body `times` times", async () => {
    await sb.override({ method: "GET", path: "/webhook/public-key", status: 200, rawBody: "<html>oops</html>", times: 2 });
    for (let i = 0; i < 2; i++) {
      const res = await sb.api("GET", "/webhook/public-key");
      expect(res.text).toBe("<html>oops</html>");
      expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    }
    expect(typeof (await sb.api("GET", "/webhook/public-key")).body).toBe("string");
  });

  it("can send broken JSON labelled as JSON via headers", async () => {
    await sb.override({
      method: "GET",
      path: "/webhook/public-key",
      status: 200,
      rawBody: "{broken",
      headers: { "content-type": "application/json" },
    });
    const res = await sb.api("GET", "/webhook/public-key");
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.text).toBe("{broken");
  });

  it("is cleared by DELETE /sandbox/overrides", async () => {
    await sb.override({ method: "GET", path: "/webhook/public-key", status: 500 });
    await sb.clearOverrides();
    expect((await sb.api("GET", "/webhook/public-key")).status).toBe(200);
  });

  it("rejects an override with both body and rawBody", async () => {
    const error = await sb.override({ method: "GET", path: "/x", status: 200, body: {}, rawBody: "x" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SandboxControlError);
    expect((error as SandboxControlError).status).toBe(400);
  });
});

describe("HTTP edges", () => {
  it("answers unknown routes and wrong methods with a JSON 404", async () => {
    for (const [method, path] of [
      ["GET", "/nope"],
      ["GET", "/bridge/quote/bridge-swap/user"],
      ["DELETE", "/webhook/public-key"],
    ] as const) {
      const res = await sb.api(method, path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ _tag: "NotFound", message: expect.any(String) });
    }
  });

  it("answers a decode error, not a 500, for a malformed URL escape", async () => {
    const res = await sb.api("GET", "/bridge/swap/calldata/%E0%A4%A");
    expect(res.status).toBe(400);
    expect(res.body._tag).toBe("HttpApiDecodeError");
  });

  it("answers decode errors for bad JSON on the control API", async () => {
    const res = await sb.api("POST", "/sandbox/faults", { rawBody: "{", contentType: "application/json" });
    expect(res.status).toBe(400);
    expect(res.body._tag).toBe("HttpApiDecodeError");
  });

  it("survives a burst of garbage requests and keeps answering", async () => {
    const garbage = ["", "{", "[1,2", "\u0000", "null", "true", '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}'];
    const results = await Promise.all(
      garbage.flatMap((rawBody) => [
        sb.api("POST", "/bridge/quote/bridge-swap/user", { jwt, rawBody, contentType: "application/json" }),
        sb.api("POST", "/sandbox/deposit-addresses", { rawBody, contentType: "application/json" }),
        sb.api("POST", "/authentication/auth/apiKey", { rawBody, contentType: "application/json" }),
      ]),
    );
    for (const res of results) {
      expect(res.status).toBe(400);
      expect(res.body._tag).toBe("HttpApiDecodeError");
    }
    expect((await sb.api("GET", "/webhook/public-key")).status).toBe(200);
  });
});
