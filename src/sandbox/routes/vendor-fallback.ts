import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, RouteHandlerMethod } from "fastify";
import { z } from "zod";
import { CHAINS, TOKENS, tokenAddress } from "../catalog.js";
import type { SandboxContext } from "../context.js";
import { decode, jsonBody } from "../decode.js";
import { buildDepositAddress } from "../deposit-addresses.js";
import { depositAddressNotFound, endpointDisabled, SandboxError, unauthorized } from "../errors.js";
import { computeQuote } from "../quote.js";
import { quoteRequestSchema } from "../quote-request.js";
import { renderRecord } from "../records.js";
import { SandboxStore } from "../store.js";
import type { Transaction } from "../types.js";

/**
 * Vendor routes the sandbox lacked (vendor types of `@rhino.fi/sdk` 1.14.0), each registered
 * only when no other route file has it: the `sandbox-vendor` branch implements the same routes
 * faithfully, and once merged its handlers take precedence and these stand aside. Kept small
 * and in one file so they can be deleted then.
 */

const bridgeNotFound = (id: string) => new SandboxError(404, { _tag: "BridgeNotFound", message: `No bridge ${id}` });

const pageSize = z.coerce.number().int().min(1).max(100);
const historyQuery = z.object({
  sortBy: z.enum(["createdAt", "updatedAt"]),
  sortDirection: z.enum(["asc", "desc"]),
  pageToken: z.string().min(1).optional(),
  pageSize,
});
const idParams = z.object({ bridgeId: z.string().min(1) });
const addressParams = z.object({ depositAddress: z.string().min(1).max(60), depositChain: z.string().min(1) });
const chainsParams = z.object({ depositChain: z.string().min(1), destinationChain: z.string().min(1) });
const createBody = z.object({
  depositChains: z.array(z.string().min(1)).min(1),
  destinationChain: z.string().min(1),
  destinationAddress: z.string().min(1),
  addressNote: z.string().max(80).optional(),
  reusePolicy: z.enum(["create-new", "reuse-existing"]).optional(),
  webhookUrl: z.string().min(1).optional(),
  refundAddress: z.string().min(1).optional(),
  postBridgeData: z.object({ _tag: z.string() }).loose().optional(),
  tokenOut: z.string().min(1).optional(),
  bridgeIfNotSwappable: z.boolean().optional(),
});
const searchQuery = z.object({
  addressNote: z.string().optional(),
  depositChain: z.string().optional(),
  destinationChain: z.string().optional(),
  destinationAddress: z.string().min(1).optional(),
  pageToken: z.string().min(1).optional(),
  pageSize: pageSize.optional(),
});

/** Page tokens are positions, base64url so callers treat them as opaque. */
const tokenOf = (offset: number) => Buffer.from(`o:${offset}`).toString("base64url");
function offsetOf(token: string | undefined): number {
  if (token === undefined) return 0;
  const m = /^o:(\d+)$/.exec(Buffer.from(token, "base64url").toString("utf8"));
  if (!m) throw new SandboxError(422, { _tag: "InvalidRequest", message: "Invalid pageToken" });
  return Number(m[1]);
}

function page<T>(all: T[], token: string | undefined, size: number) {
  const from = offsetOf(token);
  const items = all.slice(from, from + size);
  return { items, nextPageToken: from + size < all.length ? tokenOf(from + size) : null };
}

