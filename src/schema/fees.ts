import type { Fees as FeesShape } from "../upstream/wire/common.js";
import { builder } from "./builder.js";

type QuoteFeesShape = FeesShape & {
  percentageFeeAmount?: number | null;
  percentageFeeThreshold?: number | null;
  sponsoredFees: FeesShape;
};

/** The ten fee fields shared by quotes, transaction records and sponsored fees (spec 2.1). */
const FeeBreakdown = builder.interfaceRef<FeesShape>("FeeBreakdown").implement({
  description: "The ten fee fields: each cost in token units and in USD.",
  fields: (t) => ({
    fee: t.expose("fee", { type: "Decimal", description: "Total cost, in the token." }),
    feeUsd: t.exposeFloat("feeUsd", { description: "Total cost in USD." }),
    gasFee: t.expose("gasFee", {
      type: "Decimal",
      description: "Cost on chainOut charged to the end customer; zero when the integrator sponsors it.",
    }),
    gasFeeUsd: t.exposeFloat("gasFeeUsd", { description: "USD value of gasFee." }),
    sourceGasFee: t.expose("sourceGasFee", {
      type: "Decimal",
      description: "Cost on chainIn to sweep received tokens; relevant only for smart deposit addresses.",
    }),
    sourceGasFeeUsd: t.exposeFloat("sourceGasFeeUsd", { description: "USD value of sourceGasFee." }),
    platformFee: t.expose("platformFee", { type: "Decimal", description: "Fee from the dollar-based surcharge, in the token." }),
    platformFeeUsd: t.exposeFloat("platformFeeUsd", { description: "USD value of platformFee." }),
    percentageFee: t.expose("percentageFee", {
      type: "Decimal",
      description: "Fee from the percentage-based surcharge, in the token.",
    }),
    percentageFeeUsd: t.exposeFloat("percentageFeeUsd", { description: "USD value of percentageFee." }),
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
    percentageFeeAmount: t.exposeFloat("percentageFeeAmount", { nullable: true, description: "The percentage rate applied." }),
    percentageFeeThreshold: t.exposeFloat("percentageFeeThreshold", {
      nullable: true,
      description: "The threshold of the percentage-based surcharge.",
    }),
    sponsored: t.field({
      type: Fees,
      description: "Fees the integrator pays on behalf of the end customer (its percentageFee is zero).",
      resolve: (f) => f.sponsoredFees,
    }),
  }),
});
