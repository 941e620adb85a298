import type { IncomingMessage } from "node:http";
import type { Redis } from "ioredis";
import type { Config } from "../config.js";
import type { Logger } from "../logger.js";
import { backfilledEvents, webhooks, type WebhookOutcome } from "../metrics.js";
import { REQUEST_ID_HEADER, requestIdOf } from "../observability/request-id.js";
import type { Credential } from "../upstream/auth.js";
import type { BridgeClient } from "../upstream/client.js";
import { createBackfill, type Backfill } from "./backfill.js";
import { createEventCursor } from "./cursor.js";
import { createDedupe } from "./dedupe.js";
import { createEventHistory, type EventHistory } from "./history.js";
import type { PublicKeyProvider } from "./public-key.js";
import type { EventBus, RelayedEvent } from "./pubsub.js";
import { createWebhookReceiver, type WebhookHandler, type WebhookOutcomeReport } from "./receiver.js";
import { createEventRelay, type EventRelay } from "./relay.js";

/** Options of {@link createEventPipeline}. */
export interface EventPipelineOptions {
  config: Pick<Config, "redisKeyPrefix" | "webhookMaxBodyBytes" | "events">;
  /** The Redis command connection; without it dedupe, history and cursor live in this process. */
  redis?: Redis;
  bus: EventBus;
  client: BridgeClient;
  keys: PublicKeyProvider;
  /** Whose credential reads the missed-events cursor; undefined (no API key) means no backfill. */
  backfillCredential: Credential | undefined;
  logger: Logger;
  /** Called once per new event before it is published (cache eviction). */
  onEvent?: (event: RelayedEvent) => void | Promise<void>;
}

/** Everything between an upstream event and the bus, shared by the webhook route and the backfill. */
export interface EventPipeline {
  history: EventHistory;
  relay: EventRelay;
  /** Undefined when the gateway has no API key to read the missed-events cursor with. */
  backfill: Backfill | undefined;
  /** The webhook route: request id, logs and metrics around the receiver. */
  receiveWebhook: WebhookHandler;
}

/** How long a relayed `eventId` is remembered as seen. */
const DEDUPE_TTL_SECONDS = 24 * 3600;

const METRIC_OUTCOME: Record<WebhookOutcomeReport["outcome"], WebhookOutcome> = {
  relayed: "verified",
  duplicate: "duplicate",
  rejected: "rejected",
  failed: "failed",
};

/** Wires dedupe, history, cursor, relay, webhook receiver and backfill from the config. */
export function createEventPipeline(options: EventPipelineOptions): EventPipeline {
  const { config, redis, bus, client, keys, backfillCredential, logger } = options;
  const prefix = config.redisKeyPrefix;
  const cursor = createEventCursor({ redis, key: `${prefix}events:last-ts` });
  const history = createEventHistory({
    redis,
    keyPrefix: `${prefix}history:`,
    size: config.events.historySize,
    ttlSeconds: config.events.historyTtlSeconds,
  });
  const relay = createEventRelay({
    dedupe: createDedupe({ redis, keyPrefix: `${prefix}webhook-event:`, ttlSeconds: DEDUPE_TTL_SECONDS }),
    bus,
    history,
    cursor,
    onEvent: options.onEvent,
    onError: (err) => logger.warn({ err }, "event relayed with a side failure"),
  });

  const loggers = new WeakMap<IncomingMessage, Logger>();
  const logFor = (req: IncomingMessage) => loggers.get(req) ?? logger;
  const receiver = createWebhookReceiver({
    maxBodyBytes: config.webhookMaxBodyBytes,
    keys,
    relay,
    onError: (err, req) => logFor(req).error({ err }, "webhook delivery failed"),
    onOutcome: (report, req) => {
      webhooks.inc({ outcome: METRIC_OUTCOME[report.outcome] });
      const log = logFor(req);
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
    },
  });
  const receiveWebhook: WebhookHandler = (req, res) => {
    const requestId = requestIdOf(req.headers[REQUEST_ID_HEADER]);
    res.setHeader(REQUEST_ID_HEADER, requestId);
    loggers.set(req, logger.child({ requestId }));
    return receiver(req, res);
  };

  const backfill =
    backfillCredential &&
    createBackfill({
      fetchPage: (query) => client.missedEvents(backfillCredential, query),
      relay,
      cursor,
      overlapMs: config.events.backfillOverlapMs,
      intervalMs: config.events.backfillIntervalMs,
      onRun: (result) => {
        backfilledEvents.inc(result.relayed);
        if (result.relayed > 0 || result.unreadable > 0) logger.info(result, "backfilled missed events");
      },
      onError: (err) => logger.warn({ err }, "backfill failed; the next trigger retries"),
    });

  return { history, relay, backfill, receiveWebhook };
}
