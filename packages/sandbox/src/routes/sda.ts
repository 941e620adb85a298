import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { CHAINS } from "../domain/catalog.js";
import type { SandboxContext } from "../server/context.js";
import { countParam, decode, inRange, jsonBody } from "../server/decode.js";
import { defaultSupportedTokens, statusView, type DepositAddress, type SdaBridge } from "../domain/deposit-address-record.js";
import { SandboxError, depositAddressNotFound, endpointDisabled, extensionNotEnabled, invalidRequest } from "../domain/errors.js";
import { decodePageToken, encodePageToken } from "../delivery/event-log.js";
import { renderRecord } from "../domain/records.js";
import {
  SDA_TOTAL_LIMIT,
  SDA_WINDOW_LIMIT,
  SDA_WINDOW_MS,
  createDepositAddressSchema,
  createDepositAddresses,
  creationCounts,
} from "../domain/deposit-address-simulation.js";
import { SandboxStore } from "../domain/store.js";

const params = z.object({
  depositAddress: z.string().min(1).max(60),
  depositChain: z.string().min(1),
});
const publicQuery = z.object({ destinationAddress: z.string().min(1) });
/** A history bound as the vendor types describe it: ms since the epoch, or a string `Date.parse` reads. */
const instant = z
  .string()
  .transform((text) => (/^\d+$/.test(text) ? Number(text) : Date.parse(text)))
  .refine((ms) => Number.isFinite(ms), "Expected milliseconds since the epoch or a date");
const historyQuery = z.object({ from: instant.optional(), to: instant.optional() });
/** The vendor's longest history window. */
const MAX_HISTORY_WINDOW_MS = 31 * 24 * 3_600_000;
const supportedQuery = z.object({ tokenOut: z.string().min(1).optional() });
const searchQuery = z.object({
  addressNote: z.string().optional(),
  depositChain: z.string().optional(),
  destinationChain: z.string().optional(),
  destinationAddress: z.string().min(1).optional(),
  pageToken: z.string().min(1).optional(),
  pageSize: countParam.optional(),
});

/** The vendor's history entry of one deposit. */
function historyEntry(ctx: SandboxContext, bridge: SdaBridge): Record<string, unknown> {
  switch (bridge._tag) {
    case "accepted": {
      const tx = ctx.store.transactions.get(bridge.quoteId);
      return { ...bridge.seen, history: tx ? renderRecord(tx) : undefined, _tag: "accepted" };
    }
    case "rejected":
      return { ...bridge.seen, reason: bridge.reason, txUid: bridge.txUid, _tag: "rejected" };
    case "failed":
      return { ...bridge.seen, _tag: "failed" };
  }
}

/** The public status of one deposit. */
function publicBridge(ctx: SandboxContext, bridge: SdaBridge): Record<string, unknown> {
  const base = {
    depositTxHash: bridge.seen.txHash,
    depositTxTimestamp: bridge.seen.createdAt,
    tokenSymbol: bridge.seen.tokenSymbol,
    depositAmount: bridge.seen.amount,
    sender: bridge.seen.sender,
  };
  if (bridge._tag === "rejected") return { ...base, status: { _tag: "REJECTED", reason: bridge.reason } };
  if (bridge._tag === "failed") return { ...base, status: { _tag: "RETRYING", originalErrorTag: "TransferFailed" } };
  const tx = ctx.store.transactions.get(bridge.quoteId);
  const amounts = { amountOut: tx?.quote.wire.receiveAmount ?? "0", fee: tx?.quote.wire.fees.fee ?? "0" };
  if (tx?.state === "EXECUTED" && tx.withdraw) {
    return {
      ...base,
      status: { _tag: "EXECUTED", withdrawTxHash: tx.withdraw.txHash, withdrawTxTimestamp: tx.withdraw.committedAt, ...amounts },
    };
  }
  if (tx?.state === "FAILED") return { ...base, status: { _tag: "RETRYING", originalErrorTag: "TransferFailed" } };
  return { ...base, status: { _tag: "ACCEPTED", ...amounts } };
}

