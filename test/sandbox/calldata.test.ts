import { beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type SandboxHandle } from "../utils/sandbox.js";

let sb: SandboxHandle;
let jwt: string;

const createQuote = async (tokenOut: string) =>
  (
    await sb.api("POST", "/bridge/quote/bridge-swap/user", {
      jwt,
      body: {
        chainIn: "ETHEREUM",
        chainOut: "BASE",
        mode: "pay",
        tokenIn: "ETH",
        tokenOut,
        amount: "1.5",
        depositor: "0x1111111111111111111111111111111111111111",
        recipient: "0x2222222222222222222222222222222222222222",
      },
    })
  ).body.quoteId as string;

beforeAll(async () => {
  sb = await startSandbox();
  jwt = await sb.getJwt();
});

describe("GET /bridge/swap/calldata/{commitmentId}", () => {
  it("answers deterministic calldata for an uncommitted bridgeSwap quote, without auth", async () => {
    const quoteId = await createQuote("USDC");
    const first = await sb.api("GET", `/bridge/swap/calldata/${quoteId}`);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body)).toEqual(["calldata"]);
    // 4-byte selector + six 32-byte words.
    expect(first.body.calldata).toMatch(/^0x[0-9a-f]{392}$/);
    // amountIn word: 1.5 ETH in wei.
    expect(first.body.calldata.slice(2 + 8 + 64 * 3, 2 + 8 + 64 * 4)).toBe((15n * 10n ** 17n).toString(16).padStart(64, "0"));
    expect((await sb.api("GET", `/bridge/swap/calldata/${quoteId}`)).body).toEqual(first.body);
  });

  it("answers the same calldata after the quote is committed, and a different one for another quote", async () => {
    const quoteId = await createQuote("USDC");
    const before = (await sb.api("GET", `/bridge/swap/calldata/${quoteId}`)).body.calldata;
    await sb.api("POST", `/bridge/quote/commit/${quoteId}`, { jwt });
    expect((await sb.api("GET", `/bridge/swap/calldata/${quoteId}`)).body.calldata).toBe(before);
    const other = await createQuote("USDC");
    expect((await sb.api("GET", `/bridge/swap/calldata/${other}`)).body.calldata).not.toBe(before);
  });

  it("answers 422 InvalidCommitmentTypeError for a bridge quote", async () => {
    const quoteId = await createQuote("ETH");
    const res = await sb.api("GET", `/bridge/swap/calldata/${quoteId}`);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ _tag: "InvalidCommitmentTypeError", message: expect.any(String) });
  });

  it("answers 404 CommitmentNotFoundError with the id for an unknown commitment", async () => {
    const res = await sb.api("GET", "/bridge/swap/calldata/000000000000000000000000");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ _tag: "CommitmentNotFoundError", _id: "000000000000000000000000" });
  });
});

describe("seeded ids", () => {
  it("replays the same quote ids and calldata for the same SANDBOX_SEED", async () => {
    const run = async () => {
      const seeded = await startSandbox({ seed: "replay-me" });
      const token = await seeded.getJwt();
      const quote = await seeded.api("POST", "/bridge/quote/bridge-swap/user", {
        jwt: token,
        body: {
          chainIn: "ETHEREUM",
          chainOut: "BASE",
          mode: "pay",
          tokenIn: "ETH",
          tokenOut: "USDC",
          amount: "2",
          depositor: "0x1111111111111111111111111111111111111111",
          recipient: "0x2222222222222222222222222222222222222222",
        },
      });
      await seeded.api("POST", `/bridge/quote/commit/${quote.body.quoteId}`, { jwt: token });
      const record = await seeded.advance(quote.body.quoteId, "EXECUTED");
      return [quote.body.quoteId, record.depositTxHash, record.preSwapTxHash, record.withdrawTxHash];
    };
    const [a, b] = await Promise.all([run(), run()]);
    expect(a).toEqual(b);
    expect(new Set(a).size).toBe(4);
  });
});
