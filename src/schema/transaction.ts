import { z } from "zod";
import { isError } from "../upstream/error-catalogue.js";
import type {
  BridgeSwapTransaction as BridgeSwapShape,
  BridgeTransaction as BridgeShape,
  DepositAddressBridgeTransaction as DepositAddressBridgeShape,
  OtherTransaction as OtherShape,
  Transaction as TransactionShape,
  UnreadableRecord as UnreadableShape,
} from "../upstream/wire/transaction.js";
import type { RecordList } from "../upstream/client.js";
import { builder } from "./builder.js";
import { TransactionStateEnum, TransferModeEnum } from "./enums.js";
import { dateTime, decimal, optional, pricedAmount, unmodelled, usd, type Fields } from "./fields.js";
import { resultUnion, toGraphQLError } from "./errors.js";
import { Fees } from "./fees.js";
import { SwapCalldataResult, swapCalldataFor } from "./swap.js";
import { idString } from "./validation.js";
import { explorerUrl } from "./explorer-links.js";
import type { GatewayContext } from "./context.js";
import { byArgument } from "./checked-resolvers.js";
import { tagged } from "./is-type.js";
import { SwapLeg, TransferRefund } from "./swap-leg.js";
import { routeFields } from "./transfer-fields.js";

/** Which record it is and where the transfer stands. */
const recordFields = (t: Fields<TransactionShape>) => ({
  id: t.exposeID("id", { description: "Record id (the upstream's _id; the same as the quote id)." }),
  userId: t.exposeString("userId", { description: "The project the transaction belongs to." }),
  state: t.expose("state", { type: TransactionStateEnum, description: "Where the transfer is." }),
  rawState: t.exposeString("rawState", { description: "The state exactly as the upstream wrote it." }),
  refund: t.expose("refund", {
    type: TransferRefund,
    nullable: true,
    description: "The refund, when the state carries one (e.g. SWAP_FAILED_REFUNDED); null otherwise.",
  }),
});

/** What moved, what it cost and between whom. */
const valueFields = (t: Fields<TransactionShape>) => ({
  ...pricedAmount(t, "amountIn", "Value sent on chainIn, in token units."),
  ...pricedAmount(t, "amountOut", "Value sent on chainOut, in token units."),
  ...pricedAmount(t, "amountNative", "Native gas token delivered to the recipient (gas boost).", true),
  fees: t.expose("fees", { type: Fees, description: "Fees charged to the end customer." }),
  sponsoredFees: t.expose("sponsoredFees", { type: Fees, description: "Fees the integrator paid on the end customer's behalf." }),
  flowCredits: optional(t, "flowCredits", "Float", "Credits used from the integrator's subscription tier."),
  recipient: t.exposeString("recipient", { description: "Address on chainOut that receives the tokens." }),
  depositor: t.exposeString("depositor", { description: "Address on chainIn that sent the tokens." }),
});

/** When each step happened (or is expected to), and the hashes of its transactions. */
const timelineFields = (t: Fields<TransactionShape>) => ({
  createdAt: dateTime(t, "createdAt", "When the quote was created."),
  commitmentDate: dateTime(t, "commitmentDate", "When the quote was committed."),
  depositTxHash: optional(t, "depositTxHash", "String", "Deposit transaction hash on chainIn."),
  depositCommittedAt: optional(t, "depositCommittedAt", "DateTime", "When the deposit was recorded."),
  depositDiscoveredAt: optional(t, "depositDiscoveredAt", "DateTime", "When the deposit was first seen on chainIn."),
  depositConfirmedAt: optional(t, "depositConfirmedAt", "DateTime", "When the deposit reached the required confirmations."),
  expectedDepositConfirmedAt: optional(
    t,
    "expectedDepositConfirmedAt",
    "DateTime",
    "When the deposit is expected to be confirmed.",
  ),
  expectedDepositConfirmedAtBlock: optional(
    t,
    "expectedDepositConfirmedAtBlock",
    "Int",
    "Block at which confirmations are expected.",
  ),
  isConfirmed: optional(t, "isConfirmed", "Boolean", "Whether the deposit has the required confirmations."),
  preSwapTxHash: optional(t, "preSwapTxHash", "String", "Swap on chainIn before bridging."),
  preSwapCommittedAt: optional(t, "preSwapCommittedAt", "DateTime", "When the pre-swap was recorded."),
  withdrawTxHash: optional(t, "withdrawTxHash", "String", "Withdrawal transaction hash on chainOut."),
  withdrawCommittedAt: optional(t, "withdrawCommittedAt", "DateTime", "When the withdrawal was recorded."),
  depositTxUrl: t.string({
    nullable: true,
    description:
      "The deposit on chainIn's block explorer; null until there is a deposit hash, or when chainIn names no explorer.",
    resolve: (r: TransactionShape, _args: object, ctx: GatewayContext) => explorerUrl(ctx, r.chainIn, r.depositTxHash),
  }),
  withdrawTxUrl: t.string({
    nullable: true,
    description:
      "The withdrawal on chainOut's block explorer; null until there is a withdrawal hash, or when chainOut names no explorer.",
    resolve: (r: TransactionShape, _args: object, ctx: GatewayContext) => explorerUrl(ctx, r.chainOut, r.withdrawTxHash),
  }),
  cancelledAt: optional(t, "cancelledAt", "DateTime", "When the transfer was cancelled (CANCELLED)."),
  failedAt: optional(t, "failedAt", "DateTime", "When the transfer failed (FAILED)."),
});

