import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isUnionType, parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { signBody, verifySignature } from "../src/events/signature.js";
import { schema } from "../src/schema/index.js";
import { capacitySection, MARKERS, readLiveReport } from "../scripts/capacity-model.js";
import { ENV_EXAMPLE, envExample, schemaDefaults } from "../scripts/env-example.js";
import { docBlocks } from "./utils/doc-blocks.js";
import { generateSigningKeys } from "./utils/signing.js";

const ROOT = join(import.meta.dirname, "..");
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

/** The variable names of a zod `envSchema = z.object({ ... })` block in a source file. */
function envVariables(source: string): string[] {
  const block = /const envSchema = z\.object\(\{([\s\S]*?)\n\}\);/.exec(source)?.[1];
  if (!block) throw new Error("no envSchema block found");
  return [...block.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!);
}

/** `variable -> default` from the markdown table rows that start with backticked names. */
function defaultsTable(markdown: string): Map<string, string> {
  const rows = new Map<string, string>();
  for (const [, names, defaults] of markdown.matchAll(/^\| (`[A-Z][A-Z0-9_]+`(?:, `[A-Z][A-Z0-9_]+`)*) \| ([^|]+) \|/gm)) {
    const vars = names!.split(", ").map((n) => n.replaceAll("`", ""));
    const values = defaults!.trim().split(", ");
    vars.forEach((v, i) => rows.set(v, (vars.length === values.length ? values[i]! : defaults!).trim()));
  }
  return rows;
}

