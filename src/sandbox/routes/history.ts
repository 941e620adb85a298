import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Principal } from "../auth.js";
import type { SandboxContext } from "../context.js";
import { decode } from "../decode.js";
import { historyNotFound, invalidRequest, unauthorized } from "../errors.js";
import { byDepositView, renderRecord } from "../records.js";
import { sendJson } from "../reply-json.js";

/** An EVM hash (`0x` + 64 hex) or a base58 Solana signature. */
export const isTxHash = (hash: string): boolean => /^0x[0-9a-fA-F]{64}$/.test(hash) || /^[1-9A-HJ-NP-Za-km-z]{43,88}$/.test(hash);

const withdrawParams = z.object({ withdrawTxHash: z.string().min(1) });
const depositParams = z.object({ depositTxHash: z.string().min(1) });

/** Public (browser) keys see no history, like upstream. */
function requireSecret(principal: Principal): void {
  if (!principal.secretKey) throw unauthorized("Transaction history needs a secret API key");
}

/** The two history lookups. */
export function registerHistoryRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get("/bridge/history/bridge/by-withdraw-hash/:withdrawTxHash", async (request, reply) => {
    const principal = await ctx.auth.verify(request.headers.authorization, "unauthorized");
    requireSecret(principal);
    const { withdrawTxHash } = decode(withdrawParams, request.params);
    if (!isTxHash(withdrawTxHash)) throw invalidRequest(400, `Malformed withdrawal hash ${withdrawTxHash}`);
    const injected = ctx.store.injected.find((r) => r.withdrawTxHash === withdrawTxHash && r.projectId === principal.projectId);
    if (injected) return sendJson(reply, injected.record);
    const tx = ctx.store.byWithdrawHash(withdrawTxHash);
    if (!tx || tx.quote.projectId !== principal.projectId) {
      throw invalidRequest(404, `No bridge transaction with withdrawal hash ${withdrawTxHash}`);
    }
    if (tx.quote.isSda) {
      throw invalidRequest(
        404,
        `Transaction ${withdrawTxHash} went through a smart deposit address; use the SDA status endpoint`,
      );
    }
    return renderRecord(tx);
  });

  app.get("/bridge/history/bridge/by-deposit-hash/:depositTxHash", async (request, reply) => {
    const principal = await ctx.auth.verify(request.headers.authorization, "unauthorized");
    requireSecret(principal);
    const { depositTxHash } = decode(depositParams, request.params);
    if (!isTxHash(depositTxHash)) throw invalidRequest(400, `Malformed deposit hash ${depositTxHash}`);
    const records: unknown[] = ctx.store
      .byDepositHash(principal.projectId, depositTxHash)
      .map((tx) => byDepositView(renderRecord(tx)));
    for (const r of ctx.store.injected) {
      if (r.depositTxHash === depositTxHash && r.projectId === principal.projectId) records.push(r.record);
    }
    if (records.length === 0) throw historyNotFound(depositTxHash);
    return sendJson(reply, records);
  });
}
