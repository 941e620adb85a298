import { z } from "zod";
import { chainName } from "../domain/chain-names.js";
import { walletBalances } from "../wallets/balances.js";
import { builder } from "./builder.js";
import { ChainBalancesResult } from "./chain-balances.js";
import { fieldCost } from "./field-cost.js";
import { validate } from "./validation.js";

/** A wallet as the graph shows it: the address it was asked by. */
interface WalletShape {
  address: string;
}

/** Chains and tokens a query may name: more than the bridge has of either. */
const MAX_NAMES = 64;

const balancesArgs = z.object({
  address: z.string().trim().min(1, "must not be empty").max(128, "must be at most 128 characters"),
  chains: z.array(chainName).max(MAX_NAMES, `must name at most ${MAX_NAMES} chains`).nullish(),
  tokens: z
    .array(z.string().trim().min(1, "must not be empty").max(32, "must be at most 32 characters"))
    .max(MAX_NAMES, `must name at most ${MAX_NAMES} tokens`)
    .nullish(),
});

const Wallet = builder.objectRef<WalletShape>("Wallet").implement({
  description: "A wallet, by its address, on every chain the bridge supports.",
  fields: (t) => ({
    address: t.exposeString("address", { description: "The address, as asked." }),
    balances: t.field({
      type: [ChainBalancesResult.ref],
      description:
        "The wallet's balances per chain, every chain read at once in one round trip (an EVM chain: one Multicall3 call); a chain without balances says why. In the order of `chains`, else the configs' order; never cached.",
      args: {
        chains: t.arg.stringList({
          description: 'Only these chains (e.g. ["BASE", "ARBITRUM_ONE"]), in this order; every enabled chain when omitted.',
        }),
        tokens: t.arg.stringList({
          description: 'Only these token symbols (e.g. ["USDC", "ETH"]); all the configs list when omitted.',
        }),
      },
      // The configs and the USD prices; the chains' reads are not upstream calls.
      extensions: fieldCost({ upstreamCalls: () => 2 }),
      resolve: async (wallet, args, ctx) => {
        const answers = await ChainBalancesResult.resolve(ctx, async () => {
          const input = validate(balancesArgs, { address: wallet.address, ...args });
          return walletBalances(ctx.loaders, input.address, { chains: input.chains ?? null, tokens: input.tokens ?? null });
        });
        // A refused argument is the one answer; else each chain's own.
        const each = Array.isArray(answers) ? answers : [answers];
        return Promise.all(
          each.map((answer) =>
            ChainBalancesResult.resolve(ctx, () => {
              if (answer instanceof Error) throw answer;
              return answer;
            }),
          ),
        );
      },
    }),
  }),
});

builder.queryFields((t) => ({
  wallet: t.field({
    type: Wallet,
    description: "A wallet by its address: its balances on the bridge's chains (checked per chain type, `Wallet.balances`).",
    args: { address: t.arg.string({ required: true, description: "The wallet's address, in its chain type's form." }) },
    resolve: (_root, args) => ({ address: args.address }),
  }),
}));
