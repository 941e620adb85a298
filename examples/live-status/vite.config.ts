import { defineConfig } from "vite";

/** Where the dev server and `vite preview` forward /graphql (HTTP and WebSocket). */
const gatewayOrigin = process.env.GATEWAY_URL ?? "http://localhost:4000";

/** Where `npm run example` (vite preview) listens: EXAMPLE_PORT, default 5173 (`-- --port <n>` also works). */
const port = Number(process.env.EXAMPLE_PORT ?? 5173);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  throw new Error(`EXAMPLE_PORT must be a port number, got "${process.env.EXAMPLE_PORT}"`);

export default defineConfig({
  server: { proxy: { "/graphql": { target: gatewayOrigin, ws: true } } },
  preview: { port, proxy: { "/graphql": { target: gatewayOrigin, ws: true } } },
  build: { outDir: "dist", emptyOutDir: true },
});
