import type { CodegenConfig } from "@graphql-codegen/cli";
import { bridgeClientPreset, bridgePossibleTypes } from "./clients/codegen.shared.js";

/**
 * Typed documents for the tests (and any TypeScript client): `npm run codegen`. The settings
 * come from clients/codegen.shared.ts, which other apps use too (docs/clients.md).
 */
const config: CodegenConfig = {
  schema: "schema.graphql",
  ignoreNoDocuments: true,
  emitLegacyCommonJSImports: false,
  generates: {
    // Documents per target (root-level documents would reach every target): tests and bench here,
    // the example page below, so equal operation names in the two do not collide. The sample app
    // (test/clients/sample-app) is another app: its own codegen.ts generates its documents.
    // persisted-documents.json (hash -> document) is the allow-list of PERSISTED_OPERATIONS mode.
    "test/gql/": bridgeClientPreset({
      // Not the peer gateway's dependencies, which `npm run bench` installs under bench/peers.
      documents: ["test/**/*.ts", "bench/**/*.ts", "!**/node_modules/**", "!test/gql/**", "!test/clients/sample-app/**"],
    }),
    // The example page: sends documents as strings (no graphql-js in the browser bundle).
    "examples/live-status/src/gql/": bridgeClientPreset({
      documents: ["examples/live-status/src/**/*.ts", "!examples/live-status/src/gql/**"],
      documentMode: "string",
      persistedDocuments: false,
    }),
    // possibleTypes of every union and interface, for clients' normalised caches (checked in).
    "clients/possible-types.ts": { ...bridgePossibleTypes(), hooks: { afterOneFileWrite: ["prettier --write"] } },
  },
};

export default config;
