import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { persistedMerge } from "../../scripts/persisted-merge.js";
import { startGateway } from "../utils/gateway.js";
import { onDispose } from "../utils/disposers.js";

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const APP = resolve(ROOT, "test/clients/sample-app");
const bin = (name: string) => resolve(ROOT, "node_modules/.bin", name);
const GENERATED = join(APP, "src/gql");

/** The client preset embeds each document's sha256 (persistedDocuments in clients/codegen.shared.ts). */
const hashOf = (document: unknown) => (document as { __meta__: { hash: string } }).__meta__.hash;

/** `npm run persisted:merge -- ...`, as an operator runs it. */
const mergeCommand = (...args: string[]) =>
  run(bin("tsx"), [resolve(ROOT, "scripts/persisted-merge.ts"), ...args], { cwd: ROOT, env: { ...process.env } }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

/** The same command run in this process (a command start-up compiles the script each time), with no PERSISTED_OPERATIONS_FILE. */
const merge = (...args: string[]) => {
  let stdout = "";
  let stderr = "";
  const code = persistedMerge(args, {}, { out: (text) => (stdout += text), err: (text) => (stderr += text) });
  return { code, stdout, stderr };
};

const tmp = mkdtempSync(join(tmpdir(), "sample-app-"));
onDispose(() => rmSync(tmp, { recursive: true, force: true }));

describe("a separate app's typed client (test/clients/sample-app)", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    // The app's own codegen, from its own folder, importing clients/codegen.shared.ts.
    await run(bin("graphql-codegen"), ["--config", "codegen.ts"], { cwd: APP });
  }, 120_000);

  it("compiles against the generated types (Decimal and DateTime as strings, unions narrowed)", async () => {
    await expect(run(bin("tsc"), ["-p", APP])).resolves.toBeDefined();
  }, 120_000);

  it("gets the same possibleTypes as the checked-in clients/possible-types.ts", async () => {
    const app = (await import(join(GENERATED, "possible-types.ts"))) as { default: unknown };
    const shared = (await import(resolve(ROOT, "clients/possible-types.ts"))) as { default: unknown };
    expect(app.default).toEqual(shared.default);
    expect((shared.default as { possibleTypes: Record<string, string[]> }).possibleTypes.Error).toContain("QuoteNotFound");
  });

  it("registers its persisted operations with persisted:merge and runs them by hash alone", async () => {
    const allowList = join(tmp, "allow-list.json");
    const ours = await mergeCommand(resolve(ROOT, "test/gql/persisted-documents.json"), "--into", allowList);
    expect(ours).toMatchObject({ code: 0 });
    const theirs = merge(join(GENERATED, "persisted-documents.json"), "--into", allowList);
    expect(theirs.code).toBe(0);
    expect(theirs.stdout).toMatch(/3 added, 0 already listed/);
    // Merging again changes nothing.
    expect(merge(join(GENERATED, "persisted-documents.json"), "--into", allowList).stdout).toMatch(/0 added, 3 already listed/);

    // The same entries written as bare hex (client-preset 5) are the same operations.
    const generated = JSON.parse(readFileSync(join(GENERATED, "persisted-documents.json"), "utf8")) as Record<string, string>;
    expect(Object.keys(generated).every((hash) => /^sha256:[0-9a-f]{64}$/.test(hash))).toBe(true);
    const bareHex = join(tmp, "bare-hex.json");
    writeFileSync(bareHex, JSON.stringify(Object.fromEntries(Object.entries(generated).map(([h, d]) => [h.slice(7), d]))));
    expect(merge(bareHex, "--into", allowList).stdout).toMatch(/0 added, 3 already listed/);

    const { SampleCreateQuote, describeQuote } = await import(join(APP, "src/operations.ts"));
    const gw = await startGateway({ env: { PERSISTED_OPERATIONS: "only", PERSISTED_OPERATIONS_FILE: allowList } });
    const res = await gw.post({
      variables: {
        input: {
          chainIn: "ETHEREUM",
          chainOut: "BASE",
          amount: "100",
          mode: "PAY",
          tokenIn: "USDT",
          tokenOut: "USDT",
          depositor: "0x1111111111111111111111111111111111111111",
          recipient: "0x2222222222222222222222222222222222222222",
        },
      },
      extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(SampleCreateQuote) } },
    });
    const body = (await res.json()) as { data: { createQuote: { __typename: string; payAmount: string } } };
    expect(body.data.createQuote.__typename).toBe("BridgeQuote");
    expect(describeQuote(body.data.createQuote as never)).toMatch(/^pay 100 until \d{4}-/);
  });

  it("refuses a manifest whose hash is not its document's, or whose document the schema rejects, writing nothing", async () => {
    const allowList = join(tmp, "refused.json");
    const bad = join(tmp, "bad.json");
    writeFileSync(bad, JSON.stringify({ ["0".repeat(64)]: "query A { webhookPublicKey }" }));
    const wrongHash = merge(bad, "--into", allowList);
    expect(wrongHash.code).toBe(1);
    expect(wrongHash.stderr).toMatch(/is not the sha256 of its document/);

    const { createHash } = await import("node:crypto");
    const unknownField = "query B { noSuchField }";
    writeFileSync(bad, JSON.stringify({ [createHash("sha256").update(unknownField).digest("hex")]: unknownField }));
    const invalid = merge(bad, "--into", allowList);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toMatch(/noSuchField/);
    expect(() => readFileSync(allowList)).toThrow();
  });

  it("will not merge into the allow-list npm run codegen rewrites (the default PERSISTED_OPERATIONS_FILE)", async () => {
    const before = readFileSync(resolve(ROOT, "test/gql/persisted-documents.json"), "utf8");
    const refused = merge(join(GENERATED, "persisted-documents.json"));
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/set PERSISTED_OPERATIONS_FILE/);
    expect(readFileSync(resolve(ROOT, "test/gql/persisted-documents.json"), "utf8")).toBe(before);
  });
});
