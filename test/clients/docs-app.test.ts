import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { ApolloClient } from "@apollo/client";
import type { Client } from "@urql/core";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { parse } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { docBlock, writeDocBlock } from "../utils/doc-blocks.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";
import { subscribeWs, wsClient } from "../utils/subscriptions.js";
import { BRIDGE_QUOTE_INPUT } from "../utils/transfers.js";

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const DOC = "docs/clients.md";
/** A fresh frontend app, made of docs/clients.md's blocks and the two files it says to copy. */
const APP = resolve(ROOT, "test-artifacts/docs-app");

// The blocks are browser code: Node 20 has no global WebSocket (Node 22 and browsers have one).
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

interface Operations {
  Chains: TypedDocumentNode<{ chains: { name: string; displayName: string }[] }, Record<string, never>>;
  CreateQuote: TypedDocumentNode<
    { createQuote: { __typename: string; quoteId?: string; payAmount?: string; message?: string } },
    { input: Record<string, unknown> }
  >;
  CommitQuote: TypedDocumentNode<{ commitQuote: { __typename: string; message?: string } }, { quoteId: string }>;
  WatchTransfer: TypedDocumentNode<
    { transactionEvents: { eventId: string; kind: string; transaction: { state: string } | null } },
    { quoteId: string }
  >;
}

type MakeClient<C> = (url: string, options?: { persisted?: boolean }) => C;

const input = BRIDGE_QUOTE_INPUT;

let ops: Operations;
let createApolloClient: MakeClient<ApolloClient>;
let createUrqlClient: MakeClient<Client>;
let gw: GatewayHandle;
let persistedGw: GatewayHandle;

beforeAll(async () => {
  rmSync(APP, { recursive: true, force: true });
  mkdirSync(join(APP, "bridge"), { recursive: true });
  copyFileSync(resolve(ROOT, "clients/codegen.shared.ts"), join(APP, "bridge/codegen.shared.ts"));
  copyFileSync(resolve(ROOT, "schema.graphql"), join(APP, "bridge/schema.graphql"));
  await writeDocBlock(docBlock(DOC, "1. Generate", "ts", 0), "docs-app/codegen.ts");
  await writeDocBlock(docBlock(DOC, "1. Generate", "ts", 1), "docs-app/src/operations.ts");
  await writeDocBlock(docBlock(DOC, "3. Apollo", "ts"), "docs-app/src/apollo.ts");
  await writeDocBlock(docBlock(DOC, "4. urql", "ts"), "docs-app/src/urql.ts");
  await run(resolve(ROOT, "node_modules/.bin/graphql-codegen"), ["--config", "codegen.ts"], { cwd: APP });

  ops = (await import(join(APP, "src/operations.ts"))) as Operations;
  ({ createApolloClient } = (await import(join(APP, "src/apollo.ts"))) as { createApolloClient: MakeClient<ApolloClient> });
  ({ createUrqlClient } = (await import(join(APP, "src/urql.ts"))) as { createUrqlClient: MakeClient<Client> });

  gw = await startGateway({ selfWebhook: true });
  persistedGw = await startGateway({ sandbox: gw.sandbox, env: await registerPersisted() });
}, 120_000);

/**
 * Section 2's commands, with this app's folder for `../app` and a scratch allow-list: runs the
 * merge line and returns the environment the start line sets.
 */
async function registerPersisted(): Promise<Record<string, string>> {
  const allowList = join(APP, "persisted-operations.json");
  const [merge, start] = docBlock(DOC, "2. Register", "sh")
    .code.trim()
    .split("\n")
    .map((line) => line.replaceAll("../app/", `${APP}/`).replaceAll("persisted-operations.json", allowList));
  const [npm, ...args] = merge!.split(/\s+/);
  await run(npm!, args, { cwd: ROOT });
  return Object.fromEntries([...start!.matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1]!, m[2]!]));
}

/** The sandbox's chains with their display names (item 6 of issue 28: not the id again). */
const sandboxChains = expect.arrayContaining([expect.objectContaining({ name: "ETHEREUM", displayName: "Ethereum" })]);

/** Creates and commits a quote through `mutate`, watching it through `watch` first; the states seen to the end. */
async function quoteCommitWatch(
  mutate: <R, V>(document: TypedDocumentNode<R, V>, variables: V) => Promise<R>,
  watch: (quoteId: string, onState: (state: string) => void) => Promise<void>,
): Promise<string[]> {
  const quote = (await mutate(ops.CreateQuote, { input })).createQuote;
  expect(quote).toMatchObject({ __typename: "BridgeQuote", payAmount: "100" });
  const states: string[] = [];
  const done = watch(quote.quoteId!, (state) => states.push(state));
  await expect
    .poll(() => gw.gateway.bus.listenerCount(`transaction:${quote.quoteId}` as never), { timeout: 5000 })
    .toBeGreaterThan(0);
  expect((await mutate(ops.CommitQuote, { quoteId: quote.quoteId! })).commitQuote.__typename).toBe("QuoteCommitment");
  await gw.sandbox.advance(quote.quoteId!, "ACCEPTED");
  await gw.sandbox.advance(quote.quoteId!, "EXECUTED");
  await done;
  return states;
}

