import { oneCall } from "./field-cost.js";
import { chainName } from "../domain/chain-names.js";
import { z } from "zod";
import type {
  ChainMetadata as ChainMetadataShape,
  DepositAddressStatus as StatusShape,
} from "../upstream/wire/deposit-address.js";
import type { GatewayContext } from "./context.js";
import { builder } from "./builder.js";
import { optional, unmodelled } from "./fields.js";
import { resultUnion } from "./errors.js";
import type { ResultUnion } from "./errors.js";
import { PostBridgeData } from "./post-bridge-data.js";
import { RefundList } from "./refund.js";
import { depositAddressString, validate } from "./validation.js";
import { tagged } from "./is-type.js";

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
    minDepositLimitUsd: optional(t, "minDepositLimitUsd", "Float", "Smallest accepted deposit, in USD."),
    maxDepositLimitUsd: optional(t, "maxDepositLimitUsd", "Float", "Largest accepted deposit, in USD."),
  }),
});

const StellarChainMetadata = builder
  .objectRef<Extract<ChainMetadataShape, { __typename: "StellarChainMetadata" }>>("StellarChainMetadata")
  .implement({
    ...tagged("StellarChainMetadata", "A Stellar SDA: a muxed address over a base address and a memo id."),
    fields: (t) => ({
      baseAddress: t.exposeString("baseAddress", { description: "The Stellar account the muxed address belongs to." }),
      memoId: t.exposeString("memoId", { description: "The memo id that routes a deposit to this SDA (a uint64, as text)." }),
    }),
  });

const OtherChainMetadata = builder
  .objectRef<Extract<ChainMetadataShape, { __typename: "OtherChainMetadata" }>>("OtherChainMetadata")
  .implement({
    ...tagged("OtherChainMetadata", "Chain metadata of a kind this schema does not model, with its raw JSON."),
    fields: (t) => unmodelled(t, "metadata", "metadata"),
  });

const ChainMetadata = builder.unionType("ChainMetadata", {
  description: "Chain-specific metadata of a smart deposit address.",
  types: [StellarChainMetadata, OtherChainMetadata],
});

const DepositAddressStatus = builder
  .objectRef<StatusShape & { __typename: "DepositAddressStatus" }>("DepositAddressStatus")
  .implement({
    ...tagged("DepositAddressStatus", "Configuration and state of a smart deposit address."),
    fields: (t) => ({
      depositChain: t.exposeString("depositChain", { description: "Chain the address receives deposits on." }),
      depositAddress: t.exposeString("depositAddress", { description: "The smart deposit address." }),
      destinationChain: t.exposeString("destinationChain", { description: "Chain deposits are bridged to." }),
      destinationAddress: optional(
        t,
        "destinationAddress",
        "String",
        "Address deposits are delivered to (visible to secret keys only).",
      ),
      supportedTokens: t.expose("supportedTokens", {
        type: [SupportedToken],
        description: "Tokens the address accepts.",
      }),
      isActive: t.exposeBoolean("isActive", { description: "Whether the address currently forwards deposits." }),
      addressNote: optional(t, "addressNote", "String", "A note on the address (at most 80 characters)."),
      postBridgeData: t.expose("postBridgeData", {
        type: PostBridgeData,
        nullable: true,
        description: "Routing rules applied after the bridge.",
      }),
      tokenOut: optional(t, "tokenOut", "String", "Token delivered on the destination chain."),
      refundAddress: optional(t, "refundAddress", "String", "Where rejected deposits are refunded."),
      bridgeIfNotSwappable: optional(t, "bridgeIfNotSwappable", "Boolean", "Bridge the token as is when it cannot be swapped."),
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
  ["depositAddressStatus"],
);

const CompletedRefundsResult = resultUnion(
  "CompletedRefundsResult",
  "The address's completed refunds, or why they are not available.",
  [RefundList],
  ["completedRefunds"],
);

export const addressArgs = z.object({
  address: depositAddressString,
  chain: chainName,
});

export const upstreamPathToArg = (p: string[]) => [p[0] === "depositChain" ? "chain" : "address"];

/**
 * A field of the address read once its address and chain are checked, answered as the result
 * union's `typename` member; the upstream's problems are located at the one that carried them.
 */
const checkedAddress =
  <R, T extends object, N extends string>(
    union: ResultUnion<R>,
    typename: N,
    read: (a: DepositAddressShape, ctx: GatewayContext) => Promise<T>,
  ) =>
  (a: DepositAddressShape, _args: unknown, ctx: GatewayContext) =>
    union.resolve(
      ctx,
      async () => {
        validate(addressArgs, a);
        return { ...(await read(a, ctx)), __typename: typename };
      },
      upstreamPathToArg,
    );

export const DepositAddress = builder.objectRef<DepositAddressShape>("DepositAddress").implement({
  description: "A smart deposit address (SDA) on a chain: its status and completed refunds.",
  fields: (t) => ({
    address: t.exposeString("address", { description: "The smart deposit address." }),
    chain: t.exposeString("chain", { description: "The chain it receives deposits on." }),
    status: t.field({
      type: DepositAddressStatusResult.ref,
      description: "Configuration and state of the address.",
      extensions: oneCall,
      resolve: checkedAddress(DepositAddressStatusResult, "DepositAddressStatus", (a, ctx) =>
        ctx.loaders.depositAddressStatus.load(a),
      ),
    }),
    completedRefunds: t.field({
      type: CompletedRefundsResult.ref,
      description: "Refunds completed for deposits to the address.",
      extensions: oneCall,
      resolve: checkedAddress(CompletedRefundsResult, "RefundList", (a, ctx) => ctx.loaders.completedRefunds.load(a)),
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
