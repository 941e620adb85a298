import { PassThrough } from "node:stream";
import { beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { createGateway } from "../../src/gateway.js";
import { createLogger } from "../../src/observability/logger.js";
import { onDispose } from "../utils/disposers.js";
import { QUICK_STOP_ENV } from "../utils/gateway.js";
import { startSandbox } from "../utils/sandbox.js";

type LogLine = Record<string, unknown>;

describe("the operation log", () => {
  let url: string;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    const sandbox = await startSandbox();
    const stream = new PassThrough();
    let rest = "";
    stream.on("data", (chunk: Buffer) => {
      const parts = (rest + chunk.toString("utf8")).split("\n");
      rest = parts.pop()!;
      lines.push(...parts.map((l) => JSON.parse(l) as LogLine));
    });
    const config = loadConfig({
      PORT: "0",
      HOST: "127.0.0.1",
      BRIDGE_API_URL: sandbox.url,
      BRIDGE_API_KEY: sandbox.apiKey,
      ...QUICK_STOP_ENV,
    });
    const gateway = await createGateway(config, { logger: createLogger("info", stream) });
    onDispose(() => gateway.stop());
    ({ url } = await gateway.start());
  });

  async function run(operationName: string, query: string): Promise<LogLine> {
    const res = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/graphql-response+json" },
      body: JSON.stringify({ query, operationName }),
    });
    expect(res.status).toBe(200);
    await res.json();
    await expect.poll(() => lines.find((l) => l.msg === "operation" && l.operation === operationName)).toBeDefined();
    return lines.find((l) => l.msg === "operation" && l.operation === operationName)!;
  }

  it("logs an expected failure returned as data as outcome typed-error, with its type, and counts it so", async () => {
    // No __typename selected: the outcome must not depend on what the client asked for.
    const line = await run(
      "LogTypedError",
      `mutation LogTypedError { commitQuote(quoteId: "000000000000000000000000") { ... on Error { message } } }`,
    );
    expect(line).toMatchObject({ outcome: "typed-error", typedErrors: ["QuoteNotFound"], codes: [] });
    const metrics = await (await fetch(`${url}/metrics`)).text();
    expect(metrics).toContain(
      'gateway_graphql_operations_total{operation="LogTypedError",type="mutation",outcome="typed-error"} 1',
    );
  });

  it("names each error type once when one operation returns several", async () => {
    const line = await run(
      "LogTwoTypedErrors",
      `query LogTwoTypedErrors {
        a: swapCalldata(commitmentId: "000000000000000000000000") { __typename }
        b: swapCalldata(commitmentId: "000000000000000000000001") { __typename }
        c: transactionsByDepositHash(depositTxHash: "0x${"0".repeat(63)}1") { __typename }
      }`,
    );
    expect(line).toMatchObject({ outcome: "typed-error" });
    expect([...(line.typedErrors as string[])].sort()).toEqual(["CommitmentNotFound", "HistoryNotFound"]);
  });

  it("logs a plain success as success, without typedErrors", async () => {
    const line = await run("LogSuccess", "query LogSuccess { webhookPublicKey }");
    expect(line.outcome).toBe("success");
    expect(line).not.toHaveProperty("typedErrors");
  });
});
