import { transactionUrl } from "../domain/explorer-links.js";
import type { GatewayContext } from "./context.js";
import { toGraphQLError } from "./errors.js";

/**
 * The explorer page of `hash` on the chain named `chain`, from the cached configs (one read per
 * operation however many links it resolves); null when the hash, the chain or its explorer is
 * unknown. A configs read that fails is this field's error.
 */
export async function explorerUrl(
  ctx: GatewayContext,
  chain: string | null | undefined,
  hash: string | null | undefined,
): Promise<string | null> {
  if (!hash || !chain) return null;
  let chains;
  try {
    chains = await ctx.loaders.configs.load("all");
  } catch (err) {
    throw toGraphQLError(ctx, err);
  }
  const config = chains.find((c) => c.name === chain);
  return config ? transactionUrl(hash, config) : null;
}
