import { readFileSync } from "node:fs";
import { z } from "zod";

/** `off`: documents only; `allow`: hashes of listed documents too; `only`: listed documents by hash, nothing else. */
export type PersistedOperationsMode = "off" | "allow" | "only";

/** The client preset's `persisted-documents.json`: hash -> document text. */
const manifestSchema = z.record(z.string(), z.string());

/**
 * The hex digest of a persisted-operation hash. `@graphql-codegen/client-preset` 6 writes
 * `sha256:<hex>` (manifest keys and the hash its documents embed, which clients send); version 5
 * and Apollo's own link write the bare hex. Either form names the same document.
 */
export function bareHash(hash: string): string {
  return hash.startsWith("sha256:") ? hash.slice("sha256:".length) : hash;
}

/**
 * Loads the allow-list written by `npm run codegen` (client preset, `persistedDocuments`): hash
 * (bare hex, see {@link bareHash}) -> document.
 * @throws Error naming the file when it cannot be read or is not a hash -> document map.
 */
export function loadPersistedOperations(file: string): ReadonlyMap<string, string> {
  try {
    const manifest = manifestSchema.parse(JSON.parse(readFileSync(file, "utf8")));
    return new Map(Object.entries(manifest).map(([hash, document]) => [bareHash(hash), document]));
  } catch (err) {
    throw new Error(`PERSISTED_OPERATIONS_FILE ${file} is not a readable hash -> document JSON map: ${(err as Error).message}`);
  }
}

/** The hash (bare hex) of Apollo's `extensions.persistedQuery` (version 1); undefined when there is none. */
export function persistedHashOf(extensions: unknown): string | undefined {
  const pq = (extensions as { persistedQuery?: { version?: unknown; sha256Hash?: unknown } } | null | undefined)?.persistedQuery;
  return typeof pq === "object" && pq !== null && pq.version === 1 && typeof pq.sha256Hash === "string"
    ? bareHash(pq.sha256Hash)
    : undefined;
}
