import { encodeFunctionData, erc20Abi, type Address } from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import { freshAddress, fundedUser, type ChainUser } from "../../utils/chains.js";
import { startSandbox, type JsonBody, type SandboxHandle } from "../../utils/sandbox.js";

let sandbox: SandboxHandle;
let user: ChainUser;
let configs: JsonBody;

beforeAll(async () => {
  sandbox = await startSandbox({}, { localChains: true });
  user = await fundedUser(sandbox.chains!);
  configs = (await sandbox.api("GET", "/bridge/configs")).body;
});

const open = async (path: string) => {
  const res = await fetch(new URL(path, sandbox.url));
  return { status: res.status, type: res.headers.get("content-type"), html: await res.text() };
};

describe("the sandbox's explorer for its local chains", () => {
  it("is what the configs name as each local chain's blockExplorer; chains without a local node keep the real explorer", () => {
    for (const name of Object.keys(sandbox.chains!.chains)) {
      expect(configs[name].blockExplorer).toBe(`${sandbox.url}/explorer/${name}`);
    }
    expect(configs.SOLANA.blockExplorer).toBe("https://solscan.io");
  });

  it("shows a token transfer: status, the decoded call and the transfer in token units, from the hash the vendor's rule links to", async () => {
    const recipient = freshAddress();
    const usdc = sandbox.chains!.chains.BASE!.tokens.USDC as Address;
    const hash = await user.send("BASE", {
      to: usdc,
      data: encodeFunctionData({ abi: erc20Abi, functionName: "transfer", args: [recipient, 12_340_000n] }),
      value: 0n,
    });

    const page = await open(`${configs.BASE.blockExplorer}/tx/${hash}`);
    expect(page.status).toBe(200);
    expect(page.type).toContain("text/html");
    expect(page.html).toContain(`Transaction ${hash}`);
    expect(page.html).toContain("<th>status</th><td>success</td>");
    expect(page.html).toContain(`transfer(to: ${recipient}, value: 12340000)`);
    expect(page.html).toMatch(
      new RegExp(`<li data-transfer>12\\.34 USDC from <a [^>]+>${user.address}</a> to <a [^>]+>${recipient}</a></li>`),
    );
  });

  it("shows a bridge deposit decoded with the bridge's ABI, and an address's balances", async () => {
    const local = sandbox.chains!.chains.ARBITRUM_ONE!;
    const hash = await user.deposit("ARBITRUM_ONE", local.bridge, "USDT", 5_000_000n, 0xabcn);
    const page = await open(`/explorer/ARBITRUM_ONE/tx/${hash}`);
    expect(page.html).toContain("depositWithId(token: ");
    expect(page.html).toContain("BridgedDepositWithId(");
    expect(page.html).toContain("commitmentId: 2748");
    expect(page.html).toMatch(/<li data-transfer>5 USDT from /);

    const account = await open(`/explorer/ARBITRUM_ONE/address/${local.bridge}`);
    expect(account.status).toBe(200);
    expect(account.html).toContain("bridge (SandboxBridge)");
    expect(account.html).toMatch(/<th>USDT<\/th><td>\d+(\.\d+)?<\/td>/);
  });

  it("answers a page, not an error body, for an unknown chain, a malformed hash and a hash the chain does not have", async () => {
    expect(await open("/explorer/SOLANA/tx/0xabc")).toMatchObject({
      status: 404,
      html: expect.stringContaining("not one of the sandbox's local chains"),
    });
    expect(await open("/explorer/BASE/tx/0x1234")).toMatchObject({
      status: 400,
      html: expect.stringContaining("not 0x and 64 hex digits"),
    });
    expect(await open("/explorer/BASE/address/nope")).toMatchObject({ status: 400 });
    const missing = `0x${"ab".repeat(32)}`;
    expect(await open(`/explorer/BASE/tx/${missing}`)).toMatchObject({
      status: 404,
      html: expect.stringContaining("has no transaction"),
    });
    expect((await open("/explorer/BASE/tx/%3Cscript%3E")).html).not.toContain("<script>");
  });
});
