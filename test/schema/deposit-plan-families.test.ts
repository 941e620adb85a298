import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS, findAssociatedTokenPda } from "@solana-program/token";
import {
  address,
  generateKeyPairSigner,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Address,
} from "@solana/kit";
import { decodeAbiParameters, type Hex } from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import { tronFromEvmHex, tronToEvmHex } from "../../src/chain/families/tron/address.js";
import { graphql } from "../gql/index.js";
import { freshAddress } from "../utils/chains.js";
import { startFakeChainNode, type FakeChainNode } from "../utils/fake-chain-node.js";
import { as, startGateway, type GatewayHandle } from "../utils/gateway.js";
import { startSandbox, type SandboxHandle } from "../utils/sandbox.js";
import { committedQuote } from "../utils/transfers.js";

const FamilyPlan = graphql(`
  query FamilyDepositPlan($quoteId: ID!, $owner: String) {
    depositPlan(quoteId: $quoteId, owner: $owner) {
      __typename
      ... on TronDepositPlan {
        quoteId
        amountBaseUnits
        spender
        approval {
          contractAddress
          functionSelector
          parameter
          callValue
          ownerAddress
          feeLimit
        }
        deposit {
          contractAddress
          functionSelector
          parameter
          callValue
          ownerAddress
          feeLimit
        }
        preflight {
          owner
          allowance
          tokenBalance
          nativeBalance
          approvalNeeded
          sufficientBalance
          tokenAccountExists
        }
      }
      ... on SolanaDepositPlan {
        quoteId
        amountBaseUnits
        instructions {
          programId
          accounts {
            address
            isSigner
            isWritable
          }
          data
        }
        transaction
        preflight {
          owner
          tokenBalance
          nativeBalance
          approvalNeeded
          sufficientBalance
          tokenAccountExists
        }
      }
      ... on DepositNotSupported {
        chainType
      }
      ... on InvalidInput {
        issues {
          path
          message
        }
      }
    }
  }
`);

interface ChainConfig {
  contractAddress: string;
  tokens: Record<string, { address: string; decimals: number }>;
}

let sb: SandboxHandle;
let jwt: string;
let configs: Record<string, ChainConfig>;
let node: FakeChainNode;
/** A gateway without RPCs for SOLANA and TRON (the sandbox's invented ones do not resolve). */
let bare: GatewayHandle;
/** A gateway whose SOLANA and TRON RPCs are the fake node. */
let wired: GatewayHandle;

const tronOwner = () => tronFromEvmHex(freshAddress());
const solanaOwner = async () => (await generateKeyPairSigner()).address;

/** A committed quote from `chainIn`; resolves its id and base units. */
const committed = async (chainIn: string, token: string, amount: string, depositor: string) =>
  committedQuote(sb, jwt, { chainIn, token, amount, depositor });

async function planOf(gw: GatewayHandle, quoteId: string, owner?: string) {
  const { data, errors } = await gw.gql(FamilyPlan, { quoteId, owner });
  expect(errors).toBeUndefined();
  return data!.depositPlan;
}

const units = (amount: string, decimals: number) => {
  const [whole, fraction = ""] = amount.split(".");
  return BigInt(whole + fraction.padEnd(decimals, "0").slice(0, decimals));
};

beforeAll(async () => {
  sb = await startSandbox();
  node = await startFakeChainNode();
  [bare, wired, jwt] = await Promise.all([
    startGateway({ sandbox: sb }),
    startGateway({ sandbox: sb, env: { CHAIN_RPC_URLS: `SOLANA=${node.url},TRON=${node.url}`, CHAIN_RPC_TIMEOUT_MS: "400" } }),
    sb.getJwt(),
  ]);
  configs = (await sb.api("GET", "/bridge/configs")).body as Record<string, ChainConfig>;
});

