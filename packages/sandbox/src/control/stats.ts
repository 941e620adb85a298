/** Request counters behind GET /sandbox/stats. */
export interface RequestStats {
  /**
   * Counts one request under `"<METHOD> <route pattern>"` (unmatched routes count as `"<METHOD> *"`)
   * and keeps its W3C `traceparent` header, if any, as that route's latest.
   */
  count(method: string, pattern: string | undefined, traceparent: string | undefined): void;
  /** Counts one successful API-key exchange. */
  authExchange(): void;
  snapshot(): { requests: Record<string, number>; traceparents: Record<string, string>; authExchanges: number };
  reset(): void;
}

export function createRequestStats(): RequestStats {
  let requests = new Map<string, number>();
  // A caller's traces join the upstream's through this header: the sandbox shows what arrived.
  let traceparents = new Map<string, string>();
  let authExchanges = 0;
  return {
    count(method, pattern, traceparent) {
      const key = `${method} ${pattern ?? "*"}`;
      requests.set(key, (requests.get(key) ?? 0) + 1);
      if (traceparent !== undefined) traceparents.set(key, traceparent);
    },
    authExchange() {
      authExchanges++;
    },
    snapshot: () => ({ requests: Object.fromEntries(requests), traceparents: Object.fromEntries(traceparents), authExchanges }),
    reset() {
      requests = new Map();
      traceparents = new Map();
      authExchanges = 0;
    },
  };
}
