import { beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type SandboxHandle } from "../utils/sandbox.js";

const FEE_FIELDS = [
  "fee",
  "feeUsd",
  "gasFee",
  "gasFeeUsd",
  "sourceGasFee",
  "sourceGasFeeUsd",
  "platformFee",
  "platformFeeUsd",
  "percentageFee",
  "percentageFeeUsd",
];
const BRIDGE_QUOTE_FIELDS = [
  "_tag",
  "chainIn",
  "chainOut",
  "payAmount",
  "payAmountUsd",
  "receiveAmount",
  "receiveAmountUsd",
  "fees",
  "depositor",
  "recipient",
  "expiresAt",
  "quoteId",
  "speed",
  "estimatedDuration",
  "token",
];

const SOL_ADDRESS = "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM";

let sb: SandboxHandle;
let jwt: string;

const base = {
  chainIn: "ETHEREUM",
  chainOut: "ARBITRUM_ONE",
  mode: "pay",
  tokenIn: "USDT",
  tokenOut: "USDT",
  depositor: "0x1111111111111111111111111111111111111111",
  recipient: "0x2222222222222222222222222222222222222222",
};
const quote = (body: Record<string, unknown>) =>
  sb.api("POST", "/bridge/quote/bridge-swap/user", { jwt, body: { ...base, ...body } });

beforeAll(async () => {
  sb = await startSandbox();
  jwt = await sb.getJwt();
});

