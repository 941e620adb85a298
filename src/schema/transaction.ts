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
import { SpeedEnum, TransactionStateEnum, TransferModeEnum } from "./enums.js";
import { ErrorTypes, resultUnion, toGraphQLError } from "./errors.js";
import { Fees } from "./fees.js";
import { PostBridgeData } from "./post-bridge-data.js";
import { SwapCalldataResult, swapCalldataFor } from "./swap.js";
import { idString, validate } from "./validation.js";
import { isType } from "./is-type.js";
import { SwapLeg, TransferRefund } from "./swap-leg.js";

export const Transaction = builder.interfaceRef<TransactionShape>("Transaction").implement({
  description:
    "A bridge transaction status record (spec 2.3). Variants: BridgeTransaction, BridgeSwapTransaction, DepositAddressBridgeTransaction, OtherTransaction.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "Record id (the upstream's _id; the same as the quote id)." }),
    userId: t.exposeString("userId", { description: "The project the transaction belongs to." }),
    state: t.expose("state", { type: TransactionStateEnum, description: "Where the transfer is." }),
    rawState: t.exposeString("rawState", { description: "The state exactly as the upstream wrote it." }),
    chainIn: t.exposeString("chainIn", { description: "Source chain." }),
    chainOut: t.exposeString("chainOut", { description: "Destination chain." }),
    amountIn: t.expose("amountIn", { type: "Decimal", description: "Value sent on chainIn, in token units." }),
    amountInUsd: t.exposeFloat("amountInUsd", { description: "USD value of amountIn." }),
    amountOut: t.expose("amountOut", { type: "Decimal", description: "Value sent on chainOut, in token units." }),
    amountOutUsd: t.exposeFloat("amountOutUsd", { description: "USD value of amountOut." }),
    amountNative: t.expose("amountNative", {
      type: "Decimal",
      nullable: true,
      description: "Native gas token delivered to the recipient (gas boost).",
    }),
    amountNativeUsd: t.exposeFloat("amountNativeUsd", { nullable: true, description: "USD value of amountNative." }),
    fees: t.expose("fees", { type: Fees, description: "Fees charged to the end customer." }),
    sponsoredFees: t.expose("sponsoredFees", {
      type: Fees,
      description: "Fees the integrator paid on the end customer's behalf.",
    }),
    recipient: t.exposeString("recipient", { description: "Address on chainOut that receives the tokens." }),
    depositor: t.exposeString("depositor", { description: "Address on chainIn that sent the tokens." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the quote was created." }),
    commitmentDate: t.expose("commitmentDate", { type: "DateTime", description: "When the quote was committed." }),
    depositTxHash: t.exposeString("depositTxHash", { nullable: true, description: "Deposit transaction hash on chainIn." }),
    depositCommittedAt: t.expose("depositCommittedAt", {
      type: "DateTime",
      nullable: true,
      description: "When the deposit was recorded.",
    }),
    withdrawTxHash: t.exposeString("withdrawTxHash", { nullable: true, description: "Withdrawal transaction hash on chainOut." }),
    withdrawCommittedAt: t.expose("withdrawCommittedAt", {
      type: "DateTime",
      nullable: true,
      description: "When the withdrawal was recorded.",
    }),
    speed: t.expose("speed", { type: SpeedEnum, nullable: true, description: "Delivery speed class." }),
    estimatedDuration: t.exposeFloat("estimatedDuration", { nullable: true, description: "Expected duration in milliseconds." }),
    postBridgeData: t.expose("postBridgeData", {
      type: PostBridgeData,
      nullable: true,
      description: "Routing rules applied after the bridge.",
    }),
    flowCredits: t.exposeFloat("flowCredits", {
      nullable: true,
      description: "Credits used from the integrator's subscription tier.",
    }),
    depositDiscoveredAt: t.expose("depositDiscoveredAt", {
      type: "DateTime",
      nullable: true,
      description: "When the deposit was first seen on chainIn.",
    }),
    depositConfirmedAt: t.expose("depositConfirmedAt", {
      type: "DateTime",
      nullable: true,
      description: "When the deposit reached the required confirmations.",
    }),
    expectedDepositConfirmedAt: t.expose("expectedDepositConfirmedAt", {
      type: "DateTime",
      nullable: true,
      description: "When the deposit is expected to be confirmed.",
    }),
    expectedDepositConfirmedAtBlock: t.exposeInt("expectedDepositConfirmedAtBlock", {
      nullable: true,
      description: "Block at which confirmations are expected.",
    }),
    preSwapTxHash: t.exposeString("preSwapTxHash", { nullable: true, description: "Swap on chainIn before bridging." }),
    preSwapCommittedAt: t.expose("preSwapCommittedAt", {
      type: "DateTime",
      nullable: true,
      description: "When the pre-swap was recorded.",
    }),
    isConfirmed: t.exposeBoolean("isConfirmed", {
      nullable: true,
      description: "Whether the deposit has the required confirmations.",
    }),
    cancelledAt: t.expose("cancelledAt", {
      type: "DateTime",
      nullable: true,
      description: "When the transfer was cancelled (CANCELLED).",
    }),
    failedAt: t.expose("failedAt", { type: "DateTime", nullable: true, description: "When the transfer failed (FAILED)." }),
    refund: t.expose("refund", {
      type: TransferRefund,
      nullable: true,
      description: "The refund, when the state carries one (e.g. SWAP_FAILED_REFUNDED); null otherwise.",
    }),
  }),
});

export const BridgeTransaction = builder.objectRef<BridgeShape>("BridgeTransaction").implement({
  description: "A plain bridge transfer: the same token on both chains.",
  interfaces: [Transaction],
  isTypeOf: isType("BridgeTransaction"),
  fields: (t) => ({
    token: t.exposeString("token", { description: "Asset bridged." }),
    usdPrice: t.exposeFloat("usdPrice", { description: "Token price in USD when the quote was created." }),
  }),
});

export const BridgeSwapTransaction = builder.objectRef<BridgeSwapShape>("BridgeSwapTransaction").implement({
  description: "A bridge transfer with a swap: tokenIn on chainIn becomes tokenOut on chainOut.",
  interfaces: [Transaction],
  isTypeOf: isType("BridgeSwapTransaction"),
  fields: (t) => ({
    tokenIn: t.exposeString("tokenIn", { description: "Token sent on chainIn." }),
    tokenOut: t.exposeString("tokenOut", { description: "Token received on chainOut." }),
    minAmountOut: t.expose("minAmountOut", { type: "Decimal", description: "Minimum tokenOut guaranteed after slippage." }),
    minAmountOutUsd: t.exposeFloat("minAmountOutUsd", { description: "USD value of minAmountOut." }),
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
    isAtomicSwap: t.exposeBoolean("isAtomicSwap", { nullable: true, description: "Whether the swap and bridge run atomically." }),
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
    description: "A transfer started by a deposit to a smart deposit address.",
    interfaces: [Transaction],
    isTypeOf: isType("DepositAddressBridgeTransaction"),
    fields: (t) => ({
      token: t.exposeString("token", { description: "Token deposited to the address." }),
      tokenOut: t.exposeString("tokenOut", {
        nullable: true,
        description: "Token delivered on chainOut when the address swaps (null: the same token).",
      }),
      usdPrice: t.exposeFloat("usdPrice", { description: "Token price in USD when the transfer was priced." }),
      depositAddress: t.exposeString("depositAddress", {
        nullable: true,
        description: "The smart deposit address that received the deposit.",
      }),
    }),
  });

export const OtherTransaction = builder.objectRef<OtherShape>("OtherTransaction").implement({
  description: "A transaction variant this schema does not model (or a known one with unexpected fields), with its raw JSON.",
  interfaces: [Transaction],
  isTypeOf: isType("OtherTransaction"),
  fields: (t) => ({
    tag: t.exposeString("tag", { description: 'The upstream\'s _tag of the variant ("unknown" when it has none).' }),
    raw: t.expose("raw", { type: "JSON", description: "The record as the upstream sent it." }),
  }),
});

const UnreadableRecord = builder.objectRef<UnreadableShape>("UnreadableRecord").implement({
  description: "An upstream record too malformed to read as its type; kept whole instead of failing the list.",
  fields: (t) => ({
    reason: t.exposeString("reason", { description: "What is missing or malformed." }),
    raw: t.expose("raw", { type: "JSON", description: "The record as the upstream sent it." }),
  }),
});
export { UnreadableRecord };

const TransactionList = builder
  .objectRef<RecordList<TransactionShape> & { __typename: "TransactionList" }>("TransactionList")
  .implement({
    description: "The transactions found.",
    isTypeOf: isType("TransactionList"),
    fields: (t) => ({
      items: t.expose("items", { type: [Transaction], description: "The transaction records." }),
      unreadable: t.expose("unreadable", {
        type: [UnreadableRecord],
        description: "Records the upstream sent that could not be read (normally empty).",
      }),
    }),
  });

const hash = idString;
// Built once: zod compiles a schema on its first parse, which per request would cost more than the lookup.
const depositHashArgs = z.object({ depositTxHash: hash });
const withdrawHashArgs = z.object({ withdrawTxHash: hash });
const hashArgs = z.object({ hash });

const TransactionsByDepositHashResult = resultUnion(
  "TransactionsByDepositHashResult",
  "The records of a deposit hash, or why there are none.",
  [TransactionList],
  [ErrorTypes.HistoryNotFound, ErrorTypes.InvalidRequest],
);

const TransactionByWithdrawHashResult = resultUnion(
  "TransactionByWithdrawHashResult",
  "The executed record of a withdrawal hash, or why there is none.",
  [BridgeTransaction, BridgeSwapTransaction, DepositAddressBridgeTransaction, OtherTransaction],
  // HistoryNotFound: an unknown hash answers as by deposit hash (InvalidRequest is a malformed one).
  [ErrorTypes.HistoryNotFound, ErrorTypes.InvalidRequest],
);

builder.queryFields((t) => ({
  transactionsByDepositHash: t.field({
    type: TransactionsByDepositHashResult.ref,
    description: "Status records of the transfers funded by a deposit transaction on chainIn.",
    args: { depositTxHash: t.arg.string({ required: true, description: "Deposit transaction hash on chainIn." }) },
    resolve: (_root, args, ctx) =>
      TransactionsByDepositHashResult.resolve(
        ctx,
        async () => {
          validate(depositHashArgs, args);
          return {
            ...(await ctx.loaders.transactionsByDepositHash.load(args.depositTxHash)),
            __typename: "TransactionList" as const,
          };
        },
        () => ["depositTxHash"],
      ),
  }),
  transactionByWithdrawHash: t.field({
    type: TransactionByWithdrawHashResult.ref,
    description: "The executed status record of a withdrawal transaction on chainOut.",
    args: { withdrawTxHash: t.arg.string({ required: true, description: "Withdrawal transaction hash on chainOut." }) },
    resolve: (_root, args, ctx) =>
      TransactionByWithdrawHashResult.resolve(
        ctx,
        async () => {
          validate(withdrawHashArgs, args);
          return ctx.loaders.transactionByWithdrawHash.load(args.withdrawTxHash);
        },
        () => ["withdrawTxHash"],
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
