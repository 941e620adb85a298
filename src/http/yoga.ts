import type { GraphQLSchema } from "graphql";
import { createYoga, maskError, type GraphiQLOptions, type Plugin, type YogaServerInstance } from "graphql-yoga";
import type { Logger } from "../observability/logger.js";
import type { Metrics } from "../observability/metrics.js";
import { tracingPlugin } from "../observability/tracing-plugin.js";
import { useObservability } from "../observability/yoga-plugin.js";
import type { Security } from "../security/index.js";
import type { GatewayContext } from "../schema/context.js";
import type { DocumentCache } from "../twins/graphql/document-cache.js";
import type { GraphiQLTab } from "./graphiql-examples.js";
import { inputErrorCodesPlugin } from "./input-error-codes.js";
import { useSseStreams } from "../twins/graphql/sse-streams.js";
import { subscriptionNeedsStreamPlugin } from "./subscription-needs-stream.js";
import {
  useSharedSubscriptionResults,
  useUnwrappedSharedResults,
  type Frames,
  type MaskError,
} from "../twins/graphql/shared-subscription-results.js";
import type { ServerContext } from "../twins/graphql/graphql-ws.js";

/**
 * Fixes to GraphiQL's stylesheet, appended after it (yoga's renderer has no option for them):
 * - Monaco's "Fira Code" with ligatures draws `0x` as `0×`, so every hash and address looked
 *   wrong; ligatures off in every editor. Monaco sets font-feature-settings inline, hence !important.
 * - The tabs never wrap and their scrollbar is hidden: at 1,400 px the last example tab was cut off
 *   with no hint that more exist. They wrap onto a second row instead, and the header grows with
 *   them (its fixed height is set by GraphiQL, hence !important).
 */
export const GRAPHIQL_CSS = `
.graphiql-container .monaco-editor,
.graphiql-container .monaco-editor .view-lines,
.graphiql-container .monaco-editor .view-line span {
  font-variant-ligatures: none !important;
  font-feature-settings: "liga" 0, "calt" 0 !important;
}
.graphiql-session-header { height: auto !important; min-height: var(--session-header-height); flex-shrink: 0; }
.graphiql-tabs { flex-wrap: wrap; row-gap: var(--px-4); }
`;

/**
 * Runs before GraphiQL starts (no option of yoga's or GraphiQL's covers it). On load GraphiQL makes
 * the stored tab whose query, variables and headers equal the URL's `?query=` (else its stored
 * `graphiql:query`) active, and adds a new tab when none does. Neither exists until the first edit
 * or tab change, so a reload of a freshly opened page (or `/` opened again) added an empty tab and
 * made it active. Without `?query=`, the stored active tab's values become what GraphiQL looks for;
 * a `?query=` link still opens its own query.
 */
export const GRAPHIQL_RESTORE_ACTIVE_TAB = `
try {
  if (!new URLSearchParams(location.search).has("query")) {
    const state = JSON.parse(localStorage.getItem("graphiql:tabState") ?? "null");
    const tab = state?.tabs?.[state.activeTabIndex];
    if (tab) {
      for (const key of ["query", "variables", "headers"]) {
        if (typeof tab[key] === "string") localStorage.setItem("graphiql:" + key, tab[key]);
        else localStorage.removeItem("graphiql:" + key);
      }
    }
  }
} catch {}
`;

/** Yoga's self-contained GraphiQL page with {@link GRAPHIQL_CSS} and {@link GRAPHIQL_RESTORE_ACTIVE_TAB} in its head. */
export async function renderGraphiQLPage(options: GraphiQLOptions): Promise<string> {
  const { renderGraphiQL } = await import("@graphql-yoga/render-graphiql");
  return renderGraphiQL(options).replace(
    "</head>",
    `<style>${GRAPHIQL_CSS}</style>\n<script>${GRAPHIQL_RESTORE_ACTIVE_TAB}</script>\n</head>`,
  );
}

/** What the GraphQL endpoint is built from. */
export interface GraphqlEndpointDeps {
  schema: GraphQLSchema;
  buildContext: (caller: ServerContext["caller"]) => GatewayContext;
  security: Pick<Security, "plugins" | "cors">;
  logger: Logger;
  metrics: Metrics;
  /** GraphiQL's tabs; undefined serves no GraphiQL (config.graphiql off). */
  graphiqlTabs: GraphiQLTab[] | undefined;
  /** One span per operation (config.tracing.enabled); without it the plugin is not installed at all. */
  tracing?: boolean;
  /** Where yoga keeps the documents it parsed (bounded by bytes); it forgets those that fail validation. */
  documents: DocumentCache<unknown>;
  /** Admits the queries yoga runs to the fast path (compiled-operations.ts); last, after every check. */
  admitCompiled?: Plugin;
  /** Hears each subscriber's frames (the live-delivery clock, events/delivery-clock.ts). */
  frames?: Frames;
}

/** What a client sees of an unexpected error (yoga's default). */
const MASKED_ERROR_MESSAGE = "Unexpected error.";

export type GraphqlEndpoint = YogaServerInstance<ServerContext, GatewayContext>;

/** The `/graphql` endpoint (HTTP, SSE and GraphiQL; graphql-ws runs through its envelop). */
export function createGraphqlEndpoint(deps: GraphqlEndpointDeps): GraphqlEndpoint {
  // Yoga's masking (isDev off), and its log of what it masks, for the shared subscription results.
  const maskSubscriptionError: MaskError = (error) => {
    const masked = maskError(error, MASKED_ERROR_MESSAGE, false);
    if (masked !== error) deps.logger.error(error);
    return masked;
  };
  return createYoga<ServerContext, GatewayContext>({
    schema: deps.schema,
    graphqlEndpoint: "/graphql",
    landingPage: false,
    graphiql: deps.graphiqlTabs
      ? { title: "Bridge GraphQL gateway", subscriptionsProtocol: "WS", defaultTabs: deps.graphiqlTabs }
      : false,
    // The self-contained GraphiQL build (the default page loads its scripts from a CDN, which fails
    // offline), imported on the first page view: it holds tens of MB an API-only process never needs.
    renderGraphiQL: renderGraphiQLPage,
    logging: deps.logger,
    // isDev off whatever NODE_ENV says: no stack or original message ever reaches a client.
    maskedErrors: { isDev: false, errorMessage: MASKED_ERROR_MESSAGE },
    // The security layer's body limit (GRAPHQL_MAX_BODY_BYTES) already guards every body; yoga's own
    // would pipe each request body through one more stream (a few % of the CPU of a cached lookup).
    maxRequestBodySize: false,
    parserAndValidationCache: deps.documents.yoga,
    plugins: [
      // First: the tracing plugin wraps the subscribe function it sets.
      useSharedSubscriptionResults((context) => context.caller.credential.tenant, maskSubscriptionError, deps.frames),
      ...(deps.tracing ? [tracingPlugin()] : []),
      useObservability(deps.logger, deps.metrics),
      ...deps.security.plugins,
      inputErrorCodesPlugin(),
      deps.documents.plugin,
      subscriptionNeedsStreamPlugin(),
      // SSE streams without a timer, a web stream and an encoder each (issue 29).
      useSseStreams(),
      ...(deps.admitCompiled ? [deps.admitCompiled] : []),
      // Last: the hooks of the plugins after it do not run for a shared stream.
      useUnwrappedSharedResults(),
    ],
    cors: deps.security.cors,
    context: ({ caller }) => deps.buildContext(caller),
  });
}
