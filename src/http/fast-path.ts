import type { IncomingMessage, ServerResponse } from "node:http";
import { getCORSHeadersByRequestAndOptions, type CORSOptions } from "@whatwg-node/server";
import type { ExecutionResult, GraphQLError } from "graphql";
import { maskError } from "graphql-yoga";
import type { Caller } from "../caller.js";
import type { Logger } from "../observability/logger.js";
import type { Metrics } from "../observability/metrics.js";
import { REQUEST_ID_HEADER, requestIdOf } from "../observability/request-id.js";
import { recordOperation } from "../observability/yoga-plugin.js";
import type { PersistedLookup } from "../security/persisted-operations.js";
import { CSRF_HEADER } from "../security/index.js";
import type { RateVerdict } from "../security/rate-limit.js";
import type { CompiledOperation, CompiledOperations } from "./compiled-operations.js";
import type { GatewayContext } from "../schema/context.js";
import type { ResponseCache } from "./response-cache.js";

/**
 * What yoga is handed when the fast path declines: the body it already read (yoga reads a
 * request's `body` property instead of the spent stream) and the rate-limit verdict it already
 * took, so the request is neither read nor counted twice.
 */
export interface Declined {
  rateVerdict?: RateVerdict;
}

/** The request was answered. */
export const ANSWERED = Symbol("answered");

export interface FastPathDeps {
  operations: CompiledOperations;
  buildContext: (caller: Caller) => GatewayContext;
  /** Yoga's `cors` option, applied the way yoga applies it. */
  cors: CORSOptions | undefined;
  /** The caller's rate-limit verdict; undefined when rate limiting is off. */
  consumeRate?: (caller: Caller) => Promise<RateVerdict>;
  /** The persisted-operations allow-list; undefined when it is off. */
  persisted?: PersistedLookup;
  maxBodyBytes: number;
  responseCache?: ResponseCache;
  logger: Logger;
  metrics: Metrics;
}

export interface FastPath {
  /** Answers the request, or declines with what yoga must know to answer it instead. */
  handle(req: IncomingMessage, res: ServerResponse, caller: Caller): Promise<typeof ANSWERED | Declined>;
}

/** Yoga's message for a masked error (its default, as src/http/yoga.ts leaves it). */
const UNEXPECTED = "Unexpected error.";

const mask = (error: unknown) => maskError(error, UNEXPECTED, false) as GraphQLError;

/**
 * Runs the operation; undefined when yoga must answer instead. Yoga shapes and masks a query's
 * errors in one place, and a query is safe to run again there. A mutation is not: once it ran
 * (its result has `data`, or it threw) it is answered here, its errors masked as yoga masks them;
 * refused variables ran nothing, and go to yoga like a query's.
 */
async function runOnce(
  operation: CompiledOperation,
  context: GatewayContext,
  variables: Record<string, unknown> | undefined,
): Promise<ExecutionResult | undefined> {
  let result: ExecutionResult;
  try {
    result = await operation.run(context, variables);
  } catch (err) {
    return operation.type === "query" ? undefined : { errors: [mask(err)] };
  }
  if (!result.errors?.length) return result;
  if (operation.type === "query" || !("data" in result)) return undefined;
  // In graphql-js's key order (errors first), so the bytes are yoga's.
  const { errors, ...rest } = result;
  return { errors: errors.map(mask), ...rest };
}

/** The response types the fast path writes; any other `Accept` is negotiated by yoga. */
function responseType(accept: string | undefined): string | undefined {
  if (accept === undefined) return "application/json";
  const first = accept.split(",", 1)[0]!.split(";", 1)[0]!.trim().toLowerCase();
  if (first === "application/json" || first === "*/*") return "application/json";
  if (first === "application/graphql-response+json") return first;
  return undefined;
}

const isJson = (contentType: string | undefined) => contentType !== undefined && /^application\/json\s*(;|$)/i.test(contentType);

/** A GraphQL-over-HTTP request body the fast path can run. */
interface PlainParams {
  /** The document: the text sent, or the allow-listed one its hash names. */
  query: string;
  operationName: string | undefined;
  variables: Record<string, unknown> | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A query text and no extensions, or (with the allow-list on) an allow-listed hash and no text,
 * decided as the persisted-operations plugin decides: a non-empty `query` is a text, refused
 * where only persisted operations may run. Anything else is yoga's to answer.
 */
function plainParams(fields: Record<string, unknown>, persisted: PersistedLookup | undefined): PlainParams | undefined {
  const { query, operationName, variables, extensions } = fields;
  if (operationName != null && typeof operationName !== "string") return undefined;
  if (variables != null && !isRecord(variables)) return undefined;
  let document: string | undefined;
  if (typeof query === "string" && query !== "") {
    if (extensions == null && (persisted?.acceptsTexts ?? true)) document = query;
  } else if ((query == null || query === "") && persisted && isRecord(extensions)) {
    document = persisted.documentFor(extensions);
  }
  if (document === undefined) return undefined;
  return { query: document, operationName: operationName ?? undefined, variables: variables ?? undefined };
}

const BODY_KEYS: ReadonlySet<string> = new Set(["query", "operationName", "variables", "extensions"]);

/** A JSON body's parameters; undefined when it is not JSON or holds any other key. */
function bodyParams(text: string, persisted: PersistedLookup | undefined): PlainParams | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(body) || Object.keys(body).some((key) => !BODY_KEYS.has(key))) return undefined;
  return plainParams(body, persisted);
}

