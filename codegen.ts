import type { CodegenConfig } from "@graphql-codegen/cli";

/** Typed documents for the tests (and any TypeScript client): `npm run codegen`. */
const config: CodegenConfig = {
  schema: "schema.graphql",
  ignoreNoDocuments: true,
  emitLegacyCommonJSImports: false,
  generates: {
    // Documents per target (root-level documents would reach every target): tests and bench here,
    // the example page below, so equal operation names in the two do not collide.
    "test/gql/": {
      documents: ["test/**/*.ts", "bench/**/*.ts", "!test/gql/**"],
      preset: "client",
      // persisted-documents.json (hash -> document) is the allow-list of PERSISTED_OPERATIONS mode.
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: "sha256" } },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { Decimal: "string", DateTime: "string", JSON: "unknown" },
        strictScalars: true,
      },
    },
    // The example page: sends documents as strings (no graphql-js in the browser bundle).
    "examples/live-status/src/gql/": {
      documents: ["examples/live-status/src/**/*.ts", "!examples/live-status/src/gql/**"],
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: "string",
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { Decimal: "string", DateTime: "string", JSON: "unknown" },
        strictScalars: true,
      },
    },
  },
};

export default config;
