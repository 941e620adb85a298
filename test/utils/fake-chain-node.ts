import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { getTokenEncoder } from "@solana-program/token";
import { address } from "@solana/kit";
import { decodeFunctionData, encodeAbiParameters, erc20Abi, numberToHex, type Hex } from "viem";
import { onDispose } from "./disposers.js";

/** One JSON-RPC request as the node received it. */
export interface NodeRequest {
  method: string;
  params: unknown[];
}

/** An SPL token account the node holds. */
export interface TokenAccount {
  mint: string;
  owner: string;
  amount: bigint;
}

/**
 * A stand-in for a Solana RPC or a TRON full node's `/jsonrpc`: a real HTTP server on
 * 127.0.0.1 answering the few JSON-RPC methods deposit plans and the vendor SDK's adapters call,
 * from state the test sets. There is no local Solana or TRON node here (anvil is EVM only).
 */
export interface FakeChainNode {
  url: string;
  /** Each HTTP round trip's requests (several for a batch), in arrival order. */
  readonly roundTrips: NodeRequest[][];
  /** TRON: TRC-20 balances and allowances by `token/owner` and `token/owner/spender` (20-byte hex, lower case). */
  readonly trc20Balances: Map<string, bigint>;
  readonly trc20Allowances: Map<string, bigint>;
  /** TRX (sun) by 20-byte hex, lamports by base58 address. */
  readonly nativeBalances: Map<string, bigint>;
  /** Solana token accounts by address. */
  readonly tokenAccounts: Map<string, TokenAccount>;
  /** The blockhash `getLatestBlockhash` answers. */
  blockhash: string;
  /** While true, the node accepts requests and never answers them. */
  hang: boolean;
  /** Stops it (also done after the test file). */
  close(): Promise<void>;
}

const tokenAccountEncoder = getTokenEncoder();

/** The TRON node's latest block (`/wallet/getblock`), all TronWeb reads to reference a transaction to it. */
const TRON_BLOCK = {
  blockID: "0000000004c4b40f8a1c9e0d5c1f6b9a2e7d3c4b5a69788796a5b4c3d2e1f0a9",
  block_header: { raw_data: { number: 80_000_015, timestamp: 1_764_000_000_000 } },
};

function answerOf(node: FakeChainNode, { method, params }: NodeRequest): unknown {
  const context = { context: { slot: 1 } };
  switch (method) {
    case "eth_getBalance":
      return numberToHex(node.nativeBalances.get(String(params[0]).toLowerCase()) ?? 0n);
    case "eth_call": {
      const { to, data } = params[0] as { to: string; data: Hex };
      const call = decodeFunctionData({ abi: erc20Abi, data });
      const key = [to, ...(call.args ?? [])].map((v) => String(v).toLowerCase()).join("/");
      const value = call.functionName === "allowance" ? node.trc20Allowances.get(key) : node.trc20Balances.get(key);
      return encodeAbiParameters([{ type: "uint256" }], [value ?? 0n]);
    }
    case "getBalance":
      return { ...context, value: Number(node.nativeBalances.get(String(params[0])) ?? 0n) };
    case "getSignatureStatuses":
      return {
        ...context,
        value: (params[0] as string[]).map(() => ({ slot: 1, confirmations: 1, err: null, confirmationStatus: "confirmed" })),
      };
    case "getLatestBlockhash":
      return { ...context, value: { blockhash: node.blockhash, lastValidBlockHeight: 1000 } };
    case "getAccountInfo": {
      const account = node.tokenAccounts.get(String(params[0]));
      if (!account) return { ...context, value: null };
      const data = tokenAccountEncoder.encode({
        mint: address(account.mint),
        owner: address(account.owner),
        amount: account.amount,
        delegate: null,
        state: 1,
        isNative: null,
        delegatedAmount: 0n,
        closeAuthority: null,
      });
      return {
        ...context,
        value: {
          data: [Buffer.from(data).toString("base64"), "base64"],
          executable: false,
          lamports: 2_039_280,
          owner: "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA",
          rentEpoch: 0,
          space: data.length,
        },
      };
    }
    default:
      throw new Error(`method ${method} not found`);
  }
}

function reply(node: FakeChainNode, body: string, res: ServerResponse) {
  const parsed = JSON.parse(body) as unknown;
  const requests = (Array.isArray(parsed) ? parsed : [parsed]) as (NodeRequest & { id: unknown })[];
  node.roundTrips.push(requests.map(({ method, params }) => ({ method, params: params ?? [] })));
  const answers = requests.map((r) => {
    try {
      return { jsonrpc: "2.0", id: r.id, result: answerOf(node, r) };
    } catch (err) {
      return { jsonrpc: "2.0", id: r.id, error: { code: -32601, message: (err as Error).message } };
    }
  });
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify(Array.isArray(parsed) ? answers : answers[0]));
}

/** Starts a fake node on a free port; closed after the file's tests. */
export async function startFakeChainNode(): Promise<FakeChainNode> {
  const node: FakeChainNode = {
    url: "",
    roundTrips: [],
    trc20Balances: new Map(),
    trc20Allowances: new Map(),
    nativeBalances: new Map(),
    tokenAccounts: new Map(),
    blockhash: "EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N",
    hang: false,
    close: async () => undefined,
  };
  const pending = new Set<ServerResponse>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      if (node.hang) {
        pending.add(res);
        return;
      }
      if (req.url?.endsWith("/wallet/getblock")) {
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify(TRON_BLOCK));
        return;
      }
      reply(node, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  node.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  node.close = () =>
    new Promise<void>((resolve) => {
      for (const res of pending) res.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  onDispose(() => (server.listening ? node.close() : undefined));
  return node;
}
