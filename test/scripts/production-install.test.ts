import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { onDispose } from "../utils/disposers.js";

interface Manifest {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  workspaces?: string[];
}
const readManifest = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8")) as Manifest;
const manifest = readManifest("../../package.json");
const sandboxManifest = readManifest("../../packages/sandbox/package.json");
const root = fileURLToPath(new URL("../../", import.meta.url));

describe("a production install (npm ci --omit=dev)", () => {
  it("builds nothing: no install-time script, and the build tools are dev dependencies", () => {
    for (const hook of ["preinstall", "install", "postinstall", "prepare", "prepack"])
      expect(manifest.scripts[hook]).toBeUndefined();
    for (const tool of ["esbuild", "typescript", "tsx"]) {
      expect(manifest.dependencies[tool]).toBeUndefined();
      expect(manifest.devDependencies[tool]).toBeDefined();
    }
  });

  it("leaves the sandbox out: fastify and anvil are the sandbox package's, a dev dependency of the gateway", () => {
    for (const name of ["fastify", "@foundry-rs/anvil", "solc", "@openzeppelin/contracts"]) {
      expect(manifest.dependencies[name]).toBeUndefined();
      expect(manifest.devDependencies[name]).toBeUndefined();
    }
    expect(Object.keys(sandboxManifest.dependencies)).toEqual(expect.arrayContaining(["fastify", "@foundry-rs/anvil"]));
    expect(manifest.workspaces).toEqual(["packages/sandbox"]);
    expect(manifest.devDependencies["@bridge-gateway/sandbox"]).toBeDefined();
  });

  it("says in one line what to do when started without BRIDGE_API_URL and without the sandbox", async () => {
    // The image's layout (Dockerfile): the built gateway, without the sandbox package anywhere on
    // the module path.
    const image = mkdtempSync(join(tmpdir(), "gateway-image-"));
    onDispose(() => rmSync(image, { recursive: true, force: true }));
    cpSync(join(root, "dist/main.js"), join(image, "dist/main.js"));
    cpSync(join(root, "dist/chunks"), join(image, "dist/chunks"), { recursive: true });
    const env = { PATH: process.env["PATH"], PORT: "0" };
    const run = promisify(execFile)(process.execPath, ["dist/main.js"], { cwd: image, env, timeout: 15_000 });
    const failure = (await run.then(
      () => undefined,
      (err: unknown) => err,
    )) as { code: number; stdout: string; stderr: string } | undefined;
    expect(failure).toBeDefined();
    expect(failure!.code).toBe(2);
    expect(failure!.stderr.trim().split("\n")).toEqual([
      "BRIDGE_API_URL is not set and the sandbox (@bridge-gateway/sandbox, a dev dependency) is not installed: " +
        "set BRIDGE_API_URL, or install the dev dependencies (npm install) for sandbox mode",
    ]);
  });
});
