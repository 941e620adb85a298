import { erc20Abi, type Address, type Hex } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandbox, type Sandbox } from "../../../packages/sandbox/src/app.js";
import { startLocalChains, type RunningChains } from "../../../packages/sandbox/src/chains/local-chains.js";
import { defaultSandboxConfig } from "../../../packages/sandbox/src/config.js";
import { toBaseUnits } from "../../../packages/sandbox/src/domain/decimal.js";
import type { Transaction } from "../../../packages/sandbox/src/domain/types.js";
import { freshAddress, fundedUser, type ChainUser } from "../../utils/chains.js";
import { callApi, pollUntil } from "../../utils/sandbox.js";

/*
 * Detection of plain transfers into smart deposit addresses under a burst and across a restart.
 * These tests stop automining and restart sandboxes: they run on chains of their own, not on the
 * ones the run shares.
 */

let chains: RunningChains;
let user: ChainUser;
const running = new Set<Sandbox>();

const CHAIN = "ARBITRUM_ONE";
const USDC = (whole: bigint) => whole * 10n ** 6n;

async function sandboxOn(seed: string): Promise<{ sandbox: Sandbox; url: string }> {
  const sandbox = createSandbox({ ...defaultSandboxConfig(), autoAdvanceMs: 0, seed }, { chains: chains.description });
  running.add(sandbox);
  const { url } = await sandbox.start(0, "127.0.0.1");
  return { sandbox, url };
}

async function stop(sandbox: Sandbox): Promise<void> {
  await sandbox.stop();
  running.delete(sandbox);
}

const rpc = (method: string, params: unknown[] = []) =>
  user.client(CHAIN).request({ method: method as never, params: params as never });

const sdaTransfers = (sandbox: Sandbox): Transaction[] =>
  [...sandbox.store.transactions.values()].filter((tx) => tx.quote.wire._tag === "depositAddressBridge");

const executed = (sandbox: Sandbox, count: number) =>
  pollUntil(async () => {
    const done = sdaTransfers(sandbox).filter((tx) => tx.state === "EXECUTED");
    return done.length >= count ? done : undefined;
  }, 60_000);

/** Sends USDC without waiting for a receipt (the block may not be mined yet). */
const sendUsdc = (to: Address, amount: bigint): Promise<Hex> =>
  user.wallet(CHAIN).writeContract({
    address: chains.description.chains[CHAIN]!.tokens.USDC!,
    abi: erc20Abi,
    functionName: "transfer",
    args: [to, amount],
    account: user.account,
    chain: user.wallet(CHAIN).chain,
  });

const mined = async (hash: Hex) => {
  const receipt = await user.client(CHAIN).waitForTransactionReceipt({ hash, pollingInterval: 20 });
  expect(receipt.status).toBe("success");
  return receipt;
};

beforeAll(async () => {
  chains = await startLocalChains(0);
  user = await fundedUser(chains.description);
}, 60_000);

afterAll(async () => {
  await Promise.all([...running].map((s) => s.stop()));
  await chains?.stop();
});

describe("a burst of transfers", () => {
  it("bridges 100 transfers to 100 addresses mined in one block, each once", { timeout: 120_000 }, async () => {
    const { sandbox, url } = await sandboxOn("burst");
    const addresses = Array.from({ length: 100 }, () => freshAddress());
    for (const depositAddress of addresses) {
      const res = await callApi(url, "POST", "/sandbox/deposit-addresses", {
        body: { depositAddress, depositChain: CHAIN, destinationChain: "BASE", destinationAddress: freshAddress() },
      });
      expect(res.status).toBe(201);
    }
    await rpc("evm_setAutomine", [false]);
    let hashes: Hex[];
    try {
      hashes = await Promise.all(addresses.map((to, i) => sendUsdc(to, USDC(10n + BigInt(i)))));
      await rpc("evm_mine");
    } finally {
      await rpc("evm_setAutomine", [true]);
    }
    const receipts = await Promise.all(hashes.map(mined));
    expect(new Set(receipts.map((r) => r.blockNumber)).size).toBe(1);

    const done = await executed(sandbox, 100);
    expect(done.map((tx) => tx.deposit!.txHash).sort()).toEqual([...hashes].sort());
    // One more transfer, bridged after the burst: by then every poll over the burst's block has run.
    const last = await mined(await sendUsdc(addresses[0]!, USDC(10n)));
    await executed(sandbox, 101);
    expect(sdaTransfers(sandbox)).toHaveLength(101);
    expect(new Set(sdaTransfers(sandbox).map((tx) => tx.deposit!.txHash)).size).toBe(101);
    expect(sdaTransfers(sandbox).some((tx) => tx.deposit!.txHash === last.transactionHash)).toBe(true);
    const paid = new Map<Address, bigint>();
    for (const tx of sdaTransfers(sandbox)) {
      const recipient = tx.quote.wire.recipient as Address;
      paid.set(recipient, (paid.get(recipient) ?? 0n) + toBaseUnits(tx.quote.wire.receiveAmount, 6));
    }
    for (const [recipient, amount] of paid) expect(await user.balance("BASE", "USDC", recipient)).toBe(amount);
    await stop(sandbox);
  });
});

/** Creates an address as an integrator does (POST /sda/deposit-addresses): it comes from the sandbox's seed. */
async function createAddress(url: string, destinationAddress: Address): Promise<Address> {
  const { body: auth } = await callApi(url, "POST", "/authentication/auth/apiKey", { body: { apiKey: "SECRET_sandbox" } });
  const res = await callApi(url, "POST", "/sda/deposit-addresses", {
    jwt: auth.jwt,
    body: { depositChains: [CHAIN], destinationChain: "BASE", destinationAddress },
  });
  expect(res.status, res.text).toBe(200);
  return res.body[0].depositAddress;
}

describe("a sandbox restarted on chains that outlive it", () => {
  it("bridges nothing its predecessor saw, even to the same address from the same seed", { timeout: 60_000 }, async () => {
    const destination = freshAddress();
    const first = await sandboxOn("restart");
    const sda = await createAddress(first.url, destination);
    const before = await mined(await sendUsdc(sda, USDC(20n)));
    const [bridged] = await executed(first.sandbox, 1);
    // Stopped mid-way: a transfer is mined while no sandbox watches.
    await stop(first.sandbox);
    const meanwhile = await mined(await sendUsdc(sda, USDC(21n)));

    const second = await sandboxOn("restart");
    expect(await createAddress(second.url, destination)).toBe(sda);
    const after = await mined(await sendUsdc(sda, USDC(22n)));
    const [again] = await executed(second.sandbox, 1);
    expect(again!.deposit!.txHash).toBe(after.transactionHash);
    // A further transfer, bridged too: the polls over the earlier blocks are behind it.
    const last = await mined(await sendUsdc(sda, USDC(23n)));
    const all = await executed(second.sandbox, 2);
    expect(all.map((tx) => tx.deposit!.txHash)).toEqual([after.transactionHash, last.transactionHash]);
    expect(all.map((tx) => tx.deposit!.txHash)).not.toContain(before.transactionHash);
    expect(all.map((tx) => tx.deposit!.txHash)).not.toContain(meanwhile.transactionHash);
    const paid = [bridged!, ...all].reduce((sum, tx) => sum + toBaseUnits(tx.quote.wire.receiveAmount, 6), 0n);
    expect(await user.balance("BASE", "USDC", destination)).toBe(paid);
  });
});
