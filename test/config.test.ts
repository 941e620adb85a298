import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.js";
import { onDispose } from "./utils/disposers.js";
import { NPM_START_ARGS } from "./utils/gateway-process.js";

/**
 * Runs the gateway as `npm start` does with `env` (sandbox mode in timer mode unless `env` says
 * otherwise); resolves its exit code and output, or kills it once `until` shows up.
 */
function runMain(env: Record<string, string>, until?: RegExp): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, NPM_START_ARGS, {
      env: { PATH: process.env.PATH, SANDBOX_CHAINS: "off", SANDBOX_PORT: "0", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    onDispose(() => child.kill("SIGKILL"));
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (until?.test(output)) resolve({ code: null, output });
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => resolve({ code, output }));
  });
}

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: "0.0.0.0",
      bridgeApiUrl: undefined,
      webhookPath: "/webhooks/bridge",
      redisUrl: undefined,
    });
  });

  it("allows field suggestions only in sandbox mode (no BRIDGE_API_URL)", () => {
    expect(loadConfig({}).security.fieldSuggestions).toBe(true);
    expect(loadConfig({ BRIDGE_API_URL: "https://bridge.example" }).security.fieldSuggestions).toBe(false);
  });

  it("limits webhookUrl hosts to loopback and the gateway's own in sandbox mode, unless WEBHOOK_URL_ALLOWED_HOSTS names others", () => {
    expect(loadConfig({}).webhookUrlHosts).toEqual([]);
    expect(loadConfig({ BRIDGE_API_URL: "https://bridge.example" }).webhookUrlHosts).toBe("any");
    expect(loadConfig({ WEBHOOK_URL_ALLOWED_HOSTS: " Hooks.Example.com,[fd00::1] " }).webhookUrlHosts).toEqual([
      "hooks.example.com",
      "fd00::1",
    ]);
    expect(loadConfig({ WEBHOOK_URL_ALLOWED_HOSTS: "*" }).webhookUrlHosts).toBe("any");
  });

  it("caps subscriptions per caller at 100 unless GRAPHQL_MAX_SUBSCRIPTIONS_PER_CALLER says otherwise", () => {
    expect(loadConfig({}).events.maxSubscriptionsPerCaller).toBe(100);
    expect(loadConfig({ GRAPHQL_MAX_SUBSCRIPTIONS_PER_CALLER: "5" }).events.maxSubscriptionsPerCaller).toBe(5);
  });

  it("names every bad variable in one error", () => {
    const error = (() => {
      try {
        loadConfig({ PORT: "eighty", REDIS_URL: "http://not-redis", WEBHOOK_PATH: "no-slash" });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/PORT/);
    expect((error as Error).message).toMatch(/REDIS_URL/);
    expect((error as Error).message).toMatch(/WEBHOOK_PATH/);
  });

  it("refuses a deadline longer than a Node timer can wait, which would fire at once", () => {
    expect(() => loadConfig({ UPSTREAM_TIMEOUT_MS: "3000000000" })).toThrow(/UPSTREAM_TIMEOUT_MS/);
    expect(loadConfig({ UPSTREAM_TIMEOUT_MS: "2147483647" }).upstream.timeoutMs).toBe(2_147_483_647);
  });

  it("reads CHAIN_RPC_URLS as an RPC per chain name, with the RPC timeout and retries", () => {
    expect(loadConfig({}).chains).toEqual({ rpcUrls: {}, timeoutMs: 3_000, retries: 1 });
    const config = loadConfig({
      CHAIN_RPC_URLS: "ETHEREUM=https://eth.example/v2/key-1, BASE=http://127.0.0.1:8545/",
      CHAIN_RPC_TIMEOUT_MS: "1500",
      CHAIN_RPC_RETRIES: "0",
    });
    expect(config.chains).toEqual({
      rpcUrls: { ETHEREUM: "https://eth.example/v2/key-1", BASE: "http://127.0.0.1:8545/" },
      timeoutMs: 1500,
      retries: 0,
    });
  });

  it("refuses a malformed CHAIN_RPC_URLS without quoting it, since RPC URLs carry API keys", () => {
    for (const value of ["ETHEREUM", "ETHEREUM=not-a-url", "=https://x.example", "ETHEREUM=ftp://x.example/secret-key"]) {
      const error = (() => {
        try {
          loadConfig({ CHAIN_RPC_URLS: value });
        } catch (e) {
          return e as Error;
        }
      })();
      expect(error).toBeInstanceOf(ConfigError);
      expect(error?.message).toMatch(/CHAIN_RPC_URLS/);
      expect(error?.message).not.toMatch(/x\.example|secret-key|not-a-url/);
    }
  });
});

describe("npm start", () => {
  it("exits with code 2 and names the variable when the configuration is invalid", async () => {
    const { code, output } = await runMain({ PORT: "not-a-port" });
    expect(code).toBe(2);
    expect(output).toMatch(/PORT/);
    expect(output).not.toMatch(/^\s+at /m);
  });

  it("runs the sandbox in process without BRIDGE_API_URL and answers webhookPublicKey", async () => {
    const { output } = await runMain(
      { PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent" },
      /GraphQL gateway on (http:\/\/[^\s"]+)\/graphql/,
    );
    expect(output).toContain("SANDBOX MODE");
    const url = /GraphQL gateway on (http:\/\/[^\s"]+)\/graphql/.exec(output)![1]!;
    const res = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ webhookPublicKey }" }),
    });
    const body = (await res.json()) as { data: { webhookPublicKey: string } };
    expect(Buffer.from(body.data.webhookPublicKey, "base64").toString()).toMatch(/BEGIN PUBLIC KEY/);
  });
});
