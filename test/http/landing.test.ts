import { beforeAll, describe, expect, it } from "vitest";
import { GRAPHIQL_CSS } from "../../src/http/yoga.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";

describe("what a browser gets", () => {
  let gw: GatewayHandle;
  beforeAll(async () => {
    // GraphiQL is off by default with a real upstream (the harness's sandbox is one, over HTTP).
    gw = await startGateway({ env: { GRAPHIQL: "true" } });
  });

  it("GET / redirects to /graphql (302), and following it lands on GraphiQL", async () => {
    const res = await fetch(`${gw.url}/`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/graphql");

    const followed = await fetch(`${gw.url}/`, { headers: { accept: "text/html" } });
    expect(followed.url).toBe(`${gw.url}/graphql`);
    expect(followed.status).toBe(200);
    expect(await followed.text()).toContain("<title>Bridge GraphQL gateway</title>");
  });

  it("does not redirect other paths or methods", async () => {
    expect((await fetch(`${gw.url}/nope`, { redirect: "manual" })).status).toBe(404);
    expect((await fetch(`${gw.url}/`, { method: "POST", redirect: "manual" })).status).toBe(404);
  });

  it("serves GraphiQL with the ligature and tab-bar fixes inside <head>", async () => {
    const html = await (await fetch(`${gw.url}/graphql`, { headers: { accept: "text/html" } })).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(GRAPHIQL_CSS);
    expect(GRAPHIQL_CSS).toContain('font-feature-settings: "liga" 0, "calt" 0 !important');
  });

  it("serves no GraphiQL with a real upstream unless GRAPHIQL=true: a browser gets a page saying how to turn it on", async () => {
    const api = await startGateway();
    const res = await fetch(`${api.url}/graphql`, { headers: { accept: "text/html,application/xhtml+xml,*/*;q=0.8" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const page = await res.text();
    expect(page).not.toContain("<title>Bridge GraphQL gateway</title>");
    expect(page).toContain("GraphiQL");
    expect(page).toContain("GRAPHIQL=true");
  });

  it("still answers a GET query from a browser-like client as an API call when GraphiQL is off", async () => {
    const api = await startGateway();
    const res = await fetch(`${api.url}/graphql?query=${encodeURIComponent("{ __typename }")}`, {
      headers: { accept: "application/graphql-response+json, text/html", "x-graphql-yoga-csrf": "1" },
    });
    expect(await res.json()).toEqual({ data: { __typename: "Query" } });
  });
});
