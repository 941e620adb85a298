import { GraphQLError } from "graphql";
import { Repeater } from "graphql-yoga";
import type { GatewayContext } from "../context.js";
import { topic, type Topic, type TopicField } from "../events/envelope.js";
import type { RelayedEvent } from "../events/pubsub.js";
import { parseTransaction, type Transaction as TransactionShape } from "../upstream/wire/transaction.js";
import { builder } from "./builder.js";
import { Transaction } from "./transaction.js";

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

function transactionOf(e: TransactionEventShape): TransactionShape | null {
  if (e.transaction !== undefined) return e.transaction;
  const state = typeof e.event.state === "string" ? e.event.state : stateOfKind(e.kind);
  if (state === undefined) return null;
  const parsed = parseTransaction({ ...e.event, _tag: undefined }, state);
  return parsed.__typename === "UnreadableRecord" ? null : parsed;
}

const TransactionEvent = builder.objectRef<TransactionEventShape>("TransactionEvent").implement({
  description: "A webhook event from the upstream, verified and relayed; or the current state, sent first.",
  fields: (t) => ({
    eventId: t.exposeID("eventId", { description: "The upstream's event id (unique per event, kept across redeliveries)." }),
    type: t.exposeString("kind", {
      description: "Event kind, e.g. BRIDGE_PENDING, BRIDGE_EXECUTED, DEPOSIT_ADDRESS_CREATED; CURRENT_STATE for the first message.",
    }),
    occurredAt: t.field({ type: "DateTime", description: "When the upstream emitted the event.", resolve: (e) => new Date(e.ts).toISOString() }),
    receivedAt: t.field({ type: "DateTime", description: "When this gateway received it.", resolve: (e) => new Date(e.receivedAt).toISOString() }),
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

function eventTopics(e: RelayedEvent): Set<Topic> {
  const ev = e.event;
  const address = typeof ev.depositAddress === "object" && ev.depositAddress ? (ev.depositAddress as Record<string, unknown>).depositAddress : ev.depositAddress;
  const values: [TopicField, unknown][] = [
    ["transaction", ev._id],
    ["depositTxHash", ev.depositTxHash],
    ["withdrawTxHash", ev.withdrawTxHash],
    ["depositAddress", address],
  ];
  return new Set(values.flatMap(([field, v]) => (typeof v === "string" && v ? [topic(field, v)] : [])));
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

/**
 * The subscription's event stream. A Repeater, not an async generator: a generator's `return()`
 * waits behind its pending `next()`, so a client leaving a quiet topic would never unsubscribe.
 */
function transactionEvents(ctx: GatewayContext, filter: Filter | null | undefined): Repeater<TransactionEventShape> {
  const topics = topicsOf(filter);
  if (topics.length === 0 && !ctx.isAdmin) {
    throw new GraphQLError("A subscription without a filter needs the gateway admin token.", { extensions: { code: "FORBIDDEN" } });
  }
  return new Repeater<TransactionEventShape>(async (push, stop) => {
    const subscription = ctx.bus.subscribe(topics[0] ?? "all");
    void stop.then(() => subscription.return());
    // Live first, then read the current state: an event in between is not missed.
    await subscription.ready;
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
    }
    for await (const e of subscription) {
      if (topics.length > 1) {
        const have = eventTopics(e);
        if (!topics.every((t) => have.has(t))) continue;
      }
      await push(e);
    }
    stop();
  });
}

builder.subscriptionFields((t) => ({
  transactionEvents: t.field({
    type: TransactionEvent,
    description:
      "Live events of transfers. With a filter that names a transaction by hash, the first message is its current state (CURRENT_STATE).",
    args: { filter: t.arg({ type: TransactionEventFilter, description: "Which events; omit only with the admin token." }) },
    subscribe: (_root, args, ctx) => transactionEvents(ctx, args.filter),
    resolve: (event) => event,
  }),
}));
