/**
 * The codegen settings every TypeScript client of this gateway needs, in one place: this repo's
 * codegen.ts uses them, and another app's codegen.ts imports (or copies) this file. It imports
 * nothing at run time, so a copy works anywhere @graphql-codegen/cli runs. See docs/clients.md.
 */
import type { Types } from "@graphql-codegen/plugin-helpers";

/**
 * How the custom scalars travel in JSON. `Decimal` stays a string (a float would lose digits),
 * `DateTime` is an ISO-8601 string, `JSON` is whatever the upstream sent.
 */
export const bridgeScalars = { Decimal: "string", DateTime: "string", JSON: "unknown" } as const;

/** The typescript / typescript-operations settings of every target. */
export const bridgeTypesConfig = {
  useTypeImports: true,
  // String unions, not TS enums: an enum value the server adds later cannot break a build.
  enumsAsTypes: true,
  scalars: bridgeScalars,
  // A scalar without a mapping fails codegen instead of becoming `any`.
  strictScalars: true,
};

/** Options of {@link bridgeClientPreset}. */
export interface BridgeClientPresetOptions {
  /** Globs of the files holding the app's `graphql(...)` documents (exclude the output folder). */
  documents: string[];
  /** `string`: documents as strings (no graphql-js in a browser bundle); default: DocumentNode objects. */
  documentMode?: "string" | "documentNode";
  /**
   * Write `persisted-documents.json` (sha256 -> document) next to the output, for the gateway's
   * allow-list (`npm run persisted:merge`); default true.
   */
  persistedDocuments?: boolean;
}

/** One client-preset output (`generates["src/gql/"]`) with this gateway's settings. */
export function bridgeClientPreset(options: BridgeClientPresetOptions): Types.ConfiguredOutput {
  return {
    documents: options.documents,
    preset: "client",
    presetConfig: {
      // Masking hides fields behind useFragment(); these clients read results as they come.
      fragmentMasking: false,
      ...(options.persistedDocuments !== false && { persistedDocuments: { hashAlgorithm: "sha256" } }),
    },
    config: { ...bridgeTypesConfig, ...(options.documentMode === "string" && { documentMode: "string" }) },
  };
}

/**
 * `possibleTypes` for Apollo Client's InMemoryCache (and any cache that must know which types a
 * union or interface has). Without it Apollo Client 4 cannot match `... on Quote` or
 * `... on Error` against a concrete `__typename` and silently drops those fields.
 */
export function bridgePossibleTypes(): Types.ConfiguredOutput {
  return { plugins: ["fragment-matcher"], config: { module: "es2015", useExplicitTyping: true } };
}
