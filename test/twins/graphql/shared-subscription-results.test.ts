import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { parse, type DocumentNode, type GraphQLSchema } from "graphql";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { createPubSub, createSchema, createYoga, maskError } from "graphql-yoga";
import { beforeAll, describe, expect, it } from "vitest";
import type { GatewayContext } from "../../../src/schema/context.js";
import {
  useSharedSubscriptionResults,
  useUnwrappedSharedResults,
} from "../../../src/twins/graphql/shared-subscription-results.js";
import { onDispose } from "../../utils/disposers.js";
import { subscribeSse, type Subscription } from "../../utils/subscriptions.js";

// A schema of its own: the test counts how often an event's selection is executed.
type Tick = { n: number };
/** The tenant as the gateway's context carries it (`caller.credential.tenant`), plus a copy for resolvers. */
type TestContext = { tenant: string; caller: { credential: { tenant: string } } };
let executions = 0;
const pubsub = createPubSub<{ tick: [Tick] }>();
const schema = createSchema<TestContext>({
  typeDefs: /* GraphQL */ `
    type Query {
      ok: Boolean
    }
    type Tick {
      n: Int!
      label(prefix: String!): String!
      tenant: String!
      failing: String
    }
    type Subscription {
      ticks: Tick!
    }
  `,
  resolvers: {
    Subscription: { ticks: { subscribe: () => pubsub.subscribe("tick"), resolve: (tick: Tick) => tick } },
    Tick: {
      n: (tick: Tick) => {
        // Ticks numbered 0 only show that a subscriber listens (see `listening`).
        if (tick.n > 0) executions++;
        return tick.n;
      },
      label: (tick: Tick, { prefix }: { prefix: string }) => `${prefix}${tick.n}`,
      tenant: (_tick: Tick, _args: unknown, context: { tenant: string }) => context.tenant,
      failing: () => {
        throw new Error("upstream said: secret detail");
      },
    },
  },
});

type TickMessage = { ticks: { n: number; label: string; tenant: string } };
const Ticks = parse(`subscription Ticks($prefix: String!) { ticks { n label(prefix: $prefix) tenant } }`) as TypedDocumentNode<
  TickMessage,
  { prefix: string }
>;

