import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { schemaCheck } from "../../scripts/schema-check.js";
import { onDispose } from "../utils/disposers.js";

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

const V1 = `type Query {
  transaction(hash: String!): String
  webhookPublicKey: String!
}
`;
/** `Query.transaction` removed without being deprecated first. */
const REMOVED = `type Query {
  webhookPublicKey: String!
}
`;
const DEPRECATED = `type Query {
  transaction(hash: String!): String @deprecated(reason: "Use transactionByHash.")
  webhookPublicKey: String!
}
`;
/** A new field: not breaking. */
const ADDED = `type Query {
  transaction(hash: String!): String
  transactionByHash(hash: String!): String
  webhookPublicKey: String!
}
`;

const changelog = (breaking: string) =>
  `# Changelog\n\n## Unreleased\n\n### Breaking\n\n${breaking}\n\n## 0.1.0\n\n### Breaking\n\n- \`Query.transaction\`: old entry\n`;

/** A throwaway git repository with the given schema history; the last schema stays uncommitted when `working` is given. */
async function repo(commits: string[], working?: { schema: string; changelog?: string }) {
  const dir = mkdtempSync(join(tmpdir(), "schema-check-"));
  onDispose(() => rmSync(dir, { recursive: true, force: true }));
  const git = (...args: string[]) => run("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd: dir });
  await git("init", "-q", "-b", "main");
  for (const [i, schema] of commits.entries()) {
    writeFileSync(join(dir, "schema.graphql"), schema);
    await git("add", "schema.graphql");
    await git("commit", "-q", "--allow-empty", "-m", `schema ${i}`);
  }
  if (working) {
    writeFileSync(join(dir, "schema.graphql"), working.schema);
    if (working.changelog !== undefined) writeFileSync(join(dir, "CHANGELOG.md"), working.changelog);
  }
  return dir;
}

/** `npm run schema:check` as a command in that repository: exit code and output. */
const command = (cwd: string) =>
  run(resolve(ROOT, "node_modules/.bin/tsx"), [resolve(ROOT, "scripts/schema-check.ts")], { cwd }).then(
    (r) => ({ code: 0, out: r.stdout }),
    (e: { code: number; stdout: string }) => ({ code: e.code, out: e.stdout }),
  );

/** The same check run in this process (a command start-up compiles the script each time). */
async function check(cwd: string) {
  let out = "";
  const code = await schemaCheck([], cwd, (text) => (out += text));
  return { code, out };
}

describe("npm run schema:check", { timeout: 60_000 }, () => {
  it("fails on a breaking change that CHANGELOG.md does not list (an old release's entry does not count)", async () => {
    const dir = await repo([V1, DEPRECATED], { schema: REMOVED, changelog: changelog("(none)") });
    // As CI runs it: the command's exit code fails the build.
    const { code, out } = await command(dir);
    expect(code).toBe(1);
    expect(out).toMatch(/REFUSED\s+Query\.transaction/);
    expect(await check(dir)).toEqual({ code, out });
  });

  it("passes once the change is listed under ### Breaking of the first section", async () => {
    const dir = await repo([V1, DEPRECATED], {
      schema: REMOVED,
      changelog: changelog("- `Query.transaction`: removed; use `transactionByHash`."),
    });
    expect(await check(dir)).toMatchObject({ code: 0 });
  });

  it("refuses removing a field that was never deprecated, unless the entry says so", async () => {
    const listed = await repo([V1, V1], { schema: REMOVED, changelog: changelog("- `Query.transaction`: removed.") });
    const refused = await check(listed);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/deprecated first/);
    const admitted = await repo([V1, V1], {
      schema: REMOVED,
      changelog: changelog("- `Query.transaction`: removed without deprecation (it leaked other projects' data)."),
    });
    expect((await check(admitted)).code).toBe(0);
  });

  it("passes additions, and a committed breaking change is compared with the commit before", async () => {
    expect((await check(await repo([V1, ADDED]))).code).toBe(0);
    const committed = await repo([V1, REMOVED]);
    expect((await check(committed)).code).toBe(1);
  });

  it("compares an uncommitted schema with HEAD", async () => {
    expect((await check(await repo([V1], { schema: REMOVED, changelog: changelog("(none)") }))).code).toBe(1);
  });

  it("passes with nothing to compare on a one-commit clone (no HEAD~1)", async () => {
    const { code, out } = await check(await repo([REMOVED]));
    expect(code).toBe(0);
    expect(out).toMatch(/nothing to compare/);
  });
});
