import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { sendDevDeposit } from "../chains/dev-deposit.js";
import type { SandboxContext } from "../server/context.js";
import { decode, jsonBody } from "../server/decode.js";
import { buildDepositAddress, registerDepositAddressSchema } from "../domain/deposit-address-record.js";
import { depositAddressNotFound, transactionNotFound } from "../domain/errors.js";
import { faultsSchema } from "../control/faults.js";
import { overrideSchema } from "../control/overrides.js";
import { addressPayload, createRoutingAddress, simulateRoutingDeposit } from "../domain/routing-address-simulation.js";
import { createRoutingAddressSchema } from "../domain/routing-address-record.js";
import { announceCreated, simulateDeposit, simulateDepositSchema } from "../domain/deposit-address-simulation.js";
import { SandboxStore } from "../domain/store.js";
import { TRANSACTION_STATES } from "../domain/types.js";
import { isTxHash } from "./history.js";

const quoteParams = z.object({ quoteId: z.string().min(1) });
const addressParams = z.object({ depositAddress: z.string().min(1), depositChain: z.string().min(1) });
const webhookTestBody = z.object({
  projectId: z.string().min(1).optional(),
  webhookUrl: z.url({ protocol: /^https?$/ }).optional(),
  message: z.string().optional(),
});
const advanceBody = z.object({ to: z.enum(TRANSACTION_STATES).optional() });
const txHash = z.string().refine(isTxHash, "Expected 0x + 64 hex or a base58 signature of 43-88 characters");
const historyBody = z
  .object({
    projectId: z.string().min(1).optional(),
    depositTxHash: txHash.optional(),
    withdrawTxHash: txHash.optional(),
    record: z.unknown(),
  })
  .refine((b) => b.depositTxHash !== undefined || b.withdrawTxHash !== undefined, {
    path: ["depositTxHash"],
    message: "Give depositTxHash, withdrawTxHash or both",
  })
  .refine((b) => "record" in b, { path: ["record"], message: "is missing" });

const defaultProject = (ctx: SandboxContext) => ctx.config.apiKeys[0]?.projectId ?? "sandbox-project";

/** Driving the simulation: transactions' states, deposit addresses and deposits, a test webhook. */
function registerSimulationControls(app: FastifyInstance, ctx: SandboxContext): void {
  app.post("/sandbox/transactions/:quoteId/advance", async (request) => {
    const { quoteId } = decode(quoteParams, request.params);
    const { to } = decode(advanceBody, jsonBody(request, true));
    return ctx.engine.advance(quoteId, to);
  });

  // A development account deposits for the transfer on its local chain: the guided flow without a wallet.
  app.post("/sandbox/transactions/:quoteId/deposit", async (request) => {
    const { quoteId } = decode(quoteParams, request.params);
    const tx = ctx.store.transactions.get(quoteId);
    if (!tx) throw transactionNotFound(quoteId);
    return sendDevDeposit(ctx.addresses, tx);
  });

  app.get("/sandbox/transactions/:quoteId", async (request) => {
    const { quoteId } = decode(quoteParams, request.params);
    return ctx.engine.get(quoteId);
  });

  app.post("/sandbox/deposit-addresses", async (request, reply) => {
    const input = decode(registerDepositAddressSchema, jsonBody(request));
    const address = buildDepositAddress(input, input.projectId ?? defaultProject(ctx), ctx.ids, ctx.now(), ctx.addresses);
    ctx.store.depositAddresses.set(SandboxStore.addressKey(input.depositAddress, input.depositChain), address);
    announceCreated(ctx, address);
    return reply.code(201).send(address.status);
  });

  app.post("/sandbox/deposit-addresses/:depositAddress/:depositChain/deposits", async (request, reply) => {
    const { depositAddress, depositChain } = decode(addressParams, request.params);
    const input = decode(simulateDepositSchema, jsonBody(request));
    const address = ctx.store.depositAddresses.get(SandboxStore.addressKey(depositAddress, depositChain));
    if (!address) throw depositAddressNotFound(depositAddress, depositChain);
    return reply.code(201).send(simulateDeposit(ctx, address, input));
  });

  app.post("/sandbox/routing-deposit-addresses", async (request, reply) => {
    const input = decode(createRoutingAddressSchema, jsonBody(request));
    return reply.code(201).send(addressPayload(createRoutingAddress(ctx, input, defaultProject(ctx))));
  });

  app.post("/sandbox/routing-deposit-addresses/:depositAddress/:depositChain/deposits", async (request, reply) => {
    const { depositAddress, depositChain } = decode(addressParams, request.params);
    const input = decode(simulateDepositSchema, jsonBody(request));
    const address = ctx.store.routingAddresses.get(SandboxStore.addressKey(depositAddress, depositChain));
    if (!address) throw depositAddressNotFound(depositAddress, depositChain);
    return reply.code(201).send(simulateRoutingDeposit(ctx, address, input));
  });

  app.post("/sandbox/webhook-test", async (request) => {
    const body = decode(webhookTestBody, jsonBody(request, true));
    const projectId = body.projectId ?? defaultProject(ctx);
    return ctx.emit(
      { projectId, queueKey: `test:${projectId}`, webhookUrl: body.webhookUrl },
      { _tag: "WEBHOOK_TEST", type: "test", message: body.message ?? "Webhook test event from the sandbox" },
    );
  });
}

/** Bending the upstream: faults, injected history records, answer overrides, key rotation; and the request stats. */
function registerUpstreamControls(app: FastifyInstance, ctx: SandboxContext): void {
  app.post("/sandbox/faults", async (request) => {
    ctx.faults.set(decode(faultsSchema, jsonBody(request)));
    return { faults: ctx.faults.current() };
  });
  app.delete("/sandbox/faults", async () => {
    ctx.faults.clear();
    return { faults: ctx.faults.current() };
  });

  const stats = () => ({ ...ctx.stats.snapshot(), webhooks: ctx.delivery.stats() });
  app.get("/sandbox/stats", async () => stats());
  app.delete("/sandbox/stats", async () => {
    ctx.stats.reset();
    ctx.delivery.resetStats();
    return stats();
  });

  app.post("/sandbox/history", async (request, reply) => {
    const body = decode(historyBody, jsonBody(request));
    const entry = {
      projectId: body.projectId ?? defaultProject(ctx),
      ...(body.depositTxHash !== undefined ? { depositTxHash: body.depositTxHash } : {}),
      ...(body.withdrawTxHash !== undefined ? { withdrawTxHash: body.withdrawTxHash } : {}),
      record: body.record,
    };
    ctx.store.injected.push(entry);
    return reply.code(201).send(entry);
  });

  app.post("/sandbox/overrides", async (request, reply) => {
    const override = decode(overrideSchema, jsonBody(request));
    ctx.overrides.add(override);
    return reply.code(201).send(override);
  });
  app.delete("/sandbox/overrides", async () => {
    ctx.overrides.clear();
    return { cleared: true };
  });

  app.post("/sandbox/webhook-key/rotate", async () => {
    const signer = await ctx.signer;
    await signer.rotate();
    return { publicKey: signer.publicKeyBase64() };
  });
}

/** The control API under /sandbox: no auth, for tests and demos only. */
export function registerControlRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  registerSimulationControls(app, ctx);
  registerUpstreamControls(app, ctx);
}
