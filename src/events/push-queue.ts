/** Values waiting for a reader at most, per queue; past it a value is refused (see {@link PushQueue.push}). */
export const PUSH_QUEUE_LIMIT = 1024;

const DONE: IteratorReturnResult<undefined> = Object.freeze({ value: undefined, done: true });

/**
 * An async iterator fed by pushes: the one object a live subscriber costs between its producer
 * (the bus) and its consumer (graphql-js, then graphql-ws or SSE). A Repeater or an async
 * generator would do the same with a chain of closures and promises per subscriber; at ten
 * thousand subscribers per instance those were a third of each one's memory (issue 29).
 *
 * `return()` ends it at once, also while a `next()` waits (an async generator's `return()` would
 * wait behind that `next()`, so a client leaving a quiet topic would never unsubscribe); values
 * pushed before an `end()` are still read, then the end.
 */
export class PushQueue<T> implements AsyncIterableIterator<T, undefined, undefined> {
  /** Values not read yet; created by the first push that finds no reader waiting. */
  private queue: T[] | undefined;
  private reader: ((result: IteratorResult<T, undefined>) => void) | undefined;
  private failReader: ((error: unknown) => void) | undefined;
  /** Set by `end`: nothing more is pushed; readers get what is queued, then this. */
  private ending: { error: unknown } | undefined;
  private returned = false;

  /** Whether the queue takes no more values (ended or returned). */
  get closed(): boolean {
    return this.ending !== undefined || this.returned;
  }

  /**
   * Hands `value` to the waiting reader, or queues it. False, and the value is dropped, when the
   * queue is closed or already holds {@link PUSH_QUEUE_LIMIT} values (a reader that stopped reading).
   */
  push(value: T): boolean {
    if (this.closed) return false;
    const reader = this.reader;
    if (reader) {
      this.reader = this.failReader = undefined;
      reader({ value, done: false });
      return true;
    }
    const queue = (this.queue ??= []);
    if (queue.length >= PUSH_QUEUE_LIMIT) return false;
    queue.push(value);
    return true;
  }

  /** No more values: the reader gets those queued, then the end (or `error`, thrown by its next read). */
  end(error?: unknown): void {
    if (this.closed) return;
    this.ending = { error };
    this.onClose();
    const reader = this.reader;
    const failReader = this.failReader;
    this.reader = this.failReader = undefined;
    if (error === undefined) reader?.(DONE);
    else failReader?.(error);
  }

  next(): Promise<IteratorResult<T, undefined>> {
    if (this.queue && this.queue.length > 0) return Promise.resolve({ value: this.queue.shift()!, done: false });
    if (this.returned) return Promise.resolve(DONE);
    if (this.ending) {
      const { error } = this.ending;
      // An error is thrown once; the reads after it see the end.
      this.ending = { error: undefined };
      return error === undefined ? Promise.resolve(DONE) : Promise.reject(error);
    }
    return new Promise((resolve, reject) => {
      this.reader = resolve;
      this.failReader = reject;
    });
  }

  /** Ends the queue now: what it held is dropped, and a waiting `next()` gets the end. */
  return(): Promise<IteratorResult<T, undefined>> {
    if (!this.returned) {
      const wasClosed = this.closed;
      this.returned = true;
      this.queue = undefined;
      if (!wasClosed) this.onClose();
      const reader = this.reader;
      this.reader = this.failReader = undefined;
      reader?.(DONE);
    }
    return Promise.resolve(DONE);
  }

  throw(error?: unknown): Promise<IteratorResult<T, undefined>> {
    void this.return();
    return Promise.reject(error);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  /** Called once, when the queue closes (by `end` or `return`): where a subclass lets go of its sources. */
  protected onClose(): void {}
}