function findAddress(ctx: SandboxContext, address: string, chain: string, projectId?: string): DepositAddress {
  const found = ctx.store.depositAddresses.get(SandboxStore.addressKey(address, chain));
  if (!found || (projectId !== undefined && found.projectId !== projectId)) throw depositAddressNotFound(address, chain);
  return found;
}

/** GET /sda/deposit-addresses/search: the project's addresses matching every given field, a page at a time. */
function search(ctx: SandboxContext, principal: { projectId: string; secretKey: boolean }, query: unknown) {
  const q = decode(searchQuery, query);
  const size = q.pageSize === undefined ? 20 : inRange("pageSize", q.pageSize, 1, 100);
  // Any non-empty string decodes as a token (the vendor's NonEmptyString): one it never issued is a refusal.
  const after = q.pageToken === undefined ? 0 : decodePageToken(q.pageToken);
  if (after === undefined) throw invalidRequest("Unknown page token");
  const matches = [...ctx.store.depositAddresses.values()].filter(
    (a) =>
      a.projectId === principal.projectId &&
      (q.addressNote === undefined || (a.status.addressNote ?? "").includes(q.addressNote)) &&
      (q.depositChain === undefined || a.status.depositChain === q.depositChain) &&
      (q.destinationChain === undefined || a.status.destinationChain === q.destinationChain) &&
      (q.destinationAddress === undefined || a.status.destinationAddress === q.destinationAddress),
  );
  const page = matches.slice(after, after + size);
  return {
    items: page.map((a) => {
      const { supportedTokens: _tokens, isActive: _active, ...rest } = statusView(a, principal.secretKey);
      return { ...rest, userId: a.projectId, ...(a.webhookUrl !== undefined ? { webhookUrl: a.webhookUrl } : {}) };
    }),
    nextPageToken: after + size < matches.length ? encodePageToken(after + size) : null,
  };
}

/**
 * GET .../public-status: any key of any project (a browser's public key too) may ask; knowing the
 * destination address is what shows the address.
 */
async function publicStatus(ctx: SandboxContext, request: FastifyRequest) {
  await ctx.auth.verify(request.headers.authorization);
  const { depositAddress, depositChain } = decode(params, request.params);
  const { destinationAddress } = decode(publicQuery, request.query);
  const address = findAddress(ctx, depositAddress, depositChain);
  if (address.status.destinationAddress !== destinationAddress) throw depositAddressNotFound(depositAddress, depositChain);
  return {
    depositAddress,
    depositChain,
    destinationChain: address.status.destinationChain,
    destinationAddress,
    lastBridges: address.bridges.slice(-10).map((b) => publicBridge(ctx, b)),
  };
}

/**
 * The vendor's /{depositChain}/{destinationChain}/supported-tokens: the router needs the parameter
 * names of the sibling routes at the same positions, so the chains arrive as depositAddress and depositChain.
 */
function supportedTokens(ctx: SandboxContext, request: FastifyRequest) {
  const p = decode(z.object({ depositAddress: z.string().min(1), depositChain: z.string().min(1) }), request.params);
  const [depositChain, destinationChain] = [p.depositAddress, p.depositChain];
  const { tokenOut } = decode(supportedQuery, request.query);
  const unsupported = [depositChain, destinationChain].filter((c) => {
    const info = CHAINS.get(c);
    return !info || info.status !== "enabled" || (c === depositChain && !info.enabledDepositAddress);
  });
  if (unsupported.length > 0) throw new SandboxError(422, { _tag: "DepositAddressChainsNotSupported", chains: unsupported });
  if (tokenOut !== undefined && !CHAINS.get(destinationChain)?.tokens.includes(tokenOut)) {
    throw new SandboxError(422, { _tag: "DepositAddressTokenOutNotSupported", tokenOut });
  }
  const tokens = defaultSupportedTokens(ctx.addresses, depositChain, destinationChain);
  if (tokens.length === 0) {
    throw new SandboxError(422, { _tag: "DepositAddressNoBridgableTokens", from: depositChain, to: destinationChain });
  }
  return { supportedTokens: tokens };
}

