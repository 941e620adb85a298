import { z } from "zod";
import { withCredential, type Credential, type TokenManager } from "./auth.js";
import { isError, modelledError } from "./error-catalogue.js";
import { UpstreamBadResponse } from "./errors.js";
import type { UpstreamHttp } from "./http.js";
import { upstreamRoute } from "./path.js";
import { isRawObject } from "./wire/common.js";
import { parseCursorItem, type Envelope } from "./wire/event.js";
import {
  depositAddressStatusSchema,
  parseRefund,
  refundListSchema,
  type DepositAddressStatus,
  type Refund,
} from "./wire/deposit-address.js";
import { commitResponseSchema, parseQuote, type Quote } from "./wire/quote.js";
import { parseTransaction, type Transaction, type UnreadableRecord } from "./wire/transaction.js";
import { createVendorClient, type VendorClient } from "./vendor-client.js";

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

/** Query of `GET /webhook/user-events-cursor`. */
export interface MissedEventsQuery {
  /** Events with a `ts` after this (ms since the epoch). */
  sinceTimestamp: number;
  /** The previous page's `nextPageToken`. */
  pageToken?: string;
  /** 1 to 50; the upstream's default (20) when omitted. */
  pageSize?: number;
}

/** One page of past webhook events, oldest first; bare events are made into envelopes (`bare: true`). */
export interface MissedEventsPage {
  items: Envelope[];
  /** Items that are neither envelopes nor tagged events, kept for logging. */
  unreadable: unknown[];
  /** Null on the last page. */
  nextPageToken: string | null;
}

export interface RecordList<T> {
  items: T[];
  unreadable: UnreadableRecord[];
}

/** One typed method per REST endpoint; every answer is parsed at this edge. */
export interface BridgeClient extends VendorClient {
  exchangeApiKey(apiKey: string): Promise<string>;
  createQuote(credential: Credential, body: QuoteRequest): Promise<Quote>;
  commitQuote(credential: Credential, quoteId: string): Promise<{ quoteId: string }>;
  transactionsByDepositHash(credential: Credential, depositTxHash: string): Promise<RecordList<Transaction>>;
  transactionByWithdrawHash(credential: Credential, withdrawTxHash: string): Promise<Transaction>;
  depositAddressStatus(credential: Credential, address: string, chain: string): Promise<DepositAddressStatus>;
  completedRefunds(credential: Credential, address: string, chain: string): Promise<RecordList<Refund>>;
  swapCalldata(commitmentId: string): Promise<{ calldata: string }>;
  webhookPublicKey(): Promise<string>;
  /** The project's past webhook events (`GET /webhook/user-events-cursor`), for a backfill after downtime. */
  missedEvents(credential: Credential, query: MissedEventsQuery): Promise<MissedEventsPage>;
}

const missedEventsPageSchema = z.object({
  items: z.array(z.unknown()),
  nextPageToken: z.string().min(1).nullable().optional(),
});

/**
 * Every endpoint, declared once: its metrics label and its paths come from one template, and
 * `at()` validates and encodes each caller-supplied segment before anything is sent.
 */
const routes = {
  exchangeApiKey: upstreamRoute("POST", "/authentication/auth/apiKey"),
  createQuote: upstreamRoute("POST", "/bridge/quote/bridge-swap/user"),
  commitQuote: upstreamRoute("POST", "/bridge/quote/commit/:quoteId"),
  byDepositHash: upstreamRoute("GET", "/bridge/history/bridge/by-deposit-hash/:depositTxHash"),
  byWithdrawHash: upstreamRoute("GET", "/bridge/history/bridge/by-withdraw-hash/:withdrawTxHash"),
  depositAddressStatus: upstreamRoute("GET", "/sda/deposit-addresses/:depositAddress/:depositChain"),
  completedRefunds: upstreamRoute("GET", "/sda/deposit-addresses/:depositAddress/:depositChain/completed-refunds"),
  swapCalldata: upstreamRoute("GET", "/bridge/swap/calldata/:commitmentId"),
  webhookPublicKey: upstreamRoute("GET", "/webhook/public-key"),
  missedEvents: upstreamRoute("GET", "/webhook/user-events-cursor"),
};

