import { randomBytes } from "node:crypto";
import { print } from "graphql";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { graphql } from "../gql/index.js";
import { spawnGateway } from "../utils/gateway-process.js";
import { startSandbox } from "../utils/sandbox.js";

const ShutdownLookup = graphql(`
  query ShutdownLookup($hash: String!) {
    transactionByWithdrawHash(withdrawTxHash: $hash) {
      __typename
    }
  }
`);

const HISTORY = "GET /bridge/history/bridge/by-withdraw-hash/:withdrawTxHash";

function lookup(url: string, headers: Record<string, string> = {}) {
  return fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query: print(ShutdownLookup), variables: { hash: `0x${randomBytes(32).toString("hex")}` } }),
  });
}

describe("the gateway process", () => {
  it("on SIGTERM finishes 100 requests in flight, closes WebSockets with 1001, exits 0, and never logs a secret", async () => {
    const sandbox = await startSandbox();
    const gw = await spawnGateway({
      BRIDGE_API_URL: sandbox.url,
      BRIDGE_API_KEY: sandbox.apiKey,
      LOG_LEVEL: "debug",
      UPSTREAM_CONNECTIONS: "128",
      UPSTREAM_CONCURRENCY: "128",
    });
    const callerJwt = await sandbox.getJwt();
    expect((await lookup(gw.url)).status).toBe(200);
    expect((await lookup(gw.url, { authorization: `Bearer ${callerJwt}` })).status).toBe(200);
    const forged = await fetch(`${gw.url}/webhooks/bridge`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-rhino-signature": "ab".repeat(256),
        authorization: `Bearer ${callerJwt}`,
      },
      body: JSON.stringify({ event: { _tag: "BRIDGE_ACCEPTED" }, eventId: "e1", ts: 1 }),
    });
    expect(forged.status).toBe(401);
    expect(forged.headers.get("x-request-id")).toBeTruthy();

    const socket = new WebSocket(`${gw.url.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws");
    const closeCode = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));
    await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
    // An acknowledged connection: graphql-ws would otherwise close it itself (4408) after its init timeout.
    const acked = new Promise((resolve) => socket.once("message", resolve));
    socket.send(JSON.stringify({ type: "connection_init" }));
    expect(JSON.parse(String(await acked))).toEqual({ type: "connection_ack" });

    await sandbox.setFaults({ latencyMs: 1500 });
    await sandbox.resetStats();
    const inFlight = Array.from({ length: 100 }, () => lookup(gw.url));
    await expect.poll(async () => (await sandbox.stats()).requests[HISTORY] ?? 0, { timeout: 5000, interval: 50 }).toBe(100);

    gw.signal("SIGTERM");
    const answers = await Promise.all(inFlight.map(async (r) => ((await r).status === 200 ? await (await r).json() : undefined)));
    expect(answers.filter((a) => a?.data?.transactionByWithdrawHash?.__typename === "HistoryNotFound")).toHaveLength(100);
    expect(await closeCode).toBe(1001);
    expect(await gw.exited).toBe(0);
    await expect(lookup(gw.url)).rejects.toThrow();

    const logs = gw.lines.join("\n");
    expect(logs).toContain('"operation":"ShutdownLookup"');
    expect(gw.lines.some((l) => l.includes('"requestId"') && l.includes("webhook rejected"))).toBe(true);
    expect(logs).not.toContain(sandbox.apiKey);
    expect(logs).not.toContain(callerJwt);
    expect(logs).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
  });
});
