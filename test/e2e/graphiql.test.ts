import { beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, type WatchedPage } from "../utils/browser.js";
import { spawnGateway, type GatewayProcess } from "../utils/gateway-process.js";
import {
  execute,
  isRunning,
  openGraphiQL,
  queryText,
  selectTab,
  setVariables,
  tabTitles,
  waitForResult,
} from "../utils/graphiql.js";

describe("GraphiQL in a browser, on `npm start` as it is (the sandbox on its local chains)", () => {
  let gw: GatewayProcess;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let first: WatchedPage;
  let quoteId: string;

  beforeAll(async () => {
    // src/main.ts in its own process with no configuration: the embedded sandbox on its local
    // chains (SANDBOX_CHAINS=local, the default) and webhooks back to the gateway, exactly what a
    // newcomer runs.
    gw = await spawnGateway({ SANDBOX_CHAINS: "local" }, 40_000);
    browser = await launchBrowser();
    first = await browser.newPage();
  }, 60_000);

  const graphiqlUrl = () => `${gw.url}/graphql`;

  it("opens / on GraphiQL, with the guided flow's tabs in step order first", async () => {
    const { page, pageErrors } = first;
    await openGraphiQL(page, `${gw.url}/`);
    expect(page.url()).toBe(graphiqlUrl());
    const titles = await tabTitles(page);
    expect(titles.slice(0, 5)).toEqual(["CreateQuote", "CommitQuote", "DepositPlan", "Deposit", "WatchTransfer"]);
    expect(titles).toEqual(
      expect.arrayContaining(["TransactionByHash", "DepositAddress", "SwapQuoteWithCalldata", "SwapCalldata"]),
    );
    expect(await queryText(page)).toContain("mutation CreateQuote");
    await screenshot(page, "graphiql-opened");
    expect(pageErrors).toEqual([]);
  });

  it("keeps the same tabs, and the one that was active, when the page is reloaded", async () => {
    const { page, pageErrors } = first;
    const activeTab = () => page.$eval(".graphiql-tab-active .graphiql-tab-button", (el) => el.getAttribute("title"));
    const reload = async () => {
      await page.reload();
      await page.waitForSelector(".graphiql-query-editor .monaco-editor .view-lines", { timeout: 30_000 });
    };
    // GraphiQL stores its tabs half a second after a change: wait until the stored state names `title` active.
    const storedActive = (title: string) =>
      page.waitForFunction((t) => {
        const stored = JSON.parse(localStorage.getItem("graphiql:tabState") ?? "null") as {
          activeTabIndex: number;
          tabs: { title: string }[];
        } | null;
        return stored?.tabs[stored.activeTabIndex]?.title === t;
      }, title);
    const before = await tabTitles(page);

    // A reload of the page as first opened (nothing edited, no tab changed yet).
    await storedActive("CreateQuote");
    await reload();
    expect(await tabTitles(page)).toEqual(before);
    expect(await activeTab()).toBe("CreateQuote");

    // A reload after another tab was chosen.
    await selectTab(page, "CommitQuote");
    await storedActive("CommitQuote");
    await reload();
    expect(await tabTitles(page)).toEqual(before);
    expect(await activeTab()).toBe("CommitQuote");
    expect(await queryText(page)).toContain("mutation CommitQuote");

    // The tests below start on the first tab, as the page opens.
    await selectTab(page, "CreateQuote");
    expect(pageErrors).toEqual([]);
    // Two reloads of the editor page, each allowed the 30 s its wait gives it on a loaded machine.
  }, 90_000);

  it("shows every tab inside the tab bar at 1400x900 (nothing cut off), above the editor", async () => {
    const { page } = first;
    expect(page.viewportSize()).toEqual({ width: 1400, height: 900 });
    const layout = await page.$eval(".graphiql-tabs", (bar) => {
      const box = bar.getBoundingClientRect();
      const tabs = [...bar.querySelectorAll(".graphiql-tab")].map((t) => t.getBoundingClientRect());
      return {
        scrollWidth: bar.scrollWidth,
        clientWidth: bar.clientWidth,
        outside: tabs.filter((t) => t.left < box.left - 0.5 || t.right > box.right + 0.5 || t.bottom > box.bottom + 0.5).length,
        tabsBottom: Math.max(...tabs.map((t) => t.bottom)),
        editorTop: document.querySelector(".graphiql-query-editor")!.getBoundingClientRect().top,
      };
    });
    expect(layout.scrollWidth).toBeLessThanOrEqual(layout.clientWidth);
    expect(layout.outside).toBe(0);
    expect(layout.tabsBottom).toBeLessThanOrEqual(layout.editorTop);
    await screenshot(page, "graphiql-tabs-1400");
  });

  it("draws 0x as 0x, not as Fira Code's 0× ligature", async () => {
    const { page } = first;
    const hex = page.locator(".graphiql-query-editor .view-line span", { hasText: '"0x2222' }).first();
    expect(await hex.evaluate((el) => getComputedStyle(el).fontFeatureSettings)).toBe('"calt" 0, "liga" 0');
    // The same glyphs with the fix lifted differ: proof the ligature is real in this font and that
    // the fix is what keeps it away.
    const fixed = await hex.screenshot();
    await page.evaluate(() =>
      document.head.querySelectorAll("style").forEach((s) => {
        if (s.textContent?.includes("font-variant-ligatures: none")) s.disabled = true;
      }),
    );
    const ligated = await hex.screenshot();
    await page.evaluate(() => document.head.querySelectorAll("style").forEach((s) => (s.disabled = false)));
    expect(fixed.equals(ligated)).toBe(false);
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

  /** The banner's command that has the development account deposit for a transfer. */
  const depositCommand = () => {
    const line = gw.lines.find((l) => l.includes("/sandbox/transactions/<quoteId>/deposit"));
    return /curl -X POST (\S+?\/deposit)/.exec(line ?? "")?.[1];
  };

  it(
    "follows the tabs in one window: commits, plans, Deposit says how to deposit (wrapped, nothing cut off), then WatchTransfer shows each state arrive in turn after the banner's deposit command",
    { timeout: 90_000 },
    async () => {
      const { page, pageErrors } = first;
      await selectTab(page, "CommitQuote");
      await setVariables(page, { quoteId });
      await execute(page);
      await waitForResult(page, '"__typename": "QuoteCommitment"');
      await screenshot(page, "graphiql-commit-quote");

      await selectTab(page, "DepositPlan");
      await setVariables(page, { quoteId, owner: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266" });
      await execute(page);
      await waitForResult(page, '"__typename": "DepositPlan"');
      await screenshot(page, "graphiql-deposit-plan");

      await selectTab(page, "Deposit");
      const command = depositCommand();
      expect(command, gw.lines.join("\n")).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sandbox\/transactions\/<quoteId>\/deposit$/);
      // The tab tells the same command as the banner, over two lines: in chain mode a transfer waits for its deposit.
      expect(await queryText(page)).toMatch(new RegExp(`# curl -X POST \\\\\\s*#\\s+${command!.replace(/[.?]/g, "\\$&")}`));
      const cut = await page.$eval(".graphiql-query-editor", (editor) => {
        const right = editor.getBoundingClientRect().right;
        const line = [...editor.querySelectorAll(".view-line")].find((l) => l.textContent?.includes("/deposit"));
        const spans = [...(line?.querySelectorAll("span") ?? [])].map((s) => s.getBoundingClientRect().right);
        return { found: Boolean(line), beyond: spans.filter((r) => r > right + 0.5).length };
      });
      expect(cut).toEqual({ found: true, beyond: 0 });
      await screenshot(page, "graphiql-deposit-step");

      await selectTab(page, "WatchTransfer");
      await setVariables(page, { quoteId });
      await execute(page);
      await page.waitForSelector('.graphiql-execute-button[aria-label^="Stop"]');

      // Moment 1: the transfer's current state (read by quote id), PENDING: nothing moves it before its deposit.
      const pending = await waitForResult(page, '"state": "PENDING"');
      expect(pending).not.toContain("ACCEPTED");
      await screenshot(page, "graphiql-live-1-pending");

      // The banner's command, as a newcomer pastes it into a terminal.
      const deposit = await fetch(command!.replace("<quoteId>", quoteId), { method: "POST" });
      expect(deposit.status, await deposit.clone().text()).toBe(200);
      const { depositTxHash } = (await deposit.json()) as { depositTxHash: string };

      // Moment 2: the next state arrives live in the same pane, the subscription still running.
      const accepted = await waitForResult(page, '"kind": "BRIDGE_ACCEPTED"', 30_000);
      expect(accepted).toContain('"state": "ACCEPTED"');
      expect(accepted).not.toContain('"state": "PENDING"');
      expect(accepted.replace(/\s+/g, "")).toContain(`"depositTxHash":"${depositTxHash}"`);
      expect(await isRunning(page)).toBe(true);
      await screenshot(page, "graphiql-live-2-accepted");

      const executed = await waitForResult(page, '"kind": "BRIDGE_EXECUTED"', 30_000);
      expect(executed).toContain('"state": "EXECUTED"');
      // The pane wraps long lines, so a hash may be split across them.
      expect(executed).toMatch(/"withdrawTxHash":\s+"0x[0-9a-f]/);
      await screenshot(page, "graphiql-live-3-executed");
      expect(pageErrors).toEqual([]);
    },
  );
});
