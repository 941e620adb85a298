import { lexicographicSortSchema, printSchema } from "graphql";
import { builder } from "./builder.js";
import "./scalars.js";
import "./errors.js";
import "./enums.js";
import "./fees.js";
import "./post-bridge-data.js";
import "./swap.js";
import "./quote.js";
import "./transaction.js";
import "./refund.js";
import "./deposit-address.js";
import "./events.js";
import "./webhook.js";
// The vendor's whole surface: catalogue, history, previews, smart deposit address writes.
import "./chain.js";
import "./history.js";
import "./preview-quote.js";
import "./deposit-address-writes.js";
// The deposit: the plan and its preflight on the chain.
import "./deposit-plan.js";
import "./payment-request.js";
// A wallet's balances on every chain.
import "./wallet.js";
// Where a supergraph joins (seen only in the subgraph schema).
import "./federation.js";

/** The executable schema; built once per process. */
export const schema = builder.toSchema();

/** The SDL clients see, sorted so diffs of `schema.graphql` show real changes only. */
export const printedSchema = () => printSchema(lexicographicSortSchema(schema));

/** The same types as a Federation 2 subgraph (GRAPHQL_FEDERATION); a second build, made only when asked. */
export const subgraphSchema = () => builder.toSubGraphSchema({ linkUrl: "https://specs.apollo.dev/federation/v2.6" });
