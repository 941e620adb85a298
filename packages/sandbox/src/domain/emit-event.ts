import type { EventEnvelope } from "./types.js";

/**
 * Records an event in the project's log and, when a webhook URL is known, delivers it. Declared
 * here, where transactions and deposit addresses emit; `delivery/event-emitter.ts` builds it.
 */
export type EmitEvent = (
  target: { projectId: string; queueKey: string; webhookUrl: string | undefined },
  event: EventEnvelope["event"],
) => EventEnvelope;
