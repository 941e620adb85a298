import type { Plugin } from "graphql-yoga";
import { buildExecutionContext, execute } from "@graphql-tools/executor";
import { createGraphQLError, isAsyncIterable, isPromise } from "@graphql-tools/utils";
import { createSourceEventStream, getOperationAST, type DocumentNode, type ExecutionArgs, type ExecutionResult } from "graphql";
import type { GatewayContext } from "../schema/context.js";

type Result = ExecutionResult | Promise<ExecutionResult>;

const DONE: IteratorReturnResult<undefined> = Object.freeze({ value: undefined, done: true });

/** Per event object, per operation key, the result executed for it: dropped with the event once every subscriber is past it. */
type ResultsByEvent = WeakMap<object, Map<string, Result>>;

/**
 * One subscriber's results: its source stream's events, each executed once per operation key.
 * One object per subscriber (a mapped async iterator would be a handful of closures).
 *
 * Each result is handed out in an envelope of this subscriber's own, emptied when the next one is
 * asked for: graphql-ws and yoga's SSE loop hold the last result they sent until the next event,
 * which for a quiet transfer is its whole current state, for hours (a kilobyte or two per
 * subscriber at ten thousand). Both serialise a result before asking for the next one.
 */
class SharedResultStream implements AsyncIterableIterator<Result> {
  private handedOut: { data?: unknown; errors?: unknown; extensions?: unknown } | undefined;

  constructor(
    private readonly source: AsyncIterator<unknown>,
    private readonly args: ExecutionArgs,
    private readonly key: string,
    private readonly results: ResultsByEvent,
  ) {}

  next(): Promise<IteratorResult<Result>> {
    if (this.handedOut) {
      this.handedOut.data = this.handedOut.errors = this.handedOut.extensions = undefined;
      this.handedOut = undefined;
    }
    return this.source.next().then(
      (step): IteratorResult<Result> => (step.done ? DONE : { value: this.envelope(this.resultOf(step.value)), done: false }),
      (error: unknown) => {
        // As the default subscribe reports a failing event stream.
        const operation = getOperationAST(this.args.document, this.args.operationName);
        throw createGraphQLError((error as Error).message, { originalError: error as Error, nodes: operation });
      },
    );
  }

  async return(): Promise<IteratorResult<Result>> {
    await this.source.return?.();
    return DONE;
  }

  async throw(error?: unknown): Promise<IteratorResult<Result>> {
    if (!this.source.throw) throw error;
    await this.source.throw(error);
    return DONE;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private envelope(result: Result): Result {
    const own = (shared: ExecutionResult): ExecutionResult => (this.handedOut = { ...shared });
    return isPromise(result) ? result.then(own) : own(result);
  }

  private resultOf(payload: unknown): Result {
    if (typeof payload !== "object" || payload === null) return this.run(payload);
    let forEvent = this.results.get(payload);
    if (!forEvent) this.results.set(payload, (forEvent = new Map()));
    let result = forEvent.get(this.key);
    if (!result) forEvent.set(this.key, (result = this.run(payload)));
    return result;
  }

  // Without the subscriber's abort signal: one subscriber leaving must not cut the others' result.
  private run(payload: unknown): Result {
    return execute({ ...this.args, rootValue: payload, signal: undefined }) as Result;
  }
}

/**
 * Runs a subscription's selection once per event for all the subscribers that share its document,
 * variables, operation name and scope, instead of once per subscriber. The bus hands every
 * subscriber of an instance the same event object, so a thousand clients following one transfer
 * with the same query cost one execution per event (graphql-ws still serialises and sends each
 * copy). Events are keyed by identity: a replayed or current-state event, built for one
 * subscriber, is executed for that subscriber alone.
 * @param scopeOf what besides the operation decides a result (the caller's tenant: resolvers may
 *   read through the caller's credential); subscribers in different scopes never share one.
 */
export function useSharedSubscriptionResults(scopeOf: (context: GatewayContext) => string): Plugin<GatewayContext> {
  const documentIds = new WeakMap<DocumentNode, number>();
  let nextDocumentId = 0;
  const documentId = (document: DocumentNode): number => {
    let id = documentIds.get(document);
    if (id === undefined) documentIds.set(document, (id = nextDocumentId++));
    return id;
  };
  const results: ResultsByEvent = new WeakMap();

  return {
    onSubscribe({ subscribeFn, setSubscribeFn }) {
      setSubscribeFn(async (args) => {
        // Invalid variables: the default subscribe answers them (HTTP 400, BAD_USER_INPUT).
        if (!("schema" in buildExecutionContext(args))) return subscribeFn(args);
        const source = await createSourceEventStream(args);
        if (!isAsyncIterable(source)) return source;
        const key = [
          documentId(args.document),
          args.operationName ?? "",
          JSON.stringify(args.variableValues ?? {}),
          scopeOf(args.contextValue as GatewayContext),
        ].join("\u0000");
        return new SharedResultStream(source[Symbol.asyncIterator](), args, key, results);
      });
    },
  };
}
