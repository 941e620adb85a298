import type { ObjectParam, UnionRef } from "@pothos/core";
import { GraphQLError } from "graphql";
import {
  CataloguedError,
  ERROR_CATALOGUE,
  isError,
  type ErrorField,
  type ErrorName,
  type GatewayErrorName,
} from "../upstream/error-catalogue.js";
import { ROUTES, type RouteName } from "../upstream/routes/index.js";
import {
  InvalidInput,
  Unauthorized,
  UnknownUpstreamError,
  UpstreamBadResponse,
  UpstreamDecodeError,
  UpstreamTaggedError,
  UpstreamTimeout,
  UpstreamUnavailable,
  type InputIssue,
} from "../upstream/errors.js";
import type { GatewayContext } from "./context.js";
import { MissingCredential } from "../upstream/auth.js";
import { InvalidPathParam } from "../upstream/path.js";
import { builder } from "./builder.js";

/**
 * An expected failure on its way to a result union. graphql-js treats a returned `Error` as a
 * thrown one, so expected errors travel in this box.
 */
export class ErrorResult<E extends Error = Error> {
  constructor(readonly error: E) {}
}

export const ErrorInterface = builder.interfaceRef<ErrorResult>("Error").implement({
  description: "An expected failure, returned as data in a result union.",
  fields: (t) => ({
    message: t.string({ description: "What went wrong, for people.", resolve: (r) => r.error.message }),
  }),
});

const InputIssueRef = builder.objectRef<InputIssue>("InputIssue").implement({
  description: "One problem with the input.",
  fields: (t) => ({
    path: t.exposeStringList("path", { description: 'Where the problem is, e.g. ["input", "chainIn"].' }),
    message: t.exposeString("message", { description: "What is wrong there." }),
  }),
});

type ErrorClass = abstract new (...args: never[]) => Error;

/** The GraphQL type of each error class outside the catalogue, so a boxed error can be named in the operation log. */
const errorTypeNames = new Map<ErrorClass, string>();

/**
 * Defines the error object type of a class outside the error catalogue, so resolvers can return
 * instances of it. The type knows what it catches: what a result union listing it catches.
 */
function errorType<T extends Error>(cls: abstract new (...args: never[]) => T, name: string, description: string) {
  errorTypeNames.set(cls as ErrorClass, name);
  const ref = builder.objectRef<ErrorResult<T>>(name).implement({
    description,
    // Pothos cannot check a generic T against the interface's shape; ErrorResult<T> is an ErrorResult.
    interfaces: [ErrorInterface] as never,
    isTypeOf: (v) => v instanceof ErrorResult && v.error instanceof cls,
  });
  return Object.assign(ref, { catches: (e: Error) => e instanceof cls });
}

const GRAPHQL_TYPES = { String: "String", Decimal: "Decimal", Float: "Float", "[String]": ["String"] } as const;

/** The error object type of a catalogue row: its fields, each typed and described by the row. */
function catalogueType<N extends ErrorName>(name: N) {
  const row = ERROR_CATALOGUE[name];
  const fields = Object.entries(row.fields as Record<string, ErrorField>);
  const ref = builder.objectRef<ErrorResult<CataloguedError<N>>>(name).implement({
    description: row.description,
    interfaces: [ErrorInterface] as never,
    isTypeOf: (v) => v instanceof ErrorResult && isError(v.error, name),
    fields: (t) =>
      Object.fromEntries(
        fields.map(([key, f]) => [
          key,
          t.field({
            type: GRAPHQL_TYPES[f.type] as "String",
            nullable: f.nullable,
            description: f.description,
            resolve: (r) => (r.error.fields as Record<string, unknown>)[key] as never,
          }),
        ]),
      ),
  });
  return Object.assign(ref, { catches: (e: Error) => isError(e, name) });
}

/** The GraphQL type of every row of the error catalogue, by name: what result unions list. */
const ErrorTypes = Object.fromEntries(
  (Object.keys(ERROR_CATALOGUE) as ErrorName[]).map((name) => [name, catalogueType(name)]),
) as { [N in ErrorName]: ReturnType<typeof catalogueType<N>> };

const InvalidInputType = errorType(InvalidInput, "InvalidInput", "The input broke the API's rules; every problem is listed.");
builder.objectFields(InvalidInputType, (t) => ({
  issues: t.field({ type: [InputIssueRef], description: "Each problem and where it is.", resolve: (r) => r.error.issues }),
}));

const UpstreamErrorType = errorType(
  UnknownUpstreamError,
  "UpstreamError",
  "An upstream error this schema does not model, relayed as is (its tag and body).",
);
builder.objectFields(UpstreamErrorType, (t) => ({
  tag: t.string({ description: "The upstream's _tag.", resolve: (r) => r.error.tag }),
  raw: t.field({ type: "JSON", description: "The upstream's error body.", resolve: (r) => r.error.body }),
}));

/** The error members every result union carries besides its own. */
const commonErrorTypes = [InvalidInputType, UpstreamErrorType] as const;

/** Maps an upstream decode error's field paths onto the GraphQL argument that carried them. */
export type IssuePathMap = (upstreamPath: string[]) => string[];

