import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The rules of the house that no type checker holds: layers only import downwards, no import
 * cycle, and no function longer than a screen (docs/architecture.md, "The folders").
 */
const SRC = fileURLToPath(new URL("../../src/", import.meta.url));

/**
 * The layers, lowest first: a module may import its own folder and the folders ranked below its
 * own. Top-level files are layers of their own. The sandbox is the other side of the wire and
 * imports nothing of the gateway. The twins of libraries' internals (src/twins/, docs/twins.md)
 * live in one folder, each of its subfolders a layer just below the one that uses it.
 */
const LAYERS: string[][] = [
  ["config.ts", "domain"],
  ["observability"],
  ["redis"],
  ["twins/wire"],
  ["upstream"],
  ["twins/rpc"],
  // The second upstream (a chain's JSON-RPC) reuses the first one's breaker and error classes.
  ["chain"],
  ["caller.ts", "events"],
  ["loaders"],
  ["schema"],
  ["security"],
  ["twins/graphql"],
  ["http"],
  ["gateway.ts"],
  ["main.ts"],
];
const SANDBOX = "sandbox";
/** A folder whose subfolders are layers of their own. */
const SPLIT = "twins";

const MAX_FUNCTION_LINES = 80;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

const files = sourceFiles(SRC);
const layerOf = (file: string): string => {
  const [top, sub] = relative(SRC, file).split("/");
  return top === SPLIT ? `${top}/${sub}` : top!;
};
const rank = (layer: string): number => {
  if (layer === SANDBOX) return -1;
  const i = LAYERS.findIndex((names) => names.includes(layer));
  if (i < 0)
    throw new Error(
      `src/${layer} is in no layer: add it to LAYERS in ${relative(process.cwd(), fileURLToPath(import.meta.url))}`,
    );
  return i;
};

/** Each file's imports of other files of src/, type-only ones included. */
const imports = new Map<string, string[]>(
  files.map((file) => {
    const info = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const local = info.importedFiles
      .map((f) => f.fileName)
      .filter((name) => name.startsWith("."))
      .map((name) => resolve(dirname(file), name.replace(/\.js$/, ".ts")))
      .filter((path) => path.startsWith(SRC));
    return [file, local];
  }),
);
const show = (file: string) => relative(join(SRC, ".."), file);

describe("the house", () => {
  it("has every layer import only its own folder and the layers below it", () => {
    const upward: string[] = [];
    for (const [file, targets] of imports) {
      const from = layerOf(file);
      for (const target of targets) {
        const to = layerOf(target);
        if (from === to) continue;
        const crossesSandbox = from === SANDBOX ? to !== SANDBOX : to === SANDBOX && from !== "main.ts";
        if (crossesSandbox || (from !== SANDBOX && rank(to) >= rank(from))) upward.push(`${show(file)} -> ${show(target)}`);
      }
    }
    expect(upward).toEqual([]);
  });

  it("has no import cycle", () => {
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const stack: string[] = [];
    const visit = (file: string) => {
      state.set(file, "open");
      stack.push(file);
      for (const next of imports.get(file) ?? []) {
        if (state.get(next) === "open") cycles.push([...stack.slice(stack.indexOf(next)), next].map(show).join(" -> "));
        else if (!state.has(next)) visit(next);
      }
      stack.pop();
      state.set(file, "done");
    };
    for (const file of files) if (!state.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });

  it("pins every deep import into a package (a path the package does not export) in test/types/deep-imports.test.ts", () => {
    const pinned = readFileSync(fileURLToPath(new URL("../types/deep-imports.test.ts", import.meta.url)), "utf8");
    const unpinned: string[] = [];
    for (const file of files) {
      if (layerOf(file) === SANDBOX) continue;
      for (const { fileName } of ts.preProcessFile(readFileSync(file, "utf8"), true, true).importedFiles) {
        const [, name, subpath] = /^(@[^/]+\/[^/]+|[^@/.][^/]*)\/(.+)$/.exec(fileName) ?? [];
        if (!name || !subpath || fileName.startsWith("node:")) continue;
        const manifest = JSON.parse(readFileSync(join(SRC, "..", "node_modules", name, "package.json"), "utf8")) as {
          exports?: unknown;
        };
        if (manifest.exports === undefined && !pinned.includes(`"${fileName}"`)) unpinned.push(`${show(file)}: ${fileName}`);
      }
    }
    expect(unpinned).toEqual([]);
  });

  it(`has no function over ${MAX_FUNCTION_LINES} lines`, () => {
    const long: string[] = [];
    for (const file of files) {
      const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node) => {
        if (ts.isFunctionLike(node) && "body" in node && node.body) {
          const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
          const last = source.getLineAndCharacterOfPosition(node.end).line;
          const name =
            node.name && ts.isIdentifier(node.name) ? node.name.text : `(${ts.SyntaxKind[node.kind]} at line ${first + 1})`;
          const where = `${show(file)}:${name}`;
          if (last - first + 1 > MAX_FUNCTION_LINES) long.push(`${where} ${last - first + 1} lines`);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(long).toEqual([]);
  });
});
