import { beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, type WatchedPage } from "../utils/browser.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";
import { execute, openGraphiQL, queryText, selectTab, setVariables, tabTitles, waitForResult } from "../utils/graphiql.js";
import { startSandbox, type SandboxHandle } from "../utils/sandbox.js";

describe("GraphiQL in a browser", () => {
  let sandbox: SandboxHandle;
  let gw: GatewayHandle;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let first: WatchedPage;
  let quoteId: string;

  beforeAll(async () => {
    sandbox = await startSandbox();
    // As in `npm start`: quotes' webhooks come back to this gateway, which relays them.
    gw = await startGateway({ sandbox, selfWebhook: true });
    browser = await launchBrowser();
    first = await browser.newPage();
  });

  const graphiqlUrl = () => `${gw.url}/graphql`;

  it("opens /graphql with the example operations of the main flows as tabs", async () => {
    const { page, pageErrors } = first;
    await openGraphiQL(page, graphiqlUrl());
    expect(await tabTitles(page)).toEqual(
      expect.arrayContaining([
        "CreateQuote",
        "WatchTransfer",
        "CommitQuote",
        "TransactionByHash",
        "DepositAddress",
        "SwapQuoteWithCalldata",
        "SwapCalldata",
      ]),
    );
    expect(await queryText(page)).toContain("mutation CreateQuote");
    await screenshot(page, "graphiql-opened");
    expect(pageErrors).toEqual([]);
  });

  it("runs the CreateQuote example as it is and shows the quote in the result pane", async () => {
    const { page } = first;
    await execute(page);
    const result = await waitForResult(page, '"__typename": "BridgeQuote"');
    quoteId = /"quoteId": "([0-9a-f]{24})"/.exec(result)?.[1] ?? "";
    expect(quoteId, result).not.toBe("");
    expect(result).toContain('"payAmount": "100"');
    await screenshot(page, "graphiql-create-quote");
  });

  it("streams the WatchTransfer subscription into the result pane until BRIDGE_EXECUTED, with the commit made in a second tab", async () => {
    const { page, pageErrors } = first;
    await selectTab(page, "WatchTransfer");
    await setVariables(page, { quoteId });
    await execute(page);
    // GraphiQL shows a stop button while a subscription runs.
    await page.waitForSelector('.graphiql-execute-button[aria-label^="Stop"]');

    // One operation per GraphiQL window: commit from a second one, as the WatchTransfer tab says.
    const second = await browser.newPage();
    await openGraphiQL(second.page, graphiqlUrl());
    await selectTab(second.page, "CommitQuote");
    await setVariables(second.page, { quoteId });
    await execute(second.page);
    await waitForResult(second.page, '"__typename": "QuoteCommitment"');
    await screenshot(second.page, "graphiql-commit-quote");

    await waitForResult(page, '"type": "BRIDGE_PENDING"');
    await sandbox.advance(quoteId, "EXECUTED");
    const result = await waitForResult(page, '"type": "BRIDGE_EXECUTED"');
    expect(result).toContain('"state": "EXECUTED"');
    // The pane wraps long lines, so a hash may be split across them.
    expect(result).toMatch(/"withdrawTxHash":\s+"0x[0-9a-f]/);
    await screenshot(page, "graphiql-subscription-executed");
    expect([...pageErrors, ...second.pageErrors]).toEqual([]);
  });
});
