/**
 * `npm run schema:check [-- --base <git rev>]`: fails when schema.graphql has a breaking change
 * (graphql-inspector's BREAKING level) against the previous schema that CHANGELOG.md does not
 * list. Run from the repository root (CI does, in .ci/run).
 *
 * The previous schema is `git show <base>:schema.graphql`, where base is `--base`, else the
 * merge-base with `main` on another branch, else HEAD when the working schema.graphql differs
 * from it, else HEAD~1 (in CI, on main: the commit before). No base
 * (a fresh single-commit clone) or no schema at it: nothing to compare, and the check passes.
 *
 * The CHANGELOG convention: under the first `## ` section (Unreleased), a `### Breaking` heading
 * whose lines name each breaking change's path in backticks, e.g.
 *   - `Query.transaction`: removed after its deprecation in 0.3 (use transactionByHash).
 * Removing a field that was not deprecated first also needs the words "without deprecation" on
 * its line: deprecate (`@deprecated(reason: ...)`) in one release, remove in a later one.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ChangeType, CriticalityLevel, diff, type Change } from "@graphql-inspector/core";
import { buildSchema, isInterfaceType, isObjectType, type GraphQLSchema } from "graphql";

/** One breaking change and whether CHANGELOG.md accounts for it. */
export interface BreakingChange {
  path: string;
  message: string;
  /** Why it is not acceptable yet; undefined when the changelog lists it properly. */
  problem?: string;
}

/** The lines of the `### Breaking` part of the first `## ` section of a changelog. */
export function breakingEntries(changelog: string): string[] {
  const lines = changelog.split("\n");
  const first = lines.findIndex((l) => l.startsWith("## "));
  if (first < 0) return [];
  const end = lines.findIndex((l, i) => i > first && l.startsWith("## "));
  const section = lines.slice(first + 1, end < 0 ? undefined : end);
  const start = section.findIndex((l) => /^###\s+Breaking\b/i.test(l));
  if (start < 0) return [];
  const stop = section.findIndex((l, i) => i > start && l.startsWith("### "));
  return section.slice(start + 1, stop < 0 ? undefined : stop).filter((l) => l.trim() !== "");
}

function wasDeprecated(schema: GraphQLSchema, path: string): boolean {
  const [typeName, fieldName] = path.split(".");
  const type = typeName ? schema.getType(typeName) : undefined;
  if (!fieldName || !(isObjectType(type) || isInterfaceType(type))) return false;
  return type.getFields()[fieldName]?.deprecationReason != null;
}

/** Compares two SDL texts; resolves every breaking change with its problem, if any. */
export async function checkSchemaChange(oldSdl: string, newSdl: string, changelog: string): Promise<BreakingChange[]> {
  const before = buildSchema(oldSdl);
  const changes: Change[] = await diff(before, buildSchema(newSdl));
  const entries = breakingEntries(changelog);
  return changes
    .filter((c) => c.criticality.level === CriticalityLevel.Breaking)
    .map((c) => {
      const path = c.path ?? "(schema)";
      const entry = entries.find((l) => l.includes(`\`${path}\``));
      let problem: string | undefined;
      if (!entry) problem = `not listed under "### Breaking" in CHANGELOG.md (a line naming \`${path}\`)`;
      else if (c.type === ChangeType.FieldRemoved && !wasDeprecated(before, path) && !/without deprecation/i.test(entry)) {
        problem = "removed without being deprecated first: deprecate it in one release, remove it in a later one";
      }
      return { path, message: c.message, problem };
    });
}

/** `git <args>` in `cwd`: its trimmed output, or undefined when it fails. */
const git = (cwd: string, ...args: string[]): string | undefined => {
  try {
    return execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return undefined;
  }
};

/** The commit whose schema.graphql is "before"; undefined when there is none. */
function baseRevision(cwd: string, explicit: string | undefined): string | undefined {
  if (explicit) return explicit;
  const branch = git(cwd, "rev-parse", "--abbrev-ref", "HEAD");
  if (branch !== "main" && git(cwd, "rev-parse", "--verify", "--quiet", "main")) {
    const base = git(cwd, "merge-base", "HEAD", "main");
    if (base && base !== git(cwd, "rev-parse", "HEAD")) return base;
  }
  // Uncommitted schema changes are compared with HEAD; a committed state (CI) with the commit before.
  const head = git(cwd, "show", "HEAD:schema.graphql");
  const schema = join(cwd, "schema.graphql");
  if (head !== undefined && existsSync(schema) && head !== readFileSync(schema, "utf8").trim()) return "HEAD";
  return git(cwd, "rev-parse", "--verify", "--quiet", "HEAD~1");
}

/**
 * The command itself, run in the repository at `cwd`, writing its report to `out`; resolves the
 * exit code (1 when a breaking change is not accounted for).
 */
export async function schemaCheck(
  argv: string[],
  cwd = process.cwd(),
  out: (text: string) => unknown = (text) => process.stdout.write(text),
): Promise<number> {
  const i = argv.indexOf("--base");
  const base = baseRevision(cwd, i >= 0 ? argv[i + 1] : undefined);
  const previous = base && git(cwd, "show", `${base}:schema.graphql`);
  if (!previous) {
    out(`schema:check: no previous schema.graphql${base ? ` at ${base.slice(0, 12)}` : ""}; nothing to compare\n`);
    return 0;
  }
  const changelogFile = join(cwd, "CHANGELOG.md");
  const changelog = existsSync(changelogFile) ? readFileSync(changelogFile, "utf8") : "";
  const breaking = await checkSchemaChange(previous, readFileSync(join(cwd, "schema.graphql"), "utf8"), changelog);
  const refused = breaking.filter((b) => b.problem);
  for (const b of breaking) {
    out(`${b.problem ? "REFUSED" : "listed "}  ${b.path}: ${b.message}${b.problem ? ` (${b.problem})` : ""}\n`);
  }
  out(`schema:check against ${base!.slice(0, 12)}: ${breaking.length} breaking change(s), ${refused.length} not accounted for\n`);
  return refused.length > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  process.exitCode = await schemaCheck(process.argv.slice(2));
