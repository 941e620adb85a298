import { getOperationAST, parse, validate, type ExecutionResult } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { graphiqlExampleTabs, type GraphiQLTab } from "../../src/http/graphiql-examples.js";
import { devDepositUrl } from "../../packages/sandbox/src/chains/start.js";
import { DEMO_DEPOSIT_ADDRESS, seedDemoData } from "../../packages/sandbox/src/demo-data.js";
import { schema } from "../../src/schema/index.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";
import { startSandbox, type SandboxHandle } from "../utils/sandbox.js";
import { subscribeWs, wsClient } from "../utils/subscriptions.js";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each example selects a different shape; asserted below
type Data = any;

// As in sandbox mode: main.ts hands the gateway the demo address it seeds.
const tabs = graphiqlExampleTabs(DEMO_DEPOSIT_ADDRESS);

const byName = new Map(tabs.map((tab) => [getOperationAST(parse(tab.query))?.name?.value ?? "(anonymous)", tab] as const));

/** Runs the tab `name` with its variables, or with `replace`'s values over them (an id pasted from an earlier tab). */
async function run(gw: GatewayHandle, name: string, replace: Record<string, unknown> = {}): Promise<ExecutionResult<Data>> {
  const tab = byName.get(name);
  if (!tab) throw new Error(`no GraphiQL example named ${name}`);
  const variables = { ...(tab.variables ? JSON.parse(tab.variables) : {}), ...replace };
  const res = await gw.post({ query: tab.query, variables });
  return (await res.json()) as ExecutionResult<Data>;
}

