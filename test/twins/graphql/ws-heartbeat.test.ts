import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import WebSocket, { WebSocketServer } from "ws";
import { startHeartbeat } from "../../../src/twins/graphql/ws-heartbeat.js";
import { onDispose } from "../../utils/disposers.js";

/** A WebSocket server with the heartbeat; a client connecting with `?init` is initialised at once. */
async function serve(options: { pingIntervalMs: number; initTimeoutMs: number }) {
  const server = createServer();
  const wss = new WebSocketServer({ server });
  const heartbeat = startHeartbeat(wss, options);
  wss.on("connection", (socket, request) => {
    if (request.url?.includes("init")) heartbeat.initialised(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onDispose(async () => {
    heartbeat.stop();
    for (const client of wss.clients) client.terminate();
    await new Promise((resolve) => server.close(resolve));
  });
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    wss,
    async connect(path: string, clientOptions: WebSocket.ClientOptions = {}) {
      const client = new WebSocket(url + path, clientOptions);
      onDispose(() => client.terminate());
      await new Promise((resolve, reject) => client.once("open", resolve).once("error", reject));
      const closed = new Promise<number>((resolve) => client.once("close", resolve));
      let pings = 0;
      client.on("ping", () => pings++);
      return { client, closed, pings: () => pings };
    },
  };
}

const timeouts = () => process.getActiveResourcesInfo().filter((r) => r === "Timeout").length;

describe("the WebSocket heartbeat", () => {
  it("cuts a socket that stops answering pings and keeps one that answers", async () => {
    const { connect } = await serve({ pingIntervalMs: 100, initTimeoutMs: 60_000 });
    const silent = await connect("/?init", { autoPong: false });
    const answering = await connect("/?init");
    // Terminated without a close frame: the client sees 1006.
    expect(await silent.closed).toBe(1006);
    await expect.poll(() => answering.pings(), { timeout: 5000 }).toBeGreaterThanOrEqual(3);
    expect(answering.client.readyState).toBe(WebSocket.OPEN);
  });

  it("closes with 4408 a connection that is never initialised, and not one that is", async () => {
    const { connect } = await serve({ pingIntervalMs: 60_000, initTimeoutMs: 200 });
    const initialised = await connect("/?init");
    const started = Date.now();
    const never = await connect("/");
    expect(await never.closed).toBe(4408);
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    const later = await connect("/");
    expect(await later.closed).toBe(4408);
    expect(initialised.client.readyState).toBe(WebSocket.OPEN);
  });

  it("keeps no timer per socket: a hundred connections add none", async () => {
    const { connect, wss } = await serve({ pingIntervalMs: 100, initTimeoutMs: 60_000 });
    const before = timeouts();
    const clients = await Promise.all(Array.from({ length: 100 }, () => connect("/?init")));
    await expect.poll(() => wss.clients.size).toBe(100);
    // Every socket is pinged, and answers, on the one timer.
    await expect.poll(() => Math.min(...clients.map((c) => c.pings())), { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    expect(timeouts() - before).toBeLessThan(3);
    expect(clients.every((c) => c.client.readyState === WebSocket.OPEN)).toBe(true);
  });
});
