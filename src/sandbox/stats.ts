/** Request counters behind GET /sandbox/stats. */
export interface RequestStats {
  /** Counts one request under `"<METHOD> <route pattern>"`; unmatched routes count as `"<METHOD> *"`. */
  count(method: string, pattern: string | undefined): void;
  /** Counts one successful API-key exchange. */
  authExchange(): void;
  snapshot(): { requests: Record<string, number>; authExchanges: number };
  reset(): void;
}

export function createRequestStats(): RequestStats {
  let requests = new Map<string, number>();
  let authExchanges = 0;
  return {
    count(method, pattern) {
      const key = `${method} ${pattern ?? "*"}`;
      requests.set(key, (requests.get(key) ?? 0) + 1);
    },
    authExchange() {
      authExchanges++;
    },
    snapshot: () => ({ requests: Object.fromEntries(requests), authExchanges }),
    reset() {
      requests = new Map();
      authExchanges = 0;
    },
  };
}