/** A GET request's parameters, read from its URL as yoga reads them; undefined when a JSON one does not parse. */
function urlParams(url: string, persisted: PersistedLookup | undefined): PlainParams | undefined {
  const search = new URLSearchParams(url.slice(url.indexOf("?") + 1));
  const json = (name: string): unknown => {
    const text = search.get(name);
    return text ? JSON.parse(text) : undefined;
  };
  try {
    return plainParams(
      {
        query: search.get("query") || undefined,
        operationName: search.get("operationName") || undefined,
        variables: json("variables"),
        extensions: json("extensions"),
      },
      persisted,
    );
  } catch {
    return undefined;
  }
}

/** Reads exactly `length` bytes of body; undefined when the client went away first. */
function readBody(req: IncomingMessage, length: number): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    req.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      received += chunk.length;
    });
    req.once("end", () => resolve(received === length ? Buffer.concat(chunks, received) : undefined));
    req.once("error", () => resolve(undefined));
    // A client that goes away mid-body may end the request with `close` alone; after `end` this is a no-op.
    req.once("close", () => resolve(undefined));
  });
}

/**
 * The hot path of `/graphql`, beside yoga rather than inside it: a query whose exact text yoga
 * has already run (see compiled-operations.ts), POSTed as JSON or sent by GET, as text or by its
 * allow-listed hash, runs compiled, with no fetch-API request and response objects and no plugin
 * chain, which is most of what a lookup costs in yoga. The checks the plugins would make again
 * are properties of the text, already passed; what belongs to each request is done here as the
 * plugins do it (rate limit, request id, CORS headers, operation log and metrics). Anything else
 * goes to yoga: other methods, media types or body shapes, unknown texts, refused variables, and
 * a query whose result has errors (yoga shapes and masks errors in one place; a query is safe to
 * run again). A mutation that ran is answered here whatever its result, its errors masked as yoga
 * masks them: it must not run twice.
 */
export function createFastPath(deps: FastPathDeps): FastPath {
  const { operations, logger, metrics, responseCache } = deps;
  const cors = deps.cors ?? {};

  function answer(req: IncomingMessage, res: ServerResponse, type: string, body: string, requestId: string, status = 200): void {
    const headers: Record<string, string | number> = {
      "content-type": `${type}; charset=utf-8`,
      "content-length": Buffer.byteLength(body),
      [REQUEST_ID_HEADER]: requestId,
    };
    const origin = req.headers.origin;
    if (origin !== undefined) {
      const allowed = getCORSHeadersByRequestAndOptions(
        { headers: { get: (name: string) => (req.headers[name.toLowerCase()] as string | undefined) ?? null } } as Request,
        cors,
      );
      for (const [name, value] of Object.entries(allowed ?? {})) headers[name.toLowerCase()] = value;
    }
    res.writeHead(status, headers);
    res.end(body);
  }

  return {
    async handle(req, res, caller) {
      const type = responseType(req.headers.accept);
      if (!type) return {};
      /** The request as the response cache tells requests apart (with the tenant and media type). */
      let asked: string;
      let params: PlainParams | undefined;
      if (req.method === "GET") {
        // Yoga's CSRF plugin refuses a GET without its header (unless a preflighted content type
        // says otherwise): without the header, yoga decides. Only queries run on GET.
        if (!req.url?.startsWith("/graphql?") || req.headers[CSRF_HEADER] === undefined) return {};
        asked = `GET ${req.url}`;
        params = urlParams(req.url, deps.persisted);
      } else {
        if (req.method !== "POST" || req.url !== "/graphql" || !isJson(req.headers["content-type"])) return {};
        const length = Number(req.headers["content-length"]);
        if (!(length > 0 && length <= deps.maxBodyBytes)) return {};
        if (req.headers["transfer-encoding"] || req.headers["content-encoding"]) return {};
        const body = await readBody(req, length);
        if (!body) {
          res.destroy();
          return ANSWERED;
        }
        (req as IncomingMessage & { body?: Buffer }).body = body;
        asked = body.toString("utf8");
        params = bodyParams(asked, deps.persisted);
      }
      const operation = params && operations.get(params.query, params.operationName);
      if (!params || !operation || (req.method === "GET" && operation.type !== "query")) return {};

      const rateVerdict = await deps.consumeRate?.(caller);
      if (rateVerdict && !rateVerdict.allowed) return { rateVerdict };
      const requestId = requestIdOf(req.headers[REQUEST_ID_HEADER]);
      const log = logger.isLevelEnabled("info") ? logger.child({ requestId }) : logger;
      const started = performance.now();

      const cacheKey = responseCache && operation.type === "query" && `${caller.credential.tenant}\u0000${type}\u0000${asked}`;
      const cached = cacheKey && responseCache!.get(cacheKey);
      if (cached) {
        answer(req, res, type, cached, requestId);
        metrics.cacheHits.inc({ cache: "response" });
        metrics.compiledOperations.inc({ how: "cached" });
        recordOperation(log, metrics, {
          name: operation.name,
          type: operation.type,
          errors: [],
          typedErrors: [],
          seconds: (performance.now() - started) / 1000,
          cached: true,
        });
        return ANSWERED;
      }

      const context = deps.buildContext(caller);
      const generation = responseCache?.generation() ?? 0;
      const result = await runOnce(operation, context, params.variables);
      if (!result) return { rateVerdict };
      const json = JSON.stringify(result);
      answer(req, res, type, json, requestId, "data" in result ? 200 : 500);
      metrics.compiledOperations.inc({ how: "run" });
      // Typed errors (not found, refused input, upstream trouble) may change with the next read.
      if (cacheKey && context.typedErrors.length === 0) responseCache!.offer(cacheKey, json, context.lifetime, generation);
      recordOperation(log, metrics, {
        name: operation.name,
        type: operation.type,
        errors: result.errors ?? [],
        typedErrors: context.typedErrors,
        seconds: (performance.now() - started) / 1000,
      });
      return ANSWERED;
    },
  };
}
