import { sha256 } from "@noble/hashes/sha256";
import { LRUCache } from "lru-cache";
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS, findAssociatedTokenPda } from "@solana-program/token";
import {
  AccountRole,
  address,
  fixEncoderSize,
  getAddressEncoder,
  getBytesEncoder,
  getProgramDerivedAddress,
  getStructEncoder,
  getU128Encoder,
  getU64Encoder,
  type Address,
  type Instruction,
  type ReadonlyUint8Array,
} from "@solana/kit";

const SYSTEM_PROGRAM_ADDRESS = address("11111111111111111111111111111111");
const text = (value: string) => new TextEncoder().encode(value);

/** Anchor's discriminator of the bridge program's `deposit_with_id`: the first 8 bytes of sha256("global:deposit_with_id"). */
const DEPOSIT_WITH_ID_DISCRIMINATOR = sha256(text("global:deposit_with_id")).subarray(0, 8);

/** The instruction's data, as the vendor SDK's generated codec lays it out: discriminator, u64 amount, u128 commitment id. */
const DATA = getStructEncoder([
  ["discriminator", fixEncoderSize(getBytesEncoder(), 8)],
  ["amount", getU64Encoder()],
  ["commitmentId", getU128Encoder()],
]);

/** What the deposit instruction is made of. */
export interface SolanaDeposit {
  /** The bridge program (the chain config's `contractAddress`). */
  program: Address;
  mint: Address;
  depositor: Address;
  amount: bigint;
  commitmentId: bigint;
}

/** The depositor's associated token account of `mint` (SPL Token program). */
async function depositorTokenAccount(depositor: Address, mint: Address): Promise<Address> {
  const [ata] = await findAssociatedTokenPda({ mint, owner: depositor, tokenProgram: TOKEN_PROGRAM_ADDRESS });
  return ata;
}

interface PoolAccounts {
  bridge: Address;
  pool: Address;
  poolAuthority: Address;
  poolAccount: Address;
  eventAuthority: Address;
}

/**
 * The program's accounts of one mint, derived once per program and mint: each derivation hashes
 * and tries bump seeds until off the curve, most of a plan's CPU, and they never change.
 */
const poolAccounts = new LRUCache<string, Promise<PoolAccounts>>({ max: 512 });

function poolAccountsOf(program: Address, mint: Address): Promise<PoolAccounts> {
  const key = `${program}:${mint}`;
  let found = poolAccounts.get(key);
  if (!found) {
    found = derivePoolAccounts(program, mint);
    poolAccounts.set(key, found);
  }
  return found;
}

async function derivePoolAccounts(program: Address, mint: Address): Promise<PoolAccounts> {
  const key = (a: Address) => getAddressEncoder().encode(a);
  const pda = async (...seeds: ReadonlyUint8Array[]) => (await getProgramDerivedAddress({ programAddress: program, seeds }))[0];
  const bridge = await pda(text("rhino_bridge"));
  const [pool, poolAuthority, eventAuthority] = await Promise.all([
    pda(key(bridge), key(mint)),
    pda(key(bridge), key(mint), text("authority")),
    pda(text("__event_authority")),
  ]);
  return { bridge, pool, poolAuthority, eventAuthority, poolAccount: await depositorTokenAccount(poolAuthority, mint) };
}

/**
 * The bridge program's `depositWithId`, with the accounts the vendor SDK derives
 * (`adapters/solana/handle-deposit.js`): the bridge (`"rhino_bridge"`), the pool (`[bridge, mint]`),
 * its authority (`[bridge, mint, "authority"]`) and token account, the event authority
 * (`"__event_authority"`), the depositor's associated token account, the depositor as signer and payer.
 */
export async function depositWithIdInstruction(
  deposit: SolanaDeposit,
): Promise<{ instruction: Instruction; depositorAccount: Address }> {
  const { program, mint, depositor } = deposit;
  const [{ bridge, pool, poolAuthority, poolAccount, eventAuthority }, depositorAccount] = await Promise.all([
    poolAccountsOf(program, mint),
    depositorTokenAccount(depositor, mint),
  ]);
  const readonly = (a: Address) => ({ address: a, role: AccountRole.READONLY });
  const instruction: Instruction = {
    programAddress: program,
    accounts: [
      readonly(bridge),
      readonly(pool),
      readonly(poolAuthority),
      { address: depositor, role: AccountRole.READONLY_SIGNER },
      readonly(mint),
      { address: poolAccount, role: AccountRole.WRITABLE },
      { address: depositorAccount, role: AccountRole.WRITABLE },
      { address: depositor, role: AccountRole.WRITABLE_SIGNER },
      readonly(TOKEN_PROGRAM_ADDRESS),
      readonly(ASSOCIATED_TOKEN_PROGRAM_ADDRESS),
      readonly(SYSTEM_PROGRAM_ADDRESS),
      readonly(eventAuthority),
      readonly(program),
    ],
    data: DATA.encode({
      discriminator: DEPOSIT_WITH_ID_DISCRIMINATOR,
      amount: deposit.amount,
      commitmentId: deposit.commitmentId,
    }),
  };
  return { instruction, depositorAccount };
}
