import { Resvg } from "@resvg/resvg-js";
import { parse as parseEip681 } from "eth-url-parser";
import jsqr from "jsqr";
import { randomBytes } from "node:crypto";
import { decodeFunctionData, erc20Abi, getAddress } from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import { graphql } from "../gql/index.js";
import { as, startGateway, type GatewayHandle } from "../utils/gateway.js";

const PaymentRequestOf = graphql(`
  query PaymentRequestOf($address: String!, $chain: String!, $token: String!, $amount: Decimal) {
    depositAddress(address: $address, chain: $chain) {
      paymentRequest(token: $token, amount: $amount) {
        __typename
        ... on PaymentRequest {
          chain {
            name
            chainId
          }
          token {
            symbol
            address
            decimals
          }
          address
          amount
          amountBaseUnits
          minAmount
          maxAmount
          uri
          qrCodeSvg
          transaction {
            chainId
            to
            data
            value
            gas
          }
        }
        ... on InvalidInput {
          issues {
            path
            message
          }
        }
        ... on DepositAddressNotFound {
          addresses
        }
        ... on DepositNotSupported {
          chainType
        }
      }
    }
  }
`);

const jsQR = jsqr.default;
const decodeQr = (svg: string) => {
  const image = new Resvg(svg, { fitTo: { mode: "width", value: 400 }, background: "white" }).render();
  return jsQR(new Uint8ClampedArray(image.pixels), image.width, image.height)?.data;
};

let gw: GatewayHandle;
/** An SDA on ETHEREUM that takes USDT (10 to 100 USD) and ETH (the sandbox's default limits). */
let sda: string;
let usdt: string;

const ask = async (token: string, amount?: string, address = sda, chain = "ETHEREUM") =>
  (await gw.gql(PaymentRequestOf, { address, chain, token, amount })).data!.depositAddress.paymentRequest;

/** Upstream requests since the last reset, by route. */
const upstreamCalls = async () => (await gw.sandbox.stats()).requests;

beforeAll(async () => {
  gw = await startGateway();
  sda = getAddress(`0x${randomBytes(20).toString("hex")}`);
  const registered = await gw.sandbox.registerDepositAddress({
    depositAddress: sda,
    depositChain: "ETHEREUM",
    destinationChain: "BASE",
  });
  usdt = registered.supportedTokens.find((t) => t.symbol === "USDT")!.address;
  await gw.sandbox.registerDepositAddress({
    depositAddress: sda,
    depositChain: "ETHEREUM",
    destinationChain: "BASE",
    supportedTokens: [
      { symbol: "USDT", address: usdt, minDepositLimitUsd: 10, maxDepositLimitUsd: 100 },
      ...registered.supportedTokens.filter((t) => t.symbol === "ETH"),
    ],
  });
});

