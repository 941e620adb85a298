import { createRequire } from "node:module";
import { join } from "node:path";
import {
  generateKeyPair,
  getAddressFromPublicKey,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  signTransaction,
  verifySignature,
  type SignatureBytes,
} from "@solana/kit";
import { describe, expect, it } from "vitest";
import { generatePrivateKey } from "viem/accounts";
import { docBlock, writeDocBlock } from "../utils/doc-blocks.js";
import { startFakeChainNode } from "../utils/fake-chain-node.js";
import { startGateway } from "../utils/gateway.js";
import { startSandbox } from "../utils/sandbox.js";
import { committedQuote } from "../utils/transfers.js";

/*
 * docs/clients.md's Solana and TRON blocks, run as written up to the signature with local keys:
 * there is no local Solana or TRON chain, so the gateway reads a stand-in node and nothing is sent.
 */

interface SolanaBlock {
  signSolanaDeposit(options: { gatewayUrl: string; quoteId: string; wallet: unknown }): Promise<string>;
}
interface TronBlock {
  signTronDeposit(options: { gatewayUrl: string; quoteId: string; tronWeb: unknown }): Promise<object[]>;
}

async function documented<T>(nth: number, file: string): Promise<T> {
  return (await import(await writeDocBlock(docBlock("docs/clients.md", "6. The deposit", "ts", nth), file))) as T;
}

/** TronWeb as the vendor's SDK installs it (conformance/vendor-sdk): a browser gets TronLink's instead. */
const vendorRequire = createRequire(join(import.meta.dirname, "..", "..", "conformance", "vendor-sdk", "package.json"));
const { TronWeb } = vendorRequire("tronweb") as {
  TronWeb: new (options: { fullHost: string; privateKey: string }) => {
    defaultAddress: { base58: string };
    trx: { ecRecover(transaction: object): string };
  };
};

describe("docs/clients.md, deposits from other chain families", () => {
  it("signs the Solana deposit with a wallet-standard account over a local key: the owner's valid signature on the plan's transaction", async () => {
    const sb = await startSandbox();
    const node = await startFakeChainNode();
    const gw = await startGateway({ sandbox: sb, env: { CHAIN_RPC_URLS: `SOLANA=${node.url}` } });
    const keys = await generateKeyPair();
    const owner = await getAddressFromPublicKey(keys.publicKey);
    const { quoteId } = await committedQuote(sb, await sb.getJwt(), {
      chainIn: "SOLANA",
      token: "USDC",
      amount: "30",
      depositor: owner,
    });
    // The owner holds the USDC: the block refuses a plan whose token account is missing or short.
    const configs = (await sb.api("GET", "/bridge/configs")).body as Record<
      string,
      { tokens: Record<string, { address: string }> }
    >;
    const { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } = await import("@solana-program/token");
    const mint = configs.SOLANA!.tokens.USDC!.address;
    const [ata] = await findAssociatedTokenPda({ mint: mint as never, owner, tokenProgram: TOKEN_PROGRAM_ADDRESS });
    node.tokenAccounts.set(ata, { mint, owner, amount: 10n ** 12n });

    const wallet = {
      account: {
        address: owner,
        publicKey: new Uint8Array(32),
        chains: ["solana:mainnet"],
        features: ["solana:signTransaction"],
      },
      features: {
        "solana:signTransaction": {
          signTransaction: async (...inputs: { transaction: Uint8Array }[]) =>
            Promise.all(
              inputs.map(async ({ transaction }) => ({
                signedTransaction: new Uint8Array(
                  getTransactionEncoder().encode(await signTransaction([keys], getTransactionDecoder().decode(transaction))),
                ),
              })),
            ),
        },
      },
    };
    const { signSolanaDeposit } = await documented<SolanaBlock>(2, "doc-blocks/clients-solana-deposit.ts");
    const signed = getTransactionDecoder().decode(
      getBase64Encoder().encode(await signSolanaDeposit({ gatewayUrl: `${gw.url}/graphql`, quoteId, wallet })),
    );
    const signature = signed.signatures[owner];
    expect(signature).toBeTruthy();
    expect(await verifySignature(keys.publicKey, signature as SignatureBytes, signed.messageBytes)).toBe(true);
  });

  it("signs the TRON approval and deposit with TronWeb over a local key: two transactions the owner signed, approval first", async () => {
    const sb = await startSandbox();
    const node = await startFakeChainNode();
    const gw = await startGateway({ sandbox: sb });
    const tronWeb = new TronWeb({ fullHost: node.url, privateKey: generatePrivateKey().slice(2) });
    const owner = tronWeb.defaultAddress.base58;
    const { quoteId } = await committedQuote(sb, await sb.getJwt(), {
      chainIn: "TRON",
      token: "USDT",
      amount: "30",
      depositor: owner,
    });

    const { signTronDeposit } = await documented<TronBlock>(3, "doc-blocks/clients-tron-deposit.ts");
    const signed = (await signTronDeposit({ gatewayUrl: `${gw.url}/graphql`, quoteId, tronWeb })) as {
      raw_data: { contract: { parameter: { value: { data: string; contract_address: string } } }[] };
    }[];
    expect(signed).toHaveLength(2);
    expect(signed.map((tx) => tronWeb.trx.ecRecover(tx))).toEqual([owner, owner]);
    expect(signed.map((tx) => tx.raw_data.contract[0]!.parameter.value.data.slice(0, 8))).toEqual(["095ea7b3", "2700bbaf"]);
  });
});
