import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FLOW_STATES, type Flow } from "../../packages/sandbox/src/domain/lifecycle.js";
import { SDA_WINDOW_LIMIT } from "../../packages/sandbox/src/domain/deposit-address-simulation.js";
import type { TransactionState } from "../../packages/sandbox/src/domain/types.js";
import { type ApiResponse, movableClock, type SandboxHandle, startSandbox } from "../utils/sandbox.js";
import {
  routeKey,
  schemaErrors,
  vendorIndex,
  vendorRoute,
  vendorSchema,
  vendorValidator,
  type VendorRoute,
} from "../utils/vendor-schemas.js";
import { startWebhookReceiver, type WebhookReceiver } from "../utils/webhook-receiver.js";

/**
 * Every route, variant, state and error the sandbox can produce, requested over real HTTP and
 * validated against the JSON Schema generated from the vendor's own SDK types
 * (`npm run vendor-schemas`) for that route and status.
 */

/** route x outcome, filled as the cases run and printed at the end; `request` rows check what the sandbox sends. */
const table: { route: string; outcome: string; status: number | "request" }[] = [];

/** Asserts the answer has `status` and a body the vendor schema for that route and status accepts. */
function conforms(route: string, outcome: string, res: ApiResponse, status: number): void {
  expect({ status: res.status, body: res.body }).toMatchObject({ status });
  expect(
    schemaErrors(vendorRoute(route), status, res.body),
    `${route} ${outcome}: ${JSON.stringify(res.body).slice(0, 400)}`,
  ).toEqual([]);
  table.push({ route, outcome, status });
}

/**
 * The route x status pairs of the vendor types the sandbox cannot be made to answer, and why. The
 * coverage case checks this list both ways: every pair not answered is here, and none here was.
 */
const UNPRODUCIBLE: Record<string, string> = {
  "GET /bridge/configs 400": "the route takes no parameter, body or credential: nothing in a request can fail to decode",
  "GET /bridge/bridge-swap-token-configs 400": "the route takes no parameter, body or credential: nothing can fail to decode",
  "GET /webhook/public-key 400": "the route takes no parameter, body or credential: nothing can fail to decode",
  ...Object.fromEntries(
    ["200", "201", "202", "203", "204", "205", "206", "400"].map((status) => [
      `POST /rhinofi-event ${status}`,
      "the integrator answers it (the gateway's receiver, test/events): the sandbox sends the event; its bodies are checked as requests below",
    ]),
  ),
};

let sb: SandboxHandle;
let jwt: string;
let publicJwt: string;
let hooks: WebhookReceiver;
const KEYS = [
  { key: "SECRET_main", projectId: "main" },
  { key: "PUBLIC_main", projectId: "main" },
];

const SOL_ADDRESS = "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM";
const quoteBody = (over: Record<string, unknown> = {}) => ({
  chainIn: "ETHEREUM",
  chainOut: "ARBITRUM_ONE",
  tokenIn: "USDT",
  tokenOut: "USDT",
  amount: "1000",
  mode: "pay",
  depositor: "0x1111111111111111111111111111111111111111",
  recipient: "0x2222222222222222222222222222222222222222",
  ...over,
});
const userQuote = (over: Record<string, unknown> = {}) =>
  sb.api("POST", "/bridge/quote/bridge-swap/user", { jwt, body: quoteBody(over) });

/** A committed transaction of `flow`, walked to `state` through the control API. */
async function transactionIn(flow: Flow, state: TransactionState): Promise<string> {
  let quoteId: string;
  if (flow === "depositAddressBridge") {
    const address = `0x${(table.length + 1).toString(16).padStart(40, "a")}`;
    await sb.registerDepositAddress({
      depositAddress: address,
      depositChain: "ETHEREUM",
      destinationChain: "BASE",
      webhookUrl: hooks.url,
    });
    const res = await sb.api("POST", `/sandbox/deposit-addresses/${address}/ETHEREUM/deposits`, {
      body: { token: "USDC", amount: "100" },
    });
    quoteId = res.body.quoteId;
  } else {
    const quote = await userQuote(flow === "bridgeSwap" ? { tokenOut: "ETH", webhookUrl: hooks.url } : { webhookUrl: hooks.url });
    quoteId = quote.body.quoteId;
    await sb.api("POST", `/bridge/quote/commit/${quoteId}`, { jwt });
  }
  // A swap fails while its deposit is being processed.
  if (state === "SWAP_FAILED" || state === "SWAP_FAILED_REFUNDED") await sb.advance(quoteId, "DEPOSIT_ACCEPTED");
  if (state !== "PENDING") await sb.advance(quoteId, state);
  return quoteId;
}

beforeAll(async () => {
  sb = await startSandbox({ apiKeys: KEYS });
  hooks = await startWebhookReceiver();
  jwt = await sb.getJwt();
  publicJwt = await sb.getJwt("PUBLIC_main");
});

/** Every route x status pair the vendor types list, as `"METHOD /template STATUS"`. */
const LISTED = vendorIndex.routes.flatMap((r) => Object.keys(r.responses).map((status) => `${routeKey(r)} ${status}`));
/** The listed pairs a case answered and validated. */
const answered = () => new Set(table.map((r) => `${r.route} ${r.status}`).filter((pair) => LISTED.includes(pair)));

