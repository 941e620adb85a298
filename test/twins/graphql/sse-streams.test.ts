import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { createSchema, createYoga, type Plugin } from "graphql-yoga";
import { describe, expect, it } from "vitest";
import { useSseStreams } from "../../../src/twins/graphql/sse-streams.js";

/** A short interval, so the test sees several rounds (the gateway uses yoga's 12 s). */
const PING_INTERVAL_MS = 300;
import { onDispose } from "../../utils/disposers.js";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Subscriptions that yield `count` numbers `gapMs` apart, then end; `returned` counts the streams given back. */
function testSchema() {
  const state = { returned: 0 };
  const schema = createSchema({
    typeDefs: /* GraphQL */ `
      type Query {
        ok: Boolean
      }
      type Subscription {
        numbers(count: Int!, gapMs: Int!): Int!
      }
    `,
    resolvers: {
      Subscription: {
        numbers: {
          subscribe: (_: unknown, { count, gapMs }: { count: number; gapMs: number }) => {
            let n = 0;
            const ended = { done: true, value: undefined } as const;
            // An iterator, not a generator: a generator waiting in a sleep would only see `return` after it.
            const numbers: AsyncIterableIterator<{ numbers: number }> = {
              [Symbol.asyncIterator]: () => numbers,
              next: async () => {
                if (n >= count) return ended;
                await sleep(gapMs);
                return n >= count ? ended : { done: false, value: { numbers: ++n } };
              },
              return: async () => {
                state.returned++;
                n = count;
                return ended;
              },
            };
            return numbers;
          },
        },
      },
    },
  });
  return { schema, state };
}

/** A gateway-like server of `plugins` on a free port. */
async function serve(plugins: Plugin[]) {
  const { schema, state } = testSchema();
  const yoga = createYoga({ schema, plugins, logging: false });
  const server = createServer(yoga);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onDispose(() => new Promise<void>((resolve) => server.close(() => resolve())));
  onDispose(() => server.closeAllConnections());
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`, state };
}

/** One SSE subscription over its own connection: status, headers, and the raw body as it arrives. */
function open(url: string, query: string) {
  const got = { status: 0, headers: {} as Record<string, unknown>, body: "", ended: false };
  const req = request(url, {
    method: "POST",
    agent: false,
    headers: { "content-type": "application/json", accept: "text/event-stream" },
  });
  // Closed by the test (`close`), the request and response fail with "aborted": that is the end too.
  const done = new Promise<void>((resolve) => {
    req.on("error", () => resolve());
    req.on("response", (res) => {
      got.status = res.statusCode!;
      const { date: _date, ...headers } = res.headers;
      got.headers = headers;
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (got.body += chunk));
      res.on("end", () => {
        got.ended = true;
        resolve();
      });
      res.on("error", () => resolve());
    });
  });
  req.end(JSON.stringify({ query }));
  return { got, done, close: () => req.destroy() };
}

const activeTimeouts = () => process.getActiveResourcesInfo().filter((r) => r === "Timeout").length;

describe("SSE streams (useSseStreams)", () => {
  it("sends yoga's bytes, headers and status: the first ping, each result, and the end", async () => {
    const ours = await serve([useSseStreams()]);
    const yogas = await serve([]);
    const query = "subscription { numbers(count: 2, gapMs: 10) }";
    const [a, b] = [open(ours.url, query), open(yogas.url, query)];
    await Promise.all([a.done, b.done]);
    const expected =
      ':\n\nevent: next\ndata: {"data":{"numbers":1}}\n\nevent: next\ndata: {"data":{"numbers":2}}\n\n' +
      "event: complete\ndata:\n\n";
    expect(a.got.body).toBe(expected);
    expect(b.got.body).toBe(expected);
    expect(a.got.status).toBe(200);
    expect(a.got.status).toBe(b.got.status);
    expect(a.got.headers).toEqual(b.got.headers);
  });

  it("pings an idle stream at yoga's interval, with one timer for many streams", async () => {
    const plugin = useSseStreams(PING_INTERVAL_MS);
    const ours = await serve([plugin]);
    const before = activeTimeouts();
    const streams = Array.from({ length: 30 }, () => open(ours.url, "subscription { numbers(count: 1, gapMs: 60000) }"));
    await sleep(3.5 * PING_INTERVAL_MS);
    expect(plugin.streams.size).toBe(30);
    expect(plugin.streams.timers).toBe(1);
    // Yoga's processor holds a ping interval per stream; this one, one for all of them.
    expect(activeTimeouts() - before).toBeLessThanOrEqual(1 + 30 /* the resolvers' sleeps */);
    for (const { got } of streams) {
      // The opening ping, then one each interval (within a tick of it).
      expect(got.body).toMatch(/^(:\n\n){3,5}$/);
    }
    for (const s of streams) s.close();
    await expect.poll(() => ours.state.returned).toBe(30);
    expect(plugin.streams.size).toBe(0);
    await expect.poll(() => plugin.streams.timers).toBe(0);
  });

  it("returns the subscription when the client goes", async () => {
    const ours = await serve([useSseStreams()]);
    const s = open(ours.url, "subscription { numbers(count: 5, gapMs: 50) }");
    await expect.poll(() => s.got.body.includes("event: next")).toBe(true);
    s.close();
    await expect.poll(() => ours.state.returned).toBe(1);
  });
});
