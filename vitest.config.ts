import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  // Vite would load graphql's ESM build for our sources while graphql-yoga (run by Node) loads the
  // CJS one: two GraphQLError classes, and yoga masks ours. One build for everything.
  resolve: { alias: { graphql: "graphql/index.js" } },
  test: {
    include: ["test/**/*.test.ts"],
    // Browser tests run on their own (`npm run test:e2e`, vitest.e2e.config.ts): Chromium next to
    // the rest of the suite on two cores makes timing-bound tests flaky.
    exclude: [...configDefaults.exclude, "test/e2e/**"],
    globalSetup: ["test/utils/global-setup.ts"],
    setupFiles: ["test/utils/setup-file.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Each file boots its own sandbox + gateway on free ports; two cores make more workers noise.
    maxWorkers: 2,
    // A worker keeps its modules from one file to the next: importing the gateway (Pothos, yoga,
    // viem…) once per worker instead of once per file more than halved the suite's CPU time. Each
    // file still drains its own disposers (setupFiles); state that must be fresh is made so in the
    // test that needs it (vi.resetModules).
    isolate: false,
  },
});