afterAll(() => {
  // The summary always; the table of every case (some 300 lines) only on request.
  const lines = process.env.CONFORMANCE_TABLE
    ? table.map((r) => `${r.route.padEnd(80)} ${String(r.status).padEnd(7)} ${r.outcome}`)
    : ["(CONFORMANCE_TABLE=1 lists every case)"];
  process.stdout.write(
    `\nVendor conformance (@rhino.fi/sdk ${vendorIndex.sdk.version}): ${answered().size} of ${LISTED.length} route x status ` +
      `pairs answered and validated, ${Object.keys(UNPRODUCIBLE).length} named with why the sandbox cannot answer them; ` +
      `${table.length} route x outcome cases\n${lines.join("\n")}\n`,
  );
});

describe("configs and prices", () => {
  it("GET /bridge/configs answers every chain in the vendor's config shape", async () => {
    const res = await sb.api("GET", "/bridge/configs");
    conforms("GET /bridge/configs", "all chains", res, 200);
    expect(Object.keys(res.body)).toEqual(expect.arrayContaining(["ETHEREUM", "ARBITRUM_ONE", "BASE", "SOLANA"]));
  });
  it("GET /bridge/config/{chain}/{token} answers a token entry, 400 InvalidToken and InvalidTokenForChain", async () => {
    conforms("GET /bridge/config/{chain}/{token}", "token entry", await sb.api("GET", "/bridge/config/BASE/USDC"), 200);
    conforms("GET /bridge/config/{chain}/{token}", "InvalidToken", await sb.api("GET", "/bridge/config/BASE/NOPE"), 400);
    conforms("GET /bridge/config/{chain}/{token}", "InvalidTokenForChain", await sb.api("GET", "/bridge/config/SOLANA/ETH"), 400);
  });
  it("GET /bridge/config/tokens finds a token by address", async () => {
    const entry = (await sb.api("GET", "/bridge/config/BASE/USDC")).body;
    const res = await sb.api("GET", `/bridge/config/tokens?chain=BASE&tokenAddress=${entry.address}`);
    conforms("GET /bridge/config/tokens", "by address", res, 200);
    conforms("GET /bridge/config/tokens", "decode error", await sb.api("GET", "/bridge/config/tokens?chain=BASE"), 400);
  });
  it("GET /bridge/bridge-swap-token-configs lists swap tokens per chain", async () => {
    conforms(
      "GET /bridge/bridge-swap-token-configs",
      "all chains",
      await sb.api("GET", "/bridge/bridge-swap-token-configs"),
      200,
    );
  });
  it("GET /usd-prices/usd-prices and /usd-prices/usd-price/{token} answer the catalog prices", async () => {
    const all = await sb.api("GET", "/usd-prices/usd-prices");
    expect(all.body.ETH).toMatchObject({ price: 3000 });
    const one = await sb.api("GET", "/usd-prices/usd-price/SOL");
    expect(one.body).toMatchObject({ token: "SOL", price: 150 });
    table.push({ route: "GET /usd-prices/usd-prices", outcome: "all prices (no vendor schema)", status: 200 });
    table.push({ route: "GET /usd-prices/usd-price/{token}", outcome: "one price (no vendor schema)", status: 200 });
  });
});