describe("DepositAddress.paymentRequest on an EVM chain", () => {
  it("an ERC-20: the EIP-681 transfer link, its QR code, transfer(sda, units) and the limits in token units", async () => {
    const request = as(await ask("USDT", "12.5"), "PaymentRequest");
    expect(request).toMatchObject({
      chain: { name: "ETHEREUM", chainId: 3133701 },
      token: { symbol: "USDT", decimals: 6 },
      address: sda,
      amount: "12.5",
      amountBaseUnits: "12500000",
      minAmount: "10",
      maxAmount: "100",
    });
    expect(parseEip681(request.uri)).toEqual({
      scheme: "ethereum",
      target_address: getAddress(usdt),
      chain_id: "3133701",
      function_name: "transfer",
      parameters: { address: sda, uint256: "12500000" },
    });
    expect(decodeQr(request.qrCodeSvg)).toBe(request.uri);
    const tx = request.transaction!;
    expect(tx).toMatchObject({ chainId: 3133701, to: getAddress(usdt), value: "0", gas: null });
    expect(decodeFunctionData({ abi: erc20Abi, data: tx.data as `0x${string}` })).toEqual({
      functionName: "transfer",
      args: [sda, 12_500_000n],
    });
  });

  it("the native token: the value link and a plain transfer of the value", async () => {
    const request = as(await ask("ETH", "0.01"), "PaymentRequest");
    expect(parseEip681(request.uri)).toEqual({
      scheme: "ethereum",
      target_address: sda,
      chain_id: "3133701",
      parameters: { value: "10000000000000000" },
    });
    expect(request.transaction).toEqual({ chainId: 3133701, to: sda, data: "0x", value: "10000000000000000", gas: null });
    // The sandbox's 5 USD minimum at its ETH price of 3000, rounded up to 18 decimals.
    expect(request.minAmount).toBe("0.001666666666666667");
    expect(decodeQr(request.qrCodeSvg)).toBe(request.uri);
  });

  it("without an amount: a link that names none, no transaction, the limits all the same", async () => {
    const request = as(await ask("USDT"), "PaymentRequest");
    expect(request).toMatchObject({ amount: null, amountBaseUnits: null, transaction: null, minAmount: "10", maxAmount: "100" });
    expect(parseEip681(request.uri).parameters).toEqual({ address: sda });
  });

  it("an unknown address is DepositAddressNotFound", async () => {
    const unknown = getAddress(`0x${randomBytes(20).toString("hex")}`);
    expect(await ask("USDT", "12.5", unknown)).toEqual({ __typename: "DepositAddressNotFound", addresses: [unknown] });
  });

  it("a chain type without a payment link is DepositNotSupported, with no call for the address", async () => {
    // The sandbox's chains are all EVM, SOL or TRON: its configs answer once with a TON chain too.
    const configs = (await gw.sandbox.api("GET", "/bridge/configs")).body as Record<string, Record<string, unknown>>;
    const ton = { ...configs.ETHEREUM, name: "TON", type: "TON", networkId: "ton-mainnet" };
    await gw.sandbox.override({ method: "GET", path: "/bridge/configs", status: 200, body: { ...configs, TON: ton } });
    const fresh = await startGateway({ sandbox: gw.sandbox });
    await gw.sandbox.resetStats();
    const { data } = await fresh.gql(PaymentRequestOf, { address: "EQ".padEnd(48, "A"), chain: "TON", token: "USDT" });
    expect(data?.depositAddress.paymentRequest).toEqual({ __typename: "DepositNotSupported", chainType: "TON" });
    expect(Object.keys(await upstreamCalls())).toEqual(["GET /bridge/configs"]);
  });
});

describe("invalid payment requests, each a typed error at the argument", () => {
  const noCall = [
    ["a token the chain lacks", "DOGE", "1", sdaRef, ["token"], /token DOGE is not on ETHEREUM/],
    ["more decimals than the token has", "USDT", "12.0000001", sdaRef, ["amount"], /more than the token's 6 decimals/],
    ["a zero amount", "USDT", "0.000", sdaRef, ["amount"], /more than 0/],
    ["a negative amount", "USDT", "-5", sdaRef, ["amount"], /more than 0/],
    ["an address not in the chain's form", "USDT", "12.5", () => "0x1234", ["address"], /not a valid EVM address/],
    ["an empty token", "", "12.5", sdaRef, ["token"], /must not be empty/],
  ] as const;

  it.each(noCall)("%s: no upstream call", async (_name, token, amount, address, path, message) => {
    await ask("USDT"); // the configs and prices cached, as after any first request
    await gw.sandbox.resetStats();
    const refused = as(await ask(token, amount, address()), "InvalidInput");
    expect(refused.issues).toEqual([{ path, message: expect.stringMatching(message) }]);
    expect(await upstreamCalls()).toEqual({});
  });

  const statusOnly = [
    ["a token the address does not take", "USDC", "12.5", ["token"], /does not accept USDC; it accepts: USDT, ETH/],
    ["below the address's minimum", "USDT", "9.999999", ["amount"], /below the address's minimum of 10/],
    ["above the address's maximum", "USDT", "100.000001", ["amount"], /above the address's maximum of 100/],
  ] as const;

  it.each(statusOnly)("%s: the address's status is the one call", async (_name, token, amount, path, message) => {
    await ask("USDT");
    await gw.sandbox.resetStats();
    const refused = as(await ask(token, amount), "InvalidInput");
    expect(refused.issues).toEqual([{ path, message: expect.stringMatching(message) }]);
    expect(await upstreamCalls()).toEqual({ "GET /sda/deposit-addresses/:depositAddress/:depositChain": 1 });
  });
});

function sdaRef() {
  return sda;
}
