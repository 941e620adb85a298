import { createHash } from "node:crypto";

/**
 * Deterministic identifiers and randomness: every value is sha256(seed, stream, counter), so a
 * fixed `SANDBOX_SEED` replays the same ids for the same sequence of calls. Each stream has its
 * own counter, so fault-injection draws never shift the ids of quotes or transactions.
 */
export interface IdSource {
  /** 24 lower-case hex characters (Mongo ObjectId-like), used for quote ids and refund ids. */
  objectId(): string;
  /** `0x` + 64 hex: a transaction hash. */
  txHash(): string;
  /** `0x` + 40 hex: an EVM-style address. */
  address(): string;
  /** A UUID-shaped unique event id. */
  eventId(): string;
  /** A float in [0, 1) from the named stream (faults, jitter). */
  random(stream: "faults" | "jitter"): number;
}

/** Creates the id source for one sandbox instance. */
export function createIdSource(seed: string): IdSource {
  const counters = new Map<string, number>();
  const draw = (stream: string): string => {
    const n = (counters.get(stream) ?? 0) + 1;
    counters.set(stream, n);
    return createHash("sha256").update(`${seed}\u0000${stream}\u0000${n}`).digest("hex");
  };
  return {
    objectId: () => draw("objectId").slice(0, 24),
    txHash: () => `0x${draw("txHash")}`,
    address: () => `0x${draw("address").slice(0, 40)}`,
    eventId: () => {
      const h = draw("eventId");
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
    },
    // 48 bits of the digest give a uniform float without bias worth caring about here.
    random: (stream) => parseInt(draw(stream).slice(0, 12), 16) / 2 ** 48,
  };
}
