import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Principal } from "../server/auth.js";
import type { SandboxContext } from "../server/context.js";
import { countParam, decode, inRange, jsonBody } from "../server/decode.js";
import { historyNotFound, invalidRequest, unauthorized } from "../domain/errors.js";
import { decodePageToken, encodePageToken } from "../delivery/event-log.js";
import { byDepositView, renderRecord } from "../domain/records.js";
import { sendJson } from "../server/reply-json.js";
import type { Transaction } from "../domain/types.js";

/** An EVM hash (`0x` + 64 hex) or a base58 Solana signature. */
export const isTxHash = (hash: string): boolean => /^0x[0-9a-fA-F]{64}$/.test(hash) || /^[1-9A-HJ-NP-Za-km-z]{43,88}$/.test(hash);

const withdrawParams = z.object({ withdrawTxHash: z.string().min(1) });
const depositParams = z.object({ depositTxHash: z.string().min(1) });
const bridgeParams = z.object({ bridgeId: z.string().min(1) });
const cancelBody = z.object({ state: z.literal("CANCELLED") });
const listQuery = {
  sortBy: z.enum(["createdAt", "updatedAt"]),
  sortDirection: z.enum(["asc", "desc"]),
  state: z.enum(["PENDING", "ACCEPTED", "EXECUTED"]).optional(),
};
const pageQuery = z.object({ page: countParam, limit: countParam, ...listQuery });
const cursorQuery = z.object({ pageSize: countParam, pageToken: z.string().min(1).optional(), ...listQuery });

/** Public (browser) keys see no history, like upstream. */
function requireSecret(principal: Principal): void {
  if (!principal.secretKey) throw unauthorized("Transaction history needs a secret API key");
}

/** The caller's transactions filtered and sorted as the user history asks. */
function userTransactions(ctx: SandboxContext, projectId: string, q: z.output<typeof cursorQuery | typeof pageQuery>) {
  const key = (tx: Transaction) => (q.sortBy === "createdAt" ? Date.parse(tx.quote.createdAt) : tx.updatedAtMs);
  const sign = q.sortDirection === "asc" ? 1 : -1;
  // Ties (the same millisecond) are broken by insertion order, so pages never swap two records.
  return [...ctx.store.transactions.values()]
    .filter((tx) => tx.quote.projectId === projectId && (q.state === undefined || tx.state === q.state))
    .map((tx, i) => ({ tx, i }))
    .sort((a, b) => sign * (key(a.tx) - key(b.tx) || a.i - b.i))
    .map(({ tx }) => tx);
}

/** GET /bridge/history/user: the caller's records, a numbered page at a time, each with its deposit's rejection. */
function userHistoryPage(ctx: SandboxContext, principal: Principal, query: unknown) {
  const q = decode(pageQuery, query);
  const [number, limit] = [inRange("page", q.page, 1, 1_000_000), inRange("limit", q.limit, 1, 100)];
  const all = userTransactions(ctx, principal.projectId, q);
  const page = all.slice((number - 1) * limit, number * limit);
  return {
    totalItems: all.length,
    items: page.map((tx) => ({
      bridge: renderRecord(tx),
      rejections:
        tx.deposit && tx.reason
          ? [{ depositTxHash: tx.deposit.txHash, depositCommittedAt: tx.deposit.committedAt, reason: tx.reason }]
          : [],
    })),
  };
}

/** GET /bridge/history-cursor/user: the caller's records after a page token. */
function userHistoryCursor(ctx: SandboxContext, principal: Principal, query: unknown) {
  const q = decode(cursorQuery, query);
  const size = inRange("pageSize", q.pageSize, 1, 100);
  // Any non-empty string decodes as a token (the vendor's NonEmptyString): one it never issued is a refusal.
  const after = q.pageToken === undefined ? 0 : decodePageToken(q.pageToken);
  if (after === undefined) throw invalidRequest("Unknown page token");
  const all = userTransactions(ctx, principal.projectId, q);
  const page = all.slice(after, after + size);
  return {
    items: page.map(renderRecord),
    nextPageToken: after + size < all.length ? encodePageToken(after + size) : null,
  };
}

/** History: by hash, by id (status and cancel), per user (paged and by cursor). */
export function registerHistoryRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const authorized = async (request: FastifyRequest): Promise<Principal> => {
    const principal = await ctx.auth.verify(request.headers.authorization);
    requireSecret(principal);
    return principal;
  };

  const byWithdrawHash = async (request: FastifyRequest, reply: FastifyReply) => {
    const principal = await authorized(request);
    const { withdrawTxHash } = decode(withdrawParams, request.params);
    if (!isTxHash(withdrawTxHash)) throw invalidRequest(`Malformed withdrawal hash ${withdrawTxHash}`);
    const injected = ctx.store.injected.find((r) => r.withdrawTxHash === withdrawTxHash && r.projectId === principal.projectId);
    if (injected) return sendJson(reply, injected.record);
    const tx = ctx.store.byWithdrawHash(withdrawTxHash);
    // The vendor types give this route no not-found status: an unknown hash is an InvalidRequest (422).
    if (!tx || tx.quote.projectId !== principal.projectId) {
      throw invalidRequest(`No bridge transaction with withdrawal hash ${withdrawTxHash}`);
    }
    return renderRecord(tx);
  };
  app.get("/bridge/history/bridge/by-withdraw-hash/:withdrawTxHash", byWithdrawHash);
  // Deprecated alias the vendor still serves.
  app.get("/bridge/history/bridge/by-hash/:withdrawTxHash", byWithdrawHash);

  app.get("/bridge/history/bridge/by-deposit-hash/:depositTxHash", async (request, reply) => {
    const principal = await authorized(request);
    const { depositTxHash } = decode(depositParams, request.params);
    if (!isTxHash(depositTxHash)) throw invalidRequest(`Malformed deposit hash ${depositTxHash}`);
    const records: unknown[] = ctx.store
      .byDepositHash(principal.projectId, depositTxHash)
      .map((tx) => byDepositView(renderRecord(tx)));
    for (const r of ctx.store.injected) {
      if (r.depositTxHash === depositTxHash && r.projectId === principal.projectId) records.push(r.record);
    }
    if (records.length === 0) throw historyNotFound(depositTxHash);
    return sendJson(reply, records);
  });

  // Status by quote id: what the SDK polls. Public keys may poll their own transfers.
  app.get("/bridge/history/bridge/:bridgeId", async (request) => {
    const principal = await ctx.auth.verify(request.headers.authorization);
    const { bridgeId } = decode(bridgeParams, request.params);
    const tx = ctx.engine.find(principal.projectId, bridgeId);
    // No not-found status in the vendor types here either: 422 InvalidRequest.
    if (!tx) throw invalidRequest(`No bridge ${bridgeId}`);
    return renderRecord(tx);
  });

  app.patch("/bridge/history/bridge/:bridgeId", async (request) => {
    const principal = await ctx.auth.verify(request.headers.authorization);
    const { bridgeId } = decode(bridgeParams, request.params);
    decode(cancelBody, jsonBody(request));
    return ctx.engine.cancel(principal.projectId, bridgeId);
  });

  app.get("/bridge/history/user", async (request) => userHistoryPage(ctx, await authorized(request), request.query));
  app.get("/bridge/history-cursor/user", async (request) => userHistoryCursor(ctx, await authorized(request), request.query));
}
