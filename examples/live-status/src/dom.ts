/** A row of a details list: label, value, optional test id and link (an explorer link). */
export type Row = [label: string, value: string, testId?: string, href?: string | null];

/** The page's element for `selector`; the page is static HTML, so a missing one is a bug here. */
export function $<T extends HTMLElement = HTMLElement>(selector: string): T {
  const el = document.querySelector<T>(selector);
  if (!el) throw new Error(`missing ${selector}`);
  return el;
}

/** A definition list of rows; a row with `href` links its value (an explorer link). */
export function fillDetails(list: HTMLElement, rows: Row[]): void {
  list.replaceChildren(
    ...rows.flatMap(([label, value, testId, href]) => {
      const dt = document.createElement("dt");
      dt.textContent = label;
      const dd = document.createElement("dd");
      if (href) {
        const link = document.createElement("a");
        link.href = href;
        link.target = "_blank";
        link.rel = "noopener";
        link.textContent = value;
        dd.append(link);
      } else dd.textContent = value;
      if (testId) dd.dataset.testid = testId;
      return [dt, dd];
    }),
  );
}

/** Replaces a picker's options, keeping `selected` when it is among them (else the first). */
export function fillSelect(select: HTMLSelectElement, values: string[], selected: string): void {
  const keep = values.includes(selected) ? selected : values[0];
  select.replaceChildren(...values.map((v) => new Option(v, v, v === keep, v === keep)));
}

/** Shows `message` in the page's alert, or hides it. */
export function showError(message: string | undefined): void {
  const box = $("#error");
  box.hidden = message === undefined;
  box.textContent = message ?? "";
}

/**
 * What the page says about an expected failure: the text every error type carries
 * (`LiveStatusRefusal` and `... on Error { message }` in operations.ts), written for people. `InvalidInput` with several
 * issues names each one's field: its message only counts them ("Invalid input: 2 problems"). Only
 * a member the page does not select `message` on (a type added to the union later) falls back to
 * its name.
 */
export function errorText(result: {
  __typename?: string;
  message?: string;
  issues?: readonly { path: readonly string[]; message: string }[];
}): string {
  if (result.issues && result.issues.length > 1)
    return `${result.message}: ${result.issues.map((i) => `${i.path.at(-1)} ${i.message}`).join("; ")}`;
  return result.message ?? `Unexpected answer: ${result.__typename ?? "unknown"}`;
}

/** A failure's short text: viem's `shortMessage` (its `message` adds details and version lines). */
export function reason(err: unknown): string {
  return (err as { shortMessage?: string }).shortMessage ?? (err instanceof Error ? err.message : String(err));
}
