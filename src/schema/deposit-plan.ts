import { getAddress, isAddress, type Address } from "viem";
import { z } from "zod";
import { addressProblem } from "../domain/addresses.js";
import type { ChainRead, ChainTarget } from "../chain/index.js";
import { DepositPlanRefused, draftDepositPlan, type DepositPlanDraft, type TxRequest } from "../chain/plan.js";
import { modelledError } from "../upstream/error-catalogue.js";
import { UpstreamBadResponse } from "../upstream/errors.js";
import type { CatalogChain, CatalogToken } from "../upstream/wire/catalog.js";
import type { Quote as QuoteShape } from "../upstream/wire/quote.js";
import type { Transaction as TransactionShape } from "../upstream/wire/transaction.js";
import { builder } from "./builder.js";
import { Chain, Token, evmChainId } from "./chain.js";
import type { GatewayContext } from "./context.js";
import { ErrorTypes, resultUnion } from "./errors.js";
import { tagged } from "./is-type.js";
import { Quote } from "./quote.js";
import { idString, validate } from "./validation.js";

interface TxShape extends TxRequest {
  gas: bigint | null;
}

interface PreflightShape {
  owner: Address;
  allowance: bigint;
  tokenBalance: bigint;
  nativeBalance: bigint;
  approvalNeeded: boolean;
  sufficientBalance: boolean;
}

interface PlanShape {
  __typename: "DepositPlan";
  quoteId: string;
  chain: CatalogChain;
  token: CatalogToken;
  amount: string;
  amountBaseUnits: bigint;
  spender: Address;
  approval: TxShape | null;
  deposit: TxShape;
  preflight: PreflightShape | null;
}

const EvmTransactionRequest = builder.objectRef<TxShape>("EvmTransactionRequest").implement({
  description: "An EVM transaction for the wallet to sign and send as is (eth_sendTransaction's fields).",
  fields: (t) => ({
    chainId: t.exposeInt("chainId", { description: "The network to send it on (switch the wallet to it first)." }),
    to: t.exposeString("to", { description: "The contract called." }),
    data: t.exposeString("data", { description: "The calldata, hex." }),
    value: t.string({ description: "Native value sent, in wei (decimal string).", resolve: (tx) => tx.value.toString() }),
    gas: t.string({
      nullable: true,
      description:
        "The chain's gas estimate, in gas units (decimal string): on the deposit, when an owner was given, the RPC answered and no approval is pending; else null (let the wallet estimate).",
      resolve: (tx) => tx.gas?.toString() ?? null,
    }),
  }),
});

const DepositPreflight = builder.objectRef<PreflightShape>("DepositPreflight").implement({
  description: "The owner's allowance and balances on the source chain, read from its JSON-RPC for this answer.",
  fields: (t) => ({
    owner: t.exposeString("owner", { description: "The address the reads are for (checksummed)." }),
    allowance: t.string({
      description: "What the spender may take of the token, in base units (0 for the native token, which needs no approval).",
      resolve: (p) => p.allowance.toString(),
    }),
    tokenBalance: t.string({
      description: "The owner's balance of the token, in base units (the native balance for the native token).",
      resolve: (p) => p.tokenBalance.toString(),
    }),
    nativeBalance: t.string({
      description: "The owner's balance of the chain's native token (gas), in wei.",
      resolve: (p) => p.nativeBalance.toString(),
    }),
    approvalNeeded: t.exposeBoolean("approvalNeeded", {
      description: "Whether the approval must be sent before the deposit (allowance below the amount).",
    }),
    sufficientBalance: t.exposeBoolean("sufficientBalance", {
      description: "Whether the token balance covers the amount (gas not counted).",
    }),
  }),
});

const DepositPlan = builder.objectRef<PlanShape>("DepositPlan").implement({
  ...tagged(
    "DepositPlan",
    "The deposit that starts a transfer, as transactions to sign: the approval (if any), then the deposit.",
  ),
  fields: (t) => ({
    quoteId: t.exposeID("quoteId", { description: "The quote (commitment) id the deposit carries." }),
    chain: t.field({ type: Chain, description: "The source chain (chainIn).", resolve: (p) => p.chain }),
    token: t.field({ type: Token, description: "The token deposited.", resolve: (p) => p.token }),
    amount: t.field({ type: "Decimal", description: "The pay amount, in token units.", resolve: (p) => p.amount }),
    amountBaseUnits: t.string({
      description: "The pay amount in the token's base units (amount x 10^decimals, exact), as the contract gets it.",
      resolve: (p) => p.amountBaseUnits.toString(),
    }),
    spender: t.exposeString("spender", {
      description:
        "The contract the deposit goes to and the approval names: the chain's bridge contract, or its same-chain-swaps contract.",
    }),
    approval: t.field({
      type: EvmTransactionRequest,
      nullable: true,
      description:
        "ERC-20 approve(spender, amount), to send first; null for the native token or when the preflight shows enough allowance.",
      resolve: (p) => p.approval,
    }),
    deposit: t.field({
      type: EvmTransactionRequest,
      description:
        "depositWithId(token, amount, commitmentId), depositNativeWithId(commitmentId) with the amount as value, or the upstream's calldata for a same-chain swap.",
      resolve: (p) => p.deposit,
    }),
    preflight: t.field({
      type: DepositPreflight,
      nullable: true,
      description:
        "Allowance and balances of `owner`; null without an owner, or when the chain's RPC is not configured or does not answer.",
      resolve: (p) => p.preflight,
    }),
  }),
});

