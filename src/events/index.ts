import type { IncomingMessage } from "node:http";
import type { Config } from "../config.js";
import type { Logger } from "../observability/logger.js";
import type { Metrics, WebhookOutcome } from "../observability/metrics.js";
import { REQUEST_ID_HEADER, requestIdOf } from "../observability/request-id.js";
import { callerContext, SpanKind, withSpan } from "../observability/tracing.js";
import type { RedisClient, RedisConnections } from "../redis/connect.js";
import type { Credential } from "../upstream/auth.js";
import type { BridgeClient } from "../upstream/client.js";
import type { Transaction } from "../upstream/wire/transaction.js";
import type { MayRead } from "./access.js";
import { createBackfill, type Backfill } from "./backfill.js";
import { createEventCursor, type EventCursor } from "./cursor.js";
import { createDedupe } from "./dedupe.js";
import { createDeliveryClock, type DeliveryClock } from "./delivery-clock.js";
import { createEventHistory } from "./history.js";
import { createPublicKeyProvider } from "./public-key.js";
import { createEventBus, type EventBus, type RelayedEvent } from "./pubsub.js";
import { createWebhookReceiver, type WebhookHandler, type WebhookOutcomeReport } from "./receiver.js";
import { createEventRelay, type EventRelay } from "./relay.js";
import { createTransactionStreams, currentStateEvent, type ReadTransfer, type TransactionStreams } from "./stream.js";
import { createSubscriptionSlots } from "./subscription-slots.js";
import { createTransferChanged, type TransferChanged } from "./transfer-changed.js";
import { createWatchRereader, type WatchRereader } from "./watch-reread.js";

/** Infrastructure {@link createEvents} borrows. */
export interface EventsDeps {
  /** Without Redis, bus, dedupe, history and cursor live in this process (one instance only). */
  redis?: RedisConnections;
  /** Reads the missed-events cursor (the backfill). */
  client: Pick<BridgeClient, "missedEvents">;
  /** The upstream's webhook public key, fetched fresh (after a signature fails, it may have rotated). */
  freshPublicKey: () => Promise<string>;
  /** Whose credential reads the missed-events cursor; undefined (no API key) means no backfill. */
  backfillCredential: Credential | undefined;
  logger: Logger;
  metrics: Pick<
    Metrics,
    | "webhooks"
    | "backfilledEvents"
    | "activeSubscriptions"
    | "subscriptionsRefused"
    | "watchRereads"
    | "watchedTransfers"
    | "eventDelivery"
  >;
  /** Drops what a transfer's change makes stale in the shared cache; done before the change is published. */
  evict?: (change: RelayedEvent) => void | Promise<void>;
  /** Reads a transfer's current state with a subscriber's credential, as queries read it. */
  readTransfer: ReadTransfer;
  /** Whether a subscriber's credential reads an event's transfer or address, as queries would. */
  mayRead: MayRead;
}

/**
 * The live side of the gateway, one way: webhook route -> verify -> dedupe -> relay -> bus, with
 * the backfill feeding the same relay; subscribers read bus and history through the streams.
 */
export interface Events {
  bus: EventBus;
  streams: TransactionStreams;
  /** Times each webhook event to the frame written for this instance's last subscriber of it: the subscriptions' frames report to it. */
  deliveries: DeliveryClock;
  /** The webhook route: request id, logs and metrics around the receiver. */
  receiveWebhook: WebhookHandler;
  /**
   * A write by this gateway changed the transfer (a cancel; `record` is the upstream's answer): it
   * takes the path of an event, as a CURRENT_STATE. Never rejects: the write happened, and a failure
   * is logged (other instances' answers then end with their lifetime).
   */
  written(record: Transaction): Promise<void>;
  /** Starts the backfill (once the gateway listens: resuming subscribers must find the history). */
  start(): void;
  /** Stops the backfill and ends every open stream. */
  stop(): Promise<void>;
}

/** How long a relayed `eventId` is remembered as seen. */
const DEDUPE_TTL_SECONDS = 24 * 3600;

const METRIC_OUTCOME: Record<WebhookOutcomeReport["outcome"], WebhookOutcome> = {
  relayed: "verified",
  duplicate: "duplicate",
  rejected: "rejected",
  failed: "failed",
};

function logOutcome(log: Logger, report: WebhookOutcomeReport): void {
  const fields = {
    outcome: report.outcome,
    status: report.status,
    eventId: report.eventId,
    kind: report.kind,
    reason: report.reason,
  };
  if (report.outcome === "failed") log.error(fields, "webhook not accepted, the upstream will retry");
  else if (report.outcome === "rejected") log.warn(fields, "webhook rejected");
  else log.info(fields, "webhook");
}

/** The webhook route: the receiver, with a request id, a span, logs and metrics around it. */
function createWebhookRoute(
  config: Pick<Config, "webhookMaxBodyBytes">,
  relay: EventRelay,
  { freshPublicKey, logger, metrics }: Pick<EventsDeps, "freshPublicKey" | "logger" | "metrics">,
): WebhookHandler {
  const loggers = new WeakMap<IncomingMessage, Logger>();
  const logFor = (req: IncomingMessage) => loggers.get(req) ?? logger;
  const receiver = createWebhookReceiver({
    maxBodyBytes: config.webhookMaxBodyBytes,
    keys: createPublicKeyProvider({ fetchKey: freshPublicKey }),
    relay,
    onError: (err, req) => logFor(req).error({ err }, "webhook delivery failed"),
    onOutcome: (report, req) => {
      metrics.webhooks.inc({ outcome: METRIC_OUTCOME[report.outcome] });
      logOutcome(logFor(req), report);
    },
  });
  return (req, res) => {
    const requestId = requestIdOf(req.headers[REQUEST_ID_HEADER]);
    res.setHeader(REQUEST_ID_HEADER, requestId);
    loggers.set(req, logger.child({ requestId }));
    // One span per delivery (continuing the upstream's traceparent, if it sends one); the relay's publish is its child.
    return withSpan("webhook", { kind: SpanKind.SERVER, parent: callerContext(req.headers) }, async (span) => {
      await receiver(req, res);
      span.setAttribute("http.response.status_code", res.statusCode);
    });
  };
}

