import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The rules of the house that no type checker holds, in the gateway (src/) and in the sandbox
 * package (packages/sandbox/src/) alike: layers only import downwards, no import cycle, and no
 * function longer than a screen (docs/architecture.md, "The folders"); and the two trees apart.
 */
const SRC = fileURLToPath(new URL("../../src/", import.meta.url));
const SANDBOX_SRC = fileURLToPath(new URL("../../packages/sandbox/src/", import.meta.url));
const SANDBOX_PACKAGE = "@bridge-gateway/sandbox";

/**
 * The layers of each tree, lowest first: a module may import its own folder and the folders
 * ranked below its own. Top-level files are layers of their own. The twins of libraries'
 * internals (src/twins/, docs/twins.md) live in one folder, each of its subfolders a layer just
 * below the one that uses it.
 */
const TREES: { root: string; layers: string[][] }[] = [
  {
    root: SRC,
    layers: [
      ["config.ts", "domain"],
      ["observability"],
      ["redis"],
      ["twins/wire"],
      ["upstream"],
      ["twins/rpc"],
      // The second upstream (a chain's JSON-RPC) reuses the first one's breaker and error classes.
      ["chain"],
      // The deposit and wallet services, over ports the loaders satisfy; the chain families they read with are in chain/.
      ["deposits", "wallets"],
      ["caller.ts", "events"],
      ["loaders"],
      ["schema"],
      ["security"],
      ["twins/graphql"],
      ["http"],
      ["gateway.ts"],
      ["sandbox-mode.ts"],
      ["main.ts"],
    ],
  },
  {
    // The simulated bridge API: the vendor's rules (domain) over the compiled contracts and the
    // description of the local chains; the chains run them; webhooks go out through delivery,
    // the control API's state is in control; the HTTP server and its routes over all of them.
    root: SANDBOX_SRC,
    layers: [
      ["config.ts", "contracts"],
      ["domain"],
      ["chains"],
      ["delivery"],
      ["control"],
      ["server"],
      ["routes"],
      ["app.ts"],
      ["demo-data.ts", "embedded.ts"],
      // The package's entries: what the gateway's sandbox mode loads, and `npm run sandbox`.
      ["index.ts", "main.ts"],
    ],
  },
];
/** The one module of the gateway that may name the sandbox (sandbox mode starts it as a child process). */
const SANDBOX_LOADER = join(SRC, "sandbox-mode.ts");

const MAX_FUNCTION_LINES = 80;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

const treeOf = (file: string) => TREES.find((tree) => file.startsWith(tree.root))!;
const files = TREES.flatMap((tree) => sourceFiles(tree.root));
/** A folder whose subfolders are layers of their own. */
const SPLIT = "twins";
const layerOf = (file: string): string => {
  const [top, sub] = relative(treeOf(file).root, file).split("/");
  return top === SPLIT ? `${top}/${sub}` : top!;
};
const rank = (file: string): number => {
  const { root, layers } = treeOf(file);
  const layer = layerOf(file);
  const i = layers.findIndex((names) => names.includes(layer));
  if (i < 0)
    throw new Error(
      `${show(join(root, layer))} is in no layer: add it to TREES in ${relative(process.cwd(), fileURLToPath(import.meta.url))}`,
    );
  return i;
};

/** Each file's imports (type-only ones included): paths of files, or the sandbox's package name. */
const imports = new Map<string, string[]>(
  files.map((file) => {
    const info = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = info.importedFiles
      .map((f) => f.fileName)
      .flatMap((name) => {
        if (name.startsWith(".")) return [resolve(dirname(file), name.replace(/\.js$/, ".ts"))];
        return name === SANDBOX_PACKAGE || name.startsWith(`${SANDBOX_PACKAGE}/`) ? [SANDBOX_PACKAGE] : [];
      });
    return [file, targets];
  }),
);
const show = (file: string) => (file === SANDBOX_PACKAGE ? file : relative(join(SRC, ".."), file));

describe("the house", () => {
  it("has every layer import only its own folder and the layers below it", () => {
    const upward: string[] = [];
    for (const [file, targets] of imports) {
      for (const target of targets) {
        if (target === SANDBOX_PACKAGE || treeOf(file) !== TREES.find((tree) => target.startsWith(tree.root))) continue;
        if (layerOf(file) !== layerOf(target) && rank(target) >= rank(file)) upward.push(`${show(file)} -> ${show(target)}`);
      }
    }
    expect(upward).toEqual([]);
  });

  it("keeps the gateway and the sandbox apart: only src/main.ts loads the sandbox, by its package name", () => {
    const crossing: string[] = [];
    for (const [file, targets] of imports) {
      const inSandbox = file.startsWith(SANDBOX_SRC);
      for (const target of targets) {
        const toSandbox = target === SANDBOX_PACKAGE || target.startsWith(SANDBOX_SRC);
        const allowed = target === SANDBOX_PACKAGE ? file === SANDBOX_LOADER : inSandbox === toSandbox;
        if (!allowed) crossing.push(`${show(file)} -> ${show(target)}`);
      }
    }
    expect(crossing).toEqual([]);
  });

  it("has no import cycle", () => {
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const stack: string[] = [];
    const visit = (file: string) => {
      state.set(file, "open");
      stack.push(file);
      for (const next of imports.get(file) ?? []) {
        if (next === SANDBOX_PACKAGE) continue;
        if (state.get(next) === "open") cycles.push([...stack.slice(stack.indexOf(next)), next].map(show).join(" -> "));
        else if (!state.has(next)) visit(next);
      }
      stack.pop();
      state.set(file, "done");
    };
    for (const file of files) if (!state.has(file)) visit(file);
    expect(cycles).toEqual([]);
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
