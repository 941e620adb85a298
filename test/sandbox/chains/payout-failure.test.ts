import { inject, beforeAll, describe, expect, it } from "vitest";
import { createSandbox, type Sandbox } from "../../../packages/sandbox/src/app.js";
import { PAYOUT_ATTEMPTS } from "../../../packages/sandbox/src/chains/payout.js";
import { defaultSandboxConfig } from "../../../packages/sandbox/src/config.js";
import type { LocalChains } from "../../../packages/sandbox/src/contracts/deployment.js";
import { onDispose } from "../../utils/disposers.js";
import { freshAddress, fundedUser, type ChainUser } from "../../utils/chains.js";
import { startProxy } from "../../utils/proxy.js";
import { callApi, pollUntil } from "../../utils/sandbox.js";

/*
 * A local chain that stops answering, for one sandbox: its BASE node's JSON-RPC is reached through
 * a proxy that can be turned off (the node itself, shared by the run, keeps going).
 */

let sandbox: Sandbox;
let url: string;
let jwt: string;
let user: ChainUser;
let baseDown = false;
const logLines: string[] = [];

const baseUnits = (amount: string, decimals: number) => {
  const [whole = "0", fraction = ""] = amount.split(".");
  return BigInt(whole + fraction.padEnd(decimals, "0").slice(0, decimals));
};

async function committed(body: Record<string, unknown>): Promise<{ quoteId: string; payAmount: string }> {
  const quote = await callApi(url, "POST", "/bridge/quote/bridge-swap/user", {
    jwt,
    body: {
      mode: "pay",
      depositor: user.address,
      recipient: freshAddress(),
      tokenIn: "USDC",
      tokenOut: "USDC",
      amount: "25",
      ...body,
    },
  });
  expect(quote.status, quote.text).toBe(200);
  expect((await callApi(url, "POST", `/bridge/quote/commit/${quote.body.quoteId}`, { jwt })).status).toBe(200);
  return quote.body;
}

beforeAll(async () => {
  const shared = inject("localChains");
  const base = shared.chains.BASE!;
  const proxy = await startProxy(base.rpcUrl, (_req, res, forward) => (baseDown ? res.destroy() : forward()));
  // JSON-RPC over HTTP (reads, payments) goes through the proxy; new-block notifications come from the node.
  const wsUrl = base.rpcUrl.replace(/^http/, "ws");
  const chains: LocalChains = { ...shared, chains: { ...shared.chains, BASE: { ...base, rpcUrl: proxy, wsUrl } } };
  sandbox = createSandbox({ ...defaultSandboxConfig(), autoAdvanceMs: 0 }, { chains, log: (line) => logLines.push(line) });
  onDispose(() => sandbox.stop());
  ({ url } = await sandbox.start(0, "127.0.0.1"));
  jwt = (await callApi(url, "POST", "/authentication/auth/apiKey", { body: { apiKey: "SECRET_sandbox" } })).body.jwt;
  user = await fundedUser(shared);
  baseDown = true;
});

describe("a destination chain that does not answer", () => {
  it("retries the payout with back-off, then fails the transfer with one JSON log line", { timeout: 20_000 }, async () => {
    const quote = await committed({ chainIn: "ARBITRUM_ONE", chainOut: "BASE" });
    const depositHash = await user.deposit(
      "ARBITRUM_ONE",
      inject("localChains").chains.ARBITRUM_ONE!.bridge,
      "USDC",
      baseUnits(quote.payAmount, 6),
      BigInt(`0x${quote.quoteId}`),
    );

    const failed = await pollUntil(async () => {
      const tx = sandbox.store.transactions.get(quote.quoteId);
      return tx?.state === "FAILED" ? tx : undefined;
    }, 15_000);
    expect(failed.deposit?.txHash).toBe(depositHash);
    expect(failed.reason).toContain("payout on BASE failed");
    const lines = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => l.quoteId === quote.quoteId);
    expect(lines).toEqual([
      expect.objectContaining({
        level: "error",
        component: "sandbox-chains",
        chain: "BASE",
        state: "FAILED",
        attempts: PAYOUT_ATTEMPTS,
      }),
    ]);
  });
});

describe("a development deposit on a chain that does not answer", () => {
  it("answers 409 DepositNotPossible, not 500", async () => {
    const quote = await committed({ chainIn: "BASE", chainOut: "ARBITRUM_ONE" });
    const res = await callApi(url, "POST", `/sandbox/transactions/${quote.quoteId}/deposit`);
    expect(res.status, res.text).toBe(409);
    expect(res.body).toMatchObject({
      _tag: "DepositNotPossible",
      message: expect.stringContaining("BASE did not take the deposit"),
    });
  });
});
