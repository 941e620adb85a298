import { request } from "node:http";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { createEventCursor } from "../../src/events/cursor.js";
import { contentEventId } from "../../src/events/envelope.js";
import { createDedupe, type Dedupe } from "../../src/events/dedupe.js";
import { createEventHistory } from "../../src/events/history.js";
import { createPublicKeyProvider } from "../../src/events/public-key.js";
import { createEventBus, type EventBus, type RelayedEvent } from "../../src/events/pubsub.js";
import { createWebhookReceiver } from "../../src/events/receiver.js";
import { createEventRelay } from "../../src/events/relay.js";
import { createTransferChanged } from "../../src/events/transfer-changed.js";
import { signBody } from "../../src/events/signature.js";
import { onDispose } from "../utils/disposers.js";
import { generateSigningKeys, type SigningKeys } from "../utils/signing.js";
import { connectRedis, queueOf, serve, uniquePrefix, type EventQueue } from "./harness.js";

const redisUrl = inject("redisUrl");

let upstreamKeys: SigningKeys;
let rotatedKeys: SigningKeys;
beforeAll(() => {
  upstreamKeys = generateSigningKeys();
  rotatedKeys = generateSigningKeys();
});

const RECEIVED_AT = 1_800_000_000_000;
/** When the receiver's clock says the request arrived (before the relay accepted it). */
const ARRIVED_AT = RECEIVED_AT - 3;
const MAX_BODY_BYTES = 4096;

type Mode = "memory" | "redis";

interface ReceiverSetup {
  mode?: Mode;
  /** Shares bus channels and dedupe keys with another setup, as two gateway instances would. */
  prefix?: string;
  bus?: EventBus;
  onEvent?: (event: RelayedEvent) => void;
}

/** A receiver on a real HTTP server, its key endpoint (fake clock and call count) and its bus. */
async function startReceiver(setup: ReceiverSetup = {}) {
  const { mode = "memory", prefix = uniquePrefix() } = setup;
  const endpoint = { answer: upstreamKeys.publicKeyAnswer, calls: 0, clock: 0 };
  const keys = createPublicKeyProvider({
    fetchKey: async () => {
      endpoint.calls += 1;
      return endpoint.answer;
    },
    minRefetchIntervalMs: 10_000,
    now: () => endpoint.clock,
  });
  let dedupe: Dedupe;
  let bus: EventBus;
  let redis: ReturnType<typeof connectRedis> | undefined;
  if (mode === "redis") {
    redis = connectRedis(redisUrl);
    dedupe = createDedupe({ redis: connectRedis(redisUrl), keyPrefix: `${prefix}dedupe:`, ttlSeconds: 60 });
    const clients = { publish: connectRedis(redisUrl), subscribe: connectRedis(redisUrl) };
    bus = setup.bus ?? createEventBus({ redis: clients, channelPrefix: `${prefix}events:` });
  } else {
    dedupe = createDedupe({ keyPrefix: `${prefix}dedupe:`, ttlSeconds: 60 });
    bus = setup.bus ?? createEventBus({ channelPrefix: `${prefix}events:` });
  }
  const errors: unknown[] = [];
  const onError = (error: unknown) => errors.push(error);
  const history = createEventHistory({ redis, keyPrefix: `${prefix}history:`, size: 10, ttlSeconds: 60 });
  const relay = createEventRelay({
    dedupe,
    changed: createTransferChanged({ history, bus, evict: setup.onEvent, onError }),
    cursor: createEventCursor({ redis, key: `${prefix}last-ts` }),
    now: () => RECEIVED_AT,
    onError,
  });
  const handler = createWebhookReceiver({
    maxBodyBytes: MAX_BODY_BYTES,
    keys,
    relay,
    onError: (error) => errors.push(error),
    now: () => ARRIVED_AT,
  });
  const url = await serve((req, res) => void handler(req, res));
  return { url, endpoint, bus, errors };
}

/** Subscribes and waits until the subscription is live; closed on disposal. */
async function listen(bus: EventBus, topic: Parameters<EventBus["subscribe"]>[0]): Promise<EventQueue> {
  const subscription = bus.subscribe(topic);
  await subscription.ready;
  const queue = queueOf(subscription);
  onDispose(() => queue.close());
  return queue;
}

