import type { DocumentNode } from "graphql";
import type { Plugin } from "graphql-yoga";
import { LRUCache } from "lru-cache";

/**
 * Estimated heap bytes, measured on this schema's queries (node 20): a syntax tree keeps every
 * token with its location, about 350 bytes each; graphql-jit's compiled form about 1,200 bytes per
 * token of its document, and the text's literals once more (its generated code spells them out: a
 * compiled 600 KB literal held 600 KB). A text counts 2 bytes a character (V8 keeps non-Latin-1
 * texts that way).
 */
const TEXT_BYTES_PER_CHAR = 2;
const PARSED_BYTES_PER_TOKEN = 350;
const COMPILED_BYTES_PER_TOKEN = 1_200;

/** What is kept of one query text: yoga's parse of it, and per operation name what the compiled path made of it. */
interface DocumentEntry<C> {
  document?: DocumentNode;
  /** Tokens of `document`, counted once. */
  tokens: number;
  operations?: Map<string, { state: C; compiled: boolean }>;
}

/**
 * Every per-document cache of the gateway in one LRU bounded by bytes (GRAPHQL_DOCUMENT_CACHE_MAX_BYTES):
 * yoga's parse cache and the compiled path's (twins/graphql/compiled-operations.ts), keyed by the text.
 * Bounded by count, as they were, a thousand distinct 600 KB texts held 600 MB; by bytes, large
 * texts push each other out and the bound holds whatever clients send. `C`: the compiled path's
 * state of one operation.
 */
export interface DocumentCache<C> {
  /**
   * yoga's `parserAndValidationCache`: a parse is looked up here, but kept only once it passed
   * validation (by {@link plugin}); parse errors are not kept at all.
   */
  readonly yoga: {
    documentCache: { get(text: string): DocumentNode | undefined; set(text: string, document: DocumentNode): void };
    errorCache: { get(text: string): undefined; set(text: string, error: unknown): void };
  };
  /**
   * Keeps each document that passed validation: one refused is not worth keeping, and a caller
   * must not be able to push the documents that run out of the cache with documents that do not.
   */
  readonly plugin: Plugin;
  /** The compiled path's state of one operation (`key`: its name, or the text's own key) of a text. */
  operation(text: string, key: string): C | undefined;
  /** Records it; `compiledFrom`: the document its state was compiled from, counted at its compiled size. */
  setOperation(text: string, key: string, state: C, compiledFrom?: DocumentNode): void;
  /**
   * Whether the text's entry would still be kept with `key` compiled from `compiledFrom`: an entry
   * larger than an eighth of the bound is dropped, so compiling it would be work thrown away.
   */
  canKeepCompiled(text: string, key: string, compiledFrom: DocumentNode): boolean;
  /** Estimated bytes held now. */
  readonly bytes: number;
}

/** Tokens of a parsed document (its location keeps the whole token list). */
function tokensOf(document: DocumentNode | undefined): number {
  let count = 0;
  for (let token = document?.loc?.startToken ?? null; token; token = token.next) count++;
  return count;
}

function sizeOf<C>(entry: DocumentEntry<C>, text: string): number {
  let size = text.length * TEXT_BYTES_PER_CHAR;
  if (entry.document) size += entry.tokens * PARSED_BYTES_PER_TOKEN;
  for (const [key, operation] of entry.operations ?? []) {
    size += key.length * TEXT_BYTES_PER_CHAR;
    if (operation.compiled) size += Math.max(1, entry.tokens) * COMPILED_BYTES_PER_TOKEN + text.length * TEXT_BYTES_PER_CHAR;
  }
  return Math.max(1, size);
}

/** Creates the cache; one entry may take at most an eighth of `maxBytes`, and a larger one is not kept. */
export function createDocumentCache<C>(maxBytes: number): DocumentCache<C> {
  const maxEntrySize = Math.max(1, Math.floor(maxBytes / 8));
  const entries = new LRUCache<string, DocumentEntry<C>>({ maxSize: maxBytes, maxEntrySize, sizeCalculation: sizeOf });
  // A new object for each change: lru-cache sizes an entry when it is set to a value it does not
  // hold; the same object set again keeps the size it was first counted at.
  const changed = (text: string, change: (entry: DocumentEntry<C>) => void): DocumentEntry<C> => {
    const kept = entries.peek(text);
    const entry: DocumentEntry<C> = {
      ...kept,
      tokens: kept?.tokens ?? 0,
      operations: kept?.operations && new Map(kept.operations),
    };
    change(entry);
    return entry;
  };
  const update = (text: string, change: (entry: DocumentEntry<C>) => void) => void entries.set(text, changed(text, change));
  const withOperation = (key: string, state: C, compiledFrom?: DocumentNode) => (entry: DocumentEntry<C>) => {
    entry.tokens ||= tokensOf(compiledFrom ?? entry.document);
    (entry.operations ??= new Map()).set(key, { state, compiled: compiledFrom !== undefined });
  };

  return {
    yoga: {
      documentCache: { get: (text) => entries.get(text)?.document, set: () => undefined },
      // A text that does not parse is parsed again (and refused again) at the same cost as the first time.
      errorCache: { get: () => undefined, set: () => undefined },
    },
    plugin: {
      onValidate: ({ params: { documentAST } }) => {
        const text = documentAST.loc?.source.body;
        if (text === undefined || entries.get(text)?.document === documentAST) return;
        return ({ valid }) => {
          if (!valid) return;
          update(text, (entry) => {
            entry.document = documentAST;
            entry.tokens = tokensOf(documentAST);
          });
        };
      },
    },
    operation: (text, key) => entries.get(text)?.operations?.get(key)?.state,
    setOperation: (text, key, state, compiledFrom) => update(text, withOperation(key, state, compiledFrom)),
    canKeepCompiled: (text, key, compiledFrom) =>
      sizeOf(changed(text, withOperation(key, undefined as C, compiledFrom)), text) <= maxEntrySize,
    get bytes() {
      return entries.calculatedSize;
    },
  };
}
