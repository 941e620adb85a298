import type { IncomingMessage, ServerResponse } from "node:http";
import type { Dedupe } from "./dedupe.js";
import { envelopeSchema, kindOf, topicsFor, type Envelope } from "./envelope.js";
import type { PublicKeyProvider } from "./public-key.js";
import type { EventBus, RelayedEvent } from "./pubsub.js";
import { BodyTooLargeError, readBody } from "./read-body.js";
import { verifySignature } from "./signature.js";

/** Options of {@link createWebhookReceiver}. */
export interface WebhookReceiverOptions {
  /** Largest accepted body; larger ones are answered 413 (`config.webhookMaxBodyBytes`). */
  maxBodyBytes: number;
  /** The upstream's verification key; refreshed once when a signature fails. */
  keys: PublicKeyProvider;
  /** Drops repeated deliveries of one `eventId`. */
  dedupe: Dedupe;
  /** Where accepted events are published, on every topic of {@link topicsFor}. */
  bus: EventBus;
  /** Clock in ms for `receivedAt`; defaults to `Date.now`. */
  now?: () => number;
  /**
   * Called once per new event, before it is published (e.g. to evict cached records, so a
   * subscriber that re-reads sees fresh data). A failure is passed to `onError` and does not
   * fail the delivery.
   */
  onEvent?: (event: RelayedEvent) => void | Promise<void>;
  /** Receives every unexpected error behind a 5xx answer, and `onEvent` failures (for logging). */
  onError?: (error: unknown) => void;
}

/** A node:http request handler; it never rejects. */
export type WebhookHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Header names the signature may come in (lower-case, as node:http gives them). */
const SIGNATURE_HEADERS = ["x-rhino-signature", "rhino_signature"] as const;

const SUCCESS = { success: true };

function reply(res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    "content-type": "application/json; charset=utf-8",
    "content-length": String(Buffer.byteLength(text)),
  });
  res.end(text);
}

function fail(res: ServerResponse, status: number, error: string, headers?: Record<string, string>): void {
  reply(res, status, { success: false, error }, headers);
}

function signatureOf(req: IncomingMessage): string | undefined {
  for (const name of SIGNATURE_HEADERS) {
    const value = req.headers[name];
    const first = (Array.isArray(value) ? value[0] : value)?.trim();
    if (first) return first;
  }
  return undefined;
}

function parseEnvelope(raw: string): Envelope | undefined {
  try {
    const parsed = envelopeSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Creates the webhook endpoint handler (the caller routes the webhook path and its suffixes to
 * it): POST only; size-limited body; signature from `X-Rhino-Signature` or `rhino_signature`
 * verified against the upstream key (refreshed once on failure, for rotations); envelope
 * validated; each `eventId` published once on its topics. Answers `200 {"success":true}`, or
 * `{ success: false, error }` with 400, 401, 405, 413, or 503 when the event could not be
 * handled now and the upstream should retry.
 */
export function createWebhookReceiver(options: WebhookReceiverOptions): WebhookHandler {
  const { maxBodyBytes, keys, dedupe, bus, now = Date.now, onEvent } = options;
  const onError = (error: unknown): void => {
    try {
      options.onError?.(error);
    } catch {
      // A failing logger must not turn into a failed delivery or an escaping exception.
    }
  };

  async function isAuthentic(raw: string, signature: string): Promise<boolean> {
    if (verifySignature(raw, signature, await keys.current())) return true;
    const refreshed = await keys.refresh();
    return refreshed !== undefined && verifySignature(raw, signature, refreshed);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== "POST") return fail(res, 405, "Method not allowed", { allow: "POST" });

    let raw: string;
    try {
      raw = (await readBody(req, maxBodyBytes)).toString("utf8");
    } catch (error) {
      // Close the connection: the rest of an oversized body is never read.
      if (error instanceof BodyTooLargeError) return fail(res, 413, error.message, { connection: "close" });
      return fail(res, 400, "Request body could not be read");
    }

    const signature = signatureOf(req);
    if (signature === undefined) return fail(res, 401, "Missing signature header");
    let authentic: boolean;
    try {
      authentic = await isAuthentic(raw, signature);
    } catch (error) {
      onError(error);
      return fail(res, 503, "Signature verification key unavailable");
    }
    if (!authentic) return fail(res, 401, "Invalid signature");

    const envelope = parseEnvelope(raw);
    if (envelope === undefined) return fail(res, 400, "Body is not an event envelope");

    const { eventId } = envelope;
    let isNew: boolean;
    try {
      isNew = await dedupe.claim(eventId);
    } catch (error) {
      onError(error);
      return fail(res, 503, "Event could not be recorded");
    }
    // A repeated delivery was handled already: acknowledge it so the upstream stops retrying.
    if (!isNew) return reply(res, 200, SUCCESS);

    const relayed: RelayedEvent = { eventId, kind: kindOf(envelope), ts: envelope.ts, receivedAt: now(), event: envelope.event };
    try {
      await onEvent?.(relayed);
    } catch (error) {
      onError(error);
    }
    try {
      await bus.publish(topicsFor(envelope), relayed);
    } catch (error) {
      onError(error);
      // Without the release the upstream's retry would count as a duplicate and the event be lost.
      await dedupe.release(eventId).catch(onError);
      return fail(res, 503, "Event could not be published");
    }
    reply(res, 200, SUCCESS);
  }

  return async function handleWebhook(req, res) {
    try {
      await handle(req, res);
    } catch (error) {
      onError(error);
      fail(res, 500, "Internal error");
    }
  };
}
