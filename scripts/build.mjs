/* global process, URL */
// Builds dist/ from src/ with esbuild (plain JavaScript: it runs before anything is compiled).
//
//   node scripts/build.mjs             always builds (`npm run build`, `prepare`)
//   node scripts/build.mjs --if-stale  builds only when dist/ is missing or older than its inputs
//                                      (scripts/start.mjs does the same check in-process for
//                                      `npm start` and `npm run sandbox`)
//
// Three outputs:
// - one file per source file (src/**/*.ts -> dist/**/*.js): `schema/print.js` and anything else
//   run from dist/ keep their paths and `import.meta.url`;
// - dist/main.js, the production entry, is a bundle of the gateway and its dependencies
//   (chunks in dist/chunks/, dynamic imports such as the tracing SDK in chunks of their own, loaded
//   only when used). Loading some 780 modules one file at a time cost most of the start-up; see
//   docs/performance.md, "Start-up". The sandbox is not in it: sandbox mode imports the sandbox
//   package, which a production install does not have;
// - the sandbox package, one file per source file (packages/sandbox/src -> packages/sandbox/dist),
//   what its package.json exports at run time and `npm run sandbox` runs. The image's build stage
//   copies the gateway alone, so there is no sandbox to build there.
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const at = (p) => join(root, p);
const ENTRY_OUT = at("dist/main.js");
const SANDBOX = at("packages/sandbox");
const SANDBOX_OUT = join(SANDBOX, "dist/index.js");
const hasSandbox = () => existsSync(join(SANDBOX, "src"));

/** Newest modification time under `path` (a file or a folder, recursively), 0 if it does not exist. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const name of readdirSync(path)) max = Math.max(max, newest(join(path, name)));
  return max;
}

/**
 * dist/ is stale when the entry bundle is missing or older than any input: the sources, this
 * script, the package manifests, or the installed dependencies (npm rewrites
 * node_modules/.package-lock.json whenever it changes node_modules; they are bundled).
 */
export function isStale() {
  const built = existsSync(ENTRY_OUT) ? statSync(ENTRY_OUT).mtimeMs : 0;
  if (built === 0 || (hasSandbox() && !existsSync(SANDBOX_OUT))) return true;
  const inputs = ["src", "scripts/build.mjs", "package.json", "package-lock.json", "node_modules/.package-lock.json"];
  if (hasSandbox()) inputs.push("packages/sandbox/src", "packages/sandbox/package.json");
  return inputs.some((p) => newest(at(p)) > built);
}

/**
 * zod's namespace (`z.locales`) keeps all of its ~60 locales reachable, so the bundle carried about
 * 300 KB of error messages in languages the gateway never uses, compiled at every start (some
 * 10 ms). Only English, the default, is bundled; `z.locales` holds `en` alone.
 */
const zodEnglishOnly = {
  name: "zod-english-only",
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, ({ importer }) =>
      /[\\/]node_modules[\\/]zod[\\/]/.test(importer)
        ? { path: join(dirname(importer), "../locales/en.js"), namespace: "zod-english-only" }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "zod-english-only" }, ({ path }) => ({
      contents: `export { default as en } from ${JSON.stringify(path)};`,
      resolveDir: dirname(path),
    }));
  },
};

/**
 * @whatwg-node/server (yoga's HTTP layer) asks whether its fetch API is Node's own by comparing
 * it with `globalThis.Request`, and that one read makes Node load its whole fetch implementation
 * (its internal copy of undici: 20-30 ms of every start, for nothing, since yoga brings its own).
 * Node defines that global lazily and replaces the accessor with a plain value once it is read,
 * so the fetch API can only hold Node's `Request` if the global was read before: comparing with
 * the value when there is one gives the same answer without the load. A version without the
 * expression fails the build, so that an upgrade is looked at again.
 */
const whatwgServerLazyRequest = {
  name: "whatwg-server-lazy-request",
  setup(build) {
    build.onLoad({ filter: /[\\/]@whatwg-node[\\/]server[\\/]esm[\\/]createServerAdapter\.js$/ }, async ({ path }) => {
      const source = await readFile(path, "utf8");
      if (!source.includes(GLOBAL_REQUEST_READ)) {
        throw new Error(`${path} no longer compares with globalThis.Request: see whatwgServerLazyRequest in scripts/build.mjs`);
      }
      return { contents: source.replace(GLOBAL_REQUEST_READ, LOADED_REQUEST_READ), loader: "js" };
    });
  },
};
const GLOBAL_REQUEST_READ = "fetchAPI.Request !== globalThis.Request";
const LOADED_REQUEST_READ = 'fetchAPI.Request !== Object.getOwnPropertyDescriptor(globalThis, "Request")?.value';

/**
 * @pothos/plugin-federation imports @apollo/subgraph at its top for `toSubGraphSchema()` alone, and
 * the builder registers the plugin whether GRAPHQL_FEDERATION is on or not: evaluating
 * @apollo/subgraph was some 4 % of every start and 1 MB of heap for as long as the process lives.
 * Its imports become `require()`s run on the first `toSubGraphSchema()`: esbuild still bundles the
 * package, as a CommonJS module evaluated on its first require. A version whose imports or
 * function differ fails the build, so that an upgrade is looked at again.
 */
