import type { TokenBalance as TokenBalanceShape } from "../wallets/balances.js";
import { builder } from "./builder.js";
import { Token } from "./chain.js";

export const TokenBalance = builder.objectRef<TokenBalanceShape>("TokenBalance").implement({
  description: "A wallet's balance of one token on one chain.",
  fields: (t) => ({
    token: t.field({ type: Token, description: "The token, as the vendor's configs list it.", resolve: (b) => b.token }),
    amount: t.field({ type: "Decimal", description: "The balance in token units, exact.", resolve: (b) => b.amount }),
    baseUnits: t.string({
      description: "The balance in the token's base units (amount x 10^decimals), as the chain holds it.",
      resolve: (b) => b.baseUnits.toString(),
    }),
    usdValue: t.float({
      nullable: true,
      description: "What the balance is worth in USD at the vendor's price; null when the vendor has no price for the token.",
      resolve: (b) => b.usdValue,
    }),
  }),
});
