import type autocannon from "autocannon";
import { countingRpcProxy, restCalls } from "./deposit-plan.js";
import { sandboxCall } from "./fixtures.js";
import { runLoad } from "./load.js";
import type { ServerProcess } from "./processes.js";

/** The sandbox's four local EVM chains. */
const CHAINS = ["ETHEREUM", "ARBITRUM_ONE", "BASE", "OPTIMISM"] as const;
/** Anvil's first development account: it holds every token on every local chain of the sandbox. */
const OWNER = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";

const BALANCES = `query WalletBalancesBench($address: String!, $chains: [String!]) {
  wallet(address: $address) {
    balances(chains: $chains) {
      __typename
      ... on WalletChainBalances {
        chain blockNumber
        balances { token { symbol } amount baseUnits usdValue }
      }
      ... on Error { message }
    }
  }
}`;

/** What the S11 scenario measured, per operation. */
export interface WalletBalancesReport {
  chains: number;
  ops: number;
  opsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  /** HTTP round trips to the chains' JSON-RPC (all four together), and the JSON-RPC requests they carried. */
  rpcRoundTripsPerOp: number;
  rpcRequestsPerOp: number;
  /** Calls to the bridge REST API (the sandbox): the configs and prices come from the shared cache. */
  restCallsPerOp: number;
  gatewayCpuUsPerOp: number;
}

/** What the scenario borrows from the bench runner. */
export interface WalletBalancesBenchDeps {
  sandbox: ServerProcess;
  startGateway(name: string, sandboxUrl: string, extra: Record<string, string>): Promise<ServerProcess>;
  connections: number;
  durationS: number;
  warmupS: number;
  log(line: string): void;
}

type Answer = { data?: { wallet?: { balances?: { __typename: string }[] } } };

/**
 * S11: `wallet(address).balances` over the four local EVM chains, through a gateway whose
 * CHAIN_RPC_URLS points each chain at a counting proxy: RPC round trips and requests, REST calls
 * and gateway CPU per operation. Needs the sandbox on its local chains.
 */
export async function runWalletBalancesBench(deps: WalletBalancesBenchDeps): Promise<WalletBalancesReport | { skipped: string }> {
  const { sandbox } = deps;
  const configs = await sandboxCall<Record<string, { rpc?: string }>>(sandbox.url, "GET", "/bridge/configs");
  const rpcs = CHAINS.map((chain) => configs[chain]?.rpc);
  if (!rpcs.every((rpc) => rpc?.startsWith("http://127.0.0.1"))) return { skipped: "the sandbox runs without local chains" };
  const proxies = await Promise.all(rpcs.map((rpc) => countingRpcProxy(rpc!)));
  const urls = CHAINS.map((chain, i) => `${chain}=${proxies[i]!.url}`).join(",");
  const gateway = await deps.startGateway("gateway-balances", sandbox.url, { CHAIN_RPC_URLS: urls });
  const counted = () =>
    proxies.reduce(
      (sum, p) => ({ roundTrips: sum.roundTrips + p.counts.roundTrips, requests: sum.requests + p.counts.requests }),
      { roundTrips: 0, requests: 0 },
    );
  try {
    const body = JSON.stringify({ query: BALANCES, variables: { address: OWNER, chains: CHAINS } });
    const headers = { "content-type": "application/json", accept: "application/graphql-response+json" };
    const sample = (await (await fetch(`${gateway.url}/graphql`, { method: "POST", headers, body })).json()) as Answer;
    const kinds = sample.data?.wallet?.balances?.map((b) => b.__typename);
    if (kinds?.length !== CHAINS.length || kinds.some((k) => k !== "WalletChainBalances")) {
      throw new Error(`S11: unexpected answer ${JSON.stringify(sample)}`);
    }
    const requests: autocannon.Request[] = [{ method: "POST", path: "/graphql", headers, body }];
    deps.log(`S11: wallet.balances over ${CHAINS.length} chains, ${deps.durationS} s at ${deps.connections} connections`);
    await runLoad({ url: gateway.url, requests, connections: deps.connections, durationS: deps.warmupS });
    await sandboxCall(sandbox.url, "DELETE", "/sandbox/stats");
    const start = counted();
    const before = await gateway.usage();
    const load = await runLoad({ url: gateway.url, requests, connections: deps.connections, durationS: deps.durationS });
    const after = await gateway.usage();
    const end = counted();
    const ops = Math.max(1, load.ops);
    return {
      chains: CHAINS.length,
      ops: load.ops,
      opsPerSec: load.opsPerSec,
      p50Ms: load.p50Ms,
      p99Ms: load.p99Ms,
      failures: load.failures,
      rpcRoundTripsPerOp: (end.roundTrips - start.roundTrips) / ops,
      rpcRequestsPerOp: (end.requests - start.requests) / ops,
      restCallsPerOp: (await restCalls(sandbox.url)) / ops,
      gatewayCpuUsPerOp: ((after.cpuMs - before.cpuMs) * 1000) / ops,
    };
  } finally {
    await gateway.stop();
    await Promise.all(proxies.map((p) => p.close()));
  }
}

/** The S11 lines of the bench's markdown. */
export function walletBalancesMarkdown(r: WalletBalancesReport | { skipped: string }): string {
  if ("skipped" in r) return `S11 wallet.balances: skipped (${r.skipped})`;
  const f = (n: number, d: number) => n.toFixed(d);
  return [
    "| scenario | ops/s | p50 ms | p99 ms | gateway CPU µs/op | RPC round trips/op | JSON-RPC requests/op | REST calls/op |",
    "|---|---|---|---|---|---|---|---|",
    `| S11 wallet.balances over ${r.chains} chains | ${f(r.opsPerSec, 0)} | ${f(r.p50Ms, 2)} | ${f(r.p99Ms, 2)} | ${f(r.gatewayCpuUsPerOp, 0)} | ${f(r.rpcRoundTripsPerOp, 3)} | ${f(r.rpcRequestsPerOp, 3)} | ${f(r.restCallsPerOp, 3)} |`,
  ].join("\n");
}
