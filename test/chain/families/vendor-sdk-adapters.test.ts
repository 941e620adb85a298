import { createRequire } from "node:module";
import { join } from "node:path";
import {
  generateKeyPairSigner,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Address,
  type ReadonlyUint8Array,
} from "@solana/kit";
import { decodeAbiParameters, type Hex } from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import { tronFromEvmHex } from "../../../src/chain/families/tron/address.js";
import { graphql } from "../../gql/index.js";
import { freshAddress } from "../../utils/chains.js";
import { startFakeChainNode, type FakeChainNode } from "../../utils/fake-chain-node.js";
import { as, startGateway, type GatewayHandle } from "../../utils/gateway.js";
import { startSandbox, type SandboxHandle } from "../../utils/sandbox.js";
import { committedQuote } from "../../utils/transfers.js";

/*
 * The vendor's own SDK (@rhino.fi/sdk, a development dependency of conformance/vendor-sdk) deposits
 * the same quote through its Solana and TRON adapters, against the same stand-in node; what its
 * adapters hand the signer or TronWeb is compared with the gateway's plan. The SDK's ESM Solana
 * adapter does not load in Node (a directory import in its generated code): its CommonJS build does.
 */
const vendorRequire = createRequire(join(import.meta.dirname, "..", "..", "..", "conformance", "vendor-sdk", "package.json"));
const { getSolanaChainAdapterFromSigner } = vendorRequire("@rhino.fi/sdk/adapters/solana") as {
  getSolanaChainAdapterFromSigner: (signer: unknown, chainConfig: unknown, rpcUrl: string) => VendorAdapter;
};
const { getTronChainAdapter } = vendorRequire("@rhino.fi/sdk/adapters/tron") as {
  getTronChainAdapter: (tronWeb: unknown, chainConfig: unknown) => VendorAdapter;
};

interface VendorAdapter {
  getApprovalAmount(amount: bigint, wallet: string, tokenConfig: unknown): Promise<{ requiredAllowance: bigint } | undefined>;
  handleTokenApproval(amount: bigint | undefined, tokenConfig: unknown): Promise<unknown>;
  handleDeposit(input: { depositAmount: bigint; commitmentId: string; tokenConfig: unknown }): Promise<{ depositTxHash: string }>;
}

const Plan = graphql(`
  query VendorComparedPlan($quoteId: ID!, $owner: String) {
    depositPlan(quoteId: $quoteId, owner: $owner) {
      __typename
      ... on TronDepositPlan {
        amountBaseUnits
        approval {
          contractAddress
          functionSelector
          parameter
          callValue
        }
        deposit {
          contractAddress
          functionSelector
          parameter
          callValue
        }
      }
      ... on SolanaDepositPlan {
        amountBaseUnits
        transaction
      }
    }
  }
`);

interface ChainConfig {
  networkId: string;
  contractAddress: string;
  tokens: Record<string, { address: string; decimals: number; symbol: string }>;
}

let sb: SandboxHandle;
let gw: GatewayHandle;
let node: FakeChainNode;
let jwt: string;
let configs: Record<string, ChainConfig>;

beforeAll(async () => {
  sb = await startSandbox();
  node = await startFakeChainNode();
  [gw, jwt] = await Promise.all([
    startGateway({ sandbox: sb, env: { CHAIN_RPC_URLS: `SOLANA=${node.url},TRON=${node.url}` } }),
    sb.getJwt(),
  ]);
  configs = (await sb.api("GET", "/bridge/configs")).body as Record<string, ChainConfig>;
});

const committed = async (chainIn: string, token: string, amount: string, depositor: string) =>
  (await committedQuote(sb, jwt, { chainIn, token, amount, depositor })).quoteId;

async function planOf(quoteId: string, owner: string) {
  const { data, errors } = await gw.gql(Plan, { quoteId, owner });
  expect(errors).toBeUndefined();
  return data!.depositPlan;
}

/** The compiled message of a wire transaction: accounts, header, instructions (account indices, data), blockhash. */
const messageOf = (messageBytes: ReadonlyUint8Array) => {
  const message = getCompiledTransactionMessageDecoder().decode(messageBytes);
  if (message.version !== 0) throw new Error(`a v0 message expected, not ${message.version}`);
  return message;
};

