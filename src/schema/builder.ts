import SchemaBuilder from "@pothos/core";
import DirectivePlugin from "@pothos/plugin-directives";
import FederationPlugin from "@pothos/plugin-federation";
import type { GatewayContext } from "./context.js";

/**
 * The one Pothos builder; fields are non-null unless declared `nullable`. The federation plugin only
 * marks entities: `toSchema()` prints and runs as without it, `toSubGraphSchema()` adds Federation 2.
 */
export const builder = new SchemaBuilder<{
  Context: GatewayContext;
  DefaultFieldNullability: false;
  Scalars: {
    Decimal: { Input: string; Output: string };
    DateTime: { Input: string; Output: string };
    JSON: { Input: unknown; Output: unknown };
  };
}>({
  plugins: [DirectivePlugin, FederationPlugin],
  defaultFieldNullability: false,
});

builder.queryType({ description: "Read the bridge: transaction status, smart deposit addresses, swap calldata." });
builder.mutationType({ description: "Quote and commit cross-chain transfers." });
builder.subscriptionType({ description: "Live transaction status relayed from the upstream's signed webhook events." });
