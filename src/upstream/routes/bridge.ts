import { z } from "zod";
import { isFinalState } from "../../domain/transfer-states.js";
import { isError, modelledError, type UpstreamErrorName } from "../error-catalogue.js";
import { UpstreamBadResponse } from "../errors.js";
import { oneRecord, queryOf, readRoute, route, shaped, splitReadable, type RecordList } from "../route.js";
import { isRawObject } from "../wire/common.js";
import { commitResponseSchema, parseQuote, type Quote } from "../wire/quote.js";
import { parseTransaction, type Transaction, type UnreadableRecord } from "../wire/transaction.js";
import { historyPageSchema } from "../wire/vendor-records.js";

/** The bridge's routes: quotes, commits, transfer records and swap calldata. */

/** The quote request body of spec 4.2, as sent upstream. */
export interface QuoteRequest {
  chainIn: string;
  chainOut: string;
  amount: string;
  mode: "pay" | "receive";
  tokenIn: string;
  tokenOut: string;
  depositor: string;
  recipient: string;
  amountNative?: string;
  isSda?: "true" | "false";
  postBridgeData?: Record<string, unknown>;
  webhookUrl?: string;
  refundAddress?: string;
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

export interface HistoryPageQuery {
  pageToken?: string;
  pageSize: number;
}

export interface HistoryPage {
  items: (Transaction | UnreadableRecord)[];
  nextPageToken: string | null;
}

/** The errors a quote request can answer (createQuote, previewQuote). */
const QUOTE_ERRORS = [
  "InvalidRequest",
  "WithdrawLimitReached",
  "DepositLimitReached",
  "SwapLimitReached",
  "SdaDepositLimitExceeded",
  "SdaDepositBelowMinimum",
  "NegativeReceiveAmount",
  "GasBoostGreaterThanReceiveAmount",
  "NoRouteFound",
  "SameChainSwapNotAvailable",
  "TooManyRequests",
] as const satisfies readonly UpstreamErrorName[];

/**
 * How the upstream words "not found" in an `InvalidRequest` (its routes by hash and by id have no
 * not-found tag): "No bridge transaction with withdrawal hash …", "No bridge …", "… not found".
 */
const SAYS_NOT_FOUND = /\bnot found\b|\bdoes(?: not|n't) exist\b|^no (?:bridge|transaction|transfer|history|record)s?\b/i;

/**
 * A lookup's not-found answer as the one not-found type (`HistoryNotFound`, naming what was looked
 * up): the vendor's `BridgeNotFound` (whose body names no id), and an `InvalidRequest` whose message
 * says not found. Any other refusal keeps its type and the upstream's message: an invented
 * "not found" would hide e.g. "Transaction hash belongs to an unsupported chain".
 */
function notFoundAsSaid(err: unknown, id: string): unknown {
  if (isError(err, "HistoryNotFound") && err.fields.id === "")
    return modelledError("HistoryNotFound", { id }, { tag: err.tag, status: err.status, body: err.body });
  if (isError(err, "InvalidRequest") && SAYS_NOT_FOUND.test(err.message))
    return modelledError("HistoryNotFound", { id }, { tag: err.tag, status: err.status, body: err.body });
  return err;
}

/** Marks a preview's id: it can never be committed (commitQuote refuses ids with `:` before any call). */
const PREVIEW_QUOTE_ID_PREFIX = "preview:";

function readQuote(body: unknown): Quote {
  const q = parseQuote(body);
  if (!q) throw new UpstreamBadResponse("The upstream answered an unexpected shape.");
  return q;
}

/**
 * A public quote has no id, parties or expiry: the graph's `Quote` needs them, so the preview
 * gets an uncommittable id, empty parties and `expiresAt` = when it was priced (isExpired true).
 * Sponsored fees are optional in the public answer: the quote's wire schema reads absent as none.
 */
function readPublicQuote(body: unknown, query: PublicQuoteQuery): Quote {
  if (!isRawObject(body)) throw new UpstreamBadResponse("The upstream answered an unexpected shape.");
  const key = [query.chainIn, query.chainOut, query.tokenIn, query.tokenOut, query.amount, query.mode].join("/");
  const quoteId = `${PREVIEW_QUOTE_ID_PREFIX}${key}`;
  return readQuote({ depositor: "", recipient: "", expiresAt: new Date().toISOString(), ...body, quoteId });
}

const readHistoryPage = shaped(historyPageSchema);
const finalOr = (t: Transaction, final: number, pending: number) => (isFinalState(t.rawState) ? final : pending);
const field = (event: Record<string, unknown>, name: string) => {
  const value = event[name];
  return typeof value === "string" ? value : undefined;
};

export const bridgeRoutes = {
  createQuote: route("POST", "/bridge/quote/bridge-swap/user", {
    auth: "jwt",
    body: (quote: QuoteRequest) => quote,
    read: readQuote,
    errors: QUOTE_ERRORS,
  }),

  publicQuote: route("GET", "/bridge/quote/bridge-swap/public", {
    auth: "public",
    query: (q: PublicQuoteQuery) => queryOf(q),
    read: readPublicQuote,
    errors: QUOTE_ERRORS,
  }),

  commitQuote: route("POST", "/bridge/quote/commit/:quoteId", {
    auth: "jwt",
    path: (quoteId: string) => ({ quoteId }),
    read: shaped(commitResponseSchema),
    notFound: (quoteId) => modelledError("QuoteNotFound", {}, { message: `No quote ${quoteId}` }),
    // The vendor's types have no `QuoteExpired` tag: a late commit comes back as `InvalidRequest`
    // (422) saying the quote expired. Both readings are the same outcome for a client: `QuoteExpired`.
    rewrite: (err) =>
      isError(err, "InvalidRequest") && /expired/i.test(err.message)
        ? modelledError("QuoteExpired", {}, { tag: err.tag, message: err.message, status: err.status, body: err.body })
        : err,
    errors: ["QuoteExpired", "QuoteNotFound", "InvalidRequest", "TooManyRequests"],
  }),

  transactionsByDepositHash: readRoute(
    "/bridge/history/bridge/by-deposit-hash/:depositTxHash",
    {
      auth: "jwt",
      path: (depositTxHash: string) => ({ depositTxHash }),
      read: (body): RecordList<Transaction> => {
        if (!Array.isArray(body)) throw new UpstreamBadResponse("The upstream answered something other than a list.");
        return splitReadable(body.map((r) => parseTransaction(r)));
      },
      notFound: (hash) => modelledError("HistoryNotFound", { id: hash }),
      rewrite: notFoundAsSaid,
      errors: ["HistoryNotFound", "InvalidRequest"],
    },
    {
      name: "deposit",
      scope: "tenant",
      key: (hash) => hash,
      lifetime: (_, policy) => policy.pendingTtlMs,
      staleAfter: (event, record) => field(event, "depositTxHash") ?? record?.depositTxHash ?? undefined,
    },
  ),

  transactionByWithdrawHash: readRoute(
    "/bridge/history/bridge/by-withdraw-hash/:withdrawTxHash",
    {
      auth: "jwt",
      path: (withdrawTxHash: string) => ({ withdrawTxHash }),
      read: oneRecord,
      notFound: (hash) => modelledError("HistoryNotFound", { id: hash }),
      // No not-found tag here: the vendor answers an unknown hash with InvalidRequest (422; older
      // deployments 404) saying so, and other refusals with InvalidRequest too.
      rewrite: notFoundAsSaid,
      errors: ["HistoryNotFound", "InvalidRequest"],
    },
    {
      name: "withdraw",
      scope: "tenant",
      key: (hash) => hash,
      lifetime: (t, policy) => finalOr(t, policy.immutableTtlMs, 0),
    },
  ),

  transactionById: readRoute(
    "/bridge/history/bridge/:id",
    {
      auth: "jwt",
      path: (id: string) => ({ id }),
      read: oneRecord,
      notFound: (id) => modelledError("HistoryNotFound", { id }),
      rewrite: notFoundAsSaid,
      errors: ["HistoryNotFound", "InvalidRequest"],
    },
    {
      name: "by-id",
      scope: "tenant",
      key: (id) => id,
      // A final record cannot change; a pending one is kept briefly and evicted by its webhook events.
      lifetime: (t, policy) => finalOr(t, policy.immutableTtlMs, policy.pendingTtlMs),
      // Bridge events carry the record, whose `_id` is the quote id this read is keyed by.
      staleAfter: (event, record) => field(event, "_id") ?? record?.id,
    },
  ),

  cancelTransaction: route("PATCH", "/bridge/history/bridge/:id", {
    auth: "jwt",
    path: (id: string) => ({ id }),
    body: () => ({ state: "CANCELLED" }),
    read: oneRecord,
    notFound: (id) => modelledError("HistoryNotFound", { id }),
    rewrite: notFoundAsSaid,
    errors: ["HistoryNotFound", "CannotCancelBridge", "InvalidRequest"],
  }),

  historyPage: readRoute(
    "/bridge/history-cursor/user",
    {
      auth: "jwt",
      query: (q: HistoryPageQuery) => {
        const params = new URLSearchParams({ sortBy: "createdAt", sortDirection: "desc", pageSize: String(q.pageSize) });
        if (q.pageToken !== undefined) params.set("pageToken", q.pageToken);
        return params;
      },
      read: (body): HistoryPage => {
        const page = readHistoryPage(body);
        return { items: page.items.map((r) => parseTransaction(r)), nextPageToken: page.nextPageToken ?? null };
      },
      errors: [],
      // Pages move as transfers are created: single-flight only.
    },
    { name: "history-page", scope: "none", key: (q) => `${q.pageSize}\u0000${q.pageToken ?? ""}` },
  ),

  swapCalldata: readRoute(
    "/bridge/swap/calldata/:commitmentId",
    {
      auth: "public",
      path: (commitmentId: string) => ({ commitmentId }),
      read: shaped(z.object({ calldata: z.string() })),
      notFound: (commitmentId) => modelledError("CommitmentNotFound", { id: commitmentId }),
      errors: ["CommitmentNotFound", "InvalidCommitmentType"],
    },
    { name: "calldata", scope: "public", key: (id) => id, lifetime: (_, policy) => policy.immutableTtlMs },
  ),
};
