import { spawn } from "node:child_process";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { resolve as resolvePath } from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain JavaScript (it runs before anything is compiled), no declarations
import { buildAll, isStale } from "../../scripts/build.mjs";
import { onDispose } from "../utils/disposers.js";
import { pollUntil, startSandbox, type SandboxHandle } from "../utils/sandbox.js";
import { commitTransfer } from "../utils/transfers.js";

/** `node dist/main.js`, what `npm start` runs, killed after the file's tests. */
function spawnBundle(env: Record<string, string>) {
  const child = spawn(process.execPath, ["dist/main.js"], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  onDispose(() => void child.kill("SIGKILL"));
  child.stdout.setEncoding("utf8");
  child.stderr.setEncoding("utf8");
  return child;
}

/** The bundle on a free port: resolves its base URL once it listens. */
function startBundle(env: Record<string, string>): Promise<string> {
  const child = spawnBundle(env);
  child.stderr.pipe(process.stderr);
  return new Promise<string>((resolve, reject) => {
    child.stdout.on("data", (chunk: string) => {
      const match = /GraphQL gateway on (http:\/\/[^\s"]+)\/graphql/.exec(chunk);
      if (match) resolve(match[1]!);
    });
    child.once("exit", (code) => reject(new Error(`dist/main.js exited with ${code} before listening`)));
  });
}

/** The value of one Prometheus sample, 0 when absent. */
const sample = (text: string, series: string) =>
  Number(new RegExp(`^${series.replace(/[{}]/g, "\\$&")} (\\S+)$`, "m").exec(text)?.[1] ?? 0);

describe("the production bundle", () => {
  let sandbox: SandboxHandle;
  let url: string;
  beforeAll(async () => {
    // As `npm start` does: a dist/ older than the sources is rebuilt first.
    if (isStale()) await buildAll();
    sandbox = await startSandbox();
    url = await startBundle({ BRIDGE_API_URL: sandbox.url, BRIDGE_API_KEY: sandbox.apiKey, RATE_LIMIT_PER_MINUTE: "0" });
  }, 60_000);

  it("reads upstream records with the compiled reader (ajv loaded on demand from its own chunk)", async () => {
    const id = await commitTransfer(sandbox, "http://127.0.0.1:9/unused");
    const lookUp = async () => {
      const res = await fetch(`${url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          query: "query($id: ID!) { transactionById(id: $id) { __typename ... on Transaction { id } } }",
          variables: { id },
        }),
      });
      return (await res.json()) as { data?: { transactionById: { id?: string } } };
    };
    // The first record read starts ajv's import and goes to zod meanwhile; the later ones are compiled.
    const compiled = await pollUntil(async () => {
      expect((await lookUp()).data?.transactionById.id).toBe(id);
      const metrics = await (await fetch(`${url}/metrics`)).text();
      const n = sample(metrics, 'gateway_upstream_records_total{reader="compiled"}');
      return n > 0 ? n : undefined;
    });
    expect(compiled).toBeGreaterThan(0);
  });

  it("answers its first request without loading Node's own fetch implementation (yoga brings its own)", async () => {
    // The bundle imported by a script in the same process, which then asks for one answer over
    // node:http and reports which of Node's modules were loaded by then.
    const free = createServer();
    await new Promise<void>((resolve) => free.listen(0, "127.0.0.1", resolve));
    const port = (free.address() as AddressInfo).port;
    await new Promise((resolve) => free.close(resolve));
    const script = `
      import { request } from "node:http";
      await import(${JSON.stringify(pathToFileURL(resolvePath("dist/main.js")).href)});
      await new Promise((done) => {
        const req = request("http://127.0.0.1:${port}/graphql", { method: "POST", headers: { "content-type": "application/json" } },
          (res) => { res.resume(); res.on("end", done); });
        req.end(JSON.stringify({ query: "{ __typename }" }));
      });
      process.stdout.write(JSON.stringify({ fetchLoaded: process.moduleLoadList.includes("NativeModule internal/deps/undici/undici") }));
      process.exit(0);`;
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        BRIDGE_API_URL: sandbox.url,
        BRIDGE_API_KEY: sandbox.apiKey,
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    onDispose(() => void child.kill("SIGKILL"));
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    expect(await new Promise((done) => child.once("exit", done))).toBe(0);
    expect(JSON.parse(stdout.slice(stdout.lastIndexOf("{")))).toEqual({ fetchLoaded: false });
  });

  it("exits with one line naming the cause, not a stack trace, when its port is taken", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    onDispose(() => void taken.close());
    const port = (taken.address() as AddressInfo).port;
    const child = spawnBundle({ PORT: String(port), BRIDGE_API_URL: sandbox.url, BRIDGE_API_KEY: sandbox.apiKey });
    let stderr = "";
    child.stderr.on("data", (chunk: string) => (stderr += chunk));
    const code = await new Promise((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(stderr).toBe(
      `cannot listen on 127.0.0.1:${port}: the address is already in use (another process listens there; set PORT)\n`,
    );
  });

  it("serves the Federation 2 subgraph when GRAPHQL_FEDERATION is on (@apollo/subgraph is loaded on its first use)", async () => {
    const env = { BRIDGE_API_URL: sandbox.url, BRIDGE_API_KEY: sandbox.apiKey, GRAPHQL_FEDERATION: "true" };
    const subgraph = await startBundle(env);
    const res = await fetch(`${subgraph}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: '{ _service { sdl } _entities(representations: [{ __typename: "Chain", name: "NOWHERE" }]) { __typename } }',
      }),
    });
    const body = (await res.json()) as { data?: { _service: { sdl: string }; _entities: unknown[] }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data?._service.sdl).toContain('@link(url: "https://specs.apollo.dev/federation/v2.6"');
    expect(body.data?._entities).toEqual([null]);
  });
});
