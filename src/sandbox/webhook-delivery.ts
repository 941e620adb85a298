import { setMaxListeners } from "node:events";
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { setTimeout as sleep } from "node:timers/promises";

/** Counters of webhook traffic, exposed through GET /sandbox/stats. */
export interface WebhookStats {
  /** Every POST attempted, retries included. */
  attempts: number;
  /** Events the receiver acknowledged with a 2xx. */
  delivered: number;
  /** Events dropped after the last attempt failed. */
  gaveUp: number;
}

/** Options of the webhook sender. */
export interface WebhookDeliveryOptions {
  /** Delay before the second attempt in ms; doubled for each later one, plus up to 25 % jitter. */
  retryBaseMs: number;
  /** Attempts per event, the first one included. */
  maxAttempts: number;
  /** Header that carries the signature. */
  signatureHeader: string;
  /** Signs the exact body; called per attempt so a key rotation applies to retries. */
  sign: (body: string) => Promise<string>;
  /** Jitter source in [0, 1). */
  random: () => number;
  /** Per-attempt time limit in ms (default 5000). */
  attemptTimeoutMs?: number;
}

/** Sends signed events with retries, in order per queue key. */
export interface WebhookDelivery {
  /**
   * Queues `body` (the exact JSON text of the envelope) for `{webhookUrl}/rhinofi-event`. Events
   * with the same `queueKey` are sent one after another: an event waits until the previous one
   * was acknowledged or given up.
   */
  enqueue(queueKey: string, webhookUrl: string, body: string): void;
  stats(): WebhookStats;
  resetStats(): void;
  /** Abandons pending attempts and retries, waits for the queues to settle, closes sockets. */
  close(): Promise<void>;
}

/** `{webhookUrl without trailing slash}/rhinofi-event`, keeping any query string. */
export function eventUrl(webhookUrl: string): URL {
  const url = new URL(webhookUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/rhinofi-event`;
  return url;
}

/** Creates the sender; `close()` must be called to release its timers and sockets. */
export function createWebhookDelivery(options: WebhookDeliveryOptions): WebhookDelivery {
  const closing = new AbortController();
  // Each delivery waiting for its retry listens on it: many at once is normal, not a leak.
  setMaxListeners(0, closing.signal);
  const agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };
  const queues = new Map<string, Promise<void>>();
  let stats: WebhookStats = { attempts: 0, delivered: 0, gaveUp: 0 };

  const post = (url: URL, body: string, signature: string): Promise<number> =>
    new Promise((resolve, reject) => {
      const secure = url.protocol === "https:";
      const req = (secure ? httpsRequest : httpRequest)(url, {
        method: "POST",
        agent: secure ? agents.https : agents.http,
        signal: AbortSignal.any([closing.signal, AbortSignal.timeout(options.attemptTimeoutMs ?? 5000)]),
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          [options.signatureHeader]: signature,
        },
      });
      req.once("response", (res: IncomingMessage) => {
        res.resume();
        res.once("end", () => resolve(res.statusCode ?? 0));
        res.once("error", reject);
      });
      req.once("error", reject);
      req.end(body);
    });

  const deliver = async (url: URL, body: string): Promise<void> => {
    for (let attempt = 1; attempt <= options.maxAttempts; attempt++) {
      if (closing.signal.aborted) return;
      stats.attempts++;
      const status = await options
        .sign(body)
        .then((signature) => post(url, body, signature))
        .catch(() => 0);
      if (status >= 200 && status < 300) {
        stats.delivered++;
        return;
      }
      if (attempt === options.maxAttempts) break;
      const delay = options.retryBaseMs * 2 ** (attempt - 1) * (1 + 0.25 * options.random());
      try {
        await sleep(delay, undefined, { signal: closing.signal });
      } catch {
        return;
      }
    }
    if (!closing.signal.aborted) stats.gaveUp++;
  };

  return {
    enqueue(queueKey, webhookUrl, body) {
      if (closing.signal.aborted) return;
      const url = eventUrl(webhookUrl);
      const previous = queues.get(queueKey) ?? Promise.resolve();
      const current = previous.then(() => deliver(url, body));
      queues.set(queueKey, current);
      void current.finally(() => {
        if (queues.get(queueKey) === current) queues.delete(queueKey);
      });
    },
    stats: () => ({ ...stats }),
    resetStats: () => {
      stats = { attempts: 0, delivered: 0, gaveUp: 0 };
    },
    async close() {
      closing.abort();
      await Promise.all(queues.values());
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}
