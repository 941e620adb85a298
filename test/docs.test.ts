import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { signBody, verifySignature } from "../src/events/signature.js";
import { schema } from "../src/schema/index.js";
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

  it("docs/configuration.md documents every variable of src/config.ts and src/sandbox/config.ts", () => {
    const documented = defaultsTable(configuration);
    const variables = [...envVariables(read("src/config.ts")), ...envVariables(read("src/sandbox/config.ts"))];
    expect(variables.length).toBeGreaterThan(20);
    expect(variables.filter((v) => !documented.has(v))).toEqual([]);
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
      const blocks = [...read(file).matchAll(/```graphql\n([\s\S]*?)```/g)].map((m) => m[1]!);
      expect(blocks.length).toBeGreaterThan(0);
      for (const block of blocks) expect(validate(schema, parse(block)).map((e) => e.message)).toEqual([]);
    },
  );

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