const DepositPlanResult = resultUnion(
  "DepositPlanResult",
  "The deposit plan, or why there is none.",
  [DepositPlan],
  [
    ErrorTypes.HistoryNotFound,
    ErrorTypes.InvalidRequest,
    ErrorTypes.TransferNotPending,
    ErrorTypes.DepositNotSupported,
    ErrorTypes.CommitmentNotFound,
    ErrorTypes.InvalidCommitmentType,
  ],
);

/** The owner: an EVM address by the rule every address input follows (src/domain/addresses.ts). */
const evmAddress = z
  .string()
  .trim()
  .superRefine((v, issue) => {
    const problem = addressProblem("owner", "EVM", v);
    if (problem !== undefined) issue.addIssue({ code: "custom", message: problem });
  })
  .transform((v) => getAddress(v));
const ownerArgs = z.object({ owner: evmAddress.nullish() });
const planArgs = ownerArgs.extend({ quoteId: idString });

/** What a deposit is planned from, whether a quote or a committed transfer. */
interface PlanSource {
  quoteId: string;
  chainIn: string;
  chainOut: string;
  /** The token paid; null for a variant the gateway does not plan (smart deposit address, unmodelled). */
  token: string | null;
  payAmount: string;
  /**
   * A bridge+swap that runs as one atomic swap. The vendor's types carry `isAtomicSwap` on quotes
   * only, never on status records: a swap within one chain has no bridge leg, so it reads as
   * atomic unless the upstream says `false`.
   */
  atomicSwap: boolean;
}

function sourceOfQuote(q: QuoteShape): PlanSource {
  const base = { quoteId: q.quoteId, chainIn: q.chainIn, chainOut: q.chainOut, payAmount: q.payAmount, atomicSwap: false };
  if (q.__typename === "BridgeQuote") return { ...base, token: q.token };
  if (q.__typename === "BridgeSwapQuote") return { ...base, token: q.tokenIn, atomicSwap: q.isAtomicSwap ?? true };
  return { ...base, token: null };
}

/** @throws TransferNotPending unless the transfer still waits for its deposit. */
function sourceOfTransaction(t: TransactionShape): PlanSource {
  if (t.state !== "PENDING") throw modelledError("TransferNotPending", { state: t.state }, { status: 409 });
  const base = { quoteId: t.id, chainIn: t.chainIn, chainOut: t.chainOut, payAmount: t.amountIn, atomicSwap: false };
  if (t.__typename === "BridgeTransaction") return { ...base, token: t.token };
  if (t.__typename === "BridgeSwapTransaction") return { ...base, token: t.tokenIn, atomicSwap: t.isAtomicSwap ?? true };
  return { ...base, token: null };
}

const address = (value: string | null | undefined, what: string): Address => {
  if (value && isAddress(value, { strict: false })) return value;
  throw new UpstreamBadResponse(`The vendor's configs give no usable ${what}.`);
};

/** The chain and token configs of a source; a chain or token the configs lack is the upstream's inconsistency. */
async function configsOf(ctx: GatewayContext, source: PlanSource) {
  const chain = (await ctx.loaders.configs.load("all")).find((c) => c.name === source.chainIn);
  if (!chain) throw new UpstreamBadResponse(`The vendor's configs do not list the chain ${source.chainIn}.`);
  const chainId = evmChainId(chain);
  if (chainId === null) throw modelledError("DepositNotSupported", { chainType: chain.type }, { status: 422 });
  if (source.token === null) {
    const message = "A smart deposit address transfer is paid by a plain transfer to the address: there is no deposit to plan";
    throw modelledError("DepositNotSupported", { chainType: chain.type }, { status: 422, message });
  }
  const symbol = source.token;
  const token =
    chain.tokens.find((t) => t.symbol === symbol) ??
    (await ctx.loaders.swapTokenConfigs.load("all")).find((t) => t.chain === chain.name && t.symbol === symbol);
  if (!token) throw new UpstreamBadResponse(`The vendor's configs do not list the token ${symbol} on ${chain.name}.`);
  return { chain, chainId, token };
}

