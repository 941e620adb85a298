import type { CatalogChain, CatalogToken } from "../../upstream/wire/catalog.js";
import type { ChainRpc } from "../rpc.js";

/*
 * What a chain family is: everything about deposits that differs between chain types (EVM,
 * SOL, TRON, ...). The deposit service (src/deposits/) picks a family by the source chain's
 * `type` and never looks inside its transactions or reads; the chains' RPC (../index.ts) runs a
 * target's reads through its family. A family's plan becomes its own GraphQL type
 * (src/schema/deposit-plans/).
 */

/** What every family plans a deposit from: the vendor's chain and token configs and the transfer. */
export interface DepositInput {
  chain: CatalogChain;
  token: CatalogToken;
  /** The pay amount in token units, a decimal string. */
  payAmount: string;
  quoteId: string;
  /** chainIn = chainOut and an atomic swap: the deposit is the upstream's swap calldata. */
  sameChainSwap: boolean;
  /** The upstream's swap calldata (GET /bridge/swap/calldata), for a same-chain swap. */
  swapCalldata?: string;
}

/** A chain as its family's reads need it, from the vendor's chain config. */
export interface TargetBase {
  chainType: string;
  /** The chain's name in the configs (e.g. `ETHEREUM`): the only label of logs and metrics. */
  name: string;
  /** The vendor config's public RPC; CHAIN_RPC_URLS overrides it. */
  rpc: string | null;
}

/** A chain's RPC as a family's reads use it. */
export interface ChainConnection {
  rpc: ChainRpc;
  /** The RPC's URL (it may carry an operator's API key: it goes into no message). */
  url: string;
}

/** The owner's allowance and balances on the source chain, in base units. */
export interface PreflightShape {
  owner: string;
  allowance: bigint;
  tokenBalance: bigint;
  nativeBalance: bigint;
  approvalNeeded: boolean;
  sufficientBalance: boolean;
  /** Whether the owner's token account exists (Solana's associated token account); null where a chain has no such account. */
  tokenAccountExists: boolean | null;
}

/** Runs a plan's reads on its chain: each answer in its place, an `Error` for a failed one. */
export type ReadChain<Read> = (reads: Read[]) => Promise<(bigint | Error)[]>;

/** One chain family (method members: a registry of several is typed as their union). */
export interface ChainFamily<Target extends TargetBase, Read, Plan extends { __typename: string }> {
  /** The chain type (a chain config's `type`) it covers. */
  readonly chainType: Target["chainType"];
  /** Whether a plan needs an `owner` (a Solana instruction names the depositor's accounts). */
  readonly ownerRequired: boolean;
  /** Why `owner` is not a wallet of this family's chains, as a message that starts with "owner"; undefined when it is one. */
  ownerProblem(owner: string): string | undefined;
  /** Its chain as the reads need it; null when the config does not describe one this family can plan on. */
  targetOf(chain: CatalogChain): Target | null;
  /**
   * The family's part of the plan: its transactions, and with an `owner` (checked by
   * `ownerProblem`) the preflight through `read`.
   * @throws DepositPlanRefused when the configs or the calldata do not allow a plan.
   */
  plan(input: DepositInput, target: Target, owner: string | null, read: ReadChain<Read>): Promise<Plan>;
  /** Runs `reads` on one chain over its RPC, all in one round trip. */
  read(connection: ChainConnection, target: Target, reads: readonly Read[]): Promise<(bigint | Error)[]>;
}

/** A plan that cannot be made from what the upstream says (the message says why). */
export class DepositPlanRefused extends Error {
  override readonly name = "DepositPlanRefused";
}