describe("TronDepositPlan", () => {
  it("plans USDT as approve(bridge, amount) then depositWithId(token, amount, commitmentId), base58 addresses, with no RPC", async () => {
    const owner = tronOwner();
    const { quoteId, payAmount } = await committed("TRON", "USDT", "25", owner);
    const tron = configs.TRON!;
    const usdt = tron.tokens.USDT!;
    const amount = units(payAmount, usdt.decimals);
    const plan = as(await planOf(bare, quoteId, owner), "TronDepositPlan");
    expect(plan.amountBaseUnits).toBe(amount.toString());
    expect(plan.spender).toBe(tron.contractAddress);
    expect(plan.preflight).toBeNull();
    expect(plan.approval).toMatchObject({
      contractAddress: usdt.address,
      functionSelector: "approve(address,uint256)",
      callValue: "0",
      ownerAddress: owner,
      feeLimit: null,
    });
    const approved = decodeAbiParameters([{ type: "address" }, { type: "uint256" }], `0x${plan.approval!.parameter}` as Hex);
    expect([tronFromEvmHex(approved[0]), approved[1]]).toEqual([tron.contractAddress, amount]);
    expect(plan.deposit).toMatchObject({
      contractAddress: tron.contractAddress,
      functionSelector: "depositWithId(address,uint256,uint256)",
      callValue: "0",
    });
    const deposited = decodeAbiParameters(
      [{ type: "address" }, { type: "uint256" }, { type: "uint256" }],
      `0x${plan.deposit.parameter}` as Hex,
    );
    expect([tronFromEvmHex(deposited[0]), deposited[1], deposited[2]]).toEqual([usdt.address, amount, BigInt(`0x${quoteId}`)]);
  });

  it("plans TRX through depositWithId with the TRX config's address and no call value, as the vendor's SDK does; no approval", async () => {
    const owner = tronOwner();
    const { quoteId, payAmount } = await committed("TRON", "TRX", "400", owner);
    const trx = configs.TRON!.tokens.TRX!;
    const plan = as(await planOf(bare, quoteId, owner), "TronDepositPlan");
    expect(plan.approval).toBeNull();
    expect(plan.deposit.callValue).toBe("0");
    const [token, amount] = decodeAbiParameters(
      [{ type: "address" }, { type: "uint256" }, { type: "uint256" }],
      `0x${plan.deposit.parameter}` as Hex,
    );
    expect([tronFromEvmHex(token), amount]).toEqual([trx.address, units(payAmount, trx.decimals)]);
  });

  it("reads allowance, balance and TRX in one JSON-RPC round trip of the node's /jsonrpc, and drops the approval the allowance covers", async () => {
    const owner = tronOwner();
    const { quoteId, payAmount } = await committed("TRON", "USDT", "30", owner);
    const tron = configs.TRON!;
    const amount = units(payAmount, 6);
    const [token, ownerHex, bridge] = [tron.tokens.USDT!.address, owner, tron.contractAddress].map((a) =>
      tronToEvmHex(a)!.toLowerCase(),
    );
    node.trc20Balances.set(`${token}/${ownerHex}`, amount * 2n);
    node.trc20Allowances.set(`${token}/${ownerHex}/${bridge}`, amount);
    node.nativeBalances.set(ownerHex!, 50_000_000n);
    node.roundTrips.splice(0);
    const plan = as(await planOf(wired, quoteId, owner), "TronDepositPlan");
    expect(plan.preflight).toEqual({
      owner,
      allowance: amount.toString(),
      tokenBalance: (amount * 2n).toString(),
      nativeBalance: "50000000",
      approvalNeeded: false,
      sufficientBalance: true,
      tokenAccountExists: null,
    });
    expect(plan.approval).toBeNull();
    expect(node.roundTrips).toHaveLength(1);
    expect(node.roundTrips[0]!.map((r) => r.method).sort()).toEqual(["eth_call", "eth_call", "eth_getBalance"]);
  });
});

describe("SolanaDepositPlan", () => {
  it("plans USDC as the bridge program's depositWithId with its program-derived accounts, and no transaction without an RPC", async () => {
    const owner = await solanaOwner();
    const { quoteId, payAmount } = await committed("SOLANA", "USDC", "40", owner);
    const solana = configs.SOLANA!;
    const mint = address(solana.tokens.USDC!.address);
    const plan = as(await planOf(bare, quoteId, owner), "SolanaDepositPlan");
    expect(plan.transaction).toBeNull();
    expect(plan.preflight).toBeNull();
    expect(plan.instructions).toHaveLength(1);
    const [instruction] = plan.instructions;
    expect(instruction!.programId).toBe(solana.contractAddress);
    const [ata] = await findAssociatedTokenPda({ mint, owner: owner as Address, tokenProgram: TOKEN_PROGRAM_ADDRESS });
    const accounts = instruction!.accounts;
    expect(accounts).toHaveLength(13);
    expect(accounts[3]).toEqual({ address: owner, isSigner: true, isWritable: false });
    expect(accounts[4]).toEqual({ address: mint, isSigner: false, isWritable: false });
    expect(accounts[6]).toEqual({ address: ata, isSigner: false, isWritable: true });
    expect(accounts[7]).toEqual({ address: owner, isSigner: true, isWritable: true });
    expect(accounts.slice(8, 11).map((a) => a.address)).toEqual([
      TOKEN_PROGRAM_ADDRESS,
      ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
      "11111111111111111111111111111111",
    ]);
    expect(accounts[12]!.address).toBe(solana.contractAddress);
    const data = Buffer.from(instruction!.data, "base64");
    expect(data.readBigUInt64LE(8)).toBe(units(payAmount, 6));
    expect(data.readBigUInt64LE(16) + (data.readBigUInt64LE(24) << 64n)).toBe(BigInt(`0x${quoteId}`));
  });

  it("with the RPC: one round trip for the token account, lamports and blockhash; an unsigned v0 transaction the owner pays", async () => {
    const owner = await solanaOwner();
    const { quoteId, payAmount } = await committed("SOLANA", "SOL", "2", owner);
    const mint = address(configs.SOLANA!.tokens.SOL!.address);
    const amount = units(payAmount, 9);
    const [ata] = await findAssociatedTokenPda({ mint, owner: owner as Address, tokenProgram: TOKEN_PROGRAM_ADDRESS });
    node.nativeBalances.set(owner, 3_000_000_000n);
    node.roundTrips.splice(0);
    const missing = as(await planOf(wired, quoteId, owner), "SolanaDepositPlan");
    expect(missing.preflight).toEqual({
      owner,
      tokenBalance: "0",
      nativeBalance: "3000000000",
      approvalNeeded: false,
      sufficientBalance: false,
      tokenAccountExists: false,
    });
    expect(node.roundTrips).toHaveLength(1);
    node.tokenAccounts.set(ata, { mint, owner, amount });
    const held = as(await planOf(wired, quoteId, owner), "SolanaDepositPlan");
    expect(held.preflight).toMatchObject({ tokenBalance: amount.toString(), sufficientBalance: true, tokenAccountExists: true });

    const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(held.transaction!));
    expect(Object.entries(transaction.signatures)).toEqual([[owner, null]]);
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
    if (message.version !== 0) throw new Error(`a v0 message expected, not ${message.version}`);
    expect(message.staticAccounts[0]).toBe(owner);
    expect(message.lifetimeToken).toBe(node.blockhash);
    expect(message.instructions).toHaveLength(1);
    expect(Buffer.from(message.instructions[0]!.data!).toString("base64")).toBe(held.instructions[0]!.data);
  });

  it("requires the owner: InvalidInput at owner, before any RPC call", async () => {
    const { quoteId } = await committed("SOLANA", "USDC", "40", await solanaOwner());
    node.roundTrips.splice(0);
    const refused = as(await planOf(wired, quoteId), "InvalidInput");
    expect(refused.issues.map((i) => i.path)).toEqual([["owner"]]);
    expect(node.roundTrips).toEqual([]);
  });
});

