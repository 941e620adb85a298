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
 * pinged every 12 s were 833 writes at once, each waking its client: stalls of the event loop of
 * 10-60 ms every second in `bench:live`'s profiles at that scale (two shared cores), with events
 * waiting behind them (docs/performance.md, Live status at scale). At 50 ms a tick is some 40
 * writes; each tick visits the items of its turn alone (see {@link TurnGroups}).
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

/**
 * Items kept by their turn, so that a tick visits the items of its turn without looking over all
 * of them (10,000 items at 20 ticks a second were 200,000 looks a second: 2-3 % of a core).
 */
export class TurnGroups<T> {
  private readonly groups: Set<T>[];
  private count = 0;

  constructor(private readonly turns: Turns) {
    this.groups = Array.from({ length: turns.count }, () => new Set<T>());
  }

  get size(): number {
    return this.count;
  }

  add(item: T, turn: number): void {
    const group = this.groups[turn]!;
    if (group.has(item)) return;
    group.add(item);
    this.count++;
  }

  /** Whether it was there. */
  delete(item: T, turn: number): boolean {
    if (!this.groups[turn]!.delete(item)) return false;
    this.count--;
    return true;
  }

  /** The items of the tick now due (call once per tick, in place of `turns.next()`). */
  due(): ReadonlySet<T> {
    return this.groups[this.turns.next()]!;
  }

  /** Every item. */
  *[Symbol.iterator](): IterableIterator<T> {
    for (const group of this.groups) yield* group;
  }
}
