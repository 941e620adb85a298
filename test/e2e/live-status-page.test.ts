import { spawn } from "node:child_process";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot } from "../utils/browser.js";
import { serveExamplePage } from "../utils/example-page.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";
import { freePort } from "../utils/net.js";
import { onDispose } from "../utils/disposers.js";
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

  it("clears the old quote when a new one fails, and says why in the typed error's own words", async () => {
    const { page, pageErrors } = await browser.newPage();
    await page.goto(pageUrl);
    await page.getByRole("button", { name: "Get quote" }).click();
    await expect.poll(() => page.getByTestId("quote-id").textContent(), { timeout: 10_000 }).toMatch(/^[0-9a-f]{24}$/);

    await page.getByLabel("Amount paid").fill("0");
    await page.getByRole("button", { name: "Get quote" }).click();
    await page.locator("#error").waitFor({ state: "visible", timeout: 10_000 });
    // InvalidInput's message, as `... on Error { message }` gives it: no type name, no GraphQL wording.
    expect(await page.locator("#error").textContent()).toBe("Invalid input: must be greater than 0");
    expect(await page.locator("#quote-card").isHidden()).toBe(true);
    // By id: a role query skips the hidden card's button.
    expect(await page.locator("#commit-button").isDisabled()).toBe(true);
    await screenshot(page, "live-status-failed-requote");

    // Not a number at all: the form refuses it before any request, instead of a raw GraphQL variable error.
    await page.getByLabel("Amount paid").fill("abc");
    expect(await page.getByLabel("Amount paid").evaluate((el: HTMLInputElement) => el.validity.patternMismatch)).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});

describe("npm run example", () => {
  it("listens on EXAMPLE_PORT", { timeout: 120_000 }, async () => {
    const port = await freePort();
    const child = spawn("npm", ["run", "-s", "example"], {
      env: { ...process.env, EXAMPLE_PORT: String(port) },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    // npm, its shell and vite are one process group: stop them all.
    onDispose(() => {
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        // already gone
      }
    });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    await expect
      .poll(
        () =>
          fetch(`http://localhost:${port}/`).then(
            (r) => r.text(),
            () => output,
          ),
        { timeout: 100_000, interval: 500 },
      )
      .toContain("<title>Bridge live status");
  });
});
