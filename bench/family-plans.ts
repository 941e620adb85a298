import type autocannon from "autocannon";
import { getAddressFromPublicKey, generateKeyPair } from "@solana/kit";
import { startFakeChainNode } from "../test/utils/fake-chain-node.js";
import { tronFromEvmHex } from "../src/chain/families/tron/address.js";
import type { DepositPlanBenchDeps } from "./deposit-plan.js";
import { sandboxCall } from "./fixtures.js";
import { runLoad } from "./load.js";

/** Each family's scenario: a source chain, a token, and the plan's fields a frontend reads. */
const FAMILIES = [
  {
    family: "SOL",
    chain: "SOLANA",
    token: "USDC",
    selection:
      "... on SolanaDepositPlan { amountBaseUnits instructions { programId accounts { address isSigner isWritable } data } transaction preflight { tokenBalance nativeBalance tokenAccountExists } }",
  },
  {
    family: "TRON",
    chain: "TRON",
    token: "USDT",
    selection:
      "... on TronDepositPlan { amountBaseUnits approval { contractAddress parameter } deposit { contractAddress functionSelector parameter callValue } preflight { allowance tokenBalance nativeBalance } }",
  },
] as const;

/** What S10 measured for one family, per operation. */
export interface FamilyPlanRow {
  family: string;
  chain: string;
  ops: number;
  opsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  gatewayCpuUsPerOp: number;
  /** HTTP round trips to the chain's stand-in node, and the JSON-RPC requests they carried. */
  rpcRoundTripsPerOp: number;
  rpcRequestsPerOp: number;
}

const ownerOf = async (family: string) =>
  family === "SOL"
    ? await getAddressFromPublicKey((await generateKeyPair()).publicKey)
    : tronFromEvmHex(`0x${Buffer.from(crypto.getRandomValues(new Uint8Array(20))).toString("hex")}`);

/** Committed transfers from `chain`, still PENDING (no chain deposits them: they wait on the timer or stay). */
async function pendingTransfers(sandboxUrl: string, jwt: string, chain: string, token: string, owner: string, count: number) {
  const one = async () => {
    const body = {
      chainIn: chain,
      chainOut: "BASE",
      tokenIn: token,
      tokenOut: token,
      amount: "25",
      mode: "pay",
      depositor: owner,
      recipient: "0x2222222222222222222222222222222222222222",
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
 * S10: `depositPlan(quoteId, owner)` per non-EVM chain family (EVM is S7), with its preflight and
 * (Solana) its transaction, through a gateway whose CHAIN_RPC_URLS point at a stand-in JSON-RPC
 * node (there is no local Solana or TRON chain): gateway CPU and RPC round trips per operation.
 */
export async function runFamilyPlansBench(deps: DepositPlanBenchDeps): Promise<FamilyPlanRow[]> {
  const node = await startFakeChainNode();
  const gateway = await deps.startGateway("gateway-families", deps.sandbox.url, {
    CHAIN_RPC_URLS: FAMILIES.map((f) => `${f.chain}=${node.url}`).join(","),
  });
  const rows: FamilyPlanRow[] = [];
  try {
    for (const f of FAMILIES) {
      const owner = await ownerOf(f.family);
      deps.log(`S10: preparing ${deps.transfers} pending transfers from ${f.chain}`);
      const ids = await pendingTransfers(deps.sandbox.url, deps.jwt, f.chain, f.token, owner, deps.transfers);
      const query = `query FamilyPlanBench($quoteId: ID!, $owner: String) { depositPlan(quoteId: $quoteId, owner: $owner) { __typename ${f.selection} ... on Error { message } } }`;
      let next = 0;
      const body = () => JSON.stringify({ query, variables: { quoteId: ids[next++ % ids.length], owner } });
      const sample = (await (
        await fetch(`${gateway.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: body() })
      ).json()) as { data?: { depositPlan?: { __typename: string; preflight?: unknown } } };
      if (!sample.data?.depositPlan?.preflight) throw new Error(`S10 ${f.chain}: unexpected answer ${JSON.stringify(sample)}`);
      const requests: autocannon.Request[] = [
        {
          method: "POST",
          path: "/graphql",
          headers: { "content-type": "application/json", accept: "application/graphql-response+json" },
          setupRequest: (req) => ({ ...req, body: body() }),
        },
      ];
      deps.log(`S10: depositPlan from ${f.chain}, ${deps.durationS} s at ${deps.connections} connections`);
      await runLoad({ url: gateway.url, requests, connections: deps.connections, durationS: deps.warmupS });
      node.roundTrips.splice(0);
      const before = await gateway.usage();
      const load = await runLoad({ url: gateway.url, requests, connections: deps.connections, durationS: deps.durationS });
      const after = await gateway.usage();
      const ops = Math.max(1, load.ops);
      rows.push({
        family: f.family,
        chain: f.chain,
        ops: load.ops,
        opsPerSec: load.opsPerSec,
        p50Ms: load.p50Ms,
        p99Ms: load.p99Ms,
        failures: load.failures,
        gatewayCpuUsPerOp: ((after.cpuMs - before.cpuMs) * 1000) / ops,
        rpcRoundTripsPerOp: node.roundTrips.length / ops,
        rpcRequestsPerOp: node.roundTrips.reduce((n, trip) => n + trip.length, 0) / ops,
      });
    }
    return rows;
  } finally {
    await gateway.stop();
    await node.close();
  }
}

/** The S10 lines of the bench's markdown. */
export function familyPlansMarkdown(rows: FamilyPlanRow[]): string {
  const f = (n: number, d: number) => n.toFixed(d);
  return [
    "| scenario | ops/s | p50 ms | p99 ms | gateway CPU µs/op | RPC round trips/op | JSON-RPC requests/op | failures |",
    "|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| S10 depositPlan(quoteId, owner) from ${r.chain} (${r.family}) | ${f(r.opsPerSec, 0)} | ${f(r.p50Ms, 2)} | ${f(r.p99Ms, 2)} | ${f(r.gatewayCpuUsPerOp, 0)} | ${f(r.rpcRoundTripsPerOp, 3)} | ${f(r.rpcRequestsPerOp, 3)} | ${r.failures} |`,
    ),
  ].join("\n");
}
