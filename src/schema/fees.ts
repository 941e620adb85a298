import type { Fees as FeesShape } from "../upstream/wire/common.js";
import { builder } from "./builder.js";
import { decimal, optional, usd } from "./fields.js";

type QuoteFeesShape = FeesShape & {
  percentageFeeAmount?: number | null;
  percentageFeeThreshold?: number | null;
  sponsoredFees: FeesShape;
};

/** The ten fee fields shared by quotes, transaction records and sponsored fees (spec 2.1). */
const FeeBreakdown = builder.interfaceRef<FeesShape>("FeeBreakdown").implement({
  description: "The ten fee fields: each cost in token units and in USD.",
  fields: (t) => ({
    fee: decimal(t, "fee", "Total cost, in the token."),
    feeUsd: t.exposeFloat("feeUsd", { description: "Total cost in USD." }),
    gasFee: decimal(t, "gasFee", "Cost on chainOut charged to the end customer; zero when the integrator sponsors it."),
    gasFeeUsd: usd(t, "gasFeeUsd"),
    sourceGasFee: decimal(
      t,
      "sourceGasFee",
      "Cost on chainIn to sweep received tokens; relevant only for smart deposit addresses.",
    ),
    sourceGasFeeUsd: usd(t, "sourceGasFeeUsd"),
    platformFee: decimal(t, "platformFee", "Fee from the dollar-based surcharge, in the token."),
    platformFeeUsd: usd(t, "platformFeeUsd"),
    percentageFee: decimal(t, "percentageFee", "Fee from the percentage-based surcharge, in the token."),
    percentageFeeUsd: usd(t, "percentageFeeUsd"),
  }),
});

export const Fees = builder.objectRef<FeesShape>("Fees").implement({
  description: "Fees in token units and USD: what the end customer pays, or what the integrator sponsors.",
  interfaces: [FeeBreakdown],
});

export const QuoteFees = builder.objectRef<QuoteFeesShape>("QuoteFees").implement({
  description: "The fees of a quote: charged to the end customer, plus what the integrator sponsors.",
  interfaces: [FeeBreakdown],
  fields: (t) => ({
    percentageFeeAmount: optional(t, "percentageFeeAmount", "Float", "The percentage rate applied."),
    percentageFeeThreshold: optional(t, "percentageFeeThreshold", "Float", "The threshold of the percentage-based surcharge."),
    sponsored: t.field({
      type: Fees,
      description: "Fees the integrator pays on behalf of the end customer (its percentageFee is zero).",
      resolve: (f) => f.sponsoredFees,
    }),
  }),
});