describe("POST /bridge/quote/bridge-swap/user — bridge quotes", () => {
  it("answers a bridge quote with exactly the spec fields, token amounts as strings and USD as numbers", async () => {
    const before = Date.now();
    const res = await quote({ amount: "1000" });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([...BRIDGE_QUOTE_FIELDS].sort());
    expect(Object.keys(res.body.fees).sort()).toEqual(
      [...FEE_FIELDS, "percentageFeeAmount", "percentageFeeThreshold", "sponsoredFees"].sort(),
    );
    expect(Object.keys(res.body.fees.sponsoredFees).sort()).toEqual([...FEE_FIELDS].sort());
    for (const field of FEE_FIELDS) {
      expect(typeof res.body.fees[field]).toBe(field.endsWith("Usd") ? "number" : "string");
      expect(typeof res.body.fees.sponsoredFees[field]).toBe(field.endsWith("Usd") ? "number" : "string");
    }
    expect(res.body).toMatchObject({
      _tag: "bridge",
      token: "USDT",
      chainIn: "ETHEREUM",
      chainOut: "ARBITRUM_ONE",
      depositor: base.depositor,
      recipient: base.recipient,
      speed: "standard",
      estimatedDuration: 60000,
    });
    expect(res.body.quoteId).toMatch(/^[0-9a-f]{24}$/);
    const expiresAt = Date.parse(res.body.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 120_000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 120_000);
  });

  it("computes receiveAmount in pay mode: gas 0.1 + platform 0.5 + 0.1 % above 100 USD", async () => {
    const res = await quote({ amount: "1000" });
    expect(res.body).toMatchObject({ payAmount: "1000", payAmountUsd: 1000, receiveAmount: "998.4", receiveAmountUsd: 998.4 });
    expect(res.body.fees).toMatchObject({
      fee: "1.6",
      feeUsd: 1.6,
      gasFee: "0.1",
      gasFeeUsd: 0.1,
      platformFee: "0.5",
      platformFeeUsd: 0.5,
      percentageFee: "1",
      percentageFeeUsd: 1,
      sourceGasFee: "0",
      sourceGasFeeUsd: 0,
      percentageFeeAmount: 0.1,
      percentageFeeThreshold: 100,
    });
    expect(res.body.fees.sponsoredFees).toEqual(Object.fromEntries(FEE_FIELDS.map((f) => [f, f.endsWith("Usd") ? 0 : "0"])));
  });

  it("charges no percentage fee at or below the 100 USD threshold", async () => {
    const res = await quote({ amount: "100", tokenIn: "USDC", tokenOut: "USDC" });
    expect(res.body).toMatchObject({ payAmount: "100", receiveAmount: "99.4" });
    expect(res.body.fees.percentageFee).toBe("0");
  });

  it("computes payAmount in receive mode so the receive amount is exact", async () => {
    const res = await quote({ amount: "500", mode: "receive" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ receiveAmount: "500", payAmount: "501.101102" });
    expect(res.body.fees).toMatchObject({ fee: "1.101102", percentageFee: "0.501102", gasFee: "0.1", platformFee: "0.5" });
  });

  it("reports a sponsored gas fee on BASE: customer gasFee 0, sponsoredFees.gasFee non-zero, sponsored percentageFee 0", async () => {
    const res = await quote({ chainIn: "ARBITRUM_ONE", chainOut: "BASE", tokenIn: "USDC", tokenOut: "USDC", amount: "50" });
    expect(res.body).toMatchObject({ receiveAmount: "49.5", speed: "fast", estimatedDuration: 20000 });
    expect(res.body.fees).toMatchObject({ gasFee: "0", gasFeeUsd: 0, fee: "0.5", feeUsd: 0.5 });
    expect(res.body.fees.sponsoredFees).toMatchObject({
      gasFee: "0.05",
      gasFeeUsd: 0.05,
      fee: "0.05",
      percentageFee: "0",
      percentageFeeUsd: 0,
    });
  });

  it("adds a gasBoost and deducts its token cost when amountNative is given", async () => {
    const res = await quote({ tokenIn: "USDC", tokenOut: "USDC", amount: "50", amountNative: "0.001" });
    expect(res.body.gasBoost).toEqual({ amountNative: "0.001", amountNativeUsd: 3, amountNativeTokenCost: "3" });
    expect(res.body.receiveAmount).toBe("46.4");
    expect(res.body.fees.fee).toBe("0.6");
  });

  it("charges the source gas fee only when isSda is the string true", async () => {
    const sda = await quote({ amount: "50", isSda: "true" });
    expect(sda.body.fees).toMatchObject({ sourceGasFee: "1.5", sourceGasFeeUsd: 1.5, fee: "2.1" });
    expect(sda.body.receiveAmount).toBe("47.9");
    const notSda = await quote({ amount: "50", isSda: "false" });
    expect(notSda.body.fees.sourceGasFee).toBe("0");
  });

  it("echoes postBridgeData and webhookUrl", async () => {
    const res = await quote({
      amount: "10",
      postBridgeData: { _tag: "extended", vaultId: 7 },
      webhookUrl: "https://example.com/hooks",
    });
    expect(res.body.postBridgeData).toEqual({ _tag: "extended", vaultId: 7 });
    expect(res.body.webhookUrl).toBe("https://example.com/hooks");
  });

  it("gives every quote a distinct quoteId", async () => {
    const [a, b] = await Promise.all([quote({ amount: "10" }), quote({ amount: "10" })]);
    expect(a.body.quoteId).not.toBe(b.body.quoteId);
  });
});

describe("exact decimal math", () => {
  it("accepts a 30-digit amount of an 18-decimal token and computes every digit", async () => {
    const res = await quote({ tokenIn: "TEST", tokenOut: "TEST", amount: "123456789012345678901234567890.5" });
    expect(res.status).toBe(200);
    expect(res.body.payAmount).toBe("123456789012345678901234567890.5");
    expect(res.body.fees.percentageFee).toBe("123456789012345678901234567.8905");
    expect(res.body.fees.fee).toBe("123456789012345678901234568.4905");
    expect(res.body.receiveAmount).toBe("123333332223333333222333333322.0095");
  });

  it("quotes a receive amount of one wei of ETH exactly", async () => {
    const res = await quote({ tokenIn: "ETH", tokenOut: "ETH", mode: "receive", amount: "0.000000000000000001" });
    expect(res.status).toBe(200);
    expect(res.body.receiveAmount).toBe("0.000000000000000001");
    // gas 0.1/3000 and platform 0.5/3000, each rounded up to 18 decimals.
    expect(res.body.fees.gasFee).toBe("0.000033333333333334");
    expect(res.body.fees.platformFee).toBe("0.000166666666666667");
    expect(res.body.payAmount).toBe("0.000200000000000002");
  });

  it("rounds a pay amount with more decimals than the token down to the token's decimals", async () => {
    const res = await quote({ tokenIn: "USDC", tokenOut: "USDC", amount: "10.1234567" });
    expect(res.body.payAmount).toBe("10.123456");
  });
});