type Types = typeof builder.$inferSchemaTypes;
type ShapeOf<R> = R extends { $inferType: infer S } ? S : never;

/** Some member of a result union's error types (a boxed error is assignable to each of them). */
type AnyErrorResult = ErrorResult<never>;

/** A result union and the one way its fields resolve. */
export interface ResultUnion<Ref> {
  ref: Ref;
  /**
   * Runs a field's work: expected failures (the union's own error types, `InvalidInput`, any
   * other upstream tag as `UpstreamError`) become values; the rest GraphQL errors with a code.
   */
  resolve<T>(ctx: GatewayContext, run: () => Promise<T> | T, mapPath?: IssuePathMap): Promise<T | AnyErrorResult>;
}

/** Where a field's errors come from: an upstream route it calls (its declared `errors`), or an error the gateway makes itself. */
export type ErrorSource = RouteName | GatewayErrorName;

/** The error types of these sources, in their order, each once. */
function errorTypesOf(sources: readonly ErrorSource[]) {
  const names = sources.flatMap((s): readonly ErrorName[] => (s in ROUTES ? ROUTES[s as RouteName].errors : [s as ErrorName]));
  return [...new Set(names)].map((n) => ErrorTypes[n]);
}

/**
 * Declares a result union once: its success types, its error types (derived from the routes the
 * field calls and the gateway's own errors it makes, which decide what the resolver catches) and
 * the error members every union carries.
 */
export function resultUnion<const Members extends readonly ObjectParam<Types>[]>(
  name: string,
  description: string,
  success: Members,
  sources: readonly ErrorSource[] = [],
) {
  type Shape = ShapeOf<Members[number]> | AnyErrorResult;
  const errors = errorTypesOf(sources);
  const ref = builder.unionType(name, {
    description,
    types: [...success, ...errors, ...commonErrorTypes],
  }) as UnionRef<Types, Shape, Shape>;
  const expected = errors.map((e) => e.catches);
  const union: ResultUnion<typeof ref> = {
    ref,
    async resolve(ctx, run, mapPath = (p) => p) {
      try {
        return await run();
      } catch (err) {
        return toResultError(ctx, err, expected, mapPath);
      }
    },
  };
  return union;
}

function toResultError(
  ctx: GatewayContext,
  err: unknown,
  expected: ((e: Error) => boolean)[],
  mapPath: IssuePathMap,
): AnyErrorResult {
  const box = (e: Error) => {
    // Noted where it is boxed, the one place every typed error passes: the operation log and
    // metrics then tell a typed error from a success without walking the result.
    ctx.typedErrors.push(e instanceof CataloguedError ? e.name : (errorTypeNames.get(e.constructor as ErrorClass) ?? "Error"));
    return new ErrorResult(e) as AnyErrorResult;
  };
  // Located at the upstream route's parameter (`depositChain`): mapped onto the argument like a decode error.
  if (err instanceof InvalidPathParam) {
    return box(new InvalidInput(err.issues.map((i) => ({ path: mapPath(i.path), message: i.message }))));
  }
  if (err instanceof InvalidInput) return box(err);
  if (err instanceof UpstreamDecodeError) {
    const issues = err.issues.length > 0 ? err.issues : [{ path: [], message: err.message }];
    return box(new InvalidInput(issues.map((i) => ({ path: mapPath(i.path), message: i.message }))));
  }
  if (err instanceof UnknownUpstreamError) return box(err);
  if (err instanceof UpstreamTaggedError && !(err instanceof Unauthorized)) {
    if (expected.some((catches) => catches(err))) return box(err);
    return box(new UnknownUpstreamError(err.tag, err.message, err.status, err.body));
  }
  throw toGraphQLError(ctx, err);
}

/** The GraphQL error for a failure that is not the caller's business; no stack, URL or secret. */
export function toGraphQLError(ctx: GatewayContext, err: unknown): GraphQLError {
  if (err instanceof GraphQLError) return err;
  if (err instanceof MissingCredential) return new GraphQLError(err.message, { extensions: { code: "UNAUTHENTICATED" } });
  if (err instanceof Unauthorized) {
    return ctx.credential.kind === "passthrough"
      ? new GraphQLError("The upstream refused your credential.", { extensions: { code: "UNAUTHENTICATED" } })
      : new GraphQLError("The gateway could not authenticate with the upstream.", {
          extensions: { code: "UPSTREAM_UNAVAILABLE" },
        });
  }
  if (err instanceof UpstreamTimeout)
    return new GraphQLError("The bridge API did not answer in time.", { extensions: { code: "UPSTREAM_TIMEOUT" } });
  if (err instanceof UpstreamUnavailable)
    return new GraphQLError("The bridge API is unavailable.", { extensions: { code: "UPSTREAM_UNAVAILABLE" } });
  if (err instanceof UpstreamBadResponse) {
    return new GraphQLError("The bridge API answered something the gateway cannot read.", {
      extensions: { code: "UPSTREAM_BAD_RESPONSE" },
    });
  }
  return new GraphQLError("Unexpected error.", {
    extensions: { code: "INTERNAL_SERVER_ERROR" },
    originalError: err instanceof Error ? err : undefined,
  });
}
