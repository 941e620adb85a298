import { beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type SandboxHandle } from "../utils/sandbox.js";

const KEYS = [
  { key: "SECRET_main", projectId: "main" },
  { key: "SECRET_other", projectId: "other" },
  { key: "PUBLIC_main", projectId: "main" },
];

let sb: SandboxHandle;
let jwt: string;

const status = (address: string, chain: string, token = jwt) =>
  sb.api("GET", `/sda/deposit-addresses/${address}/${chain}`, { jwt: token });
const refunds = (address: string, chain: string, token = jwt) =>
  sb.api("GET", `/sda/deposit-addresses/${address}/${chain}/completed-refunds`, { jwt: token });

beforeAll(async () => {
  sb = await startSandbox({ apiKeys: KEYS });
  jwt = await sb.getJwt();
  await sb.registerDepositAddress({
    depositAddress: "0xfull",
    depositChain: "ARBITRUM_ONE",
    destinationChain: "SOLANA",
    destinationAddress: "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM",
    addressNote: "treasury",
    tokenOut: "USDC",
    refundAddress: "0x5555555555555555555555555555555555555555",
    postBridgeData: { _tag: "extended", vaultId: 9 },
    bridgeIfNotSwappable: true,
    isActive: false,
    refunds: [{}, { trigger: { _tag: "REJECTED_BRIDGE", amount: "2000000" }, recipient: "0xsomeone" }],
  });
  await sb.registerDepositAddress({ depositAddress: "0xminimal", depositChain: "ETHEREUM" });
});

describe("GET /sda/deposit-addresses/{depositAddress}/{depositChain}", () => {
  it("answers the full status object of a registered address", async () => {
    const res = await status("0xfull", "ARBITRUM_ONE");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      depositChain: "ARBITRUM_ONE",
      depositAddress: "0xfull",
      destinationChain: "SOLANA",
      destinationAddress: "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM",
      supportedTokens: expect.any(Array),
      isActive: false,
      addressNote: "treasury",
      postBridgeData: { _tag: "extended", vaultId: 9 },
      tokenOut: "USDC",
      refundAddress: "0x5555555555555555555555555555555555555555",
      bridgeIfNotSwappable: true,
    });
  });

  it("fills defaults: the tokens both chains carry, within the SDA limits, active, a destination", async () => {
    const res = await status("0xminimal", "ETHEREUM");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ depositChain: "ETHEREUM", destinationChain: "BASE", isActive: true });
    expect(res.body.destinationAddress).toMatch(/^0x[0-9a-f]{40}$/);
    expect(res.body.supportedTokens.map((t: { symbol: string }) => t.symbol)).toEqual(["USDT", "USDC", "ETH"]);
    for (const token of res.body.supportedTokens) {
      expect(token).toEqual({
        symbol: expect.any(String),
        address: expect.stringMatching(/^0x[0-9a-f]{40}$/),
        minDepositLimitUsd: 5,
        maxDepositLimitUsd: 1_000_000,
      });
    }
    expect(res.body.supportedTokens[2].address).toBe("0x0000000000000000000000000000000000000000");
  });

  it("hides destinationAddress from public keys", async () => {
    const res = await status("0xfull", "ARBITRUM_ONE", await sb.getJwt("PUBLIC_main"));
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty("destinationAddress");
  });

  it("answers 422 DepositAddressNotFound for an unknown address, a wrong chain or another project", async () => {
    const other = await sb.getJwt("SECRET_other");
    for (const res of [
      await status("0xnope", "ETHEREUM"),
      await status("0xfull", "ETHEREUM"),
      await status("0xfull", "ARBITRUM_ONE", other),
    ]) {
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        _tag: "DepositAddressNotFound",
        message: expect.any(String),
        addresses: [expect.stringMatching(/^0x/)],
      });
    }
  });

  it("answers a decode error on depositAddress when it is longer than 60 characters", async () => {
    const res = await status("0x".padEnd(61, "a"), "ETHEREUM");
    expect(res.status).toBe(400);
    expect(res.body._tag).toBe("HttpApiDecodeError");
    expect(res.body.issues).toEqual([{ _tag: "Pointer", path: ["depositAddress"], message: expect.any(String) }]);
  });
});

describe("GET .../completed-refunds", () => {
  it("lists the refunds with defaults filled in and strings per spec 2.5", async () => {
    const res = await refunds("0xfull", "ARBITRUM_ONE");
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["items"]);
    const [first, second] = res.body.items;
    expect(first).toEqual({
      refundId: expect.stringMatching(/^[0-9a-f]{24}$/),
      depositAddress: "0xfull",
      depositChain: "ARBITRUM_ONE",
      recipient: "0x5555555555555555555555555555555555555555",
      trigger: {
        _tag: "UNSUPPORTED_TOKEN",
        nativeToken: false,
        amountWei: "25000000000000000000",
        tokenAddress: expect.stringMatching(/^0x[0-9a-f]{40}$/),
        tokenSymbol: "XYZ",
        amount: "25",
        amountUsd: "25",
      },
      txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      txTimestamp: expect.any(String),
      originalDepositTxHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    });
    expect(second).toMatchObject({ recipient: "0xsomeone", trigger: { _tag: "REJECTED_BRIDGE", amount: "2000000" } });
  });

  it("answers an empty list for an address without refunds", async () => {
    expect((await refunds("0xminimal", "ETHEREUM")).body).toEqual({ items: [] });
  });

  it("answers 422 DepositAddressNotFound for an unknown address", async () => {
    const res = await refunds("0xnope", "ETHEREUM");
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ _tag: "DepositAddressNotFound", message: expect.any(String), addresses: ["0xnope"] });
  });
});

describe("SANDBOX_SDA_DISABLED", () => {
  it("answers 503 EndpointDisabledError on both SDA endpoints", async () => {
    const disabled = await startSandbox({ sdaDisabled: true });
    const token = await disabled.getJwt();
    await disabled.registerDepositAddress({ depositAddress: "0xany", depositChain: "BASE" });
    for (const path of ["/sda/deposit-addresses/0xany/BASE", "/sda/deposit-addresses/0xany/BASE/completed-refunds"]) {
      const res = await disabled.api("GET", path, { jwt: token });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ _tag: "EndpointDisabledError", message: expect.any(String) });
    }
  });
});

describe("POST /sandbox/deposit-addresses", () => {
  it("answers 201 with the status object and validates its body", async () => {
    const ok = await sb.api("POST", "/sandbox/deposit-addresses", {
      body: { depositAddress: "0xnew", depositChain: "SOLANA", projectId: "main" },
    });
    expect(ok.status).toBe(201);
    // SOL is not carried by the default destination (BASE), so a SOLANA address does not accept it.
    expect(ok.body.supportedTokens.map((t: { symbol: string }) => t.symbol)).toEqual(["USDT", "USDC"]);
    const bad = await sb.api("POST", "/sandbox/deposit-addresses", {
      body: { depositChain: "", isActive: "yes", addressNote: "x".repeat(81) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string[] }) => i.path[0]).sort()).toEqual([
      "addressNote",
      "depositAddress",
      "depositChain",
      "isActive",
    ]);
  });
});
