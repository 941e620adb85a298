import type { z } from "zod";
import { withCredential, type Credential, type TokenManager } from "./auth.js";
import { isError, modelledError } from "./error-catalogue.js";
import { UpstreamBadResponse } from "./errors.js";
import type { UpstreamHttp, UpstreamRequest } from "./http.js";
import { upstreamRoute } from "./path.js";
import {
  configsSchema,
  sdaSupportedTokensSchema,
  swapTokenConfigsSchema,
  usdPricesSchema,
  type CatalogChain,
  type CatalogToken,
  type SdaSupportedToken,
} from "./wire/catalog.js";
import { isRawObject } from "./wire/common.js";
import { parseQuote, type Quote } from "./wire/quote.js";
import { parseTransaction, type Transaction, type UnreadableRecord } from "./wire/transaction.js";
import {
  activatedSchema,
  createdAddressesSchema,
  historyPageSchema,
  sdaHistorySchema,
  searchPageSchema,
  transferOfDeposit,
  type DepositAddressRecord,
} from "./wire/vendor-records.js";

/**
 * The vendor routes behind the graph's catalogue, history, cancel and smart-deposit-address
 * writes (vendor types of `@rhino.fi/sdk` 1.14.0). Path values are validated by the schema
 * before they get here and are percent-encoded here.
 */
export interface VendorClient {
  /** `GET /bridge/history/bridge/{id}`: the transfer's status by quote (commitment) id. */
  transactionById(credential: Credential, id: string): Promise<Transaction>;
  /** `PATCH /bridge/history/bridge/{id}` with `{ state: "CANCELLED" }`. */
  cancelTransaction(credential: Credential, id: string): Promise<Transaction>;
  /** `GET /bridge/history-cursor/user`: one page of the project's transfers, newest first. */
  historyPage(credential: Credential, query: HistoryPageQuery): Promise<HistoryPage>;
  /** `GET /bridge/configs` (public): chains and their tokens. */
  configs(): Promise<CatalogChain[]>;
  /** `GET /bridge/bridge-swap-token-configs` (public). */
  swapTokenConfigs(): Promise<CatalogToken[]>;
  /** `GET /usd-prices/usd-prices` (public): every token's USD price in one answer. */
  usdPrices(): Promise<Record<string, number>>;
  /** `GET /bridge/quote/bridge-swap/public` (public): a price without depositor, recipient or quote id. */
  publicQuote(query: PublicQuoteQuery): Promise<Quote>;
  /** `POST /sda/deposit-addresses`: one address per requested chain. */
  createDepositAddresses(credential: Credential, body: CreateDepositAddressBody): Promise<DepositAddressRecord[]>;
  /** `PATCH /sda/deposit-addresses/{address}/{chain}/activate`. */
  activateDepositAddress(credential: Credential, address: string, chain: string): Promise<boolean>;
  /** `GET /sda/deposit-addresses/search`: one page. */
  searchDepositAddresses(credential: Credential, query: DepositAddressSearchQuery): Promise<DepositAddressSearchPage>;
  /** `GET /sda/deposit-addresses/{address}/{chain}/history`: the transfers of the address's accepted deposits. */
  depositAddressHistory(credential: Credential, address: string, chain: string): Promise<RecordPage>;
  /** `GET /sda/deposit-addresses/{depositChain}/{destinationChain}/supported-tokens` (public). */
  sdaSupportedTokens(depositChain: string, destinationChain: string, tokenOut?: string): Promise<SdaSupportedToken[]>;
}

export interface HistoryPageQuery {
  pageToken?: string;
  pageSize: number;
}

export interface RecordPage {
  items: (Transaction | UnreadableRecord)[];
}

export interface HistoryPage extends RecordPage {
  nextPageToken: string | null;
}

export interface PublicQuoteQuery {
  chainIn: string;
  chainOut: string;
  tokenIn: string;
  tokenOut: string;
  amount: string;
  mode: "pay" | "receive";
  amountNative?: string;
  isSda?: "true" | "false";
}

