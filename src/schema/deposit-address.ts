import { chainName } from "../domain/chain-names.js";
import { z } from "zod";
import type {
  ChainMetadata as ChainMetadataShape,
  DepositAddressStatus as StatusShape,
} from "../upstream/wire/deposit-address.js";
import { builder } from "./builder.js";
import { ErrorTypes, resultUnion } from "./errors.js";
import { PostBridgeData } from "./post-bridge-data.js";
import { RefundList } from "./refund.js";
import { depositAddressString, validate } from "./validation.js";
import { isType } from "./is-type.js";

export interface DepositAddressShape {
  address: string;
  chain: string;
  /** Known when the address came from a search or a create; otherwise read from its status when needed. */
  destinationChain?: string;
  tokenOut?: string | null;
}

const SupportedToken = builder.objectRef<StatusShape["supportedTokens"][number]>("SupportedToken").implement({
  description: "A token the smart deposit address accepts.",
  fields: (t) => ({
    symbol: t.exposeString("symbol", { description: "Token symbol." }),
    address: t.exposeString("address", { description: "Token contract address." }),
    minDepositLimitUsd: t.exposeFloat("minDepositLimitUsd", {
      nullable: true,
      description: "Smallest accepted deposit, in USD.",
    }),
    maxDepositLimitUsd: t.exposeFloat("maxDepositLimitUsd", { nullable: true, description: "Largest accepted deposit, in USD." }),
  }),
});

const StellarChainMetadata = builder
  .objectRef<Extract<ChainMetadataShape, { __typename: "StellarChainMetadata" }>>("StellarChainMetadata")
  .implement({
    description: "A Stellar SDA: a muxed address over a base address and a memo id.",
    isTypeOf: isType("StellarChainMetadata"),
    fields: (t) => ({
      baseAddress: t.exposeString("baseAddress", { description: "The Stellar account the muxed address belongs to." }),
      memoId: t.exposeString("memoId", { description: "The memo id that routes a deposit to this SDA (a uint64, as text)." }),
    }),
  });

const OtherChainMetadata = builder
  .objectRef<Extract<ChainMetadataShape, { __typename: "OtherChainMetadata" }>>("OtherChainMetadata")
  .implement({
    description: "Chain metadata of a kind this schema does not model, with its raw JSON.",
    isTypeOf: isType("OtherChainMetadata"),
    fields: (t) => ({
      tag: t.exposeString("tag", { description: "The upstream's _tag of the metadata." }),
      raw: t.expose("raw", { type: "JSON", description: "The metadata as the upstream sent it." }),
    }),
  });

const ChainMetadata = builder.unionType("ChainMetadata", {
  description: "Chain-specific metadata of a smart deposit address.",
  types: [StellarChainMetadata, OtherChainMetadata],
});

const DepositAddressStatus = builder
  .objectRef<StatusShape & { __typename: "DepositAddressStatus" }>("DepositAddressStatus")
  .implement({
    description: "Configuration and state of a smart deposit address.",
    isTypeOf: isType("DepositAddressStatus"),
    fields: (t) => ({
      depositChain: t.exposeString("depositChain", { description: "Chain the address receives deposits on." }),
      depositAddress: t.exposeString("depositAddress", { description: "The smart deposit address." }),
      destinationChain: t.exposeString("destinationChain", { description: "Chain deposits are bridged to." }),
      destinationAddress: t.exposeString("destinationAddress", {
        nullable: true,
        description: "Address deposits are delivered to (visible to secret keys only).",
      }),
      supportedTokens: t.expose("supportedTokens", {
        type: [SupportedToken],
        description: "Tokens the address accepts.",
      }),
      isActive: t.exposeBoolean("isActive", { description: "Whether the address currently forwards deposits." }),
      addressNote: t.exposeString("addressNote", {
        nullable: true,
        description: "A note on the address (at most 80 characters).",
      }),
      postBridgeData: t.expose("postBridgeData", {
        type: PostBridgeData,
        nullable: true,
        description: "Routing rules applied after the bridge.",
      }),
      tokenOut: t.exposeString("tokenOut", { nullable: true, description: "Token delivered on the destination chain." }),
      refundAddress: t.exposeString("refundAddress", { nullable: true, description: "Where rejected deposits are refunded." }),
      bridgeIfNotSwappable: t.exposeBoolean("bridgeIfNotSwappable", {
        nullable: true,
        description: "Bridge the token as is when it cannot be swapped.",
      }),
      chainMetadata: t.field({
        type: ChainMetadata,
        nullable: true,
        description: "Chain-specific metadata (Stellar: the base address and memo id the muxed address resolves to).",
        resolve: (s) => s.chainMetadata,
      }),
      raw: t.expose("raw", { type: "JSON", description: "The status as the upstream sent it." }),
    }),
  });

const DepositAddressStatusResult = resultUnion(
  "DepositAddressStatusResult",
  "The address's status, or why it is not available.",
  [DepositAddressStatus],
  [ErrorTypes.DepositAddressNotFound, ErrorTypes.EndpointDisabled],
);

const CompletedRefundsResult = resultUnion(
  "CompletedRefundsResult",
  "The address's completed refunds, or why they are not available.",
  [RefundList],
  [ErrorTypes.DepositAddressNotFound, ErrorTypes.EndpointDisabled],
);

export const addressArgs = z.object({
  address: depositAddressString,
  chain: chainName,
});

export const upstreamPathToArg = (p: string[]) => [p[0] === "depositChain" ? "chain" : "address"];

export const DepositAddress = builder.objectRef<DepositAddressShape>("DepositAddress").implement({
  description: "A smart deposit address (SDA) on a chain: its status and completed refunds.",
  fields: (t) => ({
    address: t.exposeString("address", { description: "The smart deposit address." }),
    chain: t.exposeString("chain", { description: "The chain it receives deposits on." }),
    status: t.field({
      type: DepositAddressStatusResult.ref,
      description: "Configuration and state of the address.",
      resolve: (a, _args, ctx) =>
        DepositAddressStatusResult.resolve(
          ctx,
          async () => {
            validate(addressArgs, a);
            return { ...(await ctx.loaders.depositAddressStatus.load(a)), __typename: "DepositAddressStatus" as const };
          },
          upstreamPathToArg,
        ),
    }),
    completedRefunds: t.field({
      type: CompletedRefundsResult.ref,
      description: "Refunds completed for deposits to the address.",
      resolve: (a, _args, ctx) =>
        CompletedRefundsResult.resolve(
          ctx,
          async () => {
            validate(addressArgs, a);
            return { ...(await ctx.loaders.completedRefunds.load(a)), __typename: "RefundList" as const };
          },
          upstreamPathToArg,
        ),
    }),
  }),
});

builder.queryFields((t) => ({
  depositAddress: t.field({
    type: DepositAddress,
    description: "A smart deposit address; its fields fetch status and refunds (each once per operation).",
    args: {
      address: t.arg.string({ required: true, description: "The smart deposit address (at most 60 characters)." }),
      chain: t.arg.string({ required: true, description: "The chain it receives deposits on." }),
    },
    resolve: (_root, args) => ({ address: args.address, chain: args.chain }),
  }),
}));
