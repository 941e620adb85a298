// The sandbox as a library: the server, its demo data, and the line an embedded sandbox announces
// itself with. The gateway's sandbox mode (src/main.ts) runs the `./main` entry as a child process
// with `--embedded` and reads that line; it imports nothing else from here but the type.
export { createSandbox, exitWhenKeyPairFails, type Sandbox } from "./app.js";
export { DEMO_DEPOSIT_ADDRESS, seedDemoData } from "./demo-data.js";
export type { EmbeddedSandboxReady } from "./embedded.js";
