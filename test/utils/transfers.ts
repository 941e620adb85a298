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
