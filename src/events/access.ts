import { addressFamilyOf } from "../domain/event-kinds.js";
import type { Credential } from "../upstream/auth.js";
import { PUSH_QUEUE_LIMIT } from "./push-queue.js";
import type { RelayedEvent } from "./pubsub.js";

/** What a caller's right to an event is checked against: its transfer, or the smart deposit address it is about. */
export type Subject = { transfer: string } | { address: string; chain: string };

/**
 * Whether `credential` reads the subject by query (a transfer by id, a smart deposit address's
 * status), through the same tenant-keyed reads as queries. A port: the loaders' layer fills it.
 * @throws when the upstream could not say (unreachable, overloaded): the right is unknown.
 */
export type MayRead = (credential: Credential, subject: Subject) => Promise<boolean>;

/**
 * An event about a deposit address and no transfer that no read can check: a routing address's
 * (the vendor has no read for those), or a kind this gateway does not know.
 */
const UNCHECKED = "unchecked";

const text = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : undefined);

/** The deposit address and chain an event names, at its top level or nested (`depositAddress: { depositAddress, depositChain }`). */
function addressOf(event: Record<string, unknown>): { address?: string; chain?: string } {
  const nested = event.depositAddress;
  if (typeof nested === "object" && nested !== null) {
    const fields = nested as Record<string, unknown>;
    return { address: text(fields.depositAddress), chain: text(fields.depositChain) };
  }
  return { address: text(nested), chain: text(event.depositChain) };
}

/**
 * Whose right an event needs: its transfer's (the record it carries, else its `_id`), or for an
 * event about a smart deposit address alone, that address's. Undefined when it names nothing a
 * caller could be checked against: no subscriber but the admin gets it.
 */
export function subjectOf(e: RelayedEvent): Subject | typeof UNCHECKED | undefined {
  if (e.transaction) return { transfer: e.transaction.id };
  const { address, chain } = addressOf(e.event);
  if (address !== undefined) {
    if (addressFamilyOf(e.kind) !== "smart") return UNCHECKED;
    return chain === undefined ? undefined : { address, chain };
  }
  const id = text(e.event._id);
  return id === undefined ? undefined : { transfer: id };
}

const keyOf = (subject: Subject): string =>
  "transfer" in subject ? `t\u0000${subject.transfer}` : `a\u0000${subject.chain}\u0000${subject.address}`;

/** Decisions one stream keeps; beyond it the oldest is checked again when it comes back. */
const DECISIONS_KEPT = 1_000;

/**
 * A non-admin subscriber's gate: an event passes only when the caller may read its subject, asked
 * once per subject (the first event of each transfer or address; the current state read with the
 * caller's credential at the start grants its transfer). Events wait behind a check in the order
 * they came, so the stream's order holds.
 */
export class AccessGate {
  private readonly decided = new Map<string, boolean>();
  /** Events behind a pending check, oldest first; undefined when none is pending. */
  private waiting: RelayedEvent[] | undefined;
  private draining: Promise<void> = Promise.resolve();

  constructor(
    private readonly check: (subject: Subject) => Promise<boolean>,
    /** Hands on an event the caller may read. */
    private readonly admit: (e: RelayedEvent) => void,
    /** The right could not be checked: the stream ends with this error. */
    private readonly fail: (error: unknown) => void,
  ) {}

  /** The caller read this transfer with its own credential: its events pass. */
  grant(transferId: string): void {
    this.decide({ transfer: transferId }, true);
  }

  offer(e: RelayedEvent): void {
    if (this.waiting) {
      if (this.waiting.length >= PUSH_QUEUE_LIMIT)
        return this.fail(new Error(`${PUSH_QUEUE_LIMIT} events wait for a rights check`));
      this.waiting.push(e);
    } else if (!this.pass(e)) {
      this.waiting = [e];
      this.draining = this.drain();
    }
  }

  /** Resolves once every event offered so far was admitted or dropped. */
  settled(): Promise<void> {
    return this.draining;
  }

  /** Admits or drops `e` when its subject is decided; false when it must wait for a check. */
  private pass(e: RelayedEvent): boolean {
    const subject = subjectOf(e);
    if (subject === UNCHECKED) {
      this.admit(e);
      return true;
    }
    if (subject === undefined) return true;
    const allowed = this.decided.get(keyOf(subject));
    if (allowed === undefined) return false;
    if (allowed) this.admit(e);
    return true;
  }

  private async drain(): Promise<void> {
    const waiting = this.waiting!;
    try {
      while (waiting.length > 0) {
        if (this.pass(waiting[0]!)) waiting.shift();
        else {
          const subject = subjectOf(waiting[0]!) as Subject;
          this.decide(subject, await this.check(subject));
        }
      }
    } catch (error) {
      this.fail(error);
    } finally {
      this.waiting = undefined;
    }
  }

  private decide(subject: Subject, allowed: boolean): void {
    this.decided.set(keyOf(subject), allowed);
    if (this.decided.size > DECISIONS_KEPT) this.decided.delete(this.decided.keys().next().value!);
  }
}