const federationOnDemand = {
  name: "federation-on-demand",
  setup(build) {
    build.onLoad({ filter: /[\\/]@pothos[\\/]plugin-federation[\\/]esm[\\/]schema-builder\.js$/ }, async ({ path }) => {
      const source = await readFile(path, "utf8");
      if (!SUBGRAPH_IMPORTS.every((line) => source.includes(line)) || !source.includes(TO_SUBGRAPH_SCHEMA)) {
        throw new Error(`${path} no longer imports @apollo/subgraph as it did: see federationOnDemand in scripts/build.mjs`);
      }
      const lazy = SUBGRAPH_IMPORTS.reduce((text, line) => text.replace(line, ""), source);
      return {
        contents: SUBGRAPH_ON_DEMAND + lazy.replace(TO_SUBGRAPH_SCHEMA, `${TO_SUBGRAPH_SCHEMA}loadSubgraph();`),
        loader: "js",
      };
    });
  },
};
const SUBGRAPH_IMPORTS = [
  "import { printSubgraphSchema } from '@apollo/subgraph';",
  "import { EntityType, entitiesField, serviceField } from '@apollo/subgraph/dist/types.js';",
];
const TO_SUBGRAPH_SCHEMA =
  'schemaBuilderProto.toSubGraphSchema = function toSubGraphSchema({ linkUrl = "https://specs.apollo.dev/federation/v2.6", federationDirectives = getUsedDirectives(this), ...options }) {';
const SUBGRAPH_ON_DEMAND = `let printSubgraphSchema, EntityType, entitiesField, serviceField;
function loadSubgraph() {
  ({ printSubgraphSchema } = require("@apollo/subgraph"));
  ({ EntityType, entitiesField, serviceField } = require("@apollo/subgraph/dist/types.js"));
}
`;

/**
 * graphql ships CommonJS (`main`) and ES modules (`module`, the `.mjs` beside each file); esbuild
 * takes `main` for Node, and every ES module importing it then got its own `__toESM` copy of
 * graphql's exports, a getter per name: 46 copies, 9,500 getters and their accessor pairs kept for
 * the whole process, and a getter call on every use. Resolving graphql to its `.mjs` files links
 * the ES importers to it directly; the CommonJS ones (graphql-jit) get one module all the same.
 */
const graphqlAsEsm = {
  name: "graphql-as-esm",
  setup(build) {
    build.onResolve({ filter: /^graphql(\/.*)?$/ }, ({ path }) => {
      const base = join(root, "node_modules", path === "graphql" ? "graphql/index" : path.replace(/\.m?js$/, ""));
      const file = [`${base}.mjs`, join(base, "index.mjs")].find((candidate) => existsSync(candidate));
      if (!file) throw new Error(`graphql has no ES module for ${path}: see graphqlAsEsm in scripts/build.mjs`);
      return { path: file };
    });
  },
};

const common = { platform: "node", format: "esm", target: "node20.19", sourcemap: true, logLevel: "warning" };

export async function buildAll() {
  // Loaded only to build: `npm start` imports this file for isStale() alone.
  const { build, stop } = await import("esbuild");
  try {
    await buildBoth(build);
  } finally {
    // esbuild's service is a child process (about 250 MB) that otherwise lives as long as this
    // one: after a build on `npm start`, as long as the gateway.
    await stop();
  }
}

async function buildBoth(build) {
  await build({ ...common, entryPoints: [at("src/**/*.ts")], outdir: at("dist"), outbase: at("src") });
  if (hasSandbox()) {
    const [src, out] = [join(SANDBOX, "src"), join(SANDBOX, "dist")];
    rmSync(out, { recursive: true, force: true });
    await build({ ...common, entryPoints: [join(src, "**/*.ts")], outdir: out, outbase: src });
  }
  rmSync(at("dist/chunks"), { recursive: true, force: true });
  await build({
    ...common,
    entryPoints: [at("src/main.ts")],
    bundle: true,
    splitting: true,
    outdir: at("dist"),
    chunkNames: "chunks/[name]-[hash]",
    plugins: [zodEnglishOnly, whatwgServerLazyRequest, federationOnDemand, graphqlAsEsm],
    // Stack traces need the mappings, not a copy of every dependency's source (a 11 MB map
    // otherwise, parsed at start-up under --enable-source-maps).
    sourcesContent: false,
    // No comments or indentation: the bundle's source stays in the heap as long as the process
    // lives, and one non-ASCII character in a dependency's comment made all of it a two-byte
    // string (7 MB). Names are kept, so stack traces stay readable even without source maps.
    minifyWhitespace: true,
    charset: "ascii",
    // Licence comments go to dist/main.js.LEGAL.txt (one of them holds a non-ASCII name).
    legalComments: "external",
    // 9 MB of GraphiQL, imported on the first page view (src/http/yoga.ts): left in node_modules.
    // The sandbox is a dev dependency, imported from node_modules in sandbox mode (src/main.ts).
    external: ["@graphql-yoga/render-graphiql", "@bridge-gateway/sandbox", "@bridge-gateway/sandbox/*"],
    // CommonJS dependencies call require() and read __dirname / __filename: give them both.
    banner: {
      js: [
        'import { createRequire as __bundleRequire } from "node:module";',
        'import { fileURLToPath as __bundleFileURLToPath } from "node:url";',
        'import { dirname as __bundleDirname } from "node:path";',
        "const require = __bundleRequire(import.meta.url);",
        "const __filename = __bundleFileURLToPath(import.meta.url);",
        "const __dirname = __bundleDirname(__filename);",
      ].join("\n"),
    },
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes("--if-stale") && !isStale()) process.exit(0);
  await buildAll();
}