describe("shared subscription results", () => {
  let url: string;
  /** Yoga's envelop for one request, as graphql-ws uses it (graphql-ws.ts). */
  let envelopedFor: (request: Request) => {
    schema: GraphQLSchema;
    parse: (source: string) => DocumentNode;
    contextFactory: () => unknown;
    subscribe: (args: { schema: GraphQLSchema; document: DocumentNode; contextValue: unknown }) => unknown;
  };
  beforeAll(async () => {
    const yoga = createYoga({
      schema,
      // The tenant the gateway derives from the credential; here straight from a header.
      context: ({ request }): TestContext => {
        const tenant = request.headers.get("x-tenant") ?? "anonymous";
        return { tenant, caller: { credential: { tenant } } };
      },
      // As the gateway has them (yoga.ts): the shared results masked with yoga's masking, unwrapped.
      plugins: [
        useSharedSubscriptionResults(
          (context: GatewayContext) => context.caller.credential.tenant,
          (error) => maskError(error, "Unexpected error.", false),
        ),
        useUnwrappedSharedResults(),
      ],
    });
    envelopedFor = (request) => yoga.getEnveloped({ request });
    const server = createServer(yoga);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Every test is done by then: the connections of aborted streams need not be waited for.
    onDispose(() => new Promise<void>((resolve) => server.close(() => resolve()).closeAllConnections()));
  });

  async function subscribe(prefix: string, tenant: string): Promise<Subscription<TickMessage>> {
    return subscribeSse(url, Ticks, { prefix }, { "x-tenant": tenant });
  }

  /** Resolves once every subscriber listens: ticks numbered 0 are published until each got one. */
  async function listening(subs: Subscription<TickMessage>[]): Promise<void> {
    const timer = setInterval(() => pubsub.publish("tick", { n: 0 }), 20);
    try {
      for (const sub of subs) while ((await sub.next(5000)).data?.ticks.n !== 0);
    } finally {
      clearInterval(timer);
    }
  }

  /** The next tick that is not a listening check. */
  async function nextTick(sub: Subscription<TickMessage>): Promise<TickMessage["ticks"] | undefined> {
    for (;;) {
      const ticks = (await sub.next(5000)).data?.ticks;
      if (ticks?.n !== 0) return ticks;
    }
  }

  it("executes an event once for subscribers with the same document, variables and tenant", async () => {
    const subs = {
      a1: await subscribe("#", "a"),
      a2: await subscribe("#", "a"),
      a3: await subscribe("#", "a"),
      otherVariables: await subscribe("n=", "a"),
      otherTenant: await subscribe("#", "b"),
    };
    await listening(Object.values(subs));
    pubsub.publish("tick", { n: 1 });
    for (const [name, sub] of Object.entries(subs)) {
      const expected = {
        n: 1,
        label: name === "otherVariables" ? "n=1" : "#1",
        tenant: name === "otherTenant" ? "b" : "a",
      };
      expect(await nextTick(sub), name).toEqual(expected);
    }
    // Three distinct operations: the first, the one with other variables, the other tenant's.
    expect(executions).toBe(3);

    // A new event object is executed anew.
    pubsub.publish("tick", { n: 2 });
    for (const sub of Object.values(subs)) expect((await nextTick(sub))?.n).toBe(2);
    expect(executions).toBe(6);
    for (const sub of Object.values(subs)) await sub.close();
  });

  it("keeps serving the others when one subscriber of a shared result leaves", async () => {
    const staying = await subscribe("#", "a");
    const leaving = await subscribe("#", "a");
    await listening([staying, leaving]);
    pubsub.publish("tick", { n: 3 });
    expect((await nextTick(leaving))?.n).toBe(3);
    await leaving.close();
    pubsub.publish("tick", { n: 4 });
    expect((await nextTick(staying))?.n).toBe(3);
    expect((await nextTick(staying))?.n).toBe(4);
    await staying.close();
  });

  it("reaches graphql-ws and SSE as the shared stream itself, not in envelop's per-plugin iterators", async () => {
    const request = new Request(`${url}/graphql`, { headers: { "x-tenant": "a" } });
    const { subscribe, contextFactory, parse: parseWith, schema: enveloped } = envelopedFor(request);
    const result = await subscribe({
      schema: enveloped,
      document: parseWith(`subscription { ticks { n } }`),
      contextValue: await contextFactory(),
    });
    expect((result as object).constructor.name).toBe("SharedResultStream");
    await (result as AsyncGenerator).return(undefined);
  });

  it("masks an event's unexpected error as yoga does, with the data of the other fields", async () => {
    const query = parse(`subscription { ticks { n failing } }`) as TypedDocumentNode<{
      ticks: { n: number; failing: string | null };
    }>;
    const sub = await subscribeSse(url, query, {}, { "x-tenant": "a" });
    let message;
    const timer = setInterval(() => pubsub.publish("tick", { n: 7 }), 20);
    try {
      while (!(message = await sub.next(5000)).data?.ticks.n);
    } finally {
      clearInterval(timer);
    }
    expect(message.data).toEqual({ ticks: { n: 7, failing: null } });
    expect(message.errors).toEqual([expect.objectContaining({ message: "Unexpected error.", path: ["ticks", "failing"] })]);
    expect(JSON.stringify(message)).not.toContain("secret");
    await sub.close();
  });

  it("answers invalid variables as the default subscribe does: 400 with BAD_USER_INPUT", async () => {
    const res = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ query: `subscription ($prefix: String!) { ticks { label(prefix: $prefix) } }`, variables: {} }),
    });
    expect({ status: res.status, body: await res.text() }).toMatchObject({
      status: 400,
      body: expect.stringContaining("BAD_USER_INPUT"),
    });
  });
});
