import { randomUUID } from "node:crypto";
import { isEarlierState, isFinalState } from "../domain/transfer-states.js";
import type { RedisClient } from "../redis/cluster.js";
import type { Transaction } from "../upstream/wire/transaction.js";
import type { Topic } from "./envelope.js";

/**
 * One transfer that subscribers on this instance watch: what they were last sent of it, and how
 * to read it now. The streams keep `state` up to date as they send its events.
 */
export interface Watched {
  /** The topic the watchers listen on (`transaction:<id>`, a hash's): the lease is per topic. */
  readonly topic: Topic;
  /** The transfer's state as last sent to its watchers here (the upstream's text); undefined before any. */
  state: string | undefined;
  /** When it is next due (epoch ms); set by the re-reader. */
  due: number;
  /** The record as the upstream has it now, read as the query path reads it (shared cache, single-flight). */
  read(): Promise<Transaction | undefined>;
}

/** What one due transfer's turn came to, for `gateway_watch_rereads_total`. */
export type RereadOutcome = "unchanged" | "changed" | "failed" | "elsewhere";

/** Options of {@link createWatchRereader}. */
export interface WatchRereadOptions {
  /** How often each watched transfer is read, in ms (WATCH_REREAD_MS); each turn is jittered by ±20 %. */
  intervalMs: number;
  /** Most reads a second on this instance (WATCH_REREAD_MAX_PER_S); beyond it the turns come later. */
  maxPerSecond: number;
  /** With Redis, one instance reads a transfer per interval, whichever many watch it (a lease per topic). */
  redis?: RedisClient;
  /** Prefix of the lease keys, e.g. `${redisKeyPrefix}watch-reread:`. */
  keyPrefix: string;
  /** Sends a state no webhook announced to every watcher, on every instance (history and bus). */
  publish(record: Transaction): Promise<void>;
  onOutcome?(outcome: RereadOutcome): void;
  /** Counts the transfers watched here (`gateway_watched_transfers`). */
  gauge?: { inc(): void; dec(): void };
  /** Hears a failed lease or publish (a read that fails is an outcome, the next turn retries). */
  onError?(error: unknown): void;
}

/** The periodic re-read of watched transfers; see {@link createWatchRereader}. */
export interface WatchRereader {
  /** Starts re-reading `watched` (its first turn one jittered interval from now). */
  add(watched: Watched): void;
  remove(watched: Watched): void;
  stop(): void;
}

const jittered = (ms: number) => ms * (0.8 + Math.random() * 0.4);

/**
 * The vendor sends no webhook for some states (FAILED, SWAP_FAILED, PENDING_CONFIRMATION,
 * DEPOSIT_ACCEPTED): a watcher would never hear of them. So each transfer watched on this instance
 * and not final is read again about every `intervalMs`, and a state its watchers were not sent is
 * published as a CURRENT_STATE event through the normal fan-out (the watchers of every instance
 * get it; `untilFinal` ends on a final one). The cost is bounded: one timer ticking once a second,
 * at most `maxPerSecond` reads a tick-second, turns jittered so a crowd that subscribed together
 * spreads out, and with Redis one read per transfer per interval across all instances (the first
 * to take the transfer's lease, `SET NX PX intervalMs`, reads; the others count `elsewhere`).
 */
export function createWatchRereader(options: WatchRereadOptions): WatchRereader {
  const { intervalMs, maxPerSecond, redis, keyPrefix, publish, onOutcome = () => {}, onError = () => {}, gauge } = options;
  const instance = randomUUID();
  const watched = new Set<Watched>();
  const tickMs = Math.min(1_000, intervalMs);
  const budget = Math.max(1, Math.floor((maxPerSecond * tickMs) / 1_000));

  const leased = async (w: Watched): Promise<boolean> => {
    if (!redis) return true;
    try {
      return (await redis.set(keyPrefix + w.topic, instance, "PX", intervalMs, "NX")) === "OK";
    } catch (error) {
      // Without Redis nobody can say who reads: this instance does, rather than nobody.
      onError(error);
      return true;
    }
  };

  async function turn(w: Watched): Promise<RereadOutcome> {
    if (!(await leased(w))) return "elsewhere";
    let record: Transaction | undefined;
    try {
      record = await w.read();
    } catch {
      return "failed";
    }
    if (!record || !watched.has(w)) return "unchanged";
    const known = w.state;
    // A cached copy older than what the watchers have is no news.
    if (record.rawState === known || (known !== undefined && isEarlierState(record.rawState, known))) return "unchanged";
    w.state = record.rawState;
    await publish(record);
    return "changed";
  }

  const timer = setInterval(() => {
    const now = Date.now();
    let left = budget;
    for (const w of watched) {
      if (left === 0) break;
      if (w.due > now || (w.state !== undefined && isFinalState(w.state))) continue;
      left--;
      w.due = now + jittered(intervalMs);
      turn(w).then(onOutcome, (error: unknown) => {
        onError(error);
        onOutcome("failed");
      });
    }
  }, tickMs);
  timer.unref();

  return {
    add(w) {
      w.due = Date.now() + jittered(intervalMs);
      watched.add(w);
      gauge?.inc();
    },
    remove(w) {
      if (watched.delete(w)) gauge?.dec();
    },
    stop: () => clearInterval(timer),
  };
}
