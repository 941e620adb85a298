/** A smart deposit address that `npm start` registers in the embedded sandbox, so GraphiQL's example finds it. */
export const DEMO_DEPOSIT_ADDRESS = { address: "0x5da0000000000000000000000000000000000001", chain: "ETHEREUM" } as const;

/**
 * Registers the demo data of sandbox mode through the control API: {@link DEMO_DEPOSIT_ADDRESS}
 * with one completed refund. Idempotent (registering again replaces).
 * @throws Error when the sandbox refuses the registration.
 */
export async function seedDemoData(sandboxUrl: string): Promise<void> {
  const response = await fetch(`${sandboxUrl}/sandbox/deposit-addresses`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      depositAddress: DEMO_DEPOSIT_ADDRESS.address,
      depositChain: DEMO_DEPOSIT_ADDRESS.chain,
      destinationChain: "BASE",
      tokenOut: "USDC",
      addressNote: "demo address of sandbox mode",
      refundAddress: "0x1111111111111111111111111111111111111111",
      refunds: [{}],
    }),
  });
  if (!response.ok)
    throw new Error(`Seeding the sandbox demo deposit address failed: ${response.status} ${await response.text()}`);
}
