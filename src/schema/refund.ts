import type { RecordList } from "../upstream/client.js";
import type { Refund as RefundShape, RefundTrigger as TriggerShape } from "../upstream/wire/deposit-address.js";
import { builder } from "./builder.js";
import { optional, unmodelled, type Fields } from "./fields.js";
import { unreadableRecords } from "./transaction.js";
import { tagged } from "./is-type.js";

/** What both kinds of trigger say about the refunded deposit. */
type DepositShape = Pick<
  Extract<TriggerShape, { __typename: "UnsupportedTokenTrigger" }>,
  "nativeToken" | "amountWei" | "tokenAddress" | "tokenSymbol" | "amount" | "amountUsd"
>;

function refundedDeposit<Shape extends DepositShape>(fields: Fields<Shape>) {
  const t = fields as unknown as Fields<DepositShape>;
  return {
    nativeToken: optional(t, "nativeToken", "Boolean", "Whether the deposit was the chain's native token."),
    amountWei: optional(t, "amountWei", "String", "Amount in the token's smallest unit."),
    tokenAddress: optional(t, "tokenAddress", "String", "Contract address of the token."),
    tokenSymbol: optional(t, "tokenSymbol", "String", "Symbol of the token."),
    amount: optional(t, "amount", "String", "Amount in token units (decimal string as sent)."),
    amountUsd: optional(t, "amountUsd", "String", "USD value (as the upstream writes it, a string)."),
  };
}

const UnsupportedTokenTrigger = builder
  .objectRef<Extract<TriggerShape, { __typename: "UnsupportedTokenTrigger" }>>("UnsupportedTokenTrigger")
  .implement({
    ...tagged("UnsupportedTokenTrigger", "The deposit was refunded because its token is not supported."),
    fields: (t) => ({
      ...refundedDeposit(t),
    }),
  });

const RejectedBridgeTrigger = builder
  .objectRef<Extract<TriggerShape, { __typename: "RejectedBridgeTrigger" }>>("RejectedBridgeTrigger")
  .implement({
    ...tagged(
      "RejectedBridgeTrigger",
      "The deposit was refunded because its bridge was rejected (e.g. under the minimum or over the maximum).",
    ),
    fields: (t) => ({
      rejectedDepositAddressBridgeId: t.exposeID("rejectedDepositAddressBridgeId", {
        description: "Id of the rejected bridge (the _id of its DEPOSIT_ADDRESS_BRIDGE_REJECTED event).",
      }),
      ...refundedDeposit(t),
    }),
  });

const OtherRefundTrigger = builder
  .objectRef<Extract<TriggerShape, { __typename: "OtherRefundTrigger" }>>("OtherRefundTrigger")
  .implement({
    ...tagged("OtherRefundTrigger", "A refund trigger this schema does not model, with its raw JSON."),
    fields: (t) => unmodelled(t, "trigger", "trigger"),
  });

const RefundTrigger = builder.unionType("RefundTrigger", {
  description: "Why a deposit was refunded.",
  types: [UnsupportedTokenTrigger, RejectedBridgeTrigger, OtherRefundTrigger],
});

export const Refund = builder.objectRef<RefundShape>("Refund").implement({
  description: "A completed refund of a deposit to a smart deposit address (spec 2.5).",
  fields: (t) => ({
    refundId: t.exposeID("refundId", { description: "Refund id." }),
    depositAddress: t.exposeString("depositAddress", { description: "The smart deposit address that received the deposit." }),
    depositChain: t.exposeString("depositChain", { description: "Chain of the deposit." }),
    recipient: optional(t, "recipient", "String", "Where the refund was sent."),
    trigger: t.expose("trigger", { type: RefundTrigger, description: "Why the deposit was refunded." }),
    txHash: optional(t, "txHash", "String", "Refund transaction hash."),
    txTimestamp: optional(t, "txTimestamp", "String", "When the refund transaction happened."),
    originalDepositTxHash: optional(t, "originalDepositTxHash", "String", "The refunded deposit's hash."),
  }),
});

export const RefundList = builder.objectRef<RecordList<RefundShape> & { __typename: "RefundList" }>("RefundList").implement({
  ...tagged("RefundList", "Completed refunds."),
  fields: (t) => ({
    items: t.expose("items", { type: [Refund], description: "The refunds." }),
    unreadable: unreadableRecords(t),
  }),
});
