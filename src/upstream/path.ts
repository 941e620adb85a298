import { InvalidInput } from "./errors.js";

declare const upstreamPathBrand: unique symbol;

/**
 * A path below the upstream's base URL whose every caller-supplied segment was checked and
 * percent-encoded by {@link upstreamRoute}. The transport accepts nothing else, so a route added
 * later cannot put a raw value into a URL by accident.
 */
export type UpstreamPath = string & { readonly [upstreamPathBrand]: true };

/** The `:name` parameters of a route template, e.g. `"depositAddress" | "depositChain"`. */
export type RouteParams<T extends string> = T extends `${string}:${infer P}/${infer Rest}`
  ? P | RouteParams<`/${Rest}`>
  : T extends `${string}:${infer P}`
    ? P
    : never;

/** What one call to an upstream route sends: method, metrics/message label and the encoded path. */
export interface UpstreamTarget<M extends string = "GET" | "POST" | "PATCH"> {
  method: M;
  /** The template itself with its method, e.g. `GET /sda/deposit-addresses/:depositAddress/:depositChain`: no ids. */
  route: string;
  path: UpstreamPath;
}

/** One upstream endpoint, declared once: its label and its paths come from the same template. */
export interface UpstreamRoute<M extends "GET" | "POST" | "PATCH", T extends string> {
  readonly method: M;
  readonly route: `${M} ${T}`;
  /**
   * The target for these parameter values (and an optional query string).
   * @throws InvalidPathParam when a value is empty, is a dot segment or holds a control character.
   */
  at(params: Record<RouteParams<T>, string>, query?: URLSearchParams): UpstreamTarget<M>;
}

/**
 * A caller's value that cannot be a path segment. It is an {@link InvalidInput} (the typed result
 * callers already handle), located at the route parameter's name; no upstream call was made.
 */
export class InvalidPathParam extends InvalidInput {}

// C0 controls, DEL and C1 controls: nothing a real id or address contains, and some servers and
// proxies treat them (decoded) as line or field separators.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Why `value` cannot be a path segment, or undefined when it can. */
function segmentProblem(value: string): string | undefined {
  if (value.length === 0) return "must not be empty";
  // Percent-encoding leaves `.` alone, and servers resolve `.` / `..` segments (RFC 3986 5.2.4),
  // so `..` would climb out of the route with the gateway's credential. Refused, not encoded: a
  // `%2E%2E` is normalised to `..` by some servers too.
  if (value === "." || value === "..") return "must not be . or ..";
  if (CONTROL.test(value)) return "must not contain control characters";
  // encodeURIComponent throws on a lone surrogate; with the u flag only unpaired ones match.
  if (/[\ud800-\udfff]/u.test(value)) return "must be well-formed Unicode";
  return undefined;
}

/**
 * Declares an upstream route from its template (`/bridge/quote/commit/:quoteId`). Every `:name`
 * is filled by {@link UpstreamRoute.at}, which refuses dot segments, empty values and control
 * characters, and percent-encodes the rest (`/`, `?`, `#`, `%` included), so a value is always
 * exactly one segment of this route.
 */
export function upstreamRoute<const M extends "GET" | "POST" | "PATCH", const T extends string>(
  method: M,
  template: T,
): UpstreamRoute<M, T> {
  const parts = template.split(/(:[A-Za-z][A-Za-z0-9]*)/);
  const route = `${method} ${template}` as const;
  return {
    method,
    route,
    at(params, query) {
      const values = params as Record<string, string>;
      const issues: { path: string[]; message: string }[] = [];
      const path = parts
        .map((part) => {
          if (!part.startsWith(":")) return part;
          const name = part.slice(1);
          const value = values[name];
          const problem = typeof value === "string" ? segmentProblem(value) : "is missing";
          if (!problem) return encodeURIComponent(value!);
          issues.push({ path: [name], message: problem });
          return "";
        })
        .join("");
      if (issues.length > 0) throw new InvalidPathParam(issues);
      const search = query?.toString();
      return { method, route, path: (search ? `${path}?${search}` : path) as UpstreamPath };
    },
  };
}
