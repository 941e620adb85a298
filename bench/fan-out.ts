import { randomUUID, type KeyObject } from "node:crypto";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { signBody } from "../src/events/signature.js";
import { contentEventId } from "../src/upstream/wire/event.js";
import type { ExecutedTransfer } from "./fixtures.js";

/** Options of {@link runFanOut}. */
export interface FanOutOptions {
  /** Base URLs of the gateway instances; subscribers are spread over them, webhooks go to the first. */
  gatewayUrls: string[];
  webhookPath: string;
  transfer: ExecutedTransfer;
  /** Signs the events; its public key is what the gateways fetch from the upstream. */
  privateKey: KeyObject;
  subscribers: number;
  /** Events sent one after the other, each timed separately. */
  rounds: number;
  timeoutMs?: number;
}

/** What S5 measured. */
export interface FanOutResult {
  subscribers: number;
  instances: number;
  rounds: number;
  /** Time to open every WebSocket and receive every subscriber's first (current state) message. */
  subscribeSeconds: number;
  /** Per delivery (subscriber × round): webhook POST sent -> the subscriber has the event. */
  p50Ms: number;
  p99Ms: number;
  /** Per round, the last subscriber's latency. */
  lastSubscriberMs: number[];
  /** Every subscriber got every event once, and none got a redelivered event again. */
  exactlyOnce: boolean;
  /** Deliveries beyond the first of an event, summed over subscribers. */
  duplicates: number;
  /** Events some subscriber never got. */
  missing: number;
}

const SUBSCRIPTION = `subscription Live($hash: String!) {
  transactionEvents(filter: { withdrawTxHash: $hash }) { eventId type transaction { id state } }
}`;

interface Subscriber {
  /** Arrival time (performance.now) of each event id, and how often it came. */
  seen: Map<string, { at: number; count: number }>;
}

