import { z } from "zod";

/** A token amount as the upstream writes it: a plain decimal string, kept byte for byte. */
export const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;

export const decimal = z.string().regex(DECIMAL_PATTERN, "must be a decimal string");
export const usd = z.number().finite();
export const dateTime = z.string().refine((s) => !Number.isNaN(Date.parse(s)), "must be a date-time");

/** An optional upstream field: absent, null or unreadable all read as "not given". */
export const optional = <T extends z.ZodType>(schema: T) => schema.nullish().catch(undefined);

/** Wire objects are open: the upstream adds fields and variants over time. */
export type RawObject = Record<string, unknown>;

export const rawObject = z.record(z.string(), z.unknown());

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

export type PostBridgeData =
  { __typename: "ExtendedPostBridgeData"; vaultId: number } | { __typename: "OtherPostBridgeData"; tag: string; raw: RawObject };

const extendedPostBridgeData = z.object({ _tag: z.literal("extended"), vaultId: z.number().int() });

/** Any `postBridgeData` object: `extended` is modelled, the other variants keep their raw JSON. */
export const postBridgeDataSchema = rawObject.transform((raw): PostBridgeData => {
  const extended = extendedPostBridgeData.safeParse(raw);
  if (extended.success) return { __typename: "ExtendedPostBridgeData", vaultId: extended.data.vaultId };
  return { __typename: "OtherPostBridgeData", tag: typeof raw._tag === "string" ? raw._tag : "unknown", raw };
});