/**
 * The re-read of watched transfers (WATCH_REREAD_MS; none when 0): a state it finds is a transfer
 * change, as a relayed event is, on the record's topics and `all`.
 */
function createRereader(
  config: Pick<Config, "redisKeyPrefix" | "events">,
  deps: { redis?: RedisClient; changed: TransferChanged; logger: Logger; metrics: EventsDeps["metrics"] },
): WatchRereader | undefined {
  const { watchRereadMs, watchRereadMaxPerSecond } = config.events;
  if (watchRereadMs === 0) return undefined;
  const { changed, logger, metrics } = deps;
  return createWatchRereader({
    intervalMs: watchRereadMs,
    maxPerSecond: watchRereadMaxPerSecond,
    redis: deps.redis,
    keyPrefix: `${config.redisKeyPrefix}watch-reread:`,
    publish: (record) => changed(currentStateEvent(record)),
    onOutcome: (outcome) => metrics.watchRereads.inc({ outcome }),
    gauge: metrics.watchedTransfers,
    onError: (err) => logger.warn({ err }, "watched transfer re-read: lease or publish failed"),
  });
}

/** The backfill of what the missed-events cursor lists, into the relay; none without a credential to read it. */
function createMissedEventsBackfill(
  config: Pick<Config, "events">,
  { relay, cursor }: { relay: EventRelay; cursor: EventCursor },
  { client, backfillCredential, logger, metrics }: EventsDeps,
): Backfill | undefined {
  if (!backfillCredential) return undefined;
  return createBackfill({
    fetchPage: (query) => client.missedEvents(backfillCredential, query),
    relay,
    cursor,
    overlapMs: config.events.backfillOverlapMs,
    intervalMs: config.events.backfillIntervalMs,
    onRun: (result) => {
      metrics.backfilledEvents.inc(result.relayed);
      if (result.relayed > 0 || result.unreadable > 0) logger.info(result, "backfilled missed events");
    },
    onError: (err) => logger.warn({ err }, "backfill failed; the next trigger retries"),
  });
}

/** Wires bus, dedupe, history, cursor, relay, webhook receiver, backfill and streams from the config. */
export function createEvents(
  config: Pick<Config, "redisKeyPrefix" | "webhookMaxBodyBytes" | "events">,
  options: EventsDeps,
): Events {
  const { logger, metrics } = options;
  const prefix = config.redisKeyPrefix;
  const deliveries = createDeliveryClock(metrics.eventDelivery);
  const bus = createEventBus({
    redis: options.redis,
    channelPrefix: `${prefix}events:`,
    onListenerError: (err) => logger.error({ err }, "subscriber failed"),
    onArrival: (event) => deliveries.arrived(event),
  });
  const redis = options.redis?.commands;
  const cursor = createEventCursor({ redis, key: `${prefix}events:last-ts` });
  const history = createEventHistory({
    redis,
    keyPrefix: `${prefix}history:`,
    size: config.events.historySize,
    ttlSeconds: config.events.historyTtlSeconds,
  });
  const onSideFailure = (err: unknown) => logger.warn({ err }, "event relayed with a side failure");
  const changed = createTransferChanged({ history, bus, evict: options.evict, onError: onSideFailure });
  const relay = createEventRelay({
    dedupe: createDedupe({ redis, keyPrefix: `${prefix}webhook-event:`, ttlSeconds: DEDUPE_TTL_SECONDS }),
    changed,
    cursor,
    onError: onSideFailure,
  });

  const receiveWebhook = createWebhookRoute(config, relay, options);
  const slots = createSubscriptionSlots({
    limit: config.events.maxSubscriptionsPerCaller,
    redis,
    keyPrefix: `${prefix}subscriptions:`,
    onError: (err) => logger.warn({ err }, "subscription count unavailable; letting the subscriber in"),
  });
  const backfill = createMissedEventsBackfill(config, { relay, cursor }, options);

  // A Redis outage may have made the webhook route answer 503 until the upstream gave up: catch up.
  options.redis?.onRecovered(() => backfill?.trigger());
  const rereader = createRereader(config, { redis, changed, logger, metrics });

  return {
    bus,
    deliveries,
    streams: createTransactionStreams({
      bus,
      history,
      readTransfer: options.readTransfer,
      mayRead: options.mayRead,
      slots,
      gauge: metrics.activeSubscriptions,
      onRefused: () => metrics.subscriptionsRefused.inc(),
      onDropped: (err) => logger.error({ err }, "subscriber failed"),
      rereader,
    }),
    receiveWebhook,
    written: (record) =>
      changed(currentStateEvent(record)).catch((err: unknown) =>
        logger.warn({ err }, "could not tell other instances of a write; their answers end with their lifetime"),
      ),
    start: () => backfill?.start(),
    async stop() {
      rereader?.stop();
      await backfill?.stop();
      // Ending the bus's subscriptions completes SSE responses, so their connections can close.
      await bus.closeAll();
      await slots.close();
    },
  };
}
