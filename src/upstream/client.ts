import { withCredential, type Credential, type TokenManager } from "./auth.js";
import type { UpstreamHttp, UpstreamRequest } from "./http.js";
import { undeclared, type Route } from "./route.js";
import { ROUTES, type RouteName } from "./routes/index.js";

export type { RecordList } from "./route.js";
export type { HistoryPage, HistoryPageQuery, PublicQuoteQuery, QuoteRequest } from "./routes/bridge.js";
export type {
  AddressKey,
  CreateDepositAddressBody,
  DepositAddressSearchPage,
  DepositAddressSearchQuery,
  RecordPage,
  SupportedTokensKey,
} from "./routes/sda.js";
export type { MissedEventsPage, MissedEventsQuery } from "./routes/webhook.js";

type Routes = typeof ROUTES;

/** A route's method: the caller's credential first unless the route is public. */
type MethodOf<R> =
  R extends Route<infer P, infer T, infer A>
    ? A extends "jwt"
      ? (credential: Credential, params: P) => Promise<T>
      : [P] extends [void]
        ? () => Promise<T>
        : (params: P) => Promise<T>
    : never;

/** One typed method per upstream route (`routes/`), and the generic call they all are; every answer is parsed at this edge. */
export type BridgeClient = { [N in RouteName]: MethodOf<Routes[N]> } & {
  /** Calls a declared route with the caller's credential (ignored by a public route). */
  call<P, T>(route: Route<P, T>, credential: Credential, params: P): Promise<T>;
};

/** What a public route is called with: no credential goes upstream. */
const ANONYMOUS: Credential = { kind: "none", tenant: "anonymous" };

/**
 * One call of a declared route. The target is built before any credential is asked for: a value
 * that cannot be a path segment must not even cost a JWT exchange.
 */
function callRoute<P, T>(
  http: UpstreamHttp,
  tokens: TokenManager | undefined,
  route: Route<P, T>,
  credential: Credential,
  params: P,
): Promise<T> {
  let request: UpstreamRequest;
  try {
    request = route.at(params);
    if (route.body) request.body = route.body(params);
    if (route.notFound) request.notFound = () => route.notFound!(params);
  } catch (err) {
    return Promise.reject(err);
  }
  const sent =
    route.auth === "public"
      ? http.request(request)
      : withCredential(credential, tokens, (authorization) => {
          request.authorization = authorization;
          return http.request(request);
        });
  return sent.then(
    (body) => route.read(body, params),
    (err: unknown) => {
      const relayed = undeclared(route as Route<never, unknown>, err);
      throw route.rewrite ? route.rewrite(relayed, params) : relayed;
    },
  );
}

/** Exchanges an API key for a JWT (`POST /authentication/auth/apiKey`); the token manager's one call. */
export function exchangeApiKey(http: UpstreamHttp, apiKey: string): Promise<string> {
  return callRoute(http, undefined, ROUTES.exchangeApiKey, ANONYMOUS, apiKey);
}

/** Creates the client over a transport and (optionally) the gateway's JWT manager: a method per declared route. */
export function createBridgeClient(http: UpstreamHttp, tokens: TokenManager | undefined): BridgeClient {
  const call = <P, T>(route: Route<P, T>, credential: Credential, params: P) =>
    callRoute(http, tokens, route, credential, params);
  const client: Record<string, unknown> = { call };
  for (const [name, route] of Object.entries(ROUTES) as [RouteName, Route<unknown, unknown>][]) {
    client[name] =
      route.auth === "jwt"
        ? (credential: Credential, params: unknown) => call(route, credential, params)
        : (params: unknown) => call(route, ANONYMOUS, params);
  }
  return client as BridgeClient;
}
