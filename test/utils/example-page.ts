import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, preview } from "vite";
import { onDispose } from "./disposers.js";

const EXAMPLE_ROOT = join(import.meta.dirname, "..", "..", "examples", "live-status");

/**
 * Builds examples/live-status with its own vite.config.ts (into a temporary directory, so a
 * developer's dist/ is left alone) and serves it with `vite preview`, proxying /graphql (HTTP
 * and WebSocket) to `gatewayUrl`, as `npm run example` does. Stopped after the file's tests.
 */
export async function serveExamplePage(gatewayUrl: string): Promise<{ url: string }> {
  const outDir = await mkdtemp(join(tmpdir(), "live-status-"));
  onDispose(() => rm(outDir, { recursive: true, force: true }));
  await build({ root: EXAMPLE_ROOT, logLevel: "error", build: { outDir, emptyOutDir: true } });
  const server = await preview({
    root: EXAMPLE_ROOT,
    logLevel: "error",
    build: { outDir },
    preview: {
      host: "127.0.0.1",
      port: 0,
      strictPort: false,
      open: false,
      proxy: { "/graphql": { target: gatewayUrl, ws: true } },
    },
  });
  onDispose(() => server.close());
  const { port } = server.httpServer.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/` };
}
