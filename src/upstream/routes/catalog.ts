import { readRoute, shaped } from "../route.js";
import { configsSchema, swapTokenConfigsSchema, usdPricesSchema } from "../wire/catalog.js";

/**
 * The vendor's public catalogue: chains, tokens and prices, one answer each for every tenant (no
 * credential upstream), read whole by every quote: parsed once per cached copy.
 */
export const catalogRoutes = {
  configs: readRoute(
    "/bridge/configs",
    {
      auth: "public",
      read: shaped(configsSchema),
      errors: [],
    },
    { name: "configs", scope: "public", key: () => "all", lifetime: (_, p) => p.configTtlMs, parsedOnce: true },
  ),

  swapTokenConfigs: readRoute(
    "/bridge/bridge-swap-token-configs",
    {
      auth: "public",
      read: shaped(swapTokenConfigsSchema),
      errors: [],
    },
    { name: "swap-token-configs", scope: "public", key: () => "all", lifetime: (_, p) => p.configTtlMs, parsedOnce: true },
  ),

  // The SDK's prices API lives under `${apiBaseUrl}/usd-prices`, its list route at `/usd-prices` below that.
  usdPrices: readRoute(
    "/usd-prices/usd-prices",
    {
      auth: "public",
      read: shaped(usdPricesSchema),
      errors: [],
    },
    { name: "usd-prices", scope: "public", key: () => "all", lifetime: (_, p) => p.pricesTtlMs, parsedOnce: true },
  ),
};