describe("quotes", () => {
  const route = "POST /bridge/quote/bridge-swap/user";
  it.each([
    ["bridge", {}],
    ["bridgeSwap with a preSwap", { tokenOut: "ETH" }],
    [
      "bridgeSwap with a postSwap",
      { chainIn: "ARBITRUM_ONE", chainOut: "ETHEREUM", tokenIn: "ETH", tokenOut: "WBTC", amount: "1" },
    ],
    ["depositAddressBridge (isSda)", { isSda: "true" }],
    ["bridge in mode receive with gas boost", { mode: "receive", amount: "500", amountNative: "0.01" }],
  ])("answers the %s variant", async (_name, over) => {
    const res = await userQuote(over);
    conforms(route, `200 ${_name}`, res, 200);
  });
  it.each([
    ["extended", { _tag: "extended", vaultId: 7 }],
    ["starkwarebtcfi", { _tag: "starkwarebtcfi" }],
    ["wirexwrap", { _tag: "wirexwrap" }],
    ["wirexwrapsandbox", { _tag: "wirexwrapsandbox" }],
    ["starkwarebtcfiv2", { _tag: "starkwarebtcfiv2", spans: ["0x1", "0xabc"] }],
    ["aavev3supply", { _tag: "aavev3supply" }],
    ["rocketfoundationdeposit", { _tag: "rocketfoundationdeposit" }],
    ["mapledeposit", { _tag: "mapledeposit" }],
  ])("accepts and echoes postBridgeData %s", async (name, postBridgeData) => {
    const res = await userQuote({ postBridgeData });
    conforms(route, `200 postBridgeData ${name}`, res, 200);
    expect(res.body.postBridgeData).toEqual(postBridgeData);
  });
  it.each([
    ["InvalidRequest (unknown chain)", { chainIn: "NOWHERE" }, 422],
    ["InvalidRequest (disabled chain)", { chainOut: "STARKNET" }, 422],
    [
      "InvalidRequest (token not on chain)",
      { chainOut: "SOLANA", recipient: SOL_ADDRESS, tokenIn: "ETH", tokenOut: "ETH", amount: "1" },
      422,
    ],
    ["InvalidRequest (recipient not of chainOut's type)", { chainOut: "SOLANA", tokenIn: "USDC", tokenOut: "USDC" }, 422],
    ["InvalidRequest (depositor with a wrong EIP-55 checksum)", { depositor: "0x8ba1f109551bd432803012645Ac136ddd64DBA72" }, 422],
    ["NegativeReceiveAmount", { chainIn: "ARBITRUM_ONE", chainOut: "ETHEREUM", amount: "1" }, 422],
    ["GasBoostGreaterThanReceiveAmount", { amount: "10", amountNative: "1" }, 422],
    ["WithdrawLimitReached", { amount: "1500000" }, 422],
    ["DepositLimitReached", { amount: "2500000" }, 422],
    ["SdaDepositBelowMinimum", { isSda: "true", chainIn: "ARBITRUM_ONE", amount: "2" }, 422],
    ["SdaDepositLimitExceeded", { isSda: "true", amount: "1200000" }, 422],
    ["SwapLimitReached", { tokenOut: "ETH", amount: "600000" }, 422],
    ["SameChainSwapNotAvailable", { chainOut: "ETHEREUM", tokenOut: "ETH" }, 422],
    [
      "NoCommonBridgeTokensError",
      { chainIn: "ETHEREUM", chainOut: "SOLANA", recipient: SOL_ADDRESS, tokenIn: "WBTC", tokenOut: "BONK", amount: "1" },
      422,
    ],
    [
      "NoBridgeTokenFoundError",
      { chainIn: "SOLANA", depositor: SOL_ADDRESS, chainOut: "ETHEREUM", tokenIn: "SOL", tokenOut: "WBTC", amount: "10" },
      422,
    ],
    ["NoRouteFoundError", { tokenOut: "BONK" }, 404],
    ["HttpApiDecodeError", { amount: "ten", mode: "sideways" }, 400],
  ])("answers %s", async (name, over, status) => {
    const res = await userQuote(over);
    conforms(route, name, res, status);
    if (name.startsWith("Http")) expect(res.body.issues.every((i: { _tag: string }) => i._tag === "Pointer")).toBe(true);
    else expect(res.body._tag).toBe(name.split(" ")[0]);
  });
  it("answers 400 InvalidJwt for a forged token and 401 Unauthorized without one", async () => {
    conforms(
      route,
      "InvalidJwt",
      await sb.api("POST", "/bridge/quote/bridge-swap/user", { jwt: "x.y.z", body: quoteBody() }),
      400,
    );
    conforms(route, "Unauthorized", await sb.api("POST", "/bridge/quote/bridge-swap/user", { body: quoteBody() }), 401);
  });
  it("GET /bridge/quote/bridge-swap/public answers both public variants and its errors", async () => {
    const r = "GET /bridge/quote/bridge-swap/public";
    const q = (s: string) => sb.api("GET", `/bridge/quote/bridge-swap/public?${s}`);
    conforms(r, "200 bridge", await q("chainIn=ETHEREUM&chainOut=BASE&tokenIn=USDC&tokenOut=USDC&amount=100&mode=pay"), 200);
    conforms(r, "200 bridgeSwap", await q("chainIn=ETHEREUM&chainOut=BASE&tokenIn=USDC&tokenOut=ETH&amount=100&mode=pay"), 200);
    conforms(
      r,
      "200 bridge for isSda",
      await q("chainIn=ETHEREUM&chainOut=BASE&tokenIn=USDC&tokenOut=USDC&amount=100&mode=pay&isSda=true"),
      200,
    );
    conforms(
      r,
      "NoRouteFoundError",
      await q("chainIn=ETHEREUM&chainOut=BASE&tokenIn=USDC&tokenOut=BONK&amount=100&mode=pay"),
      404,
    );
    conforms(r, "InvalidRequest", await q("chainIn=MARS&chainOut=BASE&tokenIn=USDC&tokenOut=USDC&amount=100&mode=pay"), 422);
    conforms(r, "HttpApiDecodeError", await q("chainIn=ETHEREUM"), 400);
  });
  it("serves the deprecated GET /bridge/quote/public and POST /bridge/quote/user", async () => {
    const pub = await sb.api("GET", "/bridge/quote/public?chainIn=ETHEREUM&chainOut=BASE&token=USDC&amount=100&mode=pay");
    conforms("GET /bridge/quote/public", "200 bridge", pub, 200);
    conforms(
      "GET /bridge/quote/public",
      "NegativeReceiveAmount",
      await sb.api("GET", "/bridge/quote/public?chainIn=BASE&chainOut=ETHEREUM&token=USDC&amount=1&mode=pay"),
      422,
    );
    const { tokenIn: _i, tokenOut: _o, ...legacy } = quoteBody();
    conforms(
      "POST /bridge/quote/user",
      "200 bridge",
      await sb.api("POST", "/bridge/quote/user", { jwt, body: { ...legacy, token: "USDT" } }),
      200,
    );
    conforms(
      "POST /bridge/quote/user",
      "HttpApiDecodeError",
      await sb.api("POST", "/bridge/quote/user", { jwt, body: legacy }),
      400,
    );
  });
});

describe("commit", () => {
  const route = "POST /bridge/quote/commit/{quoteId}";
  it("answers { quoteId }, QuoteNotFound, InvalidJwt, Unauthorized and TooManyRequests", async () => {
    const quote = await userQuote();
    conforms(route, "committed", await sb.api("POST", `/bridge/quote/commit/${quote.body.quoteId}`, { jwt }), 200);
    conforms(route, "QuoteNotFound", await sb.api("POST", "/bridge/quote/commit/000000000000000000000000", { jwt }), 404);
    conforms(route, "InvalidJwt", await sb.api("POST", "/bridge/quote/commit/x", { jwt: "bad" }), 400);
    conforms(route, "Unauthorized", await sb.api("POST", "/bridge/quote/commit/x"), 401);
    await sb.setFaults({ errorRate: 1, status: 429, retryAfter: 3 });
    try {
      const limited = await sb.api("POST", "/bridge/quote/commit/x", { jwt });
      conforms(route, "TooManyRequests (fault)", limited, 429);
      expect(limited.body.retryAfter).toBe(3);
    } finally {
      await sb.clearFaults();
    }
  });
  it("answers 422 InvalidRequest for a commit after expiresAt", async () => {
    const clock = movableClock();
    const short = await startSandbox({ apiKeys: KEYS, quoteTtlS: 1 }, { now: clock.now });
    const token = await short.getJwt();
    const quote = await short.api("POST", "/bridge/quote/bridge-swap/user", { jwt: token, body: quoteBody() });
    clock.advance(1_500);
    const res = await short.api("POST", `/bridge/quote/commit/${quote.body.quoteId}`, { jwt: token });
    conforms(route, "InvalidRequest (expired)", res, 422);
    expect(res.body.message).toMatch(/expired/);
  });
});

