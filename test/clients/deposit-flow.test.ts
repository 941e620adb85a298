import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { createClient } from "graphql-ws";
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  parseUnits,
  type Account,
  type Address,
  type Chain,
  type Hash,
  type PublicClient,
  type Transport,
  type WalletClient,
} from "viem";
import { generatePrivateKey, privateKeyToAddress } from "viem/accounts";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { viemChain } from "../../packages/sandbox/src/contracts/deployment.js";
import { graphql } from "../gql/index.js";
import { fundedUser } from "../utils/chains.js";
import { docBlock, writeDocBlock } from "../utils/doc-blocks.js";
import { onDispose } from "../utils/disposers.js";
import { as, startGateway } from "../utils/gateway.js";
import { startSandbox } from "../utils/sandbox.js";

const run = promisify(execFile);

const CreateQuote = graphql(`
  mutation DepositFlowCreateQuote($input: QuoteInput!) {
    createQuote(input: $input) {
      __typename
      ... on Quote {
        quoteId
        receiveAmount
      }
      ... on Error {
        message
      }
    }
  }
`);

const CommitQuote = graphql(`
  mutation DepositFlowCommitQuote($quoteId: ID!) {
    commitQuote(quoteId: $quoteId) {
      __typename
      ... on Error {
        message
      }
    }
  }
`);

/** What the documented block exports. */
interface DocumentedFlow {
  depositAndWatch(options: {
    gatewayUrl: string;
    ws: ReturnType<typeof createClient>;
    wallet: WalletClient<Transport, Chain, Account>;
    reader: PublicClient;
    quoteId: string;
  }): Promise<{ state: string; depositTxHash: string | null; withdrawTxHash: string | null }>;
}

/** The ```ts block of docs/clients.md's deposit section, as a module (test/utils/doc-blocks.ts). */
async function documentedDepositFlow(): Promise<DocumentedFlow> {
  const path = await writeDocBlock(docBlock("docs/clients.md", "6. The deposit", "ts"), "doc-blocks/clients-deposit.ts");
  return (await import(path)) as DocumentedFlow;
}

describe("docs/clients.md, the deposit", () => {
  it("the Node script runs as written: its own quote, commit and chain from the gateway, a local key, ws for graphql-ws, EXECUTED", async () => {
    const sandbox = await startSandbox({}, { localChains: true });
    const gw = await startGateway({ sandbox, selfWebhook: true });
    const { account, privateKey } = await fundedUser(sandbox.chains!);
    const recipient = privateKeyToAddress(generatePrivateKey());
    // The blocks as a reader saves them: the deposit block as deposit.ts, the script beside it.
    await writeDocBlock(docBlock("docs/clients.md", "6. The deposit", "ts", 0), "doc-blocks/node/deposit.ts");
    const script = await writeDocBlock(docBlock("docs/clients.md", "6. The deposit", "ts", 1), "doc-blocks/node/bridge.ts");
    // Run as a reader runs it (`npx tsx bridge.ts`), with the settings it reads from the environment.
    const { stdout } = await run("npx", ["tsx", script], {
      env: {
        ...process.env,
        GATEWAY_URL: `${gw.url}/graphql`,
        PRIVATE_KEY: privateKey,
        CHAIN_IN: "ARBITRUM_ONE",
        CHAIN_OUT: "BASE",
        TOKEN: "USDC",
        AMOUNT: "7",
        RECIPIENT: recipient,
      },
    });
    const final = JSON.parse(stdout.trim().split("\n").at(-1)!) as { state: string; withdrawTxHash: string | null };

    expect(account.address).not.toBe(recipient);
    expect(final.state).toBe("EXECUTED");
    const destination = sandbox.chains!.chains.BASE!;
    const base = createPublicClient({ transport: http(destination.rpcUrl) });
    expect((await base.getTransactionReceipt({ hash: final.withdrawTxHash as Hash })).status).toBe("success");
    const paid = await base.readContract({
      address: destination.tokens.USDC as Address,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [recipient],
    });
    expect(paid).toBeGreaterThan(0n);
  }, 60_000);

  it("runs as written against the sandbox's local chains: approval, deposit, EXECUTED, and the recipient is paid", async () => {
    const sandbox = await startSandbox({}, { localChains: true });
    const gw = await startGateway({ sandbox, selfWebhook: true });
    const chains = sandbox.chains!;
    // A funded account of its own: other files send on the same chains at the same time.
    const { account } = await fundedUser(chains);
    const recipient = privateKeyToAddress(generatePrivateKey());
    const quote = as(
      (
        await gw.gql(CreateQuote, {
          input: {
            chainIn: "ETHEREUM",
            chainOut: "BASE",
            tokenIn: "USDC",
            tokenOut: "USDC",
            amount: "42",
            mode: "PAY",
            depositor: account.address,
            recipient,
          },
        })
      ).data?.createQuote,
      "BridgeQuote",
    );
    expect((await gw.gql(CommitQuote, { quoteId: quote.quoteId })).data?.commitQuote.__typename).toBe("QuoteCommitment");

    const source = chains.chains.ETHEREUM!;
    const chain = viemChain(source);
    const ws = createClient({ url: `${gw.url.replace(/^http/, "ws")}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
    onDispose(() => ws.dispose());
    const { depositAndWatch } = await documentedDepositFlow();
    const final = await depositAndWatch({
      gatewayUrl: `${gw.url}/graphql`,
      ws,
      wallet: createWalletClient({ account, chain, transport: http(source.rpcUrl) }),
      reader: createPublicClient({ chain, transport: http(source.rpcUrl), pollingInterval: 100 }),
      quoteId: quote.quoteId,
    });

    expect(final.state).toBe("EXECUTED");
    const destination = chains.chains.BASE!;
    const base = createPublicClient({ transport: http(destination.rpcUrl) });
    expect((await base.getTransactionReceipt({ hash: final.withdrawTxHash as Hash })).status).toBe("success");
    const paid = await base.readContract({
      address: destination.tokens.USDC as Address,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [recipient],
    });
    expect(paid).toBe(parseUnits(quote.receiveAmount, 6));
  }, 60_000);
});
