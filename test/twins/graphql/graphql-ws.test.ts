import { beforeAll, describe, expect, it } from "vitest";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { onDispose } from "../../utils/disposers.js";
import { startGateway, type GatewayHandle } from "../../utils/gateway.js";

let gw: GatewayHandle;
beforeAll(async () => {
  gw = await startGateway();
});

const wsUrl = () => `${gw.url.replace(/^http/, "ws")}/graphql`;
const timeouts = () => process.getActiveResourcesInfo().filter((r) => r === "Timeout").length;

/** A graphql-ws client that connects (and sends `connection_init`) at once; resolves once acknowledged. */
function connected(): Promise<void> {
  const client = createClient({ url: wsUrl(), webSocketImpl: WebSocket, lazy: false, retryAttempts: 0 });
  onDispose(() => client.dispose());
  return new Promise((resolve, reject) => {
    client.on("connected", () => resolve());
    client.on("closed", (event) => reject(new Error(`closed: ${JSON.stringify(event)}`)));
  });
}

describe("graphql-ws connections", () => {
  it("hold no timer each: a hundred acknowledged connections add none (one heartbeat serves them)", async () => {
    await connected();
    const before = timeouts();
    await Promise.all(Array.from({ length: 100 }, connected));
    expect(timeouts() - before).toBeLessThan(5);
  });

  it("are closed with 4408 when no connection_init comes", async () => {
    const socket = new WebSocket(wsUrl(), "graphql-transport-ws");
    onDispose(() => socket.terminate());
    const [code, reason] = await new Promise<[number, string]>((resolve) =>
      socket.once("close", (c: number, r: Buffer) => resolve([c, String(r)])),
    );
    expect({ code, reason }).toEqual({ code: 4408, reason: "Connection initialisation timeout" });
  });

  // The gateway parses each message before graphql-ws (so it keeps no subscribe message text):
  // what is not a JSON object is still refused as graphql-ws refuses it, a JSON string included.
  it.each([
    ["text that is not JSON", "connection_init"],
    ["a JSON string holding a message", JSON.stringify(JSON.stringify({ type: "connection_init" }))],
    ["JSON null", "null"],
  ])("are closed with 4400 on %s", async (_what, message) => {
    const socket = new WebSocket(wsUrl(), "graphql-transport-ws");
    onDispose(() => socket.terminate());
    socket.once("open", () => socket.send(message));
    const [code, reason] = await new Promise<[number, string]>((resolve) =>
      socket.once("close", (c: number, r: Buffer) => resolve([c, String(r)])),
    );
    expect({ code, reason }).toEqual({ code: 4400, reason: "Invalid message received" });
  });
});
