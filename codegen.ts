import type { CodegenConfig } from "@graphql-codegen/cli";

/** Typed documents for the tests (and any TypeScript client): `npm run codegen`. */
const config: CodegenConfig = {
  schema: "schema.graphql",
  documents: ["test/**/*.ts", "bench/**/*.ts", "!test/gql/**"],
  ignoreNoDocuments: true,
  emitLegacyCommonJSImports: false,
  generates: {
    "test/gql/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { Decimal: "string", DateTime: "string", JSON: "unknown" },
        strictScalars: true,
      },
    },
  },
};

export default config;
