import { describe, expect, inject, it } from "vitest";
import { createEventCursor } from "../../src/events/cursor.js";
import { createDedupe } from "../../src/events/dedupe.js";
import { contentEventId, topic, type Envelope } from "../../src/events/envelope.js";
import { createEventHistory } from "../../src/events/history.js";
import { createEventBus, type RelayedEvent } from "../../src/events/pubsub.js";
import { createEventRelay, EventNotPublished } from "../../src/events/relay.js";
import { createTransferChanged } from "../../src/events/transfer-changed.js";
import { connectRedis, queueOf, uniquePrefix } from "./harness.js";
import { onDispose } from "../utils/disposers.js";

const redisUrl = inject("redisUrl");
const TS = 1_700_000_000_000;
const DEDUPE_TTL_SECONDS = 3600;

/** A relay on Redis, as one gateway instance wires it; `history` on its own connection, to break it alone. */
function startRelay(evict?: (event: RelayedEvent) => void | Promise<void>) {
  const prefix = uniquePrefix();
  const redis = connectRedis(redisUrl);
  const historyConnection = connectRedis(redisUrl);
  const bus = createEventBus({
    redis: { publish: connectRedis(redisUrl), subscribe: connectRedis(redisUrl) },
    channelPrefix: `${prefix}events:`,
  });
  const history = createEventHistory({ redis: historyConnection, keyPrefix: `${prefix}history:`, size: 10, ttlSeconds: 60 });
  const errors: unknown[] = [];
  const onError = (error: unknown) => errors.push(error);
  const relay = createEventRelay({
    dedupe: createDedupe({ redis, keyPrefix: `${prefix}dedupe:`, ttlSeconds: DEDUPE_TTL_SECONDS }),
    changed: createTransferChanged({ history, bus, evict, onError }),
    cursor: createEventCursor({ redis, key: `${prefix}last-ts` }),
    onError,
  });
  return { prefix, redis, historyConnection, bus, history, relay, errors };
}

async function listen(bus: ReturnType<typeof createEventBus>, name: Parameters<typeof bus.subscribe>[0]) {
  const subscription = bus.subscribe(name);
  await subscription.ready;
  const queue = queueOf(subscription);
  onDispose(() => queue.close());
  return queue;
}

function envelopeOf(id: string): Envelope {
  return { eventId: `upstream-${id}`, ts: TS, event: { _tag: "BRIDGE_EXECUTED", _id: id } } as Envelope;
}

describe("event relay on Redis", () => {
  it("writes the history while the eviction runs, and publishes only once both are done", async () => {
    let finishEviction!: () => void;
    const evicting = new Promise<void>((resolve) => (finishEviction = resolve));
    const started: string[] = [];
    const { bus, history, relay } = startRelay(async (event) => {
      started.push(event.eventId);
      await evicting;
    });
    const live = await listen(bus, "all");
    const accepted = relay.accept(envelopeOf("q-overlap"));
    const eventId = contentEventId({ _tag: "BRIDGE_EXECUTED", _id: "q-overlap" });

    // The history has the event while the eviction is still under way...
    await expect.poll(() => history.kept(topic("transaction", "q-overlap")).then((e) => e.length)).toBe(1);
    expect(started).toEqual([eventId]);
    // ...but nobody has it live until the eviction is done.
    await expect(live.next(200)).rejects.toThrow();
    finishEviction();
    expect(await accepted).toBe("relayed");
    expect((await live.next()).eventId).toBe(eventId);
  });

  it("relays when the eviction fails, and has confirmed the claim and moved the cursor when accept resolves", async () => {
    const { prefix, redis, bus, relay, errors } = startRelay(() => Promise.reject(new Error("eviction failed")));
    const live = await listen(bus, "all");
    expect(await relay.accept(envelopeOf("q-evict-fails"))).toBe("relayed");
    const eventId = contentEventId({ _tag: "BRIDGE_EXECUTED", _id: "q-evict-fails" });
    expect((await live.next()).eventId).toBe(eventId);
    expect(errors).toEqual([new Error("eviction failed")]);
    // Confirmed: the claim lasts the whole TTL, not the pending minute.
    expect(await redis.ttl(`${prefix}dedupe:${eventId}`)).toBeGreaterThan(60);
    expect(await redis.get(`${prefix}last-ts`)).toBe(String(TS));
  });

  it("releases the claim when the history write fails, even while the eviction still runs; the redelivery relays", async () => {
    let evictions = 0;
    const { bus, historyConnection, relay } = startRelay(async () => {
      evictions += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const live = await listen(bus, "all");
    historyConnection.disconnect();
    await expect(relay.accept(envelopeOf("q-history-fails"))).rejects.toBeInstanceOf(EventNotPublished);
    await expect(live.next(200)).rejects.toThrow();

    await historyConnection.connect();
    expect(await relay.accept(envelopeOf("q-history-fails"))).toBe("relayed");
    expect((await live.next()).eventId).toBe(contentEventId({ _tag: "BRIDGE_EXECUTED", _id: "q-history-fails" }));
    expect(evictions).toBe(2);
  });
});