describe("documentation", () => {
  const configuration = read("docs/configuration.md");

  it("docs/configuration.md documents every variable of src/config.ts and packages/sandbox/src/config.ts", () => {
    const documented = defaultsTable(configuration);
    const variables = [...envVariables(read("src/config.ts")), ...envVariables(read("packages/sandbox/src/config.ts"))];
    expect(variables.length).toBeGreaterThan(20);
    expect(variables.filter((v) => !documented.has(v))).toEqual([]);
  });

  it("docs/configuration.md gives each variable the default the config schema applies", () => {
    const documented = defaultsTable(configuration);
    const disagree = [...schemaDefaults()]
      .filter(([, value]) => value !== "")
      .filter(([name, value]) => !documented.get(name)?.includes(`\`${value}\``))
      .map(([name, value]) => `${name}: schema ${value}, docs ${documented.get(name)}`);
    expect(disagree).toEqual([]);
  });

  it(".env.example is what `npm run env:example` writes from the schemas and docs/configuration.md", () => {
    expect(readFileSync(ENV_EXAMPLE, "utf8")).toBe(envExample());
  });

  it("the README's configuration table gives the same defaults as docs/configuration.md", () => {
    const documented = defaultsTable(configuration);
    const readme = defaultsTable(read("README.md"));
    expect(readme.size).toBeGreaterThan(10);
    for (const [variable, value] of readme) expect({ variable, value: documented.get(variable) }).toEqual({ variable, value });
  });

  it.each(["README.md", "docs/api.md", "docs/clients.md"])(
    "every graphql example in %s is a valid operation of the schema",
    (file) => {
      const blocks = docBlocks(file)
        .filter((b) => b.lang === "graphql")
        .map((b) => b.code);
      expect(blocks.length).toBeGreaterThan(0);
      for (const block of blocks) expect(validate(schema, parse(block)).map((e) => e.message)).toEqual([]);
    },
  );

  it("docs/clients.md names the installed major versions of the client libraries it was tested with", () => {
    const named = [...read("docs/clients.md").matchAll(/^\| `(@?[\w./-]+)` \| (\d+)\.(\d+) \|$/gm)];
    expect(named.map((m) => m[1])).toEqual(
      expect.arrayContaining(["@graphql-codegen/client-preset", "@apollo/client", "@urql/core"]),
    );
    for (const [, pkg, major] of named) {
      const installed = (JSON.parse(read(`node_modules/${pkg}/package.json`)) as { version: string }).version;
      expect({ pkg, major: installed.split(".")[0] }).toEqual({ pkg, major });
    }
  });

  it("every installed dependency's install script is reviewed in package.json's allowScripts, as the README says", () => {
    // The lock file marks them (npm 11's `npm install-scripts ls` reads the same; older npm has no such command).
    const lock = JSON.parse(read("package-lock.json")) as { packages: Record<string, { hasInstallScript?: boolean }> };
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length));
    const reviewed = Object.keys((JSON.parse(read("package.json")) as { allowScripts: object }).allowScripts);
    expect(new Set(withScripts)).toEqual(new Set(reviewed));
    for (const name of reviewed) expect(read("README.md")).toContain(`\`${name}\``);
  });

  it("docs/api.md lists each union with exactly the schema's members", () => {
    const listings = [...read("docs/api.md").matchAll(/`([A-Z]\w+) = ((?:[A-Z]\w+\s*\|\s*)+[A-Z]\w+)`/g)];
    expect(listings.length).toBeGreaterThan(2);
    for (const [, name, members] of listings) {
      const union = schema.getType(name!);
      expect(isUnionType(union), `${name} is a union`).toBe(true);
      const listed = members!.split("|").map((m) => m.trim());
      const actual = isUnionType(union) ? union.getTypes().map((t) => t.name) : [];
      expect({ name, members: listed.sort() }).toEqual({ name, members: actual.sort() });
    }
  });

  it("docs/sandbox.md stands alone: it cites no file outside the repository", () => {
    expect(read("docs/sandbox.md")).not.toMatch(/shared\/(spec|design)|upstream-facts\.md|bridge-rest-api\.md/);
  });

  it("the README's test-suite figures are the repository's file count and the time docs/performance.md measured, and it promises no prepare step", () => {
    const row = /^\| `npm test` \|.*$/m.exec(read("README.md"))![0];
    const [, files, seconds] = /(\d+) test files; (\d+) s on/.exec(row)!;
    const testFiles = (dir: string): number =>
      readdirSync(join(ROOT, dir), { withFileTypes: true }).reduce(
        (n, entry) =>
          n +
          (entry.isDirectory()
            ? entry.name === "e2e" && dir === "test"
              ? 0
              : testFiles(join(dir, entry.name))
            : Number(entry.name.endsWith(".test.ts"))),
        0,
      );
    expect(Number(files)).toBe(testFiles("test"));
    const suite = /## Test suite\n([\s\S]*?)\n## /.exec(read("docs/performance.md"))![1]!;
    expect(suite).toContain(`${files} test files`);
    expect(suite).toContain(`**${seconds} s**`);
    expect(read("README.md")).not.toMatch(/\bprepare\b/);
    expect((JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts.prepare).toBeUndefined();
  });

  it("the README's memory figures are the ones docs/performance.md measured", () => {
    const step = /1\. \*\*Build, install and start\.\*\*[\s\S]*?\n2\. /.exec(read("README.md"))![0];
    const figures = [...step.matchAll(/(\d+(?:–\d+)?) MB/g)].map((m) => m[1]!);
    expect(figures.length).toBeGreaterThan(2);
    const measured = /\| RSS idle[^\n]*/.exec(read("docs/performance.md"))![0];
    for (const figure of figures.filter((f) => f !== "200")) expect(measured).toContain(`${figure} MB`);
  });
  it("says what a webhook signature covers as src/events/signature.ts verifies it, and which content types are read", () => {
    const sandbox = read("docs/sandbox.md");
    expect(sandbox).not.toContain("(the exact bytes sent)");
    expect(sandbox).toContain("`JSON.stringify(JSON.parse(body))`");
    expect(sandbox).toContain("whatever `Content-Type` says");
    expect(read("docs/operations.md")).toContain("`JSON.stringify(JSON.parse(body))`");
    // The claim, held to the code: re-formatting passes, a changed order of keys does not.
    const keys = generateSigningKeys();
    const body = JSON.stringify({ event: { _tag: "BRIDGE_PENDING", _id: "q" }, eventId: "e", ts: 1 });
    const signature = signBody(body, keys.privateKey);
    expect(verifySignature(`${body} `, signature, keys.publicKey)).toBe(true);
    expect(verifySignature(JSON.stringify(JSON.parse(body), null, 2), signature, keys.publicKey)).toBe(true);
    const reordered = JSON.stringify({ eventId: "e", event: { _tag: "BRIDGE_PENDING", _id: "q" }, ts: 1 });
    expect(verifySignature(reordered, signature, keys.publicKey)).toBe(false);
  });

  it("docs/scaling.md's capacity model is what `npm run scaling:model` computes from bench/results/live-latest.json", () => {
    const doc = read("docs/scaling.md");
    const section = doc.slice(doc.indexOf(MARKERS.start), doc.indexOf(MARKERS.end) + MARKERS.end.length);
    expect(section).toBe(capacitySection(readLiveReport()));
    // The projection is for a million watchers, from slopes measured at three subscriber counts at least.
    expect(section).toContain("1,000,000 watchers");
    expect(readLiveReport().slopes.length).toBeGreaterThanOrEqual(3);
  });

  it("docs/operations.md lists the memory bound and the body deadlines with their settings", () => {
    const section = /## Memory and deadlines\n([\s\S]*?)\n## /.exec(read("docs/operations.md"))?.[1] ?? "";
    for (const setting of [
      "GRAPHQL_DOCUMENT_CACHE_MAX_BYTES",
      "BODY_DEADLINE_MS",
      "GRAPHQL_MAX_BODY_BYTES",
      "WEBHOOK_MAX_BODY_BYTES",
    ]) {
      expect(section).toContain(`\`${setting}\``);
    }
  });
});
