import { defineConfig } from "vite";

/** Where the dev server and `vite preview` forward /graphql (HTTP and WebSocket). */
const gatewayOrigin = process.env.GATEWAY_URL ?? "http://localhost:4000";

export default defineConfig({
  server: { proxy: { "/graphql": { target: gatewayOrigin, ws: true } } },
  preview: { port: 5173, proxy: { "/graphql": { target: gatewayOrigin, ws: true } } },
  build: { outDir: "dist", emptyOutDir: true },
});