export interface CreateDepositAddressBody {
  depositChains: string[];
  destinationChain: string;
  destinationAddress: string;
  addressNote?: string;
  reusePolicy?: "create-new" | "reuse-existing";
  webhookUrl?: string;
  refundAddress?: string;
  postBridgeData?: Record<string, unknown>;
  tokenOut?: string;
  bridgeIfNotSwappable?: boolean;
}

export interface DepositAddressSearchQuery {
  depositChain?: string;
  destinationChain?: string;
  destinationAddress?: string;
  addressNote?: string;
  pageToken?: string;
  pageSize?: number;
}

export interface DepositAddressSearchPage {
  items: DepositAddressRecord[];
  nextPageToken: string | null;
}

function parse<S extends z.ZodType>(schema: S, body: unknown, route: string): z.output<S> {
  const r = schema.safeParse(body);
  if (!r.success) throw new UpstreamBadResponse(`${route} answered an unexpected shape`);
  return r.data;
}

/** The vendor's BridgeNotFound body carries no id: name the one that was looked up. */
const withId = (id: string) => (err: unknown) => {
  if (isError(err, "BridgeNotFound") && err.fields.id === "")
    throw modelledError("BridgeNotFound", { id }, { status: err.status, body: err.body });
  throw err;
};

function oneTransaction(body: unknown, route: string): Transaction {
  const t = parseTransaction(body);
  if (t.__typename === "UnreadableRecord") throw new UpstreamBadResponse(`${route} answered an unreadable record (${t.reason})`);
  return t;
}

/** Marks a preview's id: it can never be committed (commitQuote refuses ids with `:` before any call). */
export const PREVIEW_QUOTE_ID_PREFIX = "preview:";

/**
 * A public quote has no id, parties or expiry: the graph's `Quote` needs them, so the preview
 * gets an uncommittable id, empty parties and `expiresAt` = when it was priced (isExpired true).
 * Sponsored fees are optional in the public answer: the quote's wire schema reads absent as none.
 */
function readPublicQuote(body: unknown, route: string, query: PublicQuoteQuery): Quote {
  if (!isRawObject(body)) throw new UpstreamBadResponse(`${route} answered an unexpected shape`);
  const key = [query.chainIn, query.chainOut, query.tokenIn, query.tokenOut, query.amount, query.mode].join("/");
  const q = parseQuote({
    depositor: "",
    recipient: "",
    expiresAt: new Date().toISOString(),
    ...body,
    quoteId: `${PREVIEW_QUOTE_ID_PREFIX}${key}`,
  });
  if (!q) throw new UpstreamBadResponse(`${route} answered an unexpected shape`);
  return q;
}

const routes = {
  byId: upstreamRoute("GET", "/bridge/history/bridge/:id"),
  cancel: upstreamRoute("PATCH", "/bridge/history/bridge/:id"),
  historyCursor: upstreamRoute("GET", "/bridge/history-cursor/user"),
  configs: upstreamRoute("GET", "/bridge/configs"),
  swapTokenConfigs: upstreamRoute("GET", "/bridge/bridge-swap-token-configs"),
  usdPrices: upstreamRoute("GET", "/usd-prices/usd-prices"),
  publicQuote: upstreamRoute("GET", "/bridge/quote/bridge-swap/public"),
  createDepositAddresses: upstreamRoute("POST", "/sda/deposit-addresses"),
  activate: upstreamRoute("PATCH", "/sda/deposit-addresses/:depositAddress/:depositChain/activate"),
  search: upstreamRoute("GET", "/sda/deposit-addresses/search"),
  sdaHistory: upstreamRoute("GET", "/sda/deposit-addresses/:depositAddress/:depositChain/history"),
  supportedTokens: upstreamRoute("GET", "/sda/deposit-addresses/:depositChain/:destinationChain/supported-tokens"),
};

