import {
  BrokenCircuitError,
  CircuitState,
  ConsecutiveBreaker,
  ExponentialBackoff,
  circuitBreaker,
  halfJitterGenerator,
  handleWhen,
  type CircuitBreakerPolicy,
} from "cockatiel";
import { UpstreamTimeout, UpstreamUnavailable } from "./errors.js";

/** Options of {@link createUpstreamBreaker}. */
export interface UpstreamBreakerOptions {
  /** Consecutive unavailability failures (network error, timeout, 5xx) that open the circuit. */
  threshold: number;
  /** How long the circuit stays open before one trial call may go through, in ms. */
  halfOpenAfterMs: number;
  /**
   * When set, the first trial goes through after this many ms and each failed trial doubles the
   * wait, up to `halfOpenAfterMs`: a short outage ends for callers soon after it ends upstream,
   * and a long one costs a trial call every `halfOpenAfterMs`.
   */
  firstHalfOpenAfterMs?: number;
}

/** Circuit states as `/readyz` and the metrics report them. */
export type CircuitStateName = "closed" | "open" | "half-open";

/** The circuit is open: the call was refused without reaching the upstream. */
export class UpstreamCircuitOpen extends UpstreamUnavailable {
  /** `route` is kept for logs, out of the message: messages never name an upstream path. */
  constructor(readonly route: string) {
    super("Not attempted: the upstream is failing and its circuit breaker is open.");
  }
}

/** Fails upstream calls fast while the upstream is down, instead of piling up sockets and timeouts. */
export interface UpstreamBreaker {
  /**
   * Runs one upstream attempt through the circuit. Only {@link UpstreamUnavailable} and
   * {@link UpstreamTimeout} count as failures; any other outcome (a tagged 4xx included) counts
   * as the upstream being there.
   * @throws UpstreamCircuitOpen while the circuit is open.
   */
  execute<T>(route: string, attempt: () => Promise<T>): Promise<T>;
  readonly state: CircuitStateName;
  /** Called on every state change; returns the unsubscribe function. */
  onStateChange(listener: (state: CircuitStateName) => void): () => void;
}

const NAMES: Record<CircuitState, CircuitStateName> = {
  [CircuitState.Closed]: "closed",
  [CircuitState.Open]: "open",
  [CircuitState.HalfOpen]: "half-open",
  // Isolation is a manual override this gateway never uses; it behaves as open.
  [CircuitState.Isolated]: "open",
};

function halfOpenAfterOf({ halfOpenAfterMs, firstHalfOpenAfterMs }: UpstreamBreakerOptions) {
  if (firstHalfOpenAfterMs === undefined || firstHalfOpenAfterMs >= halfOpenAfterMs) return halfOpenAfterMs;
  return new ExponentialBackoff({
    initialDelay: firstHalfOpenAfterMs,
    maxDelay: halfOpenAfterMs,
    generator: halfJitterGenerator,
  });
}

/** Creates the breaker around the upstream transport (cockatiel's consecutive-failures breaker). */
export function createUpstreamBreaker(options: UpstreamBreakerOptions): UpstreamBreaker {
  const policy: CircuitBreakerPolicy = circuitBreaker(
    handleWhen(
      (err) => err instanceof UpstreamTimeout || (err instanceof UpstreamUnavailable && !(err instanceof UpstreamCircuitOpen)),
    ),
    { halfOpenAfter: halfOpenAfterOf(options), breaker: new ConsecutiveBreaker(options.threshold) },
  );
  return {
    execute: (route, attempt) =>
      policy.execute(attempt).catch((err: unknown) => {
        throw err instanceof BrokenCircuitError ? new UpstreamCircuitOpen(route) : err;
      }),
    get state() {
      return NAMES[policy.state];
    },
    onStateChange(listener) {
      const subscription = policy.onStateChange((state) => listener(NAMES[state]));
      return () => subscription.dispose();
    },
  };
}
