import type autocannon from "autocannon";
import { randomBytes } from "node:crypto";
import { sandboxCall } from "./fixtures.js";
import { runLoad } from "./load.js";
import type { ServerProcess } from "./processes.js";

/** The chain and token of the scenario: an ERC-20, so the answer carries the transfer's calldata too. */
const CHAIN = "ETHEREUM";
const TOKEN = "USDT";

/** The request as a page with a QR code asks it, and as a page that hands the transaction to a connected wallet. */
const VARIANTS = [
  { label: "with qrCodeSvg", fields: "uri amountBaseUnits minAmount maxAmount qrCodeSvg transaction { chainId to data value }" },
  { label: "without qrCodeSvg", fields: "uri amountBaseUnits minAmount maxAmount transaction { chainId to data value }" },
] as const;

const requestOf = (
  fields: string,
) => `query PaymentRequestBench($address: String!, $chain: String!, $token: String!, $amount: Decimal) {
  depositAddress(address: $address, chain: $chain) {
    paymentRequest(token: $token, amount: $amount) {
      __typename
      ... on PaymentRequest { ${fields} }
      ... on Error { message }
    }
  }
}`;

/** What the S8 scenario measured, per operation. */
export interface PaymentRequestReport {
  label: string;
  ops: number;
  opsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  /** Calls to the bridge REST API (the sandbox): the address's status; configs and prices come from the cache. */
  restCallsPerOp: number;
  gatewayCpuUsPerOp: number;
  /** The answer's size, its QR code's SVG most of it. */
  responseBytes: number;
}

/** What the scenario borrows from the bench runner. */
export interface PaymentRequestBenchDeps {
  sandbox: ServerProcess;
  startGateway(name: string, sandboxUrl: string, extra: Record<string, string>): Promise<ServerProcess>;
  connections: number;
  durationS: number;
  warmupS: number;
  log(line: string): void;
}

async function restCalls(sandboxUrl: string): Promise<number> {
  const stats = await sandboxCall<{ requests: Record<string, number> }>(sandboxUrl, "GET", "/sandbox/stats");
  return Object.values(stats.requests).reduce((a, b) => a + b, 0);
}

/** Smart deposit addresses of the bench's project on the scenario's chain, a few cents' amounts apart. */
async function depositAddresses(sandboxUrl: string, count: number): Promise<string[]> {
  const addresses = Array.from({ length: count }, () => `0x${randomBytes(20).toString("hex")}`);
  for (const depositAddress of addresses) {
    await sandboxCall(sandboxUrl, "POST", "/sandbox/deposit-addresses", {
      depositAddress,
      depositChain: CHAIN,
      destinationChain: "BASE",
    });
  }
  return addresses;
}

type Variant = (typeof VARIANTS)[number];

/** One variant's load on `gateway`: each operation another address and amount, so each answer its own link and QR code. */
async function measure(deps: PaymentRequestBenchDeps, gateway: ServerProcess, addresses: string[], variant: Variant) {
  const { sandbox } = deps;
  const query = requestOf(variant.fields);
  let next = 0;
  const body = () => {
    const i = next++;
    const amount = `${10 + (i % 900)}.${String(i % 1_000_000).padStart(6, "0")}`;
    return JSON.stringify({ query, variables: { address: addresses[i % addresses.length], chain: CHAIN, token: TOKEN, amount } });
  };
  const headers = { "content-type": "application/json", accept: "application/graphql-response+json" };
  const sample = await (await fetch(`${gateway.url}/graphql`, { method: "POST", headers, body: body() })).text();
  const answer = JSON.parse(sample) as { data?: { depositAddress?: { paymentRequest?: { __typename: string } } } };
  if (answer.data?.depositAddress?.paymentRequest?.__typename !== "PaymentRequest") {
    throw new Error(`S8: unexpected answer ${sample}`);
  }
  const requests: autocannon.Request[] = [
    { method: "POST", path: "/graphql", headers, setupRequest: (req) => ({ ...req, body: body() }) },
  ];
  deps.log(`S8: paymentRequest ${variant.label}, ${deps.durationS} s at ${deps.connections} connections`);
  await runLoad({ url: gateway.url, requests, connections: deps.connections, durationS: deps.warmupS });
  await sandboxCall(sandbox.url, "DELETE", "/sandbox/stats");
  const before = await gateway.usage();
  const load = await runLoad({ url: gateway.url, requests, connections: deps.connections, durationS: deps.durationS });
  const after = await gateway.usage();
  const ops = Math.max(1, load.ops);
  return {
    label: variant.label,
    ops: load.ops,
    opsPerSec: load.opsPerSec,
    p50Ms: load.p50Ms,
    p99Ms: load.p99Ms,
    failures: load.failures,
    restCallsPerOp: (await restCalls(sandbox.url)) / ops,
    gatewayCpuUsPerOp: ((after.cpuMs - before.cpuMs) * 1000) / ops,
    responseBytes: Buffer.byteLength(sample),
  };
}

/**
 * S8: `depositAddress(address, chain).paymentRequest(token, amount)` on a gateway with its caches
 * on, with and without the QR code: throughput, latency, REST calls and gateway CPU per operation.
 */
export async function runPaymentRequestBench(deps: PaymentRequestBenchDeps): Promise<PaymentRequestReport[]> {
  const gateway = await deps.startGateway("gateway-payment", deps.sandbox.url, {});
  try {
    const addresses = await depositAddresses(deps.sandbox.url, 50);
    const reports: PaymentRequestReport[] = [];
    for (const variant of VARIANTS) reports.push(await measure(deps, gateway, addresses, variant));
    return reports;
  } finally {
    await gateway.stop();
  }
}

/** The S8 lines of the bench's markdown. */
export function paymentRequestMarkdown(reports: PaymentRequestReport[]): string {
  const f = (n: number, d: number) => n.toFixed(d);
  return [
    "| scenario | ops/s | p50 ms | p99 ms | gateway CPU µs/op | REST calls/op | answer bytes |",
    "|---|---|---|---|---|---|---|",
    ...reports.map(
      (r) =>
        `| S8 paymentRequest(token, amount), ${r.label} | ${f(r.opsPerSec, 0)} | ${f(r.p50Ms, 2)} | ${f(r.p99Ms, 2)} | ${f(r.gatewayCpuUsPerOp, 0)} | ${f(r.restCallsPerOp, 3)} | ${r.responseBytes} |`,
    ),
  ].join("\n");
}
