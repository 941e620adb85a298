import { writeFileSync } from "node:fs";
import { printedSchema } from "./index.js";

const target = new URL("../../schema.graphql", import.meta.url);
writeFileSync(target, printedSchema());
console.log(`wrote ${target.pathname}`);
