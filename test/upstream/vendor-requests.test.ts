import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTES } from "../../src/upstream/routes/index.js";
import { graphql } from "../gql/index.js";
import { as, startGateway, type GatewayHandle } from "../utils/gateway.js";
import { startRecordingProxy, type RecordedRequest } from "../utils/proxy.js";
import { pollUntil, startSandbox, type SandboxHandle } from "../utils/sandbox.js";
import { BRIDGE_QUOTE_INPUT } from "../utils/transfers.js";
import {
  matchPath,
  matchVendorRoute,
  routeKey,
  schemaErrors,
  vendorIndex,
  vendorRoute,
  type SchemaPart,
} from "../utils/vendor-schemas.js";

/**
 * What the gateway itself sends upstream, checked against the vendor's own request schemas
 * (test/vendor, from `@rhino.fi/sdk`'s types) rather than against our sandbox, which would pass a
 * shape both get wrong. The gateway is driven through GraphQL; a recording proxy between it and
 * the sandbox keeps the exact bytes of every request, whose body, query string and path
 * parameters must each be what the vendor's route accepts. (The sandbox's answers are checked
 * against the vendor's response schemas in test/sandbox/vendor-conformance.test.ts.)
 */

/** Gateway routes with no vendor schema: the SDK's auth and price clients are hand-written, not generated from the vendor's OpenAPI description. */
const NOT_IN_VENDOR_TYPES: Record<string, string> = {
  "POST /authentication/auth/apiKey": "the SDK's auth client (api/auth/auth-api.js) is hand-written: { apiKey } in, { jwt } out",
  "GET /usd-prices/usd-prices": "the SDK's price client (api/usd-prices/usd-prices-api.js) is hand-written",
};

/** Vendor routes that take a body, query string or path parameters and that the gateway never calls, and why. */
const NEVER_SENT: Record<string, string> = {
  "GET /bridge/quote/public":
    "deprecated; previewQuote asks GET /bridge/quote/bridge-swap/public, which prices bridges and swaps",
  "POST /bridge/quote/user": "deprecated; createQuote posts every quote to /bridge/quote/bridge-swap/user",
  "GET /bridge/config/{chain}/{token}": "the gateway reads the whole GET /bridge/configs once (cached) and finds tokens there",
  "GET /bridge/config/tokens": "the same: a token by address is found in the cached configs",
  "GET /bridge/history/user": "deprecated page-number history; transactions reads GET /bridge/history-cursor/user",
  "GET /bridge/history/bridge/by-hash/{withdrawTxHash}": "deprecated alias of .../by-withdraw-hash/{withdrawTxHash}",
  "GET /sda/deposit-addresses/{depositAddress}/{depositChain}/public-status":
    "the view for whoever knows the destination address (a public key will do); the gateway reads the full status",
  "GET /webhook/user-events": "deprecated page-number events; the backfill reads GET /webhook/user-events-cursor",
  "POST /rhinofi-event":
    "the vendor sends it (the webhook to an integrator); the sandbox's deliveries are checked in test/sandbox/vendor-conformance.test.ts",
};

let sb: SandboxHandle;
let gw: GatewayHandle;
let proxy: { url: string; requests: RecordedRequest[] };

/** The request's path exactly as sent (not normalised: a `..` would stay visible). */
const pathOf = (r: RecordedRequest): string => r.url.split("?")[0] ?? "";
/** The vendor route a recorded request belongs to. */
const vendorRouteOf = (r: RecordedRequest) => matchVendorRoute(r.method, pathOf(r))?.route;

/** The gateway route (its declaration in src/upstream/routes) a recorded request belongs to. */
function gatewayRoute(r: RecordedRequest): string | undefined {
  const pathname = pathOf(r);
  const route = Object.values(ROUTES).find((d) => {
    const [method, template = ""] = d.route.split(" ");
    return method === r.method && matchPath(template, pathname) !== undefined;
  });
  return route?.route;
}