const brokenChecksum = (address: string) => `${address.slice(0, -1)}${address.endsWith("1") ? "2" : "1"}`;

describe("every family", () => {
  it.each([
    // Another last character (one that ends in "1" would stay valid), so the checksum breaks.
    ["a TRON address with a broken checksum", () => brokenChecksum(tronOwner())],
    ["a TRON-looking string that is no base58check", () => `T${"1".repeat(33)}`],
    ["a Solana-looking string that is not a 32-byte key", () => "1".repeat(43)],
    ["an EVM address with a wrong EIP-55 checksum", () => "0x8ba1f109551bd432803012645Ac136ddd64DBA72"],
  ])("refuses %s as owner: InvalidInput, with no upstream or RPC call", async (_name, owner) => {
    const quoteId = "0123456789abcdef01234567";
    const before = (await sb.stats()).requests;
    node.roundTrips.splice(0);
    const refused = as(await planOf(wired, quoteId, owner()), "InvalidInput");
    expect(refused.issues.map((i) => i.path)).toEqual([["owner"]]);
    expect((await sb.stats()).requests).toEqual(before);
    expect(node.roundTrips).toEqual([]);
  });

  it("refuses an owner of another family once the quote names its chain", async () => {
    const { quoteId } = await committed("TRON", "USDT", "25", tronOwner());
    const refused = as(await planOf(wired, quoteId, await solanaOwner()), "InvalidInput");
    expect(refused.issues[0]!.message).toMatch(/^owner is not a valid TRON address/);
  });

  it("answers preflight null within CHAIN_RPC_TIMEOUT_MS when the node never answers, the calls still planned", async () => {
    const tronQuote = await committed("TRON", "USDT", "25", tronOwner());
    const solOwner = await solanaOwner();
    const solQuote = await committed("SOLANA", "USDC", "40", solOwner);
    node.hang = true;
    try {
      const started = Date.now();
      const [tron, solana] = await Promise.all([
        planOf(wired, tronQuote.quoteId, tronOwner()),
        planOf(wired, solQuote.quoteId, solOwner),
      ]);
      expect(Date.now() - started).toBeLessThan(400 + 1_000);
      expect(as(tron, "TronDepositPlan")).toMatchObject({
        preflight: null,
        approval: { functionSelector: "approve(address,uint256)" },
      });
      expect(as(solana, "SolanaDepositPlan")).toMatchObject({ preflight: null, transaction: null });
    } finally {
      node.hang = false;
    }
  });

  it("answers DepositNotSupported { chainType } for TON, a chain type no family covers", async () => {
    const { quoteId } = await committed("TON", "USDT", "25", `0:${"ab".repeat(32)}`);
    expect(as(await planOf(bare, quoteId), "DepositNotSupported")).toEqual({
      __typename: "DepositNotSupported",
      chainType: "TON",
    });
  });
});
