import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

const ROOT = join(import.meta.dirname, "..", "..");

/** One fenced code block of a Markdown file, with the `## ` section it sits in. */
export interface DocBlock {
  /** The section's heading, without the `## ` (empty before the first one). */
  section: string;
  /** The fence's info string: `ts`, `graphql`, `sh`... */
  lang: string;
  code: string;
  /** 1-based line of the opening fence, for messages. */
  line: number;
}

/** Every fenced block of `file` (a path from the repository root), in order. */
export function docBlocks(file: string): DocBlock[] {
  const blocks: DocBlock[] = [];
  let section = "";
  let open: { lang: string; line: number; lines: string[] } | undefined;
  readFileSync(join(ROOT, file), "utf8")
    .split("\n")
    .forEach((text, index) => {
      if (open) {
        if (text.startsWith("```")) {
          blocks.push({ section, lang: open.lang, code: `${open.lines.join("\n")}\n`, line: open.line });
          open = undefined;
        } else open.lines.push(text);
      } else if (text.startsWith("```")) open = { lang: text.slice(3).trim(), line: index + 1, lines: [] };
      else if (text.startsWith("## ")) section = text.slice(3).trim();
    });
  return blocks;
}

/**
 * The one block of `lang` in the section of `file` whose heading starts with `section`, and the
 * `nth` (0-based) when the section holds several.
 * @throws Error when there is no such block, so a doc that loses its example fails the test.
 */
export function docBlock(file: string, section: string, lang: string, nth = 0): DocBlock {
  const found = docBlocks(file).filter((b) => b.section.startsWith(section) && b.lang === lang)[nth];
  if (!found) throw new Error(`${file} has no ${lang} block #${nth} in the section "${section}"`);
  return found;
}

/**
 * Writes `block` as the file `path` (relative to the repository's gitignored test-artifacts/), so
 * that it runs exactly as the documentation shows it; returns the absolute path.
 */
export async function writeDocBlock(block: DocBlock, path: string): Promise<string> {
  const absolute = join(ROOT, "test-artifacts", path);
  await mkdir(dirname(absolute), { recursive: true });
  await writeFile(absolute, block.code);
  return absolute;
}