/** Every way the recorded request differs from what the vendor's route accepts; empty when it conforms. */
function problemsOf(r: RecordedRequest): string[] {
  const target = new URL(r.url, "http://upstream");
  const matched = matchVendorRoute(r.method, pathOf(r));
  if (!matched) return NOT_IN_VENDOR_TYPES[gatewayRoute(r) ?? ""] ? [] : [`${r.method} ${r.url}: no vendor route`];
  const { route, params } = matched;
  const problems: string[] = [];
  const check = (part: SchemaPart, value: unknown) => {
    for (const e of schemaErrors(route, part, value))
      problems.push(`${part} ${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`);
  };
  if (route.request) {
    const type = String(r.headers["content-type"] ?? "");
    if (!/^application\/json\b/.test(type)) problems.push(`body sent as ${type || "no content type"}`);
    try {
      check("request", JSON.parse(r.body.toString("utf8")));
    } catch (error) {
      problems.push(`body is not JSON: ${(error as Error).message}`);
    }
  } else if (r.body.length > 0) problems.push(`a body where the vendor takes none: ${r.body.toString("utf8").slice(0, 200)}`);
  const keys = [...target.searchParams.keys()];
  if (new Set(keys).size !== keys.length) problems.push(`a query parameter repeated: ${target.search}`);
  if (route.query) check("query", Object.fromEntries(target.searchParams));
  else if (keys.length > 0) problems.push(`a query string where the vendor takes none: ${target.search}`);
  if (route.pathParams) check("pathParams", params);
  return problems.map((p) => `${routeKey(route)}: ${p}`);
}

/** Runs `operation` through the gateway; asserts it reached `expected` upstream and that every request it caused conforms. */
async function sends<T>(expected: string, operation: () => Promise<T>): Promise<T> {
  const from = proxy.requests.length;
  const result = await operation();
  const mine = proxy.requests.slice(from);
  expect(mine.map(vendorRouteOf)).toContain(vendorRoute(expected));
  expect(mine.flatMap(problemsOf)).toEqual([]);
  return result;
}

