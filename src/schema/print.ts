import { writeFileSync } from "node:fs";
import { printedSchema, printedSubgraphSchema } from "./index.js";

const targets = {
  "schema.graphql": printedSchema,
  "schema.subgraph.graphql": printedSubgraphSchema,
};
for (const [file, print] of Object.entries(targets)) {
  const target = new URL(`../../${file}`, import.meta.url);
  writeFileSync(target, print());
  console.log(`wrote ${target.pathname}`);
}
