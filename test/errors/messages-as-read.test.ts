import { parse } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";
import { pastNotKnownYet, subscribeSse, subscribeWs, wsClient } from "../utils/subscriptions.js";
import { BRIDGE_QUOTE_INPUT } from "../utils/transfers.js";

/**
 * Each message as a frontend reads it: the `message` of a typed error or of `errors[0]`, shown to
 * a person as it is, and the same answer whichever way the client wrote the operation.
 */

interface Body {
  data?: Record<string, { __typename?: string; message?: string } | null> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

let gw: GatewayHandle;
beforeAll(async () => {
  gw = await startGateway();
});

const ask = async (query: string, variables?: Record<string, unknown>): Promise<Body> =>
  (await (await gw.post({ query, variables })).json()) as Body;

/** What a frontend shows for a GraphQL error: its code and message, and whether any data came. */
const shown = (body: Body) => ({ code: body.errors?.[0]?.extensions?.code, message: body.errors?.[0]?.message });

const quoteInput = BRIDGE_QUOTE_INPUT;

const CreateQuote = `mutation ($input: QuoteInput!) { createQuote(input: $input) { __typename ... on Error { message } ... on Quote { quoteId } } }`;

describe("messages a frontend shows as they are", () => {
  it("InvalidInput.message names every problem, not only how many", async () => {
    const body = await ask(CreateQuote, { input: { ...quoteInput, chainIn: "NOPE", chainOut: "NADA" } });
    const answer = body.data?.createQuote;
    expect(answer?.__typename).toBe("InvalidInput");
    expect(answer?.message).toMatch(/unknown chain "NOPE"/);
    expect(answer?.message).toMatch(/unknown chain "NADA"/);
    expect(answer?.message).not.toMatch(/\d+ problems/);
  });

  it("transactions(first: 500) is BAD_USER_INPUT 'at most 100', written inline or as a variable", async () => {
    const page = `edges { cursor node { __typename ... on Transaction { id state } } }`;
    const inline = await ask(`{ transactions(first: 500) { ${page} } }`);
    const variable = await ask(`query ($first: Int) { transactions(first: $first) { ${page} } }`, { first: 500 });
    expect(shown(inline)).toEqual(shown(variable));
    expect(shown(inline)).toMatchObject({ code: "BAD_USER_INPUT" });
    expect(shown(inline).message).toMatch(/at most 100/);
  });

  it('amount: "abc" is the same BAD_USER_INPUT inline and as a variable', async () => {
    const literal = Object.entries({ ...quoteInput, amount: "abc" })
      .map(([k, v]) => `${k}: ${k === "mode" ? v : JSON.stringify(v)}`)
      .join(", ");
    const inline = await ask(`mutation { createQuote(input: { ${literal} }) { __typename } }`);
    const variable = await ask(CreateQuote, { input: { ...quoteInput, amount: "abc" } });
    expect(shown(inline)).toMatchObject({ code: "BAD_USER_INPUT" });
    expect(shown(variable).code).toBe("BAD_USER_INPUT");
    for (const body of [inline, variable]) expect(shown(body).message).toMatch(/"abc" is not a decimal number/);
  });

  it("a subscription sent as a plain POST gets a JSON error saying how to subscribe", async () => {
    const res = await fetch(`${gw.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ query: `subscription { transactionEvents(filter: { quoteId: "q" }) { kind } }` }),
    });
    expect(res.status).toBe(406);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    const body = (await res.json()) as Body;
    expect(body.errors?.[0]?.extensions?.code).toBe("NOT_ACCEPTABLE");
    expect(body.errors?.[0]?.message).toMatch(/text\/event-stream/);
    expect(body.errors?.[0]?.message).toMatch(/graphql-ws|WebSocket/);
  });

  it("commitQuote of a preview quote says preview quotes cannot be committed", async () => {
    const preview = await ask(`query ($input: PreviewQuoteInput!) { previewQuote(input: $input) { ... on Quote { quoteId } } }`, {
      input: { chainIn: "ETHEREUM", chainOut: "BASE", amount: "100", mode: "PAY", tokenIn: "USDT", tokenOut: "USDT" },
    });
    const quoteId = (preview.data?.previewQuote as { quoteId: string }).quoteId;
    expect(quoteId).toMatch(/^preview:/);
    const body = await ask(`mutation ($id: ID!) { commitQuote(quoteId: $id) { __typename ... on Error { message } } }`, {
      id: quoteId,
    });
    expect(body.data?.commitQuote?.__typename).toBe("InvalidInput");
    expect(body.data?.commitQuote?.message).toMatch(/preview quotes cannot be committed/i);
  });

  it('chain(name: "ethereum") finds ETHEREUM, as createQuote accepts "ethereum"', async () => {
    const quote = await ask(CreateQuote, { input: { ...quoteInput, chainIn: "ethereum", chainOut: "Base" } });
    expect(quote.data?.createQuote?.__typename).toBe("BridgeQuote");
    const lower = await ask(`{ chain(name: "ethereum") { name } swapTokens(chain: "ethereum") { chain } }`);
    expect(lower.data?.chain).toEqual({ name: "ETHEREUM" });
    expect(lower.data?.swapTokens).toEqual(expect.arrayContaining([{ chain: "ETHEREUM" }]));
  });

  it.each([
    ["a bridge", { tokenIn: "NOPE", tokenOut: "NOPE" }, "tokenIn"],
    ["a swap into a bridge token", { tokenIn: "NOPE", tokenOut: "USDC" }, "tokenIn"],
    ["a swap from a swap-only token", { tokenIn: "WBTC", chainOut: "ARBITRUM_ONE", tokenOut: "NOPE" }, "tokenOut"],
  ] as const)("the supported tokens %s's error offers are tokens that same quote accepts", async (_kind, change, side) => {
    const input = { ...quoteInput, ...change };
    const message = (await ask(CreateQuote, { input })).data?.createQuote?.message ?? "";
    const offered = /token "NOPE" is not supported on \w+; supported tokens: ([^;]+)/.exec(message)?.[1]?.split(", ");
    expect(offered?.length).toBeGreaterThan(0);
    const refused: string[] = [];
    for (const token of offered!) {
      const same = input.tokenIn === input.tokenOut;
      const retry = { ...input, amount: "1", [side]: token, ...(same && { tokenIn: token, tokenOut: token }) };
      const answer = (await ask(CreateQuote, { input: retry })).data?.createQuote;
      if (answer?.__typename !== "BridgeQuote" && answer?.__typename !== "BridgeSwapQuote")
        refused.push(`${token}: ${answer?.message}`);
    }
    expect(refused).toEqual([]);
  });

  it("a subscription to an id nobody knows says so in its first message, over graphql-ws and SSE", async () => {
    const Watch = parse(`subscription ($id: ID!) { transactionEvents(filter: { quoteId: $id }) { kind transaction { state } } }`);
    const variables = { id: "typo-in-the-quote-id" };
    await pastNotKnownYet(subscribeWs(wsClient(gw.url), Watch, variables));
    await pastNotKnownYet(await subscribeSse(gw.url, Watch, variables));
  });
});
