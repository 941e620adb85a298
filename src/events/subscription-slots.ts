import { randomUUID } from "node:crypto";
import type { RedisClient } from "../redis/cluster.js";
import { createTurns, TurnGroups, type Turns } from "./turns.js";

/**
 * The cap on concurrent subscriptions per caller, across instances. With Redis, a sorted set per
 * caller holds one member per open stream (`<instance>:<n>`) scored by the time its lease ends;
 * each instance renews the leases of its own streams while they are open, and removes a member
 * when its stream ends (complete, error, the client leaving, shutdown). Counting drops expired
 * members first, so the streams of a killed instance stop counting once their leases end: no
 * count leaks the way a bare counter's would. Without Redis the count is this process's own.
 */

/** One open stream's place in its caller's count; `release` is idempotent. */
export interface SubscriptionSlot {
  release(): void;
}

/** Options of {@link createSubscriptionSlots}. */
export interface SubscriptionSlotsOptions {
  /** Most streams one caller may hold at once, over every instance. */
  limit: number;
  /** Redis commands connection; without it the count is per process. */
  redis?: RedisClient;
  /** Prefix of the per-caller keys, e.g. `${redisKeyPrefix}subscriptions:`. */
  keyPrefix: string;
  /** How long a stream counts without its instance renewing it (default 30 s). */
  leaseMs?: number;
  /** Hears a failed Redis command (the stream is then let through: a Redis hiccup must not refuse subscribers). */
  onError?: (err: unknown) => void;
}

export interface SubscriptionSlots {
  readonly limit: number;
  /** A slot for one more stream of `caller`, or undefined when the caller already holds `limit`. */
  acquire(caller: string): Promise<SubscriptionSlot | undefined>;
  /** Releases every slot of this instance and stops renewing (shutdown). */
  close(): Promise<void>;
}

/** Drop expired members, count, add one if under the limit; `1` when added. */
const ACQUIRE = `
redis.call("ZREMRANGEBYSCORE", KEYS[1], "-inf", ARGV[1])
if redis.call("ZCARD", KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call("ZADD", KEYS[1], ARGV[2], ARGV[4])
redis.call("PEXPIRE", KEYS[1], ARGV[5])
return 1`;

/**
 * Extends the leases of the given members (`ARGV[2..]`: score, member pairs) that are still there,
 * and the key's own expiry (`ARGV[1]` ms): one command per caller key and renewal, where ZADD XX
 * then PEXPIRE were two (the largest Redis load of thousands of quiet subscribers). One key, so a
 * Cluster runs it on the key's node.
 */
const RENEW = `
redis.call("ZADD", KEYS[1], "XX", unpack(ARGV, 2))
redis.call("PEXPIRE", KEYS[1], ARGV[1])`;

/** Members per RENEW: Lua's `unpack` has a stack of some 8,000 values; thousands of streams can share one caller key. */
const RENEW_BATCH = 1_000;

const DEFAULT_LEASE_MS = 30_000;

/** Creates the per-caller cap (in Redis when given one). */
export function createSubscriptionSlots(options: SubscriptionSlotsOptions): SubscriptionSlots {
  const { limit, redis, keyPrefix, leaseMs = DEFAULT_LEASE_MS, onError = () => {} } = options;
  return redis ? redisSlots(redis, limit, keyPrefix, leaseMs, onError) : memorySlots(limit);
}

function memorySlots(limit: number): SubscriptionSlots {
  const counts = new Map<string, number>();
  return {
    limit,
    async acquire(caller) {
      const held = counts.get(caller) ?? 0;
      if (held >= limit) return undefined;
      counts.set(caller, held + 1);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          const left = (counts.get(caller) ?? 1) - 1;
          if (left > 0) counts.set(caller, left);
          else counts.delete(caller);
        },
      };
    },
    async close() {
      counts.clear();
    },
  };
}

/** One open stream's lease: its number (member `<instance>:<n>`) and its caller's key. */
class Lease implements SubscriptionSlot {
  constructor(
    readonly n: number,
    readonly key: string,
    private readonly leases: RedisLeases,
  ) {}

  release(): void {
    void this.leases.remove(this);
  }
}

/** This instance's leases, by turn, renewed three times a lease (so a live instance's stream never expires between two). */
class RedisLeases {
  private readonly instance = randomUUID();
  private readonly turns: Turns;
  private readonly held: TurnGroups<Lease>;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly redis: RedisClient,
    private readonly leaseMs: number,
    private readonly onError: (err: unknown) => void,
  ) {
    this.turns = createTurns(leaseMs / 3);
    this.held = new TurnGroups(this.turns);
    this.timer = setInterval(() => this.renew(this.held.due()), this.turns.tickMs);
    this.timer.unref();
  }

  memberOf(n: number): string {
    return `${this.instance}:${n}`;
  }

  add(lease: Lease): void {
    this.held.add(lease, lease.n % this.turns.count);
  }

  remove(lease: Lease): Promise<void> {
    const turn = lease.n % this.turns.count;
    if (!this.held.delete(lease, turn)) return Promise.resolve();
    return this.redis.zrem(lease.key, this.memberOf(lease.n)).then(
      () => {},
      (err: unknown) => this.onError(err),
    );
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all([...this.held].map((lease) => this.remove(lease)));
  }

  /**
   * Renews the leases whose turn it is. The renewals are spread over their period in short ticks
   * (turns.ts): ten thousand streams renewed at once were ten thousand Redis commands written in
   * one tick, a stall every period for every subscriber's events.
   */
  private renew(due: Iterable<Lease>): void {
    const until = String(Date.now() + this.leaseMs);
    // One command per caller key (no multi-key pipeline: a Cluster keeps the keys on different nodes).
    // Appended in place: thousands of streams can share one caller key (one address behind a proxy).
    const byKey = new Map<string, string[]>();
    for (const { n, key } of due) {
      let scored = byKey.get(key);
      if (!scored) byKey.set(key, (scored = []));
      scored.push(until, this.memberOf(n));
    }
    const lease = String(this.leaseMs);
    for (const [key, scored] of byKey) {
      for (let i = 0; i < scored.length; i += 2 * RENEW_BATCH) {
        this.redis.eval(RENEW, 1, key, lease, ...scored.slice(i, i + 2 * RENEW_BATCH)).catch(this.onError);
      }
    }
  }
}

function redisSlots(
  redis: RedisClient,
  limit: number,
  keyPrefix: string,
  leaseMs: number,
  onError: (err: unknown) => void,
): SubscriptionSlots {
  const leases = new RedisLeases(redis, leaseMs, onError);
  let next = 0;
  return {
    limit,
    async acquire(caller) {
      const key = keyPrefix + caller;
      const n = ++next;
      const now = Date.now();
      try {
        const added = await redis.eval(
          ACQUIRE,
          1,
          key,
          String(now),
          String(now + leaseMs),
          String(limit),
          leases.memberOf(n),
          String(leaseMs),
        );
        if (added !== 1) return undefined;
      } catch (err) {
        onError(err);
        return { release() {} };
      }
      const lease = new Lease(n, key, leases);
      leases.add(lease);
      return lease;
    },
    close: () => leases.close(),
  };
}