export const Transaction = builder.interfaceRef<TransactionShape>("Transaction").implement({
  description:
    "A bridge transaction status record (spec 2.3). Variants: BridgeTransaction, BridgeSwapTransaction, DepositAddressBridgeTransaction, OtherTransaction.",
  fields: (t) => ({ ...recordFields(t), ...routeFields(t), ...valueFields(t), ...timelineFields(t) }),
});

export const BridgeTransaction = builder.objectRef<BridgeShape>("BridgeTransaction").implement({
  ...tagged("BridgeTransaction", "A plain bridge transfer: the same token on both chains.", Transaction),
  fields: (t) => ({
    token: t.exposeString("token", { description: "Asset bridged." }),
    usdPrice: t.exposeFloat("usdPrice", { description: "Token price in USD when the quote was created." }),
  }),
});

export const BridgeSwapTransaction = builder.objectRef<BridgeSwapShape>("BridgeSwapTransaction").implement({
  ...tagged(
    "BridgeSwapTransaction",
    "A bridge transfer with a swap: tokenIn on chainIn becomes tokenOut on chainOut.",
    Transaction,
  ),
  fields: (t) => ({
    tokenIn: t.exposeString("tokenIn", { description: "Token sent on chainIn." }),
    tokenOut: t.exposeString("tokenOut", { description: "Token received on chainOut." }),
    minAmountOut: decimal(t, "minAmountOut", "Minimum tokenOut guaranteed after slippage."),
    minAmountOutUsd: usd(t, "minAmountOutUsd"),
    usdPriceTokenIn: t.exposeFloat("usdPriceTokenIn", { description: "tokenIn price in USD when the quote was created." }),
    usdPriceTokenOut: t.exposeFloat("usdPriceTokenOut", { description: "tokenOut price in USD when the quote was created." }),
    preSwap: t.expose("preSwap", {
      type: SwapLeg,
      nullable: true,
      description: "The swap on chainIn before the bridge (null when there is none or it does not read; see preSwapRaw).",
    }),
    postSwap: t.expose("postSwap", {
      type: SwapLeg,
      nullable: true,
      description: "The swap on chainOut after the bridge (null when there is none or it does not read; see postSwapRaw).",
    }),
    preSwapRaw: t.expose("preSwapRaw", {
      type: "JSON",
      nullable: true,
      deprecationReason: "Use preSwap (typed SwapLeg); this is the JSON preSwap used to be.",
      description: "The swap on chainIn as the upstream sent it.",
    }),
    postSwapRaw: t.expose("postSwapRaw", {
      type: "JSON",
      nullable: true,
      deprecationReason: "Use postSwap (typed SwapLeg); this is the JSON postSwap used to be.",
      description: "The swap on chainOut as the upstream sent it.",
    }),
    mode: t.expose("mode", {
      type: TransferModeEnum,
      nullable: true,
      description: "Which side the quoted amount named.",
    }),
    isAtomicSwap: optional(t, "isAtomicSwap", "Boolean", "Whether the swap and bridge run atomically."),
    swapCalldata: t.field({
      type: SwapCalldataResult.ref,
      description: "Calldata to execute the swap of this commitment (the record id is the commitment id).",
      resolve: (r, _args, ctx) => swapCalldataFor(ctx, r.id),
    }),
  }),
});

export const DepositAddressBridgeTransaction = builder
  .objectRef<DepositAddressBridgeShape>("DepositAddressBridgeTransaction")
  .implement({
    ...tagged("DepositAddressBridgeTransaction", "A transfer started by a deposit to a smart deposit address.", Transaction),
    fields: (t) => ({
      token: t.exposeString("token", { description: "Token deposited to the address." }),
      tokenOut: optional(t, "tokenOut", "String", "Token delivered on chainOut when the address swaps (null: the same token)."),
      usdPrice: t.exposeFloat("usdPrice", { description: "Token price in USD when the transfer was priced." }),
      depositAddress: optional(t, "depositAddress", "String", "The smart deposit address that received the deposit."),
    }),
  });

