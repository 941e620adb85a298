import { beforeAll, describe, expect, it } from "vitest";
import { movableClock, startSandbox, type SandboxHandle } from "../utils/sandbox.js";

const KEYS = [
  { key: "SECRET_first", projectId: "first" },
  { key: "SECRET_second", projectId: "second" },
];

let sb: SandboxHandle;
let jwt: string;

const createQuote = async (handle: SandboxHandle, token: string) => {
  const res = await handle.api("POST", "/bridge/quote/bridge-swap/user", {
    jwt: token,
    body: {
      chainIn: "BASE",
      chainOut: "ETHEREUM",
      mode: "pay",
      tokenIn: "USDC",
      tokenOut: "USDC",
      amount: "30",
      depositor: "0x1111111111111111111111111111111111111111",
      recipient: "0x2222222222222222222222222222222222222222",
    },
  });
  expect(res.status).toBe(200);
  return res.body as { quoteId: string; expiresAt: string };
};
const commit = (handle: SandboxHandle, quoteId: string, token: string | undefined) =>
  handle.api("POST", `/bridge/quote/commit/${quoteId}`, token === undefined ? {} : { jwt: token });

beforeAll(async () => {
  sb = await startSandbox({ apiKeys: KEYS });
  jwt = await sb.getJwt();
});

describe("POST /bridge/quote/commit/{quoteId}", () => {
  it("answers 200 with only the quoteId and creates a PENDING transaction", async () => {
    const { quoteId } = await createQuote(sb, jwt);
    const res = await commit(sb, quoteId, jwt);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ quoteId });
    expect((await sb.transaction(quoteId)).state).toBe("PENDING");
  });

  it("is idempotent: a second commit answers the same and emits no second BRIDGE_PENDING", async () => {
    const { quoteId } = await createQuote(sb, jwt);
    await commit(sb, quoteId, jwt);
    const first = await sb.transaction(quoteId);
    const again = await commit(sb, quoteId, jwt);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ quoteId });
    expect(await sb.transaction(quoteId)).toEqual(first);
    const events = await sb.api("GET", "/webhook/user-events-cursor?sinceTimestamp=0&pageSize=50", { jwt });
    expect(events.body.items.filter((e: { _id: string }) => e._id === quoteId)).toHaveLength(1);
  });

  it("answers 404 QuoteNotFound for an unknown quote", async () => {
    const res = await commit(sb, "ffffffffffffffffffffffff", jwt);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ _tag: "QuoteNotFound", message: expect.any(String) });
  });

  it("answers 404 QuoteNotFound for another project's quote", async () => {
    const { quoteId } = await createQuote(sb, jwt);
    const res = await commit(sb, quoteId, await sb.getJwt("SECRET_second"));
    expect(res.status).toBe(404);
    expect(res.body._tag).toBe("QuoteNotFound");
  });

  it("answers 401 without a token", async () => {
    const { quoteId } = await createQuote(sb, jwt);
    expect((await commit(sb, quoteId, undefined)).status).toBe(401);
  });

  it("answers 422 InvalidRequest after expiresAt, while a quote committed in time stays committable", async () => {
    const clock = movableClock();
    const short = await startSandbox({ quoteTtlS: 1 }, { now: clock.now });
    const token = await short.getJwt();
    const inTime = await createQuote(short, token);
    const late = await createQuote(short, token);
    expect(Date.parse(late.expiresAt) - Date.now()).toBeLessThanOrEqual(1000);
    expect((await commit(short, inTime.quoteId, token)).status).toBe(200);
    // Past expiresAt on the sandbox's clock, without waiting for it.
    clock.advance(1_500);
    expect(clock.now()).toBeGreaterThan(Date.parse(late.expiresAt));
    const res = await commit(short, late.quoteId, token);
    // The vendor types give the commit no expiry tag; see docs/sandbox.md.
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ _tag: "InvalidRequest", message: expect.stringContaining("expired") });
    expect((await commit(short, inTime.quoteId, token)).status).toBe(200);
  });
});
