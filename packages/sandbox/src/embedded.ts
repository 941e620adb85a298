// What the sandbox tells the gateway that started it as its child (sandbox mode, `npm start`
// without BRIDGE_API_URL): the process boundary keeps the simulated API's modules, state and
// garbage out of the gateway's heap, so sandbox mode runs the gateway exactly as production does.

/** The one JSON line an embedded sandbox writes to stdout once it listens. */
export interface EmbeddedSandboxReady {
  url: string;
  apiKey: { key: string; projectId: string };
  /** The banner's lines about the chains (or timer mode). */
  chainLines: string[];
  demoDepositAddress: { address: string; chain: string };
  /** On local chains: the development deposit route and the account that sends it. */
  devDeposits?: { depositUrl: string; account: string };
}

/** Writes the ready line; `process.stdout` stays free for log lines after it. */
export function announceEmbedded(ready: EmbeddedSandboxReady): void {
  process.stdout.write(`${JSON.stringify(ready)}\n`);
}

/**
 * Stops the sandbox when the gateway that started it goes, however it goes: its end of our stdin
 * pipe closes even on SIGKILL, when no signal would reach us.
 */
export function exitWithParent(stop: () => void): void {
  process.stdin.on("end", stop);
  process.stdin.on("error", stop);
  process.stdin.resume();
}
