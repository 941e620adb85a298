import { GraphQLError } from "graphql";
import { Repeater } from "graphql-yoga";
import type { Transaction } from "../upstream/wire/transaction.js";
import { topic, topicsOfEvent, type Topic, type TopicField } from "./envelope.js";
import type { EventHistory } from "./history.js";
import type { EventBus, RelayedEvent } from "./pubsub.js";

import { CURRENT_STATE_KIND } from "../domain/event-kinds.js";
import { endsWatch } from "../domain/transfer-states.js";

export { CURRENT_STATE_KIND };

/** Whether this event ends an `untilFinal` watch (see {@link endsWatch}). */
const endsWatchEvent = (e: RelayedEvent): boolean => e.transaction !== undefined && endsWatch(e.transaction.rawState);

/** How a stream behaves besides its filter. */
export interface StreamOptions {
  /** Complete the stream after the first event whose transaction is in a final state. */
  untilFinal?: boolean;
}

/** Which events a subscriber wants; every given field must match. */
export interface StreamFilter {
  quoteId?: string | null;
  depositTxHash?: string | null;
  withdrawTxHash?: string | null;
  depositAddress?: string | null;
}

/**
 * Why a stream was not opened, or stopped. A GraphQL error with its `extensions.code`, because it
 * can also end a stream already handed to the client, where nothing else could translate it.
 */
export class StreamRefused extends GraphQLError {
  constructor(code: "FORBIDDEN" | "BAD_USER_INPUT" | "EVENTS_UNAVAILABLE", message: string) {
    super(message, { extensions: { code } });
  }
}

const unavailable = () =>
  new StreamRefused("EVENTS_UNAVAILABLE", "Live events are unavailable right now; subscribe again shortly.");

/** The subscriber's side of a stream: its rights and how to read a transaction's current state. */
export interface StreamCaller {
  isAdmin: boolean;
  /** The record as the upstream knows it now (by withdraw or deposit hash); undefined when unknown. */
  currentState(filter: StreamFilter): Promise<Transaction | undefined>;
}

/** Options of {@link createTransactionStreams}. */
export interface TransactionStreamsDeps {
  bus: EventBus;
  history: EventHistory;
  /** Counts open streams (the `gateway_active_subscriptions` gauge). */
  gauge: { inc(): void; dec(): void };
}

/** Opens the live event streams behind `transactionEvents`. */
export interface TransactionStreams {
  /**
   * The events of a filter: kept history after `afterEventId`, or the current state first, then
   * live. Checked before the stream exists, so a refusal is a clean error, not a broken stream.
   * @throws StreamRefused
   */
  open(
    filter: StreamFilter | null | undefined,
    afterEventId: string | undefined,
    caller: StreamCaller,
    options?: StreamOptions,
  ): Promise<AsyncIterable<RelayedEvent>>;
}

const FILTER_FIELDS: [keyof StreamFilter, TopicField][] = [
  ["quoteId", "transaction"],
  ["depositTxHash", "depositTxHash"],
  ["withdrawTxHash", "withdrawTxHash"],
  ["depositAddress", "depositAddress"],
];

/** The filter as topics, most specific first; empty for "every event". */
function topicsOf(filter: StreamFilter | null | undefined): Topic[] {
  return FILTER_FIELDS.flatMap(([key, field]) => {
    const value = filter?.[key];
    return value ? [topic(field, String(value))] : [];
  });
}

/** Event ids one subscriber was sent, so history replay, live stream and backfill reach it once each. */
const SEEN_PER_SUBSCRIPTION = 1_000;

function seenIds(): { add(id: string): void; has(id: string): boolean } {
  const ids = new Set<string>();
  return {
    add(id) {
      ids.add(id);
      // Oldest first out: a Set iterates in insertion order.
      if (ids.size > SEEN_PER_SUBSCRIPTION) ids.delete(ids.values().next().value!);
    },
    has: (id) => ids.has(id),
  };
}

