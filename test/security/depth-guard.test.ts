import type { ExecutionResult } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { nestsDeeperThan } from "../../src/security/depth-guard.js";
import { CSRF_HEADER } from "../../src/security/index.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";
import { wsClient } from "../utils/subscriptions.js";

const LEVELS = 3_000;

/**
 * Documents 3,000 levels deep, each under the token limit's reach or close to it: every one
 * overflowed the recursive parser (HTTP 500, `RangeError` in the log) before this guard.
 */
const deepDocuments: Record<string, string> = {
  "selection sets": `{ ${"a { ".repeat(LEVELS)}b${" }".repeat(LEVELS)} }`,
  "list values": `{ a(x: ${"[".repeat(LEVELS)}${"]".repeat(LEVELS)}) }`,
  "object values": `{ a(x: ${"{ a: ".repeat(LEVELS)}1${" }".repeat(LEVELS)}) }`,
};

const REFUSAL = { message: "Document nesting limit of 128 exceeded.", extensions: { code: "MAX_DEPTH_EXCEEDED" } };

describe("deep nesting", () => {
  let gw: GatewayHandle;
  beforeAll(async () => {
    gw = await startGateway();
  });

  async function stillServes(): Promise<void> {
    const ok = await gw.post({ query: "{ webhookPublicKey }" });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as ExecutionResult).errors).toBeUndefined();
  }

  // Regression: 2,000-3,000 levels overflowed the stack (500) before the token limit could stop them.
  it.each(Object.entries(deepDocuments))(
    "refuses 3,000-deep %s over HTTP POST with 400 MAX_DEPTH_EXCEEDED instead of a stack overflow",
    async (_name, query) => {
      const res = await gw.post({ query }, { accept: "application/graphql-response+json" });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ errors: [REFUSAL] });
      await stillServes();
    },
  );

  it("refuses it with 200 MAX_DEPTH_EXCEEDED to a client that accepts only application/json (GraphQL over HTTP)", async () => {
    const res = await gw.post({ query: deepDocuments["selection sets"] }, { accept: "application/json" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ errors: [REFUSAL] });
  });

  it("refuses 3,000-deep nesting over HTTP GET with 400 MAX_DEPTH_EXCEEDED", async () => {
    for (const query of Object.values(deepDocuments)) {
      // Without spaces and with brackets left as they are (the URL parser keeps them in a query
      // string): percent-encoded, 3,000 levels would pass node's 16 KB request-line limit (431).
      const compact = query.replace(/ /g, "");
      const res = await fetch(`${gw.url}/graphql?query=${compact}`, {
        headers: { accept: "application/graphql-response+json", [CSRF_HEADER]: "1" },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ errors: [REFUSAL] });
    }
    await stillServes();
  });

  it("refuses 3,000-deep nesting over SSE with a MAX_DEPTH_EXCEEDED event, as GraphQL over SSE prescribes", async () => {
    for (const query of Object.values(deepDocuments)) {
      const res = await fetch(`${gw.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "text/event-stream" },
        body: JSON.stringify({ query }),
      });
      // The SSE protocol (distinct connections) reports pre-execution errors as a `next` event on an
      // accepted stream: a 400 would make EventSource fail without saying why.
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
      const text = await res.text();
      expect(text).toContain(`event: next\ndata: ${JSON.stringify({ errors: [REFUSAL] })}`);
      expect(text).toContain("event: complete");
    }
    await stillServes();
  });

  it("refuses 3,000-deep nesting over graphql-ws with MAX_DEPTH_EXCEEDED and keeps the socket", async () => {
    const client = wsClient(gw.url);
    const run = (query: string) =>
      new Promise<unknown>((resolve) => {
        client.subscribe({ query }, { next: resolve, error: resolve, complete: () => {} });
      });
    for (const query of Object.values(deepDocuments)) expect(await run(query)).toEqual([REFUSAL]);
    expect(await run("{ webhookPublicKey }")).toMatchObject({ data: { webhookPublicKey: expect.any(String) } });
  });

  it("counts brackets only outside strings, block strings and comments", () => {
    const hidden = `"${"{".repeat(500)}" """${"[".repeat(500)} \\""" ${"(".repeat(500)}""" # ${"{".repeat(500)}\n`;
    expect(nestsDeeperThan(`{ a(s: ${hidden}) }`, 3)).toBe(false);
    expect(nestsDeeperThan(`{ a { b { c } } }`, 3)).toBe(false);
    expect(nestsDeeperThan(`{ a { b { c { d } } } }`, 3)).toBe(true);
    expect(nestsDeeperThan(`{ a(x: "\\"{{{{") { b } }`, 3)).toBe(false);
  });
});
