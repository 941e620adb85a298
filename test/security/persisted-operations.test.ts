import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { graphql } from "../gql/index.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";
import { metricValue } from "../utils/metrics.js";
import { subscribeWs, wsClient } from "../utils/subscriptions.js";

const PersistedPing = graphql(`
  query PersistedPing {
    webhookPublicKey
  }
`);

/** The sha256 the client preset embeds in each document (`persistedDocuments` in codegen.ts). */
const hashOf = (document: unknown) => (document as { __meta__: { hash: string } }).__meta__.hash;

const persisted = (hash: string) => ({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });

/** The allow-list's own text of a document: what yoga runs, and so what the compiled path compiles. */
const manifestText = (hash: string) =>
  (JSON.parse(readFileSync("test/gql/persisted-documents.json", "utf8")) as Record<string, string>)[hash]!;

/** Operations the compiled path answered (run or from the response cache). */
const compiledAnswers = async (gw: GatewayHandle) =>
  (await metricValue(gw.url, 'gateway_graphql_compiled_operations_total{how="run"}')) +
  (await metricValue(gw.url, 'gateway_graphql_compiled_operations_total{how="cached"}'));

/** Posts `body` as often as yoga runs a document before it is compiled (twice); yoga's first answer. */
async function warm(gw: GatewayHandle, body: unknown): Promise<string> {
  const first = await (await gw.post(body)).text();
  await gw.post(body);
  return first;
}

/** Posts `body` once more; its answer, and how many of it the compiled path answered (0 or 1). */
async function once(gw: GatewayHandle, body: unknown): Promise<{ text: string; compiled: number }> {
  const before = await compiledAnswers(gw);
  const text = await (await gw.post(body)).text();
  return { text, compiled: (await compiledAnswers(gw)) - before };
}

describe("PERSISTED_OPERATIONS=only", () => {
  let gw: GatewayHandle;
  beforeAll(async () => {
    gw = await startGateway({ env: { GRAPHQL_COMPILED: "auto", PERSISTED_OPERATIONS: "only" } });
  });

  it("runs an operation of the codegen allow-list by its hash", async () => {
    const res = await gw.post(persisted(hashOf(PersistedPing)));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { webhookPublicKey: string } };
    expect(body.data.webhookPublicKey).toBeTruthy();
  });

  it("runs it by codegen's `sha256:<hex>` (client-preset 6) and by the bare hex (version 5, Apollo's link) alike", async () => {
    const hash = hashOf(PersistedPing);
    expect(hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    const bare = hash.slice("sha256:".length);
    for (const sent of [hash, bare]) {
      const body = (await (await gw.post(persisted(sent))).json()) as { data?: { webhookPublicKey: string } };
      expect(body.data?.webhookPublicKey).toBeTruthy();
    }
  });

  it("refuses a document sent as text with PERSISTED_QUERY_ONLY", async () => {
    const body = (await (await gw.post({ query: "{ webhookPublicKey }" })).json()) as {
      errors: { extensions: { code: string } }[];
    };
    expect(body.errors.map((e) => e.extensions.code)).toEqual(["PERSISTED_QUERY_ONLY"]);
  });

  it("answers an operation by its hash on the compiled path once yoga has run it twice, with yoga's bytes", async () => {
    const byYoga = await warm(gw, persisted(hashOf(PersistedPing)));
    expect(await once(gw, persisted(hashOf(PersistedPing)))).toEqual({ text: byYoga, compiled: 1 });
  });

  it("refuses the document as text even once its hash runs compiled", async () => {
    const hash = hashOf(PersistedPing);
    await warm(gw, persisted(hash));
    expect((await once(gw, persisted(hash))).compiled).toBe(1);
    const refused = await once(gw, { query: manifestText(hash) });
    expect(refused.compiled).toBe(0);
    const body = JSON.parse(refused.text) as { errors: { extensions: { code: string } }[] };
    expect(body.errors.map((e) => e.extensions.code)).toEqual(["PERSISTED_QUERY_ONLY"]);
  });

  it("refuses an unknown hash with PERSISTED_QUERY_NOT_FOUND", async () => {
    const body = (await (await gw.post(persisted("0".repeat(64)))).json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors.map((e) => e.extensions.code)).toEqual(["PERSISTED_QUERY_NOT_FOUND"]);
  });

  it("applies the same allow-list to graphql-ws", async () => {
    const client = wsClient(gw.url);
    const refused = await subscribeWs(client, PersistedPing).next();
    expect(refused.errors?.map((e) => e.extensions?.code)).toEqual(["PERSISTED_QUERY_ONLY"]);

    const answers: unknown[] = [];
    await new Promise<void>((resolve, reject) =>
      client.subscribe(
        { query: "", ...persisted(hashOf(PersistedPing)) },
        { next: (v) => answers.push(v), error: reject, complete: resolve },
      ),
    );
    expect(answers).toEqual([{ data: { webhookPublicKey: expect.any(String) } }]);
  });
});

describe("PERSISTED_OPERATIONS=allow", () => {
  it("runs both hashes and documents sent as text, compiled once repeated", async () => {
    const gw = await startGateway({ env: { GRAPHQL_COMPILED: "auto", PERSISTED_OPERATIONS: "allow" } });
    const hash = hashOf(PersistedPing);
    const byYoga = await warm(gw, persisted(hash));
    expect(JSON.parse(byYoga).data.webhookPublicKey).toBeTruthy();
    expect(await once(gw, persisted(hash))).toEqual({ text: byYoga, compiled: 1 });
    // The allow-list's text is the document the hash named: compiled already.
    expect(await once(gw, { query: manifestText(hash) })).toEqual({ text: byYoga, compiled: 1 });
    expect((await gw.gql(PersistedPing)).data?.webhookPublicKey).toBeTruthy();

    // By GET (Apollo's `useGETForHashedQueries`), with the header yoga's CSRF prevention wants on a GET.
    const before = await compiledAnswers(gw);
    const search = new URLSearchParams({ extensions: JSON.stringify(persisted(hash).extensions) });
    const byGet = await fetch(`${gw.url}/graphql?${search}`, { headers: { "x-graphql-yoga-csrf": "1" } });
    expect(await byGet.text()).toBe(byYoga);
    expect(await compiledAnswers(gw)).toBe(before + 1);
  });

  it("decides a text sent with a hash alike over HTTP and graphql-ws: the text runs", async () => {
    const gw = await startGateway({ env: { PERSISTED_OPERATIONS: "allow" } });
    // A hash the allow-list does not hold, beside a text: the text is what runs, on both entrances.
    const message = { query: "{ __typename }", ...persisted("0".repeat(64)) };
    const overHttp = (await (await gw.post(message)).json()) as unknown;
    const overWs: unknown[] = [];
    await new Promise<void>((resolve, reject) =>
      wsClient(gw.url).subscribe(message, { next: (v) => overWs.push(v), error: reject, complete: resolve }),
    );
    expect(overHttp).toEqual({ data: { __typename: "Query" } });
    expect(overWs).toEqual([overHttp]);
  });
});
