import { randomBytes } from "node:crypto";
import { Agent, request } from "node:http";
import { print } from "graphql";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { graphql } from "../gql/index.js";
import { onDispose } from "../utils/disposers.js";
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

/** An SSE subscription to one transfer's events on a connection of its own: the raw body, and when it ended. */
function openSse(url: string) {
  const got = { body: "", ended: Promise.resolve() };
  got.ended = new Promise<void>((resolve, reject) => {
    const req = request(`${url}/graphql`, {
      method: "POST",
      agent: false,
      headers: { "content-type": "application/json", accept: "text/event-stream" },
    });
    req.on("error", reject);
    req.on("response", (res) => {
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (got.body += chunk));
      res.on("end", resolve);
      res.on("error", reject);
    });
    req.end(
      JSON.stringify({
        query: 'subscription ShutdownStream { transactionEvents(filter: { quoteId: "shutdown-quote" }) { eventId } }',
      }),
    );
  });
  return got;
}

const CLIENTS = 200;
const QUERY = "query KeepAliveLookup($hash: String!) { transactionByWithdrawHash(withdrawTxHash: $hash) { __typename } }";

/** How one request ended, in the terms of the brief. */
type Outcome =
  /** A whole response arrived (any status). */
  | { kind: "response"; status: number; connection: string | undefined; at: number }
  /** The connection was refused: nothing was written, the client may go elsewhere. */
  | { kind: "refused"; at: number }
  /** The request was sent and then the socket was reset or hung up, or no answer came: lost. */
  | { kind: "lost"; error: string; at: number };

/** One POST on `agent`'s keep-alive socket. */
function send(url: string, agent: Agent): Promise<Outcome> {
  const body = JSON.stringify({ query: QUERY, variables: { hash: `0x${randomBytes(32).toString("hex")}` } });
  return new Promise((resolve) => {
    const req = request(
      `${url}/graphql`,
      {
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        timeout: 15_000,
      },
      (res) => {
        res.resume();
        res.once("end", () =>
          resolve({ kind: "response", status: res.statusCode ?? 0, connection: res.headers.connection, at: Date.now() }),
        );
        res.once("error", (err) => resolve({ kind: "lost", error: `response: ${err.message}`, at: Date.now() }));
      },
    );
    req.once("timeout", () => req.destroy(new Error("no answer within 15 s")));
    req.once("error", (err: NodeJS.ErrnoException) =>
      resolve(
        err.code === "ECONNREFUSED"
          ? { kind: "refused", at: Date.now() }
          : { kind: "lost", error: err.code ?? err.message, at: Date.now() },
      ),
    );
    req.end(body);
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

    const sse = openSse(gw.url);
    // Its first message (the transfer's state, not known yet), then it stays open.
    await expect.poll(() => sse.body.includes("event: next")).toBe(true);

    await sandbox.setFaults({ latencyMs: 1500 });
    await sandbox.resetStats();
    const inFlight = Array.from({ length: 100 }, () => lookup(gw.url));
    await expect.poll(async () => (await sandbox.stats()).requests[HISTORY] ?? 0, { timeout: 5000, interval: 50 }).toBe(100);

    expect(sse.body).not.toContain("event: complete");
    gw.signal("SIGTERM");
    const answers = await Promise.all(inFlight.map(async (r) => ((await r).status === 200 ? await (await r).json() : undefined)));
    expect(answers.filter((a) => a?.data?.transactionByWithdrawHash?.__typename === "HistoryNotFound")).toHaveLength(100);
    expect(await closeCode).toBe(1001);
    // The drain ends an open SSE stream with yoga's complete event (src/twins/graphql/sse-streams.ts writes it).
    await sse.ended;
    expect(sse.body).toMatch(/^:\n\nevent: next\ndata: \{.*\}\n\n(:\n\n)*event: complete\ndata:\n\n$/);
    expect(await gw.exited).toBe(0);
    await expect(lookup(gw.url)).rejects.toThrow();

    const logs = gw.lines.join("\n");
    expect(logs).toContain('"operation":"ShutdownLookup"');
    expect(gw.lines.some((l) => l.includes('"requestId"') && l.includes("webhook rejected"))).toBe(true);
    expect(logs).not.toContain(sandbox.apiKey);
    expect(logs).not.toContain(callerJwt);
    expect(logs).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
  }, 60_000);

  // Regression: with 200 busy keep-alive clients, 116 requests sent just before or during the
  // shutdown got no response at all: idle keep-alive sockets were destroyed while the clients'
  // next requests were already on their way, and responses still said keep-alive.
  it("answers every request 200 keep-alive clients send through a SIGTERM, or refuses the connection cleanly", async () => {
    const sandbox = await startSandbox();
    const gw = await spawnGateway({
      BRIDGE_API_URL: sandbox.url,
      BRIDGE_API_KEY: sandbox.apiKey,
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "0",
      UPSTREAM_CONNECTIONS: "256",
      UPSTREAM_CONCURRENCY: "16",
    });
    // Every request spends a while upstream, so plenty are in flight when the signal lands.
    await sandbox.setFaults({ latencyMs: 200 });

    const outcomes: Outcome[] = [];
    let signalledAt = Infinity;
    const served = new Set<number>();
    const clients = Array.from({ length: CLIENTS }, async (_, id) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      onDispose(() => agent.destroy());
      // Busy until the gateway is gone: each client sends its next request as soon as the last one ends.
      for (;;) {
        const outcome = await send(gw.url, agent);
        outcomes.push(outcome);
        if (outcome.kind === "response") served.add(id);
        if (outcome.kind === "refused" || (outcome.kind === "lost" && outcome.at > signalledAt + 20_000)) return;
      }
    });

    // Every client connected and answered at least once: 200 kept-alive connections are busy.
    await expect.poll(() => served.size, { timeout: 20_000, interval: 20 }).toBe(CLIENTS);
    signalledAt = Date.now();
    gw.signal("SIGTERM");
    await Promise.all(clients);
    const exitCode = await gw.exited;
    const exitedAfterMs = Date.now() - signalledAt;

    const responses = outcomes.filter((o) => o.kind === "response");
    const lost = outcomes.filter((o) => o.kind === "lost");
    const drained = responses.filter((o) => o.at >= signalledAt);
    process.stdout.write(
      `keep-alive shutdown: ${outcomes.length} requests, ${responses.length} answered (${drained.length} after SIGTERM, ` +
        `${drained.filter((o) => o.connection === "close").length} of them with Connection: close), ` +
        `${outcomes.length - responses.length - lost.length} refused, ${lost.length} lost; exited ${exitedAfterMs} ms after SIGTERM\n`,
    );
    expect(lost.map((o) => `${o.error} at +${o.at - signalledAt} ms`)).toEqual([]);
    expect(responses.every((o) => o.status === 200)).toBe(true);
    // The drain happened under load and told the clients to leave, rather than cutting them off.
    expect(drained.filter((o) => o.connection === "close").length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.kind === "refused")).toHaveLength(CLIENTS);
    expect(exitCode).toBe(0);
  }, 60_000);
});
