import { builder } from "./builder.js";
import { Chain, Token } from "./chain.js";
import type { GatewayContext } from "./context.js";
import { orFieldError } from "./field-error.js";
import { isError } from "../upstream/error-catalogue.js";
import { DepositAddress } from "./deposit-address.js";
import {
  BridgeSwapTransaction,
  BridgeTransaction,
  DepositAddressBridgeTransaction,
  OtherTransaction,
  Transaction,
} from "./transaction.js";

/*
 * Where a supergraph joins this subgraph (Federation 2 `@key`s). References resolve through the
 * operation's loaders, so N references to one record cost one upstream call (cached like any read).
 * `Quote`s carry a key this subgraph cannot resolve (quote.ts). Only `toSubGraphSchema()`
 * (GRAPHQL_FEDERATION) shows the keys; the plain schema is unchanged.
 */

/**
 * A copy of a shared record: the cached reads are frozen (loaders/cached-reads.ts), and
 * `_entities` tags each entity it returns with `__typename` in place.
 */
const own = <T extends object>(record: T | null | undefined): T | null => (record ? { ...record } : null);

/** A record nobody has (or an id the upstream cannot read) is a null entity, as `Query.transaction` answers. */
const transactionKey = {
  key: builder.selection<{ id: string }>("id"),
  resolveReference: ({ id }: { id: string }, ctx: GatewayContext) =>
    orFieldError(ctx, () =>
      ctx.loaders.transactionById.load(id).then(own, (err: unknown) => {
        if (isError(err, "HistoryNotFound") || isError(err, "InvalidRequest")) return null;
        throw err;
      }),
    ),
};
// Federation asks every implementation of an entity interface to carry the interface's key.
for (const ref of [Transaction, BridgeTransaction, BridgeSwapTransaction, DepositAddressBridgeTransaction, OtherTransaction]) {
  builder.asEntity(ref, transactionKey);
}

builder.asEntity(Chain, {
  key: builder.selection<{ name: string }>("name"),
  resolveReference: ({ name }, ctx) =>
    orFieldError(ctx, async () => own((await ctx.loaders.configs.load("all")).find((c) => c.name === name))),
});

builder.asEntity(Token, {
  key: builder.selection<{ chain: string; symbol: string }>("chain symbol"),
  resolveReference: ({ chain, symbol }, ctx) =>
    orFieldError(ctx, async () =>
      own((await ctx.loaders.configs.load("all")).find((c) => c.name === chain)?.tokens.find((t) => t.symbol === symbol)),
    ),
});

// Like `Query.depositAddress`: the address's fields read the upstream, each once per operation.
builder.asEntity(DepositAddress, {
  key: builder.selection<{ address: string; chain: string }>("address chain"),
  resolveReference: ({ address, chain }) => ({ address, chain }),
});
