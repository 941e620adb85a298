/* global process */
// `npm start` and `npm run sandbox`: rebuilds dist/ when it is stale (see build.mjs), then runs the
// entry (dist/main.js unless given) in this same process: one Node start-up instead of a `prestart`
// process and then the gateway's (about 0.1 s of the time to the first answer).
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import { buildAll, isStale } from "./build.mjs";

if (isStale()) await buildAll();
await import(pathToFileURL(resolve(import.meta.dirname, "..", process.argv[2] ?? "dist/main.js")).href);
