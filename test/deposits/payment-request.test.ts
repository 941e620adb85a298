import { Resvg } from "@resvg/resvg-js";
import { parseURL, type TransferRequestURL } from "@solana/pay";
import { parse as parseEip681 } from "eth-url-parser";
import jsqr from "jsqr";
import { decodeFunctionData, erc20Abi, getAddress } from "viem";
import { describe, expect, it } from "vitest";
import { eip681Uri, paymentTransaction } from "../../src/chain/families/evm/payment.js";
import { qrCodeSvg } from "../../src/deposits/payment-qr.js";
import { paymentUri, solanaPayUri, tronUri } from "../../src/deposits/payment-uri.js";
import { amountProblem, baseUnitsOf, tokenLimits } from "../../src/domain/payment-request.js";

const SDA = getAddress("0x8e23ee67d1332ad560396262c48ffbb01f93d052");
const USDT = "0xdAC17F958D2ee523a2206206994597C13D831ec7";
// Real base58 keys: a system-program-owned wallet and the USDC mint.
const SOL_SDA = "7Xr3Q5mLbnaS3vmzBHxmpd8iGf6YmGhmRbFjTbzLy6aG";
const USDC_MINT = "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v";
const TRON_SDA = "TYg1YJTQqaeWF8yhFFcnkEExYpFbAHuyyc";

// A CommonJS module whose types name its default export: under NodeNext that is `.default`.
const jsQR = jsqr.default;

/** The QR code read back: the SVG rendered to pixels, then decoded as a scanner would. */
function decodeQr(svg: string): string | undefined {
  const image = new Resvg(svg, { fitTo: { mode: "width", value: 400 }, background: "white" }).render();
  return jsQR(new Uint8ClampedArray(image.pixels), image.width, image.height)?.data;
}

describe("EIP-681 payment links", () => {
  it("an ERC-20 transfer reads back as transfer(address, uint256) on the chain", () => {
    const uri = eip681Uri({ chainId: 8453, to: SDA.toLowerCase(), token: USDT, units: 12_500_000n });
    expect(uri).toBe(`ethereum:${USDT}@8453/transfer?address=${SDA}&uint256=12500000`);
    expect(parseEip681(uri)).toEqual({
      scheme: "ethereum",
      target_address: USDT,
      chain_id: "8453",
      function_name: "transfer",
      parameters: { address: SDA, uint256: "12500000" },
    });
  });

  it("the native token reads back as a value in wei, beyond 2^53", () => {
    const uri = eip681Uri({ chainId: 1, to: SDA, token: null, units: 1_000_000_000_000_000_001n });
    expect(parseEip681(uri)).toEqual({
      scheme: "ethereum",
      target_address: SDA,
      chain_id: "1",
      parameters: { value: "1000000000000000001" },
    });
  });

  it("without an amount names none", () => {
    expect(parseEip681(eip681Uri({ chainId: 1, to: SDA, token: USDT, units: null })).parameters).toEqual({ address: SDA });
    expect(parseEip681(eip681Uri({ chainId: 1, to: SDA, token: null, units: null })).parameters).toBeUndefined();
  });

  it("the transaction is transfer(sda, units) to the token, or the value to the address", () => {
    const erc20 = paymentTransaction({ chainId: 1, to: SDA, token: USDT, units: 5n });
    expect(erc20).toMatchObject({ chainId: 1, to: USDT, value: 0n });
    expect(decodeFunctionData({ abi: erc20Abi, data: erc20.data })).toEqual({ functionName: "transfer", args: [SDA, 5n] });
    expect(paymentTransaction({ chainId: 1, to: SDA, token: null, units: 7n })).toEqual({
      chainId: 1,
      to: SDA,
      data: "0x",
      value: 7n,
    });
  });
});

describe("Solana Pay transfer requests", () => {
  it("an SPL token reads back with its mint and the amount in token units", () => {
    const uri = solanaPayUri(SOL_SDA, USDC_MINT, "12.5");
    expect(uri).toBe(`solana:${SOL_SDA}?amount=12.5&spl-token=${USDC_MINT}`);
    // The parser reads the amount as a JS number: the exact decimal is the link's own text, above.
    expect(parseURL(uri)).toMatchObject({ recipient: SOL_SDA, splToken: USDC_MINT, amount: 12.5 });
  });

  it("SOL itself names no spl-token; without an amount, none", () => {
    const sol = parseURL(solanaPayUri(SOL_SDA, null, "0.000000001")) as TransferRequestURL;
    expect([sol.recipient, sol.splToken, sol.amount]).toEqual([SOL_SDA, undefined, 1e-9]);
    const open = parseURL(paymentUri({ chainType: "SOL", chainId: null, to: SOL_SDA, token: USDC_MINT, amount: null })!);
    expect((open as TransferRequestURL).amount).toBeUndefined();
  });
});

describe("TRON", () => {
  it("is the bare base58 address, what TRON wallets' scanners read", () => {
    expect(tronUri(TRON_SDA)).toBe(TRON_SDA);
    const amount = { units: "3", baseUnits: 3_000_000n };
    expect(
      paymentUri({ chainType: "TRON", chainId: null, to: TRON_SDA, token: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t", amount }),
    ).toBe(TRON_SDA);
  });
});

describe("QR codes", () => {
  it.each([
    eip681Uri({ chainId: 8453, to: SDA, token: USDT, units: 12_500_000n }),
    solanaPayUri(SOL_SDA, USDC_MINT, "12.5"),
    TRON_SDA,
  ])("decode back to the link: %s", async (uri) => {
    const svg = await qrCodeSvg(uri);
    expect(svg.startsWith("<svg")).toBe(true);
    expect(decodeQr(svg)).toBe(uri);
  });
});

describe("limits and amounts", () => {
  it("turns the USD limits into token units at the price, the minimum rounded up and the maximum down", () => {
    expect(tokenLimits({ minDepositLimitUsd: 5, maxDepositLimitUsd: 1_000_000 }, 3000, 18)).toEqual({
      minAmount: "0.001666666666666667",
      maxAmount: "333.333333333333333333",
    });
    expect(tokenLimits({ minDepositLimitUsd: 5, maxDepositLimitUsd: null }, 1, 6)).toEqual({ minAmount: "5", maxAmount: null });
    expect(tokenLimits({ minDepositLimitUsd: 5, maxDepositLimitUsd: 10 }, null, 6)).toEqual({ minAmount: null, maxAmount: null });
  });

  it("refuses too many decimals and amounts outside the limits; base units are exact", () => {
    const limits = { minAmount: "5", maxAmount: "1000000" };
    expect(amountProblem("5.0000001", 6, limits)).toMatch(/more than the token's 6 decimals/);
    expect(amountProblem("4.999999", 6, limits)).toMatch(/below the address's minimum of 5/);
    expect(amountProblem("1000000.000001", 6, limits)).toMatch(/above the address's maximum of 1000000/);
    expect(amountProblem("5", 6, limits)).toBeUndefined();
    expect(baseUnitsOf("123456789.123456789123456789", 18)).toBe(123456789123456789123456789n);
    expect(baseUnitsOf("0.5", 6)).toBe(500_000n);
  });
});
