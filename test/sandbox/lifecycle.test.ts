import { beforeAll, describe, expect, it } from "vitest";
import { SandboxControlError, startSandbox, type SandboxHandle } from "../utils/sandbox.js";
import { startWebhookReceiver, verifyWebhookSignature, type WebhookReceiver } from "../utils/webhook-receiver.js";

let sb: SandboxHandle;
let jwt: string;
let receiver: WebhookReceiver;
let publicKey: string;

const HASH = /^0x[0-9a-f]{64}$/;

async function committedQuote(body: Record<string, unknown> = {}): Promise<string> {
  const res = await sb.api("POST", "/bridge/quote/bridge-swap/user", {
    jwt,
    body: {
      chainIn: "ETHEREUM",
      chainOut: "ARBITRUM_ONE",
      mode: "pay",
      tokenIn: "USDT",
      tokenOut: "USDT",
      amount: "250",
      depositor: "0x1111111111111111111111111111111111111111",
      recipient: "0x2222222222222222222222222222222222222222",
      webhookUrl: receiver.url,
      ...body,
    },
  });
  expect(res.status).toBe(200);
  const commit = await sb.api("POST", `/bridge/quote/commit/${res.body.quoteId}`, { jwt });
  expect(commit.status).toBe(200);
  return res.body.quoteId;
}

const swapQuote = () => committedQuote({ tokenIn: "ETH", tokenOut: "USDC", amount: "0.1" });

/** Takes the next delivery for `quoteId`, checks its signature, returns the envelope. */
async function nextEvent(quoteId: string) {
  const delivery = await receiver.waitFor((d) => d.json<{ event: { _id?: string } }>().event._id === quoteId);
  expect(delivery.method).toBe("POST");
  expect(delivery.path).toBe("/hooks/rhinofi-event");
  expect(delivery.headers["content-type"]).toBe("application/json");
  const signature = delivery.headers["x-rhino-signature"];
  expect(typeof signature).toBe("string");
  expect(verifyWebhookSignature(publicKey, delivery.rawBody, signature as string)).toBe(true);
  return delivery.json<{ event: Record<string, unknown> & { _tag: string }; eventId: string; ts: number }>();
}

beforeAll(async () => {
  [sb, receiver] = await Promise.all([startSandbox(), startWebhookReceiver()]);
  jwt = await sb.getJwt();
  publicKey = (await sb.api("GET", "/webhook/public-key")).body;
});