/** Creates the vendor-route methods over the shared transport and JWT manager. */
export function createVendorClient(http: UpstreamHttp, tokens: TokenManager | undefined): VendorClient {
  const send = (req: UpstreamRequest) => http.request(req);
  const authed = <T>(credential: Credential, req: Omit<UpstreamRequest, "authorization">, read: (body: unknown) => T) =>
    withCredential(credential, tokens, (authorization) => send({ ...req, authorization }).then(read));

  return {
    transactionById(credential, id) {
      const { route } = routes.byId;
      return authed(credential, { ...routes.byId.at({ id }), notFound: () => modelledError("BridgeNotFound", { id }) }, (body) =>
        oneTransaction(body, route),
      ).catch(withId(id));
    },

    cancelTransaction(credential, id) {
      const { route } = routes.cancel;
      return authed(
        credential,
        {
          ...routes.cancel.at({ id }),
          body: { state: "CANCELLED" },
          notFound: () => modelledError("BridgeNotFound", { id }),
        },
        (body) => oneTransaction(body, route),
      ).catch(withId(id));
    },

    historyPage(credential, query) {
      const { route } = routes.historyCursor;
      const params = new URLSearchParams({ sortBy: "createdAt", sortDirection: "desc", pageSize: String(query.pageSize) });
      if (query.pageToken !== undefined) params.set("pageToken", query.pageToken);
      return authed(credential, routes.historyCursor.at({}, params), (body) => {
        const page = parse(historyPageSchema, body, route);
        return { items: page.items.map((r) => parseTransaction(r)), nextPageToken: page.nextPageToken ?? null };
      });
    },

    async configs() {
      const { route } = routes.configs;
      return parse(configsSchema, await send(routes.configs.at({})), route);
    },

    async swapTokenConfigs() {
      const { route } = routes.swapTokenConfigs;
      return parse(swapTokenConfigsSchema, await send(routes.swapTokenConfigs.at({})), route);
    },

    async usdPrices() {
      // The SDK's prices API lives under `${apiBaseUrl}/usd-prices`, its list route at `/usd-prices` below that.
      const { route } = routes.usdPrices;
      return parse(usdPricesSchema, await send(routes.usdPrices.at({})), route);
    },

    async publicQuote(query) {
      const { route } = routes.publicQuote;
      const params = new URLSearchParams(Object.entries(query).filter((kv): kv is [string, string] => kv[1] !== undefined));
      const body = await send(routes.publicQuote.at({}, params));
      return readPublicQuote(body, route, query);
    },

    createDepositAddresses(credential, body) {
      const { route } = routes.createDepositAddresses;
      return authed(credential, { ...routes.createDepositAddresses.at({}), body }, (res) => {
        const created = parse(createdAddressesSchema, res, route);
        if (created.length === 0) throw new UpstreamBadResponse(`${route} answered no address`);
        return created;
      });
    },

    activateDepositAddress(credential, address, chain) {
      const { route } = routes.activate;
      return authed(
        credential,
        {
          ...routes.activate.at({ depositAddress: address, depositChain: chain }),
          notFound: () =>
            modelledError(
              "DepositAddressNotFound",
              { addresses: [address] },
              { message: `Deposit address ${address} not found` },
            ),
        },
        (body) => parse(activatedSchema, body, route),
      );
    },

    searchDepositAddresses(credential, query) {
      const { route } = routes.search;
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
      return authed(credential, routes.search.at({}, params), (body) => {
        const page = parse(searchPageSchema, body, route);
        return { items: page.items, nextPageToken: page.nextPageToken ?? null };
      });
    },

    depositAddressHistory(credential, address, chain) {
      const { route } = routes.sdaHistory;
      return authed(
        credential,
        {
          ...routes.sdaHistory.at({ depositAddress: address, depositChain: chain }),
          notFound: () =>
            modelledError(
              "DepositAddressNotFound",
              { addresses: [address] },
              { message: `Deposit address ${address} not found` },
            ),
        },
        (body) => {
          const { bridges } = parse(sdaHistorySchema, body, route);
          const items: (Transaction | UnreadableRecord)[] = [];
          for (const deposit of bridges) {
            const transfer = transferOfDeposit(deposit);
            if (transfer !== undefined) items.push(parseTransaction(transfer));
          }
          return { items };
        },
      );
    },

    async sdaSupportedTokens(depositChain, destinationChain, tokenOut) {
      const { route } = routes.supportedTokens;
      const query = tokenOut ? new URLSearchParams({ tokenOut }) : undefined;
      const body = await send(routes.supportedTokens.at({ depositChain, destinationChain }, query));
      return parse(sdaSupportedTokensSchema, body, route).supportedTokens;
    },
  };
}
