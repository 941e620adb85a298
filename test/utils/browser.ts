import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { onDispose } from "./disposers.js";

/** Debian's `chromium` package; playwright-core drives it and never downloads a browser. */
export const CHROMIUM_PATH = "/usr/bin/chromium";

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Where screenshots go: gitignored, kept after the run for people (and CI) to look at. */
export const ARTIFACTS_DIR = join(import.meta.dirname, "..", "..", "test-artifacts");

/** A page plus the uncaught errors it raised, so a test can assert the page ran cleanly. */
export interface WatchedPage {
  page: Page;
  pageErrors: string[];
}

/**
 * Launches headless Chromium for the test file (closed after its tests) with one fresh context:
 * its pages share localStorage, as two tabs of one browser do.
 * @throws Error with an install hint when Chromium is missing.
 */
export async function launchBrowser(): Promise<{ browser: Browser; context: BrowserContext; newPage(): Promise<WatchedPage> }> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Browser tests need Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium (.ci/run does it)`);
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  onDispose(async () => {
    // Leaving the pages first closes their WebSockets cleanly; a killed page resets them mid-frame.
    await Promise.all(context.pages().map((page) => page.goto("about:blank").catch(() => {})));
    await browser.close();
  });
  return {
    browser,
    context,
    async newPage() {
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on("pageerror", (err) => pageErrors.push(err.message));
      return { page, pageErrors };
    },
  };
}

/** Saves a full-page screenshot as `test-artifacts/<name>.png`. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const path = join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
