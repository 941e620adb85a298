import type { z } from "zod";
import { CataloguedError, type UpstreamErrorName } from "./error-catalogue.js";
import { UnknownUpstreamError, UpstreamBadResponse } from "./errors.js";
import { upstreamRoute, type RouteParams, type UpstreamTarget } from "./path.js";
import { parseTransaction, type Transaction, type UnreadableRecord } from "./wire/transaction.js";

/**
 * How an upstream route is declared: one object per route (in `routes/`), from which the client's
 * method, the cached read and the per-operation loader are derived.
 */

/** How long what may be cached is kept. */
export interface CachePolicy {
  /** Data that cannot change: records in a final state (domain/transfer-states.ts), swap calldata. */
  immutableTtlMs: number;
  /** Records still in flight (by deposit hash): a short TTL, and evicted by their webhook events. */
  pendingTtlMs: number;
  /** The webhook public key (it can rotate; the receiver refetches on a bad signature). */
  publicKeyTtlMs: number;
  /** The vendor's public catalogue: chains, tokens, swap tokens, SDA supported tokens. */
  configTtlMs: number;
  /** USD prices. */
  pricesTtlMs: number;
}

/** Whose credential goes upstream: the caller's (as a JWT), or none (a public route). */
export type Auth = "jwt" | "public";

/** How a GET's answers are shared: kept per tenant, kept for everyone (a public route), or only single-flight. */
export interface CacheRule<P, T> {
  /** Its name in cache keys and metrics (`withdraw`, `calldata`, …). */
  name: string;
  scope: "tenant" | "public" | "none";
  /** One answer's key: the per-operation loader's and the shared cache's. */
  key: (params: P) => string;
  /** How long an answer stays true, in ms, judged from it (0: not kept); absent for scope `none`. */
  lifetime?: (answer: T, policy: CachePolicy) => number;
  /** Read whole by every operation: parsed once per cached copy and frozen. */
  parsedOnce?: true;
  /**
   * The key of the answer a transfer's change makes stale, if any: from a webhook event, or from
   * the record a change carries (a CURRENT_STATE's payload is the record as read, without `_id`).
   */
  staleAfter?: (event: Record<string, unknown>, record?: Transaction) => string | undefined;
}

/** What a declaration says beside its method and path template. */
interface Declaration<Tpl extends string, P, T, A extends Auth> {
  auth: A;
  /** The values of the template's `:name` segments. */
  path?: (params: P) => Record<RouteParams<Tpl>, string>;
  query?: (params: P) => URLSearchParams | undefined;
  body?: (params: P) => unknown;
  /** Reads a 2xx answer; throws `UpstreamBadResponse` for one it cannot read. */
  read: (body: unknown, params: P) => T;
  /** What a bare 404 (no tagged body) means on this route. */
  notFound?: (params: P) => Error;
  /** A declared rewrite of an upstream error (the error to throw instead, or the same one). */
  rewrite?: (err: unknown, params: P) => unknown;
  /** The catalogue errors this route answers; any other catalogued tag is relayed as `UpstreamError`. */
  errors: readonly UpstreamErrorName[];
}

/** One upstream route, declared once. */
export interface Route<P, T, A extends Auth = Auth> extends Omit<Declaration<string, P, T, A>, "path"> {
  /** Metrics label and span name: the method and template, no ids (`GET /bridge/swap/calldata/:commitmentId`). */
  readonly route: string;
  /** The encoded target for these parameters. @throws InvalidPathParam for a value that cannot be a path segment. */
  at(params: P): UpstreamTarget;
}

/** A GET whose answers are read through the shared cache and the loaders. */
export interface ReadRoute<P, T, A extends Auth = Auth> extends Route<P, T, A> {
  cache: CacheRule<P, T>;
}

const NO_PATH_PARAMS = {} as never;

/** Declares a route: its method, path template and {@link Declaration}. */
export function route<const Tpl extends string, P = void, T = unknown, A extends Auth = Auth>(
  method: "GET" | "POST" | "PATCH",
  template: Tpl,
  declaration: Declaration<Tpl, P, T, A>,
): Route<P, T, A> {
  const target = upstreamRoute(method, template);
  const { path, query } = declaration;
  return {
    ...declaration,
    route: target.route,
    at: (params) => target.at(path ? path(params) : NO_PATH_PARAMS, query?.(params)),
  };
}

/** Declares a GET read through the shared cache (its `cache` rule: scope and lifetime) and a per-operation loader. */
export function readRoute<const Tpl extends string, P = void, T = unknown, A extends Auth = Auth>(
  template: Tpl,
  declaration: Declaration<Tpl, P, T, A>,
  cache: CacheRule<NoInfer<P>, NoInfer<T>>,
): ReadRoute<P, T, A> {
  return { ...route("GET", template, declaration), cache };
}

/** A catalogued error this route does not declare, as the `UpstreamError` it is relayed as. */
export function undeclared(route: Route<never, unknown>, err: unknown): unknown {
  if (!(err instanceof CataloguedError) || (route.errors as readonly string[]).includes(err.name)) return err;
  return new UnknownUpstreamError(err.tag, err.message, err.status, err.body);
}

const UNEXPECTED_SHAPE = "The upstream answered an unexpected shape.";

/** The reader of an answer of this zod schema. */
export const shaped =
  <S extends z.ZodType>(schema: S) =>
  (body: unknown): z.output<S> => {
    const r = schema.safeParse(body);
    if (!r.success) throw new UpstreamBadResponse(UNEXPECTED_SHAPE);
    return r.data;
  };

/** Reads an answer that is one transfer record (the compiled reader first, `twins/wire/fast-reader.ts`). */
export function oneRecord(body: unknown): Transaction {
  const t = parseTransaction(body);
  if (t.__typename === "UnreadableRecord")
    throw new UpstreamBadResponse(`The upstream answered an unreadable record (${t.reason}).`);
  return t;
}

/** Records of a list, the readable apart from the unreadable. */
export interface RecordList<T> {
  items: T[];
  unreadable: UnreadableRecord[];
}

/** The readable records apart from the unreadable ones. */
export function splitReadable(records: (Transaction | UnreadableRecord)[]): RecordList<Transaction> {
  const out: RecordList<Transaction> = { items: [], unreadable: [] };
  for (const r of records) {
    if (r.__typename === "UnreadableRecord") out.unreadable.push(r);
    else out.items.push(r);
  }
  return out;
}

/** Query parameters from an object's defined values. */
export function queryOf(values: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v !== undefined) params.set(k, String(v));
  return params;
}
