import type { PostBridgeData as PostBridgeDataShape } from "../upstream/wire/common.js";
import { builder } from "./builder.js";
import { isType } from "./is-type.js";

type Extended = Extract<PostBridgeDataShape, { __typename: "ExtendedPostBridgeData" }>;
type Other = Extract<PostBridgeDataShape, { __typename: "OtherPostBridgeData" }>;

const ExtendedPostBridgeData = builder.objectRef<Extended>("ExtendedPostBridgeData").implement({
  description: "Post-bridge routing that moves the funds into a vault.",
  isTypeOf: isType("ExtendedPostBridgeData"),
  fields: (t) => ({ vaultId: t.exposeInt("vaultId", { description: "The vault the funds go into." }) }),
});

const OtherPostBridgeData = builder.objectRef<Other>("OtherPostBridgeData").implement({
  description: "A post-bridge routing variant this schema does not model, with its raw JSON.",
  isTypeOf: isType("OtherPostBridgeData"),
  fields: (t) => ({
    tag: t.exposeString("tag", { description: "The upstream's _tag of the variant." }),
    raw: t.field({ type: "JSON", description: "The object as the upstream sent it.", resolve: (p) => p.raw }),
  }),
});

export const PostBridgeData = builder.unionType("PostBridgeData", {
  description: "Custom routing rules applied after the bridge (e.g. moving funds into a vault).",
  types: [ExtendedPostBridgeData, OtherPostBridgeData],
});

export const PostBridgeDataInput = builder.inputType("PostBridgeDataInput", {
  description: "Post-bridge routing for a quote: exactly one of `extended` or `other`.",
  isOneOf: true,
  fields: (t) => ({
    extended: t.field({
      type: builder.inputType("ExtendedPostBridgeDataInput", {
        description: "Move the funds into a vault after the bridge.",
        fields: (f) => ({ vaultId: f.int({ required: true, description: "The vault the funds go into." }) }),
      }),
      description: "The `extended` variant.",
    }),
    other: t.field({ type: "JSON", description: "Another variant, sent upstream as is (an object with its `_tag`)." }),
  }),
});

/** The wire form of the input: `{ _tag: "extended", vaultId }` or the given object. */
export function postBridgeDataToWire(input: {
  extended?: { vaultId: number } | null;
  other?: unknown;
}): Record<string, unknown> | undefined {
  if (input.extended) return { _tag: "extended", vaultId: input.extended.vaultId };
  if (input.other && typeof input.other === "object" && !Array.isArray(input.other))
    return input.other as Record<string, unknown>;
  return undefined;
}