describe("GraphiQL example tabs", () => {
  it("are valid operations of the schema, each named and with parseable variables", () => {
    expect(tabs.length).toBeGreaterThanOrEqual(7);
    for (const tab of tabs) {
      const document = parse(tab.query);
      expect(validate(schema, document).map((e) => e.message)).toEqual([]);
      expect(getOperationAST(document)?.name?.value).toBeTruthy();
      if (tab.variables) expect(() => JSON.parse(tab.variables!)).not.toThrow();
    }
    expect([...byName.keys()]).toEqual(
      expect.arrayContaining([
        "CreateQuote",
        "WatchTransfer",
        "CommitQuote",
        "TransactionByHash",
        "DepositAddress",
        "SwapQuoteWithCalldata",
        "SwapCalldata",
        "DepositPlan",
        "PaymentRequest",
      ]),
    );
  });

  it("number the guided flow in tab order: quote, commit, plan, deposit, then the subscription (GraphiQL stops it on a tab switch)", () => {
    const names = [...byName.keys()];
    expect(names.slice(0, 5)).toEqual(["CreateQuote", "CommitQuote", "DepositPlan", "Deposit", "WatchTransfer"]);
    names.slice(0, 5).forEach((name, i) => expect(byName.get(name)!.query).toContain(`Step ${i + 1} of 5`));
  });

  describe("run as they are against the sandbox", () => {
    let gw: GatewayHandle;
    beforeAll(async () => {
      gw = await startGateway({ env: { GRAPHIQL: "true" } });
      await seedDemoData(gw.sandbox.sandbox);
    });

    it("CreateQuote prices a bridge transfer", async () => {
      const { data, errors } = await run(gw, "CreateQuote");
      expect(errors).toBeUndefined();
      expect(data.createQuote).toMatchObject({
        __typename: "BridgeQuote",
        chainIn: "ETHEREUM",
        chainOut: "BASE",
        token: "USDT",
        payAmount: "100",
      });
      expect(data.createQuote.quoteId).toMatch(/^[0-9a-f]{24}$/);
    });

    it("CommitQuote with the placeholder answers a typed error, not a GraphQL error", async () => {
      const { data, errors } = await run(gw, "CommitQuote");
      expect(errors).toBeUndefined();
      expect(["QuoteNotFound", "InvalidInput"]).toContain(data.commitQuote.__typename);
    });

    it("DepositPlan answers a typed error for the placeholder, and the plan for a committed quote's id", async () => {
      const placeholder = await run(gw, "DepositPlan");
      expect(placeholder.errors).toBeUndefined();
      expect(placeholder.data.depositPlan.__typename).not.toBe("DepositPlan");
      expect(placeholder.data.depositPlan.message).toEqual(expect.any(String));

      const { quoteId } = (await run(gw, "CreateQuote")).data.createQuote;
      expect((await run(gw, "CommitQuote", { quoteId })).data.commitQuote.__typename).toBe("QuoteCommitment");
      const { data, errors } = await run(gw, "DepositPlan", { quoteId });
      expect(errors).toBeUndefined();
      expect(data.depositPlan).toMatchObject({
        __typename: "DepositPlan",
        quoteId,
        chain: { name: "ETHEREUM", chainId: 3133701 },
        token: { symbol: "USDT", decimals: 6 },
        amount: "100",
        amountBaseUnits: "100000000",
        deposit: { chainId: 3133701, to: data.depositPlan.spender, value: "0" },
      });
      // USDT is an ERC-20: approve(spender, amount) first.
      expect(data.depositPlan.approval.data).toMatch(/^0x095ea7b3/);
    });

    it.each(["SolanaDepositPlan", "TronDepositPlan"])(
      "%s prices a transfer from its chain and plans the deposit in the chain's own form",
      async (name) => {
        const { data, errors } = await run(gw, name);
        expect(errors).toBeUndefined();
        expect(data.createQuote.__typename).toBe("BridgeQuote");
        const plan = data.createQuote.depositPlan;
        expect(plan.__typename).toBe(name);
        if (name === "SolanaDepositPlan") {
          expect(plan.instructions[0].accounts).toHaveLength(13);
          expect(plan.transaction).toBeNull();
        } else {
          expect(plan.deposit).toMatchObject({ functionSelector: "depositWithId(address,uint256,uint256)", callValue: "0" });
          expect(plan.spender).toMatch(/^T/);
        }
      },
    );

    it("TransactionByHash with the placeholder finds nothing and says why on each lookup", async () => {
      const { data, errors } = await run(gw, "TransactionByHash");
      expect(errors).toBeUndefined();
      expect(data.transaction).toBeNull();
      expect(data.byDeposit.__typename).toBe("HistoryNotFound");
      expect(data.byWithdraw.__typename).toBe("HistoryNotFound");
    });

    it("DepositAddress shows the seeded demo address with its status and one refund", async () => {
      const { data, errors } = await run(gw, "DepositAddress");
      expect(errors).toBeUndefined();
      expect(data.depositAddress.status).toMatchObject({
        __typename: "DepositAddressStatus",
        isActive: true,
        destinationChain: "BASE",
        tokenOut: "USDC",
      });
      expect(data.depositAddress.completedRefunds.__typename).toBe("RefundList");
      expect(data.depositAddress.completedRefunds.items).toHaveLength(1);
    });

    it("PaymentRequest gives the demo address's EIP-681 link, QR code and transfer; its comment's amounts are InvalidInput", async () => {
      const { data, errors } = await run(gw, "PaymentRequest");
      expect(errors).toBeUndefined();
      const request = data.depositAddress.paymentRequest;
      expect(request).toMatchObject({ __typename: "PaymentRequest", amount: "25", amountBaseUnits: "25000000" });
      expect(request.uri).toMatch(/^ethereum:0x[0-9a-fA-F]{40}@3133701\/transfer\?address=0x[0-9a-fA-F]{40}&uint256=25000000$/);
      expect(request.qrCodeSvg).toMatch(/^<svg/);
      expect(request.transaction.data).toMatch(/^0xa9059cbb/);
      for (const [amount, path] of [
        ["1", "amount"],
        ["25.0000001", "amount"],
      ]) {
        const refused = (await run(gw, "PaymentRequest", { amount })).data.depositAddress.paymentRequest;
        expect(refused).toMatchObject({ __typename: "InvalidInput", issues: [{ path: [path] }] });
      }
    });

    it("SwapQuoteWithCalldata prices a swap and returns its calldata in the same operation", async () => {
      const { data, errors } = await run(gw, "SwapQuoteWithCalldata");
      expect(errors).toBeUndefined();
      expect(data.createQuote).toMatchObject({ __typename: "BridgeSwapQuote", tokenIn: "ETH", tokenOut: "USDC" });
      expect(data.createQuote.swapCalldata).toMatchObject({ __typename: "SwapCalldata", commitmentId: data.createQuote.quoteId });
      expect(data.createQuote.swapCalldata.calldata).toMatch(/^0x[0-9a-f]+$/);
    });

    it("SwapCalldata with the placeholder answers CommitmentNotFound", async () => {
      const { data, errors } = await run(gw, "SwapCalldata");
      expect(errors).toBeUndefined();
      expect(data.swapCalldata.__typename).toBe("CommitmentNotFound");
    });
  });
});

