import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { getCORSHeadersByRequestAndOptions, type CORSOptions } from "@whatwg-node/server";
import { GraphQLError, type ExecutionResult, type GraphQLFormattedError } from "graphql";
import { maskError, processRegularResult } from "graphql-yoga";
import type { Caller } from "../../caller.js";
import type { Logger } from "../../observability/logger.js";
import type { Metrics } from "../../observability/metrics.js";
import { REQUEST_ID_HEADER, requestIdOf } from "../../observability/request-id.js";
import { inOperationSpan } from "../../observability/tracing-plugin.js";
import { recordOperation } from "../../observability/yoga-plugin.js";
import { CSRF_HEADER, type Admission } from "../../security/admission.js";
import type { RateVerdict } from "../../security/rate-limit.js";
import type { CompiledOperation, CompiledOperations } from "./compiled-operations.js";
import type { GatewayContext } from "../../schema/context.js";
import type { ResponseCache } from "./response-cache.js";

/**
 * What yoga is handed when the fast path declines: the body it already read (on `req.body`, see
 * `forYoga`) and the rate-limit verdict it already took, so the request is neither read nor
 * counted twice.
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
  /** What may run: rate limit, body size, CSRF, persisted operations (security/admission.ts). */
  admission: Admission;
  responseCache?: ResponseCache;
  /** Runs each operation in its own span, as the tracing plugin runs yoga's (config.tracing.enabled). */
  tracing?: boolean;
  logger: Logger;
  metrics: Metrics;
}

export interface FastPath {
  /** Answers the request, or declines with what yoga must know to answer it instead. */
  handle(req: IncomingMessage, res: ServerResponse, caller: Caller): Promise<typeof ANSWERED | Declined>;
}

/** Yoga's message for a masked error (its default, as src/http/yoga.ts leaves it). */
const UNEXPECTED = "Unexpected error.";

/**
 * Runs the operation once, whatever comes of it: a result with errors, or a throw, is answered
 * from this very run (running it again through yoga would call the upstream twice for one
 * request). Undefined only when graphql-jit refused the variables (no `data`, and nothing ran):
 * yoga answers those, so that their codes and status are its own.
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
    return { errors: [err as GraphQLError] };
  }
  return result.errors?.length && !("data" in result) ? undefined : result;
}

/**
 * The status and body yoga writes for a result with errors under `type`: each error masked by
 * yoga's `maskError` (logged when masked, as yoga logs it), the status chosen by yoga's result
 * processor, and each error written as yoga writes it (without `http` and `unexpected`). The
 * locations are the unmasked error's: graphql-jit's errors carry them without the AST nodes
 * yoga's masking would take them from.
 */
function failedAnswer(
  result: ExecutionResult,
  type: string,
  logger: Logger,
): { status: number; body: string; errors: readonly GraphQLError[] } {
  const masked = result.errors!.map((error) => {
    const m = maskError(error, UNEXPECTED, false) as GraphQLError;
    if (m !== error) logger.error(error);
    return m;
  });
  const { status } = processRegularResult({ ...result, errors: masked }, { Response } as never, type) as Response;
  const errors = masked.map((m, i): GraphQLFormattedError => {
    const { http: _http, unexpected: _unexpected, ...extensions } = m.extensions ?? {};
    const { locations } = result.errors![i]!;
    return {
      message: m.message,
      ...(locations && { locations }),
      ...(m.path && { path: m.path }),
      ...(Object.keys(extensions).length > 0 && { extensions }),
    };
  });
  // In graphql-js's key order (errors first), as yoga's masking plugin leaves it.
  const { errors: _errors, ...rest } = result;
  return { status, body: JSON.stringify({ errors, ...rest }), errors: masked };
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
 * A query text and no extensions, or (with the allow-list on) a hash alone: the shapes the fast
 * path runs; anything else is yoga's to answer. Which document runs, if any, admission decides (a
 * refusal is answered by yoga, through the same decision).
 */
function plainParams(fields: Record<string, unknown>, admission: Admission): PlainParams | undefined {
  const { query, operationName, variables, extensions } = fields;
  if (operationName != null && typeof operationName !== "string") return undefined;
  if (variables != null && !isRecord(variables)) return undefined;
  const isText = typeof query === "string" && query !== "";
  const isHash =
    (query == null || query === "") && admission.persisted && isRecord(extensions) && Object.keys(extensions).length === 1;
  if (isText ? extensions != null : !isHash) return undefined;
  const decided = admission.document({ query, extensions });
  if (decided instanceof GraphQLError) return undefined;
  return { query: decided ?? (query as string), operationName: operationName ?? undefined, variables: variables ?? undefined };
}

