import type autocannon from "autocannon";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sandboxCall } from "./fixtures.js";
import { runLoad } from "./load.js";
import type { ServerProcess } from "./processes.js";

/** The chain and token of the scenario: an ERC-20 deposit, so the preflight reads allowance and both balances. */
const CHAIN = "ARBITRUM_ONE";
const TOKEN = "USDC";
/** Anvil's first development account: it holds every token on every local chain of the sandbox. */
const OWNER = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";

const PLAN = `query DepositPlanBench($quoteId: ID!, $owner: String) {
  depositPlan(quoteId: $quoteId, owner: $owner) {
    __typename
    ... on DepositPlan {
      amountBaseUnits spender
      approval { to data value }
      deposit { chainId to data value gas }
      preflight { allowance tokenBalance nativeBalance approvalNeeded sufficientBalance }
    }
    ... on Error { message }
  }
}`;

/** What the S7 scenario measured, per operation. */
export interface DepositPlanReport {
  ops: number;
  opsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  /** HTTP round trips to the chain's JSON-RPC, and the JSON-RPC requests they carried. */
  rpcRoundTripsPerOp: number;
  rpcRequestsPerOp: number;
  /** Calls to the bridge REST API (the sandbox). */
  restCallsPerOp: number;
  gatewayCpuUsPerOp: number;
}

/** What the scenario borrows from the bench runner. */
export interface DepositPlanBenchDeps {
  sandbox: ServerProcess;
  jwt: string;
  startGateway(name: string, sandboxUrl: string, extra: Record<string, string>): Promise<ServerProcess>;
  connections: number;
  durationS: number;
  warmupS: number;
  transfers: number;
  log(line: string): void;
}

/** A JSON-RPC proxy in front of `target` counting round trips and the requests in them. */
export async function countingRpcProxy(target: string) {
  const counts = { roundTrips: 0, requests: 0 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const parsed = JSON.parse(body) as unknown;
      counts.roundTrips += 1;
      counts.requests += Array.isArray(parsed) ? parsed.length : 1;
      fetch(target, { method: "POST", headers: { "content-type": "application/json" }, body })
        .then(async (answer) => res.writeHead(answer.status, { "content-type": "application/json" }).end(await answer.text()))
        .catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export async function restCalls(sandboxUrl: string): Promise<number> {
  const stats = await sandboxCall<{ requests: Record<string, number> }>(sandboxUrl, "GET", "/sandbox/stats");
  return Object.values(stats.requests).reduce((a, b) => a + b, 0);
}

/** Committed transfers on the scenario's chain, still PENDING (a local chain's transfer waits for its deposit). */
async function pendingTransfers(sandboxUrl: string, jwt: string, count: number): Promise<string[]> {
  const one = async () => {
    const body = {
      chainIn: CHAIN,
      chainOut: "BASE",
      tokenIn: TOKEN,
      tokenOut: TOKEN,
      amount: "25",
      mode: "pay",
      depositor: OWNER,
      recipient: OWNER,
    };
    const quote = await sandboxCall<{ quoteId: string }>(sandboxUrl, "POST", "/bridge/quote/bridge-swap/user", body, jwt);
    await sandboxCall(sandboxUrl, "POST", `/bridge/quote/commit/${quote.quoteId}`, undefined, jwt);
    return quote.quoteId;
  };
  const ids: string[] = [];
  for (let i = 0; i < count; i += 10) ids.push(...(await Promise.all(Array.from({ length: Math.min(10, count - i) }, one))));
  return ids;
}

/**
 * S7: `depositPlan(quoteId, owner)` with its preflight on a local chain, through a gateway whose
 * CHAIN_RPC_URLS points at a counting proxy in front of the chain: RPC round trips and requests,
 * REST calls and gateway CPU per operation. Needs the sandbox on its local chains.
 */
export async function runDepositPlanBench(deps: DepositPlanBenchDeps): Promise<DepositPlanReport | { skipped: string }> {
  const { sandbox } = deps;
  const configs = await sandboxCall<Record<string, { rpc?: string }>>(sandbox.url, "GET", "/bridge/configs");
  const rpc = configs[CHAIN]?.rpc;
  if (!rpc?.startsWith("http://127.0.0.1")) return { skipped: `the sandbox runs without local chains (${CHAIN} rpc ${rpc})` };
  const proxy = await countingRpcProxy(rpc);
  const gateway = await deps.startGateway("gateway-chain", sandbox.url, { CHAIN_RPC_URLS: `${CHAIN}=${proxy.url}` });
  try {
    deps.log(`S7: preparing ${deps.transfers} pending transfers on ${CHAIN}`);
    const ids = await pendingTransfers(sandbox.url, deps.jwt, deps.transfers);
    let next = 0;
    const body = () => JSON.stringify({ query: PLAN, variables: { quoteId: ids[next++ % ids.length], owner: OWNER } });
    const sample = (await (
      await fetch(`${gateway.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: body() })
    ).json()) as {
      data?: { depositPlan?: { __typename: string; preflight?: unknown } };
    };
    if (sample.data?.depositPlan?.__typename !== "DepositPlan" || !sample.data.depositPlan.preflight) {
      throw new Error(`S7: unexpected answer ${JSON.stringify(sample)}`);
    }
    const requests: autocannon.Request[] = [
      {
        method: "POST",
        path: "/graphql",
        headers: { "content-type": "application/json", accept: "application/graphql-response+json" },
        setupRequest: (req) => ({ ...req, body: body() }),
      },
    ];
    deps.log(`S7: depositPlan with a preflight, ${deps.durationS} s at ${deps.connections} connections`);
    await runLoad({ url: gateway.url, requests, connections: deps.connections, durationS: deps.warmupS });
    await sandboxCall(sandbox.url, "DELETE", "/sandbox/stats");
    proxy.counts.roundTrips = 0;
    proxy.counts.requests = 0;
    const before = await gateway.usage();
    const load = await runLoad({ url: gateway.url, requests, connections: deps.connections, durationS: deps.durationS });
    const after = await gateway.usage();
    const ops = Math.max(1, load.ops);
    return {
      ops: load.ops,
      opsPerSec: load.opsPerSec,
      p50Ms: load.p50Ms,
      p99Ms: load.p99Ms,
      failures: load.failures,
      rpcRoundTripsPerOp: proxy.counts.roundTrips / ops,
      rpcRequestsPerOp: proxy.counts.requests / ops,
      restCallsPerOp: (await restCalls(sandbox.url)) / ops,
      gatewayCpuUsPerOp: ((after.cpuMs - before.cpuMs) * 1000) / ops,
    };
  } finally {
    await gateway.stop();
    await proxy.close();
  }
}

/** The S7 lines of the bench's markdown. */
export function depositPlanMarkdown(r: DepositPlanReport | { skipped: string }): string {
  if ("skipped" in r) return `S7 depositPlan with a preflight: skipped (${r.skipped})`;
  const f = (n: number, d: number) => n.toFixed(d);
  return [
    "| scenario | ops/s | p50 ms | p99 ms | gateway CPU µs/op | RPC round trips/op | JSON-RPC requests/op | REST calls/op |",
    "|---|---|---|---|---|---|---|---|",
    `| S7 depositPlan(quoteId, owner) with a preflight | ${f(r.opsPerSec, 0)} | ${f(r.p50Ms, 2)} | ${f(r.p99Ms, 2)} | ${f(r.gatewayCpuUsPerOp, 0)} | ${f(r.rpcRoundTripsPerOp, 3)} | ${f(r.rpcRequestsPerOp, 3)} | ${f(r.restCallsPerOp, 3)} |`,
  ].join("\n");
}
