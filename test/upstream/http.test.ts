import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { UpstreamBadResponse, UpstreamTimeout, UpstreamUnavailable } from "../../src/upstream/errors.js";
import { createUpstreamHttp, type UpstreamHttp } from "../../src/upstream/http.js";
import { upstreamRoute } from "../../src/upstream/path.js";
import { onDispose } from "../utils/disposers.js";
import { startSandbox, type SandboxHandle } from "../utils/sandbox.js";

const KEY_PATH = upstreamRoute("GET", "/webhook/public-key").at({}).path;
const KEY_ROUTE = "GET /webhook/public-key";
let sandbox: SandboxHandle;

function transport(overrides: Partial<Parameters<typeof createUpstreamHttp>[0]> = {}): UpstreamHttp {
  const http = createUpstreamHttp({ baseUrl: sandbox.url, timeoutMs: 2000, retries: 2, connections: 4, ...overrides });
  onDispose(() => http.close());
  return http;
}

beforeAll(async () => {
  sandbox = await startSandbox();
});

afterEach(async () => {
  await sandbox.clearOverrides();
  await sandbox.clearFaults();
  await sandbox.resetStats();
});

describe("the upstream transport", () => {
  it("retries a GET that met a 503, and succeeds", async () => {
    await sandbox.override({ method: "GET", path: KEY_PATH, status: 503, body: { _tag: "ServiceUnavailable" }, times: 2 });
    const key = await transport().request({ method: "GET", path: KEY_PATH, route: KEY_ROUTE });
    expect(typeof key).toBe("string");
    expect((await sandbox.stats()).requests[KEY_ROUTE]).toBe(3);
  });

  it("gives up after its retries with UpstreamUnavailable", async () => {
    await sandbox.override({ method: "GET", path: KEY_PATH, status: 502, rawBody: "bad gateway", times: 5 });
    await expect(transport({ retries: 1 }).request({ method: "GET", path: KEY_PATH, route: KEY_ROUTE })).rejects.toBeInstanceOf(
      UpstreamUnavailable,
    );
    expect((await sandbox.stats()).requests[KEY_ROUTE]).toBe(2);
  });

  it("never retries a POST, which may not be idempotent", async () => {
    const { path } = upstreamRoute("POST", "/bridge/quote/commit/:quoteId").at({ quoteId: "q1" });
    await sandbox.override({ method: "POST", path, status: 503, body: { _tag: "ServiceUnavailable" }, times: 3 });
    await expect(
      transport().request({ method: "POST", path, route: "POST /bridge/quote/commit/:quoteId" }),
    ).rejects.toBeInstanceOf(UpstreamUnavailable);
    expect((await sandbox.stats()).requests["POST /bridge/quote/commit/:quoteId"]).toBe(1);
  });

  it("does not retry a 500, which is not a gateway error", async () => {
    await sandbox.override({ method: "GET", path: KEY_PATH, status: 500, body: { _tag: "Boom" }, times: 3 });
    await expect(transport().request({ method: "GET", path: KEY_PATH, route: KEY_ROUTE })).rejects.toBeInstanceOf(
      UpstreamUnavailable,
    );
    expect((await sandbox.stats()).requests[KEY_ROUTE]).toBe(1);
  });

  it("fails with UpstreamTimeout when the upstream hangs past the deadline, without retrying", async () => {
    await sandbox.setFaults({ timeoutRate: 1 });
    const started = Date.now();
    await expect(
      transport({ timeoutMs: 300 }).request({ method: "GET", path: KEY_PATH, route: KEY_ROUTE }),
    ).rejects.toBeInstanceOf(UpstreamTimeout);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("fails with UpstreamTimeout and closes the connection when the answer's body stalls after its headers", async () => {
    // The sandbox answers whole bodies; this upstream sends the headers and half a body, then nothing.
    const stalling = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": "100" });
      res.write('{"publicKey":');
    });
    await new Promise<void>((resolve) => stalling.listen(0, "127.0.0.1", resolve));
    onDispose(() => new Promise<void>((resolve) => stalling.close(() => resolve())));
    const closed = new Promise<void>((resolve) =>
      stalling.on("connection", (socket) => {
        onDispose(() => socket.destroy());
        socket.once("close", () => resolve());
      }),
    );
    const { port } = stalling.address() as AddressInfo;
    const started = Date.now();
    await expect(
      transport({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 300, retries: 0 }).request({
        method: "GET",
        path: KEY_PATH,
        route: KEY_ROUTE,
      }),
    ).rejects.toBeInstanceOf(UpstreamTimeout);
    // The half-read connection is closed, not kept for the next request.
    await closed;
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("reports a 2xx body that is not JSON as UpstreamBadResponse", async () => {
    await sandbox.override({ method: "GET", path: KEY_PATH, status: 200, rawBody: "<html>" });
    await expect(transport().request({ method: "GET", path: KEY_PATH, route: KEY_ROUTE })).rejects.toBeInstanceOf(
      UpstreamBadResponse,
    );
  });

  it("reports an unreachable upstream as UpstreamUnavailable, naming no credential", async () => {
    const http = createUpstreamHttp({ baseUrl: "http://127.0.0.1:1", timeoutMs: 1000, retries: 0, connections: 1 });
    onDispose(() => http.close());
    const err = await http
      .request({ method: "GET", path: KEY_PATH, route: KEY_ROUTE, authorization: "Bearer secret-jwt" })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UpstreamUnavailable);
    expect(String((err as Error).message)).not.toContain("secret-jwt");
  });
});
