/* global process, fetch, setTimeout -- a Node script outside the TypeScript project */
// Runs the vendor's own SDK (@rhino.fi/sdk) as a client against a fresh sandbox and reports
// "N passed, M failed" per SDK call group. Start it with `scripts/vendor-sdk.sh` (which installs
// this folder's own dependencies and starts the sandbox on a free port), or by hand:
//   SANDBOX_URL=http://127.0.0.1:4010 SANDBOX_API_KEY=SECRET_sandbox npx tsx conformance/vendor-sdk/run.mjs
import { createServer } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { RhinoSdk } from "@rhino.fi/sdk";

const base = process.env.SANDBOX_URL;
const apiKey = process.env.SANDBOX_API_KEY ?? "SECRET_sandbox";
if (!base) throw new Error("SANDBOX_URL is required");

// pollBridgeStatus is the SDK's own status polling; the package does not export it by name.
const sdkDir = join(import.meta.dirname, "node_modules", "@rhino.fi", "sdk", "dist", "esm");
const { pollBridgeStatus } = await import(pathToFileURL(join(sdkDir, "bridge", "poll-status.js")).href);

const sdk = RhinoSdk({ apiKey, apiBaseUrl: base });
const { bridge, config, depositAddresses, usdPrices, webhook } = sdk.api;
const results = [];

