import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot } from "../utils/browser.js";
import { serveExamplePage } from "../utils/example-page.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";
import { startSandbox } from "../utils/sandbox.js";

/** What a person does on the page: quote the default transfer, commit it, wait for EXECUTED. */
async function quoteCommitAndWatch(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Get quote" }).click();
  await expect.poll(() => page.getByTestId("quote-id").textContent(), { timeout: 10_000 }).toMatch(/^[0-9a-f]{24}$/);
  await page.getByRole("button", { name: "Commit and watch live" }).click();
  await page.locator('[data-testid="state"][data-state="EXECUTED"]').waitFor({ timeout: 15_000 });
}

describe("the live-status example page", () => {
  let gw: GatewayHandle;
  let pageUrl: string;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;

  beforeAll(async () => {
    // Like `npm start`: the sandbox moves committed transfers on by itself (faster here).
    const sandbox = await startSandbox({ autoAdvanceMs: 150 });
    gw = await startGateway({ sandbox, selfWebhook: true });
    ({ url: pageUrl } = await serveExamplePage(gw.url));
    browser = await launchBrowser();
  }, 60_000);

  it("goes from a quote to EXECUTED on screen, with hashes, amounts and fees, through its same-origin proxy", async () => {
    const { page, pageErrors } = await browser.newPage();
    await page.goto(pageUrl);
    await quoteCommitAndWatch(page);

    const timeline = await page.getByTestId("timeline").innerText();
    expect(timeline).toContain("BRIDGE_ACCEPTED");
    expect(timeline).toContain("BRIDGE_EXECUTED");
    expect(await page.getByTestId("deposit-tx").textContent()).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await page.getByTestId("withdraw-tx").textContent()).toMatch(/^0x[0-9a-f]{64}$/);
    const details = await page.locator("#transfer-details").innerText();
    expect(details).toContain("100 USDT");
    expect(details).toContain("99.5 USDT");
    expect(details).toMatch(/Fees\s+0\.5 USDT/);
    expect(await page.locator("#error").isHidden()).toBe(true);
    await screenshot(page, "live-status-executed");
    expect(pageErrors).toEqual([]);
  });

  it("also works against the gateway cross-origin (?gateway=...), which needs the gateway's CORS", async () => {
    const { page, pageErrors } = await browser.newPage();
    await page.goto(`${pageUrl}?gateway=${encodeURIComponent(`${gw.url}/graphql`)}`);
    expect(await page.locator("#endpoint").textContent()).toBe(`${gw.url}/graphql`);
    await quoteCommitAndWatch(page);
    expect(await page.getByTestId("timeline").innerText()).toContain("BRIDGE_EXECUTED");
    await screenshot(page, "live-status-cross-origin");
    expect(pageErrors).toEqual([]);
  });
});
