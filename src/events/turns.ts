/**
 * A recurring chore over many items (ping ten thousand sockets, renew ten thousand leases) spread
 * over its period: the period is cut into ticks of at most {@link TICK_MS}, each item has one tick
 * of every round (its turn), and each tick visits the items whose turn it is. Done all at once, the
 * chore was ten thousand writes in one tick, a stall every period for every subscriber's events.
 */
export interface Turns {
  /** How often the timer ticks. */
  readonly tickMs: number;
  /** Ticks in a round of the period: an item's turn is a number below this. */
  readonly count: number;
  /** The turn of the tick now due (call once per tick). */
  next(): number;
  /** The turn of a newcomer whose first visit comes a whole period after it joins. */
  aRoundAway(): number;
}

/**
 * The longest tick. A tick's visits run in one go: with ticks of a second, ten thousand sockets
 * pinged every 12 s were 833 writes at once, each waking its client, a 40-90 ms stall of the event
 * loop every second on two shared cores, which set the live events' p99 (docs/performance.md, Live
 * status at scale). At 50 ms a tick is some 40 writes; each tick looks over every item for its turn
 * (10,000 at 20 ticks a second: a fraction of a percent of a core).
 */
export const TICK_MS = 50;

/** Cuts `periodMs` into turns of at most `maxTickMs` each. */
export function createTurns(periodMs: number, maxTickMs = TICK_MS): Turns {
  const tickMs = Math.min(maxTickMs, periodMs);
  const count = Math.max(1, Math.round(periodMs / tickMs));
  let tick = 0;
  return {
    tickMs,
    count,
    next: () => tick++ % count,
    aRoundAway: () => (tick + count - 1) % count,
  };
}
