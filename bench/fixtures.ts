import { generateKeyPairSync, type KeyObject } from "node:crypto";

/** A sandbox transaction moved to EXECUTED, with what the scenarios look it up by. */
export interface ExecutedTransfer {
  /** Record id = quote id = swap commitment id. */
  id: string;
  withdrawTxHash: string;
  depositTxHash: string;
  /** The record as `/sandbox/transactions/{id}` answers it (with `state`). */
  record: Record<string, unknown>;
}

/** The quote request every scenario uses: a swap, so the record has swap calldata. */
export const QUOTE_REQUEST = {
  chainIn: "ETHEREUM",
  chainOut: "BASE",
  tokenIn: "USDT",
  tokenOut: "USDC",
  amount: "250",
  mode: "pay",
  depositor: "0x1111111111111111111111111111111111111111",
  recipient: "0x2222222222222222222222222222222222222222",
} as const;

/** One JSON call to the sandbox; throws on a non-2xx answer. */
export async function sandboxCall<T>(baseUrl: string, method: string, path: string, body?: unknown, jwt?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  if (jwt) headers.authorization = `Bearer ${jwt}`;
  const res = await fetch(baseUrl + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Exchanges the sandbox API key for a JWT, as a frontend's backend would for direct REST calls. */
export async function sandboxJwt(baseUrl: string, apiKey: string): Promise<string> {
  return (await sandboxCall<{ jwt: string }>(baseUrl, "POST", "/authentication/auth/apiKey", { apiKey })).jwt;
}

/** Creates `count` distinct swap transfers through the upstream API and moves each to EXECUTED. */
export async function prepareExecutedTransfers(baseUrl: string, jwt: string, count: number): Promise<ExecutedTransfer[]> {
  const one = async (): Promise<ExecutedTransfer> => {
    const quote = await sandboxCall<{ quoteId: string }>(baseUrl, "POST", "/bridge/quote/bridge-swap/user", QUOTE_REQUEST, jwt);
    await sandboxCall(baseUrl, "POST", `/bridge/quote/commit/${quote.quoteId}`, undefined, jwt);
    const record = await sandboxCall<Record<string, unknown>>(baseUrl, "POST", `/sandbox/transactions/${quote.quoteId}/advance`, {
      to: "EXECUTED",
    });
    return {
      id: quote.quoteId,
      withdrawTxHash: String(record.withdrawTxHash),
      depositTxHash: String(record.depositTxHash),
      record,
    };
  };
  const transfers: ExecutedTransfer[] = [];
  // Ten at a time: quick, without queueing hundreds of requests on a two-core machine.
  for (let i = 0; i < count; i += 10) {
    transfers.push(...(await Promise.all(Array.from({ length: Math.min(10, count - i) }, one))));
  }
  return transfers;
}

/**
 * A fresh RSA key pair whose public half the sandbox serves as its webhook public key (an override
 * of `GET /webhook/public-key`, answered `times` times), so the bench can sign webhook events the
 * gateways accept. `DELETE /sandbox/overrides` ends it.
 */
export async function serveSigningKey(baseUrl: string, times = 100): Promise<KeyObject> {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const pem = publicKey.export({ type: "spki", format: "pem" }).toString();
  await sandboxCall(baseUrl, "POST", "/sandbox/overrides", {
    method: "GET",
    path: "/webhook/public-key",
    status: 200,
    body: Buffer.from(pem).toString("base64"),
    times,
  });
  return privateKey;
}
