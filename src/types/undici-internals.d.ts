// The two undici modules the upstream transport imports directly (see src/upstream/http.ts), typed
// as the package's own exports of the same classes.
declare module "undici/lib/dispatcher/pool.js" {
  import type { Pool } from "undici";
  const PoolClass: typeof Pool;
  export default PoolClass;
}

declare module "undici/lib/core/errors.js" {
  import type { errors } from "undici";
  const undiciErrors: typeof errors;
  export default undiciErrors;
}
