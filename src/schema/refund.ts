import type { RecordList } from "../upstream/client.js";
import type { Refund as RefundShape, RefundTrigger as TriggerShape } from "../upstream/wire/deposit-address.js";
import { builder } from "./builder.js";
import { UnreadableRecord } from "./transaction.js";
import { isType } from "./is-type.js";

const UnsupportedTokenTrigger = builder
  .objectRef<Extract<TriggerShape, { __typename: "UnsupportedTokenTrigger" }>>("UnsupportedTokenTrigger")
  .implement({
    description: "The deposit was refunded because its token is not supported.",
    isTypeOf: isType("UnsupportedTokenTrigger"),
    fields: (t) => ({
      nativeToken: t.exposeBoolean("nativeToken", {
        nullable: true,
        description: "Whether the deposit was the chain's native token.",
      }),
      amountWei: t.exposeString("amountWei", { nullable: true, description: "Amount in the token's smallest unit." }),
      tokenAddress: t.exposeString("tokenAddress", { nullable: true, description: "Contract address of the token." }),
      tokenSymbol: t.exposeString("tokenSymbol", { nullable: true, description: "Symbol of the token." }),
      amount: t.exposeString("amount", { nullable: true, description: "Amount in token units (decimal string as sent)." }),
      amountUsd: t.exposeString("amountUsd", { nullable: true, description: "USD value (as the upstream writes it, a string)." }),
    }),
  });

const RejectedBridgeTrigger = builder
  .objectRef<Extract<TriggerShape, { __typename: "RejectedBridgeTrigger" }>>("RejectedBridgeTrigger")
  .implement({
    description: "The deposit was refunded because its bridge was rejected (e.g. under the minimum or over the maximum).",
    isTypeOf: isType("RejectedBridgeTrigger"),
    fields: (t) => ({
      rejectedDepositAddressBridgeId: t.exposeID("rejectedDepositAddressBridgeId", {
        description: "Id of the rejected bridge (the _id of its DEPOSIT_ADDRESS_BRIDGE_REJECTED event).",
      }),
      nativeToken: t.exposeBoolean("nativeToken", {
        nullable: true,
        description: "Whether the deposit was the chain's native token.",
      }),
      amountWei: t.exposeString("amountWei", { nullable: true, description: "Amount in the token's smallest unit." }),
      amount: t.exposeString("amount", { nullable: true, description: "Amount in token units (decimal string as sent)." }),
      amountUsd: t.exposeString("amountUsd", { nullable: true, description: "USD value (as the upstream writes it, a string)." }),
      tokenAddress: t.exposeString("tokenAddress", { nullable: true, description: "Contract address of the token." }),
      tokenSymbol: t.exposeString("tokenSymbol", { nullable: true, description: "Symbol of the token." }),
    }),
  });

const OtherRefundTrigger = builder
  .objectRef<Extract<TriggerShape, { __typename: "OtherRefundTrigger" }>>("OtherRefundTrigger")
  .implement({
    description: "A refund trigger this schema does not model, with its raw JSON.",
    isTypeOf: isType("OtherRefundTrigger"),
    fields: (t) => ({
      tag: t.exposeString("tag", { description: "The upstream's _tag of the trigger." }),
      raw: t.expose("raw", { type: "JSON", description: "The trigger as the upstream sent it." }),
    }),
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
    recipient: t.exposeString("recipient", { nullable: true, description: "Where the refund was sent." }),
    trigger: t.expose("trigger", { type: RefundTrigger, description: "Why the deposit was refunded." }),
    txHash: t.exposeString("txHash", { nullable: true, description: "Refund transaction hash." }),
    txTimestamp: t.exposeString("txTimestamp", { nullable: true, description: "When the refund transaction happened." }),
    originalDepositTxHash: t.exposeString("originalDepositTxHash", {
      nullable: true,
      description: "The refunded deposit's hash.",
    }),
  }),
});

export const RefundList = builder.objectRef<RecordList<RefundShape> & { __typename: "RefundList" }>("RefundList").implement({
  description: "Completed refunds.",
  isTypeOf: isType("RefundList"),
  fields: (t) => ({
    items: t.expose("items", { type: [Refund], description: "The refunds." }),
    unreadable: t.expose("unreadable", {
      type: [UnreadableRecord],
      description: "Records the upstream sent that could not be read (normally empty).",
    }),
  }),
});
