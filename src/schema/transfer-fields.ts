import type { Quote as QuoteShape } from "../upstream/wire/quote.js";
import { SpeedEnum } from "./enums.js";
import type { Fields } from "./fields.js";
import { PostBridgeData } from "./post-bridge-data.js";

/** What a quote and a transaction record both say about the transfer's route and delivery. */
type RouteShape = Pick<QuoteShape, "chainIn" | "chainOut" | "speed" | "estimatedDuration" | "postBridgeData">;

/** The fields the `Quote` and `Transaction` interfaces share, declared once for both. */
export function routeFields<Shape extends RouteShape>(t: Fields<Shape>) {
  const r = t as unknown as Fields<RouteShape>;
  return {
    chainIn: r.exposeString("chainIn", { description: "Source chain." }),
    chainOut: r.exposeString("chainOut", { description: "Destination chain." }),
    speed: r.expose("speed", { type: SpeedEnum, nullable: true, description: "Delivery speed class." }),
    estimatedDuration: r.exposeFloat("estimatedDuration", { nullable: true, description: "Expected duration in milliseconds." }),
    postBridgeData: r.expose("postBridgeData", {
      type: PostBridgeData,
      nullable: true,
      description: "Routing rules applied after the bridge.",
    }),
  };
}
