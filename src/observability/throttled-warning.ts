import type { Logger } from "./logger.js";

/**
 * A warning logged at most once per `everyMs` for each key (a chain, a cache): an outage is one
 * line per period, not one per operation that meets it.
 */
export function throttledWarning(logger: Logger, everyMs: number, message: string, now: () => number = Date.now) {
  const last = new Map<string, number>();
  return (key: string, fields: Record<string, unknown>): void => {
    const at = now();
    if (at - (last.get(key) ?? 0) < everyMs) return;
    last.set(key, at);
    logger.warn(fields, message);
  };
}
