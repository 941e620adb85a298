import { decodeFunctionData, erc20Abi, type Address } from "viem";
import { describe, expect, it } from "vitest";
import { DEPOSIT_CONTRACT_ABI } from "../../../src/chain/families/evm/deposit-contract-abi.js";
import { commitmentIdOf, toBaseUnits } from "../../../src/chain/families/amounts.js";
import { draftDepositPlan, type DepositSource } from "../../../src/chain/families/evm/draft.js";
import { DepositPlanRefused } from "../../../src/chain/families/family.js";

const BRIDGE: Address = "0x1111111111111111111111111111111111111111";
const SWAPS: Address = "0x2222222222222222222222222222222222222222";
const USDC: Address = "0x3333333333333333333333333333333333333333";
const QUOTE_ID = "65f1c0ffee0000000000abcd";

const source = (over: Partial<DepositSource> = {}): DepositSource => ({
  chainId: 42161,
  contractAddress: BRIDGE,
  sameChainSwapsAddress: SWAPS,
  nativeTokenName: "ETH",
  token: { symbol: "USDC", address: USDC, decimals: 6 },
  payAmount: "25.5",
  quoteId: QUOTE_ID,
  sameChainSwap: false,
  ...over,
});

describe("base units", () => {
  it("scales 6- and 18-decimal amounts exactly, however long the fraction", () => {
    expect(toBaseUnits("25.5", 6)).toBe(25_500_000n);
    expect(toBaseUnits("123456789012345.123456", 6)).toBe(123456789012345123456n);
    expect(toBaseUnits("0.000001", 6)).toBe(1n);
    expect(toBaseUnits("98765432109876543210.123456789012345678", 18)).toBe(98765432109876543210123456789012345678n);
    expect(toBaseUnits("0.000000000000000001", 18)).toBe(1n);
    expect(toBaseUnits("7", 18)).toBe(7n * 10n ** 18n);
  });

  it("rounds digits beyond the token's decimals half up, as the vendor SDK's toFixed(0) does", () => {
    expect(toBaseUnits("1.0000004", 6)).toBe(1_000_000n);
    expect(toBaseUnits("1.0000005", 6)).toBe(1_000_001n);
    expect(toBaseUnits("0.9999999", 6)).toBe(1_000_000n);
  });

  it("refuses an amount that is not a plain non-negative decimal", () => {
    for (const amount of ["-1", "1e6", "0x10", "", "1.2.3"]) expect(() => toBaseUnits(amount, 6)).toThrow(DepositPlanRefused);
  });
});

describe("a deposit plan", () => {
  it("approves the bridge contract and deposits with depositWithId(token, amount, commitmentId)", () => {
    const plan = draftDepositPlan(source());
    expect(plan.spender).toBe(BRIDGE);
    expect(plan.amount).toBe(25_500_000n);
    expect(plan.approval).toMatchObject({ chainId: 42161, to: USDC, value: 0n });
    expect(decodeFunctionData({ abi: erc20Abi, data: plan.approval!.data })).toEqual({
      functionName: "approve",
      args: [BRIDGE, 25_500_000n],
    });
    expect(plan.deposit).toMatchObject({ chainId: 42161, to: BRIDGE, value: 0n });
    expect(decodeFunctionData({ abi: DEPOSIT_CONTRACT_ABI, data: plan.deposit.data })).toEqual({
      functionName: "depositWithId",
      args: [USDC, 25_500_000n, BigInt(`0x${QUOTE_ID}`)],
    });
  });

  it("deposits the native token with depositNativeWithId and the amount as value, with no approval", () => {
    const plan = draftDepositPlan(
      source({
        token: { symbol: "ETH", address: "0x0000000000000000000000000000000000000000", decimals: 18 },
        payAmount: "0.05",
      }),
    );
    expect(plan.native).toBe(true);
    expect(plan.approval).toBeNull();
    expect(plan.deposit.value).toBe(5n * 10n ** 16n);
    expect(decodeFunctionData({ abi: DEPOSIT_CONTRACT_ABI, data: plan.deposit.data })).toEqual({
      functionName: "depositNativeWithId",
      args: [BigInt(`0x${QUOTE_ID}`)],
    });
  });

  it("sends a same-chain swap's JSON calldata as is and approves the same-chain-swaps contract", () => {
    const data = "0xdeadbeef";
    const plan = draftDepositPlan(source({ sameChainSwap: true, swapCalldata: JSON.stringify({ to: SWAPS, data, value: "0" }) }));
    expect(plan.spender).toBe(SWAPS);
    expect(decodeFunctionData({ abi: erc20Abi, data: plan.approval!.data }).args).toEqual([SWAPS, 25_500_000n]);
    expect(plan.deposit).toEqual({ chainId: 42161, to: SWAPS, data, value: 0n });
  });

  it("sends bare hex swap calldata to the same-chain-swaps contract, with the amount as value for the native token", () => {
    const erc20 = draftDepositPlan(source({ sameChainSwap: true, swapCalldata: "0xabcdef01" }));
    expect(erc20.deposit).toEqual({ chainId: 42161, to: SWAPS, data: "0xabcdef01", value: 0n });
    const native = draftDepositPlan(
      source({
        sameChainSwap: true,
        swapCalldata: "0xabcdef01",
        payAmount: "1",
        token: { symbol: "ETH", address: "0x0000000000000000000000000000000000000000", decimals: 18 },
      }),
    );
    expect(native.deposit).toEqual({ chainId: 42161, to: SWAPS, data: "0xabcdef01", value: 10n ** 18n });
  });

  it("refuses a same-chain swap without sameChainSwapsAddress, unreadable calldata, or a quote id that is not hex", () => {
    expect(() => draftDepositPlan(source({ sameChainSwap: true, sameChainSwapsAddress: null, swapCalldata: "0x01" }))).toThrow(
      /sameChainSwapsAddress/,
    );
    expect(() => draftDepositPlan(source({ sameChainSwap: true, swapCalldata: "{not json" }))).toThrow(DepositPlanRefused);
    expect(() => commitmentIdOf("not-hex")).toThrow(DepositPlanRefused);
  });
});
