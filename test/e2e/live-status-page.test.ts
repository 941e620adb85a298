import { spawn } from "node:child_process";
import { parse as parseEip681 } from "eth-url-parser";
import type { Page } from "playwright-core";
import { createPublicClient, erc20Abi, formatUnits, getAddress, http, parseUnits, type Address, type Hash } from "viem";
import { generatePrivateKey, privateKeyToAddress } from "viem/accounts";
import { beforeAll, describe, expect, it } from "vitest";
import type { LocalChain, LocalChains } from "../../packages/sandbox/src/contracts/deployment.js";
import { launchBrowser, screenshot } from "../utils/browser.js";
import { serveExamplePage } from "../utils/example-page.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";
import { injectWallet, walletCalls, walletSignedOn } from "../utils/injected-wallet.js";
import { freePort } from "../utils/net.js";
import { onDispose } from "../utils/disposers.js";
import { startSandbox } from "../utils/sandbox.js";

/** What a person does on the page: quote the default transfer, commit it, wait for EXECUTED. */
async function quoteCommitAndWatch(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Get quote" }).click();
  await expect.poll(() => page.getByTestId("quote-id").textContent(), { timeout: 10_000 }).toMatch(/^[0-9a-f]{24}$/);
  await page.getByRole("button", { name: "Commit and watch live" }).click();
  await page.locator('[data-testid="state"][data-state="EXECUTED"]').waitFor({ timeout: 15_000 });
}