// ajv compiles the 23-variant record and 19-variant event schemas on first use: seconds each.
const SLOW = { timeout: 120_000 };

describe("transaction records in every family and state", SLOW, () => {
  const cases = (Object.keys(FLOW_STATES) as Flow[]).flatMap((flow) => FLOW_STATES[flow].map((state) => [flow, state] as const));
  it("covers the vendor's 23 by-deposit variants", () => expect(cases).toHaveLength(23));
  it.each(cases)(
    "a %s transaction in %s conforms on status by id, user history and, once deposited, by deposit hash",
    async (flow, state) => {
      const quoteId = await transactionIn(flow, state);
      const byId = await sb.api("GET", `/bridge/history/bridge/${quoteId}`, { jwt });
      conforms("GET /bridge/history/bridge/{bridgeId}", `${flow} ${state}`, byId, 200);
      expect(byId.body).toMatchObject({ state, _tag: flow });
      const cursor = await sb.api("GET", "/bridge/history-cursor/user?pageSize=1&sortBy=updatedAt&sortDirection=desc", { jwt });
      conforms("GET /bridge/history-cursor/user", `${flow} ${state}`, cursor, 200);
      expect(cursor.body.items[0]._id).toBe(quoteId);
      const paged = await sb.api("GET", "/bridge/history/user?page=1&limit=1&sortBy=updatedAt&sortDirection=desc", { jwt });
      conforms("GET /bridge/history/user", `${flow} ${state}`, paged, 200);
      if (byId.body.depositTxHash) {
        const byDeposit = await sb.api("GET", `/bridge/history/bridge/by-deposit-hash/${byId.body.depositTxHash}`, { jwt });
        conforms("GET /bridge/history/bridge/by-deposit-hash/{depositTxHash}", `${flow} ${state}`, byDeposit, 200);
      }
      if (state === "EXECUTED") {
        for (const path of ["by-withdraw-hash", "by-hash"]) {
          const res = await sb.api("GET", `/bridge/history/bridge/${path}/${byId.body.withdrawTxHash}`, { jwt });
          conforms(`GET /bridge/history/bridge/${path}/{withdrawTxHash}`, `${flow} EXECUTED`, res, 200);
        }
      }
    },
  );
  it("the history routes answer their errors", async () => {
    const hash = `0x${"ab".repeat(32)}`;
    conforms(
      "GET /bridge/history/bridge/by-deposit-hash/{depositTxHash}",
      "HistoryNotFound",
      await sb.api("GET", `/bridge/history/bridge/by-deposit-hash/${hash}`, { jwt }),
      404,
    );
    conforms(
      "GET /bridge/history/bridge/by-deposit-hash/{depositTxHash}",
      "InvalidRequest (malformed)",
      await sb.api("GET", "/bridge/history/bridge/by-deposit-hash/nope", { jwt }),
      422,
    );
    conforms(
      "GET /bridge/history/bridge/by-withdraw-hash/{withdrawTxHash}",
      "InvalidRequest (unknown)",
      await sb.api("GET", `/bridge/history/bridge/by-withdraw-hash/${hash}`, { jwt }),
      422,
    );
    conforms(
      "GET /bridge/history/bridge/by-withdraw-hash/{withdrawTxHash}",
      "Unauthorized (public key)",
      await sb.api("GET", `/bridge/history/bridge/by-withdraw-hash/${hash}`, { jwt: publicJwt }),
      401,
    );
    conforms(
      "GET /bridge/history/bridge/by-withdraw-hash/{withdrawTxHash}",
      "InvalidJwt",
      await sb.api("GET", `/bridge/history/bridge/by-withdraw-hash/${hash}`, { jwt: "bad" }),
      400,
    );
    conforms(
      "GET /bridge/history/bridge/{bridgeId}",
      "InvalidRequest (unknown)",
      await sb.api("GET", "/bridge/history/bridge/nope", { jwt }),
      422,
    );
    conforms(
      "GET /bridge/history-cursor/user",
      "HttpApiDecodeError",
      await sb.api("GET", "/bridge/history-cursor/user?pageSize=x", { jwt }),
      400,
    );
    conforms("GET /bridge/history/user", "HttpApiDecodeError", await sb.api("GET", "/bridge/history/user?page=x", { jwt }), 400);
  });
  it("PATCH /bridge/history/bridge/{bridgeId} cancels a pending bridge and refuses the rest", async () => {
    const route = "PATCH /bridge/history/bridge/{bridgeId}";
    const quoteId = await transactionIn("bridge", "PENDING");
    const cancelled = await sb.api("PATCH", `/bridge/history/bridge/${quoteId}`, { jwt, body: { state: "CANCELLED" } });
    conforms(route, "cancelled", cancelled, 200);
    expect(cancelled.body).toMatchObject({ state: "CANCELLED", cancelledAt: expect.any(String) });
    conforms(
      route,
      "CannotCancelBridge",
      await sb.api("PATCH", `/bridge/history/bridge/${quoteId}`, { jwt, body: { state: "CANCELLED" } }),
      422,
    );
    conforms(
      route,
      "BridgeNotFound",
      await sb.api("PATCH", "/bridge/history/bridge/nope", { jwt, body: { state: "CANCELLED" } }),
      404,
    );
    conforms(
      route,
      "HttpApiDecodeError",
      await sb.api("PATCH", `/bridge/history/bridge/${quoteId}`, { jwt, body: { state: "EXECUTED" } }),
      400,
    );
  });
});

