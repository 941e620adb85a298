type Disposer = () => unknown;

const disposers: Disposer[] = [];

/**
 * Registers a cleanup to run after every test of the current file, even when tests failed.
 * Cleanups run in reverse registration order (a gateway stops before the sandbox it uses); a
 * failing cleanup does not skip the others, and all failures are reported together.
 */
export function onDispose(fn: Disposer): void {
  disposers.push(fn);
}

/** Runs and forgets every registered cleanup; test/utils/setup-file.ts calls it after each file. */
export async function drainDisposers(): Promise<void> {
  const errors: unknown[] = [];
  while (disposers.length > 0) {
    const dispose = disposers.pop();
    try {
      await dispose?.();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw new AggregateError(errors, `${errors.length} cleanup(s) failed`);
}
