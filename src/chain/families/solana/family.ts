import {
  AccountRole,
  appendTransactionMessageInstruction,
  compileTransaction,
  createTransactionMessage,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  isAddress,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Blockhash,
  type Instruction,
} from "@solana/kit";
import { addressProblem } from "../../../domain/addresses.js";
import { commitmentIdOf, toBaseUnits } from "../amounts.js";
import { DepositPlanRefused, type ChainFamily, type PreflightShape, type ReadChain } from "../family.js";
import { depositWithIdInstruction } from "./instruction.js";
import { runSolanaReads, type SolanaRead, type SolanaTarget } from "./reads.js";

/** An account of an instruction, with its flags. */
export interface SolanaAccountMetaShape {
  address: string;
  isSigner: boolean;
  isWritable: boolean;
}

/** An instruction for the wallet's transaction: data base64. */
export interface SolanaInstructionShape {
  programId: string;
  accounts: SolanaAccountMetaShape[];
  data: string;
}

/** The Solana family's part of a plan (GraphQL `SolanaDepositPlan`). */
export interface SolanaPlanPart {
  __typename: "SolanaDepositPlan";
  amountBaseUnits: bigint;
  instructions: SolanaInstructionShape[];
  /** A base64 unsigned v0 transaction of the instructions with a recent blockhash; null without an RPC answer. */
  transaction: string | null;
  preflight: PreflightShape | null;
}

/** Why `owner` is not a Solana account: the form, then a 32-byte key. */
function solanaOwnerProblem(owner: string): string | undefined {
  const formProblem = addressProblem("owner", "SOL", owner);
  if (formProblem !== undefined) return formProblem;
  return isAddress(owner) ? undefined : "owner is not a valid SOL address: it is not a 32-byte key in base58";
}

const configured = (value: string | null | undefined, what: string): Address => {
  if (value && isAddress(value)) return value;
  throw new DepositPlanRefused(`The vendor's configs give no usable ${what}.`);
};

const shapeOf = (instruction: Instruction): SolanaInstructionShape => ({
  programId: instruction.programAddress,
  accounts: (instruction.accounts ?? []).map((a) => ({
    address: a.address,
    isSigner: a.role === AccountRole.READONLY_SIGNER || a.role === AccountRole.WRITABLE_SIGNER,
    isWritable: a.role === AccountRole.WRITABLE || a.role === AccountRole.WRITABLE_SIGNER,
  })),
  data: Buffer.from(instruction.data ?? new Uint8Array()).toString("base64"),
});

/** The unsigned v0 transaction: the owner pays, the blockhash its lifetime. */
function transactionOf(instruction: Instruction, owner: Address, blockhash: bigint): string {
  const hash = getBase58Decoder().decode(Buffer.from(blockhash.toString(16).padStart(64, "0"), "hex")) as Blockhash;
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(owner, m),
    // The serialized transaction carries the blockhash only; the height is the wallet's to watch.
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: hash, lastValidBlockHeight: 0n }, m),
    (m) => appendTransactionMessageInstruction(instruction, m),
  );
  return getBase64EncodedWireTransaction(compileTransaction(message));
}

/** The reads of one tick: the token account, the lamports and a blockhash. */
async function chainStateOf(read: ReadChain<SolanaRead>, owner: Address, account: Address, amount: bigint) {
  const [tokenBalance, exists, nativeBalance, blockhash] = await read([
    { kind: "tokenBalance", account },
    { kind: "tokenAccountExists", account },
    { kind: "nativeBalance", owner },
    { kind: "blockhash" },
  ]);
  const preflight: PreflightShape | null =
    typeof tokenBalance === "bigint" && typeof exists === "bigint" && typeof nativeBalance === "bigint"
      ? {
          owner,
          allowance: 0n,
          // SOL is deposited as wrapped SOL from the owner's token account: its balance is what the deposit takes.
          tokenBalance,
          nativeBalance,
          approvalNeeded: false,
          sufficientBalance: tokenBalance >= amount,
          tokenAccountExists: exists === 1n,
        }
      : null;
  return { preflight, blockhash: typeof blockhash === "bigint" ? blockhash : null };
}

/**
 * Solana, as the vendor SDK's Solana adapter deposits: one `depositWithId` instruction of the
 * chain's bridge program, no approval (the owner signs the transfer). SOL is deposited through
 * the wrapped-SOL mint the SOL config names, as the SDK does: the owner's wrapped-SOL account
 * must hold it.
 */
export const solana: ChainFamily<SolanaTarget, SolanaRead, SolanaPlanPart> = {
  chainType: "SOL",
  ownerRequired: true,
  ownerProblem: solanaOwnerProblem,
  targetOf: (chain) => (chain.type === "SOL" ? { chainType: "SOL", name: chain.name, rpc: chain.rpc ?? null } : null),
  async plan(input, _target, owner, read) {
    const { chain, token } = input;
    if (input.sameChainSwap) throw new DepositPlanRefused("A same-chain swap on Solana has no deposit the vendor's SDK makes.");
    if (!owner) throw new DepositPlanRefused("A Solana deposit names its depositor: the owner is required.");
    const depositor = owner as Address;
    const mint = configured(token.address, `${token.symbol} mint on ${chain.name}`);
    const amount = toBaseUnits(input.payAmount, token.decimals);
    const { instruction, depositorAccount } = await depositWithIdInstruction({
      program: configured(chain.contractAddress, `bridge program on ${chain.name}`),
      mint,
      depositor,
      amount,
      commitmentId: commitmentIdOf(input.quoteId),
    });
    const state = await chainStateOf(read, depositor, depositorAccount, amount);
    return {
      __typename: "SolanaDepositPlan",
      amountBaseUnits: amount,
      instructions: [shapeOf(instruction)],
      transaction: state.blockhash === null ? null : transactionOf(instruction, depositor, state.blockhash),
      preflight: state.preflight,
    };
  },
  read: runSolanaReads,
};
