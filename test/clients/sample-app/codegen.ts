import type { CodegenConfig } from "@graphql-codegen/cli";
// A separate app imports the gateway's shared settings (or keeps a copy of that one file).
import { bridgeClientPreset, bridgePossibleTypes } from "../../../clients/codegen.shared.js";

/** Stands for another team's frontend: its own documents, its own output, the gateway's settings. */
const config: CodegenConfig = {
  // Another repo points at its copy of the gateway's schema.graphql, or at a running gateway's
  // http://host:4000/graphql (introspection is on unless GRAPHQL_INTROSPECTION=false).
  schema: "../../../schema.graphql",
  emitLegacyCommonJSImports: false,
  generates: {
    "src/gql/": bridgeClientPreset({ documents: ["src/**/*.ts", "!src/gql/**"] }),
    "src/gql/possible-types.ts": bridgePossibleTypes(),
  },
};

export default config;