describe("bridge lifecycle", () => {
  it("goes PENDING -> ACCEPTED -> EXECUTED with a signed webhook per state", async () => {
    const quoteId = await committedQuote();
    const pending = await nextEvent(quoteId);
    expect(pending.event._tag).toBe("BRIDGE_PENDING");
    expect(pending.event).not.toHaveProperty("state");
    expect(pending.event).not.toHaveProperty("depositTxHash");
    expect(typeof pending.eventId).toBe("string");
    expect(Math.abs(pending.ts - Date.now())).toBeLessThan(10_000);

    const accepted = await sb.advance(quoteId);
    expect(accepted.state).toBe("ACCEPTED");
    expect(accepted.depositTxHash).toMatch(HASH);
    expect(accepted).toMatchObject({ isConfirmed: true, _tag: "bridge" });
    for (const field of ["depositCommittedAt", "depositDiscoveredAt", "depositConfirmedAt", "expectedDepositConfirmedAt"]) {
      expect(Number.isNaN(Date.parse(accepted[field] as string))).toBe(false);
    }
    expect(Number.isInteger(accepted.expectedDepositConfirmedAtBlock)).toBe(true);
    expect(accepted).not.toHaveProperty("withdrawTxHash");
    const acceptedEvent = await nextEvent(quoteId);
    expect(acceptedEvent.event._tag).toBe("BRIDGE_ACCEPTED");
    expect(acceptedEvent.event.depositTxHash).toBe(accepted.depositTxHash);

    const executed = await sb.advance(quoteId);
    expect(executed.state).toBe("EXECUTED");
    expect(executed.withdrawTxHash).toMatch(HASH);
    expect(executed.withdrawCommittedAt).toEqual(expect.any(String));
    expect(executed.depositTxHash).toBe(accepted.depositTxHash);
    const executedEvent = await nextEvent(quoteId);
    expect(executedEvent.event).toEqual({
      ...Object.fromEntries(Object.entries(executed).filter(([k]) => k !== "state")),
      _tag: "BRIDGE_EXECUTED",
      type: "bridge",
    });
    expect(new Set([pending.eventId, acceptedEvent.eventId, executedEvent.eventId]).size).toBe(3);
  });

  it("keeps createdAt at quote time and commitmentDate at commit time", async () => {
    const quoteId = await committedQuote();
    const record = await sb.transaction(quoteId);
    expect(Date.parse(record.createdAt as string)).toBeLessThanOrEqual(Date.parse(record.commitmentDate as string));
    expect(record).toMatchObject({
      _id: quoteId,
      userId: sb.projectId,
      state: "PENDING",
      amountNative: null,
      amountNativeUsd: null,
    });
  });

  it("walks through every intermediate state when advanced straight to EXECUTED", async () => {
    const quoteId = await committedQuote();
    const record = await sb.advance(quoteId, "EXECUTED");
    expect(record.state).toBe("EXECUTED");
    const kinds = [];
    for (let i = 0; i < 3; i++) kinds.push((await nextEvent(quoteId)).event._tag);
    expect(kinds).toEqual(["BRIDGE_PENDING", "BRIDGE_ACCEPTED", "BRIDGE_EXECUTED"]);
  });

  it("moves a CANCELLED transaction on to ACCEPTED when a late deposit arrives", async () => {
    const quoteId = await committedQuote();
    expect((await sb.advance(quoteId, "CANCELLED")).state).toBe("CANCELLED");
    const late = await sb.advance(quoteId);
    expect(late.state).toBe("ACCEPTED");
    expect(late.depositTxHash).toMatch(HASH);
    const kinds = [];
    for (let i = 0; i < 3; i++) kinds.push((await nextEvent(quoteId)).event._tag);
    expect(kinds).toEqual(["BRIDGE_PENDING", "BRIDGE_CANCELLED", "BRIDGE_ACCEPTED"]);
  });

  it("reaches PENDING_CONFIRMATION only on request, with an unconfirmed deposit", async () => {
    const quoteId = await committedQuote();
    const record = await sb.advance(quoteId, "PENDING_CONFIRMATION");
    expect(record).toMatchObject({ state: "PENDING_CONFIRMATION", depositTxHash: expect.stringMatching(HASH) });
    // The vendor's PENDING_CONFIRMATION variant has no confirmation fields at all.
    expect(record).not.toHaveProperty("depositConfirmedAt");
    expect(record).not.toHaveProperty("isConfirmed");
    const accepted = await sb.advance(quoteId);
    expect(accepted).toMatchObject({ state: "ACCEPTED", isConfirmed: true, depositTxHash: record.depositTxHash });
  });

  it("fails a transaction from a non-final state with failedAt and its deposit, and emits no event (the vendor has none)", async () => {
    const quoteId = await committedQuote();
    await sb.advance(quoteId, "ACCEPTED");
    const failed = await sb.advance(quoteId, "FAILED");
    expect(failed).toMatchObject({ state: "FAILED", failedAt: expect.any(String), depositTxHash: expect.stringMatching(HASH) });
    const kinds = [];
    for (let i = 0; i < 2; i++) kinds.push((await nextEvent(quoteId)).event._tag);
    expect(kinds).toEqual(["BRIDGE_PENDING", "BRIDGE_ACCEPTED"]);
  });

  it.each([
    ["EXECUTED", "CANCELLED"],
    ["EXECUTED", "FAILED"],
    ["ACCEPTED", "PENDING"],
    ["ACCEPTED", "CANCELLED"],
    ["PENDING", "SWAP_FAILED"],
  ] as const)("answers 409 InvalidTransition for a bridge going from %s to %s", async (from, to) => {
    const quoteId = await committedQuote({ webhookUrl: undefined });
    if (from !== "PENDING") await sb.advance(quoteId, from);
    const error = await sb.advance(quoteId, to).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SandboxControlError);
    expect((error as SandboxControlError).status).toBe(409);
    expect((error as SandboxControlError).body).toEqual({ _tag: "InvalidTransition", from, to, message: expect.any(String) });
  });

  it("answers 409 when an EXECUTED transaction is advanced one step", async () => {
    const quoteId = await committedQuote({ webhookUrl: undefined });
    await sb.advance(quoteId, "EXECUTED");
    const res = await sb.api("POST", `/sandbox/transactions/${quoteId}/advance`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ _tag: "InvalidTransition", from: "EXECUTED", to: null });
  });

  it("treats advancing to the current state as a no-op", async () => {
    const quoteId = await committedQuote({ webhookUrl: undefined });
    expect((await sb.advance(quoteId, "PENDING")).state).toBe("PENDING");
  });

  it("answers 404 for an unknown or uncommitted quote and a decode error for an unknown state", async () => {
    expect((await sb.api("POST", "/sandbox/transactions/nope/advance")).status).toBe(404);
    expect((await sb.api("GET", "/sandbox/transactions/nope")).body._tag).toBe("TransactionNotFound");
    const quoteId = await committedQuote({ webhookUrl: undefined });
    const bad = await sb.api("POST", `/sandbox/transactions/${quoteId}/advance`, { body: { to: "DONE" } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toEqual(["to"]);
  });
});