describe("swap calldata", () => {
  const route = "GET /bridge/swap/calldata/{commitmentId}";
  it("answers calldata, CommitmentNotFoundError and InvalidCommitmentTypeError", async () => {
    const swap = await userQuote({ tokenOut: "ETH" });
    conforms(route, "calldata", await sb.api("GET", `/bridge/swap/calldata/${swap.body.quoteId}`), 200);
    conforms(route, "CommitmentNotFoundError", await sb.api("GET", "/bridge/swap/calldata/nope"), 404);
    const bridge = await userQuote();
    conforms(route, "InvalidCommitmentTypeError", await sb.api("GET", `/bridge/swap/calldata/${bridge.body.quoteId}`), 422);
  });
});

describe("smart deposit addresses", () => {
  let address: string;
  const sda = (path: string, options: Parameters<SandboxHandle["api"]>[2] = {}) =>
    sb.api("GET", `/sda/deposit-addresses/${address}/ETHEREUM${path}`, { jwt, ...options });
  it("POST /sda/deposit-addresses creates addresses and answers its error tags", async () => {
    const route = "POST /sda/deposit-addresses";
    const body = {
      depositChains: ["ETHEREUM", "ARBITRUM_ONE"],
      destinationChain: "BASE",
      destinationAddress: "0x3333333333333333333333333333333333333333",
      addressNote: "conformance",
      webhookUrl: hooks.url,
    };
    const created = await sb.api("POST", "/sda/deposit-addresses", { jwt, body });
    conforms(route, "created", created, 200);
    address = created.body[0].depositAddress;
    conforms(
      route,
      "DepositAddressChainsNotSupported",
      await sb.api("POST", "/sda/deposit-addresses", { jwt, body: { ...body, depositChains: ["STARKNET"] } }),
      422,
    );
    conforms(
      route,
      "DepositAddressMultipleChainTypesNotAllowed",
      await sb.api("POST", "/sda/deposit-addresses", { jwt, body: { ...body, depositChains: ["ETHEREUM", "SOLANA"] } }),
      422,
    );
    conforms(
      route,
      "DepositAddressTokenOutNotSupported",
      await sb.api("POST", "/sda/deposit-addresses", { jwt, body: { ...body, tokenOut: "BONK" } }),
      422,
    );
    conforms(
      route,
      "DepositAddressInvalidDestinationAddress",
      await sb.api("POST", "/sda/deposit-addresses", { jwt, body: { ...body, destinationAddress: " " } }),
      422,
    );
    const notSol = await sb.api("POST", "/sda/deposit-addresses", {
      jwt,
      body: { ...body, destinationChain: "SOLANA" },
    });
    conforms(route, "DepositAddressInvalidDestinationAddress (not of the chain's type)", notSol, 422);
    expect(notSol.body).toEqual({
      _tag: "DepositAddressInvalidDestinationAddress",
      chain: "SOLANA",
      address: body.destinationAddress,
    });
    const refund = await sb.api("POST", "/sda/deposit-addresses", { jwt, body: { ...body, refundAddress: SOL_ADDRESS } });
    conforms(route, "DepositAddressInvalidRefundAddress", refund, 422);
    expect(refund.body._tag).toBe("DepositAddressInvalidRefundAddress");
    conforms(
      route,
      "HttpApiDecodeError",
      await sb.api("POST", "/sda/deposit-addresses", { jwt, body: { depositChains: [] } }),
      400,
    );
    conforms(route, "InvalidJwt", await sb.api("POST", "/sda/deposit-addresses", { jwt: "bad", body }), 400);
  });
  it("status, activation, supported tokens, search and rate limits conform", async () => {
    conforms("GET /sda/deposit-addresses/{depositAddress}/{depositChain}", "status", await sda(""), 200);
    conforms(
      "GET /sda/deposit-addresses/{depositAddress}/{depositChain}",
      "DepositAddressNotFound",
      await sb.api("GET", "/sda/deposit-addresses/0xnone/ETHEREUM", { jwt }),
      422,
    );
    conforms(
      "PATCH /sda/deposit-addresses/{depositAddress}/{depositChain}/activate",
      "DepositAddressAlreadyActive",
      await sb.api("PATCH", `/sda/deposit-addresses/${address}/ETHEREUM/activate`, { jwt }),
      422,
    );
    await sb.registerDepositAddress({ depositAddress: "0xinactive", depositChain: "ETHEREUM", isActive: false });
    conforms(
      "PATCH /sda/deposit-addresses/{depositAddress}/{depositChain}/activate",
      "activated",
      await sb.api("PATCH", "/sda/deposit-addresses/0xinactive/ETHEREUM/activate", { jwt }),
      200,
    );
    const tokens = "GET /sda/deposit-addresses/{depositChain}/{destinationChain}/supported-tokens";
    conforms(tokens, "tokens", await sb.api("GET", "/sda/deposit-addresses/ETHEREUM/BASE/supported-tokens"), 200);
    conforms(
      tokens,
      "DepositAddressChainsNotSupported",
      await sb.api("GET", "/sda/deposit-addresses/STARKNET/BASE/supported-tokens"),
      422,
    );
    conforms(
      tokens,
      "DepositAddressTokenOutNotSupported",
      await sb.api("GET", "/sda/deposit-addresses/ETHEREUM/BASE/supported-tokens?tokenOut=SOL"),
      422,
    );
    conforms(
      "GET /sda/deposit-addresses/search",
      "found",
      await sb.api("GET", "/sda/deposit-addresses/search?addressNote=conformance&pageSize=1", { jwt }),
      200,
    );
    conforms(
      "GET /sda/deposit-addresses/search",
      "HttpApiDecodeError",
      await sb.api("GET", "/sda/deposit-addresses/search?pageSize=x", { jwt }),
      400,
    );
    conforms(
      "GET /sda/deposit-addresses/rate-limit-status",
      "status",
      await sb.api("GET", "/sda/deposit-addresses/rate-limit-status", { jwt }),
      200,
    );
    conforms(
      "GET /sda/deposit-addresses/rate-limit-status",
      "Unauthorized",
      await sb.api("GET", "/sda/deposit-addresses/rate-limit-status"),
      401,
    );
  });
  it("deposits become a transfer, a REJECTED_BRIDGE refund or an UNSUPPORTED_TOKEN refund, listed by history, public status and refunds", async () => {
    const deposit = (body: object) => sb.api("POST", `/sandbox/deposit-addresses/${address}/ETHEREUM/deposits`, { body });
    const accepted = await deposit({ token: "USDC", amount: "250", delayed: true });
    expect(accepted.body.outcome).toBe("accepted");
    await sb.advance(accepted.body.quoteId, "EXECUTED");
    expect((await deposit({ token: "USDC", amount: "1" })).body).toMatchObject({
      outcome: "rejected",
      reason: "UNDER_MIN",
      refund: { trigger: { _tag: "REJECTED_BRIDGE" } },
    });
    expect((await deposit({ token: "PEPE", amount: "10" })).body).toMatchObject({
      outcome: "refunded",
      refund: { trigger: { _tag: "UNSUPPORTED_TOKEN" } },
    });
    const history = await sda("/history");
    conforms("GET /sda/deposit-addresses/{depositAddress}/{depositChain}/history", "accepted, rejected", history, 200);
    expect(history.body.bridges.map((b: { _tag: string }) => b._tag)).toEqual(["accepted", "rejected", "rejected"]);
    conforms(
      "GET /sda/deposit-addresses/{depositAddress}/{depositChain}/history",
      "HttpApiDecodeError",
      await sda("/history?from=yesterday"),
      400,
    );
    const refunds = await sda("/completed-refunds");
    conforms("GET /sda/deposit-addresses/{depositAddress}/{depositChain}/completed-refunds", "both triggers", refunds, 200);
    expect(refunds.body.items.map((r: { trigger: { _tag: string } }) => r.trigger._tag)).toEqual([
      "REJECTED_BRIDGE",
      "UNSUPPORTED_TOKEN",
    ]);
    const pub = await sb.api(
      "GET",
      `/sda/deposit-addresses/${address}/ETHEREUM/public-status?destinationAddress=0x3333333333333333333333333333333333333333`,
      { jwt: publicJwt },
    );
    conforms("GET /sda/deposit-addresses/{depositAddress}/{depositChain}/public-status", "executed and rejected", pub, 200);
    conforms(
      "GET /sda/deposit-addresses/{depositAddress}/{depositChain}/public-status",
      "DepositAddressNotFound",
      await sb.api(
        "GET",
        `/sda/deposit-addresses/${address}/ETHEREUM/public-status?destinationAddress=0x6666666666666666666666666666666666666666`,
        { jwt: publicJwt },
      ),
      422,
    );
  });
  it("answers 503 EndpointDisabledError on every SDA route when switched off", async () => {
    const off = await startSandbox({ apiKeys: KEYS, sdaDisabled: true });
    const token = await off.getJwt();
    const body = {
      depositChains: ["ETHEREUM"],
      destinationChain: "BASE",
      destinationAddress: "0x3333333333333333333333333333333333333333",
    };
    conforms(
      "POST /sda/deposit-addresses",
      "EndpointDisabledError",
      await off.api("POST", "/sda/deposit-addresses", { jwt: token, body }),
      503,
    );
    for (const path of ["", "/history", "/completed-refunds"]) {
      const res = await off.api("GET", `/sda/deposit-addresses/0xabc/ETHEREUM${path}`, { jwt: token });
      conforms(`GET /sda/deposit-addresses/{depositAddress}/{depositChain}${path}`, "EndpointDisabledError", res, 503);
    }
    conforms(
      "PATCH /sda/deposit-addresses/{depositAddress}/{depositChain}/activate",
      "EndpointDisabledError",
      await off.api("PATCH", "/sda/deposit-addresses/0xabc/ETHEREUM/activate", { jwt: token }),
      503,
    );
  });
});

