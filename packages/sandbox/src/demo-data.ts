import type { Sandbox, SandboxRequest } from "./app.js";

/** A smart deposit address that `npm start` registers in the embedded sandbox, so GraphiQL's example finds it. */
export const DEMO_DEPOSIT_ADDRESS = { address: "0x5da0000000000000000000000000000000000001", chain: "ETHEREUM" } as const;

/** The control API request that registers {@link DEMO_DEPOSIT_ADDRESS} with one completed refund. */
const DEMO_REGISTRATION: SandboxRequest = {
  method: "POST",
  url: "/sandbox/deposit-addresses",
  payload: {
    depositAddress: DEMO_DEPOSIT_ADDRESS.address,
    depositChain: DEMO_DEPOSIT_ADDRESS.chain,
    destinationChain: "BASE",
    tokenOut: "USDC",
    addressNote: "demo address of sandbox mode",
    refundAddress: "0x1111111111111111111111111111111111111111",
    refunds: [{}],
  },
};

/**
 * Registers the demo data of sandbox mode through the control API, in-process. Idempotent
 * (registering again replaces).
 * @throws Error when the sandbox refuses the registration.
 */
export async function seedDemoData(sandbox: Pick<Sandbox, "inject">): Promise<void> {
  const { statusCode, body } = await sandbox.inject(DEMO_REGISTRATION);
  if (statusCode !== 201) throw new Error(`Seeding the sandbox demo deposit address failed: ${statusCode} ${body}`);
}