const BODY_KEYS: ReadonlySet<string> = new Set(["query", "operationName", "variables", "extensions"]);

/** A JSON body's parameters; undefined when it holds any other key. */
function bodyParams(body: Record<string, unknown>, admission: Admission): PlainParams | undefined {
  if (Object.keys(body).some((key) => !BODY_KEYS.has(key))) return undefined;
  return plainParams(body, admission);
}

/** The body as JSON, when it is a non-empty object (what yoga can be handed parsed). */
function parsedObject(text: string): Record<string, unknown> | undefined {
  try {
    const body: unknown = JSON.parse(text);
    return isRecord(body) && Object.keys(body).length > 0 ? body : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What yoga is handed of a body the fast path read (on `req.body`: the stream is spent). Parsed,
 * when it is a JSON object: @whatwg-node takes a non-empty object as the parsed body, and tests
 * "non-empty" with `Object.keys`, which on a Buffer lists every byte (some 19 MB of garbage for a
 * 600 KB body). Any other body as a stream of its text, which it reads as it reads a request.
 */
const forYoga = (parsed: Record<string, unknown> | undefined, text: string): object => parsed ?? Readable.from([text]);

/** A GET request's parameters, read from its URL as yoga reads them; undefined when a JSON one does not parse. */
function urlParams(url: string, admission: Admission): PlainParams | undefined {
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
      admission,
    );
  } catch {
    return undefined;
  }
}

/** TextDecoder's option for a chunk that more may follow, made once. */
const STREAM = { stream: true };

/**
 * Reads exactly `length` bytes of body as text; undefined when the client went away first. A body
 * that comes as one chunk (nearly every one) is decoded as a whole by Buffer#toString, which reads
 * UTF-8 as TextDecoder does (a malformed sequence as U+FFFD, a byte-order mark kept); from a second
 * chunk on, each chunk is decoded as it comes, so no copy of a whole large body is held as bytes.
 */
function readBody(req: IncomingMessage, length: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    let first: Buffer | undefined;
    let decoder: TextDecoder | undefined;
    let text = "";
    let received = 0;
    req.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (decoder) text += decoder.decode(chunk, STREAM);
      else if (first === undefined) first = chunk;
      else {
        // A byte-order mark stays in the text, as Buffer#toString leaves it: yoga refuses the body as it would.
        decoder = new TextDecoder("utf-8", { ignoreBOM: true });
        text = decoder.decode(first, STREAM) + decoder.decode(chunk, STREAM);
        first = undefined;
      }
    });
    req.once("end", () => {
      if (received !== length) return resolve(undefined);
      resolve(decoder ? text + decoder.decode() : (first?.toString("utf8") ?? ""));
    });
    req.once("error", () => resolve(undefined));
    // A client that goes away mid-body may end the request with `close` alone; after `end` this is a no-op.
    req.once("close", () => resolve(undefined));
  });
}

/** What the fast path read of a request it may run: its parameters and the request as the response cache tells requests apart. */
interface Asked {
  params: PlainParams;
  /** `GET <url>` or the POSTed body (with the tenant and media type, the response cache's key). */
  asked: string;
}

/**
 * Reads the request's parameters, or decides it is yoga's to answer (undefined) or was abandoned
 * mid-body (ANSWERED: the socket is destroyed). A POSTed body is left on `req.body` for yoga.
 */
async function readRequest(
  req: IncomingMessage,
  res: ServerResponse,
  admission: Admission,
): Promise<Asked | typeof ANSWERED | undefined> {
  // A request admission refuses (CSRF here, the body size below) is yoga's to refuse, through the same decision.
  if (!admission.csrfPasses(req.headers["content-type"], req.headers[CSRF_HEADER] !== undefined)) return undefined;
  if (req.method === "GET") {
    // Only queries run on GET.
    if (!req.url?.startsWith("/graphql?")) return undefined;
    const params = urlParams(req.url, admission);
    return params && { params, asked: `GET ${req.url}` };
  }
  if (req.method !== "POST" || req.url !== "/graphql" || !isJson(req.headers["content-type"])) return undefined;
  const length = Number(req.headers["content-length"]);
  if (!(length > 0 && length <= admission.maxBodyBytes)) return undefined;
  if (req.headers["transfer-encoding"] || req.headers["content-encoding"]) return undefined;
  const asked = await readBody(req, length);
  if (asked === undefined) {
    res.destroy();
    return ANSWERED;
  }
  const parsed = parsedObject(asked);
  (req as IncomingMessage & { body?: object }).body = forYoga(parsed, asked);
  const params = parsed && bodyParams(parsed, admission);
  return params && { params, asked };
}

