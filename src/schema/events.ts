import { GraphQLError } from "graphql";
import { z } from "zod";
import type { RelayedEvent } from "../events/pubsub.js";
import { CURRENT_STATE_KIND, EVENT_KINDS, NOT_KNOWN_YET_KIND, knownKindOf, type KnownEventKind } from "../domain/event-kinds.js";
import { isFinalState, TRANSFER_STATES } from "../domain/transfer-states.js";
import type { Transaction as TransactionShape } from "../upstream/wire/transaction.js";
import { builder } from "./builder.js";
import { Transaction } from "./transaction.js";
import { depositAddressString, idString } from "./validation.js";

const TransactionEventFilter = builder.inputType("TransactionEventFilter", {
  description: "Which events to receive; every given field must match. No filter at all needs the admin token.",
  fields: (t) => ({
    quoteId: t.id({ description: "The quote (and transaction record) id." }),
    depositTxHash: t.string({ description: "Deposit transaction hash on chainIn." }),
    withdrawTxHash: t.string({ description: "Withdrawal transaction hash on chainOut." }),
    depositAddress: t.string({ description: "A smart deposit address." }),
  }),
});

/** The states `untilFinal` stops at, as the domain decides them. */
const WATCH_ENDS = Object.keys(TRANSFER_STATES).filter(isFinalState).join(", ");

export const TransactionEventKindEnum = builder.enumType("TransactionEventKind", {
  description: "The kind of an event: the vendor's kinds, CURRENT_STATE for the first message, UNKNOWN for any other (see type).",
  values: {
    ...Object.fromEntries(Object.entries(EVENT_KINDS).map(([kind, { description }]) => [kind, { description }])),
    CURRENT_STATE: {
      description:
        "Not an upstream event: the transaction's state as read from the upstream, when the subscription started, " +
        "later when a periodic read finds a state no webhook announced (e.g. FAILED), and when a cancel through the gateway changed it.",
    },
    NOT_KNOWN_YET: {
      description:
        "Not an upstream event: the first message when neither the upstream nor the gateway knows the transfer yet " +
        "(a quote not committed yet, whose events follow, or an id nobody knows), or, by depositAddress, when no transfer " +
        "into the address is known yet (its events follow once one is paid); transaction is null.",
    },
    UNKNOWN: { description: "A kind this gateway does not know yet; type has the upstream's text." },
  } as Record<KnownEventKind | "CURRENT_STATE" | "NOT_KNOWN_YET" | "UNKNOWN", { description: string }>,
});

/** What a CURRENT_STATE message's transferType is: the record's variant, as an event's `type` names it. */
function transferTypeOfRecord(transaction: TransactionShape | undefined): string | null {
  switch (transaction?.__typename) {
    case "BridgeTransaction":
      return "bridge";
    case "BridgeSwapTransaction":
      return "bridgeSwap";
    case "DepositAddressBridgeTransaction":
      return "depositAddressBridge";
    case "OtherTransaction":
      return transaction.tag;
    default:
      return null;
  }
}

const TransactionEvent = builder.objectRef<RelayedEvent>("TransactionEvent").implement({
  description: "A webhook event from the upstream, verified and relayed; or the current state, sent first.",
  fields: (t) => ({
    kind: t.field({
      type: TransactionEventKindEnum,
      description: "The event kind, typed; UNKNOWN for a kind this gateway does not know (the deprecated type keeps the text).",
      resolve: (e) =>
        e.kind === CURRENT_STATE_KIND ? "CURRENT_STATE" : e.kind === NOT_KNOWN_YET_KIND ? "NOT_KNOWN_YET" : knownKindOf(e.kind),
    }),
    transferType: t.string({
      nullable: true,
      description:
        "The transfer variant the event is about, the event's `type`: bridge, bridgeSwap or depositAddressBridge " +
        "(null for kinds that carry no transfer; for CURRENT_STATE, the record's variant).",
      resolve: (e) => e.transferType ?? (e.kind === CURRENT_STATE_KIND ? transferTypeOfRecord(e.transaction) : null),
    }),
    eventId: t.exposeID("eventId", {
      description:
        "The event's id, derived from its content (c-...): the same whether the event came by webhook, by a redelivery, " +
        "from the missed-events cursor or from the kept history, on every instance. Pass the last one received as afterEventId to resume.",
    }),
    upstreamEventId: t.string({
      nullable: true,
      description:
        "The vendor's id of the webhook delivery that brought the event (the envelope's eventId), to match it with the " +
        "vendor's webhook logs; null when the event came as a bare copy from the missed-events cursor, and for CURRENT_STATE " +
        "and NOT_KNOWN_YET messages. Not an id to dedupe or resume on: use eventId.",
      resolve: (e) => e.upstreamEventId ?? null,
    }),
    type: t.exposeString("kind", {
      description:
        "Event kind as text, e.g. BRIDGE_PENDING, BRIDGE_EXECUTED, DEPOSIT_ADDRESS_CREATED; CURRENT_STATE for the first message.",
      deprecationReason: "Use `kind` (the same kind, typed; UNKNOWN for a kind this gateway does not know).",
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
      resolve: (e) => e.transaction ?? null,
    }),
    payload: t.field({ type: "JSON", description: "The upstream's event object as received.", resolve: (e) => e.event }),
  }),
});

/** Filter values reach upstream URLs (the current-state lookup): the same rules as the query arguments. */
const filterSchema = z.object({
  quoteId: idString.nullish(),
  depositTxHash: idString.nullish(),
  withdrawTxHash: idString.nullish(),
  depositAddress: depositAddressString.nullish(),
});

builder.subscriptionFields((t) => ({
  transactionEvents: t.field({
    type: TransactionEvent,
    description:
      "Live events of transfers. With a filter that names a transaction by hash or quote id, the first message is its current state (CURRENT_STATE); " +
      "with afterEventId, the events missed since instead.",
    args: {
      filter: t.arg({ type: TransactionEventFilter, description: "Which events; omit only with the admin token." }),
      afterEventId: t.arg.id({
        description:
          "Resume: first replay the kept events after this one (the last eventId received), in order, each once, then go live. " +
          "Instead of the current state. Over SSE, the Last-Event-ID header does the same. Needs a filter.",
      }),
      untilFinal: t.arg.boolean({
        description:
          `Complete the stream after the first event (or current state) in a state that ends the transfer: ${WATCH_ENDS}. ` +
          "Not at CANCELLED, which a late deposit can still move on. Without it the stream stays open until the client " +
          "leaves. Needs a filter naming one transfer (quoteId, depositTxHash or withdrawTxHash).",
      }),
    },
    subscribe: (_root, args, ctx) => {
      const invalid = args.filter ? filterSchema.safeParse(args.filter) : undefined;
      if (invalid && !invalid.success) {
        const issue = invalid.error.issues[0]!;
        throw new GraphQLError(`filter.${issue.path.join(".")} ${issue.message}`, { extensions: { code: "BAD_USER_INPUT" } });
      }
      const afterEventId = args.afterEventId == null ? ctx.caller.lastEventId : String(args.afterEventId);
      return ctx.streams.open(
        args.filter,
        afterEventId,
        {
          isAdmin: ctx.caller.isAdmin,
          key: ctx.caller.rateKeys.client,
          credential: ctx.credential,
        },
        { untilFinal: args.untilFinal === true },
      );
    },
    resolve: (event) => event,
  }),
}));
