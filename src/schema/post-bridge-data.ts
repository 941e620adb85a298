import type { UnionRef } from "@pothos/core";
import { z } from "zod";
import {
  POST_BRIDGE_DATA_TYPES,
  STARKWARE_BTCFI_V2_MAX_SPANS,
  type PostBridgeData as PostBridgeDataShape,
  type PostBridgeDataTag,
} from "../upstream/wire/common.js";
import { builder } from "./builder.js";
import { unmodelled } from "./fields.js";
import { isType, tagged } from "./is-type.js";

type Variant<N extends PostBridgeDataShape["__typename"]> = Extract<PostBridgeDataShape, { __typename: N }>;

const TAG_DESCRIPTION = { description: "The upstream's _tag of the variant." };

const ExtendedPostBridgeData = builder.objectRef<Variant<"ExtendedPostBridgeData">>("ExtendedPostBridgeData").implement({
  ...tagged("ExtendedPostBridgeData", "Post-bridge routing that moves the funds into a vault (`extended`)."),
  fields: (t) => ({
    vaultId: t.exposeInt("vaultId", { description: "The vault the funds go into." }),
    tag: t.exposeString("tag", TAG_DESCRIPTION),
  }),
});

const StarkwareBtcfiV2PostBridgeData = builder
  .objectRef<Variant<"StarkwareBtcfiV2PostBridgeData">>("StarkwareBtcfiV2PostBridgeData")
  .implement({
    ...tagged("StarkwareBtcfiV2PostBridgeData", "Starkware BTCFi campaign, version 2 (`starkwarebtcfiv2`)."),
    fields: (t) => ({
      spans: t.exposeStringList("spans", {
        description: `Starknet felts (strings), at most ${STARKWARE_BTCFI_V2_MAX_SPANS}.`,
      }),
      tag: t.exposeString("tag", TAG_DESCRIPTION),
    }),
  });

/** The variants that carry nothing but their tag: one type each, so clients switch on __typename. */
const FIELDLESS: Record<Exclude<PostBridgeDataTag, "extended" | "starkwarebtcfiv2">, { description: string }> = {
  starkwarebtcfi: { description: "Starkware BTCFi campaign (`starkwarebtcfi`)." },
  wirexwrap: { description: "Wirex wrap (`wirexwrap`)." },
  wirexwrapsandbox: { description: "Wirex wrap in the vendor's sandbox (`wirexwrapsandbox`)." },
  aavev3supply: { description: "Supply the funds to Aave v3 (`aavev3supply`)." },
  rocketfoundationdeposit: { description: "Deposit to Rocket Foundation (`rocketfoundationdeposit`)." },
  mapledeposit: { description: "Deposit to Maple (`mapledeposit`)." },
};

const fieldlessTypes = (Object.keys(FIELDLESS) as (keyof typeof FIELDLESS)[]).map((tag) => {
  const name = POST_BRIDGE_DATA_TYPES[tag];
  return builder.objectRef<{ __typename: string; tag: string }>(name).implement({
    description: `Post-bridge routing: ${FIELDLESS[tag].description}`,
    isTypeOf: isType(name),
    fields: (t) => ({ tag: t.exposeString("tag", TAG_DESCRIPTION) }),
  });
});

const OtherPostBridgeData = builder.objectRef<Variant<"OtherPostBridgeData">>("OtherPostBridgeData").implement({
  ...tagged("OtherPostBridgeData", "A post-bridge routing variant this schema does not model (a later one), with its raw JSON."),
  fields: (t) => unmodelled(t, "variant", "object"),
});

export const PostBridgeData = builder.unionType("PostBridgeData", {
  description: "Custom routing rules applied after the bridge (e.g. moving funds into a vault).",
  types: [ExtendedPostBridgeData, StarkwareBtcfiV2PostBridgeData, ...fieldlessTypes, OtherPostBridgeData],
  // The wire parser tags each value with its type name.
  resolveType: (value) => (value as { __typename: string }).__typename,
}) as unknown as UnionRef<typeof builder.$inferSchemaTypes, PostBridgeDataShape, PostBridgeDataShape>;

const flag = (tag: string) => `The \`${tag}\` variant (it has no fields): pass true.`;

export const PostBridgeDataInput = builder.inputType("PostBridgeDataInput", {
  description: "Post-bridge routing for a quote: exactly one variant (the vendor's eight, or `other` for a later one).",
  isOneOf: true,
  fields: (t) => ({
    extended: t.field({
      type: builder.inputType("ExtendedPostBridgeDataInput", {
        description: "Move the funds into a vault after the bridge.",
        fields: (f) => ({ vaultId: f.int({ required: true, description: "The vault the funds go into." }) }),
      }),
      description: "The `extended` variant.",
    }),
    starkwarebtcfiv2: t.field({
      type: builder.inputType("StarkwareBtcfiV2PostBridgeDataInput", {
        description: "Starkware BTCFi campaign, version 2.",
        fields: (f) => ({
          spans: f.stringList({
            required: true,
            description: `Starknet felts, at most ${STARKWARE_BTCFI_V2_MAX_SPANS}.`,
          }),
        }),
      }),
      description: "The `starkwarebtcfiv2` variant.",
    }),
    starkwarebtcfi: t.boolean({ description: flag("starkwarebtcfi") }),
    wirexwrap: t.boolean({ description: flag("wirexwrap") }),
    wirexwrapsandbox: t.boolean({ description: flag("wirexwrapsandbox") }),
    aavev3supply: t.boolean({ description: flag("aavev3supply") }),
    rocketfoundationdeposit: t.boolean({ description: flag("rocketfoundationdeposit") }),
    mapledeposit: t.boolean({ description: flag("mapledeposit") }),
    other: t.field({ type: "JSON", description: "Another variant, sent upstream as is (an object with its `_tag`)." }),
  }),
});

const FLAG_TAGS = Object.keys(FIELDLESS) as (keyof typeof FIELDLESS)[];

/** Validation of the input (its path is `input.postBridgeData...`). */
export const postBridgeDataInputSchema = z
  .object({
    extended: z.object({ vaultId: z.number().int().nonnegative("must not be negative") }).nullish(),
    starkwarebtcfiv2: z
      .object({
        spans: z
          .array(z.string().trim().min(1, "must not be empty"))
          .max(STARKWARE_BTCFI_V2_MAX_SPANS, `must have at most ${STARKWARE_BTCFI_V2_MAX_SPANS} spans`),
      })
      .nullish(),
    ...Object.fromEntries(
      FLAG_TAGS.map((tag) => [tag, z.literal(true, { error: "must be true (the variant has no fields)" }).nullish()]),
    ),
    other: z
      .object({ _tag: z.string().min(1, "must have a _tag") })
      .loose()
      .nullish(),
  })
  .nullish();

export type PostBridgeDataInputShape = NonNullable<z.output<typeof postBridgeDataInputSchema>>;

/** The wire form of the input: `{ _tag: "<variant>", ...fields }` or the given object. */
export function postBridgeDataToWire(input: PostBridgeDataInputShape): Record<string, unknown> | undefined {
  if (input.extended) return { _tag: "extended", vaultId: input.extended.vaultId };
  if (input.starkwarebtcfiv2) return { _tag: "starkwarebtcfiv2", spans: input.starkwarebtcfiv2.spans };
  const record = input as Record<string, unknown>;
  for (const tag of FLAG_TAGS) if (record[tag] === true) return { _tag: tag };
  if (input.other && typeof input.other === "object" && !Array.isArray(input.other))
    return input.other as Record<string, unknown>;
  return undefined;
}