describe("GraphiQL's guided flow on the sandbox's local chains", () => {
  let gw: GatewayHandle;
  let sb: SandboxHandle;
  let flow: Map<string, GraphiQLTab>;
  beforeAll(async () => {
    sb = await startSandbox({}, { localChains: true });
    gw = await startGateway({ sandbox: sb, selfWebhook: true, env: { GRAPHIQL: "true" } });
    const account = sb.chains!.accounts[0]!.address;
    flow = new Map(
      graphiqlExampleTabs(DEMO_DEPOSIT_ADDRESS, { depositUrl: devDepositUrl(sb.url), account }).map(
        (tab) => [getOperationAST(parse(tab.query))!.name!.value, tab] as const,
      ),
    );
  });

  const step = async (name: string, variables: Record<string, unknown> = {}): Promise<Data> => {
    const tab = flow.get(name)!;
    const res = await gw.post({
      query: tab.query,
      variables: { ...(tab.variables ? JSON.parse(tab.variables) : {}), ...variables },
    });
    const { data, errors } = (await res.json()) as ExecutionResult<Data>;
    expect(errors).toBeUndefined();
    return data;
  };

  it("quotes with the development account as depositor, and its five steps run as written reach EXECUTED", async () => {
    const account = sb.chains!.accounts[0]!.address;
    const quote = (await step("CreateQuote")).createQuote;
    expect(quote.__typename).toBe("BridgeQuote");
    const { quoteId } = quote;
    expect((await step("CommitQuote", { quoteId })).commitQuote.__typename).toBe("QuoteCommitment");
    expect((await sb.transaction(quoteId)).depositor).toBe(account);
    const plan = (await step("DepositPlan", { quoteId })).depositPlan;
    expect(plan).toMatchObject({ __typename: "DepositPlan", quoteId, preflight: { owner: account, sufficientBalance: true } });

    // Run before step 4's terminal line, as step 5 suggests, the subscription sees each state arrive.
    const events = subscribeWs(wsClient(gw.url), parse(flow.get("WatchTransfer")!.query), { quoteId });
    const stateOf = async () => ((await events.next(10_000)).data as Data).transactionEvents.transaction.state;
    expect(await stateOf()).toBe("PENDING");

    // Step 4's terminal line, as the tab prints it (wrapped over two comment lines).
    const curl = /# curl -X POST \\\n#\s+(\S+)/.exec(flow.get("Deposit")!.query)![1]!;
    expect((await fetch(curl.replace("<quoteId>", quoteId), { method: "POST" })).ok).toBe(true);
    expect([await stateOf(), await stateOf()]).toEqual(["ACCEPTED", "EXECUTED"]);
    const deposited = (await step("Deposit", { quoteId })).transactionById;
    expect(deposited).toMatchObject({ state: "EXECUTED", depositTxHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    await events.close();
  }, 60_000);
});

describe("GraphiQL tabs of the catalogue, previews and history", () => {
  let gw: GatewayHandle;
  beforeAll(async () => {
    gw = await startGateway({ env: { GRAPHIQL: "true" } });
    await seedDemoData(gw.sandbox.sandbox);
  });

  it("ChainsAndPrices lists chains, tokens with prices and swap tokens", async () => {
    const { data, errors } = await run(gw, "ChainsAndPrices");
    expect(errors).toBeUndefined();
    expect(data.chains.length).toBeGreaterThan(0);
    expect(data.chains[0].tokens[0]).toMatchObject({ symbol: expect.any(String), decimals: expect.any(Number) });
    expect(data.swapTokens.length).toBeGreaterThan(0);
  });

  it("PreviewQuote prices the transfer of CreateQuote without an account", async () => {
    const { data, errors } = await run(gw, "PreviewQuote");
    expect(errors).toBeUndefined();
    expect(data.previewQuote).toMatchObject({ __typename: "BridgeQuote", token: "USDT", payAmount: "100" });
  });

  it("History pages the transfers; the placeholder id answers a typed error", async () => {
    const { data, errors } = await run(gw, "History");
    expect(errors).toBeUndefined();
    expect(data.transactions.pageInfo).toMatchObject({ hasNextPage: expect.any(Boolean) });
    // What the tab's comment says the placeholder answers.
    expect(data.transactionById.__typename).toBe("InvalidInput");
  });

  it("DepositAddressHistory shows the demo address's tokens, transfers and siblings", async () => {
    const { data, errors } = await run(gw, "DepositAddressHistory");
    expect(errors).toBeUndefined();
    expect(data.depositAddress.supportedTokens.length).toBeGreaterThan(0);
    expect(data.depositAddress.history.edges).toEqual(expect.any(Array));
    expect(data.depositAddresses.map((a: { address: string }) => a.address)).toContain(DEMO_DEPOSIT_ADDRESS.address);
  });
});
