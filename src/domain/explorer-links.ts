/** What a chain config says about its explorer: the chain's type and the explorer's base URL. */
export interface ExplorerChain {
  type: string;
  blockExplorer?: string | null;
}

/** The path segment before a transaction hash, per chain type (the vendor SDK's `explorer-url`). */
const TRANSACTION_SLUG: Readonly<Record<string, string>> = { TRON: "#/transaction", TON: "transaction" };

/** TON explorers take the hash without `0x` and in base64url (`+` as `-`, `/` as `_`). */
function hashForExplorer(hash: string, chainType: string): string {
  if (chainType !== "TON") return hash;
  return (hash.startsWith("0x") ? hash.slice(2) : hash).replace(/\+/g, "-").replace(/\//g, "_");
}

/**
 * A transaction's page on its chain's explorer, by the vendor SDK's rules:
 * `{blockExplorer}/tx/{hash}`, `#/transaction` on TRON, `transaction` on TON (with its hash
 * encoding), the hash URI-encoded. Null when the chain names no explorer.
 */
export function transactionUrl(hash: string, chain: ExplorerChain): string | null {
  if (!chain.blockExplorer) return null;
  const base = chain.blockExplorer.replace(/\/+$/, "");
  const slug = Object.hasOwn(TRANSACTION_SLUG, chain.type) ? TRANSACTION_SLUG[chain.type] : "tx";
  return `${base}/${slug}/${encodeURIComponent(hashForExplorer(hash, chain.type))}`;
}