describe("bridgeSwap lifecycle", () => {
  it("goes PENDING -> DEPOSIT_ACCEPTED -> ACCEPTED -> EXECUTED with a pre-swap hash", async () => {
    const quoteId = await swapQuote();
    const depositAccepted = await sb.advance(quoteId);
    expect(depositAccepted).toMatchObject({ _tag: "bridgeSwap", state: "DEPOSIT_ACCEPTED", isConfirmed: true });
    expect(depositAccepted.depositTxHash).toMatch(HASH);
    expect(depositAccepted.preSwapTxHash).toMatch(HASH);
    expect(depositAccepted.preSwapCommittedAt).toEqual(expect.any(String));
    expect((await sb.advance(quoteId)).state).toBe("ACCEPTED");
    const executed = await sb.advance(quoteId);
    expect(executed.state).toBe("EXECUTED");
    expect(executed).toMatchObject({
      tokenIn: "ETH",
      tokenOut: "USDC",
      minAmountOut: expect.any(String),
    });
    // DEPOSIT_ACCEPTED has no vendor event kind.
    const kinds = [];
    for (let i = 0; i < 3; i++) kinds.push((await nextEvent(quoteId)).event._tag);
    expect(kinds).toEqual(["BRIDGE_PENDING", "BRIDGE_ACCEPTED", "BRIDGE_EXECUTED"]);
  });

  it("goes SWAP_FAILED -> SWAP_FAILED_REFUNDED with the refund fields and emits BRIDGE_REFUNDED", async () => {
    const quoteId = await swapQuote();
    await sb.advance(quoteId, "DEPOSIT_ACCEPTED");
    const refunded = await sb.advance(quoteId, "SWAP_FAILED_REFUNDED");
    expect(refunded).toMatchObject({
      state: "SWAP_FAILED_REFUNDED",
      reason: expect.any(String),
      refundTxHash: expect.stringMatching(HASH),
      refundTxTimestamp: expect.any(String),
      refundedToken: "ETH",
      refundedAmount: refunded.amountIn,
      refundedChain: refunded.chainIn,
    });
    const kinds = [];
    for (let i = 0; i < 2; i++) kinds.push((await nextEvent(quoteId)).event._tag);
    expect(kinds).toEqual(["BRIDGE_PENDING", "BRIDGE_REFUNDED"]);
  });

  it("emits no event for a late deposit's refund (DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD_REFUNDED): the vendor types have none", async () => {
    const since = Date.now() - 1;
    const quoteId = await swapQuote();
    expect((await sb.advance(quoteId, "DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD_REFUNDED")).state).toBe(
      "DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD_REFUNDED",
    );
    // The project's event log is written as each state is entered, so it is complete here.
    const cursor = await sb.api("GET", `/webhook/user-events-cursor?sinceTimestamp=${since}&pageSize=50`, { jwt });
    const kinds = (cursor.body.items as { _id?: string; _tag: string }[]).filter((e) => e._id === quoteId).map((e) => e._tag);
    expect(kinds).toEqual(["BRIDGE_PENDING"]);
  });

  it("refunds a SWAP_FAILED transaction as its next step", async () => {
    const quoteId = await swapQuote();
    await sb.advance(quoteId, "ACCEPTED");
    expect((await sb.advance(quoteId, "SWAP_FAILED")).state).toBe("SWAP_FAILED");
    expect((await sb.advance(quoteId)).state).toBe("SWAP_FAILED_REFUNDED");
  });

  it("walks a late deposit of a cancelled swap through DEPOSIT_ACCEPTED", async () => {
    const quoteId = await swapQuote();
    await sb.advance(quoteId, "CANCELLED");
    expect((await sb.advance(quoteId, "ACCEPTED")).state).toBe("ACCEPTED");
    const kinds = [];
    for (let i = 0; i < 3; i++) kinds.push((await nextEvent(quoteId)).event._tag);
    expect(kinds).toEqual(["BRIDGE_PENDING", "BRIDGE_CANCELLED", "BRIDGE_ACCEPTED"]);
  });
});

describe("auto-advance", () => {
  it("drives a committed transaction to EXECUTED on the timer", async () => {
    const auto = await startSandbox({ autoAdvanceMs: 30 });
    const autoJwt = await auto.getJwt();
    const created = await auto.api("POST", "/bridge/quote/bridge-swap/user", {
      jwt: autoJwt,
      body: {
        chainIn: "BASE",
        chainOut: "OPTIMISM",
        mode: "pay",
        tokenIn: "USDC",
        tokenOut: "USDC",
        amount: "20",
        depositor: "0x1111111111111111111111111111111111111111",
        recipient: "0x2222222222222222222222222222222222222222",
        webhookUrl: receiver.url,
      },
    });
    const quoteId = created.body.quoteId as string;
    await auto.api("POST", `/bridge/quote/commit/${quoteId}`, { jwt: autoJwt });
    const executed = await receiver.waitFor((d) => {
      const { event } = d.json<{ event: { _id: string; _tag: string } }>();
      return event._id === quoteId && event._tag === "BRIDGE_EXECUTED";
    });
    expect(executed.json<{ event: { withdrawTxHash: string } }>().event.withdrawTxHash).toMatch(HASH);
    expect((await auto.transaction(quoteId)).state).toBe("EXECUTED");
  });
});
