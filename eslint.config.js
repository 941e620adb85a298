import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "node_modules",
      "dist",
      "packages/*/dist",
      "test/gql",
      "bench/results",
      "examples/**/dist",
      "examples/**/src/gql",
      "test/clients/sample-app/src/gql",
      "coverage",
      // Screenshots, and docs' code blocks written out by the tests that run them.
      "test-artifacts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
);
