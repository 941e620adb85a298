import { z } from "zod";
import { route, shaped, type ReadRoute, type Route } from "../route.js";
import { bridgeRoutes } from "./bridge.js";
import { catalogRoutes } from "./catalog.js";
import { sdaRoutes } from "./sda.js";
import { webhookRoutes } from "./webhook.js";

const readJwt = shaped(z.object({ jwt: z.string().min(1) }));

/** Every upstream route, by the name of its client method (and loader, for a cached GET). */
export const ROUTES = {
  /** The token manager's one call: the gateway's API key for a JWT. */
  exchangeApiKey: route("POST", "/authentication/auth/apiKey", {
    auth: "public",
    body: (apiKey: string) => ({ apiKey }),
    read: (body) => readJwt(body).jwt,
    errors: [],
  }),
  ...bridgeRoutes,
  ...sdaRoutes,
  ...catalogRoutes,
  ...webhookRoutes,
};

type Routes = typeof ROUTES;
export type RouteName = keyof Routes;
/** The routes read through the shared cache and the loaders. */
export type ReadName = { [N in RouteName]: Routes[N] extends { cache: object } ? N : never }[RouteName];
export type ParamsOf<N extends RouteName> = Routes[N] extends Route<infer P, infer _T> ? P : never;
export type AnswerOf<N extends RouteName> = Routes[N] extends Route<infer _P, infer T> ? T : never;
/** A read's declaration, with its types. */
export const readRouteOf = <N extends ReadName>(name: N) => ROUTES[name] as unknown as ReadRoute<ParamsOf<N>, AnswerOf<N>>;

/** The names of the cached reads, for deriving their reads and loaders. */
export const READ_NAMES = (Object.keys(ROUTES) as RouteName[]).filter((n): n is ReadName => "cache" in ROUTES[n]);
