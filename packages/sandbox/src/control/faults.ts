import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyReply } from "fastify";
import { z } from "zod";

/** Body of POST /sandbox/faults. */
export const faultsSchema = z
  .object({
    /** Delay added before every answer, in ms. */
    latencyMs: z.number().int().min(0).max(120_000).optional(),
    /**
     * Spread of that delay, in ms: each answer waits `latencyMs ± latencyJitterMs`, drawn
     * uniformly from the seeded PRNG. A real upstream's latency varies from request to request; a
     * constant one makes concurrent requests that arrive together come back together (Node fires
     * the timers of one millisecond at once), which no real upstream does.
     */
    latencyJitterMs: z.number().int().min(0).max(120_000).optional(),
    /** Share of requests answered with `status` and a ServiceUnavailable body. */
    errorRate: z.number().min(0).max(1).optional(),
    /** Status of injected errors (default 503); 429 answers the vendor's TooManyRequests. */
    status: z.number().int().min(400).max(599).optional(),
    /** Seconds in a 429's `retryAfter` (and Retry-After header); default 1. */
    retryAfter: z.number().int().min(0).max(3600).optional(),
    /** Share of requests that never get an answer. */
    timeoutRate: z.number().min(0).max(1).optional(),
  })
  .refine((f) => (f.latencyJitterMs ?? 0) <= (f.latencyMs ?? 0), {
    path: ["latencyJitterMs"],
    message: "latencyJitterMs must not exceed latencyMs",
  });
export type Faults = z.output<typeof faultsSchema>;

/** Applies the configured faults to one non-control request. */
export interface FaultInjector {
  set(faults: Faults): void;
  clear(): void;
  current(): Faults;
  /**
   * Delays, drops or answers the request. Resolves `"answered"` when an error was sent,
   * `"continue"` to let the route run; for a dropped request it never resolves (the client
   * gives up, and stop() destroys the socket).
   */
  apply(reply: FastifyReply): Promise<"answered" | "continue">;
}

/** Creates the injector; random draws come from the seeded `random` so runs replay. */
export function createFaultInjector(random: () => number, signal: AbortSignal): FaultInjector {
  let faults: Faults = {};
  return {
    set(next) {
      faults = next;
    },
    clear() {
      faults = {};
    },
    current: () => ({ ...faults }),
    async apply(reply) {
      const { latencyMs = 0, latencyJitterMs = 0, errorRate = 0, timeoutRate = 0, status = 503 } = faults;
      const delayMs = latencyJitterMs > 0 ? latencyMs + (2 * random() - 1) * latencyJitterMs : latencyMs;
      if (delayMs > 0) await sleep(delayMs, undefined, { signal });
      if (timeoutRate > 0 && random() < timeoutRate) return new Promise<never>(() => {});
      if (errorRate > 0 && random() < errorRate) {
        if (status === 429) {
          const retryAfter = faults.retryAfter ?? 1;
          reply
            .code(429)
            .header("retry-after", String(retryAfter))
            .send({ _tag: "TooManyRequests", message: "Injected fault: too many requests", retryAfter });
        } else {
          reply.code(status).send({ _tag: "ServiceUnavailable", message: "Injected fault: the service is unavailable" });
        }
        return "answered";
      }
      return "continue";
    },
  };
}
