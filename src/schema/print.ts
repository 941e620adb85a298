import { printSubgraphSchema } from "@apollo/subgraph";
import { writeFileSync } from "node:fs";
import { printedSchema, subgraphSchema } from "./index.js";

/** The subgraph's SDL with its federation directives, as a router composes it (its `_service { sdl }`). */
const printedSubgraphSchema = () => printSubgraphSchema(subgraphSchema());

const targets = {
  "schema.graphql": printedSchema,
  "schema.subgraph.graphql": printedSubgraphSchema,
};
for (const [file, print] of Object.entries(targets)) {
  const target = new URL(`../../${file}`, import.meta.url);
  writeFileSync(target, print());
  console.log(`wrote ${target.pathname}`);
}
