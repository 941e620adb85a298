import type { Plugin } from "graphql-yoga";
import { buildExecutionContext, execute } from "@graphql-tools/executor";
import { createGraphQLError, isAsyncIterable, isPromise } from "@graphql-tools/utils";
import {
  createSourceEventStream,
  getOperationAST,
  type GraphQLError,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
} from "graphql";
import type { GatewayContext } from "../../schema/context.js";

type Result = ExecutionResult | Promise<ExecutionResult>;

const DONE: IteratorReturnResult<undefined> = Object.freeze({ value: undefined, done: true });

/** Masks an error before a client sees it, as yoga's `maskedErrors` does (it must leave a masked error as it is). */
export type MaskError = (error: unknown) => Error;

/** Per event object, per operation key, the result executed for it: dropped with the event once every subscriber is past it. */
type ResultsByEvent = WeakMap<object, Map<string, Result>>;

/**
 * Hears each subscriber's frames by the event they carry: taken, when its stream takes the event,
 * and ended, when the frame is out (the consumer asks for the next result only once it wrote the
 * last: graphql-ws after the WebSocket send's callback, the SSE stream after its write) or its
 * subscriber left first.
 */
export interface Frames {
  taken(payload: unknown): void;
  ended(payload: unknown, written: boolean): void;
}

/** What every stream of one plugin shares. */
interface Shared {
  results: ResultsByEvent;
  maskError: MaskError;
  frames: Frames | undefined;
}

/**
 * One subscriber's results: its source stream's events, each executed once per operation key.
 * One object per subscriber (a mapped async iterator would be a handful of closures).
 *
 * Each result is handed out in an envelope of this subscriber's own, emptied when the next one is
 * asked for: graphql-ws and yoga's SSE loop hold the last result they sent until the next event,
 * which for a quiet transfer is its whole current state, for hours (a kilobyte or two per
 * subscriber at ten thousand). Both serialise a result before asking for the next one.
 */
class SharedResultStream implements AsyncIterableIterator<ExecutionResult> {
  private handedOut: { data?: unknown; errors?: unknown; extensions?: unknown } | undefined;
  /** The event of the frame being made or written, until it is out. */
  private framing: unknown;

  constructor(
    private readonly source: AsyncIterator<unknown>,
    private readonly args: ExecutionArgs,
    private readonly key: string,
    private readonly shared: Shared,
  ) {}

  // Yields results, never promises of them: the stream may reach graphql-ws unwrapped, which sends what it gets.
  next(): Promise<IteratorResult<ExecutionResult>> {
    if (this.handedOut) {
      this.handedOut.data = this.handedOut.errors = this.handedOut.extensions = undefined;
      this.handedOut = undefined;
    }
    this.frameEnded(true);
    return this.source.next().then(
      (step): IteratorResult<ExecutionResult> | Promise<IteratorResult<ExecutionResult>> => {
        if (step.done) return DONE;
        this.framing = step.value;
        this.shared.frames?.taken(step.value);
        const result = this.resultOf(step.value);
        if (!isPromise(result)) return this.envelope(result);
        return result.then(
          (r) => this.envelope(r),
          (error: unknown) => {
            this.frameEnded(false);
            throw error;
          },
        );
      },
      (error: unknown) => {
        // As the default subscribe reports a failing event stream.
        const operation = getOperationAST(this.args.document, this.args.operationName);
        throw this.shared.maskError(
          createGraphQLError((error as Error).message, { originalError: error as Error, nodes: operation }),
        );
      },
    );
  }

  async return(): Promise<IteratorResult<ExecutionResult>> {
    this.frameEnded(false);
    await this.source.return?.();
    return DONE;
  }

  async throw(error?: unknown): Promise<IteratorResult<ExecutionResult>> {
    if (!this.source.throw) throw error;
    await this.source.throw(error);
    return DONE;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private envelope(shared: ExecutionResult): IteratorResult<ExecutionResult> {
    return { value: (this.handedOut = { ...shared }), done: false };
  }

  private frameEnded(written: boolean): void {
    if (this.framing === undefined) return;
    const payload = this.framing;
    this.framing = undefined;
    this.shared.frames?.ended(payload, written);
  }

  private resultOf(payload: unknown): Result {
    if (typeof payload !== "object" || payload === null) return this.run(payload);
    const { results } = this.shared;
    let forEvent = results.get(payload);
    if (!forEvent) results.set(payload, (forEvent = new Map()));
    let result = forEvent.get(this.key);
    if (!result) forEvent.set(this.key, (result = this.run(payload)));
    return result;
  }

  // Without the subscriber's abort signal: one subscriber leaving must not cut the others' result.
  // Masked here, once for every subscriber sharing it (see useUnwrappedSharedResults).
  private run(payload: unknown): Result {
    const result = execute({ ...this.args, rootValue: payload, signal: undefined }) as Result;
    if (!isPromise(result)) return this.masked(result);
    return result.then(
      (r) => this.masked(r),
      (err: unknown) => {
        throw this.shared.maskError(err);
      },
    );
  }

  private masked(result: ExecutionResult): ExecutionResult {
    const { maskError } = this.shared;
    return result.errors ? { ...result, errors: result.errors.map((e) => maskError(e) as GraphQLError) } : result;
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
 * @param maskError the masking of yoga's `maskedErrors`, applied to the results and the stream's
 *   error (default none: yoga's plugin masks them, unless {@link useUnwrappedSharedResults} runs).
 * @param frames hears each subscriber's frames (the live-delivery clock).
 */
export function useSharedSubscriptionResults(
  scopeOf: (context: GatewayContext) => string,
  maskError: MaskError = (error) => error as Error,
  frames?: Frames,
): Plugin<GatewayContext> {
  const documentIds = new WeakMap<DocumentNode, number>();
  let nextDocumentId = 0;
  const documentId = (document: DocumentNode): number => {
    let id = documentIds.get(document);
    if (id === undefined) documentIds.set(document, (id = nextDocumentId++));
    return id;
  };
  const shared: Shared = { results: new WeakMap(), maskError, frames };

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
        return new SharedResultStream(source[Symbol.asyncIterator](), args, key, shared);
      });
    },
  };
}

/**
 * Hands a shared result stream to graphql-ws or yoga's SSE loop as it is. Envelop wraps a
 * subscription's stream in an iterator per plugin kind that looks at each result or error (yoga's
 * masking: a mapping iterator and an error iterator, with their closures and a pending promise
 * each), about 2.5 KB per subscriber for as long as it stays; a shared stream masks its results
 * itself, once for all who share them. Must be the last plugin of the list (after it, only yoga's
 * own masking and abort-error plugins subscribe): it opens the stream and stops the hooks there.
 * Any other result goes on through the hooks as before.
 */
export function useUnwrappedSharedResults(): Plugin {
  return {
    async onSubscribe({ args, subscribeFn, setSubscribeFn, setResultAndStopExecution }) {
      let result;
      try {
        result = await subscribeFn(args);
      } catch (err) {
        setSubscribeFn(() => Promise.reject(err));
        return;
      }
      if (result instanceof SharedResultStream) setResultAndStopExecution(result);
      else setSubscribeFn(() => result);
    },
  };
}