/** Creates the stream opener over the bus (live events) and the history (what came before). */
export function createTransactionStreams({ bus, history, gauge }: TransactionStreamsDeps): TransactionStreams {
  return {
    async open(filter, afterEventId, caller, options = {}) {
      const topics = topicsOf(filter);
      const untilFinal = options.untilFinal === true;
      if (topics.length === 0 && !caller.isAdmin) {
        throw new StreamRefused("FORBIDDEN", "A subscription without a filter needs the gateway admin token.");
      }
      if (topics.length === 0 && afterEventId !== undefined) {
        throw new StreamRefused(
          "BAD_USER_INPUT",
          "afterEventId needs a filter: event history is kept per transaction, hash and deposit address.",
        );
      }
      if (untilFinal && !filter?.quoteId && !filter?.depositTxHash && !filter?.withdrawTxHash) {
        // A deposit address (or the whole project) sees many transfers: whose final state would end it?
        throw new StreamRefused(
          "BAD_USER_INPUT",
          "untilFinal needs a filter that names one transfer: quoteId, depositTxHash or withdrawTxHash.",
        );
      }
      try {
        await bus.ready();
      } catch {
        throw unavailable();
      }
      const matches = (e: RelayedEvent): boolean => {
        if (topics.length <= 1) return true;
        const have = new Set(topicsOfEvent(e.event));
        return topics.every((t) => have.has(t));
      };
      // A Repeater, not an async generator: a generator's `return()` waits behind its pending
      // `next()`, so a client leaving a quiet topic would never unsubscribe.
      return new Repeater<RelayedEvent>(async (push, stop) => {
        gauge.inc();
        // The current state is read before listening: a subscriber that commits once it is listening
        // (the documented flow) then never gets a state that its own live events repeat. What is
        // relayed while the read runs is taken from the history below, so nothing falls in between.
        const lookupStartedAt = Date.now();
        const current =
          afterEventId === undefined && filter ? await caller.currentState(filter).catch(() => undefined) : undefined;
        const subscription = bus.subscribe(topics[0] ?? "all");
        void stop.then(() => {
          gauge.dec();
          return subscription.return();
        });
        const seen = seenIds();
        const startedAt = Date.now();
        let lastRelayed = afterEventId;
        let finished = false;
        // Every message goes through here: with untilFinal, the one carrying a final state is the last.
        const send = async (e: RelayedEvent) => {
          if (finished) return;
          await push(e);
          if (untilFinal && endsWatchEvent(e)) {
            finished = true;
            stop();
          }
        };
        const deliver = async (e: RelayedEvent) => {
          // The content id when the relay set one: a webhook event and the cursor's bare copy of it
          // (relayed again after Redis lost the dedupe claims) carry different eventIds.
          const id = e.contentId ?? e.eventId;
          if (!matches(e) || seen.has(id)) return;
          seen.add(id);
          lastRelayed = e.eventId;
          await send(e);
        };
        // Events published while Redis was away never reached this subscription: take them from the history.
        const stopGapFill = bus.onResubscribed(() => {
          if (topics.length === 0) return;
          history
            .after(topics[0]!, lastRelayed ?? "")
            .then(async (missed) => {
              for (const e of missed) if (lastRelayed !== undefined || e.receivedAt >= startedAt) await deliver(e);
            })
            .catch(() => {});
        });
        void stop.then(stopGapFill);
        // Live first, then read what came before: an event in between is not missed, and `seen` drops its second copy.
        try {
          await subscription.ready;
        } catch {
          throw unavailable();
        }
        if (afterEventId !== undefined) {
          let missed: RelayedEvent[];
          try {
            missed = await history.after(topics[0]!, afterEventId);
          } catch {
            throw unavailable();
          }
          for (const e of missed) await deliver(e);
        } else {
          if (current) {
            const now = Date.now();
            await send({
              eventId: `${CURRENT_STATE_KIND}:${current.id}:${current.rawState}`,
              kind: CURRENT_STATE_KIND,
              ts: now,
              receivedAt: now,
              event: { ...current },
              transaction: current,
            });
            if (topics.length > 0) {
              const during = await history.after(topics[0]!, "").catch((): RelayedEvent[] => []);
              for (const e of during) if (e.receivedAt >= lookupStartedAt) await deliver(e);
            }
          } else if (topics.length > 0) {
            // No upstream lookup by quote id (or the lookup failed): what this gateway relayed for the
            // transaction so far stands in for its current state, so a late subscriber misses nothing.
            const past = await history.after(topics[0]!, "").catch((): RelayedEvent[] => []);
            for (const e of past) await deliver(e);
          }
        }
        if (!finished) for await (const e of subscription) await deliver(e);
        stop();
      });
    },
  };
}
