import type { EmitEvent } from "../domain/emit-event.js";
import type { IdSource } from "../domain/ids.js";
import type { EventEnvelope } from "../domain/types.js";
import type { EventLog } from "./event-log.js";
import type { WebhookDelivery } from "./webhook-delivery.js";

/** Builds the emitter shared by transactions and deposit addresses. */
export function createEventEmitter(deps: {
  ids: IdSource;
  log: EventLog;
  delivery: WebhookDelivery;
  now: () => number;
}): EmitEvent {
  return ({ projectId, queueKey, webhookUrl }, event) => {
    const envelope: EventEnvelope = { event, eventId: deps.ids.eventId(), ts: deps.now() };
    deps.log.append(projectId, envelope);
    if (webhookUrl) deps.delivery.enqueue(queueKey, webhookUrl, JSON.stringify(envelope));
    return envelope;
  };
}
