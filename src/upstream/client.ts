import { z } from "zod";
import { withCredential, type Credential, type TokenManager } from "./auth.js";
import { CommitmentNotFound, DepositAddressNotFound, HistoryNotFound, QuoteNotFound, UpstreamBadResponse } from "./errors.js";
import type { UpstreamHttp } from "./http.js";
import { isRawObject } from "./wire/common.js";
import { envelopeSchema, type Envelope } from "./wire/event.js";
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

/** One page of past webhook envelopes, oldest first. */
export interface MissedEventsPage {
  items: Envelope[];
  /** Items that are not event envelopes, kept for logging. */
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

const e = encodeURIComponent;

const addressNotFound = (address: string) =>
  new DepositAddressNotFound([address], `Deposit address ${address} not found`, 404, {});

function parse<S extends z.ZodType>(schema: S, body: unknown, route: string): z.output<S> {
  const r = schema.safeParse(body);
  if (!r.success) throw new UpstreamBadResponse(`${route} answered an unexpected shape`);
  return r.data;
}

const jwtResponseSchema = z.object({ jwt: z.string().min(1) });

/** Exchanges an API key for a JWT (`POST /authentication/auth/apiKey`); the token manager's one call. */
export async function exchangeApiKey(http: UpstreamHttp, apiKey: string): Promise<string> {
  const route = "POST /authentication/auth/apiKey";
  const body = await http.request({ method: "POST", path: "/authentication/auth/apiKey", route, body: { apiKey } });
  return parse(jwtResponseSchema, body, route).jwt;
}

/** Creates the client over a transport and (optionally) the gateway's JWT manager. */
export function createBridgeClient(http: UpstreamHttp, tokens: TokenManager | undefined): BridgeClient {
  const authed = <T>(credential: Credential, send: (authorization: string) => Promise<unknown>, read: (body: unknown) => T) =>
    withCredential(credential, tokens, async (authorization) => read(await send(authorization)));

  return {
    // The vendor routes added for the graph's whole surface (vendor-client.ts).
    ...createVendorClient(http, tokens),
    exchangeApiKey: (apiKey) => exchangeApiKey(http, apiKey),

    createQuote(credential, quote) {
      const route = "POST /bridge/quote/bridge-swap/user";
      return authed(
        credential,
        (authorization) =>
          http.request({ method: "POST", path: "/bridge/quote/bridge-swap/user", route, authorization, body: quote }),
        (body) => {
          const q = parseQuote(body);
          if (!q) throw new UpstreamBadResponse(`${route} answered an unexpected shape`);
          return q;
        },
      );
    },

    commitQuote(credential, quoteId) {
      const route = "POST /bridge/quote/commit/:quoteId";
      return authed(
        credential,
        (authorization) =>
          http.request({
            method: "POST",
            path: `/bridge/quote/commit/${e(quoteId)}`,
            route,
            authorization,
            notFound: () => new QuoteNotFound("QuoteNotFound", `No quote ${quoteId}`, 404, {}),
          }),
        (body) => parse(commitResponseSchema, body, route),
      );
    },

    transactionsByDepositHash(credential, hash) {
      const route = "GET /bridge/history/bridge/by-deposit-hash/:depositTxHash";
      return authed(
        credential,
        (authorization) =>
          http.request({
            method: "GET",
            path: `/bridge/history/bridge/by-deposit-hash/${e(hash)}`,
            route,
            authorization,
            notFound: () => new HistoryNotFound(hash, 404, {}),
          }),
        (body) => {
          if (!Array.isArray(body)) throw new UpstreamBadResponse(`${route} answered something other than a list`);
          return splitReadable(body.map((r) => parseTransaction(r)));
        },
      );
    },

    transactionByWithdrawHash(credential, hash) {
      const route = "GET /bridge/history/bridge/by-withdraw-hash/:withdrawTxHash";
      return authed(
        credential,
        (authorization) =>
          http.request({ method: "GET", path: `/bridge/history/bridge/by-withdraw-hash/${e(hash)}`, route, authorization }),
        (body) => {
          const t = parseTransaction(body);
          if (t.__typename === "UnreadableRecord")
            throw new UpstreamBadResponse(`${route} answered an unreadable record (${t.reason})`);
          return t;
        },
      );
    },

    depositAddressStatus(credential, address, chain) {
      const route = "GET /sda/deposit-addresses/:depositAddress/:depositChain";
      return authed(
        credential,
        (authorization) =>
          http.request({
            method: "GET",
            path: `/sda/deposit-addresses/${e(address)}/${e(chain)}`,
            route,
            authorization,
            notFound: () => addressNotFound(address),
          }),
        (body) => parse(depositAddressStatusSchema, body, route),
      );
    },

    completedRefunds(credential, address, chain) {
      const route = "GET /sda/deposit-addresses/:depositAddress/:depositChain/completed-refunds";
      return authed(
        credential,
        (authorization) =>
          http.request({
            method: "GET",
            path: `/sda/deposit-addresses/${e(address)}/${e(chain)}/completed-refunds`,
            route,
            authorization,
            notFound: () => addressNotFound(address),
          }),
        (body) => {
          const { items } = parse(refundListSchema, body, route);
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
      const route = "GET /bridge/swap/calldata/:commitmentId";
      const body = await http.request({
        method: "GET",
        path: `/bridge/swap/calldata/${e(commitmentId)}`,
        route,
        notFound: () => new CommitmentNotFound(commitmentId, 404, {}),
      });
      return parse(z.object({ calldata: z.string() }), body, route);
    },

    async webhookPublicKey() {
      const route = "GET /webhook/public-key";
      const body = await http.request({ method: "GET", path: "/webhook/public-key", route });
      // Documented as a plain string; tolerate `{ publicKey }` in case the wrapper changes.
      if (isRawObject(body) && typeof body.publicKey === "string") return body.publicKey;
      return parse(z.string().min(1), body, route);
    },

    missedEvents(credential, query) {
      const route = "GET /webhook/user-events-cursor";
      const params = new URLSearchParams({ sinceTimestamp: String(query.sinceTimestamp) });
      if (query.pageToken !== undefined) params.set("pageToken", query.pageToken);
      if (query.pageSize !== undefined) params.set("pageSize", String(query.pageSize));
      return authed(
        credential,
        (authorization) => http.request({ method: "GET", path: `/webhook/user-events-cursor?${params}`, route, authorization }),
        (body) => {
          const page = parse(missedEventsPageSchema, body, route);
          const out: MissedEventsPage = { items: [], unreadable: [], nextPageToken: page.nextPageToken ?? null };
          for (const raw of page.items) {
            const envelope = envelopeSchema.safeParse(raw);
            if (envelope.success) out.items.push(envelope.data);
            else out.unreadable.push(raw);
          }
          return out;
        },
      );
    },
  };
}

function splitReadable(records: (Transaction | UnreadableRecord)[]): RecordList<Transaction> {
  const out: RecordList<Transaction> = { items: [], unreadable: [] };
  for (const r of records) {
    if (r.__typename === "UnreadableRecord") out.unreadable.push(r);
    else out.items.push(r);
  }
  return out;
}
