import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildSubgraphSchema } from "@apollo/subgraph";
import { composeServices } from "@theguild/federation-composition";
import { parse, type ExecutionResult } from "graphql";
import { createYoga } from "graphql-yoga";
import type { Address, Hex } from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import { freshAddress, fundedUser, type ChainUser } from "../utils/chains.js";
import { onDispose } from "../utils/disposers.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";
import { pollUntil, startSandbox, type SandboxHandle } from "../utils/sandbox.js";
import { subscribeSse, subscribeWs, wsClient, type Subscription } from "../utils/subscriptions.js";

/*
 * The gateway as a Federation 2 subgraph (GRAPHQL_FEDERATION) behind a real Hive Gateway process,
 * composed with a small "orders" subgraph whose orders reference transfers by id: queries across
 * both, entity batching counted at the sandbox, and a transfer's live events through the router.
 */

const ORDERS_SDL = `
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.6", import: ["@key", "@interfaceObject"])
  type Order @key(fields: "id") {
    id: ID!
    transfer: Transaction!
  }
  type Transaction @key(fields: "id") @interfaceObject {
    id: ID!
  }
  type Query {
    orders: [Order!]!
  }
`;

/** The orders service's data: each order names the transfer that pays it. */
let orders: { id: string; transferId: string }[] = [];

