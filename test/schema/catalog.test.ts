import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { graphql } from "../gql/index.js";
import { as, startGateway, type GatewayHandle } from "../utils/gateway.js";

const Chains = graphql(`
  query CatalogChains {
    chains {
      name
      nativeTokenName
      nativeTokenDecimals
      tokens {
        symbol
        chain
        address
        decimals
        usdPrice
      }
    }
  }
`);

const OneChain = graphql(`
  query CatalogChain($name: String!) {
    chain(name: $name) {
      name
      tokens {
        symbol
        decimals
      }
    }
  }
`);

const SwapTokens = graphql(`
  query CatalogSwapTokens($chain: String) {
    swapTokens(chain: $chain) {
      symbol
      chain
      decimals
      usdPrice
      aggregators
    }
  }
`);

const Preview = graphql(`
  query CatalogPreview($input: PreviewQuoteInput!) {
    previewQuote(input: $input) {
      __typename
      ... on Quote {
        quoteId
        payAmount
        receiveAmount
        depositor
        isExpired
      }
      ... on BridgeQuote {
        token
      }
      ... on BridgeSwapQuote {
        tokenIn
        tokenOut
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

const CreateQuote = graphql(`
  mutation CatalogCreateQuote($input: QuoteInput!) {
    createQuote(input: $input) {
      __typename
      ... on Quote {
        quoteId
        payAmount
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

const CommitPreview = graphql(`
  mutation CatalogCommitPreview($quoteId: ID!) {
    commitQuote(quoteId: $quoteId) {
      __typename
    }
  }
`);

const preview = {
  chainIn: "ETHEREUM",
  chainOut: "BASE",
  tokenIn: "USDT",
  tokenOut: "USDT",
  amount: "100",
  mode: "PAY" as const,
};
const parties = {
  depositor: "0x1111111111111111111111111111111111111111",
  recipient: "0x2222222222222222222222222222222222222222",
};

let gw: GatewayHandle;
const calls = async (route: string) => (await gw.sandbox.stats()).requests[route] ?? 0;

beforeAll(async () => {
  gw = await startGateway();
});
beforeEach(async () => {
  await gw.sandbox.resetStats();
});

describe("chains and tokens", () => {
  it("lists every chain's tokens with decimals and USD prices: one configs and one prices call per TTL, however many tokens", async () => {
    const first = await gw.gql(Chains);
    expect(first.errors).toBeUndefined();
    const chains = first.data!.chains;
    expect(chains.map((c) => c.name)).toEqual(expect.arrayContaining(["ETHEREUM", "BASE", "SOLANA"]));
    const eth = chains.find((c) => c.name === "ETHEREUM")!;
    expect(eth).toMatchObject({ nativeTokenName: "ETH", nativeTokenDecimals: 18 });
    expect(eth.tokens.find((t) => t.symbol === "USDT")).toMatchObject({ chain: "ETHEREUM", decimals: 6, usdPrice: 1 });
    expect(eth.tokens.find((t) => t.symbol === "ETH")).toMatchObject({ decimals: 18, usdPrice: 3000 });
    const tokenCount = chains.reduce((n, c) => n + c.tokens.length, 0);
    expect(tokenCount).toBeGreaterThan(10);

    const second = await gw.gql(Chains);
    expect(second.data).toEqual(first.data);
    expect(await calls("GET /bridge/configs")).toBe(1);
    expect(await calls("GET /usd-prices/usd-prices")).toBe(1);
  });

  it("finds one chain by name, null for an unknown one, from the same cached configs", async () => {
    const base = await gw.gql(OneChain, { name: "BASE" });
    expect(base.data?.chain?.name).toBe("BASE");
    expect(base.data?.chain?.tokens.map((t) => t.symbol)).toContain("USDC");
    const none = await gw.gql(OneChain, { name: "NOT_A_CHAIN" });
    expect(none.errors).toBeUndefined();
    expect(none.data?.chain).toBeNull();
    // Cached by the first test of the file, within CACHE_CONFIG_TTL_S.
    expect(await calls("GET /bridge/configs")).toBe(0);
  });

  it("lists bridge+swap tokens of one chain", async () => {
    const { data, errors } = await gw.gql(SwapTokens, { chain: "SOLANA" });
    expect(errors).toBeUndefined();
    expect(data!.swapTokens.length).toBeGreaterThan(0);
    expect(data!.swapTokens.every((t) => t.chain === "SOLANA")).toBe(true);
    expect(data!.swapTokens.find((t) => t.symbol === "SOL")).toMatchObject({ decimals: 9, usdPrice: 150 });
    const all = await gw.gql(SwapTokens, {});
    expect(all.data!.swapTokens.length).toBeGreaterThan(data!.swapTokens.length);
    expect(await calls("GET /bridge/bridge-swap-token-configs")).toBe(1);
  });
});

describe("previewQuote", () => {
  it("prices a transfer with the public quote, exact decimals, and an id commitQuote refuses", async () => {
    const { data, errors } = await gw.gql(Preview, { input: { ...preview, amount: "100.000001" } });
    expect(errors).toBeUndefined();
    const q = as(data?.previewQuote, "BridgeQuote");
    expect(q.payAmount).toBe("100.000001");
    expect(q.token).toBe("USDT");
    expect(q.quoteId.startsWith("preview:")).toBe(true);
    expect(q.depositor).toBe("");
    expect(await calls("GET /bridge/quote/bridge-swap/public")).toBe(1);

    const commit = await gw.gql(CommitPreview, { quoteId: q.quoteId });
    expect(commit.data?.commitQuote.__typename).toBe("InvalidInput");
    expect(await calls("POST /bridge/quote/commit/:quoteId")).toBe(0);
  });

  it("prices a swap", async () => {
    const { data } = await gw.gql(Preview, {
      input: { ...preview, chainIn: "ARBITRUM_ONE", tokenIn: "ETH", tokenOut: "USDC", amount: "1" },
    });
    const q = as(data?.previewQuote, "BridgeSwapQuote");
    expect([q.tokenIn, q.tokenOut, q.payAmount]).toEqual(["ETH", "USDC", "1"]);
  });
});

describe("quote input checked against the catalogue, before any upstream call", () => {
  const cases: [string, Record<string, string>, string[], RegExp][] = [
    ["an unknown chain", { chainIn: "ETHEREM" }, ["input", "chainIn"], /unknown chain "ETHEREM".*ETHEREUM/],
    ["an unknown destination chain", { chainOut: "MARS" }, ["input", "chainOut"], /supported chains: .*BASE/],
    ["a token the chain lacks", { tokenIn: "SOL" }, ["input", "tokenIn"], /"SOL" is not supported on ETHEREUM.*USDT/],
    [
      "more decimals than the token has",
      { amount: "1.1234567" },
      ["input", "amount"],
      /7 decimal places; USDT on ETHEREUM has 6/,
    ],
  ];

  for (const [what, change, path, message] of cases) {
    it(`previewQuote refuses ${what}`, async () => {
      const { data, errors } = await gw.gql(Preview, { input: { ...preview, ...change } });
      expect(errors).toBeUndefined();
      const invalid = as(data?.previewQuote, "InvalidInput");
      expect(invalid.issues).toEqual([{ path, message: expect.stringMatching(message) }]);
      expect(await calls("GET /bridge/quote/bridge-swap/public")).toBe(0);
    });

    it(`createQuote refuses ${what}`, async () => {
      const { data, errors } = await gw.gql(CreateQuote, { input: { ...preview, ...parties, ...change } });
      expect(errors).toBeUndefined();
      const invalid = as(data?.createQuote, "InvalidInput");
      expect(invalid.issues).toEqual([{ path, message: expect.stringMatching(message) }]);
      expect(await calls("POST /bridge/quote/bridge-swap/user")).toBe(0);
    });
  }

  it("accepts trailing zeros beyond the token's decimals (no value is lost) and keeps the amount's text", async () => {
    const { data } = await gw.gql(CreateQuote, { input: { ...preview, ...parties, amount: "25.50000000000" } });
    expect(as(data?.createQuote, "BridgeQuote").payAmount).toBe("25.5");
  });

  it("checks amountNative against the destination's gas token", async () => {
    const { data } = await gw.gql(Preview, { input: { ...preview, amountNative: "0.0000000000000000001" } });
    const invalid = as(data?.previewQuote, "InvalidInput");
    expect(invalid.issues[0]).toMatchObject({
      path: ["input", "amountNative"],
      message: expect.stringMatching(/ETH on BASE has 18/),
    });
  });
});