/** Writes an answer with the headers yoga would add: media type, length, request id and CORS. */
function writeAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  answer: { type: string; body: string; requestId: string; status: number },
  cors: CORSOptions,
): void {
  const headers: Record<string, string | number> = {
    "content-type": `${answer.type}; charset=utf-8`,
    "content-length": Buffer.byteLength(answer.body),
    [REQUEST_ID_HEADER]: answer.requestId,
  };
  if (req.headers.origin !== undefined) {
    const allowed = getCORSHeadersByRequestAndOptions(
      { headers: { get: (name: string) => (req.headers[name.toLowerCase()] as string | undefined) ?? null } } as Request,
      cors,
    );
    for (const [name, value] of Object.entries(allowed ?? {})) headers[name.toLowerCase()] = value;
  }
  res.writeHead(answer.status, headers);
  res.end(answer.body);
}

/**
 * The hot path of `/graphql`, beside yoga rather than inside it: a query whose exact text yoga
 * has already run (see compiled-operations.ts), POSTed as JSON or sent by GET, as text or by its
 * allow-listed hash, runs compiled, with no fetch-API request and response objects and no plugin
 * chain, which is most of what a lookup costs in yoga. The checks the plugins would make again
 * are properties of the text, already passed; what belongs to each request is done here as the
 * plugins do it (rate limit, request id, CORS headers, operation log and metrics). Anything else
 * goes to yoga: other methods, media types or body shapes, unknown texts and refused variables.
 * An operation that ran is answered here whatever its result, its errors masked and its status
 * chosen as yoga does: one request runs on one engine, once.
 */
export function createFastPath(deps: FastPathDeps): FastPath {
  const { operations, logger, metrics, responseCache } = deps;
  const cors = deps.cors ?? {};
  const execute = (
    operation: CompiledOperation,
    context: GatewayContext,
    req: IncomingMessage,
    variables: PlainParams["variables"],
  ) =>
    deps.tracing
      ? inOperationSpan(operation.span, req.headers, () => runOnce(operation, context, variables))
      : runOnce(operation, context, variables);

  return {
    async handle(req, res, caller) {
      const type = responseType(req.headers.accept);
      if (!type) return {};
      const read = await readRequest(req, res, deps.admission);
      if (read === ANSWERED || read === undefined) return read ?? {};
      const { params, asked } = read;
      const operation = operations.get(params.query, params.operationName);
      if (!operation || (req.method === "GET" && operation.type !== "query")) return {};

      const rateVerdict = deps.admission.rateLimited ? await deps.admission.rate(caller) : undefined;
      if (rateVerdict && !rateVerdict.allowed) return { rateVerdict };
      const requestId = requestIdOf(req.headers[REQUEST_ID_HEADER]);
      const log = logger.isLevelEnabled("info") ? logger.child({ requestId }) : logger;
      const started = performance.now();
      const record = (errors: readonly GraphQLError[], typedErrors: readonly string[], cached?: boolean) =>
        recordOperation(log, metrics, {
          name: operation.name,
          type: operation.type,
          errors,
          typedErrors,
          seconds: (performance.now() - started) / 1000,
          cached,
        });

      const cacheKey = responseCache && operation.type === "query" && `${caller.credential.tenant}\u0000${type}\u0000${asked}`;
      const cached = cacheKey && responseCache!.get(cacheKey);
      if (cached) {
        writeAnswer(req, res, { type, body: cached, requestId, status: 200 }, cors);
        metrics.cacheHits.inc({ cache: "response" });
        metrics.compiledOperations.inc({ how: "cached" });
        record([], [], true);
        return ANSWERED;
      }

      const context = deps.buildContext(caller);
      const generation = responseCache?.generation() ?? 0;
      const result = await execute(operation, context, req, params.variables);
      if (!result) return { rateVerdict };
      const failed = (result.errors?.length ?? 0) > 0;
      const { status, body, errors } = failed
        ? failedAnswer(result, type, logger)
        : { status: 200, body: JSON.stringify(result), errors: [] };
      writeAnswer(req, res, { type, body, requestId, status }, cors);
      metrics.compiledOperations.inc({ how: "run" });
      // Typed errors (not found, refused input, upstream trouble) may change with the next read.
      if (cacheKey && !failed && context.typedErrors.length === 0) {
        responseCache!.offer(cacheKey, body, context.lifetime, generation);
      }
      record(errors, context.typedErrors);
      return ANSWERED;
    },
  };
}
