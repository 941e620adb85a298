import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { parse } from "graphql";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { createPubSub, createSchema, createYoga } from "graphql-yoga";
import { beforeAll, describe, expect, it } from "vitest";
import type { GatewayContext } from "../../src/schema/context.js";
import { useSharedSubscriptionResults } from "../../src/http/shared-subscription-results.js";
import { onDispose } from "../utils/disposers.js";
import { subscribeSse, type Subscription } from "../utils/subscriptions.js";

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
  beforeAll(async () => {
    const yoga = createYoga({
      schema,
      // The tenant the gateway derives from the credential; here straight from a header.
      context: ({ request }): TestContext => {
        const tenant = request.headers.get("x-tenant") ?? "anonymous";
        return { tenant, caller: { credential: { tenant } } };
      },
      plugins: [useSharedSubscriptionResults((context: GatewayContext) => context.caller.credential.tenant)],
    });
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
