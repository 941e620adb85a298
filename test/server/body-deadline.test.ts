import { connect, type Socket } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";
import { metricValue } from "../utils/metrics.js";

const DEADLINE_MS = 600;
const EXCEEDED = "gateway_http_body_deadline_exceeded_total";

/** A raw connection that collects what the server sends and notes when it closes. */
interface RawClient {
  socket: Socket;
  /** Everything received so far. */
  received(): string;
  /** Resolves what was received once the server closed the connection. */
  closed: Promise<string>;
}

async function rawClient(url: string): Promise<RawClient> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  await new Promise((resolve) => socket.once("connect", resolve));
  let text = "";
  socket.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
  socket.on("error", () => {});
  const closed = new Promise<string>((resolve) => socket.once("close", () => resolve(text)));
  return { socket, received: () => text, closed };
}

/** Fails instead of waiting forever: on node's default (300 s) no answer comes in a test's lifetime. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms)),
  ]);
}

const head = (path: string, length: number, type = "application/json") =>
  `POST ${path} HTTP/1.1\r\nhost: localhost\r\ncontent-type: ${type}\r\ncontent-length: ${length}\r\n\r\n`;

describe("a request body that does not arrive in time", () => {
  let gw: GatewayHandle;
  beforeAll(async () => {
    gw = await startGateway({ env: { BODY_DEADLINE_MS: String(DEADLINE_MS) } });
  });

  it("is answered 408 on the webhook route when it trickles in a few bytes at a time, and the connection closed", async () => {
    const before = await metricValue(gw.url, EXCEEDED);
    const client = await rawClient(gw.url);
    client.socket.write(head(gw.config.webhookPath, 4096));
    // 8 bytes every 100 ms: 4 KB would take 50 s. Bounded, and stops once the server hung up.
    const trickle = setInterval(() => {
      if (!client.socket.destroyed) client.socket.write('{"event"');
    }, 100);
    try {
      const text = await within(client.closed, 10_000, "the connection was not closed");
      expect(text).toMatch(/^HTTP\/1\.1 408 /);
      expect(text.toLowerCase()).toContain("connection: close");
    } finally {
      clearInterval(trickle);
    }
    expect(await metricValue(gw.url, EXCEEDED)).toBe(before + 1);
  });

  it("is answered 408 on /graphql when it stops short of its Content-Length, and the connection closed", async () => {
    const before = await metricValue(gw.url, EXCEEDED);
    const client = await rawClient(gw.url);
    client.socket.write(head("/graphql", 1000) + '{"query":"{ webhookPublicKey }"');
    const text = await within(client.closed, 10_000, "the connection was not closed");
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(text.slice(text.indexOf("\r\n\r\n") + 4))).toEqual({
      error: `The request did not arrive whole within ${DEADLINE_MS} ms.`,
    });
    expect(await metricValue(gw.url, EXCEEDED)).toBe(before + 1);
  });

  it("leaves a body that arrives whole alone, and the connection open for the next request", async () => {
    const client = await rawClient(gw.url);
    const body = JSON.stringify({ query: "{ __typename }" });
    client.socket.write(head("/graphql", Buffer.byteLength(body)) + body);
    await expect.poll(() => client.received(), { timeout: 10_000 }).toContain('{"data":{"__typename":"Query"}}');
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 /);
    // Past the deadline, the idle keep-alive connection was not cut: a second request is answered on it.
    await new Promise((resolve) => setTimeout(resolve, DEADLINE_MS * 2));
    expect(client.socket.destroyed).toBe(false);
    client.socket.write(head("/graphql", Buffer.byteLength(body)) + body);
    await expect.poll(() => client.received().split("HTTP/1.1 200 ").length, { timeout: 10_000 }).toBe(3);
    client.socket.destroy();
  });
});
