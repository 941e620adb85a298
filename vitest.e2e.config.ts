import { configDefaults, defineConfig } from "vitest/config";
import base from "./vitest.config.js";

/** The browser tests (`npm run test:e2e`): headless Chromium driving GraphiQL and the example page. */
export default defineConfig({
  ...base,
  // Spread, not mergeConfig: merging would append to the base include and exclude lists.
  test: {
    ...base.test,
    include: ["test/e2e/**/*.test.ts"],
    exclude: configDefaults.exclude,
    // One Chromium at a time: each one takes most of a core while a page loads.
    maxWorkers: 1,
  },
});