describe("webhooks", SLOW, () => {
  it("every delivered event is a vendor webhook payload, and the cursor lists bare events", async () => {
    await sb.api("POST", "/sandbox/webhook-test", { body: { webhookUrl: hooks.url } });
    const routing = await sb.api("POST", "/sandbox/routing-deposit-addresses", {
      body: {
        depositChain: "ETHEREUM",
        webhookUrl: hooks.url,
        routes: [
          {
            matcher: { _tag: "sentToken", symbolsOrAddresses: ["USDC"] },
            action: {
              _tag: "bridge",
              destinationChain: "BASE",
              destinationAddress: "0x3333333333333333333333333333333333333333",
            },
          },
        ],
      },
    });
    expect(routing.status).toBe(201);
    const routed = `/sandbox/routing-deposit-addresses/${routing.body.depositAddress}/ETHEREUM/deposits`;
    expect((await sb.api("POST", routed, { body: { token: "USDT", amount: "100" } })).body).toMatchObject({
      outcome: "rejected",
      reason: "NO_ROUTE_FOUND",
    });
    expect((await sb.api("POST", routed, { body: { token: "USDC", amount: "100", delayed: true } })).body.outcome).toBe(
      "accepted",
    );
    // Every kind the vendor types name (the routing twins included), read from the vendor's schema;
    // BRIDGE_REFUNDED and the SDA kinds come from the cases above.
    const receiver = vendorRoute("POST /rhinofi-event");
    const eventSchema = vendorValidator(receiver, "request").schema as {
      properties: { event: { anyOf: { properties: { _tag: { const: string } } }[] } };
    };
    const expected = [...new Set(eventSchema.properties.event.anyOf.map((v) => v.properties._tag.const))];
    expect(expected).toHaveLength(13);
    const kindsReceived = () => new Set(hooks.received.map((d) => d.json<{ event: { _tag: string } }>().event._tag));
    await expect.poll(() => [...kindsReceived()].sort(), { timeout: 10_000 }).toEqual(expect.arrayContaining(expected));
    for (const delivery of hooks.received) {
      expect(schemaErrors(receiver, "request", delivery.json()), delivery.rawBody.slice(0, 300)).toEqual([]);
    }
    for (const kind of kindsReceived())
      table.push({ route: "POST /rhinofi-event", outcome: `${kind} delivered`, status: "request" });
    const cursor = await sb.api("GET", "/webhook/user-events-cursor?sinceTimestamp=0&pageSize=50", { jwt });
    conforms("GET /webhook/user-events-cursor", "bare events", cursor, 200);
    conforms(
      "GET /webhook/user-events-cursor",
      "HttpApiDecodeError",
      await sb.api("GET", "/webhook/user-events-cursor", { jwt }),
      400,
    );
    conforms(
      "GET /webhook/user-events-cursor",
      "Unauthorized",
      await sb.api("GET", "/webhook/user-events-cursor?sinceTimestamp=0"),
      401,
    );
    conforms(
      "GET /webhook/user-events",
      "bare events",
      await sb.api("GET", "/webhook/user-events?sinceTimestamp=0&page=1&limit=50", { jwt }),
      200,
    );
    conforms("GET /webhook/public-key", "key", await sb.api("GET", "/webhook/public-key"), 200);
  });
});

