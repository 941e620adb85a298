import type { Page } from "playwright-core";

/** Visible text of a Monaco editor, with its non-breaking spaces made plain. */
const editorText = (page: Page, selector: string) =>
  page.$eval(selector, (el) => (el.querySelector(".view-lines")?.textContent ?? "").replace(/\u00a0/g, " "));

const RESULT = ".graphiql-response .monaco-editor";
const VARIABLES = ".graphiql-editor-tool .graphiql-editor:not(.hidden) .monaco-editor";
const QUERY = ".graphiql-query-editor .monaco-editor";

/** Opens GraphiQL at `url` and waits until its editors are up. */
export async function openGraphiQL(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector(`${QUERY} .view-lines`, { timeout: 30_000 });
}

/** The titles of GraphiQL's tabs, left to right. */
export function tabTitles(page: Page): Promise<string[]> {
  return page.$$eval(".graphiql-tab-button", (els) => els.map((el) => el.getAttribute("title") ?? ""));
}

/**
 * Selects the tab titled `title`. The click is dispatched on the tab button: GraphiQL's tabs are
 * draggable, and a synthesized pointer press on them starts a drag instead of a click.
 */
export async function selectTab(page: Page, title: string): Promise<void> {
  await page.locator(`.graphiql-tab-button[title="${title}"]`).dispatchEvent("click");
  await page.waitForSelector(`.graphiql-tab-active .graphiql-tab-button[title="${title}"]`);
}

/** Replaces the variables editor's content with `variables` as JSON. */
export async function setVariables(page: Page, variables: Record<string, unknown>): Promise<void> {
  const text = JSON.stringify(variables);
  await page.click(`${VARIABLES} .view-lines`);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  await page.keyboard.insertText(text);
  await page.waitForFunction(
    ([selector, expected]) =>
      (document.querySelector(`${selector} .view-lines`)?.textContent ?? "").replace(/\u00a0/g, " ").replace(/\s/g, "") ===
      expected,
    [VARIABLES, text.replace(/\s/g, "")] as const,
  );
}

/** Presses GraphiQL's execute button. */
export async function execute(page: Page): Promise<void> {
  await page.click(".graphiql-execute-button");
}

/** True while an operation runs: GraphiQL turns the execute button into a stop button. */
export async function isRunning(page: Page): Promise<boolean> {
  return (await page.$('.graphiql-execute-button[aria-label^="Stop"]')) !== null;
}

/** The query editor's visible text. */
export const queryText = (page: Page) => editorText(page, QUERY);

/**
 * Waits until the result pane's visible text contains `needle`; resolves that text as it was
 * then (a live subscription may replace it a moment later).
 */
export async function waitForResult(page: Page, needle: string, timeoutMs = 15_000): Promise<string> {
  const matched = await page.waitForFunction(
    ([selector, n]) => {
      const text = (document.querySelector(`${selector} .view-lines`)?.textContent ?? "").replace(/\u00a0/g, " ");
      return text.includes(n) ? text : false;
    },
    [RESULT, needle] as const,
    { timeout: timeoutMs },
  );
  return (await matched.jsonValue()) as string;
}
