// What the gateway's sandbox mode (src/main.ts) starts: the sandbox and its demo data. Its config
// (`@bridge-gateway/sandbox/config`) and chains (`@bridge-gateway/sandbox/chains`) are entries of
// their own, so the chains boot while this one's modules (fastify and the routes) load.
export { createSandbox, exitWhenKeyPairFails, type Sandbox } from "./app.js";
export { DEMO_DEPOSIT_ADDRESS, seedDemoData } from "./demo-data.js";
