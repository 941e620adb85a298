import { beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type SandboxHandle } from "../utils/sandbox.js";

const COMMON_FIELDS = [
  "_id",
  "userId",
  "chainIn",
  "chainOut",
  "amountIn",
  "amountInUsd",
  "amountOut",
  "amountOutUsd",
  "amountNative",
  "amountNativeUsd",
  "fee",
  "gasFee",
  "platformFee",
  "percentageFee",
  "sourceGasFee",
  "feeUsd",
  "gasFeeUsd",
  "platformFeeUsd",
  "percentageFeeUsd",
  "sourceGasFeeUsd",
  "sponsoredFees",
  "recipient",
  "depositor",
  "createdAt",
  "commitmentDate",
  "depositTxHash",
  "depositCommittedAt",
  "withdrawTxHash",
  "withdrawCommittedAt",
  "state",
  "_tag",
  "speed",
  "estimatedDuration",
  "postBridgeData",
  "depositDiscoveredAt",
  "depositConfirmedAt",
  "expectedDepositConfirmedAt",
  "expectedDepositConfirmedAtBlock",
  "preSwapTxHash",
  "preSwapCommittedAt",
  "isConfirmed",
];
const BRIDGE_ALLOWED = new Set([...COMMON_FIELDS, "token", "usdPrice"]);
const SWAP_ALLOWED = new Set([
  ...COMMON_FIELDS,
  "tokenIn",
  "tokenOut",
  "minAmountOut",
  "minAmountOutUsd",
  "usdPriceTokenIn",
  "usdPriceTokenOut",
  "preSwap",
  "postSwap",
]);
const SPONSORED_FIELDS = [
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

const KEYS = [
  { key: "SECRET_one", projectId: "project-one" },
  { key: "SECRET_two", projectId: "project-two" },
];

let sb: SandboxHandle;
let jwt: string;
let otherJwt: string;

async function executed(body: Record<string, unknown> = {}, to: "EXECUTED" | "ACCEPTED" = "EXECUTED") {
  const quote = await sb.api("POST", "/bridge/quote/bridge-swap/user", {
    jwt,
    body: {
      chainIn: "OPTIMISM",
      chainOut: "BASE",
      mode: "pay",
      tokenIn: "USDC",
      tokenOut: "USDC",
      amount: "150",
      depositor: "0x1111111111111111111111111111111111111111",
      recipient: "0x2222222222222222222222222222222222222222",
      amountNative: "0.0001",
      postBridgeData: { _tag: "extended", vaultId: 3 },
      ...body,
    },
  });
  expect(quote.status).toBe(200);
  await sb.api("POST", `/bridge/quote/commit/${quote.body.quoteId}`, { jwt });
  return sb.advance(quote.body.quoteId, to);
}

const byWithdraw = (hash: string, token = jwt) =>
  sb.api("GET", `/bridge/history/bridge/by-withdraw-hash/${hash}`, { jwt: token });
const byDeposit = (hash: string, token = jwt) => sb.api("GET", `/bridge/history/bridge/by-deposit-hash/${hash}`, { jwt: token });

beforeAll(async () => {
  sb = await startSandbox({ apiKeys: KEYS });
  [jwt, otherJwt] = await Promise.all([sb.getJwt("SECRET_one"), sb.getJwt("SECRET_two")]);
});

describe("GET /bridge/history/bridge/by-withdraw-hash/{withdrawTxHash}", () => {
  it("answers the EXECUTED bridge record with only the allowed fields and typed values", async () => {
    const record = await executed();
    const res = await byWithdraw(record.withdrawTxHash as string);
    expect(res.status).toBe(200);
    const body = res.body;
    for (const key of Object.keys(body)) expect(BRIDGE_ALLOWED.has(key), `unexpected field ${key}`).toBe(true);
    expect(Object.keys(body.sponsoredFees).sort()).toEqual([...SPONSORED_FIELDS].sort());
    expect(body).toMatchObject({
      _tag: "bridge",
      state: "EXECUTED",
      userId: "project-one",
      token: "USDC",
      usdPrice: 1,
      amountIn: "150",
      amountInUsd: 150,
      amountOut: expect.any(String),
      amountNative: "0.0001",
      amountNativeUsd: 0.3,
      gasFee: "0",
      postBridgeData: { _tag: "extended", vaultId: 3 },
      speed: "fast",
    });
    for (const field of ["amountIn", "amountOut", "fee", "gasFee", "platformFee", "percentageFee", "sourceGasFee"])
      expect(typeof body[field]).toBe("string");
    for (const field of [
      "amountInUsd",
      "amountOutUsd",
      "feeUsd",
      "gasFeeUsd",
      "platformFeeUsd",
      "percentageFeeUsd",
      "sourceGasFeeUsd",
      "usdPrice",
    ])
      expect(typeof body[field]).toBe("number");
    for (const field of [
      "depositTxHash",
      "depositCommittedAt",
      "withdrawTxHash",
      "withdrawCommittedAt",
      "createdAt",
      "commitmentDate",
    ])
      expect(typeof body[field]).toBe("string");
    expect(body.sponsoredFees.gasFee).toBe("0.05");
  });

  it("answers the bridgeSwap record with tokenIn/tokenOut, swap fields and no token", async () => {
    const record = await executed({
      tokenIn: "ETH",
      tokenOut: "USDC",
      amount: "0.1",
      amountNative: undefined,
      postBridgeData: undefined,
    });
    const res = await byWithdraw(record.withdrawTxHash as string);
    expect(res.status).toBe(200);
    for (const key of Object.keys(res.body)) expect(SWAP_ALLOWED.has(key), `unexpected field ${key}`).toBe(true);
    expect(res.body).not.toHaveProperty("token");
    expect(res.body).not.toHaveProperty("usdPrice");
    expect(res.body).toMatchObject({
      _tag: "bridgeSwap",
      tokenIn: "ETH",
      tokenOut: "USDC",
      amountNative: null,
      amountNativeUsd: null,
      minAmountOut: expect.any(String),
      minAmountOutUsd: expect.any(Number),
      usdPriceTokenIn: 3000,
      usdPriceTokenOut: 1,
      preSwap: {
        tokenIn: "ETH",
        tokenOut: "USDC",
        amountIn: "0.1",
        amountInUsd: 300,
        amountOut: "300",
        amountOutUsd: 300,
        minAmountOut: "298.5",
        minAmountOutUsd: 298.5,
        aggregator: "RHINO",
      },
    });
    expect(Object.keys(res.body.sponsoredFees)).toHaveLength(10);
  });

  it("answers 422 InvalidRequest for a malformed hash", async () => {
    for (const hash of ["0x1234", `0x${"g".repeat(64)}`, "not-a-hash", `0x${"a".repeat(65)}`]) {
      const res = await byWithdraw(hash);
      expect(res.status, hash).toBe(422);
      expect(res.body).toEqual({ _tag: "InvalidRequest", message: expect.any(String) });
    }
  });

  it("answers 422 InvalidRequest for an unknown hash, including a well-formed Solana signature", async () => {
    for (const hash of [`0x${"ab".repeat(32)}`, "5".repeat(87)]) {
      const res = await byWithdraw(hash);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ _tag: "InvalidRequest", message: expect.any(String) });
    }
  });

  it("answers 422 InvalidRequest for a record of another project", async () => {
    const record = await executed();
    const res = await byWithdraw(record.withdrawTxHash as string, otherJwt);
    expect(res.status).toBe(422);
    expect(res.body._tag).toBe("InvalidRequest");
  });

  it("serves SDA transactions as the depositAddressBridge variant, as the vendor types list it", async () => {
    const record = await executed({ isSda: "true", chainIn: "ETHEREUM", tokenIn: "USDC", tokenOut: "USDC" });
    const res = await byWithdraw(record.withdrawTxHash as string);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _tag: "depositAddressBridge", state: "EXECUTED" });
  });

  it("answers 401 without a token", async () => {
    expect((await sb.api("GET", `/bridge/history/bridge/by-withdraw-hash/0x${"a".repeat(64)}`)).status).toBe(401);
  });
});

