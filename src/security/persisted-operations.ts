import { readFileSync } from "node:fs";
import { z } from "zod";

/** `off`: documents only; `allow`: hashes of listed documents too; `only`: listed documents by hash, nothing else. */
export type PersistedOperationsMode = "off" | "allow" | "only";

/** The client preset's `persisted-documents.json`: hash -> document text. */
const manifestSchema = z.record(z.string(), z.string());

/**
 * Loads the allow-list written by `npm run codegen` (client preset, `persistedDocuments`): hash -> document.
 * @throws Error naming the file when it cannot be read or is not a hash -> document map.
 */
export function loadPersistedOperations(file: string): ReadonlyMap<string, string> {
  try {
    return new Map(Object.entries(manifestSchema.parse(JSON.parse(readFileSync(file, "utf8")))));
  } catch (err) {
    throw new Error(`PERSISTED_OPERATIONS_FILE ${file} is not a readable hash -> document JSON map: ${(err as Error).message}`);
  }
}

/** The hash of Apollo's `extensions.persistedQuery` (version 1); undefined when there is none. */
export function persistedHashOf(extensions: unknown): string | undefined {
  const pq = (extensions as { persistedQuery?: { version?: unknown; sha256Hash?: unknown } } | null | undefined)?.persistedQuery;
  return typeof pq === "object" && pq !== null && pq.version === 1 && typeof pq.sha256Hash === "string"
    ? pq.sha256Hash
    : undefined;
}
