import { getTokenDecoder } from "@solana-program/token";
import { getBase58Encoder, getBase64Encoder } from "@solana/kit";
import type { ChainConnection, TargetBase } from "../family.js";
import { runJsonRpcReads } from "../json-rpc-reads.js";

/** A Solana chain as the deposit reads need it. */
export interface SolanaTarget extends TargetBase {
  chainType: "SOL";
}

/**
 * The reads of a Solana plan, all of one tick in one JSON-RPC batch: the token account (its
 * balance, and whether it exists), the owner's lamports, and a recent blockhash for the
 * transaction (as the number its 32 bytes spell, so every read answers a bigint).
 */
export type SolanaRead =
  | { kind: "tokenBalance"; account: string }
  | { kind: "tokenAccountExists"; account: string }
  | { kind: "nativeBalance"; owner: string }
  | { kind: "blockhash" };

const tokenAccount = getTokenDecoder();
const base64 = getBase64Encoder();
const base58 = getBase58Encoder();

function requestOf(read: SolanaRead): { method: string; params: unknown[] } {
  if (read.kind === "nativeBalance") return { method: "getBalance", params: [read.owner, { commitment: "confirmed" }] };
  if (read.kind === "blockhash") return { method: "getLatestBlockhash", params: [{ commitment: "confirmed" }] };
  return { method: "getAccountInfo", params: [read.account, { encoding: "base64", commitment: "confirmed" }] };
}

/** The answer's `value`, read as the read asks. @throws when the RPC answered something else. */
function valueOf(read: SolanaRead, answer: unknown): bigint {
  const value = (answer as { value?: unknown } | null)?.value;
  if (read.kind === "nativeBalance") {
    if (typeof value !== "number" && typeof value !== "bigint") throw new Error("not lamports");
    return BigInt(value);
  }
  if (read.kind === "blockhash") {
    const hash = (value as { blockhash?: unknown } | undefined)?.blockhash;
    if (typeof hash !== "string") throw new Error("not a blockhash");
    const bytes = base58.encode(hash);
    if (bytes.length !== 32) throw new Error("not a blockhash");
    return BigInt(`0x${Buffer.from(bytes).toString("hex")}`);
  }
  if (value === null) return 0n;
  if (read.kind === "tokenAccountExists") return 1n;
  const data = (value as { data?: unknown } | undefined)?.data;
  if (!Array.isArray(data) || typeof data[0] !== "string") throw new Error("not an account");
  return tokenAccount.decode(base64.encode(data[0])).amount;
}

/** Runs `reads` on the Solana RPC, each answer in its place (an `Error` for a failed one). */
export const runSolanaReads = (connection: ChainConnection, target: SolanaTarget, reads: readonly SolanaRead[]) =>
  runJsonRpcReads(connection, target.name, reads, requestOf, valueOf);
