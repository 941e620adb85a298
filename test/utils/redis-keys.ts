import { randomUUID } from "node:crypto";
import { inject } from "vitest";

/**
 * A key prefix of its own for one test's data, under this run's root: the run's teardown removes
 * every key under the root (test/utils/global-setup.ts), and never another run's.
 */
export function testKeyPrefix(label?: string): string {
  return `${inject("redisKeyRoot")}${label ? `${label}:` : ""}${randomUUID()}:`;
}