describe("GET /bridge/history/bridge/by-deposit-hash/{depositTxHash}", () => {
  it("answers an array with the bridge record in its current state and without _tag", async () => {
    const record = await executed({}, "ACCEPTED");
    const res = await byDeposit(record.depositTxHash as string);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).not.toHaveProperty("_tag");
    expect(res.body[0]).toMatchObject({ _id: record._id, state: "ACCEPTED", token: "USDC", depositTxHash: record.depositTxHash });
    expect(res.body[0]).not.toHaveProperty("withdrawTxHash");

    await sb.advance(record._id as string);
    const later = await byDeposit(record.depositTxHash as string);
    expect(later.body[0]).toMatchObject({ state: "EXECUTED", withdrawTxHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
  });

  it("keeps _tag on bridgeSwap records", async () => {
    const record = await executed({ tokenIn: "ETH", tokenOut: "USDC", amount: "0.1" }, "ACCEPTED");
    const res = await byDeposit(record.depositTxHash as string);
    expect(res.body[0]._tag).toBe("bridgeSwap");
  });

  it("answers 404 HistoryNotFound with the hash as _id for an unknown hash", async () => {
    const hash = `0x${"cd".repeat(32)}`;
    const res = await byDeposit(hash);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ _tag: "HistoryNotFound", _id: hash });
  });

  it("answers 404 HistoryNotFound for another project's deposit", async () => {
    const record = await executed({}, "ACCEPTED");
    const res = await byDeposit(record.depositTxHash as string, otherJwt);
    expect(res.status).toBe(404);
    expect(res.body._tag).toBe("HistoryNotFound");
  });

  it("answers 422 InvalidRequest for a malformed hash", async () => {
    const res = await byDeposit("0xnothex");
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ _tag: "InvalidRequest", message: expect.any(String) });
  });
});

