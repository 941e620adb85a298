import SchemaBuilder from "@pothos/core";
import type { GatewayContext } from "./context.js";

/** The one Pothos builder; fields are non-null unless declared `nullable`. */
export const builder = new SchemaBuilder<{
  Context: GatewayContext;
  DefaultFieldNullability: false;
  Scalars: {
    Decimal: { Input: string; Output: string };
    DateTime: { Input: string; Output: string };
    JSON: { Input: unknown; Output: unknown };
  };
}>({
  defaultFieldNullability: false,
});

builder.queryType({ description: "Read the bridge: transaction status, smart deposit addresses, swap calldata." });
builder.mutationType({ description: "Quote and commit cross-chain transfers." });
builder.subscriptionType({ description: "Live transaction status relayed from the upstream's signed webhook events." });
