import { request } from "node:http";
import { Readable } from "node:stream";
import type { ExecutionResult } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { createGateway } from "../../src/gateway.js";
import { createLogger } from "../../src/observability/logger.js";
import { graphql } from "../gql/index.js";
import { onDispose } from "../utils/disposers.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";
import { startSandbox, type SandboxHandle } from "../utils/sandbox.js";
import { subscribeWs, wsClient } from "../utils/subscriptions.js";
import { freePort } from "../utils/net.js";
import { WebSocket } from "ws";

const SecurityPing = graphql(`
  query SecurityPing {
    webhookPublicKey
  }
`);

type Answer = { status: number; body: ExecutionResult; text: string };

async function answer(res: Response): Promise<Answer> {
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as ExecutionResult };
}

const codes = (a: Answer) => (a.body.errors ?? []).map((e) => e.extensions?.code);

describe("operation limits", () => {
  let sandbox: SandboxHandle;
  let gw: GatewayHandle;
  beforeAll(async () => {
    sandbox = await startSandbox();
    gw = await startGateway({ sandbox });
  });

  async function stillServes(): Promise<void> {
    const ok = await gw.gql(SecurityPing);
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.webhookPublicKey).toMatch(/^[A-Za-z0-9+/=]+$/);
  }

  it("refuses a 50-level-deep query with MAX_DEPTH_EXCEEDED and keeps serving", async () => {
    let selection = "webhookPublicKey";
    for (let i = 0; i < 49; i++) selection = `nested { ${selection} }`;
    const a = await answer(await gw.post({ query: `{ ${selection} }` }));
    expect(a.status).toBe(400);
    expect(codes(a)).toContain("MAX_DEPTH_EXCEEDED");
    expect(a.body.errors?.find((e) => e.extensions?.code === "MAX_DEPTH_EXCEEDED")?.message).toBe(
      "Query depth limit of 10 exceeded, found 50.",
    );
    await stillServes();
  });

  it("refuses a 1,000-alias query with MAX_ALIASES_EXCEEDED before any upstream call", async () => {
    await sandbox.resetStats();
    const query = `{ ${Array.from({ length: 1000 }, (_, i) => `k${i}: webhookPublicKey`).join(" ")} }`;
    const a = await answer(await gw.post({ query }));
    expect(a.status).toBe(400);
    expect(a.body.errors).toEqual([
      { message: "Aliases limit of 30 exceeded, found 1000.", extensions: { code: "MAX_ALIASES_EXCEEDED" } },
    ]);
    expect((await sandbox.stats()).requests).toEqual({});
    await stillServes();
  });

  // Regression: armor's default allow-list exempted `__typename`, so these were served at a limit of 30.
  it("counts 1,000 aliases of __typename against the alias limit", async () => {
    const query = `{ ${Array.from({ length: 1000 }, (_, i) => `t${i}: __typename`).join(" ")} }`;
    const a = await answer(await gw.post({ query }));
    expect(a.status).toBe(400);
    expect(a.body.data).toBeUndefined();
    expect(a.body.errors).toEqual([
      { message: "Aliases limit of 30 exceeded, found 1000.", extensions: { code: "MAX_ALIASES_EXCEEDED" } },
    ]);
    const unaliased = await answer(await gw.post({ query: "{ __typename webhookPublicKey }" }));
    expect(unaliased.body.errors).toBeUndefined();
  });

  it("stops parsing a document over the token limit with MAX_TOKENS_EXCEEDED", async () => {
    const a = await answer(await gw.post({ query: `{ ${"__typename ".repeat(6000)}}` }));
    expect(a.status).toBe(400);
    expect(a.body.errors).toEqual([{ message: "Token limit of 5000 exceeded.", extensions: { code: "MAX_TOKENS_EXCEEDED" } }]);
    await stillServes();
  });

  it("refuses a 10 MB body with 413 PAYLOAD_TOO_LARGE and keeps serving", async () => {
    const body = JSON.stringify({ query: "{ webhookPublicKey }", variables: { padding: "x".repeat(10 * 1024 * 1024) } });
    const a = await answer(
      await fetch(`${gw.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body }),
    );
    expect(a.status).toBe(413);
    expect(a.body.errors).toEqual([
      { message: "Request body is larger than 1048576 bytes.", extensions: { code: "PAYLOAD_TOO_LARGE", maxBytes: 1048576 } },
    ]);
    await stillServes();
  });

  it("refuses a chunked body (no Content-Length) once it passes the limit", async () => {
    // node:http rather than fetch: the server answers and closes while the client is still sending.
    const a = await new Promise<Answer>((resolve, reject) => {
      const req = request(`${gw.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" } });
      const chunk = Buffer.alloc(64 * 1024, "x");
      let sent = 0;
      const pump = () => {
        while (sent < 160 && !req.destroyed) {
          sent++;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        req.end();
      };
      req.on("response", (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text, body: JSON.parse(text) as ExecutionResult }));
      });
      // Writes after the server closed the connection fail; the answer has already arrived by then.
      req.on("error", (err) => setTimeout(() => reject(err), 1_000).unref());
      pump();
    });
    expect(a.status).toBe(413);
    expect(codes(a)).toEqual(["PAYLOAD_TOO_LARGE"]);
    await stillServes();
  });

  it("runs a chunked body under the limit", async () => {
    const payload = Buffer.from(JSON.stringify({ query: "{ webhookPublicKey }" }));
    const a = await answer(
      await fetch(`${gw.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: Readable.toWeb(Readable.from([payload.subarray(0, 10), payload.subarray(10)])) as ReadableStream,
        duplex: "half",
      } as RequestInit),
    );
    expect(a.status).toBe(200);
    expect(a.body.errors).toBeUndefined();
  });

  it("applies the limits to graphql-ws operations too", async () => {
    const client = wsClient(gw.url);
    const deep = subscribeWs(
      client,
      graphql(`
        query SecurityTooManyAliases {
          a1: webhookPublicKey
          a2: webhookPublicKey
          a3: webhookPublicKey
          a4: webhookPublicKey
          a5: webhookPublicKey
          a6: webhookPublicKey
          a7: webhookPublicKey
          a8: webhookPublicKey
          a9: webhookPublicKey
          a10: webhookPublicKey
          a11: webhookPublicKey
          a12: webhookPublicKey
          a13: webhookPublicKey
          a14: webhookPublicKey
          a15: webhookPublicKey
          a16: webhookPublicKey
          a17: webhookPublicKey
          a18: webhookPublicKey
          a19: webhookPublicKey
          a20: webhookPublicKey
          a21: webhookPublicKey
          a22: webhookPublicKey
          a23: webhookPublicKey
          a24: webhookPublicKey
          a25: webhookPublicKey
          a26: webhookPublicKey
          a27: webhookPublicKey
          a28: webhookPublicKey
          a29: webhookPublicKey
          a30: webhookPublicKey
          a31: webhookPublicKey
        }
      `),
    );
    const refused = await deep.next();
    expect(refused.errors?.map((e) => e.extensions?.code)).toEqual(["MAX_ALIASES_EXCEEDED"]);
    const ping = await subscribeWs(client, SecurityPing).next();
    expect(ping.data?.webhookPublicKey).toBeTruthy();
  });

  it("closes a graphql-ws connection whose message is over the body limit, before reading it", async () => {
    const socket = new WebSocket(`${gw.url.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws");
    await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
    socket.send(JSON.stringify({ type: "connection_init" }));
    await new Promise((resolve) => socket.once("message", resolve));
    const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));
    const padding = "x".repeat(2 * 1024 * 1024);
    socket.send(
      JSON.stringify({ id: "1", type: "subscribe", payload: { query: "{ webhookPublicKey }", variables: { padding } } }),
    );
    // 1009 "message too big": the same 1 MiB limit as an HTTP body, not ws's default 100 MiB.
    expect(await closed).toBe(1009);
    await stillServes();
  });

  it("hides field suggestions, which would map the schema for someone without introspection", async () => {
    const a = await answer(await gw.post({ query: "{ webhookPublicKe }" }));
    expect(a.status).toBe(400);
    expect(a.text).not.toContain("Did you mean");
    expect(a.body.errors?.[0]?.message).toBe('Cannot query field "webhookPublicKe" on type "Query". [Suggestion hidden]');
  });

  it("suggests fields in sandbox mode (no BRIDGE_API_URL), where they help a developer and hide nothing", async () => {
    // As main.ts does it: the config read without BRIDGE_API_URL, then pointed at the sandbox it started.
    const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent" });
    expect(config.security.fieldSuggestions).toBe(true);
    const local = await createGateway(
      { ...config, bridgeApiUrl: sandbox.url, bridgeApiKey: sandbox.apiKey },
      { logger: createLogger("silent") },
    );
    onDispose(() => local.stop());
    const { url } = await local.start();
    const res = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/graphql-response+json" },
      body: JSON.stringify({ query: "{ webhookPublicKe }" }),
    });
    const a = await answer(res);
    expect(a.status).toBe(400);
    expect(a.body.errors?.[0]?.message).toBe(
      'Cannot query field "webhookPublicKe" on type "Query". Did you mean "webhookPublicKey"?',
    );
  });

  it("answers malformed JSON with a plain BAD_REQUEST and no parser detail", async () => {
    const a = await answer(
      await fetch(`${gw.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/graphql-response+json" },
        body: '{"query": "{ webhookPublicKey }", "x": SECRET',
      }),
    );
    expect(a.status).toBe(400);
    expect(a.body.errors).toEqual([{ message: "POST body sent invalid JSON.", extensions: { code: "BAD_REQUEST" } }]);
    expect(a.text).not.toContain("SECRET");
  });

  it("allows introspection by default", async () => {
    const a = await answer(await gw.post({ query: "{ __schema { queryType { name } } }" }));
    expect(a.body).toEqual({ data: { __schema: { queryType: { name: "Query" } } } });
  });
});

describe("GRAPHQL_INTROSPECTION=false", () => {
  it("refuses __schema and __type, and still runs ordinary queries", async () => {
    const gw = await startGateway({ env: { GRAPHQL_INTROSPECTION: "false" } });
    for (const query of ["{ __schema { queryType { name } } }", '{ __type(name: "Quote") { name } }']) {
      const a = await answer(await gw.post({ query }));
      expect(a.status).toBe(400);
      expect(a.body.data).toBeUndefined();
      expect(a.body.errors?.[0]?.message).toMatch(/^GraphQL introspection has been disabled/);
    }
    const ok = await gw.gql(SecurityPing);
    expect(ok.data?.webhookPublicKey).toBeTruthy();
  });
});

describe("GRAPHQL_MAX_COST", () => {
  it("refuses an operation whose estimated cost is over the limit with MAX_COST_EXCEEDED", async () => {
    const gw = await startGateway({ env: { GRAPHQL_MAX_COST: "20" } });
    const query = `{ depositAddress(address: "0xabc", chain: "ETHEREUM") { status { ... on DepositAddressStatus {
      supportedTokens { symbol address minDepositLimitUsd maxDepositLimitUsd } } } } }`;
    const a = await answer(await gw.post({ query }));
    expect(a.status).toBe(400);
    expect(codes(a)).toEqual(["MAX_COST_EXCEEDED"]);
    expect(a.body.errors?.[0]?.message).toMatch(/^Query Cost limit of 20 exceeded, found \d+/);
  });
});

describe("depositAddresses fans out with no bound in the cost model", () => {
  let gw: GatewayHandle;
  beforeAll(async () => {
    gw = await startGateway();
  });
  const searches = async () => (await gw.sandbox.stats()).requests["GET /sda/deposit-addresses/search"] ?? 0;
  const perAddress = `address status { __typename } completedRefunds { __typename } history(first: 5) { edges { cursor } }`;

  it("refuses every address's status, refunds and history for up to 1000 addresses before any upstream call", async () => {
    await gw.sandbox.resetStats();
    const a = await answer(await gw.post({ query: `{ depositAddresses(search: {}) { ${perAddress} } }` }));
    expect(a.status).toBe(400);
    expect(codes(a)).toEqual(["MAX_COST_EXCEEDED"]);
    // 10 search pages and 3 reads for each of 1000 addresses.
    expect(a.body.errors?.[0]?.message).toMatch(/found \d+ \(3010 upstream calls at most\)/);
    expect(await searches()).toBe(0);
  });

  it("counts the list's largest size when first comes in a variable", async () => {
    const a = await answer(
      await gw.post({
        query: `query($n: Int) { depositAddresses(search: {}, first: $n) { ${perAddress} } }`,
        variables: { n: 5 },
      }),
    );
    expect(codes(a)).toEqual(["MAX_COST_EXCEEDED"]);
  });

  it("serves the same selection bounded by first, reading one search page", async () => {
    await gw.sandbox.resetStats();
    const a = await answer(await gw.post({ query: `{ depositAddresses(search: {}, first: 20) { ${perAddress} } }` }));
    expect(a.body.errors).toBeUndefined();
    expect(await searches()).toBe(1);
  });
});

describe("masked errors", () => {
  // Regression: webhookPublicKey let the raw upstream error through, which yoga masked as "Unexpected error.".
  it("says the upstream is unavailable, with its code, without its URL, the API key or a stack", async () => {
    const deadPort = await freePort();
    const deadUrl = `http://127.0.0.1:${deadPort}`;
    const gw = await startGateway({ env: { BRIDGE_API_URL: deadUrl, UPSTREAM_RETRIES: "0" } });
    const a = await answer(await gw.post({ query: "{ webhookPublicKey }" }));
    expect(a.body.errors?.length).toBeGreaterThan(0);
    expect(codes(a).every((c) => typeof c === "string" && c.startsWith("UPSTREAM_"))).toBe(true);
    expect(a.text).not.toContain("Unexpected error.");
    for (const secret of [deadUrl, String(deadPort), gw.config.bridgeApiKey!, "    at ", "stack", "ECONNREFUSED"]) {
      expect(a.text).not.toContain(secret);
    }
  });
});
