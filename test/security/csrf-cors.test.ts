import { beforeAll, describe, expect, it } from "vitest";
import { graphql } from "../gql/index.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";
import { subscribeWs, wsClient } from "../utils/subscriptions.js";

const CsrfPing = graphql(`
  query CsrfPing {
    webhookPublicKey
  }
`);

describe("CSRF prevention", () => {
  let gw: GatewayHandle;
  beforeAll(async () => {
    gw = await startGateway({ env: { GRAPHIQL: "true" } });
  });

  it.each([
    ["application/x-www-form-urlencoded", "query=%7B%20webhookPublicKey%20%7D"],
    ["text/plain", '{"query":"{ webhookPublicKey }"}'],
    [
      "multipart/form-data; boundary=x",
      '--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n{ webhookPublicKey }\r\n--x--\r\n',
    ],
  ])("refuses a cross-site simple POST (%s) with 403", async (contentType, body) => {
    const res = await fetch(`${gw.url}/graphql`, {
      method: "POST",
      headers: { "content-type": contentType, origin: "https://evil.example" },
      body,
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ errors: [{ message: "Required CSRF header(s) not present" }] });
  });

  it("refuses a GET operation without the x-graphql-yoga-csrf header, and runs it with the header", async () => {
    const url = `${gw.url}/graphql?query=${encodeURIComponent("{ webhookPublicKey }")}`;
    const refused = await fetch(url, { headers: { accept: "application/json" } });
    expect(refused.status).toBe(403);
    const allowed = await fetch(url, { headers: { accept: "application/json", "x-graphql-yoga-csrf": "1" } });
    expect(allowed.status).toBe(200);
    expect(((await allowed.json()) as { data: { webhookPublicKey: string } }).data.webhookPublicKey).toBeTruthy();
  });

  it("keeps serving GraphiQL to a browser, JSON POSTs and graphql-ws clients", async () => {
    const page = await fetch(`${gw.url}/graphql`, { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<html");
    expect((await gw.gql(CsrfPing)).data?.webhookPublicKey).toBeTruthy();
    const ws = await subscribeWs(wsClient(gw.url), CsrfPing).next();
    expect(ws.data?.webhookPublicKey).toBeTruthy();
  });
});

describe("CORS", () => {
  const preflight = (url: string, origin: string) =>
    fetch(`${url}/graphql`, {
      method: "OPTIONS",
      headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
    });

  it("with CORS_ORIGINS, allows the listed origins and no other", async () => {
    const gw = await startGateway({ env: { CORS_ORIGINS: "https://app.example, https://admin.example" } });
    const allowed = await preflight(gw.url, "https://admin.example");
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://admin.example");
    const other = await preflight(gw.url, "https://evil.example");
    expect(other.headers.get("access-control-allow-origin")).not.toBe("https://evil.example");
    const post = await gw.post({ query: "{ __typename }" }, { origin: "https://app.example" });
    expect(post.headers.get("access-control-allow-origin")).toBe("https://app.example");
    const otherPost = await gw.post({ query: "{ __typename }" }, { origin: "https://evil.example" });
    expect(otherPost.headers.get("access-control-allow-origin")).not.toBe("https://evil.example");
  });

  it("without CORS_ORIGINS, allows any origin (the example app and GraphiQL elsewhere keep working)", async () => {
    const gw = await startGateway({ env: { GRAPHIQL: "true" } });
    const res = await preflight(gw.url, "https://anywhere.example");
    expect(res.headers.get("access-control-allow-origin")).toBe("https://anywhere.example");
  });
});
