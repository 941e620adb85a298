import { Resvg } from "@resvg/resvg-js";
import { parse as parseEip681 } from "eth-url-parser";
import jsqr from "jsqr";
import { createPublicClient, createWalletClient, erc20Abi, getAddress, http, type Address } from "viem";
import { describe, expect, it } from "vitest";
import { viemChain } from "../../packages/sandbox/src/contracts/deployment.js";
import { fundedUser, freshAddress } from "../utils/chains.js";
import { docBlock, writeDocBlock } from "../utils/doc-blocks.js";
import { startGateway } from "../utils/gateway.js";
import { startSandbox } from "../utils/sandbox.js";

interface Payment {
  uri: string;
  qrCodeSvg: string;
  amount: string | null;
  minAmount: string | null;
  maxAmount: string | null;
  transaction: { chainId: number; to: string; data: string; value: string } | null;
}

/** What the documented block exports. */
interface DocumentedPayment {
  paymentRequest(
    gatewayUrl: string,
    request: { address: string; chain: string; token: string; amount?: string },
  ): Promise<Payment>;
  paymentQrHtml(payment: Payment): string;
  payFromWallet(payment: Payment, wallet: unknown, reader: unknown): Promise<`0x${string}`>;
}

/** The ```ts block of docs/clients.md's smart-deposit-address section, as a module (test/utils/doc-blocks.ts). */
async function documentedPayment(): Promise<DocumentedPayment> {
  const path = await writeDocBlock(
    docBlock("docs/clients.md", "9. Paying a smart deposit address", "ts"),
    "doc-blocks/clients-payment.ts",
  );
  return (await import(path)) as DocumentedPayment;
}

/** The QR code in the markup's image, decoded as a phone's scanner would. */
function scan(html: string): string | undefined {
  const image = /<img src="data:image\/svg\+xml;charset=utf-8,([^"]+)"/.exec(html)?.[1];
  const pixels = new Resvg(decodeURIComponent(image!), { fitTo: { mode: "width", value: 400 }, background: "white" }).render();
  return jsqr.default(new Uint8ClampedArray(pixels.pixels), pixels.width, pixels.height)?.data;
}

describe("docs/clients.md, paying a smart deposit address", () => {
  it("runs as written: the QR code scans back to the link, and the wallet's transfer lands on the address", async () => {
    const sandbox = await startSandbox({}, { localChains: true });
    const gw = await startGateway({ sandbox });
    const chains = sandbox.chains!;
    const user = await fundedUser(chains);
    const sda = freshAddress();
    await sandbox.registerDepositAddress({ depositAddress: sda, depositChain: "ETHEREUM", destinationChain: "BASE" });
    const { paymentRequest, paymentQrHtml, payFromWallet } = await documentedPayment();

    const payment = await paymentRequest(`${gw.url}/graphql`, { address: sda, chain: "ETHEREUM", token: "USDC", amount: "12.5" });
    const source = chains.chains.ETHEREUM!;
    const usdc = getAddress(source.tokens.USDC!);
    expect(parseEip681(payment.uri)).toMatchObject({
      target_address: usdc,
      function_name: "transfer",
      parameters: { address: sda, uint256: "12500000" },
    });
    const html = paymentQrHtml(payment);
    expect(html).toContain(`<a href="${payment.uri.replaceAll("&", "&amp;")}">`);
    expect(scan(html)).toBe(payment.uri);

    const chain = viemChain(source);
    const reader = createPublicClient({ chain, transport: http(source.rpcUrl), pollingInterval: 100 });
    const wallet = createWalletClient({ account: user.account, chain, transport: http(source.rpcUrl) });
    const hash = await payFromWallet(payment, wallet, reader);
    expect((await reader.getTransactionReceipt({ hash })).status).toBe("success");
    const held = await reader.readContract({ address: usdc as Address, abi: erc20Abi, functionName: "balanceOf", args: [sda] });
    expect(held).toBe(12_500_000n);

    // A refusal reaches the page as the reasons the gateway gave.
    await expect(
      paymentRequest(`${gw.url}/graphql`, { address: sda, chain: "ETHEREUM", token: "USDC", amount: "1" }),
    ).rejects.toThrow(/below the address's minimum of 5/);
  }, 60_000);
});
