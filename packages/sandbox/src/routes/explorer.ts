import type { FastifyInstance, FastifyReply } from "fastify";
import { isAddress, isHash, type Address, type Hash } from "viem";
import { chainExplorer, type AddressView, type ChainExplorer, type Decoded, type TransactionView } from "../chains/explorer.js";
import type { SandboxContext } from "../server/context.js";

/**
 * A small block explorer over the sandbox's local chains, so that `depositTxUrl` and
 * `withdrawTxUrl` (built from each local chain's `blockExplorer`, which names these pages) open on
 * transactions that exist only on the local nodes: `/explorer/{chain}/tx/{hash}` and
 * `/explorer/{chain}/address/{address}`, the vendor's explorer paths.
 */
export function registerExplorerRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const explorers = new Map<string, ChainExplorer>();
  const explorerOf = (chain: string) => {
    const local = ctx.addresses.local(chain);
    if (!local) return undefined;
    if (!explorers.has(chain)) explorers.set(chain, chainExplorer(local));
    return explorers.get(chain);
  };

  app.get<{ Params: { chain: string } }>("/explorer/:chain", async (request, reply) => {
    const explorer = explorerOf(request.params.chain);
    if (!explorer) return page(reply, 404, "No such chain", noChain(request.params.chain));
    const head = await explorer.head().catch(() => undefined);
    const local = ctx.addresses.local(request.params.chain)!;
    const rows: [string, string][] = [
      ["chain id", String(local.chainId)],
      ["RPC", local.rpcUrl],
      ["latest block", head === undefined ? "the node does not answer" : head.toString()],
      ["bridge", link(request.params.chain, local.bridge)],
    ];
    return page(reply, 200, `${request.params.chain} (local)`, table(rows));
  });

  app.get<{ Params: { chain: string; hash: string } }>("/explorer/:chain/tx/:hash", async (request, reply) => {
    const { chain, hash } = request.params;
    const explorer = explorerOf(chain);
    if (!explorer) return page(reply, 404, "No such chain", noChain(chain));
    if (!isHash(hash)) return page(reply, 400, "Not a transaction hash", `<p>${escape(hash)} is not 0x and 64 hex digits.</p>`);
    const tx = await explorer.transaction(hash as Hash);
    if (!tx)
      return page(reply, 404, "No such transaction", `<p>${escape(chain)}'s local node has no transaction ${escape(hash)}.</p>`);
    return page(reply, 200, `Transaction ${hash}`, transactionHtml(chain, tx));
  });

  app.get<{ Params: { chain: string; address: string } }>("/explorer/:chain/address/:address", async (request, reply) => {
    const { chain, address } = request.params;
    const explorer = explorerOf(chain);
    if (!explorer) return page(reply, 404, "No such chain", noChain(chain));
    if (!isAddress(address, { strict: false }))
      return page(reply, 400, "Not an address", `<p>${escape(address)} is not an EVM address.</p>`);
    return page(reply, 200, `Address ${address}`, addressHtml(await explorer.address(address as Address)));
  });
}

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const link = (chain: string, address: string) =>
  `<a href="/explorer/${encodeURIComponent(chain)}/address/${address}">${address}</a>`;

const noChain = (chain: string) =>
  `<p>${escape(chain)} is not one of the sandbox's local chains: it runs a node for each EVM chain of its catalogue, in chain mode only.</p>`;

/** Rows of label and HTML (already escaped or built from escaped parts). */
const table = (rows: [string, string][]) =>
  `<table>${rows.map(([label, html]) => `<tr><th>${escape(label)}</th><td>${html}</td></tr>`).join("")}</table>`;

const decoded = (d: Decoded | undefined) =>
  d ? `${escape(d.name)}(${d.args.map(([name, value]) => `${escape(name)}: ${escape(value)}`).join(", ")})` : "(not decoded)";

function transactionHtml(chain: string, tx: TransactionView): string {
  const summary = table([
    ["status", tx.status],
    ["block", tx.blockNumber.toString()],
    ["from", link(chain, tx.from)],
    ["to", tx.to ? `${link(chain, tx.to)}${tx.toLabel ? ` ${escape(tx.toLabel)}` : ""}` : "(contract creation)"],
    ["value", `${escape(tx.value)} (native)`],
    ["call", decoded(tx.call)],
  ]);
  const transfers = tx.transfers.map(
    (t) => `<li data-transfer>${escape(t.amount)} ${escape(t.symbol)} from ${link(chain, t.from)} to ${link(chain, t.to)}</li>`,
  );
  const logs = tx.logs.map(
    (l) => `<li>${link(chain, l.address)}${l.label ? ` ${escape(l.label)}` : ""}: ${decoded(l.event)}</li>`,
  );
  return (
    `${summary}<h2>Token transfers</h2><ul>${transfers.join("") || "<li>none</li>"}</ul>` +
    `<h2>Logs</h2><ul>${logs.join("") || "<li>none</li>"}</ul>`
  );
}

function addressHtml(view: AddressView): string {
  return `${view.label ? `<p>${escape(view.label)}</p>` : ""}${table(view.balances.map((b) => [b.symbol, escape(b.amount)]))}`;
}

function page(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)} · sandbox explorer</title>` +
        `<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:64rem}th{text-align:left;padding-right:1rem}` +
        `td,li{font-family:ui-monospace,monospace;word-break:break-all}</style></head>` +
        `<body><p>Sandbox explorer: local chains only</p><h1>${escape(title)}</h1>${body}</body></html>`,
    );
}
