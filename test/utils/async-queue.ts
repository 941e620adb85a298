/** A buffer between a producer and a test: `next` waits for the next item, failing after a timeout. */
export interface AsyncQueue<T> {
  push(item: T): void;
  /** Fails every pending and later `next` with this error (e.g. the stream broke). */
  fail(error: Error): void;
  next(timeoutMs?: number): Promise<T>;
  /** Resolves when nothing arrives within `ms` (to show that something was NOT delivered). */
  expectNothing(ms: number): Promise<void>;
  /** Marks the stream finished (the server completed it): what follows is nothing. */
  end(): void;
  /**
   * Resolves when the stream finishes with nothing left before its end (a condition, not a
   * clock: the server's own completion); fails if an item comes first or no end within `timeoutMs`.
   */
  expectEnd(timeoutMs?: number): Promise<void>;
  /** Items received and not yet taken. */
  readonly buffered: readonly T[];
}

export function createAsyncQueue<T>(): AsyncQueue<T> {
  const buffered: T[] = [];
  const waiters: { resolve: (item: T) => void; reject: (e: Error) => void }[] = [];
  let failure: Error | undefined;
  let ended = false;
  const endWaiters: (() => void)[] = [];
  return {
    buffered,
    push(item) {
      const waiter = waiters.shift();
      if (waiter) waiter.resolve(item);
      else buffered.push(item);
    },
    fail(error) {
      failure = error;
      for (const w of waiters.splice(0)) w.reject(error);
    },
    next(timeoutMs = 5000) {
      if (buffered.length > 0) return Promise.resolve(buffered.shift()!);
      if (failure) return Promise.reject(failure);
      return new Promise<T>((resolve, reject) => {
        const waiter = {
          resolve: (item: T) => {
            clearTimeout(timer);
            resolve(item);
          },
          reject: (e: Error) => {
            clearTimeout(timer);
            reject(e);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`nothing arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    end() {
      ended = true;
      for (const resolve of endWaiters.splice(0)) resolve();
    },
    async expectEnd(timeoutMs = 5000) {
      const finished = new Promise<"end">((resolve) => (ended ? resolve("end") : endWaiters.push(() => resolve("end"))));
      // An item that arrived before the end is buffered (or taken by a waiter racing the end).
      const outcome = await Promise.race([finished, this.next(timeoutMs).then((item) => ({ item }))]).catch((e: unknown) => {
        throw new Error(`the stream did not end: ${(e as Error).message}`);
      });
      if (outcome !== "end") throw new Error(`expected the end of the stream, got ${JSON.stringify(outcome.item)}`);
      if (buffered.length > 0) throw new Error(`expected the end of the stream, got ${JSON.stringify(buffered[0])}`);
    },
    async expectNothing(ms) {
      const item = await this.next(ms).catch(() => undefined);
      if (item !== undefined) throw new Error(`expected nothing, got ${JSON.stringify(item)}`);
    },
  };
}