/** The id subscribers get for `envelope(name)`'s default event: its content id, whatever the envelope's eventId. */
const idOf = (name: string) => contentEventId({ _tag: "BRIDGE_EXECUTED", _id: `quote-${name}` });

function envelope(
  eventId: string,
  event: Record<string, unknown> = { _tag: "BRIDGE_EXECUTED", _id: `quote-${eventId}` },
): string {
  return JSON.stringify({ event, eventId, ts: 1_700_000_000_000 });
}

async function post(url: string, body: string, headers: Record<string, string>) {
  const response = await fetch(url, { method: "POST", body, headers: { "content-type": "application/json", ...headers } });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** Posts a body signed with `keys` (the upstream's by default) in `X-Rhino-Signature`. */
function deliver(url: string, body: string, keys: SigningKeys = upstreamKeys) {
  return post(url, body, { "x-rhino-signature": signBody(body, keys.privateKey) });
}

const OK = { status: 200, body: { success: true } };
const unauthorized = { status: 401, body: { success: false, error: expect.any(String) } };

describe.each<Mode>(["memory", "redis"])("webhook receiver with %s pub/sub and dedupe", (mode) => {
  it("answers 200 {success:true} and publishes a valid event on each of its topics", async () => {
    const { url, bus } = await startReceiver({ mode });
    const topics = ["transaction:q1", "depositTxHash:0xaa", "withdrawTxHash:0xbb", "all"] as const;
    const queues = await Promise.all(topics.map((topic) => listen(bus, topic)));
    const event = { _tag: "BRIDGE_EXECUTED", _id: "q1", depositTxHash: "0xAA", withdrawTxHash: "0xbb", amount: "1.5" };

    expect(await deliver(url, envelope("e1", event))).toEqual(OK);

    for (const queue of queues) {
      expect(await queue.next()).toEqual({
        // The content id, not the envelope's "e1": the cursor's bare copy of the event has the same.
        eventId: contentEventId(event),
        // The envelope's own id stays beside it, to match the delivery with the vendor's logs.
        upstreamEventId: "e1",
        kind: "BRIDGE_EXECUTED",
        ts: 1_700_000_000_000,
        receivedAt: RECEIVED_AT,
        // What every instance's live-delivery histogram measures from.
        arrivedAt: ARRIVED_AT,
        event,
      });
    }
  });

  it("relays an event of an unknown kind with its payload", async () => {
    const { url, bus } = await startReceiver({ mode });
    const all = await listen(bus, "all");
    const event = { _tag: "SOMETHING_NEW", detail: { nested: [1, "two"] } };
    expect(await deliver(url, envelope("e-new", event))).toEqual(OK);
    expect(await all.next()).toMatchObject({ kind: "SOMETHING_NEW", event });
  });

  it("publishes an event delivered three times once", async () => {
    const { url, bus } = await startReceiver({ mode });
    const all = await listen(bus, "all");
    const body = envelope("e-dup");
    for (let i = 0; i < 3; i += 1) expect(await deliver(url, body)).toEqual(OK);
    expect(await deliver(url, envelope("sentinel"))).toEqual(OK);
    expect((await all.next()).eventId).toBe(idOf("e-dup"));
    expect((await all.next()).eventId).toBe(idOf("sentinel"));
  });

  it("publishes an event delivered three times at once once, and acknowledges a delivery only once the event was relayed", async () => {
    const { url, bus } = await startReceiver({ mode });
    const all = await listen(bus, "all");
    const body = envelope("e-race");
    // One that comes while another is under way (which could still fail) is to be delivered again.
    const inFlight = {
      status: 503,
      body: { success: false, error: "Event is being relayed by another delivery; deliver it again later" },
    };
    const answers = await Promise.all([deliver(url, body), deliver(url, body), deliver(url, body)]);
    expect(answers).toContainEqual(OK);
    for (const answer of answers) expect([OK, inFlight]).toContainEqual(answer);
    expect(await deliver(url, body)).toEqual(OK);
    expect(await deliver(url, envelope("sentinel"))).toEqual(OK);
    expect((await all.next()).eventId).toBe(idOf("e-race"));
    expect((await all.next()).eventId).toBe(idOf("sentinel"));
  });

  it("answers 401 to forged, foreign, tampered and unsigned deliveries and publishes none of them", async () => {
    const { url, bus } = await startReceiver({ mode });
    const all = await listen(bus, "all");
    const body = envelope("e-forged");

    expect(await post(url, body, { "x-rhino-signature": "ab".repeat(256) })).toEqual(unauthorized);
    expect(await post(url, body, { "x-rhino-signature": "not hex at all" })).toEqual(unauthorized);
    expect(await deliver(url, body, rotatedKeys)).toEqual(unauthorized);
    const signature = signBody(body, upstreamKeys.privateKey);
    expect(await post(url, body.replace("quote-e-forged", "quote-evil"), { "x-rhino-signature": signature })).toEqual(
      unauthorized,
    );
    expect(await post(url, body, {})).toEqual(unauthorized);

    expect(await deliver(url, envelope("sentinel"))).toEqual(OK);
    expect((await all.next()).eventId).toBe(idOf("sentinel"));
  });
});

describe("webhook receiver", () => {
  it("accepts the signature in either the X-Rhino-Signature or the rhino_signature header", async () => {
    const { url, bus } = await startReceiver();
    const all = await listen(bus, "all");
    const first = envelope("e-dash");
    const second = envelope("e-underscore");
    expect(await post(url, first, { "X-Rhino-Signature": signBody(first, upstreamKeys.privateKey) })).toEqual(OK);
    expect(await post(url, second, { rhino_signature: signBody(second, upstreamKeys.privateKey) })).toEqual(OK);
    expect((await all.next()).eventId).toBe(idOf("e-dash"));
    expect((await all.next()).eventId).toBe(idOf("e-underscore"));
  });

  it("answers 413 to a body over the limit declared in Content-Length, without reading it", async () => {
    const { url } = await startReceiver();
    const body = envelope("e-big", { _tag: "X", padding: "x".repeat(MAX_BODY_BYTES) });
    expect(await deliver(url, body)).toEqual({ status: 413, body: { success: false, error: expect.stringMatching(/exceeds/) } });
  });

  it("answers 413 to a chunked body as soon as it crosses the limit, before the body ends", async () => {
    const { url } = await startReceiver();
    const answer = await new Promise<{ status: number | undefined; body: unknown }>((resolve, reject) => {
      const req = request(
        url,
        { method: "POST", headers: { "transfer-encoding": "chunked", "x-rhino-signature": "ab" } },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (text += chunk));
          res.on("end", () => {
            req.destroy();
            resolve({ status: res.statusCode, body: JSON.parse(text) as unknown });
          });
        },
      );
      req.on("error", reject);
      // The request is never ended: only an early answer settles this promise.
      req.write("x".repeat(MAX_BODY_BYTES + 1));
    });
    expect(answer).toEqual({ status: 413, body: { success: false, error: expect.stringMatching(/exceeds/) } });
  });

  it("answers 400 to a signed body that is not an event envelope", async () => {
    const { url, bus } = await startReceiver();
    const all = await listen(bus, "all");
    const notEnvelope = { status: 400, body: { success: false, error: "Body is not an event envelope" } };
    expect(await deliver(url, JSON.stringify({ eventId: "e", ts: 1 }))).toEqual(notEnvelope);
    expect(await deliver(url, JSON.stringify({ event: {}, eventId: "", ts: 1 }))).toEqual(notEnvelope);
    expect(await deliver(url, "not json")).toEqual(notEnvelope);
    expect(await deliver(url, envelope("sentinel"))).toEqual(OK);
    expect((await all.next()).eventId).toBe(idOf("sentinel"));
  });

  it("answers 405 to a method other than POST", async () => {
    const { url } = await startReceiver();
    const response = await fetch(url);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(await response.json()).toEqual({ success: false, error: "Method not allowed" });
  });

  it("accepts a signature by a rotated key after one key refresh", async () => {
    const { url, bus, endpoint } = await startReceiver();
    const all = await listen(bus, "all");
    expect(await deliver(url, envelope("before-rotation"))).toEqual(OK);
    endpoint.answer = rotatedKeys.publicKeyAnswer;
    endpoint.clock = 10_000;
    expect(await deliver(url, envelope("after-rotation"), rotatedKeys)).toEqual(OK);
    expect(await deliver(url, envelope("after-rotation-2"), rotatedKeys)).toEqual(OK);
    expect(endpoint.calls).toBe(2);
    expect((await all.next()).eventId).toBe(idOf("before-rotation"));
    expect((await all.next()).eventId).toBe(idOf("after-rotation"));
    expect((await all.next()).eventId).toBe(idOf("after-rotation-2"));
  });

  it("refetches the key at most once per interval however many forged deliveries arrive", async () => {
    const { url, endpoint } = await startReceiver();
    const forge = (i: number) => post(url, envelope(`f${i}`), { "x-rhino-signature": "ab".repeat(256) });
    expect(await deliver(url, envelope("first"))).toEqual(OK);
    expect(endpoint.calls).toBe(1);
    endpoint.clock = 10_000;
    for (const answer of await Promise.all(Array.from({ length: 20 }, (_, i) => forge(i)))) expect(answer).toEqual(unauthorized);
    for (let i = 20; i < 40; i += 1) expect(await forge(i)).toEqual(unauthorized);
    expect(endpoint.calls).toBe(2);
  });

  it("answers 503 while the key cannot be fetched, so the upstream retries", async () => {
    const { url, endpoint, errors } = await startReceiver();
    endpoint.answer = "garbage";
    expect(await deliver(url, envelope("e-nokey"))).toEqual({
      status: 503,
      body: { success: false, error: "Signature verification key unavailable" },
    });
    expect(errors).toHaveLength(1);
  });

  it("calls onEvent once per new event and still delivers when onEvent throws", async () => {
    const seen: string[] = [];
    const { url, bus, errors } = await startReceiver({
      onEvent: (event) => {
        seen.push(event.eventId);
        throw new Error("eviction failed");
      },
    });
    const all = await listen(bus, "all");
    expect(await deliver(url, envelope("e-hook"))).toEqual(OK);
    expect(await deliver(url, envelope("e-hook"))).toEqual(OK);
    expect((await all.next()).eventId).toBe(idOf("e-hook"));
    expect(seen).toEqual([idOf("e-hook")]);
    expect(errors).toHaveLength(1);
  });

  it("answers 503 without details when publishing fails, and publishes the upstream's retry once", async () => {
    const prefix = uniquePrefix();
    const publish = connectRedis(redisUrl);
    const bus = createEventBus({ redis: { publish, subscribe: connectRedis(redisUrl) }, channelPrefix: `${prefix}events:` });
    const { url, errors } = await startReceiver({ mode: "redis", prefix, bus });
    const all = await listen(bus, "all");
    const body = envelope("e-retry");

    publish.disconnect();
    expect(await deliver(url, body)).toEqual({ status: 503, body: { success: false, error: "Event could not be published" } });
    expect(errors).toHaveLength(1);

    await publish.connect();
    expect(await deliver(url, body)).toEqual(OK);
    expect(await deliver(url, body)).toEqual(OK);
    expect(await deliver(url, envelope("sentinel"))).toEqual(OK);
    expect((await all.next()).eventId).toBe(idOf("e-retry"));
    expect((await all.next()).eventId).toBe(idOf("sentinel"));
  });

  it("delivers an event received by instance A once to a subscriber of instance B, even when B receives it too", async () => {
    const prefix = uniquePrefix();
    const a = await startReceiver({ mode: "redis", prefix });
    const b = await startReceiver({ mode: "redis", prefix });
    const onB = await listen(b.bus, "transaction:quote-e-shared");
    const body = envelope("e-shared");
    expect(await deliver(a.url, body)).toEqual(OK);
    expect(await deliver(b.url, body)).toEqual(OK);
    expect(await deliver(a.url, envelope("sentinel", { _id: "quote-e-shared" }))).toEqual(OK);
    expect((await onB.next()).eventId).toBe(idOf("e-shared"));
    expect((await onB.next()).eventId).toBe(contentEventId({ _id: "quote-e-shared" }));
  });
});
