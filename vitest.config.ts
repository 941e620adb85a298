import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/utils/global-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Each file boots its own sandbox + gateway on free ports; two cores make more workers noise.
    maxWorkers: 2,
  },
});
