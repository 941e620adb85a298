import { spawn } from "node:child_process";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "../src/observability/logger.js";
import { onDispose } from "./utils/disposers.js";
import { NPM_START_ARGS } from "./utils/gateway-process.js";

const API_KEY = "SECRET_do-not-log-me";
const JWT = "eyJhbGciOiJIUzI1NiJ9.eyJwcm9qZWN0SWQiOiJwIn0.c2lnbmF0dXJlLWJ5dGVz";

function capture() {
  const stream = new PassThrough();
  const lines: string[] = [];
  stream.on("data", (chunk: Buffer) => lines.push(...chunk.toString("utf8").split("\n").filter(Boolean)));
  return { logger: createLogger("info", stream, [API_KEY]), lines };
}

describe("createLogger", () => {
  it("keeps the API key, JWTs and Authorization out of fields, error messages, stacks and URLs", async () => {
    const { logger, lines } = capture();
    logger.info({ authorization: `Bearer ${JWT}`, headers: { authorization: JWT } }, "headers");
    logger.error({ err: new Error(`exchange of ${API_KEY} failed with Authorization: Bearer ${JWT}`) }, "failed");
    logger.warn({ url: `https://api.example.com/x?apiKey=${API_KEY}&token=${JWT}` }, "url");
    logger.info({ nested: { deep: { note: `key "${API_KEY}"` } } }, "nested");
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(4);
    for (const line of lines) {
      expect(line).not.toContain(API_KEY);
      expect(line).not.toContain(JWT);
      expect(line).not.toContain("eyJ");
      expect(() => JSON.parse(line)).not.toThrow();
    }
    expect(lines.join("\n")).toContain("[redacted]");
  });
});

describe("log format", () => {
  it("renders pretty, still scrubbed lines when asked", async () => {
    const stream = new PassThrough();
    let text = "";
    stream.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    const logger = createLogger("info", stream, [API_KEY], { pretty: true });
    logger.info({ operation: "CreateQuote", note: `key ${API_KEY}` }, "operation");
    await new Promise((resolve) => setImmediate(resolve));
    expect(text).toMatch(/INFO.*operation/);
    expect(text).toContain('operation: "CreateQuote"');
    expect(text).not.toContain(API_KEY);
    expect(() => JSON.parse(text.split("\n")[0]!)).toThrow();
  });

  /** Runs `npm start` (sandbox mode, timer mode) until it says where it listens; resolves its output so far. */
  async function startupOutput(tty: boolean): Promise<string> {
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      SANDBOX_CHAINS: "off",
      SANDBOX_PORT: "0",
    };
    // `script` gives the gateway a pseudo-terminal as stdout, as when a person runs `npm start`. It
    // starts the gateway in a session of its own, so its pid is printed to stop it afterwards; the
    // timeout bounds it should that fail.
    const child = tty
      ? spawn("script", ["-qefc", `echo pid=$$; exec timeout 60 node ${NPM_START_ARGS.join(" ")}`, "/dev/null"], {
          env,
          stdio: ["pipe", "pipe", "pipe"],
        })
      : spawn(process.execPath, NPM_START_ARGS, { env, stdio: ["ignore", "pipe", "pipe"] });
    onDispose(() => {
      const pid = /pid=(\d+)/.exec(output)?.[1];
      if (pid) process.kill(Number(pid), "SIGTERM");
      child.kill("SIGTERM");
    });
    let output = "";
    return new Promise((resolve, reject) => {
      child.stdout!.on("data", (chunk: Buffer) => {
        output += chunk.toString("utf8");
        // The "GraphQL gateway on" notice comes last: everything up to it is the start-up's output.
        if (/GraphQL gateway on/.test(output)) resolve(output);
      });
      child.once("exit", (code) => reject(new Error(`exited with ${code}:\n${output}`)));
    });
  }

  it("npm start logs pretty lines and the banner to a terminal, and JSON lines only to a pipe", { timeout: 60_000 }, async () => {
    const [atTerminal, piped] = await Promise.all([startupOutput(true), startupOutput(false)]);
    expect(atTerminal).toMatch(/INFO.*gateway listening/);
    expect(atTerminal).toMatch(/={20,}\s+SANDBOX MODE/);
    const lines = piped.split("\n").filter((l) => l.trim() !== "");
    expect(lines.filter((l) => !l.startsWith("{"))).toEqual([]);
    const records = lines.map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(records[0]).toMatchObject({ level: 30, msg: expect.stringMatching(/^SANDBOX MODE/) });
    expect(records).toContainEqual(expect.objectContaining({ level: 30, msg: "gateway listening" }));
    expect(records.at(-1)).toMatchObject({ msg: expect.stringMatching(/^GraphQL gateway on http/) });
  });
});
