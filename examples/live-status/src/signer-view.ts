import type { DepositStep, Signer } from "./deposit.js";

/** What the page shows of the chain a signer signs on. */
export interface SignerChain {
  displayName: string;
  rpcUrl?: string | null;
}

/** Who signs here, in a sentence; a development account says where it signs and why that is safe. */
export function describeSigner(signer: Signer, chain: SignerChain | undefined): string {
  if (!("address" in signer)) return signer.reason;
  const where = `${chain?.displayName ?? "the source chain"} (chain id ${signer.wallet.chain.id})`;
  if (signer.kind === "wallet") return `Your wallet signs with ${signer.address} on ${where}.`;
  return (
    `Sandbox mode, no wallet in this browser: the sandbox's development account ${signer.address} signs on its local ` +
    `${where} at ${chain?.rpcUrl}. It is a public test account whose key the local node holds: this page uses it only ` +
    "with a local sandbox chain on this machine, never on a real network."
  );
}

/** Puts `text` in the signer line; `kind` (a Signer's kind, or `looking`) is there for styles and tests. */
export function setSigner(line: HTMLElement, kind: string, text: string): void {
  line.dataset.kind = kind;
  line.textContent = text;
}

/**
 * Adds a sent or confirmed transaction to the steps list, with its hash. `deposit` names the
 * deposit's transaction as the flow calls it: a payment, for a deposit address.
 */
export function addDepositStep(list: HTMLElement, { step, status, hash }: DepositStep, deposit = "Deposit"): void {
  const item = document.createElement("li");
  item.dataset.step = `${step}-${status}`;
  item.textContent = `${step === "approval" ? "Approval" : deposit} ${status}: ${hash}`;
  list.append(item);
}
