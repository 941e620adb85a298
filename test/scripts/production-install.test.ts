import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const manifest = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe("a production install (npm ci --omit=dev)", () => {
  it("builds nothing: no install-time script, and the build tools are dev dependencies", () => {
    for (const hook of ["preinstall", "install", "postinstall", "prepare", "prepack"])
      expect(manifest.scripts[hook]).toBeUndefined();
    for (const tool of ["esbuild", "typescript", "tsx"]) {
      expect(manifest.dependencies[tool]).toBeUndefined();
      expect(manifest.devDependencies[tool]).toBeDefined();
    }
  });
});
