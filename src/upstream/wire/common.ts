import { z } from "zod";
import { stringFormats } from "../../twins/wire/fast-reader.js";

/** A token amount as the upstream writes it: a plain decimal string, kept byte for byte. */
export const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;

export const decimal = z.string().regex(DECIMAL_PATTERN, "must be a decimal string");
export const usd = z.number().finite();
/** A date-time as the upstream writes it: any text `Date.parse` reads. */
const isDateTime = (s: string) => !Number.isNaN(Date.parse(s));
/** Registered as a format, so the fast reader checks it with ajv and takes the field as it is. */
export const dateTime = z
  .string()
  .refine(isDateTime, "must be a date-time")
  .register(stringFormats, { format: "zod-date-time", check: isDateTime });

/** An optional upstream field: absent, null or unreadable all read as "not given". */
export const optional = <T extends z.ZodType>(schema: T) => schema.nullish().catch(undefined);

/** Wire objects are open: the upstream adds fields and variants over time. */
export type RawObject = Record<string, unknown>;

export const rawObject = z.record(z.string(), z.unknown());

/** The `keys` of a read object, each absent one as null (what the graph answers for an optional field). */
export function orNull<T extends object, K extends keyof T>(value: T, keys: readonly K[]) {
  const out = {} as { [P in K]-?: Exclude<T[P], undefined> | null };
  for (const key of keys) out[key] = (value[key] ?? null) as Exclude<T[K], undefined> | null;
  return out;
}

export const isRawObject = (v: unknown): v is RawObject => typeof v === "object" && v !== null && !Array.isArray(v);

export const feesShape = {
  fee: decimal,
  feeUsd: usd,
  gasFee: decimal,
  gasFeeUsd: usd,
  sourceGasFee: decimal,
  sourceGasFeeUsd: usd,
  platformFee: decimal,
  platformFeeUsd: usd,
  percentageFee: decimal,
  percentageFeeUsd: usd,
};

export const feesSchema = z.object(feesShape);
export type Fees = z.infer<typeof feesSchema>;

export const speedSchema = z.enum(["fast", "standard", "slow"]).transform((s) => s.toUpperCase() as "FAST" | "STANDARD" | "SLOW");
export type Speed = z.output<typeof speedSchema>;

/**
 * The eight `postBridgeData` variants of the vendor's API types, each tagged with the GraphQL type
 * it becomes. Variants with no fields still get a type of their own, so a frontend can switch on
 * `__typename`; a later variant is `OtherPostBridgeData` with its raw JSON.
 */
export const POST_BRIDGE_DATA_TYPES = {
  extended: "ExtendedPostBridgeData",
  starkwarebtcfi: "StarkwareBtcfiPostBridgeData",
  wirexwrap: "WirexWrapPostBridgeData",
  wirexwrapsandbox: "WirexWrapSandboxPostBridgeData",
  starkwarebtcfiv2: "StarkwareBtcfiV2PostBridgeData",
  aavev3supply: "AaveV3SupplyPostBridgeData",
  rocketfoundationdeposit: "RocketFoundationDepositPostBridgeData",
  mapledeposit: "MapleDepositPostBridgeData",
} as const;

export type PostBridgeDataTag = keyof typeof POST_BRIDGE_DATA_TYPES;
type FieldlessTag = Exclude<PostBridgeDataTag, "extended" | "starkwarebtcfiv2">;

export type PostBridgeData =
  | { __typename: "ExtendedPostBridgeData"; tag: "extended"; vaultId: number }
  | { __typename: "StarkwareBtcfiV2PostBridgeData"; tag: "starkwarebtcfiv2"; spans: string[] }
  | { [T in FieldlessTag]: { __typename: (typeof POST_BRIDGE_DATA_TYPES)[T]; tag: T } }[FieldlessTag]
  | { __typename: "OtherPostBridgeData"; tag: string; raw: RawObject };

/** At most 70 spans (the vendor's `maxItems`); a span is a Starknet felt written as a string. */
export const STARKWARE_BTCFI_V2_MAX_SPANS = 70;

const extendedPostBridgeData = z.object({ _tag: z.literal("extended"), vaultId: z.number().int().nonnegative() });
const starkwareBtcfiV2PostBridgeData = z.object({
  _tag: z.literal("starkwarebtcfiv2"),
  spans: z.array(z.string().trim()).max(STARKWARE_BTCFI_V2_MAX_SPANS),
});

const isFieldlessTag = (tag: unknown): tag is FieldlessTag =>
  typeof tag === "string" && tag in POST_BRIDGE_DATA_TYPES && tag !== "extended" && tag !== "starkwarebtcfiv2";

/**
 * Any `postBridgeData` object: the vendor's eight variants are modelled; a later variant, or a
 * known one whose fields do not read, keeps its raw JSON as `OtherPostBridgeData`.
 */
export const postBridgeDataSchema = rawObject.transform((raw): PostBridgeData => {
  const extended = extendedPostBridgeData.safeParse(raw);
  if (extended.success) return { __typename: "ExtendedPostBridgeData", tag: "extended", vaultId: extended.data.vaultId };
  const v2 = starkwareBtcfiV2PostBridgeData.safeParse(raw);
  if (v2.success) return { __typename: "StarkwareBtcfiV2PostBridgeData", tag: "starkwarebtcfiv2", spans: v2.data.spans };
  if (isFieldlessTag(raw._tag)) {
    const tag = raw._tag;
    return { __typename: POST_BRIDGE_DATA_TYPES[tag], tag } as PostBridgeData;
  }
  return { __typename: "OtherPostBridgeData", tag: typeof raw._tag === "string" ? raw._tag : "unknown", raw };
});