const CreateQuote = graphql(`
  mutation VendorRequestCreateQuote($input: QuoteInput!) {
    createQuote(input: $input) {
      __typename
      ... on Quote {
        quoteId
      }
    }
  }
`);
const PreviewQuote = graphql(`
  query VendorRequestPreviewQuote($input: PreviewQuoteInput!) {
    previewQuote(input: $input) {
      __typename
    }
  }
`);
const CommitQuote = graphql(`
  mutation VendorRequestCommitQuote($quoteId: ID!) {
    commitQuote(quoteId: $quoteId) {
      __typename
    }
  }
`);
const TransactionById = graphql(`
  query VendorRequestTransactionById($id: ID!) {
    transactionById(id: $id) {
      __typename
    }
  }
`);
const CancelTransaction = graphql(`
  mutation VendorRequestCancel($id: ID!) {
    cancelTransaction(id: $id) {
      __typename
      ... on Transaction {
        state
      }
    }
  }
`);
const ByHash = graphql(`
  query VendorRequestByHash($deposit: String!, $withdraw: String!) {
    transactionsByDepositHash(depositTxHash: $deposit) {
      __typename
    }
    transactionByWithdrawHash(withdrawTxHash: $withdraw) {
      __typename
    }
  }
`);
const SwapCalldata = graphql(`
  query VendorRequestSwapCalldata($id: ID!) {
    swapCalldata(commitmentId: $id) {
      __typename
    }
  }
`);
const Transactions = graphql(`
  query VendorRequestTransactions($after: String) {
    transactions(first: 1, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
const Catalog = graphql(`
  query VendorRequestCatalog {
    chains {
      name
      tokens {
        symbol
        usdPrice
      }
    }
    swapTokens {
      symbol
    }
    webhookPublicKey
  }
`);
const CreateDepositAddress = graphql(`
  mutation VendorRequestCreateDepositAddress($input: CreateDepositAddressInput!) {
    createDepositAddress(input: $input) {
      __typename
      ... on DepositAddressesCreated {
        addresses {
          address
          chain
        }
      }
    }
  }
`);
const DepositAddress = graphql(`
  query VendorRequestDepositAddress($address: String!, $chain: String!) {
    depositAddress(address: $address, chain: $chain) {
      status {
        __typename
      }
      completedRefunds {
        __typename
      }
      history(first: 5) {
        edges {
          cursor
        }
      }
      supportedTokens {
        symbol
      }
    }
  }
`);
const Activate = graphql(`
  mutation VendorRequestActivate($address: String!, $chain: String!) {
    activateDepositAddress(address: $address, chain: $chain) {
      __typename
    }
  }
`);
const Search = graphql(`
  query VendorRequestSearch($search: DepositAddressSearch!) {
    depositAddresses(search: $search, first: 5) {
      address
    }
  }
`);

beforeAll(async () => {
  sb = await startSandbox();
  proxy = await startRecordingProxy(sb.url);
  // A short backfill period: the backfill's read of the missed-events cursor is a request the gateway sends too.
  gw = await startGateway({
    sandbox: sb,
    selfWebhook: true,
    env: { BRIDGE_API_URL: proxy.url, EVENT_BACKFILL_INTERVAL_MS: "200" },
  });
});

afterAll(() => {
  const routes = new Set(proxy.requests.map((r) => gatewayRoute(r) ?? `${r.method} ${r.url}`));
  process.stdout.write(
    `\nVendor request conformance: ${proxy.requests.length} requests on ${routes.size} upstream routes checked\n`,
  );
});

const quoteInput = (over: Record<string, unknown> = {}) => ({ ...BRIDGE_QUOTE_INPUT, ...over });
async function quote(over: Record<string, unknown> = {}): Promise<string> {
  const { data, errors } = await sends("POST /bridge/quote/bridge-swap/user", () =>
    gw.gql(CreateQuote, { input: quoteInput(over) }),
  );
  expect(errors).toBeUndefined();
  const q = data?.createQuote;
  if (!q || !("quoteId" in q)) throw new Error(`no quote: ${JSON.stringify(q)}`);
  return q.quoteId;
}
async function committed(over: Record<string, unknown> = {}): Promise<string> {
  const quoteId = await quote(over);
  const { data } = await sends("POST /bridge/quote/commit/{quoteId}", () => gw.gql(CommitQuote, { quoteId }));
  expect(data?.commitQuote.__typename).toBe("QuoteCommitment");
  return quoteId;
}

const QUOTES: [string, Record<string, unknown>][] = [
  ["a bridge", {}],
  [
    "a bridge with every optional field",
    { amountNative: "0.01", isSda: false, refundAddress: "0x4444444444444444444444444444444444444444" },
  ],
  ["a bridge in mode RECEIVE", { mode: "RECEIVE", amount: "90" }],
  ["a bridge and swap", { tokenOut: "ETH" }],
  ["a smart deposit address transfer", { isSda: true }],
  ["postBridgeData extended", { postBridgeData: { extended: { vaultId: 7 } } }],
  ["postBridgeData starkwarebtcfiv2", { postBridgeData: { starkwarebtcfiv2: { spans: ["0x1", "0xabc"] } } }],
  ...["starkwarebtcfi", "wirexwrap", "wirexwrapsandbox", "aavev3supply", "rocketfoundationdeposit", "mapledeposit"].map(
    (tag): [string, Record<string, unknown>] => [`postBridgeData ${tag}`, { postBridgeData: { [tag]: true } }],
  ),
];

describe("quotes", () => {
  it.each(QUOTES)("createQuote sends %s as the vendor's bridge-swap quote body", async (_name, over) => {
    await quote(over);
  });

  it.each([
    ["a bridge", {}],
    ["a swap with a gas boost", { tokenOut: "ETH", amountNative: "0.01" }],
    ["a smart deposit address transfer", { isSda: true }],
  ])("previewQuote sends %s as the vendor's public quote query", async (_name, over) => {
    const { chainIn, chainOut, amount, mode, tokenIn, tokenOut } = quoteInput(over);
    const input = { chainIn, chainOut, amount, mode, tokenIn, tokenOut, ...over };
    const { data } = await sends("GET /bridge/quote/bridge-swap/public", () => gw.gql(PreviewQuote, { input }));
    expect(data?.previewQuote.__typename).toMatch(/Quote$/);
  });

  it("commitQuote sends the quote id as the vendor's path parameter, and swapCalldata the commitment id", async () => {
    const swap = await committed({ tokenOut: "ETH" });
    const { data } = await sends("GET /bridge/swap/calldata/{commitmentId}", () => gw.gql(SwapCalldata, { id: swap }));
    as(data?.swapCalldata, "SwapCalldata");
  });
});

describe("transfers", () => {
  it("cancelTransaction sends the vendor's { state: CANCELLED } body, transactionById its status read", async () => {
    const quoteId = await committed();
    const byId = await sends("GET /bridge/history/bridge/{bridgeId}", () => gw.gql(TransactionById, { id: quoteId }));
    as(byId.data?.transactionById, "BridgeTransaction");
    const { data } = await sends("PATCH /bridge/history/bridge/{bridgeId}", () => gw.gql(CancelTransaction, { id: quoteId }));
    expect(as(data?.cancelTransaction, "BridgeTransaction").state).toBe("CANCELLED");
  });

  it("the lookups by deposit and withdrawal hash send the vendor's path parameters", async () => {
    const quoteId = await committed();
    const record = await sb.advance(quoteId, "EXECUTED");
    const hashes = record as unknown as { depositTxHash: string; withdrawTxHash: string };
    const { data } = await sends("GET /bridge/history/bridge/by-withdraw-hash/{withdrawTxHash}", () =>
      gw.gql(ByHash, { deposit: hashes.depositTxHash, withdraw: hashes.withdrawTxHash }),
    );
    as(data?.transactionsByDepositHash, "TransactionList");
    as(data?.transactionByWithdrawHash, "BridgeTransaction");
    expect(proxy.requests.some((r) => r.url.includes(`/by-deposit-hash/${hashes.depositTxHash}`))).toBe(true);
  });

  it("transactions sends the vendor's cursor query, its page token included", async () => {
    await committed();
    await committed();
    const first = await sends("GET /bridge/history-cursor/user", () => gw.gql(Transactions, {}));
    const page = first.data?.transactions.pageInfo;
    expect(page?.hasNextPage).toBe(true);
    await sends("GET /bridge/history-cursor/user", () => gw.gql(Transactions, { after: page?.endCursor }));
    expect(proxy.requests.some((r) => r.url.startsWith("/bridge/history-cursor/user") && r.url.includes("pageToken="))).toBe(
      true,
    );
  });

  it("the backfill sends the vendor's missed-events cursor query", async () => {
    const cursorReads = () => proxy.requests.filter((r) => r.url.startsWith("/webhook/user-events-cursor"));
    await pollUntil(async () => (cursorReads().length > 0 ? true : undefined));
    expect(cursorReads().flatMap(problemsOf)).toEqual([]);
  });
});

describe("catalogue", () => {
  it("chains, swapTokens, prices and the webhook key are read (cached, so perhaps already by the quotes)", async () => {
    const { data } = await gw.gql(Catalog);
    expect(data?.chains.length).toBeGreaterThan(0);
    const reached = new Set(proxy.requests.map(vendorRouteOf));
    for (const key of ["GET /bridge/configs", "GET /bridge/bridge-swap-token-configs", "GET /webhook/public-key"]) {
      expect(reached.has(vendorRoute(key)), key).toBe(true);
    }
  });
});

describe("smart deposit addresses", () => {
  const destination = "0x3333333333333333333333333333333333333333";
  it("createDepositAddress sends the vendor's create body, with and without its optional fields", async () => {
    for (const input of [
      { depositChains: ["ETHEREUM"], destinationChain: "BASE", destinationAddress: destination },
      {
        depositChains: ["ETHEREUM", "ARBITRUM_ONE"],
        destinationChain: "BASE",
        destinationAddress: destination,
        addressNote: "vendor requests",
        createNew: true,
        refundAddress: "0x4444444444444444444444444444444444444444",
        postBridgeData: { extended: { vaultId: 3 } },
        tokenOut: "USDC",
        bridgeIfNotSwappable: true,
      },
      { depositChains: ["ETHEREUM"], destinationChain: "BASE", destinationAddress: destination, createNew: false },
    ]) {
      const { data } = await sends("POST /sda/deposit-addresses", () => gw.gql(CreateDepositAddress, { input }));
      as(data?.createDepositAddress, "DepositAddressesCreated");
    }
  });

  it("an address's status, refunds, history and supported tokens, activation and search send the vendor's parameters", async () => {
    const { data } = await gw.gql(CreateDepositAddress, {
      input: {
        depositChains: ["ETHEREUM"],
        destinationChain: "BASE",
        destinationAddress: destination,
        tokenOut: "USDC",
        addressNote: "found",
      },
    });
    const [created] = as(data?.createDepositAddress, "DepositAddressesCreated").addresses;
    if (!created) throw new Error("no address created");
    const read = await sends("GET /sda/deposit-addresses/{depositAddress}/{depositChain}", () => gw.gql(DepositAddress, created));
    expect(read.data?.depositAddress.status.__typename).toBe("DepositAddressStatus");
    for (const key of [
      "GET /sda/deposit-addresses/{depositAddress}/{depositChain}/completed-refunds",
      "GET /sda/deposit-addresses/{depositAddress}/{depositChain}/history",
      "GET /sda/deposit-addresses/{depositChain}/{destinationChain}/supported-tokens",
    ]) {
      expect(
        proxy.requests.some((r) => vendorRouteOf(r) === vendorRoute(key)),
        key,
      ).toBe(true);
    }
    expect(proxy.requests.some((r) => r.url.endsWith("/supported-tokens?tokenOut=USDC"))).toBe(true);

    const inactive = "0x5555555555555555555555555555555555555555";
    await sb.registerDepositAddress({ depositAddress: inactive, depositChain: "ETHEREUM", isActive: false });
    const activated = await sends("PATCH /sda/deposit-addresses/{depositAddress}/{depositChain}/activate", () =>
      gw.gql(Activate, { address: inactive, chain: "ETHEREUM" }),
    );
    expect(activated.data?.activateDepositAddress.__typename).toBe("DepositAddressActivated");

    const search = { addressNote: "found", depositChain: "ETHEREUM", destinationChain: "BASE", destinationAddress: destination };
    const found = await sends("GET /sda/deposit-addresses/search", () => gw.gql(Search, { search }));
    expect(found.data?.depositAddresses.map((a) => a.address)).toContain(created.address);
  });
});

describe("coverage", () => {
  it("every request the gateway sent conforms, the background ones (backfill, cached reads) included", () => {
    expect(proxy.requests.flatMap(problemsOf)).toEqual([]);
  });
  it("every upstream route of the gateway was sent and checked, or has no vendor schema", () => {
    const sent = new Set(proxy.requests.map(gatewayRoute));
    expect(
      Object.values(ROUTES)
        .map((r) => r.route)
        .filter((r) => !sent.has(r)),
    ).toEqual([]);
    const unmatched = new Set(proxy.requests.filter((r) => vendorRouteOf(r) === undefined).map(gatewayRoute));
    expect([...unmatched].sort()).toEqual(Object.keys(NOT_IN_VENDOR_TYPES).sort());
  });

  it("the vendor's request schemas the gateway never sends are the named ones", () => {
    const reached = new Set(proxy.requests.map(vendorRouteOf));
    const unsent = vendorIndex.routes
      .filter((r) => (r.request || r.query || r.pathParams) && !reached.has(r))
      .map(routeKey)
      .sort();
    expect(unsent).toEqual(Object.keys(NEVER_SENT).sort());
  });
});
