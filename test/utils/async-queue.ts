/** A buffer between a producer and a test: `next` waits for the next item, failing after a timeout. */
export interface AsyncQueue<T> {
  push(item: T): void;
  /** Fails every pending and later `next` with this error (e.g. the stream broke). */
  fail(error: Error): void;
  next(timeoutMs?: number): Promise<T>;
  /** Resolves when nothing arrives within `ms` (to show that something was NOT delivered). */
  expectNothing(ms: number): Promise<void>;
  /** Items received and not yet taken. */
  readonly buffered: readonly T[];
}

export function createAsyncQueue<T>(): AsyncQueue<T> {
  const buffered: T[] = [];
  const waiters: { resolve: (item: T) => void; reject: (e: Error) => void }[] = [];
  let failure: Error | undefined;
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
    async expectNothing(ms) {
      const item = await this.next(ms).catch(() => undefined);
      if (item !== undefined) throw new Error(`expected nothing, got ${JSON.stringify(item)}`);
    },
  };
}
