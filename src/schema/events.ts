import { GraphQLError } from "graphql";
import { z } from "zod";
import { Repeater } from "graphql-yoga";
import type { GatewayContext } from "../context.js";
import { topic, topicsOfEvent, type Topic, type TopicField } from "../events/envelope.js";
import type { RelayedEvent } from "../events/pubsub.js";
import { activeSubscriptions } from "../metrics.js";
import { parseTransaction, type Transaction as TransactionShape } from "../upstream/wire/transaction.js";
import { builder } from "./builder.js";
import { Transaction } from "./transaction.js";
import { depositAddressString, idString } from "./validation.js";

/** What a subscriber receives: a relayed event, or the current state sent first on subscribe. */
type TransactionEventShape = RelayedEvent & { transaction?: TransactionShape | null };

/** Kind of the first message of a filtered subscription: the state before any live event. */
export const CURRENT_STATE_KIND = "CURRENT_STATE";

const TransactionEventFilter = builder.inputType("TransactionEventFilter", {
  description: "Which events to receive; every given field must match. No filter at all needs the admin token.",
  fields: (t) => ({
    quoteId: t.id({ description: "The quote (and transaction record) id." }),
    depositTxHash: t.string({ description: "Deposit transaction hash on chainIn." }),
    withdrawTxHash: t.string({ description: "Withdrawal transaction hash on chainOut." }),
    depositAddress: t.string({ description: "A smart deposit address." }),
  }),
});

/** Webhook kinds `BRIDGE_<STATE>` name the state the record moved to; the record itself carries no `state`. */
function stateOfKind(kind: string): string | undefined {
  if (!kind.startsWith("BRIDGE_")) return undefined;
  const state = kind.slice("BRIDGE_".length);
  return state === "REFUNDED" ? "SWAP_FAILED_REFUNDED" : state;
}

/**
 * Parsed records per relayed event. Every subscriber of an instance receives the same event
 * object, so a thousand subscribers cost one parse instead of a thousand.
 */
const parsedRecords = new WeakMap<TransactionEventShape, TransactionShape | null>();

function transactionOf(e: TransactionEventShape): TransactionShape | null {
  if (e.transaction !== undefined) return e.transaction;
  const known = parsedRecords.get(e);
  if (known !== undefined) return known;
  const state = typeof e.event.state === "string" ? e.event.state : stateOfKind(e.kind);
  if (state === undefined) return null;
  const parsed = parseTransaction({ ...e.event, _tag: undefined }, state);
  const record = parsed.__typename === "UnreadableRecord" ? null : parsed;
  parsedRecords.set(e, record);
  return record;
}

const TransactionEvent = builder.objectRef<TransactionEventShape>("TransactionEvent").implement({
  description: "A webhook event from the upstream, verified and relayed; or the current state, sent first.",
  fields: (t) => ({
    eventId: t.exposeID("eventId", { description: "The upstream's event id (unique per event, kept across redeliveries)." }),
    type: t.exposeString("kind", {
      description:
        "Event kind, e.g. BRIDGE_PENDING, BRIDGE_EXECUTED, DEPOSIT_ADDRESS_CREATED; CURRENT_STATE for the first message.",
    }),
    occurredAt: t.field({
      type: "DateTime",
      description: "When the upstream emitted the event.",
      resolve: (e) => new Date(e.ts).toISOString(),
    }),
    receivedAt: t.field({
      type: "DateTime",
      description: "When this gateway received it.",
      resolve: (e) => new Date(e.receivedAt).toISOString(),
    }),
    transaction: t.field({
      type: Transaction,
      nullable: true,
      description: "The transaction record as of this event; null for kinds that carry none (e.g. DEPOSIT_ADDRESS_CREATED).",
      resolve: transactionOf,
    }),
    payload: t.field({ type: "JSON", description: "The upstream's event object as received.", resolve: (e) => e.event }),
  }),
});

interface Filter {
  quoteId?: string | null;
  depositTxHash?: string | null;
  withdrawTxHash?: string | null;
  depositAddress?: string | null;
}

const FILTER_FIELDS: [keyof Filter, TopicField][] = [
  ["quoteId", "transaction"],
  ["depositTxHash", "depositTxHash"],
  ["withdrawTxHash", "withdrawTxHash"],
  ["depositAddress", "depositAddress"],
];

/** The filter as topics, most specific first; empty for "every event". */
function topicsOf(filter: Filter | null | undefined): Topic[] {
  return FILTER_FIELDS.flatMap(([key, field]) => {
    const value = filter?.[key];
    return value ? [topic(field, String(value))] : [];
  });
}

