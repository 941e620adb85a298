import { describe, expect, it } from "vitest";
import { SandboxConfigError, loadSandboxConfig } from "../../packages/sandbox/src/config.js";

describe("loadSandboxConfig", () => {
  it("fills every default from an empty environment", () => {
    const config = loadSandboxConfig({});
    expect(config).toEqual({
      port: 4010,
      host: "127.0.0.1",
      apiKeys: [{ key: "SECRET_sandbox", projectId: "sandbox-project" }],
      jwtTtlS: 3600,
      quoteTtlS: 120,
      autoAdvanceMs: 10000,
      seed: expect.stringMatching(/^[0-9a-f]{16}$/),
      sdaDisabled: false,
      sdaExtensionOff: [],
      webhookRetryBaseMs: 500,
      webhookMaxAttempts: 8,
      signatureHeader: "X-Rhino-Signature",
      chains: "local",
      chainPort: 18545,
    });
    expect(loadSandboxConfig({}).seed).not.toBe(config.seed);
  });

  it("reads every SANDBOX_ variable", () => {
    const config = loadSandboxConfig({
      SANDBOX_PORT: "5000",
      SANDBOX_HOST: "0.0.0.0",
      SANDBOX_API_KEYS: "SECRET_a:proj-a, PUBLIC_b:proj-b",
      SANDBOX_JWT_TTL_S: "60",
      SANDBOX_QUOTE_TTL_S: "5",
      SANDBOX_AUTO_ADVANCE_MS: "0",
      SANDBOX_SEED: "fixed",
      SANDBOX_SDA_DISABLED: "true",
      SANDBOX_SDA_EXTENSION_OFF: "proj-b, proj-c",
      SANDBOX_WEBHOOK_RETRY_BASE_MS: "10",
      SANDBOX_WEBHOOK_MAX_ATTEMPTS: "3",
      SANDBOX_SIGNATURE_HEADER: "rhino_signature",
      SANDBOX_CHAINS: "off",
      SANDBOX_CHAIN_PORT: "0",
    });
    expect(config).toEqual({
      port: 5000,
      host: "0.0.0.0",
      apiKeys: [
        { key: "SECRET_a", projectId: "proj-a" },
        { key: "PUBLIC_b", projectId: "proj-b" },
      ],
      jwtTtlS: 60,
      quoteTtlS: 5,
      autoAdvanceMs: 0,
      seed: "fixed",
      sdaDisabled: true,
      sdaExtensionOff: ["proj-b", "proj-c"],
      webhookRetryBaseMs: 10,
      webhookMaxAttempts: 3,
      signatureHeader: "rhino_signature",
      chains: "off",
      chainPort: 0,
    });
  });

  it.each([
    ["SANDBOX_PORT", "70000"],
    ["SANDBOX_PORT", "http"],
    ["SANDBOX_API_KEYS", "no-project"],
    ["SANDBOX_JWT_TTL_S", "0"],
    ["SANDBOX_AUTO_ADVANCE_MS", "-1"],
    ["SANDBOX_SDA_DISABLED", "maybe"],
    ["SANDBOX_WEBHOOK_MAX_ATTEMPTS", "0"],
    ["SANDBOX_SIGNATURE_HEADER", "bad header"],
    ["SANDBOX_CHAINS", "remote"],
  ])("rejects %s=%j with an error naming the variable", (name, value) => {
    expect(() => loadSandboxConfig({ [name]: value })).toThrow(SandboxConfigError);
    expect(() => loadSandboxConfig({ [name]: value })).toThrow(name);
  });
});
