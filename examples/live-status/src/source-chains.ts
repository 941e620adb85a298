import { parseUnits } from "viem";
import type { LiveStatusWalletBalancesQuery } from "./gql/graphql.js";

type ChainAnswer = LiveStatusWalletBalancesQuery["wallet"]["balances"][number];

/** What the source-chain picker shows: a label per chain, and the chains that can pay, the largest balance first. */
export interface SourceChains {
  labels: Map<string, string>;
  canPay: string[];
}

/** More decimals than any token has. */
const SCALE = 36;

/** Why a chain shows no balance, in a few words for an option's label. */
const WHY: Record<string, string> = {
  ChainRpcNotConfigured: "balance not read here",
  ChainRpcUnreachable: "chain not reachable",
  AddressNotValidOnChain: "not this address's chain type",
};

/**
 * The picker's labels and the chains holding at least `amount` of `token`, from the gateway's
 * `wallet.balances` (each chain's balance, or why it has none).
 */
export function sourceChains(answers: readonly ChainAnswer[], token: string, amount: string): SourceChains {
  const labels = new Map<string, string>();
  const payers: { chain: string; scaled: bigint }[] = [];
  for (const answer of answers) {
    if (answer.__typename === "WalletChainBalances") {
      const held = answer.balances.find((b) => b.token.symbol === token);
      if (!held) continue;
      labels.set(answer.chain, `${answer.chain} · ${held.amount} ${token}`);
      const wanted = held.token.decimals === null ? undefined : needed(amount, held.token.decimals);
      if (wanted !== undefined && BigInt(held.baseUnits) >= wanted) {
        // To one scale: the token's decimals may differ between chains (USDT has 18 on some).
        payers.push({ chain: answer.chain, scaled: BigInt(held.baseUnits) * 10n ** BigInt(SCALE - held.token.decimals!) });
      }
    } else if ("chain" in answer && answer.chain) {
      labels.set(answer.chain, `${answer.chain} · ${WHY[answer.__typename] ?? "no balance"}`);
    }
  }
  payers.sort((a, b) => (a.scaled < b.scaled ? 1 : a.scaled > b.scaled ? -1 : 0));
  return { labels, canPay: payers.map((p) => p.chain) };
}

/** `amount` in base units; undefined when it is not a decimal amount yet (the person is still typing). */
function needed(amount: string, decimals: number): bigint | undefined {
  try {
    return parseUnits(amount.trim(), decimals);
  } catch {
    return undefined;
  }
}