describe("the live-status example page", () => {
  let gw: GatewayHandle;
  let pageUrl: string;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;

  beforeAll(async () => {
    // Like `npm start`: the sandbox moves committed transfers on by itself (faster here).
    const sandbox = await startSandbox({ autoAdvanceMs: 150 });
    gw = await startGateway({ sandbox, selfWebhook: true });
    ({ url: pageUrl } = await serveExamplePage(gw.url));
    browser = await launchBrowser();
  }, 60_000);

  it("goes from a quote to EXECUTED on screen, with hashes, amounts and fees, through its same-origin proxy", async () => {
    const { page, pageErrors } = await browser.newPage();
    await page.goto(pageUrl);
    await quoteCommitAndWatch(page);

    const timeline = await page.getByTestId("timeline").innerText();
    expect(timeline).toContain("BRIDGE_ACCEPTED");
    expect(timeline).toContain("BRIDGE_EXECUTED");
    expect(await page.getByTestId("deposit-tx").textContent()).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await page.getByTestId("withdraw-tx").textContent()).toMatch(/^0x[0-9a-f]{64}$/);
    const details = await page.locator("#transfer-details").innerText();
    expect(details).toContain("100 USDT");
    expect(details).toContain("99.5 USDT");
    expect(details).toMatch(/Fees\s+0\.5 USDT/);
    // No local chains: nothing to sign, and the page says so.
    await page.locator('[data-testid="signer"][data-kind="simulated"]').waitFor({ timeout: 5_000 });
    expect(await page.getByTestId("signer").textContent()).toContain("simulates the deposit");
    expect(await page.locator("#deposit-button").isHidden()).toBe(true);
    expect(await page.locator("#error").isHidden()).toBe(true);
    await screenshot(page, "live-status-executed");
    expect(pageErrors).toEqual([]);
  });

  it("also works against the gateway cross-origin (?gateway=...), which needs the gateway's CORS", async () => {
    const { page, pageErrors } = await browser.newPage();
    await page.goto(`${pageUrl}?gateway=${encodeURIComponent(`${gw.url}/graphql`)}`);
    expect(await page.locator("#endpoint").textContent()).toBe(`${gw.url}/graphql`);
    await quoteCommitAndWatch(page);
    expect(await page.getByTestId("timeline").innerText()).toContain("BRIDGE_EXECUTED");
    await screenshot(page, "live-status-cross-origin");
    expect(pageErrors).toEqual([]);
  });

  it("shows a deposit address's QR code without local chains, and says nothing here can pay it", async () => {
    const { page, pageErrors } = await browser.newPage();
    await page.goto(pageUrl);
    await page.getByRole("button", { name: "Create deposit address" }).click();
    await page.getByTestId("sda-qr").waitFor({ state: "visible", timeout: 10_000 });
    expect(await page.getByTestId("sda-uri").getAttribute("href")).toMatch(
      /^ethereum:0x[0-9a-fA-F]{40}@\d+\/transfer\?address=0x[0-9a-fA-F]{40}&uint256=100000000$/,
    );
    await page.locator('[data-testid="sda-signer"][data-kind="simulated"]').waitFor({ timeout: 5_000 });
    expect(await page.getByTestId("sda-signer").textContent()).toContain("nothing here pays the address for real");
    expect(await page.locator("#sda-pay-button").isHidden()).toBe(true);
    expect(await page.getByTestId("state").textContent()).toBe("waiting for the payment");
    await screenshot(page, "live-status-sda-simulated");
    expect(pageErrors).toEqual([]);
  });

  it("clears the old quote when a new one fails, and says why in the typed error's own words", async () => {
    const { page, pageErrors } = await browser.newPage();
    await page.goto(pageUrl);
    await page.getByRole("button", { name: "Get quote" }).click();
    await expect.poll(() => page.getByTestId("quote-id").textContent(), { timeout: 10_000 }).toMatch(/^[0-9a-f]{24}$/);

    await page.getByLabel("Amount paid").fill("0");
    await page.getByRole("button", { name: "Get quote" }).click();
    await page.locator("#error").waitFor({ state: "visible", timeout: 10_000 });
    // InvalidInput's message, as `... on Error { message }` gives it: no type name, no GraphQL wording.
    expect(await page.locator("#error").textContent()).toBe("Invalid input: must be greater than 0");
    expect(await page.locator("#quote-card").isHidden()).toBe(true);
    // By id: a role query skips the hidden card's button.
    expect(await page.locator("#commit-button").isDisabled()).toBe(true);
    await screenshot(page, "live-status-failed-requote");

    // Not a number at all: the form refuses it before any request, instead of a raw GraphQL variable error.
    await page.getByLabel("Amount paid").fill("abc");
    expect(await page.getByLabel("Amount paid").evaluate((el: HTMLInputElement) => el.validity.patternMismatch)).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});

/** What the recipient holds of `token` (a symbol of the local chain's catalogue) on `chain`. */
async function balanceOf(chain: LocalChain, token: string, owner: Address): Promise<bigint> {
  const client = createPublicClient({ transport: http(chain.rpcUrl) });
  const address = chain.tokens[token]!;
  if (/^0x0+$/.test(address)) return client.getBalance({ address: owner });
  return client.readContract({ address, abi: erc20Abi, functionName: "balanceOf", args: [owner] });
}

/** Quotes `transfer` with a fresh recipient and commits it: the deposit card opens. Resolves the recipient and receive amount. */
async function quoteAndCommit(
  page: Page,
  transfer: { chainIn: string; chainOut: string; token: string; amount: string },
): Promise<{ recipient: Address; receive: string }> {
  const recipient = privateKeyToAddress(generatePrivateKey());
  await page.getByLabel("From chain").selectOption(transfer.chainIn);
  await page.getByLabel("To chain").selectOption(transfer.chainOut);
  await page.getByLabel("Token in").selectOption(transfer.token);
  await page.getByLabel("Token out").selectOption(transfer.token);
  await page.getByLabel("Amount paid").fill(transfer.amount);
  await page.getByLabel("Recipient").fill(recipient);
  await page.getByRole("button", { name: "Get quote" }).click();
  await expect.poll(() => page.getByTestId("quote-id").textContent(), { timeout: 10_000 }).toMatch(/^[0-9a-f]{24}$/);
  const receive = (await page.getByTestId("receive").textContent())!.split(" ")[0]!;
  await page.getByRole("button", { name: "Commit and watch live" }).click();
  return { recipient, receive };
}

/**
 * Sends the deposit with the page's button (the plan's, or the deposit address's pay button), waits
 * for EXECUTED, and checks the hashes against the chains. `confirmedScreenshot`: the page as the
 * deposit's receipt arrives.
 */
async function depositAndWatch(
  page: Page,
  chains: LocalChains,
  transfer: { chainIn: string; chainOut: string; native?: boolean },
  { button = "#deposit-button", confirmedScreenshot }: { button?: string; confirmedScreenshot?: string } = {},
): Promise<Hash> {
  await page.locator(button).click();
  const confirmed = page.locator('[data-step="deposit-confirmed"]');
  await confirmed.waitFor({ timeout: 30_000 });
  if (confirmedScreenshot) await screenshot(page, confirmedScreenshot);
  const depositHash = /0x[0-9a-f]{64}/.exec((await confirmed.textContent())!)![0] as Hash;
  await page.locator('[data-testid="state"][data-state="EXECUTED"]').waitFor({ timeout: 30_000 });
  expect(await page.getByTestId("deposit-tx").textContent()).toBe(depositHash);
  const deposit = await createPublicClient({ transport: http(chains.chains[transfer.chainIn]!.rpcUrl) }).getTransactionReceipt({
    hash: depositHash,
  });
  expect(deposit.status).toBe("success");
  const withdrawHash = (await page.getByTestId("withdraw-tx").textContent()) as Hash;
  const withdrawal = await createPublicClient({
    transport: http(chains.chains[transfer.chainOut]!.rpcUrl),
  }).getTransactionReceipt({
    hash: withdrawHash,
  });
  expect(withdrawal.status).toBe("success");
  // Explorer links from the gateway (Transaction.depositTxUrl / withdrawTxUrl) open the sandbox's
  // explorer on the local chains: the transaction, and the token it moved.
  for (const [testId, hash] of [
    ["deposit-tx", depositHash],
    ["withdraw-tx", withdrawHash],
  ] as const) {
    const href = (await page.locator(`[data-testid="${testId}"] a`).getAttribute("href"))!;
    expect(href).toMatch(new RegExp(`/explorer/[A-Z_]+/tx/${hash}$`));
    const explorer = await fetch(href);
    expect(explorer.status).toBe(200);
    const html = await explorer.text();
    expect(html).toContain(`Transaction ${hash}`);
    expect(html).toContain("<th>status</th><td>success</td>");
    // A native deposit moves no token; its payout is native too.
    if (transfer.native !== true) expect(html).toMatch(/<li data-transfer>[\d.]+ [A-Z]+ from /);
  }
  return depositHash;
}

// Four transactions on two chains and a payout per test, on two cores shared with the sandbox and Chromium.
describe("the live-status example page on the sandbox's local chains", { timeout: 60_000 }, () => {
  let chains: LocalChains;
  let pageUrl: string;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;

  beforeAll(async () => {
    // Deposits drive the transfers here: no timer.
    const sandbox = await startSandbox({ autoAdvanceMs: 0 }, { localChains: true });
    chains = sandbox.chains!;
    const gw = await startGateway({ sandbox, selfWebhook: true });
    ({ url: pageUrl } = await serveExamplePage(gw.url));
    browser = await launchBrowser();
  }, 60_000);

  it("approves and deposits USDT with the sandbox's development account, reaches EXECUTED, and the recipient is paid on the destination chain", async () => {
    const { page, pageErrors } = await browser.newPage();
    await page.goto(pageUrl);
    const transfer = { chainIn: "ETHEREUM", chainOut: "BASE", token: "USDT", amount: "100" };
    const { recipient, receive } = await quoteAndCommit(page, transfer);
    const before = await balanceOf(chains.chains.BASE!, "USDT", recipient);

    await page.locator('[data-testid="signer"][data-kind="sandbox"]').waitFor({ timeout: 10_000 });
    const signer = (await page.getByTestId("signer").textContent())!;
    expect(signer).toContain(chains.chains.ETHEREUM!.rpcUrl);
    expect(signer).toContain("never on a real network");
    await page.getByTestId("plan-spender").waitFor({ timeout: 10_000 });
    expect((await page.getByTestId("plan-spender").textContent())!.toLowerCase()).toBe(
      chains.chains.ETHEREUM!.bridge.toLowerCase(),
    );
    expect(await page.getByTestId("plan-amount").textContent()).toBe("100 USDT (100000000 base units)");
    expect(await page.getByTestId("plan-approval").textContent()).toMatch(/^to 0x[0-9a-fA-F]{40}, data 0x095ea7b3/);
    expect(await page.getByTestId("plan-allowance").textContent()).toContain("(approval needed)");
    expect(await page.getByRole("button", { name: "Approve and deposit" }).isVisible()).toBe(true);
    await screenshot(page, "live-status-deposit-plan");

    const deposit = await depositAndWatch(page, chains, transfer);
    expect(await page.locator('[data-step="approval-confirmed"]').count()).toBe(1);
    expect(await page.locator('[data-step="deposit-confirmed"]').textContent()).toBe(`Deposit confirmed: ${deposit}`);
    expect(await page.locator("#status-title .step").textContent()).toBe("4");
    const timeline = await page.getByTestId("timeline").innerText();
    expect(timeline).toContain("BRIDGE_ACCEPTED");
    expect(timeline).toContain("BRIDGE_EXECUTED");
    expect((await balanceOf(chains.chains.BASE!, "USDT", recipient)) - before).toBe(parseUnits(receive, 6));
    expect(await page.locator("#error").isHidden()).toBe(true);
    await screenshot(page, "live-status-deposit-executed");
    expect(pageErrors).toEqual([]);
  });

  it("creates a deposit address for the destination, shows its QR code and payment link, pays it from the development account, and the destination is paid", async () => {
    const { page, pageErrors } = await browser.newPage();
    await page.goto(pageUrl);
    const destination = privateKeyToAddress(generatePrivateKey());
    await page.getByLabel("From chain").selectOption("ETHEREUM");
    await page.getByLabel("To chain").selectOption("BASE");
    await page.getByLabel("Token in").selectOption("USDT");
    await page.getByLabel("Amount paid").fill("40");
    await page.getByLabel("Recipient").fill(destination);
    await page.getByRole("button", { name: "Create deposit address" }).click();

    const sda = page.getByTestId("sda-address");
    await expect.poll(() => sda.textContent(), { timeout: 10_000 }).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const address = getAddress((await sda.textContent())!);
    // The QR code is an image the browser rendered, not an empty box.
    const qr = page.getByTestId("sda-qr");
    await qr.waitFor({ state: "visible", timeout: 10_000 });
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const box = (await qr.boundingBox())!;
    expect(box.width).toBeGreaterThan(100);
    expect(box.height).toBeGreaterThan(100);
    // The payment link is the EIP-681 URI of an ERC-20 transfer of 40 USDT to the address on Ethereum.
    const source = chains.chains.ETHEREUM!;
    const uri = (await page.getByTestId("sda-uri").getAttribute("href"))!;
    expect(await page.getByTestId("sda-uri").textContent()).toBe(uri);
    expect(parseEip681(uri)).toMatchObject({
      target_address: getAddress(source.tokens.USDT!),
      chain_id: String(source.chainId),
      function_name: "transfer",
      parameters: { address: address, uint256: "40000000" },
    });
    expect(await page.getByTestId("sda-amount").textContent()).toBe("40 USDT (40000000 base units)");
    expect(await page.getByTestId("state").textContent()).toBe("waiting for the payment");
    // The third step of this flow (no commit or deposit of a quote before it).
    expect(await page.locator("#status-title .step").textContent()).toBe("3");
    await page.locator('[data-testid="sda-signer"][data-kind="sandbox"]').waitFor({ timeout: 10_000 });
    await screenshot(page, "live-status-sda-address");

    // A link per token: another token asks for a transfer of that token's contract.
    const target = async () => parseEip681((await page.getByTestId("sda-uri").getAttribute("href"))!).target_address;
    await page.getByLabel("Pay with").selectOption("USDC");
    await expect.poll(target, { timeout: 10_000 }).toBe(getAddress(source.tokens.USDC!));
    await page.getByLabel("Pay with").selectOption("USDT");
    await expect.poll(target, { timeout: 10_000 }).toBe(getAddress(source.tokens.USDT!));

    const before = await balanceOf(chains.chains.BASE!, "USDT", destination);
    const hash = await depositAndWatch(
      page,
      chains,
      { chainIn: "ETHEREUM", chainOut: "BASE" },
      { button: "#sda-pay-button", confirmedScreenshot: "live-status-sda-paid" },
    );
    // A plain transfer from the development account to the address, as any wallet sends it.
    const payment = await createPublicClient({ transport: http(source.rpcUrl) }).getTransaction({ hash });
    expect(payment.from.toLowerCase()).toBe(chains.accounts[0]!.address.toLowerCase());
    expect(payment.to?.toLowerCase()).toBe(source.tokens.USDT!.toLowerCase());
    expect(await page.locator('[data-step="deposit-confirmed"]').textContent()).toBe(`Payment confirmed: ${hash}`);
    const timeline = await page.getByTestId("timeline").innerText();
    expect(timeline).toContain("BRIDGE_ACCEPTED");
    expect(timeline).toContain("BRIDGE_EXECUTED");
    const amountOut = (await page.getByTestId("amount-out").textContent())!.split(" ")[0]!;
    const decimals = await createPublicClient({ transport: http(chains.chains.BASE!.rpcUrl) }).readContract({
      address: chains.chains.BASE!.tokens.USDT!,
      abi: erc20Abi,
      functionName: "decimals",
    });
    expect((await balanceOf(chains.chains.BASE!, "USDT", destination)) - before).toBe(parseUnits(amountOut, decimals));
    expect(await page.locator("#error").isHidden()).toBe(true);
    await screenshot(page, "live-status-sda-executed");
    expect(pageErrors).toEqual([]);
  });

  it("shows the depositor's balance of the token on each source chain and suggests a chain that can pay", async () => {
    const { page, pageErrors } = await browser.newPage();
    await page.goto(pageUrl);
    const hint = page.getByTestId("source-hint");
    // The page's default depositor holds nothing anywhere.
    await expect.poll(() => hint.textContent(), { timeout: 10_000 }).toBe("No chain holds 100 USDT for this depositor.");
    // Anvil's first development account holds every token on every local chain.
    const developer = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
    await page.getByLabel("Depositor").fill(developer);
    await page.getByLabel("Depositor").dispatchEvent("change");
    await expect
      .poll(() => hint.textContent(), { timeout: 10_000 })
      .toMatch(/^Can pay 100 USDT from ((ETHEREUM|ARBITRUM_ONE|BASE|OPTIMISM)(, )?){4}: [A-Z_]+ suggested\.$/);
    const labels = await page.getByLabel("From chain").locator("option").allTextContents();
    const held = await balanceOf(chains.chains.ETHEREUM!, "USDT", developer);
    expect(labels).toContain(`ETHEREUM · ${formatUnits(held, 6)} USDT`);
    expect(labels).toContain("SOLANA · not this address's chain type");
    // More than any chain holds: no suggestion.
    await page.getByLabel("Amount paid").fill("1000000000000000000000000000000");
    await page.getByLabel("Amount paid").dispatchEvent("change");
    await expect
      .poll(() => hint.textContent(), { timeout: 10_000 })
      .toBe("No chain holds 1000000000000000000000000000000 USDT for this depositor.");
    await screenshot(page, "live-status-source-balances");
    expect(pageErrors).toEqual([]);
  });

  it("deposits the native token with no approval (the amount as value)", async () => {
    const { page, pageErrors } = await browser.newPage();
    await page.goto(pageUrl);
    const transfer = { chainIn: "ARBITRUM_ONE", chainOut: "OPTIMISM", token: "ETH", amount: "0.5", native: true };
    const { recipient, receive } = await quoteAndCommit(page, transfer);
    await page.getByTestId("plan-spender").waitFor({ timeout: 10_000 });
    expect(await page.getByTestId("plan-approval").textContent()).toBe("not needed");
    expect(await page.getByTestId("plan-deposit").textContent()).toContain("value 500000000000000000,");
    await depositAndWatch(page, chains, transfer);
    expect(await page.locator('[data-step="approval-sent"]').count()).toBe(0);
    expect(await balanceOf(chains.chains.OPTIMISM!, "ETH", recipient)).toBe(parseUnits(receive, 18));
    await screenshot(page, "live-status-native-executed");
    expect(pageErrors).toEqual([]);
  });

  it("signs with the browser's injected wallet when there is one: accounts, chain switch, approval, deposit", async () => {
    const { page, pageErrors } = await browser.newPage();
    const account = chains.accounts[1]!.address;
    await injectWallet(page, chains, { account, startChainId: chains.chains.BASE!.chainId });
    await page.goto(pageUrl);
    const transfer = { chainIn: "ETHEREUM", chainOut: "BASE", token: "USDC", amount: "25" };
    const { recipient, receive } = await quoteAndCommit(page, transfer);
    await page.locator('[data-testid="signer"][data-kind="wallet"]').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId("signer").textContent()).toContain(account);
    await depositAndWatch(page, chains, transfer);
    const calls = await walletCalls(page);
    expect(calls[0]).toBe("eth_requestAccounts");
    expect(calls.filter((m) => m === "wallet_switchEthereumChain")).toHaveLength(1);
    expect(calls.filter((m) => m === "eth_sendTransaction")).toHaveLength(2);
    expect(calls.indexOf("wallet_switchEthereumChain")).toBeLessThan(calls.indexOf("eth_sendTransaction"));
    expect(await balanceOf(chains.chains.BASE!, "USDC", recipient)).toBe(parseUnits(receive, 6));
    await screenshot(page, "live-status-wallet-executed");
    expect(pageErrors).toEqual([]);
  });

  it("with a fresh wallet that knows only Ethereum mainnet: asks it to add the local chain, signs there, never on chain 1", async () => {
    const { page, pageErrors } = await browser.newPage();
    const account = chains.accounts[2]!.address;
    await injectWallet(page, chains, { account, startChainId: 1, knownChainIds: [1] });
    await page.goto(pageUrl);
    const transfer = { chainIn: "ETHEREUM", chainOut: "BASE", token: "USDC", amount: "12" };
    const { recipient, receive } = await quoteAndCommit(page, transfer);
    await page.locator('[data-testid="signer"][data-kind="wallet"]').waitFor({ timeout: 10_000 });
    await depositAndWatch(page, chains, transfer);

    const calls = await walletCalls(page);
    expect(calls.indexOf("wallet_addEthereumChain")).toBeGreaterThan(-1);
    expect(calls.indexOf("wallet_addEthereumChain")).toBeLessThan(calls.indexOf("eth_sendTransaction"));
    expect(await walletSignedOn(page)).toEqual([chains.chains.ETHEREUM!.chainId, chains.chains.ETHEREUM!.chainId]);
    expect(await balanceOf(chains.chains.BASE!, "USDC", recipient)).toBe(parseUnits(receive, 6));
    // The panel shows the account's balance after the deposit, not the one read before it.
    const after = `${formatUnits(await balanceOf(chains.chains.ETHEREUM!, "USDC", account), 6)} USDC,`;
    await expect.poll(() => page.getByTestId("plan-balance").textContent(), { timeout: 10_000 }).toContain(after);
    await screenshot(page, "live-status-wallet-added-chain");
    expect(pageErrors).toEqual([]);
  });

  it("with a wallet on chain 1 that refuses to switch: signs nothing and says why", async () => {
    const { page, pageErrors } = await browser.newPage();
    await injectWallet(page, chains, {
      account: chains.accounts[3]!.address,
      startChainId: 1,
      knownChainIds: [1],
      refusesSwitch: true,
    });
    await page.goto(pageUrl);
    await quoteAndCommit(page, { chainIn: "ETHEREUM", chainOut: "BASE", token: "USDC", amount: "12" });
    await page.locator('[data-testid="signer"][data-kind="wallet"]').waitFor({ timeout: 10_000 });
    await page.locator("#deposit-button").click();
    await expect.poll(() => page.locator("#error").textContent(), { timeout: 10_000 }).toContain("the wallet is on chain 1");
    const error = (await page.locator("#error").textContent())!;
    expect(error).toContain(`chain id ${chains.chains.ETHEREUM!.chainId}`);
    expect(error).toContain("Nothing was signed");
    expect(await walletSignedOn(page)).toEqual([]);
    expect(await walletCalls(page)).not.toContain("eth_sendTransaction");
    await screenshot(page, "live-status-wallet-refused-switch");
    expect(pageErrors).toEqual([]);
  });
});

describe("npm run example", () => {
  it("listens on EXAMPLE_PORT", { timeout: 120_000 }, async () => {
    const port = await freePort();
    const child = spawn("npm", ["run", "-s", "example"], {
      env: { ...process.env, EXAMPLE_PORT: String(port) },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    // npm, its shell and vite are one process group: stop them all.
    onDispose(() => {
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        // already gone
      }
    });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    await expect
      .poll(
        () =>
          fetch(`http://localhost:${port}/`).then(
            (r) => r.text(),
            () => output,
          ),
        { timeout: 100_000, interval: 500 },
      )
      .toContain("<title>Bridge live status");
  });
});