/** The preflight's reads, all in one tick: one round trip to the chain, whatever else the operation asks. */
async function preflightOf(ctx: GatewayContext, target: ChainTarget, draft: DepositPlanDraft, token: Address, owner: Address) {
  const { deposit } = draft;
  const reads: ChainRead[] = [
    { kind: "nativeBalance", owner },
    { kind: "estimateGas", from: owner, to: deposit.to, data: deposit.data, value: deposit.value },
  ];
  if (!draft.native) {
    reads.push({ kind: "allowance", token, owner, spender: draft.spender }, { kind: "tokenBalance", token, owner });
  }
  const [nativeBalance, gas, allowance = 0n, tokenBalance = nativeBalance] = await ctx.loaders.chainReads.loadMany(
    reads.map((read) => ({ target, read })),
  );
  // Any failed read (the chain unreachable, or no RPC for it): no preflight, the plan stands.
  if ([nativeBalance, allowance, tokenBalance].some((v) => typeof v !== "bigint")) return { preflight: null, gas: null };
  const approvalNeeded = !draft.native && (allowance as bigint) < draft.amount;
  const preflight: PreflightShape = {
    owner,
    allowance: allowance as bigint,
    tokenBalance: tokenBalance as bigint,
    nativeBalance: nativeBalance as bigint,
    approvalNeeded,
    sufficientBalance: (tokenBalance as bigint) >= draft.amount,
  };
  return { preflight, gas: !approvalNeeded && typeof gas === "bigint" ? gas : null };
}

/** The plan of a source: the vendor SDK's prepare-bridge steps, then the owner's preflight when asked. */
async function planOf(ctx: GatewayContext, source: PlanSource, owner: Address | null | undefined): Promise<PlanShape> {
  const { chain, chainId, token } = await configsOf(ctx, source);
  const native = token.symbol === chain.nativeTokenName;
  const sameChainSwap = source.atomicSwap && source.chainIn === source.chainOut;
  const swapCalldata = sameChainSwap ? (await ctx.loaders.swapCalldata.load(source.quoteId)).calldata : undefined;
  let draft: DepositPlanDraft;
  try {
    draft = draftDepositPlan({
      chainId,
      contractAddress: address(chain.contractAddress, `bridge contract on ${chain.name}`),
      sameChainSwapsAddress: chain.sameChainSwapsAddress ? address(chain.sameChainSwapsAddress, "sameChainSwapsAddress") : null,
      nativeTokenName: chain.nativeTokenName,
      token: {
        symbol: token.symbol,
        decimals: token.decimals,
        address: native ? (token.address as Address) : address(token.address, `${token.symbol} address`),
      },
      payAmount: source.payAmount,
      quoteId: source.quoteId,
      sameChainSwap,
      swapCalldata,
    });
  } catch (err) {
    throw err instanceof DepositPlanRefused ? new UpstreamBadResponse(err.message) : err;
  }
  const target: ChainTarget = {
    name: chain.name,
    chainId,
    rpc: chain.rpc ?? null,
    multicallAddress:
      chain.multicallContractAddress && isAddress(chain.multicallContractAddress) ? chain.multicallContractAddress : null,
  };
  const checked = owner ? await preflightOf(ctx, target, draft, token.address as Address, owner) : { preflight: null, gas: null };
  const approvalPending = checked.preflight ? checked.preflight.approvalNeeded : true;
  return {
    __typename: "DepositPlan",
    quoteId: source.quoteId,
    chain,
    token,
    amount: source.payAmount,
    amountBaseUnits: draft.amount,
    spender: draft.spender,
    approval: draft.approval && approvalPending ? { ...draft.approval, gas: null } : null,
    deposit: { ...draft.deposit, gas: checked.gas },
    preflight: checked.preflight,
  };
}

const OWNER = "The wallet that will sign: with it the plan carries a preflight (allowance, balances, gas) from the chain.";

builder.interfaceField(Quote, "depositPlan", (t) =>
  t.field({
    type: DepositPlanResult.ref,
    description: "The deposit that starts this transfer once the quote is committed: approval and deposit, ready to sign.",
    args: { owner: t.arg.string({ description: OWNER }) },
    resolve: (quote, args, ctx) =>
      DepositPlanResult.resolve(ctx, async () => planOf(ctx, sourceOfQuote(quote), validate(ownerArgs, args).owner)),
  }),
);

builder.queryFields((t) => ({
  depositPlan: t.field({
    type: DepositPlanResult.ref,
    description: "The deposit of a committed transfer still PENDING, read by its quote id: approval and deposit, ready to sign.",
    args: {
      quoteId: t.arg.id({ required: true, description: "The quote (commitment) id of the committed transfer." }),
      owner: t.arg.string({ description: OWNER }),
    },
    resolve: (_root, args, ctx) =>
      DepositPlanResult.resolve(
        ctx,
        async () => {
          const { quoteId, owner } = validate(planArgs, { quoteId: String(args.quoteId), owner: args.owner });
          return planOf(ctx, sourceOfTransaction(await ctx.loaders.transactionById.load(quoteId)), owner);
        },
        () => ["quoteId"],
      ),
  }),
}));
