// Modules imported by their path inside a package, typed as the package's own exports of the same
// classes: the package index would load (and the bundle evaluate) much more than is used. Each is
// pinned by test/types/deep-imports.test.ts (same class as the index's, used as src/ uses it, on the
// version checked): add a case there with any new one.

// The upstream transport's pool (see src/upstream/http.ts).
declare module "undici/lib/dispatcher/pool.js" {
  import type { Pool } from "undici";
  const PoolClass: typeof Pool;
  export default PoolClass;
}

// undici's promise `request`, which its index installs on every dispatcher: called on the chain
// RPC's pool (see src/twins/rpc/json-rpc.ts).
declare module "undici/lib/api/api-request.js" {
  import type { Dispatcher } from "undici";
  function request(this: Dispatcher, options: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData>;
  export default request;
}

// The rate limiter's Redis store (see src/security/rate-limit.ts): the index also loads the stores
// for a dozen databases and `node:cluster`.
declare module "rate-limiter-flexible/lib/RateLimiterRedis.js" {
  import type { RateLimiterRedis } from "rate-limiter-flexible";
  const RateLimiterRedisClass: typeof RateLimiterRedis;
  export default RateLimiterRedisClass;
}

declare module "rate-limiter-flexible/lib/RateLimiterRes.js" {
  import type { RateLimiterRes } from "rate-limiter-flexible";
  const RateLimiterResClass: typeof RateLimiterRes;
  export default RateLimiterResClass;
}
