import type { TxRequest } from "../chain/families/evm/draft.js";
import { evmChainId } from "../chain/families/evm/family.js";
import { paymentTransaction } from "../chain/families/evm/payment.js";
import { addressProblem } from "../domain/addresses.js";
import { amountProblem, baseUnitsOf, tokenLimits, type TokenLimits } from "../domain/payment-request.js";
import { modelledError } from "../upstream/error-catalogue.js";
import { InvalidInput, UpstreamBadResponse } from "../upstream/errors.js";
import type { CatalogChain, CatalogToken } from "../upstream/wire/catalog.js";
import { PAYMENT_LINK_CHAIN_TYPES, paymentUri } from "./payment-uri.js";
import type { PaymentReads } from "./port.js";

/** What a payment request is asked for: the address (as checked by the schema), the token and maybe an amount. */
export interface PaymentRequestInput {
  address: string;
  chain: string;
  token: string;
  /** A positive decimal string, or null: the payer chooses. */
  amount: string | null;
}

/** How a wallet pays a smart deposit address one token (GraphQL `PaymentRequest`). */
export interface PaymentRequestShape extends TokenLimits {
  chain: CatalogChain;
  token: CatalogToken;
  address: string;
  amount: string | null;
  amountBaseUnits: bigint | null;
  uri: string;
  /** EVM only, with an amount. */
  transaction: TxRequest | null;
}

const invalid = (path: string, message: string) => new InvalidInput([{ path: [path], message }]);

/**
 * The chain and token from the configs, checked against the request before the address is read:
 * an address in another chain type's form, a token the chain lacks or too many decimals need no
 * upstream call beyond the cached configs.
 * @throws InvalidInput, DepositNotSupported
 */
async function configsOf(reads: PaymentReads, input: PaymentRequestInput) {
  const chains = await reads.configs.load("all");
  const chain = chains.find((c) => c.name === input.chain);
  if (!chain) throw invalid("chain", `chain ${input.chain} is not one the bridge supports`);
  if (!(PAYMENT_LINK_CHAIN_TYPES as readonly string[]).includes(chain.type)) {
    throw modelledError(
      "DepositNotSupported",
      { chainType: chain.type },
      { status: 422, message: `Payment requests are made for ${PAYMENT_LINK_CHAIN_TYPES.join(", ")} chains, not ${chain.type}` },
    );
  }
  const problem = addressProblem("address", chain.type, input.address);
  if (problem !== undefined) throw invalid("address", problem);
  const token = chain.tokens.find((t) => t.symbol === input.token);
  if (!token) {
    const symbols = chain.tokens.map((t) => t.symbol).join(", ");
    throw invalid("token", `token ${input.token} is not on ${chain.name}; its tokens: ${symbols}`);
  }
  if (input.amount !== null) {
    const tooPrecise = amountProblem(input.amount, token.decimals, { minAmount: null, maxAmount: null });
    if (tooPrecise !== undefined) throw invalid("amount", tooPrecise);
  }
  return { chain, token };
}

/**
 * The address's limits for the token, from its status (the tokens it accepts, in USD) and the
 * token's price.
 * @throws InvalidInput when the address does not accept the token; DepositAddressNotFound.
 */
async function limitsOf(reads: PaymentReads, input: PaymentRequestInput, token: CatalogToken): Promise<TokenLimits> {
  const [status, prices] = await Promise.all([
    reads.depositAddressStatus.load({ address: input.address, chain: input.chain }),
    reads.usdPrices.load("all").catch((): Record<string, number> => ({})),
  ]);
  const accepted = status.supportedTokens.find((t) => t.symbol === token.symbol);
  if (!accepted) {
    const symbols = status.supportedTokens.map((t) => t.symbol).join(", ") || "none";
    throw invalid("token", `this address does not accept ${token.symbol}; it accepts: ${symbols}`);
  }
  return tokenLimits(accepted, prices[token.symbol], token.decimals);
}

/**
 * How a wallet pays `input.address`: the link, its QR code and, on EVM with an amount, the
 * transaction; the amount checked against the address's limits for the token.
 * @throws InvalidInput, DepositNotSupported, DepositAddressNotFound
 */
export async function paymentRequestOf(reads: PaymentReads, input: PaymentRequestInput): Promise<PaymentRequestShape> {
  const { chain, token } = await configsOf(reads, input);
  const limits = await limitsOf(reads, input, token);
  const { amount } = input;
  if (amount !== null) {
    const problem = amountProblem(amount, token.decimals, limits);
    if (problem !== undefined) throw invalid("amount", problem);
  }
  const units = amount === null ? null : baseUnitsOf(amount, token.decimals);
  const native = token.symbol === chain.nativeTokenName;
  const chainId = evmChainId(chain);
  const payment = { to: input.address, token: native ? null : token.address };
  const uri = paymentUri({
    chainType: chain.type,
    chainId,
    ...payment,
    amount: amount === null || units === null ? null : { units: amount, baseUnits: units },
  });
  if (uri === undefined) throw new UpstreamBadResponse(`The vendor's configs give ${chain.name} no EVM network id.`);
  const transaction = chainId !== null && units !== null ? paymentTransaction({ chainId, units, ...payment }) : null;
  return { chain, token, address: input.address, amount, amountBaseUnits: units, ...limits, uri, transaction };
}
