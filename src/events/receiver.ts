import type { IncomingMessage, ServerResponse } from "node:http";
import { envelopeSchema, type Envelope } from "./envelope.js";
import type { PublicKeyProvider } from "./public-key.js";
import { BodyTooLargeError, readBody } from "./read-body.js";
import { EventInFlight, EventNotPublished, EventNotRecorded, type EventRelay, type RelayOutcome } from "./relay.js";
import { verifySignature } from "./signature.js";

/** Options of {@link createWebhookReceiver}. */
export interface WebhookReceiverOptions {
  /** Largest accepted body; larger ones are answered 413 (`config.webhookMaxBodyBytes`). */
  maxBodyBytes: number;
  /** The upstream's verification key; refreshed once when a signature fails. */
  keys: PublicKeyProvider;
  /** Dedupes, records and publishes each verified envelope. */
  relay: EventRelay;
  /** Receives every unexpected error behind a 5xx answer, with its request (for logging). */
  onError?: (error: unknown, req: IncomingMessage) => void;
  /** Called once per request with what became of it (for logs and metrics); never fails the delivery. */
  onOutcome?: (outcome: WebhookOutcomeReport, req: IncomingMessage) => void;
  /** Clock in ms for a request's arrival (the relayed event's `arrivedAt`); defaults to `Date.now`. */
  now?: () => number;
}

/** What became of one delivery: `rejected` is a 4xx, `failed` a 5xx the upstream should retry. */
export interface WebhookOutcomeReport {
  outcome: RelayOutcome | "rejected" | "failed";
  status: number;
  eventId?: string;
  kind?: string;
  /** Why a delivery was rejected or failed. */
  reason?: string;
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

/** The relay's refusals of an event the upstream is to deliver again later (a 503). */
const toDeliverAgain = (error: unknown): error is Error =>
  error instanceof EventNotRecorded || error instanceof EventInFlight || error instanceof EventNotPublished;

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

/** `fn` bound to one request, never throwing. */
const safely =
  <A>(fn: ((arg: A, req: IncomingMessage) => void) | undefined, req: IncomingMessage) =>
  (arg: A): void => {
    try {
      fn?.(arg, req);
    } catch {
      // A failing logger must not turn into a failed delivery or an escaping exception.
    }
  };

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
  const { maxBodyBytes, keys, relay, now = Date.now } = options;

  async function isAuthentic(raw: string, signature: string): Promise<boolean> {
    if (verifySignature(raw, signature, await keys.current())) return true;
    const refreshed = await keys.refresh();
    return refreshed !== undefined && verifySignature(raw, signature, refreshed);
  }

  async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    onError: (error: unknown) => void,
    onOutcome: (report: WebhookOutcomeReport) => void,
    arrivedAt: number,
  ): Promise<void> {
    const refuse = (status: number, reason: string, headers?: Record<string, string>) => {
      onOutcome({ outcome: status >= 500 ? "failed" : "rejected", status, reason });
      fail(res, status, reason, headers);
    };
    if (req.method !== "POST") return refuse(405, "Method not allowed", { allow: "POST" });

    let raw: string;
    try {
      raw = (await readBody(req, maxBodyBytes)).toString("utf8");
    } catch (error) {
      // Close the connection: the rest of an oversized body is never read.
      if (error instanceof BodyTooLargeError) return refuse(413, error.message, { connection: "close" });
      return refuse(400, "Request body could not be read");
    }

    const signature = signatureOf(req);
    if (signature === undefined) return refuse(401, "Missing signature header");
    let authentic: boolean;
    try {
      authentic = await isAuthentic(raw, signature);
    } catch (error) {
      onError(error);
      return refuse(503, "Signature verification key unavailable");
    }
    if (!authentic) return refuse(401, "Invalid signature");

    const envelope = parseEnvelope(raw);
    if (envelope === undefined) return refuse(400, "Body is not an event envelope");

    const { eventId } = envelope;
    const kind = envelope.event._tag;
    try {
      // A repeated delivery was handled already: acknowledge it too, so the upstream stops retrying.
      const outcome = await relay.accept(envelope, arrivedAt);
      onOutcome({ outcome, status: 200, eventId, kind });
      reply(res, 200, SUCCESS);
    } catch (error) {
      if (!toDeliverAgain(error)) throw error;
      onError(error);
      onOutcome({ outcome: "failed", status: 503, eventId, kind, reason: error.message });
      fail(res, 503, error.message);
    }
  }

  return async function handleWebhook(req, res) {
    // Before the body is read and its signature checked: both are part of the delivery's time.
    const arrivedAt = now();
    const onError = safely(options.onError, req);
    const onOutcome = safely(options.onOutcome, req);
    try {
      await handle(req, res, onError, onOutcome, arrivedAt);
    } catch (error) {
      onError(error);
      onOutcome({ outcome: "failed", status: 500, reason: "Internal error" });
      fail(res, 500, "Internal error");
    }
  };
}
