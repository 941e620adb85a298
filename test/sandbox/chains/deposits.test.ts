import { decodeFunctionData, type Address, type Hex } from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import { SandboxBridge } from "../../../packages/sandbox/src/contracts/artifacts.js";
import { freshAddress, fundedUser, type ChainUser } from "../../utils/chains.js";
import { pollUntil, startSandbox, type JsonBody, type SandboxHandle } from "../../utils/sandbox.js";
import { startWebhookReceiver, type WebhookReceiver } from "../../utils/webhook-receiver.js";

let sb: SandboxHandle;
let jwt: string;
let user: ChainUser;
let receiver: WebhookReceiver;

const HASH = /^0x[0-9a-f]{64}$/;
const chain = (name: string) => sb.chains!.chains[name]!;
const commitmentId = (quoteId: string) => BigInt(`0x${quoteId}`);
const baseUnits = (amount: string, decimals: number) => {
  const [whole = "0", fraction = ""] = amount.split(".");
  return BigInt(whole + fraction.padEnd(decimals, "0").slice(0, decimals));
};

interface Quote {
  quoteId: string;
  payAmount: string;
  receiveAmount: string;
}

async function quote(body: Record<string, unknown>, commit = true): Promise<Quote> {
  const res = await sb.api("POST", "/bridge/quote/bridge-swap/user", {
    jwt,
    body: { mode: "pay", depositor: user.address, webhookUrl: receiver.url, ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  if (commit) expect((await sb.api("POST", `/bridge/quote/commit/${res.body.quoteId}`, { jwt })).status).toBe(200);
  return res.body;
}

/** The webhook event of `quoteId` with `_tag` `kind`. */
const eventOf = async (quoteId: string, kind: string) =>
  (
    await receiver.waitFor((d) => {
      const { event } = d.json<{ event: JsonBody }>();
      return event._id === quoteId && event._tag === kind;
    }, 10_000)
  ).json<{ event: JsonBody }>().event;

const stateOf = (quoteId: string, state: string) =>
  pollUntil(async () => {
    const record = await sb.transaction(quoteId);
    return record.state === state ? record : undefined;
  }, 10_000);

beforeAll(async () => {
  [sb, receiver] = await Promise.all([startSandbox({}, { localChains: true }), startWebhookReceiver()]);
  [jwt, user] = await Promise.all([sb.getJwt(), fundedUser(sb.chains!)]);
});

describe("a deposit on a local chain", () => {
  it("accepts an ERC-20 deposit with its hash, pays the recipient on the destination chain and executes with that payment's hash", async () => {
    const recipient = freshAddress();
    const q = await quote({
      chainIn: "ARBITRUM_ONE",
      chainOut: "BASE",
      tokenIn: "USDC",
      tokenOut: "USDC",
      amount: "25",
      recipient,
    });
    const depositHash = await user.deposit(
      "ARBITRUM_ONE",
      chain("ARBITRUM_ONE").bridge,
      "USDC",
      baseUnits(q.payAmount, 6),
      commitmentId(q.quoteId),
    );

    const accepted = await eventOf(q.quoteId, "BRIDGE_ACCEPTED");
    expect(accepted.depositTxHash).toBe(depositHash);
    const executed = await eventOf(q.quoteId, "BRIDGE_EXECUTED");
    expect(executed.depositTxHash).toBe(depositHash);
    expect(executed.withdrawTxHash).toMatch(HASH);

    const receipt = await user.client("BASE").getTransactionReceipt({ hash: executed.withdrawTxHash as Hex });
    expect(receipt.status).toBe("success");
    expect(await user.balance("BASE", "USDC", recipient)).toBe(baseUnits(q.receiveAmount, 6));

    const byDeposit = await sb.api("GET", `/bridge/history/bridge/by-deposit-hash/${depositHash}`, { jwt });
    expect(byDeposit.body).toMatchObject([{ _id: q.quoteId, state: "EXECUTED", withdrawTxHash: executed.withdrawTxHash }]);
    const byWithdraw = await sb.api("GET", `/bridge/history/bridge/by-withdraw-hash/${executed.withdrawTxHash}`, { jwt });
    expect(byWithdraw.body).toMatchObject({ _id: q.quoteId, depositTxHash: depositHash });
  });

  it("accepts a native deposit (depositNativeWithId with value) and pays native ETH on the destination chain", async () => {
    const recipient = freshAddress();
    const q = await quote({
      chainIn: "ETHEREUM",
      chainOut: "OPTIMISM",
      tokenIn: "ETH",
      tokenOut: "ETH",
      amount: "0.05",
      recipient,
    });
    const depositHash = await user.deposit(
      "ETHEREUM",
      chain("ETHEREUM").bridge,
      "ETH",
      baseUnits(q.payAmount, 18),
      commitmentId(q.quoteId),
    );
    const record = await stateOf(q.quoteId, "EXECUTED");
    expect(record.depositTxHash).toBe(depositHash);
    expect(await user.balance("OPTIMISM", "ETH", recipient)).toBe(baseUnits(q.receiveAmount, 18));
  });

  it("runs a same-chain swap from the swap calldata (the vendor SDK's JSON) to the same-chain-swaps contract", async () => {
    const recipient = freshAddress();
    const q = await quote({ chainIn: "BASE", chainOut: "BASE", tokenIn: "USDT", tokenOut: "USDC", amount: "40", recipient });
    const calldata = (await sb.api("GET", `/bridge/swap/calldata/${q.quoteId}`)).body.calldata as string;
    const parsed = JSON.parse(calldata) as { to: Address; data: Hex; value: string };
    expect(parsed.to).toBe(chain("BASE").sameChainSwaps);
    expect(parsed.value).toBe("0");
    const decoded = decodeFunctionData({ abi: SandboxBridge.abi, data: parsed.data });
    expect(decoded).toEqual({
      functionName: "depositWithId",
      args: [chain("BASE").tokens.USDT, baseUnits(q.payAmount, 6), commitmentId(q.quoteId)],
    });

    await user.approve("BASE", "USDT", parsed.to, baseUnits(q.payAmount, 6));
    const depositHash = await user.send("BASE", { to: parsed.to, data: parsed.data, value: BigInt(parsed.value) });

    expect((await eventOf(q.quoteId, "BRIDGE_ACCEPTED")).depositTxHash).toBe(depositHash);
    const record = await stateOf(q.quoteId, "EXECUTED");
    expect(record).toMatchObject({ _tag: "bridgeSwap", depositTxHash: depositHash, withdrawTxHash: expect.stringMatching(HASH) });
    expect(await user.balance("BASE", "USDC", recipient)).toBe(baseUnits(q.receiveAmount, 6));
  });
});

describe("a deposit that does not match its quote", () => {
  it("fails a bridge paid short (FAILED with the deposit's hash, nothing paid out)", async () => {
    const recipient = freshAddress();
    const q = await quote({
      chainIn: "OPTIMISM",
      chainOut: "ARBITRUM_ONE",
      tokenIn: "USDT",
      tokenOut: "USDT",
      amount: "30",
      recipient,
    });
    const short = baseUnits(q.payAmount, 6) - 1n;
    const depositHash = await user.deposit("OPTIMISM", chain("OPTIMISM").bridge, "USDT", short, commitmentId(q.quoteId));
    const record = await stateOf(q.quoteId, "FAILED");
    expect(record).toMatchObject({ depositTxHash: depositHash, failedAt: expect.any(String) });
    expect(await user.balance("ARBITRUM_ONE", "USDT", recipient)).toBe(0n);
  });

  it("refunds a swap paid in the wrong token: SWAP_FAILED, then SWAP_FAILED_REFUNDED with the refund sent back to the sender", async () => {
    const recipient = freshAddress();
    const q = await quote({
      chainIn: "ARBITRUM_ONE",
      chainOut: "BASE",
      tokenIn: "USDT",
      tokenOut: "USDC",
      amount: "20",
      recipient,
    });
    const amount = baseUnits(q.payAmount, 6);
    const before = await user.balance("ARBITRUM_ONE", "USDC", user.address);
    const depositHash = await user.deposit("ARBITRUM_ONE", chain("ARBITRUM_ONE").bridge, "USDC", amount, commitmentId(q.quoteId));

    const refunded = await eventOf(q.quoteId, "BRIDGE_REFUNDED");
    expect(refunded).toMatchObject({
      depositTxHash: depositHash,
      refundTxHash: expect.stringMatching(HASH),
      refundedToken: "USDC",
      refundedAmount: q.payAmount,
      refundedChain: "ARBITRUM_ONE",
      reason: expect.stringContaining("token"),
    });
    const receipt = await user.client("ARBITRUM_ONE").getTransactionReceipt({ hash: refunded.refundTxHash as Hex });
    expect(receipt.status).toBe("success");
    expect(await user.balance("ARBITRUM_ONE", "USDC", user.address)).toBe(before);
    expect((await sb.transaction(q.quoteId)).state).toBe("SWAP_FAILED_REFUNDED");
    expect(await user.balance("BASE", "USDC", recipient)).toBe(0n);
  });

  it("changes nothing for a deposit of an unknown commitment id or of an uncommitted quote", async () => {
    const uncommitted = await quote(
      { chainIn: "BASE", chainOut: "OPTIMISM", tokenIn: "USDC", tokenOut: "USDC", amount: "10", recipient: freshAddress() },
      false,
    );
    const pending = await quote({
      chainIn: "BASE",
      chainOut: "OPTIMISM",
      tokenIn: "USDC",
      tokenOut: "USDC",
      amount: "10",
      recipient: freshAddress(),
    });
    const bridge = chain("BASE").bridge;
    const amount = baseUnits(uncommitted.payAmount, 6);
    await user.deposit("BASE", bridge, "USDC", amount, commitmentId("0123456789abcdef01234567"));
    await user.deposit("BASE", bridge, "USDC", amount, commitmentId(uncommitted.quoteId));
    // A later deposit that does match: once it is settled, the two before it were seen too.
    const marker = await quote({
      chainIn: "BASE",
      chainOut: "OPTIMISM",
      tokenIn: "USDC",
      tokenOut: "USDC",
      amount: "10",
      recipient: freshAddress(),
    });
    await user.deposit("BASE", bridge, "USDC", baseUnits(marker.payAmount, 6), commitmentId(marker.quoteId));
    await stateOf(marker.quoteId, "EXECUTED");

    expect((await sb.transaction(pending.quoteId)).state).toBe("PENDING");
    expect(sb.sandbox.store.transactions.has(uncommitted.quoteId)).toBe(false);
    expect(sb.sandbox.store.transactions.has("0123456789abcdef01234567")).toBe(false);
  });
});

describe("POST /sandbox/transactions/{quoteId}/deposit", () => {
  const DEV = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";

  it("makes the development account approve and deposit for a committed ERC-20 bridge, which then runs like any deposit", async () => {
    const recipient = freshAddress();
    const q = await quote({
      chainIn: "BASE",
      chainOut: "ARBITRUM_ONE",
      tokenIn: "USDC",
      tokenOut: "USDC",
      amount: "17",
      recipient,
    });
    const res = await sb.api("POST", `/sandbox/transactions/${q.quoteId}/deposit`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ quoteId: q.quoteId, chain: "BASE", from: DEV, approvalTxHash: expect.stringMatching(HASH) });
    const deposit = await user.client("BASE").getTransaction({ hash: res.body.depositTxHash as Hex });
    expect(deposit.from).toBe(DEV.toLowerCase());
    expect(decodeFunctionData({ abi: SandboxBridge.abi, data: deposit.input })).toEqual({
      functionName: "depositWithId",
      args: [chain("BASE").tokens.USDC, baseUnits(q.payAmount, 6), commitmentId(q.quoteId)],
    });
    const record = await stateOf(q.quoteId, "EXECUTED");
    expect(record.depositTxHash).toBe(res.body.depositTxHash);
    expect(await user.balance("ARBITRUM_ONE", "USDC", recipient)).toBe(baseUnits(q.receiveAmount, 6));
  });

  it("sends a native deposit with the amount as value and no approval", async () => {
    const q = await quote({
      chainIn: "OPTIMISM",
      chainOut: "BASE",
      tokenIn: "ETH",
      tokenOut: "ETH",
      amount: "0.02",
      recipient: freshAddress(),
    });
    const res = await sb.api("POST", `/sandbox/transactions/${q.quoteId}/deposit`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.approvalTxHash).toBeNull();
    const deposit = await user.client("OPTIMISM").getTransaction({ hash: res.body.depositTxHash as Hex });
    expect(deposit.value).toBe(baseUnits(q.payAmount, 18));
    expect((await stateOf(q.quoteId, "EXECUTED")).depositTxHash).toBe(res.body.depositTxHash);
  });

  it("refuses a transfer that is not PENDING or not from a local chain (409), and an unknown one (404), sending nothing", async () => {
    const executed = await quote({
      chainIn: "BASE",
      chainOut: "OPTIMISM",
      tokenIn: "USDC",
      tokenOut: "USDC",
      amount: "10",
      recipient: freshAddress(),
    });
    await sb.advance(executed.quoteId, "EXECUTED");
    const fromSolana = await quote({
      chainIn: "SOLANA",
      chainOut: "BASE",
      tokenIn: "USDC",
      tokenOut: "USDC",
      amount: "10",
      depositor: "So11111111111111111111111111111111111111112",
      recipient: freshAddress(),
    });
    const nonce = await user.client("BASE").getTransactionCount({ address: DEV });
    const refused = await sb.api("POST", `/sandbox/transactions/${executed.quoteId}/deposit`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ _tag: "DepositNotPossible", message: expect.stringContaining("EXECUTED") });
    const notLocal = await sb.api("POST", `/sandbox/transactions/${fromSolana.quoteId}/deposit`);
    expect(notLocal.status).toBe(409);
    expect(notLocal.body.message).toContain("SOLANA is not a local chain");
    const unknown = await sb.api("POST", "/sandbox/transactions/0123456789abcdef01234567/deposit");
    expect(unknown.status).toBe(404);
    expect(unknown.body._tag).toBe("TransactionNotFound");
    expect(await user.client("BASE").getTransactionCount({ address: DEV })).toBe(nonce);
  });

  it("refuses in timer mode, pointing to /advance", async () => {
    const timer = await startSandbox();
    const timerJwt = await timer.getJwt();
    const res = await timer.api("POST", "/bridge/quote/bridge-swap/user", {
      jwt: timerJwt,
      body: {
        mode: "pay",
        chainIn: "BASE",
        chainOut: "OPTIMISM",
        tokenIn: "USDC",
        tokenOut: "USDC",
        amount: "10",
        depositor: user.address,
        recipient: freshAddress(),
      },
    });
    await timer.api("POST", `/bridge/quote/commit/${res.body.quoteId}`, { jwt: timerJwt });
    const refused = await timer.api("POST", `/sandbox/transactions/${res.body.quoteId}/deposit`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/without local chains.*\/advance/);
  });
});

describe("the timer in chain mode", () => {
  it("leaves a transfer from a local chain PENDING until its deposit, and still moves one from a simulated chain", async () => {
    const timed = await startSandbox({ autoAdvanceMs: 30 }, { localChains: true });
    const timedJwt = await timed.getJwt();
    const commit = async (body: Record<string, unknown>) => {
      const res = await timed.api("POST", "/bridge/quote/bridge-swap/user", {
        jwt: timedJwt,
        body: {
          mode: "pay",
          tokenIn: "USDC",
          tokenOut: "USDC",
          amount: "10",
          depositor: user.address,
          recipient: freshAddress(),
          ...body,
        },
      });
      await timed.api("POST", `/bridge/quote/commit/${res.body.quoteId}`, { jwt: timedJwt });
      return res.body.quoteId as string;
    };
    const fromLocal = await commit({ chainIn: "BASE", chainOut: "ARBITRUM_ONE" });
    const fromSolana = await commit({
      chainIn: "SOLANA",
      chainOut: "BASE",
      depositor: "So11111111111111111111111111111111111111112",
    });
    await pollUntil(async () => ((await timed.transaction(fromSolana)).state === "EXECUTED" ? true : undefined));
    expect((await timed.transaction(fromLocal)).state).toBe("PENDING");
    // The control API still moves it.
    expect((await timed.advance(fromLocal, "ACCEPTED")).state).toBe("ACCEPTED");
  });
});