const UNEXPECTED_SHAPE = "The upstream answered an unexpected shape.";

const addressNotFound = (address: string) =>
  modelledError("DepositAddressNotFound", { addresses: [address] }, { message: `Deposit address ${address} not found` });

function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const r = schema.safeParse(body);
  if (!r.success) throw new UpstreamBadResponse(UNEXPECTED_SHAPE);
  return r.data;
}

const jwtResponseSchema = z.object({ jwt: z.string().min(1) });
// Module constants: zod compiles a schema on its first parse, so one built per call costs a compilation per call.
const calldataSchema = z.object({ calldata: z.string() });
const publicKeySchema = z.string().min(1);

/** A transaction hash's shape: EVM (0x + 32 bytes hex) or a base58 signature (Solana). */
const WELL_FORMED_HASH = /^(0x[0-9a-fA-F]{64}|[1-9A-HJ-NP-Za-km-z]{64,90})$/;

/** Exchanges an API key for a JWT (`POST /authentication/auth/apiKey`); the token manager's one call. */
export async function exchangeApiKey(http: UpstreamHttp, apiKey: string): Promise<string> {
  const body = await http.request({ ...routes.exchangeApiKey.at({}), body: { apiKey } });
  return parse(jwtResponseSchema, body).jwt;
}

/** Creates the client over a transport and (optionally) the gateway's JWT manager. */
export function createBridgeClient(http: UpstreamHttp, tokens: TokenManager | undefined): BridgeClient {
  const authed = <T>(credential: Credential, send: (authorization: string) => Promise<unknown>, read: (body: unknown) => T) =>
    withCredential(credential, tokens, (authorization) => send(authorization).then(read));

  return {
    // The vendor routes added for the graph's whole surface (vendor-client.ts).
    ...createVendorClient(http, tokens),
    exchangeApiKey: (apiKey) => exchangeApiKey(http, apiKey),

    async createQuote(credential, quote) {
      const target = routes.createQuote.at({});
      return authed(
        credential,
        (authorization) => http.request({ ...target, authorization, body: quote }),
        (body) => {
          const q = parseQuote(body);
          if (!q) throw new UpstreamBadResponse(UNEXPECTED_SHAPE);
          return q;
        },
      );
    },

    // Each target is built before `authed`: a value that cannot be a path segment must not even
    // cost a JWT exchange.
    async commitQuote(credential, quoteId) {
      const target = routes.commitQuote.at({ quoteId });
      return authed(
        credential,
        (authorization) =>
          http.request({
            ...target,
            authorization,
            notFound: () => modelledError("QuoteNotFound", {}, { message: `No quote ${quoteId}` }),
          }),
        (body) => parse(commitResponseSchema, body),
      ).catch((err: unknown) => {
        throw lateCommitAsExpired(err);
      });
    },

    async transactionsByDepositHash(credential, hash) {
      const target = routes.byDepositHash.at({ depositTxHash: hash });
      return authed(
        credential,
        (authorization) =>
          http.request({ ...target, authorization, notFound: () => modelledError("HistoryNotFound", { id: hash }) }),
        (body) => {
          if (!Array.isArray(body)) throw new UpstreamBadResponse("The upstream answered something other than a list.");
          return splitReadable(body.map((r) => parseTransaction(r)));
        },
      );
    },

    async transactionByWithdrawHash(credential, hash) {
      const target = routes.byWithdrawHash.at({ withdrawTxHash: hash });
      return authed(
        credential,
        (authorization) =>
          http
            .request({ ...target, authorization, notFound: () => modelledError("HistoryNotFound", { id: hash }) })
            .catch((err: unknown) => {
              // The upstream has no not-found tag here: the vendor answers an unknown hash with
              // InvalidRequest (422; older deployments 404), the same as a malformed one. A hash of
              // a well-formed shape is then simply unknown: HistoryNotFound, as by deposit hash, so
              // a client handles "no such transfer" one way.
              if (isError(err, "InvalidRequest") && WELL_FORMED_HASH.test(hash))
                throw modelledError("HistoryNotFound", { id: hash }, { status: err.status, body: err.body });
              throw err;
            }),
        (body) => {
          const t = parseTransaction(body);
          if (t.__typename === "UnreadableRecord")
            throw new UpstreamBadResponse(`The upstream answered an unreadable record (${t.reason}).`);
          return t;
        },
      );
    },

    async depositAddressStatus(credential, address, chain) {
      const target = routes.depositAddressStatus.at({ depositAddress: address, depositChain: chain });
      return authed(
        credential,
        (authorization) => http.request({ ...target, authorization, notFound: () => addressNotFound(address) }),
        (body) => parse(depositAddressStatusSchema, body),
      );
    },

    async completedRefunds(credential, address, chain) {
      const target = routes.completedRefunds.at({ depositAddress: address, depositChain: chain });
      return authed(
        credential,
        (authorization) => http.request({ ...target, authorization, notFound: () => addressNotFound(address) }),
        (body) => {
          const { items } = parse(refundListSchema, body);
          const out: RecordList<Refund> = { items: [], unreadable: [] };
          for (const raw of items) {
            const refund = parseRefund(raw);
            if (refund) out.items.push(refund);
            else
              out.unreadable.push({
                __typename: "UnreadableRecord",
                reason: "refund lacks refundId, depositAddress or depositChain",
                raw,
              });
          }
          return out;
        },
      );
    },

    async swapCalldata(commitmentId) {
      const target = routes.swapCalldata.at({ commitmentId });
      const body = await http.request({ ...target, notFound: () => modelledError("CommitmentNotFound", { id: commitmentId }) });
      return parse(calldataSchema, body);
    },

    async webhookPublicKey() {
      const target = routes.webhookPublicKey.at({});
      const body = await http.request(target);
      // Documented as a plain string; tolerate `{ publicKey }` in case the wrapper changes.
      if (isRawObject(body) && typeof body.publicKey === "string") return body.publicKey;
      return parse(publicKeySchema, body);
    },

    async missedEvents(credential, query) {
      const params = new URLSearchParams({ sinceTimestamp: String(query.sinceTimestamp) });
      if (query.pageToken !== undefined) params.set("pageToken", query.pageToken);
      if (query.pageSize !== undefined) params.set("pageSize", String(query.pageSize));
      const target = routes.missedEvents.at({}, params);
      return authed(
        credential,
        (authorization) => http.request({ ...target, authorization }),
        (body) => {
          const page = parse(missedEventsPageSchema, body);
          const out: MissedEventsPage = { items: [], unreadable: [], nextPageToken: page.nextPageToken ?? null };
          const readAt = Date.now();
          for (const raw of page.items) {
            // Envelopes (older sandboxes) and bare events (the vendor's types) both read.
            const item = parseCursorItem(raw, readAt);
            if (item) out.items.push(item);
            else out.unreadable.push(raw);
          }
          return out;
        },
      );
    },
  };
}

/**
 * The vendor's types have no `QuoteExpired` tag: a late commit comes back as `InvalidRequest`
 * (422) saying the quote expired. Both readings are the same outcome for a client: `QuoteExpired`.
 */
function lateCommitAsExpired(err: unknown): unknown {
  if (isError(err, "InvalidRequest") && /expired/i.test(err.message)) {
    return modelledError("QuoteExpired", {}, { tag: err.tag, message: err.message, status: err.status, body: err.body });
  }
  return err;
}

function splitReadable(records: (Transaction | UnreadableRecord)[]): RecordList<Transaction> {
  const out: RecordList<Transaction> = { items: [], unreadable: [] };
  for (const r of records) {
    if (r.__typename === "UnreadableRecord") out.unreadable.push(r);
    else out.items.push(r);
  }
  return out;
}
