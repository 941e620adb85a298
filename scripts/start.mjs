/* global process */
// `npm start` and `npm run sandbox`: rebuilds dist/ when it is stale (see build.mjs), then runs the
// entry (dist/main.js unless given) in this same process: one Node start-up instead of a `prestart`
// process and then the gateway's (about 0.1 s of the time to the first answer).
//
// A production install (`npm ci --omit=dev`) has no esbuild: it runs the dist/ it was given (built
// by `npm run build` where the dev dependencies are) and never builds.
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import { buildAll, isStale } from "./build.mjs";

const entry = resolve(import.meta.dirname, "..", process.argv[2] ?? "dist/main.js");

/** Whether esbuild (a dev dependency) is installed. */
function canBuild() {
  try {
    import.meta.resolve("esbuild");
    return true;
  } catch {
    return false;
  }
}

if (isStale()) {
  if (canBuild()) await buildAll();
  else if (!existsSync(entry)) {
    process.stderr.write(
      `${entry} is missing and esbuild (a dev dependency) is not installed: build with \`npm ci && npm run build\`, ` +
        "then install for production with `npm ci --omit=dev` beside the built dist/.\n",
    );
    process.exit(1);
  }
}
await import(pathToFileURL(entry).href);