export function registerVendorFallbackRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const route = (method: HTTPMethods, url: string, handler: RouteHandlerMethod) => {
    if (!app.hasRoute({ method, url })) app.route({ method, url, handler });
  };
  const secret = async (request: FastifyRequest, mode: "unauthorized" | "invalidJwt" = "unauthorized") => {
    const principal = await ctx.auth.verify(request.headers.authorization, mode);
    if (!principal.secretKey) throw unauthorized("This route needs a secret API key");
    return principal;
  };
  const projectTx = (projectId: string, id: string): Transaction => {
    const tx = ctx.store.transactions.get(id);
    if (!tx || tx.quote.projectId !== projectId) throw bridgeNotFound(id);
    return tx;
  };

  route("GET", "/bridge/configs", async () =>
    Object.fromEntries(
      [...CHAINS.values()].map((c, i) => [
        c.name,
        {
          name: c.name.charAt(0) + c.name.slice(1).toLowerCase().replace(/_/g, " "),
          type: c.name === "SOLANA" ? "SOL" : "EVM",
          networkId: String(i + 1),
          contractAddress: tokenAddress(c.name, "BRIDGE"),
          confirmationBlocks: 12,
          avgBlockTime: 2,
          nativeTokenName: c.nativeToken,
          nativeTokenDecimals: TOKENS.get(c.nativeToken)?.decimals ?? 18,
          nativeTokenSafeguard: 0,
          blockExplorer: `https://explorer.invalid/${c.name.toLowerCase()}`,
          rpc: `https://rpc.invalid/${c.name.toLowerCase()}`,
          site: "https://sandbox.invalid",
          status: "enabled",
          gasBoostEnabled: true,
          enabledDepositAddress: true,
          tokens: Object.fromEntries(
            c.tokens.map((symbol) => [
              symbol,
              { token: symbol, address: tokenAddress(c.name, symbol), decimals: TOKENS.get(symbol)?.decimals ?? 18 },
            ]),
          ),
        },
      ]),
    ),
  );

  route("GET", "/bridge/bridge-swap-token-configs", async () => {
    const out: Record<string, unknown[]> = {};
    for (const c of CHAINS.values()) {
      for (const symbol of c.tokens) {
        (out[symbol] ??= []).push({
          chain: c.name,
          tokenAddress: tokenAddress(c.name, symbol),
          name: symbol,
          symbol,
          decimals: TOKENS.get(symbol)?.decimals ?? 18,
          iconUrl: `https://icons.invalid/${symbol}.svg`,
          aggregators: ["RHINO"],
          status: "enabled",
        });
      }
    }
    return out;
  });

  route("GET", "/usd-prices", async () =>
    Object.fromEntries(
      [...TOKENS.values()].map((t) => [t.symbol, { price: t.usdPrice.toNumber(), timestamp: new Date(ctx.now()).toISOString() }]),
    ),
  );

  route("GET", "/bridge/quote/bridge-swap/public", async (request) => {
    const query = request.query as Record<string, unknown>;
    const input = decode(quoteRequestSchema, { ...query, depositor: "0x0", recipient: "0x0" });
    const quote = computeQuote(input, { projectId: "public", quoteId: "public", nowMs: ctx.now(), ttlS: ctx.config.quoteTtlS });
    const { quoteId: _id, depositor: _d, recipient: _r, expiresAt: _e, flowCredits: _f, webhookUrl: _w, ...pub } = quote.wire;
    return pub;
  });

  route("GET", "/bridge/history/bridge/:bridgeId", async (request) => {
    const principal = await secret(request);
    const { bridgeId } = decode(idParams, request.params);
    return renderRecord(projectTx(principal.projectId, bridgeId));
  });

  route("PATCH", "/bridge/history/bridge/:bridgeId", async (request) => {
    const principal = await secret(request);
    const { bridgeId } = decode(idParams, request.params);
    decode(z.object({ state: z.literal("CANCELLED") }), jsonBody(request));
    const tx = projectTx(principal.projectId, bridgeId);
    if (tx.state !== "PENDING" && tx.state !== "CANCELLED") {
      throw new SandboxError(422, { _tag: "CannotCancelBridge", message: `Bridge ${bridgeId} is ${tx.state}` });
    }
    return ctx.engine.advance(bridgeId, "CANCELLED");
  });

  route("GET", "/bridge/history-cursor/user", async (request) => {
    const principal = await secret(request);
    const q = decode(historyQuery, request.query);
    // Insertion order is commit order; newest first unless asked otherwise, ties kept stable.
    const all = [...ctx.store.transactions.values()].filter((tx) => tx.quote.projectId === principal.projectId);
    if (q.sortDirection === "desc") all.reverse();
    const p = page(all, q.pageToken, q.pageSize);
    return { items: p.items.map(renderRecord), nextPageToken: p.nextPageToken };
  });

  route("POST", "/sda/deposit-addresses", async (request) => {
    const principal = await secret(request, "invalidJwt");
    const body = decode(createBody, jsonBody(request));
    if (ctx.config.sdaDisabled) throw endpointDisabled();
    const unsupported = [...body.depositChains, body.destinationChain].filter((c) => !CHAINS.has(c));
    if (unsupported.length > 0) throw new SandboxError(422, { _tag: "DepositAddressChainsNotSupported", chains: unsupported });
    return body.depositChains.map((depositChain) => {
      const existing =
        body.reusePolicy === "create-new"
          ? undefined
          : [...ctx.store.depositAddresses.values()].find(
              (a) =>
                a.projectId === principal.projectId &&
                a.status.depositChain === depositChain &&
                a.status.destinationChain === body.destinationChain &&
                a.status.destinationAddress === body.destinationAddress &&
                a.status.addressNote === body.addressNote,
            );
      const address =
        existing ??
        buildDepositAddress(
          { ...body, depositChain, depositAddress: ctx.ids.address() },
          principal.projectId,
          ctx.ids,
          ctx.now(),
        );
      ctx.store.depositAddresses.set(SandboxStore.addressKey(address.status.depositAddress, depositChain), address);
      return address.status;
    });
  });

  const ownAddress = async (request: FastifyRequest) => {
    const principal = await secret(request, "invalidJwt");
    const { depositAddress, depositChain } = decode(addressParams, request.params);
    if (ctx.config.sdaDisabled) throw endpointDisabled();
    const address = ctx.store.depositAddresses.get(SandboxStore.addressKey(depositAddress, depositChain));
    if (!address || address.projectId !== principal.projectId) {
      const e = depositAddressNotFound(depositAddress, depositChain);
      throw new SandboxError(422, e.body);
    }
    return { principal, address };
  };

  route("PATCH", "/sda/deposit-addresses/:depositAddress/:depositChain/activate", async (request) => {
    const { address } = await ownAddress(request);
    if (address.status.isActive) {
      throw new SandboxError(422, { _tag: "DepositAddressAlreadyActive", message: "The deposit address is already active" });
    }
    address.status.isActive = true;
    return true;
  });

  route("GET", "/sda/deposit-addresses/:depositAddress/:depositChain/history", async (request) => {
    const { principal, address } = await ownAddress(request);
    const { depositAddress, depositChain } = address.status;
    // Transfers quoted for the address (isSda, depositor = the address) are its accepted deposits.
    const bridges = [...ctx.store.transactions.values()]
      .filter(
        (tx) =>
          tx.quote.projectId === principal.projectId &&
          tx.quote.isSda &&
          tx.quote.wire.depositor === depositAddress &&
          tx.quote.wire.chainIn === depositChain,
      )
      .map((tx) => {
        const record = renderRecord(tx);
        return {
          _id: tx.quote.wire.quoteId,
          _tag: "accepted",
          tokenSymbol: "_tag" in tx.quote.wire && tx.quote.wire._tag === "bridge" ? tx.quote.wire.token : tx.quote.wire.tokenIn,
          tokenAddress: tokenAddress(depositChain, "USDT"),
          amount: tx.quote.wire.payAmount,
          amountUsd: tx.quote.wire.payAmountUsd,
          amountWei: "0",
          sender: tx.quote.wire.depositor,
          txHash: tx.deposit?.txHash ?? `0x${"0".repeat(64)}`,
          history: record,
          createdAt: tx.quote.createdAt,
        };
      });
    return { depositAddress, depositChain, bridges };
  });

  route("GET", "/sda/deposit-addresses/search", async (request) => {
    const principal = await secret(request, "invalidJwt");
    const q = decode(searchQuery, request.query);
    const all = [...ctx.store.depositAddresses.values()]
      .filter((a) => a.projectId === principal.projectId)
      .filter((a) => q.depositChain === undefined || a.status.depositChain === q.depositChain)
      .filter((a) => q.destinationChain === undefined || a.status.destinationChain === q.destinationChain)
      .filter((a) => q.destinationAddress === undefined || a.status.destinationAddress === q.destinationAddress)
      .filter((a) => q.addressNote === undefined || a.status.addressNote === q.addressNote)
      .map((a) => ({ ...a.status, userId: a.projectId }));
    return page(all, q.pageToken, q.pageSize ?? 20);
  });

  route(
    "GET",
    "/sda/deposit-addresses/:depositAddress/:depositChain/supported-tokens",
    async (request: FastifyRequest, _reply: FastifyReply) => {
      // The vendor's path is /{depositChain}/{destinationChain}/supported-tokens; the router needs one name per position.
      const { depositAddress: depositChain, depositChain: destinationChain } = decode(addressParams, request.params);
      decode(chainsParams, { depositChain, destinationChain });
      const unsupported = [depositChain, destinationChain].filter((c) => !CHAINS.has(c));
      if (unsupported.length > 0) throw new SandboxError(422, { _tag: "DepositAddressChainsNotSupported", chains: unsupported });
      return {
        supportedTokens: (CHAINS.get(depositChain)?.tokens ?? []).map((symbol) => ({
          symbol,
          address: tokenAddress(depositChain, symbol),
          minDepositLimitUsd: 1,
          maxDepositLimitUsd: 1_000_000,
        })),
      };
    },
  );
}
