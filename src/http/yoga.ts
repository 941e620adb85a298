import { renderGraphiQL } from "@graphql-yoga/render-graphiql";
import type { GraphQLSchema } from "graphql";
import { createYoga, type YogaServerInstance } from "graphql-yoga";
import type { Logger } from "../observability/logger.js";
import type { Metrics } from "../observability/metrics.js";
import { tracingPlugin } from "../observability/tracing-plugin.js";
import { useObservability } from "../observability/yoga-plugin.js";
import type { Security } from "../security/index.js";
import type { GatewayContext } from "./context.js";
import type { GraphiQLTab } from "./graphiql-examples.js";
import { inputErrorCodesPlugin } from "./input-error-codes.js";
import type { ServerContext } from "./graphql-ws.js";

/** What the GraphQL endpoint is built from. */
export interface GraphqlEndpointDeps {
  schema: GraphQLSchema;
  buildContext: (caller: ServerContext["caller"]) => GatewayContext;
  security: Pick<Security, "plugins" | "cors">;
  logger: Logger;
  metrics: Metrics;
  graphiqlTabs: GraphiQLTab[];
  /** One span per operation (config.tracing.enabled); without it the plugin is not installed at all. */
  tracing?: boolean;
}

export type GraphqlEndpoint = YogaServerInstance<ServerContext, GatewayContext>;

/** The `/graphql` endpoint (HTTP, SSE and GraphiQL; graphql-ws runs through its envelop). */
export function createGraphqlEndpoint(deps: GraphqlEndpointDeps): GraphqlEndpoint {
  return createYoga<ServerContext, GatewayContext>({
    schema: deps.schema,
    graphqlEndpoint: "/graphql",
    landingPage: false,
    graphiql: { title: "Bridge GraphQL gateway", subscriptionsProtocol: "WS", defaultTabs: deps.graphiqlTabs },
    // The self-contained GraphiQL build: the default page loads its scripts from a CDN, which fails offline.
    renderGraphiQL,
    logging: deps.logger,
    // isDev off whatever NODE_ENV says: no stack or original message ever reaches a client.
    maskedErrors: { isDev: false },
    // The security layer's body limit (GRAPHQL_MAX_BODY_BYTES) already guards every body; yoga's own
    // would pipe each request body through one more stream (a few % of the CPU of a cached lookup).
    maxRequestBodySize: false,
    plugins: [
      ...(deps.tracing ? [tracingPlugin()] : []),
      useObservability(deps.logger, deps.metrics),
      ...deps.security.plugins,
      inputErrorCodesPlugin(),
    ],
    cors: deps.security.cors,
    context: ({ caller }) => deps.buildContext(caller),
  });
}