describe("injected history records", () => {
  it("serves an injected raw record verbatim from both endpoints, next to real records", async () => {
    const real = await executed({}, "EXECUTED");
    const weird = { _tag: "bridgeFromFuture", state: "TELEPORTED", anything: [1, 2, 3] };
    await sb.injectHistory({
      projectId: "project-one",
      depositTxHash: real.depositTxHash as string,
      withdrawTxHash: `0x${"ef".repeat(32)}`,
      record: weird,
    });
    expect((await byWithdraw(`0x${"ef".repeat(32)}`)).body).toEqual(weird);
    const list = await byDeposit(real.depositTxHash as string);
    expect(list.body).toHaveLength(2);
    expect(list.body[1]).toEqual(weird);
  });

  it("serves a malformed (non-object) record as JSON", async () => {
    const hash = `0x${"12".repeat(32)}`;
    await sb.injectHistory({ projectId: "project-one", withdrawTxHash: hash, record: "just a string" });
    const res = await byWithdraw(hash);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.body).toBe("just a string");
  });

  it("keeps injected records to their project", async () => {
    const hash = `0x${"34".repeat(32)}`;
    await sb.injectHistory({ projectId: "project-two", depositTxHash: hash, record: { a: 1 } });
    expect((await byDeposit(hash)).status).toBe(404);
    expect((await byDeposit(hash, otherJwt)).body).toEqual([{ a: 1 }]);
  });

  it("rejects an injection without a hash or with a malformed one", async () => {
    expect((await sb.api("POST", "/sandbox/history", { body: { record: {} } })).status).toBe(400);
    const res = await sb.api("POST", "/sandbox/history", { body: { withdrawTxHash: "0x12", record: {} } });
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toEqual(["withdrawTxHash"]);
  });
});
