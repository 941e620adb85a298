/**
 * `npm run persisted:merge -- <app>/persisted-documents.json [...more] [--into <allow-list.json>]`
 *
 * Registers another app's persisted operations (the client preset's `persisted-documents.json`,
 * sha256 -> document; the hash as `<hex>` or, from client-preset 6, `sha256:<hex>`) in the gateway's allow-list: the file PERSISTED_OPERATIONS_FILE names
 * (read through src/config.ts), or `--into`. Every entry is checked before anything is written:
 * its hash must be the sha256 of its document (the gateway looks documents up by that hash, so a
 * wrong one could never run, or would run something else), and the document must parse and
 * validate against this gateway's schema.graphql. Existing entries are kept; the file is written
 * sorted by hash, so a merge shows up as a small diff.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildSchema, parse, validate, type GraphQLSchema } from "graphql";
import { loadConfig } from "../src/config.js";
import { bareHash } from "../src/security/persisted-operations.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** `npm run codegen` rewrites this file from the repo's own documents: merged entries would vanish. */
const CODEGEN_OUTPUT = resolve(ROOT, "test/gql/persisted-documents.json");

/** Result of {@link mergePersistedDocuments}. */
export interface MergeResult {
  added: number;
  alreadyPresent: number;
  total: number;
}

/** An entry that cannot go on the allow-list; nothing was written. */
export class PersistedMergeError extends Error {
  override readonly name = "PersistedMergeError";
}

function readManifest(file: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch (err) {
    throw new PersistedMergeError(`${file}: not a readable JSON file (${(err as Error).message})`);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new PersistedMergeError(`${file}: expected a JSON object of sha256 hash -> document`);
  }
  for (const [hash, document] of Object.entries(parsed)) {
    if (typeof document !== "string") throw new PersistedMergeError(`${file}: the entry ${hash} is not a document string`);
  }
  return parsed as Record<string, string>;
}

/** Problems of one entry against the hash rule and the schema; empty when it may be listed. */
function problemsOf(hash: string, document: string, schema: GraphQLSchema): string[] {
  const actual = createHash("sha256").update(document).digest("hex");
  if (actual !== bareHash(hash)) return [`hash ${hash} is not the sha256 of its document (${actual})`];
  try {
    return validate(schema, parse(document)).map((e) => e.message);
  } catch (err) {
    return [`does not parse: ${(err as Error).message}`];
  }
}

/**
 * Merges `sources` into `target` (created when missing). Validates everything first.
 * @throws PersistedMergeError listing every bad entry; the target is then left as it was.
 */
export function mergePersistedDocuments(
  sources: string[],
  target: string,
  schemaSdl = readFileSync(resolve(ROOT, "schema.graphql"), "utf8"),
): MergeResult {
  const schema = buildSchema(schemaSdl);
  const merged = existsSync(target) ? readManifest(target) : {};
  // By bare hash: an entry listed as `<hex>` is already there when merged again as `sha256:<hex>`.
  const listed = new Map(Object.entries(merged).map(([hash, document]) => [bareHash(hash), document]));
  const problems: string[] = [];
  let added = 0;
  let alreadyPresent = 0;
  for (const source of sources) {
    for (const [hash, document] of Object.entries(readManifest(source))) {
      for (const p of problemsOf(hash, document, schema)) problems.push(`${source}: ${hash.slice(0, 12)}…: ${p}`);
      if (listed.get(bareHash(hash)) === document) alreadyPresent++;
      else {
        merged[hash] = document;
        listed.set(bareHash(hash), document);
        added++;
      }
    }
  }
  if (problems.length > 0) throw new PersistedMergeError(`Nothing written; fix these entries:\n  ${problems.join("\n  ")}`);
  const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => (a < b ? -1 : 1)));
  // Write then rename: a gateway reading the file at start-up never sees half of it.
  const temporary = `${target}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(sorted, null, 2)}\n`);
  renameSync(temporary, target);
  return { added, alreadyPresent, total: Object.keys(sorted).length };
}

/** Where {@link persistedMerge} writes its report and its complaints. */
export interface MergeOutput {
  out(text: string): unknown;
  err(text: string): unknown;
}

const processOutput: MergeOutput = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

/**
 * The command itself: merges the manifests `argv` names, reading PERSISTED_OPERATIONS_FILE from
 * `env` (through loadConfig; the process's environment when omitted). Returns the exit code:
 * 0 merged, 1 an entry was refused (nothing written), 2 a usage error.
 */
export function persistedMerge(
  argv: string[],
  env?: Record<string, string | undefined>,
  output: MergeOutput = processOutput,
): number {
  const sources: string[] = [];
  let into: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--into") into = argv[++i];
    else sources.push(argv[i]!);
  }
  if (sources.length === 0 || (into !== undefined && into === "")) {
    output.err("usage: npm run persisted:merge -- <persisted-documents.json>... [--into <allow-list.json>]\n");
    return 2;
  }
  const target = resolve(into ?? loadConfig(env).security.persistedOperationsFile);
  if (target === CODEGEN_OUTPUT) {
    output.err(
      `${relative(process.cwd(), target)} is rewritten by 'npm run codegen' from this repo's own documents, so merged ` +
        "entries would not last. Give the deployment an allow-list of its own: set PERSISTED_OPERATIONS_FILE " +
        "(e.g. persisted-operations.json), merge test/gql/persisted-documents.json and each app's file into it.\n",
    );
    return 2;
  }
  try {
    const result = mergePersistedDocuments(
      sources.map((s) => resolve(s)),
      target,
    );
    output.out(
      `${relative(process.cwd(), target)}: ${result.added} added, ${result.alreadyPresent} already listed, ${result.total} in all\n`,
    );
    return 0;
  } catch (err) {
    if (!(err instanceof PersistedMergeError)) throw err;
    output.err(`${err.message}\n`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  process.exitCode = persistedMerge(process.argv.slice(2));
