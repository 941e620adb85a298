import { addressProblem } from "../domain/addresses.js";
import type { GatewayContext } from "./context.js";
import { InvalidInput, type InputIssue } from "../upstream/errors.js";
import type { CatalogChain, CatalogToken } from "../upstream/wire/catalog.js";

/** The parts of a quote request the vendor's catalogue can judge. */
export interface QuoteShapeToCheck {
  chainIn: string;
  chainOut: string;
  tokenIn: string;
  tokenOut: string;
  amount: string;
  mode: "PAY" | "RECEIVE";
  amountNative?: string | null;
  /** Checked against chainIn's type (a public quote has none). */
  depositor?: string;
  /** Checked against chainOut's type. */
  recipient?: string;
  /** Checked against chainIn's type: a failed transfer is refunded where it was paid. */
  refundAddress?: string | null;
}

/** Fractional digits that carry value: "1.50" has one. String arithmetic, so no float ever rounds an amount. */
export function significantFractionDigits(amount: string): number {
  const dot = amount.indexOf(".");
  return dot < 0 ? 0 : amount.slice(dot + 1).replace(/0+$/, "").length;
}

/**
 * The addresses of a quote against their chains' types (`src/domain/addresses.ts`), as the vendor's
 * SDK checks them before it asks for a quote.
 */
function addressIssues(base: string[], q: QuoteShapeToCheck, chainIn: CatalogChain, chainOut: CatalogChain): InputIssue[] {
  const checks: [string, string, string | null | undefined][] = [
    ["depositor", chainIn.type, q.depositor],
    ["recipient", chainOut.type, q.recipient],
    ["refundAddress", chainIn.type, q.refundAddress],
  ];
  return checks.flatMap(([field, type, address]) => {
    const message = address == null ? undefined : addressProblem(field, type, address);
    return message ? [{ path: [...base, field], message }] : [];
  });
}

const list = (values: string[]) => {
  const shown = values.slice(0, 40).join(", ");
  return values.length > 40 ? `${shown}, ...` : shown;
};

/**
 * The tokens that would do on `chain` given the other side's token: the tokens an error may offer,
 * only those this same check then accepts. `swapTokens`: the swap token configs, for a swap.
 */
function acceptedTokens(chain: CatalogChain, other: CatalogChain, otherSymbol: string, swapTokens: CatalogToken[]): string[] {
  const symbols = new Set(chain.tokens.map((t) => t.symbol));
  // A swap-only token needs a bridge token on the other side (two swap-only tokens have nothing
  // to cross the bridge with), and the other side's own symbol would make it no swap at all.
  if (other.tokens.some((t) => t.symbol === otherSymbol)) {
    for (const t of swapTokens) if (t.chain === chain.name && t.symbol !== otherSymbol) symbols.add(t.symbol);
  }
  return [...symbols];
}

/**
 * Checks chains, tokens, the route and the amounts' precision against the vendor's cached
 * configs before the quote goes upstream, so a typo costs no upstream call and the answer
 * names the field and what it could have been. When the catalogue itself cannot be read the
 * check is skipped: the upstream still validates, and a catalogue outage must not stop quoting.
 * @throws InvalidInput listing every problem, located under `base` (e.g. ["input", "chainIn"]).
 */
export async function checkQuoteAgainstCatalog(ctx: GatewayContext, q: QuoteShapeToCheck, base: string[]): Promise<void> {
  let chains: CatalogChain[];
  try {
    chains = await ctx.loaders.configs.load("all");
  } catch {
    return;
  }
  const issues: InputIssue[] = [];
  const at = (field: string, message: string) => issues.push({ path: [...base, field], message });
  const byName = new Map(chains.map((c) => [c.name, c]));
  const supportedChains = list(chains.map((c) => c.name));
  const chainIn = byName.get(q.chainIn);
  const chainOut = byName.get(q.chainOut);
  if (!chainIn) at("chainIn", `unknown chain "${q.chainIn}"; supported chains: ${supportedChains}`);
  if (!chainOut) at("chainOut", `unknown chain "${q.chainOut}"; supported chains: ${supportedChains}`);
  if (!chainIn || !chainOut) throw new InvalidInput(issues);
  issues.push(...addressIssues(base, q, chainIn, chainOut));

  const isSwap = q.tokenIn !== q.tokenOut;
  let swapTokens: CatalogToken[] | undefined;
  // Swap tokens are read only for a swap whose token the bridge configs do not list: most quotes cost no second call.
  const findToken = async (chain: CatalogChain, symbol: string): Promise<CatalogToken | undefined> => {
    const bridged = chain.tokens.find((t) => t.symbol === symbol);
    if (bridged || !isSwap) return bridged;
    swapTokens ??= await ctx.loaders.swapTokenConfigs.load("all").catch((): CatalogToken[] => []);
    return swapTokens.find((t) => t.chain === chain.name && t.symbol === symbol);
  };
  const supportedTokens = (chain: CatalogChain, other: CatalogChain, otherSymbol: string) =>
    list(acceptedTokens(chain, other, otherSymbol, isSwap ? (swapTokens ?? []) : []));

  const tokenIn = await findToken(chainIn, q.tokenIn);
  const tokenOut = await findToken(chainOut, q.tokenOut);
  if (!tokenIn)
    at(
      "tokenIn",
      `token "${q.tokenIn}" is not supported on ${chainIn.name}; supported tokens: ${supportedTokens(chainIn, chainOut, q.tokenOut)}`,
    );
  if (!tokenOut)
    at(
      "tokenOut",
      `token "${q.tokenOut}" is not supported on ${chainOut.name}; supported tokens: ${supportedTokens(chainOut, chainIn, q.tokenIn)}`,
    );

  // The vendor's route whitelist: absent means every chain.
  const allowed = tokenIn?.allowedRouteChains;
  if (tokenIn && allowed && !allowed.includes(chainOut.name)) {
    at("chainOut", `${tokenIn.symbol} on ${chainIn.name} cannot go to ${chainOut.name}; allowed chains: ${list(allowed)}`);
  }
  const allowedBack = tokenOut?.allowedRouteChains;
  if (tokenOut && allowedBack && !allowedBack.includes(chainIn.name)) {
    at(
      "chainIn",
      `${tokenOut.symbol} on ${chainOut.name} cannot come from ${chainIn.name}; allowed chains: ${list(allowedBack)}`,
    );
  }

  // PAY names the amount sent (tokenIn on chainIn), RECEIVE the amount received (tokenOut on chainOut).
  const amountToken = q.mode === "PAY" ? tokenIn : tokenOut;
  if (amountToken && significantFractionDigits(q.amount) > amountToken.decimals) {
    at(
      "amount",
      `has ${significantFractionDigits(q.amount)} decimal places; ${amountToken.symbol} on ${amountToken.chain} has ${amountToken.decimals}`,
    );
  }
  if (q.amountNative != null && significantFractionDigits(q.amountNative) > chainOut.nativeTokenDecimals) {
    at(
      "amountNative",
      `has ${significantFractionDigits(q.amountNative)} decimal places; ${chainOut.nativeTokenName} on ${chainOut.name} has ${chainOut.nativeTokenDecimals}`,
    );
  }
  if (issues.length > 0) throw new InvalidInput(issues);
}
