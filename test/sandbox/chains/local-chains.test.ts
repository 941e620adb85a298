import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv } from "ajv";
import { createPublicClient, erc20Abi, http, type Address, type Chain } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import * as knownChains from "viem/chains";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { CHAINS } from "../../../packages/sandbox/src/domain/catalog.js";
import { DEV_ACCOUNTS, DEV_MNEMONIC } from "../../../packages/sandbox/src/contracts/dev-accounts.js";
import { startSandbox, type JsonBody, type SandboxHandle } from "../../utils/sandbox.js";

const ZERO = "0x0000000000000000000000000000000000000000";
const evmChains = [...CHAINS.values()].filter((c) => c.type === "EVM");
const chains = inject("localChains");
const clientOf = (name: string) => createPublicClient({ transport: http(chains.chains[name]!.rpcUrl) });

let sandbox: SandboxHandle;
let configs: JsonBody;

beforeAll(async () => {
  sandbox = await startSandbox({}, { localChains: true });
  configs = (await sandbox.api("GET", "/bridge/configs")).body;
});

describe("the sandbox on its local chains", () => {
  it("gives each EVM chain a development network id of its own, none a public network's (every network viem knows)", () => {
    // Testnets count too: a wallet signs on them as readily.
    const publicIds = new Map(
      (Object.values(knownChains) as unknown[])
        .filter((c): c is Chain => typeof c === "object" && c !== null && "id" in c)
        .map((c) => [c.id, c.name] as const),
    );
    const ids = evmChains.map((c): number => Number(c.networkId));
    expect(new Set(ids).size).toBe(ids.length);
    for (const [index, id] of ids.entries()) {
      expect({ chain: evmChains[index]!.name, publicNetwork: publicIds.get(id) }).toEqual({
        chain: evmChains[index]!.name,
        publicNetwork: undefined,
      });
    }
    expect(publicIds.get(1)).toBe("Ethereum");
  });

  it("starts one node per EVM chain of the catalogue, each answering eth_chainId with the chain's network id", async () => {
    expect(Object.keys(chains.chains).sort()).toEqual(evmChains.map((c) => c.name).sort());
    for (const chain of evmChains) {
      expect(chains.chains[chain.name]!.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(await clientOf(chain.name).getChainId()).toBe(Number(chain.networkId));
    }
  });

  it("reports the deployed bridge, same-chain-swaps, multicall and RPC URL in the chain configs", async () => {
    for (const chain of evmChains) {
      const local = chains.chains[chain.name]!;
      expect(configs[chain.name]).toMatchObject({
        contractAddress: local.bridge,
        rpc: local.rpcUrl,
        multicallContractAddress: local.multicall,
        sameChainSwapsAddress: local.sameChainSwaps,
      });
      const client = clientOf(chain.name);
      for (const address of [local.bridge, local.sameChainSwaps, local.multicall]) {
        expect(await client.getCode({ address })).toMatch(/^0x[0-9a-f]{100,}$/);
      }
    }
  });

  it("answers chain configs the vendor's schema accepts, the local chains' fields included", () => {
    const schema = JSON.parse(
      readFileSync(join(import.meta.dirname, "..", "..", "vendor", "schemas", "bridge.configs.configs.200.json"), "utf8"),
    ) as object;
    const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);
    expect(validate(configs), JSON.stringify(validate.errors)).toBe(true);
  });

  it("keeps SOLANA and TRON simulated", () => {
    for (const name of ["SOLANA", "TRON"]) {
      expect(configs[name].rpc).toBe(`https://rpc.sandbox.invalid/${name.toLowerCase()}`);
      expect(configs[name].multicallContractAddress).toBeUndefined();
    }
  });

  it("lists the deployed token contracts, whose decimals() on chain equal the config's, and the native token at the zero address", async () => {
    for (const chain of evmChains) {
      const local = chains.chains[chain.name]!;
      const client = clientOf(chain.name);
      for (const [symbol, entry] of Object.entries<JsonBody>(configs[chain.name].tokens)) {
        expect(entry.address).toBe(local.tokens[symbol]);
        if (symbol === chain.nativeToken) {
          expect(entry.address).toBe(ZERO);
          continue;
        }
        const decimals = await client.readContract({
          address: entry.address as Address,
          abi: erc20Abi,
          functionName: "decimals",
        });
        expect(decimals).toBe(entry.decimals);
      }
    }
  });

  it("finds a token config by its deployed address and lists deployed addresses in the swap token configs", async () => {
    const usdc = chains.chains.BASE!.tokens.USDC!;
    const byAddress = await sandbox.api("GET", `/bridge/config/tokens?chain=BASE&tokenAddress=${usdc.toLowerCase()}`);
    expect(byAddress.body).toMatchObject({ token: "USDC", address: usdc, chain: "BASE" });
    const single = await sandbox.api("GET", "/bridge/config/ARBITRUM_ONE/USDT");
    expect(single.body.address).toBe(chains.chains.ARBITRUM_ONE!.tokens.USDT);
    const swaps = (await sandbox.api("GET", "/bridge/bridge-swap-token-configs")).body;
    const wbtc = swaps.ETHEREUM.find((t: JsonBody) => t.symbol === "WBTC");
    expect(wbtc.tokenAddress).toBe(chains.chains.ETHEREUM!.tokens.WBTC);
  });

  it("funds the development accounts with native ETH and every catalogue token", async () => {
    const [, second] = chains.accounts;
    const client = clientOf("OPTIMISM");
    expect(await client.getBalance({ address: second!.address })).toBeGreaterThan(10n ** 21n);
    const usdt = chains.chains.OPTIMISM!.tokens.USDT!;
    const balance = await client.readContract({
      address: usdt,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [second!.address],
    });
    expect(balance).toBeGreaterThanOrEqual(10n ** 6n * 1000n);
  });

  it("names anvil's development accounts, derived from its well-known mnemonic", () => {
    expect(chains.accounts).toEqual(DEV_ACCOUNTS);
    DEV_ACCOUNTS.forEach((account, addressIndex) => {
      expect(mnemonicToAccount(DEV_MNEMONIC, { addressIndex }).address).toBe(account.address);
    });
  });
});

describe("the sandbox without local chains", () => {
  it("keeps the invented addresses and RPC URLs", async () => {
    const plain = await startSandbox();
    const body = (await plain.api("GET", "/bridge/configs")).body;
    expect(body.BASE.rpc).toBe("https://rpc.sandbox.invalid/base");
    expect(body.BASE.contractAddress).not.toBe(chains.chains.BASE!.bridge);
    expect(body.BASE.multicallContractAddress).toBeUndefined();
    expect(body.BASE.sameChainSwapsAddress).toBeUndefined();
  });
});