describe("credentials on every route", () => {
  const HASH = `0x${"cd".repeat(32)}`;
  /** A value of its kind for each path parameter of the vendor's templates. */
  const SAMPLE: Record<string, string> = {
    quoteId: "000000000000000000000000",
    bridgeId: "000000000000000000000000",
    withdrawTxHash: HASH,
    depositTxHash: HASH,
    depositAddress: "0x5555555555555555555555555555555555555555",
    depositChain: "ETHEREUM",
  };
  const concrete = (r: VendorRoute) => r.path.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE[name] ?? name);
  const listsTag = (r: VendorRoute, status: number, tag: string) =>
    r.responses[String(status)] !== undefined && JSON.stringify(vendorSchema(r, status)).includes(`"const":"${tag}"`);
  const rows = (tag: string, status: number) =>
    vendorIndex.routes.filter((r) => listsTag(r, status, tag)).map((r) => [routeKey(r), r] as const);

  it.each(rows("Unauthorized", 401))("%s answers 401 Unauthorized without a credential", async (key, r) => {
    const res = await sb.api(r.method, concrete(r), r.request ? { body: {} } : {});
    conforms(key, "Unauthorized (no credential)", res, 401);
    expect(res.body._tag).toBe("Unauthorized");
  });
  it.each(rows("InvalidJwt", 400))("%s answers 400 InvalidJwt for a forged token", async (key, r) => {
    const res = await sb.api(r.method, concrete(r), { jwt: "x.y.z", ...(r.request ? { body: {} } : {}) });
    conforms(key, "InvalidJwt (forged)", res, 400);
    expect(res.body._tag).toBe("InvalidJwt");
  });
});

