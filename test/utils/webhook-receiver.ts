import { createServer, type IncomingHttpHeaders } from "node:http";
import { createHash, createPublicKey, verify } from "node:crypto";
import { onDispose } from "./disposers.js";

/** One HTTP request the receiver got. */
export interface ReceivedDelivery {
  method: string;
  /** Request path with query, e.g. `/hooks/rhinofi-event`. */
  path: string;
  /** Node's lower-cased request headers. */
  headers: IncomingHttpHeaders;
  /** The exact body bytes as UTF-8 text: what a signature is computed over. */
  rawBody: string;
  /** The status the receiver answered (500 for a deliberately failed delivery). */
  answeredStatus: number;
  /** `JSON.parse(rawBody)`. */
  json<T = unknown>(): T;
}

/** A real HTTP server recording webhook deliveries. */
export interface WebhookReceiver {
  /** Base URL to use as a quote's `webhookUrl`, e.g. `http://127.0.0.1:5123/hooks`. */
  url: string;
  /** Every delivery so far, failed ones included, in arrival order. */
  readonly received: readonly ReceivedDelivery[];
  /** The next delivery not yet taken by next()/waitFor(). Rejects after `timeoutMs` (default 5000). */
  next(timeoutMs?: number): Promise<ReceivedDelivery>;
  /**
   * The first not-yet-taken delivery matching `predicate`, waiting for it if needed; other
   * deliveries stay queued. Rejects after `timeoutMs` (default 5000).
   */
  waitFor(predicate: (delivery: ReceivedDelivery) => boolean, timeoutMs?: number): Promise<ReceivedDelivery>;
  /** Answers the next `count` deliveries with `status` (default 500) instead of 200. */
  failNext(count: number, status?: number): void;
  close(): Promise<void>;
}

/** Options of `startWebhookReceiver`. */
export interface WebhookReceiverOptions {
  /** Fail the first N deliveries (status `failStatus`) to exercise retries. Default 0. */
  failFirst?: number;
  /** Status for failed deliveries. Default 500. */
  failStatus?: number;
  /** Path prefix of `url`. Default `/hooks`. */
  basePath?: string;
}

interface Waiter {
  predicate: (delivery: ReceivedDelivery) => boolean;
  resolve: (delivery: ReceivedDelivery) => void;
}

/**
 * Starts a receiver on a free 127.0.0.1 port; it answers `200 { "success": true }` like a real
 * integrator. Closed automatically after the test file (onDispose).
 */
export async function startWebhookReceiver(options: WebhookReceiverOptions = {}): Promise<WebhookReceiver> {
  const received: ReceivedDelivery[] = [];
  const queued: ReceivedDelivery[] = [];
  const waiters: Waiter[] = [];
  let failLeft = options.failFirst ?? 0;
  let failStatus = options.failStatus ?? 500;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const failing = failLeft > 0;
      if (failing) failLeft--;
      const rawBody = Buffer.concat(chunks).toString("utf8");
      const delivery: ReceivedDelivery = {
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        rawBody,
        answeredStatus: failing ? failStatus : 200,
        json: <T>() => JSON.parse(rawBody) as T,
      };
      res.writeHead(delivery.answeredStatus, { "content-type": "application/json" });
      res.end(JSON.stringify(failing ? { success: false } : { success: true }));
      received.push(delivery);
      const index = waiters.findIndex((w) => w.predicate(delivery));
      const waiter = index >= 0 ? waiters.splice(index, 1)[0] : undefined;
      if (waiter) waiter.resolve(delivery);
      else queued.push(delivery);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("webhook receiver has no TCP address");

  const waitFor = (predicate: (delivery: ReceivedDelivery) => boolean, timeoutMs = 5000): Promise<ReceivedDelivery> => {
    const index = queued.findIndex(predicate);
    const found = index >= 0 ? queued.splice(index, 1)[0] : undefined;
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        predicate,
        resolve: (delivery) => {
          clearTimeout(timer);
          resolve(delivery);
        },
      };
      const timer = setTimeout(() => {
        waiters.splice(waiters.indexOf(waiter), 1);
        reject(new Error(`No matching webhook delivery within ${timeoutMs} ms (${received.length} received in all)`));
      }, timeoutMs);
      waiters.push(waiter);
    });
  };

  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  onDispose(close);

  return {
    url: `http://127.0.0.1:${address.port}${options.basePath ?? "/hooks"}`,
    received,
    next: (timeoutMs) => waitFor(() => true, timeoutMs),
    waitFor,
    failNext(count, status = 500) {
      failLeft = count;
      failStatus = status;
    },
    close,
  };
}

/**
 * Checks an upstream webhook signature: RSA-SHA256 (PKCS#1 v1.5), hex, over the lower-case hex
 * sha256 digest of the raw body, with the key from GET /webhook/public-key (base64 of a PEM).
 */
export function verifyWebhookSignature(publicKeyBase64: string, rawBody: string, signatureHex: string): boolean {
  const key = createPublicKey(Buffer.from(publicKeyBase64, "base64").toString("utf8"));
  const digestHex = createHash("sha256").update(rawBody, "utf8").digest("hex");
  return verify("sha256", Buffer.from(digestHex, "utf8"), key, Buffer.from(signatureHex, "hex"));
}
