import type { Logger } from "./logger.js";

/** A circuit breaker as the gauge watches it (upstream/breaker.ts makes the gateway's). */
export interface WatchedCircuit {
  readonly state: string;
  onStateChange(listener: (state: string) => void): unknown;
}

/** A gauge labelled with `state` (and `labels`): metrics.ts's `upstreamCircuit`, `chainRpcCircuit`. */
interface StateGauge {
  set(labels: Record<string, string>, value: number): void;
}

const STATES = ["closed", "open", "half-open"];

/**
 * Shows a breaker's state on `gauge` (1 for the current state, 0 for the others, each series
 * labelled with `labels` too) from now on, and logs each change with `labels` as its fields.
 */
export function gaugeCircuit(
  circuit: WatchedCircuit,
  watch: { gauge: StateGauge; labels: Record<string, string>; logger: Logger; message: string },
): void {
  const { gauge, labels, logger, message } = watch;
  const show = (current: string) => {
    for (const state of STATES) gauge.set({ ...labels, state }, state === current ? 1 : 0);
  };
  show(circuit.state);
  circuit.onStateChange((state) => {
    show(state);
    logger.warn({ ...labels, circuit: state }, message);
  });
}
