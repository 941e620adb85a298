import { readFileSync } from "node:fs";
import { usePersistedOperations } from "@graphql-yoga/plugin-persisted-operations";
import { GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";
import { z } from "zod";

/** `off`: documents only; `allow`: hashes of listed documents too; `only`: listed documents by hash, nothing else. */
export type PersistedOperationsMode = "off" | "allow" | "only";

/** The client preset's `persisted-documents.json`: hash -> document text. */
const manifestSchema = z.record(z.string(), z.string());

const ONLY_PERSISTED = "Only persisted operations are accepted: send extensions.persistedQuery { version: 1, sha256Hash }.";

/**
 * What the compiled path (http/fast-path.ts) must know to answer a request as the plugin would: the
 * document a request names by hash, and whether a document sent as text may run at all.
 */
export interface PersistedLookup {
  /** `allow`: yes; `only`: no, the plugin refuses it (PERSISTED_QUERY_ONLY). */
  readonly acceptsTexts: boolean;
  /**
   * The allow-listed document of a request whose `extensions` are a version-1 `persistedQuery`
   * and nothing else; undefined for anything else (unknown hash included: the plugin answers it).
   */
  documentFor(extensions: Record<string, unknown>): string | undefined;
}

/** The allow-list: operations a client may run by hash (Apollo's `extensions.persistedQuery`). */
export interface PersistedOperations extends PersistedLookup {
  /** Yoga plugin for HTTP (GET, POST, SSE). */
  plugin: Plugin;
  /**
   * The document a graphql-ws subscribe message may run, or the refusal. graphql-ws bypasses
   * yoga's request pipeline, so the allow-list is applied here for it.
   */
  resolveWs(params: { query: string; extensions?: Record<string, unknown> | null }): string | GraphQLError;
}

/**
 * Loads the allow-list written by `npm run codegen` (client preset, `persistedDocuments`).
 * @throws Error naming the file when it cannot be read or is not a hash -> document map.
 */
export function loadPersistedOperations(file: string, mode: Exclude<PersistedOperationsMode, "off">): PersistedOperations {
  let manifest: Record<string, string>;
  try {
    manifest = manifestSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  } catch (err) {
    throw new Error(`PERSISTED_OPERATIONS_FILE ${file} is not a readable hash -> document JSON map: ${(err as Error).message}`);
  }
  const documents = new Map(Object.entries(manifest));
  const hashOf = (extensions: Record<string, unknown> | null | undefined) => {
    const pq = extensions?.persistedQuery as { version?: unknown; sha256Hash?: unknown } | undefined;
    return pq?.version === 1 && typeof pq.sha256Hash === "string" ? pq.sha256Hash : undefined;
  };
  return {
    acceptsTexts: mode === "allow",
    documentFor(extensions) {
      if (Object.keys(extensions).length !== 1) return undefined;
      const hash = hashOf(extensions);
      return hash === undefined ? undefined : documents.get(hash);
    },
    plugin: usePersistedOperations({
      getPersistedOperation: (hash) => documents.get(hash) ?? null,
      allowArbitraryOperations: mode === "allow",
      customErrors: {
        notFound: {
          message: "This persisted operation is not on the allow-list.",
          extensions: { code: "PERSISTED_QUERY_NOT_FOUND" },
        },
        persistedQueryOnly: { message: ONLY_PERSISTED, extensions: { code: "PERSISTED_QUERY_ONLY" } },
        keyNotFound: { message: ONLY_PERSISTED, extensions: { code: "PERSISTED_QUERY_ONLY" } },
      },
    }) as Plugin,
    resolveWs(params) {
      const hash = hashOf(params.extensions);
      if (hash === undefined) {
        return mode === "allow" && params.query
          ? params.query
          : new GraphQLError(ONLY_PERSISTED, { extensions: { code: "PERSISTED_QUERY_ONLY" } });
      }
      if (mode === "only" && params.query)
        return new GraphQLError(ONLY_PERSISTED, { extensions: { code: "PERSISTED_QUERY_ONLY" } });
      return (
        documents.get(hash) ??
        new GraphQLError("This persisted operation is not on the allow-list.", {
          extensions: { code: "PERSISTED_QUERY_NOT_FOUND" },
        })
      );
    },
  };
}