describe("bridge+swap quotes", () => {
  it("answers a bridgeSwap quote with tokenIn/tokenOut and the swap fields", async () => {
    const res = await quote({ chainIn: "ARBITRUM_ONE", chainOut: "BASE", tokenIn: "ETH", tokenOut: "USDC", amount: "1" });
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty("token");
    expect(res.body).toMatchObject({
      _tag: "bridgeSwap",
      tokenIn: "ETH",
      tokenOut: "USDC",
      payAmount: "1",
      payAmountUsd: 3000,
      bridgePayAmount: "3000",
      bridgePayAmountUsd: 3000,
      receiveAmount: "2996.5",
      receiveAmountUsd: 2996.5,
      minReceiveAmount: "2981.5175",
      minReceiveAmountUsd: 2981.5175,
      usdPriceTokenIn: 3000,
      usdPriceTokenOut: 1,
      bridgeToken: "USDC",
      bridgeReceiveAmount: "2996.5",
      isAtomicSwap: true,
    });
    expect(res.body).not.toHaveProperty("flowCredits");
    expect(Object.keys(res.body.fees.sponsoredFees)).toHaveLength(10);
  });

  it("rejects mode receive for a swap with a decode error on path mode", async () => {
    const res = await quote({ tokenIn: "ETH", tokenOut: "USDC", amount: "1", mode: "receive" });
    expect(res.status).toBe(400);
    expect(res.body._tag).toBe("HttpApiDecodeError");
    expect(res.body.issues).toEqual([{ _tag: "Pointer", path: ["mode"], message: expect.any(String) }]);
  });
});