/** Resolves when every subscriber has `eventId`, or rejects after `timeoutMs`. */
function waitForAll(
  subscribers: Subscriber[],
  eventId: string,
  timeoutMs: number,
  waiters: Map<string, () => void>,
): Promise<void> {
  if (subscribers.every((s) => s.seen.has(eventId))) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiters.delete(eventId);
      const got = subscribers.filter((s) => s.seen.has(eventId)).length;
      reject(new Error(`event ${eventId} reached ${got} of ${subscribers.length} subscribers within ${timeoutMs} ms`));
    }, timeoutMs);
    waiters.set(eventId, () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Percentile of a sorted array (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/**
 * S5: subscribers on one transaction, spread over gateway instances that share Redis; signed
 * webhook events POSTed to the first instance; latency from the POST to each subscriber. Then
 * exactly-once: an event redelivered to both instances must reach no one again (a sentinel
 * event sent after it, on the same Redis channel, proves nothing was still on its way).
 */
export async function runFanOut(options: FanOutOptions): Promise<FanOutResult> {
  const { gatewayUrls, webhookPath, transfer, privateKey, subscribers: count, rounds, timeoutMs = 30_000 } = options;
  const subscribers: Subscriber[] = [];
  const clients: Client[] = [];
  const waiters = new Map<string, () => void>();
  const arrived = new Map<string, number>();

  const subscribeOne = (url: string) =>
    new Promise<Subscriber>((resolve, reject) => {
      const client = createClient({ url: `${url.replace(/^http/, "ws")}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
      clients.push(client);
      const subscriber: Subscriber = { seen: new Map() };
      let first = true;
      client.subscribe<{ transactionEvents: { eventId: string } }>(
        { query: SUBSCRIPTION, variables: { hash: transfer.withdrawTxHash } },
        {
          next: (message) => {
            const at = performance.now();
            if (first) {
              first = false;
              return message.data ? resolve(subscriber) : reject(new Error(`first message: ${JSON.stringify(message)}`));
            }
            const eventId = message.data?.transactionEvents.eventId;
            if (!eventId) return;
            const seen = subscriber.seen.get(eventId);
            if (seen) return void seen.count++;
            subscriber.seen.set(eventId, { at, count: 1 });
            const n = (arrived.get(eventId) ?? 0) + 1;
            arrived.set(eventId, n);
            if (n === count) waiters.get(eventId)?.();
          },
          error: (err) => reject(err instanceof Error ? err : new Error(JSON.stringify(err))),
          complete: () => {},
        },
      );
    });

  const post = async (body: string, signature: string, url: string) => {
    const res = await fetch(`${url}${webhookPath}/rhinofi-event`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-rhino-signature": signature },
      body,
    });
    if (res.status !== 200) throw new Error(`webhook answered ${res.status}: ${await res.text()}`);
  };
  const { state: _state, ...record } = transfer.record;
  // The relay drops an event whose content it already relayed (a redelivery, or the cursor's copy of
  // it), whatever its eventId: each one here must be a distinct transition, so its commit time differs.
  let sequence = 0;
  const signedEvent = () => {
    const withdrawCommittedAt = new Date(Date.parse("2026-01-01T00:00:00Z") + sequence++).toISOString();
    const event = { ...record, _tag: "BRIDGE_EXECUTED", withdrawCommittedAt };
    const body = JSON.stringify({ event, eventId: randomUUID(), ts: Date.now() });
    // Subscribers see the relay's content id, not the upstream's eventId.
    return { body, eventId: contentEventId(event), signature: signBody(body, privateKey) };
  };

  try {
    const started = performance.now();
    // Fifty handshakes at a time, as a crowd of browsers arrives, not one burst of a thousand.
    for (let i = 0; i < count; i += 50) {
      const batch = Array.from({ length: Math.min(50, count - i) }, (_, j) =>
        subscribeOne(gatewayUrls[(i + j) % gatewayUrls.length]!),
      );
      subscribers.push(...(await Promise.all(batch)));
    }
    const subscribeSeconds = (performance.now() - started) / 1000;

    // An untimed first event: the receiver fetches the upstream's public key on first use, once per process.
    const warmUp = signedEvent();
    const warmedUp = waitForAll(subscribers, warmUp.eventId, timeoutMs, waiters);
    await post(warmUp.body, warmUp.signature, gatewayUrls[0]!);
    await warmedUp;

    const latencies: number[] = [];
    const lastSubscriberMs: number[] = [];
    const sent: { body: string; eventId: string; signature: string }[] = [];
    for (let r = 0; r < rounds; r++) {
      const event = signedEvent();
      sent.push(event);
      const all = waitForAll(subscribers, event.eventId, timeoutMs, waiters);
      const t0 = performance.now();
      await post(event.body, event.signature, gatewayUrls[0]!);
      await all;
      const round = subscribers.map((s) => s.seen.get(event.eventId)!.at - t0);
      latencies.push(...round);
      lastSubscriberMs.push(Math.max(...round));
    }

    const redelivered = sent[0]!;
    for (const url of gatewayUrls) await post(redelivered.body, redelivered.signature, url);
    const sentinel = signedEvent();
    const sentinelArrived = waitForAll(subscribers, sentinel.eventId, timeoutMs, waiters);
    await post(sentinel.body, sentinel.signature, gatewayUrls[gatewayUrls.length - 1]!);
    await sentinelArrived;

    let duplicates = 0;
    let missing = 0;
    for (const { eventId } of [...sent, sentinel]) {
      for (const s of subscribers) {
        const seen = s.seen.get(eventId);
        if (!seen) missing++;
        else duplicates += seen.count - 1;
      }
    }
    latencies.sort((a, b) => a - b);
    return {
      subscribers: count,
      instances: gatewayUrls.length,
      rounds,
      subscribeSeconds,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      lastSubscriberMs,
      exactlyOnce: duplicates === 0 && missing === 0,
      duplicates,
      missing,
    };
  } finally {
    await Promise.all(clients.map((c) => c.dispose()));
  }
}