/** Smart deposit addresses: create, status, activation, history, refunds, search, limits. */
export function registerSdaRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  // Order: auth (a bad token is 400 InvalidJwt), decode, feature switch, lookup.
  const lookup = async (request: FastifyRequest): Promise<{ secretKey: boolean; address: DepositAddress }> => {
    const principal = await ctx.auth.verify(request.headers.authorization);
    const { depositAddress, depositChain } = decode(params, request.params);
    if (ctx.config.sdaDisabled) throw endpointDisabled();
    return { secretKey: principal.secretKey, address: findAddress(ctx, depositAddress, depositChain, principal.projectId) };
  };

  app.post("/sda/deposit-addresses", async (request) => {
    const principal = await ctx.auth.verify(request.headers.authorization);
    const input = decode(createDepositAddressSchema, jsonBody(request));
    if (ctx.config.sdaDisabled) throw endpointDisabled();
    if (ctx.config.sdaExtensionOff.includes(principal.projectId)) throw extensionNotEnabled();
    return createDepositAddresses(ctx, principal.projectId, input).map((a) => statusView(a, principal.secretKey));
  });

  app.get("/sda/deposit-addresses/search", async (request) =>
    search(ctx, await ctx.auth.verify(request.headers.authorization), request.query),
  );

  app.get("/sda/deposit-addresses/rate-limit-status", async (request) => {
    const principal = await ctx.auth.verify(request.headers.authorization);
    const counts = creationCounts(ctx, principal.projectId);
    return {
      totalLimit: { _tag: "limited", value: SDA_TOTAL_LIMIT },
      totalCreated: counts.total,
      windowLimit: { _tag: "limited", value: SDA_WINDOW_LIMIT, durationMs: SDA_WINDOW_MS },
      windowCreated: counts.window,
    };
  });

  app.get("/sda/deposit-addresses/:depositAddress/:depositChain", async (request) => {
    const { secretKey, address } = await lookup(request);
    return statusView(address, secretKey);
  });

  app.patch("/sda/deposit-addresses/:depositAddress/:depositChain/activate", async (request) => {
    const { address } = await lookup(request);
    if (address.status.isActive) {
      throw new SandboxError(422, { _tag: "DepositAddressAlreadyActive", message: "The deposit address is already active" });
    }
    address.status.isActive = true;
    for (const activated of ctx.activations) activated(address);
    return true;
  });

  app.get("/sda/deposit-addresses/:depositAddress/:depositChain/history", async (request) => {
    const { address } = await lookup(request);
    const q = decode(historyQuery, request.query);
    if (q.from !== undefined && q.from > (q.to ?? ctx.now())) {
      throw new SandboxError(422, { _tag: "InvalidDateRange", message: "from must not be after to" });
    }
    if (q.from !== undefined && (q.to ?? ctx.now()) - q.from > MAX_HISTORY_WINDOW_MS) {
      throw new SandboxError(422, { _tag: "InvalidDateRange", message: "The history window is at most 31 days" });
    }
    const bridges = address.bridges.filter((b) => {
      const at = Date.parse(b.seen.createdAt);
      return (q.from === undefined || at >= q.from) && (q.to === undefined || at <= q.to);
    });
    return {
      depositAddress: address.status.depositAddress,
      depositChain: address.status.depositChain,
      bridges: bridges.map((b) => historyEntry(ctx, b)),
    };
  });

  app.get("/sda/deposit-addresses/:depositAddress/:depositChain/public-status", async (request) => publicStatus(ctx, request));

  app.get("/sda/deposit-addresses/:depositAddress/:depositChain/completed-refunds", async (request) => {
    const { address } = await lookup(request);
    return { items: address.refunds };
  });

  app.get("/sda/deposit-addresses/:depositAddress/:depositChain/supported-tokens", async (request) =>
    supportedTokens(ctx, request),
  );
}