/** One call group: passes when `check` returns without throwing. */
async function group(name, check) {
  try {
    await check();
    results.push({ name, ok: true });
    process.stdout.write(`  ok    ${name}\n`);
  } catch (error) {
    results.push({ name, ok: false });
    process.stdout.write(`  FAIL  ${name}: ${error instanceof Error ? error.message : String(error)}\n`);
  }
}
function assert(condition, message) {
  if (!condition) throw new Error(message);
}
/** An openapi-fetch answer that must be data. */
function data(res, what) {
  assert(res.data !== undefined && res.error === undefined, `${what}: ${res.response?.status} ${JSON.stringify(res.error)}`);
  return res.data;
}
/** An openapi-fetch answer that must be the tagged error `tag` with `status`. */
function failsWith(res, status, tag) {
  assert(
    res.response.status === status && res.error?._tag === tag,
    `expected ${status} ${tag}, got ${res.response.status} ${JSON.stringify(res.error ?? res.data).slice(0, 200)}`,
  );
}
const control = async (method, path, body) => {
  const res = await fetch(`${base}${path}`, {
    method,
    ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text === "" ? undefined : JSON.parse(text);
};

// A webhook receiver, to check the SDK's verifySignature on events the sandbox delivers.
const deliveries = [];
const receiver = createServer((req, res) => {
  let body = "";
  req.on("data", (chunk) => (body += chunk));
  req.on("end", () => {
    deliveries.push({ body: JSON.parse(body), signature: req.headers["x-rhino-signature"] });
    res.writeHead(200, { "content-type": "application/json" }).end('{"success":true}');
  });
});
await new Promise((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const webhookUrl = `http://127.0.0.1:${receiver.address().port}/hooks`;

const quoteArgs = {
  chainIn: "ETHEREUM",
  chainOut: "BASE",
  amount: "250",
  mode: "pay",
  depositor: "0x1111111111111111111111111111111111111111",
  recipient: "0x2222222222222222222222222222222222222222",
};
let bridgeQuote;
let swapQuote;

await group("JWT: the SDK exchanges its API key and authenticates a call", async () => {
  data(await config.bridge(), "configs");
  data(await bridge.getUserQuote({ ...quoteArgs, token: "USDC" }), "authenticated quote");
});
await group("configs: bridge config, swap tokens, token config, all", async () => {
  const configs = data(await config.bridge(), "configs");
  assert(configs.ETHEREUM && configs.SOLANA, "chains missing");
  data(await config.swapTokens(), "swap tokens");
  data(await bridge.getTokenConfig({ chain: "BASE", token: "USDC" }), "token config");
  const all = await config.all();
  assert(all.data?.bridgeConfig && all.data.swapTokens, "config.all");
});
await group("public quotes: bridge and bridgeSwap", async () => {
  const { depositor: _d, recipient: _r, ...pub } = quoteArgs;
  assert(data(await bridge.getPublicQuote({ ...pub, token: "USDC" }), "public bridge")._tag === "bridge", "bridge variant");
  assert(
    data(await bridge.getSwapPublicQuote({ ...pub, tokenIn: "USDC", tokenOut: "ETH" }), "public swap")._tag === "bridgeSwap",
    "swap variant",
  );
});
await group("user quotes: bridge, bridgeSwap, depositAddressBridge", async () => {
  bridgeQuote = data(await bridge.getUserQuote({ ...quoteArgs, token: "USDC", webhookUrl }), "bridge");
  assert(bridgeQuote._tag === "bridge", "bridge variant");
  swapQuote = data(await bridge.getSwapUserQuote({ ...quoteArgs, tokenIn: "USDC", tokenOut: "ETH" }), "swap");
  assert(swapQuote._tag === "bridgeSwap" && swapQuote.bridgeToken && swapQuote.bridgeReceiveAmount, "bridgeSwap fields");
  const sda = data(await bridge.getSwapUserQuote({ ...quoteArgs, tokenIn: "USDC", tokenOut: "USDC", isSda: "true" }), "sda");
  assert(sda._tag === "depositAddressBridge", "depositAddressBridge variant");
});
await group("quote errors: tagged 422 and 404", async () => {
  failsWith(
    await bridge.getSwapUserQuote({ ...quoteArgs, tokenIn: "USDC", tokenOut: "USDC", amount: "5000000" }),
    422,
    "DepositLimitReached",
  );
  failsWith(await bridge.getSwapUserQuote({ ...quoteArgs, tokenIn: "USDC", tokenOut: "BONK" }), 404, "NoRouteFoundError");
});
await group("commit", async () => {
  assert(data(await bridge.commitQuote(bridgeQuote.quoteId), "commit").quoteId === bridgeQuote.quoteId, "quoteId echoed");
  failsWith(await bridge.commitQuote("000000000000000000000000"), 404, "QuoteNotFound");
});
await group("status by id, then the SDK's own polling until EXECUTED", async () => {
  assert(data(await bridge.getBridgeStatus(bridgeQuote.quoteId), "status").state === "PENDING", "PENDING after commit");
  const configs = data(await config.bridge(), "configs");
  const advancing = (async () => {
    for (const to of ["ACCEPTED", "EXECUTED"]) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await control("POST", `/sandbox/transactions/${bridgeQuote.quoteId}/advance`, { to });
    }
  })();
  const statuses = [];
  const result = await pollBridgeStatus(
    bridge,
    (s) => statuses.push(s.status),
    bridgeQuote.quoteId,
    30,
    configs.ETHEREUM,
    configs.BASE,
  );
  await advancing;
  assert(result.data?.withdrawTxHash, `polling ended with ${JSON.stringify(result.error)}`);
  assert(statuses.includes("completed"), `statuses ${statuses}`);
});
await group("status by deposit hash and by withdraw hash", async () => {
  const record = data(await bridge.getBridgeStatus(bridgeQuote.quoteId), "status");
  assert(data(await bridge.getBridgeStatusByDepositHash(record.depositTxHash), "by deposit").length >= 1, "by deposit");
  assert(
    data(await bridge.getBridgeStatusByWithdrawHash(record.withdrawTxHash), "by withdraw").state === "EXECUTED",
    "by withdraw",
  );
});
await group("cancel", async () => {
  const quote = data(await bridge.getUserQuote({ ...quoteArgs, token: "USDC" }), "quote");
  data(await bridge.commitQuote(quote.quoteId), "commit");
  assert(data(await bridge.cancelBridge(quote.quoteId), "cancel").state === "CANCELLED", "CANCELLED");
});
await group("user history: paged and cursor", async () => {
  const paged = data(await bridge.getUserBridgeHistory({ page: 1, limit: 10 }), "paged");
  assert(paged.totalItems >= 2, "total");
  const first = data(await bridge.getUserBridgeHistoryCursor({ pageSize: 1 }), "cursor");
  assert(first.items.length === 1 && first.nextPageToken, "first page");
  const second = data(await bridge.getUserBridgeHistoryCursor({ pageSize: 1, pageToken: first.nextPageToken }), "cursor 2");
  assert(second.items[0]._id !== first.items[0]._id, "second page differs");
});
await group("swap calldata", async () => {
  // The sandbox on its local chains answers the SDK's own reading (JSON `{ to, data, value }`, as
  // its parse-calldata reads it); in timer mode the spec's bare hex.
  const { calldata } = data(await bridge.getSwapCalldata(swapQuote.quoteId), "calldata");
  const parsed = calldata.startsWith("{") ? JSON.parse(calldata) : { data: calldata };
  assert(typeof parsed.data === "string" && parsed.data.startsWith("0x"), "calldata the SDK can send");
});
await group("usd prices", async () => {
  const all = await usdPrices.getAllPrices();
  assert(all.ETH?.price === 3000 && all.ETH.timestamp instanceof Date, "all prices");
  assert((await usdPrices.getTokenPrice("USDC"))?.price === 1, "one price");
});
let address;
await group("SDA: supported chains and configs, create", async () => {
  const chains = data(await depositAddresses.getSupportedChains("EVM"), "chains");
  assert(chains.includes("ETHEREUM"), "ETHEREUM supports SDA");
  data(await depositAddresses.getSupportedConfigs(), "configs");
  const created = data(
    await depositAddresses.create({
      depositChains: ["ETHEREUM"],
      destinationChain: "BASE",
      destinationAddress: "0x3333333333333333333333333333333333333333",
      addressNote: "sdk",
      webhookUrl,
    }),
    "create",
  );
  address = created[0].depositAddress;
  data(
    await depositAddresses.createForAllEVMChains({
      destinationChain: "BASE",
      destinationAddress: "0x4444444444444444444444444444444444444444",
    }),
    "create for all EVM",
  );
});
await group("SDA: status, activate, supported tokens, search, rate limit", async () => {
  assert(
    data(await depositAddresses.getStatus({ depositAddress: address, depositChain: "ETHEREUM" }), "status").isActive,
    "active",
  );
  failsWith(
    await depositAddresses.activate({ depositAddress: address, depositChain: "ETHEREUM" }),
    422,
    "DepositAddressAlreadyActive",
  );
  data(await depositAddresses.getSupportedTokens({ depositChain: "ETHEREUM", destinationChain: "BASE" }), "supported tokens");
  assert(data(await depositAddresses.search({ addressNote: "sdk" }), "search").items.length === 1, "search");
  data(await depositAddresses.getRateLimitStatus(), "rate limit");
});
await group("SDA: deposits, history, public status, completed refunds", async () => {
  const at = `/sandbox/deposit-addresses/${address}/ETHEREUM/deposits`;
  const accepted = await control("POST", at, { token: "USDC", amount: "100" });
  await control("POST", `/sandbox/transactions/${accepted.quoteId}/advance`, { to: "EXECUTED" });
  await control("POST", at, { token: "USDC", amount: "1" });
  await control("POST", at, { token: "PEPE", amount: "1" });
  const history = data(await depositAddresses.getHistory({ depositAddress: address, depositChain: "ETHEREUM" }), "history");
  assert(history.bridges.length === 3, "three deposits");
  const pub = data(
    await depositAddresses.getPublicStatus({
      depositAddress: address,
      depositChain: "ETHEREUM",
      destinationAddress: "0x3333333333333333333333333333333333333333",
    }),
    "public",
  );
  assert(pub.lastBridges.length === 3, "public status");
  const refunds = data(
    await depositAddresses.getCompletedRefunds({ depositAddress: address, depositChain: "ETHEREUM" }),
    "refunds",
  );
  assert(refunds.items.length === 2, "two refunds");
});
await group("webhook: missed-events cursor", async () => {
  const page = data(await webhook.getUserEvents({ sinceTimestamp: 0, pageSize: 50 }), "cursor");
  assert(page.items.length > 0 && page.items.every((e) => typeof e._tag === "string" && !("eventId" in e)), "bare events");
});
await group("webhook: verifySignature on delivered events", async () => {
  await control("POST", "/sandbox/webhook-test", { webhookUrl });
  await new Promise((resolve) => setTimeout(resolve, 500));
  assert(deliveries.length >= 5, `only ${deliveries.length} deliveries`);
  for (const d of deliveries)
    assert(await webhook.isSignatureValid(d.body, d.signature), `bad signature on ${d.body.event._tag}`);
  assert(
    deliveries.some((d) => d.body.event._tag === "WEBHOOK_TEST"),
    "WEBHOOK_TEST delivered",
  );
});

await group("deposit contract: the gateway's ABI is the SDK's, and its plans decode with the SDK's own", async () => {
  // The gateway's TypeScript modules: this script runs under tsx (scripts/vendor-sdk.sh).
  const src = (path) => import(pathToFileURL(join(import.meta.dirname, "..", "..", "src", path)).href);
  const { DEPOSIT_CONTRACT_ABI } = await src("chain/families/evm/deposit-contract-abi.ts");
  const { draftDepositPlan } = await src("chain/families/evm/draft.ts");
  const factory = join(sdkDir, "adapters", "evm", "abis", "DVFDepositContract", "factories", "DVFDepositContract__factory.js");
  const { DVFDepositContract__factory, _abi } = await import(pathToFileURL(factory).href);
  assert(isDeepStrictEqual(JSON.parse(JSON.stringify(DEPOSIT_CONTRACT_ABI)), _abi), "the ABI differs from the SDK's _abi");
  const sdkAbi = DVFDepositContract__factory.createInterface();
  const quoteId = "65f1c0ffee0000000000abcd";
  const token = "0x3333333333333333333333333333333333333333";
  const base = { chainId: 1, contractAddress: "0x1111111111111111111111111111111111111111", sameChainSwapsAddress: null };
  const erc20 = draftDepositPlan({
    ...base,
    nativeTokenName: "ETH",
    token: { symbol: "USDC", address: token, decimals: 6 },
    payAmount: "25.5",
    quoteId,
    sameChainSwap: false,
  });
  const deposit = sdkAbi.parseTransaction({ data: erc20.deposit.data });
  assert(deposit.name === "depositWithId", `decoded ${deposit.name}`);
  assert(deposit.args[0].toLowerCase() === token && deposit.args[1] === 25_500_000n, "token or amount");
  assert(deposit.args[2] === BigInt(`0x${quoteId}`), "commitment id");
  const native = draftDepositPlan({
    ...base,
    nativeTokenName: "ETH",
    token: { symbol: "ETH", address: "0x0000000000000000000000000000000000000000", decimals: 18 },
    payAmount: "0.5",
    quoteId,
    sameChainSwap: false,
  });
  const nativeDeposit = sdkAbi.parseTransaction({ data: native.deposit.data, value: native.deposit.value });
  assert(nativeDeposit.name === "depositNativeWithId" && nativeDeposit.args[0] === BigInt(`0x${quoteId}`), "native deposit");
});

receiver.close();
const passed = results.filter((r) => r.ok).length;
process.stdout.write(
  `\nOut of scope: sdk.bridge() / prepareBridge() sign and send a deposit transaction, which needs a wallet and a chain.\n`,
);
process.stdout.write(`${passed} passed, ${results.length - passed} failed\n`);
process.exit(passed === results.length ? 0 : 1);