describe("quote errors", () => {
  it("lists every violated rule in one HttpApiDecodeError", async () => {
    const res = await sb.api("POST", "/bridge/quote/bridge-swap/user", {
      jwt,
      body: {
        chainIn: "",
        chainOut: 5,
        amount: "1e5",
        mode: "swap",
        tokenIn: "",
        depositor: 1,
        amountNative: "-1",
        isSda: true,
        postBridgeData: { _tag: "extended", vaultId: 1.5 },
        webhookUrl: "ftp://example.com",
      },
    });
    expect(res.status).toBe(400);
    expect(res.body._tag).toBe("HttpApiDecodeError");
    expect(typeof res.body.message).toBe("string");
    const paths = res.body.issues.map((i: { path: string[] }) => i.path.join("."));
    expect(paths.sort()).toEqual(
      [
        "chainIn",
        "chainOut",
        "amount",
        "mode",
        "tokenIn",
        "tokenOut",
        "depositor",
        "recipient",
        "amountNative",
        "isSda",
        "postBridgeData.vaultId",
        "webhookUrl",
      ].sort(),
    );
    for (const issue of res.body.issues)
      expect(issue).toEqual({ _tag: "Pointer", path: expect.any(Array), message: expect.any(String) });
    expect(res.body.issues.find((i: { path: string[] }) => i.path[0] === "recipient").message).toBe("is missing");
  });

  it.each(["0", "0.000", "-5", "abc", "1,5", " 1", "", "1".repeat(101)])("rejects amount %j", async (amount) => {
    const res = await quote({ amount });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string[] }) => i.path)).toContainEqual(["amount"]);
  });

  it("answers 422 InvalidRequest for a chain the config lacks", async () => {
    const res = await quote({ chainOut: "MARS", amount: "10" });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ _tag: "InvalidRequest", message: "Chain MARS is not supported" });
  });

  it.each([
    ["a recipient not of chainOut's type", { chainOut: "SOLANA" }, "recipient", "SOL", "SOLANA"],
    ["a short depositor", { depositor: "0xd" }, "depositor", "EVM", "ETHEREUM"],
    ["a wrong EIP-55 checksum", { depositor: "0x8ba1f109551bd432803012645Ac136ddd64DBA72" }, "depositor", "EVM", "ETHEREUM"],
    ["a refund address not of chainIn's type", { refundAddress: SOL_ADDRESS }, "refundAddress", "EVM", "ETHEREUM"],
  ])(
    "answers 422 InvalidRequest for %s, as the vendor refuses a request it cannot serve",
    async (_, over, field, type, chain) => {
      const res = await quote({ amount: "10", tokenIn: "USDC", tokenOut: "USDC", ...over });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        _tag: "InvalidRequest",
        message: expect.stringMatching(new RegExp(`^Invalid ${field}: .* is not a valid ${type} address for ${chain}$`)),
      });
    },
  );

  it("quotes to SOLANA for a SOL recipient, and keeps public quotes free of addresses", async () => {
    const res = await quote({ chainOut: "SOLANA", recipient: SOL_ADDRESS, tokenIn: "USDC", tokenOut: "USDC", amount: "10" });
    expect(res.status).toBe(200);
    expect(res.body.recipient).toBe(SOL_ADDRESS);
    const pub = await sb.api(
      "GET",
      "/bridge/quote/bridge-swap/public?chainIn=ETHEREUM&chainOut=SOLANA&tokenIn=USDC&tokenOut=USDC&amount=10&mode=pay",
    );
    expect(pub.status).toBe(200);
  });

  it("answers 422 InvalidRequest for a token the chain config does not carry", async () => {
    const res = await quote({ chainOut: "SOLANA", recipient: SOL_ADDRESS, tokenIn: "ETH", tokenOut: "ETH", amount: "1" });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ _tag: "InvalidRequest", message: "Token ETH cannot be bridged from ETHEREUM to SOLANA" });
  });

  it("answers 422 WithdrawLimitReached above 1,000,000 USD received", async () => {
    const res = await quote({ tokenIn: "USDC", tokenOut: "USDC", amount: "2000000" });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      _tag: "WithdrawLimitReached",
      token: "USDC",
      chain: "ARBITRUM_ONE",
      receiveAmount: "1997999.4",
      maxWithdrawAmount: "1000000",
    });
  });

  it("answers 422 NegativeReceiveAmount when the fees exceed the amount", async () => {
    const res = await quote({ tokenIn: "USDC", tokenOut: "USDC", amount: "0.5" });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ _tag: "NegativeReceiveAmount", receiveAmount: "-0.1" });
  });

  it("answers 401 without a token before looking at the body", async () => {
    const res = await sb.api("POST", "/bridge/quote/bridge-swap/user", { body: {} });
    expect(res.status).toBe(401);
  });
});

describe("request bodies that are not JSON objects", () => {
  const send = (rawBody: string | undefined, contentType?: string) =>
    sb.api("POST", "/bridge/quote/bridge-swap/user", {
      jwt,
      ...(rawBody === undefined ? {} : { rawBody }),
      ...(contentType ? { contentType } : {}),
    });

  it.each([
    ["unparsable JSON", "{not json", "application/json"],
    ["a JSON array", "[]", "application/json"],
    ["JSON null", "null", "application/json"],
    ["a text/plain body", JSON.stringify({ ...base, amount: "1" }), "text/plain"],
    ["a body without content type", JSON.stringify({ ...base, amount: "1" }), undefined],
    ["an empty body", undefined, undefined],
  ])("answers a 400 HttpApiDecodeError for %s", async (_name, rawBody, contentType) => {
    const res = await send(rawBody, contentType);
    expect(res.status).toBe(400);
    expect(res.body._tag).toBe("HttpApiDecodeError");
    expect(res.body.issues).toHaveLength(1);
  });

  it("accepts application/json with a charset parameter", async () => {
    const res = await send(JSON.stringify({ ...base, amount: "1" }), "application/json; charset=utf-8");
    expect(res.status).toBe(200);
  });

  it("answers 413 PayloadTooLarge, not a crash, for a body over 1 MiB", async () => {
    const res = await send(JSON.stringify({ pad: "x".repeat(1024 * 1024 + 10) }), "application/json");
    expect(res.status).toBe(413);
    expect(res.body._tag).toBe("PayloadTooLarge");
  });
});
