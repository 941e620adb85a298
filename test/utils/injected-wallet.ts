import type { Page } from "playwright-core";
import type { LocalChains } from "../../packages/sandbox/src/contracts/deployment.js";

/** Options of {@link injectWallet}. */
export interface InjectedWalletOptions {
  /** The account the wallet shares: one of the local chains' development accounts (the nodes hold its key). */
  account: string;
  /** The chain the wallet is on when the page opens (a real wallet rarely starts on the right one). */
  startChainId: number;
  /**
   * The chains the wallet knows before the page asks: every local chain by default; `[1]` is a
   * fresh wallet that knows Ethereum mainnet only and must be asked to add the sandbox's chains.
   */
  knownChainIds?: number[];
  /** The person declines every chain switch (EIP-1193 4001): the wallet stays where it is. */
  refusesSwitch?: boolean;
}

/**
 * Gives the page's next loads a `window.ethereum` as a browser wallet does: an EIP-1193 provider
 * that shares `account`, switches between the chains it knows on `wallet_switchEthereumChain`
 * (EIP-3326's 4902 for any other), learns a chain and its RPC URL from `wallet_addEthereumChain`,
 * and forwards everything else, `eth_sendTransaction` included, to the current chain's node (which
 * signs with the account's unlocked key). The methods the page called are in
 * `window.ethereum.calls`, the chain of each transaction it asked to sign in `window.ethereum.signedOn`.
 */
export async function injectWallet(page: Page, chains: LocalChains, options: InjectedWalletOptions): Promise<void> {
  const local = Object.fromEntries(Object.values(chains.chains).map((c) => [c.chainId, c.rpcUrl]));
  const known = Object.fromEntries(
    (options.knownChainIds ?? Object.keys(local).map(Number)).map((id) => [id, local[id] ?? null] as const),
  );
  await page.addInitScript(
    ({ known, account, startChainId, refusesSwitch }) => {
      const rpcUrls: Record<number, string | null> = { ...known };
      let chainId = startChainId;
      const calls: string[] = [];
      const signedOn: number[] = [];
      let id = 0;
      const fail = (code: number, message: string) => Object.assign(new Error(message), { code });
      const forward = async (method: string, params: unknown) => {
        const rpcUrl = rpcUrls[chainId];
        // A real network: this stand-in has no node for it (and must never be asked to sign there).
        if (!rpcUrl) throw fail(-32603, `no node for chain ${chainId} in this stand-in wallet`);
        const response = await fetch(rpcUrl, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ jsonrpc: "2.0", id: ++id, method, params: params ?? [] }),
        });
        const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
        if (body.error) throw fail(body.error.code, body.error.message);
        return body.result;
      };
      const provider = {
        calls,
        signedOn,
        async request({ method, params }: { method: string; params?: unknown }) {
          calls.push(method);
          if (method === "eth_requestAccounts" || method === "eth_accounts") return [account];
          if (method === "eth_chainId") return `0x${chainId.toString(16)}`;
          if (method === "wallet_addEthereumChain") {
            const [chain] = params as [{ chainId: string; rpcUrls: string[] }];
            rpcUrls[Number.parseInt(chain.chainId, 16)] = chain.rpcUrls[0] ?? null;
            return null;
          }
          if (method === "wallet_switchEthereumChain") {
            if (refusesSwitch) throw fail(4001, "User rejected the request.");
            const next = Number.parseInt((params as [{ chainId: string }])[0].chainId, 16);
            if (!(next in rpcUrls)) throw fail(4902, "Unrecognized chain ID");
            chainId = next;
            return null;
          }
          if (method === "eth_sendTransaction" || method.startsWith("eth_sign")) signedOn.push(chainId);
          return forward(method, params);
        },
        on: () => provider,
        removeListener: () => provider,
      };
      (window as unknown as { ethereum: typeof provider }).ethereum = provider;
    },
    { known, account: options.account, startChainId: options.startChainId, refusesSwitch: options.refusesSwitch ?? false },
  );
}

/** The EIP-1193 methods the page called on the injected wallet, in order. */
export const walletCalls = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { ethereum: { calls: string[] } }).ethereum.calls);

/** The chain id the wallet was on for each transaction or signature the page asked for, in order. */
export const walletSignedOn = (page: Page): Promise<number[]> =>
  page.evaluate(() => (window as unknown as { ethereum: { signedOn: number[] } }).ethereum.signedOn);
