import { getOperationAST, isAbstractType, type DocumentNode, type ExecutionResult, type GraphQLSchema } from "graphql";
import type { Plugin } from "graphql-yoga";
import type * as Jit from "graphql-jit";
import { operationSpan, type OperationSpan } from "../../observability/tracing-plugin.js";
import type { DocumentCache } from "./document-cache.js";

/** A query document compiled to JavaScript by graphql-jit, ready to run with new variables. */
export interface CompiledOperation {
  /** The operation's name as logs and metrics show it. */
  name: string;
  type: "query" | "mutation";
  /** The operation's span, named as the tracing plugin names yoga's (observability/tracing-plugin.ts). */
  span: OperationSpan;
  /** Coerces the variables and executes; a result with `errors` and no `data` means they were refused. */
  run(context: object, variables: Record<string, unknown> | undefined): Promise<ExecutionResult> | ExecutionResult;
}

/** The documents yoga has run (parsed, validated, admitted by every plugin) and sees again, compiled for the fast path. */
export interface CompiledOperations {
  /** The compiled operation of this exact request text, if yoga has run it before. */
  get(query: string, operationName: string | undefined): CompiledOperation | undefined;
  /**
   * Last in yoga's plugin list: a query that reaches execution has passed parsing, validation,
   * the query limits and every other plugin, so its text may skip them from now on.
   */
  plugin: Plugin;
}

/**
 * What the compiled path knows of one operation of a text: the times yoga ran it so far, `false`
 * when it is not to be compiled (subscriptions stay on yoga's path, as does a document graphql-jit
 * cannot compile), or its compiled form.
 */
export type CompiledState = CompiledOperation | false | number;

/**
 * The operation's key within its text. Only an absent operation name is the text's own: `""`
 * names no operation (graphql-js answers "Unknown operation"), so it must not find the text
 * compiled without a name. A valid name cannot be the separator.
 */
const keyOf = (operationName: string | undefined) => operationName ?? "\u0000";

/**
 * graphql-jit calls `resolveType(value, context, info)` without graphql-js's fourth argument, the
 * abstract type; Pothos's resolvers fall back to graphql's `defaultTypeResolver`, which needs it
 * (every result union resolves its error members by `isTypeOf` that way). Supplies the type.
 */
const prepared = new WeakSet<GraphQLSchema>();
function withAbstractTypeArgument(schema: GraphQLSchema): void {
  if (prepared.has(schema)) return;
  prepared.add(schema);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isAbstractType(type) || !type.resolveType) continue;
    const resolveType = type.resolveType;
    type.resolveType = (value, context, info, abstractType) => resolveType(value, context, info, abstractType ?? type);
  }
}

/**
 * graphql-jit (with fast-json-stringify and ajv behind it) is imported when the first text is
 * worth compiling, not at start-up: a gateway that has not yet seen a text twice (one just
 * started, or only health-checked) has not paid for it. Held once loaded, so later compilations
 * wait for nothing.
 */
let jit: typeof Jit | undefined;
let jitLoading: Promise<typeof Jit> | undefined;
const loadJit = () => (jitLoading ??= import("graphql-jit").then((module) => (jit = module)));

/** What one compilation is made from: values of the text, never the execution that asked for it. */
interface Compilation {
  schema: GraphQLSchema;
  documents: DocumentCache<CompiledState>;
  query: string;
  key: string;
  document: DocumentNode;
  operationName: string | undefined;
}

/**
 * Compiles one operation of a text and records it in the document cache. Its own function, so the
 * compiled operation's closures hold only these values: made inside `onExecute`, they kept its
 * `args` (the context, the request and response, the loaders) for as long as the text stayed cached.
 */
function compileOperation(c: Compilation): Promise<void> | void {
  const { documents, query, key, operationName } = c;
  const operation = getOperationAST(c.document, operationName);
  if (!operation || operation.operation === "subscription") return void documents.setOperation(query, key, false);
  const type = operation.operation;
  const name = operation.name?.value ?? operationName ?? "anonymous";
  const compile = ({ compileQuery, isCompiledQuery }: typeof Jit) => {
    const compiled = compileQuery(c.schema, c.document, operationName);
    if (!isCompiledQuery(compiled)) return void documents.setOperation(query, key, false);
    const run: CompiledOperation = {
      name,
      type,
      span: operationSpan(operation, operationName),
      run: (context, variables) => compiled.query(undefined, context, variables),
    };
    documents.setOperation(query, key, run, c.document);
  };
  // The first compilation waits for the import (this one execution, once per process), so
  // a text is compiled after its `compileAfterRuns`th run either way.
  if (jit) return compile(jit);
  return loadJit().then(compile, () => void documents.setOperation(query, key, false));
}

/** How many compilations may start now; each one takes one. */
export interface CompileBudget {
  take(): boolean;
}

/**
 * Compilations rationed as a token bucket: `burst` at once (a deployment's texts when it starts),
 * then `perSecond`. A compilation costs 2-4 ms of CPU, some 10-20 times an answer: a caller
 * sending each of many distinct texts twice would otherwise buy one with every second request.
 */
export function compileBudget(perSecond = 20, burst = 100, now: () => number = Date.now): CompileBudget {
  let tokens = burst;
  let last = now();
  return {
    take() {
      const t = now();
      tokens = Math.min(burst, tokens + ((t - last) * perSecond) / 1000);
      last = t;
      if (tokens < 1) return false;
      tokens--;
      return true;
    },
  };
}

/**
 * Creates the registry over `schema` (whose abstract types it makes graphql-jit-compatible), kept
 * in `documents` beside yoga's parses (bounded by bytes, twins/graphql/document-cache.ts).
 * `compileAfterRuns`: how many times yoga runs a text before it is compiled (at least 1).
 */
export function createCompiledOperations(
  schema: GraphQLSchema,
  compileAfterRuns: number,
  documents: DocumentCache<CompiledState>,
  budget: CompileBudget = compileBudget(),
): CompiledOperations {
  withAbstractTypeArgument(schema);

  return {
    get(query, operationName) {
      const found = documents.operation(query, keyOf(operationName));
      return typeof found === "object" ? found : undefined;
    },
    plugin: {
      onExecute({ args }) {
        const query = (args.contextValue as { params?: { query?: string } }).params?.query;
        if (typeof query !== "string") return;
        const operationName = args.operationName ?? undefined;
        const key = keyOf(operationName);
        const seen = documents.operation(query, key) ?? 0;
        if (typeof seen !== "number") return;
        // A text proves hot by its runs while it stays cached; one sent once (or a client varying
        // it on purpose) is not worth the few ms a compilation costs.
        if (seen + 1 < compileAfterRuns) return void documents.setOperation(query, key, seen + 1);
        if (!documents.canKeepCompiled(query, key, args.document)) return void documents.setOperation(query, key, false);
        // Over budget: yoga runs it this time, and its next run asks again.
        if (!budget.take()) return;
        return compileOperation({ schema, documents, query, key, document: args.document, operationName });
      },
    },
  };
}