/** The record as the upstream knows it now, when the filter names a transaction by hash. */
async function currentState(ctx: GatewayContext, filter: Filter): Promise<TransactionShape | undefined> {
  try {
    if (filter.withdrawTxHash) return await ctx.loaders.byWithdrawHash.load(filter.withdrawTxHash);
    if (filter.depositTxHash) return (await ctx.loaders.byDepositHash.load(filter.depositTxHash)).items[0];
  } catch {
    // Not found yet, or the upstream is down: the live events still come.
  }
  return undefined;
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

const unavailable = () =>
  new GraphQLError("Live events are unavailable right now; subscribe again shortly.", {
    extensions: { code: "EVENTS_UNAVAILABLE" },
  });

/** Filter values reach upstream URLs (the current-state lookup): the same rules as the query arguments. */
const filterSchema = z.object({
  quoteId: idString.nullish(),
  depositTxHash: idString.nullish(),
  withdrawTxHash: idString.nullish(),
  depositAddress: depositAddressString.nullish(),
});

/**
 * The subscription's event stream. A Repeater, not an async generator: a generator's `return()`
 * waits behind its pending `next()`, so a client leaving a quiet topic would never unsubscribe.
 * Checked before the Repeater exists, so a refusal is a clean GraphQL error, not a broken stream.
 */
async function transactionEvents(
  ctx: GatewayContext,
  filter: Filter | null | undefined,
  afterEventId: string | undefined,
): Promise<Repeater<TransactionEventShape>> {
  const invalid = filter ? filterSchema.safeParse(filter) : undefined;
  if (invalid && !invalid.success) {
    const issue = invalid.error.issues[0]!;
    throw new GraphQLError(`filter.${issue.path.join(".")} ${issue.message}`, { extensions: { code: "BAD_USER_INPUT" } });
  }
  const topics = topicsOf(filter);
  if (topics.length === 0 && !ctx.isAdmin) {
    throw new GraphQLError("A subscription without a filter needs the gateway admin token.", {
      extensions: { code: "FORBIDDEN" },
    });
  }
  if (topics.length === 0 && afterEventId !== undefined) {
    throw new GraphQLError("afterEventId needs a filter: event history is kept per transaction, hash and deposit address.", {
      extensions: { code: "BAD_USER_INPUT" },
    });
  }
  try {
    await ctx.bus.ready();
  } catch {
    throw unavailable();
  }
  const matches = (e: RelayedEvent): boolean => {
    if (topics.length <= 1) return true;
    const have = new Set(topicsOfEvent(e.event));
    return topics.every((t) => have.has(t));
  };
  return new Repeater<TransactionEventShape>(async (push, stop) => {
    activeSubscriptions.inc();
    const subscription = ctx.bus.subscribe(topics[0] ?? "all");
    void stop.then(() => {
      activeSubscriptions.dec();
      return subscription.return();
    });
    const seen = seenIds();
    const startedAt = Date.now();
    let lastRelayed = afterEventId;
    const deliver = async (e: RelayedEvent) => {
      if (!matches(e) || seen.has(e.eventId)) return;
      seen.add(e.eventId);
      lastRelayed = e.eventId;
      await push(e);
    };
    // Events published while Redis was away never reached this subscription: take them from the history.
    const stopGapFill = ctx.bus.onResubscribed(() => {
      if (topics.length === 0) return;
      ctx.history
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
        missed = await ctx.history.after(topics[0]!, afterEventId);
      } catch {
        throw unavailable();
      }
      for (const e of missed) await deliver(e);
    } else {
      const current = filter ? await currentState(ctx, filter) : undefined;
      if (current) {
        const now = Date.now();
        await push({
          eventId: `${CURRENT_STATE_KIND}:${current.id}:${current.rawState}`,
          kind: CURRENT_STATE_KIND,
          ts: now,
          receivedAt: now,
          event: { ...current },
          transaction: current,
        });
      } else if (topics.length > 0) {
        // No upstream lookup by quote id (or the lookup failed): what this gateway relayed for the
        // transaction so far stands in for its current state, so a late subscriber misses nothing.
        const past = await ctx.history.after(topics[0]!, "").catch((): RelayedEvent[] => []);
        for (const e of past) await deliver(e);
      }
    }
    for await (const e of subscription) await deliver(e);
    stop();
  });
}

builder.subscriptionFields((t) => ({
  transactionEvents: t.field({
    type: TransactionEvent,
    description:
      "Live events of transfers. With a filter that names a transaction by hash, the first message is its current state (CURRENT_STATE); " +
      "with afterEventId, the events missed since instead.",
    args: {
      filter: t.arg({ type: TransactionEventFilter, description: "Which events; omit only with the admin token." }),
      afterEventId: t.arg.id({
        description:
          "Resume: first replay the kept events after this one (the last eventId received), in order, each once, then go live. " +
          "Instead of the current state. Over SSE, the Last-Event-ID header does the same. Needs a filter.",
      }),
    },
    subscribe: (_root, args, ctx) =>
      transactionEvents(ctx, args.filter, args.afterEventId == null ? ctx.lastEventId : String(args.afterEventId)),
    resolve: (event) => event,
  }),
}));
