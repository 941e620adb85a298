import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from "node:dns";
import { setMaxListeners } from "node:events";
import { isIP } from "node:net";
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
  /** Events never sent: their URL names a link-local or cloud-metadata address. */
  refused: number;
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

/** Cloud metadata endpoints by name (GCP); their addresses are link-local and refused as such. */
const METADATA_HOSTS = new Set(["metadata.google.internal", "metadata.goog", "metadata"]);

/**
 * Whether an address is link-local, where clouds serve instance metadata and credentials
 * (169.254.169.254, fd00:ec2::254, Alibaba's 100.100.100.200): a webhook never lives there, and a
 * sandbox running in a cloud must not be made to post to it.
 */
export function isMetadataAddress(ip: string): boolean {
  // An IPv4-mapped IPv6 address, dotted or as the URL parser writes it (`::ffff:a9fe:a9fe`).
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(ip);
  const mapped = hex && [Number.parseInt(hex[1]!, 16), Number.parseInt(hex[2]!, 16)];
  const v4 = mapped
    ? `${mapped[0]! >> 8}.${mapped[0]! & 255}.${mapped[1]! >> 8}.${mapped[1]! & 255}`
    : ip.toLowerCase().replace(/^::ffff:/, "");
  if (isIP(v4) === 4) return v4.startsWith("169.254.") || v4 === "100.100.100.200";
  const v6 = ip.toLowerCase();
  return /^fe[89ab][0-9a-f]:/.test(v6) || v6 === "fd00:ec2::254";
}

/** Whether `url` may not be posted to, judged from its literal host (a name is judged once resolved). */
function refusedHost(url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return METADATA_HOSTS.has(host) || (isIP(host) !== 0 && isMetadataAddress(host));
}

/** DNS lookup that fails for a name resolving to a metadata address (checked at connect time, so a rebind cannot slip past). */
function guardedLookup(
  hostname: string,
  options: LookupAllOptions,
  callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    if (addresses.some((a) => isMetadataAddress(a.address))) {
      return callback(Object.assign(new Error(`${hostname} resolves to a link-local address`), { code: "EREFUSED" }), []);
    }
    callback(null, addresses);
  });
}

/** Creates the sender; `close()` must be called to release its timers and sockets. */
export function createWebhookDelivery(options: WebhookDeliveryOptions): WebhookDelivery {
  const closing = new AbortController();
  // Each delivery waiting for its retry listens on it: many at once is normal, not a leak.
  setMaxListeners(0, closing.signal);
  const agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };
  const queues = new Map<string, Promise<void>>();
  let stats: WebhookStats = { attempts: 0, delivered: 0, gaveUp: 0, refused: 0 };

  const post = (url: URL, body: string, signature: string): Promise<number> =>
    new Promise((resolve, reject) => {
      const secure = url.protocol === "https:";
      const req = (secure ? httpsRequest : httpRequest)(url, {
        method: "POST",
        agent: secure ? agents.https : agents.http,
        lookup: guardedLookup as never,
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
    // Never even tried: no attempt, no retry.
    if (refusedHost(url)) return void stats.refused++;
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
      stats = { attempts: 0, delivered: 0, gaveUp: 0, refused: 0 };
    },
    async close() {
      closing.abort();
      await Promise.all(queues.values());
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}
