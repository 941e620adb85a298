import { beforeAll, describe, expect, it } from "vitest";
import { graphql } from "../gql/index.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";
import { subscribeWs, wsClient } from "../utils/subscriptions.js";

const PersistedPing = graphql(`
  query PersistedPing {
    webhookPublicKey
  }
`);

/** The sha256 the client preset embeds in each document (`persistedDocuments` in codegen.ts). */
const hashOf = (document: unknown) => (document as { __meta__: { hash: string } }).__meta__.hash;

const persisted = (hash: string) => ({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });

describe("PERSISTED_OPERATIONS=only", () => {
  let gw: GatewayHandle;
  beforeAll(async () => {
    gw = await startGateway({ env: { PERSISTED_OPERATIONS: "only" } });
  });

  it("runs an operation of the codegen allow-list by its hash", async () => {
    const res = await gw.post(persisted(hashOf(PersistedPing)));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { webhookPublicKey: string } };
    expect(body.data.webhookPublicKey).toBeTruthy();
  });

  it("refuses a document sent as text with PERSISTED_QUERY_ONLY", async () => {
    const body = (await (await gw.post({ query: "{ webhookPublicKey }" })).json()) as {
      errors: { extensions: { code: string } }[];
    };
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
  it("runs both hashes and documents sent as text", async () => {
    const gw = await startGateway({ env: { PERSISTED_OPERATIONS: "allow" } });
    expect((await gw.post(persisted(hashOf(PersistedPing)))).status).toBe(200);
    expect((await gw.gql(PersistedPing)).data?.webhookPublicKey).toBeTruthy();
  });
});
