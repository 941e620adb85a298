import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";

/**
 * The vendor's API as JSON Schemas (test/vendor, generated from `@rhino.fi/sdk`'s own types by
 * `npm run vendor-schemas`): its routes, and a validator for each request body, query string,
 * path parameter set and answer of each status.
 */

const VENDOR = join(import.meta.dirname, "..", "vendor");

/** One operation of the vendor API, as `test/vendor/index.json` lists it. */
export interface VendorRoute {
  operationId: string;
  method: string;
  /** The template, `{name}` for a parameter: `/bridge/history/bridge/{bridgeId}`. */
  path: string;
  deprecated: boolean;
  request?: string;
  query?: string;
  pathParams?: string;
  responses: Record<string, string>;
}

export const vendorIndex = JSON.parse(readFileSync(join(VENDOR, "index.json"), "utf8")) as {
  sdk: { version: string };
  routes: VendorRoute[];
};

/** `"METHOD /template"`, the name tests use for a vendor route. */
export const routeKey = (r: Pick<VendorRoute, "method" | "path">): string => `${r.method} ${r.path}`;

/** The vendor route named `"METHOD /template"`. @throws when the vendor types have no such route. */
export function vendorRoute(key: string): VendorRoute {
  const found = vendorIndex.routes.find((r) => routeKey(r) === key);
  if (!found) throw new Error(`no vendor route ${key}`);
  return found;
}

/** What of a route a schema describes: its request body, query string, path parameters, or the answer of a status. */
export type SchemaPart = "request" | "query" | "pathParams" | number;

// Without ajv's optimisation passes over the generated code: the same checks, compiled in half
// the time (the vendor schemas are up to 100 KB each, every type inlined).
const ajv = new Ajv({ strict: false, allErrors: true, code: { optimize: false } });
const validators = new Map<string, ValidateFunction>();

function schemaFile(route: VendorRoute, part: SchemaPart): string {
  const file = typeof part === "number" ? route.responses[String(part)] : route[part];
  if (!file) throw new Error(`the vendor types give ${routeKey(route)} no ${part}`);
  return file;
}

/** The JSON Schema of `part` of `route`, as generated. @throws when the vendor types give the route no such part. */
export const vendorSchema = (route: VendorRoute, part: SchemaPart): Record<string, unknown> =>
  JSON.parse(readFileSync(join(VENDOR, schemaFile(route, part)), "utf8")) as Record<string, unknown>;

/** The validator of `part` of `route` (compiled once: the big record schemas take seconds). @throws as {@link vendorSchema}. */
export function vendorValidator(route: VendorRoute, part: SchemaPart): ValidateFunction {
  const file = schemaFile(route, part);
  const cached = validators.get(file);
  if (cached) return cached;
  const validate = ajv.compile(vendorSchema(route, part));
  validators.set(file, validate);
  return validate;
}

/** The first few reasons `value` fails the schema of `part` of `route`; empty when it conforms. */
export function schemaErrors(route: VendorRoute, part: SchemaPart, value: unknown): ErrorObject[] {
  const validate = vendorValidator(route, part);
  return validate(value) ? [] : (validate.errors ?? []).slice(0, 5);
}

/**
 * The decoded parameters of `pathname` under `template` (`{name}` or `:name` for a parameter, each
 * one whole segment), and how many literal segments matched; undefined when it does not match.
 */
export function matchPath(template: string, pathname: string): { params: Record<string, string>; literals: number } | undefined {
  const parts = template.split("/");
  const segments = pathname.split("/");
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  let literals = 0;
  for (const [i, part] of parts.entries()) {
    const segment = segments[i] ?? "";
    const name = /^\{(.+)\}$|^:(.+)$/.exec(part);
    if (!name) {
      if (part !== segment) return undefined;
      literals++;
    } else if (segment === "") return undefined;
    else params[name[1] ?? name[2] ?? ""] = decodeURIComponent(segment);
  }
  return { params, literals };
}

/**
 * The vendor route a concrete request path belongs to, and its decoded path parameters. Where two
 * templates match, the one with more literal segments wins.
 */
export function matchVendorRoute(
  method: string,
  pathname: string,
): { route: VendorRoute; params: Record<string, string> } | undefined {
  let best: { route: VendorRoute; params: Record<string, string>; literals: number } | undefined;
  for (const route of vendorIndex.routes) {
    const match = route.method === method ? matchPath(route.path, pathname) : undefined;
    if (match && (best === undefined || match.literals > best.literals)) best = { route, ...match };
  }
  return best && { route: best.route, params: best.params };
}
