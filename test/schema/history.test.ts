import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { topic } from "../../src/events/envelope.js";
import { graphql } from "../gql/index.js";
import type { HistoryPageQuery } from "../gql/graphql.js";
import { as, startGateway, type GatewayHandle } from "../utils/gateway.js";
import { subscribeWs, wsClient } from "../utils/subscriptions.js";
import { commitTransfer } from "../utils/transfers.js";

const ById = graphql(`
  query HistoryById($id: ID!) {
    transactionById(id: $id) {
      __typename
      ... on Transaction {
        id
        state
        amountIn
      }
      ... on HistoryNotFound {
        lookedUp: id
      }
      ... on InvalidInput {
        issues {
          path
          message
        }
      }
    }
  }
`);

const Cancel = graphql(`
  mutation HistoryCancel($id: ID!) {
    cancelTransaction(id: $id) {
      __typename
      ... on Transaction {
        id
        state
      }
      ... on Error {
        message
      }
    }
  }
`);

const Page = graphql(`
  query HistoryPage($first: Int, $after: String) {
    transactions(first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          state
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const Events = graphql(`
  subscription HistoryEvents($filter: TransactionEventFilter) {
    transactionEvents(filter: $filter) {
      type
      transaction {
        id
        state
      }
    }
  }
`);

let gw: GatewayHandle;
const calls = async (route: string) => (await gw.sandbox.stats()).requests[route] ?? 0;
const webhookUrl = () => `${gw.url}/webhooks/bridge`;
const parties = {
  depositor: "0x1111111111111111111111111111111111111111",
  recipient: "0x2222222222222222222222222222222222222222",
};

beforeAll(async () => {
  // Pending records kept for a minute: only a webhook eviction can make a newer state visible in time.
  gw = await startGateway({ env: { CACHE_PENDING_TTL_MS: "60000" } });
});
beforeEach(async () => {
  await gw.sandbox.resetStats();
});

describe("transactionById", () => {
  it("reads a transfer by quote id; the final record is cached, a pending one is evicted by its webhook event", async () => {
    const id = await commitTransfer(gw.sandbox, webhookUrl());
    const pending = as((await gw.gql(ById, { id })).data?.transactionById, "BridgeTransaction");
    expect(pending).toMatchObject({ id, state: "PENDING", amountIn: "100" });

    await gw.sandbox.advance(id, "EXECUTED");
    // The BRIDGE_EXECUTED webhook evicts the cached PENDING record.
    await expect
      .poll(async () => (await gw.gql(ById, { id })).data?.transactionById, { timeout: 5000 })
      .toMatchObject({ state: "EXECUTED" });

    // Each of the transfer's webhook events evicts it once more; after the last one, reads are served from the cache.
    await expect
      .poll(
        async () => {
          await gw.sandbox.resetStats();
          for (let i = 0; i < 3; i++) {
            expect((await gw.gql(ById, { id })).data?.transactionById).toMatchObject({ state: "EXECUTED" });
          }
          return calls("GET /bridge/history/bridge/:bridgeId");
        },
        { timeout: 5000, interval: 200 },
      )
      .toBe(0);
  });

  it("costs one upstream call for the same id asked twice in one operation", async () => {
    const id = await commitTransfer(gw.sandbox, webhookUrl());
    const res = await gw.post({
      query: `query($id: ID!) { a: transactionById(id: $id) { __typename } b: transactionById(id: $id) { __typename } }`,
      variables: { id },
    });
    expect(((await res.json()) as { data: unknown }).data).toEqual({
      a: { __typename: "BridgeTransaction" },
      b: { __typename: "BridgeTransaction" },
    });
    expect(await calls("GET /bridge/history/bridge/:bridgeId")).toBe(1);
  });

  it("answers HistoryNotFound for an unknown id, InvalidInput for one that could escape the path (no call)", async () => {
    // The vendor's status-by-id route has no not-found tag: an unknown id is a 422 InvalidRequest saying so.
    const unknown = (await gw.gql(ById, { id: "000000000000000000000000" })).data?.transactionById;
    expect(unknown).toMatchObject({ __typename: "HistoryNotFound", lookedUp: "000000000000000000000000" });
    await gw.sandbox.resetStats();
    for (const id of ["../configs", "a/b", "x\u0000y", ""]) {
      const invalid = as((await gw.gql(ById, { id })).data?.transactionById, "InvalidInput");
      expect(invalid.issues[0]!.path).toEqual(["id"]);
    }
    expect(await calls("GET /bridge/history/bridge/:bridgeId")).toBe(0);
  });
});

describe("cancelTransaction", () => {
  it("cancels a pending transfer; a later read sees CANCELLED although the pending record was cached", async () => {
    const id = await commitTransfer(gw.sandbox, "http://127.0.0.1:9/nowhere");
    expect((await gw.gql(ById, { id })).data?.transactionById).toMatchObject({ state: "PENDING" });
    const cancelled = as((await gw.gql(Cancel, { id })).data?.cancelTransaction, "BridgeTransaction");
    expect(cancelled).toMatchObject({ id, state: "CANCELLED" });
    // No webhook reaches this gateway (the transfer's webhookUrl is elsewhere): the mutation itself evicted.
    expect((await gw.gql(ById, { id })).data?.transactionById).toMatchObject({ state: "CANCELLED" });
  });

  it("answers CannotCancelBridge once the deposit is in, HistoryNotFound naming an unknown id", async () => {
    const id = await commitTransfer(gw.sandbox, webhookUrl());
    await gw.sandbox.advance(id, "ACCEPTED");
    expect((await gw.gql(Cancel, { id })).data?.cancelTransaction.__typename).toBe("CannotCancelBridge");
    expect((await gw.gql(Cancel, { id: "000000000000000000000001" })).data?.cancelTransaction.__typename).toBe("HistoryNotFound");
  });
});

describe("transactions (Relay connection over the history cursor)", () => {
  it("pages through 120 transfers in pages of 50 with no gap and no repeat", async () => {
    const before = new Set<string>();
    // Earlier tests of this file committed transfers too: collect what exists first.
    for (let after: string | null | undefined = undefined; ;) {
      const page: HistoryPageQuery["transactions"] = (await gw.gql(Page, { first: 100, after })).data!.transactions;
      for (const e of page.edges) before.add(e.node.id);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    // One by one: the history is sorted by the quote's createdAt, so creation order is its order.
    const jwt = await gw.sandbox.getJwt();
    const quotes: string[] = [];
    for (let i = 0; i < 120; i++) {
      const q = await gw.sandbox.api("POST", "/bridge/quote/bridge-swap/user", {
        jwt,
        body: {
          chainIn: "ETHEREUM",
          chainOut: "BASE",
          tokenIn: "USDT",
          tokenOut: "USDT",
          amount: "1.5",
          mode: "pay",
          ...parties,
        },
      });
      expect(q.status).toBe(200);
      quotes.push(q.body.quoteId as string);
    }
    const created: string[] = [];
    for (const id of quotes) {
      expect((await gw.sandbox.api("POST", `/bridge/quote/commit/${id}`, { jwt })).status).toBe(200);
      created.push(id);
    }

    await gw.sandbox.resetStats();
    const seen: string[] = [];
    const sizes: number[] = [];
    let after: string | null | undefined = undefined;
    for (;;) {
      const res: { data?: HistoryPageQuery | null; errors?: unknown } = await gw.gql(Page, { first: 50, after });
      expect(res.errors).toBeUndefined();
      const page = res.data!.transactions;
      sizes.push(page.edges.length);
      seen.push(...page.edges.map((e) => e.node.id));
      expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)?.cursor);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    const total = 120 + before.size;
    expect(seen.length).toBe(total);
    expect(new Set(seen).size).toBe(total);
    expect(sizes).toEqual([50, 50, ...(total > 100 ? [total - 100] : [])]);
    // Newest first: the transfers created last come first.
    expect(seen.slice(0, 120)).toEqual([...created].reverse());
    // One upstream page per connection page.
    expect(await calls("GET /bridge/history-cursor/user")).toBe(sizes.length);
  }, 60_000);

  it("resumes after any edge's cursor, not only the page's end", async () => {
    const { data } = await gw.gql(Page, { first: 10 });
    const edges = data!.transactions.edges;
    const resumed = await gw.gql(Page, { first: 3, after: edges[4]!.cursor });
    expect(resumed.data!.transactions.edges.map((e) => e.node.id)).toEqual(edges.slice(5, 8).map((e) => e.node.id));
  });

  it("refuses a page size over 100, a tampered cursor and a cursor of another connection, before any upstream call", async () => {
    const { data } = await gw.gql(Page, { first: 2 });
    const cursor = data!.transactions.pageInfo.endCursor!;
    await gw.sandbox.resetStats();
    const [payload, mac] = cursor.split(".");
    const forged = Buffer.from(JSON.stringify({ v: 1, s: "history", t: null, o: 0 })).toString("base64url");
    const otherScope = Buffer.from(
      JSON.parse(Buffer.from(payload!, "base64url").toString()) && JSON.stringify({ v: 1, s: "sda:BASE:0xabc", t: null, o: 1 }),
    ).toString("base64url");
    const bad: [Record<string, unknown>, string][] = [
      [{ first: 100000 }, "first"],
      [{ first: 0 }, "first"],
      [{ first: 5, after: "not-a-cursor" }, "after"],
      [{ first: 5, after: `${forged}.${mac}` }, "after"],
      [{ first: 5, after: `${otherScope}.${mac}` }, "after"],
      [{ first: 5, after: `${payload}.${mac!.slice(0, -2)}AA` }, "after"],
      [{ first: 5, after: "x".repeat(5000) }, "after"],
    ];
    for (const [variables, field] of bad) {
      const res = await gw.post({
        query: `query($first: Int, $after: String) { transactions(first: $first, after: $after) { edges { cursor } } }`,
        variables,
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data: unknown; errors: { extensions: Record<string, unknown> }[] };
      expect(body.data).toBeNull();
      expect(body.errors[0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT", type: "InvalidInput" });
      expect(JSON.stringify(body.errors[0]!.extensions.issues)).toContain(field);
    }
    expect(await calls("GET /bridge/history-cursor/user")).toBe(0);
  });

  it("refuses a cursor issued to another caller", async () => {
    const { data } = await gw.gql(Page, { first: 1 });
    const cursor = data!.transactions.pageInfo.endCursor!;
    const jwt = await gw.sandbox.getJwt();
    const res = await gw.post(
      {
        query: `query($after: String) { transactions(first: 1, after: $after) { edges { cursor } } }`,
        variables: { after: cursor },
      },
      { authorization: `Bearer ${jwt}` },
    );
    const body = (await res.json()) as { errors?: { extensions: Record<string, unknown> }[] };
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", type: "InvalidInput" });
  });
});

describe("transactionEvents by quote id", () => {
  it("starts with the transfer's current state, read by id, then goes live", async () => {
    const id = await commitTransfer(gw.sandbox, webhookUrl());
    await gw.sandbox.advance(id, "ACCEPTED");
    const sub = subscribeWs(wsClient(gw.url), Events, { filter: { quoteId: id } });
    const first = (await sub.next()).data!.transactionEvents;
    expect(first).toEqual({ type: "CURRENT_STATE", transaction: { id, state: "ACCEPTED" } });
    await expect.poll(() => gw.gateway.bus.listenerCount(topic("transaction", id)), { timeout: 3000 }).toBeGreaterThan(0);
    await gw.sandbox.advance(id, "EXECUTED");
    const next = (await sub.next()).data!.transactionEvents;
    expect(next).toEqual({ type: "BRIDGE_EXECUTED", transaction: { id, state: "EXECUTED" } });
    await sub.close();
  });
});

describe("An upstream's own refusal is replaced by an invented one", () => {
  const WELL_FORMED = `0x${"ab".repeat(32)}`;
  const lookups = {
    transactionById: (id: string) =>
      `{ r: transactionById(id: "${id}") { __typename ... on Error { message } ... on HistoryNotFound { id } } }`,
    cancelTransaction: (id: string) =>
      `mutation { r: cancelTransaction(id: "${id}") { __typename ... on Error { message } ... on HistoryNotFound { id } } }`,
    transactionByWithdrawHash: (hash: string) =>
      `{ r: transactionByWithdrawHash(withdrawTxHash: "${hash}") { __typename ... on Error { message } ... on HistoryNotFound { id } } }`,
    transactionsByDepositHash: (hash: string) =>
      `{ r: transactionsByDepositHash(depositTxHash: "${hash}") { __typename ... on Error { message } ... on HistoryNotFound { id } } }`,
  };
  const paths: Record<string, (id: string) => [method: string, path: string]> = {
    transactionById: (id) => ["GET", `/bridge/history/bridge/${id}`],
    cancelTransaction: (id) => ["PATCH", `/bridge/history/bridge/${id}`],
    transactionByWithdrawHash: (hash) => ["GET", `/bridge/history/bridge/by-withdraw-hash/${hash}`],
    transactionsByDepositHash: (hash) => ["GET", `/bridge/history/bridge/by-deposit-hash/${hash}`],
  };
  const run = async (query: string) => {
    const body = (await (await gw.post({ query })).json()) as {
      data?: { r: { __typename: string; message: string; id?: string } };
    };
    if (!body.data) throw new Error(JSON.stringify(body));
    return body.data.r;
  };
  type Lookup = keyof typeof lookups;
  const names = Object.keys(lookups) as Lookup[];

  it.each(names)("%s keeps the upstream's own refusal: its type and its message", async (name) => {
    const [method, path] = paths[name]!(WELL_FORMED);
    const message = "Transaction hash belongs to an unsupported chain";
    await gw.sandbox.override({ method, path, status: 422, body: { _tag: "InvalidRequest", message } });
    expect(await run(lookups[name](WELL_FORMED))).toEqual({ __typename: "InvalidRequest", message });
  });

  it.each(names)("%s answers HistoryNotFound naming what was looked up when the upstream says it is not found", async (name) => {
    // The sandbox's own answer for an unknown id or hash (InvalidRequest, BridgeNotFound or HistoryNotFound).
    expect(await run(lookups[name](WELL_FORMED))).toMatchObject({ __typename: "HistoryNotFound", id: WELL_FORMED });
  });

  it("answers the vendor's BridgeNotFound (no id in its body) as HistoryNotFound naming the id", async () => {
    await gw.sandbox.override({
      method: "GET",
      path: "/bridge/history/bridge/no-such-bridge",
      status: 404,
      body: { _tag: "BridgeNotFound" },
    });
    expect(await run(lookups.transactionById("no-such-bridge"))).toMatchObject({
      __typename: "HistoryNotFound",
      id: "no-such-bridge",
    });
  });

  it.each(names)("%s answers a typo as InvalidInput, with no upstream call", async (name) => {
    await gw.sandbox.resetStats();
    const answer = await run(lookups[name]("0xab/../.."));
    expect(answer.__typename).toBe("InvalidInput");
    expect((await gw.sandbox.stats()).requests).toEqual({});
  });
});