describe("refusals the other cases do not reach", () => {
  it("decode errors: a missing query, a public status without its destination, a malformed escape in a path parameter", async () => {
    conforms("GET /bridge/quote/public", "HttpApiDecodeError", await sb.api("GET", "/bridge/quote/public?chainIn=ETHEREUM"), 400);
    conforms(
      "GET /webhook/user-events",
      "HttpApiDecodeError",
      await sb.api("GET", "/webhook/user-events?sinceTimestamp=0", { jwt }),
      400,
    );
    conforms(
      "GET /sda/deposit-addresses/{depositAddress}/{depositChain}/public-status",
      "HttpApiDecodeError (no destinationAddress)",
      await sb.api("GET", "/sda/deposit-addresses/0xabc/ETHEREUM/public-status", { jwt: publicJwt }),
      400,
    );
    conforms(
      "GET /bridge/swap/calldata/{commitmentId}",
      "HttpApiDecodeError (malformed escape)",
      await sb.api("GET", "/bridge/swap/calldata/%E0%A4%A"),
      400,
    );
    conforms(
      "GET /sda/deposit-addresses/{depositChain}/{destinationChain}/supported-tokens",
      "HttpApiDecodeError (malformed escape)",
      await sb.api("GET", "/sda/deposit-addresses/%E0%A4%A/BASE/supported-tokens"),
      400,
    );
  });

  it("422: well-formed requests refused, counts out of range and page tokens never issued among them", async () => {
    const { tokenIn: _i, tokenOut: _o, ...legacy } = quoteBody();
    conforms(
      "POST /bridge/quote/user",
      "InvalidRequest (unknown chain)",
      await sb.api("POST", "/bridge/quote/user", { jwt, body: { ...legacy, token: "USDT", chainIn: "NOWHERE" } }),
      422,
    );
    const list = "sortBy=createdAt&sortDirection=desc";
    conforms(
      "GET /bridge/history/user",
      "InvalidRequest (limit over 100)",
      await sb.api("GET", `/bridge/history/user?page=1&limit=1000&${list}`, { jwt }),
      422,
    );
    conforms(
      "GET /bridge/history-cursor/user",
      "InvalidRequest (pageSize 0)",
      await sb.api("GET", `/bridge/history-cursor/user?pageSize=0&${list}`, { jwt }),
      422,
    );
    conforms(
      "GET /bridge/history-cursor/user",
      "InvalidRequest (a page token never issued)",
      await sb.api("GET", `/bridge/history-cursor/user?pageSize=5&pageToken=garbage&${list}`, { jwt }),
      422,
    );
    conforms(
      "GET /bridge/history/bridge/by-hash/{withdrawTxHash}",
      "InvalidRequest (unknown)",
      await sb.api("GET", `/bridge/history/bridge/by-hash/0x${"ef".repeat(32)}`, { jwt }),
      422,
    );
    conforms(
      "GET /sda/deposit-addresses/search",
      "InvalidRequest (a page token never issued)",
      await sb.api("GET", "/sda/deposit-addresses/search?pageToken=garbage", { jwt }),
      422,
    );
    conforms(
      "GET /sda/deposit-addresses/search",
      "InvalidRequest (pageSize 0)",
      await sb.api("GET", "/sda/deposit-addresses/search?pageSize=0", { jwt }),
      422,
    );
    const unknown = "/sda/deposit-addresses/0x6666666666666666666666666666666666666666/ETHEREUM";
    for (const tail of ["/history", "/completed-refunds"]) {
      conforms(
        `GET /sda/deposit-addresses/{depositAddress}/{depositChain}${tail}`,
        "DepositAddressNotFound",
        await sb.api("GET", `${unknown}${tail}`, { jwt }),
        422,
      );
    }
  });

  it("422 InvalidDateRange for a history window that ends before it starts or spans more than 31 days", async () => {
    const address = "0x7777777777777777777777777777777777777777";
    await sb.registerDepositAddress({ depositAddress: address, depositChain: "ETHEREUM" });
    const history = (query: string) => sb.api("GET", `/sda/deposit-addresses/${address}/ETHEREUM/history?${query}`, { jwt });
    const route = "GET /sda/deposit-addresses/{depositAddress}/{depositChain}/history";
    const backwards = await history("from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z");
    conforms(route, "InvalidDateRange (to before from)", backwards, 422);
    expect(backwards.body._tag).toBe("InvalidDateRange");
    const wide = await history(`from=${Date.now() - 40 * 86_400_000}`);
    conforms(route, "InvalidDateRange (over 31 days)", wide, 422);
    expect(wide.body._tag).toBe("InvalidDateRange");
    conforms(route, "from in ms since the epoch", await history(`from=${Date.now() - 86_400_000}`), 200);
  });

  it("403 ExtensionNotEnabled when the project's smart deposit address extension is off", async () => {
    const off = await startSandbox({ apiKeys: KEYS, sdaExtensionOff: ["main"] });
    const res = await off.api("POST", "/sda/deposit-addresses", {
      jwt: await off.getJwt(),
      body: {
        depositChains: ["ETHEREUM"],
        destinationChain: "BASE",
        destinationAddress: "0x3333333333333333333333333333333333333333",
      },
    });
    conforms("POST /sda/deposit-addresses", "ExtensionNotEnabled", res, 403);
    expect(res.body._tag).toBe("ExtensionNotEnabled");
  });

  it("429 DepositAddressRateLimitExceeded once the hour's creations are used up", async () => {
    const fresh = await startSandbox({ apiKeys: KEYS });
    const token = await fresh.getJwt();
    const body = {
      depositChains: ["ETHEREUM", "ARBITRUM_ONE"],
      destinationChain: "BASE",
      destinationAddress: "0x3333333333333333333333333333333333333333",
    };
    const create = () => fresh.api("POST", "/sda/deposit-addresses", { jwt: token, body });
    for (let made = 0; made < SDA_WINDOW_LIMIT; made += body.depositChains.length) expect((await create()).status).toBe(200);
    const limited = await create();
    conforms("POST /sda/deposit-addresses", "DepositAddressRateLimitExceeded", limited, 429);
    expect(limited.body).toMatchObject({ _tag: "DepositAddressRateLimitExceeded", limit: { _tag: "WindowLimitExceeded" } });
  });
});

describe("coverage", () => {
  it("exercised every route of the vendor types", () => {
    const covered = new Set(table.map((r) => r.route));
    expect(vendorIndex.routes.map(routeKey).filter((r) => !covered.has(r))).toEqual([]);
  });
  it("answered every route x status pair of the vendor types but the named ones, and none of those", () => {
    const done = answered();
    expect(LISTED.filter((pair) => !done.has(pair)).sort()).toEqual(Object.keys(UNPRODUCIBLE).sort());
  });
});