describe("the vendor SDK's Solana adapter", () => {
  it.each([
    ["USDC", "40"],
    ["SOL", "2"],
  ])("signs for %s exactly the gateway's transaction: instruction by instruction, account by account", async (symbol, amount) => {
    const owner = await generateKeyPairSigner();
    const quoteId = await committed("SOLANA", symbol, amount, owner.address);
    const plan = as(await planOf(quoteId, owner.address), "SolanaDepositPlan");
    const solana = configs.SOLANA!;
    const tokenConfig = solana.tokens[symbol]!;

    const signed: Uint8Array[] = [];
    const capturingSigner = {
      address: owner.address as Address,
      signAndSendTransactions: async (transactions: { messageBytes: Uint8Array }[]) =>
        transactions.map((t) => {
          signed.push(new Uint8Array(t.messageBytes));
          return new Uint8Array(64).fill(signed.length);
        }),
    };
    const adapter = getSolanaChainAdapterFromSigner(capturingSigner, solana, node.url);
    await adapter.handleDeposit({ depositAmount: BigInt(plan.amountBaseUnits), commitmentId: quoteId, tokenConfig });

    expect(signed).toHaveLength(1);
    const vendor = messageOf(signed[0]!);
    const gateway = messageOf(getTransactionDecoder().decode(getBase64Encoder().encode(plan.transaction!)).messageBytes);
    expect(gateway.staticAccounts).toEqual(vendor.staticAccounts);
    expect(gateway.header).toEqual(vendor.header);
    expect(gateway.instructions).toHaveLength(vendor.instructions.length);
    gateway.instructions.forEach((instruction, i) => {
      const theirs = vendor.instructions[i]!;
      expect(instruction.programAddressIndex).toBe(theirs.programAddressIndex);
      expect(instruction.accountIndices).toEqual(theirs.accountIndices);
      expect(Buffer.from(instruction.data!).toString("hex")).toBe(Buffer.from(theirs.data!).toString("hex"));
    });
    expect(gateway).toEqual(vendor);
  });
});

/** What the SDK's adapter asked of TronWeb: each contract method it sent, with its arguments. */
interface TronCallSeen {
  contractAddress: string;
  method: string;
  args: unknown[];
  options: Record<string, unknown>;
}

/** A TronWeb as far as the SDK's TRON adapter uses it: `contract(abi, address).method(...args).send()/call()`. */
function fakeTronWeb(allowance: bigint, seen: TronCallSeen[]) {
  return {
    contract: (_abi: unknown, contractAddress: string) =>
      new Proxy(
        {},
        {
          get:
            (_target, method: string) =>
            (...args: unknown[]) => ({
              call: async () => (method === "allowance" ? allowance : 0n),
              send: async (options: Record<string, unknown>) => {
                seen.push({ contractAddress, method, args, options });
                return "f".repeat(64);
              },
            }),
        },
      ),
  };
}

const sigOf = (selector: string) => selector.slice(0, selector.indexOf("("));

/** A gateway call's arguments, addresses back in base58 as the SDK passes them. */
function argsOf(call: { functionSelector: string; parameter: string }): unknown[] {
  const types = call.functionSelector.slice(call.functionSelector.indexOf("(") + 1, -1).split(",");
  const values = decodeAbiParameters(
    types.map((type) => ({ type })),
    `0x${call.parameter}` as Hex,
  );
  return values.map((v, i) => (types[i] === "address" ? tronFromEvmHex(v as Hex) : v));
}

describe("the vendor SDK's TRON adapter", () => {
  it.each([
    ["USDT", "25"],
    ["TRX", "400"],
  ])("sends for %s exactly the gateway's calls: call by call, argument by argument", async (symbol, amount) => {
    const owner = tronFromEvmHex(freshAddress());
    const quoteId = await committed("TRON", symbol, amount, owner);
    const plan = as(await planOf(quoteId, owner), "TronDepositPlan");
    const tron = configs.TRON!;
    const tokenConfig = tron.tokens[symbol]!;
    const depositAmount = BigInt(plan.amountBaseUnits);

    const seen: TronCallSeen[] = [];
    // TRX: the SDK asks the TRX config's address for an allowance (there is no TRC-20 there); a covering answer keeps it from an approve no chain would run.
    const adapter = getTronChainAdapter(fakeTronWeb(symbol === "TRX" ? depositAmount : 0n, seen), tron);
    const approval = await adapter.getApprovalAmount(depositAmount, owner, tokenConfig);
    await adapter.handleTokenApproval(approval?.requiredAllowance, tokenConfig);
    await adapter.handleDeposit({ depositAmount, commitmentId: quoteId, tokenConfig });

    const gatewayCalls = [plan.approval, plan.deposit].filter((c) => c !== null);
    expect(
      gatewayCalls.map((c) => ({ contractAddress: c.contractAddress, method: sigOf(c.functionSelector), args: argsOf(c) })),
    ).toEqual(
      seen.map(({ contractAddress, method, args }) => ({
        contractAddress,
        method,
        args: args.map((a) => (typeof a === "number" ? BigInt(a) : a)),
      })),
    );
    // Neither send carries a callValue: the SDK deposits TRX through depositWithId too.
    expect(seen.every((s) => s.options.callValue === undefined)).toBe(true);
    expect(gatewayCalls.every((c) => c.callValue === "0")).toBe(true);
  });
});
