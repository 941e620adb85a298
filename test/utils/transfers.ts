import { freshAddress } from "./chains.js";
import type { SandboxHandle } from "./sandbox.js";

/** A bridge quote the sandbox accepts: 100 USDT from Ethereum to Base, between two plain addresses. */
export const BRIDGE_QUOTE_INPUT = {
  chainIn: "ETHEREUM",
  chainOut: "BASE",
  amount: "100",
  mode: "PAY",
  tokenIn: "USDT",
  tokenOut: "USDT",
  depositor: "0x1111111111111111111111111111111111111111",
  recipient: "0x2222222222222222222222222222222222222222",
} as const;

/**
 * Creates and commits a bridge quote straight at the sandbox, with `webhookUrl` as its webhook
 * target; resolves the quote id (the transaction's id). BRIDGE_PENDING is emitted on commit, so
 * `beforeCommit` is where a test subscribes to the quote id. `apiKey` picks the project (default the first key's).
 */
export async function commitTransfer(
  sandbox: SandboxHandle,
  webhookUrl: string,
  beforeCommit?: (quoteId: string) => Promise<void>,
  apiKey?: string,
): Promise<string> {
  const jwt = await sandbox.getJwt(apiKey);
  const quote = await sandbox.api("POST", "/bridge/quote/bridge-swap/user", {
    jwt,
    body: {
      chainIn: "ETHEREUM",
      chainOut: "ARBITRUM_ONE",
      tokenIn: "USDT",
      tokenOut: "USDT",
      amount: "100",
      mode: "pay",
      depositor: "0x1111111111111111111111111111111111111111",
      recipient: "0x2222222222222222222222222222222222222222",
      webhookUrl,
    },
  });
  if (quote.status !== 200) throw new Error(`quote failed: ${quote.text}`);
  const quoteId = quote.body.quoteId as string;
  await beforeCommit?.(quoteId);
  const commit = await sandbox.api("POST", `/bridge/quote/commit/${quoteId}`, { jwt });
  if (commit.status !== 200) throw new Error(`commit failed: ${commit.text}`);
  return quoteId;
}

/**
 * Creates and commits, straight at the sandbox, a quote of `amount` `token` from `chainIn` to BASE
 * (USDC stays USDC, any other token becomes USDT) paid by `depositor`, to a fresh recipient.
 */
export async function committedQuote(
  sandbox: SandboxHandle,
  jwt: string,
  quote: { chainIn: string; token: string; amount: string; depositor: string },
): Promise<{ quoteId: string; payAmount: string }> {
  const { chainIn, token, amount, depositor } = quote;
  const answer = await sandbox.api("POST", "/bridge/quote/bridge-swap/user", {
    jwt,
    body: {
      mode: "pay",
      chainIn,
      chainOut: "BASE",
      tokenIn: token,
      tokenOut: token === "USDC" ? "USDC" : "USDT",
      amount,
      depositor,
      recipient: freshAddress(),
    },
  });
  if (answer.status !== 200) throw new Error(`quote answered ${answer.status}: ${answer.text}`);
  const commit = await sandbox.api("POST", `/bridge/quote/commit/${answer.body.quoteId}`, { jwt });
  if (commit.status !== 200) throw new Error(`commit answered ${commit.status}: ${commit.text}`);
  return { quoteId: answer.body.quoteId as string, payAmount: answer.body.payAmount as string };
}