export const OtherTransaction = builder.objectRef<OtherShape>("OtherTransaction").implement({
  ...tagged(
    "OtherTransaction",
    "A transaction variant this schema does not model (or a known one with unexpected fields), with its raw JSON.",
    Transaction,
  ),
  fields: (t) => unmodelled(t, 'variant ("unknown" when it has none)', "record"),
});

const UnreadableRecord = builder.objectRef<UnreadableShape>("UnreadableRecord").implement({
  description: "An upstream record too malformed to read as its type; kept whole instead of failing the list.",
  fields: (t) => ({
    reason: t.exposeString("reason", { description: "What is missing or malformed." }),
    raw: t.expose("raw", { type: "JSON", description: "The record as the upstream sent it." }),
  }),
});
export { UnreadableRecord };

/** The records of a list the upstream sent that could not be read, kept beside the ones that could. */
export const unreadableRecords = <Shape extends { unreadable: UnreadableShape[] }>(t: Fields<Shape>) =>
  (t as unknown as Fields<{ unreadable: UnreadableShape[] }>).expose("unreadable", {
    type: [UnreadableRecord],
    description: "Records the upstream sent that could not be read (normally empty).",
  });

const TransactionList = builder
  .objectRef<RecordList<TransactionShape> & { __typename: "TransactionList" }>("TransactionList")
  .implement({
    ...tagged("TransactionList", "The transactions found."),
    fields: (t) => ({
      items: t.expose("items", { type: [Transaction], description: "The transaction records." }),
      unreadable: unreadableRecords(t),
    }),
  });

// Built once: zod compiles a schema on its first parse, which per request would cost more than the lookup.
const hashArgs = z.object({ hash: idString });

const TransactionsByDepositHashResult = resultUnion(
  "TransactionsByDepositHashResult",
  "The records of a deposit hash, or why there are none.",
  [TransactionList],
  ["transactionsByDepositHash"],
);

const TransactionByWithdrawHashResult = resultUnion(
  "TransactionByWithdrawHashResult",
  "The executed record of a withdrawal hash, or why there is none.",
  [BridgeTransaction, BridgeSwapTransaction, DepositAddressBridgeTransaction, OtherTransaction],
  ["transactionByWithdrawHash"],
);

builder.queryFields((t) => ({
  transactionsByDepositHash: t.field({
    type: TransactionsByDepositHashResult.ref,
    description: "Status records of the transfers funded by a deposit transaction on chainIn.",
    args: { depositTxHash: t.arg.string({ required: true, description: "Deposit transaction hash on chainIn." }) },
    resolve: byArgument(TransactionsByDepositHashResult, "depositTxHash", idString, async (hash, ctx) => ({
      ...(await ctx.loaders.transactionsByDepositHash.load(hash)),
      __typename: "TransactionList" as const,
    })),
  }),
  transactionByWithdrawHash: t.field({
    type: TransactionByWithdrawHashResult.ref,
    description: "The executed status record of a withdrawal transaction on chainOut.",
    args: { withdrawTxHash: t.arg.string({ required: true, description: "Withdrawal transaction hash on chainOut." }) },
    resolve: byArgument(TransactionByWithdrawHashResult, "withdrawTxHash", idString, (hash, ctx) =>
      ctx.loaders.transactionByWithdrawHash.load(hash),
    ),
  }),
  transaction: t.field({
    type: Transaction,
    nullable: true,
    description: "A transaction by either of its hashes: both lookups run at once; null when neither finds it.",
    args: { hash: t.arg.string({ required: true, description: "A deposit or withdrawal transaction hash." }) },
    resolve: async (_root, args, ctx) => {
      if (!hashArgs.safeParse(args).success) return null;
      const [byWithdraw, byDeposit] = await Promise.allSettled([
        ctx.loaders.transactionByWithdrawHash.load(args.hash),
        ctx.loaders.transactionsByDepositHash.load(args.hash),
      ]);
      if (byWithdraw.status === "fulfilled") return byWithdraw.value;
      if (byDeposit.status === "fulfilled" && byDeposit.value.items.length > 0) return byDeposit.value.items[0]!;
      const notFound = (r: PromiseSettledResult<unknown>) =>
        r.status === "fulfilled" || isError(r.reason, "HistoryNotFound") || isError(r.reason, "InvalidRequest");
      if (notFound(byWithdraw) && notFound(byDeposit)) return null;
      const failure = [byWithdraw, byDeposit].find((r) => !notFound(r)) as PromiseRejectedResult;
      throw toGraphQLError(ctx, failure.reason);
    },
  }),
}));