/** The orders subgraph, on a free port of this process. */
async function startOrders(): Promise<string> {
  const schema = buildSubgraphSchema({
    typeDefs: parse(ORDERS_SDL),
    resolvers: {
      Query: { orders: () => orders },
      Order: { transfer: (o: { transferId: string }) => ({ id: o.transferId }) },
    },
  });
  const server: Server = createServer(createYoga({ schema, logging: false }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onDispose(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
}

/** A port nothing listens on now, for the router (its CLI prints no URL to read a bound port from). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function post<D>(url: string, query: string, variables?: object, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/graphql-response+json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as ExecutionResult<D>;
}

/** Composes both subgraphs (ours read from its own `_service { sdl }`) and starts Hive Gateway on the supergraph. */
async function startRouter(bridgeUrl: string, ordersUrl: string): Promise<string> {
  const { data } = await post<{ _service: { sdl: string } }>(bridgeUrl, "{ _service { sdl } }");
  const composed = composeServices([
    { name: "bridge", typeDefs: parse(data!._service.sdl), url: `${bridgeUrl}/graphql` },
    { name: "orders", typeDefs: parse(ORDERS_SDL), url: ordersUrl },
  ]);
  if (composed.errors) throw new Error(composed.errors.map((e) => e.message).join("\n"));
  const dir = mkdtempSync(join(tmpdir(), "supergraph-"));
  writeFileSync(join(dir, "supergraph.graphql"), composed.supergraphSdl);
  // The caller's Authorization reaches the subgraphs, as a deployment behind a router needs it to.
  // The router subscribes over SSE with a GET by default, which the gateway's CSRF check refuses
  // (no JSON content type, no CSRF header): POST, as for every other operation (docs/deploy.md).
  writeFileSync(
    join(dir, "gateway.mjs"),
    `export const gatewayConfig = {
      propagateHeaders: {
        fromClientToSubgraphs: ({ request }) => ({ authorization: request.headers.get("authorization") ?? undefined }),
      },
      transportEntries: { bridge: { options: { method: "POST" } } },
    };\n`,
  );
  const port = await freePort();
  const bin = new URL("../../node_modules/@graphql-hive/gateway/dist/bin.js", import.meta.url).pathname;
  const child = spawn(
    process.execPath,
    [bin, "supergraph", "supergraph.graphql", "-c", "gateway.mjs", "--port", String(port), "--host", "127.0.0.1"],
    {
      cwd: dir,
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, NODE_ENV: "production" },
    },
  );
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  onDispose(() => void child.kill());
  const url = `http://127.0.0.1:${port}`;
  await pollUntil(
    async () => {
      if (child.exitCode !== null) throw new Error(`hive-gateway exited: ${stderr}`);
      return (await fetch(`${url}/readiness`).catch(() => undefined))?.ok || undefined;
    },
    20_000,
    100,
  );
  return url;
}

let sb: SandboxHandle;
let gw: GatewayHandle;
let user: ChainUser;
let router: string;

beforeAll(async () => {
  sb = await startSandbox({}, { localChains: true });
  const ordersUrl = await startOrders();
  [gw, user] = await Promise.all([
    startGateway({ sandbox: sb, selfWebhook: true, env: { GRAPHQL_FEDERATION: "true" } }),
    fundedUser(sb.chains!),
  ]);
  router = await startRouter(gw.url, ordersUrl);
}, 60_000);

const CREATE_QUOTE = `mutation ($input: QuoteInput!) {
  createQuote(input: $input) { __typename ... on Quote { quoteId } ... on Error { message } }
}`;
const COMMIT = `mutation ($quoteId: ID!) { commitQuote(quoteId: $quoteId) { __typename } }`;

/** A committed transfer, quoted and committed through the router. */
async function committedTransfer(input: {
  chainIn: string;
  chainOut: string;
  tokenIn: string;
  tokenOut: string;
  amount: string;
}) {
  const quoted = await post<{ createQuote: { quoteId?: string } }>(router, CREATE_QUOTE, {
    input: { ...input, mode: "PAY", depositor: user.address, recipient: freshAddress() },
  });
  const quoteId = quoted.data?.createQuote.quoteId;
  if (!quoteId) throw new Error(JSON.stringify(quoted));
  expect((await post<{ commitQuote: { __typename: string } }>(router, COMMIT, { quoteId })).data?.commitQuote.__typename).toBe(
    "QuoteCommitment",
  );
  return quoteId;
}

interface TransferEvents {
  transactionEvents: { type: string; transaction: { id: string; state: string } };
}
interface CallShape {
  to: string;
  data: string;
  value: string;
}

const USDC_ARB_TO_BASE = { chainIn: "ARBITRUM_ONE", chainOut: "BASE", tokenIn: "USDC", tokenOut: "USDC", amount: "25" };

describe("the gateway as a subgraph behind Hive Gateway", () => {
  it("answers an order with its transfer's state and fees, one upstream read per distinct transfer for N orders", async () => {
    const transfers = await Promise.all([1, 2, 3].map(() => committedTransfer(USDC_ARB_TO_BASE)));
    orders = [...transfers, ...transfers].map((transferId, i) => ({ id: `order-${i}`, transferId }));
    await sb.resetStats();

    const { data, errors } = await post<{ orders: { id: string; transfer: Record<string, unknown> }[] }>(
      router,
      `{ orders { id transfer { id state fees { fee feeUsd } ... on BridgeTransaction { token } } } }`,
    );
    expect(errors).toBeUndefined();
    expect(data!.orders).toHaveLength(6);
    for (const [i, order] of data!.orders.entries()) {
      expect(order).toMatchObject({
        id: `order-${i}`,
        transfer: { id: orders[i]!.transferId, state: "PENDING", token: "USDC", fees: { fee: expect.any(String) } },
      });
    }
    const { requests } = await sb.stats();
    expect(requests["GET /bridge/history/bridge/:bridgeId"]).toBe(3);
  });

  it("relays a real deposit's PENDING -> ACCEPTED -> EXECUTED through the router, over SSE and graphql-ws", async () => {
    const quoteId = await committedTransfer(USDC_ARB_TO_BASE);
    const events = `subscription ($quoteId: ID!) { transactionEvents(filter: { quoteId: $quoteId }) { type transaction { id state } } }`;
    const document = parse(events);
    const streams: Subscription<TransferEvents>[] = [
      await subscribeSse(router, document, { quoteId }),
      subscribeWs(wsClient(router), document, { quoteId }),
    ];
    const next = async (s: Subscription<TransferEvents>) => {
      const { data, errors } = await s.next(20_000);
      expect(errors).toBeUndefined();
      return data!.transactionEvents.transaction.state;
    };
    for (const s of streams) expect(await next(s)).toBe("PENDING");

    const plan = await post<{ depositPlan: Record<string, CallShape> }>(
      gw.url,
      `query ($quoteId: ID!, $owner: String) { depositPlan(quoteId: $quoteId, owner: $owner) {
        __typename ... on DepositPlan { approval { to data value } deposit { to data value } } } }`,
      { quoteId, owner: user.address },
    );
    const { approval, deposit } = plan.data!.depositPlan;
    const tx = (r: { to: string; data: string; value: string }) => ({
      to: r.to as Address,
      data: r.data as Hex,
      value: BigInt(r.value),
    });
    await user.send("ARBITRUM_ONE", tx(approval!));
    await user.send("ARBITRUM_ONE", tx(deposit!));

    for (const s of streams) {
      expect(await next(s)).toBe("ACCEPTED");
      expect(await next(s)).toBe("EXECUTED");
    }
  });

  it("reads an entity with the credential of the Authorization the router forwards", async () => {
    orders = [{ id: "order-0", transferId: await committedTransfer(USDC_ARB_TO_BASE) }];
    const query = `{ orders { transfer { id state } } }`;
    const own = await post<{ orders: { transfer: { id: string } }[] }>(router, query, undefined, {
      authorization: `Bearer ${await sb.getJwt()}`,
    });
    expect(own.errors).toBeUndefined();
    expect(own.data!.orders[0]!.transfer.id).toBe(orders[0]!.transferId);
    // A credential the upstream refuses reads nothing, not the record with the gateway's own key.
    const refused = await post(router, query, undefined, { authorization: "Bearer not-a-token" });
    expect(refused.data).toBeNull();
    expect(refused.errors).toMatchObject([{ path: ["orders", 0, "transfer"] }]);
    // Hive Gateway masks an entity's error (production mode); the subgraph's own answer is the typed one.
    const entities = await post(
      gw.url,
      `query ($r: [_Any!]!) { _entities(representations: $r) { ... on Transaction { id } } }`,
      { r: [{ __typename: "Transaction", id: orders[0]!.transferId }] },
      { authorization: "Bearer not-a-token" },
    );
    expect(entities).toMatchObject({
      data: { _entities: [null] },
      errors: [{ message: "The upstream refused your credential.", extensions: { code: "UNAUTHENTICATED" } }],
    });
  });

  it("resolves each entity type by its key, an unknown transfer as null", async () => {
    const representations = [
      { __typename: "Chain", name: "ARBITRUM_ONE" },
      { __typename: "Token", chain: "BASE", symbol: "USDC" },
      { __typename: "DepositAddress", address: "0x00000000000000000000000000000000000000aa", chain: "BASE" },
      { __typename: "Transaction", id: "000000000000000000000000" },
      { __typename: "Chain", name: "NOT_A_CHAIN" },
    ];
    const query = `query ($r: [_Any!]!) { _entities(representations: $r) {
      __typename
      ... on Chain { name }
      ... on Token { chain symbol decimals }
      ... on DepositAddress { address chain }
      ... on Transaction { id }
    } }`;
    // Twice: the second answer comes from the shared cache, whose records are frozen.
    for (const _ of [1, 2]) {
      const { data, errors } = await post<{ _entities: unknown[] }>(gw.url, query, { r: representations });
      expect(errors).toBeUndefined();
      expect(data!._entities).toEqual([
        { __typename: "Chain", name: "ARBITRUM_ONE" },
        { __typename: "Token", chain: "BASE", symbol: "USDC", decimals: 6 },
        { __typename: "DepositAddress", address: representations[2]!.address, chain: "BASE" },
        null,
        null,
      ]);
    }
  });
});