describe("a frontend app built from docs/clients.md's code blocks", { timeout: 60_000 }, () => {
  it("Apollo Client: a query, quote -> commit, and an untilFinal subscription that completes at EXECUTED", async () => {
    const client = createApolloClient(`${gw.url}/graphql`);
    expect((await client.query({ query: ops.Chains })).data?.chains).toEqual(sandboxChains);
    const states = await quoteCommitWatch(
      async (mutation, variables) => (await client.mutate({ mutation, variables: variables as never })).data!,
      (quoteId, onState) =>
        new Promise((resolve, reject) => {
          client.subscribe({ query: ops.WatchTransfer, variables: { quoteId } }).subscribe({
            next: (r) => r.data?.transactionEvents.transaction && onState(r.data.transactionEvents.transaction.state),
            error: reject,
            complete: resolve,
          });
        }),
    );
    expect(states).toEqual(["PENDING", "ACCEPTED", "EXECUTED"]);
    client.stop();
  });

  it("urql: the same, through graphcache with the block's introspection and keys", async () => {
    const client = createUrqlClient(`${gw.url}/graphql`);
    const chains = await client.query(ops.Chains, {}).toPromise();
    expect(chains.error).toBeUndefined();
    expect(chains.data?.chains).toEqual(sandboxChains);
    const seen = new Map<string, string>();
    await quoteCommitWatch(
      async (mutation, variables) => {
        const result = await client.mutation(mutation, variables as never).toPromise();
        if (result.error) throw result.error;
        return result.data!;
      },
      (quoteId, onState) =>
        new Promise((resolve) => {
          const { unsubscribe } = client.subscription(ops.WatchTransfer, { quoteId }).subscribe((r) => {
            // Graphcache re-delivers the latest result when the cache changes: one state per event.
            const e = r.data?.transactionEvents;
            if (e?.transaction && !seen.has(e.eventId)) {
              seen.set(e.eventId, e.transaction.state);
              onState(e.transaction.state);
            }
            if (e?.transaction?.state === "EXECUTED") {
              unsubscribe();
              resolve();
            }
          });
        }),
    );
    expect([...seen.values()]).toEqual(["PENDING", "ACCEPTED", "EXECUTED"]);
  });

  it("Apollo Client, persisted: codegen's hashes, registered by section 2's commands, run on PERSISTED_OPERATIONS=only", async () => {
    const client = createApolloClient(`${persistedGw.url}/graphql`, { persisted: true });
    expect((await client.query({ query: ops.Chains })).data?.chains).toEqual(sandboxChains);
    const quote = await client.mutate({ mutation: ops.CreateQuote, variables: { input } });
    expect(quote.data?.createQuote).toMatchObject({ __typename: "BridgeQuote", payAmount: "100" });
    client.stop();
  });

  it("urql, persisted: the same through persistedExchange", async () => {
    const client = createUrqlClient(`${persistedGw.url}/graphql`, { persisted: true });
    const chains = await client.query(ops.Chains, {}).toPromise();
    expect(chains.error).toBeUndefined();
    expect(chains.data?.chains).toEqual(sandboxChains);
    const quote = await client.mutation(ops.CreateQuote, { input }).toPromise();
    expect(quote.error).toBeUndefined();
    expect(quote.data?.createQuote).toMatchObject({ __typename: "BridgeQuote", payAmount: "100" });
  });

  it("the persisted gateway refuses the same documents sent as text: the hashes above did the work", async () => {
    const body = (await (await persistedGw.post({ query: "{ chains { id } }" })).json()) as {
      errors: { extensions: { code: string } }[];
    };
    expect(body.errors.map((e) => e.extensions.code)).toEqual(["PERSISTED_QUERY_ONLY"]);
  });
});

describe("the graphql examples of the README and docs/clients.md, run against the sandbox", { timeout: 30_000 }, () => {
  it("the README's quick-start mutation answers a BridgeQuote with its fees", async () => {
    const body = (await (await gw.post({ query: docBlock("README.md", "Quick start", "graphql").code })).json()) as {
      data: { createQuote: Record<string, unknown> };
    };
    expect(body.data.createQuote).toMatchObject({
      __typename: "BridgeQuote",
      payAmount: "100",
      fees: { fee: expect.any(String) },
    });
  });

  it("clients.md's untilFinal subscription completes after EXECUTED", async () => {
    const quote = (await (await gw.post({ query: docBlock("README.md", "Quick start", "graphql").code })).json()) as {
      data: { createQuote: { quoteId: string } };
    };
    const { quoteId } = quote.data.createQuote;
    const document = parse(docBlock(DOC, "7. Live status", "graphql").code);
    const events = subscribeWs<{ transactionEvents: { transaction: { state: string } | null } }, { quoteId: string }>(
      wsClient(gw.url),
      document,
      { quoteId },
    );
    await expect
      .poll(() => gw.gateway.bus.listenerCount(`transaction:${quoteId}` as never), { timeout: 5000 })
      .toBeGreaterThan(0);
    await gw.post({ query: `mutation { commitQuote(quoteId: "${quoteId}") { __typename } }` });
    await gw.sandbox.advance(quoteId, "ACCEPTED");
    await gw.sandbox.advance(quoteId, "EXECUTED");
    const states: string[] = [];
    while (states.at(-1) !== "EXECUTED") {
      const state = (await events.next()).data?.transactionEvents.transaction?.state;
      if (state) states.push(state);
    }
    expect(states).toEqual(["PENDING", "ACCEPTED", "EXECUTED"]);
  });
});
