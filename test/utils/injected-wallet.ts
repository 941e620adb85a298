import type { Page } from "playwright-core";
import type { LocalChains } from "../../packages/sandbox/src/contracts/deployment.js";

/** Options of {@link injectWallet}. */
export interface InjectedWalletOptions {
  /** The account the wallet shares: one of the local chains' development accounts (the nodes hold its key). */
  account: string;
  /** The chain the wallet is on when the page opens (a real wallet rarely starts on the right one). */
  startChainId: number;
}

/**
 * Gives the page's next loads a `window.ethereum` as a browser wallet does: an EIP-1193 provider
 * that shares `account`, switches between the sandbox's local chains on `wallet_switchEthereumChain`
 * (EIP-3326's 4902 for any other chain), and forwards everything else, `eth_sendTransaction`
 * included, to the current chain's anvil node, which signs with the account's unlocked key. The
 * methods the page called are in `window.ethereum.calls`.
 */
export async function injectWallet(page: Page, chains: LocalChains, options: InjectedWalletOptions): Promise<void> {
  const rpcUrls = Object.fromEntries(Object.values(chains.chains).map((c) => [c.chainId, c.rpcUrl]));
  await page.addInitScript(
    ({ rpcUrls, account, startChainId }) => {
      let chainId = startChainId;
      const calls: string[] = [];
      let id = 0;
      const forward = async (method: string, params: unknown) => {
        const response = await fetch(rpcUrls[chainId]!, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ jsonrpc: "2.0", id: ++id, method, params: params ?? [] }),
        });
        const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
        if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
        return body.result;
      };
      const provider = {
        calls,
        async request({ method, params }: { method: string; params?: unknown }) {
          calls.push(method);
          if (method === "eth_requestAccounts" || method === "eth_accounts") return [account];
          if (method === "eth_chainId") return `0x${chainId.toString(16)}`;
          if (method === "wallet_switchEthereumChain") {
            const next = Number.parseInt((params as [{ chainId: string }])[0].chainId, 16);
            if (!rpcUrls[next]) throw Object.assign(new Error("Unrecognized chain ID"), { code: 4902 });
            chainId = next;
            return null;
          }
          return forward(method, params);
        },
        on: () => provider,
        removeListener: () => provider,
      };
      (window as unknown as { ethereum: typeof provider }).ethereum = provider;
    },
    { rpcUrls, account: options.account, startChainId: options.startChainId },
  );
}

/** The EIP-1193 methods the page called on the injected wallet, in order. */
export const walletCalls = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { ethereum: { calls: string[] } }).ethereum.calls);
